// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "analysis/analysiscontroller.h"
#include "analysis/importjob.h"
#include "document/reportinput.h"
#include "common/quoting.h"
#include "document/documentexporter.h"
#include "draftstore.h"
#include "darkpalette.h"
#include "draftprompt.h"
#include "elidingcombobox.h"
#include "importfeedback.h"
#include "reportexport.h"
#include "windowactions.h"
#include "enginefactory.h"
#include "graph/sqlitegraphstore.h"
#include "itemmodels/steplistmodel.h"
#include "language/componenttext.h"
#include "language.h"
#include "llmsettingsdialog.h"
#include "modeltoolbar.h"
#include "oraclepanel.h"
#include "problembanner.h"
#include "pathstrip.h"
#include "percent.h"
#include "placeholderlistview.h"
#include "quality/qualityassessor.h"
#include "quality/reproductionplan.h"
#include "replaypanel.h"
#include "reporteditor.h"
#include "reportworkspace.h"
#include "screenshotcache.h"
#include "screenshotpanel.h"
#include "settings.h"
#include "shortcutsdialog.h"
#include "spellchecker.h"
#include "stepdetails.h"
#include "suggestionlist.h"
#include "trace/archiveextractor.h"
#include "trace/modelimporter.h"

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialog>
#include <QDebug>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QVBoxLayout>
#include <QMenu>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextDocument>
#include <QTimer>
#include <QUrl>

#include <algorithm>

namespace StepWise {

namespace {

// What ModelImporter's readers take: folders (graph dumps, traces, dump sequences), graph dumps,
// uiautomator dumps, trace executions and archives of any of these.
bool isModelPath(const QString &path)
{
    const QFileInfo fi(path);
    const QString name = fi.fileName().toLower();
    return fi.isDir() || name.endsWith(QStringLiteral("-graph.txt")) || name.endsWith(QStringLiteral(".xml"))
        || name.endsWith(QStringLiteral(".json")) || ArchiveExtractor::isArchiveName(path);
}


} // namespace

QString MainWindow::defaultDatabasePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/models.sqlite");
}

QString MainWindow::storeSettingsKey(const QString &databasePath)
{
    return Settings::storeKey(databasePath);
}

