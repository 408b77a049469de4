// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowactions.h"

#include "analysis/analysiscontroller.h"
#include "documentcontroller.h"
#include "elidingcombobox.h"
#include "exportcontroller.h"
#include "importcontroller.h"
#include "itemmodels/steplistmodel.h"
#include "language.h"
#include "mainwindow.h"
#include "placeholderlistview.h"
#include "reporteditor.h"
#include "screenshotpanel.h"
#include "settings.h"
#include "shortcutsdialog.h"
#include "suggestionlist.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace StepWise {

void WindowActions::build(MainWindow *w)
{
    auto add = [w](QMenu *menu, const QString &text, const QKeySequence &key, auto slot) {
        auto *a = new QAction(text, w);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        QObject::connect(a, &QAction::triggered, w, slot);
        menu->addAction(a);
        w->addAction(a);
        return a;
    };
    QMenu *file = w->menuBar()->addMenu(MainWindow::tr("&File"));
    add(file, MainWindow::tr("&New report"), QKeySequence::New, [w] {
        w->m_documents->newReport();
    })->setObjectName(QStringLiteral("newReportAction"));
    add(file, MainWindow::tr("New &window"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), [w] { w->newWindow(); });
    add(file, MainWindow::tr("&Open report…"), QKeySequence::Open, [w] {
        w->m_documents->openDialog();
    })->setObjectName(QStringLiteral("openReportAction"));
    add(file, MainWindow::tr("&Save report"), QKeySequence::Save, [w] { w->m_documents->saveDialog(false); });
    add(file, MainWindow::tr("Save report &as…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
        [w] { w->m_documents->saveDialog(true); });
    file->addSeparator();
    add(file, MainWindow::tr("Open &model…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
        [w] { w->m_imports->openModelDialog(); });
    // Ctrl+O opens a report, Ctrl+Shift+O a model file, Ctrl+Alt+O a model folder.
    add(file, MainWindow::tr("Open model &folder…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O), [w] {
        w->m_imports->openModelFolderDialog();
    })->setObjectName(QStringLiteral("openModelFolderAction"));
    w->m_imports->setRecentMenu(file->addMenu(MainWindow::tr("Recent &models")));
    file->addSeparator();
    add(file, MainWindow::tr("&Export…"), QKeySequence(Qt::CTRL | Qt::Key_E), [w] {
        w->m_exports->exportDialog();
    })->setObjectName(QStringLiteral("exportAction"));
    add(file, MainWindow::tr("&Copy as Markdown"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
        [w] { w->m_exports->copyMarkdown(); });
    add(file, MainWindow::tr("New &GitHub issue…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G),
        [w] { w->m_exports->openTrackerIssue(QStringLiteral("github")); });
    add(file, MainWindow::tr("New Git&Lab issue…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L),
        [w] { w->m_exports->openTrackerIssue(QStringLiteral("gitlab")); });
    file->addSeparator();
    // The Windows key scheme (also the generic platform theme's) binds no key to QKeySequence::Quit.
    const QKeySequence quitKey = QKeySequence(QKeySequence::Quit).isEmpty() ? QKeySequence(Qt::CTRL | Qt::Key_Q)
                                                                            : QKeySequence(QKeySequence::Quit);
    add(file, MainWindow::tr("&Quit"), quitKey, &QWidget::close)->setObjectName(QStringLiteral("quitAction"));

    QMenu *edit = w->menuBar()->addMenu(MainWindow::tr("&Edit"));
    add(edit, MainWindow::tr("&Undo"), QKeySequence::Undo, [w] { w->m_editor->undo(); });
    add(edit, MainWindow::tr("&Redo"), QKeySequence::Redo, [w] { w->m_editor->redo(); });
    edit->addSeparator();
    add(edit, MainWindow::tr("&Analyse now"), QKeySequence(Qt::Key_F5), [w] { w->m_controller->analyzeNow(); });
    add(edit, MainWindow::tr("Accept first &suggestion"), QKeySequence(Qt::CTRL | Qt::Key_Return), [w] {
        for (const SuggestionItem &i : w->m_suggestions->items()) {
            if (i.kind == SuggestionItem::Kind::MissingStep) {
                w->acceptSuggestion(i);
                return;
            }
        }
    });
    add(edit, MainWindow::tr("&Reject first suggestion"), QKeySequence(Qt::CTRL | Qt::Key_Backspace), [w] {
        for (const SuggestionItem &i : w->m_suggestions->items()) {
            if (i.kind == SuggestionItem::Kind::MissingStep) {
                w->rejectSuggestion(i);
                return;
            }
        }
    });
    add(edit, MainWindow::tr("Choose &model version"), QKeySequence(Qt::CTRL | Qt::Key_M), [w] {
        w->m_versionPicker->setFocus();
        w->m_versionPicker->showPopup();
    });

    QMenu *view = w->menuBar()->addMenu(MainWindow::tr("&View"));
    add(view, MainWindow::tr("&Next step"), QKeySequence(Qt::ALT | Qt::Key_Down), [w] {
        const int row = std::min(w->m_stepView->currentIndex().row() + 1, w->m_steps->rowCount() - 1);
        if (row >= 0)
            w->m_stepView->setCurrentIndex(w->m_steps->index(row));
    });
    add(view, MainWindow::tr("&Previous step"), QKeySequence(Qt::ALT | Qt::Key_Up), [w] {
        const int row = std::max(w->m_stepView->currentIndex().row() - 1, 0);
        if (row < w->m_steps->rowCount())
            w->m_stepView->setCurrentIndex(w->m_steps->index(row));
    });
    add(view, MainWindow::tr("Focus the &editor"), QKeySequence(Qt::CTRL | Qt::Key_1),
        [w] { w->m_editor->setFocus(); });
    add(view, MainWindow::tr("Focus the step &list"), QKeySequence(Qt::CTRL | Qt::Key_2),
        [w] { w->m_stepView->setFocus(); });
    view->addSeparator();
    add(view, MainWindow::tr("Zoom &in"), QKeySequence::ZoomIn, [w] { w->m_screenshot->zoomIn(); });
    add(view, MainWindow::tr("Zoom &out"), QKeySequence::ZoomOut, [w] { w->m_screenshot->zoomOut(); });
    add(view, MainWindow::tr("&Fit screenshot"), QKeySequence(Qt::CTRL | Qt::Key_0),
        [w] { w->m_screenshot->zoomFit(); });
    view->addSeparator();
    w->m_darkAction = add(view, MainWindow::tr("&Dark palette"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D),
                          [w] { w->m_settings->setDark(w->m_darkAction->isChecked()); });
    w->m_darkAction->setCheckable(true);
    w->m_darkAction->setObjectName(QStringLiteral("darkPalette"));
    view->addSeparator();
    for (auto [dock, key] : { std::pair { w->m_oracleDock, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T) },
                              std::pair { w->m_replayDock, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R) } }) {
        QAction *toggle = dock->toggleViewAction();
        toggle->setShortcut(key);
        toggle->setShortcutContext(Qt::WindowShortcut);
        view->addAction(toggle);
        w->addAction(toggle);
    }
    w->m_oracleDock->toggleViewAction()->setText(MainWindow::tr("Test &oracle panel"));
    w->m_oracleDock->toggleViewAction()->setObjectName(QStringLiteral("toggleOracleDock"));
    w->m_replayDock->toggleViewAction()->setText(MainWindow::tr("&Replay panel"));
    w->m_replayDock->toggleViewAction()->setObjectName(QStringLiteral("toggleReplayDock"));
    view->addSeparator();
    view->addMenu(
        Language::createMenu(w, [w](const QString &message) { w->statusBar()->showMessage(message, 10000); }));

    QMenu *settingsMenu = w->menuBar()->addMenu(MainWindow::tr("&Settings"));
    add(settingsMenu, MainWindow::tr("&Language backend…"), QKeySequence(), &MainWindow::showBackendSettings)
        ->setObjectName(QStringLiteral("languageBackendAction"));
    auto *cancel = new QAction(MainWindow::tr("Cancel import"), w);
    cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    QObject::connect(cancel, &QAction::triggered, w, &MainWindow::cancelImport);
    w->addAction(cancel);

    QMenu *help = w->menuBar()->addMenu(MainWindow::tr("&Help"));
    add(help, MainWindow::tr("&Keyboard shortcuts"), QKeySequence::HelpContents,
        [w] { execShortcutsDialog(w, w->actions()); });
    help->addSeparator();
    add(help, MainWindow::tr("&About StepWise"), QKeySequence(), [w] {
        // main() sets the version from the project's (CMake) version.
        //: About box. %1 is the version (e.g. 0.1.0); the licence name GPL-3.0-or-later stays as it is.
        const QString text
            = MainWindow::tr(
                  "<h3>StepWise %1</h3><p>Checks the steps to reproduce of a bug report live against an execution "
                  "model of the app, and suggests missing steps and clearer wording.</p>"
                  "<p>Licence: GPL-3.0-or-later</p>")
                  .arg(QCoreApplication::applicationVersion());
        QMessageBox::about(w, MainWindow::tr("About StepWise"), text);
    })->setObjectName(QStringLiteral("aboutAction"));
}

} // namespace StepWise
