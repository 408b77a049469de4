// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <array>

namespace StepWise {

/*!
 * A Linux control group for one run of a subject program (SubjectRunner), so that memory and the number of processes
 * are limited for the run as a whole, not per process.
 *
 * Where the groups go is decided once per process, at the first RunCgroup, and cached (available()):
 * - **cgroup v2**: a writable cgroup2 group whose `cgroup.subtree_control` already enables `memory` and `pids`, tried
 *   in this order: this process's own group (from /proc/self/cgroup), then its parent (a delegated subtree where this
 *   process lives in a leaf, e.g. systemd's `Delegate=yes` with `DelegateSubgroup=`). A run's group gets
 *   `memory.max`, `memory.swap.max` 0, `memory.oom.group` 1 (an out-of-memory kill takes the whole run) and
 *   `pids.max`.
 * - **cgroup v1** (no such v2 group): the `memory` and `pids` hierarchies, each on its own: a run's directory under
 *   this process's own group there when that is writable, else under the hierarchy's root when that is (root).
 *   `memory.limit_in_bytes`, `memory.memsw.limit_in_bytes` (when the kernel accounts swap) and `pids.max`.
 * - **none**: neither is writable (a normal user on v1, or an undelegated v2): no RunCgroup is valid, and runs keep
 *   their per-process limits only.
 *
 * A run's group is named `stepwise-<pid>-<n>` (this process's pid, a counter). The started process joins it itself
 * between fork and exec (joinFromChild()), so that the program and every process it starts are inside from their
 * first instruction. The destructor kills whatever is left in it and removes it. removeStale() removes the groups of
 * StepWise processes that died (kill -9, a crash) before removing theirs; the first use of RunCgroup in a process
 * (its detection) calls it.
 *
 * Not thread-affine: runs on several threads each create their own.
 */
class RunCgroup
{
public:
    /*! Which containment available() found. */
    enum class Kind {
        None, ///< no writable hierarchy with the controllers: per-process limits only
        V1, ///< cgroup v1 memory and/or pids hierarchy
        V2, ///< a delegated cgroup v2 group with memory and pids enabled for its children
    };

    /*!
     * Creates the run's group(s) with a memory limit of \a memoryBytes bytes (resident memory and swap of all its
     * processes together, page cache included; 0 or less: no memory limit) and at most \a maxProcesses processes and
     * threads (pids.max; 0 or less: no limit).
     * On any failure (no hierarchy, mkdir or a limit refused) whatever was created is removed and isValid() is false:
     * the run then goes on with its per-process limits, as on a system without cgroups.
     */
    RunCgroup(qint64 memoryBytes, qint64 maxProcesses);
    /*! Kills every process still in the group (SIGKILL) and removes it (kill()). */
    ~RunCgroup();
    RunCgroup(const RunCgroup &) = delete;
    RunCgroup &operator=(const RunCgroup &) = delete;

    /*! True when the run's group exists (see the constructor). */
    bool isValid() const { return !m_dirs[0].isEmpty(); }

    /*!
     * Moves the calling process into the group (writes "0" to each hierarchy's cgroup.procs). For the child between
     * fork and exec (QProcess::setChildProcessModifier): async-signal-safe, no allocation. \returns false when a move
     * failed (the process then runs with its per-process limits).
     */
    bool joinFromChild() const noexcept;

    /*!
     * True when the kernel killed a process of the run for going over the group's memory limit: `oom_kill` of the
     * group's memory.events (v2) or memory.oom_control (v1, Linux ≥ 4.13) is above 0. False without a memory limit or
     * a valid group.
     */
    bool memoryExceeded() const;

    /*!
     * Kills every process in the group (cgroup.kill on v2 since Linux 5.14, else SIGKILL to each pid in cgroup.procs,
     * round by round, since processes may fork meanwhile) and removes the group, waiting at most about 2 s for its
     * processes to end. A group that cannot be removed in that time is left to removeStale(). Idempotent.
     */
    void kill();

    /*! The containment this process found (detected once, cached; cheap after the first call). */
    static Kind available();
    /*! True when runs' groups limit memory (v2, or a writable v1 memory hierarchy). Detected once. */
    static bool limitsMemory();
    /*! True when runs' groups limit the number of processes (v2, or a writable v1 pids hierarchy). Detected once. */
    static bool limitsProcesses();
    /*! The directories runs' groups are created in (absolute paths; one for v2, up to two for v1, none without). */
    static QList<QByteArray> places();
    /*!
     * The decision available() makes, for other inputs: \a mounts in the format of /proc/self/mounts, \a cgroups in
     * that of /proc/self/cgroup; the directories they name are checked on disk as for this process (the controllers a
     * v2 group enables, write access). Nothing is created or cached. \returns the kind, with \a places set to the
     * directories runs' groups would be created in (as places()).
     */
    static Kind detectIn(const QByteArray &mounts, const QByteArray &cgroups, QList<QByteArray> *places);
    /*! A short English description of available() for skip messages and benchmarks: "cgroup v2 under /sys/fs/cgroup/x",
     *  "cgroup v1 (memory, pids)", or "none". */
    static QString describeAvailable();

    /*!
     * Removes the run groups `stepwise-<pid>-<n>` left by StepWise processes that no longer exist, in the places
     * available() uses, after killing what is left in them. \returns how many groups were removed.
     */
    static int removeStale();

    /*! Processes and threads one run may have when the caller has no other figure: a subject is one process, this
     *  leaves room for a program that forks a few workers, and stops a fork bomb early. */
    static constexpr qint64 DefaultMaxProcesses = 64;

private:
    // One directory per hierarchy (v2: one; v1: memory and pids when separate); empty when unused.
    std::array<QByteArray, 2> m_dirs;
    std::array<QByteArray, 2> m_procsFiles; // "<dir>/cgroup.procs", NUL-terminated for the child
    QByteArray m_oomFile; // memory.events (v2) or memory.oom_control (v1); empty without a memory limit
};

} // namespace StepWise
