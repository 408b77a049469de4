// SPDX-License-Identifier: GPL-3.0-or-later
// The active learning loop (Learn2fix Algorithm 1 + 2) on the paper's triangle example, and one Codeflaws
// subject end to end.
#include "oracle/activeoraclelearner.h"
#include "oracle/codeflawssubject.h"
#include "oracle/oracleevaluator.h"
#include "oracle/oracleloop.h"
#include "oracle/testsuiteexporter.h"
#include "oraclefixtures.h"
#include "testdata.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace StepWise;

class TestOracleLoop : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_buggy;
    QString m_golden;

    OracleLoopOptions options(quint64 seed, int budget)
    {
        OracleLoopOptions o;
        o.seed = seed;
        o.budget = budget;
        // The work limits are deterministic; a wall-clock budget this loose only keeps a busy machine (ASan, the
        // other tests beside it) from ending a loop before its questions are asked.
        o.timeBudgetMs = 600000;
        return o;
    }

    // Starts \a loop at the failing input \a failing and lets \a reference answer every question; returns the
    // questions asked (none when the loop cannot start: \a error, when given, says why).
    static QList<OracleTest> runWithReference(ActiveOracleLearner &loop, const InputVector &failing,
                                              const SubjectRunner &reference, QString *error = nullptr)
    {
        QString why;
        if (!loop.start(failing, error ? error : &why))
            return {};
        QList<OracleTest> asked;
        loop.run([&](const OracleTest &t, QByteArray *expected) {
            asked.append(t);
            return OracleEvaluator::referenceLabel(reference, t, expected);
        });
        return asked;
    }

    // The triangle loop from the failing 2 2 2, the golden program answering; returns the questions asked.
    static QList<OracleTest> runTriangle(ActiveOracleLearner &loop, const SubjectRunner &golden)
    {
        return runWithReference(loop, toInputVector({ 2, 2, 2 }), golden);
    }

    // A shell script \a dir/\a name that reads the triangle's input as a b c, runs \a before (shell lines that
    // may print and exit instead) and then the buggy triangle on it; empty when it cannot be written.
    QString triangleWrapper(const QTemporaryDir &dir, const QString &name, const QByteArray &before) const
    {
        const QString path = dir.filePath(name);
        return writeExecutable(
                   path, "#!/bin/sh\nread a b c\n" + before + "echo \"$a $b $c\" | exec '" + m_buggy.toUtf8() + "'\n")
            ? path
            : QString();
    }

    // Whether the loop's oracle predicts failing for input \a n on which the program printed \a printed.
    static bool predictsFailingAt(const ActiveOracleLearner &loop, qint64 n, qint64 printed)
    {
        return loop.oracle().predictsFailing(
            OracleTest { toInputVector({ n }), QByteArray::number(printed), {}, {}, {}, {} }.features());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(haveGcc(), "gcc is needed");
        const BuggyAndReference triangle = buildTrianglePrograms(m_dir.path());
        QVERIFY(triangle.isValid());
        m_buggy = triangle.buggy;
        m_golden = triangle.golden;
    }

    void triangleAccuracyOnHeldOutInputs()
    {
        const SubjectRunner buggy({ m_buggy });
        const SubjectRunner golden({ m_golden });
        OracleLoopOptions o = options(7, 20);
        ActiveOracleLearner loop(buggy, o);
        const QList<OracleTest> asked = runTriangle(loop, golden);
        QVERIFY(!asked.isEmpty());
        QCOMPARE(loop.stats().asked, 20);
        QCOMPARE(loop.labelledTests().first().label, TestLabel::Failing);

        // Never the same question twice, but to confirm an answer.
        QSet<InputVector> inputs;
        qsizetype fresh = 0;
        for (const OracleTest &t : asked) {
            if (t.label != TestLabel::Unknown) {
                QVERIFY(inputs.contains(t.input));
                continue;
            }
            inputs.insert(t.input);
            ++fresh;
        }
        QCOMPARE(inputs.size(), fresh);

        QVERIFY(loop.stats().labelledFailing > 0);
        for (const QString &w : loop.warnings())
            QVERIFY2(!w.startsWith(u"none of the"), qPrintable(w));

        // The final oracle fits every answer.
        for (const OracleTest &t : loop.labelledTests())
            if (t.label != TestLabel::Unknown)
                QCOMPARE(loop.oracle().predictsFailing(t.features()), t.label == TestLabel::Failing);

        // Held out: every triangle with sides 1..7, labelled by the reference.
        int correct = 0, total = 0, failing = 0, failingCorrect = 0;
        for (qint64 a = 1; a <= 7; ++a) {
            for (qint64 b = 1; b <= 7; ++b) {
                for (qint64 c = 1; c <= 7; ++c) {
                    const RunResult r = buggy.run(toInputVector({ a, b, c }));
                    OracleTest t { toInputVector({ a, b, c }), r.value, TestLabel::Unknown, {} };
                    const bool fails = OracleEvaluator::referenceLabel(golden, t, nullptr) == TestLabel::Failing;
                    const bool predicted = loop.oracle().predictsFailing(t.features());
                    ++total;
                    correct += predicted == fails ? 1 : 0;
                    failing += fails ? 1 : 0;
                    failingCorrect += fails && predicted ? 1 : 0;
                }
            }
        }
        const double accuracy = double(correct) / total;
        const double conditional = double(failingCorrect) / failing;
        qInfo("triangle: accuracy %.3f, conditional %.3f, %d questions, condition: %s", accuracy, conditional,
              loop.stats().asked,
              qPrintable(loop.oracle().failureCondition(
                  { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("o") })));
        // 12 of the 343 held-out triangles fail, so "never fails" scores 0.965 accuracy but 0 conditional
        // accuracy: the floors ask for both.
        // With seed 7 the learner finds "b = c ∧ b ≥ 2 ∧ a = c", the equilateral part; the isosceles c = 1 part
        // needs failing tests it rarely asks about. Not every seed gets this far: 9 of seeds 1–12 reach these
        // floors; with seed 9 the answers fit "b ≥ c ∧ b ≥ 2 ∧ a ≥ b" first (accuracy 0.81).
        QVERIFY2(accuracy >= 0.9, qPrintable(QString::number(accuracy)));
        QVERIFY2(conditional >= 0.4, qPrintable(QString::number(conditional)));
    }

    void sameSeedSameQuestions()
    {
        // Same seed, same questions, also when the committee members are learned on another number of
        // threads (they are learned in parallel, and only as far as each vote needs them; four threads take
        // the vote after every fourth member and, on fewer cores, finish members in yet another order).
        const SubjectRunner buggy({ m_buggy });
        const SubjectRunner golden({ m_golden });
        OracleLoopOptions one = options(9, 8);
        one.committeeThreads = 1;
        OracleLoopOptions two = one;
        two.committeeThreads = 2;
        OracleLoopOptions four = one;
        four.committeeThreads = 4;
        ActiveOracleLearner first(buggy, one);
        ActiveOracleLearner second(buggy, two);
        ActiveOracleLearner third(buggy, four);
        const QList<OracleTest> a = runTriangle(first, golden);
        const QList<OracleTest> b = runTriangle(second, golden);
        const QList<OracleTest> c = runTriangle(third, golden);
        QCOMPARE(a.size(), 8);
        QCOMPARE(b.size(), a.size());
        QCOMPARE(c.size(), a.size());
        for (qsizetype i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].input, b[i].input);
            QCOMPARE(a[i].input, c[i].input);
        }
        QCOMPARE(first.oracle().failureCondition(), second.oracle().failureCondition());
        QCOMPARE(first.oracle().failureCondition(), third.oracle().failureCondition());
        // Votes are taken after every second member with one or two threads, so as many are learned.
        QCOMPARE(first.stats().committeeMembersLearned, second.stats().committeeMembersLearned);
        // Votes end early: fewer members learned than full committees of 2·S would need.
        QVERIFY(first.stats().committeeBuilt > 0);
        QVERIFY(first.stats().committeeMembersLearned < 2 * one.committeeSize * first.stats().committeeBuilt);
    }

    void loopStepsAskAsTheLearner()
    {
        // OracleLoop's steps (what the window, oracle learn and the evaluation drive) ask what the learner asks
        // when driven directly, and hand back its state after each step.
        const SubjectRunner buggy({ m_buggy });
        const SubjectRunner golden({ m_golden });
        OracleLoopOptions o = OracleLoop::paced(options(9, 6), OracleLoop::Answerer::Program);
        o.slowRunMs = 0; // every run waited for, so a busy machine cannot set a run aside in one loop only
        QVERIFY(!o.prepareNextQuestion);
        QCOMPARE(o.questionDeadlineMs, 0);
        const OracleLoopOptions person = OracleLoop::paced(o, OracleLoop::Answerer::Reporter);
        QVERIFY(person.prepareNextQuestion);
        QCOMPARE(person.questionDeadlineMs, OracleLoopOptions::ReporterQuestionDeadlineMs);

        ActiveOracleLearner direct(buggy, o);
        const QList<OracleTest> expected = runTriangle(direct, golden);
        OracleLoop loop(buggy, o);
        QString error;
        QVERIFY2(loop.start(toInputVector({ 2, 2, 2 }), &error), qPrintable(error));
        QList<OracleTest> asked;
        OracleStepResult step = loop.next();
        while (step.hasQuestion) {
            asked.append(step.question);
            QCOMPARE(step.stats.asked, int(asked.size()) - 1);
            QCOMPARE(step.budget, 6);
            OracleAnswer answer;
            answer.label = OracleEvaluator::referenceLabel(golden, step.question, &answer.expectedOutput);
            step = loop.answer(answer);
        }
        QCOMPARE(asked.size(), expected.size());
        for (qsizetype i = 0; i < asked.size(); ++i)
            QCOMPARE(asked[i].input, expected[i].input);
        QCOMPARE(step.stopReason, direct.stopReason());
        QCOMPARE(step.oracle.failureCondition(), direct.oracle().failureCondition());
        QCOMPARE(step.tests.size(), direct.labelledTests().size());
        QCOMPARE(step.stats.asked, direct.stats().asked);
    }

    void preparedQuestionsAreTheSame()
    {
        // Preparing the next question while the human reads must not change what is asked or learned:
        // the branch the answer picks did exactly what the loop would have done after it. A "not sure"
        // (no branch prepared for it) and the expected outputs handed to answer() go through as well.
        const SubjectRunner buggy({ m_buggy });
        const SubjectRunner golden({ m_golden });
        OracleLoopOptions plain = options(11, 8);
        OracleLoopOptions prepared = plain;
        prepared.prepareNextQuestion = true;
        auto drive = [&](ActiveOracleLearner &loop) {
            QString error;
            if (!loop.start(toInputVector({ 2, 2, 2 }), &error))
                return QList<OracleTest> {};
            QList<OracleTest> asked;
            while (const std::optional<OracleTest> q = loop.nextQuestion()) {
                asked.append(*q);
                QByteArray expected;
                const TestLabel label
                    = asked.size() == 3 ? TestLabel::Unknown : OracleEvaluator::referenceLabel(golden, *q, &expected);
                loop.answer(label, expected);
            }
            return asked;
        };
        ActiveOracleLearner first(buggy, plain);
        ActiveOracleLearner second(buggy, prepared);
        const QList<OracleTest> a = drive(first);
        const QList<OracleTest> b = drive(second);
        QCOMPARE(a.size(), 8);
        QCOMPARE(b.size(), a.size());
        for (qsizetype i = 0; i < a.size(); ++i)
            QCOMPARE(b[i].input, a[i].input);
        QCOMPARE(second.oracle().failureCondition(), first.oracle().failureCondition());
        QCOMPARE(second.stats().asked, 8);
        QCOMPARE(second.stats().notSure, 1);
        QCOMPARE(second.stats().labelled, first.stats().labelled);
        QCOMPARE(second.stats().generated, first.stats().generated);
        QCOMPARE(second.stats().agreement, first.stats().agreement);
        QCOMPARE(second.labelledTests().size(), first.labelledTests().size());
        for (qsizetype i = 1; i < first.labelledTests().size(); ++i) {
            QCOMPARE(second.labelledTests()[i].label, first.labelledTests()[i].label);
            QVERIFY(!second.labelledTests()[i].expectedOutput.isEmpty());
            QCOMPARE(second.labelledTests()[i].expectedOutput, first.labelledTests()[i].expectedOutput);
        }
        QCOMPARE(second.stopReason(), first.stopReason());
    }

    void slowInputsAskedAfterTheNextAnswer()
    {
        // A program that takes a second on some inputs: their runs are set aside instead of waited for, go on
        // in the background, and the inputs are considered again once the next answer is in. They are still
        // asked about, never in the search that set them aside, and the questions are the same with the next
        // question prepared (the slowness of a run is its own duration, not when the loop looks).
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString wrapper
            = triangleWrapper(dir, QStringLiteral("slow.sh"), "if [ \"$a\" -ge 20 ]; then sleep 1; fi\n");
        QVERIFY(!wrapper.isEmpty());
        const SubjectRunner golden({ m_golden });
        OracleLoopOptions plain = options(1, 10);
        OracleLoopOptions prepared = plain;
        prepared.prepareNextQuestion = true;
        ActiveOracleLearner first(SubjectRunner({ wrapper }), plain);
        ActiveOracleLearner second(SubjectRunner({ wrapper }), prepared);
        const QList<OracleTest> a = runTriangle(first, golden);
        const QList<OracleTest> b = runTriangle(second, golden);
        QCOMPARE(a.size(), 10);
        QCOMPARE(b.size(), a.size());
        for (qsizetype i = 0; i < a.size(); ++i)
            QCOMPARE(b[i].input, a[i].input);
        QCOMPARE(second.oracle().failureCondition(), first.oracle().failureCondition());
        QVERIFY(first.stats().setAside > 0);
        QVERIFY2(a.first().input.first().toLongLong() < 20, qPrintable(a.first().inputText()));
        QVERIFY(
            std::any_of(a.cbegin(), a.cend(), [](const OracleTest &t) { return t.input.first().toLongLong() >= 20; }));
        // Closed while runs set aside are still going: they end on their own, the loop does not wait for them.
        auto closed = std::make_unique<ActiveOracleLearner>(SubjectRunner({ wrapper }), prepared);
        QString error;
        QVERIFY2(closed->start(toInputVector({ 2, 2, 2 }), &error), qPrintable(error));
        while (closed->stats().setAside == 0) {
            const std::optional<OracleTest> q = closed->nextQuestion();
            QVERIFY(q.has_value());
            closed->answer(OracleEvaluator::referenceLabel(golden, *q, nullptr));
        }
        closed.reset();
    }

    void questionDeadlineCutsTheSearchShort()
    {
        // A deadline (1 ms) that has passed by the time Z3 starts: the retrain after each answer is cut and
        // deferred. No answer is lost: the retrain at the end, which the deadline does not cut, leaves an oracle
        // that fits every labelled test. With the next question prepared, the chosen branch is cut once the
        // answer comes, and the loop still asks its budget and ends the same way.
        const SubjectRunner buggy({ m_buggy });
        const SubjectRunner golden({ m_golden });
        for (const bool prepare : { false, true }) {
            OracleLoopOptions o = options(3, 12);
            o.questionDeadlineMs = 1;
            o.prepareNextQuestion = prepare;
            ActiveOracleLearner loop(buggy, o);
            const QList<OracleTest> asked = runTriangle(loop, golden);
            QCOMPARE(asked.size(), 12);
            QCOMPARE(loop.stats().asked, 12);
            QVERIFY2(loop.stopReason().contains(QStringLiteral("labelling budget")), qPrintable(loop.stopReason()));
            if (!prepare)
                QVERIFY(loop.stats().deferredRetrains > 0);
            QVERIFY(loop.stats().labelled > 0);
            QCOMPARE(loop.labelledTests().size(), 1 + loop.stats().labelled);
            for (const OracleTest &t : loop.labelledTests())
                QVERIFY2(loop.oracle().predictsFailing(t.features()) == (t.label == TestLabel::Failing),
                         qPrintable(t.inputText() + QStringLiteral(" → ") + QString::fromLatin1(t.output)));
            QVERIFY2(loop.warnings().filter(QStringLiteral("previous oracle")).isEmpty(),
                     qPrintable(loop.warnings().join(u'\n')));
        }
    }

    void questionDeadlinePassedAsksWithoutTheCommittee()
    {
        // Every run takes 0.3 s and the deadline is 0.2 s: the retrain (tens of ms) is done in time, the first
        // candidate's run is not. A candidate the oracle predicts failing is asked as always; one it predicts
        // passing would need the committee, whose probes' runs there is no time for, so it is asked at once
        // (hurried) and no committee is ever built.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString wrapper = triangleWrapper(dir, QStringLiteral("slow.sh"), "sleep 0.3\n");
        QVERIFY(!wrapper.isEmpty());
        OracleLoopOptions o = options(1, 6);
        o.questionDeadlineMs = 200;
        o.slowRunMs = 0; // every run is waited for, so that the deadline is what cuts the search
        ActiveOracleLearner loop(SubjectRunner({ wrapper }), o);
        const QList<OracleTest> asked = runTriangle(loop, SubjectRunner({ m_golden }));
        QCOMPARE(asked.size(), 6);
        QVERIFY(loop.stats().hurried > 0);
        QVERIFY(loop.stats().hurried <= loop.stats().asked);
        QCOMPARE(loop.stats().committeeBuilt, 0);
        QCOMPARE(loop.stats().discarded, 0);
    }

    void slowRunsDoNotHoldAQuestionPastTheDeadline()
    {
        // Most inputs take 1 s (all but those keeping a = b = 2), so most draws are set aside as slow. Once the
        // question deadline has passed, a search that holds an input it could ask (a candidate the committee is
        // deciding, or one it discarded) asks it instead of drawing on through slow runs, and one that holds none
        // starts the next draws' runs together. Before, the slowest question here came after 27 s (the
        // committee's probes waited through slow draws one by one); now after about 0.6 s. The bound is loose,
        // for a busy machine.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString wrapper = triangleWrapper(dir, QStringLiteral("slow.sh"),
                                                "if [ \"$a\" != 2 ] || [ \"$b\" != 2 ]; then sleep 1; fi\n");
        QVERIFY(!wrapper.isEmpty());
        OracleLoopOptions o = options(5, 4);
        o.questionDeadlineMs = 300;
        ActiveOracleLearner loop(SubjectRunner({ wrapper }), o);
        QString error;
        QVERIFY2(loop.start(toInputVector({ 2, 2, 2 }), &error), qPrintable(error));
        const SubjectRunner golden({ m_golden });
        QElapsedTimer latency;
        latency.start();
        qint64 slowest = 0;
        int asked = 0;
        while (const std::optional<OracleTest> q = loop.nextQuestion()) {
            slowest = std::max(slowest, latency.elapsed());
            ++asked;
            const TestLabel label = OracleEvaluator::referenceLabel(golden, *q, nullptr);
            latency.restart();
            loop.answer(label);
        }
        QCOMPARE(asked, 4);
        QVERIFY(loop.stats().setAside > 0);
        QVERIFY2(slowest < 2500, qPrintable(QString::number(slowest)));
    }

    void exploresWhenNothingIsWorthAsking()
    {
        // Oracle and committee agreeing on every new input in a row do not end the loop: it asks about the
        // one the committee was least sure of, and so spends the budget.
        const SubjectRunner golden({ m_golden });
        OracleLoopOptions o = options(7, 20);
        o.exploreAfterDiscarded = 3;
        ActiveOracleLearner loop(SubjectRunner({ m_buggy }), o);
        runTriangle(loop, golden);
        QVERIFY2(loop.stopReason().contains(QStringLiteral("labelling budget")), qPrintable(loop.stopReason()));
        QCOMPARE(loop.stats().asked, 20);
        QVERIFY(loop.stats().explored >= 1);
        QVERIFY(loop.stats().explored <= loop.stats().asked);
        QVERIFY(loop.stats().discarded >= 2 * loop.stats().explored);
    }

    void explorationFindsABugAwayFromTheSeed()
    {
        // The bug shows at n mod 6 = 5 (n/2 one too big); near the reporter's 11 every other input passes, so
        // only asking about inputs the oracle expects to pass finds 5, 17, 23, ... (before, the loop stopped
        // after a few passing answers with "fails when i1 = 11").
        const BuggyAndReference programs = buildResiduePrograms(m_dir.path());
        QVERIFY(programs.isValid());
        OracleLoopOptions o = options(3, 20);
        ActiveOracleLearner loop(SubjectRunner({ programs.buggy }), o);
        QString error;
        runWithReference(loop, toInputVector({ 11 }), SubjectRunner({ programs.golden }), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(loop.stats().explored >= 1);
        QVERIFY(loop.stats().labelledFailing >= 1);
        // Inputs none of the questions asked about: the learned condition takes in the bug's other values.
        const auto failsAt = [&loop](qint64 n, qint64 printed) { return predictsFailingAt(loop, n, printed); };
        const QByteArray condition = loop.oracle().failureCondition({}).toUtf8();
        for (const qint64 n : { 29, 35, 41, 47 })
            QVERIFY2(failsAt(n, n / 2 + 1), condition.constData());
        for (const qint64 n : { 31, 33, 40, 45 })
            QVERIFY2(!failsAt(n, n / 2), condition.constData());
    }

    void questionsInsideTheGapPlaceTheBound()
    {
        // The bug shows above 500. Mutants of the failing 800 fail, and the passing answers are small or far
        // values, so any bound between them fits (fuzzing only, seed 1: "i1 ≥ 436"). Every input drawn inside the
        // gap between a passing answer and the nearest failing test halves it on average: the bound ends next to
        // 500 ("i1 ≥ 501").
        const BuggyAndReference programs = buildThresholdPrograms(m_dir.path());
        QVERIFY(programs.isValid());
        OracleLoopOptions o = options(1, 20);
        o.gapPercent = 100;
        ActiveOracleLearner loop(SubjectRunner({ programs.buggy }), o);
        QString error;
        runWithReference(loop, toInputVector({ 800 }), SubjectRunner({ programs.golden }), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QByteArray condition = loop.oracle().failureCondition({}).toUtf8();
        const auto failsAt = [&loop](qint64 n) { return predictsFailingAt(loop, n, n > 500 ? n % 7 + 1 : n % 7); };
        for (const qint64 n : { 300, 480, 490, 499, 500 })
            QVERIFY2(!failsAt(n), condition.constData());
        for (const qint64 n : { 510, 520, 600, 700 })
            QVERIFY2(failsAt(n), condition.constData());
    }

    void runningAheadAsksTheSameQuestions()
    {
        // Candidates run ahead in a run of discards are the ones the loop then draws: same questions, same
        // discards and the same oracle as running each when drawn. The mod-6 program discards hundreds in a row.
        const BuggyAndReference programs = buildResiduePrograms(m_dir.path());
        QVERIFY(programs.isValid());
        const SubjectRunner reference({ programs.golden });
        const auto drive = [&](int runAhead) {
            OracleLoopOptions o = options(6, 8);
            o.runAhead = runAhead;
            // Only the wall-clock limits make questions depend on the machine's load: a run set aside as slow, a
            // committee member cut by its safety net. Off here, so that the comparison is of running ahead alone.
            o.slowRunMs = 0;
            o.committeeLearnTimeoutMs = 600000;
            auto loop = std::make_unique<ActiveOracleLearner>(SubjectRunner({ programs.buggy }), o);
            QString error;
            if (!loop->start(toInputVector({ 11 }), &error))
                return std::pair { std::move(loop), QList<OracleTest> {} };
            QList<OracleTest> asked;
            while (const std::optional<OracleTest> q = loop->nextQuestion()) {
                asked.append(*q);
                QByteArray expected;
                loop->answer(OracleEvaluator::referenceLabel(reference, *q, &expected), expected);
            }
            return std::pair { std::move(loop), asked };
        };
        const auto [plain, plainAsked] = drive(0);
        const auto [ahead, aheadAsked] = drive(8);
        QCOMPARE(plainAsked.size(), 8);
        QVERIFY(plain->stats().discarded >= 16); // runs of discards, so inputs were run ahead
        QCOMPARE(aheadAsked.size(), plainAsked.size());
        for (qsizetype i = 0; i < plainAsked.size(); ++i)
            QCOMPARE(aheadAsked[i].input, plainAsked[i].input);
        QCOMPARE(ahead->oracle().failureCondition(), plain->oracle().failureCondition());
        QCOMPARE(ahead->stats().discarded, plain->stats().discarded);
        QCOMPARE(ahead->stats().explored, plain->stats().explored);
        QCOMPARE(ahead->stats().generated, plain->stats().generated);
        QVERIFY(ahead->stats().programRuns >= plain->stats().programRuns);
    }

    void onlyTheSeedFailingIsSaid()
    {
        // Every answer "passes": the condition can only describe the reporter's failing input, and says so.
        ActiveOracleLearner loop(SubjectRunner({ m_buggy }), options(3, 5));
        QString error;
        QVERIFY2(loop.start(toInputVector({ 2, 2, 2 }), &error), qPrintable(error));
        loop.run([](const OracleTest &, QByteArray *) { return TestLabel::Passing; });
        QCOMPARE(loop.stats().labelledFailing, 0);
        QVERIFY(loop.stats().labelled > 0);
        const QString said
            = u"none of the %1 answered input(s) failed: the condition was learned from the failing input you gave alone"_qs
                  .arg(loop.stats().labelled);
        QVERIFY2(std::any_of(loop.warnings().cbegin(), loop.warnings().cend(),
                             [&](const QString &w) { return w.startsWith(said); }),
                 qPrintable(loop.warnings().join(u'\n')));
    }

    void everyInputRunOnce()
    {
        // The committee's probes are not questions, so the fuzzer draws the same inputs again as probes of
        // later committees and as candidates; the program runs on each input once. A wrapper logs every input.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString log = dir.filePath(QStringLiteral("inputs.log"));
        const QString wrapper = dir.filePath(QStringLiteral("logged.sh"));
        QVERIFY(
            writeExecutable(wrapper, "#!/bin/sh\ntee -a '" + log.toUtf8() + "' | exec '" + m_buggy.toUtf8() + "'\n"));
        const SubjectRunner golden({ m_golden });
        OracleLoopOptions o = options(9, 20);
        ActiveOracleLearner loop(SubjectRunner({ wrapper }), o);
        QCOMPARE(runTriangle(loop, golden).size(), 20);
        QFile f(log);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        const QSet<QByteArray> distinct(lines.cbegin(), lines.cend());
        QCOMPARE(distinct.size(), lines.size());
        // The failing input's run in start() counts as one of the loop's runs.
        QCOMPARE(lines.size(), loop.stats().programRuns);
        QVERIFY(loop.stats().committeeBuilt > 1);
    }

    void textOutputsLeftOutAndSaid()
    {
        // A run that prints text is no test (the output cannot be encoded): the loop never asks about it, and
        // the reporter is told how many inputs were left out and what was printed, not left to guess.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString wrapper = triangleWrapper(dir, QStringLiteral("talks.sh"),
                                                "if [ \"$a\" -lt 0 ]; then echo 'negative side!'; exit 0; fi\n");
        QVERIFY(!wrapper.isEmpty());
        const SubjectRunner golden({ m_golden });
        ActiveOracleLearner loop(SubjectRunner({ wrapper }), options(3, 12));
        const QList<OracleTest> asked = runTriangle(loop, golden);
        QVERIFY(!asked.isEmpty());
        for (const OracleTest &t : asked)
            QVERIFY2(!t.input.first().startsWith('-'), qPrintable(t.inputText()));
        QVERIFY(loop.stats().skippedNonNumeric > 0);
        const QString warning = loop.warnings().isEmpty() ? QString() : loop.warnings().last();
        QVERIFY2(warning.startsWith(QString::number(loop.stats().skippedNonNumeric) + u" input(s) tried were left out"),
                 qPrintable(warning));
        QVERIFY2(warning.contains(u"printed \"negative side!\""), qPrintable(warning));
    }

    void cutOffRetrainsWarnedOnce()
    {
        // With a tiny work limit most retrains are cut off; the reporter reads that once, the count is in the stats.
        OracleLoopOptions o = options(5, 10);
        o.learn.totalResourceLimit = 30000;
        ActiveOracleLearner loop(SubjectRunner({ m_buggy }), o);
        QVERIFY(!runTriangle(loop, SubjectRunner({ m_golden })).isEmpty());
        QVERIFY2(loop.stats().learnFailures > 1, qPrintable(QString::number(loop.stats().learnFailures)));
        const QStringList cutOff = loop.warnings().filter(u"keeping the previous oracle"_qs);
        QCOMPARE(cutOff.size(), 1);
    }

    void destroyedWhilePreparing()
    {
        // The reporter closes the panel while both branches are still learning: nothing may outlive the loop.
        OracleLoopOptions o = options(3, 20);
        o.prepareNextQuestion = true;
        auto loop = std::make_unique<ActiveOracleLearner>(SubjectRunner({ m_buggy }), o);
        QString error;
        QVERIFY2(loop->start(toInputVector({ 2, 2, 2 }), &error), qPrintable(error));
        QVERIFY(loop->nextQuestion().has_value());
        loop.reset();
    }

    void notSureCountsButTeachesNothing()
    {
        ActiveOracleLearner loop(SubjectRunner({ m_buggy }), options(5, 4));
        QString error;
        QVERIFY2(loop.start(toInputVector({ 2, 2, 2 }), &error), qPrintable(error));
        loop.run([](const OracleTest &, QByteArray *) { return TestLabel::Unknown; });
        QCOMPARE(loop.stats().asked, 4);
        QCOMPARE(loop.stats().notSure, 4);
        QCOMPARE(loop.labelledTests().size(), 1);
    }

    void badFailingInput()
    {
        ActiveOracleLearner loop(SubjectRunner({ QStringLiteral("/bin/echo"), QStringLiteral("two words") }),
                                 options(1, 3));
        QString error;
        QVERIFY(!loop.start(toInputVector({ 1, 2, 3 }), &error));
        QVERIFY2(error.contains(u"not one number"), qPrintable(error));
    }

    void exportCodeflawsLayout()
    {
        const SubjectRunner golden({ m_golden });
        ActiveOracleLearner loop(SubjectRunner({ m_buggy }), options(11, 8));
        runTriangle(loop, golden);
        const QString out = m_dir.filePath(QStringLiteral("suite"));
        QString error;
        QVERIFY2(exportTestSuite(out, loop.labelledTests(), loop.oracle(), {}, &error), qPrintable(error));
        int pos = 0, neg = 0;
        for (const OracleTest &t : loop.labelledTests())
            (t.label == TestLabel::Failing ? neg : pos) += 1;
        const QDir d(out);
        QCOMPARE(int(d.entryList({ QStringLiteral("input-neg*") }, QDir::Files).size()), neg);
        QCOMPARE(int(d.entryList({ QStringLiteral("input-pos*") }, QDir::Files).size()), pos);
        QFile in(d.filePath(QStringLiteral("input-neg1")));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(in.readAll(), QByteArray("2 2 2\n"));
        QVERIFY(QFile::exists(d.filePath(QStringLiteral("condition.txt"))));
    }

    void codeflawsSubjectEndToEnd()
    {
        const QString root = stepwiseDataDir() + QStringLiteral("/codeflaws");
        const QString name = QStringLiteral("1-A-bug-18353198-18353306");
        QVERIFY2(QFileInfo::exists(root + u'/' + name), qPrintable(root));
        // The expected validation size and failing count come from the data's own table.
        QFile tsv(root + QStringLiteral("/subjects.tsv"));
        QVERIFY(tsv.open(QIODevice::ReadOnly));
        const QList<QByteArray> header = tsv.readLine().trimmed().split('\t');
        QList<QByteArray> row;
        while (!tsv.atEnd()) {
            const QList<QByteArray> r = tsv.readLine().trimmed().split('\t');
            if (r.first() == name.toUtf8())
                row = r;
        }
        QCOMPARE(row.size(), header.size());
        const int nValidation = row[header.indexOf("n_validation")].toInt();
        const int nFailing = row[header.indexOf("n_validation_failing")].toInt();

        QString error;
        std::optional<CodeflawsSubject> subject = CodeflawsSubject::load(root + u'/' + name, &error);
        QVERIFY2(subject, qPrintable(error));
        QCOMPARE(subject->arity(), 3);
        OracleLoopOptions o = options(1, 10);
        o.timeBudgetMs = 30000;
        OracleEvalResult r;
        QElapsedTimer t;
        t.start();
        QVERIFY2(OracleEvaluator::evaluate(*subject, m_dir.filePath(QStringLiteral("cf")), o, 1, &r, &error),
                 qPrintable(error));
        QVERIFY(t.elapsed() < 55000);
        QCOMPARE(r.validation, qint64(nValidation));
        QCOMPARE(r.validationFailing, qint64(nFailing));
        qInfo("%s: accuracy %.3f, conditional %.3f, %lld questions, %s", qPrintable(name), r.accuracy(),
              r.conditionalAccuracy(), r.asked, qPrintable(r.lastCondition));
        QVERIFY(r.asked >= 1 && r.asked <= 10);
        QVERIFY2(r.accuracy() >= 0.75, qPrintable(QString::number(r.accuracy())));
    }

    void badSubjectFolder()
    {
        QString error;
        QVERIFY(!CodeflawsSubject::load(m_dir.path(), &error));
        QVERIFY2(error.contains(m_dir.path()), qPrintable(error));
        const QString bad = m_dir.filePath(QStringLiteral("9-Z-bug-1-2"));
        QVERIFY(QDir().mkpath(bad));
        for (const QString &f : { QStringLiteral("9-Z-1.c"), QStringLiteral("9-Z-2.c") }) {
            QFile src(bad + u'/' + f);
            QVERIFY(src.open(QIODevice::WriteOnly));
        }
        QFile in(bad + QStringLiteral("/input-pos1"));
        QVERIFY(in.open(QIODevice::WriteOnly));
        in.write("1 two 3\n");
        in.close();
        QVERIFY(!CodeflawsSubject::load(bad, &error));
        QVERIFY2(error.contains(QStringLiteral("input-pos1:1")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestOracleLoop)
#include "tst_oracle_loop.moc"
