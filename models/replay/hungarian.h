// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

namespace StepWise {

/*!
 * Maximum-weight bipartite assignment (Kuhn–Munkres / Hungarian algorithm, O(n³)), as Rx's matcher
 * uses to pair segments (Rx §"Similarity").
 *
 * \a weights is a rows × cols matrix (rows may differ from cols; missing cells are padded with 0,
 * which stands for "no partner"). Non-finite weights are treated as 0.
 * \returns for each row the assigned column, or -1 when the row got a padding column.
 */
QList<int> maxWeightAssignment(const QList<QList<double>> &weights);

} // namespace StepWise
