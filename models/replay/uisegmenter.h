// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "segmenttree.h"

#include <QList>

namespace StepWise {

class ViewTree;

/*!
 * SegmentUI (Rx §"SegmentUI"; the Rx paper's §4.1, Algorithm 2): VIPS-style recursive bisection of a
 * window into view segments, driven by a Naturalness score.
 *
 * Each step "divides" the segment's roots into a pool of blocks (containers that cover most of the
 * segment are opened, controls and small groups are kept whole), enumerates every horizontal and
 * vertical line that separates the pool without cutting a block, and takes the cut with the highest
 *
 *   Naturalness(L, R) = Σᵢ wᵢ (inter_i − intra_i) / Σᵢ wᵢ,   i ∈ {color, distance, info, class, scroll, number},
 *
 * with equal weights wᵢ = 1/6. Each σᵢ(v, v') lies in [0, 1], 0 meaning "close"; inter_i is the mean
 * of σᵢ over pairs across the cut, intra_i the mean over pairs on the same side. Means replace the
 * paper's sums so that one threshold fits segments of any size. σ_distance compares the gap at the
 * cut with the gaps between neighbouring blocks on each side (VIPS's separator width).
 *
 * σ_color needs background colours (ViewNode::backgroundColor, e.g. sampled from a screenshot by the
 * caller). uiautomator dumps have none; then σ_color is left out and the remaining σs keep equal
 * weights (1/5 each), so a missing screenshot neither favours nor blocks a cut.
 *
 * Pairs are neighbour pairs: each block with its nearest block across the cut (inter) and on its own
 * side (intra); distant pairs say little about a cut.
 *
 * A cut is accepted when Naturalness ≥ threshold(). Before straight cuts, blocks drawn on top of an
 * earlier, larger block (floating buttons, sheets, popups) are split off; that cut is always accepted,
 * like the code's elevated separators (segment.ts in Rx's code). A single row or column of childless blocks (a
 * toolbar, a tab strip) is not cut: neighbouring icons and labels differ in class and info by nature.
 */
class UiSegmenter
{
public:
    /*! Default threshold. With five informative σs in [0, 1], 0.08 accepts a cut when, on average,
     *  the two sides differ in about half of one σ more than their members differ among themselves.
     *  A cut inside a uniform list or grid (same class, size, info, scroll parent, even gaps) scores
     *  ≈ 0 and is rejected, so lists stay whole; toolbars, tab strips, lists and navigation bars differ
     *  in class, scroll parent and size and score 0.1–0.4. */
    static constexpr double DefaultThreshold = 0.08;
    /*! Segments below this number of blocks are not cut further. */
    static constexpr int MinBlocks = 2;
    /*! Safety bound on the number of segments per window. */
    static constexpr int MaxSegments = 128;

    void setThreshold(double t) { m_threshold = t; }
    double threshold() const { return m_threshold; }

    /*!
     * Segments the window rooted at \a root (a ViewTree::appRoot()).
     * \returns a tree whose segment 0 has roots {root}; an empty tree when \a root is invalid.
     */
    SegmentTree segment(const ViewTree &tree, int root) const;

    /*! The six σ functions in [0,1] for two blocks of \a tree (exposed for tests). σ_color returns -1
     *  when either block has no background colour. \a index: 0 color, 1 distance (plain rectangle gap
     *  relative to \a scale px), 2 info, 3 class, 4 scroll, 5 number. */
    static double sigma(const ViewTree &tree, int index, int a, int b, double scale);

    /*! Naturalness of splitting \a left | \a right (block node indexes), as defined above. */
    static double naturalness(const ViewTree &tree, const QList<int> &left, const QList<int> &right, bool vertical);

private:
    double m_threshold = DefaultThreshold;
};

} // namespace StepWise
