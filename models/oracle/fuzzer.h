// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "oracletypes.h"

#include <QByteArray>
#include <QList>
#include <QRandomGenerator>

namespace StepWise {

/*!
 * fuzz() of Learn2fix §III-A with the operators of Learn2fix's code (custom_mutation): for a per-coordinate
 * mutation, n positions are drawn with replacement and each gets a stack of 1–9 operators from
 * {+1, −1, +10, −10 (twice as likely each), random value in [−2v, 2v), random value in [−100, 100),
 * ×10, ÷10}. That is half of the mutants. The other half probes the structure around the seed, where
 * per-coordinate mutation rarely goes (Learn2fix §III-A lists "boundary values" among the operators):
 *  - a whole-vector operator on every coordinate (+1, −1, +10, −10, ×10, ÷10), which keeps relations
 *    such as a = b;
 *  - pairwise relations: set one coordinate to another's value (a = b), to it ±1, or swap two;
 *  - special values on one coordinate: small values (−1 … 3) and boundary values (±(2^31 − 1), 2^31,
 *    2^32, 10^9, 10^18), which expose overflow and off-by-one bugs;
 * so that both failing and passing tests near the seed get generated.
 *
 * Values stay integers of any size (InputVector): ÷10 truncates toward zero, so the oracle learns on exactly
 * the input the program reads (unlike Learn2fix's float division, pitfall 4). Results saturate at ±limit():
 * by default ±9·10^18, inside the 64 bits most programs read; for a seed beyond that (limitFor()) ten times
 * its largest magnitude, so that a program reading long numbers as text is fuzzed at its own scale.
 * Deterministic for a given seed and limit.
 */
class Fuzzer
{
public:
    explicit Fuzzer(quint64 seed = 1);

    /*! A mutant of \a input (same length, ≥ 1; canonical decimal integers). May equal \a input; callers reject
     *  duplicates. */
    InputVector mutate(const InputVector &input);
    /*! The magnitude results saturate at (a positive canonical decimal integer). */
    QByteArray limit() const { return m_limit; }
    void setLimit(const QByteArray &limit) { m_limit = limit; }
    /*! The limit for fuzzing around \a seed: defaultLimit() when every coordinate is within it, else ten times
     *  the largest magnitude. */
    static QByteArray limitFor(const InputVector &seed);

    /*! The generator, shared with seed selection so one --seed fixes the whole run. */
    QRandomGenerator &rng() { return m_rng; }

    static constexpr qint64 Limit = 9'000'000'000'000'000'000LL;
    static QByteArray defaultLimit() { return QByteArray::number(Limit); }

private:
    QByteArray applyOperator(int op, const QByteArray &v);
    QByteArray saturate(const QByteArray &v) const;
    QRandomGenerator m_rng;
    QByteArray m_limit = defaultLimit();
};

} // namespace StepWise
