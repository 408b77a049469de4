// SPDX-License-Identifier: GPL-3.0-or-later
#include "elidingcombobox.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QHelpEvent>
#include <QStandardItemModel>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <QToolTip>

namespace StepWise {

ElidingComboBox::ElidingComboBox(QWidget *parent)
    : QComboBox(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    view()->setTextElideMode(Qt::ElideMiddle);
    updateMaximumWidth();
    // The popup may be narrower than an item, too: its tooltip holds the whole name.
    connect(model(), &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first, int last) {
        for (int row = first; row <= last; ++row)
            setItemData(row, itemText(row), Qt::ToolTipRole);
    });
}

void ElidingComboBox::setMaximumContentsLength(int characters)
{
    m_maxChars = characters;
    updateMaximumWidth();
}

void ElidingComboBox::updateMaximumWidth()
{
    // The text field is this wide; the frame and the arrow come on top of it.
    QStyleOptionComboBox option;
    initStyleOption(&option);
    const QSize text(fontMetrics().averageCharWidth() * m_maxChars, fontMetrics().height());
    setMaximumWidth(style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, this).width());
}

QString ElidingComboBox::displayedText() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    // CE_ComboBoxLabel draws into the edit field less a pixel on either side.
    const QRect field = style()
                            ->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this)
                            .adjusted(1, 0, -1, 0);
    int width = field.width();
    if (!option.currentIcon.isNull())
        width -= option.iconSize.width() + 4;
    return fontMetrics().elidedText(currentText(), Qt::ElideMiddle, width);
}

QString ElidingComboBox::currentToolTip() const
{
    if (currentText().isEmpty())
        return toolTip();
    return toolTip().isEmpty() ? currentText() : currentText() + u"\n\n" + toolTip();
}

bool ElidingComboBox::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), currentToolTip(), this);
        return true;
    }
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateMaximumWidth();
    return QComboBox::event(event);
}

void ElidingComboBox::paintEvent(QPaintEvent *)
{
    // QComboBox::paintEvent() for a read-only box, with the label elided in the middle instead of cut off.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    option.currentText = displayedText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

} // namespace StepWise
