// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace StepWise {

/*! A linear half-space Σ_r coeffs[r]·x[r] ≤ bound over the feature vector ⟨i1, …, in, o⟩, with exact
 *  rational coefficients and bound as decimal strings ("3", "-1/2"). With \a equality set it is the
 *  hyperplane Σ_r coeffs[r]·x[r] = bound instead: an equality atom such as "a = b" or "o = i1" that a CNF
 *  over half-spaces could only express with two half-spaces and two clauses (still an SMT(LRA) atom).
 *  With \a modulus m > 0 it is the residue atom Σ_r coeffs[r]·x[r] ≡ bound (mod m), bound in [0, m), e.g.
 *  "a mod 2 = 1" (a is odd) or "n mod 3 = 2": the bug conditions of integer programs often hinge on a residue
 *  class, which no CNF of half-spaces states (see LearnOptions::residueModuli). */
struct HalfSpace {
    QList<QByteArray> coeffs;
    QByteArray bound;
    bool equality = false;
    int modulus = 0;

    /*! Whether \a x (same length as coeffs) lies in the half-space (on the hyperplane), exactly. */
    bool contains(const QList<QByteArray> &x) const;
};

/*! One literal of a clause: half-space \a halfSpace itself (a·x ≤ b) or, when \a negated, a·x > b. */
struct HalfSpaceLiteral {
    int halfSpace = 0;
    bool negated = false;
};

/*! The words OracleFormula::failureCondition() puts around the formula's atoms. The defaults are the English
 *  the CLI writes and the report document stores; translated() gives the installed translator's language, which
 *  the GUI shows and exports in (the atoms themselves are language-neutral). */
struct ConditionWords {
    QString failsWhen = QStringLiteral("fails when %1"); ///< %1: the alternatives joined by orSeparator
    QString orSeparator = QStringLiteral(", or "); ///< between the DNF's terms
    QString andSeparator = QStringLiteral(" ∧ "); ///< between the atoms of one term
    QString neverFails = QStringLiteral("never fails"); ///< ¬φ is unsatisfiable
    QString alwaysFails = QStringLiteral("always fails"); ///< ¬φ has an empty term

    /*! The words in the language of the installed translator (context StepWise::ConditionWords); the English
     *  defaults when none is installed, as in stepwise-cli. */
    static ConditionWords translated();
};

/*!
 * An automatic test oracle O (Learn2fix §III-B): the CNF φ = ∧_c ∨_{l∈c} l over linear half-spaces that
 * Incal learns from the labelled tests. φ holds on the passing tests; O predicts "failing" iff ¬φ
 * (as in Learn2fix's code, Incal's positive class is the passing tests). A formula with no clauses is φ =
 * true (predicts nothing failing); an empty clause is false (predicts everything failing).
 * Evaluation is exact (ExactMath).
 */
class OracleFormula
{
public:
    OracleFormula() = default;
    OracleFormula(QList<HalfSpace> halfSpaces, QList<QList<HalfSpaceLiteral>> clauses);

    /*! The oracle that predicts every test failing (Learn2fix §III-A: "O = true identifies all test cases
     *  as failing"); used before anything is learned. */
    static OracleFormula allFailing(int featureCount);

    const QList<HalfSpace> &halfSpaces() const { return m_halfSpaces; }
    const QList<QList<HalfSpaceLiteral>> &clauses() const { return m_clauses; }
    int clauseCount() const { return int(m_clauses.size()); }
    /*! Number of half-spaces used; with clauseCount() the "oracle size" the GUI shows. */
    int halfSpaceCount() const { return int(m_halfSpaces.size()); }
    int featureCount() const { return m_featureCount; }

    /*! φ(x): true when the features \a x (inputs then output) look like a passing test. */
    bool passes(const QList<QByteArray> &x) const;
    bool predictsFailing(const QList<QByteArray> &x) const { return !passes(x); }

    /*!
     * ¬φ as readable DNF, e.g. "fails when a = b ∧ b = c ∧ a ≠ 1, or …". Half-spaces with integer
     * coefficients are tightened using that every feature is an integer (a·x > 5/2 → a·x ≥ 3); a pair
     * a·x ≥ c ∧ a·x ≤ c becomes a·x = c, and two terms that differ only in a·x ≤ c−1 versus a·x ≥ c+1
     * are merged into a·x ≠ c. Atoms shared by every term are written once before the others in parentheses
     * ("a mod 2 = 1 ∧ (b ≥ 3, or a ≠ o)"). \a names gives the feature names (inputs, then output); default
     * i1 … in, o.
     */
    QString failureCondition(const QStringList &names = {}) const;
    /*! failureCondition() rendered with \a words instead of the English connectives, from the clauses
     *  themselves (no re-parsing of the English text), e.g. "schlägt fehl, wenn a = b, oder c ≥ 2". */
    QString failureCondition(const QStringList &names, const ConditionWords &words) const;

    /*!
     * {"clauses": [[{"halfSpace","negated"}]], "halfSpaces": [{"coeffs":[..],"bound":..,"relation":"≤"|"="|"≡"}]
     * (with "≡" also "modulus"),
     * "clausesMeaning", "condition"}: the clauses over the half-spaces are φ (true on passing tests);
     * "condition" is failureCondition(), i.e. ¬φ; "clausesMeaning" says so in the document itself.
     */
    QJsonObject toJson(const QStringList &names = {}) const;
    /*!
     * Reads toJson()'s "halfSpaces" and "clauses" back ("condition" and "clausesMeaning" are ignored: the
     * condition is rendered again from the clauses). Coefficients and bounds are exact decimal integers or
     * fractions as toJson() writes them, every half-space has as many coefficients as the first, and a
     * literal names an existing half-space. \returns nothing and sets \a problem (which field is wrong,
     * English) otherwise.
     */
    static std::optional<OracleFormula> fromJson(const QJsonObject &o, QString *problem);

private:
    QList<HalfSpace> m_halfSpaces;
    QList<QList<HalfSpaceLiteral>> m_clauses;
    int m_featureCount = 0;
};

/*! Default feature names for \a inputCount inputs: i1 … in, o. */
QStringList defaultFeatureNames(int inputCount);

/*!
 * The feature names a reporter typed for a condition (the oracle panel's "Input names", stepwise-cli oracle learn
 * --names): comma-separated, one per input, optionally followed by the output's ("a, b, c" or "a, b, c, o"; the
 * output defaults to "o"). Each must read as one name in a condition (a letter, then letters, digits or _: "2" or
 * "a b" would read as a number or two words) and differ from the others. Blank text gives defaultFeatureNames().
 * \returns the \a inputCount + 1 names, or nothing with \a error saying what is wrong with which name (one
 * sentence, translated in context StepWise::FeatureNames; English where no translator is installed).
 */
std::optional<QStringList> parseFeatureNames(const QString &text, int inputCount, QString *error);

/*!
 * parseFeatureNames() for names already split (e.g. a stored JSON array): \a names holds one per input,
 * optionally followed by the output's, each trimmed and checked by the same rules (an empty list is a wrong
 * count, not the defaults). \returns the \a inputCount + 1 names, or nothing with \a error as there.
 */
std::optional<QStringList> checkFeatureNames(QStringList names, int inputCount, QString *error);

} // namespace StepWise
