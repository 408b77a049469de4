// SPDX-License-Identifier: GPL-3.0-or-later
#include "pathstrip.h"

#include "placeholderlistview.h"

#include <QApplication>
#include <QEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStyledItemDelegate>

#include <algorithm>

namespace StepWise {

namespace {
constexpr int ThumbWidth = 54;
constexpr int ThumbHeight = 96;
/*! The lowest a thumbnail shrinks to when the strip is lower than a whole card: still a recognisable screen. */
constexpr int MinThumbHeight = 40;
constexpr int MinCellWidth = ThumbWidth + 80;
/*! Labels wider than this wrap (and the cell grows taller) so one long name does not widen every cell. */
constexpr int MaxCellWidth = ThumbWidth + 220;
/*! Free space between neighbouring cells. */
constexpr int CellSpacing = 8;
// Lines of caption under a card's thumbnail at most: the screen, then the interaction.
constexpr int MaxCaptionLines = 5;

/*!
 * A card: the thumbnail, and under it the label centred and word-wrapped, every line drawn. The style's
 * item text is not used: QCommonStyle sizes the label by its lines' heights but, while drawing, predicts
 * each next line as tall as the one before, so a first line taller than the second (Chinese, in its
 * fallback font, over "→ Open the app") is judged the last that fits and elided ("1. 起始（应用尚未打开…").
 * QPainter's word wrap and QFontMetrics::boundingRect() lay the lines out alike.
 */
class CardDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const int margin = textMargin(opt);
        // Unwrapped (one line per paragraph) unless the view asks for wrapping at option.rect's width.
        const bool wrap = (opt.features & QStyleOptionViewItem::WrapText) && opt.rect.width() > 2 * margin;
        const QSize text = labelSize(opt, wrap ? opt.rect.width() - 2 * margin : QWIDGETSIZE_MAX);
        return { std::max(opt.decorationSize.width(), text.width()) + 2 * margin,
                 opt.decorationSize.height() + text.height() + 3 * margin };
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const int margin = textMargin(opt);
        const QRect icon(opt.rect.x() + (opt.rect.width() - opt.decorationSize.width()) / 2, opt.rect.y() + margin,
                         opt.decorationSize.width(), opt.decorationSize.height());
        const QSize text = labelSize(opt, opt.rect.width() - 2 * margin);
        const QRect label(opt.rect.x() + (opt.rect.width() - text.width()) / 2, icon.bottom() + 1 + margin,
                          text.width(), text.height());
        const bool selected = opt.state & QStyle::State_Selected;
        const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
            : (opt.state & QStyle::State_Active)                                ? QPalette::Active
                                                                                : QPalette::Inactive;
        painter->save();
        painter->setClipRect(opt.rect);
        opt.icon.paint(painter, icon, Qt::AlignCenter, selected ? QIcon::Selected : QIcon::Normal);
        if (selected)
            painter->fillRect(label.adjusted(-margin, 0, margin, 0), opt.palette.brush(group, QPalette::Highlight));
        painter->setFont(opt.font);
        painter->setPen(opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
        painter->drawText(label, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, opt.text);
        if (opt.state & QStyle::State_HasFocus) {
            QStyleOptionFocusRect focus;
            focus.QStyleOption::operator=(opt);
            focus.rect = label.adjusted(-margin, 0, margin, 0);
            focus.state |= QStyle::State_KeyboardFocusChange | QStyle::State_Item; // as QCommonStyle's own item focus
            focus.backgroundColor = opt.palette.color(group, selected ? QPalette::Highlight : QPalette::Base);
            const QWidget *widget = opt.widget;
            (widget ? widget->style() : QApplication::style())
                ->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, painter, widget);
        }
        painter->restore();
    }

private:
    static int textMargin(const QStyleOptionViewItem &opt)
    {
        const QWidget *widget = opt.widget;
        return (widget ? widget->style() : QApplication::style())
                   ->pixelMetric(QStyle::PM_FocusFrameHMargin, &opt, widget)
            + 1;
    }

    static QSize labelSize(const QStyleOptionViewItem &opt, int width)
    {
        return opt.fontMetrics
            .boundingRect(QRect(0, 0, width, QWIDGETSIZE_MAX), Qt::AlignHCenter | Qt::TextWordWrap, opt.text)
            .size();
    }
};
} // namespace

PathStrip::PathStrip(QWidget *parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("pathStrip"));
    setViewMode(QListView::IconMode);
    setFlow(QListView::LeftToRight);
    setWrapping(false);
    setMovement(QListView::Static);
    setResizeMode(QListView::Adjust);
    setIconSize(QSize(ThumbWidth, ThumbHeight));
    setWordWrap(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setItemDelegate(new CardDelegate(this));
    fitGridToLabels();
    setAccessibleName(tr("Reproduction path"));
    setPlaceholderText(
        tr("No reproduction path yet: the screens your steps lead through appear here once they match the app."));
}

void PathStrip::setPlaceholderText(const QString &text)
{
    m_placeholder = text;
    if (count() == 0)
        viewport()->update();
}

void PathStrip::paintEvent(QPaintEvent *event)
{
    QListWidget::paintEvent(event);
    if (count() == 0)
        paintPlaceholder(this, m_placeholder);
}

