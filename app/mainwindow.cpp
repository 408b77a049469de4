// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "analysis/analysiscontroller.h"
#include "analysis/importjob.h"
#include "common/quoting.h"
#include "darkpalette.h"
#include "documentcontroller.h"
#include "elidingcombobox.h"
#include "enginefactory.h"
#include "exportcontroller.h"
#include "importcontroller.h"
#include "importfeedback.h"
#include "itemmodels/steplistmodel.h"
#include "language.h"
#include "llmsettingsdialog.h"
#include "modeltoolbar.h"
#include "oraclepanel.h"
#include "paneldock.h"
#include "pathstrip.h"
#include "placeholderlistview.h"
#include "problembanner.h"
#include "quality/qualityassessor.h"
#include "quality/reproductionplan.h"
#include "replaypanel.h"
#include "reporteditor.h"
#include "reportproblems.h"
#include "reportworkspace.h"
#include "screenshotcache.h"
#include "screenshotpanel.h"
#include "settings.h"
#include "spellchecker.h"
#include "stepdetails.h"
#include "suggestionlist.h"
#include "trace/modelimporter.h"
#include "windowactions.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace StepWise {

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
    AnalysisWorker::StoreFactory openStore
        = [path = options.databasePath, open = Engine::graphStore(options.databasePath)](QString *error) {
              std::unique_ptr<GraphStore> store = open(error);
              if (!store)
                  *error = tr("Cannot use the model store %1: %2").arg(path, *error);
              return store;
          };
    m_controller = new AnalysisController(std::move(openStore), Engine::configuredAssessor(m_backend), this);
    m_controller->setDebounceInterval(options.debounceMs);
    m_cache = new ScreenshotCache(this);
    connect(m_cache, &ScreenshotCache::loadRequested, m_controller, &AnalysisController::requestScreenshot);
    connect(m_controller, &AnalysisController::screenshotReady, m_cache, &ScreenshotCache::addPng);
    connect(m_cache, &ScreenshotCache::imagesArrived, this, [this] {
        m_details->update();
        m_details->updatePath();
        checkSettled();
    });
    // A screenshot size on the replay path may decide "Recorded on": apply it without waiting for a re-analysis.
    connect(m_cache, &ScreenshotCache::sizeKnown, this, [this](const QString &appVersion, const QString &screenId) {
        const QList<Interaction> path = m_replayPanel->path();
        const auto onPath = [&screenId](const Interaction &i) { return i.sourceId == screenId; };
        if (appVersion == m_result.appVersion && std::any_of(path.cbegin(), path.cend(), onPath))
            updateReplay();
    });

    buildUi();
    m_documents = new DocumentController(
        this, m_editor, statusBar(), m_problems,
        { [this] { return document(); }, [this](const ReportDocument &doc) { applyDocument(doc); } },
        options.draftDirectory, options.autosaveMs);
    connect(m_documents, &DocumentController::titleChanged, this, &MainWindow::updateTitle);
    m_imports = new ImportController(options.databasePath, m_settings, this, statusBar());
    connect(m_imports, &ImportController::finished, this, &MainWindow::onImportFinished);
    m_exports
        = new ExportController({ [this]() -> const AnalysisResult & { return m_result; }, [this] { return document(); },
                                 [this](const QString &id) { return m_details->wireframeScreen(id); } },
                               options.databasePath, m_replayPanel, m_settings, m_problems, this, statusBar());
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
            const QString problem
                = ReportProblems::storeContentsProblem(m_options.databasePath, m_options.appVersion, versions);
            if (!problem.isEmpty())
                reportStoreProblem(problem);
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

    // The remembered layout first: a report opened below shows the panels it needs (its test oracle) even when
    // the last session closed them.
    m_settings->restoreWindowLayout(this, WindowStateVersion);

    if (!options.reportProblem.isEmpty())
        m_problems->showReportProblem(tr("Cannot open the report"), options.reportProblem);
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
    updateTitle();
    const QString mode = options.restoreDrafts;
    QTimer::singleShot(0, m_documents, [this, mode] { m_documents->offerDraftRestore(mode); });
}

