// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

/*!
 * Damages the closed SQLite store at \a path as a bad disk would: overwrites the root page of
 * \a table (a table, e.g. "screen", or an index, e.g. "sqlite_autoindex_app_version_1") with a fixed byte
 * pattern. The header and the other tables stay intact, so the store still opens; reading \a table then
 * fails with SQLite's "database disk image is malformed".
 * \returns an empty string, or what went wrong (the file is then unchanged).
 */
inline QString damageStoreTable(const QString &path, const QString &table)
{
    const QString connection = QStringLiteral("damage-") + path;
    qint64 pageSize = 0, rootPage = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA page_size")) && q.next())
                pageSize = q.value(0).toLongLong();
            q.prepare(QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = ?"));
            q.addBindValue(table);
            if (q.exec() && q.next())
                rootPage = q.value(0).toLongLong();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    // Page 1 holds the header and the schema: damaging it is another case (the store does not open).
    if (pageSize <= 0 || rootPage < 2)
        return QStringLiteral("%1: no table %2 to damage").arg(path, table);
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite) || !f.seek((rootPage - 1) * pageSize))
        return QStringLiteral("%1: %2").arg(path, f.errorString());
    const QByteArray garbage(pageSize, char(0xA5));
    return f.write(garbage) == garbage.size() ? QString() : QStringLiteral("%1: %2").arg(path, f.errorString());
}
