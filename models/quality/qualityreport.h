// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/enums.h"
#include "language/report.h"
#include "replay/deviceprofile.h"
#include "replay/replayplanner.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace StepWise {

/*! An interaction the reporter did not write but that reproduction needs (MS, AstroBR §III-D2). */
struct MissingInteraction {
    QString interactionId;
    ActionType action = ActionType::Unknown;
    QString componentText; ///< the component's label: text, else content-description, else resource-id words
    QString componentClass;
    QString sourceScreenId; ///< screen the interaction is performed on
    QString sourceScreenName; ///< the screen's recorded name ("AccountsActivity(Window=Main)"); shown to a reporter
                              ///< only as ComponentText::screenTitle()
    QString description; ///< ready-to-insert step, e.g. `Click the "Next" button`
};

/*! The assessment of one individual S2R (AstroBR §III-D3). */
struct StepAssessment {
    S2RStep step;
    QList<StepQuality>
        labels; ///< one of CS/AS/VM, plus MS when missingBefore is not empty; none for a rotation (not checkable)
    QStringList mappedInteractionIds; ///< 1 for CS, ≥ 2 for AS, 0 for VM
    QString screenId; ///< screen the step was mapped on; empty for VM
    QList<MissingInteraction> missingBefore; ///< to perform before this step, in order
    QString message; ///< explanation for the reporter
    /*! How sure the mapping is, in [0, 1]: the match score of the interaction it maps to (AstroBR §III-D1; 1 when
     *  the reporter pinned it, StepMatcher::Threshold when only the path explains it); 0 when unmapped. */
    double confidence = 0;

    bool hasLabel(StepQuality q) const { return labels.contains(q); }
};

/*! The reproduction path as adb commands for one target device; ReproductionPlan::plan() fills it. Not part of
 *  the assessment: an export receives it beside the QualityReport (ExportAttachments), from the replay target. */
struct ReplayPlan {
    DeviceProfile source; ///< the device the model was recorded on
    DeviceProfile target; ///< the device to replay on; not valid when there is no plan
    QList<PlannedCommand> commands; ///< in path order; PlannedCommand::step indexes the reproduction path

    bool isValid() const { return target.isValid(); }
};

/*! The quality report of one bug report against one execution model. */
struct QualityReport {
    QString appVersion;
    QString backend; ///< LanguageBackend::name()
    QList<Sentence> sentences; ///< all sentences, isS2R set
    QList<StepAssessment> steps; ///< in reading order
    QStringList pathInteractionIds; ///< the whole reproduction path, open app first
    int analyzerCalls = 0;
    qint64 elapsedMs = 0;
    bool canceled = false;
    /*! The result is partial: QualityAssessor::Options::maxExpansions was reached, or sentences were not read
     *  (unreadSentences). */
    bool truncated = false;
    /*! Prose sentences not read for steps: longer than QualityAssessor::Options::MaxSentenceLength, or past the
     *  first MaxSentences (a pasted dump). */
    int unreadSentences = 0;
    /*! When canceled or truncated: index into steps of the first step the search never reached (it and all
     *  after it have no labels); -1 when every step was tried. */
    int uncheckedFrom = -1;
    /*! What the language backend spent on this report and why it fell back, one line each (the GUI's
     *  status; backendUsageSummary() of models/llm); empty for the offline analyzer. */
    QString backendNotes;
};

} // namespace StepWise
