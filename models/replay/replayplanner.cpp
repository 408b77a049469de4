// SPDX-License-Identifier: GPL-3.0-or-later
#include "replayplanner.h"

#include "replayevent.h"

#include <QCoreApplication>

#include <cmath>

namespace StepWise {

namespace {

// The replay panel shows the plan's comments in the GUI's language; stepwise-cli keeps the English source.
// The adb commands themselves are never translated.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::ReplayPlanner)
};

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
    //: a widget in a replay plan comment: %1 its label, %2 its Android class (Button, TextView, ...)
    QString s = label.isEmpty() ? cls : Tr::tr("\"%1\" (%2)").arg(label, cls);
    if (!c.resourceId.isEmpty())
        s += u' ' + c.resourceId;
    return s;
}

} // namespace

QString ReplayPlanner::actionText(ActionType action, const QString &object)
{
    // One pattern per verb so that a language can put the object before it; without an object the
    // pattern's doubled or outer spaces around %1 are dropped.
    QString pattern;
    switch (action) {
    case ActionType::Unknown:
        //: %1 the widget acted on (its label), may be empty
        pattern = Tr::tr("interact with %1");
        break;
    case ActionType::Click:
        //: %1 the widget acted on (its label), may be empty
        pattern = Tr::tr("click %1");
        break;
    case ActionType::LongClick:
        //: %1 the widget acted on (its label), may be empty
        pattern = Tr::tr("long click %1");
        break;
    case ActionType::Swipe:
        //: %1 the widget swiped on (its label), may be empty
        pattern = Tr::tr("swipe %1");
        break;
    case ActionType::Type:
        //: %1 the text field typed into (its label), may be empty
        pattern = Tr::tr("type %1");
        break;
    case ActionType::OpenApp:
        //: %1 the widget acted on (its label), usually empty
        pattern = Tr::tr("open app %1");
        break;
    case ActionType::ClickMenu:
        //: %1 the widget acted on (its label), usually empty
        pattern = Tr::tr("click menu %1");
        break;
    case ActionType::SwipeUp:
        //: %1 the widget swiped on (its label), may be empty
        pattern = Tr::tr("swipe up %1");
        break;
    case ActionType::SwipeRight:
        //: %1 the widget swiped on (its label), may be empty
        pattern = Tr::tr("swipe right %1");
        break;
    case ActionType::SwipeDown:
        //: %1 the widget swiped on (its label), may be empty
        pattern = Tr::tr("swipe down %1");
        break;
    case ActionType::SwipeLeft:
        //: %1 the widget swiped on (its label), may be empty
        pattern = Tr::tr("swipe left %1");
        break;
    case ActionType::Back:
        //: the Back key; %1 the widget recorded with it (its label), usually empty
        pattern = Tr::tr("back %1");
        break;
    case ActionType::Rotate:
        //: rotating the device; %1 the widget recorded with it (its label), usually empty
        pattern = Tr::tr("rotate %1");
        break;
    }
    return object.isEmpty() ? pattern.arg(QString()).simplified() : pattern.arg(object);
}

QPoint ReplayPlanner::adaptPoint(QPoint p, const DeviceProfile &source, const DeviceProfile &target)
{
    const QSize s = source.screenSize(), t = target.screenSize();
    return { adaptAxis(p.x(), s.width(), t.width(), source.dpPerPx(), target.dpPerPx()),
             adaptAxis(p.y(), s.height(), t.height(), source.dpPerPx(), target.dpPerPx()) };
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
        const QPoint c = !placed
            ? QPoint()
            : adaptPoint(touchPoint ? e.component->bounds.topLeft() : e.component->bounds.center(), source, target);
        // A key recorded in place of what was touched (pressedSystemKey()) is replayed as that touch.
        const QString key = keyEvent(pressedSystemKey(e, QRect(QPoint(0, 0), source.screenSize())));
        const auto add = [&](const ReplayEvent &ev, const QString &comment) {
            out.append({ step, ev.adbCommand(), comment });
        };
        const auto note = [&](const QString &comment) { out.append({ step, QString(), comment }); };
        switch (e.action) {
        case ActionType::Click:
            if (!key.isEmpty())
                out.append({ step, u"input keyevent "_qs + key, Tr::tr("press the system key (%1)").arg(what) });
            else
                placed ? add(ReplayEvent::tap(c), actionText(e.action, what))
                       //: %1 the widget; the plan has no command for this step
                       : note(Tr::tr("click %1: no recorded position").arg(what));
            break;
        case ActionType::LongClick:
            if (!key.isEmpty())
                out.append({ step, u"input keyevent --longpress "_qs + key,
                             Tr::tr("long press the system key (%1)").arg(what) });
            else
                placed ? add(ReplayEvent::longTap(c), actionText(e.action, what))
                       //: %1 the widget; the plan has no command for this step
                       : note(Tr::tr("long click %1: no recorded position").arg(what));
            break;
        case ActionType::Type:
            if (placed)
                //: tapping the text field %1 before typing into it
                add(ReplayEvent::tap(c), Tr::tr("focus %1").arg(what));
            // No text known (the report gives none): typing nothing would only look like a step; say what is missing.
            if (e.typedText.isEmpty())
                //: %1 the text field; the plan has no command for this step
                note(Tr::tr("type into %1: the report gives no text").arg(what));
            else
                //: %1 the text typed
                add(ReplayEvent::typeText(e.typedText), Tr::tr("type \"%1\"").arg(e.typedText));
            break;
        case ActionType::Swipe:
        case ActionType::SwipeUp:
        case ActionType::SwipeDown:
        case ActionType::SwipeLeft:
        case ActionType::SwipeRight: {
            const QRect area = placed && !touchPoint
                ? QRect(adaptPoint(e.component->bounds.topLeft(), source, target),
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
            add(ReplayEvent::swipe(from, to, 300), actionText(e.action, what));
            break;
        }
        case ActionType::Back:
            add(ReplayEvent::back(), actionText(e.action, QString()));
            break;
        case ActionType::ClickMenu:
            out.append({ step, QStringLiteral("input keyevent KEYCODE_MENU"), Tr::tr("open the options menu") });
            break;
        case ActionType::OpenApp:
            if (package.isEmpty())
                note(Tr::tr("open the app: package unknown"));
            else
                out.append({ step, QStringLiteral("monkey -p %1 -c android.intent.category.LAUNCHER 1").arg(package),
                             //: %1 the app's package name, e.g. org.gnucash.android
                             Tr::tr("open %1").arg(package) });
            break;
        case ActionType::Rotate:
            // Auto-rotate would undo a set rotation at once: switch it off before the first one. user_rotation
            // is the quarter turn from the natural (portrait) orientation: 0 portrait, 1 landscape.
            if (!rotationLocked) {
                out.append(
                    { step, u"settings put system accelerometer_rotation 0"_qs, Tr::tr("turn auto-rotate off") });
                rotationLocked = true;
            }
            landscape = !landscape;
            out.append({ step, QStringLiteral("settings put system user_rotation %1").arg(landscape ? 1 : 0),
                         landscape ? Tr::tr("rotate to landscape") : Tr::tr("rotate to portrait") });
            break;
        case ActionType::Unknown:
            //: %1 the action's name as recorded
            note(Tr::tr("unknown action %1").arg(e.actionName));
            break;
        }
    }
    return out;
}

} // namespace StepWise
