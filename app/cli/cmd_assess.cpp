// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli assess: AstroBR's S2R quality assessment of one report against one stored model
// (issue 2 §3, issue 5; seed 000 §III-D).
#include "cliutil.h"
#include "backendoptions.h"
#include "commands.h"

#include "graph/graphdumpreader.h"
#include "graph/sqlitegraphstore.h"
#include "language/offlineanalyzer.h"
#include "language/reporttext.h"
#include "llm/backendconfig.h"
#include "quality/qualityassessor.h"
#include "quality/reportexporter.h"

#include <QCommandLineParser>
#include <QRegularExpression>

namespace StepWise::Cli {

namespace {

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
    return t;
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
    const QCommandLineOption reportOption(QStringLiteral("report"), QStringLiteral("Report text file, or - for standard input."),
                                          QStringLiteral("FILE"));
    const QCommandLineOption formatOption(QStringLiteral("format"), QStringLiteral("text, json, markdown or html (default text)."),
                                          QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOptions({dbOption, graphOption, versionOption, reportOption, formatOption});
    addBackendOptions(parser);
    if (const std::optional<int> exit = parseCommand(parser, args))
        return *exit;
    const QString format = parser.value(formatOption);
    static const QStringList formats{u"text"_qs, u"json"_qs, u"markdown"_qs, u"html"_qs};
    if (!parser.isSet(reportOption) || (!parser.isSet(versionOption) && !parser.isSet(graphOption))
        || !formats.contains(format) || !parser.positionalArguments().isEmpty()) {
        err() << args.value(0) << ": give --report FILE|- and --app-version VERSION (or --graph DUMP); --format is one of "
              << formats.join(u", ") << "\n"
              << parser.helpText();
        return 2;
    }

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
        const std::optional<ExecutionModel> loaded = store->load(parser.value(versionOption));
        if (!loaded) {
            const QString why = store->lastError().isEmpty()
                ? u"no app version \"%1\" in %2 (stored: %3)"_qs.arg(parser.value(versionOption), parser.value(dbOption),
                                                                   store->appVersions().join(u", "))
                : store->lastError();
            err() << args.value(0) << ": " << why << '\n';
            return 1;
        }
        model = *loaded;
    }

    QString text, readError;
    if (!readTextInput(parser.value(reportOption), &text, &readError)) {
        err() << args.value(0) << ": " << readError << '\n';
        return 1;
    }
    if (text.trimmed().isEmpty()) {
        err() << args.value(0) << ": " << (parser.value(reportOption) == u"-" ? u"standard input"_qs : parser.value(reportOption))
              << " is empty: nothing to assess\n";
        return 1;
    }
    QString backendError;
    const std::unique_ptr<LanguageBackend> analyzer = backendFromOptions(parser, &backendError);
    if (!analyzer) {
        err() << args.value(0) << ": " << backendError << '\n';
        return 2;
    }
    QualityAssessor assessor(*analyzer);
    QualityReport report;
    if (isLabelledReport(text)) {
        QString parseError;
        const QList<Sentence> sentences = parseLabelledReport(text, &parseError);
        if (!parseError.isEmpty())
            err() << args.value(0) << ": warning: " << parser.value(reportOption) << ": " << parseError << '\n';
        report = assessor.assessSentences(sentences, text, model, QualityAssessor::Options{});
    } else {
        report = assessor.assess(text, model, QualityAssessor::Options{});
    }
    if (const QString usage = backendUsageSummary(*analyzer); !usage.isEmpty())
        err() << usage << '\n';

    if (format == u"json") {
        out() << QString::fromUtf8(ReportExporter::toJson(report));
    } else if (format == u"markdown") {
        out() << ReportExporter::toMarkdown(report);
    } else if (format == u"html") {
        SqliteGraphStore *db = store.get();
        out() << ReportExporter::toHtml(report, [&](const QString &screenId) {
            if (db)
                return db->screenshot(model.appVersion, screenId);
            const Screen *screen = model.screen(screenId);
            return screen ? dumpScreenshots.value(screen->screenshotFile) : QByteArray();
        });
    } else {
        out() << textReport(report);
    }
    return 0;
}

} // namespace StepWise::Cli
