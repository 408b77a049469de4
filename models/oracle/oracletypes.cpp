// SPDX-License-Identifier: GPL-3.0-or-later
#include "oracletypes.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace StepWise {

namespace {
// The oracle panel's warnings name the run status in the GUI's language; stepwise-cli keeps the English source.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::RunStatus)
};
} // namespace

QString runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Ok:
        //: how a run of the program under test ended: it exited 0 and printed one number
        return Tr::tr("ok");
    case RunStatus::Empty:
        //: how a run of the program under test ended: it printed nothing
        return Tr::tr("empty");
    case RunStatus::NonZeroExit:
        //: how a run of the program under test ended: it exited with a non-zero code
        return Tr::tr("non-zero exit");
    case RunStatus::Crashed:
        //: how a run of the program under test ended: killed by a signal
        return Tr::tr("crashed");
    case RunStatus::TimedOut:
        //: how a run of the program under test ended: it exceeded the time limit
        return Tr::tr("timed out");
    case RunStatus::NonNumeric:
        //: how a run of the program under test ended: it printed text that is not a number
        return Tr::tr("non-numeric");
    case RunStatus::FailedToStart:
        break;
    }
    //: how a run of the program under test ended: it could not be started
    return Tr::tr("failed to start");
}

QString describeTest(const OracleTest &t)
{
    const QString input = t.inputText();
    const QString output = QString::fromLatin1(t.output);
    switch (t.run) {
    case RunStatus::Crashed:
        //: a question to the reporter; %1 the input numbers, %2 the output a crash is read as
        return Tr::tr("For input %1 the program crashes (counted as output %2)").arg(input, output);
    case RunStatus::TimedOut:
        //: a question to the reporter; %1 the input numbers, %2 the output a time-out is read as
        return Tr::tr("For input %1 the program does not finish in time (counted as output %2)").arg(input, output);
    case RunStatus::NonZeroExit:
        //: a question to the reporter; %1 the input numbers, %2 the output an error exit is read as
        return Tr::tr("For input %1 the program exits with an error (counted as output %2)").arg(input, output);
    case RunStatus::Empty:
        //: a question to the reporter; %1 the input numbers, %2 the output no output is read as
        return Tr::tr("For input %1 the program prints nothing (counted as output %2)").arg(input, output);
    case RunStatus::Ok:
        if (!t.printed.isEmpty())
            //: a question to the reporter; %1 the input numbers, %2 the text the program printed ("2.50", "NO"), %3 the number it is read as
            return Tr::tr("For input %1 the program prints %2 (read as %3)").arg(input, QString::fromUtf8(t.printed), output);
        break;
    case RunStatus::NonNumeric:
    case RunStatus::FailedToStart:
        break;
    }
    //: a question to the reporter; %1 the input numbers, %2 the number the program printed
    return Tr::tr("For input %1 the program prints %2").arg(input, output);
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

namespace {
struct InputTr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::InputVector)
};
} // namespace

std::optional<QList<qint64>> parseInputVector(const QString &text, QString *error)
{
    QList<qint64> input;
    for (const QString &word : text.simplified().split(u' ', Qt::SkipEmptyParts)) {
        bool ok = false;
        input.append(word.toLongLong(&ok));
        if (ok)
            continue;
        // "3,3,1" is as natural to type as "3 3 1": say how to write it rather than only what is wrong.
        if (word.contains(u','))
            //: %1 the word typed, %2 the whole input rewritten with spaces
            *error = InputTr::tr("\"%1\" is not a whole number; separate the numbers with spaces: \"%2\".")
                         .arg(word, QString(text).replace(u',', u' ').simplified());
        else if (static const QRegularExpression digits(QStringLiteral("^[+-]?[0-9]+$")); digits.match(word).hasMatch())
            //: %1 the number typed
            *error = InputTr::tr("%1 is out of range: each number must fit in 64 bits, from -9223372036854775808 to 9223372036854775807.")
                         .arg(word);
        else
            //: %1 the word typed
            *error = InputTr::tr("\"%1\" is not a whole number (a 64-bit integer); the input is whole numbers separated by spaces.").arg(word);
        return std::nullopt;
    }
    if (input.isEmpty()) {
        *error = InputTr::tr("the input has no numbers.");
        return std::nullopt;
    }
    return input;
}

} // namespace StepWise
