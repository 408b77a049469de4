// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"

#include <QColor>
#include <QImage>
#include <QSize>

#include <optional>

namespace StepWise {

/*!
 * Draws a screen that has no screenshot from its hierarchy, so every suggested step
 * can be shown: one box per component with bounds, its text (or content description) inside, and
 * the target component of a step highlighted.
 *
 * Uses QImage/QPainter only, so it may run in a worker thread (QPixmap would tie it to the GUI thread).
 */
class Wireframe
{
public:
    struct Style {
        QColor background = QColor(0xfa, 0xfa, 0xfa);
        QColor box = QColor(0x9e, 0x9e, 0x9e);
        QColor text = QColor(0x21, 0x21, 0x21);
        QColor highlight = QColor(0xff, 0x6f, 0x00); ///< outline and translucent fill of the target
        // User-provided so `= {}` below compiles: GCC 12 rejects a nested aggregate's default member
        // initializers in a default argument of the enclosing class (GCC bug 96645).
        Style() { }
    };

    /*! Width of the target's frame in image pixels: it lies inside the target's box, along its edge, and the
     *  target's label keeps clear of it. */
    static constexpr int FrameWidth = 3;

    /*!
     * Renders \a screen's components (Screen::components with non-null bounds, in document order,
     * so children paint over parents) into an image \a width pixels wide whose height keeps the
     * screen's aspect (the union of the bounds). \a target, when given, is outlined and filled
     * with Style::highlight: the matching component (findComponent()), else the target's own
     * bounds (a merged screen may show other list rows than the one a step tapped). Each label is drawn
     * inside its box: on one line, else wrapped, else smaller and elided, never outside the box or under
     * the target's frame.
     * \returns a null QImage when no component has bounds or \a width < 1.
     */
    static QImage render(const Screen &screen, int width, const std::optional<GuiComponent> &target = {},
                         const Style &style = {});

    /*!
     * Index in Screen::components of the component an interaction names: same resource id, text,
     * description and bounds (when both have them), class equal or equal after the last '.'
     * (interactions carry "Button", screens "android.widget.Button"). -1 when none matches.
     */
    static int findComponent(const Screen &screen, const GuiComponent &target);
};

} // namespace StepWise
