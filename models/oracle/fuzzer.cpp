// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzer.h"

#include "exactmath.h"

#include <algorithm>

namespace StepWise {

namespace {

enum Op { AddOne, SubOne, AddTen, SubTen, RandomNear, Random100, TimesTen, DivTen };
// Learn2fix's 12-entry list: ±1 and ±10 appear twice.
constexpr Op PerCoordinateOps[]
    = { AddOne, AddOne, SubOne, SubOne, AddTen, AddTen, SubTen, SubTen, RandomNear, Random100, TimesTen, DivTen };
constexpr Op WholeVectorOps[] = { AddOne, SubOne, AddTen, SubTen, TimesTen, DivTen };
constexpr qint64 SmallValues[] = { -1, 0, 1, 2, 3 };
constexpr qint64 BoundaryValues[]
    = { 2147483647LL, -2147483648LL, 2147483648LL, 4294967296LL, 1000000000LL, 1000000000000000000LL };

QByteArray magnitude(const QByteArray &v)
{
    return v.startsWith('-') ? v.sliced(1) : v;
}

QByteArray negated(const QByteArray &v)
{
    return v.startsWith('-') ? v.sliced(1) : v == "0" ? v : QByteArray('-' + v);
}

} // namespace

Fuzzer::Fuzzer(quint64 seed)
    : m_rng(static_cast<quint32>(seed ^ (seed >> 32)))
{
}

QByteArray Fuzzer::limitFor(const InputVector &seed)
{
    QByteArray largest = defaultLimit();
    for (const QByteArray &v : seed)
        if (ExactMath::compare(magnitude(v), largest) > 0)
            largest = QByteArray(magnitude(v) + '0');
    return largest;
}

QByteArray Fuzzer::saturate(const QByteArray &v) const
{
    if (ExactMath::compare(magnitude(v), m_limit) <= 0)
        return v;
    return v.startsWith('-') ? QByteArray('-' + m_limit) : m_limit;
}

QByteArray Fuzzer::applyOperator(int op, const QByteArray &v)
{
    switch (op) {
    case AddOne:
        return saturate(ExactMath::add(v, "1"));
    case SubOne:
        return saturate(ExactMath::add(v, "-1"));
    case AddTen:
        return saturate(ExactMath::add(v, "10"));
    case SubTen:
        return saturate(ExactMath::add(v, "-10"));
    case RandomNear: {
        if (v == "0")
            return QByteArray::number(qint64(m_rng.bounded(200)) - 100);
        // Uniform in [−2|v|, 2|v|), the span at most twice the limit.
        const QByteArray twice = ExactMath::add(magnitude(v), magnitude(v));
        QByteArray span = ExactMath::add(twice, twice);
        if (const QByteArray most = ExactMath::add(m_limit, m_limit); ExactMath::compare(span, most) > 0)
            span = most;
        QByteArray r;
        bool ok = false;
        if (const quint64 span64 = span.toULongLong(&ok); ok) {
            // QRandomGenerator::bounded() shifts by 64 bits for a bound above 2^63 (undefined behaviour, UBSan);
            // there a remainder is as good, and takes one 64-bit draw as bounded() did.
            r = QByteArray::number(span64 > (quint64(1) << 63) ? m_rng.generate64() % span64 : m_rng.bounded(span64));
        } else {
            // Beyond 64 bits: uniform digits of the span's length, drawn again while not below the span.
            do {
                r = QByteArray(span.size(), '0');
                for (char &c : r)
                    c = char('0' + m_rng.bounded(10));
                r = ExactMath::canonical(r);
            } while (ExactMath::compare(r, span) >= 0);
        }
        return saturate(ExactMath::add(r, negated(ExactMath::midpoint(span, "0"))));
    }
    case Random100:
        return QByteArray::number(qint64(m_rng.bounded(200)) - 100);
    case TimesTen:
        return saturate(v == "0" ? v : QByteArray(v + '0'));
    case DivTen: {
        // Truncation toward zero: the last digit goes.
        const QByteArray m = magnitude(v);
        return m.size() <= 1 ? QByteArray("0") : v.chopped(1);
    }
    }
    return v;
}

InputVector Fuzzer::mutate(const InputVector &input)
{
    InputVector out = input;
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
            for (QByteArray &v : out)
                v = applyOperator(op, v);
            break;
        }
        case 2:
            out[i] = QByteArray::number(SmallValues[m_rng.bounded(int(std::size(SmallValues)))]);
            break;
        case 3:
            out[i] = QByteArray::number(BoundaryValues[m_rng.bounded(int(std::size(BoundaryValues)))]);
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
