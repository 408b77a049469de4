// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-bench-oracle: how long the reporter waits for each question (Learn2fix loop, l = 20, S = 10), on
// Codeflaws subjects from $STEPWISE_DATA/codeflaws answered by their golden programs. Prints the latency
// distribution (min / median / p90 / max) and the share of questions ready within 1 s, also less the time the
// subject program ran, with each subject's scores, program runs and slowest question, and the median accuracies.
//   stepwise-bench-oracle [--passing-share F] [--answer-after MS] [--deadline MS] [--run-ahead N] [--gap-percent P]
//                         [--sample N] [--validation] [SUBJECT_COUNT (default 6)] [SECONDS_PER_SUBJECT (default 30)]
//                         [SUBJECT_NAME ...]
// --sample N: the same spread sample as `oracle eval --sample N` (N subjects, every k-th by name; it replaces
// SUBJECT_COUNT); --validation: the same on $STEPWISE_DATA/codeflaws-validation too, each set's figures printed
// with Learn2fix's medians on the same subjects. Names, when given, replace the spread sample (tune set only);
// --passing-share as in `oracle eval`. --answer-after MS: the
// simulated reporter takes MS ms to answer each question, and the loop prepares the next question meanwhile
// (OracleLoopOptions::prepareNextQuestion, as the GUI and the interactive CLI do); without it the answer
// comes at once and every question is computed after its answer. --deadline MS: the question deadline
// (OracleLoopOptions::questionDeadlineMs; default the GUI's, 0: none, so questions are the evaluation's). --run-ahead
// N: candidates run ahead in a run of discards (OracleLoopOptions::runAhead; 0 runs each when drawn). --gap-percent P:
// inputs drawn inside the gap between a passing answer and the nearest failing test (OracleLoopOptions::gapPercent; 0
// fuzzes only).
#include "oracle/codeflawssubject.h"
#include "oracle/oracleevaluator.h"
#include "testdata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <limits>

