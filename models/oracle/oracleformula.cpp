// SPDX-License-Identifier: GPL-3.0-or-later
#include "oracleformula.h"

#include "exactmath.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMap>
#include <QRegularExpression>

#include <numeric>
#include <optional>

namespace StepWise {

bool HalfSpace::contains(const QList<QByteArray> &x) const
{
    if (modulus > 0)
        return ExactMath::residue(ExactMath::dot(coeffs, x), modulus) == bound.toInt();
    const int c = ExactMath::compare(ExactMath::dot(coeffs, x), bound);
    return equality ? c == 0 : c <= 0;
}

ConditionWords ConditionWords::translated()
{
    ConditionWords words;
    //: %1 the alternatives of a failure condition, e.g. "a = b, or c > 2"
    words.failsWhen = QCoreApplication::translate("StepWise::ConditionWords", "fails when %1");
    //: joins the alternatives of a failure condition: "a = b, or c > 2"
    words.orSeparator = QCoreApplication::translate("StepWise::ConditionWords", ", or ");
    words.neverFails = QCoreApplication::translate("StepWise::ConditionWords", "never fails");
    words.alwaysFails = QCoreApplication::translate("StepWise::ConditionWords", "always fails");
    return words;
}

QStringList defaultFeatureNames(int inputCount)
{
    QStringList names;
    for (int i = 1; i <= inputCount; ++i)
        names.append(QStringLiteral("i%1").arg(i));
    names.append(QStringLiteral("o"));
    return names;
}

namespace {
struct FeatureNamesTr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::FeatureNames)
};
} // namespace

std::optional<QStringList> parseFeatureNames(const QString &text, int inputCount, QString *error)
{
    if (text.trimmed().isEmpty())
        return defaultFeatureNames(inputCount);
    return checkFeatureNames(text.split(u','), inputCount, error);
}

std::optional<QStringList> checkFeatureNames(QStringList names, int inputCount, QString *error)
{
    for (QString &name : names)
        name = name.trimmed();
    if (names.size() != inputCount && names.size() != inputCount + 1) {
        //: %1 the number of names typed, %2 "%n input(s)" of the failing input
        *error = FeatureNamesTr::tr("%1 given, but the failing input has %2; give one name per input, optionally "
                                    "followed by the output's.")
                     .arg(names.size())
                     .arg(FeatureNamesTr::tr("%n input(s)", nullptr, inputCount));
        return std::nullopt;
    }
    const bool outputNamed = names.size() == inputCount + 1;
    if (!outputNamed)
        names.append(QStringLiteral("o"));
    static const QRegularExpression word(QStringLiteral("^\\p{L}[\\p{L}\\p{N}_]*$"));
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (!word.match(names[i]).hasMatch()) {
            //: %1 the position of the name in the list, from 1
            *error = names[i].isEmpty()
                ? FeatureNamesTr::tr("name %1 is empty.").arg(i + 1)
                : FeatureNamesTr::tr("\"%1\" is not a name (letters, digits and _, starting with a letter).")
                      .arg(names[i]);
            return std::nullopt;
        }
        if (names.indexOf(names[i]) < i) {
            *error = i == inputCount && !outputNamed
                ? FeatureNamesTr::tr(
                      "\"%1\" is the output's name already; name the inputs differently or name the output too.")
                      .arg(names[i])
                : FeatureNamesTr::tr("\"%1\" is given twice.").arg(names[i]);
            return std::nullopt;
        }
    }
    return names;
}

OracleFormula::OracleFormula(QList<HalfSpace> halfSpaces, QList<QList<HalfSpaceLiteral>> clauses)
    : m_halfSpaces(std::move(halfSpaces))
    , m_clauses(std::move(clauses))
{
    m_featureCount = m_halfSpaces.isEmpty() ? 0 : int(m_halfSpaces.first().coeffs.size());
}

OracleFormula OracleFormula::allFailing(int featureCount)
{
    OracleFormula f({}, { QList<HalfSpaceLiteral> {} });
    f.m_featureCount = featureCount;
    return f;
}

