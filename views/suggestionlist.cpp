// SPDX-License-Identifier: GPL-3.0-or-later
#include "suggestionlist.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace StepWise {

namespace {
QPixmap thumbnail(const SuggestionItem &item, const QSize &box, const QPalette &palette, qreal dpr)
{
    // Drawn in device pixels so the thumbnail stays sharp on high-DPI screens.
    QPixmap pm(box * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    if (item.thumbnail.isNull()) {
        QPen pen(palette.color(QPalette::PlaceholderText));
        pen.setStyle(Qt::DashLine);
        p.setPen(pen);
        p.drawRect(QRectF(QPointF(0, 0), box).adjusted(0.5, 0.5, -0.5, -0.5));
        QFont f = p.font();
        f.setPointSizeF(f.pointSizeF() * 0.7);
        p.setFont(f);
        p.drawText(QRect(QPoint(0, 0), box).adjusted(2, 2, -2, -2), Qt::AlignCenter | Qt::TextWordWrap,
                   QCoreApplication::translate("StepWise::SuggestionList", "no screenshot"));
        return pm;
    }
    const QSize scaled = item.thumbnail.size().scaled(box, Qt::KeepAspectRatio);
    const QRectF target(QPointF((box.width() - scaled.width()) / 2.0, 0), scaled);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.drawImage(target, item.thumbnail);
    if (!item.highlight.isNull()) {
        const double s = target.width() / item.thumbnail.width();
        p.setPen(QPen(QColor(0xff, 0x17, 0x44), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(target.left() + item.highlight.x() * s, item.highlight.y() * s, item.highlight.width() * s,
                          item.highlight.height() * s));
    }
    return pm;
}
} // namespace

SuggestionList::SuggestionList(QWidget *parent)
    : QWidget(parent)
    , m_rows(new QVBoxLayout)
{
    setObjectName(QStringLiteral("suggestionList"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_rows);
    // Spare height goes below the rows, never between them.
    layout->addStretch(1);
}

void SuggestionList::setGroups(const QList<SuggestionGroup> &groups)
{
    m_items.clear();
    while (QLayoutItem *child = m_rows->takeAt(0)) {
        delete child->widget();
        delete child;
    }
    // A layout shows a new child of a visible widget only from the event loop (a queued call); shown and laid out
    // now, the rows are complete for whoever looks next, e.g. a --screenshot grab.
    const auto add = [this](QWidget *w) {
        m_rows->addWidget(w);
        if (isVisible())
            w->show();
    };
    int number = 0;
    for (const SuggestionGroup &group : groups) {
        if (group.items.isEmpty())
            continue;
        // Each kind under its own heading: candidates to choose from are no steps to insert.
        auto *heading = new QLabel(group.heading, this);
        heading->setObjectName(QStringLiteral("suggestionHeading"));
        heading->setWordWrap(true);
        heading->setTextFormat(Qt::RichText);
        add(heading);
        for (const SuggestionItem &item : group.items) {
            m_items << item;
            add(makeRow(item, ++number));
        }
    }
    layout()->activate();
    // The parent (the scroll area) learns of the new height from a posted LayoutRequest; MainWindow
    // flushes those before it reports that the analysis settled.
    updateGeometry();
}

QWidget *SuggestionList::makeRow(const SuggestionItem &item, int number)
{
    auto *row = new QWidget(this);
    row->setObjectName(QStringLiteral("suggestion_%1").arg(number));
    // Never squeezed below the wrapped text's height: the scroll area scrolls instead.
    row->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    auto *h = new QHBoxLayout(row);
    // Room on the right, so the buttons do not touch the dock separator beside the list.
    h->setContentsMargins(0, 2, fontMetrics().averageCharWidth(), 2);
    // A button, so the screen can be looked at large from the keyboard too.
    auto *thumb = new QToolButton(row);
    thumb->setObjectName(QStringLiteral("suggestionThumbnail"));
    thumb->setAutoRaise(true);
    thumb->setCursor(Qt::PointingHandCursor);
    const int w = fontMetrics().height() * 3;
    const QSize box(w, w * 16 / 9);
    thumb->setIcon(QIcon(thumbnail(item, box, palette(), devicePixelRatioF())));
    thumb->setIconSize(box);
    //: %1 is the screen's name as the app's model names it (e.g. "MainActivity"); it stays untranslated
    thumb->setToolTip(tr("On screen “%1”: click to show it large").arg(item.screenName));
    connect(thumb, &QToolButton::clicked, this, [this, item, number] { Q_EMIT previewRequested(item, number); });
    h->addWidget(thumb, 0, Qt::AlignTop);
    //: A suggestion the reporter chose. %1 is its number, %2 the interaction in the report's language with
    //: the control's label as the app shows it (stays as is). Rich text: keep the <b> tags.
    auto *text = new QLabel(item.pinned ? tr("%1. %2 <b>✓ chosen</b>").arg(number).arg(item.text.toHtmlEscaped())
                                        : QStringLiteral("%1. %2").arg(number).arg(item.text.toHtmlEscaped()),
                            row);
    text->setObjectName(QStringLiteral("suggestionText"));
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    //: %1 is the screen's name as the app's model names it (e.g. "MainActivity"); it stays untranslated
    text->setToolTip(tr("On screen “%1”").arg(item.screenName));
    h->addWidget(text, 1, Qt::AlignTop);
    auto *buttons = new QVBoxLayout;
    // Fusion pads button text by a few pixels only, so a long translation ("Übernehmen") touches the frame.
    const int padding = fontMetrics().averageCharWidth() * 2;
    const auto roomy = [padding](QPushButton *b) { b->setMinimumWidth(b->sizeHint().width() + padding); };
    if (item.kind == SuggestionItem::Kind::MissingStep) {
        auto *accept = new QPushButton(tr("Accept"), row);
        accept->setObjectName(QStringLiteral("accept"));
        accept->setToolTip(tr("Insert this step into the report before the selected step"));
        connect(accept, &QPushButton::clicked, this, [this, item] { Q_EMIT accepted(item); });
        auto *reject = new QPushButton(tr("Reject"), row);
        reject->setObjectName(QStringLiteral("reject"));
        reject->setToolTip(tr("Hide this suggestion for this report"));
        connect(reject, &QPushButton::clicked, this, [this, item] { Q_EMIT rejected(item); });
        roomy(accept);
        roomy(reject);
        buttons->addWidget(accept);
        buttons->addWidget(reject);
    } else {
        auto *use = new QPushButton(tr("Use this"), row);
        use->setObjectName(QStringLiteral("useCandidate"));
        use->setToolTip(tr("Pin the step to this interaction for the next analyses"));
        use->setEnabled(!item.pinned);
        connect(use, &QPushButton::clicked, this, [this, item] { Q_EMIT candidateChosen(item); });
        roomy(use);
        buttons->addWidget(use);
    }
    buttons->addStretch();
    h->addLayout(buttons);
    return row;
}

} // namespace StepWise
