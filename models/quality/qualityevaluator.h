// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"
#include "language/languagebackend.h"
#include "qualityreport.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace StepWise {

/*! True/false positives and false negatives of one label, with the derived measures (0 when undefined). */
struct LabelScore {
    int tp = 0;
    int fp = 0;
    int fn = 0;
    double precision() const { return tp + fp > 0 ? double(tp) / (tp + fp) : 0.0; }
    double recall() const { return tp + fn > 0 ? double(tp) / (tp + fn) : 0.0; }
    double f1() const
    {
        const double p = precision(), r = recall();
        return p + r > 0 ? 2 * p * r / (p + r) : 0.0;
    }
    LabelScore &operator+=(const LabelScore &o)
    {
        tp += o.tp;
        fp += o.fp;
        fn += o.fn;
        return *this;
    }
};

/*! One individual S2R of the AstroBR quality ground truth (groundtruth/test_quality_annotations_shared.csv). */
struct GroundTruthStep {
    QString sentenceId; ///< "1.2"; resolved from the report text when the sheet omits it
    QString sentenceText; ///< the S2Rs cell without its id
    QString text; ///< the individual step as the annotators wrote it
    QList<StepQuality> labels; ///< empty for steps the paper discarded (rotations): not scored
    QString interaction; ///< the mapped interaction in natural language; empty for VM
};

/*! The ground truth of one bug: its steps and the missing interactions (natural language). */
struct GroundTruthBug {
    QString bugId;
    QList<GroundTruthStep> steps;
    QStringList missing; ///< interactions reproduction needs that no step names, e.g. `click the "next" button`
};

/*! A share of steps that came out right: mapping accuracy and CS precision. */
struct ShareScore {
    int right = 0;
    int total = 0;
    double share() const { return total > 0 ? double(right) / total : 0.0; }
    ShareScore &operator+=(const ShareScore &o)
    {
        right += o.right;
        total += o.total;
        return *this;
    }
};

/*! Per-bug detail of an evaluation, for the misses list. */
struct BugEvaluation {
    QString bugId;
    QString appVersion;
    /*! Per-step confusion: "1.2 <gt step> | <predicted step>: GT [CS, MS] vs [CS]" per aligned pair and
     *  unaligned step, each followed by indented lines with the ground truth's interaction, the mapped
     *  interactions and their screen, and the suggested missing steps; last the missing steps not suggested. */
    QStringList lines;
    LabelScore labels; ///< all labels of this bug
    LabelScore missing; ///< missing-step matching of this bug
    ShareScore mapping; ///< ground-truth CS/AS steps whose first mapped interaction is right
    ShareScore csPrecision; ///< steps labelled CS that are CS in the ground truth and mapped right
    int analyzerCalls = 0;
    qint64 elapsedMs = 0;
};

/*! AstroBR Table IV (per label and overall) and §VI-B (missing steps). */
struct QualityEvaluation {
    QHash<StepQuality, LabelScore> perLabel;
    LabelScore overall; ///< sum over CS, AS, VM, MS
    LabelScore missing;
    /*! Ground-truth CS/AS steps whose predicted first interaction is one the ground truth accepts. An
     *  unaligned or unmapped step counts as wrong. */
    ShareScore mapping;
    /*! Of the steps labelled CS, those that are CS in the ground truth and whose interaction is right: how often a
     *  confident "correct" can be trusted. */
    ShareScore csPrecision;
    QList<BugEvaluation> bugs;
    QStringList skipped; ///< bugs with a report but no ground truth, or a ground truth but no report

    QJsonObject toJson() const;
    /*! The table as text (label, P, R, F1, TP, FP, FN), then missing steps, then per-bug lines. */
    QString toText(bool details) const;
};

/*!
 * Scores quality reports against the AstroBR ground truth (AstroBR §V-C, §VI).
 *
 * Alignment: a ground-truth step and a predicted step can only correspond when they come from the same
 * report sentence (sentence ids are the data's `k.m`). Within a sentence, pairs are taken greedily by
 * word overlap of the two step phrases (content words, lower case), and steps left over on both sides are
 * then paired in reading order. Per pair and label: both have it → TP, only the prediction → FP, only the
 * ground truth → FN. Unpaired ground-truth steps count FN for each label (the paper's "fails to identify"),
 * unpaired predicted steps FP for each of theirs. Ground-truth steps without labels (rotations, discarded
 * by the paper) are aligned but not scored, nor is their partner.
 *
 * Missing steps: ground-truth rows without a step placed before a step labelled MS are the expected
 * missing interactions (rows before a step without MS are further interactions of an AS step). Each
 * suggested MissingInteraction matches at most one of them, by action and component: quoted text in the
 * ground truth must equal the component's text, content-description or resource-id words (letters and
 * digits compared, case-insensitive), unquoted words must all be among the component's words.
 */
class QualityEvaluator
{
public:
    /*! Reads the ground-truth CSV. \returns false with a message naming \a path (and line) when the file
     *  cannot be read or lacks the columns `Bug_id`, `S2Rs`, `Individual Step`, `Quality Labels`,
     *  `Interaction in Natural Language`, or a label is unknown. Keys of \a out are bug ids. */
    static bool readGroundTruth(const QString &path, QHash<QString, GroundTruthBug> *out, QString *error);

    /*! Scores \a predicted (made from \a sentences of the report) for one bug into \a eval. \a model
     *  resolves the missing interactions' components. */
    static void scoreBug(const GroundTruthBug &gt, const QList<Sentence> &sentences, const QualityReport &predicted,
                         const ExecutionModel &model, QualityEvaluation *eval);

    /*! Does the suggested \a interaction match the ground-truth phrase \a groundTruth (see class doc)? */
    static bool missingMatches(const Interaction &interaction, const QString &groundTruth);
    /*! Adds one step's labels, \a predicted against \a truth (either empty for a step the other side lacks), to
     *  \a eval's per-label and overall counts and to \a bug's: TP both, FP only predicted, FN only the truth. */
    static void countLabels(const QList<StepQuality> &truth, const QList<StepQuality> &predicted,
                            QualityEvaluation *eval, BugEvaluation &bug);

    /*!
     * The whole `eval quality` run: reads \a reportsCsv (`Bug_id`, `Bug Reports` in `<id>: <sentence>`
     * form, optional `App Version` naming the model folder), finds each bug's model under \a graphsDir
     * (`App Version` folder, else \a graphsDir/index.csv rows of set \a set), assesses with \a backend and
     * scores against \a groundTruthCsv. \returns false with a message naming the file for unreadable
     * input; a bug whose model cannot be read is an error too (nothing is skipped silently).
     */
    static bool run(const QString &reportsCsv, const QString &graphsDir, const QString &groundTruthCsv,
                    LanguageBackend &backend, QualityEvaluation *out, QString *error,
                    const QString &set = QStringLiteral("test_set"));

    /*! Path of the graph dump for \a bugId under \a graphsDir: \a appVersion's folder when given, else the
     *  index.csv row of \a set. Empty with \a error set when not found. */
    static QString graphFileFor(const QString &graphsDir, const QString &bugId, const QString &appVersion,
                                const QString &set, QString *error);
};

} // namespace StepWise
