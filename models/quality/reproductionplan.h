// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"
#include "qualityreport.h"

#include <QList>
#include <QSize>
#include <QString>

#include <functional>
#include <optional>

namespace StepWise {

/*!
 * The reproduction path of an assessed report and its replay plan: one definition shared by
 * the GUI's replay dock, the GUI export and `stepwise-cli assess --device`.
 *
 * The path is QualityReport::pathInteractionIds: the written steps' mapped interactions with the
 * suggested missing ones (AstroBR §III-D2) in between, open app first.
 */
class ReproductionPlan
{
public:
    /*! The interactions of \a report's path in \a model, in order; ids \a model does not know are skipped
     *  (a report read back from JSON against another model). A typing interaction takes the value its step
     *  gives ("type 12.34 as the amount"), in the steps' order; one no step gives a value keeps the recorded text. */
    static QList<Interaction> path(const QualityReport &report, const ExecutionModel &model);

    /*! The screens the interactions of \a path start from, each once, in path order (for their hierarchies). */
    static QList<Screen> screens(const QList<Interaction> &path, const ExecutionModel &model);

    /*! The app's package: ExecutionModel::packageName, else the middle of the AstroBR app-version form
     *  "<n>-<package>-<version>" (\a appVersion); empty when neither says. */
    static QString package(const ExecutionModel &model, const QString &appVersion);

    /*! Where recordingDevice() found the recording device, strongest evidence first. */
    enum class DeviceEvidence {
        Given, ///< the user named it (`assess --from`)
        Model, ///< a Screen::deviceProfile on the path
        ScreenshotSize, ///< inferred from a recorded screenshot's size (deviceForScreenSize())
        Hierarchy, ///< inferred from the recorded view hierarchies' extent (hierarchyScreenSize())
        Default, ///< nothing said: DeviceProfile::defaultRecording()
    };
    /*! The device a path was recorded on and how that was decided. */
    struct RecordingDevice {
        DeviceProfile profile; ///< always valid
        DeviceEvidence evidence = DeviceEvidence::Default;
        QSize screenshotPx; ///< for ScreenshotSize: the screenshot size it was inferred from, px; else empty
        QSize hierarchyPx; ///< for Hierarchy: the extent it was inferred from (hierarchyScreenSize()), px; else empty
    };
    /*! The px size of the screenshot recorded for the screen \a screenId (e.g. read from the image header);
     *  an empty QSize when none was recorded or it is not known (yet). */
    using ScreenSize = std::function<QSize(const QString &screenId)>;

    /*!
     * The device D that \a path was recorded on (Rx §"Record"), whose px the replay plan adapts to
     * the target: the one place that decides it for `stepwise-cli assess --device` and the GUI's
     * "Recorded on". Wrong source sizes misplace every tap, so the evidence is taken in this order:
     * 1. \a given, when set (what the user named);
     * 2. the first Screen::deviceProfile on \a path in \a model that parses as WIDTHxHEIGHT[@DPI];
     * 3. deviceForScreenSize() of the first non-empty \a screenSizeOf(screen id): the source screens along
     *    \a path, then the first screen of \a model with a Screen::screenshotFile (\a screenSizeOf may be
     *    empty: no screenshots);
     * 4. deviceForScreenSize() of hierarchyScreenSize(), when the view hierarchies record any bounds;
     * 5. DeviceProfile::defaultRecording().
     * Never fails; the evidence says how sure the answer is, for a note to the user.
     */
    static RecordingDevice recordingDevice(const std::optional<DeviceProfile> &given, const QList<Interaction> &path,
                                           const ExecutionModel &model, const ScreenSize &screenSizeOf);

    /*!
     * The screen size (px) the recorded view hierarchies of \a path's screens in \a model span, from the origin
     * to the far corner of what they record: the components' bounds and the root component's box that starts a
     * BURT GUI signature (Screen::guiSignature, `<w>W</w><h>H</h><x>X</x><y>Y</y>…`). The largest such area among
     * them, the first on the path on a tie (a rotated screen is as large as an upright one; a dialog's root is
     * smaller than the screen). When no screen on the path records bounds, the largest over all of \a model's
     * screens (one recording device). A hierarchy without the navigation bar's window ends above it;
     * pressedSystemKey() counts touches beyond the extent as on the bar. Rx §"Record" (the device D).
     * \returns an empty size when no screen records any bounds.
     */
    static QSize hierarchyScreenSize(const QList<Interaction> &path, const ExecutionModel &model);

    /*!
     * The device a screenshot of \a screenPx (px, either orientation) was most likely taken on, for models
     * that name none: that size in portrait with the Android density bucket (120, 160, 240, 320, 480 or
     * 640 dpi) that makes it closest to 384 dp wide, the middle of the 360–411 dp of typical phones
     * (1080 px → 480 dpi, 360 dp; 1440 px → 640 dpi; 800 px → 320 dpi, 400 dp). Named "WxH@DPI".
     * \returns an invalid profile for an empty size.
     */
    static DeviceProfile deviceForScreenSize(QSize screenPx);

    /*! The replay plan of \a report's path on \a target (ReplayPlanner::plan(), positions adapted from
     *  \a source). An empty path gives a plan with no commands. */
    static ReplayPlan plan(const QualityReport &report, const ExecutionModel &model, const DeviceProfile &source,
                           const DeviceProfile &target);

    /*! As above with the profiles as typed in the replay dock or on a command line: \a source as
     *  WIDTHxHEIGHT[@DPI][:orientation], \a target also as a preset key (DeviceProfile::fromPresetOrSpec()).
     *  \returns a plan that is not valid (no section in the exports) when either does not parse. */
    static ReplayPlan plan(const QualityReport &report, const ExecutionModel &model, const QString &source,
                           const QString &target);
};

} // namespace StepWise
