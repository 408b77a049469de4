// SPDX-License-Identifier: GPL-3.0-or-later
#include "replayer.h"

#include "common/quoting.h"
#include "device.h"
#include "replayplanner.h"
#include "responsivepatterns.h"
#include "screenmatcher.h"

#include <QCoreApplication>
#include <QHash>

namespace StepWise {

namespace {

// The replay panel shows the step outcomes in the GUI's language; stepwise-cli keeps the English source.
// Responsive pattern names (MoreOptions, DrawerMenu, ...) stay as they are: they name the paper's patterns.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::Replayer)
};

bool isRepeatable(ResponsivePattern p)
{
    return p == ResponsivePattern::Scroll || p == ResponsivePattern::DoubleSideViewPager
        || p == ResponsivePattern::SingleSideViewPager;
}

bool visibleOn(const ViewTree &t, int n)
{
    const ViewNode &v = t.node(n);
    const QRect r = v.bounds.intersected(t.screenRect());
    return v.visibleToUser && r.width() > 0 && r.height() > 0;
}

QString widgetName(const ViewTree &t, int n)
{
    const ViewNode &v = t.node(n);
    QString label = !v.text.isEmpty() ? v.text : v.contentDescription;
    if (label.isEmpty()) {
        for (int x : t.subtree(n)) {
            if (!t.node(x).text.isEmpty()) {
                label = t.node(x).text;
                break;
            }
        }
    }
    const QString cls = v.className.mid(v.className.lastIndexOf(u'.') + 1);
    if (!label.isEmpty())
        //: a widget: %1 its Android class (Button, TextView, ...), %2 its label
        return Tr::tr("%1 \"%2\"").arg(cls, label);
    if (!v.resourceId.isEmpty())
        return QStringLiteral("%1 %2").arg(cls, v.resourceEntry());
    //: a widget without label or id: %1 its Android class, %2 its path in the GUI hierarchy
    return Tr::tr("%1 at %2").arg(cls, t.pathOf(n));
}

// The recorded event re-aimed at the centre of live node \a n.
QList<ReplayEvent> eventsOn(const ReplayStep &step, const ViewTree &live, int n)
{
    const QRect r = live.node(n).bounds.intersected(live.screenRect());
    const QPoint c = r.center();
    ReplayEvent e = step.event;
    switch (e.kind) {
    case ReplayEvent::Kind::Tap:
    case ReplayEvent::Kind::LongTap:
        e.pos = c;
        e.to = c;
        return { e };
    case ReplayEvent::Kind::Swipe: {
        const QRect rs = step.recorded->screenRect(), ls = live.screenRect();
        const QPoint d = e.to - e.pos;
        const double sx = rs.width() > 0 ? double(ls.width()) / rs.width() : 1;
        const double sy = rs.height() > 0 ? double(ls.height()) / rs.height() : 1;
        e.pos = c;
        e.to = QPoint(std::clamp(int(c.x() + d.x() * sx), ls.left(), ls.left() + ls.width() - 1),
                      std::clamp(int(c.y() + d.y() * sy), ls.top(), ls.top() + ls.height() - 1));
        return { e };
    }
    case ReplayEvent::Kind::Text:
        return { ReplayEvent::tap(c), e };
    case ReplayEvent::Kind::Back:
        return { e };
    }
    return { e };
}

} // namespace

Replayer::Replayer(Device *device)
    : m_device(device)
{
}

