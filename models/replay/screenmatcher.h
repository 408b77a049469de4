// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "segmenttree.h"
#include "uisegmenter.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace StepWise {

class ViewTree;

/*! Where a recorded widget is on another screen. Value type; node -1 means "none on this screen". */
struct Correspondence {
    int node = -1; ///< node index in the target ViewTree, -1 when none corresponds
    QString path; ///< node path relative to the target app root (groundtruth README), empty when none
    double score = 0; ///< widget similarity of the answer (or of the best rejected candidate)
    int fromSegment = -1; ///< leaf segment of the recorded widget (index into the source SegmentTree)
    int toSegment = -1; ///< its partner leaf on the target, -1 when unmatched
    QString reason; ///< one line: how it was matched, or why nothing corresponds
    bool isValid() const { return node >= 0; }
};

/*!
 * Finds the counterpart of a recorded widget on another rendering of the same screen (Rx's
 * "FindSegment" + receiver lookup, Rx §"Replay"): both screens are segmented (UiSegmenter),
 * segments are paired by tf-idf cosine with a maximum-weight assignment (SegmentMatcher), and the
 * widget is then chosen by attribute similarity with a preference for the matched segment — the
 * partner segment first, then the rest of the screen, like Rx's bottom-up VagueTextExt search.
 *
 * Widget similarity uses text, content-description, resource-id entry, class, clickability, the
 * labels of the widget's subtree (a clickable row labelled by a child TextView), the widget's rank
 * among look-alikes in document order, and its position relative to the window. The node path is
 * never used, so a layout that inserts or reorders containers does not mislead it.
 *
 * "None" is answered when the best candidate scores below NoneThreshold, or when every candidate's
 * labels contradict the widget's (both labelled, no label in common) and no unique resource id ties
 * them: the widget is then off-screen (below the fold) or hidden on the target.
 *
 * Both trees are referenced, not copied: they must outlive the matcher.
 */
class ScreenMatcher
{
public:
    /*! Below this similarity the best candidate is not accepted. Class agreement alone gives +1 and
     *  each disagreement (class, id, text, clickability, position) takes 0.25–2 away, so 0.5 keeps
     *  unlabelled look-alikes of the same class (icon buttons) and refuses candidates that disagree on
     *  class or id. Labelled widgets are mostly decided by the contradiction rule, not by this value. */
    static constexpr double NoneThreshold = 0.5;

    /*! Segments both windows (\a fromRoot / \a toRoot are window roots, e.g. ViewTree::appRoot())
     *  and pairs their segments. */
    ScreenMatcher(const ViewTree &from, int fromRoot, const ViewTree &to, int toRoot,
                  const UiSegmenter &segmenter = UiSegmenter());

    /*! The counterpart of source node \a fromNode; an invalid Correspondence with a reason when none. */
    Correspondence match(int fromNode) const;

    /*! Similarity of source node \a a and target node \b (higher is closer; about −10..15). */
    double similarity(int a, int b) const;

    const SegmentTree &fromSegments() const { return m_fromSegs; }
    const SegmentTree &toSegments() const { return m_toSegs; }
    /*! Partner leaf (target segment index) of source leaf \a fromLeaf, or -1. */
    int partnerSegment(int fromLeaf) const { return m_partner.value(fromLeaf, -1); }

private:
    struct Features {
        QString text, desc, entry, cls;
        QSet<QString> labels; ///< own and descendant text/desc, normalised
        QString key; ///< class|entry|text|desc: look-alikes share it
        int rank = 0, keyCount = 1;
        double cx = 0, cy = 0; ///< centre relative to the window, 0..1
        int children = 0;
    };
    QList<Features> features(const ViewTree &tree, int root) const;
    double labelOverlap(int a, int b) const;
    bool contradicts(int a, int b) const;
    bool uniqueIdMatch(int a, int b) const;

    const ViewTree &m_from;
    const ViewTree &m_to;
    int m_fromRoot, m_toRoot;
    SegmentTree m_fromSegs, m_toSegs;
    QHash<int, int> m_partner;
    QList<Features> m_ff, m_tf; // indexed by node; default-constructed outside the windows
    QHash<QString, int> m_fromLabelFreq; // label → number of source nodes carrying it
    QHash<QString, int> m_fromIdFreq, m_toIdFreq;
};

} // namespace StepWise
