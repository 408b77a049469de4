// SPDX-License-Identifier: GPL-3.0-or-later
#include "wireframe.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace StepWise {

static QString shortClass(const QString &cls)
{
    return cls.mid(cls.lastIndexOf(u'.') + 1);
}

int Wireframe::findComponent(const Screen &screen, const GuiComponent &target)
{
    for (int i = 0; i < screen.components.size(); ++i) {
        const GuiComponent &c = screen.components.at(i);
        if (shortClass(c.className) != shortClass(target.className) || c.resourceId != target.resourceId
            || c.text != target.text || c.contentDescription != target.contentDescription)
            continue;
        if (!c.bounds.isNull() && !target.bounds.isNull() && c.bounds != target.bounds)
            continue;
        return i;
    }
    return -1;
}

namespace {

/*! Free space between a box's edge and its label (left and right, top and bottom), in image pixels: the
 *  target's frame plus a gap … */
constexpr QSize TargetLabelInset(Wireframe::FrameWidth + 2, Wireframe::FrameWidth + 1);
/*! … and in other boxes (small, so narrow boxes such as a navigation bar's keys keep room for a label). */
constexpr QSize LabelInset(3, 2);
/*! The smallest label that is still text, not noise: smaller drawings get labels this size (elided to fit
 *  their boxes), and a box too low for it stays empty. */
constexpr int MinLabelPixels = 7;

/*! The image pixels \a bounds (screen pixels) covers at \a scale. */
QRect toImage(const QRect &bounds, double scale)
{
    const int left = int(std::floor(bounds.left() * scale));
    const int top = int(std::floor(bounds.top() * scale));
    const int right = std::max(left, int(std::ceil((bounds.left() + bounds.width()) * scale)) - 1);
    const int bottom = std::max(top, int(std::ceil((bounds.top() + bounds.height()) * scale)) - 1);
    return QRect(QPoint(left, top), QPoint(right, bottom));
}

/*!
 * Draws \a label inside \a box, \a inset pixels from its left and right (width) and top and bottom (height) edges: on
 * one line at \a pixelSize when it fits, else wrapped at word boundaries when all lines fit, else on one line at a
 * smaller size (down to three quarters), elided at the end when even that is too wide. Nothing is drawn outside \a box.
 */
void drawLabel(QPainter &p, const QRect &box, const QString &label, int pixelSize, QSize inset)
{
    const QRect inner = box.adjusted(inset.width(), inset.height(), -inset.width(), -inset.height());
    QFont font = p.font();
    int size = std::min(pixelSize, inner.height());
    if (inner.width() < MinLabelPixels || size < MinLabelPixels)
        return;
    font.setPixelSize(size);
    const QString text = label.simplified();
    const int flags = Qt::AlignLeft | Qt::AlignVCenter;
    p.save();
    p.setClipRect(inner);
    QFontMetrics fm(font);
    if (fm.horizontalAdvance(text) > inner.width()) {
        const QRect wrapped = fm.boundingRect(inner, flags | Qt::TextWordWrap, text);
        if (wrapped.width() <= inner.width() && wrapped.height() <= inner.height()) {
            p.setFont(font);
            p.drawText(inner, flags | Qt::TextWordWrap, text);
            p.restore();
            return;
        }
        const int smallest = std::max(MinLabelPixels, (size * 3 + 3) / 4);
        while (size > smallest && fm.horizontalAdvance(text) > inner.width()) {
            font.setPixelSize(--size);
            fm = QFontMetrics(font);
        }
    }
    p.setFont(font);
    p.drawText(inner, flags, fm.elidedText(text, Qt::ElideRight, inner.width()));
    p.restore();
}

} // namespace

QImage Wireframe::render(const Screen &screen, int width, const std::optional<GuiComponent> &target, const Style &style)
{
    QRect area;
    for (const GuiComponent &c : screen.components) {
        if (!c.bounds.isNull())
            area |= c.bounds;
    }
    if (area.isEmpty() || width < 1)
        return {};
    const double scale = double(width) / double(area.right() + 1);
    const int height = std::max(1, int((area.bottom() + 1) * scale + 0.5));
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(style.background);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing, false);
    // Drawn in image pixels, not with a scaled painter, so frames and text insets keep their width in
    // pixels and labels are measured at the size they are drawn.
    const int labelPixels = std::max(MinLabelPixels, int(36 * scale + 0.5)); // body text on a 1080-wide phone
    const int hit = target ? findComponent(screen, *target) : -1;
    // A merged screen (lists collapse) may show other rows than the one the step tapped: then the
    // step's own bounds say where it was.
    const QRect targetBounds = hit >= 0 ? screen.components.at(hit).bounds : (target ? target->bounds : QRect());
    const QRect targetBox = targetBounds.isEmpty() ? QRect() : toImage(targetBounds, scale);
    for (int i = 0; i < screen.components.size(); ++i) {
        const GuiComponent &c = screen.components.at(i);
        if (c.bounds.isNull() || c.bounds.isEmpty())
            continue;
        const QRect box = toImage(c.bounds, scale);
        p.setPen(QPen(style.box, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(box.adjusted(0, 0, -1, -1)); // a 1-pixel outline on the box's own edge pixels
        const QString label = !c.text.isEmpty() ? c.text : c.contentDescription;
        if (!label.isEmpty()) {
            p.setPen(style.text);
            drawLabel(p, box, label, labelPixels, box == targetBox ? TargetLabelInset : LabelInset);
        }
    }
    if (!targetBox.isNull()) {
        // Drawn last so no child box covers the target; the tint is light enough to read the label through,
        // and the frame stays within the inset the target's label keeps.
        const QRect &box = targetBox;
        QColor fill = style.highlight;
        fill.setAlphaF(style.highlight.alphaF() * 60 / 255); // a quarter of the frame's opacity
        p.fillRect(box, fill);
        const QRect hole = box.adjusted(FrameWidth, FrameWidth, -FrameWidth, -FrameWidth);
        if (hole.isValid()) {
            QPainterPath frame;
            frame.addRect(box);
            frame.addRect(hole);
            p.fillPath(frame, style.highlight); // odd-even fill: the ring between the two rectangles
        } else {
            p.fillRect(box, style.highlight); // too small for a ring
        }
    }
    return image;
}

} // namespace StepWise
