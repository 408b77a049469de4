// SPDX-License-Identifier: GPL-3.0-or-later
#include "paneldock.h"

#include <QScrollArea>

namespace StepWise {

PanelDock::PanelDock(const QString &title, const QString &objectName, QWidget *panel, QWidget *parent)
    : QDockWidget(title, parent)
{
    setObjectName(objectName);
    auto *scroll = new QScrollArea;
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    setWidget(scroll);
    hide();
}

} // namespace StepWise
