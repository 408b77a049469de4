// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace StepWise {

class S2RClassifier;

/*! One wrongly classified sentence. */
struct SentenceMiss {
    QString bugId;
    QString sentenceId;
    bool falsePositive = false; ///< predicted S2R, labelled not S2R (else a false negative)
    QString text;
};

/*! S2R sentence identification scores, micro-averaged over all sentences (AstroBR §IV-C, Table I). */
struct SentenceEvaluation {
    int reports = 0;
    int sentences = 0;
    int truePositives = 0;
    int falsePositives = 0;
    int falseNegatives = 0;
    QList<SentenceMiss> misses; ///< in report and sentence order

    double precision() const;
    double recall() const;
    double f1() const;
};

/*!
 * Scores \a classifier on a labelled report CSV in the AstroBR development-set format
 * (columns `Bug_id`, `Bug Reports` with "<id>: <sentence>" lines, `Labels` with a line "S2Rs: <ids>";
 * other columns ignored). A labelled id missing from its report counts as a false negative.
 * \returns false with \a error naming the file (and line) when it cannot be read, is not valid CSV,
 * lacks one of the three columns, or has no rows.
 */
bool evaluateSentences(const QString &csvPath, const S2RClassifier &classifier, SentenceEvaluation *result,
                       QString *error);

} // namespace StepWise
