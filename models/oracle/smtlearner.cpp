// SPDX-License-Identifier: GPL-3.0-or-later
#include "smtlearner.h"

#include "exactmath.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QLoggingCategory>
#include <QMap>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSet>

#include <algorithm>
#include <functional>
#include <limits>
#include <z3++.h>

Q_LOGGING_CATEGORY(lcLearner, "stepwise.oracle.learner", QtWarningMsg)

namespace StepWise {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::SmtLearner)
};

// The simple coefficient class (LearnOptions::simpleFirst) and every test's projection on each of its directions,
// computed once per learn() for all its (k, h) attempts.
struct SimpleClass {
    // Up to this many directions a simple half-space picks one of them: a test's side is then a bound on b_j
    // alone, which Z3 propagates far faster than a sum of ite terms (about 2–3× fewer resource units on one
    // relation between two of 4–16 noisy inputs). The encoding per test grows as n², though: with 21 features
    // the first (k, h) check no longer fits its work limit, so beyond 2·17² directions (n ≤ 17 features at two
    // non-zero coefficients) each coefficient is chosen on its own instead.
    static constexpr int MaxEnumerated = 578;
    QList<QList<QByteArray>> directions; // coefficient vectors: entries in {−1, 0, 1}, 1 to maxNonZero non-zero
    // groups[i]: test i's distinct projection values, in order, each with the directions that give it
    QList<QList<std::pair<QByteArray, QList<int>>>> groups;
    bool enumerated() const { return !directions.isEmpty(); }
};

SimpleClass makeSimpleClass(const QList<QList<QByteArray>> &xs, int n, int maxNonZero)
{
    SimpleClass sc;
    QList<QList<int>> nonZero; // per direction: its non-zero positions
    QList<int> at;
    QList<QByteArray> v(n, QByteArrayLiteral("0"));
    const std::function<void(int, int)> fill = [&](int from, int left) {
        for (int r = from; r < n && sc.directions.size() <= SimpleClass::MaxEnumerated; ++r) {
            at.append(r);
            for (const char *c : { "1", "-1" }) {
                v[r] = c;
                sc.directions.append(v);
                nonZero.append(at);
                if (left > 1)
                    fill(r + 1, left - 1);
            }
            v[r] = QByteArrayLiteral("0");
            at.removeLast();
        }
    };
    fill(0, std::max(1, maxNonZero));
    if (sc.directions.size() > SimpleClass::MaxEnumerated)
        return {};
    for (const QList<QByteArray> &x : xs) {
        QMap<QByteArray, QList<int>> byValue;
        for (qsizetype t = 0; t < sc.directions.size(); ++t) {
            QList<QByteArray> c, y;
            for (int r : nonZero[t]) {
                c.append(sc.directions[t][r]);
                y.append(x[r]);
            }
            byValue[ExactMath::canonical(ExactMath::dot(c, y))].append(int(t));
        }
        QList<std::pair<QByteArray, QList<int>>> g;
        for (auto it = byValue.cbegin(); it != byValue.cend(); ++it)
            g.append({ it.key(), it.value() });
        sc.groups.append(g);
    }
    return sc;
}

// The unknowns of one CNF(k, h) encoding (Incal's encoding).
struct Encoding {
    int k = 0;
    int h = 0;
    int n = 0; // features
    bool simple = true;
    const SimpleClass *simpleClass = nullptr; // simple, when it picks directions (SimpleClass::enumerated)
    std::vector<std::vector<z3::expr>> dir; // dir[j][t]: half-space j has direction t
    std::vector<std::vector<z3::expr>> pos; // simple, not enumerated: coefficient +1 selected
    std::vector<std::vector<z3::expr>> neg; // simple, not enumerated: coefficient −1 selected
    std::vector<std::vector<z3::expr>> a; // rational: coefficients
    std::vector<z3::expr> b;
    std::vector<std::vector<z3::expr>> sel; // sel[c][l], l < 2h: literal l in clause c (l ≥ h: negated)
    // Ready-made atoms (equalities x[r] = x[s], residues x[r] mod m = c), decided per test when it is added.
    QList<HalfSpace> fixed;
    std::vector<int> fixedCost; // what each counts in h
    std::vector<int> exclusionCost; // what each counts in h when used as x = y in φ (LearnOptions::exclusionExtraCost)
    std::vector<std::vector<z3::expr>> selEq; // selEq[c][l], l < 2·fixed: atom l in clause c (l ≥ fixed: negated)
};

