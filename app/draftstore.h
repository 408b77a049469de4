// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/reportdocument.h"

#include <QDateTime>
#include <QLockFile>
#include <QString>

#include <memory>

namespace StepWise {

/*!
 * Crash-safe drafts. Each running window owns one draft `<dir>/<uuid>.json`, written
 * atomically with QSaveFile (so a kill -9 mid-write leaves the previous draft), and holds the lock
 * `<uuid>.lock` while it lives. A draft whose lock is free or stale (its process died) is an orphan
 * that the next start offers to restore. A clean close discards the draft. Drafts are private: the folder is made
 * 0700 and each draft 0600, whatever the umask.
 */
class DraftStore
{
public:
    /*! \a dir is created when missing (default: AppDataLocation/drafts). */
    explicit DraftStore(const QString &dir);
    ~DraftStore();

    QString directory() const { return m_dir; }
    QString draftPath() const { return m_path; }

    /*! Writes \a document as this window's draft. \returns false and sets \a error on failure. */
    bool save(const ReportDocument &document, QString *error = nullptr);
    /*! Removes this window's draft (clean close or the user discarded it). */
    void discard();

    struct Orphan {
        QString path;
        QDateTime modified;
        ReportDocument document;
    };
    /*! Drafts left by windows that are gone, newest first. Unreadable ones (truncated, not JSON) are
     *  skipped and kept on disk; each adds "FILE: why" to \a unreadable when given. */
    QList<Orphan> orphans(QStringList *unreadable = nullptr) const;
    /*! Deletes an orphan (after it was restored or the user declined). */
    static void removeOrphan(const QString &path);

    /*!
     * A preview of draft \a text that lets the user recognise it, as plain text with its line breaks: the
     * whole text when it has at most \a maxChars characters, else its start and its end (about half of
     * \a maxChars each, cut at a line break, else at a word boundary) with "…" between them, on a line of
     * its own when both cuts are at line breaks (" … " inside a line). Blanks within a line are collapsed
     * to single spaces, runs of blank lines to one, and leading and trailing blank lines are dropped.
     */
    static QString preview(const QString &text, int maxChars = 300);

    /*! AppDataLocation/drafts. */
    static QString defaultDirectory();

private:
    QString m_dir;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace StepWise
