// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli eval sentences / steps: the offline language analysis (AstroBR §III-A/B).
#include "cliutil.h"
#include "commands.h"
#include "document/reportinput.h"
#include "language/reporttext.h"
#include "language/s2rclassifier.h"
#include "language/sentenceevaluation.h"
#include "language/stepextractor.h"
#include "quality/reportexporter.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace StepWise::Cli {

namespace {

/*! The command line of `eval sentences`. */
struct EvalSentencesCommandLine {
    QString reports; ///< --reports FILE
    bool json = false; ///< --json
    bool useParser = true; ///< not --no-parser
};

/*! Parses \a args into \a cl; \returns the exit code when the command ends here (help, a usage error). */
std::optional<int> parseEvalSentences(const QStringList &args, EvalSentencesCommandLine *cl)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Scores the offline S2R sentence identification against a labelled report CSV (columns Bug_id, "
                       "Bug Reports, Labels "
                       "with an 'S2Rs: ids' line): precision, recall and F1, micro over sentences, then the misses."));
    parser.addHelpOption();
    const QCommandLineOption reportsOption(
        QStringLiteral("reports"), QStringLiteral("Labelled report CSV, e.g. astrobr/reports/development_set.csv."),
        QStringLiteral("FILE"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print JSON."));
    const QCommandLineOption noParserOption(QStringLiteral("no-parser"),
                                            QStringLiteral("Classify without link-grammar (rules and WordNet only)."));
    parser.addOptions({ reportsOption, jsonOption, noParserOption });
    if (const std::optional<int> exit = parseCommand(parser, args))
        return *exit;
    if (!parser.isSet(reportsOption) || !parser.positionalArguments().isEmpty()) {
        err() << args.value(0) << ": give --reports FILE.csv\n" << helpText(parser, args.value(0));
        return 2;
    }
    cl->reports = parser.value(reportsOption);
    cl->json = parser.isSet(jsonOption);
    cl->useParser = !parser.isSet(noParserOption);
    return std::nullopt;
}

/*! The command line of `steps`. */
struct StepsCommandLine {
    QString report; ///< --report FILE, or "-"
    QString bug; ///< --bug ID
    bool useParser = true; ///< not --no-parser
    bool sentences = false; ///< --sentences
};

/*! Parses \a args into \a cl; \returns the exit code when the command ends here (help, a usage error). */
std::optional<int> parseSteps(const QStringList &args, StepsCommandLine *cl)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Extracts the individual steps to reproduce from a bug report, offline: sentence split, S2R sentence "
        "identification, then [action] [object] [preposition] [object2] per step. Reads the reports 'assess' reads."));
    parser.addHelpOption();
    const QCommandLineOption reportOption(
        QStringLiteral("report"),
        QStringLiteral("Report text file, or '-' for standard input; also a .stepwise document (its text) or a quality "
                       "report JSON (its steps as assessed)."),
        QStringLiteral("FILE"));
    const QCommandLineOption bugOption(
        QStringLiteral("bug"),
        QStringLiteral(
            "With an AstroBR reports file as --report (reports/test_set.json): the bug_id of the report to read."),
        QStringLiteral("ID"));
    const QCommandLineOption noParserOption(QStringLiteral("no-parser"),
                                            QStringLiteral("Work without link-grammar (rules and WordNet only)."));
    const QCommandLineOption sentencesOption(QStringLiteral("sentences"),
                                             QStringLiteral("Also list every sentence with its id and S2R decision."));
    parser.addOptions({ reportOption, bugOption, noParserOption, sentencesOption });
    if (const std::optional<int> exit = parseCommand(parser, args))
        return *exit;
    if (!parser.isSet(reportOption) || !parser.positionalArguments().isEmpty()) {
        err() << args.value(0) << ": give --report FILE (or - for standard input)\n" << helpText(parser, args.value(0));
        return 2;
    }
    cl->report = parser.value(reportOption);
    cl->bug = parser.value(bugOption);
    cl->useParser = !parser.isSet(noParserOption);
    cl->sentences = parser.isSet(sentencesOption);
    return std::nullopt;
}

} // namespace