MainWindow::~MainWindow()
{
    // An import still running is canceled (nothing half-written stays) and finishes before this window goes away.
    delete m_imports;
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
    m_details = std::make_unique<StepDetails>(
        StepDetails::Widgets { m_cache, m_steps, m_screenshot, m_suggestions, m_path },
        StepDetails::State { m_result, m_pins, m_rejected, m_storeUnusable, m_storeProblem,
                             [this] { return m_stepView->currentIndex().row(); } });
    // The problem banner above the report: failures are read there while the report stays editable.
    auto *banner = new ProblemBanner;
    m_problems = new ReportProblems(banner, this);
    connect(m_problems, &ReportProblems::problemsShown, this, &MainWindow::problemsShown);
    auto *central = new QWidget;
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(banner);
    centralLayout->addWidget(workspace, 1);
    setCentralWidget(central);

    m_oraclePanel = new OraclePanel;
    m_oracleDock = new PanelDock(tr("Test oracle"), QStringLiteral("oracleDock"), m_oraclePanel, this);
    addDockWidget(Qt::RightDockWidgetArea, m_oracleDock);
    connect(m_oraclePanel, &OraclePanel::finished, this, &MainWindow::attachOracle);
    connect(m_oraclePanel, &OraclePanel::removed, this, [this] {
        if (m_oracle.isEmpty())
            return;
        m_oracle = OracleAttachment();
        m_documents->markDirty();
        m_editor->document()->setModified(true);
        updateTitle();
        statusBar()->showMessage(tr("Test oracle removed from the report."), 10000);
    });
    connect(m_oraclePanel, &OraclePanel::failed, this,
            [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    m_replayPanel = new ReplayPanel;
    m_replayDock = new PanelDock(tr("Replay on a device"), QStringLiteral("replayDock"), m_replayPanel, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_replayDock);
    // The tall oracle panel runs down to the status bar beside the replay dock instead of sitting on it, so
    // with both open the window still fits a 1280×800 screen (the heights no longer add up).
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    connect(m_replayPanel, &ReplayPanel::replayFinished, this,
            [this](bool, const QString &message) { statusBar()->showMessage(message, 10000); });

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
        m_documents->markDirty();
        updateTitle();
    });
    // The panels start hidden: their switches stay in sight, not only in the View menu.
    bar->addPanelToggles({ m_oracleDock->toggleViewAction(), m_replayDock->toggleViewAction() });

    m_workerStatus = new QLabel(tr("Starting…"));
    m_workerStatus->setObjectName(QStringLiteral("workerStatus"));
    // A gap, so a long message clipped at the permanent widgets does not run into the worker's status.
    m_workerStatus->setContentsMargins(12, 0, 0, 0);
    // QStatusBar clips a message wider than its room: the tooltip holds it whole.
    connect(statusBar(), &QStatusBar::messageChanged, statusBar(), &QWidget::setToolTip);
    statusBar()->addPermanentWidget(m_workerStatus);

    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        m_controller->setText(m_editor->toPlainText());
        m_documents->markDirty();
        // The reporter types another report: the one that could not be opened is no longer the problem.
        if (m_editor->document()->isModified())
            m_problems->dismissReportProblem();
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
    connect(m_suggestions, &SuggestionList::previewRequested, this,
            [this](const SuggestionItem &item, int number) { m_details->preview(item, number); });
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
        annotations << StepAnnotation { s.step.offset, s.step.length, s.labels, s.message };
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
    m_documents->autosave();
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
    return m_details->screensLoaded();
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
    // An inserted suggestion is no step the reporter told: the report does not become one told step by step, which
    // would withdraw the other suggestions.
    m_accepted.insert(QualityAssessor::acceptedKey(item.text));
    m_controller->setAcceptedSteps(m_accepted);
    //: %1 is the inserted step in the report's language (stays as is), %2 the Undo shortcut
    statusBar()->showMessage(
        tr("Inserted “%1”. Undo with %2.")
            .arg(nestedQuotes(item.text), QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)),
        5000);
}

void MainWindow::rejectSuggestion(const SuggestionItem &item)
{
    m_rejected.insert(item.interactionId);
    m_documents->markDirty();
    m_details->update();
}

