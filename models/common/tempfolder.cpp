// SPDX-License-Identifier: GPL-3.0-or-later
#include "tempfolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QMutex>
#include <QRegularExpression>
#include <QSet>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <limits>
#include <mutex>
#include <sys/syscall.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace StepWise {

namespace {

/*! The folders alive, for the termination thread. Never destroyed: that thread may run while statics are. */
struct Registry {
    QMutex mutex;
    QSet<QString> paths;
};

Registry &registry()
{
    static auto *r = new Registry;
    return *r;
}

int terminationPipe[2] = { -1, -1 };

extern "C" void onTermination(int signal)
{
    const char byte = char(signal);
    const ssize_t written = ::write(terminationPipe[1], &byte, 1);
    Q_UNUSED(written); // nothing else is safe to do in a signal handler
}

} // namespace

TempFolder::TempFolder()
{
    // Created and registered in one step: a termination in between would leave the folder behind.
    QMutexLocker lock(&registry().mutex);
    m_dir = std::make_unique<QTemporaryDir>(
        QDir::tempPath() + QStringLiteral("/stepwise-%1-XXXXXX").arg(QCoreApplication::applicationPid()));
    if (m_dir->isValid())
        registry().paths.insert(m_dir->path());
}

TempFolder::~TempFolder()
{
    QMutexLocker lock(&registry().mutex);
    registry().paths.remove(m_dir->path());
    m_dir->remove();
}

void TempFolder::removeOnTermination()
{
    static std::once_flag once;
    std::call_once(once, [] {
        if (::pipe2(terminationPipe, O_CLOEXEC) != 0)
            return;
        std::thread([] {
            char signal = 0;
            while (::read(terminationPipe[0], &signal, 1) < 0 && errno == EINTR) { }
            // Kept locked until the end: no folder is created or removed from now on.
            registry().mutex.lock();
            // Other threads go on writing until the process ends, and would create a removed folder again (an
            // archive's next entry): a child removes the folders once this process has ended.
            std::vector<QByteArray> paths;
            for (const QString &path : std::as_const(registry().paths))
                paths.push_back(QFile::encodeName(path));
            std::vector<char *> argv { const_cast<char *>("rm"), const_cast<char *>("-rf"), const_cast<char *>("--") };
            for (QByteArray &path : paths)
                argv.push_back(path.data());
            argv.push_back(nullptr);
            const pid_t parent = ::getpid();
            // The raw system call: glibc's fork() runs the atfork handlers of the libraries loaded (Z3's take locks
            // that a busy thread may hold).
            const pid_t child = paths.empty() ? -1 : pid_t(::syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0));
            if (child == 0) {
                // Only async-signal-safe calls in the child of a threaded process. It holds no pipe of the
                // parent's, so that nobody reading the parent's output waits for it.
                const int null = ::open("/dev/null", O_RDWR);
                for (int fd = 0; fd < 3; ++fd)
                    ::dup2(null, fd);
                while (::getppid() == parent) {
                    const timespec pause { 0, 5 * 1000 * 1000 };
                    ::nanosleep(&pause, nullptr);
                }
                ::execv("/bin/rm", argv.data());
                ::_exit(127);
            }
            if (child < 0) {
                for (const QString &path : std::as_const(registry().paths))
                    QDir(path).removeRecursively();
            }
            // The default action ends the whole process, as the signal would have without this handler.
            std::signal(signal, SIG_DFL);
            std::raise(signal);
        }).detach();
        struct sigaction action = {};
        action.sa_handler = onTermination;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        for (int signal : { SIGTERM, SIGINT, SIGHUP })
            ::sigaction(signal, &action, nullptr);
    });
}

int TempFolder::removeStale()
{
    static const QRegularExpression name(QStringLiteral("^stepwise-(\\d+)-[A-Za-z0-9]{6}$"));
    const QDir temp(QDir::tempPath());
    int removed = 0;
    for (const QFileInfo &entry :
         temp.entryInfoList({ QStringLiteral("stepwise-*") }, QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden)) {
        const QRegularExpressionMatch m = name.match(entry.fileName());
        // A link planted in a shared /tmp must not make this remove what it points to.
        if (!m.hasMatch() || entry.isSymLink() || entry.ownerId() != ::getuid())
            continue;
        bool ok = false;
        const qint64 pid = m.captured(1).toLongLong(&ok);
        if (!ok || pid <= 0 || pid > std::numeric_limits<pid_t>::max() || pid == QCoreApplication::applicationPid())
            continue;
        // ESRCH: no such process. EPERM means it runs (as another user).
        if (::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
            continue;
        if (QDir(entry.filePath()).removeRecursively())
            ++removed;
    }
    return removed;
}

} // namespace StepWise