int PathStrip::heightForThumbnail(int thumbHeight) const
{
    // A row of whole cards and the horizontal scroll bar, so no label is cut off at the bottom.
    return thumbHeight + m_captionHeight + CellSpacing + 2 * frameWidth() + horizontalScrollBar()->sizeHint().height();
}

QSize PathStrip::sizeHint() const
{
    return { 400, heightForThumbnail(ThumbHeight) };
}

QSize PathStrip::minimumSizeHint() const
{
    return { MinCellWidth, heightForThumbnail(MinThumbHeight) };
}

void PathStrip::changeEvent(QEvent *event)
{
    QListWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitGridToLabels();
}

bool PathStrip::viewportEvent(QEvent *event)
{
    const bool handled = QListWidget::viewportEvent(event);
    // Also when only the scroll bar came or went: that changes the viewport's height, not the strip's.
    if (event->type() == QEvent::Resize)
        fitCardsToHeight();
    return handled;
}

void PathStrip::fitCardsToHeight()
{
    // The labels say which screen and step a card is, so a strip lower than a whole card takes its room from the
    // thumbnails; the cards stay whole and the strip needs no vertical scrolling. The thumbnail keeps its shape.
    const int room = viewport()->height() - CellSpacing - m_captionHeight;
    const int thumbHeight = std::clamp(room, MinThumbHeight, ThumbHeight);
    const QSize icon(ThumbWidth * thumbHeight / ThumbHeight, thumbHeight);
    const QSize grid(m_cellWidth + CellSpacing, thumbHeight + m_captionHeight + CellSpacing);
    if (icon != iconSize())
        setIconSize(icon);
    if (grid != gridSize())
        setGridSize(grid);
}

void PathStrip::fitGridToLabels()
{
    // Ask the delegate, which lays the labels out, how much room each needs: first unwrapped (the cell
    // width), then wrapped at that width (the cell height).
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    option.features &= ~QStyleOptionViewItem::WrapText;
    option.rect = QRect(0, 0, MaxCellWidth, QWIDGETSIZE_MAX);
    option.decorationSize = QSize(ThumbWidth, ThumbHeight); // the caption's room, whatever the thumbnails' size now
    int width = MinCellWidth - CellSpacing;
    for (int row = 0; row < count(); ++row)
        width = std::max(width, itemDelegate()->sizeHint(option, indexFromItem(item(row))).width());
    width = std::min(width, MaxCellWidth - CellSpacing);
    option.features |= QStyleOptionViewItem::WrapText;
    option.rect.setWidth(width);
    // At least a card's two lines (the screen, then the step leaving it), also while the strip is empty: the window
    // sizes its panes before the path arrives, and the strip should not need more height once it does.
    option.text = QStringLiteral("1.\n→");
    int height = itemDelegate()->sizeHint(option, QModelIndex()).height();
    for (int row = 0; row < count(); ++row)
        height = std::max(height, itemDelegate()->sizeHint(option, indexFromItem(item(row))).height());
    // A caption quoting a long text must not take the window: the card shows its start, the tooltip all of it.
    height = std::min(height, ThumbHeight + MaxCaptionLines * fontMetrics().height());
    const int captionHeight = height - ThumbHeight;
    m_cellWidth = width;
    if (captionHeight != m_captionHeight) {
        m_captionHeight = captionHeight;
        updateGeometry();
        Q_EMIT wholeCardHeightChanged();
    }
    fitCardsToHeight();
}

void PathStrip::setPath(const QList<PathEntry> &entries)
{
    m_entries = entries;
    clear();
    int n = 0;
    for (const PathEntry &e : entries) {
        // Drawn in device pixels so the thumbnail stays sharp on high-DPI screens.
        const qreal dpr = devicePixelRatioF();
        QPixmap pm(QSize(ThumbWidth, ThumbHeight) * dpr);
        pm.setDevicePixelRatio(dpr);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        if (e.thumbnail.isNull()) {
            QPen pen(palette().color(QPalette::PlaceholderText));
            pen.setStyle(Qt::DashLine);
            p.setPen(pen);
            const QRect box(0, 0, ThumbWidth, ThumbHeight);
            p.drawRect(box.adjusted(0, 0, -1, -1));
            p.drawText(box, Qt::AlignCenter, QStringLiteral("?"));
        } else {
            p.setRenderHint(QPainter::SmoothPixmapTransform);
            const QSize s = e.thumbnail.size().scaled(QSize(ThumbWidth, ThumbHeight), Qt::KeepAspectRatio);
            p.drawImage(QRect(QPoint((ThumbWidth - s.width()) / 2, 0), s), e.thumbnail);
        }
        p.end();
        QString label = QStringLiteral("%1. %2").arg(++n).arg(e.screenName);
        if (!e.action.isEmpty()) {
            //: A step of the reproduction path that the report does not mention. %1 is the step as the step
            //: messages word it, in the report's language, e.g. Click the "Save" button (stays as is).
            label += QStringLiteral("\n→ ") + (e.missing ? tr("%1 (missing)").arg(e.action) : e.action);
        }
        auto *item = new QListWidgetItem(QIcon(pm), label, this);
        item->setToolTip(label);
        item->setData(Qt::UserRole, e.screenId);
    }
    fitGridToLabels();
}

} // namespace StepWise