void addFixedAtoms(Encoding *e, const LearnOptions &o)
{
    const int n = e->n;
    const auto unit = [n](int r, const char *c) {
        QList<QByteArray> a(n, QByteArrayLiteral("0"));
        a[r] = c;
        return a;
    };
    if (o.equalityAtoms) {
        for (int i = 0; i < n; ++i) {
            for (int j = i + 1; j < n; ++j) {
                HalfSpace h;
                h.coeffs = unit(i, "1");
                h.coeffs[j] = QByteArrayLiteral("-1");
                h.bound = QByteArrayLiteral("0");
                h.equality = true;
                e->fixed.append(h);
                e->fixedCost.push_back(1);
                e->exclusionCost.push_back(1 + std::max(0, o.exclusionExtraCost));
            }
        }
    }
    for (int m : o.residueModuli) {
        if (m < 2)
            continue;
        // Modulo 2 the negation of "x mod 2 = 0" is the other class; beyond, each class is an atom of its own.
        const int classes = m == 2 ? 1 : m;
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < classes; ++c) {
                HalfSpace h;
                h.coeffs = unit(r, "1");
                h.bound = QByteArray::number(c);
                h.modulus = m;
                e->fixed.append(h);
                e->fixedCost.push_back(std::max(1, o.residueAtomCost));
                e->exclusionCost.push_back(e->fixedCost.back() + (m > 2 ? std::max(0, o.exclusionExtraCost) : 0));
            }
        }
    }
}

Encoding makeEncoding(z3::context &ctx, z3::solver &s, const LearnAttempt &at, int n, const LearnOptions &o,
                      const SimpleClass &sc)
{
    Encoding e;
    e.k = at.k;
    e.h = at.h;
    e.n = n;
    e.simple = at.simple;
    addFixedAtoms(&e, o);
    if (e.simple && sc.enumerated())
        e.simpleClass = &sc;
    for (int j = 0; j < e.h; ++j) {
        e.b.push_back(ctx.real_const(("b_" + std::to_string(j)).c_str()));
        if (e.simpleClass) {
            std::vector<z3::expr> d;
            z3::expr_vector choice(ctx);
            for (qsizetype t = 0; t < sc.directions.size(); ++t) {
                d.push_back(ctx.bool_const(("d_" + std::to_string(j) + "_" + std::to_string(t)).c_str()));
                choice.push_back(d.back());
            }
            s.add(z3::mk_or(choice));
            s.add(z3::atmost(choice, 1u));
            e.dir.push_back(d);
        } else if (e.simple) {
            std::vector<z3::expr> p, m;
            z3::expr_vector nonZero(ctx);
            for (int r = 0; r < n; ++r) {
                p.push_back(ctx.bool_const(("p_" + std::to_string(j) + "_" + std::to_string(r)).c_str()));
                m.push_back(ctx.bool_const(("n_" + std::to_string(j) + "_" + std::to_string(r)).c_str()));
                s.add(!(p.back() && m.back()));
                nonZero.push_back(p.back());
                nonZero.push_back(m.back());
            }
            s.add(z3::mk_or(nonZero));
            s.add(z3::atmost(nonZero, unsigned(o.simpleMaxNonZero)));
            e.pos.push_back(p);
            e.neg.push_back(m);
        } else {
            std::vector<z3::expr> row;
            for (int r = 0; r < n; ++r)
                row.push_back(ctx.real_const(("a_" + std::to_string(j) + "_" + std::to_string(r)).c_str()));
            e.a.push_back(row);
        }
        // Half-spaces are interchangeable: sorting them by bound removes h! symmetric solutions.
        if (j > 0)
            s.add(e.b[j - 1] <= e.b[j]);
    }
    for (int c = 0; c < e.k; ++c) {
        std::vector<z3::expr> row;
        for (int l = 0; l < 2 * e.h; ++l)
            row.push_back(ctx.bool_const(("s_" + std::to_string(c) + "_" + std::to_string(l)).c_str()));
        // Incal "m": a clause never holds a half-space and its negation.
        for (int j = 0; j < e.h; ++j)
            s.add(!(row[j] && row[j + e.h]));
        e.sel.push_back(row);
        const int p = int(e.fixed.size());
        std::vector<z3::expr> eq;
        for (int l = 0; l < 2 * p; ++l)
            eq.push_back(ctx.bool_const(("q_" + std::to_string(c) + "_" + std::to_string(l)).c_str()));
        for (int j = 0; j < p; ++j)
            s.add(!(eq[j] && eq[j + p]));
        e.selEq.push_back(eq);
    }
    if (!e.fixed.isEmpty()) {
        // h counts atoms of every kind: the half-space slots and ready-made atoms used, weighted by cost, add
        // up to at most h, so an equality is as costly as one half-space and no cheaper than the relation it
        // stands for. A ready-made atom used as an exclusion (x = y in φ) costs its exclusionCost instead; used
        // both ways it counts the larger.
        z3::expr_vector used(ctx);
        std::vector<int> weight;
        const int p = int(e.fixed.size());
        for (int j = 0; j < e.h; ++j) {
            weight.push_back(1);
            z3::expr_vector in(ctx);
            for (int c = 0; c < e.k; ++c) {
                in.push_back(e.sel[c][j]);
                in.push_back(e.sel[c][j + e.h]);
            }
            used.push_back(z3::mk_or(in));
        }
        for (int j = 0; j < p; ++j) {
            z3::expr_vector any(ctx), excluding(ctx);
            for (int c = 0; c < e.k; ++c) {
                any.push_back(e.selEq[c][j]);
                any.push_back(e.selEq[c][j + p]);
                excluding.push_back(e.selEq[c][j]);
            }
            weight.push_back(e.fixedCost[j]);
            used.push_back(z3::mk_or(any));
            if (const int extra = e.exclusionCost[j] - e.fixedCost[j]; extra > 0) {
                weight.push_back(extra);
                used.push_back(z3::mk_or(excluding));
            }
        }
        s.add(z3::pble(used, weight.data(), e.h));
    }
    return e;
}

