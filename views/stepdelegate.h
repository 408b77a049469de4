// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace StepWise {

/*!
 * Paints a StepListModel row: a badge in the primary quality's colour with the label codes as text
 * ("AS, MS": never colour alone), then the step text (by the base delegate), and under it the
 * model's message in a smaller, muted font.
 */
class StepDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    QRect badgeRect(const QStyleOptionViewItem &option, const QString &codes) const;
};

} // namespace StepWise
