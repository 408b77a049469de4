// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRect>

namespace StepWise {

class ViewTree;

/*! A view segment S (Rx "spatial locality"): a visually adjacent block of views. */
struct ViewSegment {
    QList<int> roots; ///< ViewTree node indexes whose subtrees make up the segment
    QRect rect; ///< union of the roots' bounds, screen px
    int parent = -1; ///< index into SegmentTree::segments, -1 for the top segment
    QList<int> children; ///< two (a bisection) or none (a leaf)
    double naturalness = 0; ///< Naturalness of the split into children; of the best rejected cut for a leaf
    bool isLeaf() const { return children.isEmpty(); }
};

/*! The result of SegmentUI: a binary tree of segments; segment 0 is the whole window. */
struct SegmentTree {
    QList<ViewSegment> segments;

    /*! Leaf segment indexes in tree order (top-left first, as the bisection emits them). */
    QList<int> leaves() const;
    /*! The deepest segment whose roots' subtrees contain \a node (or whose root is an ancestor of
     *  \a node); -1 when \a node lies outside the segmented window. */
    int segmentOf(const ViewTree &tree, int node) const;
    /*! True when \a node lies in a subtree of one of segment \a seg's roots. */
    bool contains(const ViewTree &tree, int seg, int node) const;
};

} // namespace StepWise
