// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonerror.h"

#include <algorithm>

namespace StepWise {

namespace {

// Qt's own words for each error, but never translated: QJsonParseError::errorString() follows the Qt
// translator the GUI installs (qtbase_de), and this text also goes to the LLM in repair prompts and into
// English exports.
QString errorName(QJsonParseError::ParseError error)
{
    switch (error) {
    case QJsonParseError::NoError:
        return QStringLiteral("no error occurred");
    case QJsonParseError::UnterminatedObject:
        return QStringLiteral("unterminated object");
    case QJsonParseError::MissingNameSeparator:
        return QStringLiteral("missing name separator");
    case QJsonParseError::UnterminatedArray:
        return QStringLiteral("unterminated array");
    case QJsonParseError::MissingValueSeparator:
        return QStringLiteral("missing value separator");
    case QJsonParseError::IllegalValue:
        return QStringLiteral("illegal value");
    case QJsonParseError::TerminationByNumber:
        return QStringLiteral("invalid termination by number");
    case QJsonParseError::IllegalNumber:
        return QStringLiteral("illegal number");
    case QJsonParseError::IllegalEscapeSequence:
        return QStringLiteral("invalid escape sequence");
    case QJsonParseError::IllegalUTF8String:
        return QStringLiteral("invalid UTF8 string");
    case QJsonParseError::UnterminatedString:
        return QStringLiteral("unterminated string");
    case QJsonParseError::MissingObject:
        return QStringLiteral("object is missing after a comma");
    case QJsonParseError::DeepNesting:
        return QStringLiteral("too deeply nested document");
    case QJsonParseError::DocumentTooLarge:
        return QStringLiteral("too large document");
    case QJsonParseError::GarbageAtEnd:
        return QStringLiteral("garbage at the end of the document");
    }
    return QStringLiteral("unknown error");
}

} // namespace

QString jsonErrorText(const QByteArray &json, const QJsonParseError &error)
{
    if (error.error == QJsonParseError::NoError)
        return {};
    const QByteArray trimmed = json.trimmed();
    if (trimmed.isEmpty())
        return QStringLiteral("the text is empty");
    // UTF-16 (with or without its byte-order mark) has a zero byte next to every ASCII character.
    if (json.startsWith("\xff\xfe") || json.startsWith("\xfe\xff") || json.left(64).contains('\0'))
        return QStringLiteral("the text is not UTF-8 (it looks like UTF-16); save it as UTF-8");
    // Qt points just past the character it stopped at (mostly), and past the last byte when it ran out
    // of text: an unfinished value there means the text was cut off rather than mistyped.
    const qsizetype lastByte = json.indexOf(trimmed) + trimmed.size();
    const bool unfinished = error.error == QJsonParseError::UnterminatedObject
        || error.error == QJsonParseError::UnterminatedArray || error.error == QJsonParseError::UnterminatedString
        || error.error == QJsonParseError::TerminationByNumber || error.error == QJsonParseError::IllegalValue;
    if (unfinished && error.offset >= lastByte)
        return QStringLiteral("%1 at the end of the text: it looks cut off").arg(errorName(error.error));
    const QByteArray before = json.left(std::clamp<qsizetype>(error.offset, 0, json.size()));
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    const qsizetype column = std::max<qsizetype>(1, QString::fromUtf8(before.mid(lineStart)).size());
    return QStringLiteral("%1 near line %2, column %3")
        .arg(errorName(error.error))
        .arg(before.count('\n') + 1)
        .arg(column);
}

} // namespace StepWise
