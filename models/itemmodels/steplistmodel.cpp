// SPDX-License-Identifier: GPL-3.0-or-later
#include "steplistmodel.h"

#include "common/quoting.h"

#include <algorithm>

namespace StepWise {

StepListModel::StepListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int StepListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

std::optional<StepQuality> StepListModel::primaryQuality(const QList<StepQuality> &labels)
{
    if (labels.isEmpty())
        return std::nullopt;
    for (StepQuality q : { StepQuality::VocabularyMismatch, StepQuality::Ambiguous, StepQuality::MissingSteps }) {
        if (labels.contains(q))
            return q;
    }
    return StepQuality::Correct;
}

static QString labelCodes(const QList<StepQuality> &labels)
{
    QStringList codes;
    for (StepQuality q : labels)
        codes << qualityCode(q);
    return codes.join(u", ");
}

QVariant StepListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const StepAssessment &s = m_steps.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return oneLine(s.step.text);
    case StepTextRole:
        return s.step.text;
    case Qt::ToolTipRole:
    case MessageRole:
        return s.message;
    case LabelsRole: {
        QVariantList out;
        for (StepQuality q : s.labels)
            out << int(q);
        return out;
    }
    case LabelCodesRole:
        return labelCodes(s.labels);
    case PrimaryQualityRole: {
        const std::optional<StepQuality> primary = primaryQuality(s.labels);
        return primary ? QVariant(int(*primary)) : QVariant();
    }
    case MappedInteractionIdsRole:
        return s.mappedInteractionIds;
    case ScreenIdRole:
        return s.screenId;
    case MissingStepsRole: {
        QStringList out;
        for (const MissingInteraction &m : s.missingBefore)
            out << m.description;
        return out;
    }
    case MissingCountRole:
        return int(s.missingBefore.size());
    case OffsetRole:
        return qlonglong(s.step.offset);
    case LengthRole:
        return qlonglong(s.step.length);
    case SentenceIdRole:
        return s.step.sentenceId;
    default:
        return {};
    }
}

QHash<int, QByteArray> StepListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(LabelsRole, "labels");
    names.insert(LabelCodesRole, "labelCodes");
    names.insert(PrimaryQualityRole, "primaryQuality");
    names.insert(MessageRole, "message");
    names.insert(MappedInteractionIdsRole, "mappedInteractionIds");
    names.insert(ScreenIdRole, "screenId");
    names.insert(MissingStepsRole, "missingSteps");
    names.insert(MissingCountRole, "missingCount");
    names.insert(OffsetRole, "offset");
    names.insert(LengthRole, "length");
    names.insert(SentenceIdRole, "sentenceId");
    names.insert(StepTextRole, "stepText");
    return names;
}

QString StepListModel::key(const StepAssessment &step)
{
    return step.step.text.simplified().toCaseFolded();
}

static bool sameMissing(const QList<MissingInteraction> &a, const QList<MissingInteraction> &b)
{
    return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend(), [](const auto &x, const auto &y) {
        return x.interactionId == y.interactionId && x.description == y.description;
    });
}

QList<int> StepListModel::changedRoles(const StepAssessment &a, const StepAssessment &b) const
{
    QList<int> roles;
    if (a.step.text != b.step.text)
        roles << Qt::DisplayRole << StepTextRole;
    if (a.labels != b.labels)
        roles << LabelsRole << LabelCodesRole << PrimaryQualityRole;
    if (a.message != b.message)
        roles << Qt::ToolTipRole << MessageRole;
    if (a.mappedInteractionIds != b.mappedInteractionIds)
        roles << MappedInteractionIdsRole;
    if (a.screenId != b.screenId)
        roles << ScreenIdRole;
    if (!sameMissing(a.missingBefore, b.missingBefore))
        roles << MissingStepsRole << MissingCountRole;
    if (a.step.offset != b.step.offset)
        roles << OffsetRole;
    if (a.step.length != b.step.length)
        roles << LengthRole;
    if (a.step.sentenceId != b.step.sentenceId)
        roles << SentenceIdRole;
    return roles;
}

void StepListModel::setSteps(const QList<StepAssessment> &steps)
{
    const qsizetype oldCount = m_steps.size();
    const qsizetype newCount = steps.size();
    qsizetype prefix = 0;
    while (prefix < oldCount && prefix < newCount && key(m_steps.at(prefix)) == key(steps.at(prefix)))
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < oldCount - prefix && suffix < newCount - prefix
           && key(m_steps.at(oldCount - 1 - suffix)) == key(steps.at(newCount - 1 - suffix)))
        ++suffix;

    // Replace the middle: old rows [prefix, oldCount - suffix) by new rows [prefix, newCount - suffix).
    const qsizetype oldMiddle = oldCount - prefix - suffix;
    const qsizetype newMiddle = newCount - prefix - suffix;
    if (oldMiddle > 0) {
        beginRemoveRows({}, int(prefix), int(prefix + oldMiddle - 1));
        m_steps.remove(prefix, oldMiddle);
        endRemoveRows();
    }
    if (newMiddle > 0) {
        beginInsertRows({}, int(prefix), int(prefix + newMiddle - 1));
        for (qsizetype i = 0; i < newMiddle; ++i)
            m_steps.insert(prefix + i, steps.at(prefix + i));
        endInsertRows();
    }
    // The kept rows: same step, possibly new labels, offsets, suggestions.
    for (qsizetype row = 0; row < newCount; ++row) {
        if (row >= prefix && row < prefix + newMiddle)
            continue;
        const QList<int> roles = changedRoles(m_steps.at(row), steps.at(row));
        m_steps[row] = steps.at(row);
        if (!roles.isEmpty()) {
            const QModelIndex idx = index(int(row));
            Q_EMIT dataChanged(idx, idx, roles);
        }
    }
}

void StepListModel::clear()
{
    beginResetModel();
    m_steps.clear();
    endResetModel();
}

int StepListModel::rowAtOffset(qsizetype offset) const
{
    for (int row = 0; row < m_steps.size(); ++row) {
        const S2RStep &s = m_steps.at(row).step;
        if (s.offset >= 0 && offset >= s.offset && offset <= s.offset + s.length)
            return row;
    }
    return -1;
}

} // namespace StepWise
