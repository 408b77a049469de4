// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysisrequest.h"
#include "graph/executionmodel.h"

#include <QCoreApplication>
#include <QHash>
#include <QImage>
#include <QRect>
#include <QSet>
#include <QString>

#include <functional>
#include <optional>

namespace StepWise {

class PathStrip;
class ScreenshotCache;
class ScreenshotPanel;
class StepListModel;
class SuggestionList;
struct QualityReport;
struct StepAssessment;
struct SuggestionItem;

/*!
 * What the main window shows of the latest analysis besides the editor and the step list: the selected step's
 * screen (screenshot, else its wireframe) with its suggestions (candidates of an ambiguous step, missing steps
 * before it), and the reproduction path strip. Reads the window's state, which it is given by reference, and
 * writes only to the widgets it is given; the window decides when to update.
 *
 * Its words are the window's: they keep the window's translation context.
 */
class StepDetails
{
    Q_DECLARE_TR_FUNCTIONS(StepWise::MainWindow)
public:
    struct Widgets {
        ScreenshotCache *cache;
        StepListModel *steps;
        ScreenshotPanel *screenshot;
        SuggestionList *suggestions;
        PathStrip *path;
    };
    /*! What the window knows that the details show: the latest result, the reporter's pinned choices and
     *  rejected suggestions, the store's state, and the selected row of the step list (-1: none). */
    struct State {
        const AnalysisResult &result;
        const QHash<QString, QString> &pins;
        const QSet<QString> &rejected;
        const bool &storeUnusable;
        const QString &storeProblem;
        std::function<int()> currentRow;
    };
    StepDetails(const Widgets &widgets, State state);

    /*! The line under the step list: the steps per label and the time taken ("3 steps: 2 CS, 0 AS, 1 VM, 0 MS ·
     *  120 ms"), or how to write steps when there are none; and ReportExporter::partialNote() below it. */
    static QString summary(const QualityReport &report);
    /*! Shows the selected step's screen and suggestions (or why there is none). */
    void update();
    /*! Fills the path strip from the result's reproduction path. */
    void updatePath();
    /*! Shows suggestion \a number's screen in the screenshot panel, its component outlined; the same
     *  \a number again (or another step) shows the step's screen again. */
    void preview(const SuggestionItem &item, int number);
    /*! The screen step \a row is performed on (empty when it maps nothing), and in \a highlight its
     *  component's bounds when it maps one interaction. */
    QString stepScreen(int row, QRect *highlight) const;
    /*! \a screenId of the result's model with components that have bounds (a graph dump's come from the
     *  interactions leaving it), for Wireframe; an empty Screen when the model has none of that id. */
    Screen wireframeScreen(const QString &screenId) const;
    /*! True when the cache knows every screen shown for the result: the selected step's, those of its missing
     *  steps, and the path strip's (screens without a screenshot, Start and End, count as known). */
    bool screensLoaded() const;

private:
    QRect componentBounds(const QString &interactionId) const;
    QString screenName(const QString &screenId) const;
    std::optional<GuiComponent> targetComponent(const StepAssessment &step) const;
    QImage thumbnail(const QString &screenId, const std::optional<GuiComponent> &target);

    ScreenshotCache *m_cache;
    StepListModel *m_steps;
    ScreenshotPanel *m_screenshot;
    SuggestionList *m_suggestions;
    PathStrip *m_path;
    const AnalysisResult &m_result;
    const QHash<QString, QString> &m_pins;
    const QSet<QString> &m_rejected;
    const bool &m_storeUnusable;
    const QString &m_storeProblem;
    std::function<int()> m_currentRow;
    int m_previewed = 0; ///< number of the suggestion whose screen the screenshot panel shows; 0 = the step's
};

} // namespace StepWise
