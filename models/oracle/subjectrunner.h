// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "oracletypes.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace StepWise {

/*! The result of one run. */
struct RunResult {
    RunStatus status = RunStatus::FailedToStart;
    QByteArray value; ///< the number as the oracle sees it (canonical decimal integer); empty when unusable
    QByteArray rawOutput; ///< stdout as printed (capped at 64 KiB)
    int exitCode = 0;
    QString error; ///< for FailedToStart: the message naming the program

    /*! True when \a value can be used as the output o of a test case. */
    bool usable() const { return !value.isEmpty(); }
    /*! For an Ok run whose trimmed output is not \a value written out ("2.50", "NO"): that text, at most 80
     *  bytes (OracleTest::printed); else empty. */
    QByteArray printedIfReadOtherwise() const;
};

/*!
 * What a run did, in words that follow "the program" in a message: "prints 4" for an Ok run ("prints 2.50 (read
 * as 3)" when the text is read as another number); for any other
 * run what really happened, its status (runStatusName()) and the output the oracle reads from it, e.g.
 * `exits with status 1 and prints nothing (run status "non-zero exit", counted as output 0)`, so a message
 * never claims output that was not printed. Translated in context StepWise::RunStatus; English where no
 * translator is installed (stepwise-cli).
 */
QString describeRun(const RunResult &r);

/*!
 * Runs a subject program the way Learn2fix's code does, without a shell:
 * argv = \a command (program plus arguments), the input vector written to stdin as one line of
 * space-separated integers followed by a newline.
 *
 * Containment, so that nothing of a run outlives it: every run gets its own process group with an address-space
 * limit per process (RLIMIT_AS), a CPU-time backstop (RLIMIT_CPU) and a process count (RLIMIT_NPROC: the user's
 * processes plus 32, which the kernel does not apply to root), set via QProcess::setChildProcessModifier. The
 * process started is a supervisor, `/bin/sh` with a short script, made a subreaper (PR_SET_CHILD_SUBREAPER, Linux
 * ≥ 3.4) that runs the program: every descendant whose parent ends becomes its child, also one that left the group
 * and session (setsid, a double fork). When the program ends, at the time limit (the runner sends it SIGTERM) or
 * when the runner's thread dies (PR_SET_PDEATHSIG), it kills its children round by round until none is left, then
 * ends as the program did. The group is also sent SIGKILL at the time limit and after every run, which is all that
 * is left without a subreaper.
 *
 * Per run, where Linux lets this process make control groups (RunCgroup: a delegated cgroup v2 group, or cgroup v1
 * as root): the run gets a group of its own, which the supervisor joins before exec, so the program and everything it
 * starts are in it. memoryLimitBytes() then also limits the memory of all the run's processes together (resident and
 * swap, page cache included), and the run has at most RunCgroup::DefaultMaxProcesses processes and threads, root's
 * fork bombs included. When the kernel kills a process of the run at that memory limit, the run's status is
 * MemoryExceeded (output 0), whatever the rest of it did; at the end of the run everything left in the group is
 * killed and the group removed. Elsewhere memory is limited per process only: a run may use up to
 * (1 + its processes) × memoryLimitBytes() for the time limit. A program that is not an executable file starting
 * with an ELF header or "#!" is refused before anything starts (the shell would run a text file as a script).
 *
 * How the output is read into the output value o (Learn2fix `unformat_output`, made exact):
 * - one integer token (any length, leading '+' or zeros allowed) → that integer, exactly;
 * - "yes"/"no" (any case) → 1 / 0;
 * - one decimal or exponent number ("2.5", "1e3") → rounded half away from zero to an integer
 *   (so outputs that differ by less than 0.5 count as the same);
 * - empty output, a crash, a timeout, the run's memory limit or a non-zero exit → 0, with the status telling which
 *   (Learn2fix discards the stdout of failed runs and reads them as 0);
 * - anything else (several tokens, words) → status NonNumeric and no value: such a test cannot be
 *   encoded, and the loop skips it rather than asking about it.
 * - a program that cannot be started → FailedToStart, no value, error set.
 *
 * Thread-safe: each call creates its own QProcess; callable from worker threads without an event loop.
 */
class SubjectRunner
{
public:
    explicit SubjectRunner(QStringList command = {});

    QStringList command() const { return m_command; }
    void setCommand(const QStringList &command) { m_command = command; }
    /*! Wall-clock limit per run in milliseconds (default 2000, Learn2fix's `timeout 2s`). */
    int timeoutMs() const { return m_timeoutMs; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    /*! Memory limit in bytes (default 1 GiB): the address space of each process of a run (RLIMIT_AS) and, where runs
     *  get a control group, the memory of all of them together (see the class comment); 0 disables both. */
    qint64 memoryLimitBytes() const { return m_memoryLimit; }
    void setMemoryLimitBytes(qint64 bytes) { m_memoryLimit = bytes; }

    /*! Runs the program on \a input (see the class comment for how the result is read). */
    RunResult run(const InputVector &input) const;
    /*! Runs the program with \a stdinText written verbatim to stdin. */
    RunResult runText(const QByteArray &stdinText) const;

    /*! Reads program output the way the class comment describes (status Ok/Empty/NonNumeric only). */
    static RunResult parseOutput(const QByteArray &stdoutText);

    /*! Number of runs made so far by all runners (for the statistics). */
    static qint64 totalRuns();

    /*!
     * Splits a program command line as typed in the oracle panel or given to `oracle learn --program`:
     * when the whole trimmed \a text names an existing executable file it is the program alone (so a path
     * with spaces works unquoted); otherwise QProcess::splitCommand() (no shell: double quotes group
     * words, `"""` inside quotes is a literal quote). \returns the program then its arguments; empty for
     * blank text.
     */
    static QStringList splitCommandLine(const QString &text);
    /*! \a path quoted for splitCommandLine() when it holds spaces or quotes (what "Browse…" fills in). */
    static QString quoteProgram(const QString &path);

private:
    QStringList m_command;
    int m_timeoutMs = 2000;
    qint64 m_memoryLimit = qint64(1) << 30;
};

} // namespace StepWise