std::optional<ReplayStep> Replayer::stepFor(const Interaction &e, const Screen *source, const QString &package,
                                            QString *error)
{
    ReplayStep s;
    s.package = package;
    if (e.component) {
        const GuiComponent &c = *e.component;
        //: a widget's text as a step names it
        s.description = ReplayPlanner::actionText(e.action,
                                                  !c.text.isEmpty()                     ? Tr::tr("\"%1\"").arg(c.text)
                                                      : !c.contentDescription.isEmpty() ? c.contentDescription
                                                                                        : c.className);
    } else {
        s.description = ReplayPlanner::actionText(e.action, QString());
    }
    if (e.action == ActionType::Back) {
        s.event = ReplayEvent::back();
        return s;
    }
    if (e.action == ActionType::Type && (!e.component || e.component->bounds.isNull())) {
        s.event = ReplayEvent::typeText(e.typedText);
        return s;
    }
    if (!source || source->hierarchyXml.isEmpty()) {
        //: %1 the step, e.g. click "Save"
        *error = Tr::tr("step \"%1\": the recorded screen has no GUI hierarchy").arg(nestedQuotes(s.description));
        return std::nullopt;
    }
    s.recorded
        = ViewTree::parse(source->hierarchyXml.toUtf8(), source->name.isEmpty() ? source->id : source->name, error);
    if (!s.recorded)
        return std::nullopt;
    const QRect screen = s.recorded->screenRect();
    switch (e.action) {
    case ActionType::SwipeUp:
    case ActionType::SwipeDown:
    case ActionType::SwipeLeft:
    case ActionType::SwipeRight:
    case ActionType::Swipe: {
        const QRect area = e.component && !e.component->bounds.isNull() ? e.component->bounds : screen;
        const QPoint c = area.center();
        const int dx = area.width() / 3, dy = area.height() / 3;
        const QPoint d = e.action == ActionType::SwipeDown ? QPoint(0, dy)
            : e.action == ActionType::SwipeLeft            ? QPoint(-dx, 0)
            : e.action == ActionType::SwipeRight           ? QPoint(dx, 0)
                                                           : QPoint(0, -dy);
        s.event = ReplayEvent::swipe(c - d, c + d, 300);
        return s;
    }
    default:
        break;
    }
    if (!e.component || e.component->bounds.isNull()) {
        //: %1 the step, e.g. click "Save"
        *error = Tr::tr("step \"%1\" has no recorded widget position").arg(nestedQuotes(s.description));
        return std::nullopt;
    }
    const QPoint c = e.component->bounds.center();
    s.event = e.action == ActionType::LongClick ? ReplayEvent::longTap(c)
        : e.action == ActionType::Type          ? ReplayEvent { ReplayEvent::Kind::Text, c, {}, 0, e.typedText }
                                                : ReplayEvent::tap(c);
    s.receiverPath = s.recorded->pathOf(receiverAt(*s.recorded, s.recorded->appRoot(package), c));
    return s;
}

int Replayer::receiverAt(const ViewTree &tree, int root, QPoint pos)
{
    const int n = tree.nodeAt(root, pos.x(), pos.y());
    if (n < 0)
        return -1;
    const ViewNode &v = tree.node(n);
    if (v.text.isEmpty() && v.contentDescription.isEmpty() && v.resourceId.isEmpty()) {
        const int c = tree.clickableAncestorOrSelf(n);
        if (c >= 0)
            return c;
    }
    return n;
}

bool Replayer::sendAll(const QList<ReplayEvent> &events, StepOutcome *o)
{
    for (const ReplayEvent &e : events) {
        QString error;
        if (!m_device->send(e, &error)) {
            //: %1 the input event (tap 540,1210), %2 the device, %3 the device's error
            o->reason = Tr::tr("%1 failed on %2: %3").arg(e.describe(), m_device->name(), error);
            return false;
        }
        o->sent.append(e);
    }
    return true;
}