// Test \a i of the learn() call, with features \a x.
void addExample(z3::context &ctx, z3::solver &s, const Encoding &e, int i, const QList<QByteArray> &x, bool passing)
{
    std::vector<z3::expr> inside;
    for (int j = 0; j < e.h; ++j) {
        if (e.simpleClass) {
            // Directions with the same projection of x share one bound atom.
            z3::expr_vector sides(ctx);
            for (const auto &[value, directions] : e.simpleClass->groups[i]) {
                z3::expr_vector chosen(ctx);
                for (int t : directions)
                    chosen.push_back(e.dir[j][t]);
                sides.push_back(z3::mk_or(chosen) && ctx.real_val(value.constData()) <= e.b[j]);
            }
            inside.push_back(z3::mk_or(sides));
            continue;
        }
        z3::expr sum = ctx.real_val(0);
        for (int r = 0; r < e.n; ++r) {
            if (x[r] == "0")
                continue;
            const z3::expr v = ctx.real_val(x[r].constData());
            if (e.simple)
                sum = sum + z3::ite(e.pos[j][r], v, z3::ite(e.neg[j][r], -v, ctx.real_val(0)));
            else
                sum = sum + e.a[j][r] * v;
        }
        inside.push_back(sum <= e.b[j]);
    }
    const int p = int(e.fixed.size());
    std::vector<bool> equal(p);
    for (int j = 0; j < p; ++j)
        equal[j] = e.fixed[j].contains(x);
    z3::expr_vector clauseTrue(ctx);
    for (int c = 0; c < e.k; ++c) {
        z3::expr_vector lits(ctx);
        for (int j = 0; j < e.h; ++j) {
            lits.push_back(e.sel[c][j] && inside[j]);
            lits.push_back(e.sel[c][j + e.h] && !inside[j]);
        }
        // Only the selectors of the atoms that are true on this test can satisfy the clause.
        for (int j = 0; j < p; ++j)
            lits.push_back(equal[j] ? e.selEq[c][j] : e.selEq[c][j + p]);
        clauseTrue.push_back(lits.empty() ? ctx.bool_val(false) : z3::mk_or(lits));
    }
    if (passing) {
        s.add(z3::mk_and(clauseTrue));
    } else {
        z3::expr_vector anyFalse(ctx);
        for (unsigned c = 0; c < clauseTrue.size(); ++c)
            anyFalse.push_back(!clauseTrue[c]);
        s.add(z3::mk_or(anyFalse));
    }
}

QByteArray numeral(z3::context &ctx, const z3::expr &v)
{
    if (!v.is_numeral())
        return QByteArrayLiteral("0");
    return QByteArray(Z3_get_numeral_string(ctx, v));
}