MainWindow::MainWindow(const Options &options, QWidget *parent)
    : QMainWindow(parent)
    , m_options(options)
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    m_settings = new Settings(this);
    m_backend = std::make_shared<Engine::BackendChoice>(m_settings->backendConfig());
    m_settings->migrateLegacyAppVersion(defaultDatabasePath());
    // The worker opens the store; its error (also on a later reopen) names the store, like every store
    // problem the window reports (storeProblem()).
    AnalysisWorker::StoreFactory openStore = [path = options.databasePath, open = Engine::graphStore(options.databasePath)](QString *error) {
        std::unique_ptr<GraphStore> store = open(error);
        if (!store)
            *error = tr("Cannot use the model store %1: %2").arg(path, *error);
        return store;
    };
    m_controller = new AnalysisController(std::move(openStore), Engine::configuredAssessor(m_backend), this);
    m_controller->setDebounceInterval(options.debounceMs);
    m_import = new ImportJob(options.databasePath, this);
    connect(m_import, &ImportJob::progress, this, &MainWindow::onImportProgress);
    connect(m_import, &ImportJob::finished, this, &MainWindow::onImportFinished);
    m_cache = new ScreenshotCache(this);
    connect(m_cache, &ScreenshotCache::loadRequested, m_controller, &AnalysisController::requestScreenshot);
    connect(m_controller, &AnalysisController::screenshotReady, m_cache, &ScreenshotCache::addPng);
    // Screenshots arrive in bursts (one per screen on the path): redraw once per burst, not once per picture,
    // since a long report's path strip has thousands of cards.
    m_imagesArrived = new QTimer(this);
    m_imagesArrived->setSingleShot(true);
    m_imagesArrived->setInterval(30);
    connect(m_imagesArrived, &QTimer::timeout, this, [this] {
        m_details->update();
        m_details->updatePath();
        checkSettled();
    });
    connect(m_cache, &ScreenshotCache::imageReady, this, [this] {
        if (!m_imagesArrived->isActive())
            m_imagesArrived->start();
    });
    // A screenshot size on the replay path may decide "Recorded on": apply it without waiting for a re-analysis.
    connect(m_cache, &ScreenshotCache::sizeKnown, this, [this](const QString &appVersion, const QString &screenId) {
        const auto onPath = [&screenId](const Interaction &i) { return i.sourceId == screenId; };
        if (appVersion == m_result.appVersion && std::any_of(m_replayPath.cbegin(), m_replayPath.cend(), onPath))
            updateReplay();
    });

    buildUi();
    WindowActions::build(this);

    connect(m_controller, &AnalysisController::resultReady, this, &MainWindow::applyResult);
    connect(m_controller, &AnalysisController::statusChanged, m_workerStatus, &QLabel::setText);
    connect(m_controller, &AnalysisController::failed, this, [this](const QString &message) {
        m_storeUnusable = true;
        reportStoreProblem(message);
    });
    connect(m_controller, &AnalysisController::appVersionsChanged, this, [this](const QStringList &versions) {
        const QString wanted = !m_pendingAppVersion.isEmpty() ? m_pendingAppVersion : m_versionPicker->currentText();
        QSignalBlocker block(m_versionPicker);
        m_versionPicker->clear();
        m_versionPicker->addItems(versions);
        block.unblock();
        if (!m_storeChecked && !m_storeUnusable) {
            // Once, for what the window was opened with: a mistyped version would otherwise only show up
            // as a report where every step "matches nothing".
            m_storeChecked = true;
            if (!m_options.appVersion.isEmpty() && !versions.contains(m_options.appVersion))
                //: %1 is the store's file name, %2 the app version asked for, %3 the versions it holds
                //: (app versions, e.g. 1-org.gnucash.android-2.1.3, stay as they are)
                reportStoreProblem(tr("The model store %1 holds no app version “%2”; it holds: %3.")
                                       .arg(m_options.databasePath, m_options.appVersion,
                                            versions.isEmpty() ? tr("none")
                                                               : SqliteGraphStore::versionsLike(versions, m_options.appVersion).join(QStringLiteral(", "))));
            else if (versions.isEmpty())
                //: %1 is the store's file name; the command stays as it is
                reportStoreProblem(tr("The model store %1 holds no models; import one with “stepwise-cli import --db %1 PATH” "
                                      "or File > Open model.")
                                       .arg(m_options.databasePath));
        }
        QString pick = versions.contains(wanted) ? wanted : QString();
        if (pick.isEmpty()) {
            const QString last = m_settings->lastAppVersion(m_options.databasePath);
            pick = versions.contains(last) ? last : versions.value(0);
        }
        if (!m_pendingAppVersion.isEmpty() && pick == m_pendingAppVersion)
            m_pendingAppVersion.clear();
        m_versionPicker->setCurrentText(pick);
        m_controller->setAppVersion(pick);
        // addItems() (signals blocked) already made the first version current: picking it changes no text,
        // so currentTextChanged does not name it in the title.
        updateTitle();
        if (!m_pendingAppVersion.isEmpty() && !m_storeUnusable && m_pendingAppVersion != m_options.appVersion)
            warnMissingAppVersion(m_pendingAppVersion); // a document's version (the window's own was checked above)
        // A store that cannot be used keeps its problem in the panel: "open a model" would send the user to
        // import into the damaged file.
        if (versions.isEmpty() && !m_storeUnusable)
            m_screenshot->setMessage(tr("No model"),
                                     tr("Open an execution model with File > Open model… or drop a *-graph.txt file, "
                                        "a recorded trace (its folder) or an archive of traces on the window."));
        m_stepView->setPlaceholderText(
            versions.isEmpty()
                ? tr("The steps are checked once an execution model is loaded: File > Open model…, or drop a "
                     "*-graph.txt file, a trace folder or an archive of traces on the window.")
                : tr("No steps yet: write the steps to reproduce in the report, one per line; each is checked "
                     "against the app as you type."));
    });
    connect(m_controller, &AnalysisController::requestSent, this, [this] { m_settled = false; });

    m_pendingAppVersion = options.appVersion;
    m_drafts = std::make_unique<DraftStore>(options.draftDirectory.isEmpty() ? DraftStore::defaultDirectory()
                                                                               : options.draftDirectory);
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setInterval(options.autosaveMs);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
    m_autosaveTimer->start();

    // The remembered layout first: a report opened below shows the panels it needs (its test oracle) even when
    // the last session closed them.
    restoreGeometry(m_settings->windowGeometry());
    // Which docks are open and where, and the toolbar (by objectName).
    restoreState(m_settings->windowState(), WindowStateVersion);
    // Where the reporter dragged the panes' dividers (QSplitter::restoreState ignores data it cannot read).
    for (QSplitter *splitter : findChildren<QSplitter *>(Qt::FindChildrenRecursively))
        if (!splitter->objectName().isEmpty())
            splitter->restoreState(m_settings->splitterState(splitter->objectName()));

    if (!options.reportProblem.isEmpty())
        showProblems(tr("Cannot open the report"), options.reportProblem, {});
    else if (!options.documentPath.isEmpty())
        openDocument(options.documentPath);
    else if (!options.reportText.isEmpty()) {
        m_editor->setPlainText(options.reportText);
        m_reportAppName = options.reportAppName;
    }
    m_controller->setText(m_editor->toPlainText());

    if (options.spellCheck) {
        m_spellChecker = std::make_unique<SpellChecker>();
        m_editor->setSpellChecker(m_spellChecker.get());
    }

    setDark(m_settings->dark());
    connect(m_settings, &Settings::darkChanged, this, &MainWindow::setDark);
    connect(m_settings, &Settings::recentModelsChanged, this, &MainWindow::rebuildRecentMenu);
    updateTitle();
    const QString mode = options.restoreDrafts;
    QTimer::singleShot(0, this, [this, mode] { offerDraftRestore(mode); });
}

MainWindow::~MainWindow()
{
    // An import still running is canceled (nothing half-written stays) and finishes before this window goes away.
    delete m_import;
    // Any exit that is not a crash leaves no draft behind, but for a restored draft nobody was asked about.
    if (m_drafts && !m_keepDraft)
        m_drafts->discard();
}

