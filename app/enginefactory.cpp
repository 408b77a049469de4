// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginefactory.h"

#include "graph/sqlitegraphstore.h"
#include "language/offlineanalyzer.h"
#include "quality/qualityassessor.h"

#include <QUuid>

namespace StepWise::Engine {

AnalysisWorker::StoreFactory sqliteStore(const QString &databasePath)
{
    return [databasePath](QString *error) -> std::unique_ptr<GraphStore> {
        auto store = std::make_unique<SqliteGraphStore>(
            databasePath, QStringLiteral("graph-worker-") + QUuid::createUuid().toString(QUuid::WithoutBraces));
        if (!store->open()) {
            *error = store->lastError();
            return nullptr;
        }
        return store;
    };
}

AnalysisWorker::AssessFactory offlineAssessor()
{
    return [] {
        auto backend = std::make_shared<OfflineAnalyzer>();
        auto assessor = std::make_shared<QualityAssessor>(*backend);
        return [backend, assessor](const QString &text, const ExecutionModel &model, const QHash<QString, QString> &pins,
                                   const CancelCheck &canceled) {
            QualityAssessor::Options options;
            options.pinnedInteractions = pins;
            return assessor->assess(text, model, options, canceled);
        };
    };
}

} // namespace StepWise::Engine
