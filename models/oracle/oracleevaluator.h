// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "activeoraclelearner.h"
#include "codeflawssubject.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace StepWise {

/*! Scores of a subject over several runs, aggregated as Learn2fix's Plots.Rmd does: ratios of sums. */
struct OracleEvalResult {
    QString subject;
    int runs = 0;
    qint64 validation = 0; ///< Σ validation tests over runs
    qint64 correct = 0; ///< Σ predictions equal to the golden label
    qint64 validationFailing = 0; ///< Σ failing validation tests
    qint64 failingCorrect = 0; ///< Σ failing validation tests predicted failing
    qint64 asked = 0; ///< Σ questions asked
    qint64 labelledFailing = 0; ///< Σ questions answered "failing"
    qint64 generated = 0; ///< Σ tests generated
    qint64 elapsedMs = 0; ///< Σ loop time
    qint64 programRuns = 0; ///< Σ program runs the loop made (OracleLoopStats::programRuns)
    qint64 programWaitMs = 0; ///< Σ time the loop waited for them (OracleLoopStats::programWaitMs)
    qint64 learnFailures
        = 0; ///< Σ retrains cut off by the (k, h) caps or work/time limits (OracleLoopStats::learnFailures)
    qint64 hurried = 0; ///< Σ questions asked before decide2label had decided (OracleLoopStats::hurried)
    qint64 deferredRetrains = 0; ///< Σ retrains cut by the question deadline (OracleLoopStats::deferredRetrains)
    qint64 wrongAnswers
        = 0; ///< Σ answers the simulated reporter gave wrongly (OracleEvaluator::evaluate's wrongAnswerRate)
    qint64 wrongKept
        = 0; ///< Σ labelled tests the loop ended with whose label is the wrong one (after confirming questions)
    qint64 confirmations = 0; ///< Σ questions asking to confirm an earlier answer (OracleLoopStats::confirmations)
    qint64 corrected = 0; ///< Σ answers changed or left out after confirming (OracleLoopStats::corrected)
    qint64 setAside = 0; ///< Σ inputs whose run was slow, set aside for a later search (OracleLoopStats::setAside)
    QString lastStopReason; ///< why the last run's loop stopped
    QList<qint64> questionLatencyMs; ///< time from each answer (or start) to the next question being ready
    /*!
     * Per question, the part of questionLatencyMs the loop spent waiting for the program's runs (ms). With
     * the next question prepared while the human reads, that work may lie before the answer: then it is
     * the waiting since the previous question, an upper bound.
     */
    QList<qint64> questionProgramMs;
    QString lastCondition; ///< the last run's learned condition
    quint64 lastSeed = 0; ///< the last run's loop seed (OracleEvalOptions seed + 7919 · run): `oracle learn --seed`
                          ///< with it asks the same
    OracleFormula lastOracle; ///< the last run's final oracle
    QList<OracleTest> lastTests; ///< the last run's labelled tests
    QStringList warnings; ///< the loop's warnings, every run
    /*!
     * Validation tests left out, each "path[:line]: reason": files CodeflawsSubject::load() skipped, and
     * tests on which the buggy or the golden program prints no number.
     */
    QStringList skippedTests;

    double accuracy() const { return validation ? double(correct) / double(validation) : 0; }
    /*! Failing validation tests predicted failing; 1 when the subject has none. */
    double conditionalAccuracy() const
    {
        return validationFailing ? double(failingCorrect) / double(validationFailing) : 1;
    }
    QJsonObject toJson() const;
};

/*! Learn2fix's recorded figures on one subject at one budget l (means over its runs, Learn2fix §V-C). */
struct Learn2fixResult {
    double accuracy = 0;
    double conditionalAccuracy = 0;
};

/*!
 * Learn2fix's per-subject results as published with the ICST'20 paper, one row per subject and budget
 * (`learn2fix_icst20_per_subject.csv`: columns `subject`, `max_labels_l`, `accuracy`, `conditional_accuracy`).
 */
class Learn2fixResults
{
public:
    /*! The results file's name. */
    static constexpr const char *FileName = "learn2fix_icst20_per_subject.csv";
    /*!
     * The results file for the subjects in \a subjectsRoot (a subject folder or a folder of them): the first of
     * `learn2fix/FileName` in that folder, in the folder holding it, or in a folder beside it (as the
     * validation set's README places it); empty when there is none.
     */
    static QString find(const QString &subjectsRoot);
    /*!
     * Reads the rows of budget \a budget from \a path. \returns false with \a error naming the file (and line)
     * when it cannot be read or lacks a column; rows of other budgets are left out.
     */
    bool load(const QString &path, int budget, QString *error);
    /*! The subject's figures, or nothing when the file has no row for it at this budget. */
    std::optional<Learn2fixResult> value(const QString &subject) const;
    bool isEmpty() const { return m_rows.isEmpty(); }

private:
    QHash<QString, Learn2fixResult> m_rows;
};

/*!
 * The evaluation of Learn2fix §V-C on one Codeflaws subject: builds buggy and golden, labels every
 * input* / heldout-input* test by comparing their outputs (the validation set of Learn2fix's
 * code), and per run seeds the loop with one failing training test picked at random (deterministic in
 * options.seed + run), answers questions with the golden program (the simulated human of §V), then
 * counts how many validation tests the final oracle labels right.
 */
class OracleEvaluator
{
public:
    /*!
     * \a buildDir receives the binaries. Returns false with \a error naming the file on bad subjects.
     * \a answerTimeMs: how long the simulated human takes to answer each question (ms, counted from the
     * question being ready; 0 = at once), the reading time that OracleLoopOptions::prepareNextQuestion uses.
     * \a wrongAnswerRate: the probability in [0, 1] that the simulated reporter gives the wrong answer (failing for
     * passing and the reverse; "not sure" stays), drawn per question from a generator seeded with the run's seed and
     * the subject's name, so a seed mislabels the same questions (people mislabel; ISONOISE measures it for Learn2fix).
     */
    static bool evaluate(CodeflawsSubject subject, const QString &buildDir, const OracleLoopOptions &options, int runs,
                         OracleEvalResult *result, QString *error, const CancelCheck &canceled = {},
                         qint64 answerTimeMs = 0, double wrongAnswerRate = 0);

    /*!
     * The simulated human: runs \a reference on the test's input and says Failing when its number
     * differs from the test's output, Passing when equal, Unknown when the reference output is unusable.
     * \a expected receives the reference's number; \a referenceRun (optional) the reference's whole run, to
     * tell a reference that crashed or exited with an error (read as output 0) from one that printed 0.
     */
    static TestLabel referenceLabel(const SubjectRunner &reference, const OracleTest &test, QByteArray *expected,
                                    RunResult *referenceRun = nullptr);
};

} // namespace StepWise
