// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysisrequest.h"
#include "document/reportdocument.h"
#include "quality/qualityreport.h"

#include <QObject>
#include <QString>

#include <functional>

class QStatusBar;
class QWidget;

namespace StepWise {

class ReplayPanel;
class ReportProblems;
class Settings;

/*!
 * The report leaving the window: File > Export… (Markdown, HTML or JSON, reportexport.h), Copy as Markdown, and
 * New GitHub/GitLab issue. Not a widget: dialogs open on the window it is given, failures go to ReportProblems,
 * success to the status bar. The assessment and the document are read through Source when an export runs.
 */
class ExportController : public QObject
{
    Q_OBJECT
public:
    struct Source {
        /*! The latest applied analysis (generation 0: none yet). */
        std::function<const AnalysisResult &()> result;
        /*! The report as the window holds it (text, pins, oracle, documentPath). */
        std::function<ReportDocument()> document;
        /*! A screen without a screenshot, drawn as a wireframe in the HTML export, by its id. */
        std::function<Screen(const QString &id)> wireframeScreen;
    };

    /*! \a databasePath: the model store the HTML export reads screenshots from. \a replay: the dock whose target
     *  device asks for a replay section. \a settings remembers the tracker URLs and the last export folder.
     *  \a window parents the dialogs. None is owned. */
    ExportController(Source source, const QString &databasePath, ReplayPanel *replay, Settings *settings,
                     ReportProblems *problems, QWidget *window, QStatusBar *statusBar);

    /*! The replay plan of the current result's path for the replay dock's source and target device: what exports
     *  write beside the assessment. Invalid without a valid result or before the user chose a target. */
    ReplayPlan replayPlan() const;
    /*!
     * Writes the report in \a format ("md", "html" or "json") to \a path and remembers its folder for the next
     * export dialog. \returns false: without an analysis result (said in the status bar), for another format, or
     * when the file cannot be written ("Export failed", naming the file and why).
     */
    bool exportReport(const QString &path, const QString &format);
    /*! The folder File > Export… starts in: the last export's folder while it exists, else the saved report's
     *  folder, else the user's Documents folder (their home folder while it has none). */
    QString startFolder() const;
    /*! File > Export…: asks for the file (the format by its suffix, else by the filter chosen), then exportReport(). */
    void exportDialog();
    /*! File > Copy as Markdown: the Markdown export on the clipboard; nothing before the first analysis. */
    void copyMarkdown();
    /*! New GitHub (\a kind "github") or GitLab ("gitlab") issue: asks for the repository (remembered), then opens
     *  the browser on a new issue filled with the report. A body too long for a link goes to the clipboard. */
    void openTrackerIssue(const QString &kind);

private:
    Source m_source;
    QString m_databasePath;
    ReplayPanel *m_replay;
    Settings *m_settings;
    ReportProblems *m_problems;
    QWidget *m_window;
    QStatusBar *m_statusBar;
};

} // namespace StepWise
