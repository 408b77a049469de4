// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"
#include "language/languagebackend.h"
#include "qualityreport.h"

#include <QHash>
#include <QString>

namespace StepWise {

/*!
 * AstroBR's S2R quality assessment (seed 000 §III-D): identifies the S2R sentences, extracts the
 * individual steps, maps them onto \a model by the backend-guided DFS from the Start state, labels
 * each step CS / AS / VM, and fills the gaps between mapped steps with shortest-path missing
 * interactions (MS).
 *
 * Not thread-safe; use one instance per thread. The backend must outlive the assessor.
 */
class QualityAssessor
{
public:
    struct Options {
        /*! Reporter's choices for ambiguous steps: step key (see pinKey()) → interaction id.
         *  A pinned step maps to that interaction only, when it is among the candidates. */
        QHash<QString, QString> pinnedInteractions;
        /*! Upper bound on (screen, step) expansions, so a huge model cannot stall the worker. */
        int maxExpansions = 20000;
    };

    explicit QualityAssessor(LanguageBackend &backend);

    /*!
     * Assesses \a reportText (plain text as typed; UTF-16 offsets in the result refer to it) against
     * \a model (must contain a Start screen). Returns the report; when \a canceled fires, returns
     * early with QualityReport::canceled set. A model without a Start screen yields every step VM
     * and a report whose steps say why.
     */
    QualityReport assess(const QString &reportText, const ExecutionModel &model, const Options &options,
                         const CancelCheck &canceled = {});

    /*! Key identifying a step across re-analyses of edited text: normalised action + object. */
    static QString pinKey(const S2RStep &step);

private:
    LanguageBackend &m_backend;
};

} // namespace StepWise
