// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginefactory.h"

#include "graph/pggraphstore.h"
#include "graph/sqlitegraphstore.h"
#include "language/memoizingbackend.h"
#include "language/offlineanalyzer.h"
#include "quality/qualityassessor.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMutexLocker>
#include <QUuid>

namespace StepWise::Engine {

AnalysisWorker::StoreFactory graphStore(const QString &databasePath)
{
    return [databasePath](QString *error) -> std::unique_ptr<GraphStore> {
        // A file, or a team's PostgreSQL database (a postgresql:// URL, PgGraphStore).
        std::unique_ptr<SqlGraphStore> store = SqlGraphStore::create(
            databasePath, QStringLiteral("graph-worker-") + QUuid::createUuid().toString(QUuid::WithoutBraces));
        // The analysis only reads: a read-only store is no obstacle. The window's first start creates the store.
        const auto access = QFileInfo::exists(databasePath) || PgGraphStore::isUrl(databasePath)
            ? SqlGraphStore::Access::ReadOnly
            : SqlGraphStore::Access::ReadWrite;
        if (!store->open(access)) {
            *error = store->lastError();
            return nullptr;
        }
        return store;
    };
}

AnalysisWorker::AssessFactory offlineAssessor()
{
    return [] {
        // Remembers each step's matches between edits: only the edited steps are matched again.
        auto backend = std::make_shared<MemoizingBackend>(std::make_unique<OfflineAnalyzer>());
        auto assessor = std::make_shared<QualityAssessor>(*backend);
        return [backend, assessor](const QString &text, const ExecutionModel &model,
                                   const QualityAssessor::Options &options, const CancelCheck &canceled) {
            backend->prepare(model); // a model just opened is looked up before the first step is typed
            return assessor->assess(text, model, options, canceled);
        };
    };
}

BackendChoice::BackendChoice(const BackendConfig &config)
    : m_config(config)
{
}

void BackendChoice::set(const BackendConfig &config)
{
    QMutexLocker lock(&m_mutex);
    m_config = config;
    ++m_revision;
}

BackendConfig BackendChoice::config(quint64 *revision) const
{
    QMutexLocker lock(&m_mutex);
    if (revision)
        *revision = m_revision;
    return m_config;
}

AnalysisWorker::AssessFactory configuredAssessor(std::shared_ptr<const BackendChoice> choice)
{
    return [choice] {
        // The worker thread starts with the window: the parser's dictionary (~0.3 s) is loaded before any report
        // is analyzed, not in the middle of the first edits.
        OfflineAnalyzer::loadSharedResources();
        // Lives on the worker thread with the Assess function: the backend (and an LLM client's
        // network thread) is built and destroyed there.
        struct State {
            quint64 revision = 0;
            std::unique_ptr<LanguageBackend> backend;
            QString unusable;
        };
        auto state = std::make_shared<State>();
        return [choice, state](const QString &text, const ExecutionModel &model,
                               const QualityAssessor::Options &options, const CancelCheck &canceled) {
            quint64 revision = 0;
            const BackendConfig config = choice->config(&revision);
            if (!state->backend || revision != state->revision) {
                state->backend.reset(); // the old client's requests end before the new one starts
                state->unusable.clear();
                QString why;
                state->backend = createLanguageBackend(config, &why);
                // The offline analyzer's matches are remembered between edits: only the edited steps are matched
                // again. (An LLM backend keeps its own cache of answers, and its usage summary reads it directly.)
                if (state->backend && config.kind == BackendConfig::Kind::Offline)
                    state->backend = std::make_unique<MemoizingBackend>(std::move(state->backend));
                if (!state->backend) {
                    state->unusable = QCoreApplication::translate(
                                          "StepWise::Engine",
                                          "The LLM backend cannot be used (%1); the offline analyzer is used instead.")
                                          .arg(why);
                    state->backend = std::make_unique<MemoizingBackend>(std::make_unique<OfflineAnalyzer>());
                }
                state->revision = revision;
            }
            QualityAssessor assessor(*state->backend);
            state->backend->prepare(model); // a model just opened is looked up before the first step is typed
            QualityReport report = assessor.assess(text, model, options, canceled);
            QStringList notes;
            if (!state->unusable.isEmpty())
                notes << state->unusable;
            if (const QString usage = backendUsageSummary(*state->backend); !usage.isEmpty())
                notes << usage;
            report.backendNotes = notes.join(u'\n');
            return report;
        };
    };
}

} // namespace StepWise::Engine