void MainWindow::chooseCandidate(const SuggestionItem &item)
{
    const int row = m_stepView->currentIndex().row();
    if (row < 0 || row >= m_steps->rowCount())
        return;
    m_pins.insert(QualityAssessor::pinKey(m_steps->step(row).step), item.interactionId);
    m_controller->setPinnedInteractions(m_pins);
    m_documents->markDirty();
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
    d.acceptedSteps = m_accepted;
    d.oracle = m_oracle;
    d.documentPath = m_documents->path();
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
    statusBar()->showMessage(
        config.kind == BackendConfig::Kind::Llm
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
    const QString version = m_result.appVersion;
    m_replayPanel->showPathOf(m_result,
                              [this, version](const QString &screenId) { return m_cache->size(version, screenId); });
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
    m_documents->markDirty();
    m_editor->document()->setModified(true);
    updateTitle();
    statusBar()->showMessage(
        tr("Test oracle attached to the report (%n labelled test(s)).", nullptr, int(tests.size())), 10000);
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
    if (!m_problems->missingWarned().isEmpty() && m_pendingAppVersion == m_problems->missingWarned())
        m_pendingAppVersion.clear();
    m_problems->forgetReport();
    m_reportAppName.clear();
    m_pins = doc.pinnedInteractions;
    m_rejected = doc.rejectedSuggestions;
    m_accepted = doc.acceptedSteps;
    m_oracle = doc.oracle;
    // The panel shows (and exports) the report's oracle however it got there: a session or a document.
    m_oraclePanel->setResult(m_oracle.condition, m_oracle.tests, m_oracle.formula,
                             { m_oracle.program, m_oracle.names, m_oracle.agreement });
    // A report with a test oracle opens with it in view; the panel is not closed for one without.
    if (!m_oracle.isEmpty())
        m_oracleDock->show();
    m_controller->setPinnedInteractions(m_pins);
    m_controller->setAcceptedSteps(m_accepted);
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

QList<Interaction> MainWindow::replayPath() const
{
    return m_replayPanel->path();
}

DraftStore *MainWindow::drafts() const
{
    return m_documents->drafts();
}

bool MainWindow::openDocument(const QString &path)
{
    return m_documents->open(path);
}

bool MainWindow::saveDocument(const QString &path)
{
    return m_documents->save(path);
}

void MainWindow::importPaths(const QStringList &paths)
{
    m_imports->importPaths(paths);
}

void MainWindow::onImportFinished(const ImportResult &result)
{
    QString switched;
    if (!result.imported.isEmpty()) {
        m_cache->clear();
        m_pendingAppVersion = result.imported.last();
        if (m_pendingAppVersion != m_versionPicker->currentText())
            switched = m_pendingAppVersion;
        for (const QString &v : result.imported)
            m_controller->modelsChanged(v);
    }
    const ImportFeedback feedback(result, m_imports->databasePath(), switched);
    statusBar()->showMessage(feedback.status, 10000);
    if (!feedback.problemTitle.isEmpty())
        m_problems->show(feedback.problemTitle, feedback.problemText, feedback.failures, feedback.notes);
    Q_EMIT importFinished(result.imported, feedback.failures);
}

void MainWindow::cancelImport()
{
    m_imports->cancel();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!ImportController::modelPaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = ImportController::modelPaths(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    // Never import inside dropEvent: the drag source waits for it to return.
    QTimer::singleShot(0, this, [this, paths] { importPaths(paths); });
}

bool MainWindow::exportReport(const QString &path, const QString &format)
{
    return m_exports->exportReport(path, format);
}

void MainWindow::setDark(bool dark)
{
    if (m_darkAction)
        m_darkAction->setChecked(dark);
    QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
}

void MainWindow::updateTitle()
{
    const QString path = m_documents ? m_documents->path() : QString();
    const QString doc = path.isEmpty() ? tr("Untitled report") : QFileInfo(path).fileName();
    const QString version = m_versionPicker ? m_versionPicker->currentText() : QString();
    setWindowTitle(tr("%1[*] — %2 — StepWise").arg(doc, version.isEmpty() ? tr("no model") : version));
    setWindowModified(m_editor && m_editor->document()->isModified());
}

void MainWindow::warnMissingAppVersion(const QString &appVersion)
{
    const QString message
        = m_problems->warnMissingAppVersion(appVersion, m_options.databasePath, m_versionPicker->currentText());
    if (!message.isEmpty())
        reportStoreProblem(message);
}

void MainWindow::warnOtherApp(const ExecutionModel &model)
{
    const ReportProblems::OtherApp other = m_problems->checkOtherApp(
        model, m_reportAppName, m_options.appVersion.isEmpty(), m_controller->appVersions());
    if (!other.message.isEmpty())
        statusBar()->showMessage(other.message, 15000);
    if (other.openVersion.isEmpty())
        return;
    //: %1 the app the report names (e.g. atimetracker), %2 the app version opened instead (stays as it is)
    statusBar()->showMessage(tr("The report is about “%1”: opened its model “%2” (Ctrl+M for another).")
                                 .arg(m_reportAppName, other.openVersion),
                             15000);
    selectAppVersion(other.openVersion);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Closing an offscreen window (--print-text, --screenshot) or a hidden one has nobody to ask.
    const bool asked = isVisible() && QGuiApplication::platformName() != u"offscreen";
    if (asked && !m_documents->maybeSave(tr("Save the report before closing?"))) {
        event->ignore();
        return;
    }
    if (m_options.rememberLayout)
        m_settings->saveWindowLayout(this, WindowStateVersion);
    cancelImport();
    m_documents->close(asked);
    event->accept();
}

} // namespace StepWise
