// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenmatcher.h"

#include "segmentmatcher.h"
#include "viewtree.h"

#include <cmath>

namespace StepWise {

namespace {

constexpr double SegmentBonus = 1.0; // inside the partner segment of the widget's own segment

QString norm(const QString &s)
{
    const QString t = s.simplified().toLower();
    // Icon fonts put one glyph letter in `text`: not a label (groundtruth README "Known traps").
    if (t.size() == 1 && !t.at(0).isLetterOrNumber())
        return QString();
    return t;
}

QString shortClass(const QString &cls)
{
    return cls.mid(cls.lastIndexOf(u'.') + 1);
}

bool vaguePrefix(const QString &a, const QString &b)
{
    // Rx §"Responsive Patterns", pattern 1 (VagueText): text shortened or expanded with the width.
    return a.size() >= 3 && b.size() >= 3 && (a.startsWith(b) || b.startsWith(a));
}

} // namespace

ScreenMatcher::ScreenMatcher(const ViewTree &from, int fromRoot, const ViewTree &to, int toRoot,
                             const UiSegmenter &segmenter)
    : m_from(from)
    , m_to(to)
    , m_fromRoot(fromRoot)
    , m_toRoot(toRoot)
{
    m_fromSegs = segmenter.segment(from, fromRoot);
    m_toSegs = segmenter.segment(to, toRoot);
    m_partner = SegmentMatcher::matchLeaves(from, m_fromSegs, to, m_toSegs);
    m_ff = features(from, fromRoot);
    m_tf = features(to, toRoot);
    if (fromRoot >= 0) {
        for (int n : from.subtree(fromRoot)) {
            for (const QString &s : { norm(from.node(n).text), norm(from.node(n).contentDescription) }) {
                if (!s.isEmpty())
                    ++m_fromLabelFreq[s];
            }
            if (!from.node(n).resourceId.isEmpty())
                ++m_fromIdFreq[from.node(n).resourceId];
        }
    }
    if (toRoot >= 0) {
        for (int n : to.subtree(toRoot)) {
            if (!to.node(n).resourceId.isEmpty())
                ++m_toIdFreq[to.node(n).resourceId];
        }
    }
}

QList<ScreenMatcher::Features> ScreenMatcher::features(const ViewTree &tree, int root) const
{
    QList<Features> out(tree.size());
    if (root < 0)
        return out;
    const QRect win = tree.node(root).bounds;
    const QList<int> order = tree.subtree(root);
    // Post-order accumulation of labels: children before parents.
    for (qsizetype i = order.size() - 1; i >= 0; --i) {
        const int n = order.at(i);
        const ViewNode &v = tree.node(n);
        Features &f = out[n];
        f.text = norm(v.text);
        f.desc = norm(v.contentDescription);
        f.entry = v.resourceEntry();
        f.cls = shortClass(v.className);
        f.children = int(v.children.size());
        if (!f.text.isEmpty())
            f.labels.insert(f.text);
        if (!f.desc.isEmpty())
            f.labels.insert(f.desc);
        for (int c : v.children) {
            if (tree.node(c).visibleToUser)
                f.labels.unite(out.at(c).labels);
        }
        const QPointF c = QRectF(v.bounds).center();
        f.cx = win.width() > 0 ? (c.x() - win.left()) / win.width() : 0;
        f.cy = win.height() > 0 ? (c.y() - win.top()) / win.height() : 0;
    }
    QHash<QString, int> seen;
    for (int n : order) {
        const ViewNode &v = tree.node(n);
        Features &f = out[n];
        const QString parent = v.parent >= 0
            ? shortClass(tree.node(v.parent).className) + u'/' + tree.node(v.parent).resourceEntry()
            : QString();
        f.key = parent + u'|' + f.cls + u'|' + f.entry + u'|' + f.text + u'|' + f.desc + u'|'
            + (v.clickable ? u'c' : u'-');
        f.rank = seen[f.key]++;
    }
    for (int n : order)
        out[n].keyCount = seen.value(out.at(n).key);
    return out;
}

double ScreenMatcher::labelOverlap(int a, int b) const
{
    const QSet<QString> &p = m_ff.at(a).labels;
    const QSet<QString> &t = m_tf.at(b).labels;
    if (p.isEmpty() || t.isEmpty())
        return 0;
    const auto weight = [&](const QString &s) { return 1.0 / std::max(1, m_fromLabelFreq.value(s, 1)); };
    double common = 0, all = 0;
    for (const QString &s : p) {
        all += weight(s);
        if (t.contains(s))
            common += weight(s);
    }
    for (const QString &s : t) {
        if (!p.contains(s))
            all += weight(s);
    }
    return all > 0 ? common / all : 0;
}

bool ScreenMatcher::contradicts(int a, int b) const
{
    const Features &p = m_ff.at(a);
    const Features &t = m_tf.at(b);
    if (!p.text.isEmpty() && !t.text.isEmpty() && p.text != t.text && !vaguePrefix(p.text, t.text))
        return true;
    if (p.labels.isEmpty() || t.labels.isEmpty())
        return false;
    for (const QString &s : p.labels) {
        if (t.labels.contains(s))
            return false;
        for (const QString &u : t.labels) {
            if (vaguePrefix(s, u))
                return false;
        }
    }
    return true;
}

bool ScreenMatcher::uniqueIdMatch(int a, int b) const
{
    const QString &id = m_from.node(a).resourceId;
    return !id.isEmpty() && id == m_to.node(b).resourceId && m_fromIdFreq.value(id) == 1 && m_toIdFreq.value(id) == 1;
}

double ScreenMatcher::similarity(int a, int b) const
{
    const Features &p = m_ff.at(a);
    const Features &t = m_tf.at(b);
    const ViewNode &pv = m_from.node(a);
    const ViewNode &tv = m_to.node(b);
    double s = 0;
    if (!p.text.isEmpty() && !t.text.isEmpty())
        s += p.text == t.text ? 3 : (vaguePrefix(p.text, t.text) ? 1.5 : -2);
    else if (p.text.isEmpty() != t.text.isEmpty())
        s -= 0.5;
    if (!p.desc.isEmpty() && !t.desc.isEmpty())
        s += p.desc == t.desc ? 2 : -1;
    else if (p.desc.isEmpty() != t.desc.isEmpty())
        s -= 0.25;
    // Rx §"Responsive Patterns", pattern 3 (VagueTextDesc): a label moved between text and content-description.
    if ((!p.text.isEmpty() && p.text == t.desc) || (!p.desc.isEmpty() && p.desc == t.text))
        s += 1.5;
    if (!p.entry.isEmpty() && !t.entry.isEmpty())
        s += p.entry == t.entry ? 2 : -2;
    else if (p.entry.isEmpty() != t.entry.isEmpty())
        s -= 0.75;
    s += p.cls == t.cls ? 1 : -1;
    s += pv.clickable == tv.clickable ? 0.25 : -0.25;
    s += pv.checkable == tv.checkable ? 0 : -0.5;
    s += 3 * labelOverlap(a, b);
    if (p.children == t.children)
        s += 0.25;
    if (p.key == t.key && (p.keyCount > 1 || t.keyCount > 1)) {
        // Look-alikes (every switch reading "OFF", list rows sharing an id): keep their order.
        s += p.rank == t.rank ? 0.75 : 0;
        const double rp = p.keyCount > 1 ? double(p.rank) / (p.keyCount - 1) : 0;
        const double rt = t.keyCount > 1 ? double(t.rank) / (t.keyCount - 1) : 0;
        s += 0.5 * (1 - std::abs(rp - rt));
    }
    s -= 0.5 * (std::abs(p.cx - t.cx) + std::abs(p.cy - t.cy));
    return s;
}

Correspondence ScreenMatcher::match(int fromNode) const
{
    Correspondence c;
    if (fromNode < 0 || fromNode >= m_from.size() || m_fromRoot < 0 || m_toRoot < 0
        || !m_from.isAncestorOrSelf(m_fromRoot, fromNode)) {
        c.reason = QStringLiteral("the widget is not in the recorded app window");
        return c;
    }
    c.fromSegment = m_fromSegs.segmentOf(m_from, fromNode);
    c.toSegment
        = c.fromSegment >= 0 && m_fromSegs.segments.at(c.fromSegment).isLeaf() ? partnerSegment(c.fromSegment) : -1;

    int best = -1, bestRejected = -1;
    double bestScore = -1e9, rejectedScore = -1e9;
    for (int b : m_to.subtree(m_toRoot)) {
        if (b == m_toRoot || !m_to.node(b).visibleToUser)
            continue;
        double s = similarity(fromNode, b);
        if (c.toSegment >= 0 && m_toSegs.contains(m_to, c.toSegment, b))
            s += SegmentBonus;
        if (contradicts(fromNode, b) && !uniqueIdMatch(fromNode, b)) {
            if (s > rejectedScore) {
                rejectedScore = s;
                bestRejected = b;
            }
            continue;
        }
        if (s > bestScore) {
            bestScore = s;
            best = b;
        }
    }
    if (best >= 0 && bestScore >= NoneThreshold) {
        c.node = best;
        c.path = m_to.pathOf(best);
        c.score = bestScore;
        c.reason = QStringLiteral("best of the target's widgets (similarity %1%2)")
                       .arg(bestScore, 0, 'f', 2)
                       .arg(c.toSegment >= 0 && m_toSegs.contains(m_to, c.toSegment, best)
                                ? QStringLiteral(", inside the matched segment")
                                : QString());
        return c;
    }
    c.score = std::max(bestScore, rejectedScore);
    if (best < 0 && bestRejected >= 0)
        c.reason = QStringLiteral("every look-alike on the target carries different labels (closest: %1)")
                       .arg(m_to.pathOf(bestRejected));
    else if (best >= 0)
        c.reason = QStringLiteral("no target widget is similar enough (best %1 at %2, needs %3)")
                       .arg(bestScore, 0, 'f', 2)
                       .arg(m_to.pathOf(best))
                       .arg(NoneThreshold, 0, 'f', 1);
    else
        c.reason = QStringLiteral("the target window is empty");
    return c;
}

} // namespace StepWise
