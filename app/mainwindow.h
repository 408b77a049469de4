// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysisrequest.h"
#include "document/reportdocument.h"
#include "llm/backendconfig.h"
#include "placeholderlistview.h"
#include "settings.h"
#include "trace/modelimporter.h"

#include <QFuture>
#include <QImage>
#include <QMainWindow>
#include <QPointer>
#include <QSet>

#include <atomic>
#include <memory>

class QComboBox;
class QDockWidget;
class QLabel;
class QAction;

namespace StepWise {

class AnalysisController;
class DocumentController;
class DraftStore;
class ExportController;
class ImportController;
class OraclePanel;
class ReplayPanel;
class PathStrip;
class ReportProblems;
class ReportEditor;
class ScreenshotCache;
class ScreenshotPanel;
class SpellChecker;
class StepDetails;
class StepListModel;
class SuggestionList;
struct SuggestionItem;
namespace Engine {
class BackendChoice;
}

/*!
 * StepWise's main window: wiring only. The report editor, the step list, the
 * selected step's screenshot with its suggestions, and the reproduction path; the analysis runs in
 * AnalysisController's worker thread. The report's file and drafts are DocumentController's, imports
 * ImportController's (on the thread pool), exports ExportController's, and problems are shown by ReportProblems.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    struct Options {
        QString databasePath; ///< the model store (SQLite)
        QString appVersion; ///< model to open; empty = the one last used with this store, else its first one
        QString reportText; ///< initial text (not a draft: starts unmodified)
        QString documentPath; ///< a `.stepwise` (or text) file to open
        /*! Why the report given at start (`--report`) could not be opened: shown in the problem banner, with
         *  the editor empty, instead of the window not opening at all. */
        QString reportProblem;
        /*! The app reportText says it is about (an AstroBR report's "app_name"); empty = not said. A model that
         *  cannot be that app (ComponentText::modelCanBeApp()) is named in a warning, once per app version. */
        QString reportAppName;
        int debounceMs = 300;
        int autosaveMs = 3000;
        QString draftDirectory; ///< empty = DraftStore::defaultDirectory()
        /*! What to do with drafts left by a crashed window: "ask", "yes" (restore the newest), "no". */
        QString restoreDrafts = QStringLiteral("ask");
        bool spellCheck = true;
        /*! Save the window layout (geometry, docks, dividers) on close. Off for unattended runs
         *  (--screenshot, --print-text): nobody arranged that window, so the reporter's layout is kept. */
        bool rememberLayout = true;
    };

    /*! Version of the dock and toolbar layout saved in the settings ("window/state", QMainWindow::saveState())
     *  on close and restored at start. Bump it when docks or toolbars are added, renamed or removed, so a
     *  layout saved by an older StepWise is ignored rather than half applied. */
    static constexpr int WindowStateVersion = 1;

    /*! The model store used when none is named (`--db`): models.sqlite in the app's data folder.
     *  The folder may not exist yet. */
    static QString defaultDatabasePath();
    /*! Settings key (a map: store path → app version) of the app version last picked per model store. Each
     *  store remembers its own, so a store opened with `--db` never starts on a version picked in another. */
    static QString lastAppVersionsKey() { return Settings::lastAppVersionsKey(); }
    /*! The map key of \a databasePath in lastAppVersionsKey(): its canonical path, or its absolute path while
     *  the file does not exist. */
    static QString storeSettingsKey(const QString &databasePath);

    explicit MainWindow(const Options &options, QWidget *parent = nullptr);
    ~MainWindow() override;

    ReportEditor *editor() const { return m_editor; }
    StepListModel *stepModel() const { return m_steps; }
    PlaceholderListView *stepView() const { return m_stepView; }
    SuggestionList *suggestions() const { return m_suggestions; }
    ScreenshotPanel *screenshotPanel() const { return m_screenshot; }
    PathStrip *pathStrip() const { return m_path; }
    AnalysisController *controller() const { return m_controller; }
    OraclePanel *oraclePanel() const { return m_oraclePanel; }
    QDockWidget *oracleDock() const { return m_oracleDock; }
    ReplayPanel *replayPanel() const { return m_replayPanel; }
    QDockWidget *replayDock() const { return m_replayDock; }
    DraftStore *drafts() const;
    /*! The latest applied analysis. */
    const AnalysisResult &result() const { return m_result; }
    /*! True when every step of the latest result is annotated and the shown screenshots are loaded. */
    bool isSettled() const;
    /*! The report as a document (text, model, pinned choices, rejected suggestions). */
    ReportDocument document() const;
    /*! The language backend the analysis uses (the API key is never part of it). */
    BackendConfig backendConfig() const;
    /*! The reproduction path given to the replay panel: interactions in order, open app first. */
    QList<Interaction> replayPath() const;