void MainWindow::buildUi()
{
    resize(1280, 800);
    auto *workspace = new ReportWorkspace;
    m_editor = workspace->editor();
    m_stepView = workspace->stepView();
    m_summary = workspace->summary();
    m_screenshot = workspace->screenshot();
    m_suggestions = workspace->suggestions();
    m_path = workspace->path();
    m_steps = new StepListModel(this);
    m_stepView->setModel(m_steps);
    m_details = std::make_unique<StepDetails>(StepDetails::Widgets{m_cache, m_steps, m_screenshot, m_suggestions, m_path},
                                              StepDetails::State{m_result, m_pins, m_rejected, m_storeUnusable, m_storeProblem,
                                                                 [this] { return m_stepView->currentIndex().row(); }});
    // The problem banner above the report: failures are read there while the report stays editable.
    m_problems = new ProblemBanner;
    auto *central = new QWidget;
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_problems);
    centralLayout->addWidget(workspace, 1);
    setCentralWidget(central);

    // The oracle and replay docks: hidden until asked for (View menu), so the report stays in front.
    m_oraclePanel = new OraclePanel;
    m_oracleDock = new QDockWidget(tr("Test oracle"), this);
    m_oracleDock->setObjectName(QStringLiteral("oracleDock"));
    m_oracleDock->setWidget(m_oraclePanel);
    addDockWidget(Qt::RightDockWidgetArea, m_oracleDock);
    m_oracleDock->hide();
    connect(m_oraclePanel, &OraclePanel::finished, this, &MainWindow::attachOracle);
    connect(m_oraclePanel, &OraclePanel::removed, this, [this] {
        if (m_oracle.isEmpty())
            return;
        m_oracle = OracleAttachment();
        m_draftDirty = true;
        m_editor->document()->setModified(true);
        updateTitle();
        statusBar()->showMessage(tr("Test oracle removed from the report."), 10000);
    });
    connect(m_oraclePanel, &OraclePanel::failed, this, [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    m_replayPanel = new ReplayPanel;
    m_replayDock = new QDockWidget(tr("Replay on a device"), this);
    m_replayDock->setObjectName(QStringLiteral("replayDock"));
    m_replayDock->setWidget(m_replayPanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_replayDock);
    m_replayDock->hide();
    // The tall oracle panel runs down to the status bar beside the replay dock instead of sitting on it, so
    // with both open the window still fits a 1280×800 screen (the heights no longer add up).
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    connect(m_replayPanel, &ReplayPanel::replayFinished, this, [this](bool, const QString &message) {
        statusBar()->showMessage(message, 10000);
    });

    auto *bar = new ModelToolBar(this);
    addToolBar(bar);
    m_versionPicker = bar->versionPicker();
    // The user's own pick replaces a version the report asked for that the store does not hold.
    connect(m_versionPicker, &QComboBox::activated, this, [this] { m_pendingAppVersion.clear(); });
    connect(m_versionPicker, &QComboBox::currentTextChanged, this, [this](const QString &v) {
        if (v.isEmpty())
            return;
        m_cache->clear();
        m_controller->setAppVersion(v);
        m_settings->setLastAppVersion(m_options.databasePath, v);
        m_draftDirty = true;
        updateTitle();
    });
    // The panels start hidden: their switches stay in sight, not only in the View menu.
    bar->addPanelToggles({m_oracleDock->toggleViewAction(), m_replayDock->toggleViewAction()});

    m_workerStatus = new QLabel(tr("Starting…"));
    m_workerStatus->setObjectName(QStringLiteral("workerStatus"));
    // A gap, so a long message clipped at the permanent widgets does not run into the worker's status.
    m_workerStatus->setContentsMargins(12, 0, 0, 0);
    // QStatusBar clips a message wider than its room: the tooltip holds it whole.
    connect(statusBar(), &QStatusBar::messageChanged, statusBar(), &QWidget::setToolTip);
    statusBar()->addPermanentWidget(m_workerStatus);
    m_importProgress = new QProgressBar;
    m_importProgress->setObjectName(QStringLiteral("importProgress"));
    m_importProgress->setFormat(Percent::progressBarFormat());
    m_importProgress->setMaximumWidth(200);
    m_importProgress->hide();
    m_importCancel = new QPushButton(tr("Cancel import"));
    m_importCancel->setObjectName(QStringLiteral("importCancel"));
    m_importCancel->setToolTip(tr("Stop the import (Esc); models already stored are kept"));
    m_importCancel->hide();
    connect(m_importCancel, &QPushButton::clicked, this, &MainWindow::cancelImport);
    statusBar()->addPermanentWidget(m_importProgress);
    statusBar()->addPermanentWidget(m_importCancel);

    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        m_controller->setText(m_editor->toPlainText());
        m_draftDirty = true;
    });
    connect(m_editor->document(), &QTextDocument::modificationChanged, this, &MainWindow::updateTitle);
    connect(m_editor, &ReportEditor::annotationActivated, this, [this](int row) {
        if (m_syncing || row < 0 || row >= m_steps->rowCount())
            return;
        m_syncing = true;
        m_stepView->setCurrentIndex(m_steps->index(row));
        m_syncing = false;
    });
    connect(m_stepView->selectionModel(), &QItemSelectionModel::currentChanged, this, &MainWindow::onStepSelected);
    // A row the window selected by itself is current without the caret on it: a click on it takes it there.
    connect(m_stepView, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
        if (index.isValid() && !m_syncing)
            m_editor->selectAnnotation(index.row());
    });
    connect(m_steps, &QAbstractItemModel::dataChanged, this, [this] { m_details->update(); });
    // A re-analysis keeps the rows (dataChanged) but may change their messages, hence their heights;
    // QListView only re-asks the delegate's sizeHint() on a layout.
    connect(m_steps, &QAbstractItemModel::dataChanged, m_stepView, &QListView::doItemsLayout);
    connect(m_suggestions, &SuggestionList::accepted, this, &MainWindow::acceptSuggestion);
    connect(m_suggestions, &SuggestionList::rejected, this, &MainWindow::rejectSuggestion);
    connect(m_suggestions, &SuggestionList::candidateChosen, this, &MainWindow::chooseCandidate);
    connect(m_suggestions, &SuggestionList::previewRequested, this, [this](const SuggestionItem &item, int number) { m_details->preview(item, number); });
}


