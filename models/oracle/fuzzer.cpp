// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzer.h"

#include <algorithm>

namespace StepWise {

namespace {

__extension__ typedef __int128 i128;

qint64 saturate(i128 v)
{
    return static_cast<qint64>(std::clamp<i128>(v, -Fuzzer::Limit, Fuzzer::Limit));
}

enum Op { AddOne, SubOne, AddTen, SubTen, RandomNear, Random100, TimesTen, DivTen };
// Learn2fix's 12-entry list: ±1 and ±10 appear twice.
constexpr Op PerCoordinateOps[] = {AddOne, AddOne, SubOne, SubOne, AddTen, AddTen, SubTen, SubTen, RandomNear, Random100, TimesTen, DivTen};
constexpr Op WholeVectorOps[] = {AddOne, SubOne, AddTen, SubTen, TimesTen, DivTen};
constexpr qint64 SmallValues[] = {-1, 0, 1, 2, 3};
constexpr qint64 BoundaryValues[] = {2147483647LL, -2147483648LL, 2147483648LL, 4294967296LL, 1000000000LL, 1000000000000000000LL};

} // namespace

Fuzzer::Fuzzer(quint64 seed)
    : m_rng(static_cast<quint32>(seed ^ (seed >> 32)))
{
}

qint64 Fuzzer::applyOperator(int op, qint64 v)
{
    const i128 x = v;
    switch (op) {
    case AddOne:
        return saturate(x + 1);
    case SubOne:
        return saturate(x - 1);
    case AddTen:
        return saturate(x + 10);
    case SubTen:
        return saturate(x - 10);
    case RandomNear: {
        if (v == 0)
            return saturate(i128(m_rng.bounded(200)) - 100);
        // Uniform in [−2|v|, 2|v|).
        const quint64 span = static_cast<quint64>(std::min<i128>(4 * (x < 0 ? -x : x), i128(Limit) * 2));
        // QRandomGenerator::bounded() shifts by 64 bits for a bound above 2^63 (undefined behaviour, UBSan); there
        // a remainder is as good, and takes one 64-bit draw as bounded() did.
        const quint64 r = span > (quint64(1) << 63) ? m_rng.generate64() % span : m_rng.bounded(span);
        return saturate(i128(r) - span / 2);
    }
    case Random100:
        return saturate(i128(m_rng.bounded(200)) - 100);
    case TimesTen:
        return saturate(x * 10);
    case DivTen:
        return v / 10;
    }
    return v;
}

QList<qint64> Fuzzer::mutate(const QList<qint64> &input)
{
    QList<qint64> out = input;
    const int n = int(input.size());
    if (n == 0)
        return out;
    if (m_rng.bounded(2) == 0) {
        const int i = m_rng.bounded(n);
        const int j = n > 1 ? (i + 1 + m_rng.bounded(n - 1)) % n : i; // another coordinate when there is one
        switch (m_rng.bounded(n > 1 ? 8 : 5)) {
        case 0:
        case 1: {
            const int op = WholeVectorOps[m_rng.bounded(int(std::size(WholeVectorOps)))];
            for (qint64 &v : out)
                v = applyOperator(op, v);
            break;
        }
        case 2:
            out[i] = SmallValues[m_rng.bounded(int(std::size(SmallValues)))];
            break;
        case 3:
            out[i] = BoundaryValues[m_rng.bounded(int(std::size(BoundaryValues)))];
            break;
        case 4:
            out[i] = applyOperator(m_rng.bounded(2) ? AddOne : SubOne, out[i]);
            break;
        case 5:
            out[i] = out[j];
            break;
        case 6:
            out[i] = applyOperator(m_rng.bounded(2) ? AddOne : SubOne, out[j]);
            break;
        case 7:
            std::swap(out[i], out[j]);
            break;
        }
        return out;
    }
    for (int t = 0; t < n; ++t) {
        const int pos = m_rng.bounded(n);
        const int stack = 1 + m_rng.bounded(9);
        for (int s = 0; s < stack; ++s)
            out[pos] = applyOperator(PerCoordinateOps[m_rng.bounded(int(std::size(PerCoordinateOps)))], out[pos]);
    }
    return out;
}

} // namespace StepWise
