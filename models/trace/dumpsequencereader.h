// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modelbuilder.h"
#include "screenabstraction.h"
#include "uiautomatorreader.h"

#include <QString>
#include <QStringList>

namespace StepWise {

/*!
 * Builds an execution model (seed 000 §III-C) from plain `uiautomator dump` files: one XML file,
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
 * Errors name the file: a folder without dumps, a dump that is malformed or not UTF-8 (with line).
 * In a folder, a broken dump fails the whole folder (a sequence with a hole would invent an
 * interaction). Warnings: dumps without a screenshot (a wireframe stands in for them).
 */
class DumpSequenceReader
{
public:
    explicit DumpSequenceReader(const ScreenAbstractionOptions &options = {});

    /*!
     * Reads \a path (a dump file or a folder). \a appPackage picks the app's window in multi-window
     * dumps (empty: the largest non-system package). The model's app version is
     * "<package>-<name>", \a name defaulting to the file or folder name without suffix.
     */
    bool read(const QString &path, const QString &appPackage = {}, const QString &name = {});

    const RecordedModel &result() const { return m_result; }
    QString errorString() const { return m_error; }
    QStringList warnings() const { return m_warnings; }

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
};

} // namespace StepWise
