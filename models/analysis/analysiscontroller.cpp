// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysiscontroller.h"

#include <limits>

namespace StepWise {

AnalysisController::AnalysisController(AnalysisWorker::StoreFactory storeFactory,
                                       AnalysisWorker::AssessFactory assessFactory, QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<AnalysisRequest>();
    qRegisterMetaType<AnalysisResult>();
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(300);
    connect(&m_debounce, &QTimer::timeout, this, &AnalysisController::analyzeNow);

    m_thread.setObjectName(QStringLiteral("graph-worker"));
    auto *worker = new AnalysisWorker(std::move(storeFactory), std::move(assessFactory), m_latest);
    worker->moveToThread(&m_thread);
    m_worker = worker;
    connect(&m_thread, &QThread::started, worker, &AnalysisWorker::start);
    connect(&m_thread, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &AnalysisWorker::resultReady, this, &AnalysisController::onResult);
    connect(worker, &AnalysisWorker::statusChanged, this, &AnalysisController::statusChanged);
    connect(worker, &AnalysisWorker::failed, this, &AnalysisController::failed);
    connect(worker, &AnalysisWorker::screenshotLoaded, this, &AnalysisController::screenshotReady);
    connect(worker, &AnalysisWorker::appVersionsChanged, this, [this](const QStringList &versions) {
        m_appVersions = versions;
        Q_EMIT appVersionsChanged(versions);
    });
    m_thread.start();
}

AnalysisController::~AnalysisController()
{
    // Cancel whatever runs, then let the thread's event loop finish (it deletes the worker).
    m_latest->store(std::numeric_limits<quint64>::max());
    m_thread.quit();
    m_thread.wait();
}

void AnalysisController::bumpGeneration()
{
    ++m_generation;
    m_latest->store(m_generation);
}

void AnalysisController::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    bumpGeneration();
    m_debounce.start();
}

void AnalysisController::setAppVersion(const QString &appVersion)
{
    if (appVersion == m_appVersion)
        return;
    m_appVersion = appVersion;
    bumpGeneration();
    analyzeNow();
}

void AnalysisController::setPinnedInteractions(const QHash<QString, QString> &pins)
{
    if (pins == m_pins)
        return;
    m_pins = pins;
    bumpGeneration();
    analyzeNow();
}

void AnalysisController::setAcceptedSteps(const QSet<QString> &accepted)
{
    if (accepted == m_accepted)
        return;
    m_accepted = accepted;
    bumpGeneration();
    analyzeNow();
}

quint64 AnalysisController::analyzeNow()
{
    m_debounce.stop();
    if (m_appVersion.isEmpty() || !m_worker)
        return 0;
    AnalysisRequest request;
    request.generation = m_generation == 0 ? (bumpGeneration(), m_generation) : m_generation;
    request.text = m_text;
    request.appVersion = m_appVersion;
    request.pinnedInteractions = m_pins;
    request.acceptedSteps = m_accepted;
    m_pendingGeneration = request.generation;
    ++m_requestsSent;
    QPointer<AnalysisWorker> worker = m_worker;
    QMetaObject::invokeMethod(
        worker, [worker, request] { worker->analyze(request); }, Qt::QueuedConnection);
    Q_EMIT requestSent(request.generation);
    return request.generation;
}

quint64 AnalysisController::reanalyze()
{
    bumpGeneration();
    return analyzeNow();
}

void AnalysisController::onResult(const AnalysisResult &result)
{
    if (result.generation != m_generation) {
        Q_EMIT staleResultDropped(result.generation);
        return;
    }
    m_pendingGeneration = 0;
    m_lastResult = result;
    Q_EMIT resultReady(result);
}

void AnalysisController::modelsChanged(const QString &appVersion)
{
    QPointer<AnalysisWorker> worker = m_worker;
    QMetaObject::invokeMethod(
        worker,
        [worker, appVersion] {
            worker->invalidate(appVersion);
            worker->refreshAppVersions();
        },
        Qt::QueuedConnection);
    if (!m_appVersion.isEmpty() && (appVersion.isEmpty() || appVersion == m_appVersion)) {
        bumpGeneration();
        analyzeNow();
    }
}

void AnalysisController::requestScreenshot(const QString &appVersion, const QString &screenId)
{
    QPointer<AnalysisWorker> worker = m_worker;
    QMetaObject::invokeMethod(
        worker, [worker, appVersion, screenId] { worker->loadScreenshot(appVersion, screenId); }, Qt::QueuedConnection);
}

} // namespace StepWise
