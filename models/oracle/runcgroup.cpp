// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcgroup.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <limits>
#include <sys/stat.h>
#include <unistd.h>

namespace StepWise {

namespace {

/*! One place runs' groups are created in: a cgroup directory and what its children can limit. */
struct Place {
    QByteArray dir;
    bool memory = false;
    bool pids = false;
};

struct Setup {
    RunCgroup::Kind kind = RunCgroup::Kind::None;
    QList<Place> places; // v2: one; v1: up to two (memory, pids), or one when both share a hierarchy
};

/*! A small kernel file read whole (cgroup and proc files are a few lines); empty when it cannot be read. */
QByteArray readSmall(const QByteArray &path)
{
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return {};
    QByteArray text;
    char buffer[4096];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n <= 0)
            break;
        text.append(buffer, n);
    }
    ::close(fd);
    return text;
}

/*! Writes \a value to the cgroup file \a path; the kernel takes it in one write. */
bool writeSmall(const QByteArray &path, const QByteArray &value)
{
    const int fd = ::open(path.constData(), O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, value.constData(), size_t(value.size())) == value.size();
    ::close(fd);
    return ok;
}

bool writable(const QByteArray &dir)
{
    return ::access(dir.constData(), W_OK | X_OK) == 0
        && ::access(QByteArray(dir + "/cgroup.procs").constData(), W_OK) == 0;
}

QByteArray parentOf(const QByteArray &dir)
{
    return dir.left(dir.lastIndexOf('/'));
}

/*! "/a/b" joined to the mount point, "/" meaning the mount point itself. */
QByteArray under(const QByteArray &mount, const QByteArray &path)
{
    return path == "/" || path.isEmpty() ? mount : mount + path;
}

/*! The number after "key " in a flat-keyed cgroup file (memory.events, memory.oom_control); -1 when absent. */
qint64 flatKey(const QByteArray &text, const QByteArray &key)
{
    for (const QByteArray &line : text.split('\n')) {
        if (line.startsWith(key) && line.size() > key.size() && line.at(key.size()) == ' ')
            return line.mid(key.size() + 1).trimmed().toLongLong();
    }
    return -1;
}

/*!
 * Kills every process in the group \a dir and removes it, waiting at most \a waitMs for its processes to end (killed
 * processes leave the group when they exit, which takes a moment). \returns true when the group is gone.
 */
bool killAndRemove(const QByteArray &dir, bool v2, int waitMs)
{
    if (v2)
        writeSmall(dir + "/cgroup.kill", "1"); // Linux ≥ 5.14: every member at once, forks included
    const QByteArray procs = dir + "/cgroup.procs";
    QElapsedTimer timer;
    for (;;) {
        const QByteArray members = readSmall(procs).trimmed();
        if (members.isEmpty()) {
            if (::rmdir(dir.constData()) == 0 || errno == ENOENT)
                return true;
            if (errno != EBUSY)
                return false;
        }
        // A member may fork between the read and the kill: the next round sees its child.
        for (const QByteArray &pid : members.split('\n')) {
            if (const int p = pid.trimmed().toInt(); p > 0)
                ::kill(p, SIGKILL);
        }
        if (!timer.isValid())
            timer.start();
        else if (timer.elapsed() > waitMs)
            return false;
        ::usleep(500);
    }
}

