// SPDX-License-Identifier: GPL-3.0-or-later
// `oracle learn`, `oracle eval`: oracle learning with the reporter as the test oracle (Learn2fix).
#include "cliutil.h"
#include "commands.h"
#include "common/tempfolder.h"
#include "document/reportdocument.h"
#include "oracle/codeflawssubject.h"
#include "oracle/exactmath.h"
#include "oracle/oracleevaluator.h"
#include "oracle/oracleloop.h"
#include "oracle/testsuiteexporter.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QProcess>
#include <QSet>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <functional>
#include <limits>
#include <optional>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace StepWise;

namespace StepWise::Cli {

namespace {

// The loop's time budget: a reporter's session, the loop's own default (Learn2fix's 10 min); an evaluation run
// per subject and seed.
qint64 learnDefaultSeconds()
{
    return OracleLoopOptions().timeBudgetMs / 1000;
}
constexpr qint64 EvalDefaultSeconds = 60;

void addLoopOptions(QCommandLineParser &p, qint64 defaultSeconds, bool questionDeadline)
{
    // The defaults shown are the ones used: the loop's and the runner's own, never a second copy written here.
    const OracleLoopOptions loop;
    const SubjectRunner runner;
    const QString budget = QString::number(loop.budget), seed = QString::number(loop.seed),
                  committee = QString::number(loop.committeeSize), timeoutMs = QString::number(runner.timeoutMs()),
                  memoryMb = QString::number(runner.memoryLimitBytes() / (1024 * 1024));
    p.addHelpOption();
    p.addOption({ QStringLiteral("budget"),
                  QStringLiteral("Questions the human answers at most (l, default %1).").arg(budget),
                  QStringLiteral("L"), budget });
    p.addOption(
        { QStringLiteral("seed"),
          (questionDeadline ? QStringLiteral("Random seed; the same seed asks the same questions unless the question "
                                             "deadline cut a search short (default %1).")
                            : QStringLiteral("Random seed; the same seed asks the same questions (default %1)."))
              .arg(seed),
          QStringLiteral("N"), seed });
    p.addOption({ QStringLiteral("time"),
                  QStringLiteral("Time budget of the loop in seconds (default %1).").arg(defaultSeconds),
                  QStringLiteral("SECONDS") });
    p.addOption({ QStringLiteral("committee"),
                  QStringLiteral("Committee size S: 2·S look-one-ahead oracles (default %1).").arg(committee),
                  QStringLiteral("S"), committee });
    p.addOption({ QStringLiteral("timeout-ms"),
                  QStringLiteral("Time limit per program run in ms (default %1).").arg(timeoutMs), QStringLiteral("MS"),
                  timeoutMs });
    p.addOption(
        { QStringLiteral("memory-mb"),
          QStringLiteral("Memory limit in MiB (default %1): of each process of a program run and, where the run "
                         "gets a control group, of all its processes together.")
              .arg(memoryMb),
          QStringLiteral("MB"), memoryMb });
    p.addOption({ QStringLiteral("export"),
                  QStringLiteral("Write the labelled tests as a Codeflaws-layout test-suite folder."),
                  QStringLiteral("DIR") });
    p.addOption({ QStringLiteral("passing-share"),
                  QStringLiteral(
                      "Where a learned bound goes in the gap between the nearest passing and failing tests: this share "
                      "of the gap from the passing side, a fraction in (0, 1) (default %1; 1/2 is half-way). Smaller "
                      "widens the failing region: higher conditional accuracy, lower accuracy; larger narrows it.")
                      .arg(QString::fromLatin1(LearnOptions().passingSideShare)),
                  QStringLiteral("F"), QString::fromLatin1(LearnOptions().passingSideShare) });
    p.addOption(
        { QStringLiteral("gap-percent"),
          QStringLiteral("Once an answer was passing: percentage of the inputs drawn inside the gap between a passing "
                         "answer and the nearest failing test instead of fuzzed, 0 to 100 (default %1; 0 fuzzes as "
                         "Learn2fix does; a gap without a new whole number is fuzzed too).")
              .arg(loop.gapPercent),
          QStringLiteral("P"), QString::number(loop.gapPercent) });
    p.addOption(
        { QStringLiteral("confirm-growth"),
          QStringLiteral("Ask again about an answer when, with it, no formula is found or the smallest one grows by at "
                         "least N clauses and atoms: a slip is likelier (default %1; 0: never asks to confirm).")
              .arg(loop.confirmGrowth),
          QStringLiteral("N"), QString::number(loop.confirmGrowth) });
    p.addOption({ QStringLiteral("json"), QStringLiteral("Print JSON.") });
}

/*! Reads \a text, given to --\a name, as an integer from \a min (to \a max) into \a value; false, said on stderr, when
 * it is not one. */
bool intValue(const QString &text, const QString &name, qint64 min, qint64 *value, const QString &cmd,
              std::optional<qint64> max = std::nullopt)
{
    bool ok = false;
    *value = text.toLongLong(&ok);
    if (!ok || *value < min || (max && *value > *max)) {
        err() << cmd << ": --" << name << " must be an integer ";
        if (max)
            err() << "from " << min << " to " << *max;
        else
            err() << "≥ " << min;
        err() << ", got '" << text << "'\n";
        return false;
    }
    return true;
}

bool intOption(const QCommandLineParser &p, const QString &name, qint64 min, qint64 *value, const QString &cmd,
               std::optional<qint64> max = std::nullopt)
{
    return intValue(p.value(name), name, min, value, cmd, max);
}

bool loopOptions(const QCommandLineParser &p, const QString &cmd, qint64 defaultSeconds, OracleLoopOptions *o,
                 SubjectRunner *runner)
{
    qint64 budget, seed, committee, timeoutMs, memoryMb, gapPercent, confirmGrowth, seconds = defaultSeconds;
    if (!intOption(p, QStringLiteral("budget"), 1, &budget, cmd) || !intOption(p, QStringLiteral("seed"), 0, &seed, cmd)
        || !intOption(p, QStringLiteral("gap-percent"), 0, &gapPercent, cmd, 100)
        || !intOption(p, QStringLiteral("confirm-growth"), 0, &confirmGrowth, cmd, 100)
        || !intOption(p, QStringLiteral("committee"), 1, &committee, cmd)
        || !intOption(p, QStringLiteral("timeout-ms"), 1, &timeoutMs, cmd)
        || !intOption(p, QStringLiteral("memory-mb"), 0, &memoryMb, cmd)
        || (p.isSet(QStringLiteral("time")) && !intOption(p, QStringLiteral("time"), 1, &seconds, cmd)))
        return false;
    o->budget = int(budget);
    o->seed = quint64(seed);
    o->committeeSize = int(committee);
    o->gapPercent = int(gapPercent);
    o->confirmGrowth = int(confirmGrowth);
    o->timeBudgetMs = seconds * 1000;
    // A decimal (0.25) is as natural to type as a fraction (1/4): read it as digits over a power of ten.
    QByteArray shareText = p.value(QStringLiteral("passing-share")).trimmed().toLatin1();
    if (const qsizetype dot = shareText.indexOf('.'); dot >= 0 && shareText.count('.') == 1)
        shareText
            = shareText.left(dot) + shareText.mid(dot + 1) + '/' + '1' + QByteArray(shareText.size() - dot - 1, '0');
    const QByteArray share = ExactMath::canonical(shareText);
    if (share.isEmpty() || ExactMath::compare(share, "0") <= 0 || ExactMath::compare(share, "1") >= 0) {
        err() << cmd << ": --passing-share must be a fraction in (0, 1) such as 1/4 or 0.25, got '"
              << p.value(QStringLiteral("passing-share")) << "'\n";
        return false;
    }
    o->learn.passingSideShare = share;
    if (runner) {
        runner->setTimeoutMs(int(timeoutMs));
        runner->setMemoryLimitBytes(memoryMb * 1024 * 1024);
    }
    return true;
}

/*! The tests as a .stepwise document's oracle attachment holds them (input an array of numbers, output, label,
 *  expectedOutput), each with what the program printed when that was not a number ("printed"). */
QJsonArray testsJson(const QList<OracleTest> &tests)
{
    QJsonArray a;
    for (const OracleTest &t : tests) {
        QJsonObject o = OracleAttachment::testToJson(t);
        if (!t.printed.isEmpty())
            o.insert(QStringLiteral("printed"), QString::fromUtf8(t.printed));
        a.append(o);
    }
    return a;
}

/*! Fills the expected output of every labelled test that has none with \a reference's output, so an exported
 *  suite has an expected output per test (the seed and tests the reporter labelled carry none). A test whose
 *  reference output is not a number keeps none; the exporter then documents that. */
QList<OracleTest> withReferenceOutputs(QList<OracleTest> tests, const SubjectRunner &reference)
{
    for (OracleTest &t : tests)
        if (t.label != TestLabel::Unknown && t.expectedOutput.isEmpty())
            t.expectedOutput = reference.run(t.input).value;
    return tests;
}

/*! Tells on stderr which failing tests of an export have no expected output (no reference program). */
void noteMissingExpected(const QString &cmd, const QString &dir, const QList<OracleTest> &tests)
{
    const auto n = std::count_if(tests.cbegin(), tests.cend(), [](const OracleTest &t) {
        return t.label == TestLabel::Failing && t.expectedOutput.isEmpty();
    });
    if (n > 0)
        err() << cmd << ": note: " << Tr::tr("%n failing test(s) in %1 have", nullptr, int(n)).arg(dir)
              << " no expected output (nobody gave one; pass --reference CMD to supply it): they have "
                 "actual-output-neg<i> "
                 "(what the program printed) instead of output-neg<i>, and an empty expected_output in tests.tsv\n";
}

QJsonObject statsJson(const OracleLoopStats &s)
{
    QJsonArray agreement;
    for (double v : s.agreement)
        agreement.append(v);
    return QJsonObject { { QStringLiteral("questionsAsked"), s.asked },
                         { QStringLiteral("labelled"), s.labelled },
                         { QStringLiteral("labelledFailing"), s.labelledFailing },
                         { QStringLiteral("notSure"), s.notSure },
                         { QStringLiteral("testsGenerated"), s.generated },
                         { QStringLiteral("discarded"), s.discarded },
                         { QStringLiteral("explored"), s.explored },
                         { QStringLiteral("hurried"), s.hurried },
                         { QStringLiteral("deferredRetrains"), s.deferredRetrains },
                         { QStringLiteral("confirmations"), s.confirmations },
                         { QStringLiteral("corrected"), s.corrected },
                         { QStringLiteral("seconds"), double(s.elapsedMs) / 1000.0 },
                         { QStringLiteral("programRuns"), s.programRuns },
                         { QStringLiteral("skippedNonNumeric"), s.skippedNonNumeric },
                         { QStringLiteral("setAside"), s.setAside },
                         { QStringLiteral("programSeconds"), double(s.programWaitMs) / 1000.0 },
                         { QStringLiteral("predictedFailureRate"), s.predictedFailureRate },
                         { QStringLiteral("agreement"), agreement } };
}

double median(QList<double> v)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/*! The command line of `oracle learn`. */
struct OracleLearnCommandLine {
    QStringList program; ///< --program CMD, split into its arguments
    InputVector failing; ///< --failing INPUT
    OracleLoopOptions loop; ///< the loop's options (loopOptions()), before pacing
    int timeoutMs = 0; ///< --timeout-ms
    qint64 memoryLimitBytes = 0; ///< --memory-mb, in bytes
    QStringList names; ///< --names; empty: the default names
    std::optional<QString> exportDir; ///< --export DIR, a folder that can take the suite
    std::optional<QString> reference; ///< --reference CMD
    bool json = false; ///< --json
    std::optional<int> questionDeadlineMs; ///< --deadline MS
};

/*! Parses \a args into \a cl; \returns the exit code when the command ends here (help, a usage error). */
std::optional<int> parseOracleLearn(const QStringList &args, OracleLearnCommandLine *cl)
{
    const QString cmd = args.value(0);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Learns when a program's bug shows (Learn2fix): fuzzes inputs near the failing one, asks about the ones that "
        "look informative, and prints the learned failure condition and the labelled tests. Exit status: 0 the loop "
        "ended "
        "by itself; 1 it could not learn (the program does not run or prints text that is not one number on the "
        "failing "
        "input, where empty output, a crash or a time-out count as 0; the "
        "reference agrees there, or stdin ended: the results so far are printed); 2 usage error."));
    p.addOption({ QStringLiteral("program"),
                  QStringLiteral("The program and its arguments (no shell; quote a path with spaces in \"double "
                                 "quotes\"); reads the input on stdin, "
                                 "prints one number."),
                  QStringLiteral("CMD") });
    p.addOption({ QStringLiteral("failing"), QStringLiteral("An input on which the program fails, e.g. \"3 3 1\"."),
                  QStringLiteral("INPUT") });
    p.addOption({ QStringLiteral("reference"),
                  QStringLiteral("A correct program: answers every question by comparing outputs "
                                 "(the simulated human); refuses a --failing input on which it agrees with the "
                                 "program. Without it, questions are "
                                 "asked on stdin."),
                  QStringLiteral("CMD") });
    p.addOption({ QStringLiteral("names"),
                  QStringLiteral("Comma-separated names of the inputs, optionally followed by the output's "
                                 "(default o), e.g. a,b,c or a,b,c,o."),
                  QStringLiteral("NAMES") });
    p.addOption(
        { QStringLiteral("deadline"),
          QStringLiteral(
              "Question deadline in ms: once it has passed since your answer, the loop asks about the input the "
              "committee was least sure of instead of finishing its vote, so the next question is there within "
              "about a second (default %1 when you answer, none with --reference; 0: none, so the seed alone "
              "fixes the questions).")
              .arg(OracleLoopOptions::ReporterQuestionDeadlineMs),
          QStringLiteral("MS") });
    addLoopOptions(p, learnDefaultSeconds(), true);
    if (const std::optional<int> exit = parseCommand(p, args, { QStringLiteral("program"), QStringLiteral("failing") }))
        return *exit;
    const QStringList program = SubjectRunner::splitCommandLine(p.value(QStringLiteral("program")));
    if (program.isEmpty()) {
        err() << cmd << ": --program is empty\n";
        return 2;
    }
    QString error;
    const std::optional<InputVector> parsedFailing = parseInputVector(p.value(QStringLiteral("failing")), &error);
    if (!parsedFailing) {
        err() << cmd << ": --failing: " << error << '\n';
        return 2;
    }
    SubjectRunner limits; // loopOptions() sets the run limits on a runner
    if (!loopOptions(p, cmd, learnDefaultSeconds(), &cl->loop, &limits))
        return 2;
    if (p.isSet(QStringLiteral("names"))) {
        const std::optional<QStringList> parsed
            = parseFeatureNames(p.value(QStringLiteral("names")), int(parsedFailing->size()), &error);
        if (!parsed) {
            err() << cmd << ": --names: " << error << '\n';
            return 2;
        }
        cl->names = *parsed;
    }
    // A folder that cannot take the suite is refused before the program runs, not after every question.
    if (p.isSet(QStringLiteral("export")) && !checkExportFolder(p.value(QStringLiteral("export")), &error)) {
        err() << cmd << ": --export: " << error << '\n';
        return 2;
    }
    if (p.isSet(QStringLiteral("deadline"))) {
        qint64 deadline = 0;
        if (!intOption(p, QStringLiteral("deadline"), 0, &deadline, cmd, std::numeric_limits<int>::max()))
            return 2;
        cl->questionDeadlineMs = int(deadline);
    }
    cl->program = program;
    cl->failing = *parsedFailing;
    cl->timeoutMs = limits.timeoutMs();
    cl->memoryLimitBytes = limits.memoryLimitBytes();
    if (p.isSet(QStringLiteral("export")))
        cl->exportDir = p.value(QStringLiteral("export"));
    if (p.isSet(QStringLiteral("reference")))
        cl->reference = p.value(QStringLiteral("reference"));
    cl->json = p.isSet(QStringLiteral("json"));
    return std::nullopt;
}

} // namespace

