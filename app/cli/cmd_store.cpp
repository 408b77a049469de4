// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli store copy: models from one store to another (SQLite file ⇄ PostgreSQL), checked after writing.
#include "cliutil.h"
#include "commands.h"
#include "graph/sqlitegraphstore.h"

#include <QCommandLineParser>
#include <QCryptographicHash>
#include <QElapsedTimer>

namespace StepWise::Cli {

namespace {

/*! Everything a copy must keep of one model, to compare source and copy: counts, ids in order, and the
 *  SHA-256 of every screenshot (screens' and renderings'). */
struct Fingerprint {
    QStringList screenIds;
    QStringList interactionIds;
    QStringList recordingDigests;
    qsizetype components = 0;
    qsizetype renderings = 0;
    int screenshots = 0;
    QByteArray screenshotHashes; ///< SHA-256 over each screenshot's SHA-256, in screen order

    bool operator==(const Fingerprint &) const = default;
};

/*! The model's screenshots as save() takes them (file name → bytes), read from \a store. */
QHash<QString, QByteArray> screenshotsOf(const SqlGraphStore &store, const ExecutionModel &model, QString *error)
{
    QHash<QString, QByteArray> shots;
    for (const Screen &s : model.screens) {
        if (!s.screenshotFile.isEmpty()) {
            const QByteArray png = store.screenshot(model.appVersion, s.id);
            if (!store.lastError().isEmpty()) {
                *error = store.lastError();
                return {};
            }
            if (!png.isEmpty())
                shots.insert(s.screenshotFile, png);
        }
        for (const Rendering &r : s.renderings) {
            if (r.screenshotFile.isEmpty())
                continue;
            const QByteArray png = store.renderingScreenshot(model.appVersion, s.id, r.deviceProfile);
            if (!store.lastError().isEmpty()) {
                *error = store.lastError();
                return {};
            }
            if (!png.isEmpty())
                shots.insert(r.screenshotFile, png);
        }
    }
    return shots;
}

std::optional<Fingerprint> fingerprint(const SqlGraphStore &store, const QString &appVersion, QString *error)
{
    const std::optional<ExecutionModel> model = store.load(appVersion);
    if (!model) {
        *error = store.lastError();
        return std::nullopt;
    }
    Fingerprint f;
    QCryptographicHash all(QCryptographicHash::Sha256);
    for (const Screen &s : model->screens) {
        f.screenIds.append(s.id);
        f.components += s.components.size();
        f.renderings += s.renderings.size();
        QList<QByteArray> pngs { store.screenshot(appVersion, s.id) };
        for (const Rendering &r : s.renderings)
            pngs.append(store.renderingScreenshot(appVersion, s.id, r.deviceProfile));
        if (!store.lastError().isEmpty()) {
            *error = store.lastError();
            return std::nullopt;
        }
        for (const QByteArray &png : std::as_const(pngs)) {
            f.screenshots += png.isEmpty() ? 0 : 1;
            all.addData(QCryptographicHash::hash(png, QCryptographicHash::Sha256));
        }
    }
    for (const Interaction &e : model->interactions)
        f.interactionIds.append(e.id);
    for (const RecordingSource &r : model->recordings)
        f.recordingDigests.append(r.digest);
    f.screenshotHashes = all.result();
    return f;
}

/*! The command line of `store copy`. */
struct StoreCopyCommandLine {
    QString from; ///< FROM
    QString to; ///< TO
    QStringList appVersions; ///< every --app-version NAME; empty: all
    bool replace = false; ///< --replace
};

/*! Parses \a args into \a cl; \returns the exit code when the command ends here (help, a usage error). */
std::optional<int> parseStoreCopy(const QStringList &args, StoreCopyCommandLine *cl)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Copies the models of store FROM into store TO, each an SQLite file or a postgresql://user@host[:port]/dbname "
        "URL (the "
        "password from ~/.pgpass or PGPASSWORD). Each app version is written in one transaction, then read back and "
        "compared "
        "with the source: the ids of every state, transition and recording in order, the count of components and "
        "renderings, "
        "and the SHA-256 of every screenshot. A copy that differs is removed again and reported. App versions that TO "
        "holds "
        "already are left as they are unless --replace is given. TO is created (a file) or its schema set up (an empty "
        "database) when needed.\n\n"
        "Exit codes: 0 every app version was copied (or skipped as stored already); 1 nothing was copied; 2 bad usage; "
        "3 some app versions failed, the others were copied and stay."));
    parser.addHelpOption();
    const QCommandLineOption versionOption(QStringLiteral("app-version"),
                                           QStringLiteral("Copy only this app version (repeatable)."),
                                           QStringLiteral("NAME"));
    const QCommandLineOption replaceOption(QStringLiteral("replace"),
                                           QStringLiteral("Replace app versions that TO holds already."));
    parser.addOptions({ versionOption, replaceOption });
    parser.addPositionalArgument(QStringLiteral("FROM"), QStringLiteral("The store to read (file or URL)."));
    parser.addPositionalArgument(QStringLiteral("TO"), QStringLiteral("The store to write (file or URL)."));
    if (const std::optional<int> exit = parseCommand(parser, args))
        return *exit;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        err() << args.value(0) << ": give FROM and TO\n" << helpText(parser, args.value(0));
        return 2;
    }
    cl->from = positional.at(0);
    cl->to = positional.at(1);
    cl->appVersions = parser.values(versionOption);
    cl->replace = parser.isSet(replaceOption);
    return std::nullopt;
}

} // namespace

