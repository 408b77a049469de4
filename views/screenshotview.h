// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QWidget>

namespace StepWise {

/*!
 * One screen: its screenshot scaled to fit (zoom 1 = whole screen visible) with the target component's
 * bounds outlined, or a placeholder text when no screenshot was recorded. Component bounds are in
 * device pixels of the screenshot (BURT's dumps use the PNG's own resolution).
 */
class ScreenshotView : public QWidget
{
    Q_OBJECT
public:
    explicit ScreenshotView(QWidget *parent = nullptr);

    /*! Shows \a image with \a highlight (device pixels; null = none) outlined. */
    void setImage(const QImage &image, const QRect &highlight = {});
    /*! Shows \a text instead of an image (e.g. "No screenshot recorded for this screen"). */
    void setPlaceholder(const QString &text);
    QString placeholder() const { return m_image.isNull() ? m_placeholder : QString(); }
    bool hasImage() const { return !m_image.isNull(); }
    QRect highlight() const { return m_highlight; }

    /*! 1 = the whole screen fits the widget; 0.25 … 4. */
    double zoom() const { return m_zoom; }
    void setZoom(double zoom);

    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return m_zoom > 1; }
    int heightForWidth(int width) const override;

Q_SIGNALS:
    void zoomChanged(double zoom);

protected:
    void paintEvent(QPaintEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    QRectF imageRect() const;

    QImage m_image;
    QRect m_highlight;
    QString m_placeholder;
    double m_zoom = 1.0;
};

} // namespace StepWise
