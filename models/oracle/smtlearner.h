// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "oracleformula.h"
#include "oracletypes.h"

#include <QList>
#include <QMutex>
#include <QString>

#include <atomic>

namespace z3 {
class context;
}

namespace StepWise {

/*! Limits and search order of SmtLearner. */
struct LearnOptions {
    int maxClauses = 4; ///< cap on k
    int maxHalfSpaces = 6; ///< cap on h
    int maxSize = 8; ///< cap on k + h
    /*!
     * Work limits in Z3 resource units ("rlimit", roughly 10^6 per CPU second): per (k, h) check, where
     * "unknown" counts as no formula there, and for one learn() call. Unlike wall-clock limits they cut
     * the search at the same point whatever the machine's load, so a seed reproduces its questions and
     * oracle. 0 disables.
     */
    quint64 checkResourceLimit = 600000;
    quint64 totalResourceLimit = 5000000;
    int checkTimeoutMs = 10000; ///< wall-clock safety net per check (Z3 "timeout"), for overloaded machines
    int totalTimeoutMs = 30000; ///< wall-clock safety net for one learn() call
    /*!
     * Try half-spaces with coefficients in {−1, 0, 1} (at most two non-zero, e.g. "a = b", "o < 0") over
     * all (k, h) first, then arbitrary rational coefficients. Simple half-spaces generalise better from a
     * handful of tests; the rational class keeps Incal's completeness. With up to 17 features a simple
     * half-space is encoded as a choice among the class's 2·n² directions, so each test's side of it is a
     * bound on one unknown; of the directions that put every test on the same side, the one over the fewest
     * features is kept.
     */
    bool simpleFirst = true;
    int simpleMaxNonZero = 2;
    /*!
     * Offer every pairwise equality of features (i_r = i_s, o = i_r) as a ready-made atom a clause may use
     * or negate. Bugs often hinge on such a relation (the triangle's a = b = c); as half-spaces each
     * equality costs two half-spaces in two clauses, which the (k, h) caps rarely reach. h then counts
     * the atoms of both kinds a formula uses (an equality atom costs as much as a half-space), so the
     * search still prefers the fewest atoms. The atoms are decided per test when the encoding is built:
     * Z3 only chooses selectors for them.
     */
    bool equalityAtoms = true;
    /*!
     * Offer "x mod m = r" for every feature x, each m here and each class r as a ready-made atom (for m = 2
     * one atom, "x mod 2 = 0", whose negation is the other class). Integer programs often go wrong on one
     * residue class (an "n == 1" written for "n is odd", "2·n/3" for "2·(n/3)", a remainder left out), which no
     * CNF of half-spaces states and the learner would approximate by a band round the reporter's seed. The
     * default, the primes 2, 3 and 5, also states every class modulo 6, 10, 15 and 30 as a conjunction (the
     * Chinese remainder theorem); a class modulo 4, 8 or 9 is not. A residue atom costs residueAtomCost in h, so
     * it is chosen only where it saves atoms over half-spaces and equalities, not where one more coincidence
     * of the few failing tests' residues would do. Empty: none.
     */
    QList<int> residueModuli = defaultResidueModuli();
    static QList<int> defaultResidueModuli(); ///< {2, 3, 5}; out of line, as GCC 12 warns on an inline list here
    int residueAtomCost = 2;
    /*!
     * What a ready-made atom costs on top of its own cost when a clause uses it so that it takes a thin set out
     * of the failing region: an equality as "fails when … ∧ x ≠ y" (x = y in φ), a residue class modulo 3 or
     * more as "… ∧ x mod 3 ≠ 1". Such a literal holds on almost every input, so it does not narrow the failing
     * region; it only steps round the few passing tests that lie on it, where a bound over the same tests
     * would cut off a whole side of the region the failing tests do not reach. At equal cost Z3 picks either,
     * and the region comes out too wide. The other polarity ("x = y", "x mod 3 = 1" in the failing
     * condition) and the classes modulo 2 (each half of the inputs) keep their cost.
     */
    int exclusionExtraCost = 1;
    /*!
     * Where each learned bound goes inside the gap between the nearest training points on either side
     * (every place separates the tests equally well), for a half-space that limits the failing region
     * from one side only: this share of the gap lies between the bound and the passing side. "1/2" is
     * the midpoint; a smaller share widens the failing region, as the few failing tests cluster round
     * the reporter's seed and under-approximate where the bug shows. It raises conditional accuracy and
     * lowers accuracy; a larger one narrows the region towards the failing tests (docs/evaluation.md has the
     * figures of both). An exact rational in (0, 1); a
     * half-space used both ways always gets the midpoint. A gap that holds the sign change (0 on
     * one side or strictly inside) gets the bound there instead, whatever the share: "o ≤ −1" rather than
     * "o ≤ −175384996" when the failing tests printed about −3.5·10^8 and the passing ones 0 and more.
     * A whole number that falls exactly on a bound goes to the passing side, whichever way the half-space
     * points (the midpoint of 100 and 110 passes).
     */
    QByteArray passingSideShare = QByteArrayLiteral("1/2");
    /*!
     * Drop literals the rest of their clause implies (extra Z3 checks). They never change a prediction,
     * only the readable condition, so look-one-ahead oracles that only vote skip it.
     */
    bool simplify = true;
    int firstAttempt = 0; ///< warm start: index into attempts() known to be infeasible below (monotone in T)
    int initialExamples = 20; ///< Incal's incremental sampling: first active set size
    int violationsPerRound = 10; ///< Incal's RandomViolationsStrategy(10)
    quint64 seed = 1; ///< for the incremental sampling
};

/*! One point of the search: CNF(k, h) in a coefficient class; h counts half-spaces and ready-made atoms (equalities
 *  one each, residues LearnOptions::residueAtomCost each, plus LearnOptions::exclusionExtraCost where it applies). */
struct LearnAttempt {
    int k = 1;
    int h = 1;
    bool simple = true;
};

/*! The result of SmtLearner::learn(). */
struct LearnResult {
    enum class Status {
        Found, ///< formula is consistent with every labelled test
        Contradiction, ///< the same ⟨input, output⟩ is labelled both ways: no formula can exist
        NotFound, ///< no formula within the (k, h) caps and time limits
        Canceled, ///< interrupted by the CancelCheck or interrupt()
    };
    Status status = Status::NotFound;
    OracleFormula formula;
    int k = 0;
    int h = 0;
    int attemptIndex = -1; ///< index into attempts(); the warm start for a superset of these tests
    int checks = 0; ///< Z3 checks made
    quint64 resourcesUsed = 0; ///< Z3 resource units spent (see LearnOptions::totalResourceLimit)
    int contradictionA = -1; ///< for Contradiction: indexes of two tests with the same features and
    int contradictionB = -1; ///< opposite labels
    QString message; ///< human-readable reason for every status but Found