bool OracleFormula::passes(const QList<QByteArray> &x) const
{
    QList<std::optional<bool>> cache(m_halfSpaces.size());
    auto holds = [&](int j) {
        if (!cache[j])
            cache[j] = m_halfSpaces[j].contains(x);
        return *cache[j];
    };
    for (const auto &clause : m_clauses) {
        bool sat = false;
        for (const HalfSpaceLiteral &l : clause) {
            if (holds(l.halfSpace) != l.negated) {
                sat = true;
                break;
            }
        }
        if (!sat)
            return false;
    }
    return true;
}

namespace {

// One bound on a linear expression inside a DNF term. Integer-coefficient expressions are tightened
// to non-strict integer bounds; others keep their strictness.
struct Bound {
    QByteArray value;
    bool strict = false;
};

struct Range {
    std::optional<Bound> lower; // expr ≥ / > lower
    std::optional<Bound> upper; // expr ≤ / < upper
    std::optional<QByteArray> notEqual; // expr ≠ value (from an equality atom or merged terms)
    bool integral = false;
};

// One conjunction of ¬φ's DNF.
struct Term {
    QMap<QList<QByteArray>, Range> ranges; // canonical coefficient vector → range
    QStringList residues; // residue atoms, as written ("a mod 2 = 1")
};

QByteArray negate(const QByteArray &v)
{
    return ExactMath::add(QByteArrayLiteral("0"), v.startsWith('-') ? v.mid(1) : QByteArray('-' + v));
}

// Scales a·x ⋈ b by a positive factor so the coefficients are coprime integers ("1/2·a − 1/2·o < 0" reads
// "a − o < 0", then "a − o ≤ −1"), when their denominators are small (a formula with 10^9 in its
// denominators reads no better with 10^12 in its coefficients).
void scaleToIntegers(QList<QByteArray> *a, QByteArray *b)
{
    constexpr qint64 MaxScale = 1000000;
    qint64 lcm = 1;
    for (const QByteArray &c : std::as_const(*a)) {
        const qsizetype slash = c.indexOf('/');
        if (slash < 0)
            continue;
        bool ok = false;
        const qint64 q = c.mid(slash + 1).toLongLong(&ok);
        if (!ok || q <= 0 || q > MaxScale)
            return;
        lcm = lcm / std::gcd(lcm, q) * q;
        if (lcm > MaxScale)
            return;
    }
    QList<QByteArray> scaled;
    qint64 gcd = 0;
    for (const QByteArray &c : std::as_const(*a)) {
        scaled.append(ExactMath::dot({ c }, { QByteArray::number(lcm) }));
        bool ok = false;
        const qint64 v = scaled.last().toLongLong(&ok);
        gcd = ok && gcd >= 0 ? std::gcd(gcd, v < 0 ? -v : v) : -1; // −1: too large to divide out
    }
    QByteArray factor = QByteArray::number(lcm);
    if (gcd > 1) {
        for (QByteArray &c : scaled)
            c = ExactMath::dot({ c }, { "1/" + QByteArray::number(gcd) });
        factor += '/' + QByteArray::number(gcd);
    }
    *b = ExactMath::dot({ *b }, { factor });
    *a = scaled;
}

// Adds "a·x ≤ b" (upper = true) or "a·x > b" to the term, in canonical orientation.
void addAtom(Term *term, QList<QByteArray> a, QByteArray b, bool upper)
{
    scaleToIntegers(&a, &b);
    bool strict = !upper;
    const auto firstNonZero = std::find_if(a.cbegin(), a.cend(), [](const QByteArray &c) { return c != "0"; });
    if (firstNonZero != a.cend() && firstNonZero->startsWith('-')) {
        for (QByteArray &c : a)
            c = c == "0" ? c : negate(c);
        b = negate(b);
        upper = !upper;
    }
    const bool integral
        = std::all_of(a.cbegin(), a.cend(), [](const QByteArray &c) { return ExactMath::isInteger(c); });
    if (integral) {
        // Every feature is an integer, so a·x is an integer: tighten to a non-strict integer bound.
        if (upper) {
            // y < c → y ≤ ⌈c⌉ − 1; y ≤ c → y ≤ ⌊c⌋.
            b = strict ? ExactMath::add(negate(ExactMath::floor(negate(b))), QByteArrayLiteral("-1"))
                       : ExactMath::floor(b);
        } else {
            // y > c → y ≥ ⌊c⌋ + 1; y ≥ c → y ≥ ⌈c⌉.
            b = strict ? ExactMath::add(ExactMath::floor(b), QByteArrayLiteral("1"))
                       : negate(ExactMath::floor(negate(b)));
        }
        strict = false;
    }
    Range &r = term->ranges[a];
    r.integral = integral;
    const Bound nb { b, strict };
    if (upper) {
        if (!r.upper || ExactMath::compare(b, r.upper->value) < 0
            || (ExactMath::compare(b, r.upper->value) == 0 && strict))
            r.upper = nb;
    } else {
        if (!r.lower || ExactMath::compare(b, r.lower->value) > 0
            || (ExactMath::compare(b, r.lower->value) == 0 && strict))
            r.lower = nb;
    }
}

// Adds "a·x = b" (equal = true) or "a·x ≠ b" to the term, in canonical orientation.
void addEqualityAtom(Term *term, QList<QByteArray> a, QByteArray b, bool equal)
{
    scaleToIntegers(&a, &b);
    const auto firstNonZero = std::find_if(a.cbegin(), a.cend(), [](const QByteArray &c) { return c != "0"; });
    if (firstNonZero != a.cend() && firstNonZero->startsWith('-')) {
        for (QByteArray &c : a)
            c = c == "0" ? c : negate(c);
        b = negate(b);
    }
    Range &r = term->ranges[a];
    r.integral = std::all_of(a.cbegin(), a.cend(), [](const QByteArray &c) { return ExactMath::isInteger(c); });
    if (!equal) {
        r.notEqual = b; // the learner uses one bound per expression, so at most one ≠ per key
        return;
    }
    if (!r.lower || ExactMath::compare(b, r.lower->value) > 0)
        r.lower = Bound { b, false };
    if (!r.upper || ExactMath::compare(b, r.upper->value) < 0)
        r.upper = Bound { b, false };
}

// On integers, "y ≥ c ∧ y ≠ c" is "y ≥ c + 1" (and likewise for an upper bound).
void absorbNotEqual(Range *r)
{
    if (!r->integral || !r->notEqual)
        return;
    if (r->lower && ExactMath::compare(r->lower->value, *r->notEqual) == 0) {
        r->lower->value = ExactMath::add(r->lower->value, QByteArrayLiteral("1"));
        r->notEqual.reset();
    } else if (r->upper && ExactMath::compare(r->upper->value, *r->notEqual) == 0) {
        r->upper->value = ExactMath::add(r->upper->value, QByteArrayLiteral("-1"));
        r->notEqual.reset();
    } else if ((r->lower && ExactMath::compare(r->lower->value, *r->notEqual) > 0)
               || (r->upper && ExactMath::compare(r->upper->value, *r->notEqual) < 0)) {
        r->notEqual.reset(); // outside the range anyway
    }
}

bool satisfiable(const Range &r)
{
    if (!r.lower || !r.upper)
        return true;
    const int c = ExactMath::compare(r.lower->value, r.upper->value);
    if (c == 0 && r.notEqual && ExactMath::compare(*r.notEqual, r.lower->value) == 0)
        return false;
    return c < 0 || (c == 0 && !r.lower->strict && !r.upper->strict);
}

QString coeffText(const QByteArray &c)
{
    return QString::fromLatin1(c).replace(u'-', u'−');
}

QString exprText(const QList<QByteArray> &a, const QStringList &names)
{
    QString s;
    for (qsizetype r = 0; r < a.size(); ++r) {
        if (a[r] == "0")
            continue;
        const bool neg = a[r].startsWith('-');
        const QByteArray mag = neg ? a[r].mid(1) : a[r];
        const QString name = r < names.size() ? names[r] : QStringLiteral("x%1").arg(r + 1);
        if (s.isEmpty())
            s += neg ? QStringLiteral("−") : QString();
        else
            s += neg ? QStringLiteral(" − ") : QStringLiteral(" + ");
        s += mag == "1" ? name : coeffText(mag) + u'·' + name;
    }
    return s.isEmpty() ? QStringLiteral("0") : s;
}

// "x − y ≥ 3" reads better as "x ≥ y + 3": for two ±1 coefficients, move the negative one right.
QString atomText(const QList<QByteArray> &a, const QString &op, const QByteArray &value, const QStringList &names)
{
    QList<int> nz;
    for (int r = 0; r < int(a.size()); ++r)
        if (a[r] != "0")
            nz.append(r);
    auto name = [&](int r) { return r < names.size() ? names[r] : QStringLiteral("x%1").arg(r + 1); };
    if (nz.size() == 2 && a[nz[0]] == "1" && a[nz[1]] == "-1") {
        QString rhs = name(nz[1]);
        const int sign = ExactMath::compare(value, QByteArrayLiteral("0"));
        if (sign > 0)
            rhs += QStringLiteral(" + ") + coeffText(value);
        else if (sign < 0)
            rhs += QStringLiteral(" − ") + coeffText(negate(value));
        return name(nz[0]) + u' ' + op + u' ' + rhs;
    }
    return exprText(a, names) + u' ' + op + u' ' + coeffText(value);
}

QStringList rangeTexts(const QList<QByteArray> &a, const Range &r, const QStringList &names)
{
    QStringList parts;
    if (r.lower && r.upper && ExactMath::compare(r.lower->value, r.upper->value) == 0) {
        parts.append(atomText(a, QStringLiteral("="), r.lower->value, names));
    } else {
        if (r.lower)
            parts.append(
                atomText(a, r.lower->strict ? QStringLiteral(">") : QStringLiteral("≥"), r.lower->value, names));
        if (r.upper)
            parts.append(
                atomText(a, r.upper->strict ? QStringLiteral("<") : QStringLiteral("≤"), r.upper->value, names));
    }
    if (r.notEqual)
        parts.append(atomText(a, QStringLiteral("≠"), *r.notEqual, names));
    return parts;
}

// A residue atom of a term: "x mod m = r" when it holds, else "x mod m ≠ r".
struct Residue {
    QList<QByteArray> coeffs;
    qint64 modulus = 0;
    qint64 r = 0;
    bool holds = true;
};

// \a h as it reads in a term, with \a holds; modulo 2 the negation is the other class ("x mod 2 = 1",
// not "x mod 2 ≠ 0").
Residue residue(const HalfSpace &h, bool holds)
{
    Residue x { h.coeffs, h.modulus, h.bound.toLongLong(), holds };
    if (!holds && x.modulus == 2)
        x = { h.coeffs, 2, 1 - x.r, true };
    return x;
}

// Classes of the same expression modulo coprime moduli are one class modulo their product (Chinese remainder
// theorem): "n mod 2 = 1 ∧ n mod 3 = 2" reads "n mod 6 = 5". Products above 1000 are left as they are.
void combineResidues(QList<Residue> *rs)
{
    for (bool merged = true; merged;) {
        merged = false;
        for (qsizetype i = 0; i < rs->size() && !merged; ++i) {
            for (qsizetype j = i + 1; j < rs->size() && !merged; ++j) {
                const Residue &a = rs->at(i);
                const Residue &b = rs->at(j);
                const qint64 m = a.modulus * b.modulus;
                if (!a.holds || !b.holds || a.coeffs != b.coeffs || std::gcd(a.modulus, b.modulus) != 1 || m > 1000)
                    continue;
                qint64 r = a.r;
                while (r % b.modulus != b.r)
                    r += a.modulus;
                (*rs)[i] = { a.coeffs, m, r, true };
                rs->removeAt(j);
                merged = true;
            }
        }
    }
}

QString residueText(const Residue &x, const QStringList &names)
{
    return exprText(x.coeffs, names)
        + QStringLiteral(" mod %1 %2 %3").arg(x.modulus).arg(x.holds ? u"=" : u"≠").arg(x.r);
}

// Merges two terms equal except for one integral key where one says ≤ c−1 and the other ≥ c+1 (and with
// the same residue atoms).
bool mergeNotEqual(QList<Term> *terms)
{
    for (qsizetype i = 0; i < terms->size(); ++i) {
        for (qsizetype j = i + 1; j < terms->size(); ++j) {
            const QMap<QList<QByteArray>, Range> &t1 = terms->at(i).ranges;
            const QMap<QList<QByteArray>, Range> &t2 = terms->at(j).ranges;
            if (t1.keys() != t2.keys() || terms->at(i).residues != terms->at(j).residues)
                continue;
            QList<QByteArray> diffKey;
            int diffs = 0;
            for (auto it = t1.cbegin(); it != t1.cend(); ++it) {
                const Range &r1 = it.value();
                const Range &r2 = t2.value(it.key());
                auto same = [](const std::optional<Bound> &x, const std::optional<Bound> &y) {
                    return x.has_value() == y.has_value() && (!x || (x->value == y->value && x->strict == y->strict));
                };
                if (same(r1.lower, r2.lower) && same(r1.upper, r2.upper) && r1.notEqual == r2.notEqual)
                    continue;
                ++diffs;
                diffKey = it.key();
            }
            if (diffs != 1)
                continue;
            Range r1 = t1.value(diffKey);
            Range r2 = t2.value(diffKey);
            if (!r1.integral || r1.notEqual || r2.notEqual)
                continue;
            if (r1.lower && !r1.upper)
                std::swap(r1, r2);
            if (!(r1.upper && !r1.lower && r2.lower && !r2.upper))
                continue;
            const QByteArray c = ExactMath::add(r1.upper->value, QByteArrayLiteral("1"));
            if (ExactMath::compare(ExactMath::add(c, QByteArrayLiteral("1")), r2.lower->value) != 0)
                continue;
            Term merged = terms->at(i);
            Range ne;
            ne.integral = true;
            ne.notEqual = c;
            merged.ranges[diffKey] = ne;
            (*terms)[i] = merged;
            terms->removeAt(j);
            return true;
        }
    }
    return false;
}

} // namespace

