// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modelbuilder.h"
#include "screenabstraction.h"
#include "uiautomatorreader.h"

#include <QString>
#include <QStringList>

namespace StepWise {

/*!
 * Builds an execution model (AstroBR §III-C) from plain `uiautomator dump` files: one XML file,
 * or a folder of them (searched non-recursively) with optional screenshots of the same base name
 * (`screen-3.xml` + `screen-3.png`).
 *
 * The dumps of a folder, in natural name order (`2.xml` before `10.xml`), are one trace: the
 * Start state leads to the first screen by "open app", and consecutive screens are linked by one
 * interaction each. Dumps record no actions, so the interaction is inferred from what changed
 * (inferInteraction()); when nothing tells, it is an Unknown action without component.
 *
 * The model lists the sequence as one RecordingSource (digest of all dump bytes in order; device
 * profile = deviceProfileOf() the first dump, also set on every screen).
 *
 * Errors name the file: a folder without dumps, a dump that is malformed or not UTF-8 (with line
 * and column), a dump larger than InputLimits::MaxModelFileBytes, and a folder whose dumps and screenshots hold more
 * than InputLimits::MaxInputBytes together (nothing of it is read). A screenshot larger than
 * InputLimits::MaxScreenshotBytes is skipped with a warning. In a folder, a broken dump is left out and listed in
 * failedDumps(), and the model is built from the others (a warning says what leaving it out means for the model): the
 * sequence is split there into runs (executions 0, 1, …), as linking the screens around the hole would claim one
 * interaction where at least two happened unseen. So screen-0, [screen-1 broken], screen-2 gives Start → screen-0 and
 * no transition into screen-2 (unless another run reaches the same screen); a broken first dump leaves out "open app"
 * too, as the app's start screen is then unknown. Warnings, each naming the dump file or folder read: dumps without a
 * screenshot (a wireframe stands in for them), and per dump left out what that means for the model, e.g. "<folder>:
 * screen-1.xml left out: the model has no transition from screen-0 to screen-2, as what happened between them is
 * unknown" (or "… the model starts at screen-1, which nothing leads to (the app's start is unknown)" / "… the
 * model ends at screen-1").
 */
class DumpSequenceReader
{
public:
    explicit DumpSequenceReader(const ScreenAbstractionOptions &options = {});

    /*!
     * Reads \a path (a dump file or a folder). \a appPackage picks the app's window in multi-window
     * dumps (empty: the largest non-system package). The model's app version is
     * "<package>-<name>", \a name defaulting to the file or folder name without suffix.
     * \returns false when no dump could be read (errorString() names the first broken one).
     */
    bool read(const QString &path, const QString &appPackage = {}, const QString &name = {});

    const RecordedModel &result() const { return m_result; }
    QString errorString() const { return m_error; }
    QStringList warnings() const { return m_warnings; }
    /*!
     * After read(): one message per dump of a folder that could not be read, "<file>:<line>:<column>:
     * <problem>", saying only what is wrong with that dump (what leaving it out means is a warning()).
     */
    QStringList failedDumps() const { return m_failedDumps; }

    /*! True for a `.xml` file that starts like a dump, or a folder holding at least one. */
    static bool isDumpInput(const QString &path);

    /*!
     * The interaction that most likely led from \a before to \a after: an EditText whose text
     * changed → Type with that text; a checkable component whose checked state flipped, or a
     * selectable one that became selected → Click on it; else Unknown without component.
     * Components match by class, resource id and bounds. sourceId/targetId are left empty.
     */
    static Interaction inferInteraction(const UiDump &before, const UiDump &after);

    /*! The device profile a dump tells by itself: "<width>x<height>" of the bounding box of all its
     *  windows (e.g. "800x1768" on a phone, "2600x1568" on a tablet); empty when no bounds. */
    static QString deviceProfileOf(const UiDump &dump);

private:
    ScreenAbstractionOptions m_options;
    RecordedModel m_result;
    QString m_error;
    QStringList m_warnings;
    QStringList m_failedDumps;
};

} // namespace StepWise