public Q_SLOTS:
    /*! Imports models from \a paths (`-graph.txt` files or folders) in the background. */
    void importPaths(const QStringList &paths);
    void cancelImport();
    /*!
     * Opens \a path into the editor: a `.stepwise` document, or a file read as `stepwise --report` reads
     * it (readReportInput(): plain text, a stepwise.document/1 JSON). \returns false and shows why
     * in the problem banner ("Cannot open the report"), leaving the editor unchanged, when the file cannot be read or
     * is JSON that is not a report (cut off, another schema, an AstroBR reports file, a quality report).
     */
    bool openDocument(const QString &path);
    bool saveDocument(const QString &path);
    /*! Writes the report in \a format ("md", "html" or "json") to \a path (ExportController::exportReport()). */
    bool exportReport(const QString &path, const QString &format);
    void selectAppVersion(const QString &appVersion);
    /*! Saves \a config to the settings (group "llm"), makes the worker use it from the next analysis
     *  on, and re-analyses at once. */
    void setBackendConfig(const BackendConfig &config);
    /*! Settings > Language backend…: LlmSettingsDialog on the saved configuration; OK applies it. */
    void showBackendSettings();
    /*! Attaches the oracle panel's result to the report (saved with it, appended to the exports). */
    void attachOracle(const QString &condition, const QList<StepWise::OracleTest> &tests);
    /*! File > New window: another window on the same model store, with its own report and draft.
     *  \returns the window (deletes itself when closed). */
    MainWindow *newWindow();

Q_SIGNALS:
    /*!
     * A problem was shown (a file that could not be opened, saved or exported, parts of an opened report left
     * out, failed imports, …): \a title, \a text and its \a details, translated; emitted from the event loop, so
     * also for a problem shown by the constructor. Unattended runs (--screenshot, --print-text) print it, as
     * nobody sees the banner.
     */
    void problemsShown(const QString &title, const QString &text, const QStringList &details);
    /*! A result was applied to the editor and the step list. */
    void analysisApplied(quint64 generation);
    /*! Background import done: app versions stored, failure messages. */
    void importFinished(const QStringList &imported, const QStringList &failures);
    /*! isSettled() became true (after an analysis and its screenshots). */
    void settled();
    /*!
     * The model store cannot be used (not a StepWise database, unreadable: also when that happens after
     * the start), it does not hold the app version the window was opened with or that an opened report was
     * written for, or it holds no models.
     * \a message is translated and names the store; the window shows it in the status bar too.
     */
    void storeProblem(const QString &message);

protected:
    friend struct WindowActions;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildUi();
    void applyResult(const AnalysisResult &result);
    void onImportFinished(const ImportResult &result);
    void updateReplay();
    void showBackendNotes();
    void checkSettled();
    void reportStoreProblem(const QString &message);
    void onStepSelected();
    void acceptSuggestion(const SuggestionItem &item);
    void rejectSuggestion(const SuggestionItem &item);
    void chooseCandidate(const SuggestionItem &item);
    void applyDocument(const ReportDocument &doc);
    void setDark(bool dark);
    /*! Says (once per version) that the report's \a appVersion is not in the store and what to do. */
    void warnMissingAppVersion(const QString &appVersion);
    /*! The report is about m_reportAppName, which \a model cannot be: opens a model of that app when the store
     *  holds one and no version was asked for, else warns (ReportProblems::checkOtherApp()). */
    void warnOtherApp(const ExecutionModel &model);
    void updateTitle();

    Options m_options;
    Settings *m_settings = nullptr;
    AnalysisController *m_controller = nullptr;
    ReportEditor *m_editor = nullptr;
    StepListModel *m_steps = nullptr;
    PlaceholderListView *m_stepView = nullptr;
    ScreenshotPanel *m_screenshot = nullptr;
    SuggestionList *m_suggestions = nullptr;
    PathStrip *m_path = nullptr;
    OraclePanel *m_oraclePanel = nullptr;
    QDockWidget *m_oracleDock = nullptr;
    ReplayPanel *m_replayPanel = nullptr;
    QDockWidget *m_replayDock = nullptr;
    std::shared_ptr<Engine::BackendChoice> m_backend;
    OracleAttachment m_oracle;
    ScreenshotCache *m_cache = nullptr;
    QComboBox *m_versionPicker = nullptr;
    QLabel *m_workerStatus = nullptr;
    QLabel *m_summary = nullptr;
    ReportProblems *m_problems = nullptr;
    DocumentController *m_documents = nullptr;
    ImportController *m_imports = nullptr;
    ExportController *m_exports = nullptr;
    QAction *m_darkAction = nullptr;
    std::unique_ptr<SpellChecker> m_spellChecker;
    std::shared_ptr<const ExecutionModel> m_appWordsModel; ///< the model whose words m_spellChecker accepts
    std::unique_ptr<StepDetails> m_details;
    AnalysisResult m_result;
    QHash<QString, QString> m_pins;
    QSet<QString> m_rejected;
    QSet<QString> m_accepted; ///< QualityAssessor::acceptedKey() of the steps inserted from suggestions
    QString m_pendingAppVersion;
    QString m_reportAppName; ///< Options::reportAppName while that report is open
    bool m_syncing = false;
    bool m_settled = false;
    bool m_storeChecked = false; ///< the app versions were checked against Options::appVersion
    bool m_storeUnusable = false; ///< the store failed to open or read: no model can be loaded from it
    QString m_storeProblem; ///< the last reportStoreProblem() message; the panel shows it while the store is unusable
};

} // namespace StepWise
