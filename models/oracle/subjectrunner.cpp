// SPDX-License-Identifier: GPL-3.0-or-later
#include "subjectrunner.h"

#include "exactmath.h"
#include "runcgroup.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

#include <atomic>
#include <cmath>
#include <csignal>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace StepWise {

namespace {
std::atomic<qint64> s_runs { 0 };
constexpr qsizetype MaxCapturedOutput = 64 * 1024;
// The same context as runStatusName(): the run's words and its status name are translated together.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::RunStatus)
};

/*! More processes than a program's own that one run may start: a subject is one process, so this only stops a fork
 *  bomb early (where RLIMIT_NPROC applies: not to root). */
constexpr qint64 MaxProcessesPerRun = 32;

/*! How many processes this user runs (RLIMIT_NPROC counts them all), recounted at most once a second. */
qint64 userProcessCount()
{
    static QMutex mutex;
    static QElapsedTimer counted;
    static qint64 count = 0;
    QMutexLocker lock(&mutex);
    if (counted.isValid() && counted.elapsed() < 1000)
        return count;
    const uid_t uid = ::getuid();
    count = 0;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        struct stat st = {};
        if (entry.front().isDigit() && ::stat(QFile::encodeName(u"/proc/"_qs + entry).constData(), &st) == 0
            && st.st_uid == uid)
            ++count;
    }
    counted.start();
    return count;
}

/*!
 * The run's supervisor, a POSIX shell script run as `sh -c Supervisor sh PROGRAM ARGS…` in the process QProcess
 * starts, made a subreaper (PR_SET_CHILD_SUBREAPER, kept across exec) before: every descendant of the program whose
 * parent ends becomes its child, also one that left the process group and session (setsid, a double fork). It runs
 * the program on its own standard input and output, waits for it, then kills its children round by round (a
 * killed process's children become its own in turn; zombies are skipped) until none is left, and ends as the program
 * did. "None left" takes two equal reads of the children list around the zombie checks: a process hands its children
 * over before it turns zombie, so the first read can miss a child handed over during the checks, and the second
 * cannot. A child whose /proc entry cannot be read is still ending, not gone. SIGTERM (the runner's time limit, or the
 * runner's death by PR_SET_PDEATHSIG) ends the wait early. Only built-ins after the program starts: nothing else
 * forks.
 */
constexpr char Supervisor[] = R"sh(stop=
trap 'stop=1' TERM
exec 3<&0
"$@" <&3 3<&- &
program=$!
exec 3<&- 0</dev/null 1>/dev/null
wait "$program"
status=$?
round=0
while [ "$round" -lt 10000 ]; do
    children=
    read -r children < /proc/$$/task/$$/children || :
    alive=
    for child in $children; do
        state=
        read -r state < /proc/$child/stat 2>/dev/null || :
        case "${state##*) }" in Z*) ;; *) alive="$alive $child" ;; esac
    done
    if [ -z "$alive" ]; then
        again=
        read -r again < /proc/$$/task/$$/children || :
        [ "$again" = "$children" ] && break
    else
        kill -9 $alive 2>/dev/null
    fi
    round=$((round + 1))
done
[ -n "$stop" ] && kill -9 $$
if [ "$status" -gt 128 ]; then
    trap - TERM
    kill -$((status - 128)) $$
    kill -9 $$
fi
exit "$status"
)sh";
} // namespace

QByteArray RunResult::printedIfReadOtherwise() const
{
    if (status != RunStatus::Ok)
        return {};
    const QByteArray text = rawOutput.trimmed().left(80);
    return text == value ? QByteArray() : text;
}

QString describeRun(const RunResult &r)
{
    const QString status = runStatusName(r.status);
    const QString value = QString::fromLatin1(r.value);
    const QString printed = QString::fromUtf8(r.rawOutput.left(80)).trimmed();
    switch (r.status) {
    case RunStatus::Ok:
        if (const QByteArray text = r.printedIfReadOtherwise(); !text.isEmpty())
            //: follows "the program"; %1 the text it printed ("2.50", "NO"), %2 the number that text is read as
            return Tr::tr("prints %1 (read as %2)").arg(QString::fromUtf8(text), value);
        //: follows "the program"; %1 the number it printed
        return Tr::tr("prints %1").arg(value);
    case RunStatus::Empty:
        //: follows "the program"; %1 the run status ("empty"), %2 the output it counts as
        return Tr::tr("prints nothing (run status \"%1\", counted as output %2)").arg(status, value);
    case RunStatus::NonZeroExit:
        if (printed.isEmpty())
            //: follows "the program"; %1 its exit status, %2 the run status ("non-zero exit"), %3 the output it counts
            //: as
            return Tr::tr("exits with status %1 and prints nothing (run status \"%2\", counted as output %3)")
                .arg(QString::number(r.exitCode), status, value);
        //: follows "the program"; %1 its exit status, %2 what it printed, %3 the run status ("non-zero exit"), %4 the
        //: output it counts as
        return Tr::tr("exits with status %1 after printing \"%2\" (run status \"%3\", counted as output %4)")
            .arg(QString::number(r.exitCode), printed, status, value);
    case RunStatus::Crashed:
        //: follows "the program"; %1 the run status ("crashed"), %2 the output it counts as
        return Tr::tr("crashes (run status \"%1\", counted as output %2)").arg(status, value);
    case RunStatus::TimedOut:
        //: follows "the program"; %1 the run status ("timed out"), %2 the output it counts as
        return Tr::tr("does not finish in time (run status \"%1\", counted as output %2)").arg(status, value);
    case RunStatus::MemoryExceeded:
        //: follows "the program"; %1 the run status ("memory limit"), %2 the output it counts as
        return Tr::tr("exceeds its memory limit (run status \"%1\", counted as output %2)").arg(status, value);
    case RunStatus::NonNumeric:
        //: follows "the program"; %1 what it printed, %2 the run status ("non-numeric")
        return Tr::tr("prints \"%1\", which is not one number (run status \"%2\")").arg(printed, status);
    case RunStatus::FailedToStart:
        break;
    }
    //: follows "the program"; %1 the run status ("failed to start"), %2 the error naming the program
    return Tr::tr("does not start (run status \"%1\"): %2").arg(status, r.error);
}

