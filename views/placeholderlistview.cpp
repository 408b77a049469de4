// SPDX-License-Identifier: GPL-3.0-or-later
#include "placeholderlistview.h"

#include <QPainter>

namespace StepWise {

void paintPlaceholder(QAbstractItemView *view, const QString &text)
{
    if (text.isEmpty())
        return;
    QPainter p(view->viewport());
    p.setPen(view->palette().color(QPalette::PlaceholderText));
    const int margin = view->fontMetrics().height();
    p.drawText(view->viewport()->rect().adjusted(margin, margin, -margin, -margin), Qt::AlignCenter | Qt::TextWordWrap,
               text);
}

void PlaceholderListView::setPlaceholderText(const QString &text)
{
    m_placeholder = text;
    viewport()->update();
}

void PlaceholderListView::paintEvent(QPaintEvent *event)
{
    QListView::paintEvent(event);
    if (!model() || model()->rowCount(rootIndex()) == 0)
        paintPlaceholder(this, m_placeholder);
}

} // namespace StepWise
