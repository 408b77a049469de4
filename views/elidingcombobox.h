// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

namespace StepWise {

/*!
 * A read-only combo box for long names (app versions such as "1-com.markuspage.android.atimetracker-0.20"):
 * it grows to its longest item up to maximumContentsLength() characters; a longer current item is elided in
 * the middle, where names differ least (the package prefix and the version suffix stay), and its tooltip
 * starts with the full current text, then the tooltip set with setToolTip(). Items in the popup are elided
 * in the middle as well, each with its full text as tooltip.
 */
class ElidingComboBox : public QComboBox
{
    Q_OBJECT
public:
    explicit ElidingComboBox(QWidget *parent = nullptr);

    /*! Widest the box grows, in average characters of its font (default 60). */
    void setMaximumContentsLength(int characters);
    int maximumContentsLength() const { return m_maxChars; }

    /*! The current text as painted: elided in the middle when wider than the text field. */
    QString displayedText() const;
    /*! The tooltip shown: the full current text, a blank line, then toolTip(); toolTip() alone when empty. */
    QString currentToolTip() const;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void updateMaximumWidth();

    int m_maxChars = 60;
};

} // namespace StepWise
