// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: everything RecordingReader imports from disk: zip/tar bundles (libarchive, with
// the path-traversal and bomb guards), single uiautomator dumps, dump sequences (DumpSequenceReader,
// which infers interactions between consecutive dumps) and trace JSON. The first byte picks the
// input kind; for a sequence, the rest is split into dumps at each NUL byte.
#include "fuzzcommon.h"
#include "trace/archiveextractor.h"
#include "trace/recordingreader.h"

#include <QDir>

using namespace StepWise;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    QTemporaryDir dir;
    if (!dir.isValid())
        Fuzz::fail(QStringLiteral("no scratch folder"));
    const QByteArray content = Fuzz::bytes(data + 1, size - 1);
    QString input;
    switch (data[0] % 5) {
    case 0:
        input = Fuzz::writeFile(dir, QStringLiteral("bundle.zip"), content);
        break;
    case 1:
        input = Fuzz::writeFile(dir, QStringLiteral("bundle.tar.gz"), content);
        break;
    case 2:
        input = Fuzz::writeFile(dir, QStringLiteral("screen.xml"), content);
        break;
    case 3: {
        QDir(dir.path()).mkdir(QStringLiteral("trace"));
        Fuzz::writeFile(dir, QStringLiteral("trace/Execution-1.json"), content);
        input = dir.filePath(QStringLiteral("trace"));
        break;
    }
    default: {
        QDir(dir.path()).mkdir(QStringLiteral("dumps"));
        const QList<QByteArray> parts = content.split('\0');
        for (qsizetype i = 0; i < parts.size() && i < 8; ++i)
            Fuzz::writeFile(dir, QStringLiteral("dumps/screen-%1.xml").arg(i + 1), parts.at(i));
        input = dir.filePath(QStringLiteral("dumps"));
        break;
    }
    }
    // Tighter than the defaults so a bomb is caught after megabytes, not gigabytes, of disk writes.
    ArchiveLimits limits;
    limits.maxTotalBytes = qint64(8) << 20;
    limits.ratioFloorBytes = qint64(1) << 20;
    limits.maxEntries = 2000;
    RecordingReader reader({}, limits);
    (void)reader.read({ input });
    return 0;
}