int oracleLearnCommand(const QStringList &args)
{
    const QString cmd = args.value(0); // "stepwise-cli oracle learn", as every command names itself
    OracleLearnCommandLine cl;
    if (const std::optional<int> exit = parseOracleLearn(args, &cl))
        return *exit;
    QString error;
    const InputVector &failing = cl.failing;
    SubjectRunner runner(cl.program);
    runner.setTimeoutMs(cl.timeoutMs);
    runner.setMemoryLimitBytes(cl.memoryLimitBytes);
    const QStringList &names = cl.names;
    std::optional<SubjectRunner> reference;
    if (cl.reference) {
        reference.emplace(SubjectRunner::splitCommandLine(*cl.reference));
        reference->setTimeoutMs(runner.timeoutMs());
        reference->setMemoryLimitBytes(runner.memoryLimitBytes());
    }
    const bool json = cl.json;
    // Paced as the window paces a person, or as the evaluation paces the golden program.
    const OracleLoopOptions o = OracleLoop::paced(
        cl.loop, reference ? OracleLoop::Answerer::Program : OracleLoop::Answerer::Reporter, cl.questionDeadlineMs);

    // The reference's output on the failing input is the seed test's expected output (run once).
    std::optional<RunResult> referenceOnFailing;
    if (reference) {
        referenceOnFailing = reference->run(failing);
        if (referenceOnFailing->status == RunStatus::FailedToStart) {
            err() << cmd << ": --reference: " << referenceOnFailing->error << '\n';
            return 1;
        }
        if (!referenceOnFailing->usable()) {
            err() << cmd << ": --reference printed \""
                  << QString::fromUtf8(referenceOnFailing->rawOutput.left(80)).trimmed() << "\" for the failing input "
                  << OracleTest { failing, {}, {}, {} }.inputText()
                  << ", which is not one number: it cannot confirm the failure\n";
            return 1;
        }
    }
    OracleLoop loop(runner, o);
    if (!loop.start(failing, &error, referenceOnFailing ? referenceOnFailing->value : QByteArray())) {
        err() << cmd << ": " << error << '\n';
        return 1;
    }
    // 127 without output is what the system's loader exits with when it cannot load a program: no question
    // about such runs tells anything.
    if (const RunResult &run = loop.learner().failingRun();
        run.status == RunStatus::NonZeroExit && run.exitCode == 127 && run.rawOutput.isEmpty()) {
        err() << cmd << ": the program could not be loaded (exit status 127 on the failing input, nothing printed): "
              << (runner.memoryLimitBytes() > 0 ? u"is --memory-mb %1 too small for it, or a library missing?"_qs.arg(
                      runner.memoryLimitBytes() / (1024 * 1024))
                                                : u"is a library missing?"_qs)
              << '\n';
        return 1;
    }
    if (reference) {
        // The reference is the oracle: when it prints what the program prints, the input given as failing
        // passes, and learning "when it fails" from it would be learning noise.
        // Both runs are described as they ended: "prints 0" would name output that neither printed.
        const RunResult &program = loop.learner().failingRun();
        const RunResult &r = *referenceOnFailing;
        if (r.value == program.value) {
            err() << cmd << ": the input given as failing (" << loop.learner().labelledTests().constFirst().inputText()
                  << ") passes according to the reference: the program " << describeRun(program)
                  << " and the reference " << describeRun(r) << ". "
                  << (program.status != RunStatus::Ok && r.status != RunStatus::Ok ? QStringLiteral(
                          "Neither prints a number: does the input hold as many numbers as the programs read? ")
                                                                                   : QString())
                  << "Give an input on which the outputs differ.\n";
            return 1;
        }
    }
    // Said before the first question too (a program that crashes or hangs on the failing input likely does so on
    // the questions' inputs as well), not only in the summary after the last answer.
    for (const QString &w : loop.learner().warnings())
        err() << cmd << ": warning: " << w << '\n';
    err().flush();

    QFile in;
    if (!reference)
        in.open(stdin, QIODevice::ReadOnly);
    // The reporter answers on stdin. When stdin ends (closed, /dev/null, a pipe that ran dry) nobody is
    // left to answer: stop instead of guessing, keep the tests answered so far, and exit 1.
    bool endOfInput = false;
    const bool answersFromTerminal = isatty(STDIN_FILENO) == 1;
    int referenceAnswers = 0, referenceEndedBadly = 0;
    // Inputs on which the reference's run did not end normally: their "expected" 0 is nothing it printed.
    QSet<InputVector> referencePrintedNothing;
    if (referenceOnFailing && referenceOnFailing->status != RunStatus::Ok)
        referencePrintedNothing.insert(failing);
    auto ask = [&](const OracleTest &t, QByteArray *expected) -> std::optional<TestLabel> {
        if (reference) {
            RunResult run;
            const TestLabel l = OracleEvaluator::referenceLabel(*reference, t, expected, &run);
            ++referenceAnswers;
            if (run.status != RunStatus::Ok && run.usable()) {
                ++referenceEndedBadly;
                referencePrintedNothing.insert(t.input);
            }
            if (!json) {
                QString why;
                if (l == TestLabel::Failing)
                    why = run.status == RunStatus::Ok
                        ? QStringLiteral(" (expected %1)").arg(QString::fromLatin1(*expected))
                        : QStringLiteral(" (the reference %1)").arg(describeRun(run));
                out() << describeTest(t, names) << ": " << testLabelName(l) << why
                      << Qt::endl; // one line per answer as it comes, also into a pipe
            }
            return l;
        }
        // With --json, stdout carries only the JSON document; the questions go to stderr.
        QTextStream &prompt = json ? err() : out();
        for (;;) {
            // A confirming question carries the earlier answer; y and n keep their meaning.
            prompt << describeTest(t, names)
                   << (t.label == TestLabel::Failing
                           ? ". You said this is the bug for this input; are you sure? [y/n/?] "
                           : t.label == TestLabel::Passing
                           ? ". You said this is right for this input; are you sure? Is this the bug? [y/n/?] "
                           : ". Is this the bug? [y/n/?] ");
            prompt.flush();
            const QByteArray line = in.readLine();
            if (line.isEmpty()) {
                prompt << '\n'; // the note on stderr starts a line of its own
                prompt.flush();
                return std::nullopt;
            }
            const QByteArray a = line.trimmed().toLower();
            // A terminal echoes the answer and its newline; from a pipe or a file, echo it here so the
            // questions do not run together on one line.
            if (!answersFromTerminal)
                prompt << a << '\n';
            if (a == "y" || a == "yes")
                return TestLabel::Failing;
            if (a == "n" || a == "no")
                return TestLabel::Passing;
            if (a == "?" || a == "not sure")
                return TestLabel::Unknown;
            prompt << "Please answer y (yes, this is the bug), n (no, the output is right) or ? (not sure).\n";
        }
    };
    OracleStepResult step = loop.next();
    while (step.hasQuestion) {
        OracleAnswer answer;
        const std::optional<TestLabel> label = ask(step.question, &answer.expectedOutput);
        if (!label) {
            endOfInput = true;
            break;
        }
        answer.label = *label;
        step = loop.answer(answer);
    }
    const QString stopReason
        = endOfInput ? QStringLiteral("standard input ended: no one is left to answer") : step.stopReason;
    QStringList warnings = step.warnings;
    // A reference that crashes or exits with an error "expects" 0: its answers then say little about the bug.
    if (referenceEndedBadly > 0)
        warnings.append(
            QStringLiteral(
                "the reference's run did not end normally on %1 of %2 questions (crash, time-out or non-zero exit, "
                "read as output 0), so those answers compare with 0: check that it reads these inputs")
                .arg(referenceEndedBadly)
                .arg(referenceAnswers));
    const QStringList featureNames = names.isEmpty() ? defaultFeatureNames(loop.learner().inputArity()) : names;
    const QList<OracleTest> tests = reference ? withReferenceOutputs(step.tests, *reference) : step.tests;
    const OracleLoopStats &s = step.stats;
    if (json) {
        QJsonObject o { { QStringLiteral("condition"), step.oracle.failureCondition(featureNames) },
                        { QStringLiteral("oracle"), step.oracle.toJson(featureNames) },
                        { QStringLiteral("tests"), testsJson(tests) },
                        { QStringLiteral("stats"), statsJson(s) },
                        { QStringLiteral("stopReason"), stopReason },
                        { QStringLiteral("warnings"), QJsonArray::fromStringList(warnings) } };
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        out() << "\nLearned condition: " << step.oracle.failureCondition(featureNames)
              << (s.labelled == 0 ? " (from the failing input alone: no question was answered yes or no)" : "") << '\n'
              << "Questions asked: " << s.asked << " (" << s.labelledFailing << " failing, " << s.notSure << " not sure"
              << (s.confirmations > 0
                      ? QStringLiteral(", %1 asked again to confirm an answer in conflict (%2 changed or left out)")
                            .arg(s.confirmations)
                            .arg(s.corrected)
                      : QString())
              << (s.explored > 0
                      ? QStringLiteral(", %1 asked although predicted to pass, to look further").arg(s.explored)
                      : QString())
              << "); tests generated: " << s.generated
              << "; time: " << QString::number(double(s.elapsedMs) / 1000.0, 'f', 1) << " s, of which "
              << QString::number(double(s.programWaitMs) / 1000.0, 'f', 1) << " s waiting for "
              << Tr::tr("%n program run(s)", nullptr, s.programRuns) << '\n'
              << "Stopped: " << stopReason << '\n';
        if (s.hurried > 0 || s.deferredRetrains > 0) {
            // Said because it makes the questions depend on the machine's speed, not on the seed alone.
            QStringList what;
            if (s.hurried > 0)
                what << (s.hurried == 1 ? QStringLiteral("1 question was")
                                        : QStringLiteral("%1 questions were").arg(s.hurried))
                        + QStringLiteral(" asked before the committee had voted");
            if (s.deferredRetrains > 0)
                what << (s.deferredRetrains == 1 ? QStringLiteral("1 retrain was")
                                                 : QStringLiteral("%1 retrains were").arg(s.deferredRetrains))
                        + QStringLiteral(" put off to the next answer");
            out() << "Past the " << o.questionDeadlineMs << " ms question deadline, "
                  << what.join(QStringLiteral(" and ")) << "; with --deadline 0 the seed alone fixes the questions.\n";
        }
        out() << "Labelled tests:\n";
        for (const OracleTest &t : tests)
            out() << "  " << t.inputText() << " -> " << t.output
                  << (t.run != RunStatus::Ok    ? QStringLiteral(" (run status \"%1\")").arg(runStatusName(t.run))
                          : t.printed.isEmpty() ? QString()
                                                : QStringLiteral(" (printed \"%1\")").arg(QString::fromUtf8(t.printed)))
                  << "  "
                  << testLabelName(t.label)
                  // A failing test's expected output is what a developer checks a fix against; a passing one's is its
                  // own.
                  << (t.label == TestLabel::Failing && !t.expectedOutput.isEmpty()
                              && !referencePrintedNothing.contains(t.input)
                          ? QStringLiteral(", expected %1").arg(QString::fromLatin1(t.expectedOutput))
                          : QString())
                  << '\n';
        for (const QString &w : std::as_const(warnings))
            err() << cmd << ": warning: " << w << '\n';
    }
    // After the results are out, so a failing export loses none of the answers.
    if (cl.exportDir) {
        const QString dir = *cl.exportDir;
        if (!exportTestSuite(dir, tests, step.oracle, featureNames, &error)) {
            err() << cmd << ": " << error << '\n';
            return 1;
        }
        noteMissingExpected(cmd, dir, tests);
    }
    if (endOfInput) {
        // With --json the condition is in the document on stdout, not printed above this note.
        const QString conditionWhere = json ? QStringLiteral("in the JSON (\"condition\")") : QStringLiteral("above");
        if (s.asked == 0)
            err() << cmd << ": standard input ended before the first answer; the condition " << conditionWhere
                  << " comes from the failing input alone.";
        else
            err() << cmd << ": standard input ended after " << Tr::tr("%n answer(s)", nullptr, s.asked)
                  << ", before the budget of " << Tr::tr("%n question(s)", nullptr, o.budget)
                  << " was used; the condition " << conditionWhere << " comes from those answers only.";
        err() << " Answer each question with y, n or ?, or pass --reference CMD to let a correct program answer.\n";
        return 1;
    }
    return 0;
}

