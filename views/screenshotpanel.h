// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"

#include <QImage>
#include <QWidget>

#include <optional>

class QLabel;
class QScrollArea;

namespace StepWise {

class ScreenshotView;

/*!
 * The selected step's screen: caption, zoom buttons and the scrollable
 * ScreenshotView with the target component outlined. A screen without a screenshot is drawn as a
 * Wireframe of its hierarchy, rendered for the view's size in device pixels (crisp on high-DPI
 * screens) and again when the size or zoom changes.
 */
class ScreenshotPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ScreenshotPanel(QWidget *parent = nullptr);

    /*! Shows \a image of screen \a caption with \a highlight (device pixels) outlined; a null image
     *  shows the "no screenshot recorded" placeholder. */
    void setScreen(const QString &caption, const QImage &image, const QRect &highlight = {});
    /*! Shows \a screen drawn from its hierarchy (no screenshot recorded), \a target highlighted when
     *  given (see Wireframe::render). Without component bounds: the "no screenshot" placeholder. */
    void setWireframe(const QString &caption, const Screen &screen,
                      const std::optional<GuiComponent> &target = std::nullopt);
    /*! True while a wireframe (not a screenshot or a message) is shown. */
    bool showsWireframe() const { return m_wireframe.has_value(); }
    /*! The wireframe image currently shown (device pixels); null when none is. */
    QImage wireframeImage() const { return m_wireframe ? m_wireframeImage : QImage(); }
    /*! Shows a message instead (no step selected, loading, …). */
    void setMessage(const QString &caption, const QString &message);

    ScreenshotView *view() const { return m_view; }
    QString caption() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void zoomFit();

private:
    void renderWireframe();

    QLabel *m_caption;
    QScrollArea *m_scroll;
    ScreenshotView *m_view;
    std::optional<Screen> m_wireframe;
    std::optional<GuiComponent> m_wireframeTarget;
    QImage m_wireframeImage;
    int m_wireframeWidth = 0; ///< device pixels of the image shown; re-rendered when this changes
};

} // namespace StepWise