OracleFormula extract(z3::context &ctx, const z3::model &m, const Encoding &e)
{
    QList<HalfSpace> hs;
    for (int j = 0; j < e.h; ++j) {
        HalfSpace h;
        if (e.simpleClass) {
            const QList<QList<QByteArray>> &directions = e.simpleClass->directions;
            h.coeffs = directions.first();
            for (qsizetype t = 0; t < directions.size(); ++t)
                if (m.eval(e.dir[j][t], true).is_true())
                    h.coeffs = directions[t];
        } else {
            for (int r = 0; r < e.n; ++r) {
                if (e.simple) {
                    const bool p = m.eval(e.pos[j][r], true).is_true();
                    const bool q = m.eval(e.neg[j][r], true).is_true();
                    h.coeffs.append(p ? QByteArrayLiteral("1")
                                      : (q ? QByteArrayLiteral("-1") : QByteArrayLiteral("0")));
                } else {
                    h.coeffs.append(numeral(ctx, m.eval(e.a[j][r], true)));
                }
            }
        }
        h.bound = numeral(ctx, m.eval(e.b[j], true));
        hs.append(h);
    }
    // Keep only used half-spaces, renumbered.
    QList<int> remap(e.h, -1);
    QList<int> eqRemap(e.fixed.size(), -1);
    QList<HalfSpace> used;
    QList<QList<HalfSpaceLiteral>> clauses;
    for (int c = 0; c < e.k; ++c) {
        QList<HalfSpaceLiteral> clause;
        for (int l = 0; l < 2 * e.h; ++l) {
            if (!m.eval(e.sel[c][l], true).is_true())
                continue;
            const int j = l % e.h;
            if (remap[j] < 0) {
                remap[j] = int(used.size());
                used.append(hs[j]);
            }
            clause.append({ remap[j], l >= e.h });
        }
        const int p = int(e.fixed.size());
        for (int l = 0; l < 2 * p; ++l) {
            if (!m.eval(e.selEq[c][l], true).is_true())
                continue;
            const int j = l % p;
            if (eqRemap[j] < 0) {
                eqRemap[j] = int(used.size());
                used.append(e.fixed[j]);
            }
            clause.append({ eqRemap[j], l >= p });
        }
        clauses.append(clause);
    }
    return OracleFormula(used, clauses);
}

bool consistent(const OracleFormula &f, const QList<QList<QByteArray>> &xs, const QList<bool> &passing)
{
    for (qsizetype i = 0; i < xs.size(); ++i)
        if (f.passes(xs[i]) != passing[i])
            return false;
    return true;
}

// Gives each simple half-space the direction with the fewest non-zero coefficients among those that project
// every training test where its own direction does: the same truth value on every test, so still consistent, but
// over fewer features ("i1 ≥ 9" rather than "i1 ≥ o + 9" when every output was 0). Z3 picks among such
// directions arbitrarily.
OracleFormula fewestFeatures(const OracleFormula &f, const SimpleClass &sc)
{
    const auto nonZero = [](const QList<QByteArray> &c) {
        return std::count_if(c.cbegin(), c.cend(), [](const QByteArray &v) { return v != "0"; });
    };
    QList<HalfSpace> hs = f.halfSpaces();
    for (HalfSpace &h : hs) {
        const qsizetype own = sc.directions.indexOf(h.coeffs);
        if (h.equality || h.modulus > 0 || own < 0)
            continue;
        // The directions that share the own direction's value on every test.
        QSet<int> same;
        for (qsizetype t = 0; t < sc.directions.size(); ++t)
            same.insert(int(t));
        for (const auto &groups : sc.groups)
            for (const auto &[value, directions] : groups)
                if (directions.contains(int(own)))
                    same.intersect(QSet<int>(directions.cbegin(), directions.cend()));
        for (qsizetype t = 0; t < sc.directions.size(); ++t) {
            if (same.contains(int(t)) && nonZero(sc.directions[t]) < nonZero(h.coeffs)) {
                h.coeffs = sc.directions[t];
                break;
            }
        }
    }
    return OracleFormula(hs, f.clauses());
}