// The figures of one set of subjects (one --subject), printed beside the other sets'.
struct EvalSummary {
    QString name; // the folder's name
    int scored = 0, failed = 0;
    QList<double> accs, conds, asked, generated, secs;
    QList<qint64> latencies; // sorted once all subjects are in
    QList<double> l2fAccs, l2fConds; // Learn2fix's, on the scored subjects it has results for
    int atLeastL2f = 0; // of those, subjects where our accuracy is at least Learn2fix's
    QString l2fFile; // where Learn2fix's results came from; empty when none were found

    double latency(double q) const
    {
        return latencies.isEmpty() ? 0.0 : double(latencies[qsizetype(q * double(latencies.size() - 1))]);
    }
    QJsonObject toJson() const
    {
        QJsonObject o { { QStringLiteral("set"), name },
                        { QStringLiteral("subjects"), scored },
                        { QStringLiteral("failed"), failed },
                        { QStringLiteral("medianAccuracy"), median(accs) },
                        { QStringLiteral("medianConditionalAccuracy"), median(conds) },
                        { QStringLiteral("medianQuestionsAsked"), median(asked) },
                        { QStringLiteral("medianTestsGenerated"), median(generated) },
                        { QStringLiteral("medianSeconds"), median(secs) },
                        { QStringLiteral("questionLatencyMs"),
                          QJsonObject { { QStringLiteral("median"), latency(0.5) },
                                        { QStringLiteral("p90"), latency(0.9) },
                                        { QStringLiteral("max"), latency(1.0) } } } };
        if (!l2fAccs.isEmpty())
            o.insert(QStringLiteral("learn2fix"),
                     QJsonObject { { QStringLiteral("file"), l2fFile },
                                   { QStringLiteral("subjects"), int(l2fAccs.size()) },
                                   { QStringLiteral("medianAccuracy"), median(l2fAccs) },
                                   { QStringLiteral("medianConditionalAccuracy"), median(l2fConds) },
                                   { QStringLiteral("atLeastLearn2fixAccuracy"), atLeastL2f } });
        return o;
    }
};

