// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llmresponse.h"

#include <QString>
#include <QThread>

#include <optional>

namespace StepWise {

/*!
 * Persistent response cache: SQLite file (default AppDataLocation/llm-cache.sqlite), table
 * `llm_responses`, keyed by ChatRequest::cacheKey() — a SHA-256 of the complete request (model,
 * prompt version, redaction version, messages, sampling settings). Re-runs of a report cost no
 * calls and give the same answers, which `seed` alone does not promise (providers treat it as best effort).
 * Only validated answers are stored; the stored request text is the redacted one that was sent.
 *
 * A QSqlDatabase connection belongs to the thread that opened it: the connection is opened lazily by the
 * first lookup()/store() and used only on that thread; calls from any other thread are cache misses
 * (logged once). Write failures are logged and otherwise ignored: the cache is an optimisation.
 */
class LlmCache
{
public:
    /*! \a path of the SQLite file (":memory:" for tests); empty = defaultPath(). */
    explicit LlmCache(const QString &path = QString());
    ~LlmCache();
    LlmCache(const LlmCache &) = delete;
    LlmCache &operator=(const LlmCache &) = delete;

    static QString defaultPath();
    QString path() const { return m_path; }

    struct Entry {
        QString content;
        TokenUsage usage; ///< what the original call cost
    };

    /*! The stored answer for \a key, or nullopt. */
    std::optional<Entry> lookup(const QString &key);
    /*! Stores (or replaces) the answer for \a key. \a request is the redacted request body. */
    void store(const QString &key, const QString &model, const QString &promptVersion, const QByteArray &request,
               const Entry &entry);
    /*! Deletes all entries. \returns false when the database could not be opened or written. */
    bool clear();
    /*! Number of stored entries, -1 when the database cannot be opened. */
    int size();

    /*! Empty, or why the database could not be opened (names the file). */
    QString errorString() const { return m_error; }

private:
    bool open();

    QString m_path;
    QString m_connection;
    QThread *m_thread = nullptr;
    bool m_failed = false;
    QString m_error;
};

} // namespace StepWise
