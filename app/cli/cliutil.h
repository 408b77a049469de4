// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <memory>
#include <optional>

class QCommandLineParser;

namespace StepWise {
class SqlGraphStore;
}

namespace StepWise::Cli {

/*! Translation context of the CLI's messages. stepwise-cli stays English; only counts go through
 *  Tr::tr("%n step(s)", nullptr, n), which translations/stepwise_en.ts turns into "1 step", "2 steps". */
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::Cli)
};

/*! Standard output and error streams (UTF-8). */
QTextStream &out();
QTextStream &err();

/*! Reads a whole text file, or standard input when \a path is "-", decoded by decodeReportBytes()
 *  (UTF-8, or UTF-16/32 with a byte-order mark). \returns false and sets \a error to a message naming
 *  the file when it cannot be read, when it is binary data of a kind ReportDocument::binaryKind() knows
 *  ("… is a zip archive, not text; " then \a accepted, what the option takes, e.g. reportFormats(), and
 *  for an archive how to import it), or when it cannot be decoded (then with the first invalid byte's value,
 *  line and column in bytes: "… invalid byte 0xE9 at line 5, column 4 (counted in bytes); save it as UTF-8"). */
bool readTextInput(const QString &path, const QString &accepted, QString *text, QString *error);

/*! Parses a command's \a args (args[0] is the command's name, e.g. "stepwise-cli import") with
 *  \a parser, which already holds the command's options and a help option.
 *  \returns std::nullopt when the command should go on; otherwise the exit code to return:
 *  0 after printing the help text, 2 after printing a parse error or which of the \a required option
 *  names (without dashes) is missing, both prefixed with the command's name. */
std::optional<int> parseCommand(QCommandLineParser &parser, const QStringList &args, const QStringList &required = {});

/*! Prints a whole document (report, table) to out(), ending it with a newline if it has none, so a
 *  shell prompt or the next command's output never starts on its last line. */
void printDocument(const QString &text);

/*! QCommandLineParser::helpText() with \a command (e.g. "stepwise-cli graph") in place of the
 *  executable's path on the "Usage:" line. */
QString helpText(const QCommandLineParser &parser, const QString &command);

/*! Default database file, shared with the GUI (app/main.cpp): QStandardPaths::AppDataLocation with
 *  organisation "StepWise" and application "stepwise", i.e. $XDG_DATA_HOME/StepWise/stepwise/models.sqlite
 *  (~/.local/share/StepWise/stepwise/models.sqlite); the folder is created on demand. */
QString defaultDatabasePath();

/*! What --db takes, for the options' help texts. */
QString storeOptionHelp();

/*! Opens the existing store at \a path (as given to --db: an SQLite file, or a PostgreSQL URL, see PgGraphStore)
 *  for a command that only reads it, read-only (SqlGraphStore::Access::ReadOnly: a read-only file, folder or
 *  mount is no obstacle; a PostgreSQL connection refuses writes).
 *  A missing file is not created: a mistyped --db would otherwise answer "no app versions".
 *  \returns the open store, or nullptr after printing to err(), prefixed with \a command, that the
 *  store does not exist (and how to import into it), that the file is empty (a read-only command
 *  does not write a schema into it), or why it cannot be opened, naming \a path as
 *  given, and what to do (choose another --db or move the file away; nothing was changed). */
std::unique_ptr<SqlGraphStore> openExistingStore(const QString &command, const QString &path);

/*! Prints \a store's lastError() to err(), prefixed with \a command, naming \a path as given. A store
 *  that is read-only (SqliteGraphStore::isWriteProtected(), for a writing command) gets: make it writable, or
 *  choose another --db. A damaged database (SqliteGraphStore::isCorrupt(): "… is damaged (SQLite: database disk image
 * is malformed); the file was left unchanged. Restore it from a backup, or import the models again into a new file")
 * gets the import command to do that. Any other store that could not be opened (e.g. "… is not a StepWise database
 * (…)") gets: nothing was changed; choose another --db or move the file away and import into a new one. A PostgreSQL
 * store's message is printed as it is (it names the URL without password, and says what to do). */
void printStoreError(const QString &command, const QString &path, const SqlGraphStore &store);

/*! \a store's app versions (SqlGraphStore::appVersions(), sorted; empty for an empty store), or nothing after
 *  printStoreError() when it cannot list them (a damaged file: an empty list must not pass for an empty store). */
std::optional<QStringList> storedVersions(const QString &command, const QString &path, const SqlGraphStore &store);

} // namespace StepWise::Cli
