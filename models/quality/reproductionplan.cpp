// SPDX-License-Identifier: GPL-3.0-or-later
#include "reproductionplan.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace StepWise {

namespace {

/*! The area \a screen's recorded view hierarchy covers, screen px: the union of its components' non-empty
 *  bounds and of the root component's bounds that start a BURT GUI signature (`<w>W</w><h>H</h><x>X</x><y>Y</y>…`,
 *  ScreenAbstraction's includeWindowBounds; graph dumps record no other bounds of a screen). Empty when neither
 *  records any; touch points (isTouchPoint()) have no size and never count. */
QRect hierarchyBounds(const Screen &screen)
{
    QRect area;
    for (const GuiComponent &c : screen.components) {
        if (!c.bounds.isEmpty())
            area |= c.bounds;
    }
    static const QRegularExpression rootBox(
        QStringLiteral("^<w>(\\d+)</w><h>(\\d+)</h><x>(-?\\d+)</x><y>(-?\\d+)</y>"));
    if (const QRegularExpressionMatch m = rootBox.match(screen.guiSignature); m.hasMatch()) {
        const QRect root(m.capturedView(3).toInt(), m.capturedView(4).toInt(), m.capturedView(1).toInt(),
                         m.capturedView(2).toInt());
        if (!root.isEmpty())
            area |= root;
    }
    return area;
}

} // namespace

QList<Interaction> ReproductionPlan::path(const QualityReport &report, const ExecutionModel &model)
{
    // The model records what was typed when it was traced, often nothing; the reporter's value is what reproduces.
    QHash<QString, QStringList> values; // typing interaction id → the values steps give it, in order
    for (const StepAssessment &a : report.steps) {
        if (a.step.value.isEmpty())
            continue;
        for (const QString &id : a.mappedInteractionIds) {
            if (const Interaction *i = model.interaction(id); i && i->action == ActionType::Type) {
                values[id].append(a.step.value);
                break;
            }
        }
    }
    QList<Interaction> out;
    for (const QString &id : report.pathInteractionIds) {
        if (const Interaction *i = model.interaction(id)) {
            out.append(*i);
            if (auto v = values.find(id); v != values.end() && !v->isEmpty())
                out.last().typedText = v->takeFirst();
        }
    }
    return out;
}

QList<Screen> ReproductionPlan::screens(const QList<Interaction> &path, const ExecutionModel &model)
{
    QList<Screen> out;
    QSet<QString> seen;
    for (const Interaction &i : path) {
        const Screen *s = model.screen(i.sourceId);
        if (s && !seen.contains(s->id)) {
            seen.insert(s->id);
            out.append(*s);
        }
    }
    return out;
}

QString ReproductionPlan::package(const ExecutionModel &model, const QString &appVersion)
{
    if (!model.packageName.isEmpty())
        return model.packageName;
    return appVersion.section(u'-', 1, -2);
}

ReproductionPlan::RecordingDevice ReproductionPlan::recordingDevice(const std::optional<DeviceProfile> &given,
                                                                    const QList<Interaction> &path,
                                                                    const ExecutionModel &model,
                                                                    const ScreenSize &screenSizeOf)
{
    if (given)
        return { *given, DeviceEvidence::Given, {}, {} };
    for (const Interaction &i : path) {
        const Screen *s = model.screen(i.sourceId);
        if (!s || s->deviceProfile.isEmpty())
            continue;
        QString error;
        if (const std::optional<DeviceProfile> p = DeviceProfile::parse(s->deviceProfile, &error))
            return { *p, DeviceEvidence::Model, {}, {} };
    }
    // The path's screens, then the model's first screen with a screenshot: a path of only "Open the app"
    // starts on the start state, which has none, and the device must not depend on how long the report is.
    // Only one more: the GUI loads every screenshot it is asked about.
    QStringList screenIds;
    for (const Interaction &i : path)
        screenIds.append(i.sourceId);
    const auto shot = std::find_if(model.screens.cbegin(), model.screens.cend(),
                                   [](const Screen &s) { return !s.screenshotFile.isEmpty(); });
    if (shot != model.screens.cend())
        screenIds.append(shot->id);
    for (qsizetype i = 0; screenSizeOf && i < screenIds.size(); ++i) {
        const QSize seen = screenSizeOf(screenIds.at(i));
        if (const DeviceProfile inferred = deviceForScreenSize(seen); inferred.isValid())
            return { inferred, DeviceEvidence::ScreenshotSize, seen, {} };
    }
    // Without it a 1080×1920 recording was planned as 1440×2560: its navigation-bar touches (pressedSystemKey())
    // fell above the assumed bar and were tapped instead of pressed, and every position was adapted wrongly.
    if (const QSize extent = hierarchyScreenSize(path, model); !extent.isEmpty())
        return { deviceForScreenSize(extent), DeviceEvidence::Hierarchy, {}, extent };
    return { DeviceProfile::defaultRecording(), DeviceEvidence::Default, {}, {} };
}

QSize ReproductionPlan::hierarchyScreenSize(const QList<Interaction> &path, const ExecutionModel &model)
{
    const auto largest = [](const auto &screens) {
        QSize best;
        for (const Screen *s : screens) {
            const QRect area = hierarchyBounds(*s);
            if (area.isEmpty())
                continue;
            const QSize extent(area.x() + area.width(), area.y() + area.height());
            if (!extent.isEmpty()
                && (best.isEmpty() || qint64(extent.width()) * extent.height() > qint64(best.width()) * best.height()))
                best = extent;
        }
        return best;
    };
    QList<const Screen *> onPath;
    for (const Interaction &i : path) {
        if (const Screen *s = model.screen(i.sourceId); s && !onPath.contains(s))
            onPath.append(s);
    }
    if (const QSize size = largest(onPath); !size.isEmpty())
        return size;
    QList<const Screen *> all;
    for (const Screen &s : model.screens)
        all.append(&s);
    return largest(all);
}

DeviceProfile ReproductionPlan::deviceForScreenSize(QSize screenPx)
{
    if (screenPx.isEmpty())
        return {};
    const int width = std::min(screenPx.width(), screenPx.height());
    const int height = std::max(screenPx.width(), screenPx.height());
    constexpr double TypicalDp = 384;
    int best = 160;
    for (int dpi : { 120, 160, 240, 320, 480, 640 }) {
        if (std::abs(width * 160.0 / dpi - TypicalDp) < std::abs(width * 160.0 / best - TypicalDp))
            best = dpi;
    }
    DeviceProfile p;
    p.width = width;
    p.height = height;
    p.dpi = best;
    p.name = QStringLiteral("%1x%2@%3").arg(width).arg(height).arg(best);
    return p;
}

ReplayPlan ReproductionPlan::plan(const QualityReport &report, const ExecutionModel &model, const DeviceProfile &source,
                                  const DeviceProfile &target)
{
    ReplayPlan p;
    p.source = source;
    p.target = target;
    p.commands = ReplayPlanner::plan(path(report, model), source, target, package(model, report.appVersion));
    return p;
}

ReplayPlan ReproductionPlan::plan(const QualityReport &report, const ExecutionModel &model, const QString &source,
                                  const QString &target)
{
    QString error;
    const std::optional<DeviceProfile> from = DeviceProfile::parse(source, &error);
    const std::optional<DeviceProfile> to = from ? DeviceProfile::fromPresetOrSpec(target, &error) : std::nullopt;
    return from && to ? plan(report, model, *from, *to) : ReplayPlan();
}

} // namespace StepWise