QString OracleFormula::failureCondition(const QStringList &names) const
{
    return failureCondition(names, ConditionWords());
}

QString OracleFormula::failureCondition(const QStringList &names, const ConditionWords &words) const
{
    const QStringList n = names.isEmpty() ? defaultFeatureNames(std::max(0, m_featureCount - 1)) : names;
    QList<Term> terms;
    for (const auto &clause : m_clauses) {
        Term t;
        QList<Residue> residues;
        for (const HalfSpaceLiteral &l : clause) {
            const HalfSpace &hs = m_halfSpaces[l.halfSpace];
            // ¬(a·x ≤ b) is a·x > b, ¬(a·x > b) is a·x ≤ b; ¬(a·x = b) is a·x ≠ b.
            if (hs.modulus > 0)
                residues.append(residue(hs, l.negated));
            else if (hs.equality)
                addEqualityAtom(&t, hs.coeffs, hs.bound, l.negated);
            else
                addAtom(&t, hs.coeffs, hs.bound, l.negated);
        }
        combineResidues(&residues);
        for (const Residue &x : std::as_const(residues))
            t.residues.append(residueText(x, n));
        for (Range &r : t.ranges)
            absorbNotEqual(&r);
        if (std::all_of(t.ranges.cbegin(), t.ranges.cend(), satisfiable))
            terms.append(t);
    }
    while (mergeNotEqual(&terms)) { }
    if (terms.isEmpty())
        return words.neverFails;
    QList<QStringList> termParts;
    for (const Term &t : std::as_const(terms)) {
        if (t.ranges.isEmpty() && t.residues.isEmpty())
            return words.alwaysFails;
        QStringList parts = t.residues;
        for (auto it = t.ranges.cbegin(); it != t.ranges.cend(); ++it)
            parts += rangeTexts(it.key(), it.value(), n);
        if (!termParts.contains(parts)) // the learner may repeat a clause; it says nothing twice
            termParts.append(parts);
    }
    // Atoms every alternative shares are said once, before the alternatives in parentheses:
    // "a mod 2 = 1 ∧ (b ≥ 3, or c = 0)" rather than "a mod 2 = 1 ∧ b ≥ 3, or a mod 2 = 1 ∧ c = 0".
    QStringList common;
    if (termParts.size() > 1) {
        for (const QString &part : std::as_const(termParts.first()))
            if (std::all_of(termParts.cbegin(), termParts.cend(),
                            [&part](const QStringList &p) { return p.contains(part); }))
                common.append(part);
    }
    QStringList termTexts;
    for (QStringList parts : std::as_const(termParts)) {
        for (const QString &part : std::as_const(common))
            parts.removeOne(part);
        if (parts.isEmpty()) // one alternative is just the shared atoms: it holds whenever the others do
            return words.failsWhen.arg(common.join(words.andSeparator));
        termTexts.append(parts.join(words.andSeparator));
    }
    if (common.isEmpty())
        return words.failsWhen.arg(termTexts.join(words.orSeparator));
    return words.failsWhen.arg(common.join(words.andSeparator) + words.andSeparator + u'('
                               + termTexts.join(words.orSeparator) + u')');
}

