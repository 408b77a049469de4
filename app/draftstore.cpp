// SPDX-License-Identifier: GPL-3.0-or-later
#include "draftstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace StepWise {

DraftStore::DraftStore(const QString &dir)
    : m_dir(dir)
{
    QDir().mkpath(m_dir);
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_path = m_dir + u'/' + id + QStringLiteral(".json");
    m_lock = std::make_unique<QLockFile>(m_dir + u'/' + id + QStringLiteral(".lock"));
    m_lock->setStaleLockTime(0); // only a dead owner makes it stale, never age
    m_lock->tryLock(0);
}

DraftStore::~DraftStore() = default;

QString DraftStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/drafts");
}

bool DraftStore::save(const ReportDocument &document, QString *error)
{
    QSaveFile f(m_path);
    if (!f.open(QIODevice::WriteOnly) || f.write(document.toJson()) < 0 || !f.commit()) {
        if (error)
            *error = QCoreApplication::translate("StepWise::DraftStore", "Cannot save the draft %1: %2")
                         .arg(m_path, f.errorString());
        return false;
    }
    return true;
}

void DraftStore::discard()
{
    QFile::remove(m_path);
}

QList<DraftStore::Orphan> DraftStore::orphans() const
{
    QList<Orphan> out;
    const QFileInfoList files = QDir(m_dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files);
    for (const QFileInfo &fi : files) {
        if (fi.absoluteFilePath() == QFileInfo(m_path).absoluteFilePath())
            continue;
        QLockFile lock(fi.absolutePath() + u'/' + fi.completeBaseName() + QStringLiteral(".lock"));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0)) {
            // Held by a live process: that window is still open. A dead owner's lock is removed.
            if (lock.error() != QLockFile::LockFailedError || !lock.removeStaleLockFile() || !lock.tryLock(0))
                continue;
        }
        lock.unlock();
        QFile f(fi.absoluteFilePath());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        Orphan o;
        o.path = fi.absoluteFilePath();
        o.modified = fi.lastModified();
        QString error;
        if (ReportDocument::fromJson(f.readAll(), &o.document, &error, o.path) && !o.document.text.trimmed().isEmpty())
            out << o;
    }
    std::sort(out.begin(), out.end(), [](const Orphan &a, const Orphan &b) { return a.modified > b.modified; });
    return out;
}

void DraftStore::removeOrphan(const QString &path)
{
    QFile::remove(path);
    const QFileInfo fi(path);
    QFile::remove(fi.absolutePath() + u'/' + fi.completeBaseName() + QStringLiteral(".lock"));
}

} // namespace StepWise
