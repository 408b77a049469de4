// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "quality/qualityreport.h"

#include <QAbstractListModel>

#include <optional>

namespace StepWise {

/*!
 * The individual S2Rs of the latest assessment, one row each, in reading order (AstroBR §III-D3).
 *
 * Meaning only: views map the labels to colours and icons. Updates keep rows that still describe the
 * same step (same normalised text): unchanged rows are left alone, changed ones get dataChanged with
 * the roles that changed, so a selection survives re-analysis; only new/removed steps are
 * inserted/removed (common prefix and suffix kept, the middle replaced).
 */
class StepListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        LabelsRole = Qt::UserRole, ///< QVariantList of StepQuality (as int), in report order
        LabelCodesRole, ///< QString, e.g. "CS" or "AS, MS"
        PrimaryQualityRole, ///< int StepQuality: VM, else AS, else MS, else CS (the most severe); invalid when
                            ///< unlabelled
        MessageRole, ///< QString explanation for the reporter
        MappedInteractionIdsRole, ///< QStringList
        ScreenIdRole, ///< QString screen the step was mapped on; empty for VM
        MissingStepsRole, ///< QStringList of MissingInteraction::description, in order
        MissingCountRole, ///< int
        OffsetRole, ///< qsizetype (as qlonglong) UTF-16 offset of the step in the report, -1 unknown
        LengthRole, ///< qlonglong
        SentenceIdRole, ///< QString
        StepTextRole, ///< QString: the phrase as written
    };
    Q_ENUM(Role)

    explicit StepListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /*! Replaces the steps by \a steps (see class comment for how rows are kept). */
    void setSteps(const QList<StepAssessment> &steps);
    /*! Removes all rows (model reset), e.g. when another model is opened. */
    void clear();

    /*! The step of \a row (0 ≤ row < rowCount()). */
    const StepAssessment &step(int row) const { return m_steps.at(row); }
    /*! Row whose step covers UTF-16 \a offset of the report, -1 when none. */
    int rowAtOffset(qsizetype offset) const;

    /*! The most severe label of \a labels (VM > AS > MS > CS); std::nullopt for an empty list (a
     *  rotation, or a step the search never reached: no label was given). */
    static std::optional<StepQuality> primaryQuality(const QList<StepQuality> &labels);

private:
    static QString key(const StepAssessment &step);
    QList<int> changedRoles(const StepAssessment &a, const StepAssessment &b) const;

    QList<StepAssessment> m_steps;
};

} // namespace StepWise
