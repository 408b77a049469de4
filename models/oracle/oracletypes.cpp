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
    case RunStatus::MemoryExceeded:
        //: how a run of the program under test ended: the system killed it for exceeding the run's memory limit
        return Tr::tr("memory limit");
    case RunStatus::NonNumeric:
        //: how a run of the program under test ended: it printed text that is not a number
        return Tr::tr("non-numeric");
    case RunStatus::FailedToStart:
        break;
    }
    //: how a run of the program under test ended: it could not be started
    return Tr::tr("failed to start");
}

QString describeTest(const OracleTest &t, const QStringList &names)
{
    QString input = t.inputText();
    if (!t.input.isEmpty() && names.size() >= t.input.size()) {
        QStringList named;
        for (qsizetype k = 0; k < t.input.size(); ++k)
            named << names.at(k) + u" = " + QString::fromLatin1(t.input.at(k));
        input = named.join(u", ");
    }
    const QString output = QString::fromLatin1(t.output);
    switch (t.run) {
    case RunStatus::Crashed:
        //: a question to the reporter; %1 the input numbers, %2 the output a crash is read as
        return Tr::tr("For input %1 the program crashes (counted as output %2)").arg(input, output);
    case RunStatus::TimedOut:
        //: a question to the reporter; %1 the input numbers, %2 the output a time-out is read as
        return Tr::tr("For input %1 the program does not finish in time (counted as output %2)").arg(input, output);
    case RunStatus::MemoryExceeded:
        //: a question to the reporter; %1 the input numbers, %2 the output a run killed at its memory limit is read as
        return Tr::tr("For input %1 the program exceeds its memory limit (counted as output %2)").arg(input, output);
    case RunStatus::NonZeroExit:
        //: a question to the reporter; %1 the input numbers, %2 the output an error exit is read as
        return Tr::tr("For input %1 the program exits with an error (counted as output %2)").arg(input, output);
    case RunStatus::Empty:
        //: a question to the reporter; %1 the input numbers, %2 the output no output is read as
        return Tr::tr("For input %1 the program prints nothing (counted as output %2)").arg(input, output);
    case RunStatus::Ok:
        if (!t.printed.isEmpty())
            //: a question to the reporter; %1 the input numbers, %2 the text the program printed ("2.50", "NO"), %3 the
            //: number it is read as
            return Tr::tr("For input %1 the program prints %2 (read as %3)")
                .arg(input, QString::fromUtf8(t.printed), output);
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

InputVector toInputVector(const QList<qint64> &values)
{
    InputVector v;
    v.reserve(values.size());
    for (qint64 x : values)
        v.append(QByteArray::number(x));
    return v;
}

QList<QByteArray> OracleTest::features() const
{
    QList<QByteArray> f;
    f.reserve(input.size() + 1);
    f.append(input);
    f.append(output);
    return f;
}

QString OracleTest::inputText() const
{
    QStringList parts;
    parts.reserve(input.size());
    for (const QByteArray &v : input)
        parts.append(QString::fromLatin1(v));
    return parts.join(u' ');
}

namespace {
struct InputTr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::InputVector)
};
} // namespace

QByteArray canonicalInteger(QByteArrayView word)
{
    qsizetype i = 0;
    const bool negative = word.startsWith('-');
    if (negative || word.startsWith('+'))
        i = 1;
    if (i == word.size() || word.size() - i > MaxInputDigits)
        return {};
    for (qsizetype k = i; k < word.size(); ++k)
        if (word[k] < '0' || word[k] > '9')
            return {};
    while (i + 1 < word.size() && word[i] == '0')
        ++i;
    const QByteArray digits = word.sliced(i).toByteArray();
    return negative && digits != "0" ? QByteArray('-' + digits) : digits;
}

namespace {
// Integers a double holds exactly.
constexpr qint64 ExactInDouble = qint64(1) << 53;
} // namespace

QJsonArray inputToJson(const InputVector &input)
{
    QJsonArray a;
    for (const QByteArray &v : input) {
        bool ok = false;
        const qint64 x = v.toLongLong(&ok);
        if (ok && x >= -ExactInDouble && x <= ExactInDouble)
            a.append(x);
        else
            a.append(QString::fromLatin1(v));
    }
    return a;
}

std::optional<InputVector> inputFromJson(const QJsonArray &input)
{
    InputVector out;
    for (const QJsonValue &v : input) {
        if (v.isDouble()) {
            // toInteger() reads 1.5 as 0: a test that would run on another input than saved.
            const double d = v.toDouble();
            if (d != double(v.toInteger()) || d < -double(ExactInDouble) || d > double(ExactInDouble))
                return std::nullopt;
            out.append(QByteArray::number(v.toInteger()));
        } else {
            const QByteArray c = canonicalInteger(v.toString().toLatin1());
            if (!v.isString() || c.isEmpty())
                return std::nullopt;
            out.append(c);
        }
    }
    return out;
}

std::optional<InputVector> parseInputVector(const QString &text, QString *error)
{
    InputVector input;
    for (const QString &word : text.simplified().split(u' ', Qt::SkipEmptyParts)) {
        const QByteArray v = canonicalInteger(word.toLatin1());
        if (!v.isEmpty() && word.size() == word.toLatin1().size()) {
            input.append(v);
            continue;
        }
        // "3,3,1" is as natural to type as "3 3 1": say how to write it rather than only what is wrong.
        if (word.contains(u','))
            //: %1 the word typed, %2 the whole input rewritten with spaces
            *error = InputTr::tr("\"%1\" is not a whole number; separate the numbers with spaces: \"%2\".")
                         .arg(word, QString(text).replace(u',', u' ').simplified());
        else if (static const QRegularExpression digits(QStringLiteral("^[+-]?[0-9]+$")); digits.match(word).hasMatch())
            //: %1 the number of digits allowed
            *error = InputTr::tr("a number has more than %1 digits.").arg(MaxInputDigits);
        else
            //: %1 the word typed
            *error = InputTr::tr("\"%1\" is not a whole number; the input is whole numbers separated by spaces.")
                         .arg(word.left(40));
        return std::nullopt;
    }
    if (input.isEmpty()) {
        *error = InputTr::tr("the input has no numbers.");
        return std::nullopt;
    }
    return input;
}

} // namespace StepWise
