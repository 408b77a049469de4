// SPDX-License-Identifier: GPL-3.0-or-later
// Confirming questions: the loop notices an answer that conflicts with the others, asks about the same input
// again, and learns from the answers it trusts.
#include "oracle/activeoraclelearner.h"
#include "oraclefixtures.h"

#include <QTemporaryDir>
#include <QTest>

using namespace StepWise;

namespace {
// The reporter's truth about the echo program below: the output is wrong from 10 on.
TestLabel truth(const OracleTest &t)
{
    return t.input.first().toLongLong() >= 10 ? TestLabel::Failing : TestLabel::Passing;
}

// Whether \a n lies strictly between two inputs labelled failing in \a tests once several are labelled passing:
// a "passing" there can only be cut out of the failing region with more clauses and atoms. (With fewer answers a
// slip fits a formula hardly larger: five points are separated many ways.)
bool betweenFailing(const QList<OracleTest> &tests, qint64 n)
{
    if (tests.size() < 8)
        return false;
    bool below = false, above = false, passing = false;
    for (const OracleTest &t : tests) {
        passing |= t.label == TestLabel::Passing;
        if (t.label != TestLabel::Failing)
            continue;
        below |= t.input.first().toLongLong() < n;
        above |= t.input.first().toLongLong() > n;
    }
    return below && above && passing;
}
} // namespace

class TestOracleConfirm : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_echo;

    OracleLoopOptions options(int budget) const
    {
        OracleLoopOptions o;
        o.seed = 1;
        o.budget = budget;
        o.timeBudgetMs = 600000; // the work limits are deterministic; this only keeps a busy machine from ending early
        o.slowRunMs = 0; // on a busy machine a run may take 250 ms: set aside, it would change the questions
        return o;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_echo = m_dir.filePath(QStringLiteral("echo-n"));
        QVERIFY(writeExecutable(m_echo, "#!/bin/sh\nread n\necho \"$n\"\n"));
    }

    void answersThatFitAreNotQuestioned()
    {
        ActiveOracleLearner loop(SubjectRunner({ m_echo }), options(12));
        QString error;
        QVERIFY2(loop.start({ "50" }, &error), qPrintable(error));
        while (const std::optional<OracleTest> q = loop.nextQuestion()) {
            QCOMPARE(q->label, TestLabel::Unknown);
            loop.answer(truth(*q));
        }
        QCOMPARE(loop.stats().asked, 12);
        QCOMPARE(loop.stats().confirmations, 0);
        QCOMPARE(loop.stats().corrected, 0);
    }

    void wrongAnswerConfirmed_data()
    {
        QTest::addColumn<QList<TestLabel>>("confirmations"); // the reporter's answers when asked again
        QTest::addColumn<std::optional<TestLabel>>("kept"); // the input's label in T at the end; nothing: left out
        QTest::addColumn<int>("corrected");
        QTest::newRow("insists: trusted as answered")
            << QList<TestLabel> { TestLabel::Passing } << std::optional(TestLabel::Passing) << 0;
        QTest::newRow("corrects twice: the majority")
            << QList<TestLabel> { TestLabel::Failing, TestLabel::Failing } << std::optional(TestLabel::Failing) << 1;
        QTest::newRow("corrects, then insists: the majority")
            << QList<TestLabel> { TestLabel::Failing, TestLabel::Passing } << std::optional(TestLabel::Passing) << 0;
        QTest::newRow("not sure: left out")
            << QList<TestLabel> { TestLabel::Unknown } << std::optional<TestLabel>() << 1;
    }

    void wrongAnswerConfirmed()
    {
        QFETCH(QList<TestLabel>, confirmations);
        QFETCH(std::optional<TestLabel>, kept);
        QFETCH(int, corrected);
        ActiveOracleLearner loop(SubjectRunner({ m_echo }), options(20));
        const Slip slip = answerWithASlip(loop, confirmations);
        QVERIFY2(slip.input, "no question fell between two failing answers");
        QVERIFY2(slip.error.isEmpty(), qPrintable(slip.error));
        QCOMPARE(loop.stats().confirmations, confirmations.size() + slip.otherConfirmations);
        QCOMPARE(loop.stats().corrected, corrected);
        QCOMPARE(loop.stats().asked, 20);
        QCOMPARE(labelOf(loop, *slip.input), kept);
        // The oracle fits what is kept; with the slip corrected or left out, the region has no hole there.
        for (const OracleTest &t : loop.labelledTests())
            QCOMPARE(loop.oracle().predictsFailing(t.features()), t.label == TestLabel::Failing);
        if (kept != TestLabel::Passing)
            QVERIFY(loop.oracle().predictsFailing(OracleTest { *slip.input, slip.input->first(), {}, {} }.features()));
    }

    void noQuestionLeftToDecide()
    {
        // The same session cut so that one question is left after the slip: it is asked again, the reporter
        // corrects it, and with no third question to decide, neither answer is trusted.
        ActiveOracleLearner full(SubjectRunner({ m_echo }), options(20));
        const Slip slip = answerWithASlip(full, { TestLabel::Failing, TestLabel::Failing });
        QVERIFY2(slip.input, "no question fell between two failing answers");
        ActiveOracleLearner cut(SubjectRunner({ m_echo }), options(slip.askedBefore + 2));
        const Slip again = answerWithASlip(cut, { TestLabel::Failing });
        QVERIFY2(again.error.isEmpty(), qPrintable(again.error));
        QCOMPARE(again.input, slip.input);
        QCOMPARE(cut.stats().confirmations, 1 + again.otherConfirmations);
        QCOMPARE(cut.stats().corrected, 1);
        QCOMPARE(labelOf(cut, *slip.input), std::optional<TestLabel>());
    }

