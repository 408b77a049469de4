// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QListWidget>

namespace StepWise {

/*! One screen of the reproduction path, with the interaction that leads away from it. */
struct PathEntry {
    QString screenId;
    QString screenName;
    QString action; ///< e.g. `click "Save"`; empty for the last screen
    QImage thumbnail; ///< null = none recorded / not loaded
    bool missing = false; ///< the interaction was not written by the reporter
};

/*!
 * The reproduction path as a horizontal strip of screens in order (issue 6 §3). Missing
 * interactions are marked in text ("missing"), not by colour alone. The cells grow to fit the longest
 * label (wrapping beyond a maximum width), so no label is elided; each item's tooltip is its full label.
 */
class PathStrip : public QListWidget
{
    Q_OBJECT
public:
    explicit PathStrip(QWidget *parent = nullptr);

    void setPath(const QList<PathEntry> &entries);
    QList<PathEntry> path() const { return m_entries; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    /*! Sets the grid to the size the widest and tallest label needs. */
    void fitGridToLabels();

    QList<PathEntry> m_entries;
};

} // namespace StepWise