/*! Where runs' groups can go, from \a mounts (/proc/self/mounts) and \a groups (/proc/self/cgroup). */
Setup detect(const QByteArray &mounts, const QByteArray &groups)
{
    Setup s;
    // v1 hierarchy id lines "4:memory:/path", v2 "0::/path".
    auto ownPath = [&groups](const QByteArray &controller) -> QByteArray {
        for (const QByteArray &line : groups.split('\n')) {
            const QList<QByteArray> f = line.split(':');
            if (f.size() < 3)
                continue;
            const bool match
                = controller.isEmpty() ? f[0] == "0" && f[1].isEmpty() : f[1].split(',').contains(controller);
            if (match)
                return line.mid(f[0].size() + f[1].size() + 2);
        }
        return {};
    };
    QList<QByteArray> v1Mounts;
    for (const QByteArray &line : mounts.split('\n')) {
        const QList<QByteArray> f = line.split(' ');
        if (f.size() < 4)
            continue;
        if (f[2] == "cgroup2" && s.places.isEmpty()) {
            const QByteArray own = ownPath({});
            if (own.isEmpty())
                continue;
            QList<QByteArray> candidates { under(f[1], own) };
            if (candidates[0] != f[1])
                candidates << parentOf(candidates[0]);
            for (const QByteArray &dir : std::as_const(candidates)) {
                const QList<QByteArray> enabled = readSmall(dir + "/cgroup.subtree_control").trimmed().split(' ');
                if (enabled.contains("memory") && enabled.contains("pids") && writable(dir)) {
                    s.places << Place { dir, true, true };
                    break;
                }
            }
        } else if (f[2] == "cgroup") {
            v1Mounts << line;
        }
    }
    if (!s.places.isEmpty()) {
        s.kind = RunCgroup::Kind::V2;
        return s;
    }
    for (const QByteArray &line : std::as_const(v1Mounts)) {
        const QList<QByteArray> f = line.split(' ');
        const QList<QByteArray> options = f[3].split(',');
        Place place;
        // A hierarchy mounted twice would get the same group twice: each controller from its first mount only.
        place.memory = options.contains("memory")
            && !std::any_of(s.places.cbegin(), s.places.cend(), [](const Place &p) { return p.memory; });
        place.pids = options.contains("pids")
            && !std::any_of(s.places.cbegin(), s.places.cend(), [](const Place &p) { return p.pids; });
        if (!place.memory && !place.pids)
            continue;
        const QByteArray own = under(f[1], ownPath(place.memory ? "memory" : "pids"));
        // Under this process's own group when it may create there; the root only when that is writable (root).
        for (const QByteArray &dir : { own, f[1] }) {
            if (writable(dir)) {
                place.dir = dir;
                break;
            }
        }
        if (!place.dir.isEmpty())
            s.places << place;
    }
    if (!s.places.isEmpty())
        s.kind = RunCgroup::Kind::V1;
    return s;
}