// Moves each bound within the gap between the training values on either side of it, so the truth value
// of every literal on every training test stays the same. Where in the gap is a choice the tests leave
// open (LearnOptions::passingSideShare): a half-space whose literals all lean the same way (the failing
// side is "outside" for a plain literal, "inside" for a negated one) gets its bound that share of the gap
// from the passing side; one used both ways, the midpoint; a gap that holds the sign change, there.
OracleFormula centreBounds(const OracleFormula &f, const QList<QList<QByteArray>> &xs,
                           const QByteArray &passingSideShare)
{
    const QByteArray rest
        = ExactMath::add(QByteArrayLiteral("1"), ExactMath::dot({ QByteArrayLiteral("-1") }, { passingSideShare }));
    // near + share·(far − near), exactly
    const auto towards = [&](const QByteArray &near, const QByteArray &far) {
        return ExactMath::dot({ rest, passingSideShare }, { near, far });
    };
    QList<HalfSpace> hs = f.halfSpaces();
    QList<int> plain(hs.size(), 0), negated(hs.size(), 0);
    for (const auto &clause : f.clauses())
        for (const HalfSpaceLiteral &l : clause)
            ++(l.negated ? negated : plain)[l.halfSpace];
    for (qsizetype j = 0; j < hs.size(); ++j) {
        HalfSpace &h = hs[j];
        if (h.equality || h.modulus > 0)
            continue;
        std::optional<QByteArray> lo, hi; // max dot inside, min dot outside
        for (const auto &x : xs) {
            const QByteArray d = ExactMath::dot(h.coeffs, x);
            if (ExactMath::compare(d, h.bound) <= 0) {
                if (!lo || ExactMath::compare(d, *lo) > 0)
                    lo = d;
            } else if (!hi || ExactMath::compare(d, *hi) < 0) {
                hi = d;
            }
        }
        // A gap that holds the sign change gets its bound there, wherever passingSideShare would put it: a
        // wrong result often differs from the right one in sign (a negative remainder, an overflowed sum),
        // and the tests seldom land near 0 on their own, so a midpoint in a gap of 10^9 would sit far from
        // where the behaviour changes. When 0 could go either way, it goes to the passing side.
        const bool zeroInside = lo && hi && ExactMath::compare(*lo, "0") <= 0 && ExactMath::compare(*hi, "0") > 0;
        const bool zeroOutside = lo && hi && ExactMath::compare(*lo, "0") < 0 && ExactMath::compare(*hi, "0") >= 0;
        const bool failingInside = negated[j] > 0 && plain[j] == 0;
        if (zeroOutside && (!zeroInside || failingInside)) {
            h.bound = ExactMath::compare(*lo, "-1/2") <= 0 ? QByteArrayLiteral("-1/2") : ExactMath::midpoint(*lo, "0");
        } else if (zeroInside) {
            h.bound = QByteArrayLiteral("0");
        } else if (lo && hi) {
            if (plain[j] > 0 && negated[j] == 0) { // fails when dot > b: the passing side is lo
                h.bound = towards(*lo, *hi);
            } else if (negated[j] > 0 && plain[j] == 0) { // fails when dot ≤ b: the passing side is hi
                h.bound = towards(*hi, *lo);
                // A whole number on the bound would fail here but pass had the half-space pointed the other
                // way: it goes to the passing side either way, as the sign change's 0 does.
                const QByteArray below = ExactMath::add(h.bound, QByteArrayLiteral("-1/2"));
                if (ExactMath::isInteger(h.bound) && ExactMath::compare(below, *lo) >= 0)
                    h.bound = below;
            } else {
                h.bound = ExactMath::midpoint(*lo, *hi);
            }
        } else if (lo) {
            h.bound = ExactMath::add(*lo, QByteArrayLiteral("1/2"));
        } else if (hi) {
            h.bound = ExactMath::add(*hi, QByteArrayLiteral("-1/2"));
        }
    }
    OracleFormula out(hs, f.clauses());
    return out;
}

