// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenshotpanel.h"

#include "screenshotview.h"
#include "wireframe.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace StepWise {

ScreenshotPanel::ScreenshotPanel(QWidget *parent)
    : QWidget(parent)
    , m_caption(new QLabel(this))
    , m_scroll(new QScrollArea(this))
    , m_view(new ScreenshotView)
{
    setObjectName(QStringLiteral("screenshotPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    m_caption->setTextFormat(Qt::PlainText); // the caption quotes the report's step
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = m_caption->font();
    f.setBold(true);
    m_caption->setFont(f);
    top->addWidget(m_caption, 1);
    auto addButton = [&](const QString &text, const QString &tip, void (ScreenshotPanel::*slot)()) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        connect(b, &QToolButton::clicked, this, slot);
        top->addWidget(b);
    };
    addButton(QStringLiteral("−"), tr("Zoom out (Ctrl+wheel)"), &ScreenshotPanel::zoomOut);
    addButton(tr("Fit"), tr("Fit the screenshot to the panel's width"), &ScreenshotPanel::zoomFit);
    addButton(QStringLiteral("+"), tr("Zoom in (Ctrl+wheel)"), &ScreenshotPanel::zoomIn);
    layout->addLayout(top);
    m_scroll->setWidget(m_view);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // A divider dragged up stops where the whole view still shows, so "Fit" fits instead of scrolling.
    m_scroll->setMinimumHeight(m_view->minimumHeight());
    layout->addWidget(m_scroll, 1);
    connect(m_view, &ScreenshotView::zoomChanged, this, &ScreenshotPanel::renderWireframe);
}

void ScreenshotPanel::setScreen(const QString &caption, const QImage &image, const QRect &highlight)
{
    m_wireframe.reset();
    m_caption->setText(caption);
    if (image.isNull())
        m_view->setPlaceholder(tr("No screenshot recorded for this screen"));
    else
        m_view->setImage(image, highlight);
}

void ScreenshotPanel::setWireframe(const QString &caption, const Screen &screen,
                                   const std::optional<GuiComponent> &target)
{
    m_caption->setText(caption);
    m_wireframe = screen;
    m_wireframeTarget = target;
    m_wireframeWidth = 0;
    renderWireframe();
}

void ScreenshotPanel::renderWireframe()
{
    if (!m_wireframe)
        return;
    QRect area;
    for (const GuiComponent &c : std::as_const(m_wireframe->components)) {
        if (!c.bounds.isNull())
            area |= c.bounds;
    }
    if (area.isEmpty()) {
        m_wireframeWidth = 0;
        m_wireframeImage = QImage();
        m_view->setPlaceholder(tr("No screenshot recorded for this screen"));
        return;
    }
    // The width the view will draw the screen at (it fits width and height at zoom ≤ 1), in device pixels.
    const QSize box = m_scroll->viewport()->size();
    const double aspect = double(area.bottom() + 1) / double(area.right() + 1);
    const double logical
        = std::max(1.0, std::min(double(box.width() - 2), (box.height() - 2) / aspect)) * m_view->zoom();
    const int width = std::max(1, int(std::ceil(logical * devicePixelRatioF())));
    if (width == m_wireframeWidth && m_view->hasImage())
        return;
    m_wireframeWidth = width;
    const QImage image = Wireframe::render(*m_wireframe, width, m_wireframeTarget);
    m_wireframeImage = image;
    if (image.isNull())
        m_view->setPlaceholder(tr("No screenshot recorded for this screen"));
    else
        m_view->setImage(image); // the wireframe draws its own highlight
}

void ScreenshotPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    renderWireframe();
}

void ScreenshotPanel::setMessage(const QString &caption, const QString &message)
{
    m_wireframe.reset();
    m_caption->setText(caption);
    m_view->setPlaceholder(message);
}

QString ScreenshotPanel::caption() const
{
    return m_caption->text();
}

void ScreenshotPanel::zoomIn()
{
    m_view->setZoom(m_view->zoom() * 1.25);
}

void ScreenshotPanel::zoomOut()
{
    m_view->setZoom(m_view->zoom() * 0.8);
}

void ScreenshotPanel::zoomFit()
{
    m_view->setZoom(1.0);
}

} // namespace StepWise
