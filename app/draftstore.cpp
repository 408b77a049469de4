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

namespace {
/*! The lock `<uuid>.lock` beside the draft or lock file \a file `<uuid>.*`. */
QString lockPathOf(const QFileInfo &file)
{
    return file.absolutePath() + u'/' + file.completeBaseName() + QStringLiteral(".lock");
}

/*! Takes \a lock unless a live process holds it: a dead owner's lock is removed first. */
bool lockUnlessLive(QLockFile &lock)
{
    lock.setStaleLockTime(0); // only a dead owner makes it stale, never age
    return lock.tryLock(0)
        || (lock.error() == QLockFile::LockFailedError && lock.removeStaleLockFile() && lock.tryLock(0));
}
} // namespace

DraftStore::DraftStore(const QString &dir)
    : m_dir(dir)
{
    QDir().mkpath(m_dir);
    // Drafts hold what the reporter typed, private data often: the folder is the user's alone, also one that an
    // older version created readable by everyone.
    QFile::setPermissions(m_dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    // A window that was killed before it saved a draft leaves only its lock: a dead owner's is removed.
    for (const QFileInfo &fi : QDir(m_dir).entryInfoList({ QStringLiteral("*.lock") }, QDir::Files)) {
        if (QFileInfo::exists(fi.absolutePath() + u'/' + fi.completeBaseName() + QStringLiteral(".json")))
            continue; // orphans() offers its draft
        QLockFile stale(fi.absoluteFilePath());
        if (lockUnlessLive(stale))
            stale.unlock(); // removes the file
    }
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
    const bool opened = f.open(QIODevice::WriteOnly);
    // 0600 before a byte is written, whatever the umask (a file system without permissions still gets the draft).
    if (opened)
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    if (!opened || f.write(document.toJson()) < 0 || !f.commit()) {
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

QList<DraftStore::Orphan> DraftStore::orphans(QStringList *unreadable) const
{
    QList<Orphan> out;
    const QFileInfoList files = QDir(m_dir).entryInfoList({ QStringLiteral("*.json") }, QDir::Files);
    for (const QFileInfo &fi : files) {
        if (fi.absoluteFilePath() == QFileInfo(m_path).absoluteFilePath())
            continue;
        QLockFile lock(lockPathOf(fi));
        if (!lockUnlessLive(lock))
            continue; // held by a live process: that window is still open
        lock.unlock();
        QFile f(fi.absoluteFilePath());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        Orphan o;
        o.path = fi.absoluteFilePath();
        o.modified = fi.lastModified();
        QString error;
        QStringList dropped; // a malformed attachment must not cost the user the draft's text
        if (!ReportDocument::fromJson(f.readAll(), &o.document, &error, o.path, &dropped)) {
            if (unreadable)
                unreadable->append(error);
            continue;
        }
        if (!o.document.text.trimmed().isEmpty())
            out << o;
    }
    std::sort(out.begin(), out.end(), [](const Orphan &a, const Orphan &b) { return a.modified > b.modified; });
    return out;
}

void DraftStore::removeOrphan(const QString &path)
{
    QFile::remove(path);
    QFile::remove(lockPathOf(QFileInfo(path)));
}

QString DraftStore::preview(const QString &text, int maxChars)
{
    // Lines stay lines (a report is a title and a list of steps); blanks inside a line and runs of blank
    // lines are collapsed.
    QStringList lines;
    for (const QString &line : text.split(u'\n')) {
        const QString simple = line.simplified();
        if (!simple.isEmpty() || (!lines.isEmpty() && !lines.last().isEmpty()))
            lines << simple;
    }
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    const QString flat = lines.join(u'\n');
    if (flat.size() <= maxChars)
        return flat;
    const qsizetype half = std::max(1, maxChars / 2);
    // Cut at a line break within the last (first) half of each half, else at a space; a single word longer
    // than that is cut as it is.
    qsizetype headEnd = flat.lastIndexOf(u'\n', half);
    const bool headAtLine = headEnd >= half / 2;
    if (!headAtLine)
        headEnd = flat.lastIndexOf(u' ', half);
    if (headEnd <= 0)
        headEnd = half;
    const qsizetype from = flat.size() - half;
    qsizetype tailStart = flat.indexOf(u'\n', from - 1);
    const bool tailAtLine = tailStart >= 0 && tailStart <= from + half / 2;
    if (!tailAtLine)
        tailStart = flat.indexOf(u' ', from);
    tailStart = tailStart < 0 ? from : tailStart + 1;
    if (tailStart <= headEnd)
        return flat;
    const QString separator
        = QChar(headAtLine ? u'\n' : u' ') + QString(QChar(u'…')) + QChar(tailAtLine ? u'\n' : u' ');
    return flat.left(headEnd) + separator + flat.mid(tailStart);
}

} // namespace StepWise
