// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace StepWise {

/*!
 * A temporary folder of this process (an unpacked archive, the demo's store, an oracle build), removed with
 * everything in it by the destructor. It is named `<temp>/stepwise-<pid>-XXXXXX` (QDir::tempPath(), i.e. $TMPDIR
 * or /tmp), so that another process can tell whether its owner still runs.
 *
 * A process that is killed cannot run destructors: removeOnTermination() removes the folders on SIGTERM, SIGINT
 * and SIGHUP, and removeStale() those left by processes that died otherwise (kill -9, a crash) at the next start.
 */
class TempFolder
{
public:
    /*! Creates the folder; see isValid(). */
    TempFolder();
    ~TempFolder();
    TempFolder(const TempFolder &) = delete;
    TempFolder &operator=(const TempFolder &) = delete;

    bool isValid() const { return m_dir->isValid(); }
    /*! Why the folder could not be created (when !isValid()). */
    QString errorString() const { return m_dir->errorString(); }
    QString path() const { return m_dir->path(); }
    QString filePath(const QString &name) const { return m_dir->filePath(name); }

    /*!
     * Makes SIGTERM, SIGINT and SIGHUP remove every TempFolder still alive, then end the process by the signal as
     * before (its exit status unchanged). The signal handler only writes to a pipe; a thread of its own answers it,
     * so this works while the main thread is busy (a synchronous import). That thread forks a child that removes
     * the folders (`rm -rf`) as soon as this process has ended, since other threads may write into them until then;
     * they are gone a few milliseconds after the process. Call once, early in main(); later calls do nothing.
     */
    static void removeOnTermination();
    /*!
     * Removes the folders `<temp>/stepwise-<pid>-XXXXXX` owned by this user whose process no longer exists, with
     * everything in them. Symbolic links and other users' folders are left alone, and so is a folder whose
     * pid runs (also when that pid was reused). \returns how many folders were removed.
     */
    static int removeStale();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

} // namespace StepWise
