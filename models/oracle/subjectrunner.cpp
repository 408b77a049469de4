// SPDX-License-Identifier: GPL-3.0-or-later
#include "subjectrunner.h"

#include "exactmath.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

#include <atomic>
#include <cmath>
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

namespace StepWise {

namespace {
std::atomic<qint64> s_runs{0};
constexpr qsizetype MaxCapturedOutput = 64 * 1024;
// The same context as runStatusName(): the run's words and its status name are translated together.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::RunStatus)
};
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
            //: follows "the program"; %1 its exit status, %2 the run status ("non-zero exit"), %3 the output it counts as
            return Tr::tr("exits with status %1 and prints nothing (run status \"%2\", counted as output %3)").arg(QString::number(r.exitCode), status, value);
        //: follows "the program"; %1 its exit status, %2 what it printed, %3 the run status ("non-zero exit"), %4 the output it counts as
        return Tr::tr("exits with status %1 after printing \"%2\" (run status \"%3\", counted as output %4)")
            .arg(QString::number(r.exitCode), printed, status, value);
    case RunStatus::Crashed:
        //: follows "the program"; %1 the run status ("crashed"), %2 the output it counts as
        return Tr::tr("crashes (run status \"%1\", counted as output %2)").arg(status, value);
    case RunStatus::TimedOut:
        //: follows "the program"; %1 the run status ("timed out"), %2 the output it counts as
        return Tr::tr("does not finish in time (run status \"%1\", counted as output %2)").arg(status, value);
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
    proc.setProgram(m_command.first());
    proc.setArguments(m_command.mid(1));
    proc.setProcessChannelMode(QProcess::SeparateChannels);
    proc.setStandardErrorFile(QProcess::nullDevice());
    const rlim_t memLimit = static_cast<rlim_t>(m_memoryLimit);
    const rlim_t cpuLimit = static_cast<rlim_t>(m_timeoutMs / 1000 + 2);
    // Runs in the child between fork and exec: only async-signal-safe calls.
    proc.setChildProcessModifier([memLimit, cpuLimit]() {
        ::setpgid(0, 0);
        if (memLimit > 0) {
            const rlimit as{memLimit, memLimit};
            ::setrlimit(RLIMIT_AS, &as);
        }
        const rlimit cpu{cpuLimit, cpuLimit + 1};
        ::setrlimit(RLIMIT_CPU, &cpu);
    });
    proc.start(QIODevice::ReadWrite);
    if (!proc.waitForStarted(5000)) {
        r.status = RunStatus::FailedToStart;
        // execvp's "No such file or directory" and "Permission denied" do not say what was given instead.
        const QString program = m_command.first();
        const QFileInfo file(program);
        if (program.contains(u'/') && !file.exists())
            //: %1 the path given as the program
            r.error = Tr::tr("cannot start %1: there is no such file").arg(program);
        else if (!program.contains(u'/') && QStandardPaths::findExecutable(program).isEmpty())
            //: %1 the name given as the program
            r.error = Tr::tr("cannot start %1: no program of that name in PATH (give its path, e.g. ./%1)").arg(program);
        else if (program.contains(u'/') && file.isDir())
            //: %1 the path given as the program
            r.error = Tr::tr("cannot start %1: it is a folder, not a program").arg(program);
        else if (program.contains(u'/') && file.isFile() && !file.isExecutable())
            //: %1 the path given as the program
            r.error = Tr::tr("cannot start %1: the file is not executable (a program built from a source file, or chmod +x)").arg(program);
        else if (QFile f(QStandardPaths::findExecutable(program.contains(u'/') ? file.absoluteFilePath() : program));
                 f.open(QIODevice::ReadOnly) && !f.peek(4).startsWith("\x7f" "ELF") && !f.peek(2).startsWith("#!"))
            //: %1 the path given as the program
            r.error = Tr::tr("cannot start %1: the system cannot run it (a script needs a first line such as #!/bin/sh)").arg(program);
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
        ::kill(-static_cast<pid_t>(pid), SIGKILL);
        proc.waitForFinished(2000);
        r.status = RunStatus::TimedOut;
        r.value = QByteArrayLiteral("0");
        return r;
    }
    if (out.size() < MaxCapturedOutput)
        out += proc.readAllStandardOutput();
    // The leader is gone; anything it left in its group goes too.
    ::kill(-static_cast<pid_t>(pid), SIGKILL);

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
        return {trimmed};
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
