// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysisworker.h"
#include "llm/backendconfig.h"

#include <QMutex>

#include <memory>

namespace StepWise::Engine {

/*! Opens the store at \a databasePath (SqlGraphStore::create(): an SQLite file, or a postgresql:// URL) with a
 *  connection of its own ("graph-worker-<uuid>"), on the thread that calls the factory; read-only when it exists. */
AnalysisWorker::StoreFactory graphStore(const QString &databasePath);

/*! QualityAssessor over the embedded OfflineAnalyzer (AstroBR §III), created on the worker thread. */
AnalysisWorker::AssessFactory offlineAssessor();

/*!
 * The language backend the analysis worker is to use. The GUI thread set()s it when the
 * settings change; the worker thread reads it before every assessment. Thread-safe.
 */
class BackendChoice
{
public:
    explicit BackendChoice(const BackendConfig &config = BackendConfig());

    /*! Replaces the configuration; the next assessment builds a new backend from it. */
    void set(const BackendConfig &config);
    /*! The current configuration; \a revision (optional) receives its number, which grows with each set(). */
    BackendConfig config(quint64 *revision = nullptr) const;

private:
    mutable QMutex m_mutex;
    BackendConfig m_config;
    quint64 m_revision = 1;
};

/*!
 * QualityAssessor over the backend \a choice names, created on the worker thread by
 * createLanguageBackend() (models/llm) and rebuilt there when the choice's revision changed. An LLM
 * configuration that cannot be used (no model, non-loopback URL in local-only mode, …) falls back to
 * the OfflineAnalyzer. Each QualityReport carries QualityReport::backendNotes: that fallback, then
 * backendUsageSummary() (calls, cache hits, tokens, cost and every fallback of the report).
 */
AnalysisWorker::AssessFactory configuredAssessor(std::shared_ptr<const BackendChoice> choice);

} // namespace StepWise::Engine