void MainWindow::applyResult(const AnalysisResult &result)
{
    if (!result.error.isEmpty()) {
        m_editor->clearAnnotations();
        m_steps->clear();
        m_result = result;
        m_details->update();
        m_details->updatePath();
        updateReplay();
        // A store that cannot be read is reported like any store problem (it stays in the status bar).
        if (result.storeProblem)
            reportStoreProblem(result.error);
        else
            statusBar()->showMessage(result.error, 10000);
        // A failed analysis is final too: whoever waits for settled() must not wait forever.
        checkSettled();
        return;
    }
    // The analysed text is the editor's text: the generation check guarantees it.
    m_result = result;
    if (result.model) {
        m_cache->noteModel(result.appVersion, *result.model);
        warnOtherApp(*result.model);
    }
    // The app's own words ("GnuCash", a screen's "Fillup") are no typos; collected once per loaded model.
    if (m_spellChecker && result.model && result.model != m_appWordsModel) {
        m_appWordsModel = result.model;
        m_spellChecker->setAppWords(SpellChecker::appWords(*result.model));
        m_editor->checkSpelling();
    }
    QList<StepAnnotation> annotations;
    for (const StepAssessment &s : result.report.steps)
        annotations << StepAnnotation{s.step.offset, s.step.length, s.labels, s.message};
    const int previousRow = m_stepView->currentIndex().row();
    m_editor->setAnnotations(annotations);
    m_steps->setSteps(result.report.steps);
    const int atCaret = m_editor->annotationAt(m_editor->textCursor().position());
    const QModelIndex current = m_stepView->currentIndex();
    if (m_steps->rowCount() > 0 && (!current.isValid() || (atCaret >= 0 && atCaret != current.row()))) {
        // The step the caret is in, else the one selected before, else the first step that needs attention.
        int row = atCaret;
        if (row < 0 && previousRow >= 0 && previousRow < m_steps->rowCount())
            row = previousRow;
        for (int r = 0; row < 0 && r < m_steps->rowCount(); ++r) {
            const QVariant quality = m_steps->index(r).data(StepListModel::PrimaryQualityRole);
            if (quality.isValid() && quality.toInt() != int(StepQuality::Correct))
                row = r;
        }
        // Chosen by the window, not the reporter: the caret stays where they are typing.
        m_syncing = true;
        m_stepView->setCurrentIndex(m_steps->index(std::max(row, 0)));
        m_syncing = false;
    }
    m_summary->setText(StepDetails::summary(result.report));
    showBackendNotes();
    m_details->update();
    m_details->updatePath();
    updateReplay();
    autosave();
    Q_EMIT analysisApplied(result.generation);
    checkSettled();
}

void MainWindow::onStepSelected()
{
    const int row = m_stepView->currentIndex().row();
    if (!m_syncing && row >= 0) {
        m_syncing = true;
        m_editor->selectAnnotation(row);
        m_syncing = false;
    }
    m_details->update();
}

bool MainWindow::isSettled() const
{
    if (m_controller->isBusy() || m_result.generation == 0 || m_result.generation != m_controller->generation())
        return false;
    if (m_editor->annotationCount() != m_result.report.steps.size() && m_result.error.isEmpty())
        return false;
    const QString version = m_result.appVersion;
    // Screens without a screenshot (Start, End, …) are known to the cache from the model.
    auto known = [&](const QString &screen) { return screen.isEmpty() || m_cache->isKnown(version, screen); };
    const int row = m_stepView->currentIndex().row();
    if (row >= 0 && row < m_steps->rowCount()) {
        QRect ignored;
        if (!known(m_details->stepScreen(row, &ignored)))
            return false;
        for (const MissingInteraction &m : m_steps->step(row).missingBefore) {
            if (!known(m.sourceScreenId))
                return false;
        }
    }
    for (const PathEntry &e : m_path->path()) {
        if (!known(e.screenId))
            return false;
    }
    return true;
}

void MainWindow::reportStoreProblem(const QString &message)
{
    // Stays in the status bar until the next message: the reporter must not miss why nothing matches. The
    // status bar clips it; the panel shows it whole.
    m_storeProblem = message;
    statusBar()->showMessage(message);
    m_screenshot->setMessage(tr("Model store"), message);
    Q_EMIT storeProblem(message);
}

void MainWindow::checkSettled()
{
    if (m_settled || !isSettled())
        return;
    // "Settled" promises that what is shown is final (--screenshot grabs it right away): apply the
    // layout requests still queued, e.g. the suggestion list's scroll area growing to the new rows.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    m_settled = true;
    Q_EMIT settled();
}

void MainWindow::acceptSuggestion(const SuggestionItem &item)
{
    const int row = m_stepView->currentIndex().row();
    const int position = m_editor->annotationStart(row);
    if (position < 0)
        return;
    m_editor->insertStepBefore(position, item.text);
    //: %1 is the inserted step in the report's language (stays as is), %2 the Undo shortcut
    statusBar()->showMessage(tr("Inserted “%1”. Undo with %2.").arg(nestedQuotes(item.text), QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)), 5000);
}

void MainWindow::rejectSuggestion(const SuggestionItem &item)
{
    m_rejected.insert(item.interactionId);
    m_draftDirty = true;
    m_details->update();
}

