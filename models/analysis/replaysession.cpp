// SPDX-License-Identifier: GPL-3.0-or-later
#include "replaysession.h"

#include "common/whenfinished.h"
#include "replay/adbdevice.h"

#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

namespace StepWise {

ReplaySession::ReplaySession(QObject *parent)
    : QObject(parent)
{
}

ReplaySession::~ReplaySession()
{
    ++m_generation;
    m_work.waitForFinished(); // the worker only; its watcher is a child of this session and goes with it
}

bool ReplaySession::adbAvailable()
{
    return !QStandardPaths::findExecutable(QStringLiteral("adb")).isEmpty();
}

void ReplaySession::start(const QList<Interaction> &path, const QList<Screen> &screens, const QString &package,
                          const QString &serial)
{
    stop();
    if (path.isEmpty())
        return;
    m_path = path;
    m_screens = screens;
    m_package = package;
    m_serial = serial;
    m_running = true;
    ++m_generation;
    runStep(0);
}

void ReplaySession::stop()
{
    if (!m_running)
        return;
    ++m_generation; // the running step's result is dropped
    m_running = false;
}

void ReplaySession::runStep(int index)
{
    const Interaction e = m_path.at(index);
    const Screen *src = nullptr;
    for (const Screen &s : std::as_const(m_screens)) {
        if (s.id == e.sourceId)
            src = &s;
    }
    const std::optional<Screen> source = src ? std::optional<Screen>(*src) : std::nullopt;
    const QString package = m_package, serial = m_serial;
    const quint64 generation = m_generation;
    Q_EMIT stepStarted(index);
    m_work = QtConcurrent::run([e, source, package, serial, generation] {
        StepResult r;
        r.generation = generation;
        AdbDevice device(serial);
        if (!device.connect(&r.error))
            return r;
        const std::optional<ReplayStep> step = Replayer::stepFor(e, source ? &*source : nullptr, package, &r.error);
        if (!step)
            return r;
        r.outcome = Replayer(&device).replayStep(*step);
        QString ignored; // a missing screenshot does not fail the step
        device.screencap(&r.screenPng, &ignored);
        return r;
    });
    whenFinished(m_work, this, [this, index](const StepResult &r) { onStepDone(index, r); });
}

void ReplaySession::onStepDone(int index, const StepResult &r)
{
    if (r.generation != m_generation || !m_running)
        return;
    const bool ok = r.error.isEmpty() && r.outcome.ok;
    const QString reason = !r.error.isEmpty() ? r.error : r.outcome.reason;
    const bool last = !ok || index + 1 >= m_path.size();
    if (last)
        m_running = false;
    Q_EMIT stepFinished(index, ok, reason, r.screenPng);
    if (!ok)
        Q_EMIT failed(index, reason);
    else if (last)
        Q_EMIT finished();
    else
        runStep(index + 1);
}

} // namespace StepWise
