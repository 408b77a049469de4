// SPDX-License-Identifier: GPL-3.0-or-later
#include "oracleloop.h"

namespace StepWise {

OracleLoopOptions OracleLoop::paced(OracleLoopOptions options, Answerer who, std::optional<int> deadlineMs)
{
    // A person reads each question: that time prepares the next one, and the deadline brings it within a
    // second of the answer. A program answers at once, and its questions are fixed by the seed.
    options.prepareNextQuestion = who == Answerer::Reporter;
    return withDeadline(
        options, deadlineMs.value_or(who == Answerer::Reporter ? OracleLoopOptions::ReporterQuestionDeadlineMs : 0));
}

OracleLoopOptions OracleLoop::withDeadline(OracleLoopOptions options, int deadlineMs)
{
    options.questionDeadlineMs = deadlineMs;
    if (deadlineMs <= 0)
        options.slowRunMs = 0;
    return options;
}

OracleLoop::OracleLoop(SubjectRunner program, const OracleLoopOptions &options)
    : m_learner(std::move(program), options)
    , m_budget(options.budget)
{
}

bool OracleLoop::start(const InputVector &failing, QString *error, const QByteArray &expectedOutput)
{
    m_sinceAnswer.start();
    return m_learner.start(failing, error, expectedOutput);
}

OracleStepResult OracleLoop::answer(const OracleAnswer &answer, const CancelCheck &canceled)
{
    m_sinceAnswer.start();
    m_learner.answer(answer.label, answer.expectedOutput);
    return next(canceled);
}

OracleStepResult OracleLoop::next(const CancelCheck &canceled)
{
    OracleStepResult r;
    r.budget = m_budget;
    if (const std::optional<OracleTest> q = m_learner.nextQuestion(canceled)) {
        r.hasQuestion = true;
        r.question = *q;
    } else {
        r.stopReason = m_learner.stopReason();
    }
    r.elapsedMs = m_sinceAnswer.elapsed();
    r.stats = m_learner.stats();
    r.oracle = m_learner.oracle();
    r.tests = m_learner.labelledTests();
    r.warnings = m_learner.warnings();
    return r;
}

} // namespace StepWise