QJsonObject OracleFormula::toJson(const QStringList &names) const
{
    QJsonArray hs;
    for (const HalfSpace &h : m_halfSpaces) {
        QJsonArray coeffs;
        for (const QByteArray &c : h.coeffs)
            coeffs.append(QString::fromLatin1(c));
        QJsonObject space { { QStringLiteral("coeffs"), coeffs },
                            { QStringLiteral("bound"), QString::fromLatin1(h.bound) },
                            { QStringLiteral("relation"),
                              h.modulus > 0    ? QStringLiteral("≡")
                                  : h.equality ? QStringLiteral("=")
                                               : QStringLiteral("≤") } };
        if (h.modulus > 0)
            space.insert(QStringLiteral("modulus"), h.modulus);
        hs.append(space);
    }
    QJsonArray clauses;
    for (const auto &clause : m_clauses) {
        QJsonArray lits;
        for (const HalfSpaceLiteral &l : clause)
            lits.append(
                QJsonObject { { QStringLiteral("halfSpace"), l.halfSpace }, { QStringLiteral("negated"), l.negated } });
        clauses.append(lits);
    }
    // The clauses are φ, not the failure condition: say so, a reader of the JSON sees both side by side.
    return QJsonObject { { QStringLiteral("halfSpaces"), hs },
                         { QStringLiteral("clauses"), clauses },
                         { QStringLiteral("clausesMeaning"),
                           QStringLiteral(
                               "phi: the CNF of the clauses holds on passing tests; condition is its negation") },
                         { QStringLiteral("condition"), failureCondition(names) } };
}

