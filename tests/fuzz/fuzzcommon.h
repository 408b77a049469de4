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
#include <cstdio>
#include <cstdlib>

namespace StepWise::Fuzz {

inline void silenceQt()
{
    qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &) {});
}

/*! Reports a broken invariant on stderr and aborts, so libFuzzer keeps the input. qFatal() is not used: the
    message handler that silenceQt() installs would swallow the reason. */
[[noreturn]] inline void fail(const QString &problem)
{
    std::fprintf(stderr, "fuzz: %s\n", problem.toLocal8Bit().constData());
    std::fflush(stderr);
    std::abort();
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
        fail(QStringLiteral("cannot write %1").arg(path));
    return path;
}

} // namespace StepWise::Fuzz
