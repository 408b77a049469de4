// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"
#include "qualityreport.h"

#include <QList>
#include <QString>

namespace StepWise {

/*!
 * The reproduction path of an assessed report and its replay plan (issue 9 §5): one definition shared by
 * the GUI's replay dock, the GUI export and `stepwise-cli assess --device`.
 *
 * The path is QualityReport::pathInteractionIds: the written steps' mapped interactions with the
 * suggested missing ones (seed 000 §III-D2) in between, open app first.
 */
class ReproductionPlan
{
public:
    /*! The interactions of \a report's path in \a model, in order; ids \a model does not know are skipped
     *  (a report read back from JSON against another model). */
    static QList<Interaction> path(const QualityReport &report, const ExecutionModel &model);

    /*! The screens the interactions of \a path start from, each once, in path order (for their hierarchies). */
    static QList<Screen> screens(const QList<Interaction> &path, const ExecutionModel &model);

    /*! The app's package: ExecutionModel::packageName, else the middle of the AstroBR app-version form
     *  "<n>-<package>-<version>" (\a appVersion); empty when neither says. */
    static QString package(const ExecutionModel &model, const QString &appVersion);

    /*! The device \a path was recorded on: the first Screen::deviceProfile on it that parses as
     *  WIDTHxHEIGHT[@DPI]; else \a fallback. */
    static DeviceProfile recordingDevice(const QList<Interaction> &path, const ExecutionModel &model,
                                         const DeviceProfile &fallback);

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
