// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentcontroller.h"

#include "document/reportinput.h"
#include "draftprompt.h"
#include "draftstore.h"
#include "reportproblems.h"

#include <QDebug>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTimer>

namespace StepWise {

DocumentController::DocumentController(QWidget *window, QPlainTextEdit *editor, QStatusBar *statusBar,
                                       ReportProblems *problems, Hooks hooks, const QString &draftDirectory,
                                       int autosaveMs)
    : QObject(window)
    , m_window(window)
    , m_editor(editor)
    , m_statusBar(statusBar)
    , m_problems(problems)
    , m_hooks(std::move(hooks))
    , m_drafts(std::make_unique<DraftStore>(draftDirectory.isEmpty() ? DraftStore::defaultDirectory() : draftDirectory))
    , m_autosaveTimer(new QTimer(this))
{
    m_autosaveTimer->setInterval(autosaveMs);
    connect(m_autosaveTimer, &QTimer::timeout, this, &DocumentController::autosave);
    m_autosaveTimer->start();
}

DocumentController::~DocumentController()
{
    // Any exit that is not a crash leaves no draft behind, but for a restored draft nobody was asked about.
    if (!m_keepDraft)
        m_drafts->discard();
}

bool DocumentController::open(const QString &path)
{
    ReportDocument doc;
    QString error;
    QStringList warnings;
    if (!readReportDocument(path, &doc, &error, &warnings)) {
        m_problems->showReportProblem(tr("Cannot open the report"), error);
        return false;
    }
    m_path = doc.documentPath;
    m_hooks.apply(doc);
    m_editor->document()->setModified(false);
    Q_EMIT titleChanged();
    if (!warnings.isEmpty())
        m_problems->show(tr("Parts of the report were left out"), warnings.join(u'\n'), {});
    return true;
}

bool DocumentController::save(const QString &path)
{
    QString error;
    if (!m_hooks.document().save(path, &error)) {
        m_problems->show(tr("Save failed"), error, {});
        return false;
    }
    m_path = path;
    m_editor->document()->setModified(false);
    Q_EMIT titleChanged();
    m_statusBar->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool DocumentController::saveDialog(bool saveAs)
{
    QString path = m_path;
    if (saveAs || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(m_window, tr("Save report"), path, tr("StepWise reports (*.stepwise)"));
        if (path.isEmpty())
            return false;
        if (!path.endsWith(QStringLiteral(".stepwise")))
            path += QStringLiteral(".stepwise");
    }
    return save(path);
}

void DocumentController::openDialog()
{
    if (!maybeSave(tr("Save the report before opening another one?")))
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open report"), {},
                                                      tr("Reports (*.stepwise *.txt *.md *.json);;All files (*)"));
    if (!path.isEmpty())
        open(path);
}

void DocumentController::newReport()
{
    if (!maybeSave(tr("Save the report before starting a new one?")))
        return;
    m_hooks.apply({});
    m_path.clear();
    Q_EMIT titleChanged();
}

bool DocumentController::maybeSave(const QString &question)
{
    if (!m_editor->document()->isModified() || m_editor->toPlainText().trimmed().isEmpty()
        || qEnvironmentVariableIsSet("STEPWISE_NO_CLOSE_PROMPT"))
        return true;
    QMessageBox box(QMessageBox::Question, tr("Unsaved report"), question,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("unsavedReportPrompt"));
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(QMessageBox::Save);
    const int answer = box.exec();
    return answer == QMessageBox::Discard || (answer == QMessageBox::Save && saveDialog(false));
}

void DocumentController::autosave()
{
    if (!m_draftDirty)
        return;
    const ReportDocument doc = m_hooks.document();
    // A report as it was opened or given at start loses nothing when the window is killed: a draft of it would only
    // ask to be restored at the next start.
    if (!m_editor->document()->isModified() && doc.pinnedInteractions.isEmpty() && doc.rejectedSuggestions.isEmpty()
        && doc.oracle.isEmpty())
        return;
    QString error;
    if (m_drafts->save(doc, &error)) {
        m_draftDirty = false;
        m_autosaveError.clear();
    } else if (error != m_autosaveError) {
        m_autosaveError = error;
        m_problems->show(tr("The draft could not be saved"), error, {});
    }
}

void DocumentController::offerDraftRestore(const QString &mode)
{
    if (mode == u"no")
        return;
    QStringList unreadable;
    const QList<DraftStore::Orphan> orphans = m_drafts->orphans(&unreadable);
    if (!unreadable.isEmpty()) {
        // Kept on disk: the user may still recover the text by hand.
        const QString message = tr("A draft left by an earlier session cannot be read and stays where it is: %1")
                                    .arg(unreadable.join(u"; "));
        m_problems->show(tr("Draft not restored"), message, {});
        qWarning().noquote() << message;
    }
    if (orphans.isEmpty())
        return;
    const DraftStore::Orphan &newest = orphans.first();
    if (mode != u"yes") {
        const DraftChoice choice
            = askRestoreDraft(m_window, newest.modified, DraftStore::preview(newest.document.text));
        if (choice == DraftChoice::Discard)
            DraftStore::removeOrphan(newest.path);
        if (choice != DraftChoice::Restore)
            return;
    }
    m_path = newest.document.documentPath;
    m_hooks.apply(newest.document);
    m_editor->document()->setModified(true);
    m_restoredDraft = true;
    m_draftDirty = true;
    autosave();
    // The old draft goes only once this window's draft holds the text: it stays the only copy otherwise.
    if (!m_draftDirty)
        DraftStore::removeOrphan(newest.path);
    m_statusBar->showMessage(tr("Draft restored."), 5000);
    Q_EMIT titleChanged();
}

void DocumentController::close(bool asked)
{
    // A clean close leaves no draft to restore, unless it holds a restored draft that was neither saved nor
    // discarded by the user: its draft is then the only copy of that text, offered again on the next start.
    m_keepDraft = !asked && m_restoredDraft && m_editor->document()->isModified();
    if (!m_keepDraft)
        m_drafts->discard();
}

} // namespace StepWise
