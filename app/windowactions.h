// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace StepWise {

class MainWindow;

/*!
 * The main window's menus (File, Edit, View, Settings, Help) and shortcuts. Each action is added to the window as
 * well, so its shortcut works wherever the focus is in it (Qt::WindowShortcut), and Help > Keyboard shortcuts lists
 * it. What an action does is the window's: it calls the window's own functions (a friend of MainWindow), and its
 * words keep the window's translation context.
 */
struct WindowActions {
    /*! Builds the menus of \a window, once, after its widgets and docks exist. */
    static void build(MainWindow *window);
};

} // namespace StepWise
