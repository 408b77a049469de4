// SPDX-License-Identifier: GPL-3.0-or-later
#include "responsivepatterns.h"

#include "screenmatcher.h"
#include "viewtree.h"

#include <QCoreApplication>
#include <QSet>

#include <functional>

namespace StepWise {

namespace {

// What a pattern did reaches the replay panel in the GUI's language; stepwise-cli keeps the English source.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::ResponsivePatterns)
};

constexpr int ScrollsPerDirection = 3; // then turn once (as Rx's code: give up after the direction changed twice)

QString norm(const QString &s)
{
    return s.simplified().toLower();
}

bool vagueEqual(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    return a == b || (std::min(a.size(), b.size()) >= 3 && (a.startsWith(b) || b.startsWith(a)));
}

QPoint centre(const ViewTree &t, int n)
{
    const QRect r = t.node(n).bounds.intersected(t.screenRect());
    return (r.isEmpty() ? t.node(n).bounds : r).center();
}

bool shown(const ViewTree &t, int n)
{
    const ViewNode &v = t.node(n);
    return v.visibleToUser && v.bounds.width() > 0 && v.bounds.height() > 0 && v.bounds.intersects(t.screenRect());
}

// Ŝ and its ancestors' roots, bottom-up; the whole live window last (Rx pattern 2).
QList<QList<int>> segmentChain(const PatternContext &c)
{
    QList<QList<int>> chain;
    if (c.matcher) {
        const SegmentTree &from = c.matcher->fromSegments();
        const int leaf = from.segmentOf(*c.recorded, c.receiver);
        int s = leaf >= 0 && from.segments.at(leaf).isLeaf() ? c.matcher->partnerSegment(leaf) : -1;
        for (; s >= 0; s = c.matcher->toSegments().segments.at(s).parent)
            chain.append(c.matcher->toSegments().segments.at(s).roots);
    }
    if (chain.isEmpty() || chain.last() != QList<int> { c.liveRoot })
        chain.append(QList<int> { c.liveRoot });
    return chain;
}

// Visible live nodes of the chain, nearest level first, each once.
QList<int> chainNodes(const PatternContext &c, bool firstLevelOnly = false)
{
    QList<int> out;
    QSet<int> seen;
    const QList<QList<int>> chain = segmentChain(c);
    for (qsizetype i = 0; i < chain.size(); ++i) {
        if (firstLevelOnly && i > 0)
            break;
        for (int r : chain.at(i)) {
            for (int n : c.live->subtree(r)) {
                if (!seen.contains(n) && shown(*c.live, n)) {
                    seen.insert(n);
                    out.append(n);
                }
            }
        }
    }
    return out;
}

QString receiverText(const PatternContext &c)
{
    for (int n : c.recorded->subtree(c.receiver)) {
        const QString t = norm(c.recorded->node(n).text);
        if (!t.isEmpty())
            return t;
    }
    return QString();
}

// The recorded event, re-aimed at live node \a w.
ReplayEvent fireOn(const PatternContext &c, int w)
{
    ReplayEvent e = c.event;
    const QPoint p = centre(*c.live, w);
    if (e.kind == ReplayEvent::Kind::Swipe) {
        const QRect rs = c.recorded->screenRect(), ls = c.live->screenRect();
        const QPoint d = e.to - e.pos;
        const double sx = rs.width() > 0 ? double(ls.width()) / rs.width() : 1;
        const double sy = rs.height() > 0 ? double(ls.height()) / rs.height() : 1;
        e.to = QPoint(std::clamp(int(p.x() + d.x() * sx), ls.left(), ls.left() + ls.width() - 1),
                      std::clamp(int(p.y() + d.y() * sy), ls.top(), ls.top() + ls.height() - 1));
    } else if (e.kind != ReplayEvent::Kind::LongTap) {
        e.kind = ReplayEvent::Kind::Tap;
    }
    e.pos = p;
    return e;
}

PatternAction tapAction(const PatternContext &c, ResponsivePattern p, int w, bool consumed, const QString &what)
{
    PatternAction a;
    a.pattern = p;
    a.target = w;
    a.consumed = consumed;
    a.events = { consumed ? fireOn(c, w) : ReplayEvent::tap(centre(*c.live, w)) };
    a.inverse = { ReplayEvent::back() };
    a.description = what;
    return a;
}

QString label(const ViewTree &t, int n)
{
    for (int x : t.subtree(n)) {
        const QString s = norm(t.node(x).text.isEmpty() ? t.node(x).contentDescription : t.node(x).text);
        if (!s.isEmpty())
            return s;
    }
    return QString();
}

bool isTabContainer(const ViewNode &v)
{
    const QString e = v.resourceEntry().toLower();
    return v.className.contains(u"TabWidget") || v.className.contains(u"TabLayout") || e == u"tabs"
        || e.contains(u"tab_layout") || e.contains(u"tablayout");
}

// Tab items of a tab container, below any single-child wrappers (TabLayout wraps its TabViews in one
// SlidingTabIndicator).
QList<int> tabItems(const ViewTree &t, int container)
{
    int cur = container;
    while (t.node(cur).children.size() == 1)
        cur = t.node(cur).children.first();
    return t.node(cur).children;
}

bool isPager(const ViewNode &v)
{
    return v.className.contains(u"ViewPager");
}

bool isList(const ViewNode &v)
{
    return v.className.contains(u"RecyclerView") || v.className.contains(u"ListView")
        || v.className.contains(u"GridView");
}

int ancestorWhere(const ViewTree &t, int n, const std::function<bool(const ViewNode &)> &pred)
{
    for (int cur = t.node(n).parent; cur >= 0; cur = t.node(cur).parent) {
        if (pred(t.node(cur)))
            return cur;
    }
    return -1;
}

// \a forwardText or \a backText describes the swipe, by the direction it goes (ScrollsPerDirection forward, then back).
PatternAction swipeAction(const PatternContext &c, ResponsivePattern p, int container, bool horizontal,
                          const QString &forwardText, const QString &backText)
{
    const QRect r = c.live->node(container).bounds.intersected(c.live->screenRect());
    const bool forward = c.repeat < ScrollsPerDirection;
    QPoint from, to;
    if (horizontal) {
        from = QPoint(r.left() + r.width() * 3 / 4, r.center().y());
        to = QPoint(r.left() + r.width() / 4, r.center().y());
    } else {
        from = QPoint(r.center().x(), r.top() + r.height() * 3 / 4);
        to = QPoint(r.center().x(), r.top() + r.height() / 4);
    }
    if (!forward)
        std::swap(from, to);
    PatternAction a;
    a.pattern = p;
    a.target = container;
    a.events = { ReplayEvent::swipe(from, to) };
    a.inverse = { ReplayEvent::swipe(to, from) };
    a.description = forward ? forwardText : backText;
    return a;
}

// Recorded two-pane screen: a list beside the receiver with a selected item. Returns {list, item}.
std::pair<int, int> selectedListItem(const PatternContext &c)
{
    const QRect rv = c.recorded->node(c.receiver).bounds;
    for (int n : c.recorded->subtree(c.recordedRoot)) {
        const ViewNode &l = c.recorded->node(n);
        if (!isList(l) || c.recorded->isAncestorOrSelf(n, c.receiver))
            continue;
        const bool beside
            = l.bounds.left() + l.bounds.width() <= rv.left() || rv.left() + rv.width() <= l.bounds.left();
        if (!beside)
            continue;
        for (int item : l.children) {
            for (int x : c.recorded->subtree(item)) {
                if (c.recorded->node(x).selected)
                    return { n, item };
            }
        }
    }
    return { -1, -1 };
}

// The live node a tap on \a w should go to: its clickable ancestor, else \a w itself.
int tapTarget(const ViewTree &live, int w)
{
    return live.clickableAncestorOrSelf(w) >= 0 ? live.clickableAncestorOrSelf(w) : w;
}

// Rx patterns 1 and 2: the receiver's text reads a little differently here (VagueTextExt looks past Ŝ's level).
std::optional<PatternAction> applyVagueText(ResponsivePattern p, const PatternContext &c)
{
    const ViewTree &live = *c.live;
    const QString t = receiverText(c);
    if (t.isEmpty())
        return std::nullopt;
    const bool ext = p == ResponsivePattern::VagueTextExt;
    const QList<int> first = chainNodes(c, true);
    for (int w : chainNodes(c, !ext)) {
        if (ext && first.contains(w))
            continue;
        if (vagueEqual(norm(live.node(w).text), t)) {
            return tapAction(c, p, tapTarget(live, w), true,
                             Tr::tr("the label \"%1\" reads \"%2\" here").arg(t, live.node(w).text));
        }
    }
    return std::nullopt;
}

std::optional<PatternAction> applyVagueTextDesc(ResponsivePattern p, const PatternContext &c)
{
    const ViewTree &live = *c.live;
    const QString t = receiverText(c);
    const QString d = norm(c.recorded->node(c.receiver).contentDescription);
    for (int w : chainNodes(c)) {
        const ViewNode &x = live.node(w);
        if ((!t.isEmpty() && norm(x.contentDescription) == t) || (!d.isEmpty() && norm(x.text) == d))
            return tapAction(c, p, tapTarget(live, w), true, Tr::tr("the label moved between text and description"));
    }
    return std::nullopt;
}

// Scroll the live counterpart of the receiver's scrollable ancestor, else the nearest scrollable of the chain.
std::optional<PatternAction> applyScroll(ResponsivePattern p, const PatternContext &c)
{
    const ViewTree &rec = *c.recorded;
    const ViewTree &live = *c.live;
    const int sa = rec.scrollableAncestor(c.receiver);
    if (sa < 0 || c.repeat >= 2 * ScrollsPerDirection)
        return std::nullopt;
    int container = -1;
    if (c.matcher) {
        const Correspondence m = c.matcher->match(sa);
        if (m.isValid() && live.node(m.node).scrollable)
            container = m.node;
    }
    for (int w : chainNodes(c)) {
        if (container >= 0)
            break;
        if (live.node(w).scrollable && !isPager(live.node(w)))
            container = w;
    }
    if (container < 0)
        return std::nullopt;
    const ViewNode &s = rec.node(sa);
    const bool horizontal = s.className.contains(u"Horizontal") || isTabContainer(s) || isPager(s);
    return swipeAction(c, p, container, horizontal, Tr::tr("scroll its container forward"),
                       Tr::tr("scroll its container back"));
}

std::optional<PatternAction> applyMoreOptions(ResponsivePattern p, const PatternContext &c)
{
    const ViewTree &live = *c.live;
    for (int w : chainNodes(c)) {
        if (live.node(w).clickable && norm(live.node(w).contentDescription).contains(u"more options"))
            return tapAction(c, p, w, false, Tr::tr("open the \"More options\" overflow menu"));
    }
    return std::nullopt;
}

// A navigation drawer's pane, by class or by the resource names apps commonly give it.
bool isDrawerPane(const ViewNode &a)
{
    const QString e = a.resourceEntry().toLower();
    return a.className.contains(u"NavigationView") || e.contains(u"nav_view") || e.contains(u"navigation")
        || (e.contains(u"drawer") && (e.contains(u"menu") || e.contains(u"content") || e.contains(u"list")));
}

// The step was recorded inside an open drawer (or a screen offering to close one): open the live drawer.
std::optional<PatternAction> applyDrawerMenu(ResponsivePattern p, const PatternContext &c)
{
    const ViewTree &rec = *c.recorded;
    const ViewTree &live = *c.live;
    const int drawer = ancestorWhere(rec, c.receiver, isDrawerPane);
    bool closeButton = false;
    for (int n : rec.subtree(c.recordedRoot)) {
        const QString d = norm(rec.node(n).contentDescription);
        closeButton = closeButton || (d.contains(u"close") && d.contains(u"drawer"));
    }
    if (drawer < 0 && !closeButton)
        return std::nullopt;
    for (int w : chainNodes(c)) {
        const QString d = norm(live.node(w).contentDescription);
        if (live.node(w).clickable && d.contains(u"drawer") && !d.contains(u"close"))
            return tapAction(c, p, w, false, Tr::tr("open the navigation drawer"));
    }
    return std::nullopt;
}

// The receiver is a tab: tap a sibling tab the live screen shows, so the tab strip can reveal it.
std::optional<PatternAction> applyTabHostTab(ResponsivePattern p, const PatternContext &c)
{
    const ViewTree &rec = *c.recorded;
    const ViewTree &live = *c.live;
    const int tabs = ancestorWhere(rec, c.receiver, isTabContainer);
    if (tabs < 0)
        return std::nullopt;
    const QList<int> items = tabItems(rec, tabs);
    int mine = -1;
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (rec.isAncestorOrSelf(items.at(i), c.receiver))
            mine = int(i);
    }
    // Sibling tabs nearest to the receiver's first.
    for (int dist = 1; dist < items.size(); ++dist) {
        for (int idx : { mine - dist, mine + dist }) {
            if (idx < 0 || idx >= items.size())
                continue;
            const QString l = label(rec, items.at(idx));
            if (l.isEmpty())
                continue;
            for (int w : chainNodes(c)) {
                if (norm(live.node(w).text) == l || norm(live.node(w).contentDescription) == l)
                    return tapAction(c, p, tapTarget(live, w), false, Tr::tr("tap the sibling tab \"%1\"").arg(l));
            }
        }
    }
    return std::nullopt;
}

