// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenshotview.h"

#include <QPainter>
#include <QWheelEvent>

namespace StepWise {

ScreenshotView::ScreenshotView(QWidget *parent)
    : QWidget(parent)
    , m_placeholder(tr("No screenshot recorded for this screen"))
{
    setObjectName(QStringLiteral("screenshotView"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setMinimumSize(120, 120);
}

void ScreenshotView::setImage(const QImage &image, const QRect &highlight)
{
    m_image = image;
    m_highlight = highlight;
    updateGeometry();
    update();
}

void ScreenshotView::setPlaceholder(const QString &text)
{
    m_image = QImage();
    m_highlight = QRect();
    m_placeholder = text;
    updateGeometry();
    update();
}

void ScreenshotView::setZoom(double zoom)
{
    zoom = qBound(0.25, zoom, 4.0);
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    // Above 1 the view grows beyond its scroll area, which then scrolls.
    if (parentWidget())
        setMinimumWidth(zoom > 1 ? int(parentWidget()->width() * zoom) : 120);
    updateGeometry();
    update();
    Q_EMIT zoomChanged(zoom);
}

QSize ScreenshotView::sizeHint() const
{
    return { 270, heightForWidth(270) };
}

int ScreenshotView::heightForWidth(int width) const
{
    if (m_image.isNull() || m_image.width() == 0 || m_zoom <= 1)
        return 160;
    return int(width * m_image.height() / m_image.width()) + 2;
}

QRectF ScreenshotView::imageRect() const
{
    if (m_image.isNull())
        return {};
    // Zoom 1 fits the whole screen into the widget; larger zooms grow the widget (see heightForWidth).
    const double fit = std::min(double(width() - 2) / m_image.width(), double(height() - 2) / m_image.height());
    const double scale = m_zoom > 1 ? double(width() - 2) / m_image.width() : fit * m_zoom;
    const double w = m_image.width() * scale;
    const double h = m_image.height() * scale;
    return { std::max(1.0, (width() - w) / 2), 1, w, h };
}

void ScreenshotView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    if (m_image.isNull()) {
        const QRect r = rect().adjusted(4, 4, -4, -4);
        QPen pen(palette().color(QPalette::PlaceholderText));
        pen.setStyle(Qt::DashLine);
        p.setPen(pen);
        p.drawRoundedRect(r, 6, 6);
        p.drawText(r.adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
        return;
    }
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const QRectF target = imageRect();
    p.drawImage(target, m_image);
    if (!m_highlight.isNull()) {
        const double s = target.width() / m_image.width();
        const QRectF box(target.left() + m_highlight.x() * s, target.top() + m_highlight.y() * s,
                         m_highlight.width() * s, m_highlight.height() * s);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor(0xff, 0x17, 0x44), 3));
        p.setBrush(QColor(0xff, 0x17, 0x44, 40));
        p.drawRect(box.adjusted(-2, -2, 2, 2));
    }
}

void ScreenshotView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        setZoom(m_zoom * (event->angleDelta().y() > 0 ? 1.25 : 0.8));
        event->accept();
        return;
    }
    QWidget::wheelEvent(event);
}

} // namespace StepWise