int evalSentencesCommand(const QStringList &args)
{
    EvalSentencesCommandLine cl;
    if (const std::optional<int> exit = parseEvalSentences(args, &cl))
        return *exit;
    const S2RClassifier classifier(cl.useParser);
    SentenceEvaluation result;
    QString error;
    if (!evaluateSentences(cl.reports, classifier, &result, &error)) {
        err() << args.value(0) << ": " << error << '\n';
        return 1;
    }
    if (cl.json) {
        QJsonArray misses;
        for (const SentenceMiss &m : result.misses)
            misses.append(QJsonObject { { u"bug"_qs, m.bugId },
                                        { u"sentence"_qs, m.sentenceId },
                                        { u"kind"_qs, m.falsePositive ? u"FP"_qs : u"FN"_qs },
                                        { u"text"_qs, m.text } });
        const QJsonObject o { { u"reports"_qs, result.reports },
                              { u"sentences"_qs, result.sentences },
                              { u"truePositives"_qs, result.truePositives },
                              { u"falsePositives"_qs, result.falsePositives },
                              { u"falseNegatives"_qs, result.falseNegatives },
                              { u"precision"_qs, result.precision() },
                              { u"recall"_qs, result.recall() },
                              { u"f1"_qs, result.f1() },
                              { u"misses"_qs, misses } };
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }
    out() << QStringLiteral("reports: %1, sentences: %2, S2R labelled: %3, predicted: %4\n")
                 .arg(result.reports)
                 .arg(result.sentences)
                 .arg(result.truePositives + result.falseNegatives)
                 .arg(result.truePositives + result.falsePositives);
    out() << QStringLiteral("precision: %1\nrecall: %2\nF1: %3\n")
                 .arg(result.precision(), 0, 'f', 3)
                 .arg(result.recall(), 0, 'f', 3)
                 .arg(result.f1(), 0, 'f', 3);
    out() << QStringLiteral("misses (%1 FP, %2 FN):\n").arg(result.falsePositives).arg(result.falseNegatives);
    for (const SentenceMiss &m : result.misses) {
        QString text = m.text.simplified();
        if (text.size() > 160)
            text = text.left(157) + u"...";
        out() << QStringLiteral("  bug %1  %2  %3  %4\n")
                     .arg(m.bugId, m.sentenceId, m.falsePositive ? u"FP"_qs : u"FN"_qs, text);
    }
    return 0;
}

int stepsCommand(const QStringList &args)
{
    StepsCommandLine cl;
    if (const std::optional<int> exit = parseSteps(args, &cl))
        return *exit;
    const QString reportName = cl.report == u"-" ? u"standard input"_qs : cl.report;
    QString text;
    QString error;
    ReportInput input;
    if (const QString problem = reportFileProblem(cl.report, ReportReader::Cli); !problem.isEmpty()) {
        err() << args.value(0) << ": " << problem << '\n';
        return 1;
    }
    if (!readTextInput(cl.report, reportFormats(ReportReader::Cli), &text, &error)
        || !readReportInput(reportName, text, cl.bug, ReportReader::Cli, &input, &error)) {
        err() << args.value(0) << ": " << error << '\n';
        return 1;
    }
    for (const QString &warning : std::as_const(input.warnings))
        err() << args.value(0) << ": note: " << warning << '\n';
    const auto print = [](const S2RStep &step) {
        out() << step.sentenceId << ": " << step.bracketForm() << "  (" << enumName(step.action);
        if (!step.value.isEmpty())
            out() << ", value \"" << step.value << '"';
        out() << ")\n";
    };
    if (input.assessed) {
        err() << args.value(0) << ": note: " << reportName << " is a quality report of " << input.assessed->appVersion
              << ": its steps as assessed (not extracted again)\n";
        for (const StepAssessment &a : std::as_const(input.assessed->steps))
            print(a.step);
        return 0;
    }
    if (input.text.trimmed().isEmpty()) {
        err() << args.value(0) << ": " << reportName << " is empty: no steps to extract\n";
        return 1;
    }
    const bool useParser = cl.useParser;
    QString parseError;
    const QList<Sentence> split = reportSentences(input.text, &parseError);
    if (!parseError.isEmpty())
        err() << args.value(0) << ": warning: " << reportName << ": " << parseError << '\n';
    const QList<Sentence> sentences = S2RClassifier(useParser).classify(split);
    QList<Sentence> s2r;
    for (const Sentence &s : sentences) {
        if (cl.sentences)
            out() << (s.isS2R         ? "S2R  "
                          : s.isCode  ? "code "
                          : s.isTitle ? "title"
                                      : "     ")
                  << ' ' << s.id << ": " << s.text.simplified() << '\n';
        if (s.isS2R)
            s2r.append(s);
    }
    if (cl.sentences)
        out() << '\n';
    const QList<S2RStep> steps = StepExtractor(useParser).extract(s2r, input.text);
    if (steps.isEmpty()) {
        err() << args.value(0) << ": " << reportName << ": " << ReportExporter::noStepsHint() << '\n';
        return 1;
    }
    for (const S2RStep &step : steps)
        print(step);
    return 0;
}

} // namespace StepWise::Cli
