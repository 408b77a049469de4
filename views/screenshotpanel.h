// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QScrollArea;

namespace StepWise {

class ScreenshotView;

/*!
 * The selected step's screen (issue 6 §3): caption, zoom buttons and the scrollable
 * ScreenshotView with the target component outlined.
 */
class ScreenshotPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ScreenshotPanel(QWidget *parent = nullptr);

    /*! Shows \a image of screen \a caption with \a highlight (device pixels) outlined; a null image
     *  shows the "no screenshot recorded" placeholder. */
    void setScreen(const QString &caption, const QImage &image, const QRect &highlight = {});
    /*! Shows a message instead (no step selected, loading, …). */
    void setMessage(const QString &caption, const QString &message);

    ScreenshotView *view() const { return m_view; }
    QString caption() const;

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void zoomFit();

private:
    QLabel *m_caption;
    QScrollArea *m_scroll;
    ScreenshotView *m_view;
};

} // namespace StepWise
