// SPDX-License-Identifier: GPL-3.0-or-later
#include "llmcache.h"

#include "llmlog.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

namespace StepWise {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::LlmCache)
};
} // namespace

LlmCache::LlmCache(const QString &path)
    : m_path(path.isEmpty() ? defaultPath() : path)
    , m_connection(u"llm-cache-"_qs + QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

LlmCache::~LlmCache()
{
    if (m_thread && m_thread == QThread::currentThread()) {
        QSqlDatabase::database(m_connection, false).close();
        QSqlDatabase::removeDatabase(m_connection);
    }
}

QString LlmCache::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/llm-cache.sqlite"_qs;
}

bool LlmCache::open()
{
    if (m_failed)
        return false;
    if (m_thread) {
        if (m_thread == QThread::currentThread())
            return true;
        qCWarning(lcLlm) << "LLM cache used from a second thread; caching is off for that thread";
        return false;
    }
    m_thread = QThread::currentThread();
    if (m_path != u":memory:")
        QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    if (!db.open()) {
        m_error = Tr::tr("Cannot open the LLM cache %1: %2").arg(m_path, db.lastError().text());
    } else {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL"))
            || !q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS llm_responses ("
                                      "key TEXT PRIMARY KEY, model TEXT, prompt_version TEXT, request TEXT, "
                                      "content TEXT NOT NULL, prompt_tokens INTEGER, completion_tokens INTEGER, "
                                      "created TEXT)"))) {
            m_error = Tr::tr("Cannot prepare the LLM cache %1: %2").arg(m_path, q.lastError().text());
        }
    }
    if (!m_error.isEmpty()) {
        qCWarning(lcLlm).noquote() << m_error;
        m_failed = true;
        return false;
    }
    return true;
}

std::optional<LlmCache::Entry> LlmCache::lookup(const QString &key)
{
    if (!open())
        return std::nullopt;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT content, prompt_tokens, completion_tokens FROM llm_responses WHERE key = ?"));
    q.addBindValue(key);
    if (!q.exec() || !q.next())
        return std::nullopt;
    Entry e;
    e.content = q.value(0).toString();
    e.usage.promptTokens = q.value(1).toLongLong();
    e.usage.completionTokens = q.value(2).toLongLong();
    return e;
}

void LlmCache::store(const QString &key, const QString &model, const QString &promptVersion, const QByteArray &request,
                     const Entry &entry)
{
    if (!open())
        return;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO llm_responses (key, model, prompt_version, request, content, "
                             "prompt_tokens, completion_tokens, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(key);
    q.addBindValue(model);
    q.addBindValue(promptVersion);
    q.addBindValue(QString::fromUtf8(request));
    q.addBindValue(entry.content);
    q.addBindValue(entry.usage.promptTokens);
    q.addBindValue(entry.usage.completionTokens);
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec())
        qCWarning(lcLlm).noquote() << "LLM cache" << m_path << "write failed:" << q.lastError().text();
}

bool LlmCache::clear()
{
    if (!open())
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    return q.exec(QStringLiteral("DELETE FROM llm_responses"));
}

int LlmCache::size()
{
    if (!open())
        return -1;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM llm_responses")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

} // namespace StepWise