int storeCopyCommand(const QStringList &args)
{
    StoreCopyCommandLine cl;
    if (const std::optional<int> exit = parseStoreCopy(args, &cl))
        return *exit;
    const QString &fromPath = cl.from;
    const QString &toPath = cl.to;
    const std::unique_ptr<SqlGraphStore> from = openExistingStore(args.value(0), fromPath);
    if (!from)
        return 1;
    const std::unique_ptr<SqlGraphStore> to = SqlGraphStore::create(toPath);
    if (!to->open()) {
        printStoreError(args.value(0), toPath, *to);
        return 1;
    }
    if (from->location() == to->location()) {
        err() << args.value(0) << ": FROM and TO are the same store (" << from->location() << ")\n";
        return 2;
    }
    const std::optional<QStringList> listed = storedVersions(args.value(0), fromPath, *from);
    if (!listed)
        return 1;
    QStringList versions = *listed;
    if (!cl.appVersions.isEmpty()) {
        const QStringList &asked = cl.appVersions;
        for (const QString &v : asked) {
            if (!versions.contains(v)) {
                err() << args.value(0) << ": " << fromPath << " holds no app version '" << v << "'\n";
                return 2;
            }
        }
        versions = asked;
    }
    const std::optional<QStringList> present = storedVersions(args.value(0), toPath, *to);
    if (!present)
        return 1;
    QElapsedTimer timer;
    timer.start();
    int copied = 0;
    int failed = 0;
    for (const QString &version : std::as_const(versions)) {
        if (present->contains(version) && !cl.replace) {
            out() << "unchanged: " << version << " (stored in " << to->location()
                  << " already; --replace replaces it)\n";
            continue;
        }
        QString why;
        const auto fail = [&](const QString &message) {
            err() << args.value(0) << ": " << version << ": " << message << '\n';
            ++failed;
        };
        const std::optional<ExecutionModel> model = from->load(version);
        if (!model) {
            fail(from->lastError());
            continue;
        }
        const QHash<QString, QByteArray> shots = screenshotsOf(*from, *model, &why);
        if (!why.isEmpty()) {
            fail(why);
            continue;
        }
        if (!to->save(*model, shots)) {
            fail(to->lastError());
            continue;
        }
        const std::optional<Fingerprint> source = fingerprint(*from, version, &why);
        const std::optional<Fingerprint> copy = source ? fingerprint(*to, version, &why) : std::nullopt;
        if (!source || !copy || !(*source == *copy)) {
            // A copy that cannot be shown equal is no copy: it goes, and the source stays as it was.
            const bool removed = to->remove(version);
            fail((why.isEmpty() ? QStringLiteral("the copy differs from the source") : why)
                 + (removed ? QStringLiteral("; the copy was removed from %1").arg(to->location())
                            : QStringLiteral("; the copy could not be removed from %1 (%2)")
                                  .arg(to->location(), to->lastError())));
            continue;
        }
        ++copied;
        out() << "copied " << version << ": " << Tr::tr("%n state(s)", nullptr, int(source->screenIds.size()))
              << " (with Start/End), " << Tr::tr("%n transition(s)", nullptr, int(source->interactionIds.size()))
              << ", " << Tr::tr("%n screenshot(s)", nullptr, source->screenshots) << ", checked\n";
    }
    // One arg() for all: a URL's %2F must not be taken for a placeholder.
    out() << u"%1 of %2 app versions copied from %3 to %4 in %5 s\n"_qs.arg(
        QString::number(copied), QString::number(versions.size()), from->location(), to->location(),
        QString::number(double(timer.elapsed()) / 1000.0, 'f', 1));
    if (failed == 0)
        return 0;
    return copied > 0 ? 3 : 1;
}

} // namespace StepWise::Cli
