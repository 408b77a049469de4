// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared set-up of the libFuzzer targets: silence Qt logging (the parsers warn on every bad input,
// which would slow fuzzing down to the speed of the terminal) and give file-based readers a fresh
// scratch folder per input.
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QtGlobal>

#include <cstddef>
#include <cstdint>

namespace StepWise::Fuzz {

inline void silenceQt()
{
    qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &) {});
}

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

/*! Writes \a content to \a dir/\a name; aborts the run when the scratch folder is unusable. */
inline QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        qFatal("fuzz: cannot write %s", qPrintable(path));
    return path;
}

} // namespace StepWise::Fuzz
