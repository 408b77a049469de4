// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "executionmodel.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <functional>

namespace StepWise {

/*!
 * Decides whether an incoming screen whose id is not in the stored model is nevertheless one of its
 * states: recorded on another device (the same screen rendered differently), or reconstructed
 * differently on the same device (a trace step without dump). Called with every normal stored
 * screen. \returns a score in [0, 1] when \a incoming is \a stored (higher = more alike), a
 * negative value when not. The importer's check is ScreenIdentity::check() (models/trace).
 */
using SameScreenCheck = std::function<double(const Screen &stored, const Screen &incoming)>;

/*! What mergeModels() changed. */
struct MergeSummary {
    int newStates = 0; ///< screens added (Start/End excluded)
    int sameStates = 0; ///< incoming screens whose id was already a state
    int crossDeviceStates = 0; ///< incoming screens merged into a state of another device by SameScreenCheck
    int newRenderings = 0; ///< renderings added to existing states
    int newTransitions = 0; ///< interactions added
    int repeatedTransitions = 0; ///< incoming interactions that raised the weight of an existing one
    int newRecordings = 0; ///< RecordingSources added

    bool changed() const
    {
        return newStates + newRenderings + newTransitions + repeatedTransitions + newRecordings > 0;
    }
};

/*!
 * Merges \a from into \a into (identical screens merge across steps, executions and
 * traces; the same screen on two devices becomes one state with two renderings).
 *
 * - Screens with an id \a into already has are the same state. When the incoming screen was
 *   recorded on a device the state has no rendering for, it becomes a Rendering of the state;
 *   otherwise it only fills a missing hierarchy XML or screenshot.
 * - A normal screen with a new id is compared by \a sameScreen with every normal state; the best
 *   non-negative score wins. When the incoming screen's device profile is one the state has no
 *   rendering for, it becomes a Rendering of that state (which keeps its id); otherwise it is the
 *   same state and only fills what is missing. Without \a sameScreen, ids decide alone.
 * - Other screens are added. Interactions follow their screens; an interaction whose id exists
 *   adds its weight to it. An interaction whose endpoints were mapped onto another device's state
 *   merges with an interaction of the same source, target, action, typed text and component
 *   (class, id, text, description: bounds are per device), else it is added with a new id.
 * - RecordingSources are appended when their digest is new.
 *
 * \a intoShots / \a fromShots map screenshot file names to PNG bytes; screenshots of added screens
 * and renderings are copied into \a intoShots (renderings under "<state id>@<profile>.png").
 * \a into is reindexed. O((V + E) of both) plus one \a sameScreen call per candidate pair.
 */
MergeSummary mergeModels(ExecutionModel *into, QHash<QString, QByteArray> *intoShots, const ExecutionModel &from,
                         const QHash<QString, QByteArray> &fromShots, const SameScreenCheck &sameScreen = {});

} // namespace StepWise
