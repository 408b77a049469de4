// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "activeoraclelearner.h"
#include "oracleformula.h"
#include "oracletypes.h"
#include "subjectrunner.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace StepWise {

/*! What one step of the question/answer loop hands back: copies only, so that it may cross threads. */
struct OracleStepResult {
    quint64 generation = 0; ///< OracleSession's request generation; 0 outside a session
    QString error; ///< OracleSession: why the start failed (the program cannot run, prints no number, …); nothing else
                   ///< is set
    bool hasQuestion = false;
    OracleTest question; ///< its label is the earlier answer for a confirming question, else Unknown
    QString stopReason; ///< why the loop stopped, when there is no question
    int budget = 0; ///< questions the reporter answers at most (OracleLoopOptions::budget)
    qint64 elapsedMs = 0; ///< the step's wall time: from the answer (or start) to the question being ready, ms
    OracleLoopStats stats;
    OracleFormula oracle;
    QList<OracleTest> tests; ///< the labelled tests, the failing one first
    QStringList warnings;
};

/*! A reporter's answer to a question: the label and, when known (a reference program), the expected output. */
struct OracleAnswer {
    TestLabel label = TestLabel::Unknown;
    QByteArray expectedOutput;
};

/*!
 * The oracle's question → answer → relearn loop, one step at a time, for every driver: the window's
 * OracleSession (steps on the thread pool), `oracle learn` (a person on stdin or a reference program) and
 * OracleEvaluator (the golden program). A step is the search for the next question after start() or an
 * answer(); its result says the question or why the loop stopped, and what was learned. Drivers differ only
 * in who answers and in the pacing they choose with paced(), so deadlines, confirming questions and the
 * loop's run cache behave the same everywhere.
 *
 * Not thread-safe except cancel(); run the steps on one thread at a time.
 */
class OracleLoop
{
public:
    enum class Answerer {
        Reporter, ///< a person reads each question: prepare the next one meanwhile, and ask within the reporter
                  ///< deadline
        Program, ///< a program answers at once: no preparing, no deadline, so the seed alone fixes the questions
    };
    /*! \a options with prepareNextQuestion set for \a who and, through withDeadline(), the question deadline
     *  \a deadlineMs (ms; 0: none), by default the one \a who gets. */
    static OracleLoopOptions paced(OracleLoopOptions options, Answerer who,
                                   std::optional<int> deadlineMs = std::nullopt);
    /*!
     * \a options with the question deadline \a deadlineMs (ms; 0: none). Without a deadline no input is set aside
     * for a slow run either (slowRunMs 0): how long a run takes depends on the machine's load, so that only then
     * does the seed alone fix the questions, whatever else the machine is doing.
     */
    static OracleLoopOptions withDeadline(OracleLoopOptions options, int deadlineMs);

    OracleLoop(SubjectRunner program, const OracleLoopOptions &options);

    /*! Runs the program on \a failing (\a expectedOutput: what it should print, when known) and learns the first
     *  oracle; next() then finds the first question. \returns false with \a error set when the program cannot
     *  run or prints no number there. */
    bool start(const InputVector &failing, QString *error, const QByteArray &expectedOutput = {});
    /*! The search for the next question (the first after start()); one step of the loop. */
    OracleStepResult next(const CancelCheck &canceled = {});
    /*! The reporter's answer to the last question (relearning), then next(). */
    OracleStepResult answer(const OracleAnswer &answer, const CancelCheck &canceled = {});
    /*! Stops a running step from another thread; it returns without a question. */
    void cancel() { m_learner.cancel(); }
    /*! The learner, for what a driver reports beyond the step results (the failing input's run). */
    const ActiveOracleLearner &learner() const { return m_learner; }

private:
    ActiveOracleLearner m_learner;
    QElapsedTimer m_sinceAnswer; // from the answer (or start()) on, for OracleStepResult::elapsedMs
    int m_budget = 0;
};

} // namespace StepWise
