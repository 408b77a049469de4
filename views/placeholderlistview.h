// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QListView>

class QAbstractItemView;

namespace StepWise {

/*!
 * Draws \a text centred and word-wrapped in the placeholder colour over the viewport of \a view (call from
 * the view's paintEvent() when it has no rows), so an empty list says why it is empty instead of staying a
 * blank box.
 */
void paintPlaceholder(QAbstractItemView *view, const QString &text);

/*! A QListView that shows placeholderText() while its model has no rows. */
class PlaceholderListView : public QListView
{
    Q_OBJECT
public:
    using QListView::QListView;

    void setPlaceholderText(const QString &text);
    QString placeholderText() const { return m_placeholder; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_placeholder;
};

} // namespace StepWise
