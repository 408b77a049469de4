// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace StepWise {

/*!
 * Paints a StepListModel row: a badge in the primary quality's colour with the label codes as text
 * ("AS, MS": never colour alone), then the step text (by the base delegate), and under it the
 * model's message in a smaller, muted font. Both are word-wrapped at the view's width and the row is
 * as high as they need (sizeHint() follows the width of the view's viewport), so a message listing
 * several missing steps is shown in full.
 */
class StepDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    /*! Where a row of \a width pixels puts its parts (option.rect's top-left as origin). */
    struct Layout {
        QRect badge;
        QStyleOptionViewItem textOption; ///< the step text, for the style (rect = its wrapped area)
        QRect message; ///< empty when there is no message
        int height = 0;
    };
    Layout layout(const QStyleOptionViewItem &option, const QModelIndex &index, int width) const;
    QRect badgeRect(const QStyleOptionViewItem &option, const QString &codes) const;
};

} // namespace StepWise
