// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli assess: AstroBR's S2R quality assessment of one report against one stored model
// (AstroBR §III-D).
#include "backendoptions.h"
#include "cliutil.h"
#include "commands.h"
#include "document/documentexporter.h"
#include "document/reportinput.h"
#include "document/shownscreen.h"
#include "graph/graphdumpreader.h"
#include "graph/sqlitegraphstore.h"
#include "language/componenttext.h"
#include "language/offlineanalyzer.h"
#include "language/reporttext.h"
#include "llm/backendconfig.h"
#include "quality/qualityassessor.h"
#include "quality/reportexporter.h"
#include "quality/reproductionplan.h"
#include "screenshotthumbnail.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QJsonDocument>

namespace StepWise::Cli {

namespace {

QString textReport(const QualityReport &report, const ReplayPlan &replayPlan)
{
    // The analyzer's call count is the JSON's: a reporter reads the steps and the time.
    QString t = Tr::tr("%n step(s)", nullptr, int(report.steps.size()))
        + u", checked against %1 in %2 ms%3\n"_qs.arg(report.appVersion)
              .arg(report.elapsedMs)
              .arg(report.truncated ? u" [partial]"_qs : QString());
    if (const QString partial = ReportExporter::partialNote(report); !partial.isEmpty())
        t += partial + u'\n';
    if (report.steps.isEmpty())
        t += ReportExporter::noStepsHint() + u'\n';
    int number = 0;
    for (const StepAssessment &a : report.steps) {
        for (const MissingInteraction &mi : a.missingBefore) {
            // The screen as the reporter sees it ("Accounts"), not as the recorder named it.
            Screen source;
            source.name = mi.sourceScreenName;
            // Opening the app starts from no screen of the app.
            const QString title = mi.action == ActionType::OpenApp ? QString() : ComponentText::screenTitle(&source);
            t += u"    + (missing) " + mi.description + (title.isEmpty() ? QString() : u"   [" + title + u']') + u'\n';
        }
        // Steps are numbered as read, 1, 2, 3: the sentence ids ("1.2", paragraph and sentence) match no number the
        // reporter wrote.
        t += u"%1 %2 [%3]\n"_qs.arg(QString::number(++number) + u'.', -5)
                 .arg(ReportExporter::stepText(a), ReportExporter::labelText(a));
        if (!a.message.isEmpty())
            t += u"      " + a.message + u'\n';
    }
    if (replayPlan.isValid()) {
        t += u"\nReplay on " + replayPlan.target.name + u":\n";
        for (const QString &line : ReportExporter::replayPlanLines(replayPlan))
            t += line + u'\n';
    }
    return t;
}

/*! The command line of `assess`. */
struct AssessCommandLine {
    QString db; ///< --db FILE|URL
    std::optional<QString> graph; ///< --graph DUMP
    std::optional<QString> appVersion; ///< --app-version VERSION
    QString report; ///< --report FILE, or "-"
    QString bug; ///< --bug ID
    QString format; ///< --format: text, json, markdown or html
    std::optional<DeviceProfile> device; ///< --device PRESET
    std::optional<DeviceProfile> recordedOn; ///< --from PROFILE
    BackendOptions backend; ///< the language backend
};

/*! Parses \a args into \a cl; \returns the exit code when the command ends here (help, a usage error). */
std::optional<int> parseAssess(const QStringList &args, AssessCommandLine *cl)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Assesses the steps to reproduce of a bug report against an app's execution model: each step is "
        "CS (correct), AS (ambiguous), VM (vocabulary mismatch), with the missing steps (MS) before it. "
        "'--batch INPUT --out DIR' assesses many reports at once (see 'stepwise-cli assess --batch INPUT --help')."));
    parser.addHelpOption();
    const QCommandLineOption dbOption(QStringLiteral("db"), storeOptionHelp(), QStringLiteral("FILE|URL"),
                                      defaultDatabasePath());
    const QCommandLineOption graphOption(
        QStringLiteral("graph"),
        QStringLiteral("Read the model from a graph dump (<version>-graph.txt, or the folder "
                       "holding it) instead of the database."),
        QStringLiteral("DUMP"));
    const QCommandLineOption versionOption(QStringLiteral("app-version"),
                                           QStringLiteral("App version in the database."), QStringLiteral("VERSION"));
    const QCommandLineOption reportOption(
        QStringLiteral("report"),
        QStringLiteral(
            "Report text file, or - for standard input; also a .stepwise document (its text and app version) "
            "or a quality report JSON (exported as is, not re-assessed)."),
        QStringLiteral("FILE"));
    const QCommandLineOption bugOption(
        QStringLiteral("bug"),
        QStringLiteral(
            "With an AstroBR reports file as --report (reports/test_set.json): the bug_id of the report to assess."),
        QStringLiteral("ID"));
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          QStringLiteral("text, json, markdown (md) or html (default text)."),
                                          QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption deviceOption(
        QStringLiteral("device"),
        QStringLiteral("Add a replay plan of the reproduction path (adb commands) for this device: a preset (%1) or "
                       "WIDTHxHEIGHT@DPI[:portrait|landscape].")
            .arg(DeviceProfile::presetKeys().join(u", ")),
        QStringLiteral("PRESET"));
    const QCommandLineOption fromOption(
        QStringLiteral("from"),
        QStringLiteral(
            "Device the model was recorded on, WIDTHxHEIGHT@DPI (default: the screens' recorded profile, else the "
            "screenshots' size at a typical phone density, else the size the view hierarchies span, else %1).")
            .arg(QString(DeviceProfile::DefaultRecordingSpec)),
        QStringLiteral("PROFILE"));
    parser.addOptions(
        { dbOption, graphOption, versionOption, reportOption, bugOption, formatOption, deviceOption, fromOption });
    addBackendOptions(parser);
    if (const std::optional<int> exit = parseCommand(parser, args))
        return *exit;
    QString format = parser.value(formatOption);
    if (format == u"md")
        format = u"markdown"_qs;
    static const QStringList formats { u"text"_qs, u"json"_qs, u"markdown"_qs, u"html"_qs };
    const auto usage = [&] {
        err() << args.value(0)
              << ": give --report FILE|- (and --app-version VERSION when the store holds more than one, or --graph "
                 "DUMP); --format is one of "
              << formats.join(u", ") << "\n"
              << helpText(parser, args.value(0));
        return 2;
    };
    if (!formats.contains(format)) {
        err() << args.value(0) << ": unknown format '" << parser.value(formatOption)
              << "'; use text, json, markdown (md) or html\n";
        return 2;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err() << args.value(0) << ": unexpected argument '" << parser.positionalArguments().first()
              << "'; give the report with --report FILE\n";
        return 2;
    }
    if (!parser.isSet(reportOption))
        return usage();
    if (parser.isSet(graphOption) && parser.isSet(dbOption)) {
        err() << args.value(0)
              << ": give --db FILE (with --app-version) or --graph DUMP, not both: --graph reads the model from the "
                 "dump\n";
        return 2;
    }
    std::optional<DeviceProfile> device, recordedOn;
    QString profileError;
    if (parser.isSet(deviceOption)
        && !(device = DeviceProfile::fromPresetOrSpec(parser.value(deviceOption), &profileError))) {
        err() << args.value(0) << ": --device: " << profileError << '\n';
        return 2;
    }
    if (parser.isSet(fromOption) && !(recordedOn = DeviceProfile::parse(parser.value(fromOption), &profileError))) {
        err() << args.value(0) << ": --from: " << profileError << '\n';
        return 2;
    }
    cl->db = parser.value(dbOption);
    cl->graph = parser.isSet(graphOption) ? std::optional<QString>(parser.value(graphOption)) : std::nullopt;
    cl->appVersion = parser.isSet(versionOption) ? std::optional<QString>(parser.value(versionOption)) : std::nullopt;
    cl->report = parser.value(reportOption);
    cl->bug = parser.value(bugOption);
    cl->format = format;
    cl->device = device;
    cl->recordedOn = recordedOn;
    cl->backend = backendOptions(parser);
    return std::nullopt;
}

} // namespace

