// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"
#include "language/languagebackend.h"
#include "qualityreport.h"

#include <QHash>
#include <QSet>
#include <QString>

namespace StepWise {

/*!
 * AstroBR's S2R quality assessment (AstroBR §III-D): identifies the S2R sentences, extracts the
 * individual steps (rejoining a label the extraction split, "Save and Exit", when \a model shows it:
 * StepExtractor::rejoinLabels(); a step opening the app by its name, "Open Mileage Tracker", opens the app:
 * StepExtractor::markAppOpenings()), maps them onto \a model by the backend-guided DFS from the Start state (a step
 * whose clause names the screen it happens on, "press Back while viewing the Preferences", "tap Save in the Settings
 * screen", maps on that screen only, when it can be done there: the screens the clause's words name, see
 * ComponentText::screenWords(); an open-app step after the app is open, "2. Open GnuCash" after "1. Start the app",
 * maps to the Start state's open-app interaction and goes on from the screen it opens), labels
 * each step CS / AS / VM (AS also for a creating step, "Add a split", whose interaction opens a form
 * asking for the created thing: the click and the typing, §VI-A), and fills the gaps between mapped
 * steps with shortest-path missing interactions (MS). When no step before the first mapped one was found (VM),
 * the gap's "Open the app" is missing before the first step: nothing is done in the app before it opens. A gap after
 * a mapped step is only named in the step's message, not claimed as missing steps, when the step's mapping rests on
 * few of its words or the report tells eight steps or more (a reporter writing step by step writes what was done).
 *
 * Not thread-safe; use one instance per thread. The backend must outlive the assessor. The word sets of a
 * model's components that the VM messages consult are built once per model content and shared by all
 * assessors (thread-safe), so the live annotator's repeated assessments of one model reuse them.
 */
class QualityAssessor
{
public:
    struct Options {
        /*! Reporter's choices for ambiguous steps: step key (see pinKey()) → interaction id.
         *  A pinned step maps to that interaction only, when it is among the candidates. */
        QHash<QString, QString> pinnedInteractions;
        /*! Steps the reporter inserted by accepting suggested missing steps, as inserted (the suggestion's
         *  sentence). A step whose phrase is one of them (compared by acceptedKey()) does not count towards a
         *  report told step by step: a gap after it is still suggested as missing steps, so accepting one
         *  suggestion does not withdraw the others. */
        QSet<QString> acceptedSteps;
        /*! Upper bound on (screen, step) expansions, so a huge model cannot stall the worker. */
        int maxExpansions = 20000;
        /*! Longest sentence read for steps, in UTF-16 code units: a longer one (a dump with no full stop) is not
         *  read, and the report is marked QualityReport::truncated. */
        static constexpr qsizetype MaxSentenceLength = 2000;
        /*! Prose sentences read for steps at most; those after them are not read, and the report is truncated. */
        static constexpr qsizetype MaxSentences = 1000;
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

    /*!
     * As assess(), for text already split into \a sentences (e.g. the AstroBR `<id>: <sentence>` form
     * read by parseLabelledReport(), so sentence ids match the data's). \a reportText is what the
     * sentences' offsets refer to; it may be empty when they carry none.
     */
    QualityReport assessSentences(const QList<Sentence> &sentences, const QString &reportText,
                                  const ExecutionModel &model, const Options &options,
                                  const CancelCheck &canceled = {});

    /*!
     * The traversal and labelling of §III-D2/§III-D3 alone, for individual steps already extracted:
     * QualityReport::sentences stays empty. Calls only LanguageBackend::mapStep().
     */
    QualityReport assessSteps(const QList<S2RStep> &steps, const ExecutionModel &model, const Options &options,
                              const CancelCheck &canceled = {});

    /*! Key identifying a step across re-analyses of edited text: normalised action + object. */
    static QString pinKey(const S2RStep &step);
    /*! The key of Options::acceptedSteps for a step's phrase or an inserted sentence: \a text with its whitespace
     *  simplified, case folded and a final period dropped ("Click the “OK” button." → "click the “ok” button"). */
    static QString acceptedKey(const QString &text);

private:
    LanguageBackend &m_backend;
};

} // namespace StepWise