private:
    struct Slip {
        std::optional<InputVector> input; // the input answered wrongly
        int askedBefore = 0; // questions answered before it
        int otherConfirmations = 0; // questions confirming true answers
        QString error; // what went wrong in the session, if anything
    };

    // Starts \a loop at 50 and answers truly, but for one slip: "passing" for the first input between two failing
    // answers. Asked about it again, answers \a confirmations in turn.
    static Slip answerWithASlip(ActiveOracleLearner &loop, QList<TestLabel> confirmations)
    {
        Slip slip;
        if (!loop.start({ "50" }, &slip.error))
            return slip;
        TestLabel last = TestLabel::Unknown; // the last answer about the slip's input
        while (const std::optional<OracleTest> q = loop.nextQuestion()) {
            if (q->label != TestLabel::Unknown && (!slip.input || q->input != *slip.input)) {
                // A true answer that needed a larger formula may be asked about too: it is confirmed.
                if (q->label != truth(*q)) {
                    slip.error = QStringLiteral("asked to confirm %1 as %2, not answered so")
                                     .arg(q->inputText(), testLabelName(q->label));
                    return slip;
                }
                ++slip.otherConfirmations;
                loop.answer(q->label);
                continue;
            }
            if (q->label != TestLabel::Unknown) {
                // The slip is asked about again, with what was answered last.
                if (q->label != last || confirmations.isEmpty()) {
                    slip.error = QStringLiteral("asked to confirm %1 (%2), unexpected")
                                     .arg(q->inputText(), testLabelName(q->label));
                    return slip;
                }
                last = confirmations.takeFirst();
                loop.answer(last);
                continue;
            }
            if (!slip.input && truth(*q) == TestLabel::Failing
                && betweenFailing(loop.labelledTests(), q->input.first().toLongLong())) {
                slip.input = q->input;
                slip.askedBefore = loop.stats().asked;
                last = TestLabel::Passing;
                loop.answer(last);
                continue;
            }
            loop.answer(truth(*q));
        }
        if (!confirmations.isEmpty())
            slip.error = QStringLiteral("%1 confirming answers left unasked").arg(confirmations.size());
        return slip;
    }

    static std::optional<TestLabel> labelOf(const ActiveOracleLearner &loop, const InputVector &input)
    {
        for (const OracleTest &t : loop.labelledTests())
            if (t.input == input)
                return t.label;
        return std::nullopt;
    }
};

QTEST_GUILESS_MAIN(TestOracleConfirm)
#include "tst_oracle_confirm.moc"
