// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli assess: AstroBR's S2R quality assessment of one report against one stored model
// (issue 2 §3, issue 5; seed 000 §III-D).
#include "cliutil.h"
#include "backendoptions.h"
#include "commands.h"

#include "reportdocument.h"
#include "screenshotthumbnail.h"

#include "graph/graphdumpreader.h"
#include "graph/sqlitegraphstore.h"
#include "language/offlineanalyzer.h"
#include "language/reporttext.h"
#include "llm/backendconfig.h"
#include "quality/qualityassessor.h"
#include "quality/reportexporter.h"
#include "quality/reproductionplan.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QImageReader>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace StepWise::Cli {

namespace {

/*! The recording device when neither --from nor the model says: the replay dock's default. */
constexpr QLatin1StringView DefaultRecordingDevice{"1440x2560@560"};

/*! True when every non-empty line that starts a sentence looks like the AstroBR data's
 *  `<id>: <sentence>` form ("0: title", "1.2: text"), so the data's sentence ids are kept. */
bool isLabelledReport(const QString &text)
{
    static const QRegularExpression idLine(u"^(0|\\d+\\.\\d+): "_qs);
    const QStringList lines = text.split(u'\n');
    int labelled = 0;
    bool first = true;
    for (const QString &line : lines) {
        if (line.trimmed().isEmpty())
            continue;
        if (first && !line.startsWith(u"0: "))
            return false;
        first = false;
        if (idLine.match(line).hasMatch())
            ++labelled;
    }
    return labelled >= 2;
}

QString textReport(const QualityReport &report)
{
    QString t = u"%1 steps, checked against %2 (%3 analyzer calls, %4 ms)%5\n"_qs.arg(report.steps.size())
                    .arg(report.appVersion)
                    .arg(report.analyzerCalls)
                    .arg(report.elapsedMs)
                    .arg(report.truncated ? u" [search limit reached: partial]"_qs : QString());
    for (const StepAssessment &a : report.steps) {
        for (const MissingInteraction &mi : a.missingBefore)
            t += u"    + (missing) " + mi.description + u"   [" + mi.sourceScreenName + u"]\n";
        t += u"%1 %2 [%3]\n"_qs.arg(a.step.sentenceId, -5).arg(a.step.text.isEmpty() ? a.step.bracketForm() : a.step.text,
                                                                ReportExporter::labelText(a));
        if (!a.message.isEmpty())
            t += u"      " + a.message + u'\n';
    }
    if (report.replayPlan.isValid()) {
        t += u"\nReplay on " + report.replayPlan.target.name + u":\n";
        for (const QString &line : ReportExporter::replayPlanLines(report.replayPlan))
            t += line + u'\n';
    }
    return t;
}

/*! What --report held: report text, or one of StepWise's own JSON files. */
struct ReportInput {
    QString text; ///< the report text to assess (plain text and .stepwise documents)
    QString appVersion; ///< the app version the file names (.stepwise documents, quality reports)
    QHash<QString, QString> pinnedInteractions; ///< a .stepwise document's choices for ambiguous steps
    std::optional<QualityReport> assessed; ///< a stepwise.quality-report/1 file: already assessed
};

/*!
 * Sorts out JSON given as --report: a `.stepwise` document (stepwise.document/1) yields its text and app
 * version, a quality report (stepwise.quality-report/1) its assessment. Any other JSON, and text that
 * does not parse although the file is named *.json, is refused with \a error naming \a name. Text that
 * is not JSON is report text.
 */
bool readReportInput(const QString &name, const QString &text, ReportInput *input, QString *error)
{
    const QString trimmed = text.trimmed();
    const bool jsonName = name.endsWith(u".json", Qt::CaseInsensitive) || name.endsWith(u".stepwise", Qt::CaseInsensitive);
    const QString expected = u"give the report as plain text, a .stepwise document (schema \"stepwise.document/1\") or "
                             u"a quality report exported as JSON (schema \"%1\")"_qs.arg(QString(ReportExporter::JsonSchema));
    if (!trimmed.startsWith(u'{') && !trimmed.startsWith(u'[') && !jsonName) {
        input->text = text;
        return true;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(trimmed.toUtf8(), &pe);
    if (pe.error != QJsonParseError::NoError) {
        if (!jsonName) { // a report that merely starts with a brace
            input->text = text;
            return true;
        }
        *error = u"%1 is not valid JSON (%2 at offset %3); %4"_qs.arg(name, pe.errorString()).arg(pe.offset).arg(expected);
        return false;
    }
    const QString schema = doc.object().value(u"schema").toString();
    if (doc.isObject() && schema == u"stepwise.document/1") {
        ReportDocument document;
        if (!ReportDocument::fromJson(trimmed.toUtf8(), &document, error, name))
            return false;
        input->text = document.text;
        input->appVersion = document.appVersion;
        input->pinnedInteractions = document.pinnedInteractions;
        return true;
    }
    if (doc.isObject() && schema == ReportExporter::JsonSchema) {
        QualityReport report;
        if (!ReportExporter::fromJson(trimmed.toUtf8(), &report, error, name))
            return false;
        input->appVersion = report.appVersion;
        input->assessed = report;
        return true;
    }
    *error = doc.isObject() ? u"%1 is JSON with schema \"%2\", not a bug report; %3"_qs.arg(name, schema, expected)
                            : u"%1 is a JSON array, not a bug report; %2"_qs.arg(name, expected);
    return false;
}

} // namespace

int assessCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Assesses the steps to reproduce of a bug report against an app's execution model: each step is "
                       "CS (correct), AS (ambiguous), VM (vocabulary mismatch), with the missing steps (MS) before it."));
    parser.addHelpOption();
    const QCommandLineOption dbOption(QStringLiteral("db"), QStringLiteral("SQLite database (default: %1).").arg(defaultDatabasePath()),
                                      QStringLiteral("FILE"), defaultDatabasePath());
    const QCommandLineOption graphOption(QStringLiteral("graph"),
                                         QStringLiteral("Read the model from a graph dump instead of the database."),
                                         QStringLiteral("DUMP"));
    const QCommandLineOption versionOption(QStringLiteral("app-version"), QStringLiteral("App version in the database."),
                                           QStringLiteral("VERSION"));
    const QCommandLineOption reportOption(
        QStringLiteral("report"),
        QStringLiteral("Report text file, or - for standard input; also a .stepwise document (its text and app version) "
                       "or a quality report JSON (exported as is, not re-assessed)."),
        QStringLiteral("FILE"));
    const QCommandLineOption formatOption(QStringLiteral("format"), QStringLiteral("text, json, markdown (md) or html (default text)."),
                                          QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption deviceOption(
        QStringLiteral("device"),
        QStringLiteral("Add a replay plan of the reproduction path (adb commands) for this device: a preset (%1) or "
                       "WIDTHxHEIGHT@DPI[:portrait|landscape].")
            .arg(DeviceProfile::presetKeys().join(u", ")),
        QStringLiteral("PRESET"));
    const QCommandLineOption fromOption(
        QStringLiteral("from"),
        QStringLiteral("Device the model was recorded on, WIDTHxHEIGHT@DPI (default: the screens' recorded profile, else %1).")
            .arg(QString(DefaultRecordingDevice)),
        QStringLiteral("PROFILE"));
    parser.addOptions({dbOption, graphOption, versionOption, reportOption, formatOption, deviceOption, fromOption});
    addBackendOptions(parser);
    if (const std::optional<int> exit = parseCommand(parser, args))
        return *exit;
    QString format = parser.value(formatOption);
    if (format == u"md")
        format = u"markdown"_qs;
    static const QStringList formats{u"text"_qs, u"json"_qs, u"markdown"_qs, u"html"_qs};
    const auto usage = [&] {
        err() << args.value(0) << ": give --report FILE|- and --app-version VERSION (or --graph DUMP); --format is one of "
              << formats.join(u", ") << "\n"
              << helpText(parser, args.value(0));
        return 2;
    };
    if (!parser.isSet(reportOption) || !formats.contains(format) || !parser.positionalArguments().isEmpty())
        return usage();
    std::optional<DeviceProfile> device, recordedOn;
    QString profileError;
    if (parser.isSet(deviceOption) && !(device = DeviceProfile::fromPresetOrSpec(parser.value(deviceOption), &profileError))) {
        err() << args.value(0) << ": --device: " << profileError << '\n';
        return 2;
    }
    if (parser.isSet(fromOption) && !(recordedOn = DeviceProfile::parse(parser.value(fromOption), &profileError))) {
        err() << args.value(0) << ": --from: " << profileError << '\n';
        return 2;
    }

    // The report comes first: a .stepwise document or a quality report names its app version.
    const QString reportName = parser.value(reportOption) == u"-" ? u"standard input"_qs : parser.value(reportOption);
    QString text, readError;
    ReportInput input;
    if (!readTextInput(parser.value(reportOption), &text, &readError) || !readReportInput(reportName, text, &input, &readError)) {
        err() << args.value(0) << ": " << readError << '\n';
        return 1;
    }
    if (!input.assessed && input.text.trimmed().isEmpty()) {
        err() << args.value(0) << ": " << reportName << " is empty: nothing to assess\n";
        return 1;
    }
    const QString appVersion = parser.isSet(versionOption) ? parser.value(versionOption) : input.appVersion;
    if (appVersion.isEmpty() && !parser.isSet(graphOption))
        return usage();

    ExecutionModel model;
    QHash<QString, QByteArray> dumpScreenshots;
    std::unique_ptr<SqliteGraphStore> store;
    if (parser.isSet(graphOption)) {
        GraphDumpReader reader;
        if (!reader.read(parser.value(graphOption))) {
            err() << args.value(0) << ": " << reader.errorString() << '\n';
            return 1;
        }
        model = reader.model();
        dumpScreenshots = reader.screenshots();
    } else {
        store = std::make_unique<SqliteGraphStore>(parser.value(dbOption));
        if (!store->open()) {
            err() << args.value(0) << ": " << store->lastError() << '\n';
            return 1;
        }
        const std::optional<ExecutionModel> loaded = store->load(appVersion);
        if (!loaded) {
            const QString why = store->lastError().isEmpty()
                ? u"no app version \"%1\" in %2 (stored: %3)"_qs.arg(appVersion, parser.value(dbOption),
                                                                   store->appVersions().join(u", "))
                : store->lastError();
            err() << args.value(0) << ": " << why << '\n';
            return 1;
        }
        model = *loaded;
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
        err() << reportName << ": a quality report of " << report.appVersion << ", exported as is (not re-assessed)\n";
    }
    QString backendError;
    const std::unique_ptr<LanguageBackend> analyzer = input.assessed ? nullptr : backendFromOptions(parser, &backendError);
    if (!input.assessed && !analyzer) {
        err() << args.value(0) << ": " << backendError << '\n';
        return 2;
    }
    if (analyzer) {
        QualityAssessor assessor(*analyzer);
        const QString &reportText = input.text;
        QualityAssessor::Options options;
        options.pinnedInteractions = input.pinnedInteractions;
        if (isLabelledReport(reportText)) {
            QString parseError;
            const QList<Sentence> sentences = parseLabelledReport(reportText, &parseError);
            if (!parseError.isEmpty())
                err() << args.value(0) << ": warning: " << reportName << ": " << parseError << '\n';
            report = assessor.assessSentences(sentences, reportText, model, options);
        } else {
            report = assessor.assess(reportText, model, options);
        }
        if (const QString summary = backendUsageSummary(*analyzer); !summary.isEmpty())
            err() << summary << '\n';
    }
    const auto screenshotBytes = [&](const QString &screenId) {
        if (store)
            return store->screenshot(model.appVersion, screenId);
        const Screen *screen = model.screen(screenId);
        return screen ? dumpScreenshots.value(screen->screenshotFile) : QByteArray();
    };
    if (device) {
        const QList<Interaction> path = ReproductionPlan::path(report, model);
        QString unused;
        const DeviceProfile fallback = *DeviceProfile::parse(QString(DefaultRecordingDevice), &unused);
        const DeviceProfile source = recordedOn ? *recordedOn : ReproductionPlan::recordingDevice(path, model, fallback);
        report.replayPlan = ReproductionPlan::plan(report, model, source, *device);
        if (path.isEmpty())
            err() << args.value(0) << ": warning: no reproduction path was found, so the replay plan is empty\n";
        if (!recordedOn && !path.isEmpty() && source.name == fallback.name) {
            // Wrong source sizes misplace every tap: say so, with the size the screenshots show.
            QSize seen;
            for (qsizetype i = 0; i < path.size() && !seen.isValid(); ++i) {
                QBuffer shot;
                shot.setData(screenshotBytes(path.at(i).sourceId));
                seen = QImageReader(&shot).size();
            }
            err() << args.value(0) << ": warning: the model does not say which device it was recorded on; positions are "
                  << "adapted from " << fallback.name << ". Give --from WIDTHxHEIGHT@DPI"
                  << (seen.isValid() ? u" (its screenshots are %1x%2 px)"_qs.arg(seen.width()).arg(seen.height()) : QString())
                  << '\n';
        }
    }

    if (format == u"json") {
        out() << QString::fromUtf8(ReportExporter::toJson(report));
    } else if (format == u"markdown") {
        out() << ReportExporter::toMarkdown(report);
    } else if (format == u"html") {
        out() << ReportExporter::toHtml(report, [&](const QString &screenId, QSize maxSize) {
            return screenshotThumbnail(screenshotBytes(screenId), maxSize);
        });
    } else {
        out() << textReport(report);
    }
    return 0;
}

} // namespace StepWise::Cli
