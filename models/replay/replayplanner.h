// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deviceprofile.h"
#include "graph/executionmodel.h"

#include <QList>
#include <QString>

namespace StepWise {

/*! One adb command of a replay plan. */
struct PlannedCommand {
    int step = -1; ///< index into the reproduction path
    QString command; ///< for `adb shell`, e.g. "input tap 540 1210"
    QString comment; ///< what it does, e.g. "click \"Save\" (Button save_btn)"; translated for a GUI, never parsed
};

/*!
 * A replay plan: turns a reproduction path recorded at one screen size into adb shell
 * commands for another device profile, without a live device.
 *
 * Positions are adapted, not only scaled, because Android layouts anchor to the screen edges in dp:
 * a point in the outer quarter of an axis keeps its dp distance from that edge (toolbars, bottom
 * navigation, FABs), a point in the middle half keeps its relative position (centred and stretched
 * content). Results are clamped to the target screen. With a live device, Replayer finds the widgets
 * themselves; this plan is the device-less fallback.
 */
class ReplayPlanner
{
public:
    /*! \a action done on \a object (a component's label, may be empty), for people: "click \"Save\" (Button)",
     *  "swipe up"; the verbs of actionVerb(), translated (context StepWise::ReplayPlanner) when a translator
     *  is installed. The plan comments and Replayer's step descriptions use it; nothing parses it. */
    static QString actionText(ActionType action, const QString &object);

    /*! Maps point \a p (source px) onto the target screen (px), as described above. */
    static QPoint adaptPoint(QPoint p, const DeviceProfile &source, const DeviceProfile &target);

    /*!
     * Plans \a path (execution-model interactions in order, components with bounds in source px).
     * Clicks tap the component's centre; long clicks hold it 800 ms; typing taps then types; swipes
     * cross the component (or the screen) in the named direction; Back, ClickMenu and (long) clicks on the
     * system navigation bar's KeyButtonView (id BACK_…, HOME_…, RECENT_…, MENU_…) send key events, unless
     * pressedSystemKey() on \a source's screen rules the key out: then the recorded touch point (zero-size
     * bounds) is tapped or held instead, as for any component; a rotation
     * switches auto-rotate off once, then toggles user_rotation between portrait (0) and landscape (1),
     * starting from \a target's orientation; OpenApp launches \a package via monkey. An interaction without a component
     * position gets a comment line only ("# …"), never a guessed tap.
     */
    static QList<PlannedCommand> plan(const QList<Interaction> &path, const DeviceProfile &source,
                                      const DeviceProfile &target, const QString &package = QString());
};

} // namespace StepWise