SubjectRunner::SubjectRunner(QStringList command)
    : m_command(std::move(command))
{
}

qint64 SubjectRunner::totalRuns()
{
    return s_runs.load();
}

RunResult SubjectRunner::parseOutput(const QByteArray &stdoutText)
{
    RunResult r;
    r.rawOutput = stdoutText.left(MaxCapturedOutput);
    const QByteArray t = stdoutText.trimmed();
    if (t.isEmpty()) {
        r.status = RunStatus::Empty;
        r.value = QByteArrayLiteral("0");
        return r;
    }
    r.status = RunStatus::Ok;
    const QByteArray lower = t.toLower();
    if (lower == "yes" || lower == "no") {
        r.value = lower == "yes" ? QByteArrayLiteral("1") : QByteArrayLiteral("0");
        return r;
    }
    static const QRegularExpression integer(QStringLiteral("^[+-]?[0-9]+$"));
    static const QRegularExpression decimal(QStringLiteral("^[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?$"));
    const QString s = QString::fromLatin1(t);
    if (integer.match(s).hasMatch()) {
        r.value = ExactMath::canonical(t[0] == '+' ? t.sliced(1) : t);
        return r;
    }
    if (decimal.match(s).hasMatch()) {
        bool ok = false;
        const double d = s.toDouble(&ok);
        if (ok && std::isfinite(d) && std::fabs(d) < 9e18) {
            r.value = QByteArray::number(static_cast<qint64>(std::llround(d)));
            return r;
        }
    }
    r.status = RunStatus::NonNumeric;
    return r;
}

RunResult SubjectRunner::run(const InputVector &input) const
{
    return runText(input.join(' ') + '\n');
}

