// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trace/modelimporter.h"

#include <QObject>
#include <QStringList>

class QMenu;
class QMimeData;
class QProgressBar;
class QPushButton;
class QStatusBar;
class QWidget;

namespace StepWise {

class ImportJob;
class Settings;

/*!
 * Importing execution models into the window's model store: File > Open model… and Open model folder…, Recent
 * models, files dropped on the window, and the status bar's progress bar and Cancel button while ImportJob runs
 * on the thread pool. What an import means for the report (the model to switch to, the feedback) is the
 * window's, on finished().
 */
class ImportController : public QObject
{
    Q_OBJECT
public:
    /*! Imports into the store at \a databasePath; remembers the paths in \a settings (recent models). \a window
     *  parents the dialogs; the progress bar and Cancel button go into \a statusBar. None is owned. */
    ImportController(const QString &databasePath, Settings *settings, QWidget *window, QStatusBar *statusBar);
    /*! Cancels a running import (nothing half-written stays) and waits for it to finish. */
    ~ImportController() override;

    /*! The model store imports write to. */
    QString databasePath() const;

    /*! Whether \a path is something ModelImporter's readers take: a folder (graph dumps, traces, dump sequences),
     *  a graph dump, a uiautomator dump, a trace execution or an archive of any of these (by name only). */
    static bool isModelPath(const QString &path);
    /*! The local files of \a data that isModelPath() accepts, in order; empty when there are none. */
    static QStringList modelPaths(const QMimeData *data);

    /*! Starts importing \a paths in the background and adds them to the recent models. While an import runs,
     *  says so in the status bar and does nothing else. */
    void importPaths(const QStringList &paths);
    /*! Stops a running import; models already stored are kept. Nothing happens when none runs. */
    void cancel();
    /*! File > Open model…: graph dumps, traces, dumps or archives, several at once. */
    void openModelDialog();
    /*! File > Open model folder…: a folder of graph dumps, traces or dump sequences. */
    void openModelFolderDialog();
    /*! Keeps \a menu (File > Recent models) listing the recent models, each importing its path when chosen. */
    void setRecentMenu(QMenu *menu);

Q_SIGNALS:
    /*! An import ended (also when canceled or failed): \a result says what was stored and what failed. */
    void finished(const StepWise::ImportResult &result);

private:
    void onProgress(int done, int total, const QString &current);
    void rebuildRecentMenu();

    Settings *m_settings;
    QWidget *m_window;
    QStatusBar *m_statusBar;
    ImportJob *m_job;
    QStringList m_importing; ///< the paths of the running import, for the recent list once it is done
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QMenu *m_recentMenu = nullptr;
};

} // namespace StepWise
