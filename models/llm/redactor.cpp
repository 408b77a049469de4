// SPDX-License-Identifier: GPL-3.0-or-later
#include "redactor.h"

#include "personnames.h"

#include <QHostAddress>
#include <QRegularExpression>

#include <algorithm>

namespace StepWise {

namespace {
/*! Whether a match is one: \a value is the redacted group, \a before the text before the whole match. */
using Check = bool (*)(const QString &value, QStringView before);

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

QString digitsOf(const QString &value)
{
    QString d;
    for (QChar c : value) {
        if (c.isDigit())
            d += c;
    }
    return d;
}

bool isImei(const QString &value, QStringView)
{
    return luhn(value);
}

bool isCard(const QString &value, QStringView)
{
    const QString d = digitsOf(value);
    return d.size() >= 13 && d.size() <= 19 && luhn(d);
}

// ISO 13616: move the country and check digits to the end, letters become 10…35, the number mod 97 is 1.
bool isIban(const QString &value, QStringView)
{
    QString compact = value;
    compact.remove(u' ');
    if (compact.size() < 15 || compact.size() > 34)
        return false;
    const QString rearranged = compact.mid(4) + compact.left(4);
    int remainder = 0;
    for (QChar c : rearranged) {
        const int v = c.isDigit() ? c.digitValue() : c.toUpper().unicode() - u'A' + 10;
        remainder = (remainder * (v >= 10 ? 100 : 10) + v) % 97;
    }
    return remainder == 1;
}

// 40 base64 characters are an AWS secret access key when they mix cases and digits: a git hash is lower-case hex.
bool isSecretKey(const QString &value, QStringView)
{
    bool lower = false, upper = false, digit = false;
    for (QChar c : value) {
        lower = lower || c.isLower();
        upper = upper || c.isUpper();
        digit = digit || c.isDigit();
    }
    return lower && upper && digit;
}

// "The password is hunter2" is a password, "the password is wrong" is not: after "is", only values with a digit
// or a symbol count.
bool looksLikePassword(const QString &value, QStringView)
{
    for (QChar c : value) {
        if (!c.isLetter())
            return true;
    }
    return false;
}

// A dotted quad after "version", "build", "Android" … is a version number.
bool isIpv4(const QString &, QStringView before)
{
    static const QRegularExpression version(
        QStringLiteral("(?:version|ver\\.?|build|release|firmware|android|ios|sdk|api|kernel|update|v)\\s*[:#]?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    return !version.match(before).hasMatch();
}

bool isIpv6(const QString &value, QStringView)
{
    if (!value.contains(u"::") && value.count(u':') != 7)
        return false;
    static const QRegularExpression hexDigit(QStringLiteral("[0-9A-Fa-f]"));
    QHostAddress address;
    return hexDigit.match(value).hasMatch() && address.setAddress(value)
        && address.protocol() == QAbstractSocket::IPv6Protocol;
}

// "Julia Meyer", "Anna-Lena van der Berg": a known given name followed by a word that is no GUI word.
bool isFullName(const QString &value, QStringView)
{
    const QStringList words = value.split(u' ', Qt::SkipEmptyParts);
    // "Anna-Lena", "Jean-Luc": the first part is the given name that is known.
    if (words.size() < 2 || !isGivenName(QStringView(words.first()).split(u'-').first()))
        return false;
    return !isNotSurname(words.last()) && !isGivenName(words.last());
}

bool isName(const QString &value, QStringView)
{
    return !isNotSurname(value.section(u' ', -1));
}

bool isPhone(const QString &value, QStringView)
{
    qsizetype digits = 0;
    for (QChar c : value)
        digits += c.isDigit() ? 1 : 0;
    if (digits < 7 || digits > 15)
        return false;
    // Plain digit runs are more often ids, amounts, dates or versions than phone numbers: require an
    // international prefix, a national one (0 and an area code), or separators that group the digits like a
    // phone number does.
    static const QRegularExpression international(QStringLiteral("^(\\+|00)"));
    if (international.match(value).hasMatch())
        return true;
    static const QRegularExpression date(
        QStringLiteral("^\\d{4}[-./]\\d{1,2}[-./]\\d{1,2}$|^\\d{1,2}[-./]\\d{1,2}[-./]\\d{2,4}$"));
    static const QRegularExpression amount(QStringLiteral("^\\d{1,3}([ ,.]\\d{3})+$"));
    static const QRegularExpression shape(QStringLiteral("^\\(?\\d{2,5}\\)?[ .-]?\\d{2,4}([ .-]\\d{2,5}){1,3}$"));
    // "0151 23456789", "(030) 1234567", "0151/2345678": a trunk prefix 0, an area code, one separator.
    static const QRegularExpression national(QStringLiteral("^\\(?0\\d{2,4}\\)?[ /-]?\\d{5,9}$"));
    // "05.11.2019 14:32": a date and a time.
    static const QRegularExpression startsWithDate(
        QStringLiteral("^(?:\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}|\\d{4}[./-]\\d{1,2}[./-]\\d{1,2})\\s"));
    if (date.match(value).hasMatch() || amount.match(value).hasMatch() || startsWithDate.match(value).hasMatch())
        return false;
    return shape.match(value).hasMatch() || national.match(value).hasMatch();
}

const QList<Rule> &rules()
{
    using RE = QRegularExpression;
    const auto I = RE::CaseInsensitiveOption;
    // A password or secret as written after its keyword: quoted, or one whole word without trailing punctuation.
    // A word longer than the bound is left alone rather than cut, which would leave its tail glued to the
    // placeholder and make a second redaction change the text again.
    const QString value = QStringLiteral(
        "(\"[^\"\\n]{1,100}\"|'[^'\\n]{1,100}'|\\S{0,99}[^\\s.,;:?)\\]}\"'](?=[.,;:?)\\]}\"']*(?:\\s|$)))");
    const QString name
        = QStringLiteral("[A-Z\u00C0-\u00DE][a-z\u00DF-\u00FF'\u2019]+(?:-[A-Z\u00C0-\u00DE][a-z\u00DF-\u00FF]+)?");
    const QString lower = QStringLiteral("[a-z\u00DF-\u00FF]");
    static const QList<Rule> list {
        // URL with user:password@ or a secret-looking query parameter.
        { QStringLiteral("URL"), RE(QStringLiteral("\\b[a-z][a-z0-9+.-]*://[^\\s/@:]+:[^\\s/@]+@[^\\s<>\"']+"), I) },
        { QStringLiteral("URL"),
          RE(QStringLiteral("\\b[a-z][a-z0-9+.-]*://[^\\s<>\"']*[?&#](?:access_token|token|api_key|apikey|key|secret|"
                            "password|passwd|pwd|sig|signature|auth|session|sid|code)=[^\\s<>\"']+"),
             I) },
        { QStringLiteral("API_KEY"),
          RE(QStringLiteral("-----BEGIN [A-Z ]*PRIVATE KEY-----[\\s\\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)")) },
        { QStringLiteral("API_KEY"), RE(QStringLiteral("\\bBearer\\s+[A-Za-z0-9._~+/=-]{12,}")) },
        { QStringLiteral("API_KEY"),
          RE(QStringLiteral(
              "\\b(?:sk-(?:proj-|ant-)?[A-Za-z0-9_-]{16,}|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}"
              "|(?:AKIA|ASIA)[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{35}|xox[abprs]-[A-Za-z0-9-]{10,}|glpat-[A-Za-z0-9_-]{20,}"
              ")")) },
        { QStringLiteral("API_KEY"), RE(QStringLiteral("(?<![A-Za-z0-9/+=])([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])")), 1,
          &isSecretKey },
        { QStringLiteral("API_KEY"),
          RE(QStringLiteral("\\beyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}")) },
        // Keyword, then the value: "password: x", "pwd=x", "API key: x", "Passwort lautet x".
        { QStringLiteral("PASSWORD"),
          RE(QStringLiteral(
                 "\\b(?:password|passwd|pwd|passphrase|passcode|passwort|kennwort|mot de passe|contrase\u00F1a|pin)"
                 "\\s*(?:[:=]|\\b(?:ist|lautet|est)\\b:?)\\s*")
                 + value,
             I),
          1 },
        { QStringLiteral("PASSWORD"),
          RE(QStringLiteral("\\b(?:password|passwd|passphrase|passcode|pin)\\s+(?:is|was)\\s+") + value, I), 1,
          &looksLikePassword },
        { QStringLiteral("PASSWORD"),
          RE(QStringLiteral("\\b(?:type|typed|enter|entered|input|use|used)\\s+") + value
                 + QStringLiteral(
                     "\\s+(?:in|into|as|for)\\s+(?:the\\s+|my\\s+)?(?:password|passcode|pin|passwort|kennwort)\\b"),
             I),
          1 },
        { QStringLiteral("API_KEY"),
          RE(QStringLiteral(
                 "\\b(?:aws_secret_access_key|secret[_ -]?access[_ -]?key|client[_ -]?secret|secret|api[_ -]?key|"
                 "access[_ -]?key|(?:auth|access|refresh)?[_ -]?token)\\s*[:=]\\s*")
                 + value,
             I),
          1 },
        { QStringLiteral("EMAIL"),
          RE(QStringLiteral("\\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}\\b")) },
        { QStringLiteral("IBAN"),
          RE(QStringLiteral("\\b([A-Z]{2}\\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)\\b")), 1, &isIban },
        { QStringLiteral("MAC"),
          RE(QStringLiteral("(?<![\\w:-])([0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\\2[0-9A-Fa-f]{2}){4}|[0-9A-Fa-f]{4}\\.["
                            "0-9A-Fa-f]{4}\\."
                            "[0-9A-Fa-f]{4})(?![\\w:-])")),
          1 },
        // Coordinates before IP addresses and phone numbers, which look alike digit by digit.
        { QStringLiteral("GPS"),
          RE(QStringLiteral(
              "\\d{1,3}\u00B0\\s*\\d{1,2}['\u2032]\\s*(?:\\d{1,2}(?:[.,]\\d+)?[\"\u2033]\\s*)?[NS]\\s*,?\\s*"
              "\\d{1,3}\u00B0\\s*\\d{1,2}['\u2032]\\s*(?:\\d{1,2}(?:[.,]\\d+)?[\"\u2033]\\s*)?[EW]\\b")) },
        { QStringLiteral("GPS"),
          RE(QStringLiteral("\\b(?:lat(?:itude)?)\\s*[:=]?\\s*-?\\d{1,2}\\.\\d+\\s*[,;&]?\\s*(?:lon|lng|long(?:itude)?)"
                            "\\s*[:=]?\\s*"
                            "-?\\d{1,3}\\.\\d+|\\bgeo:-?\\d{1,2}\\.\\d+,-?\\d{1,3}\\.\\d+"),
             I) },
        // "48.8584° N, 2.2945° E"; a bare pair needs four decimals ("12.500, 3.750" are amounts).
        { QStringLiteral("GPS"),
          RE(QStringLiteral("(?<![\\w.])(?:[1-8]?\\d|90)\\.\\d{1,8}\u00B0?\\s*[NS]\\s*[,;/"
                            "]?\\s*(?:1[0-7]\\d|[1-9]?\\d|180)\\.\\d{1,8}"
                            "\u00B0?\\s*[EW]\\b")) },
        { QStringLiteral("GPS"),
          RE(QStringLiteral(
              "(?<![\\w.])-?(?:[1-8]?\\d|90)\\.\\d{4,8}\u00B0?\\s*[,;/ ]\\s*-?(?:1[0-7]\\d|[1-9]?\\d|180)\\.\\d{4,8}"
              "\u00B0?(?![\\w.]|,\\d)")) },
        { QStringLiteral("IP"),
          RE(QStringLiteral(
              "(?<![\\w.])((?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)){3})"
              "(?!\\w|\\.\\d)")),
          1, &isIpv4 },
        { QStringLiteral("IP"),
          RE(QStringLiteral("(?<![\\w:.])((?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4})(?![\\w:])")), 1, &isIpv6 },
        { QStringLiteral("IMEI"), RE(QStringLiteral("(?<!\\d)(?<!\\d\\.)(\\d{15})(?!\\d|\\.\\d)")), 1, &isImei },
        { QStringLiteral("CARD"),
          RE(QStringLiteral("(?<![\\d.])(\\d{4}(?:[ -]?\\d{4}){2,3}(?:[ -]?\\d{1,3})?)(?![\\d.])")), 1, &isCard },
        { QStringLiteral("SERIAL"),
          RE(QStringLiteral("\\b(?:serial(?:\\s*(?:no\\.?|number|#))?|s/"
                            "n|sn)\\s*[:#=]?\\s*((?=[A-Z-]*[0-9])[A-Z0-9][A-Z0-9-]{5,})\\b"),
             I),
          1 },
        // Street addresses: "Hauptstraße 12a", "Lange Straße 5, 10115 Berlin", "221B Baker Street", "12 rue de Rivoli".
        { QStringLiteral("ADDRESS"),
          RE(u"\\b(?:[A-Z\u00C4\u00D6\u00DC]"_qs + lower + u"+(?:-[A-Z\u00C4\u00D6\u00DC]?"_qs + lower
             + u"+)*(?:stra\u00DFe|strasse|str\\.|weg|allee|platz|gasse|damm|ufer|chaussee|-(?:Stra\u00DFe|Strasse|"
               u"Str\\.|Weg|Allee|"
               u"Platz|Gasse|Damm|Ufer|Chaussee|Ring))|[A-Z\u00C4\u00D6\u00DC]"_qs
             + lower
             + u"+\\s+(?:Stra\u00DFe|Strasse|Str\\.|Weg|Allee|Platz|Gasse))\\s+\\d{1,4}(?:\\s?[a-zA-Z]\\b)?(?:,?\\s*\\d{5}\\s+[A-Z\u00C4\u00D6\u00DC]"_qs
             + lower + u"+)?"_qs) },
        { QStringLiteral("ADDRESS"),
          RE(QStringLiteral("\\b\\d{1,5}[A-Z]?\\s+(?:[A-Z][a-z]+\\s+){1,3}(?:Street|St\\.?|Avenue|Ave\\.?|Road|Rd\\.?|"
                            "Boulevard|Blvd\\.?|"
                            "Lane|Ln\\.?|Drive|Dr\\.?|Court|Ct\\.?|Way|Place|Pl\\.?|Terrace|Parkway|Pkwy\\.?|Square|"
                            "Sq\\.?|Highway|Hwy\\.?)"
                            "(?![\\w])(?:\\s+(?:NW|NE|SW|SE))?")) },
        { QStringLiteral("ADDRESS"),
          RE(QStringLiteral(
              "\\b\\d{1,4}(?:bis|ter)?,?\\s+(?:rue|avenue|boulevard|bd|place|chemin|all\u00E9e|impasse|quai)\\s+"
              "(?:de\\s+la\\s+|de\\s+l'|du\\s+|des\\s+|de\\s+)?[A-Z\u00C9][\\w\u00E9\u00E8'-]+")) },
        // Names: after a title, after "my name is" / "Name:", or a known given name and a surname.
        { QStringLiteral("PERSON"),
          RE(QStringLiteral("\\b(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Herr|Frau|Sir|Madame|Monsieur|Mme)\\.?\\s+(") + name
             + QStringLiteral("(?:\\s+") + name + QStringLiteral(")?)")),
          1, &isName },
        { QStringLiteral("PERSON"),
          RE(QStringLiteral(
                 "(?i:\\b(?:my name is|name\\s*[:=]|full name\\s*[:=]?|reported by|contact person\\s*[:=]?|regards,?|"
                 "mein name ist|ich hei\u00DFe|je m'appelle|me llamo))\\s+(")
             + name + QStringLiteral("(?:\\s+") + name + QStringLiteral("){1,2})")),
          1, &isName },
        { QStringLiteral("PERSON"),
          RE(u"\\b("_qs + name
             + u"\\s+(?:[A-Z]\\.\\s+)?(?:(?:van|von|de|da|del|della|di|du|le|la|der|den|ten|ter|bin|al)\\s+){0,2}"
               u"(?:O['\u2019]|Mc|Mac)?"_qs
             + name + u")(?![\\w])"_qs),
          1, &isFullName },
        { QStringLiteral("PHONE"),
          RE(QStringLiteral(
              "(?<![\\w.+])(?<!\\d[ \\t./-])(?:\\+|00)?\\(?\\d[\\d \\t()./-]{5,18}\\d(?![\\w/]|[.:]\\d)")),
          0, &isPhone },
    };
    return list;
}

// A placeholder an earlier rule put in, possibly with the quotes or brackets around it.
bool isPlaceholder(const QString &value)
{
    static const QRegularExpression placeholder(QStringLiteral("^[\"'`(]?<[A-Z_]+_\\d+>[\"'`)]?$"));
    return placeholder.match(value).hasMatch();
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
    // One pass of the rules can leave part of an item beside its placeholder ("<PHONE_1> 2345 6789" when a rule took
    // only the prefix); passes repeat until nothing changes, so that redacting redacted text changes nothing.
    constexpr int maxPasses = 4;
    QString out = text;
    for (int pass = 0; pass < maxPasses; ++pass) {
        QString next = redactOnce(out);
        if (next == out)
            break;
        out = std::move(next);
    }
    return out;
}

QString Redactor::redactOnce(const QString &text)
{
    QString out = text;
    for (const Rule &rule : rules()) {
        QString next;
        qsizetype last = 0;
        for (qsizetype from = 0; from <= out.size();) {
            const QRegularExpressionMatch m = rule.pattern.match(out, from);
            if (!m.hasMatch())
                break;
            const QString value = m.captured(rule.group);
            if (value.isEmpty() || isPlaceholder(value)
                || (rule.check && !rule.check(value, QStringView(out).mid(0, m.capturedStart()).right(24)))) {
                // Not one: a match starting later may be ("Add Pierre Dupont": not "Add Pierre", but "Pierre Dupont").
                from = m.capturedStart() + 1;
                continue;
            }
            const qsizetype start = m.capturedStart(rule.group);
            next += QStringView(out).mid(last, start - last);
            // A value can hold an earlier rule's placeholder ("key = [[<API_KEY_1>"): it stands for the original
            // text, so that restore() never has to expand placeholders within placeholders.
            next += placeholder(rule.kind, restore(value));
            last = m.capturedEnd(rule.group);
            from = std::max(m.capturedEnd(), m.capturedStart() + 1);
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