RunResult SubjectRunner::runText(const QByteArray &stdinText) const
{
    ++s_runs;
    RunResult r;
    if (m_command.isEmpty()) {
        r.error = QStringLiteral("no program given");
        return r;
    }
    QProcess proc;
    proc.setProgram(QStringLiteral("/bin/sh"));
    proc.setArguments(QStringList { QStringLiteral("-c"), QString::fromLatin1(Supervisor), QStringLiteral("sh") }
                      + m_command);
    proc.setProcessChannelMode(QProcess::SeparateChannels);
    proc.setStandardErrorFile(QProcess::nullDevice());
    const rlim_t memLimit = static_cast<rlim_t>(m_memoryLimit);
    const rlim_t cpuLimit = static_cast<rlim_t>(m_timeoutMs / 1000 + 2);
    const rlim_t processLimit = static_cast<rlim_t>(userProcessCount() + MaxProcessesPerRun);
    // Memory and processes of the whole run, where a cgroup can be made (else per process only); declared before the
    // process so that it outlives it.
    RunCgroup group(m_memoryLimit, RunCgroup::DefaultMaxProcesses);
    const RunCgroup *runGroup = group.isValid() ? &group : nullptr;
    // Runs in the child between fork and exec: only async-signal-safe calls.
    proc.setChildProcessModifier([memLimit, cpuLimit, processLimit, runGroup]() {
        // First, so that everything the supervisor starts is inside.
        if (runGroup)
            runGroup->joinFromChild();
        ::setpgid(0, 0);
        if (memLimit > 0) {
            const rlimit as { memLimit, memLimit };
            ::setrlimit(RLIMIT_AS, &as);
        }
        const rlimit cpu { cpuLimit, cpuLimit + 1 };
        ::setrlimit(RLIMIT_CPU, &cpu);
        const rlimit processes { processLimit, processLimit };
        ::setrlimit(RLIMIT_NPROC, &processes);
        // Without a subreaper (Linux < 3.4) the group kill below is all there is.
        ::prctl(PR_SET_CHILD_SUBREAPER, 1);
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
    });
    // The supervisor would start anything, and run a text file without "#!" as a shell script: the program is
    // checked here, as exec would.
    const QString program = m_command.first();
    const QString executable = program.contains(u'/') ? program : QStandardPaths::findExecutable(program);
    const QFileInfo file(program);
    QFile head(executable);
    const bool runnable = !executable.isEmpty() && QFileInfo(executable).isFile()
        && QFileInfo(executable).isExecutable()
        && (!head.open(QIODevice::ReadOnly)
            || head.peek(4).startsWith("\x7f"
                                       "ELF")
            || head.peek(2).startsWith("#!"));
    if (runnable)
        proc.start(QIODevice::ReadWrite);
    if (!runnable || !proc.waitForStarted(5000)) {
        r.status = RunStatus::FailedToStart;
        // execvp's "No such file or directory" and "Permission denied" do not say what was given instead.
        if (program.contains(u'/') && !file.exists())
            //: %1 the path given as the program
            r.error = Tr::tr("cannot start %1: there is no such file").arg(program);
        else if (!program.contains(u'/') && QStandardPaths::findExecutable(program).isEmpty())
            //: %1 the name given as the program
            r.error
                = Tr::tr("cannot start %1: no program of that name in PATH (give its path, e.g. ./%1)").arg(program);
        else if (program.contains(u'/') && file.isDir())
            //: %1 the path given as the program
            r.error = Tr::tr("cannot start %1: it is a folder, not a program").arg(program);
        else if (program.contains(u'/') && file.isFile() && !file.isExecutable())
            //: %1 the path given as the program
            r.error
                = Tr::tr(
                      "cannot start %1: the file is not executable (a program built from a source file, or chmod +x)")
                      .arg(program);
        else if (!runnable)
            //: %1 the path given as the program
            r.error
                = Tr::tr("cannot start %1: the system cannot run it (a script needs a first line such as #!/bin/sh)")
                      .arg(program);
        else
            //: %1 the program, %2 the system's reason
            r.error = Tr::tr("cannot start %1: %2").arg(program, proc.errorString());
        return r;
    }
    const qint64 pid = proc.processId();
    proc.write(stdinText);
    proc.closeWriteChannel();

    QElapsedTimer timer;
    timer.start();
    QByteArray out;
    bool timedOut = false;
    while (proc.state() != QProcess::NotRunning) {
        const qint64 left = m_timeoutMs - timer.elapsed();
        if (left <= 0) {
            timedOut = true;
            break;
        }
        proc.waitForFinished(static_cast<int>(std::min<qint64>(left, 100)));
        if (out.size() < MaxCapturedOutput)
            out += proc.readAllStandardOutput();
        else
            proc.readAllStandardOutput();
    }
    if (timedOut) {
        // The supervisor kills the program's whole tree on SIGTERM; the group kill is the backstop.
        ::kill(static_cast<pid_t>(pid), SIGTERM);
        if (!proc.waitForFinished(1000))
            ::kill(-static_cast<pid_t>(pid), SIGKILL);
        proc.waitForFinished(2000);
        // A run that went over its memory limit may hang in what is left of it: the memory is the cause.
        r.status = group.memoryExceeded() ? RunStatus::MemoryExceeded : RunStatus::TimedOut;
        r.value = QByteArrayLiteral("0");
        return r;
    }
    if (out.size() < MaxCapturedOutput)
        out += proc.readAllStandardOutput();
    // The leader is gone; anything it left in its group goes too.
    ::kill(-static_cast<pid_t>(pid), SIGKILL);

    // The kernel killed a process of the run at the run's memory limit: whatever the rest did, the run was cut short.
    if (group.memoryExceeded()) {
        r.status = RunStatus::MemoryExceeded;
        r.value = QByteArrayLiteral("0");
        r.rawOutput = out.left(MaxCapturedOutput);
        return r;
    }

    if (proc.exitStatus() == QProcess::CrashExit) {
        r.status = RunStatus::Crashed;
        r.value = QByteArrayLiteral("0");
        r.rawOutput = out.left(MaxCapturedOutput);
        return r;
    }
    if (proc.exitCode() != 0) {
        r.status = RunStatus::NonZeroExit;
        r.exitCode = proc.exitCode();
        r.value = QByteArrayLiteral("0");
        r.rawOutput = out.left(MaxCapturedOutput);
        return r;
    }
    return parseOutput(out);
}

QStringList SubjectRunner::splitCommandLine(const QString &text)
{
    const QString trimmed = text.trimmed();
    const QFileInfo whole(trimmed);
    // A path with spaces that names a program is meant as that program, not split at its spaces.
    if (!trimmed.isEmpty() && whole.isFile() && whole.isExecutable())
        return { trimmed };
    return QProcess::splitCommand(trimmed);
}

QString SubjectRunner::quoteProgram(const QString &path)
{
    if (!path.contains(u' ') && !path.contains(u'\t') && !path.contains(u'"'))
        return path;
    // QProcess::splitCommand reads three quotes inside a quoted word as one literal quote.
    QString inner = path;
    inner.replace(QStringLiteral("\""), QStringLiteral("\"\"\""));
    return u'"' + inner + u'"';
}

} // namespace StepWise