namespace {

/*! The command line of `oracle eval`. */
struct OracleEvalCommandLine {
    OracleLoopOptions loop; ///< the loop's options (loopOptions()) with the --deadline question deadline
    double wrongAnswers = 0; ///< --wrong-answers P
    qint64 runs = 1; ///< --runs R
    qint64 sample = 0; ///< --sample N; 0: every subject
    QStringList roots; ///< every --subject DIR
    std::optional<QString> learn2fix; ///< --learn2fix FILE
    std::optional<QString> exportDir; ///< --export DIR
    bool json = false; ///< --json
    QString jobs; ///< --jobs N as given: checked once the subjects are found, as a run reports it
};

/*! Parses \a args into \a cl; \returns the exit code when the command ends here (help, a usage error). */
std::optional<int> parseOracleEval(const QStringList &args, OracleEvalCommandLine *cl)
{
    const QString cmd = args.value(0);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Scores oracle learning on Codeflaws subjects (Learn2fix §V): the golden program answers the questions; the "
        "final "
        "oracle is checked on every input*/heldout-input* test. --subject may be one subject folder or a folder of "
        "them "
        "(scored one after the other, or --jobs at a time; the medians are printed), and may be given more than once "
        "(a "
        "tune and a validation set): the sets' figures are then printed side by side. Beside each set's medians: "
        "Learn2fix's recorded medians on the same subjects at the same budget l, and on how many of them our accuracy "
        "is "
        "at least Learn2fix's. A test file that is not one line of "
        "integers of the subject's arity is skipped and named. --export folders are checked before the first subject "
        "is "
        "scored. Exit status: 0 all scored, 1 none scored, 2 usage error (also an --export folder that cannot take the "
        "suites), "
        "3 some subjects failed (each named on stderr) and the rest were scored."));
    p.addOption({ QStringLiteral("subject"),
                  QStringLiteral("Codeflaws subject folder, or a folder holding subject folders; may be repeated."),
                  QStringLiteral("DIR") });
    p.addOption({ QStringLiteral("sample"),
                  QStringLiteral(
                      "Score only N subjects of each folder, spread evenly over its name-sorted subjects (every k-th; "
                      "the same N always picks the same subjects). Default: all."),
                  QStringLiteral("N") });
    p.addOption({ QStringLiteral("learn2fix"),
                  QStringLiteral(
                      "Learn2fix's per-subject results (%1) to compare with (default: learn2fix/%1 in, above or beside "
                      "each --subject folder).")
                      .arg(QLatin1String(Learn2fixResults::FileName)),
                  QStringLiteral("FILE") });
    p.addOption({ QStringLiteral("runs"), QStringLiteral("Runs per subject, each with its own seed (default 1)."),
                  QStringLiteral("R"), QStringLiteral("1") });
    p.addOption({ QStringLiteral("jobs"), QStringLiteral("Subjects scored at the same time (default 1)."),
                  QStringLiteral("N"), QStringLiteral("1") });
    p.addOption(
        { QStringLiteral("deadline"),
          QStringLiteral("Question deadline in ms after each answer, as for a person in the window (default %1): "
                         "past it the loop asks about the input the committee was least sure of. 0: none, so the "
                         "seed alone fixes the questions and the scores do not depend on the machine's speed.")
              .arg(OracleLoopOptions::ReporterQuestionDeadlineMs),
          QStringLiteral("MS"), QString::number(OracleLoopOptions::ReporterQuestionDeadlineMs) });
    p.addOption(
        { QStringLiteral("wrong-answers"),
          QStringLiteral("Probability P in [0, 1] that the simulated reporter answers a question wrongly (failing for "
                         "passing and the reverse), drawn per question from the run's seed (default 0)."),
          QStringLiteral("P"), QStringLiteral("0") });
    addLoopOptions(p, EvalDefaultSeconds, true);
    if (const std::optional<int> exit = parseCommand(p, args, { QStringLiteral("subject") }))
        return *exit;
    OracleLoopOptions &o = cl->loop;
    SubjectRunner limits;
    if (!loopOptions(p, cmd, EvalDefaultSeconds, &o, &limits))
        return 2;
    qint64 deadline = 0;
    if (!intOption(p, QStringLiteral("deadline"), 0, &deadline, cmd, std::numeric_limits<int>::max()))
        return 2;
    bool rateOk = false;
    const double wrongAnswers = p.value(QStringLiteral("wrong-answers")).toDouble(&rateOk);
    if (!rateOk || !(wrongAnswers >= 0 && wrongAnswers <= 1)) {
        err() << cmd << ": --wrong-answers must be a probability from 0 to 1, got '"
              << p.value(QStringLiteral("wrong-answers")) << "'\n";
        return 2;
    }
    o = OracleLoop::withDeadline(o, int(deadline));
    if (!intOption(p, QStringLiteral("runs"), 1, &cl->runs, cmd)
        || (p.isSet(QStringLiteral("sample")) && !intOption(p, QStringLiteral("sample"), 1, &cl->sample, cmd)))
        return 2;
    const QStringList roots = p.values(QStringLiteral("subject"));
    for (const QString &root : roots) {
        if (root.trimmed().isEmpty()) {
            err() << cmd << ": --subject is empty: give a Codeflaws subject folder or a folder of them\n";
            return 2;
        }
    }
    cl->wrongAnswers = wrongAnswers;
    cl->roots = roots;
    if (p.isSet(QStringLiteral("learn2fix")))
        cl->learn2fix = p.value(QStringLiteral("learn2fix"));
    if (p.isSet(QStringLiteral("export")))
        cl->exportDir = p.value(QStringLiteral("export"));
    cl->json = p.isSet(QStringLiteral("json"));
    cl->jobs = p.value(QStringLiteral("jobs"));
    return std::nullopt;
}

} // namespace