/*! Removes the groups of dead StepWise processes in \a s's places (RunCgroup::removeStale()). */
int removeStaleIn(const Setup &s)
{
    static const QRegularExpression name(QStringLiteral("^stepwise-(\\d+)-\\d+$"));
    int removed = 0;
    for (const Place &place : s.places) {
        const QDir dir(QString::fromLocal8Bit(place.dir));
        for (const QString &entry :
             dir.entryList({ QStringLiteral("stepwise-*") }, QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QRegularExpressionMatch m = name.match(entry);
            bool ok = false;
            const qint64 pid = m.hasMatch() ? m.captured(1).toLongLong(&ok) : 0;
            if (!ok || pid <= 0 || pid > std::numeric_limits<pid_t>::max() || pid == QCoreApplication::applicationPid())
                continue;
            // ESRCH: no such process; EPERM means one runs, as another user.
            if (::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
                continue;
            if (killAndRemove(place.dir + '/' + QFile::encodeName(entry), s.kind == RunCgroup::Kind::V2, 2000))
                ++removed;
        }
    }
    return removed;
}

/*! What detect() found, once per process (thread-safe static initialisation); the first call also removes the
 *  groups dead StepWise processes left. */
const Setup &setup()
{
    static const Setup s = [] {
        Setup found = detect(readSmall("/proc/self/mounts"), readSmall("/proc/self/cgroup"));
        removeStaleIn(found);
        return found;
    }();
    return s;
}

std::atomic<quint64> s_counter { 0 };

} // namespace

RunCgroup::RunCgroup(qint64 memoryBytes, qint64 maxProcesses)
{
    const Setup &s = setup();
    if (s.kind == Kind::None)
        return;
    const bool v2 = s.kind == Kind::V2;
    const QByteArray name
        = "/stepwise-" + QByteArray::number(QCoreApplication::applicationPid()) + '-' + QByteArray::number(++s_counter);
    bool ok = true;
    for (qsizetype i = 0; i < s.places.size() && i < qsizetype(m_dirs.size()) && ok; ++i) {
        const Place &place = s.places[i];
        const QByteArray dir = place.dir + name;
        if (::mkdir(dir.constData(), 0755) != 0) {
            ok = false;
            break;
        }
        m_dirs[size_t(i)] = dir;
        m_procsFiles[size_t(i)] = dir + "/cgroup.procs";
        if (place.memory && memoryBytes > 0) {
            const QByteArray bytes = QByteArray::number(memoryBytes);
            if (v2) {
                ok = writeSmall(dir + "/memory.max", bytes);
                // Swap would let a run go past its limit; absent without swap accounting.
                writeSmall(dir + "/memory.swap.max", "0");
                // One process killed leaves its siblings running on: the whole run ends instead.
                writeSmall(dir + "/memory.oom.group", "1");
                m_oomFile = dir + "/memory.events";
            } else {
                ok = writeSmall(dir + "/memory.limit_in_bytes", bytes);
                // Memory plus swap, when the kernel accounts swap (swapaccount=1); must not be below the first.
                writeSmall(dir + "/memory.memsw.limit_in_bytes", bytes);
                m_oomFile = dir + "/memory.oom_control";
            }
        }
        if (ok && place.pids && maxProcesses > 0)
            ok = writeSmall(dir + "/pids.max", QByteArray::number(maxProcesses));
    }
    if (!ok)
        kill();
}

RunCgroup::~RunCgroup()
{
    kill();
}

bool RunCgroup::joinFromChild() const noexcept
{
    bool ok = true;
    for (const QByteArray &file : m_procsFiles) {
        if (file.isEmpty())
            continue;
        const int fd = ::open(file.constData(), O_WRONLY | O_CLOEXEC);
        ok = fd >= 0 && ::write(fd, "0", 1) == 1 && ok;
        if (fd >= 0)
            ::close(fd);
    }
    return ok;
}

bool RunCgroup::memoryExceeded() const
{
    return !m_oomFile.isEmpty() && flatKey(readSmall(m_oomFile), "oom_kill") > 0;
}

void RunCgroup::kill()
{
    const bool v2 = setup().kind == Kind::V2;
    for (size_t i = 0; i < m_dirs.size(); ++i) {
        if (!m_dirs[i].isEmpty())
            killAndRemove(m_dirs[i], v2, 2000);
        m_dirs[i].clear();
        m_procsFiles[i].clear();
    }
    m_oomFile.clear();
}

RunCgroup::Kind RunCgroup::available()
{
    return setup().kind;
}

bool RunCgroup::limitsMemory()
{
    const QList<Place> &places = setup().places;
    return std::any_of(places.begin(), places.end(), [](const Place &p) { return p.memory; });
}

bool RunCgroup::limitsProcesses()
{
    const QList<Place> &places = setup().places;
    return std::any_of(places.begin(), places.end(), [](const Place &p) { return p.pids; });
}

QList<QByteArray> RunCgroup::places()
{
    QList<QByteArray> dirs;
    for (const Place &p : setup().places)
        dirs << p.dir;
    return dirs;
}

RunCgroup::Kind RunCgroup::detectIn(const QByteArray &mounts, const QByteArray &cgroups, QList<QByteArray> *places)
{
    const Setup found = detect(mounts, cgroups);
    places->clear();
    for (const Place &p : found.places)
        places->append(p.dir);
    return found.kind;
}

QString RunCgroup::describeAvailable()
{
    const Setup &s = setup();
    switch (s.kind) {
    case Kind::V2:
        return u"cgroup v2 under "_qs + QString::fromLocal8Bit(s.places.first().dir);
    case Kind::V1: {
        QStringList controllers;
        for (const Place &p : s.places) {
            if (p.memory)
                controllers << QStringLiteral("memory");
            if (p.pids)
                controllers << QStringLiteral("pids");
        }
        return u"cgroup v1 ("_qs + controllers.join(u", "_qs) + u')';
    }
    case Kind::None:
        break;
    }
    return QStringLiteral("none");
}

int RunCgroup::removeStale()
{
    return removeStaleIn(setup());
}

} // namespace StepWise
