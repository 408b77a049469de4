// SPDX-License-Identifier: GPL-3.0-or-later
#include "uisegmenter.h"

#include "viewtree.h"

#include <QQueue>

#include <algorithm>
#include <cmath>

namespace StepWise {

namespace {

constexpr int MinSide = 5; // Rx's "valid view": at least 5 px each way
constexpr double OpenAreaRatio = 0.5; // containers covering this much of the segment are opened
constexpr double DistanceScale = 0.05; // gaps are measured relative to 5 % of the segment's extent

bool isValid(const ViewNode &n)
{
    return n.visibleToUser && n.bounds.width() >= MinSide && n.bounds.height() >= MinSide;
}

qint64 area(const QRect &r)
{
    return qint64(r.width()) * r.height();
}

void divideView(const ViewTree &tree, int v, bool open, qint64 segArea, QList<int> *pool)
{
    const ViewNode &n = tree.node(v);
    if (!isValid(n))
        return;
    QList<int> valid;
    for (int c : n.children) {
        if (isValid(tree.node(c)))
            valid.append(c);
    }
    if (valid.isEmpty()) {
        // Pure decoration (no label, not interactive) is not a block of its own.
        if (n.informativeLevel() > 0 || n.clickable || n.checkable || n.scrollable)
            pool->append(v);
        return;
    }
    const bool big = area(n.bounds) >= OpenAreaRatio * segArea;
    if ((n.clickable || n.informativeLevel() >= 2) && !open && !big) {
        pool->append(v);
        return;
    }
    if (valid.size() == 1) {
        divideView(tree, valid.first(), open, segArea, pool);
        return;
    }
    if (open || big) {
        for (int c : valid)
            divideView(tree, c, false, segArea, pool);
        return;
    }
    pool->append(v);
}

QList<int> divide(const ViewTree &tree, const QList<int> &roots, const QRect &rect)
{
    QList<int> pool;
    const bool open = roots.size() == 1;
    for (int r : roots)
        divideView(tree, r, open, area(rect), &pool);
    return pool;
}

int subtreeInfo(const ViewTree &tree, int v)
{
    bool t = false, d = false, i = false, h = false;
    for (int n : tree.subtree(v)) {
        const ViewNode &x = tree.node(n);
        t = t || !x.text.isEmpty();
        d = d || !x.contentDescription.isEmpty();
        i = i || !x.resourceId.isEmpty();
        h = h || !x.hint.isEmpty();
    }
    return int(t) + int(d) + int(i) + int(h);
}

int subtreeCount(const ViewTree &tree, int v)
{
    int c = 0;
    for (int n : tree.subtree(v))
        c += tree.node(n).visibleToUser ? 1 : 0;
    return c;
}

int scrollOwner(const ViewTree &tree, int v)
{
    return tree.node(v).scrollable ? v : tree.scrollableAncestor(v);
}

double rectGap(const QRect &a, const QRect &b)
{
    const int dx = std::max({ 0, b.left() - (a.left() + a.width()), a.left() - (b.left() + b.width()) });
    const int dy = std::max({ 0, b.top() - (a.top() + a.height()), a.top() - (b.top() + b.height()) });
    return std::hypot(double(dx), double(dy));
}

double colorDistance(quint32 a, quint32 b)
{
    const auto ch = [](quint32 c, int shift) { return double((c >> shift) & 0xff); };
    const double d = std::abs(ch(a, 16) - ch(b, 16)) + std::abs(ch(a, 8) - ch(b, 8)) + std::abs(ch(a, 0) - ch(b, 0));
    return d / (3 * 255.0);
}

struct Cut {
    QList<int> left, right;
    bool vertical = false;
    double score = -2;
};

// Every line along one axis that separates the pool without cutting a block.
QList<Cut> straightCuts(const ViewTree &tree, const QList<int> &pool, bool vertical)
{
    QList<int> order = pool;
    const auto lo = [&](int v) { return vertical ? tree.node(v).bounds.left() : tree.node(v).bounds.top(); };
    const auto hi = [&](int v) {
        const QRect &r = tree.node(v).bounds;
        return vertical ? r.left() + r.width() : r.top() + r.height();
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return lo(a) < lo(b); });
    QList<Cut> cuts;
    int maxHi = std::numeric_limits<int>::min();
    for (qsizetype i = 0; i + 1 < order.size(); ++i) {
        maxHi = std::max(maxHi, hi(order.at(i)));
        if (lo(order.at(i + 1)) >= maxHi) {
            Cut c;
            c.vertical = vertical;
            c.left = order.mid(0, i + 1);
            c.right = order.mid(i + 1);
            cuts.append(c);
        }
    }
    return cuts;
}

// A single row or column of childless blocks (toolbar, tab strip, button bar): one segment, like
// Rx's "similar layout" divide rule; the σs of neighbouring icons and labels differ by nature.
bool isBar(const ViewTree &tree, const QList<int> &pool)
{
    int top = std::numeric_limits<int>::min(), bottom = std::numeric_limits<int>::max();
    int left = top, right = bottom;
    for (int v : pool) {
        const ViewNode &n = tree.node(v);
        for (int c : n.children) {
            if (isValid(tree.node(c)))
                return false;
        }
        top = std::max(top, n.bounds.top());
        bottom = std::min(bottom, n.bounds.top() + n.bounds.height());
        left = std::max(left, n.bounds.left());
        right = std::min(right, n.bounds.left() + n.bounds.width());
    }
    return top < bottom || left < right;
}

} // namespace

