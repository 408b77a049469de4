// SPDX-License-Identifier: GPL-3.0-or-later
#include "oracleevaluator.h"

#include "oracleloop.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QThread>

#include <algorithm>

namespace StepWise {

QJsonObject OracleEvalResult::toJson() const
{
    QJsonArray lat;
    for (qint64 v : questionLatencyMs)
        lat.append(double(v));
    const double r = runs ? double(runs) : 1.0;
    return QJsonObject {
        { QStringLiteral("subject"), subject },
        { QStringLiteral("runs"), runs },
        { QStringLiteral("accuracy"), accuracy() },
        { QStringLiteral("conditionalAccuracy"), conditionalAccuracy() },
        { QStringLiteral("validation"), double(validation) / r },
        { QStringLiteral("validationFailing"), double(validationFailing) / r },
        { QStringLiteral("questionsAsked"), double(asked) / r },
        { QStringLiteral("labelledFailing"), double(labelledFailing) / r },
        { QStringLiteral("testsGenerated"), double(generated) / r },
        { QStringLiteral("seconds"), double(elapsedMs) / 1000.0 / r },
        { QStringLiteral("programRuns"), double(programRuns) / r },
        { QStringLiteral("programSeconds"), double(programWaitMs) / 1000.0 / r },
        { QStringLiteral("learnFailures"), double(learnFailures) / r },
        { QStringLiteral("wrongAnswers"), double(wrongAnswers) / r },
        { QStringLiteral("wrongKept"), double(wrongKept) / r },
        { QStringLiteral("confirmations"), double(confirmations) / r },
        { QStringLiteral("corrected"), double(corrected) / r },
        { QStringLiteral("setAside"), double(setAside) / r },
        { QStringLiteral("clauses"), lastOracle.clauseCount() },
        { QStringLiteral("atoms"), lastOracle.halfSpaceCount() },
        { QStringLiteral("stopReason"), lastStopReason },
        { QStringLiteral("condition"), lastCondition },
        { QStringLiteral("lastRunSeed"), QString::number(lastSeed) },
        { QStringLiteral("questionLatencyMs"), lat },
        { QStringLiteral("warnings"), QJsonArray::fromStringList(warnings) },
        { QStringLiteral("skippedTests"), QJsonArray::fromStringList(skippedTests) },
    };
}

QString Learn2fixResults::find(const QString &subjectsRoot)
{
    const QString rel = QStringLiteral("learn2fix/") + QLatin1String(FileName);
    QDir root(subjectsRoot);
    QStringList candidates { root.filePath(rel) };
    if (root.cdUp()) {
        candidates.append(root.filePath(rel));
        for (const QString &n : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            candidates.append(QDir(root.filePath(n)).filePath(rel));
    }
    for (const QString &c : std::as_const(candidates))
        if (QFileInfo(c).isFile())
            return QDir::cleanPath(c);
    return {};
}

bool Learn2fixResults::load(const QString &path, int budget, QString *error)
{
    m_rows.clear();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return false;
    }
    const QList<QByteArray> header = f.readLine().trimmed().split(',');
    const qsizetype subject = header.indexOf("subject"), l = header.indexOf("max_labels_l"),
                    acc = header.indexOf("accuracy"), cond = header.indexOf("conditional_accuracy");
    if (subject < 0 || l < 0 || acc < 0 || cond < 0) {
        *error = QStringLiteral("%1:1: expected the columns subject, max_labels_l, accuracy and conditional_accuracy")
                     .arg(path);
        return false;
    }
    const qsizetype needed = std::max({ subject, l, acc, cond });
    for (int line = 2; !f.atEnd(); ++line) {
        const QByteArray text = f.readLine().trimmed();
        if (text.isEmpty())
            continue;
        const QList<QByteArray> cells = text.split(',');
        bool okL = false, okA = false, okC = false;
        const int rowBudget = cells.value(l).toInt(&okL);
        const Learn2fixResult r { cells.value(acc).toDouble(&okA), cells.value(cond).toDouble(&okC) };
        if (cells.size() <= needed || !okL || !okA || !okC) {
            *error = QStringLiteral("%1:%2: not a row of numbers under the header's columns").arg(path).arg(line);
            return false;
        }
        if (rowBudget == budget)
            m_rows.insert(QString::fromUtf8(cells[subject]), r);
    }
    return true;
}

std::optional<Learn2fixResult> Learn2fixResults::value(const QString &subject) const
{
    if (const auto it = m_rows.constFind(subject); it != m_rows.constEnd())
        return *it;
    return std::nullopt;
}

TestLabel OracleEvaluator::referenceLabel(const SubjectRunner &reference, const OracleTest &test, QByteArray *expected,
                                          RunResult *referenceRun)
{
    const RunResult r = reference.run(test.input);
    if (referenceRun)
        *referenceRun = r;
    if (!r.usable())
        return TestLabel::Unknown;
    if (expected)
        *expected = r.value;
    return r.value == test.output ? TestLabel::Passing : TestLabel::Failing;
}

bool OracleEvaluator::evaluate(CodeflawsSubject subject, const QString &buildDir, const OracleLoopOptions &options,
                               int runs, OracleEvalResult *result, QString *error, const CancelCheck &canceled,
                               qint64 answerTimeMs, double wrongAnswerRate)
{
    *result = OracleEvalResult {};
    result->subject = subject.name();
    if (!subject.build(buildDir, error))
        return false;
    const SubjectRunner buggy({ subject.buggyBinary() });
    const SubjectRunner golden({ subject.goldenBinary() });
    for (const SkippedCodeflawsTest &st : subject.skipped())
        result->skippedTests.append(st.reason);

    // Label the validation set once: buggy output and golden verdict.
    QList<OracleTest> validation;
    QList<int> failingTraining;
    for (const CodeflawsTest &ct : subject.tests()) {
        const RunResult r = buggy.run(ct.input);
        if (!r.usable()) {
            result->skippedTests.append(
                QStringLiteral("%1: the buggy program prints no number").arg(QDir(subject.dir()).filePath(ct.name)));
            continue;
        }
        OracleTest t { ct.input, r.value, TestLabel::Unknown, {} };
        t.label = referenceLabel(golden, t, &t.expectedOutput);
        if (t.label == TestLabel::Unknown) {
            result->skippedTests.append(
                QStringLiteral("%1: the golden program prints no number").arg(QDir(subject.dir()).filePath(ct.name)));
            continue;
        }
        if (!ct.heldout && t.label == TestLabel::Failing)
            failingTraining.append(int(validation.size()));
        validation.append(t);
    }
    if (failingTraining.isEmpty()) {
        *error = QStringLiteral("%1: no input* test fails on the buggy program, so there is nothing to start from")
                     .arg(subject.dir());
        if (!result->skippedTests.isEmpty())
            *error += QStringLiteral(" (test files skipped: %1)").arg(result->skippedTests.join(QStringLiteral("; ")));
        return false;
    }

    for (int run = 0; run < runs; ++run) {
        if (canceled && canceled())
            break;
        OracleLoopOptions o = options;
        o.seed = options.seed + quint64(run) * 7919;
        OracleLoop loop(buggy, o);
        Fuzzer pick(o.seed ^ 0x5eedULL);
        // Its own generator, so that wrong answers leave the seed's choice of the failing test as it was; the
        // subject's name in it, so that subjects scored with one seed are not all mislabelled at the same questions.
        QRandomGenerator64 mislabel(quint32(o.seed ^ qHash(subject.name(), 0) ^ 0xbad0a115ULL));
        const OracleTest &seed = validation[failingTraining[pick.rng().bounded(int(failingTraining.size()))]];
        if (!loop.start(seed.input, error, seed.expectedOutput))
            return false;
        OracleStepResult step = loop.next(canceled);
        qint64 programWait = 0;
        QHash<InputVector, TestLabel> truth; // the right answer about each input asked
        while (step.hasQuestion) {
            result->questionLatencyMs.append(step.elapsedMs);
            result->questionProgramMs.append(step.stats.programWaitMs - programWait);
            programWait = step.stats.programWaitMs;
            QElapsedTimer reading;
            reading.start();
            OracleAnswer answer;
            answer.label = referenceLabel(golden, step.question, &answer.expectedOutput);
            truth.insert(step.question.input, answer.label);
            if (wrongAnswerRate > 0 && answer.label != TestLabel::Unknown
                && mislabel.generateDouble() < wrongAnswerRate) {
                answer.label = answer.label == TestLabel::Failing ? TestLabel::Passing : TestLabel::Failing;
                ++result->wrongAnswers;
            }
            if (const qint64 rest = answerTimeMs - reading.elapsed(); rest > 0)
                QThread::msleep(quint64(rest));
            step = loop.answer(answer, canceled);
        }
        const OracleFormula &oracle = step.oracle;
        for (const OracleTest &t : std::as_const(validation)) {
            const bool predFail = oracle.predictsFailing(t.features());
            const bool fails = t.label == TestLabel::Failing;
            ++result->validation;
            result->correct += predFail == fails ? 1 : 0;
            if (fails) {
                ++result->validationFailing;
                result->failingCorrect += predFail ? 1 : 0;
            }
        }
        ++result->runs;
        result->asked += step.stats.asked;
        result->labelledFailing += step.stats.labelledFailing;
        result->generated += step.stats.generated;
        result->elapsedMs += step.stats.elapsedMs;
        result->programRuns += step.stats.programRuns;
        result->programWaitMs += step.stats.programWaitMs;
        result->learnFailures += step.stats.learnFailures;
        result->hurried += step.stats.hurried;
        result->deferredRetrains += step.stats.deferredRetrains;
        result->confirmations += step.stats.confirmations;
        result->corrected += step.stats.corrected;
        result->setAside += step.stats.setAside;
        for (const OracleTest &t : step.tests)
            result->wrongKept += truth.contains(t.input) && truth.value(t.input) != t.label ? 1 : 0;
        result->lastStopReason = step.stopReason;
        result->lastCondition = oracle.failureCondition();
        result->lastSeed = o.seed;
        result->lastOracle = oracle;
        result->lastTests = step.tests;
        result->warnings += step.warnings;
    }
    return true;
}

} // namespace StepWise
