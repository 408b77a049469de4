// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenshotpanel.h"

#include "screenshotview.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

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
    layout->addWidget(m_scroll, 1);
}

void ScreenshotPanel::setScreen(const QString &caption, const QImage &image, const QRect &highlight)
{
    m_caption->setText(caption);
    if (image.isNull())
        m_view->setPlaceholder(tr("No screenshot recorded for this screen"));
    else
        m_view->setImage(image, highlight);
}

void ScreenshotPanel::setMessage(const QString &caption, const QString &message)
{
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
