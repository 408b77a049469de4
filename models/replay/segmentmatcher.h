// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace StepWise {

class ViewTree;
struct SegmentTree;

/*!
 * Similarity (Rx §"Similarity", matcher.ts): every segment is one document made of the words of
 * its views' text, content-description, resource-id entry and hint; documents become tf-idf vectors
 * and segments of two screens are compared by cosine similarity, then paired by the maximum-weight
 * bipartite assignment (maxWeightAssignment()).
 *
 * Guards: idf = ln((1 + N) / (1 + df)) + 1 is always > 0 (Rx's ln(N / (1 + df))
 * can be 0 or negative), N counts only real documents, and an all-zero vector has similarity 0 with
 * everything (Rx gets 0/0 = NaN). Pairs of similarity 0 stay unmatched.
 */
class SegmentMatcher
{
public:
    /*! Words of \a s: split on non-letters/digits and camelCase / snake_case boundaries, lower-cased,
     *  English stop words and one-letter tokens dropped. "btnSaveAll" → {"btn", "save", "all"}. */
    static QStringList words(const QString &s);
    /*! The document of the views under \a roots of \a tree (pre-order, invisible views included). */
    static QStringList document(const ViewTree &tree, const QList<int> &roots);

    /*! Cosine similarity of tf-idf vectors for every pair (a in \a from, b in \a to), idf over all
     *  documents of both lists. \returns a |from| × |to| matrix in [0, 1]. */
    static QList<QList<double>> similarity(const QList<QStringList> &from, const QList<QStringList> &to);

    /*!
     * Matches the leaf segments of two segmented screens.
     * \returns for each leaf of \a fromSegs (in SegmentTree::leaves() order) the index into
     * \a toSegs.segments of its partner leaf, or -1 when it has none.
     */
    static QHash<int, int> matchLeaves(const ViewTree &from, const SegmentTree &fromSegs, const ViewTree &to,
                                       const SegmentTree &toSegs);
};

} // namespace StepWise
