// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysisworker.h"

#include <QElapsedTimer>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcAnalysis, "stepwise.analysis", QtWarningMsg)

namespace StepWise {

AnalysisWorker::AnalysisWorker(StoreFactory storeFactory, AssessFactory assessFactory,
                               std::shared_ptr<std::atomic<quint64>> latestGeneration)
    : m_storeFactory(std::move(storeFactory))
    , m_assessFactory(std::move(assessFactory))
    , m_latest(std::move(latestGeneration))
{
}

AnalysisWorker::~AnalysisWorker() = default;

void AnalysisWorker::start()
{
    Q_EMIT statusChanged(tr("Opening the model store…"));
    m_store = m_storeFactory ? m_storeFactory(&m_storeError) : nullptr;
    if (!m_store) {
        if (m_storeError.isEmpty())
            m_storeError = tr("No model store is configured.");
        qCInfo(lcAnalysis) << "store unavailable:" << m_storeError; // failed() reports it to the user
        Q_EMIT failed(m_storeError);
    }
    if (m_assessFactory)
        m_assess = m_assessFactory();
    refreshAppVersions();
    Q_EMIT statusChanged(tr("Idle"));
}

bool AnalysisWorker::isStale(quint64 generation) const
{
    return generation < m_latest->load();
}

std::shared_ptr<const ExecutionModel> AnalysisWorker::model(const QString &appVersion, QString *error)
{
    if (const auto cached = m_models.value(appVersion))
        return cached;
    if (!m_store) {
        *error = m_storeError;
        return nullptr;
    }
    Q_EMIT statusChanged(tr("Loading the model of %1…").arg(appVersion));
    std::optional<ExecutionModel> loaded = m_store->load(appVersion);
    if (!loaded) {
        *error = tr("Cannot load the model of %1: %2").arg(appVersion, m_store->lastError());
        return nullptr;
    }
    auto shared = std::make_shared<const ExecutionModel>(std::move(*loaded));
    m_models.insert(appVersion, shared);
    return shared;
}

void AnalysisWorker::analyze(const AnalysisRequest &request)
{
    // Requests queue up while an assessment runs; only the newest one is worth doing.
    if (!request.isValid() || isStale(request.generation))
        return;
    AnalysisResult result;
    result.generation = request.generation;
    result.text = request.text;
    result.appVersion = request.appVersion;
    result.model = model(request.appVersion, &result.error);
    if (!result.model) {
        result.storeProblem = true;
        Q_EMIT resultReady(result);
        Q_EMIT statusChanged(tr("Idle"));
        return;
    }
    if (!m_assess) {
        result.error = tr("No assessor is configured.");
        Q_EMIT resultReady(result);
        return;
    }
    if (isStale(request.generation))
        return;
    Q_EMIT statusChanged(tr("Assessing the report against %1…").arg(request.appVersion));
    const quint64 generation = request.generation;
    const CancelCheck canceled = [this, generation] { return isStale(generation); };
    QElapsedTimer clock;
    clock.start();
    QualityAssessor::Options options;
    options.pinnedInteractions = request.pinnedInteractions;
    options.acceptedSteps = request.acceptedSteps;
    result.report = m_assess(request.text, *result.model, options, canceled);
    ++m_assessmentsRun;
    if (result.report.elapsedMs == 0)
        result.report.elapsedMs = clock.elapsed();
    Q_EMIT statusChanged(tr("Idle"));
    if (result.report.canceled)
        return;
    Q_EMIT resultReady(result);
}

void AnalysisWorker::refreshAppVersions()
{
    const QStringList versions = m_store ? m_store->appVersions() : QStringList {};
    // Read before anything else uses the store: the next call clears its error.
    if (m_store && !m_store->lastError().isEmpty())
        Q_EMIT failed(tr("Cannot read the model store: %1").arg(m_store->lastError()));
    Q_EMIT appVersionsChanged(versions);
}

void AnalysisWorker::invalidate(const QString &appVersion)
{
    if (appVersion.isEmpty())
        m_models.clear();
    else
        m_models.remove(appVersion);
}

void AnalysisWorker::loadScreenshot(const QString &appVersion, const QString &screenId)
{
    Q_EMIT screenshotLoaded(appVersion, screenId, m_store ? m_store->screenshot(appVersion, screenId) : QByteArray {});
}

} // namespace StepWise
