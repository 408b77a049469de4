// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QListWidget>

namespace StepWise {

/*! One screen of the reproduction path, with the interaction that leads away from it. */
struct PathEntry {
    QString screenId;
    QString screenName;
    QString action; ///< the step that leaves the screen, as the step messages word it (ComponentText::describe(), e.g.
                    ///< `Click the "Save" button`, `Press Back`); empty for the last screen
    QImage thumbnail; ///< null = none recorded / not loaded; for the Start state ("Open the app") the screen the app
                      ///< opens on
    bool missing = false; ///< the interaction was not written by the reporter
};

/*!
 * The reproduction path as a horizontal strip of screens in order. Missing
 * interactions are marked in text ("missing"), not by colour alone. The cells grow to fit the longest
 * label (wrapping beyond a maximum width), so no label is elided; each item's tooltip is its full label. The
 * cards draw their labels themselves, every line in any script (see CardDelegate in pathstrip.cpp).
 * Without entries the strip says why it is empty (placeholderText()) instead of staying a blank box.
 *
 * The cards fill the strip's height: lower than a whole card (sizeHint()), the thumbnails shrink, down to
 * minimumSizeHint(), and the labels stay whole; taller, the cards keep their full size. Cards beyond the width
 * scroll horizontally (also with the mouse wheel), the last one included.
 */
class PathStrip : public QListWidget
{
    Q_OBJECT
public:
    explicit PathStrip(QWidget *parent = nullptr);

    void setPath(const QList<PathEntry> &entries);
    QList<PathEntry> path() const { return m_entries; }

    /*! Shown centred in the empty strip; a default saying what will appear is set. */
    void setPlaceholderText(const QString &text);
    QString placeholderText() const { return m_placeholder; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    /*! sizeHint() changed, as a label took more or fewer lines than the tallest before. */
    void wholeCardHeightChanged();

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    /*! Sets the cells' width and caption height to what the widest and tallest label needs. */
    void fitGridToLabels();
    /*! Sizes the thumbnails, and so the cards, to the viewport's height. */
    void fitCardsToHeight();
    /*! The strip's height with thumbnails \a thumbHeight pixels high. */
    int heightForThumbnail(int thumbHeight) const;

    QList<PathEntry> m_entries;
    QString m_placeholder;
    int m_cellWidth = 0; ///< a card's width, without the spacing between cards
    int m_captionHeight = 0; ///< a card's height under its thumbnail: the label's lines and the margins
};

} // namespace StepWise
