// SPDX-License-Identifier: GPL-3.0-or-later
#include "replayplanner.h"

#include "replayevent.h"

#include <cmath>

namespace StepWise {

namespace {

constexpr double EdgeBand = 0.25; // outer quarter of an axis is edge-anchored

int adaptAxis(int v, int srcLen, int dstLen, double srcDp, double dstDp)
{
    if (srcLen <= 0 || dstLen <= 0)
        return v;
    const double rel = double(v) / srcLen;
    double out;
    if (rel < EdgeBand)
        out = v * srcDp / dstDp;
    else if (rel > 1 - EdgeBand)
        out = dstLen - (srcLen - v) * srcDp / dstDp;
    else
        out = rel * dstLen;
    return std::clamp(int(std::lround(out)), 0, dstLen - 1);
}

/*! The key event of a system navigation-bar button (SystemUI's KeyButtonView, which AstroBR records as a
 *  click with the key in its id, e.g. BACK_MODAL and no bounds); empty for other components. */
QString keyEvent(SystemKey key)
{
    switch (key) {
    case SystemKey::Back:
        return QStringLiteral("KEYCODE_BACK");
    case SystemKey::Home:
        return QStringLiteral("KEYCODE_HOME");
    case SystemKey::RecentApps:
        return QStringLiteral("KEYCODE_APP_SWITCH");
    case SystemKey::Menu:
        return QStringLiteral("KEYCODE_MENU");
    case SystemKey::None:
        break;
    }
    return {};
}

QString componentLabel(const GuiComponent &c)
{
    const QString cls = c.className.mid(c.className.lastIndexOf(u'.') + 1);
    const QString label = !c.text.isEmpty() ? c.text : c.contentDescription;
    QString s = label.isEmpty() ? cls : QStringLiteral("\"%1\" (%2)").arg(label, cls);
    if (!c.resourceId.isEmpty())
        s += u' ' + c.resourceId;
    return s;
}

} // namespace

QPoint ReplayPlanner::adaptPoint(QPoint p, const DeviceProfile &source, const DeviceProfile &target)
{
    const QSize s = source.screenSize(), t = target.screenSize();
    return {adaptAxis(p.x(), s.width(), t.width(), source.dpPerPx(), target.dpPerPx()),
            adaptAxis(p.y(), s.height(), t.height(), source.dpPerPx(), target.dpPerPx())};
}

QList<PlannedCommand> ReplayPlanner::plan(const QList<Interaction> &path, const DeviceProfile &source,
                                          const DeviceProfile &target, const QString &package)
{
    QList<PlannedCommand> out;
    const QSize t = target.screenSize();
    bool landscape = target.orientation == DeviceProfile::Orientation::Landscape;
    bool rotationLocked = false;
    for (qsizetype i = 0; i < path.size(); ++i) {
        const Interaction &e = path.at(i);
        const int step = int(i);
        // A touch point (zero-size bounds, AstroBR's SystemUI keys) is where the finger was: tap it, not a centre.
        const bool touchPoint = e.component && isTouchPoint(e.component->bounds);
        const bool placed = e.component && (!e.component->bounds.isNull() || touchPoint);
        const QString what = e.component ? componentLabel(*e.component) : QString();
        const QPoint c = !placed ? QPoint() : adaptPoint(touchPoint ? e.component->bounds.topLeft() : e.component->bounds.center(), source, target);
        // A key recorded in place of what was touched (pressedSystemKey()) is replayed as that touch.
        const QString key = keyEvent(pressedSystemKey(e, QRect(QPoint(0, 0), source.screenSize())));
        const auto add = [&](const ReplayEvent &ev, const QString &comment) { out.append({step, ev.adbCommand(), comment}); };
        const auto note = [&](const QString &comment) { out.append({step, QString(), comment}); };
        switch (e.action) {
        case ActionType::Click:
            if (!key.isEmpty())
                out.append({step, u"input keyevent "_qs + key, QStringLiteral("press the system key (%1)").arg(what)});
            else
                placed ? add(ReplayEvent::tap(c), QStringLiteral("click ") + what) : note(QStringLiteral("click %1: no recorded position").arg(what));
            break;
        case ActionType::LongClick:
            if (!key.isEmpty())
                out.append({step, u"input keyevent --longpress "_qs + key, QStringLiteral("long press the system key (%1)").arg(what)});
            else
                placed ? add(ReplayEvent::longTap(c), QStringLiteral("long click ") + what)
                       : note(QStringLiteral("long click %1: no recorded position").arg(what));
            break;
        case ActionType::Type:
            if (placed)
                add(ReplayEvent::tap(c), QStringLiteral("focus ") + what);
            add(ReplayEvent::typeText(e.typedText), QStringLiteral("type \"%1\"").arg(e.typedText));
            break;
        case ActionType::Swipe:
        case ActionType::SwipeUp:
        case ActionType::SwipeDown:
        case ActionType::SwipeLeft:
        case ActionType::SwipeRight: {
            const QRect area = placed && !touchPoint ? QRect(adaptPoint(e.component->bounds.topLeft(), source, target),
                                              adaptPoint(e.component->bounds.bottomRight(), source, target))
                                      : QRect(QPoint(0, 0), t);
            const QPoint m = area.center();
            const int dx = area.width() / 3, dy = area.height() / 3;
            QPoint from = m, to = m;
            if (e.action == ActionType::SwipeUp || e.action == ActionType::Swipe) {
                from.ry() += dy;
                to.ry() -= dy;
            } else if (e.action == ActionType::SwipeDown) {
                from.ry() -= dy;
                to.ry() += dy;
            } else if (e.action == ActionType::SwipeLeft) {
                from.rx() += dx;
                to.rx() -= dx;
            } else {
                from.rx() -= dx;
                to.rx() += dx;
            }
            add(ReplayEvent::swipe(from, to, 300), actionVerb(e.action) + (what.isEmpty() ? QString() : u' ' + what));
            break;
        }
        case ActionType::Back:
            add(ReplayEvent::back(), QStringLiteral("back"));
            break;
        case ActionType::ClickMenu:
            out.append({step, QStringLiteral("input keyevent KEYCODE_MENU"), QStringLiteral("open the options menu")});
            break;
        case ActionType::OpenApp:
            if (package.isEmpty())
                note(QStringLiteral("open the app: package unknown"));
            else
                out.append({step, QStringLiteral("monkey -p %1 -c android.intent.category.LAUNCHER 1").arg(package),
                            QStringLiteral("open ") + package});
            break;
        case ActionType::Rotate:
            // Auto-rotate would undo a set rotation at once: switch it off before the first one. user_rotation
            // is the quarter turn from the natural (portrait) orientation: 0 portrait, 1 landscape.
            if (!rotationLocked) {
                out.append({step, u"settings put system accelerometer_rotation 0"_qs, u"turn auto-rotate off"_qs});
                rotationLocked = true;
            }
            landscape = !landscape;
            out.append({step, QStringLiteral("settings put system user_rotation %1").arg(landscape ? 1 : 0),
                        landscape ? u"rotate to landscape"_qs : u"rotate to portrait"_qs});
            break;
        case ActionType::Unknown:
            note(QStringLiteral("unknown action %1").arg(e.actionName));
            break;
        }
    }
    return out;
}

} // namespace StepWise