// The receiver is in a tab's content: select the tab it was recorded on where the live screen has another selected.
std::optional<PatternAction> applyTabHostContent(ResponsivePattern p, const PatternContext &c)
{
    const ViewTree &rec = *c.recorded;
    const ViewTree &live = *c.live;
    if (ancestorWhere(rec, c.receiver, isTabContainer) >= 0)
        return std::nullopt;
    for (int n : rec.subtree(c.recordedRoot)) {
        if (!isTabContainer(rec.node(n)))
            continue;
        for (int item : tabItems(rec, n)) {
            bool selected = false;
            for (int x : rec.subtree(item))
                selected = selected || rec.node(x).selected;
            const QString l = label(rec, item);
            if (!selected || l.isEmpty())
                continue;
            for (int w : chainNodes(c)) {
                if (norm(live.node(w).text) != l && norm(live.node(w).contentDescription) != l)
                    continue;
                const int target = tapTarget(live, w);
                bool liveSelected = false;
                for (int x : live.subtree(target))
                    liveSelected = liveSelected || live.node(x).selected;
                if (!liveSelected)
                    return tapAction(c, p, target, false,
                                     Tr::tr("select the tab \"%1\" the step was recorded on").arg(l));
            }
        }
    }
    return std::nullopt;
}

// Both devices have the receiver's pager: page the live one.
std::optional<PatternAction> applyDoubleSideViewPager(ResponsivePattern p, const PatternContext &c)
{
    const int pager = ancestorWhere(*c.recorded, c.receiver, isPager);
    if (pager < 0 || c.repeat >= 2 * ScrollsPerDirection || !c.matcher)
        return std::nullopt;
    const Correspondence m = c.matcher->match(pager);
    if (!m.isValid() || !isPager(c.live->node(m.node)))
        return std::nullopt;
    return swipeAction(c, p, m.node, true, Tr::tr("page the pager forward"), Tr::tr("page the pager back"));
}

