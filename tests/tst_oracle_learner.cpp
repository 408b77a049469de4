// SPDX-License-Identifier: GPL-3.0-or-later
// SmtLearner (smt_learn, Learn2fix §III-B) on labelled sets with known answers, exact arithmetic, and the
// fuzzer's reach (§III-A).
#include "oracle/exactmath.h"
#include "oracle/fuzzer.h"
#include "oracle/smtlearner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace StepWise;

Q_DECLARE_METATYPE(QList<HalfSpace>)
Q_DECLARE_METATYPE(QList<QList<HalfSpaceLiteral>>)

namespace {

OracleTest test(QList<qint64> in, qint64 out, bool failing)
{
    return OracleTest {
        toInputVector(in), QByteArray::number(out), failing ? TestLabel::Failing : TestLabel::Passing, {}
    };
}

bool separates(const OracleFormula &f, const QList<OracleTest> &tests)
{
    for (const OracleTest &t : tests)
        if (f.predictsFailing(t.features()) != (t.label == TestLabel::Failing))
            return false;
    return true;
}

} // namespace

class TestOracleLearner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exactMath_data()
    {
        QTest::addColumn<QByteArray>("a");
        QTest::addColumn<QByteArray>("b");
        QTest::addColumn<int>("cmp");
        QTest::newRow("small") << QByteArray("3") << QByteArray("7/2") << -1;
        QTest::newRow("beyond doubles") << QByteArray("1000000000000000001") << QByteArray("1000000000000000000") << 1;
        QTest::newRow("huge fractions") << QByteArray("99999999999999999999999999999999999999999/3")
                                        << QByteArray("33333333333333333333333333333333333333333") << 0;
        QTest::newRow("negative") << QByteArray("-5/2") << QByteArray("-2") << -1;
    }

    void exactMath()
    {
        QFETCH(QByteArray, a);
        QFETCH(QByteArray, b);
        QFETCH(int, cmp);
        QCOMPARE(ExactMath::compare(a, b), cmp);
        QCOMPARE(ExactMath::compare(b, a), -cmp);
    }

    void exactDot()
    {
        // 9·10^18 · 3 overflows 64 bits; 10^18+1 is not a double.
        QCOMPARE(ExactMath::dot({ "3", "-1" }, { "9000000000000000000", "1" }), QByteArray("26999999999999999999"));
        QCOMPARE(ExactMath::dot({ "1", "1" }, { "1000000000000000000", "1" }), QByteArray("1000000000000000001"));
        QCOMPARE(ExactMath::dot({ "123456789012345678901234567890", "1" }, { "1000000000000", "7" }),
                 QByteArray("123456789012345678901234567890000000000007"));
        QCOMPARE(ExactMath::midpoint("1", "2"), QByteArray("3/2"));
        QCOMPARE(ExactMath::floor("-3/2"), QByteArray("-2"));
        QCOMPARE(ExactMath::canonical("-007"), QByteArray("-7"));
        QVERIFY(ExactMath::canonical("1/0").isEmpty());
        QCOMPARE(ExactMath::residue("-1", 2), 1);
        QCOMPARE(ExactMath::residue("-6", 3), 0);
        QCOMPARE(ExactMath::residue("123456789012345678901234567891", 2), 1); // beyond 128 bits
        QCOMPARE(ExactMath::residue("1000000000000000000", 3), 1);
        QCOMPARE(ExactMath::residue("7/2", 2), -1);
        QCOMPARE(ExactMath::residue("7", 0), -1);
        QCOMPARE(ExactMath::residue("12345678901234567890", 2000000000),
                 1234567890); // a stored formula may hold any modulus
    }

    void parityAsResidueAtom_data()
    {
        QTest::addColumn<bool>("atoms");
        QTest::newRow("half-spaces only") << false;
        QTest::newRow("residue atoms") << true;
    }

    void parityAsResidueAtom()
    {
        QFETCH(bool, atoms);
        // 630-R's kind of bug: "n == 1" written for "n is odd" fails on every odd n ≥ 3. Half-spaces can
        // only cut bands round the tests; a residue atom states it and holds far from them.
        QList<OracleTest> tests;
        for (qint64 n = 1; n <= 12; ++n)
            tests.append(test({ n }, 1, n % 2 == 1 && n >= 3));
        LearnOptions o;
        if (!atoms)
            o.residueModuli = {};
        const LearnResult r = SmtLearner(o).learn(tests);
        if (!atoms && !r.isValid())
            return; // no CNF within the caps: nothing generalises either
        QVERIFY2(r.isValid(), qPrintable(r.message));
        QVERIFY(separates(r.formula, tests));
        const bool farOddFails = r.formula.predictsFailing(test({ 1000001 }, 1, true).features());
        const bool farEvenPasses = !r.formula.predictsFailing(test({ 1000000 }, 1, false).features());
        QCOMPARE(farOddFails && farEvenPasses, atoms);
        if (atoms)
            QVERIFY2(
                r.formula.failureCondition({ QStringLiteral("n"), QStringLiteral("o") })
                    .startsWith(u"fails when n mod 2 = 1 ∧ "),
                qPrintable(r.formula.failureCondition())); // then n ≥ 2 or n ≠ o (o is 1): the tests tell neither apart
    }

    void residueClassAtom_data()
    {
        QTest::addColumn<int>("modulus");
        QTest::addColumn<int>("residue");
        QTest::addColumn<QString>("condition");
        // 669-A: "2·n/3" written for "2·(n/3)" is wrong exactly when n mod 3 = 2; 617-A's loop leaves one
        // step uncounted exactly when n mod 5 = 1.
        QTest::newRow("n mod 3 = 2") << 3 << 2 << QStringLiteral("fails when n mod 3 = 2");
        QTest::newRow("n mod 5 = 1") << 5 << 1 << QStringLiteral("fails when n mod 5 = 1");
    }

    void residueClassAtom()
    {
        QFETCH(int, modulus);
        QFETCH(int, residue);
        QFETCH(QString, condition);
        QList<OracleTest> tests;
        for (qint64 n = 1; n <= 16; ++n)
            tests.append(test({ n }, 1, n % modulus == residue)); // a constant output: only n can tell
        const LearnResult r = SmtLearner().learn(tests);
        QVERIFY2(r.isValid(), qPrintable(r.message));
        QCOMPARE(r.formula.failureCondition({ QStringLiteral("n"), QStringLiteral("o") }), condition);
        const qint64 far = 3000000 * qint64(modulus);
        QVERIFY(r.formula.predictsFailing(test({ far + residue }, 0, true).features()));
        QVERIFY(!r.formula.predictsFailing(test({ far + residue + 1 }, 0, false).features()));
    }

    void residueAtomOnlyWhereItSavesAtoms()
    {
        // Both failing tests are even, but one bound separates them already: a residue atom costs two atoms
        // in h, so the coincidence does not make the condition.
        const QList<OracleTest> tests { test({ 1 }, 0, false), test({ 3 }, 0, false), test({ 5 }, 0, false),
                                        test({ 7 }, 0, false), test({ 10 }, 0, true), test({ 12 }, 0, true) };
        const LearnResult r = SmtLearner().learn(tests);
        QVERIFY2(r.isValid(), qPrintable(r.message));
        QCOMPARE(r.formula.failureCondition(), QStringLiteral("fails when i1 ≥ 9"));
    }

    void searchOrderIsByKPlusH()
    {
        LearnOptions o;
        o.maxClauses = 3;
        o.maxHalfSpaces = 3;
        o.maxSize = 4;
        o.simpleFirst = false;
        o.equalityAtoms = false;
        auto order = [](const LearnOptions &o) {
            QList<QPair<int, int>> kh;
            for (const LearnAttempt &x : SmtLearner::attempts(o))
                kh.append({ x.k, x.h });
            return kh;
        };
        QCOMPARE(order(o), (QList<QPair<int, int>> { { 1, 1 }, { 1, 2 }, { 2, 1 }, { 1, 3 }, { 2, 2 }, { 3, 1 } }));
        // Equality atoms count in h like half-spaces, so they leave the order alone.
        o.equalityAtoms = true;
        QCOMPARE(order(o), (QList<QPair<int, int>> { { 1, 1 }, { 1, 2 }, { 2, 1 }, { 1, 3 }, { 2, 2 }, { 3, 1 } }));
        o.simpleFirst = true;
        const QList<QPair<int, int>> simpleThenRational { { 1, 1 }, { 1, 2 }, { 2, 1 }, { 1, 3 }, { 2, 2 }, { 3, 1 },
                                                          { 1, 1 }, { 1, 2 }, { 2, 1 }, { 1, 3 }, { 2, 2 }, { 3, 1 } };
        QCOMPARE(order(o), simpleThenRational);
    }

    void failsWhenXGreaterThanY()
    {
        QList<OracleTest> tests;
        for (qint64 x = -4; x <= 4; x += 2)
            for (qint64 y = -3; y <= 3; y += 3)
                tests.append(test({ x, y }, x * y, x > y));
        tests.append(test({ 5, 4 }, 20, true));
        tests.append(test({ 4, 5 }, 20, false));
        SmtLearner learner;
        const LearnResult r = learner.learn(tests);
        QVERIFY2(r.isValid(), qPrintable(r.message));
        QVERIFY(separates(r.formula, tests));
        QCOMPARE(r.k + r.h, 2);
        // Generalises far away from the data.
        QVERIFY(r.formula.predictsFailing(test({ 1000, -1000 }, 7, true).features()));
        QVERIFY(!r.formula.predictsFailing(test({ -1000, 1000 }, 7, false).features()));
        QCOMPARE(r.formula.failureCondition({ QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("o") }),
                 QStringLiteral("fails when x ≥ y + 1"));
    }

    void relationAmongManyInputs_data()
    {
        QTest::addColumn<int>("arity");
        QTest::addColumn<bool>("noise"); // the other inputs random in [−20, 20], or 0
        // Up to 17 features a simple half-space is a choice among the class's directions, beyond that each
        // coefficient is chosen on its own (SimpleClass::MaxEnumerated).
        QTest::newRow("4 inputs") << 4 << true;
        QTest::newRow("16 inputs") << 16 << true;
        QTest::newRow("24 inputs, each coefficient on its own") << 24 << false;
    }

    void relationAmongManyInputs()
    {
        QFETCH(int, arity);
        QFETCH(bool, noise);
        // Fails when i2 > i4; the output is constant.
        QRandomGenerator rng(3);
        const auto draw = [&rng, arity, noise](qint64 i2, qint64 i4) {
            QList<qint64> in;
            for (int r = 0; r < arity; ++r)
                in.append(noise ? rng.bounded(-20, 21) : 0);
            in[1] = i2;
            in[3] = i4;
            return in;
        };
        QList<OracleTest> tests;
        for (qint64 d = -6; d <= 6; ++d) {
            const qint64 i4 = rng.bounded(-20, 21);
            tests.append(test(draw(i4 + d, i4), 0, d > 0));
        }
        const LearnResult r = SmtLearner().learn(tests);
        QVERIFY2(r.isValid(), qPrintable(r.message));
        QVERIFY(separates(r.formula, tests));
        QCOMPARE(r.formula.failureCondition(), QStringLiteral("fails when i2 ≥ i4 + 1"));
        QVERIFY(r.formula.predictsFailing(test(draw(1000, -1000), 0, true).features()));
        QVERIFY(!r.formula.predictsFailing(test(draw(-1000, 1000), 0, false).features()));
    }

    void equalityAsInTheTriangle()
    {
        QFETCH(bool, atoms);
        // Fails iff a = b (the output is irrelevant). As half-spaces that needs two of them in two clauses;
        // with equality atoms one negated atom in one clause does it (k = h = 1). Both read back as "a = b".
        QList<OracleTest> tests;
        for (qint64 a = 1; a <= 4; ++a)
            for (qint64 b = 1; b <= 4; ++b)
                tests.append(test({ a, b }, 2, a == b));
        LearnOptions o;
        o.equalityAtoms = atoms;
        SmtLearner learner(o);
        const LearnResult r = learner.learn(tests);
        QVERIFY2(r.isValid(), qPrintable(r.message));
        QVERIFY(separates(r.formula, tests));
        QCOMPARE(r.k + r.h == 2, atoms); // one clause with one atom
        QCOMPARE(r.formula.failureCondition({ QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("o") }),
                 QStringLiteral("fails when a = b"));
        QVERIFY(r.formula.predictsFailing(test({ 77, 77 }, 2, true).features()));
        QVERIFY(!r.formula.predictsFailing(test({ 77, 78 }, 2, false).features()));
    }

    void exclusionCostsMore_data()
    {
        QTest::addColumn<int>("extraCost");
        QTest::addColumn<bool>("failsOnEquality");
        QTest::addColumn<int>("size");
        QTest::newRow("fails when a = b") << 1 << true << 2;
        QTest::newRow("fails when a ≠ b") << 1 << false << 3;
        QTest::newRow("fails when a ≠ b, no extra cost") << 0 << false << 2;
    }

    void exclusionCostsMore()
    {
        QFETCH(int, extraCost);
        QFETCH(bool, failsOnEquality);
        QFETCH(int, size);
        // "a ≠ b" in a failing condition steps round the passing tests on a = b rather than bounding the region:
        // it costs one more atom (LearnOptions::exclusionExtraCost), so a bound that does the same wins the tie.
        // Here nothing else states it, and it is still learned.
        QList<OracleTest> tests;
        for (qint64 a = 1; a <= 4; ++a)
            for (qint64 b = 1; b <= 4; ++b)
                tests.append(test({ a, b }, 2, (a == b) == failsOnEquality));
        LearnOptions o;
        o.exclusionExtraCost = extraCost;
        const LearnResult r = SmtLearner(o).learn(tests);
        QVERIFY2(r.isValid(), qPrintable(r.message));
        QVERIFY(separates(r.formula, tests));
        QCOMPARE(r.k + r.h, size);
        QCOMPARE(r.formula.failureCondition({ QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("o") }),
                 failsOnEquality ? QStringLiteral("fails when a = b") : QStringLiteral("fails when a ≠ b"));
    }

    void aBoundBeforeAnExclusion()
    {
        // Failing tests at 10 ≤ i1 ≤ 15; passing ones below, and at 20 and 30 on i1 = o. "i1 ≥ 10 ∧ i1 ≠ o" and
        // "10 ≤ i1 ≤ 17" separate them with as many atoms; the exclusion would call every i1 ≥ 18 off the diagonal
        // failing, where no test failed.
        const QList<OracleTest> tests { test({ 1 }, 2, false),  test({ 3 }, 0, false), test({ 10 }, 3, true),
                                        test({ 12 }, 40, true), test({ 15 }, 7, true), test({ 20 }, 20, false),
                                        test({ 30 }, 30, false) };
        const LearnResult r = SmtLearner().learn(tests);
        QVERIFY2(r.isValid(), qPrintable(r.message));
        QVERIFY(separates(r.formula, tests));
        QVERIFY2(!r.formula.failureCondition().contains(u'≠'), qPrintable(r.formula.failureCondition()));
        QVERIFY(!r.formula.predictsFailing(test({ 40 }, 7, false).features()));
    }

    void triangleShapeWithEqualityAtoms()
    {
        // Steve's bug (Learn2fix §II): fails when a = b ∧ a ≥ 2 ∧ (c = 1 ∨ b = c), over valid triangles.
        QList<OracleTest> tests;
        for (qint64 a = 1; a <= 4; ++a)
            for (qint64 b = 1; b <= 4; ++b)
                for (qint64 c = 1; c <= 4; ++c)
                    if (a < b + c && b < a + c && c < a + b)
                        tests.append(test({ a, b, c }, 0, a == b && a >= 2 && (c == 1 || b == c)));
        SmtLearner learner;
        const LearnResult r = learner.learn(tests);
        QVERIFY2(r.isValid(), qPrintable(r.message));
        QVERIFY(separates(r.formula, tests));
        QVERIFY2(r.k + r.h <= 6, qPrintable(r.formula.failureCondition())); // 2 clauses over a = b, b = c, a ≤ 1, c ≤ 1
        QVERIFY(r.formula.predictsFailing(test({ 50, 50, 50 }, 0, true).features()));
        QVERIFY(r.formula.predictsFailing(test({ 50, 50, 1 }, 0, true).features()));
        QVERIFY(!r.formula.predictsFailing(test({ 50, 50, 7 }, 0, false).features()));
        QVERIFY(!r.formula.predictsFailing(test({ 50, 49, 50 }, 0, false).features()));
    }

    void equalityAsInTheTriangle_data()
    {
        QTest::addColumn<bool>("atoms");
        QTest::newRow("half-spaces") << false;
        QTest::newRow("equality atom") << true;
    }

    void readableCondition_data()
    {
        QTest::addColumn<QList<HalfSpace>>("halfSpaces");
        QTest::addColumn<QList<QList<HalfSpaceLiteral>>>("clauses");
        QTest::addColumn<QString>("condition");
        // φ = (o ≤ 1/2 ∨ o > 3/2) passes unless o = 1: ¬φ reads "o = 1".
        QTest::newRow("equality") << QList<HalfSpace> { { { "0", "1" }, "1/2" }, { { "0", "1" }, "3/2" } }
                                  << QList<QList<HalfSpaceLiteral>> { { { 0, false }, { 1, true } } }
                                  << QStringLiteral("fails when o = 1");
        // φ = (o > 1/2) ∧ (o ≤ 3/2): fails when o ≤ 0 or o ≥ 2, merged into "o ≠ 1".
        QTest::newRow("not equal") << QList<HalfSpace> { { { "0", "1" }, "1/2" }, { { "0", "1" }, "3/2" } }
                                   << QList<QList<HalfSpaceLiteral>> { { { 0, true } }, { { 1, false } } }
                                   << QStringLiteral("fails when o ≠ 1");
        // Triangle shape: a = b ∧ a ≠ 1 from (a − b, a) half-spaces.
        QTest::newRow("triangle") << QList<HalfSpace> { { { "1", "-1", "0" }, "-1/2" },
                                                        { { "1", "-1", "0" }, "1/2" },
                                                        { { "1", "0", "0" }, "1/2" },
                                                        { { "1", "0", "0" }, "3/2" } }
                                  << QList<QList<HalfSpaceLiteral>> { { { 0, false }, { 1, true }, { 2, true } },
                                                                      { { 0, false }, { 1, true }, { 3, false } } }
                                  << QStringLiteral("fails when a = b ∧ a ≠ 1");
        // Equality atoms: φ = (a ≠ b ∨ a ≤ 3/2) ∧ (o = a): fails when a = b ∧ a ≥ 2, or o ≠ a.
        QTest::newRow("equality atoms") << QList<HalfSpace> { { { "1", "-1", "0" }, "0", true },
                                                              { { "1", "0", "0" }, "3/2" },
                                                              { { "-1", "0", "1" }, "0", true } }
                                        << QList<QList<HalfSpaceLiteral>> { { { 0, true }, { 1, false } },
                                                                            { { 2, false } } }
                                        << QStringLiteral("fails when a = b ∧ a ≥ 2, or a ≠ o");
        QTest::newRow("rational") << QList<HalfSpace> { { { "3/2", "-1", "0" }, "7/4" } }
                                  << QList<QList<HalfSpaceLiteral>> { { { 0, false } } }
                                  << QStringLiteral("fails when 3·a − 2·b ≥ 4"); // ×2: 3a − 2b > 7/2, on integers ≥ 4
        // Small denominators are scaled away ("1/2·a + 1/2·b − 1/2·o < 0" is a + b − o ≤ −1); large ones stay.
        QTest::newRow("halves") << QList<HalfSpace> { { { "-1/2", "-1/2", "1/2" }, "0" } }
                                << QList<QList<HalfSpaceLiteral>> { { { 0, false } } }
                                << QStringLiteral("fails when a + b − o ≤ −1");
        QTest::newRow("common factor") << QList<HalfSpace> { { { "2", "-4", "0" }, "3" } }
                                       << QList<QList<HalfSpaceLiteral>> { { { 0, false } } }
                                       << QStringLiteral("fails when a − 2·b ≥ 2");
        QTest::newRow("large denominators") << QList<HalfSpace> { { { "1/1999999990", "-1", "0" }, "1" } }
                                            << QList<QList<HalfSpaceLiteral>> { { { 0, false } } }
                                            << QStringLiteral("fails when 1/1999999990·a − b > 1");
        // The same clause twice says its alternative once.
        QTest::newRow("repeated clause") << QList<HalfSpace> { { { "1", "0", "0" }, "0" }, { { "0", "1", "0" }, "0" } }
                                         << QList<QList<HalfSpaceLiteral>> { { { 0, false } },
                                                                             { { 1, false } },
                                                                             { { 1, false } } }
                                         << QStringLiteral("fails when a ≥ 1, or b ≥ 1");
        // φ = (a mod 2 = 0): fails when a is odd; a negated literal in φ fails when a is even; mod 3 reads ≠.
        QTest::newRow("odd") << QList<HalfSpace> { { { "1", "0", "0" }, "0", false, 2 } }
                             << QList<QList<HalfSpaceLiteral>> { { { 0, false } } }
                             << QStringLiteral("fails when a mod 2 = 1");
        QTest::newRow("even and a bound")
            << QList<HalfSpace> { { { "1", "0", "0" }, "0", false, 2 }, { { "0", "1", "0" }, "5/2" } }
            << QList<QList<HalfSpaceLiteral>> { { { 0, true }, { 1, false } } }
            << QStringLiteral("fails when a mod 2 = 0 ∧ b ≥ 3");
        QTest::newRow("not a multiple of 3")
            << QList<HalfSpace> { { { "0", "1", "0" }, "0", false, 3 } }
            << QList<QList<HalfSpaceLiteral>> { { { 0, false } } } << QStringLiteral("fails when b mod 3 ≠ 0");
        // Classes modulo coprime moduli of the same expression are one class modulo their product; a class
        // with a "≠" or of another expression stays as it is.
        const QList<HalfSpace> classes { { { "1", "0", "0" }, "0", false, 2 },
                                         { { "1", "0", "0" }, "2", false, 3 },
                                         { { "1", "0", "0" }, "4", false, 5 },
                                         { { "0", "1", "0" }, "1", false, 3 } };
        QTest::newRow("mod 6") << classes << QList<QList<HalfSpaceLiteral>> { { { 0, false }, { 1, true } } }
                               << QStringLiteral("fails when a mod 6 = 5");
        QTest::newRow("mod 30") << classes
                                << QList<QList<HalfSpaceLiteral>> { { { 0, true }, { 1, true }, { 2, true } } }
                                << QStringLiteral("fails when a mod 30 = 14");
        QTest::newRow("mod 2 beside ≠") << classes << QList<QList<HalfSpaceLiteral>> { { { 0, false }, { 1, false } } }
                                        << QStringLiteral("fails when a mod 2 = 1 ∧ a mod 3 ≠ 2");
        QTest::newRow("other expression") << classes << QList<QList<HalfSpaceLiteral>> { { { 0, false }, { 3, true } } }
                                          << QStringLiteral("fails when a mod 2 = 1 ∧ b mod 3 = 1");
        // Atoms shared by every alternative are said once; an alternative that is only those absorbs the others.
        const QList<HalfSpace> shared { { { "1", "0", "0" }, "0", false, 2 },
                                        { { "0", "1", "0" }, "5/2" },
                                        { { "-1", "0", "1" }, "0", true } };
        QTest::newRow("shared atom") << shared
                                     << QList<QList<HalfSpaceLiteral>> { { { 0, false }, { 1, false } },
                                                                         { { 0, false }, { 2, false } } }
                                     << QStringLiteral("fails when a mod 2 = 1 ∧ (b ≥ 3, or a ≠ o)");
        QTest::newRow("absorbed") << shared
                                  << QList<QList<HalfSpaceLiteral>> { { { 0, false } }, { { 0, false }, { 1, false } } }
                                  << QStringLiteral("fails when a mod 2 = 1");
        QTest::newRow("unsatisfiable term")
            << QList<HalfSpace> { { { "1", "0", "0" }, "1/2" } }
            << QList<QList<HalfSpaceLiteral>> { { { 0, false }, { 0, true } } } << QStringLiteral("never fails");
    }

    void readableCondition()
    {
        QFETCH(QList<HalfSpace>, halfSpaces);
        QFETCH(QList<QList<HalfSpaceLiteral>>, clauses);
        QFETCH(QString, condition);
        const int n = int(halfSpaces.first().coeffs.size());
        const QStringList names = n == 2
            ? QStringList { QStringLiteral("i1"), QStringLiteral("o") }
            : QStringList { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("o") };
        QCOMPARE(OracleFormula(halfSpaces, clauses).failureCondition(names), condition);
    }

    void featureNames_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("names"); // empty: refused
        QTest::addColumn<QString>("error");
        QTest::newRow("blank: defaults") << u"  "_qs << QStringList { u"i1"_qs, u"i2"_qs, u"o"_qs } << QString();
        QTest::newRow("inputs only") << u"a, b"_qs << QStringList { u"a"_qs, u"b"_qs, u"o"_qs } << QString();
        QTest::newRow("with the output") << u"width,height,area"_qs
                                         << QStringList { u"width"_qs, u"height"_qs, u"area"_qs } << QString();
        QTest::newRow("letters of any script")
            << u"länge, 宽, o"_qs << QStringList { u"länge"_qs, u"宽"_qs, u"o"_qs } << QString();
        QTest::newRow("too many")
            << u"a,b,c,d"_qs << QStringList()
            << u"4 given, but the failing input has 2 input…"_qs; // the plural is the translator's
        QTest::newRow("empty entry") << u"a,,o"_qs << QStringList() << u"name 2 is empty."_qs;
        QTest::newRow("two words") << u"a b,c"_qs << QStringList()
                                   << u"\"a b\" is not a name (letters, digits and _, starting with a letter)."_qs;
        QTest::newRow("a number") << u"2,c"_qs << QStringList()
                                  << u"\"2\" is not a name (letters, digits and _, starting with a letter)."_qs;
        QTest::newRow("twice") << u"a,a"_qs << QStringList() << u"\"a\" is given twice."_qs;
        QTest::newRow("the output named as an input") << u"a,b,a"_qs << QStringList() << u"\"a\" is given twice."_qs;
        QTest::newRow("the output's default")
            << u"o,b"_qs << QStringList()
            << u"\"o\" is the output's name already; name the inputs differently or name the output too."_qs;
    }

    void featureNames()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, names);
        QFETCH(QString, error);
        QString problem;
        const std::optional<QStringList> parsed = parseFeatureNames(text, 2, &problem);
        QCOMPARE(parsed.value_or(QStringList()), names);
        if (error.endsWith(u'…'))
            QVERIFY2(problem.startsWith(error.chopped(1))
                         && problem.endsWith(u"; give one name per input, optionally followed by the output's."),
                     qPrintable(problem));
        else
            QCOMPARE(problem, error);
    }

    void contradictionReported()
    {
        QList<OracleTest> tests { test({ 1, 2 }, 3, true), test({ 5, 5 }, 1, false), test({ 1, 2 }, 3, false) };
        SmtLearner learner;
        const LearnResult r = learner.learn(tests);
        QCOMPARE(int(r.status), int(LearnResult::Status::Contradiction));
        QCOMPARE(r.contradictionA, 0);
        QCOMPARE(r.contradictionB, 2);
        QVERIFY2(r.message.contains(u"1 2"), qPrintable(r.message));
        // Same input but a different output is no contradiction: the output is a feature.
        tests[2].output = "4";
        QVERIFY(learner.learn(tests).isValid());
    }

    void boundPlacement_data()
    {
        QTest::addColumn<QByteArray>("share");
        QTest::addColumn<QList<int>>(
            "failingInGap"); // of 101…109, in the gap between the passing 100 and the failing 110
        QTest::newRow("midpoint") << QByteArray("1/2") << QList<int> { 106, 107, 108, 109 }; // bound at 105
        QTest::newRow("a quarter from the passing side")
            << QByteArray("1/4") << QList<int> { 103, 104, 105, 106, 107, 108, 109 }; // 102.5
        QTest::newRow("an eighth") << QByteArray("1/8")
                                   << QList<int> { 102, 103, 104, 105, 106, 107, 108, 109 }; // 101.25
        QTest::newRow("three quarters: narrower") << QByteArray("3/4") << QList<int> { 108, 109 }; // 107.5
    }

    void boundPlacement()
    {
        QFETCH(QByteArray, share);
        QFETCH(QList<int>, failingInGap);
        const QList<OracleTest> tests { test({ 100 }, 0, false), test({ 96 }, 0, false), test({ 110 }, 0, true),
                                        test({ 114 }, 0, true) };
        LearnOptions o;
        o.passingSideShare = share;
        SmtLearner learner(o);
        const LearnResult r = learner.learn(tests);
        QVERIFY2(r.isValid(), qPrintable(r.message));
        QVERIFY(separates(r.formula, tests));
        QList<int> failing;
        for (int x = 101; x <= 109; ++x)
            if (r.formula.predictsFailing(test({ x }, 0, true).features()))
                failing.append(x);
        QCOMPARE(failing, failingInGap);
    }

    void boundAtTheSignChange_data()
    {
        QTest::addColumn<QList<qint64>>("passingOutputs");
        QTest::addColumn<QList<qint64>>("failingOutputs");
        QTest::addColumn<QList<qint64>>("failingNearZero"); // of the outputs −2 … 2
        // Whatever the share, a gap holding 0 puts the bound at the sign change, not at −175000000 (the
        // midpoint) or −43750000 (an eighth); 0 itself goes to the passing side when no test decides it.
        QTest::newRow("0 passes") << QList<qint64> { 0, 7 } << QList<qint64> { -350000000, -200000000 }
                                  << QList<qint64> { -2, -1 };
        QTest::newRow("0 fails") << QList<qint64> { -9, -20 } << QList<qint64> { 0, 600000 }
                                 << QList<qint64> { 0, 1, 2 };
        QTest::newRow("0 strictly inside")
            << QList<qint64> { 40, 90 } << QList<qint64> { -30, -8 } << QList<qint64> { -2, -1 };
        QTest::newRow("0 strictly inside, failing above")
            << QList<qint64> { -40, -90 } << QList<qint64> { 30, 8 } << QList<qint64> { 1, 2 };
    }

    void boundAtTheSignChange()
    {
        QFETCH(QList<qint64>, passingOutputs);
        QFETCH(QList<qint64>, failingOutputs);
        QFETCH(QList<qint64>, failingNearZero);
        // One input for all, so only the output separates.
        const QList<OracleTest> tests { test({ 0 }, passingOutputs[0], false), test({ 0 }, passingOutputs[1], false),
                                        test({ 0 }, failingOutputs[0], true), test({ 0 }, failingOutputs[1], true) };
        for (const QByteArray &share : { QByteArray("1/2"), QByteArray("1/8") }) {
            LearnOptions o;
            o.passingSideShare = share;
            const LearnResult r = SmtLearner(o).learn(tests);
            QVERIFY2(r.isValid(), qPrintable(r.message));
            QVERIFY(separates(r.formula, tests));
            QList<qint64> failing;
            for (qint64 out = -2; out <= 2; ++out)
                if (r.formula.predictsFailing(test({ 0 }, out, true).features()))
                    failing.append(out);
            QCOMPARE(failing, failingNearZero);
        }
    }

    void formulaJsonRoundTrip()
    {
        const QList<OracleTest> tests { test({ 2, 2, 2 }, 3, true), test({ 3, 4, 5 }, 1, false),
                                        test({ 7, 7, 7 }, 3, true), test({ 1, 2, 2 }, 2, false) };
        const LearnResult r = SmtLearner().learn(tests);
        QVERIFY2(r.isValid(), qPrintable(r.message));
        QString problem;
        const std::optional<OracleFormula> back = OracleFormula::fromJson(r.formula.toJson(), &problem);
        QVERIFY2(back, qPrintable(problem));
        QCOMPARE(back->toJson(), r.formula.toJson());
        for (const OracleTest &t : tests)
            QCOMPARE(back->predictsFailing(t.features()), r.formula.predictsFailing(t.features()));
    }

    void residueFormulaJsonRoundTrip()
    {
        const OracleFormula f({ { { "1", "0" }, "0", false, 2 }, { { "1", "0" }, "5/2" } },
                              { { { 0, true }, { 1, false } } });
        QCOMPARE(f.toJson().value(u"halfSpaces").toArray().at(0).toObject().value(u"modulus").toInt(), 2);
        QString problem;
        const std::optional<OracleFormula> back = OracleFormula::fromJson(f.toJson(), &problem);
        QVERIFY2(back, qPrintable(problem));
        QCOMPARE(back->failureCondition(), QStringLiteral("fails when i1 mod 2 = 0 ∧ i1 ≥ 3"));
        for (qint64 v : { -4, 3, 4, 5, 6, 1000000 })
            QCOMPARE(back->predictsFailing(test({ v }, 0, false).features()), v % 2 == 0 && v >= 3);
    }

    void formulaJsonRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("problem");
        QTest::newRow("no clauses") << QByteArray(R"({"halfSpaces": []})") << u"must be arrays"_qs;
        QTest::newRow("inexact bound") << QByteArray(
            R"({"halfSpaces": [{"coeffs": ["1"], "bound": "0.5", "relation": "≤"}], "clauses": []})")
                                       << u"atom 1 of \"halfSpaces\""_qs;
        QTest::newRow("coefficient count")
            << QByteArray(R"({"halfSpaces": [{"coeffs": ["1", "0"], "bound": "1", "relation": "≤"},
                                                                              {"coeffs": ["1"], "bound": "1", "relation": "="}], "clauses": []})")
            << u"atom 2 of \"halfSpaces\""_qs;
        QTest::newRow("unknown relation")
            << QByteArray(R"({"halfSpaces": [{"coeffs": ["1"], "bound": "1", "relation": "<"}], "clauses": []})")
            << u"atom 1 of \"halfSpaces\""_qs;
        QTest::newRow("literal out of range")
            << QByteArray(R"({"halfSpaces": [{"coeffs": ["1"], "bound": "1", "relation": "≤"}],
                                                                 "clauses": [[{"halfSpace": 1, "negated": false}]]})")
            << u"clause 1"_qs;
        QTest::newRow("residue without a modulus")
            << QByteArray(R"({"halfSpaces": [{"coeffs": ["1"], "bound": "0", "relation": "≡"}], "clauses": []})")
            << u"modulus"_qs;
        QTest::newRow("residue out of range") << QByteArray(
            R"({"halfSpaces": [{"coeffs": ["1"], "bound": "2", "relation": "≡", "modulus": 2}], "clauses": []})")
                                              << u"modulus − 1"_qs;
        QTest::newRow("residue of a fraction")
            << QByteArray(
                   R"({"halfSpaces": [{"coeffs": ["1/2"], "bound": "1", "relation": "≡", "modulus": 3}], "clauses": []})")
            << u"atom 1 of \"halfSpaces\" (relation ≡) needs integer \"coeffs\" (a residue of 1/2 is not defined)"_qs;
        QTest::newRow("modulus on another relation")
            << QByteArray(
                   R"({"halfSpaces": [{"coeffs": ["1"], "bound": "1", "relation": "≤", "modulus": 3}], "clauses": []})")
            << u"atom 1 of \"halfSpaces\" has a \"modulus\", which only relation ≡ takes"_qs;
        QTest::newRow("clause not an array")
            << QByteArray(R"({"halfSpaces": [], "clauses": [3]})") << u"clause 1 must be an array"_qs;
    }

    void formulaJsonRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, problem);
        QJsonParseError e;
        const QJsonObject o = QJsonDocument::fromJson(json, &e).object();
        QCOMPARE(e.error, QJsonParseError::NoError);
        QString why;
        QVERIFY(!OracleFormula::fromJson(o, &why));
        QVERIFY2(why.contains(problem), qPrintable(why));
    }

    void bigValuesExact()
    {
        // 10^18 and 10^18 + 1 are the same double; the learner must still tell them apart.
        const qint64 e18 = 1000000000000000000LL;
        // Outputs chosen so that only i1 alone separates (not i1 ± o, not o).
        QList<OracleTest> tests { test({ e18 }, 0, false), test({ e18 + 1 }, 10, true), test({ e18 - 5 }, 10, false),
                                  test({ e18 + 9 }, -20, true) };
        SmtLearner learner;
        const LearnResult r = learner.learn(tests);
        QVERIFY2(r.isValid(), qPrintable(r.message));
        QVERIFY(separates(r.formula, tests));
        QCOMPARE(r.formula.failureCondition(), QStringLiteral("fails when i1 ≥ 1000000000000000001"));
    }

    void degenerateSets()
    {
        SmtLearner learner;
        const LearnResult onlyFailing = learner.learn({ test({ 2, 2, 2 }, 2, true) });
        QVERIFY(onlyFailing.isValid());
        QVERIFY(onlyFailing.formula.predictsFailing(test({ 9, 1, 4 }, 3, false).features()));
        QCOMPARE(onlyFailing.formula.failureCondition(), QStringLiteral("always fails"));
        const LearnResult onlyPassing = learner.learn({ test({ 1, 1, 1 }, 1, false) });
        QVERIFY(onlyPassing.isValid());
        QVERIFY(!onlyPassing.formula.predictsFailing(test({ 2, 2, 2 }, 2, false).features()));
    }

    void canceled()
    {
        QList<OracleTest> tests;
        for (qint64 a = 0; a < 6; ++a)
            tests.append(test({ a }, a, a % 2 == 0));
        SmtLearner learner;
        const LearnResult r = learner.learn(tests, [] { return true; });
        QCOMPARE(int(r.status), int(LearnResult::Status::Canceled));
    }

    void capReported()
    {
        // Parity cannot be written with one clause and one half-space.
        QList<OracleTest> tests;
        for (qint64 a = 0; a < 8; ++a)
            tests.append(test({ a }, 0, a % 2 == 0));
        LearnOptions o;
        o.maxClauses = 1;
        o.maxHalfSpaces = 1;
        o.maxSize = 2;
        SmtLearner learner(o);
        const LearnResult r = learner.learn(tests);
        QCOMPARE(int(r.status), int(LearnResult::Status::NotFound));
        QVERIFY(!r.message.isEmpty());
    }

    void fuzzerReachesRelationsAndBoundaries()
    {
        // From a seed with no equal coordinates, mutants must also land on the structure bugs hinge on:
        // equal pairs, permutations, small and boundary values, and stay deterministic per seed.
        const QList<qint64> seed { 5, 9, 13 };
        Fuzzer fuzzer(42), again(42);
        QCOMPARE(Fuzzer::limitFor(toInputVector(seed)), Fuzzer::defaultLimit());
        int equalPair = 0, swapped = 0, small = 0, boundary = 0, learn2fix = 0;
        for (int i = 0; i < 3000; ++i) {
            const InputVector mutant = fuzzer.mutate(toInputVector(seed));
            QCOMPARE(again.mutate(toInputVector(seed)), mutant);
            QCOMPARE(mutant.size(), seed.size());
            QList<qint64> m;
            for (const QByteArray &text : mutant) {
                bool ok = false;
                m.append(text.toLongLong(&ok));
                QVERIFY2(ok && m.last() >= -Fuzzer::Limit && m.last() <= Fuzzer::Limit, text.constData());
            }
            equalPair += (m[0] == m[1] || m[1] == m[2] || m[0] == m[2]) ? 1 : 0;
            swapped += (m != seed && std::is_permutation(m.cbegin(), m.cend(), seed.cbegin())) ? 1 : 0;
            small += std::count_if(m.cbegin(), m.cend(), [](qint64 v) { return v >= -1 && v <= 3; }) > 0 ? 1 : 0;
            boundary += std::count(m.cbegin(), m.cend(), 2147483647LL)
                        + std::count(m.cbegin(), m.cend(), 1000000000000000000LL)
                    > 0
                ? 1
                : 0;
            learn2fix += std::abs(m[0] - seed[0]) == 10 || std::abs(m[1] - seed[1]) == 10 ? 1 : 0;
        }
        QVERIFY2(equalPair >= 150, qPrintable(QString::number(equalPair)));
        QVERIFY2(swapped >= 50, qPrintable(QString::number(swapped)));
        QVERIFY2(small >= 100, qPrintable(QString::number(small)));
        QVERIFY2(boundary >= 30, qPrintable(QString::number(boundary)));
        QVERIFY2(learn2fix >= 150, qPrintable(QString::number(learn2fix)));
    }

    // A seed beyond 64 bits (a 40-digit number) is fuzzed at its own scale, exactly: mutants keep their digits
    // (±1 and ±10 change only the last ones), stay within ten times the seed, and are canonical integers.
    void fuzzerKeepsNumbersBeyond64Bits()
    {
        const InputVector seed { QByteArray("1111111111111111111111111111111111100000"), QByteArray("-7") };
        const QByteArray limit = Fuzzer::limitFor(seed);
        QCOMPARE(limit, QByteArray("11111111111111111111111111111111111000000"));
        Fuzzer fuzzer(7), again(7);
        fuzzer.setLimit(limit);
        again.setLimit(limit);
        int nearSeed = 0, beyond64 = 0;
        for (int i = 0; i < 2000; ++i) {
            const InputVector m = fuzzer.mutate(seed);
            QCOMPARE(again.mutate(seed), m);
            QCOMPARE(m.size(), seed.size());
            for (const QByteArray &v : m) {
                QCOMPARE(ExactMath::canonical(v), v);
                QVERIFY2(ExactMath::isInteger(v), v.constData());
                QVERIFY2(ExactMath::compare(v, limit) <= 0 && ExactMath::compare(v, QByteArray('-' + limit)) >= 0,
                         v.constData());
            }
            const QByteArray diff = ExactMath::add(m[0], QByteArray('-' + seed[0]));
            nearSeed
                += diff != "0" && ExactMath::compare(diff, "-100") >= 0 && ExactMath::compare(diff, "100") <= 0 ? 1 : 0;
            beyond64 += m[0].size() > 20 ? 1 : 0;
        }
        QVERIFY2(nearSeed >= 100, qPrintable(QString::number(nearSeed)));
        QVERIFY2(beyond64 >= 1000, qPrintable(QString::number(beyond64)));
    }

    void resourceLimitIsDeterministic()
    {
        // Parity of 0..11 needs many (k, h) attempts; a small work limit stops the search at the same point
        // every time, whatever the machine's load.
        QList<OracleTest> tests;
        for (qint64 a = 0; a < 12; ++a)
            tests.append(test({ a }, 0, a % 2 == 0));
        LearnOptions o;
        o.equalityAtoms = false;
        o.residueModuli = {}; // a residue atom states parity at once
        o.totalResourceLimit = 200000;
        SmtLearner learner(o);
        const LearnResult first = learner.learn(tests);
        const LearnResult second = learner.learn(tests);
        QCOMPARE(int(first.status), int(LearnResult::Status::NotFound));
        QVERIFY2(first.message.contains(u"resource"), qPrintable(first.message));
        QVERIFY(first.resourcesUsed >= o.totalResourceLimit);
        QCOMPARE(second.checks, first.checks);
        QCOMPARE(second.resourcesUsed, first.resourcesUsed);
    }
};

QTEST_GUILESS_MAIN(TestOracleLearner)
#include "tst_oracle_learner.moc"
