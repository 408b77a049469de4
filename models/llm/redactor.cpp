// SPDX-License-Identifier: GPL-3.0-or-later
#include "redactor.h"

#include <QRegularExpression>

namespace StepWise {

namespace {
using Check = bool (*)(const QString &);

struct Rule {
    QString kind;
    QRegularExpression pattern;
    int group = 0; ///< capture group to replace
    Check check = nullptr;
};

bool luhn(const QString &digits)
{
    int sum = 0;
    for (int i = 0; i < digits.size(); ++i) {
        int d = digits.at(digits.size() - 1 - i).digitValue();
        if (i % 2 == 1) {
            d *= 2;
            if (d > 9)
                d -= 9;
        }
        sum += d;
    }
    return sum % 10 == 0;
}

bool isImei(const QString &value)
{
    return luhn(value);
}

bool isPhone(const QString &value)
{
    qsizetype digits = 0;
    for (QChar c : value)
        digits += c.isDigit() ? 1 : 0;
    if (digits < 7 || digits > 15)
        return false;
    // Plain digit runs are more often ids, amounts, dates or versions than phone numbers: require an
    // international prefix, or separators that group the digits like a phone number does.
    static const QRegularExpression international(QStringLiteral("^(\\+|00)"));
    if (international.match(value).hasMatch())
        return true;
    static const QRegularExpression date(
        QStringLiteral("^\\d{4}[-./]\\d{1,2}[-./]\\d{1,2}$|^\\d{1,2}[-./]\\d{1,2}[-./]\\d{2,4}$"));
    static const QRegularExpression amount(QStringLiteral("^\\d{1,3}([ ,.]\\d{3})+$"));
    static const QRegularExpression shape(
        QStringLiteral("^\\(?\\d{2,5}\\)?[ .-]?\\d{2,4}([ .-]\\d{2,5}){1,3}$"));
    return !date.match(value).hasMatch() && !amount.match(value).hasMatch() && shape.match(value).hasMatch();
}

const QList<Rule> &rules()
{
    using RE = QRegularExpression;
    static const QList<Rule> list{
        // URL with user:password@ or a secret-looking query parameter.
        {QStringLiteral("URL"),
         RE(QStringLiteral("\\b[a-z][a-z0-9+.-]*://[^\\s/@:]+:[^\\s/@]+@[^\\s<>\"']+"), RE::CaseInsensitiveOption)},
        {QStringLiteral("URL"),
         RE(QStringLiteral("\\b[a-z][a-z0-9+.-]*://[^\\s<>\"']*[?&#](?:access_token|token|api_key|apikey|key|secret|"
                           "password|passwd|pwd|sig|signature|auth|session|sid|code)=[^\\s<>\"']+"),
            RE::CaseInsensitiveOption)},
        {QStringLiteral("API_KEY"), RE(QStringLiteral("\\bBearer\\s+[A-Za-z0-9._~+/=-]{12,}"))},
        {QStringLiteral("API_KEY"),
         RE(QStringLiteral("\\b(?:sk-(?:proj-|ant-)?[A-Za-z0-9_-]{16,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}"
                           "|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{35}|xox[abprs]-[A-Za-z0-9-]{10,}|glpat-[A-Za-z0-9_-]{20,})"))},
        {QStringLiteral("API_KEY"), RE(QStringLiteral("\\beyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}"))},
        {QStringLiteral("EMAIL"),
         RE(QStringLiteral("\\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}\\b"))},
        {QStringLiteral("IMEI"), RE(QStringLiteral("(?<!\\d)(?<!\\d\\.)(\\d{15})(?!\\d|\\.\\d)")), 1, &isImei},
        {QStringLiteral("SERIAL"),
         RE(QStringLiteral("\\b(?:serial(?:\\s*(?:no\\.?|number|#))?|s/n|sn)\\s*[:#=]?\\s*([A-Z0-9][A-Z0-9-]{5,})\\b"),
            RE::CaseInsensitiveOption),
         1},
        {QStringLiteral("PHONE"),
         RE(QStringLiteral("(?<![\\w.+])(?:\\+|00)?\\(?\\d[\\d \\t().-]{5,18}\\d(?!\\w|\\.\\d)")), 0, &isPhone},
    };
    return list;
}
} // namespace

QString Redactor::placeholder(const QString &kind, const QString &value)
{
    const QString key = kind + u'\n' + value;
    const auto it = m_placeholders.constFind(key);
    if (it != m_placeholders.cend())
        return *it;
    const QString p = u'<' + kind + u'_' + QString::number(++m_counters[kind]) + u'>';
    m_placeholders.insert(key, p);
    m_originals.insert(p, value);
    return p;
}

QString Redactor::redact(const QString &text)
{
    QString out = text;
    for (const Rule &rule : rules()) {
        QString next;
        qsizetype last = 0;
        QRegularExpressionMatchIterator it = rule.pattern.globalMatch(out);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const QString value = m.captured(rule.group);
            if (rule.check && !rule.check(value))
                continue;
            const qsizetype start = m.capturedStart(rule.group);
            next += QStringView(out).mid(last, start - last);
            next += placeholder(rule.kind, value);
            last = m.capturedEnd(rule.group);
        }
        next += QStringView(out).mid(last);
        out = next;
    }
    return out;
}

QString Redactor::restore(const QString &text) const
{
    if (m_originals.isEmpty() || !text.contains(u'<'))
        return text;
    static const QRegularExpression placeholderPattern(QStringLiteral("<[A-Z_]+_\\d+>"));
    QString out;
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = placeholderPattern.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const auto original = m_originals.constFind(m.captured(0));
        if (original == m_originals.cend())
            continue;
        out += QStringView(text).mid(last, m.capturedStart() - last);
        out += *original;
        last = m.capturedEnd();
    }
    out += QStringView(text).mid(last);
    return out;
}

void Redactor::clear()
{
    m_placeholders.clear();
    m_originals.clear();
    m_counters.clear();
}

} // namespace StepWise