// Drops each literal that the rest of its clause already implies (over the reals, so over the integers
// too), e.g. "a = b" next to "a − b ≤ 1/2": Z3 may select such redundant literals, and they only make the
// readable condition longer. φ is unchanged on every point.
OracleFormula dropRedundantLiterals(z3::context &ctx, const OracleFormula &f)
{
    const int n = f.featureCount();
    std::vector<z3::expr> x;
    for (int r = 0; r < n; ++r)
        x.push_back(ctx.real_const(("x_" + std::to_string(r)).c_str()));
    auto atom = [&](const HalfSpaceLiteral &l) {
        const HalfSpace &h = f.halfSpaces()[l.halfSpace];
        if (h.modulus > 0) {
            // Over the reals a residue atom is a free proposition: never implied by linear literals, and
            // what it implies is not checked (a literal beside it is only dropped when the others imply it).
            const z3::expr r = ctx.bool_const(("r_" + std::to_string(l.halfSpace)).c_str());
            return l.negated ? !r : r;
        }
        z3::expr sum = ctx.real_val(0);
        for (int r = 0; r < n; ++r)
            if (h.coeffs[r] != "0")
                sum = sum + ctx.real_val(h.coeffs[r].constData()) * x[r];
        const z3::expr b = ctx.real_val(h.bound.constData());
        const z3::expr a = h.equality ? sum == b : sum <= b;
        return l.negated ? !a : a;
    };
    QList<QList<HalfSpaceLiteral>> clauses = f.clauses();
    for (auto &clause : clauses) {
        for (qsizetype i = clause.size() - 1; i >= 0 && clause.size() > 1; --i) {
            z3::expr_vector rest(ctx);
            for (qsizetype j = 0; j < clause.size(); ++j)
                if (j != i)
                    rest.push_back(atom(clause[j]));
            z3::solver s(ctx);
            z3::params p(ctx);
            p.set("timeout", 200u);
            s.set(p);
            s.add(atom(clause[i]) && !z3::mk_or(rest));
            if (s.check() == z3::unsat)
                clause.removeAt(i);
        }
    }
    // Z3 may fill two clause slots alike: φ ∧ c ∧ c is φ ∧ c.
    for (auto &clause : clauses)
        std::sort(clause.begin(), clause.end(), [](const HalfSpaceLiteral &x, const HalfSpaceLiteral &y) {
            return std::pair(x.halfSpace, x.negated) < std::pair(y.halfSpace, y.negated);
        });
    const auto same = [](const QList<HalfSpaceLiteral> &x, const QList<HalfSpaceLiteral> &y) {
        return std::equal(x.cbegin(), x.cend(), y.cbegin(), y.cend(),
                          [](const HalfSpaceLiteral &l, const HalfSpaceLiteral &m) {
                              return l.halfSpace == m.halfSpace && l.negated == m.negated;
                          });
    };
    for (qsizetype i = clauses.size() - 1; i > 0; --i)
        if (std::any_of(clauses.cbegin(), clauses.cbegin() + i,
                        [&](const QList<HalfSpaceLiteral> &c) { return same(c, clauses[i]); }))
            clauses.removeAt(i);
    // Keep only the atoms still used, renumbered.
    QList<int> remap(f.halfSpaces().size(), -1);
    QList<HalfSpace> used;
    for (auto &clause : clauses) {
        for (HalfSpaceLiteral &l : clause) {
            if (remap[l.halfSpace] < 0) {
                remap[l.halfSpace] = int(used.size());
                used.append(f.halfSpaces()[l.halfSpace]);
            }
            l.halfSpace = remap[l.halfSpace];
        }
    }
    return OracleFormula(used, clauses);
}

// The context's cumulative resource count, as the solver reports it.
quint64 resourceCount(const z3::solver &s)
{
    const z3::stats st = s.statistics();
    for (unsigned i = 0; i < st.size(); ++i)
        if (st.key(i) == "rlimit count")
            return st.is_uint(i) ? st.uint_value(i) : quint64(st.double_value(i));
    return 0;
}

// The labelled tests as the solver sees them: features, verdicts, and each one's index in the caller's list.
struct LabelledTests {
    QList<QList<QByteArray>> xs;
    QList<bool> passing;
    QList<int> origin;
    int nFeatures = -1;
};

// The tests with a label; false, with res->message, when their numbers of values differ.
bool collectLabelled(const QList<OracleTest> &tests, LabelledTests *lt, LearnResult *res)
{
    for (int i = 0; i < int(tests.size()); ++i) {
        if (tests[i].label == TestLabel::Unknown)
            continue;
        const QList<QByteArray> f = tests[i].features();
        if (lt->nFeatures >= 0 && f.size() != lt->nFeatures) {
            res->message = Tr::tr("test %1 has %2 values, expected %3").arg(i).arg(f.size()).arg(lt->nFeatures);
            return false;
        }
        lt->nFeatures = int(f.size());
        lt->xs.append(f);
        lt->passing.append(tests[i].label == TestLabel::Passing);
        lt->origin.append(i);
    }
    return true;
}

