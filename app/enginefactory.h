// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysisworker.h"

namespace StepWise::Engine {

/*! Opens a SqliteGraphStore on \a databasePath with a connection of its own ("graph-worker-<uuid>"),
 *  on the thread that calls the factory. */
AnalysisWorker::StoreFactory sqliteStore(const QString &databasePath);

/*! QualityAssessor over the embedded OfflineAnalyzer (seed 000 §III), created on the worker thread. */
AnalysisWorker::AssessFactory offlineAssessor();

} // namespace StepWise::Engine
