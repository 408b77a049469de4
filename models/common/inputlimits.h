// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>

#include <algorithm>
#include <optional>

namespace StepWise {

/*!
 * The most one file of an import may hold. Readers take each file whole into memory (a parsed dump takes about
 * ten times its size), so these bound an import's memory whatever it is given: a 1.9 GB dump in a zip is refused,
 * not read. Far above real recordings: the largest dump, trace and graph dump of the AstroBR and BURT data sets
 * hold about 1 MB, their largest screenshots 2 MB.
 */
struct InputLimits {
    /*! A uiautomator dump, an execution trace (JSON) or a graph dump. */
    static constexpr qint64 MaxModelFileBytes = qint64(64) << 20;
    /*! A screenshot (PNG). */
    static constexpr qint64 MaxScreenshotBytes = qint64(32) << 20;
    /*! What the files of one input (a folder of dumps, a trace with its screenshots, an archive unpacked) may
     *  hold together: an input's screens are all in memory until its model is stored. */
    static constexpr qint64 MaxInputBytes = qint64(256) << 20;
    /*! What one member of an archive may unpack to: the larger of the two. */
    static constexpr qint64 MaxMemberBytes = MaxModelFileBytes;

    /*! \a bytes in MiB, rounded up, for messages ("2048 MiB"). */
    static qint64 mib(qint64 bytes) { return (bytes + (qint64(1) << 20) - 1) >> 20; }
};

/*!
 * The whole of the open \a file when it holds at most \a maxBytes, else std::nullopt (having read at most
 * \a maxBytes + 1 bytes: also a pipe or a device, whose size() says nothing, is not read on). A read error
 * gives what was read.
 */
inline std::optional<QByteArray> readAtMost(QFile &file, qint64 maxBytes)
{
    if (file.size() > maxBytes)
        return std::nullopt;
    QByteArray bytes;
    bytes.reserve(file.size());
    // In chunks: read(maxBytes + 1) would allocate that much for every small file.
    while (true) {
        const QByteArray chunk = file.read(std::min<qint64>(qint64(1) << 20, maxBytes + 1 - bytes.size()));
        if (chunk.isEmpty())
            return bytes;
        bytes += chunk;
        if (bytes.size() > maxBytes)
            return std::nullopt;
    }
}

} // namespace StepWise