// Only the live device pages this content (a tablet's side-by-side panes become a phone's pager).
std::optional<PatternAction> applySingleSideViewPager(ResponsivePattern p, const PatternContext &c)
{
    const ViewTree &live = *c.live;
    if (ancestorWhere(*c.recorded, c.receiver, isPager) >= 0 || c.repeat >= 2 * ScrollsPerDirection)
        return std::nullopt;
    for (const QList<int> &level : segmentChain(c)) {
        for (int r : level) {
            for (int cur = r; cur >= 0; cur = live.node(cur).parent) {
                if (isPager(live.node(cur)) && shown(live, cur))
                    return swipeAction(c, p, cur, true, Tr::tr("page the pager that only this device has forward"),
                                       Tr::tr("page the pager that only this device has back"));
            }
        }
    }
    return std::nullopt;
}

// Recorded on a two-pane screen: open the selected item's detail (Detailed), or go back to the list (Descriptive).
std::optional<PatternAction> applyDualFragment(ResponsivePattern p, const PatternContext &c)
{
    const auto [list, item] = selectedListItem(c);
    if (list < 0 || !c.matcher)
        return std::nullopt;
    const Correspondence liveItem = c.matcher->match(item);
    if (p == ResponsivePattern::DualFragmentGotoDetailed) {
        if (!liveItem.isValid())
            return std::nullopt;
        return tapAction(c, p, liveItem.node, false,
                         Tr::tr("open the item \"%1\" selected on the recorded device").arg(label(*c.recorded, item)));
    }
    if (liveItem.isValid() || c.matcher->match(list).isValid())
        return std::nullopt;
    PatternAction a;
    a.pattern = p;
    a.events = { ReplayEvent::back() };
    a.description = Tr::tr("go back from the detail pane to the list");
    return a; // the inverse (tap the item) needs the list screen, so TryReplay cannot pre-compute it
}

