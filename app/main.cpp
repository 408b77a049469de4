// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise: the desktop app. Command line:
//   stepwise [--demo] [--db FILE] [--app-version V] [--report FILE] [--screenshot FILE.png] ...
#include "common/tempfolder.h"
#include "demomodel.h"
#include "document/reportinput.h"
#include "graph/pggraphstore.h"
#include "graph/sqlitegraphstore.h"
#include "language.h"
#include "mainwindow.h"
#include "reporteditor.h"

#include <QApplication>
#include <QByteArrayView>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageWriter>
#include <QTextStream>
#include <QTimer>

#include <memory>
#include <optional>
#include <utility>

using namespace StepWise;

namespace {
int fail(const QString &message, int code = 1)
{
    QTextStream(stderr) << "stepwise: " << message << '\n';
    return code;
}

/*! Reads the report \a path given with --report into \a options (its text, or the `.stepwise` document to open,
 *  with the app and version it names unless \a versionGiven), as `stepwise-cli assess --report` reads it: a
 *  broken .stepwise document, an AstroBR reports file without \a bug, or JSON of another kind is refused instead of
 *  opening as prose. \returns why it cannot be opened, in stepwise-cli's words; empty when it was read. */
QString readStartReport(const QString &path, const QString &bug, bool versionGiven, MainWindow::Options *options)
{
    if (const QString problem = reportFileProblem(path, ReportReader::Window); !problem.isEmpty())
        return problem;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QApplication::translate("main", "Cannot read the report %1: %2").arg(path, f.errorString());
    QString text, error;
    if (!ReportDocument::decodeText(f.readAll(), path, &text, &error))
        return error;
    ReportInput input;
    if (!readReportInput(path, text, bug, ReportReader::Window, &input, &error))
        return error;
    if (input.document && path.endsWith(QStringLiteral(".stepwise"))) {
        options->documentPath = path; // the window opens it with its pinned steps, rejected suggestions and oracle
    } else {
        options->reportText = ReportDocument::plainText(input.text);
        options->reportAppName = input.appName;
        if (!versionGiven && !input.appVersion.isEmpty())
            options->appVersion = input.appVersion;
    }
    return {};
}

/*! The desktop app's command line, as given: an option not given is std::nullopt. */
struct CommandLine {
    bool demo = false; ///< --demo
    std::optional<QString> db; ///< --db FILE
    std::optional<QString> appVersion; ///< --app-version V
    std::optional<QString> report; ///< --report FILE
    std::optional<QString> bug; ///< --bug ID
    std::optional<QString> screenshot; ///< --screenshot FILE.png
    bool printText = false; ///< --print-text
    QString restoreDrafts; ///< --restore-drafts, as given (default "ask")
    QString autosaveMs; ///< --autosave-ms, as given (default "3000")
    bool spellCheck = true; ///< not --no-spell-check
    std::optional<QString> appendText; ///< --append-text TEXT
};

/*! Parses the command line of \a app into \a commandLine (--lang was read before, to translate the help). Prints
 *  the help or version and exits when asked to. \returns the exit code when the arguments do not parse. */
std::optional<int> parseCommandLine(QCoreApplication &app, CommandLine *commandLine)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main",
        "StepWise: write bug reports whose steps to reproduce are checked live against the app's execution model."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  QApplication::translate("main", "Open the built-in demo model and report."));
    const QCommandLineOption db(
        QStringLiteral("db"),
        QApplication::translate("main",
                                "Model store to use instead of the default one: an SQLite file, or a team's "
                                "postgresql://user@host[:port]/dbname."),
        QStringLiteral("FILE|URL"));
    const QCommandLineOption version(
        QStringLiteral("app-version"),
        QApplication::translate("main", "Execution model (app version) to assess against."), QStringLiteral("V"));
    const QCommandLineOption report(
        QStringLiteral("report"),
        QApplication::translate("main", "Report to open: plain text or a .stepwise document."), QStringLiteral("FILE"));
    const QCommandLineOption bug(
        QStringLiteral("bug"),
        QApplication::translate("main",
                                "With --report pointing to an AstroBR reports/*.json file: the bug id to open."),
        QStringLiteral("ID"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main",
                                "Render the main window to FILE.png (or .jpg, .bmp: the format the name ends in) once "
                                "the first analysis has finished, then exit."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption printText(
        QStringLiteral("print-text"),
        QApplication::translate(
            "main", "Print the report text to standard output once the first analysis has finished, then exit."));
    const QCommandLineOption restore(
        QStringLiteral("restore-drafts"),
        QApplication::translate("main", "Drafts left by a crash: ask (default), yes (restore the newest) or no."),
        QStringLiteral("ask|yes|no"), QStringLiteral("ask"));
    const QCommandLineOption append(
        QStringLiteral("append-text"),
        QApplication::translate("main", "Append TEXT to the report after start, as if typed (for scripts and tests)."),
        QStringLiteral("TEXT"));
    const QCommandLineOption autosave(
        QStringLiteral("autosave-ms"),
        QApplication::translate("main", "Draft autosave interval in milliseconds (default 3000)."),
        QStringLiteral("MS"), QStringLiteral("3000"));
    const QCommandLineOption noSpell(QStringLiteral("no-spell-check"),
                                     QApplication::translate("main", "Disable spell checking."));
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        QApplication::translate(
            "main",
            "User interface language: de, zh_CN or en (default: the setting of View > Language, else the system's)."),
        QStringLiteral("LANG"));
    parser.addOptions(
        { demo, db, version, report, bug, screenshot, printText, restore, append, autosave, noSpell, lang });
    // process() would end an unknown option with exit code 1; every other usage error (and stepwise-cli)
    // exits 2. It still handles --help, --help-all and --version once the arguments parse.
    if (!parser.parse(QApplication::arguments()))
        return fail(parser.errorText(), 2);
    parser.process(app);
    CommandLine &c = *commandLine;
    c.demo = parser.isSet(demo);
    if (parser.isSet(db))
        c.db = parser.value(db);
    if (parser.isSet(version))
        c.appVersion = parser.value(version);
    if (parser.isSet(report))
        c.report = parser.value(report);
    if (parser.isSet(bug))
        c.bug = parser.value(bug);
    if (parser.isSet(screenshot))
        c.screenshot = parser.value(screenshot);
    c.printText = parser.isSet(printText);
    c.restoreDrafts = parser.value(restore);
    c.autosaveMs = parser.value(autosave);
    c.spellCheck = !parser.isSet(noSpell);
    if (parser.isSet(append))
        c.appendText = parser.value(append);
    return std::nullopt;
}

