// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSplitter>

class QLabel;

namespace StepWise {

class PathStrip;
class PlaceholderListView;
class ReportEditor;
class ScreenshotPanel;
class SuggestionList;

/*!
 * The main window's central area: the report editor, the step list with its summary line, the selected step's
 * screenshot above its suggestions, and the reproduction path strip below them all. Only the layout: the window
 * binds the widgets to the analysis. Its splitters are named ("columnsSplitter", "detailsSplitter", and this one,
 * "pathSplitter"), so the window can remember where the reporter dragged their dividers.
 *
 * The path strip's pane follows the window's height in proportion with the panes above it, up to whole cards
 * (PathStrip::sizeHint()); in a small window the strip shrinks its thumbnails, down to PathStrip::minimumSizeHint(),
 * so the step list and the screenshot keep their room. Dragged lower, the strip collapses.
 */
class ReportWorkspace : public QSplitter
{
    Q_OBJECT
public:
    explicit ReportWorkspace(QWidget *parent = nullptr);

    ReportEditor *editor() const { return m_editor; }
    /*! The step list, with a StepDelegate and single selection; the window sets its model. */
    PlaceholderListView *stepView() const { return m_stepView; }
    /*! The line under the step list: counts per label, notes (plain text). */
    QLabel *summary() const { return m_summary; }
    ScreenshotPanel *screenshot() const { return m_screenshot; }
    SuggestionList *suggestions() const { return m_suggestions; }
    PathStrip *path() const { return m_path; }

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    ReportEditor *m_editor;
    PlaceholderListView *m_stepView;
    QLabel *m_summary;
    ScreenshotPanel *m_screenshot;
    SuggestionList *m_suggestions;
    PathStrip *m_path;
    QWidget *m_pathPane; ///< the strip with its title: the splitter's second pane
    bool m_pathPaneWhole = false; ///< the pane was last given the height of whole cards
};

} // namespace StepWise