// Contradictory labels: Incal would search forever. True, with \a res telling which tests, when an input has both.
bool contradiction(const QList<OracleTest> &tests, const LabelledTests &lt, LearnResult *res)
{
    QHash<QList<QByteArray>, int> seen;
    for (int i = 0; i < int(lt.xs.size()); ++i) {
        const auto it = seen.constFind(lt.xs[i]);
        if (it != seen.constEnd() && lt.passing[*it] != lt.passing[i]) {
            res->status = LearnResult::Status::Contradiction;
            res->contradictionA = lt.origin[*it];
            res->contradictionB = lt.origin[i];
            res->message = Tr::tr("contradictory labels: input %1 with output %2 is labelled both passing and failing")
                               .arg(tests[lt.origin[i]].inputText(), QString::fromLatin1(tests[lt.origin[i]].output));
            return true;
        }
        seen.insert(lt.xs[i], i);
    }
    return false;
}

// One attempt's solver checks stop at the time left (\a left ms), the resources left of the total, and the
// per-check limits.
void limitSolver(z3::context &ctx, z3::solver &s, const LearnOptions &o, qint64 left, quint64 used)
{
    const quint64 total = o.totalResourceLimit;
    z3::params p(ctx);
    p.set("timeout", unsigned(std::min<qint64>(left, o.checkTimeoutMs)));
    quint64 rlimit = total ? total - used : 0;
    if (o.checkResourceLimit)
        rlimit = rlimit ? std::min(rlimit, o.checkResourceLimit) : o.checkResourceLimit;
    if (rlimit)
        p.set("rlimit", unsigned(std::min<quint64>(rlimit, std::numeric_limits<unsigned>::max())));
    s.set(p);
}

// Incal's incremental sampling starts with all failing tests and some passing ones, drawn by \a rng.
QList<bool> initialSample(const LabelledTests &lt, const LearnOptions &o, QRandomGenerator &rng)
{
    QList<bool> active(lt.xs.size(), false);
    QList<int> passIdx;
    for (int i = 0; i < int(lt.xs.size()); ++i) {
        if (!lt.passing[i])
            active[i] = true;
        else
            passIdx.append(i);
    }
    std::shuffle(passIdx.begin(), passIdx.end(), rng);
    const int initialPass = std::max(1, o.initialExamples - int(lt.xs.size() - passIdx.size()));
    for (int t = 0; t < int(passIdx.size()) && t < initialPass; ++t)
        active[passIdx[t]] = true;
    return active;
}

enum class SearchEnd { Found, Unsatisfiable, Canceled };

/*!
 * One attempt's rounds: check, and while the model misclassifies tests not yet given to the solver, add up to
 * violationsPerRound of them. Counts checks and resources in \a res; \a lastCount is the solver's resource count
 * before the attempt's encoding. On Found, \a formula classifies every labelled test.
 */
SearchEnd refine(z3::context &ctx, z3::solver &s, const Encoding &enc, const LabelledTests &lt, QList<bool> active,
                 quint64 lastCount, const LearnOptions &o, QRandomGenerator &rng, const std::atomic<bool> &interrupted,
                 LearnResult *res, OracleFormula *formula)
{
    for (;;) {
        ++res->checks;
        const z3::check_result r = s.check();
        const quint64 count = resourceCount(s);
        res->resourcesUsed += count >= lastCount ? count - lastCount : count;
        lastCount = count;
        if (r != z3::sat)
            return interrupted ? SearchEnd::Canceled : SearchEnd::Unsatisfiable;
        *formula = extract(ctx, s.get_model(), enc);
        QList<int> violations;
        for (int i = 0; i < int(lt.xs.size()); ++i)
            if (!active[i] && formula->passes(lt.xs[i]) != lt.passing[i])
                violations.append(i);
        if (violations.isEmpty())
            return SearchEnd::Found;
        std::shuffle(violations.begin(), violations.end(), rng);
        for (int t = 0; t < int(violations.size()) && t < o.violationsPerRound; ++t) {
            active[violations[t]] = true;
            addExample(ctx, s, enc, violations[t], lt.xs[violations[t]], lt.passing[violations[t]]);
        }
    }
}

LearnResult canceledResult(LearnResult res)
{
    res.status = LearnResult::Status::Canceled;
    res.message = Tr::tr("learning canceled");
    return res;
}

} // namespace

QList<int> LearnOptions::defaultResidueModuli()
{
    return { 2, 3, 5 };
}

SmtLearner::SmtLearner(LearnOptions options)
    : m_options(options)
{
}

QList<LearnAttempt> SmtLearner::attempts(const LearnOptions &o)
{
    QList<LearnAttempt> list;
    const QList<bool> classes = o.simpleFirst ? QList<bool> { true, false } : QList<bool> { false };
    for (bool simple : classes) {
        for (int size = 2; size <= o.maxSize; ++size) {
            for (int k = 1; k < size; ++k) {
                const int h = size - k;
                if (k <= o.maxClauses && h <= o.maxHalfSpaces)
                    list.append({ k, h, simple });
            }
        }
    }
    return list;
}

