// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Tar archives written by hand for tests that need members too large to make with a library in test time.
#include <QByteArray>
#include <QStringBuilder>

namespace StepWise::Test {

/*! A ustar header for the regular file \a name of \a size bytes. */
inline QByteArray tarHeader(const QByteArray &name, qint64 size)
{
    QByteArray h(512, '\0');
    const auto put = [&h](int at, const QByteArray &field) { h.replace(at, field.size(), field); };
    put(0, name);
    put(100, "0000644");
    put(108, "0000000");
    put(116, "0000000");
    put(124, QByteArray::number(size, 8).rightJustified(11, '0'));
    put(136, "00000000000");
    put(148, "        ");
    put(156, "0");
    put(257,
        QByteArray("ustar\0"
                   "00",
                   8));
    int sum = 0;
    for (char c : std::as_const(h))
        sum += quint8(c);
    put(148, QByteArray::number(sum, 8).rightJustified(6, '0') + QByteArray("\0 ", 2));
    return h;
}

} // namespace StepWise::Test
