// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QToolBar>

namespace StepWise {

class ElidingComboBox;

/*!
 * The main window's toolbar: the app version picker (the execution model the report is assessed against), the
 * legend of the step labels (colour, code and name, each with its description as tooltip), and the switches of
 * the panels given to addPanelToggles(). Fixed in place (objectName "modelToolBar", remembered with the window's
 * layout).
 */
class ModelToolBar : public QToolBar
{
    Q_OBJECT
public:
    explicit ModelToolBar(QWidget *parent = nullptr);

    /*! The app versions of the model store (objectName "versionPicker"). */
    ElidingComboBox *versionPicker() const { return m_versionPicker; }
    /*! Puts \a toggles (the panels' show/hide actions) at the end, so they stay in sight while the panels are hidden.
     */
    void addPanelToggles(const QList<QAction *> &toggles);

private:
    ElidingComboBox *m_versionPicker;
};

} // namespace StepWise
