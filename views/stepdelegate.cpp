// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepdelegate.h"

#include "itemmodels/steplistmodel.h"
#include "qualitystyle.h"

#include <QApplication>
#include <QPainter>

namespace StepWise {

namespace {
constexpr int Margin = 4;
constexpr int MessageLines = 3;

QFont badgeFont(const QFont &base)
{
    QFont f = base;
    f.setBold(true);
    return f;
}

QFont messageFont(const QFont &base)
{
    QFont f = base;
    f.setPointSizeF(base.pointSizeF() * 0.85);
    return f;
}
} // namespace

QRect StepDelegate::badgeRect(const QStyleOptionViewItem &option, const QString &codes) const
{
    const QFontMetrics fm(badgeFont(option.font));
    const int w = std::max(fm.horizontalAdvance(QStringLiteral("AS, MS")), fm.horizontalAdvance(codes)) + 2 * Margin;
    return QRect(option.rect.left() + Margin, option.rect.top() + Margin, w, fm.height() + Margin);
}

void StepDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!index.data(StepListModel::PrimaryQualityRole).isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const auto quality = StepQuality(index.data(StepListModel::PrimaryQualityRole).toInt());
    const QString codes = index.data(StepListModel::LabelCodesRole).toString();
    const QString message = index.data(StepListModel::MessageRole).toString();
    const QRect badge = badgeRect(option, codes);

    // Background and selection first (the base draws them with the text), then the text area.
    QStyleOptionViewItem textOpt = option;
    initStyleOption(&textOpt, index);
    textOpt.features &= ~QStyleOptionViewItem::Alternate;
    const QFontMetrics fm(option.font);
    textOpt.rect = QRect(badge.right() + Margin, option.rect.top(), option.rect.right() - badge.right() - Margin,
                         fm.height() + 2 * Margin);
    QStyle *style = option.widget ? option.widget->style() : QApplication::style();
    QStyleOptionViewItem bg = option;
    initStyleOption(&bg, index);
    bg.text.clear();
    bg.icon = QIcon();
    style->drawControl(QStyle::CE_ItemViewItem, &bg, painter, option.widget);
    style->drawControl(QStyle::CE_ItemViewItem, &textOpt, painter, option.widget);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor colour = QualityStyle::color(quality, option.palette);
    painter->setPen(Qt::NoPen);
    painter->setBrush(colour);
    painter->drawRoundedRect(badge, 4, 4);
    painter->setFont(badgeFont(option.font));
    painter->setPen(colour.lightness() > 140 ? Qt::black : Qt::white);
    painter->drawText(badge, Qt::AlignCenter, codes);

    if (!message.isEmpty()) {
        const QFont mf = messageFont(option.font);
        painter->setFont(mf);
        const bool selected = option.state & QStyle::State_Selected;
        painter->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::PlaceholderText));
        const QRect msgRect(textOpt.rect.left() + Margin, textOpt.rect.bottom(), textOpt.rect.width() - 2 * Margin,
                            option.rect.bottom() - textOpt.rect.bottom() - Margin);
        painter->setClipRect(msgRect);
        painter->drawText(msgRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, message);
    }
    painter->restore();
}

QSize StepDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!index.data(StepListModel::PrimaryQualityRole).isValid())
        return QStyledItemDelegate::sizeHint(option, index);
    const QFontMetrics fm(option.font);
    const QString codes = index.data(StepListModel::LabelCodesRole).toString();
    const QRect badge = badgeRect(option, codes);
    // A fixed height (the step plus up to MessageLines of message; the rest is in the tooltip): a
    // width-dependent height makes QListView's cached layout and the painted rows disagree.
    int height = fm.height() + 2 * Margin;
    if (!index.data(StepListModel::MessageRole).toString().isEmpty())
        height += MessageLines * QFontMetrics(messageFont(option.font)).lineSpacing() + Margin;
    const int width = badge.width() + 3 * Margin + fm.horizontalAdvance(index.data().toString());
    return {width, std::max(height, badge.height() + 2 * Margin)};
}

} // namespace StepWise