double UiSegmenter::sigma(const ViewTree &tree, int index, int a, int b, double scale)
{
    const ViewNode &x = tree.node(a);
    const ViewNode &y = tree.node(b);
    switch (index) {
    case 0:
        if (!x.backgroundColor || !y.backgroundColor)
            return -1;
        return colorDistance(*x.backgroundColor, *y.backgroundColor);
    case 1:
        return std::min(1.0, rectGap(x.bounds, y.bounds) / std::max(1.0, scale));
    case 2:
        return std::abs(subtreeInfo(tree, a) - subtreeInfo(tree, b)) / 4.0;
    case 3:
        return x.className == y.className ? 0.0 : 1.0;
    case 4:
        return scrollOwner(tree, a) == scrollOwner(tree, b) ? 0.0 : 1.0;
    case 5: {
        const int n = subtreeCount(tree, a), m = subtreeCount(tree, b);
        return std::max(n, m) == 0 ? 0.0 : std::abs(n - m) / double(std::max(n, m));
    }
    default:
        return 0;
    }
}

double UiSegmenter::naturalness(const ViewTree &tree, const QList<int> &left, const QList<int> &right, bool vertical)
{
    QRect all;
    for (int v : left + right)
        all = all.united(tree.node(v).bounds);
    const double scale = DistanceScale * (vertical ? all.width() : all.height());
    const auto gap = [&](int a, int b) { return rectGap(tree.node(a).bounds, tree.node(b).bounds); };
    // Neighbour pairs: each block with its nearest block on the same side (intra) and across the
    // cut (inter). Distant pairs say little about the cut, and with all pairs a side that holds a
    // toolbar, a list and a pane would look "unnatural" merely for being varied.
    QList<std::pair<int, int>> inter, intra;
    const auto nearest = [&](int a, const QList<int> &pool) {
        int best = -1;
        double bestGap = std::numeric_limits<double>::max();
        for (int b : pool) {
            if (b != a && gap(a, b) < bestGap) {
                bestGap = gap(a, b);
                best = b;
            }
        }
        return best;
    };
    for (const auto &[mine, other] : { std::pair(&left, &right), std::pair(&right, &left) }) {
        for (int a : *mine) {
            if (const int b = nearest(a, *other); b >= 0)
                inter.append({ a, b });
            if (const int b = nearest(a, *mine); b >= 0)
                intra.append({ a, b });
        }
    }

    double sum = 0;
    int used = 0;
    for (int i : { 0, 1, 2, 3, 4, 5 }) {
        double in = 0, out = 0;
        bool missing = false;
        for (const auto &[a, b] : inter) {
            const double s = sigma(tree, i, a, b, scale);
            missing = missing || s < 0;
            out += s;
        }
        for (const auto &[a, b] : intra) {
            const double s = sigma(tree, i, a, b, scale);
            missing = missing || s < 0;
            in += s;
        }
        if (missing)
            continue; // σ_color without colours: dropped, the others keep equal weights
        sum += (inter.isEmpty() ? 0 : out / inter.size()) - (intra.isEmpty() ? 0 : in / intra.size());
        ++used;
    }
    return used ? sum / used : 0;
}

SegmentTree UiSegmenter::segment(const ViewTree &tree, int root) const
{
    SegmentTree out;
    if (root < 0 || root >= tree.size())
        return out;
    ViewSegment top;
    top.roots = { root };
    top.rect = tree.node(root).bounds;
    out.segments.append(top);

    QQueue<int> queue;
    queue.enqueue(0);
    while (!queue.isEmpty()) {
        const int s = queue.dequeue();
        if (out.segments.size() + 2 > MaxSegments)
            break;
        const QList<int> pool = divide(tree, out.segments.at(s).roots, out.segments.at(s).rect);
        if (pool.size() < MinBlocks || isBar(tree, pool))
            continue;
        Cut best;
        bool force = false;
        // Elevated blocks first (the E-separators of Rx's code): what is drawn on top of an earlier, larger
        // block (floating buttons, sheets, popups) is split off and the cut is always accepted.
        for (qsizetype i = 0; i < pool.size(); ++i) {
            bool onTop = false;
            for (qsizetype j = 0; j < i && !onTop; ++j) {
                const QRect &a = tree.node(pool.at(j)).bounds;
                const QRect &b = tree.node(pool.at(i)).bounds;
                onTop = a.intersects(b) && area(b) < area(a);
            }
            (onTop ? best.right : best.left).append(pool.at(i));
        }
        if (!best.left.isEmpty() && !best.right.isEmpty()) {
            best.score = naturalness(tree, best.left, best.right, false);
            force = true;
        } else {
            best = Cut();
            for (Cut &c : straightCuts(tree, pool, true) + straightCuts(tree, pool, false)) {
                c.score = naturalness(tree, c.left, c.right, c.vertical);
                if (c.score > best.score)
                    best = c;
            }
            if (best.left.isEmpty())
                continue;
        }
        out.segments[s].naturalness = best.score;
        if (!force && best.score < m_threshold)
            continue;
        for (const QList<int> *side : { &best.left, &best.right }) {
            ViewSegment child;
            child.roots = *side;
            child.parent = s;
            for (int v : *side)
                child.rect = child.rect.united(tree.node(v).bounds);
            out.segments[s].children.append(int(out.segments.size()));
            out.segments.append(child);
            queue.enqueue(int(out.segments.size()) - 1);
        }
    }
    return out;
}

} // namespace StepWise
