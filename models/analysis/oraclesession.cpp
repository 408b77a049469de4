// SPDX-License-Identifier: GPL-3.0-or-later
#include "oraclesession.h"

#include "common/whenfinished.h"

#include <QtConcurrent/QtConcurrentRun>

namespace StepWise {

OracleSession::OracleSession(QObject *parent)
    : QObject(parent)
{
}

OracleSession::~OracleSession()
{
    if (m_loop)
        m_loop->cancel();
    m_running.waitForFinished();
}

void OracleSession::cancelRunning()
{
    if (m_loop)
        m_loop->cancel();
    ++m_generation; // late results of the canceled step are dropped
    m_running.waitForFinished();
}

void OracleSession::start(const QStringList &command, const InputVector &failing, const OracleLoopOptions &options)
{
    if (m_loop)
        m_loop->cancel();
    m_running.waitForFinished();
    m_loop = std::make_shared<OracleLoop>(SubjectRunner(command), options);
    ++m_generation;
    runStep([failing](OracleLoop &loop) {
        QString error;
        if (!loop.start(failing, &error)) {
            OracleStepResult r;
            r.error = error;
            return r;
        }
        return loop.next();
    });
}

void OracleSession::answer(TestLabel label)
{
    if (!m_loop || isBusy())
        return;
    runStep([label](OracleLoop &loop) { return loop.answer({ label, {} }); });
}

void OracleSession::stop()
{
    if (m_loop)
        cancelRunning();
}

void OracleSession::end()
{
    cancelRunning();
    m_loop.reset();
}

void OracleSession::runStep(std::function<OracleStepResult(OracleLoop &)> step)
{
    const std::shared_ptr<OracleLoop> loop = m_loop;
    const quint64 generation = m_generation;
    m_running = QtConcurrent::run([loop, generation, step = std::move(step)] {
        OracleStepResult r = step(*loop);
        r.generation = generation;
        return r;
    });
    whenFinished(m_running, this, [this](const OracleStepResult &r) {
        if (r.generation != m_generation)
            return;
        if (!r.error.isEmpty()) {
            m_loop.reset();
            Q_EMIT failed(r.error);
            return;
        }
        Q_EMIT stepFinished(r);
    });
}

} // namespace StepWise
