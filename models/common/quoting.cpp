// SPDX-License-Identifier: GPL-3.0-or-later
#include "quoting.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace StepWise {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::Quoting)
};
} // namespace

QString nestedQuotes(const QString &text)
{
    const auto isDoubleQuote = [](QChar c) { return c == u'"' || c == u'“' || c == u'”' || c == u'„'; };
    if (std::none_of(text.begin(), text.end(), isDoubleQuote))
        return text;
    //: The marks around a quotation inside a quotation (%1): the "Save" of “Click the "Save" button”.
    //: German ‚%1‘; languages that nest double quotes in single ones keep the single ones.
    const QString pattern = Tr::tr("‘%1’");
    const qsizetype at = pattern.indexOf(u"%1");
    const QString open = pattern.left(at);
    const QString close = pattern.mid(at + 2);
    QString out;
    out.reserve(text.size() + 8);
    bool opening = true;
    for (const QChar c : text) {
        if (isDoubleQuote(c)) {
            out += opening ? open : close;
            opening = !opening;
        } else {
            out += c;
        }
    }
    return out;
}

QString joinSentences(const QString &first, const QString &second)
{
    if (first.isEmpty() || second.isEmpty())
        return first.isEmpty() ? second : first;
    static const QString ascii = QStringLiteral(".!?:");
    static const QString fullWidth = QStringLiteral("。！？：");
    QString head = first;
    if (!ascii.contains(head.back()) && !fullWidth.contains(head.back()))
        //: the full stop that ends a sentence before another one (Chinese 。)
        head += Tr::tr(".");
    // Full-width punctuation holds its own space.
    return fullWidth.contains(head.back()) ? QString(head + second) : QString(head + u' ' + second);
}

QString oneLine(const QString &text)
{
    if (!text.contains(u'\n') && !text.contains(u'\r'))
        return text;
    static const QRegularExpression lineBreak(QStringLiteral("\\s*[\\r\\n]\\s*"));
    return QString(text).replace(lineBreak, QStringLiteral(" "));
}

} // namespace StepWise
