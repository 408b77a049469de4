// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

namespace StepWise {

/*!
 * A dock of the main window holding one panel (the test oracle, the replay) in a scroll area: in a small window the
 * panel scrolls instead of making the window larger than the screen (the oracle panel alone is taller than 600 px).
 * It starts hidden, so the report stays in front until the panel is asked for.
 */
class PanelDock : public QDockWidget
{
    Q_OBJECT
public:
    /*! \a panel is reparented into the dock; \a objectName keys the dock in the saved window layout. */
    PanelDock(const QString &title, const QString &objectName, QWidget *panel, QWidget *parent = nullptr);
};

} // namespace StepWise