void MainWindow::chooseCandidate(const SuggestionItem &item)
{
    const int row = m_stepView->currentIndex().row();
    if (row < 0 || row >= m_steps->rowCount())
        return;
    m_pins.insert(QualityAssessor::pinKey(m_steps->step(row).step), item.interactionId);
    m_controller->setPinnedInteractions(m_pins);
    m_draftDirty = true;
    //: %1 is the chosen interaction, e.g. click “Save” (Button): action, the app's label and widget class
    statusBar()->showMessage(tr("Step pinned to %1.").arg(item.text), 5000);
}

ReportDocument MainWindow::document() const
{
    ReportDocument d;
    d.text = m_editor->toPlainText();
    // A version the store does not hold yet stays the report's until the user picks another one.
    d.appVersion = m_pendingAppVersion.isEmpty() ? m_versionPicker->currentText() : m_pendingAppVersion;
    d.pinnedInteractions = m_pins;
    d.rejectedSuggestions = m_rejected;
    d.oracle = m_oracle;
    d.documentPath = m_documentPath;
    return d;
}

BackendConfig MainWindow::backendConfig() const
{
    return m_backend->config();
}

void MainWindow::setBackendConfig(const BackendConfig &config)
{
    m_settings->setBackendConfig(config);
    m_backend->set(config);
    statusBar()->showMessage(config.kind == BackendConfig::Kind::Llm
                                 ? tr("Language backend: LLM %1 at %2").arg(config.endpoint.model, config.endpoint.baseUrl.toDisplayString())
                                 : tr("Language backend: offline analyzer"),
                             5000);
    m_controller->reanalyze();
}

void MainWindow::showBackendSettings()
{
    LlmSettingsDialog dialog(m_settings->backendConfig(), this);
    dialog.setObjectName(QStringLiteral("llmSettingsDialog"));
    dialog.setPreviewText(m_editor->toPlainText());
    if (dialog.exec() == QDialog::Accepted)
        setBackendConfig(dialog.config());
}

void MainWindow::showBackendNotes()
{
    const QString notes = m_result.report.backendNotes;
    if (notes.isEmpty()) {
        m_summary->setToolTip({});
        return;
    }
    // The summary keeps the first line (calls, cost); the tooltip and the status bar carry every note.
    m_summary->setText(m_summary->text() + u'\n' + notes);
    m_summary->setToolTip(Qt::convertFromPlainText(notes, Qt::WhiteSpaceNormal)); // notes quote the report's steps
    const QStringList lines = notes.split(u'\n');
    statusBar()->showMessage(lines.size() > 1 ? lines.at(1).trimmed() : lines.first(), 10000);
}

void MainWindow::updateReplay()
{
    QList<Interaction> path;
    QList<Screen> screens;
    QString package;
    if (m_result.isValid()) {
        path = ReproductionPlan::path(m_result.report, *m_result.model);
        screens = ReproductionPlan::screens(path, *m_result.model);
        package = ReproductionPlan::package(*m_result.model, m_result.appVersion);
        // "Recorded on" defaults as in `assess --device`; the dock's text counts as the user's choice.
        const QString version = m_result.appVersion;
        const ReproductionPlan::RecordingDevice recorded = ReproductionPlan::recordingDevice(
            std::nullopt, path, *m_result.model, [&](const QString &screenId) { return m_cache->size(version, screenId); });
        m_replayPanel->setRecordingDefault(version, recorded.profile.name);
    }
    QStringList key{m_result.appVersion};
    for (const Interaction &i : std::as_const(path))
        key << i.id;
    if (key == m_replayKey && !path.isEmpty())
        return; // same path of the same model: a running replay goes on
    m_replayKey = key;
    m_replayPath = path;
    m_replayPanel->setPath(path, screens, package);
}

void MainWindow::attachOracle(const QString &condition, const QList<OracleTest> &tests)
{
    if (condition.isEmpty() && tests.isEmpty())
        return;
    m_oracle.condition = condition;
    m_oracle.tests = tests;
    m_oracle.formula = m_oraclePanel->formula();
    const OracleResultContext context = m_oraclePanel->resultContext();
    m_oracle.program = context.program;
    m_oracle.names = context.names;
    m_oracle.agreement = context.agreement;
    m_draftDirty = true;
    m_editor->document()->setModified(true);
    updateTitle();
    statusBar()->showMessage(tr("Test oracle attached to the report (%n labelled test(s)).", nullptr, int(tests.size())), 10000);
}

MainWindow *MainWindow::newWindow()
{
    Options o = m_options;
    o.reportText.clear();
    o.documentPath.clear();
    o.restoreDrafts = QStringLiteral("no"); // this process's windows are alive: nothing to restore
    o.appVersion = m_versionPicker->currentText();
    auto *w = new MainWindow(o);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->move(pos() + QPoint(32, 32));
    w->show();
    return w;
}

void MainWindow::applyDocument(const ReportDocument &doc)
{
    // The previous report's missing app version is not this report's (a new report starts on the shown model).
    if (!m_missingWarned.isEmpty() && m_pendingAppVersion == m_missingWarned)
        m_pendingAppVersion.clear();
    m_missingWarned.clear();
    m_reportAppName.clear();
    m_otherAppWarned.clear();
    m_pins = doc.pinnedInteractions;
    m_rejected = doc.rejectedSuggestions;
    m_oracle = doc.oracle;
    // The panel shows (and exports) the report's oracle however it got there: a session or a document.
    m_oraclePanel->setResult(m_oracle.condition, m_oracle.tests, m_oracle.formula,
                             {m_oracle.program, m_oracle.names, m_oracle.agreement});
    // A report with a test oracle opens with it in view; the panel is not closed for one without.
    if (!m_oracle.isEmpty())
        m_oracleDock->show();
    m_controller->setPinnedInteractions(m_pins);
    m_editor->setPlainText(doc.text);
    if (!doc.appVersion.isEmpty())
        selectAppVersion(doc.appVersion);
}

