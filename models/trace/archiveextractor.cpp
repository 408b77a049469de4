// SPDX-License-Identifier: GPL-3.0-or-later
#include "archiveextractor.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <archive.h>
#include <archive_entry.h>
#include <memory>

namespace StepWise {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::ArchiveExtractor)
};

struct ArchiveDeleter {
    void operator()(archive *a) const { archive_read_free(a); }
};

QString libarchiveError(archive *a)
{
    const char *s = archive_error_string(a);
    return s ? QString::fromLocal8Bit(s) : Tr::tr("unknown libarchive error");
}
} // namespace

ArchiveExtractor::ArchiveExtractor(const ArchiveLimits &limits)
    : m_limits(limits)
{
}

bool ArchiveExtractor::isArchiveName(const QString &path)
{
    const QString n = QFileInfo(path).fileName().toLower();
    for (const char *suffix : { ".zip", ".tar", ".tar.gz", ".tgz", ".tar.bz2", ".tbz2", ".tar.xz", ".txz" }) {
        if (n.endsWith(QLatin1StringView(suffix)))
            return true;
    }
    return false;
}

bool ArchiveExtractor::isSafeEntryPath(const QString &entryPath)
{
    QString p = entryPath;
    p.replace(u'\\', u'/');
    if (p.isEmpty() || p.startsWith(u'/') || (p.size() > 1 && p.at(1) == u':'))
        return false;
    const QStringList parts = p.split(u'/');
    for (const QString &part : parts) {
        if (part == u"..")
            return false;
    }
    return true;
}

bool ArchiveExtractor::extract(const QString &archivePath, const QString &targetDir)
{
    m_error.clear();
    m_warnings.clear();
    m_files.clear();
    std::unique_ptr<archive, ArchiveDeleter> a(archive_read_new());
    archive_read_support_filter_all(a.get());
    archive_read_support_format_zip(a.get());
    archive_read_support_format_tar(a.get());
    archive_read_support_format_gnutar(a.get());
    if (archive_read_open_filename(a.get(), QFile::encodeName(archivePath).constData(), 64 * 1024) != ARCHIVE_OK) {
        const QString why = libarchiveError(a.get());
        m_error = why.contains(u"runcated")
            ? Tr::tr("%1: truncated or corrupt archive: %2").arg(archivePath, why)
            : Tr::tr("%1: cannot open as a zip or tar archive: %2").arg(archivePath, why);
        return false;
    }
    const QDir target(targetDir);
    qint64 total = 0;
    int entries = 0;
    archive_entry *entry = nullptr;
    QByteArray buffer(64 * 1024, Qt::Uninitialized);
    while (true) {
        const int r = archive_read_next_header(a.get(), &entry);
        if (r == ARCHIVE_EOF)
            break;
        if (r != ARCHIVE_OK && r != ARCHIVE_WARN) {
            m_error = Tr::tr("%1: truncated or corrupt archive: %2").arg(archivePath, libarchiveError(a.get()));
            return false;
        }
        const QString name = QString::fromUtf8(archive_entry_pathname_utf8(entry) ? archive_entry_pathname_utf8(entry)
                                                                                  : archive_entry_pathname(entry));
        if (++entries > m_limits.maxEntries) {
            m_error = Tr::tr("%1: more than %2 entries; refusing to unpack (archive bomb guard)")
                          .arg(archivePath)
                          .arg(m_limits.maxEntries);
            return false;
        }
        if (!isSafeEntryPath(name)) {
            m_error = Tr::tr("%1: unsafe entry path \"%2\" (absolute or with \"..\"); refusing to unpack")
                          .arg(archivePath, name);
            return false;
        }
        const mode_t type = archive_entry_filetype(entry);
        const QString out = target.filePath(QDir::cleanPath(name));
        if (type == AE_IFDIR) {
            target.mkpath(QDir::cleanPath(name));
            continue;
        }
        if (type != AE_IFREG) {
            m_warnings.append(Tr::tr("%1: skipped entry \"%2\" (not a regular file)").arg(archivePath, name));
            continue;
        }
        QDir().mkpath(QFileInfo(out).absolutePath());
        QFile file(out);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            m_error = Tr::tr("%1: cannot write %2: %3").arg(archivePath, out, file.errorString());
            return false;
        }
        qint64 entryBytes = 0;
        while (true) {
            const la_ssize_t n = archive_read_data(a.get(), buffer.data(), size_t(buffer.size()));
            if (n == 0)
                break;
            if (n < 0) {
                m_error = Tr::tr("%1: truncated or corrupt archive at entry \"%2\": %3")
                              .arg(archivePath, name, libarchiveError(a.get()));
                return false;
            }
            total += n;
            entryBytes += n;
            if (entryBytes > m_limits.maxEntryBytes) {
                m_error = Tr::tr("%1: entry \"%2\" unpacks to more than %3 MiB, the most a dump, trace or screenshot "
                                 "may hold; refusing")
                              .arg(archivePath, name)
                              .arg(m_limits.maxEntryBytes >> 20);
                return false;
            }
            if (total > m_limits.maxTotalBytes) {
                m_error = Tr::tr("%1: unpacks to more than %2 MiB; refusing (archive bomb guard)")
                              .arg(archivePath)
                              .arg(m_limits.maxTotalBytes >> 20);
                return false;
            }
            const qint64 packed = std::max<qint64>(1, archive_filter_bytes(a.get(), -1));
            if (total > m_limits.ratioFloorBytes && double(total) / double(packed) > m_limits.maxRatio) {
                m_error = Tr::tr("%1: entry \"%2\" expands more than %3 times; refusing (archive bomb guard)")
                              .arg(archivePath, name)
                              .arg(m_limits.maxRatio);
                return false;
            }
            if (file.write(buffer.constData(), n) != n) {
                m_error = Tr::tr("%1: cannot write %2: %3").arg(archivePath, out, file.errorString());
                return false;
            }
        }
        m_files.append(QDir::cleanPath(name));
    }
    if (entries == 0) {
        m_error = Tr::tr("%1: the archive is empty").arg(archivePath);
        return false;
    }
    return true;
}

} // namespace StepWise