std::optional<PatternAction> applyNavigationUp(ResponsivePattern p, const PatternContext &c)
{
    const ViewTree &live = *c.live;
    const QString d = norm(c.recorded->node(c.receiver).contentDescription);
    if (d == u"navigate up" || d == u"navigation up" || d == u"back" || d == u"close" || d == u"dismiss") {
        PatternAction a;
        a.pattern = p;
        a.consumed = true;
        a.events = { ReplayEvent::back() };
        a.description = Tr::tr("the recorded step navigates up: press Back");
        return a;
    }
    for (int w : chainNodes(c)) {
        const QString x = norm(live.node(w).contentDescription);
        if (live.node(w).clickable && (x.contains(u"navigate up") || x.contains(u"navigation up"))) {
            PatternAction a = tapAction(c, p, w, false, Tr::tr("navigate up"));
            a.inverse.clear(); // the paper's inverse taps the view most similar to S' on the next screen
            return a;
        }
    }
    return std::nullopt;
}

std::optional<PatternAction> applyImpl(ResponsivePattern p, const PatternContext &c)
{
    switch (p) {
    case ResponsivePattern::VagueText:
    case ResponsivePattern::VagueTextExt:
        return applyVagueText(p, c);
    case ResponsivePattern::VagueTextDesc:
        return applyVagueTextDesc(p, c);
    case ResponsivePattern::Scroll:
        return applyScroll(p, c);
    case ResponsivePattern::MoreOptions:
        return applyMoreOptions(p, c);
    case ResponsivePattern::DrawerMenu:
        return applyDrawerMenu(p, c);
    case ResponsivePattern::TabHostTab:
        return applyTabHostTab(p, c);
    case ResponsivePattern::TabHostContent:
        return applyTabHostContent(p, c);
    case ResponsivePattern::DoubleSideViewPager:
        return applyDoubleSideViewPager(p, c);
    case ResponsivePattern::SingleSideViewPager:
        return applySingleSideViewPager(p, c);
    case ResponsivePattern::DualFragmentGotoDescriptive:
    case ResponsivePattern::DualFragmentGotoDetailed:
        return applyDualFragment(p, c);
    case ResponsivePattern::NavigationUp:
        return applyNavigationUp(p, c);
    }
    return std::nullopt;
}

} // namespace

