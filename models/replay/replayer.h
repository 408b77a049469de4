// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"
#include "replayevent.h"
#include "viewtree.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace StepWise {

class Device;

/*! One recorded step: the event and the screen it was performed on (Rx §"Record": e.type,
 *  e.params, e.context.UI). */
struct ReplayStep {
    ReplayEvent event; ///< recorded-device px
    std::optional<ViewTree> recorded; ///< GUI before the event; required for positional and targeted events
    QString receiverPath; ///< receiver node path in the recorded app window; empty: the widget under event.pos
    QString package; ///< app package; empty: the recorded dump's largest app window
    QString description; ///< for messages, e.g. "click \"Save\"" (ReplayPlanner::actionText(), translated)
};

/*! What happened to one step. */
struct StepOutcome {
    bool ok = false;
    QString reason; ///< how it was replayed, or why it could not be (translated, context StepWise::Replayer)
    QList<ReplayEvent> sent; ///< every event sent to the device for this step, in order
    QStringList patterns; ///< responsive patterns applied (ResponsivePatterns::name), in order
    QString livePath; ///< node path of the widget finally acted on, when there was one
};

/*!
 * TryReplay (Rx §"Replay"; Rx paper Algorithm 1): a one-pass greedy replay.
 *
 * For each step: dump the live screen; if the step's widget (found by ScreenMatcher) is visible, fire
 * the event on it. Otherwise send the first applicable responsive pattern in rank order that has not
 * acted yet for this step: a pattern that performs the step itself (VagueText…) ends the step; after
 * a revealing pattern the loop dumps and looks again. Scroll and the pager patterns may repeat
 * (forward three times, then back three times). A reveal that did not bring the widget up is undone
 * at once with its inverse events before the next pattern is tried. (The paper keeps perturbations
 * until no pattern is left and then reverts them all; undoing at once means every pattern starts
 * from the recorded state, e.g. an overflow menu is closed before the drawer is tried, at the price
 * of not chaining two reveals.) When no pattern is left, or after maxActions() events, the step fails
 * with a reason. Non-positional steps (text without a receiver, back) are sent as they are.
 */
class Replayer
{
public:
    static constexpr int DefaultMaxActions = 16;

    /*! \a device is not owned and must outlive the replayer. */
    explicit Replayer(Device *device);

    void setMaxActions(int n) { m_maxActions = n; }
    int maxActions() const { return m_maxActions; }

    /*! Replays one step. Never throws; failures come back as StepOutcome::reason, naming the widget
     *  and the device. */
    StepOutcome replayStep(const ReplayStep &step);
    /*! Replays \a steps in order and stops after the first failing one. */
    QList<StepOutcome> replay(const QList<ReplayStep> &steps);

    /*! A step for execution-model interaction \a e performed on \a source (its hierarchyXml is the
     *  recorded GUI; may be null for key events). Clicks, long clicks and typing aim at the centre of
     *  e.component's bounds; swipes cross the screen in the named direction; Back is a key event.
     *  \returns std::nullopt with \a error when a positional step has no bounds or no parsable GUI. */
    static std::optional<ReplayStep> stepFor(const Interaction &e, const Screen *source, const QString &package,
                                             QString *error);

    /*! The receiver of a recorded event at \a pos on window \a root: the deepest visible node there,
     *  or its clickable ancestor when the node itself carries no text, description or id. -1 when
     *  nothing is there. */
    static int receiverAt(const ViewTree &tree, int root, QPoint pos);

private:
    bool sendAll(const QList<ReplayEvent> &events, StepOutcome *o);

    Device *m_device;
    int m_maxActions = DefaultMaxActions;
};

} // namespace StepWise
