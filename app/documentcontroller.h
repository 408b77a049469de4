// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/reportdocument.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QPlainTextEdit;
class QStatusBar;
class QTimer;
class QWidget;

namespace StepWise {

class DraftStore;
class ReportProblems;

/*!
 * The report as a file: File > New, Open, Save and Save as (with their dialogs), the "Save the report before …?"
 * prompt, the crash-safe draft written every few seconds (DraftStore) and the offer to restore one left by a
 * crashed window. Not a widget: it shows dialogs on the window it is given and reports every failure through
 * ReportProblems; success goes to the status bar. What the report holds (text, pins, oracle) stays the window's,
 * reached through Hooks.
 */
class DocumentController : public QObject
{
    Q_OBJECT
public:
    struct Hooks {
        /*! The report as the window holds it now; its documentPath is path(). */
        std::function<ReportDocument()> document;
        /*! Puts \a document into the window (text, pins, rejected suggestions, oracle, app version). */
        std::function<void(const ReportDocument &document)> apply;
    };

    /*!
     * Drafts go to \a draftDirectory (empty = DraftStore::defaultDirectory()), every \a autosaveMs while the
     * report has unsaved changes. \a window parents the dialogs, \a editor holds the text (its document's
     * modified flag is the report's), \a statusBar takes the success messages; none is owned.
     */
    DocumentController(QWidget *window, QPlainTextEdit *editor, QStatusBar *statusBar, ReportProblems *problems,
                       Hooks hooks, const QString &draftDirectory, int autosaveMs);
    /*! Discards this window's draft, unless close() kept it. */
    ~DocumentController() override;

    /*! The file the report was opened from or last saved to; empty for a new report. */
    QString path() const { return m_path; }
    /*! This window's drafts (never null). */
    DraftStore *drafts() const { return m_drafts.get(); }

    /*!
     * Opens \a path: a `.stepwise` document or a file read as `stepwise --report` reads it (readReportDocument()).
     * \returns false and shows why ("Cannot open the report"), leaving the report unchanged, when it cannot be
     * read; parts left out are shown as a problem too, but the report opens.
     */
    bool open(const QString &path);
    /*! Writes the report to \a path (ReportDocument::save()). \returns false and shows "Save failed" on error. */
    bool save(const QString &path);
    /*! File > Save (\a saveAs false: asks for a name only when the report has none) and Save as. \returns false
     *  when the user canceled or the file could not be written. */
    bool saveDialog(bool saveAs);
    /*! File > Open report…: asks to save unsaved changes first, then for the file. */
    void openDialog();
    /*! File > New report: asks to save unsaved changes first, then empties the report. */
    void newReport();
    /*! Asks \a question (Save / Discard / Cancel) when the report has unsaved text. \returns true when the caller
     *  may replace the text (saved, discarded, or nothing to lose). Never asks with STEPWISE_NO_CLOSE_PROMPT set. */
    bool maybeSave(const QString &question);

    /*! The report changed in a way the draft must keep (text, pins, rejections, oracle, model). */
    void markDirty() { m_draftDirty = true; }
    /*! Writes the draft when the report changed since the last one; a failure is shown once per message. */
    void autosave();
    /*! Offers the newest draft a crashed window left: \a mode "ask" (a prompt), "yes" (restore it) or "no". Drafts
     *  that cannot be read are shown as a problem and stay on disk. */
    void offerDraftRestore(const QString &mode);
    /*! The window closes; \a asked: the user was asked about unsaved changes. A restored draft nobody was asked
     *  about keeps its draft (the only copy of its text), offered again at the next start; else it goes. */
    void close(bool asked);

Q_SIGNALS:
    /*! path() changed, or the report was replaced: the window's title may change. */
    void titleChanged();

private:
    QWidget *m_window;
    QPlainTextEdit *m_editor;
    QStatusBar *m_statusBar;
    ReportProblems *m_problems;
    Hooks m_hooks;
    std::unique_ptr<DraftStore> m_drafts;
    QTimer *m_autosaveTimer;
    QString m_path;
    QString m_autosaveError; // the last autosave failure shown, so a retry that fails alike does not show it again
    bool m_restoredDraft = false; ///< the text came from a crash draft (offerDraftRestore())
    bool m_keepDraft = false; ///< closed without asking while a restored draft was unsaved: the draft stays
    bool m_draftDirty = false;
};

} // namespace StepWise