    bool isValid() const { return status == Status::Found; }
};

/*!
 * smt_learn (Learn2fix §III-B, as Incal implements it): finds the smallest CNF of k clauses over h
 * linear half-spaces over ⟨i1..in, o⟩ that holds on every passing test and fails on every failing one,
 * searching (k, h) in order of k + h (ties: smaller k first), Incal's "m" symmetry breaking, and
 * half-spaces sorted by bound. Numbers enter Z3 as exact rational numerals from decimal strings.
 *
 * Generalisation choices beyond Incal (same for every subject): the simple coefficient class first (see
 * LearnOptions::simpleFirst), pairwise equality atoms (LearnOptions::equalityAtoms), residue atoms
 * (LearnOptions::residueModuli; decided per test like the equalities, so Z3 still solves QF_LRA), and each
 * learned bound moved within the gap between the nearest training points on either side, so the formula still separates
 * all tests exactly (see LearnOptions::passingSideShare).
 *
 * Degenerate sets: no failing test → φ = true (nothing fails); no passing test → the all-failing
 * oracle (Learn2fix §III-A).
 *
 * Thread-safe per instance for interrupt(); learn() itself is meant for one thread at a time.
 */
class SmtLearner
{
public:
    explicit SmtLearner(LearnOptions options = {});

    const LearnOptions &options() const { return m_options; }
    void setOptions(const LearnOptions &options) { m_options = options; }

    /*! The search order for \a options: (k, h, class) triples, smallest k + h first. */
    static QList<LearnAttempt> attempts(const LearnOptions &options);

    /*!
     * Learns from \a tests (labels Passing/Failing; Unknown ones are ignored). All tests must have the
     * same number of features. \a canceled is polled between checks.
     */
    LearnResult learn(const QList<OracleTest> &tests, const CancelCheck &canceled = {});

    /*! Interrupts a learn() running on another thread (Z3 context interrupt); it returns Canceled. */
    void interrupt();

private:
    LearnOptions m_options;
    QMutex m_mutex;
    z3::context *m_active = nullptr; // guarded by m_mutex
    std::atomic<bool> m_interrupted { false };
};

} // namespace StepWise