/*! Whether the command line asks only for text (help, version): QApplication aborts without a display,
 *  a QCoreApplication is enough for QCommandLineParser to print it. */
bool onlyPrints(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView arg(argv[i]);
        if (arg == "-h" || arg == "-?" || arg == "--help" || arg == "--help-all" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}
} // namespace

int main(int argc, char *argv[])
{
    const std::unique_ptr<QCoreApplication> app = onlyPrints(argc, argv)
        ? std::make_unique<QCoreApplication>(argc, argv)
        : std::make_unique<QApplication>(argc, argv);
    QApplication::setApplicationName(QStringLiteral("stepwise"));
    QApplication::setOrganizationName(QStringLiteral("StepWise"));
    QApplication::setApplicationDisplayName(QStringLiteral("StepWise"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));
    // Temporary folders (unpacked archives) go with a terminated process, and those a killed one left at the next
    // start.
    TempFolder::removeOnTermination();
    TempFolder::removeStale();

    // The language is chosen before the parser is built so that --help is already translated:
    // --lang, else the setting ui/language, else the system's (an unknown stored value counts as unset).
    QString requestedLanguage = Language::setting();
    if (!Language::available().contains(requestedLanguage))
        requestedLanguage.clear();
    const QStringList arguments = QApplication::arguments();
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments.at(i) == u"--lang" && i + 1 < arguments.size())
            requestedLanguage = arguments.at(i + 1);
        else if (arguments.at(i).startsWith(u"--lang="))
            requestedLanguage = arguments.at(i).mid(7);
    }
    QString languageError;
    const QString language = Language::resolve(requestedLanguage, &languageError);
    if (!language.isEmpty())
        Language::install(language, &languageError);

    CommandLine commandLine;
    if (const std::optional<int> exit = parseCommandLine(*app, &commandLine))
        return *exit;
    if (!languageError.isEmpty())
        return fail(languageError, 2);

    MainWindow::Options options;
    options.restoreDrafts = commandLine.restoreDrafts;
    if (!QStringList { QStringLiteral("ask"), QStringLiteral("yes"), QStringLiteral("no") }.contains(
            options.restoreDrafts))
        return fail(QApplication::translate("main", "--restore-drafts takes ask, yes or no, not “%1”")
                        .arg(options.restoreDrafts),
                    2);
    bool ok = false;
    options.autosaveMs = commandLine.autosaveMs.toInt(&ok);
    if (!ok || options.autosaveMs < 50)
        return fail(QApplication::translate("main", "--autosave-ms needs a number of milliseconds ≥ 50"), 2);
    options.spellCheck = commandLine.spellCheck;
    const bool headless = commandLine.screenshot.has_value() || commandLine.printText;
    // Checked before the analysis runs, not when the picture is taken: like File > Save, the app creates
    // no folders for its outputs.
    if (commandLine.screenshot.has_value()) {
        const QFileInfo target(*commandLine.screenshot);
        const QFileInfo folder(target.absolutePath());
        if (!folder.isDir())
            //: %1 the path given to --screenshot, %2 its folder
            return fail(
                QApplication::translate("main",
                                        "Cannot write the screenshot %1: the folder %2 does not exist; create it "
                                        "or give --screenshot a path in an existing folder.")
                    .arg(*commandLine.screenshot, QDir::toNativeSeparators(folder.filePath())));
        if (target.isDir())
            return fail(
                QApplication::translate("main",
                                        "Cannot write the screenshot %1: it is a folder; give --screenshot a file "
                                        "name such as %2.")
                    .arg(*commandLine.screenshot, QDir(target.filePath()).filePath(QStringLiteral("stepwise.png"))));
    }
    if (headless && options.restoreDrafts == u"ask")
        options.restoreDrafts = QStringLiteral("no"); // nobody is there to answer
    options.rememberLayout = !headless;

    TempFolder demoDir;
    if (commandLine.db.has_value()) {
        options.databasePath = *commandLine.db;
    } else if (commandLine.demo) {
        if (!demoDir.isValid())
            return fail(QApplication::translate("main", "Cannot create a temporary folder for the demo: %1")
                            .arg(demoDir.errorString()));
        options.databasePath = demoDir.filePath(QStringLiteral("demo.sqlite"));
    } else {
        options.databasePath = MainWindow::defaultDatabasePath();
        QDir().mkpath(QFileInfo(options.databasePath).path());
    }
    if (commandLine.db.has_value() && !commandLine.demo && !PgGraphStore::isUrl(options.databasePath)
        && !QFileInfo(QFileInfo(options.databasePath).absolutePath()).isDir())
        // Importing into it would fail the same way: the folder is what to fix first.
        return fail(QApplication::translate(
                        "main", "The model store %1 cannot exist: its folder %2 does not exist (is the path right?).")
                        .arg(options.databasePath, QFileInfo(options.databasePath).absolutePath()));
    if (commandLine.db.has_value() && !commandLine.demo && !PgGraphStore::isUrl(options.databasePath)
        && !QFile::exists(options.databasePath))
        return fail(QApplication::translate("main",
                                            "The model store %1 does not exist (is the path right?); create it with "
                                            "“stepwise-cli import --db %1 PATH”, or start StepWise without --db and "
                                            "open a model with File > Open model.")
                        .arg(options.databasePath));
    // Opening it would write the schema into a file the user named for something else, as the CLI refuses to.
    if (commandLine.db.has_value() && !commandLine.demo && !PgGraphStore::isUrl(options.databasePath)
        && QFileInfo(options.databasePath).isFile() && QFileInfo(options.databasePath).size() == 0)
        return fail(QApplication::translate("main",
                                            "The model store %1 is an empty file, not a StepWise store; nothing was "
                                            "changed. Import models into it with “stepwise-cli import --db %1 PATH”, "
                                            "or start StepWise without --db.")
                        .arg(options.databasePath));

    if (commandLine.demo) {
        SqliteGraphStore store(options.databasePath, QStringLiteral("demo-import"));
        QString error;
        if (!store.open())
            return fail(store.lastError());
        if (!Demo::importInto(store, &error))
            return fail(error);
        options.appVersion = Demo::appVersion();
        options.reportText = Demo::reportText();
    }
    if (commandLine.appVersion.has_value())
        options.appVersion = *commandLine.appVersion;
    if (commandLine.bug.has_value() && !commandLine.report.has_value())
        return fail(QApplication::translate(
                        "main", "--bug picks a report of an AstroBR reports file: give that file with --report"),
                    2);
    if (commandLine.report.has_value()) {
        // Unattended runs end on a report they cannot read; a person gets the window, empty, with the problem in
        // its banner, as File > Open shows it.
        const QString problem = readStartReport(*commandLine.report, commandLine.bug.value_or(QString()),
                                                commandLine.appVersion.has_value(), &options);
        if (!problem.isEmpty()) {
            if (headless)
                return fail(problem);
            options.reportProblem = problem;
        }
    }

    MainWindow window(options);
    window.show();

    if (commandLine.appendText.has_value()) {
        const QString text = *commandLine.appendText;
        QTimer::singleShot(0, &window, [&window, text] {
            QTextCursor c = window.editor()->textCursor();
            c.movePosition(QTextCursor::End);
            c.insertText(text);
        });
    }
    if (headless) {
        const QString png = commandLine.screenshot.value_or(QString());
        const bool print = commandLine.printText;
        // The window checks the store (MainWindow::storeProblem()); unattended, a problem ends the run
        // before anything is printed or grabbed. Only the first of the ways to end counts.
        auto ended = std::make_shared<bool>(false);
        // Closing the window must not quit on its own: that would replace the exit code with 0.
        QApplication::setQuitOnLastWindowClosed(false);
        QObject::connect(&window, &MainWindow::storeProblem, &window, [&window, ended](const QString &message) {
            if (std::exchange(*ended, true))
                return;
            QTextStream(stderr) << "stepwise: " << message << '\n';
            window.close();
            QApplication::exit(1);
        });
        QObject::connect(&window, &MainWindow::problemsShown, &window,
                         [ended](const QString &title, const QString &text, const QStringList &details) {
                             if (*ended)
                                 return; // the store problem that ended the run was printed already
                             QTextStream err(stderr);
                             err << "stepwise: " << title << ": " << text << '\n';
                             for (const QString &d : details)
                                 err << "  " << d << '\n';
                         });
        auto finish
            = [&window, png, print, ended](bool settled) {
                  if (std::exchange(*ended, true))
                      return;
                  if (print) {
                      // A last line without its newline would run into the shell's prompt or the next file in a pipe.
                      const QString text = window.editor()->toPlainText();
                      QTextStream(stdout) << text << (text.isEmpty() || text.endsWith(u'\n') ? "" : "\n");
                  }
                  int code = settled ? 0 : 3;
                  if (!png.isEmpty()) {
                      // The format the file name says (.jpg, .bmp, …) when Qt can write it, else PNG.
                      const QByteArray suffix = QFileInfo(png).suffix().toLower().toLatin1();
                      const bool known = QImageWriter::supportedImageFormats().contains(suffix);
                      if (!known && !suffix.isEmpty())
                          //: %1 the file given to --screenshot, %2 its suffix (e.g. webp)
                          QTextStream(stderr)
                              << "stepwise: "
                              << QApplication::translate("main",
                                                         "note: %1 is written as PNG: this Qt cannot write .%2 images")
                                     .arg(png, QString::fromLatin1(suffix))
                              << '\n';
                      QImageWriter writer(png, known ? suffix : QByteArrayLiteral("png"));
                      if (!writer.write(window.grab().toImage())) {
                          //: %1 the PNG's path, %2 why (the system's words, e.g. "Permission denied")
                          QTextStream(stderr)
                              << "stepwise: "
                              << QApplication::translate("main", "cannot write %1: %2").arg(png, writer.errorString())
                              << '\n';
                          code = 1;
                      }
                  }
                  if (!settled)
                      QTextStream(stderr)
                          << "stepwise: "
                          << QApplication::translate(
                                 "main", "the analysis did not finish in time; the picture shows the state so far")
                          << '\n';
                  window.close();
                  QApplication::exit(code);
              };
        QObject::connect(&window, &MainWindow::settled, &window, [finish] {
            // After the current event (the last screenshot arriving) has been handled everywhere.
            QTimer::singleShot(0, [finish] { finish(true); });
        });
        QTimer::singleShot(120000, &window, [finish] { finish(false); });
    }
    return QApplication::exec();
}
