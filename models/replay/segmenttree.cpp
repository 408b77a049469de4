// SPDX-License-Identifier: GPL-3.0-or-later
#include "segmenttree.h"

#include "viewtree.h"

namespace StepWise {

QList<int> SegmentTree::leaves() const
{
    QList<int> out;
    if (segments.isEmpty())
        return out;
    QList<int> stack { 0 };
    while (!stack.isEmpty()) {
        const int s = stack.takeLast();
        const ViewSegment &seg = segments.at(s);
        if (seg.isLeaf())
            out.append(s);
        for (qsizetype i = seg.children.size() - 1; i >= 0; --i)
            stack.append(seg.children.at(i));
    }
    return out;
}

bool SegmentTree::contains(const ViewTree &tree, int seg, int node) const
{
    for (int r : segments.at(seg).roots) {
        if (tree.isAncestorOrSelf(r, node))
            return true;
    }
    return false;
}

int SegmentTree::segmentOf(const ViewTree &tree, int node) const
{
    if (segments.isEmpty() || !contains(tree, 0, node))
        return -1;
    int cur = 0;
    for (;;) {
        int next = -1;
        for (int c : segments.at(cur).children) {
            if (contains(tree, c, node)) {
                next = c;
                break;
            }
        }
        if (next < 0)
            return cur;
        cur = next;
    }
}

} // namespace StepWise
