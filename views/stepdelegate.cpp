// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepdelegate.h"

#include "itemmodels/steplistmodel.h"
#include "qualitystyle.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>
#include <QTextLayout>
#include <QTextOption>

#include <cmath>

namespace StepWise {

namespace {
constexpr int Margin = 4;

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

// The message wraps between words, and inside a word only where the word alone is wider than the line
// (a screen name like "TransactionsActivity(Window…)" in a narrow column): nothing is cut off.
QTextOption messageTextOption()
{
    QTextOption o(Qt::AlignLeft | Qt::AlignTop);
    o.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    return o;
}

// The height \a text takes laid out as messageTextOption() says in \a width pixels.
int messageHeight(const QFont &font, const QString &text, int width)
{
    QTextLayout layout(text, font);
    layout.setTextOption(messageTextOption());
    qreal height = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        height += line.height();
    }
    layout.endLayout();
    return int(std::ceil(height));
}

// The width a row gets: QListView (list mode, top to bottom) stretches rows to its viewport, so the
// text is wrapped at that width; the option's rect is empty when sizeHint() is asked.
int rowWidth(const QStyleOptionViewItem &option)
{
    if (const auto *view = qobject_cast<const QAbstractItemView *>(option.widget))
        return view->viewport()->width();
    return option.rect.width();
}
} // namespace

QRect StepDelegate::badgeRect(const QStyleOptionViewItem &option, const QString &codes) const
{
    const QFontMetrics fm(badgeFont(option.font));
    const int w = std::max(fm.horizontalAdvance(QStringLiteral("AS, MS")), fm.horizontalAdvance(codes)) + 2 * Margin;
    return QRect(option.rect.left() + Margin, option.rect.top() + Margin, w, fm.height() + Margin);
}

StepDelegate::Layout StepDelegate::layout(const QStyleOptionViewItem &option, const QModelIndex &index, int width) const
{
    Layout l;
    QStyleOptionViewItem opt = option;
    opt.rect.setWidth(width);
    l.badge = badgeRect(opt, index.data(StepListModel::LabelCodesRole).toString());
    const int left = l.badge.right() + Margin;
    const int textWidth = std::max(1, opt.rect.right() - left);

    // The step text: the style's own wrapped size at this width, so that its painting fits.
    l.textOption = option;
    initStyleOption(&l.textOption, index);
    l.textOption.features &= ~QStyleOptionViewItem::Alternate;
    l.textOption.features |= QStyleOptionViewItem::WrapText;
    // The style wraps only within a valid rect: any height will do for measuring.
    l.textOption.rect = QRect(left, opt.rect.top(), textWidth, QWIDGETSIZE_MAX);
    const QStyle *style = option.widget ? option.widget->style() : QApplication::style();
    const int textHeight
        = std::max(style->sizeFromContents(QStyle::CT_ItemViewItem, &l.textOption, QSize(), option.widget).height(),
                   QFontMetrics(option.font).height() + 2 * Margin);
    l.textOption.rect.setHeight(textHeight);

    // The message in full: it lists the missing steps, exactly what must not be cut off.
    const QString message = index.data(StepListModel::MessageRole).toString();
    int height = textHeight;
    if (!message.isEmpty()) {
        const int messageWidth = std::max(1, textWidth - 2 * Margin);
        const int needed = messageHeight(messageFont(option.font), message, messageWidth);
        l.message = QRect(left + Margin, opt.rect.top() + textHeight, messageWidth, needed);
        height += needed + Margin;
    }
    l.height = std::max(height, l.badge.height() + 2 * Margin);
    return l;
}

void StepDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!index.data(StepListModel::LabelsRole).isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QVariant primary = index.data(StepListModel::PrimaryQualityRole);
    const std::optional<StepQuality> quality
        = primary.isValid() ? std::optional(StepQuality(primary.toInt())) : std::nullopt;
    // An unlabelled step (a rotation, or beyond a partial search) says so instead of an empty badge.
    const QString codes = quality ? index.data(StepListModel::LabelCodesRole).toString() : QStringLiteral("–");
    const QString message = index.data(StepListModel::MessageRole).toString();
    const Layout l = layout(option, index, option.rect.width());

    // Background and selection first (the base draws them with the text), then the text area.
    QStyle *style = option.widget ? option.widget->style() : QApplication::style();
    QStyleOptionViewItem bg = option;
    initStyleOption(&bg, index);
    bg.text.clear();
    bg.icon = QIcon();
    style->drawControl(QStyle::CE_ItemViewItem, &bg, painter, option.widget);
    style->drawControl(QStyle::CE_ItemViewItem, &l.textOption, painter, option.widget);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor colour = QualityStyle::color(quality, option.palette);
    painter->setPen(Qt::NoPen);
    painter->setBrush(colour);
    painter->drawRoundedRect(l.badge, 4, 4);
    painter->setFont(badgeFont(option.font));
    painter->setPen(colour.lightness() > 140 ? Qt::black : Qt::white);
    painter->drawText(l.badge, Qt::AlignCenter, codes);

    if (!message.isEmpty()) {
        painter->setFont(messageFont(option.font));
        const bool selected = option.state & QStyle::State_Selected;
        painter->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::PlaceholderText));
        // Until a resize's delayed relayout gives the row its new height, the row's rect bounds the text.
        painter->setClipRect(option.rect);
        painter->drawText(QRectF(l.message), message, messageTextOption());
    }
    painter->restore();
}

QSize StepDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!index.data(StepListModel::LabelsRole).isValid())
        return QStyledItemDelegate::sizeHint(option, index);
    // As wide as the view (never wider: that would add a horizontal scroll bar instead of wrapping),
    // as high as the wrapped step and its whole message need at that width. QListView asks again
    // after each resize (word wrap on, resize mode Adjust).
    const int width = std::max(rowWidth(option), 8 * Margin + badgeRect(option, {}).width());
    return { width, layout(option, index, width).height };
}

} // namespace StepWise