void MainWindow::selectAppVersion(const QString &appVersion)
{
    const QStringList versions = m_controller->appVersions();
    if (versions.contains(appVersion)) {
        m_versionPicker->setCurrentText(appVersion);
        return;
    }
    m_pendingAppVersion = appVersion; // applied when the store lists it
    // An empty list may not be loaded yet: the appVersionsChanged handler checks it then.
    if (!versions.isEmpty())
        warnMissingAppVersion(appVersion);
}

void MainWindow::autosave()
{
    if (!m_draftDirty || !m_drafts)
        return;
    // A report as it was opened or given at start loses nothing when the window is killed: a draft of it would only
    // ask to be restored at the next start.
    if (!m_editor->document()->isModified() && m_pins.isEmpty() && m_rejected.isEmpty() && m_oracle.isEmpty())
        return;
    QString error;
    if (m_drafts->save(document(), &error)) {
        m_draftDirty = false;
        m_autosaveError.clear();
    } else if (error != m_autosaveError) {
        m_autosaveError = error;
        showProblems(tr("The draft could not be saved"), error, {});
    }
}

void MainWindow::offerDraftRestore(const QString &mode)
{
    if (mode == u"no")
        return;
    QStringList unreadable;
    const QList<DraftStore::Orphan> orphans = m_drafts->orphans(&unreadable);
    if (!unreadable.isEmpty()) {
        // Kept on disk: the user may still recover the text by hand.
        const QString message = tr("A draft left by an earlier session cannot be read and stays where it is: %1").arg(unreadable.join(u"; "));
        showProblems(tr("Draft not restored"), message, {});
        qWarning().noquote() << message;
    }
    if (orphans.isEmpty())
        return;
    const DraftStore::Orphan &newest = orphans.first();
    if (mode != u"yes") {
        const DraftChoice choice = askRestoreDraft(this, newest.modified, DraftStore::preview(newest.document.text));
        if (choice == DraftChoice::Discard)
            DraftStore::removeOrphan(newest.path);
        if (choice != DraftChoice::Restore)
            return;
    }
    m_documentPath = newest.document.documentPath;
    applyDocument(newest.document);
    m_editor->document()->setModified(true);
    m_restoredDraft = true;
    m_draftDirty = true;
    autosave();
    // The old draft goes only once this window's draft holds the text: it stays the only copy otherwise.
    if (!m_draftDirty)
        DraftStore::removeOrphan(newest.path);
    statusBar()->showMessage(tr("Draft restored."), 5000);
    updateTitle();
}

bool MainWindow::openDocument(const QString &path)
{
    ReportDocument doc;
    QString error;
    QStringList warnings;
    if (!readReportDocument(path, &doc, &error, &warnings)) {
        showProblems(tr("Cannot open the report"), error, {});
        return false;
    }
    m_documentPath = doc.documentPath;
    applyDocument(doc);
    m_editor->document()->setModified(false);
    updateTitle();
    if (!warnings.isEmpty())
        showProblems(tr("Parts of the report were left out"), warnings.join(u'\n'), {});
    return true;
}

bool MainWindow::saveDocument(const QString &path)
{
    QString error;
    if (!document().save(path, &error)) {
        showProblems(tr("Save failed"), error, {});
        return false;
    }
    m_documentPath = path;
    m_editor->document()->setModified(false);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool MainWindow::saveDocumentDialog(bool saveAs)
{
    QString path = m_documentPath;
    if (saveAs || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save report"), path, tr("StepWise reports (*.stepwise)"));
        if (path.isEmpty())
            return false;
        if (!path.endsWith(QStringLiteral(".stepwise")))
            path += QStringLiteral(".stepwise");
    }
    return saveDocument(path);
}

void MainWindow::openDocumentDialog()
{
    if (!maybeSave(tr("Save the report before opening another one?")))
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open report"), {},
                                                      tr("Reports (*.stepwise *.txt *.md *.json);;All files (*)"));
    if (!path.isEmpty())
        openDocument(path);
}

void MainWindow::openModelDialog()
{
    QFileDialog dialog(this, tr("Open execution model (a *-graph.txt file, a trace or dump, or an archive)"));
    dialog.setFileMode(QFileDialog::ExistingFiles);
    dialog.setNameFilters({tr("Models and recordings (*-graph.txt *.xml *.json *.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz)"),
                           tr("Graph dumps (*-graph.txt)"), tr("All files (*)")});
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    importPaths(dialog.selectedFiles());
}

void MainWindow::openModelFolderDialog()
{
    // A file dialog cannot pick both files and folders (natively): folders get their own action.
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Open execution model folder (graph dumps, a trace or a sequence of dumps)"));
    if (!dir.isEmpty())
        importPaths({dir});
}

void MainWindow::importPaths(const QStringList &paths)
{
    if (m_import->isRunning()) {
        statusBar()->showMessage(tr("An import is already running."), 5000);
        return;
    }
    for (const QString &p : paths)
        m_settings->addRecentModel(p);
    m_importProgress->setRange(0, 0);
    m_importProgress->show();
    m_importCancel->show();
    statusBar()->showMessage(tr("Importing %1…").arg(paths.join(QStringLiteral(", "))));
    m_import->start(paths);
}

