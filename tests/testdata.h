// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QString>

/*! Real data folder: $STEPWISE_DATA, else ../shared/data beside the project. */
inline QString stepwiseDataDir()
{
    const QByteArray env = qgetenv("STEPWISE_DATA");
    return QDir::cleanPath(env.isEmpty() ? QStringLiteral(STEPWISE_DEFAULT_DATA_DIR) : QString::fromLocal8Bit(env));
}

/*! Fixtures this project authored: tests/data. */
inline QString testDataDir()
{
    return QStringLiteral(STEPWISE_TEST_DATA_DIR);
}
