// SPDX-License-Identifier: GPL-3.0-or-later
#include "oraclesession.h"

#include "common/whenfinished.h"
#include "oracle/subjectrunner.h"

#include <QtConcurrent/QtConcurrentRun>

namespace StepWise {

OracleSession::OracleSession(QObject *parent)
    : QObject(parent)
{
}

OracleSession::~OracleSession()
{
    if (m_learner)
        m_learner->cancel();
    m_running.waitForFinished();
}

void OracleSession::cancelRunning()
{
    if (m_learner)
        m_learner->cancel();
    ++m_generation; // late results of the canceled step are dropped
    m_running.waitForFinished();
}

void OracleSession::start(const QStringList &command, const InputVector &failing, const OracleLoopOptions &options)
{
    if (m_learner)
        m_learner->cancel();
    m_running.waitForFinished();
    m_learner = std::make_shared<ActiveOracleLearner>(SubjectRunner(command), options);
    m_budget = options.budget;
    ++m_generation;
    runStep([failing](ActiveOracleLearner &l) {
        QString error;
        l.start(failing, &error);
        return error;
    });
}

void OracleSession::answer(TestLabel label)
{
    if (!m_learner || isBusy())
        return;
    runStep([label](ActiveOracleLearner &l) {
        l.answer(label);
        return QString();
    });
}

void OracleSession::stop()
{
    if (m_learner)
        cancelRunning();
}

void OracleSession::end()
{
    cancelRunning();
    m_learner.reset();
}

void OracleSession::runStep(std::function<QString(ActiveOracleLearner &)> before)
{
    const std::shared_ptr<ActiveOracleLearner> learner = m_learner;
    const quint64 generation = m_generation;
    const int budget = m_budget;
    m_running = QtConcurrent::run([learner, generation, budget, before = std::move(before)] {
        OracleStepResult r;
        r.generation = generation;
        r.budget = budget;
        r.error = before(*learner);
        if (r.error.isEmpty()) {
            if (const std::optional<OracleTest> q = learner->nextQuestion()) {
                r.hasQuestion = true;
                r.question = *q;
            } else {
                r.stopReason = learner->stopReason();
            }
        }
        r.asked = learner->stats().asked;
        r.clauses = learner->oracle().clauseCount();
        r.halfSpaces = learner->oracle().halfSpaceCount();
        r.predictedFailureRate = learner->stats().predictedFailureRate;
        r.agreement = learner->stats().agreement;
        r.oracle = learner->oracle();
        r.tests = learner->labelledTests();
        r.warnings = learner->warnings();
        return r;
    });
    whenFinished(m_running, this, [this](const OracleStepResult &r) {
        if (r.generation != m_generation)
            return;
        if (!r.error.isEmpty()) {
            m_learner.reset();
            Q_EMIT failed(r.error);
            return;
        }
        Q_EMIT stepFinished(r);
    });
}

} // namespace StepWise