int oracleEvalCommand(const QStringList &args)
{
    const QString cmd = args.value(0);
    OracleEvalCommandLine cl;
    if (const std::optional<int> exit = parseOracleEval(args, &cl))
        return *exit;
    const OracleLoopOptions &o = cl.loop;
    const QStringList &roots = cl.roots;
    // One job per subject; setOf[i] is the --subject it came from.
    QStringList dirs;
    QList<int> setOf;
    QList<EvalSummary> summaries(roots.size());
    for (qsizetype s = 0; s < roots.size(); ++s) {
        const QString &root = roots[s];
        const QStringList found = CodeflawsSubject::subjectDirs(root);
        if (found.isEmpty()) {
            if (!QFileInfo(root).isDir())
                err() << cmd << ": " << root
                      << (QFileInfo::exists(root)
                              ? ": a file, not a folder: give a Codeflaws subject folder or a folder of them\n"
                              : ": no such folder\n");
            else
                err() << cmd << ": " << root
                      << ": neither a Codeflaws subject folder nor a folder of them (a subject folder is named "
                         "<contest>-<problem>-bug-<buggy id>-<accepted id> and holds the two .c sources and "
                         "input*/heldout-input* tests)\n";
            return 1;
        }
        const QStringList picked
            = CodeflawsSubject::spreadSample(found, int(std::min<qint64>(cl.sample, std::numeric_limits<int>::max())));
        dirs += picked;
        setOf += QList<int>(picked.size(), int(s));
        summaries[s].name = QFileInfo(QDir::cleanPath(root)).fileName();
    }
    // Learn2fix's results are read before the first subject is scored, so a bad file is found in a moment.
    QList<Learn2fixResults> l2f(roots.size());
    for (qsizetype s = 0; s < roots.size(); ++s) {
        const QString file = cl.learn2fix ? *cl.learn2fix : Learn2fixResults::find(roots[s]);
        QString l2fError;
        if (file.isEmpty())
            continue;
        if (!l2f[s].load(file, o.budget, &l2fError)) {
            err() << cmd << ": --learn2fix: " << l2fError << '\n';
            return 2;
        }
        summaries[s].l2fFile = file;
    }
    // Every export folder is checked before the first subject is scored: an evaluation can take an hour, and a
    // folder that cannot take the suites is a usage error found in a moment.
    const auto exportTarget = [&](const QString &subjectName) {
        return dirs.size() == 1 ? *cl.exportDir : QDir(*cl.exportDir).filePath(subjectName);
    };
    if (cl.exportDir) {
        QString exportError;
        const QString parent = *cl.exportDir;
        if (dirs.size() > 1 && !checkExportFolder(parent, &exportError)) {
            err() << cmd << ": --export: " << exportError << '\n';
            return 2;
        }
        for (const QString &dir : std::as_const(dirs)) {
            if (!checkExportFolder(exportTarget(QFileInfo(dir).fileName()), &exportError)) {
                err() << cmd << ": --export: " << exportError << '\n';
                return 2;
            }
        }
    }
    const bool json = cl.json;
    TempFolder build;
    if (!build.isValid()) {
        err() << cmd << ": cannot create a temporary build folder: " << build.errorString() << '\n';
        return 1;
    }
    qint64 jobs = 1;
    if (!intValue(cl.jobs, QStringLiteral("jobs"), 1, &jobs, cmd))
        return 2;
    // Subjects are independent: --jobs N scores N at a time, each on its own thread (programs run as child
    // processes, each learner has its own Z3 context). Lines are printed as subjects finish; the summary
    // and --json keep the folder order.
    struct Outcome {
        bool ok = false;
        OracleEvalResult result;
        QString error;
        int arity = 0;
    };
    QList<Outcome> outcomes(dirs.size());
    std::atomic<int> next { 0 };
    QMutex printLock;
    auto worker = [&] {
        for (int i = next++; i < int(dirs.size()); i = next++) {
            const QString &dir = dirs[i];
            Outcome &oc = outcomes[i];
            std::optional<CodeflawsSubject> subject = CodeflawsSubject::load(dir, &oc.error);
            const QString buildDir = QDir(build.path()).filePath(QFileInfo(dir).fileName());
            oc.ok = subject
                && OracleEvaluator::evaluate(*subject, buildDir, o, int(cl.runs), &oc.result, &oc.error, {}, 0,
                                             cl.wrongAnswers);
            oc.arity = subject ? subject->arity() : 0;
            // evaluate() builds a copy of the subject; building again here yields the golden binary's path,
            // whose outputs become the expected outputs of the exported tests (the seed has none yet).
            if (oc.ok && cl.exportDir) {
                oc.ok = subject->build(buildDir, &oc.error);
                if (oc.ok)
                    oc.result.lastTests
                        = withReferenceOutputs(oc.result.lastTests, SubjectRunner({ subject->goldenBinary() }));
            }
            if (json || !oc.ok)
                continue;
            const OracleEvalResult &r = oc.result;
            // Counts per run: whole numbers for one run, means with a decimal for several.
            const auto perRun = [&r](qint64 total) {
                return QString::number(double(total) / double(r.runs), 'f', r.runs == 1 ? 0 : 1);
            };
            QMutexLocker lock(&printLock);
            out()
                << r.subject << "  accuracy " << QString::number(r.accuracy(), 'f', 3) << "  conditional "
                << QString::number(r.conditionalAccuracy(), 'f', 3) << "  asked " << perRun(r.asked) << " (failing "
                << perRun(r.labelledFailing) << ")  generated " << perRun(r.generated) << "  time "
                << QString::number(double(r.elapsedMs) / 1000.0 / double(r.runs), 'f', 1) << " s  retrains cut off "
                << perRun(r.learnFailures)
                << (cl.wrongAnswers > 0
                        ? QStringLiteral("  wrong answers %1, kept %2").arg(perRun(r.wrongAnswers), perRun(r.wrongKept))
                        : QString())
                << (r.confirmations > 0 ? QStringLiteral("  confirming questions %1 (answers changed %2)")
                                              .arg(perRun(r.confirmations), perRun(r.corrected))
                                        : QString())
                << "\n    "
                << (r.runs > 1 ? QStringLiteral("last of %1 runs (seed %2): ").arg(r.runs).arg(r.lastSeed) : QString())
                << "oracle " << Tr::tr("%n clause(s)", nullptr, r.lastOracle.clauseCount()) << '/'
                << Tr::tr("%n atom(s)", nullptr, r.lastOracle.halfSpaceCount()) << "; stopped: " << r.lastStopReason
                << "\n    " << r.lastCondition << '\n';
            for (const QString &skipped : r.skippedTests)
                out() << "    test skipped: " << skipped << '\n';
            out().flush();
        }
    };
    std::vector<std::thread> pool;
    for (qint64 j = 1; j < std::min<qint64>(jobs, dirs.size()); ++j)
        pool.emplace_back(worker);
    worker();
    for (std::thread &t : pool)
        t.join();

    QJsonArray results;
    int failures = 0, scored = 0;
    for (qsizetype i = 0; i < outcomes.size(); ++i) {
        const Outcome &oc = outcomes[i];
        EvalSummary &sum = summaries[setOf[i]];
        if (!oc.ok) {
            err() << cmd << ": " << oc.error << '\n';
            ++failures;
            ++sum.failed;
            continue;
        }
        const OracleEvalResult &r = oc.result;
        ++scored;
        ++sum.scored;
        sum.accs.append(r.accuracy());
        sum.conds.append(r.conditionalAccuracy());
        sum.asked.append(double(r.asked) / r.runs);
        sum.generated.append(double(r.generated) / r.runs);
        sum.secs.append(double(r.elapsedMs) / 1000.0 / r.runs);
        sum.latencies += r.questionLatencyMs;
        if (const std::optional<Learn2fixResult> theirs = l2f[setOf[i]].value(r.subject)) {
            sum.l2fAccs.append(theirs->accuracy);
            sum.l2fConds.append(theirs->conditionalAccuracy);
            // Learn2fix's figures have three or four decimals: ours counts as equal when it rounds to theirs.
            sum.atLeastL2f += r.accuracy() >= theirs->accuracy - 0.0005 ? 1 : 0;
        }
        if (cl.exportDir) {
            const QString target = exportTarget(r.subject);
            QString exportError;
            if (!exportTestSuite(target, r.lastTests, r.lastOracle, defaultFeatureNames(oc.arity), &exportError)) {
                err() << cmd << ": " << exportError << '\n';
                return 1;
            }
        }
        if (json)
            results.append(r.toJson());
    }
    for (EvalSummary &sum : summaries)
        std::sort(sum.latencies.begin(), sum.latencies.end());
    const auto f3 = [](double v) { return QString::number(v, 'f', 3); };
    if (json) {
        QJsonObject doc { { QStringLiteral("results"), results } };
        if (summaries.size() == 1) {
            doc.insert(QStringLiteral("summary"), summaries.first().toJson());
        } else {
            QJsonArray sets;
            for (const EvalSummary &sum : std::as_const(summaries))
                sets.append(sum.toJson());
            doc.insert(QStringLiteral("summaries"), sets);
        }
        out() << QJsonDocument(doc).toJson(QJsonDocument::Indented);
    } else if (scored == 0) {
        if (dirs.size() > 1)
            out() << "\nSubjects: 0 scored, " << failures << " failed\n";
    } else if (dirs.size() > 1 || failures) {
        // One column per set, so tune and validation read side by side.
        struct Row {
            QString label;
            std::function<QString(const EvalSummary &)> cell;
        };
        const auto l2fShare = [](const EvalSummary &s) -> QString {
            return s.l2fAccs.isEmpty() ? QStringLiteral("no results")
                                       : QStringLiteral("%1 of %2 (%3 %)")
                                             .arg(s.atLeastL2f)
                                             .arg(s.l2fAccs.size())
                                             .arg(qRound(100.0 * s.atLeastL2f / double(s.l2fAccs.size())));
        };
        const QList<Row> rows {
            { QStringLiteral("Subjects"),
              [](const EvalSummary &s) -> QString {
                  return QStringLiteral("%1 scored, %2 failed").arg(s.scored).arg(s.failed);
              } },
            { QStringLiteral("Median accuracy"), [&](const EvalSummary &s) -> QString { return f3(median(s.accs)); } },
            { QStringLiteral("Median conditional accuracy"),
              [&](const EvalSummary &s) -> QString { return f3(median(s.conds)); } },
            { QStringLiteral("Learn2fix, same subjects (l = %1)").arg(o.budget),
              [&](const EvalSummary &s) -> QString {
                  return s.l2fAccs.isEmpty() ? QStringLiteral("no results")
                                             : f3(median(s.l2fAccs)) + QStringLiteral(" / ") + f3(median(s.l2fConds));
              } },
            { QStringLiteral("Accuracy at least Learn2fix's"), l2fShare },
            { QStringLiteral("Median questions asked"),
              [](const EvalSummary &s) -> QString { return QString::number(median(s.asked)); } },
            { QStringLiteral("Median tests generated"),
              [](const EvalSummary &s) -> QString { return QString::number(median(s.generated)); } },
            { QStringLiteral("Median time per run"),
              [](const EvalSummary &s) -> QString {
                  return QString::number(median(s.secs), 'f', 1) + QStringLiteral(" s");
              } },
            { QStringLiteral("Question latency (ms)"),
              [](const EvalSummary &s) -> QString {
                  return QStringLiteral("median %1, p90 %2, max %3")
                      .arg(s.latency(0.5))
                      .arg(s.latency(0.9))
                      .arg(s.latency(1.0));
              } },
        };
        if (summaries.size() == 1) {
            out() << '\n';
            for (const Row &row : rows)
                out() << row.label << ": " << row.cell(summaries.first()) << '\n';
        } else {
            qsizetype labelWidth = 0;
            QList<qsizetype> widths;
            for (const Row &row : rows)
                labelWidth = std::max(labelWidth, row.label.size());
            for (const EvalSummary &sum : std::as_const(summaries)) {
                qsizetype w = sum.name.size();
                for (const Row &row : rows)
                    w = std::max(w, row.cell(sum).size());
                widths.append(w);
            }
            out() << '\n' << QString(labelWidth, u' ');
            for (qsizetype s = 0; s < summaries.size(); ++s)
                out() << "  " << summaries[s].name.leftJustified(widths[s]);
            out() << '\n';
            for (const Row &row : rows) {
                out() << row.label.leftJustified(labelWidth);
                for (qsizetype s = 0; s < summaries.size(); ++s)
                    out() << "  " << row.cell(summaries[s]).leftJustified(widths[s]);
                out() << '\n';
            }
        }
    }
    return scored == 0 ? 1 : failures ? 3 : 0;
}

} // namespace StepWise::Cli
