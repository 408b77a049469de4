// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

class QAction;
class QWidget;

namespace StepWise {

/*! Help > Keyboard shortcuts: a modal table of \a actions that have a shortcut (their menu text without the
 *  mnemonic, the key as this platform names it), sized to show every row, scrolling on a small screen. */
void execShortcutsDialog(QWidget *parent, const QList<QAction *> &actions);

} // namespace StepWise