void MainWindow::onImportProgress(int done, int total, const QString &current)
{
    m_importProgress->setRange(0, std::max(1, total));
    m_importProgress->setValue(done);
    if (!current.isEmpty())
        statusBar()->showMessage(tr("Importing %1…").arg(QDir::toNativeSeparators(current)));
}

void MainWindow::onImportFinished(const ImportResult &result)
{
    m_importProgress->hide();
    m_importCancel->hide();
    QString switched;
    if (!result.imported.isEmpty()) {
        m_cache->clear();
        m_pendingAppVersion = result.imported.last();
        if (m_pendingAppVersion != m_versionPicker->currentText())
            switched = m_pendingAppVersion;
        for (const QString &v : result.imported)
            m_controller->modelsChanged(v);
    }
    const ImportFeedback feedback(result, m_import->databasePath(), switched);
    statusBar()->showMessage(feedback.status, 10000);
    if (!feedback.problemTitle.isEmpty())
        showProblems(feedback.problemTitle, feedback.problemText, feedback.failures, feedback.notes);
    Q_EMIT importFinished(result.imported, feedback.failures);
}

void MainWindow::cancelImport()
{
    m_import->cancel();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!event->mimeData()->hasUrls())
        return;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile() && isModelPath(url.toLocalFile())) {
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    if (!event->mimeData()->hasUrls())
        return;
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile() && isModelPath(url.toLocalFile()))
            paths << url.toLocalFile();
    }
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    // Never import inside dropEvent: the drag source waits for it to return.
    QTimer::singleShot(0, this, [this, paths] { importPaths(paths); });
}

ReplayPlan MainWindow::replayPlanForExport() const
{
    // The replay dock's devices: exports end with the adb plan of the reproduction path once
    // the user chose a target device there; an untouched default is no request for a replay section.
    if (!m_result.isValid() || !m_replayPanel->targetChosen())
        return {};
    return ReproductionPlan::plan(m_result.report, *m_result.model, m_replayPanel->sourceProfile(),
                                  m_replayPanel->targetProfile());
}

bool MainWindow::exportReport(const QString &path, const QString &format)
{
    if (m_result.generation == 0 || !m_result.error.isEmpty()) {
        statusBar()->showMessage(tr("Nothing to export yet: no analysis result."), 5000);
        return false;
    }
    const std::optional<QByteArray> bytes = exportedReport(m_result.report, document(), replayPlanForExport(), format, m_result, m_options.databasePath,
                                                           [this](const QString &id) { return m_details->wireframeScreen(id); });
    if (!bytes)
        return false;
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(*bytes) < 0 || !f.commit()) {
        showProblems(tr("Export failed"), tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), f.errorString()), {});
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void MainWindow::exportDialog()
{
    QString filter;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export quality report"), {},
                                                      tr("Markdown (*.md);;HTML (*.html);;JSON (*.json)"), &filter);
    if (path.isEmpty())
        return;
    QString format = QFileInfo(path).suffix().toLower();
    if (format != u"md" && format != u"html" && format != u"json")
        format = filter.contains(u"HTML") ? QStringLiteral("html") : filter.contains(u"JSON") ? QStringLiteral("json") : QStringLiteral("md");
    exportReport(path, format);
}

void MainWindow::copyMarkdown()
{
    if (m_result.generation == 0)
        return;
    QApplication::clipboard()->setText(DocumentExporter::toMarkdown(m_result.report, document(), replayPlanForExport()));
    statusBar()->showMessage(tr("Markdown copied to the clipboard."), 5000);
}

void MainWindow::openTrackerIssue(const QString &kind)
{
    QString repo = m_settings->trackerUrl(kind);
    bool ok = true;
    repo = QInputDialog::getText(this, tr("New issue"),
                                 kind == u"github" ? tr("GitHub repository URL (https://github.com/OWNER/REPO):")
                                                   : tr("GitLab project URL (https://gitlab.com/GROUP/PROJECT):"),
                                 QLineEdit::Normal, repo, &ok)
               .trimmed();
    if (!ok || repo.isEmpty())
        return;
    while (repo.endsWith(u'/'))
        repo.chop(1);
    m_settings->setTrackerUrl(kind, repo);
    const QString markdown = m_result.generation ? DocumentExporter::toMarkdown(m_result.report, document(), replayPlanForExport())
                                                 : m_editor->toPlainText() + m_oracle.toMarkdown();
    const QString title = m_editor->toPlainText().section(u'\n', 0, 0).trimmed();
    bool bodyLeftOut = false;
    const QUrl url = newIssueUrl(kind, repo, title, markdown, &bodyLeftOut);
    if (bodyLeftOut) {
        QApplication::clipboard()->setText(markdown);
        statusBar()->showMessage(tr("The report is too long for a link: it is on the clipboard, paste it into the issue."), 10000);
    }
    QDesktopServices::openUrl(url);
}

void MainWindow::showShortcuts()
{
    execShortcutsDialog(this, actions());
}

void MainWindow::showAbout()
{
    const QString title = tr("About StepWise");
    // main() sets the version from the project's (CMake) version.
    //: About box. %1 is the version (e.g. 0.1.0); the licence name GPL-3.0-or-later stays as it is.
    const QString text = tr("<h3>StepWise %1</h3><p>Checks the steps to reproduce of a bug report live against an execution "
                            "model of the app, and suggests missing steps and clearer wording.</p>"
                            "<p>Licence: GPL-3.0-or-later</p>")
                             .arg(QCoreApplication::applicationVersion());
    QMessageBox::about(this, title, text);
}

