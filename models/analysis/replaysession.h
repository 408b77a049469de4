// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"
#include "replay/replayer.h"

#include <QFuture>
#include <QList>
#include <QObject>

namespace StepWise {

/*!
 * Replays a reproduction path on an attached device (Rx's TryReplay: Replayer over AdbDevice), one step at a
 * time off the GUI thread. Each step connects to the device, replays, and takes a screenshot on the thread pool;
 * its result reaches the session's thread by a queued signal. The next step starts only after the previous one
 * succeeded; the first failure ends the replay.
 *
 * Generations, as AnalysisController: stop() and start() bump the generation, so a step still running is left
 * to finish and its result dropped. The destructor waits for that step (an adb call is bounded by AdbDevice's
 * timeouts). QtCore only: the screenshot comes as PNG bytes.
 */
class ReplaySession : public QObject
{
    Q_OBJECT
public:
    explicit ReplaySession(QObject *parent = nullptr);
    ~ReplaySession() override;

    /*! Whether adb is on PATH; without it start() fails at once. */
    static bool adbAvailable();

    /*!
     * Replays \a path (interactions in order) of app \a package on the device with \a serial (empty: the only
     * attached one). \a screens are the recorded screens the interactions start from (looked up by
     * Interaction::sourceId for their hierarchyXml). Stops a running replay first. An empty path does nothing.
     */
    void start(const QList<Interaction> &path, const QList<Screen> &screens, const QString &package,
               const QString &serial);
    /*! Stops the replay: the running step's result is dropped. No-op when none runs. */
    void stop();
    bool isRunning() const { return m_running; }
    /*! The number of steps of the running (or last) replay. */
    int stepCount() const { return int(m_path.size()); }

Q_SIGNALS:
    /*! Step \a index (from 0) of stepCount() is sent to the device. */
    void stepStarted(int index);
    /*! Step \a index ended: \a ok, and \a reason how it was replayed or why not (translated; a device-level
     *  failure such as "no device attached" too). \a screenPng is the device's screen afterwards, empty when
     *  none could be taken. */
    void stepFinished(int index, bool ok, const QString &reason, const QByteArray &screenPng);
    /*! Every step was replayed. */
    void finished();
    /*! Step \a index could not be replayed (\a reason as in stepFinished()); the replay ended there. */
    void failed(int index, const QString &reason);

private:
    struct StepResult {
        quint64 generation = 0;
        StepOutcome outcome;
        QByteArray screenPng;
        QString error; ///< device-level failure (no adb, no device, no replayable step)
    };
    void runStep(int index);
    void onStepDone(int index, const StepResult &result);

    QList<Interaction> m_path;
    QList<Screen> m_screens;
    QString m_package;
    QString m_serial;
    quint64 m_generation = 0;
    bool m_running = false;
    QFuture<StepResult> m_work; ///< the running step; waited for in the destructor
};

} // namespace StepWise
