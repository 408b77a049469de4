// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "language/languagebackend.h"
#include "qualityevaluator.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace StepWise {

/*! One individual S2R of a labelled report with exact ground truth: its place in the text and the transitions of
 *  the execution model it maps to. */
struct LabelledStep {
    QString text;
    qsizetype begin = 0; ///< UTF-16 offset in the report as assessed (title, blank line, body)
    qsizetype end = 0; ///< one past the last UTF-16 unit
    QList<StepQuality> labels; ///< empty for an unlabeled step (a rotation): aligned, but not scored
    QStringList transitions; ///< transition ids, in order: one for CS, several (or one plus alternatives) for AS
    QStringList accepted; ///< transitions + alternatives + same-interaction-other-targets: a right first mapping
    QStringList missingBefore; ///< transition ids no step describes, to be performed before this one
};

/*! A labelled report: the text a reporter would paste and its steps. */
struct LabelledReport {
    QString id;
    QString appVersion; ///< model folder name, e.g. 1-org.gnucash.android-2.2.0
    QString text; ///< title, a blank line, body
    QList<LabelledStep> steps;
    /*! Missing transition id → the transitions from the same screen with the same widget and action that a scorer
     *  accepts in its place (other launches of the app, the same button stored twice). */
    QHash<QString, QStringList> missingEquivalents;
};

/*!
 * Scores the assessment against reports with exact ground truth: the `labelled_validation` format of the AstroBR
 * data (`reports.json` with `id, app_version, title, text`; `groundtruth.json` with per-step `span`, `labels`,
 * `transitions`, `alternatives`, `same_interaction_other_targets`, `missing_before` and `missing_equivalents`),
 * AstroBR Table IV and §VI-B measured by transition id instead of by words.
 *
 * Alignment: predicted and ground-truth steps correspond by the overlap of their character spans, largest overlap
 * first, each step at most once. Labels: per aligned pair and label TP/FP/FN; an unaligned ground-truth step is a
 * false negative for each of its labels, an unaligned predicted step a false positive for each of its own; an
 * unlabeled ground-truth step absorbs the prediction on its span and any label there is a false positive. Mapping:
 * a ground-truth CS/AS step is right when its aligned prediction's first mapped interaction is accepted. Missing
 * steps: each suggested interaction matches at most one expected missing transition of the report, by id or by
 * one of its equivalents.
 */
class LabelledEvaluator
{
public:
    /*! Reads \a folder/reports.json and \a folder/groundtruth.json into \a out (in the reports' order).
     *  \returns false with a message naming the file when one is missing, not JSON, lacks a field, a span lies
     *  outside its text, a label is unknown, or a report has no ground truth (or the reverse). */
    static bool read(const QString &folder, QList<LabelledReport> *out, QString *error);

    /*! Scores \a predicted (the assessment of \a truth.text against \a model) into \a eval. */
    static void scoreReport(const LabelledReport &truth, const QualityReport &predicted, const ExecutionModel &model,
                            QualityEvaluation *eval);

    /*!
     * The whole run: reads \a folder, finds each report's model under \a graphsDir (the `app_version` folder, also
     * under `development_set/` or `test_set/`), assesses it with \a backend and scores it. \returns false with a
     * message for unreadable input or a missing model.
     */
    static bool run(const QString &folder, const QString &graphsDir, LanguageBackend &backend, QualityEvaluation *out,
                    QString *error);
};

} // namespace StepWise
