// SPDX-License-Identifier: GPL-3.0-or-later
#include "quoting.h"

#include <QCoreApplication>

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

} // namespace StepWise
