// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli eval quality: quality annotations and missing steps against the AstroBR ground truth
// (AstroBR Table IV and §VI-B).
#include "cliutil.h"
#include "backendoptions.h"
#include "commands.h"

#include "language/offlineanalyzer.h"
#include "quality/labelledevaluator.h"
#include "quality/qualityevaluator.h"

#include <QCommandLineParser>
#include <QJsonDocument>

namespace StepWise::Cli {

int evalQualityCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Assesses every report of a CSV against its execution model and scores the CS/AS/VM/MS labels "
                       "and the suggested missing steps against a ground truth (AstroBR Table IV, §VI-B)."));
    parser.addHelpOption();
    const QCommandLineOption reportsOption(QStringLiteral("reports"),
                                           QStringLiteral("Reports CSV: Bug_id, Bug Reports (\"<id>: <sentence>\" lines), optional App Version."),
                                           QStringLiteral("FILE.csv"));
    const QCommandLineOption graphsOption(QStringLiteral("graphs"),
                                          QStringLiteral("Folder of the models: <set>/<version>/<version>-graph.txt and index.csv."),
                                          QStringLiteral("DIR"));
    const QCommandLineOption gtOption(QStringLiteral("gt"), QStringLiteral("Ground truth CSV (format of test_quality_annotations_shared.csv)."),
                                      QStringLiteral("GT.csv"));
    const QCommandLineOption setOption(QStringLiteral("set"), QStringLiteral("index.csv set the reports belong to (default test_set)."),
                                       QStringLiteral("SET"), QStringLiteral("test_set"));
    const QCommandLineOption labelledOption(
        QStringLiteral("labelled"),
        QStringLiteral("Folder of reports with exact ground truth (reports.json and groundtruth.json, the labelled_validation "
                       "format): scored by transition id, with mapping accuracy and CS precision. Replaces --reports and --gt."),
        QStringLiteral("DIR"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print JSON."));
    const QCommandLineOption detailsOption(
        QStringList{QStringLiteral("details"), QStringLiteral("explain")},
        QStringLiteral("Per-step confusion: every aligned step with ground-truth and predicted labels, the ground truth's "
                       "interaction, the interactions the step was mapped to, the suggested missing steps, and the "
                       "missing steps not suggested."));
    parser.addOptions({reportsOption, graphsOption, gtOption, setOption, labelledOption, jsonOption, detailsOption});
    addBackendOptions(parser);
    if (const std::optional<int> exit = parseCommand(parser, args))
        return *exit;
    const bool labelled = parser.isSet(labelledOption);
    if (!parser.isSet(graphsOption) || !parser.positionalArguments().isEmpty()
        || (labelled ? parser.isSet(reportsOption) || parser.isSet(gtOption) : !parser.isSet(reportsOption) || !parser.isSet(gtOption))) {
        err() << args.value(0) << ": give --reports FILE.csv --graphs DIR --gt GT.csv, or --labelled DIR --graphs DIR\n"
              << helpText(parser, args.value(0));
        return 2;
    }
    QString error;
    const std::unique_ptr<LanguageBackend> analyzer = backendFromOptions(parser, &error);
    if (!analyzer) {
        err() << args.value(0) << ": " << error << '\n';
        return 2;
    }
    QualityEvaluation eval;
    const bool ok = labelled
        ? LabelledEvaluator::run(parser.value(labelledOption), parser.value(graphsOption), *analyzer, &eval, &error)
        : QualityEvaluator::run(parser.value(reportsOption), parser.value(graphsOption), parser.value(gtOption), *analyzer,
                                &eval, &error, parser.value(setOption));
    if (!ok) {
        err() << args.value(0) << ": " << error << '\n';
        return 1;
    }
    if (parser.isSet(jsonOption))
        out() << QString::fromUtf8(QJsonDocument(eval.toJson()).toJson(QJsonDocument::Indented));
    else
        printDocument(eval.toText(parser.isSet(detailsOption)));
    return 0;
}

} // namespace StepWise::Cli
