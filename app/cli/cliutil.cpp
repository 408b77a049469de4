// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliutil.h"

#include "document/reportdocument.h"
#include "graph/pggraphstore.h"
#include "graph/sqlitegraphstore.h"
#include "language/reporttext.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <cstdio>

namespace StepWise::Cli {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

std::optional<int> parseCommand(QCommandLineParser &parser, const QStringList &args, const QStringList &required)
{
    const QString name = args.value(0);
    if (!parser.parse(args)) {
        err() << name << ": " << parser.errorText() << '\n';
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << helpText(parser, name);
        return 0;
    }
    QStringList missing;
    for (const QString &option : required) {
        if (!parser.isSet(option))
            missing << QStringLiteral("--") + option;
    }
    if (!missing.isEmpty()) {
        const QString last = missing.takeLast();
        err() << name << ": "
              << (missing.isEmpty() ? last : missing.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last)
              << (missing.isEmpty() ? " is" : " are") << " required\n";
        return 2;
    }
    return std::nullopt;
}

void printDocument(const QString &text)
{
    out() << text;
    if (!text.endsWith(u'\n'))
        out() << '\n';
}

QString helpText(const QCommandLineParser &parser, const QString &command)
{
    QString text = parser.helpText();
    static const QLatin1StringView usage("Usage: ");
    const qsizetype end = text.indexOf(u" [options]");
    const qsizetype lineEnd = text.indexOf(u'\n');
    if (text.startsWith(usage) && end > 0 && (lineEnd < 0 || end < lineEnd))
        text.replace(usage.size(), end - usage.size(), command);
    return text;
}

bool readTextInput(const QString &path, const QString &accepted, QString *text, QString *error)
{
    QFile file;
    const bool isStdin = path == u"-";
    const bool opened
        = isStdin ? file.open(stdin, QIODevice::ReadOnly) : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    const QString name = isStdin ? QStringLiteral("standard input") : path;
    if (!opened) {
        *error = QStringLiteral("cannot read %1: %2").arg(name, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    bool archive = false;
    if (const QString kind = ReportDocument::binaryKind(bytes, &archive); !kind.isEmpty()) {
        *error = QStringLiteral("%1 is %2, not text; %3").arg(name, kind, accepted);
        if (archive)
            *error += QStringLiteral("; an archive of recordings is an execution model: import it with "
                                     "'stepwise-cli import --db FILE %1'")
                          .arg(isStdin ? QStringLiteral("ARCHIVE") : path);
        return false;
    }
    InvalidUtf8 bad;
    std::optional<QString> decoded = decodeReportBytes(bytes, &bad);
    if (!decoded && bytes.contains('\0')) {
        // Text never holds NUL bytes: re-saving as UTF-8 is no advice for a file that is not text.
        *error = QStringLiteral(
                     "%1 holds NUL bytes: a binary file (or UTF-16 text without a byte-order mark), not text; %2")
                     .arg(name, accepted);
        return false;
    }
    if (!decoded) {
        *error = QStringLiteral("%1 is not UTF-8 text (nor UTF-16 with a byte-order mark): invalid byte %2 at line %3, "
                                "column %4 (counted in bytes); save it as UTF-8")
                     .arg(name, bad.byteText(), QString::number(bad.line), QString::number(bad.column));
        return false;
    }
    *text = std::move(*decoded);
    return true;
}

QString defaultDatabasePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + u"/models.sqlite";
}

QString storeOptionHelp()
{
    return QStringLiteral(
               "The store: an SQLite file (default: %1), or a team store on PostgreSQL, "
               "postgresql://user@host[:port]/dbname (the password from ~/.pgpass or PGPASSWORD, never here).")
        .arg(defaultDatabasePath());
}

std::unique_ptr<SqlGraphStore> openExistingStore(const QString &command, const QString &path)
{
    if (PgGraphStore::isUrl(path)) {
        auto store = std::make_unique<PgGraphStore>(path);
        if (store->open(SqlGraphStore::Access::ReadOnly))
            return store;
        printStoreError(command, path, *store);
        return nullptr;
    }
    const QFileInfo info(path);
    if (!info.exists()) {
        err() << command << ": " << path
              << ": no such store; import models into it first with 'stepwise-cli import --db FILE PATH'\n";
        return nullptr;
    }
    // Opening an empty file would write the schema into it: a read-only command must not.
    if (info.isFile() && info.size() == 0) {
        err() << command << ": " << path
              << " is empty, not a StepWise store; nothing was changed; choose another store with --db FILE, "
              << "or import models into it with 'stepwise-cli import --db " << path << " PATH'\n";
        return nullptr;
    }
    auto store = std::make_unique<SqliteGraphStore>(path);
    if (store->open(SqliteGraphStore::Access::ReadOnly))
        return store;
    printStoreError(command, path, *store);
    return nullptr;
}

std::optional<QStringList> storedVersions(const QString &command, const QString &path, const SqlGraphStore &store)
{
    const QStringList versions = store.appVersions();
    if (!store.lastError().isEmpty()) {
        printStoreError(command, path, store);
        return std::nullopt;
    }
    return versions;
}

void printStoreError(const QString &command, const QString &path, const SqlGraphStore &sqlStore)
{
    const auto *sqlite = dynamic_cast<const SqliteGraphStore *>(&sqlStore);
    if (!sqlite) {
        err() << command << ": " << sqlStore.lastError() << '\n';
        return;
    }
    const SqliteGraphStore &store = *sqlite;
    // The store names the file without its folder; the user should see the path they gave.
    QString why = store.lastError();
    const QString fileName = QFileInfo(path).fileName();
    if (why.startsWith(fileName + u' ') && fileName != path)
        why = path + why.mid(fileName.size());
    if (store.isOpen() && !store.isDamaged()) {
        err() << command << ": " << why << '\n';
        return;
    }
    if (store.isWriteProtected()) {
        err() << command << ": " << why << "; make it writable, or choose another store with --db FILE\n";
        return;
    }
    if (store.isCorrupt()) {
        err() << command << ": " << why << " ('stepwise-cli import --db NEW_FILE PATH...', then use --db NEW_FILE)\n";
        return;
    }
    // A folder that does not exist is no store to move away: SQLite only says it cannot open the file.
    if (const QFileInfo folder(QFileInfo(path).absolutePath()); !folder.isDir()) {
        err() << command << ": cannot open " << path << ": the folder " << QDir::toNativeSeparators(folder.filePath())
              << " does not exist; create it, or choose another store with --db FILE\n";
        return;
    }
    if (!why.contains(u"nothing was changed"))
        why += u"; nothing was changed"_qs;
    err() << command << ": " << why << "; choose another store with --db FILE, or move " << path
          << " away and import into a new one\n";
}

} // namespace StepWise::Cli
