// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "oracle/oracleloop.h"

#include <QFuture>
#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>

namespace StepWise {

/*!
 * One oracle-learning session with the reporter as the oracle (Learn2fix §III, Algorithm 1): an OracleLoop
 * (the steps `oracle learn` and the evaluation take too) driven one step at a time on the thread pool. A step
 * is the loop's start (or an answer) and the search for the next question; its result reaches the session's
 * thread by stepFinished().
 *
 * Generations, as AnalysisController: stop(), end() and start() bump the generation and cancel the learner, so a
 * step still running is dropped; they wait for it (the learner's cancel check stops its searches within
 * moments). The destructor does the same.
 */
class OracleSession : public QObject
{
    Q_OBJECT
public:
    explicit OracleSession(QObject *parent = nullptr);
    ~OracleSession() override;

    /*! Starts a new session on the program \a command (SubjectRunner's argument list) that fails on \a failing,
     *  with \a options (paced by OracleLoop::paced()); a running one is canceled first. stepFinished() (or
     *  failed()) follows. */
    void start(const QStringList &command, const InputVector &failing, const OracleLoopOptions &options);
    /*! The reporter's answer to the question of the last stepFinished(); the next step follows. Does nothing
     *  without a session or while a step runs. */
    void answer(TestLabel label);
    /*! Stops the session: the running step is canceled and dropped; the session stays isActive(), with what it
     *  learned so far. */
    void stop();
    /*! Ends the session: as stop(), and isActive() becomes false. */
    void end();
    /*! A session was started and has not ended (nor failed). */
    bool isActive() const { return m_loop != nullptr; }
    /*! A step runs on the thread pool. */
    bool isBusy() const { return m_running.isRunning(); }

Q_SIGNALS:
    /*! A step of the current session ended: the next question, or why the loop stopped, and what was learned. */
    void stepFinished(const StepWise::OracleStepResult &result);
    /*! The session could not go on (the program cannot be run, the failing input does not fail, …; translated);
     *  it has ended (isActive() is false). */
    void failed(const QString &message);

private:
    void runStep(std::function<OracleStepResult(OracleLoop &)> step);
    void cancelRunning();

    std::shared_ptr<OracleLoop> m_loop;
    QFuture<OracleStepResult> m_running;
    quint64 m_generation = 0;
};

} // namespace StepWise
