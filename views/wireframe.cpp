// SPDX-License-Identifier: GPL-3.0-or-later
#include "wireframe.h"

#include <QPainter>

namespace StepWise {

static QString shortClass(const QString &cls)
{
    return cls.mid(cls.lastIndexOf(u'.') + 1);
}

int Wireframe::findComponent(const Screen &screen, const GuiComponent &target)
{
    for (int i = 0; i < screen.components.size(); ++i) {
        const GuiComponent &c = screen.components.at(i);
        if (shortClass(c.className) != shortClass(target.className) || c.resourceId != target.resourceId || c.text != target.text
            || c.contentDescription != target.contentDescription)
            continue;
        if (!c.bounds.isNull() && !target.bounds.isNull() && c.bounds != target.bounds)
            continue;
        return i;
    }
    return -1;
}

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
    p.scale(scale, scale);
    QFont font = p.font();
    font.setPixelSize(36); // in screen pixels (painter is scaled): body text size on a 1080-wide phone
    p.setFont(font);
    const int hit = target ? findComponent(screen, *target) : -1;
    const double pen = 1.0 / scale; // one image pixel, whatever the scale
    for (int i = 0; i < screen.components.size(); ++i) {
        const GuiComponent &c = screen.components.at(i);
        if (c.bounds.isNull() || c.bounds.isEmpty())
            continue;
        p.setPen(QPen(style.box, pen));
        p.setBrush(Qt::NoBrush);
        p.drawRect(c.bounds);
        const QString label = !c.text.isEmpty() ? c.text : c.contentDescription;
        if (!label.isEmpty()) {
            p.setPen(style.text);
            p.drawText(c.bounds.adjusted(8, 4, -8, -4), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, label);
        }
    }
    // A merged screen (lists collapse) may show other rows than the one the step tapped: then the
    // step's own bounds say where it was.
    const QRect targetBounds = hit >= 0 ? screen.components.at(hit).bounds : (target ? target->bounds : QRect());
    if (!targetBounds.isEmpty()) {
        // Drawn last so no child box covers the target.
        QColor fill = style.highlight;
        fill.setAlpha(60);
        p.setBrush(fill);
        p.setPen(QPen(style.highlight, 4 * pen));
        p.drawRect(targetBounds);
    }
    return image;
}

} // namespace StepWise
