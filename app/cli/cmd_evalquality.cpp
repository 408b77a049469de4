// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli eval quality: quality annotations and missing steps against the AstroBR ground truth
// (AstroBR Table IV and §VI-B).
#include "backendoptions.h"
#include "cliutil.h"
#include "commands.h"
#include "language/offlineanalyzer.h"
#include "quality/labelledevaluator.h"
#include "quality/qualityevaluator.h"

#include <QCommandLineParser>
#include <QJsonDocument>

namespace StepWise::Cli {

namespace {

/*! The command line of `eval quality`. */
struct EvalQualityCommandLine {
    QString reports; ///< --reports FILE.csv
    QString graphs; ///< --graphs DIR
    QString gt; ///< --gt GT.csv
    QString set; ///< --set SET
    std::optional<QString> labelled; ///< --labelled DIR
    bool json = false; ///< --json
    bool details = false; ///< --details, --explain
    BackendOptions backend; ///< the language backend
};

/*! Parses \a args into \a cl; \returns the exit code when the command ends here (help, a usage error). */
std::optional<int> parseEvalQuality(const QStringList &args, EvalQualityCommandLine *cl)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Assesses every report of a CSV against its execution model and scores the CS/AS/VM/MS labels "
                       "and the suggested missing steps against a ground truth (AstroBR Table IV, §VI-B)."));
    parser.addHelpOption();
    const QCommandLineOption reportsOption(
        QStringLiteral("reports"),
        QStringLiteral("Reports CSV: Bug_id, Bug Reports (\"<id>: <sentence>\" lines), optional App Version."),
        QStringLiteral("FILE.csv"));
    const QCommandLineOption graphsOption(
        QStringLiteral("graphs"),
        QStringLiteral("Folder of the models: <set>/<version>/<version>-graph.txt and index.csv."),
        QStringLiteral("DIR"));
    const QCommandLineOption gtOption(
        QStringLiteral("gt"), QStringLiteral("Ground truth CSV (format of test_quality_annotations_shared.csv)."),
        QStringLiteral("GT.csv"));
    const QCommandLineOption setOption(QStringLiteral("set"),
                                       QStringLiteral("index.csv set the reports belong to (default test_set)."),
                                       QStringLiteral("SET"), QStringLiteral("test_set"));
    const QCommandLineOption labelledOption(
        QStringLiteral("labelled"),
        QStringLiteral(
            "Folder of reports with exact ground truth (reports.json and groundtruth.json, the labelled_validation "
            "format): scored by transition id, with mapping accuracy and CS precision. Replaces --reports and --gt."),
        QStringLiteral("DIR"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print JSON."));
    const QCommandLineOption detailsOption(
        QStringList { QStringLiteral("details"), QStringLiteral("explain") },
        QStringLiteral(
            "Per-step confusion: every aligned step with ground-truth and predicted labels, the ground truth's "
            "interaction, the interactions the step was mapped to, the suggested missing steps (\"(wrong)\" where the "
            "ground truth lacks them), and the "
            "missing steps not suggested."));
    parser.addOptions({ reportsOption, graphsOption, gtOption, setOption, labelledOption, jsonOption, detailsOption });
    addBackendOptions(parser);
    if (const std::optional<int> exit = parseCommand(parser, args))
        return *exit;
    const bool labelled = parser.isSet(labelledOption);
    if (!parser.isSet(graphsOption) || !parser.positionalArguments().isEmpty()
        || (labelled ? parser.isSet(reportsOption) || parser.isSet(gtOption)
                     : !parser.isSet(reportsOption) || !parser.isSet(gtOption))) {
        err() << args.value(0) << ": give --reports FILE.csv --graphs DIR --gt GT.csv, or --labelled DIR --graphs DIR\n"
              << helpText(parser, args.value(0));
        return 2;
    }
    cl->reports = parser.value(reportsOption);
    cl->graphs = parser.value(graphsOption);
    cl->gt = parser.value(gtOption);
    cl->set = parser.value(setOption);
    cl->labelled = labelled ? std::optional<QString>(parser.value(labelledOption)) : std::nullopt;
    cl->json = parser.isSet(jsonOption);
    cl->details = parser.isSet(detailsOption);
    cl->backend = backendOptions(parser);
    return std::nullopt;
}

} // namespace

int evalQualityCommand(const QStringList &args)
{
    EvalQualityCommandLine cl;
    if (const std::optional<int> exit = parseEvalQuality(args, &cl))
        return *exit;
    QString error;
    const std::unique_ptr<LanguageBackend> analyzer = backendFromOptions(cl.backend, &error);
    if (!analyzer) {
        err() << args.value(0) << ": " << error << '\n';
        return 2;
    }
    QualityEvaluation eval;
    const bool ok = cl.labelled ? LabelledEvaluator::run(*cl.labelled, cl.graphs, *analyzer, &eval, &error)
                                : QualityEvaluator::run(cl.reports, cl.graphs, cl.gt, *analyzer, &eval, &error, cl.set);
    if (!ok) {
        err() << args.value(0) << ": " << error << '\n';
        return 1;
    }
    if (cl.json)
        out() << QString::fromUtf8(QJsonDocument(eval.toJson()).toJson(QJsonDocument::Indented));
    else
        printDocument(eval.toText(cl.details));
    return 0;
}

} // namespace StepWise::Cli
