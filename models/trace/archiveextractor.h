// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/inputlimits.h"

#include <QString>
#include <QStringList>

namespace StepWise {

/*! Bounds on what one archive may unpack to (zip-bomb guard). */
struct ArchiveLimits {
    qint64 maxTotalBytes = InputLimits::MaxInputBytes; ///< sum of unpacked bytes, counted while unpacking
    /*! Unpacked bytes of one member: no reader takes a larger file (InputLimits), so unpacking it would only
     *  fill the disk. */
    qint64 maxEntryBytes = InputLimits::MaxMemberBytes;
    int maxEntries = 100000; ///< files and folders
    /*! Unpacked/packed ratio allowed once more than `ratioFloorBytes` are unpacked. Dumps pack
     *  about 10-20:1 and PNGs about 1:1; bombs pack 1000:1 and more. */
    double maxRatio = 200.0;
    qint64 ratioFloorBytes = qint64(16) << 20;
};

/*!
 * Unpacks zip and tar bundles (plain, gzip, bzip2, xz) with libarchive into a folder, so the other
 * readers can take them as folders (zip/tar bundles of any input format).
 *
 * Safety: entries with an absolute path or a `..` component are refused (path traversal), links
 * and device files are skipped, and the limits are checked against the bytes actually unpacked,
 * not the sizes the archive claims. On any failure nothing is left half-written in the target
 * besides what the caller's QTemporaryDir removes.
 */
class ArchiveExtractor
{
public:
    explicit ArchiveExtractor(const ArchiveLimits &limits = {});

    /*!
     * Unpacks \a archive into the existing folder \a targetDir.
     * \returns false and sets errorString() naming the archive (and the entry) when the archive
     * cannot be opened, is truncated or corrupt, holds an unsafe path, or exceeds a limit.
     */
    bool extract(const QString &archive, const QString &targetDir);

    QString errorString() const { return m_error; }
    /*! Skipped entries (links, devices), each named. */
    QStringList warnings() const { return m_warnings; }
    /*! Files written by the last extract(), relative to the target. */
    QStringList files() const { return m_files; }

    /*! True for .zip, .tar, .tar.gz/.tgz, .tar.bz2/.tbz2, .tar.xz/.txz file names. */
    static bool isArchiveName(const QString &path);
    /*! True when \a entryPath is relative and has no `..` component (after `\` → `/`). */
    static bool isSafeEntryPath(const QString &entryPath);

private:
    ArchiveLimits m_limits;
    QString m_error;
    QStringList m_warnings;
    QStringList m_files;
};

} // namespace StepWise
