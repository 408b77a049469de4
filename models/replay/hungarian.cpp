// SPDX-License-Identifier: GPL-3.0-or-later
#include "hungarian.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace StepWise {

QList<int> maxWeightAssignment(const QList<QList<double>> &weights)
{
    const int rows = int(weights.size());
    int cols = 0;
    double maxW = 0;
    for (const QList<double> &r : weights) {
        cols = std::max(cols, int(r.size()));
        for (double w : r) {
            if (std::isfinite(w))
                maxW = std::max(maxW, w);
        }
    }
    const int n = std::max(rows, cols);
    QList<int> result(rows, -1);
    if (n == 0)
        return result;
    // Minimise cost = maxW - weight on the padded square matrix (1-based potentials, e-maxx form).
    const auto cost = [&](int i, int j) {
        double w = 0;
        if (i < rows && j < int(weights.at(i).size()) && std::isfinite(weights.at(i).at(j)))
            w = weights.at(i).at(j);
        return maxW - w;
    };
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> u(n + 1, 0), v(n + 1, 0), minv(n + 1);
    std::vector<int> p(n + 1, 0), way(n + 1, 0);
    std::vector<char> used(n + 1);
    for (int i = 1; i <= n; ++i) {
        p[0] = i;
        int j0 = 0;
        std::fill(minv.begin(), minv.end(), inf);
        std::fill(used.begin(), used.end(), 0);
        do {
            used[j0] = 1;
            const int i0 = p[j0];
            double delta = inf;
            int j1 = 0;
            for (int j = 1; j <= n; ++j) {
                if (used[j])
                    continue;
                const double cur = cost(i0 - 1, j - 1) - u[i0] - v[j];
                if (cur < minv[j]) {
                    minv[j] = cur;
                    way[j] = j0;
                }
                if (minv[j] < delta) {
                    delta = minv[j];
                    j1 = j;
                }
            }
            for (int j = 0; j <= n; ++j) {
                if (used[j]) {
                    u[p[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
        } while (p[j0] != 0);
        do {
            const int j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
        } while (j0);
    }
    for (int j = 1; j <= n; ++j) {
        const int i = p[j] - 1;
        if (i >= 0 && i < rows && j - 1 < int(weights.at(i).size()))
            result[i] = j - 1;
    }
    return result;
}

} // namespace StepWise