void MainWindow::setDark(bool dark)
{
    if (m_darkAction)
        m_darkAction->setChecked(dark);
    QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
}

void MainWindow::updateTitle()
{
    const QString doc = m_documentPath.isEmpty() ? tr("Untitled report") : QFileInfo(m_documentPath).fileName();
    const QString version = m_versionPicker ? m_versionPicker->currentText() : QString();
    setWindowTitle(tr("%1[*] — %2 — StepWise").arg(doc, version.isEmpty() ? tr("no model") : version));
    setWindowModified(m_editor && m_editor->document()->isModified());
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = m_settings->recentModels();
    for (const QString &p : recent) {
        QAction *a = m_recentMenu->addAction(QDir::toNativeSeparators(p));
        connect(a, &QAction::triggered, this, [this, p] { importPaths({p}); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

bool MainWindow::maybeSave(const QString &question)
{
    if (!m_editor->document()->isModified() || m_editor->toPlainText().trimmed().isEmpty()
        || qEnvironmentVariableIsSet("STEPWISE_NO_CLOSE_PROMPT"))
        return true;
    QMessageBox box(QMessageBox::Question, tr("Unsaved report"), question,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedReportPrompt"));
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(QMessageBox::Save);
    const int answer = box.exec();
    return answer == QMessageBox::Discard || (answer == QMessageBox::Save && saveDocumentDialog(false));
}

void MainWindow::showProblems(const QString &title, const QString &text, const QStringList &details, const QStringList &notes)
{
    m_problems->showProblem(title, text, details, notes);
    // Queued: a problem shown while the window is built (a document given at start) still reaches whoever
    // connects after the constructor.
    QMetaObject::invokeMethod(
        this, [this, title, text, details] { Q_EMIT problemsShown(title, text, details); }, Qt::QueuedConnection);
}

void MainWindow::warnMissingAppVersion(const QString &appVersion)
{
    if (appVersion == m_missingWarned)
        return;
    m_missingWarned = appVersion;
    const QString current = m_versionPicker->currentText();
    //: %1 is the report's app version (e.g. 1-org.gnucash.android-2.1.3), %2 the model store's file name,
    //: %3 the app version used meanwhile (app versions stay as they are)
    const QString message = tr("The report was written for app version “%1”, which the model store %2 does not hold. "
                               "Import that app's model with File > Open model… (it is selected as soon as it is imported), "
                               "or choose another version with Ctrl+M. Until then the report is assessed against “%3”.")
                                .arg(appVersion, m_options.databasePath, current.isEmpty() ? tr("no model") : current);
    reportStoreProblem(message);
    showProblems(tr("App version not in the model store"), message, {});
}

void MainWindow::warnOtherApp(const ExecutionModel &model)
{
    if (m_reportAppName.isEmpty() || model.appVersion == m_otherAppWarned || ComponentText::modelCanBeApp(model, m_reportAppName))
        return;
    m_otherAppWarned = model.appVersion;
    // No version was asked for (the one last used was taken): open a model of the report's app when the store
    // holds one whose name says so, the last in the list (the newest, as versions sort).
    if (m_options.appVersion.isEmpty()) {
        const QStringList versions = m_controller->appVersions();
        for (qsizetype i = versions.size() - 1; i >= 0; --i) {
            ExecutionModel named;
            named.appVersion = versions.at(i);
            if (!ComponentText::modelCanBeApp(named, m_reportAppName))
                continue;
            //: %1 the app the report names (e.g. atimetracker), %2 the app version opened instead (stays as it is)
            statusBar()->showMessage(tr("The report is about “%1”: opened its model “%2” (Ctrl+M for another).")
                                         .arg(m_reportAppName, versions.at(i)),
                                     15000);
            selectAppVersion(versions.at(i));
            return;
        }
    }
    const QStringList names = ComponentText::appNames(model);
    //: %1 the app the report names (e.g. atimetracker), %2 the app version (stays as it is, e.g.
    //: 1-org.gnucash.android-2.1.3), %3 the names that model's app goes by
    const QString message = tr("The report is about “%1”, but the model “%2” is of another app (%3). Its steps are checked "
                               "against that app's screens; choose the report's app with Ctrl+M.")
                                .arg(m_reportAppName, model.appVersion, names.isEmpty() ? tr("no name known") : names.join(u", "));
    statusBar()->showMessage(message, 15000);
    showProblems(tr("Report of another app"), message, {});
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Closing an offscreen window (--print-text, --screenshot) or a hidden one has nobody to ask.
    const bool asked = isVisible() && QGuiApplication::platformName() != u"offscreen";
    if (asked && !maybeSave(tr("Save the report before closing?"))) {
        event->ignore();
        return;
    }
    if (m_options.rememberLayout) {
        QList<std::pair<QString, QByteArray>> splitters;
        for (const QSplitter *splitter : findChildren<QSplitter *>(Qt::FindChildrenRecursively))
            if (!splitter->objectName().isEmpty())
                splitters.append({splitter->objectName(), splitter->saveState()});
        m_settings->setWindowLayout(saveGeometry(), saveState(WindowStateVersion), splitters);
    }
    cancelImport();
    // A clean close leaves no draft to restore, unless it holds a restored draft that was neither saved nor
    // discarded by the user: its draft is then the only copy of that text, offered again on the next start.
    m_keepDraft = !asked && m_restoredDraft && m_editor->document()->isModified();
    if (!m_keepDraft)
        m_drafts->discard();
    event->accept();
}

} // namespace StepWise