std::optional<OracleFormula> OracleFormula::fromJson(const QJsonObject &o, QString *problem)
{
    const auto fail = [problem](const QString &what) {
        *problem = what;
        return std::nullopt;
    };
    if (!o.value(QStringLiteral("halfSpaces")).isArray() || !o.value(QStringLiteral("clauses")).isArray())
        return fail(QStringLiteral("\"halfSpaces\" and \"clauses\" must be arrays"));
    const auto number = [](const QJsonValue &v) {
        return v.isString() ? ExactMath::canonical(v.toString().toLatin1()) : QByteArray();
    };
    QList<HalfSpace> hs;
    const QJsonArray halfSpaces = o.value(QStringLiteral("halfSpaces")).toArray();
    for (qsizetype i = 0; i < halfSpaces.size(); ++i) {
        const QJsonObject h = halfSpaces.at(i).toObject();
        HalfSpace space;
        for (const QJsonValue &c : h.value(QStringLiteral("coeffs")).toArray())
            space.coeffs.append(number(c));
        space.bound = number(h.value(QStringLiteral("bound")));
        const QString relation = h.value(QStringLiteral("relation")).toString();
        space.equality = relation == u"=";
        // A modulus on another relation would be dropped silently: the formula would not be the one stored.
        if (relation != u"≡" && h.contains(QStringLiteral("modulus")))
            return fail(
                QStringLiteral("atom %1 of \"halfSpaces\" has a \"modulus\", which only relation ≡ takes").arg(i + 1));
        if (relation == u"≡") {
            const QJsonValue m = h.value(QStringLiteral("modulus"));
            space.modulus = m.isDouble() && m.toDouble() == double(m.toInt()) && m.toInt() >= 2 ? m.toInt() : -1;
            if (space.modulus < 0 || !ExactMath::isInteger(space.bound) || ExactMath::compare(space.bound, "0") < 0
                || ExactMath::compare(space.bound, QByteArray::number(space.modulus)) >= 0)
                return fail(QStringLiteral("atom %1 of \"halfSpaces\" (relation ≡) needs an integer \"modulus\" of at "
                                           "least 2 and a \"bound\" from 0 "
                                           "to modulus − 1")
                                .arg(i + 1));
            for (const QByteArray &c : std::as_const(space.coeffs))
                if (!c.isEmpty() && !ExactMath::isInteger(c))
                    return fail(QStringLiteral("atom %1 of \"halfSpaces\" (relation ≡) needs integer \"coeffs\" (a "
                                               "residue of %2 is not defined)")
                                    .arg(i + 1)
                                    .arg(QString::fromLatin1(c)));
        }
        if (space.coeffs.isEmpty() || space.coeffs.contains(QByteArray()) || space.bound.isEmpty()
            || (!space.equality && space.modulus == 0 && relation != u"≤")
            || (!hs.isEmpty() && space.coeffs.size() != hs.first().coeffs.size()))
            return fail(QStringLiteral("atom %1 of \"halfSpaces\" needs \"coeffs\" (as many exact numbers as the "
                                       "first's), an exact \"bound\" and "
                                       "\"relation\" ≤, = or ≡")
                            .arg(i + 1));
        hs.append(space);
    }
    QList<QList<HalfSpaceLiteral>> clauses;
    const QJsonArray cs = o.value(QStringLiteral("clauses")).toArray();
    for (qsizetype i = 0; i < cs.size(); ++i) {
        if (!cs.at(i).isArray())
            return fail(QStringLiteral("clause %1 must be an array of literals").arg(i + 1));
        QList<HalfSpaceLiteral> clause;
        for (const QJsonValue &v : cs.at(i).toArray()) {
            const QJsonObject l = v.toObject();
            const QJsonValue index = l.value(QStringLiteral("halfSpace"));
            if (!index.isDouble() || index.toDouble() != double(index.toInt()) || index.toInt() < 0
                || index.toInt() >= hs.size() || !l.value(QStringLiteral("negated")).isBool())
                return fail(QStringLiteral("clause %1: each literal needs \"halfSpace\" (an index into \"halfSpaces\") "
                                           "and \"negated\" (true/false)")
                                .arg(i + 1));
            clause.append(HalfSpaceLiteral { index.toInt(), l.value(QStringLiteral("negated")).toBool() });
        }
        clauses.append(clause);
    }
    return OracleFormula(hs, clauses);
}

} // namespace StepWise
