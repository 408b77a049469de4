// SPDX-License-Identifier: GPL-3.0-or-later
#include "oracletypes.h"

#include <QStringList>

namespace StepWise {

QString runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Ok:
        return QStringLiteral("ok");
    case RunStatus::Empty:
        return QStringLiteral("empty");
    case RunStatus::NonZeroExit:
        return QStringLiteral("non-zero exit");
    case RunStatus::Crashed:
        return QStringLiteral("crashed");
    case RunStatus::TimedOut:
        return QStringLiteral("timed out");
    case RunStatus::NonNumeric:
        return QStringLiteral("non-numeric");
    case RunStatus::FailedToStart:
        break;
    }
    return QStringLiteral("failed to start");
}

QString testLabelName(TestLabel label)
{
    switch (label) {
    case TestLabel::Passing:
        return QStringLiteral("passing");
    case TestLabel::Failing:
        return QStringLiteral("failing");
    case TestLabel::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QList<QByteArray> OracleTest::features() const
{
    QList<QByteArray> f;
    f.reserve(input.size() + 1);
    for (qint64 v : input)
        f.append(QByteArray::number(v));
    f.append(output);
    return f;
}

QString OracleTest::inputText() const
{
    QStringList parts;
    parts.reserve(input.size());
    for (qint64 v : input)
        parts.append(QString::number(v));
    return parts.join(u' ');
}

} // namespace StepWise
