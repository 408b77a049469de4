// SPDX-License-Identifier: GPL-3.0-or-later
#include "percent.h"

#include <QCoreApplication>
#include <QLocale>

namespace StepWise::Percent {

namespace {
QString pattern()
{
    //: A percentage; %1 is the number. Write it as your language does (German: "%1 %" with a no-break
    //: space, U+00A0, so that number and sign stay on one line).
    return QCoreApplication::translate("StepWise::Percent", "%1%");
}
} // namespace

QString text(int value)
{
    return pattern().arg(QLocale().toString(value));
}

QString progressBarFormat()
{
    return pattern().replace(QStringLiteral("%1"), QStringLiteral("%p"));
}

} // namespace StepWise::Percent