int assessCommand(const QStringList &args)
{
    // A whole backlog at once has options of its own.
    if (std::any_of(args.cbegin(), args.cend(),
                    [](const QString &a) { return a == u"--batch" || a.startsWith(u"--batch="); }))
        return assessBatchCommand(args);
    AssessCommandLine cl;
    if (const std::optional<int> exit = parseAssess(args, &cl))
        return *exit;

    // The report comes first: a .stepwise document or a quality report names its app version.
    const QString reportName = cl.report == u"-" ? u"standard input"_qs : cl.report;
    QString text, readError;
    ReportInput input;
    if (const QString problem = reportFileProblem(cl.report, ReportReader::Cli); !problem.isEmpty()) {
        err() << args.value(0) << ": " << problem << '\n';
        return 1;
    }
    if (!readTextInput(cl.report, reportFormats(ReportReader::Cli), &text, &readError)
        || !readReportInput(reportName, text, cl.bug, ReportReader::Cli, &input, &readError)) {
        err() << args.value(0) << ": " << readError << '\n';
        return 1;
    }
    for (const QString &warning : std::as_const(input.warnings))
        err() << args.value(0) << ": note: " << warning << '\n';
    if (!input.assessed && input.text.trimmed().isEmpty()) {
        err() << args.value(0) << ": " << reportName << " is empty: nothing to assess\n";
        return 1;
    }
    QString appVersion = cl.appVersion ? *cl.appVersion : input.appVersion;

    ExecutionModel model;
    QHash<QString, QByteArray> dumpScreenshots;
    std::unique_ptr<SqlGraphStore> store;
    if (cl.graph) {
        QString dumpPath = *cl.graph;
        if (QFileInfo(dumpPath).isDir()) {
            // A model folder as imported: take its one dump, otherwise say what to give instead.
            const QStringList dumps = QDir(dumpPath).entryList({ u"*-graph.txt"_qs }, QDir::Files, QDir::Name);
            if (dumps.size() != 1) {
                err()
                    << args.value(0) << ": --graph " << dumpPath << " is a folder "
                    << (dumps.isEmpty() ? u"without a *-graph.txt dump"_qs
                                        : u"with %1 graph dumps (%2)"_qs.arg(dumps.size()).arg(dumps.join(u", ")))
                    << "; give one <version>-graph.txt file, or import the models with 'stepwise-cli import --db FILE "
                    << dumpPath << "' and assess with --db FILE --app-version VERSION\n";
                return 1;
            }
            dumpPath = QDir(dumpPath).filePath(dumps.first());
        }
        GraphDumpReader reader;
        if (!reader.read(dumpPath)) {
            err() << args.value(0) << ": " << reader.errorString() << '\n';
            return 1;
        }
        model = reader.model();
        dumpScreenshots = reader.screenshots();
        if (cl.appVersion && *cl.appVersion != model.appVersion) {
            err()
                << args.value(0) << ": --graph " << *cl.graph << " holds " << model.appVersion << ", not '"
                << *cl.appVersion
                << "' as --app-version says; leave --app-version out with --graph, or give the dump of that version\n";
            return 2;
        }
    } else {
        if (!(store = openExistingStore(args.value(0), cl.db)))
            return 1;
        if (appVersion.isEmpty()) {
            // A store of one app version leaves no choice to make; with more, the reporter names one.
            // A store that cannot list its versions (damaged) says so, rather than that the report names none.
            const std::optional<QStringList> listed = storedVersions(args.value(0), cl.db, *store);
            if (!listed)
                return 1;
            const QStringList &stored = *listed;
            if (stored.size() != 1) {
                constexpr qsizetype Shown = 8;
                err() << args.value(0) << ": " << reportName
                      << " does not name an app version: give --app-version VERSION"
                      << (stored.isEmpty() ? QString()
                                           : u" (stored: "_qs + stored.mid(0, Shown).join(u", ")
                                  + (stored.size() > Shown ? u", …)"_qs : u")"_qs))
                      << " or --graph DUMP\n";
                return 2;
            }
            appVersion = stored.first();
            err() << args.value(0) << ": note: assessing against " << appVersion << ", the only app version stored\n";
        }
        const std::optional<ExecutionModel> loaded = store->load(appVersion);
        if (!loaded) {
            // Listing the versions resets the store's error: decide from the load's own failure first.
            if (const auto *file = dynamic_cast<const SqliteGraphStore *>(store.get()); file && file->isDamaged()) {
                printStoreError(args.value(0), cl.db, *store);
                return 1;
            }
            const QString loadError = store->lastError();
            // The versions that share words with the one asked for come first: "gnucash" lists GnuCash's.
            const QStringList stored = SqlGraphStore::versionsLike(store->appVersions(), appVersion);
            if (!store->lastError().isEmpty()) {
                printStoreError(args.value(0), cl.db, *store);
            } else if (!stored.contains(appVersion)) {
                constexpr qsizetype Shown = 8;
                err() << args.value(0) << ": " << cl.db << " holds no app version '" << appVersion << "'; "
                      << (stored.isEmpty() ? u"it is empty: import models with 'stepwise-cli import --db FILE PATH'"_qs
                                           : u"stored: "_qs + stored.mid(0, Shown).join(u", "))
                      << (stored.size() > Shown
                              ? u", … (%1 in all; see 'stepwise-cli graph --db %2 --list')"_qs.arg(stored.size())
                                    .arg(cl.db)
                              : QString())
                      << '\n';
            } else {
                err() << args.value(0) << ": " << loadError << '\n';
            }
            return 1;
        }
        model = *loaded;
    }
    if (!ComponentText::modelCanBeApp(model, input.appName)) {
        const QStringList names = ComponentText::appNames(model);
        err() << args.value(0) << ": warning: " << reportName << ": bug " << cl.bug << " is about \"" << input.appName
              << "\", but " << model.appVersion << " is a model of another app ("
              << (names.isEmpty() ? u"no name known"_qs : names.join(u", "))
              << "); its steps are checked against that app's screens\n";
    }

    QualityReport report;
    if (input.assessed) {
        // Its interaction and screen ids belong to the model it was assessed against.
        if (input.assessed->appVersion != model.appVersion) {
            err() << args.value(0) << ": " << reportName << " was assessed against \"" << input.assessed->appVersion
                  << "\", not \"" << model.appVersion << "\"; give that model, or the report text to assess it again\n";
            return 1;
        }
        report = *input.assessed;
        err() << args.value(0) << ": note: " << reportName << " is a quality report of " << report.appVersion
              << ", exported as is (not re-assessed)\n";
    }
    QString backendError;
    const std::unique_ptr<LanguageBackend> analyzer
        = input.assessed ? nullptr : backendFromOptions(cl.backend, &backendError);
    if (!input.assessed && !analyzer) {
        err() << args.value(0) << ": " << backendError << '\n';
        return 2;
    }
    if (analyzer) {
        QualityAssessor assessor(*analyzer);
        const QString &reportText = input.text;
        QualityAssessor::Options options;
        options.pinnedInteractions = input.pinnedInteractions;
        QString parseError;
        const QList<Sentence> sentences = reportSentences(reportText, &parseError);
        if (!parseError.isEmpty())
            err() << args.value(0) << ": warning: " << reportName << ": " << parseError << '\n';
        report = assessor.assessSentences(sentences, reportText, model, options);
        if (const QString summary = backendUsageSummary(*analyzer); !summary.isEmpty())
            err() << summary << '\n';
    }
    const auto screenshotBytes = [&](const QString &screenId) {
        if (store)
            return store->screenshot(model.appVersion, screenId);
        const Screen *screen = model.screen(screenId);
        return screen ? dumpScreenshots.value(screen->screenshotFile) : QByteArray();
    };
    ReplayPlan replayPlan; // the replay target's, beside the assessment
    if (cl.device) {
        const QList<Interaction> path = ReproductionPlan::path(report, model);
        const ReproductionPlan::RecordingDevice source
            = ReproductionPlan::recordingDevice(cl.recordedOn, path, model, [&](const QString &screenId) {
                  QBuffer shot; // the header is enough for the size: nothing is decoded
                  shot.setData(screenshotBytes(screenId));
                  return QImageReader(&shot).size();
              });
        const DeviceProfile &from = source.profile;
        replayPlan = ReproductionPlan::plan(report, model, from, *cl.device);
        if (path.isEmpty())
            err() << args.value(0) << ": warning: no reproduction path was found, so the replay plan is empty\n";
        else if (source.evidence == ReproductionPlan::DeviceEvidence::ScreenshotSize)
            err() << args.value(0)
                  << ": note: the model does not say which device it was recorded on; its screenshots are "
                  << source.screenshotPx.width() << 'x' << source.screenshotPx.height()
                  << " px, so positions are adapted from " << from.name << " (the density that makes it "
                  << qRound(from.width * from.dpPerPx())
                  << " dp wide, as typical phones). Give --from WIDTHxHEIGHT@DPI if it was another device\n";
        else if (source.evidence == ReproductionPlan::DeviceEvidence::Hierarchy)
            err() << args.value(0) << ": note: the model does not say which device it was recorded on and has no "
                  << "screenshots; its view hierarchies span " << source.hierarchyPx.width() << 'x'
                  << source.hierarchyPx.height() << " px, so positions are adapted from " << from.name
                  << ". Give --from WIDTHxHEIGHT@DPI if it was another device\n";
        else if (source.evidence == ReproductionPlan::DeviceEvidence::Default)
            err() << args.value(0) << ": warning: the model does not say which device it was recorded on and has no "
                  << "screenshots; positions are adapted from " << from.name << ". Give --from WIDTHxHEIGHT@DPI\n";
    }

    if (report.steps.isEmpty() && cl.format != u"text")
        err() << args.value(0) << ": note: " << reportName << ": " << ReportExporter::noStepsHint() << '\n';
    // A document's test oracle goes with every export, as the window's exports carry it.
    ReportDocument document;
    document.oracle = input.oracle;
    if (cl.format == u"json") {
        printDocument(QString::fromUtf8(DocumentExporter::toJson(report, document, replayPlan)));
    } else if (cl.format == u"markdown") {
        printDocument(DocumentExporter::toMarkdown(report, document, replayPlan));
    } else if (cl.format == u"html") {
        // The screen the GUI shows for each step (Start: the screen the app opens on).
        printDocument(DocumentExporter::toHtml(
            report, document,
            [&](const QString &screenId, QSize maxSize) {
                return screenshotThumbnail(screenshotBytes(shownScreen(model, screenId)), maxSize);
            },
            replayPlan));
    } else {
        printDocument(textReport(report, replayPlan) + document.oracle.toMarkdown());
    }
    return 0;
}

} // namespace StepWise::Cli
