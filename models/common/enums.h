// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaEnum>
#include <QObject>

/*!
 * Enumerations shared by every layer. They are Q_ENUM_NS so logs, JSON and tests print names
 * (QMetaEnum::valueToKey) instead of numbers.
 */
namespace StepWise {
Q_NAMESPACE

/*! The kind of a GUI interaction (an execution-model transition, or what an S2R asks for).
 *  Mirrors BURT's action codes (AstroBR §III-C; $STEPWISE_DATA/astrobr/README.md): 0 click, 1 long click,
 *  2 swipe, 5 type, 6 open app, 11 click menu, 20..23 swipe up/right/down/left. Back and Rotate
 *  are device actions that S2Rs name and CrashScope records. */
enum class ActionType {
    Unknown,
    Click,
    LongClick,
    Swipe,
    Type,
    OpenApp,
    ClickMenu,
    SwipeUp,
    SwipeRight,
    SwipeDown,
    SwipeLeft,
    Back,
    Rotate,
};
Q_ENUM_NS(ActionType)

/*! Where an interaction or screen was recorded: a manual trace (TraceReplayer, `TR`) or automatic
 *  exploration (CrashScope, `CS`). */
enum class TraceSource {
    Unknown,
    Manual,
    Automatic,
};
Q_ENUM_NS(TraceSource)

/*! AstroBR's S2R quality model (AstroBR §II, §III-D). Ordered from best to worst so sorting is
 *  meaningful; a step can carry MissingSteps together with one of the first three. */
enum class StepQuality {
    Correct, ///< CS: maps to exactly one interaction (the ground truth calls it EM)
    Ambiguous, ///< AS: maps to several interactions on one screen
    VocabularyMismatch, ///< VM: maps to no interaction of the reachable model
    MissingSteps, ///< MS: interactions are missing before this step
};
Q_ENUM_NS(StepQuality)

/*! Short label used in reports and the GUI: "CS", "AS", "VM", "MS". */
QString qualityCode(StepQuality quality);
/*! Inverse of qualityCode(); also accepts "EM" (the AstroBR ground truth's name for CS).
 *  \returns false (and leaves \a out untouched) for anything else. */
bool qualityFromCode(const QString &code, StepQuality *out);

/*! Enum value name without scope, e.g. "LongClick". */
template<typename E> QString enumName(E value)
{
    return QString::fromLatin1(QMetaEnum::fromType<E>().valueToKey(static_cast<int>(value)));
}

} // namespace StepWise