using namespace StepWise;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments();
    // Takes "--name N" out of args into *value when given; false (after saying why) when N is not an integer in [min,
    // max].
    auto takeInt = [&args](const QString &name, int min, int max, int *value) {
        const qsizetype i = args.indexOf(name);
        if (i <= 0 || i + 1 >= args.size())
            return true;
        bool ok = false;
        const int v = args[i + 1].toInt(&ok);
        if (!ok || v < min || v > max) {
            std::fprintf(stderr, "stepwise-bench-oracle: %s must be an integer from %d to %d, got '%s'\n",
                         qPrintable(name), min, max, qPrintable(args[i + 1]));
            return false;
        }
        *value = v;
        args.remove(i, 2);
        return true;
    };
    QByteArray share = LearnOptions().passingSideShare;
    if (const qsizetype i = args.indexOf(QStringLiteral("--passing-share")); i > 0 && i + 1 < args.size()) {
        share = args.at(i + 1).toLatin1();
        args.remove(i, 2);
    }
    qint64 answerMs = 0;
    if (const qsizetype i = args.indexOf(QStringLiteral("--answer-after")); i > 0 && i + 1 < args.size()) {
        answerMs = args[i + 1].toLongLong();
        args.remove(i, 2);
    }
    int deadlineMs = OracleLoopOptions::ReporterQuestionDeadlineMs;
    if (!takeInt(QStringLiteral("--deadline"), 0, std::numeric_limits<int>::max(), &deadlineMs))
        return 2;
    int runAhead = OracleLoopOptions().runAhead;
    if (const qsizetype i = args.indexOf(QStringLiteral("--run-ahead")); i > 0 && i + 1 < args.size()) {
        runAhead = args[i + 1].toInt();
        args.remove(i, 2);
    }
    int gapPercent = OracleLoopOptions().gapPercent;
    if (!takeInt(QStringLiteral("--gap-percent"), 0, 100, &gapPercent))
        return 2;
    int sampleCount = 0;
    if (!takeInt(QStringLiteral("--sample"), 1, std::numeric_limits<int>::max(), &sampleCount))
        return 2;
    const bool withValidation = args.removeAll(QStringLiteral("--validation")) > 0;
    const int count = sampleCount > 0 ? sampleCount : args.size() > 1 ? args[1].toInt() : 6;
    const int seconds = args.size() > 2 ? args[2].toInt() : 30;
    QStringList setNames { QStringLiteral("codeflaws") };
    if (withValidation)
        setNames.append(QStringLiteral("codeflaws-validation"));

    // The latency is wall-clock time on a machine others share: print the load next to it.
    auto loadAverage = [] {
        QFile f(QStringLiteral("/proc/loadavg"));
        return f.open(QIODevice::ReadOnly) ? f.readLine().trimmed() : QByteArray("unknown");
    };
    std::printf("load average at start: %s\n", loadAverage().constData());
    QTemporaryDir build;
    OracleLoopOptions o;
    o.budget = 20;
    o.timeBudgetMs = qint64(seconds) * 1000;
    o.learn.passingSideShare = share;
    o.prepareNextQuestion = answerMs > 0;
    o.runAhead = runAhead;
    o.gapPercent = gapPercent;
    o.questionDeadlineMs = deadlineMs;
    o.timeBudgetMs += o.budget * answerMs; // the reporter's reading time is not the loop's
    if (answerMs > 0)
        std::printf("the reporter answers each question after %lld ms; the next one is prepared meanwhile\n", answerMs);
    if (deadlineMs > 0)
        std::printf("question deadline %d ms after the answer\n", deadlineMs);
    bool any = false;
    for (const QString &setName : std::as_const(setNames)) {
        const QDir root(stepwiseDataDir() + QLatin1Char('/') + setName);
        QStringList subjects;
        for (const QString &dir : CodeflawsSubject::subjectDirs(root.path()))
            subjects.append(QFileInfo(dir).fileName());
        if (subjects.isEmpty()) {
            std::fprintf(stderr, "stepwise-bench-oracle: no Codeflaws subjects in %s\n", qPrintable(root.path()));
            return 1;
        }
        // Spread the sample over the (name-sorted) list rather than taking one contest's subjects.
        QStringList sample = CodeflawsSubject::spreadSample(subjects, count);
        if (args.size() > 3 && setName == setNames.first())
            sample = args.mid(3);
        Learn2fixResults l2f;
        if (const QString file = Learn2fixResults::find(root.path()); !file.isEmpty()) {
            QString error;
            if (!l2f.load(file, o.budget, &error))
                std::fprintf(stderr, "stepwise-bench-oracle: %s\n", qPrintable(error));
        }
        std::printf("== %s: %lld subjects\n", qPrintable(setName), qint64(sample.size()));
        QList<qint64> latency, firstLatency; // every question; the first question of each subject
        QList<qint64> ownLatency; // every question, less the time spent waiting for the program's runs
        QList<double> accuracies, conditionals, l2fAccuracies, l2fConditionals;
        int atLeastL2f = 0;
        for (const QString &name : std::as_const(sample)) {
            QString error;
            std::optional<CodeflawsSubject> s = CodeflawsSubject::load(root.filePath(name), &error);
            OracleEvalResult r;
            if (!s
                || !OracleEvaluator::evaluate(*s, build.filePath(setName + QLatin1Char('/') + name), o, 1, &r, &error,
                                              {}, answerMs)) {
                std::fprintf(stderr, "stepwise-bench-oracle: %s\n", qPrintable(error));
                continue;
            }
            latency += r.questionLatencyMs;
            for (qsizetype i = 0; i < r.questionLatencyMs.size(); ++i)
                ownLatency.append(std::max<qint64>(0, r.questionLatencyMs[i] - r.questionProgramMs.value(i)));
            if (!r.questionLatencyMs.isEmpty())
                firstLatency.append(r.questionLatencyMs.first());
            std::printf("%-32s questions %3lld (failing %2lld)  generated %4lld  accuracy %.3f  conditional %.3f  "
                        "oracle %d clauses/%d atoms"
                        "  retrains cut off %lld  hurried %lld (retrains %lld)  %.1f s (program %lld runs, %.1f s)  "
                        "slowest question %lld ms (%lld ≥ 1 s)\n"
                        "    stopped: %s\n    %s\n",
                        qPrintable(name), r.asked, r.labelledFailing, r.generated, r.accuracy(),
                        r.conditionalAccuracy(), r.lastOracle.clauseCount(), r.lastOracle.halfSpaceCount(),
                        r.learnFailures, r.hurried, r.deferredRetrains, double(r.elapsedMs) / 1000.0, r.programRuns,
                        double(r.programWaitMs) / 1000.0,
                        r.questionLatencyMs.isEmpty()
                            ? 0
                            : *std::max_element(r.questionLatencyMs.cbegin(), r.questionLatencyMs.cend()),
                        qint64(std::count_if(r.questionLatencyMs.cbegin(), r.questionLatencyMs.cend(),
                                             [](qint64 ms) { return ms >= 1000; })),
                        qPrintable(r.lastStopReason), qPrintable(r.lastCondition));
            std::fflush(stdout);
            accuracies.append(r.accuracy());
            conditionals.append(r.conditionalAccuracy());
            if (const std::optional<Learn2fixResult> theirs = l2f.value(name)) {
                l2fAccuracies.append(theirs->accuracy);
                l2fConditionals.append(theirs->conditionalAccuracy);
                atLeastL2f += r.accuracy() >= theirs->accuracy - 0.0005 ? 1 : 0;
            }
        }
        if (latency.isEmpty())
            continue;
        any = true;
        std::sort(latency.begin(), latency.end());
        std::sort(firstLatency.begin(), firstLatency.end());
        std::sort(ownLatency.begin(), ownLatency.end());
        auto at
            = [](const QList<qint64> &sorted, double q) { return sorted[qsizetype(q * double(sorted.size() - 1))]; };
        auto within = [](const QList<qint64> &v) {
            return 100.0 * double(std::count_if(v.cbegin(), v.cend(), [](qint64 ms) { return ms < 1000; }))
                / double(v.size());
        };
        auto median = [](QList<double> v) {
            std::sort(v.begin(), v.end());
            return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
        };
        std::printf("%s: median accuracy %.3f  median conditional accuracy %.3f over %lld subjects\n",
                    qPrintable(setName), median(accuracies), median(conditionals), qint64(accuracies.size()));
        if (!l2fAccuracies.isEmpty())
            std::printf("%s: Learn2fix (l = %d) on %lld of them: median accuracy %.3f  median conditional accuracy "
                        "%.3f;  ours at least"
                        " Learn2fix's accuracy on %d (%.0f %%)\n",
                        qPrintable(setName), o.budget, qint64(l2fAccuracies.size()), median(l2fAccuracies),
                        median(l2fConditionals), atLeastL2f, 100.0 * atLeastL2f / double(l2fAccuracies.size()));
        std::printf("latency the reporter sees, answer to next question, over %lld questions (ms): min %lld  median "
                    "%lld  p90 %lld  max %lld;"
                    "  < 1 s: %.1f %%\n",
                    qint64(latency.size()), at(latency, 0), at(latency, 0.5), at(latency, 0.9), at(latency, 1.0),
                    within(latency));
        std::printf("the same less the time the subject program itself ran (a program at its 2 s time limit makes its "
                    "question late"
                    " whatever the loop does): median %lld  p90 %lld  max %lld;  < 1 s: %.1f %%\n",
                    at(ownLatency, 0.5), at(ownLatency, 0.9), at(ownLatency, 1.0), within(ownLatency));
        std::printf("of which the first question of each subject (start to first question, %lld): median %lld  p90 "
                    "%lld  max %lld;  < 1 s: %.1f %%\n",
                    qint64(firstLatency.size()), at(firstLatency, 0.5), at(firstLatency, 0.9), at(firstLatency, 1.0),
                    within(firstLatency));
    }
    if (!any)
        return 1;
    std::printf("load average at end: %s\n", loadAverage().constData());
    return 0;
}