QList<ResponsivePattern> ResponsivePatterns::rankOrder()
{
    return { ResponsivePattern::VagueText,
             ResponsivePattern::VagueTextExt,
             ResponsivePattern::VagueTextDesc,
             ResponsivePattern::Scroll,
             ResponsivePattern::MoreOptions,
             ResponsivePattern::DrawerMenu,
             ResponsivePattern::TabHostTab,
             ResponsivePattern::TabHostContent,
             ResponsivePattern::DoubleSideViewPager,
             ResponsivePattern::SingleSideViewPager,
             ResponsivePattern::DualFragmentGotoDescriptive,
             ResponsivePattern::DualFragmentGotoDetailed,
             ResponsivePattern::NavigationUp };
}

QString ResponsivePatterns::name(ResponsivePattern p)
{
    static const char *const names[] = { "VagueText",
                                         "VagueTextExt",
                                         "VagueTextDesc",
                                         "Scroll",
                                         "MoreOptions",
                                         "DrawerMenu",
                                         "TabHostTab",
                                         "TabHostContent",
                                         "DoubleSideViewPager",
                                         "SingleSideViewPager",
                                         "DualFragmentGotoDescriptive",
                                         "DualFragmentGotoDetailed",
                                         "NavigationUp" };
    return QString::fromLatin1(names[int(p)]);
}

std::optional<PatternAction> ResponsivePatterns::apply(ResponsivePattern p, const PatternContext &ctx)
{
    if (!ctx.recorded || !ctx.live || ctx.receiver < 0 || ctx.receiver >= ctx.recorded->size() || ctx.liveRoot < 0
        || ctx.recordedRoot < 0)
        return std::nullopt;
    return applyImpl(p, ctx);
}

QList<PatternAction> ResponsivePatterns::recognize(const PatternContext &ctx, const QList<ResponsivePattern> &exclude)
{
    QList<PatternAction> out;
    for (ResponsivePattern p : rankOrder()) {
        if (exclude.contains(p))
            continue;
        if (std::optional<PatternAction> a = apply(p, ctx))
            out.append(*a);
    }
    return out;
}

} // namespace StepWise
