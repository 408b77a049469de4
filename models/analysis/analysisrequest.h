// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"
#include "quality/qualityreport.h"

#include <QHash>
#include <QMetaType>
#include <QSet>
#include <QString>

#include <memory>

namespace StepWise {

/*!
 * One request to analyse the report text, built from copies only so it can cross to the worker
 * thread. \a generation grows with every change of the inputs; the worker and the
 * controller use it to drop superseded work.
 */
struct AnalysisRequest {
    quint64 generation = 0; ///< > 0 for a real request
    QString text; ///< the report as typed; the result's offsets refer to it
    QString appVersion; ///< execution model to assess against (GraphStore::appVersions())
    QHash<QString, QString> pinnedInteractions; ///< QualityAssessor::pinKey() → interaction id
    QSet<QString> acceptedSteps; ///< QualityAssessor::Options::acceptedSteps

    bool isValid() const { return generation > 0 && !appVersion.isEmpty(); }
};

/*!
 * What the worker sends back for one request: the assessment plus the (shared, immutable) model
 * it was computed on, so the GUI can show screens and component bounds without another load.
 */
struct AnalysisResult {
    quint64 generation = 0;
    QString text; ///< the analysed text (copy of AnalysisRequest::text)
    QString appVersion;
    QualityReport report;
    std::shared_ptr<const ExecutionModel> model; ///< null when the model could not be loaded
    QString error; ///< translated message when the analysis failed; empty on success
    bool storeProblem = false; ///< \a error is the store's (e.g. damaged: the model cannot be read), not the report's

    bool isValid() const { return generation > 0 && error.isEmpty() && model != nullptr; }
};

} // namespace StepWise

Q_DECLARE_METATYPE(StepWise::AnalysisRequest)
Q_DECLARE_METATYPE(StepWise::AnalysisResult)
