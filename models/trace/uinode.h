// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"

#include <QList>
#include <QRect>
#include <QString>

namespace StepWise {

/*!
 * One node of a GUI hierarchy as `uiautomator dump` writes it (AstroBR §III-C: "a GUI screen is
 * represented as a hierarchy of the GUI components and layouts"). Value type; children owned.
 */
struct UiNode {
    QString className; ///< qualified class, e.g. "android.widget.Button"; empty for synthetic roots
    QString resourceId; ///< as dumped, with package: "io.lerk.lrkFM:id/fab"; may be empty
    QString packageName; ///< the `package` attribute; may be empty (trace JSON has none)
    QString text;
    QString contentDescription;
    QRect bounds; ///< screen pixels; null when unknown
    int index = -1; ///< position among siblings as dumped, -1 when unknown
    bool checkable = false;
    bool checked = false;
    bool clickable = false;
    bool enabled = true;
    bool focusable = false;
    bool focused = false;
    bool scrollable = false;
    bool longClickable = false;
    bool password = false;
    bool selected = false;
    QList<UiNode> children;

    /*! "fab" for "io.lerk.lrkFM:id/fab", "android:id/content" → "content"; other ids unchanged. */
    QString shortResourceId() const;
    /*! "Button" for "android.widget.Button". */
    QString shortClassName() const;
    /*! The execution-model view of this node alone (qualified class, short id, bounds). */
    GuiComponent toComponent() const;

    /*! Pre-order list of the components of \a roots (what Screen::components holds). */
    static QList<GuiComponent> flatten(const QList<UiNode> &roots);
    /*! Number of nodes in \a roots, recursively. */
    static int count(const QList<UiNode> &roots);
};

} // namespace StepWise