StepOutcome Replayer::replayStep(const ReplayStep &step)
{
    StepOutcome o;
    const bool targeted = step.recorded && (step.event.isPositional() || !step.receiverPath.isEmpty());
    if (!targeted) {
        if (step.event.isPositional()) {
            //: %1 the step, e.g. click "Save"
            o.reason = Tr::tr("step \"%1\" has no recorded screen to find its widget on")
                           .arg(nestedQuotes(step.description));
            return o;
        }
        o.ok = sendAll({ step.event }, &o);
        if (o.ok)
            //: %1 the input event sent to the device (tap 540,1210, back, ...)
            o.reason = Tr::tr("sent %1").arg(step.event.describe());
        return o;
    }
    const ViewTree &rec = *step.recorded;
    const QString pkg = step.package.isEmpty() ? rec.appPackage() : step.package;
    const int recRoot = rec.appRoot(pkg);
    const int v = step.receiverPath.isEmpty() ? receiverAt(rec, recRoot, step.event.pos)
                                              : rec.nodeAtPath(recRoot, step.receiverPath);
    if (v < 0) {
        o.reason = step.receiverPath.isEmpty()
            //: %1,%2 a screen position in px
            ? Tr::tr("no widget at %1,%2 on the recorded screen").arg(step.event.pos.x()).arg(step.event.pos.y())
            //: %1 a path in the GUI hierarchy
            : Tr::tr("node %1 does not exist on the recorded screen").arg(step.receiverPath);
        return o;
    }
    const QString what = widgetName(rec, v);
    QList<ResponsivePattern> tried;
    QHash<int, int> repeats;
    std::optional<PatternAction> pending; // the reveal sent last, still on screen
    const auto fail = [&](const QString &why) {
        o.reason = why;
        return o;
    };
    for (;;) {
        QString error;
        const std::optional<ViewTree> live = m_device->dump(&error);
        if (!live)
            //: %1 the device, %2 the device's error
            return fail(Tr::tr("cannot read the screen of %1: %2").arg(m_device->name(), error));
        const int liveRoot = live->appRoot(pkg);
        if (liveRoot < 0)
            //: %1 the device, %2 the app's package name
            return fail(Tr::tr("%1 is not showing the app %2").arg(m_device->name(), pkg));
        const ScreenMatcher matcher(rec, recRoot, *live, liveRoot);
        const Correspondence m = matcher.match(v);
        if (m.isValid() && visibleOn(*live, m.node)) {
            if (!sendAll(eventsOn(step, *live, m.node), &o))
                return o;
            o.ok = true;
            o.livePath = m.path;
            //: %1 the widget, %2 its path in the device's GUI hierarchy
            o.reason = o.patterns.isEmpty()
                ? Tr::tr("%1 found at %2").arg(what, m.path)
                //: %1 the widget, %2 its path, %3 the responsive patterns applied (MoreOptions, Scroll, ...)
                : Tr::tr("%1 found at %2 after %3").arg(what, m.path, o.patterns.join(QStringLiteral(", ")));
            return o;
        }
        if (o.sent.size() >= m_maxActions)
            //: %1 the widget, %2 the device, %3 the responsive patterns applied (MoreOptions, Scroll, ...)
            return fail(Tr::tr("%1 not found on %2 after %n event(s) (%3)", nullptr, int(o.sent.size()))
                            .arg(what, m_device->name(), o.patterns.join(QStringLiteral(", "))));
        PatternContext ctx;
        ctx.recorded = &rec;
        ctx.recordedRoot = recRoot;
        ctx.receiver = v;
        ctx.live = &*live;
        ctx.liveRoot = liveRoot;
        ctx.matcher = &matcher;
        ctx.event = step.event;
        if (pending) {
            const ResponsivePattern p = pending->pattern;
            ctx.repeat = repeats.value(int(p));
            const std::optional<PatternAction> again
                = isRepeatable(p) ? ResponsivePatterns::apply(p, ctx) : std::nullopt;
            if (again) {
                if (!sendAll(again->events, &o))
                    return o;
                repeats[int(p)]++;
                continue;
            }
            // The reveal did not bring the widget up: undo it before the next pattern (a scroll that
            // turned once is already back near its start).
            const QList<ReplayEvent> undo = isRepeatable(p) ? QList<ReplayEvent>() : pending->inverse;
            tried.append(p);
            pending.reset();
            if (!undo.isEmpty()) {
                if (!sendAll(undo, &o))
                    return o;
                continue;
            }
        }
        ctx.repeat = 0;
        const QList<PatternAction> actions = ResponsivePatterns::recognize(ctx, tried);
        if (actions.isEmpty()) {
            return fail(
                o.patterns.isEmpty()
                    //: %1 the widget, %2 the device
                    ? Tr::tr("%1 is not on the screen of %2 and no responsive pattern applies")
                          .arg(what, m_device->name())
                    //: %1 the widget, %2 the device, %3 the responsive patterns tried (MoreOptions, Scroll, ...)
                    : Tr::tr("%1 is not on the screen of %2; tried %3 without success")
                          .arg(what, m_device->name(), o.patterns.join(QStringLiteral(", "))));
        }
        const PatternAction &a = actions.first();
        if (!sendAll(a.events, &o))
            return o;
        o.patterns.append(ResponsivePatterns::name(a.pattern));
        if (a.consumed) {
            o.ok = true;
            o.livePath = a.target >= 0 ? live->pathOf(a.target) : QString();
            //: %1 the widget, %2 the responsive pattern's name (VagueText, ...), %3 what the pattern did
            o.reason = Tr::tr("%1 replayed by %2: %3").arg(what, ResponsivePatterns::name(a.pattern), a.description);
            return o;
        }
        repeats[int(a.pattern)] = 1;
        pending = a;
    }
}

QList<StepOutcome> Replayer::replay(const QList<ReplayStep> &steps)
{
    QList<StepOutcome> out;
    for (const ReplayStep &s : steps) {
        out.append(replayStep(s));
        if (!out.last().ok)
            break;
    }
    return out;
}

} // namespace StepWise