void SmtLearner::interrupt()
{
    m_interrupted = true;
    QMutexLocker lock(&m_mutex);
    if (m_active)
        m_active->interrupt();
}

LearnResult SmtLearner::learn(const QList<OracleTest> &tests, const CancelCheck &canceled)
{
    m_interrupted = false;
    LearnResult res;
    LabelledTests lt;
    if (!collectLabelled(tests, &lt, &res) || contradiction(tests, lt, &res))
        return res;
    const QList<QList<QByteArray>> &xs = lt.xs;
    const QList<bool> &passing = lt.passing;
    const bool anyPass = std::find(passing.cbegin(), passing.cend(), true) != passing.cend();
    const bool anyFail = std::find(passing.cbegin(), passing.cend(), false) != passing.cend();
    if (!anyFail || !anyPass) {
        res.status = LearnResult::Status::Found;
        res.formula = anyFail ? OracleFormula::allFailing(std::max(lt.nFeatures, 0)) : OracleFormula();
        res.attemptIndex = 0;
        return res;
    }

    const QList<LearnAttempt> order = attempts(m_options);
    const SimpleClass simpleClass
        = m_options.simpleFirst ? makeSimpleClass(xs, lt.nFeatures, m_options.simpleMaxNonZero) : SimpleClass();
    QElapsedTimer timer;
    timer.start();
    QRandomGenerator rng(m_options.seed);
    try {
        z3::context ctx;
        {
            QMutexLocker lock(&m_mutex);
            m_active = &ctx;
        }
        auto release = qScopeGuard([this] {
            QMutexLocker lock(&m_mutex);
            m_active = nullptr;
        });
        for (int ai = std::max(0, m_options.firstAttempt); ai < int(order.size()); ++ai) {
            if (m_interrupted || (canceled && canceled()))
                return canceledResult(res);
            const qint64 left = m_options.totalTimeoutMs - timer.elapsed();
            if (left <= 0) {
                res.message = Tr::tr("no formula found within %1 ms").arg(m_options.totalTimeoutMs);
                return res;
            }
            const quint64 total = m_options.totalResourceLimit;
            if (total && res.resourcesUsed >= total) {
                res.message = Tr::tr("no formula found within %1 resource units").arg(total);
                return res;
            }
            const LearnAttempt &at = order[ai];
            z3::solver s(ctx, "QF_LRA");
            limitSolver(ctx, s, m_options, left, res.resourcesUsed);
            const quint64 lastCount = resourceCount(s);
            const Encoding enc = makeEncoding(ctx, s, at, lt.nFeatures, m_options, simpleClass);
            const QList<bool> active = initialSample(lt, m_options, rng);
            for (int i = 0; i < int(xs.size()); ++i)
                if (active[i])
                    addExample(ctx, s, enc, i, xs[i], passing[i]);

            OracleFormula formula;
            const SearchEnd end
                = refine(ctx, s, enc, lt, active, lastCount, m_options, rng, m_interrupted, &res, &formula);
            if (end == SearchEnd::Canceled)
                return canceledResult(res);
            if (end != SearchEnd::Found)
                continue;
            const OracleFormula centred = centreBounds(enc.simpleClass ? fewestFeatures(formula, simpleClass) : formula,
                                                       xs, m_options.passingSideShare);
            const OracleFormula &chosen = consistent(centred, xs, passing) ? centred : formula;
            res.formula = m_options.simplify ? dropRedundantLiterals(ctx, chosen) : chosen;
            res.status = LearnResult::Status::Found;
            res.k = at.k;
            res.h = at.h;
            res.attemptIndex = ai;
            return res;
        }
    } catch (const z3::exception &e) {
        if (m_interrupted || (canceled && canceled())) // Z3 reports an interrupt as an exception too
            return canceledResult(res);
        qCWarning(lcLearner) << "Z3 error:" << e.msg();
        res.message = Tr::tr("Z3 error: %1").arg(QString::fromUtf8(e.msg()));
        return res;
    }
    res.message = Tr::tr("no formula with at most %1 clauses and %2 atoms separates the labelled tests")
                      .arg(m_options.maxClauses)
                      .arg(m_options.maxHalfSpaces);
    return res;
}

} // namespace StepWise
