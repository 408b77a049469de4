// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/enums.h"

#include <QList>
#include <QString>

namespace StepWise {

/*! One sentence of a bug report (AstroBR §III-A). */
struct Sentence {
    QString id; ///< "0" for the title, "k.m" for sentence m of paragraph k (the AstroBR data's ids)
    QString text; ///< the sentence, whitespace as written
    qsizetype offset = -1; ///< UTF-16 offset of the first character in the report text; -1 if unknown
    qsizetype length = 0; ///< UTF-16 length in the report text
    bool isTitle = false;
    bool isCode = false; ///< inside a code or log block: never a step
    bool isHeading = false; ///< written as a Markdown heading ("#### Environment"); text has no '#'
    bool isS2R = false; ///< set by LanguageBackend::identifyS2R()
    /*! Set with isS2R: an item of a list of steps that names only what is acted on ("2. Settings", "3 back arrow"
     *  between items 2 and 4): a click on it. */
    bool isLabelItem = false;
};

/*! An individual S2R in AstroBR's `[action][object][preposition][object2]` form (AstroBR §III-B). */
struct S2RStep {
    QString sentenceId; ///< Sentence::id it was extracted from
    QString text; ///< the phrase as the reporter wrote it
    qsizetype offset = -1; ///< UTF-16 offset of the phrase in the report text; -1 if unknown
    qsizetype length = 0;
    ActionType action = ActionType::Unknown; ///< normalised action (click/tap/press/select → Click …)
    QString verb; ///< the verb as written, e.g. "tapped"
    QString object; ///< GUI component or target, e.g. "the Angle box"
    QString preposition; ///< e.g. "on", "as", "in"; may be empty
    QString object2; ///< e.g. "this page"; may be empty
    QString value; ///< typed value for Type steps, e.g. "102.9"
    /*! The text between the previous step of the same sentence and this one when it is a bare "and" or
     *  "&" (" and " for the "Done" of "Click Next and Done"); else empty. A model can rejoin such steps
     *  into one label ("Save and Exit"): StepExtractor::rejoinLabels(). */
    QString joiner;
    /*! Whether the step before opens a menu ("Open the menu and tap Export": StepMatcher::openedMenu()), so this
     *  step picks an entry of it; QualityAssessor sets it. The offline analyzer then reads a click recorded
     *  behind the open drawer as the drawer's entry (MatchContext::drawerEntry). */
    bool afterMenuOpening = false;
    /*! How often the reporter says to do it: 2 for "tap Next twice", 3 for "three times", 2 for "several times"; 1 when
     *  no count is written. A step done more than once takes that many interactions (AstroBR §II: AS). */
    int repeats = 1;

    /*! "[click] [the Angle box] [in] [the dialog]" — the paper's bracket notation. */
    QString bracketForm() const;
};

} // namespace StepWise
