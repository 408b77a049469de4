// SPDX-License-Identifier: GPL-3.0-or-later
#include "reporttext.h"

#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>

namespace StepWise {

namespace {

struct Line {
    qsizetype start = 0; ///< first character
    qsizetype end = 0; ///< one past the last character, line break excluded
};

QList<Line> splitLines(const QString &text)
{
    QList<Line> lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text.at(i) == u'\n') {
            qsizetype end = i;
            if (end > start && text.at(end - 1) == u'\r')
                --end;
            lines.append({ start, end });
            start = i + 1;
        }
    }
    return lines;
}

bool isBlank(QStringView s)
{
    for (QChar c : s) {
        if (!c.isSpace())
            return false;
    }
    return true;
}

/*! Trims white space off [start, end) and appends the sentence if anything is left. */
void appendSpan(const QString &text, qsizetype start, qsizetype end, QList<Sentence> *out, Sentence proto)
{
    while (start < end && text.at(start).isSpace())
        ++start;
    while (end > start && text.at(end - 1).isSpace())
        --end;
    if (end <= start)
        return;
    proto.offset = start;
    proto.length = end - start;
    proto.text = text.mid(start, end - start);
    out->append(proto);
}

const QRegularExpression &listItemRe()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*(?:%1[.)]|%1(?=\s+\p{Lu})|[-*•+‣◦]|\(%1\)|[a-z][.)])\s+\S)").arg(listNumberPattern()));
    return re;
}

const QRegularExpression &headingRe()
{
    static const QRegularExpression re(QStringLiteral(R"(^\s{0,3}#{1,6}\s)"));
    return re;
}

bool isFence(QStringView line)
{
    return fenceTextStart(line) >= 0;
}

/*! Sentence ends inside [start, end): after . ! ? (and closing quotes/brackets) followed by white space
 *  and a capital, digit or opening quote; not after common abbreviations or single letters. */
QList<qsizetype> sentenceBreaks(const QString &text, qsizetype start, qsizetype end)
{
    static const QStringList abbreviations { u"e.g"_qs, u"i.e"_qs, u"etc"_qs, u"vs"_qs, u"approx"_qs,
                                             u"no"_qs,  u"fig"_qs, u"mr"_qs,  u"ms"_qs, u"dr"_qs,
                                             u"st"_qs,  u"eg"_qs,  u"ie"_qs,  u"ca"_qs };
    QList<qsizetype> breaks;
    for (qsizetype i = start; i < end; ++i) {
        const QChar c = text.at(i);
        if (c != u'.' && c != u'!' && c != u'?')
            continue;
        qsizetype j = i + 1;
        while (j < end
               && (text.at(j) == u'"' || text.at(j) == u'\'' || text.at(j) == u')' || text.at(j) == u'.'
                   || text.at(j) == u'!' || text.at(j) == u'?'))
            ++j;
        if (j >= end || !text.at(j).isSpace())
            continue;
        // Click on "..." (the overflow menu): a quoted label made of dots ends no sentence. A closing quote
        // before the period ("choose "Device credentials". I open …") does.
        const bool openingQuoteBefore = i > start
            && (text.at(i - 1) == u'"' || text.at(i - 1) == u'\'' || text.at(i - 1) == u'“')
            && (i - 1 == start || text.at(i - 2).isSpace() || text.at(i - 2) == u'(');
        if (openingQuoteBefore) {
            i = j - 1;
            continue;
        }
        qsizetype k = j;
        while (k < end && text.at(k).isSpace())
            ++k;
        if (k >= end)
            continue;
        const QChar next = text.at(k);
        if (!(next.isUpper() || next.isDigit() || next == u'"' || next == u'\'' || next == u'(' || next == u'['))
            continue;
        if (c == u'.') {
            qsizetype w = i;
            while (w > start && (text.at(w - 1).isLetter() || text.at(w - 1) == u'.'))
                --w;
            const QString word = text.mid(w, i - w).toLower();
            // "No. 5" abbreviates a number; "I press NO. Now …" ends a sentence.
            const bool numberAbbreviation = word == u"no" && next.isDigit();
            if (word.size() == 1 || (abbreviations.contains(word) && (word != u"no" || numberAbbreviation)))
                continue;
            // "3. Wait for ...": a list number at the start of a line is not a sentence end.
            qsizetype d = i;
            while (d > start && text.at(d - 1).isDigit())
                --d;
            qsizetype lineStart = d;
            while (lineStart > start && text.at(lineStart - 1) != u'\n' && text.at(lineStart - 1).isSpace())
                --lineStart;
            if (d < i && (lineStart == start || text.at(lineStart - 1) == u'\n'))
                continue;
        }
        breaks.append(j);
        i = j - 1;
    }
    return breaks;
}

/*!
 * Starts of the items of a numbered list written inline, within [start, end): "1. Open the app 2. Tap Next",
 * "1) … 2) …", "Steps: 1. Open the app, 2. …". Markers count only in sequence from 1 (a later "2." after
 * "version 1." is no list) and only two or more of them, or a lone "1." right after a colon ("Steps to
 * reproduce: 1. Open the app" above a list going on with "2."). \returns where each item's marker starts,
 * in order; the first one too when text comes before it.
 */
QList<qsizetype> inlineListItems(const QString &text, qsizetype start, qsizetype end)
{
    static const QRegularExpression marker(u"(?:^|(?<=[\\s:,;]))(\\d{1,2})[.)]\\s+(?=\\S)"_qs);
    QList<qsizetype> items;
    int expected = 1;
    for (auto it = marker.globalMatch(QStringView(text).mid(start, end - start)); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const int number = m.captured(1).toInt();
        if (number == 1 && expected != 1) { // a new list restarts the count
            items.clear();
            expected = 1;
        }
        if (number != expected)
            continue;
        items.append(start + m.capturedStart());
        ++expected;
    }
    if (items.size() >= 2)
        return items;
    if (items.size() == 1) {
        qsizetype before = items.first();
        while (before > start && text.at(before - 1).isSpace())
            --before;
        if (before > start && text.at(before - 1) == u':')
            return items;
    }
    return {};
}

} // namespace

QString listNumberPattern()
{
    return QStringLiteral(R"(\d{1,4})");
}

int leadingListNumber(const QString &text, qsizetype *length)
{
    static const QRegularExpression number(
        QStringLiteral(R"(^\s*\(?(%1)(?:[.):]\s*|\s+)(?=\S))").arg(listNumberPattern()));
    const QRegularExpressionMatch m = number.match(text);
    if (length)
        *length = m.hasMatch() ? m.capturedLength() : 0;
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

bool looksLikeCode(const QString &line)
{
    static const QRegularExpression frame(QStringLiteral(R"(^\s*at\s+[\w$.<>-]+\s*\()"));
    static const QRegularExpression frameTail(
        QStringLiteral(R"(\((?:[\w$]+\.(?:java|kt)|Unknown Source|Native Method)(?::\d+)?\)\s*$)"));
    static const QRegularExpression logcat(QStringLiteral(
        R"(^\s*(?:\d{2,4}-\d{2}(?:-\d{2})?\s+\d{2}:\d{2}:\d{2}[.,]\d+|[VDIWEF]/[\w.$-]+\s*(?:\(\s*\d+\))?:))"));
    static const QRegularExpression exception(QStringLiteral(
        R"(^\s*(?:Caused by:|FATAL EXCEPTION|Process: [\w.]+, PID: \d+|(?:[a-z][\w$]*\.)+[A-Z][\w$]*(?:Exception|Error)\b|\.\.\. \d+ more\s*$))"));
    // The first "(" or "=" is taken at once (possessive): a long line of them would otherwise cost quadratic time.
    static const QRegularExpression statement(QStringLiteral(
        R"(^[^;(=]*+[(=][^;]*+;\s*$|(?:\{|\})\s*$|^\s*(?://|/\*|\*/|import [\w.]+;|package [\w.]+;|#include))"));
    return frame.match(line).hasMatch() || frameTail.match(line).hasMatch() || logcat.match(line).hasMatch()
        || exception.match(line).hasMatch() || statement.match(line).hasMatch();
}

qsizetype fenceTextStart(QStringView line)
{
    qsizetype i = 0;
    while (i < line.size() && line.at(i).isSpace())
        ++i;
    const QStringView rest = line.mid(i);
    if (!rest.startsWith(u"```") && !rest.startsWith(u"~~~"))
        return -1;
    const QChar mark = rest.at(0);
    while (i < line.size() && line.at(i) == mark)
        ++i;
    while (i < line.size() && line.at(i).isSpace())
        ++i;
    return i;
}

namespace {

/*!
 * One splitReport() run: the text's lines, the sentences so far, and where the walk over the lines is (inside a
 * fence or a prose fence, in a paragraph, in prose not yet cut into sentences).
 */
class ReportSplitter
{
public:
    explicit ReportSplitter(const QString &text)
        : m_text(text)
        , m_lines(splitLines(text))
    {
    }

    QList<Sentence> run()
    {
        qsizetype first = 0;
        while (first < m_lines.size() && isBlank(lineView(m_lines.at(first))))
            ++first;
        if (first >= m_lines.size())
            return m_out;
        if (addTitle(first))
            ++first;
        for (qsizetype i = first; i < m_lines.size(); ++i)
            addLine(i);
        flushProse();
        return m_out;
    }

private:
    QStringView lineView(const Line &l) const { return QStringView(m_text).mid(l.start, l.end - l.start); }

    // Title: a Markdown heading, or a single line followed by a blank line and more text, or by a
    // numbered or bulleted list (a reporter's "Crash on back\n1. Open the app" has no blank line) or a fence.
    // True when line \a first is the title.
    bool addTitle(qsizetype first)
    {
        const Line &l = m_lines.at(first);
        const QStringView v = lineView(l);
        const bool heading = headingRe().match(v).hasMatch();
        const bool blankAfter = first + 1 < m_lines.size() && isBlank(lineView(m_lines.at(first + 1)));
        const bool listAfter = first + 1 < m_lines.size()
            && (listItemRe().match(lineView(m_lines.at(first + 1))).hasMatch()
                || isFence(lineView(m_lines.at(first + 1))));
        bool moreText = false;
        for (qsizetype i = first + 1; i < m_lines.size() && !moreText; ++i)
            moreText = !isBlank(lineView(m_lines.at(i)));
        // "Steps to reproduce: 1. Open the app" above "2. …" starts the list: no title. Nor is a line that only
        // names the steps' section ("Steps to reproduce" above the list): the report has no title then.
        static const QRegularExpression stepsHeader(
            u"^\\s*(?:#+\\s*)?(?:steps(?:\\s+to\\s+reproduce)?|how\\s+to\\s+reproduce|reproduction\\s+steps)\\s*:?\\s*$"_qs,
            QRegularExpression::CaseInsensitiveOption);
        const bool opensList
            = (listAfter && !inlineListItems(m_text, l.start, l.end).isEmpty()) || stepsHeader.match(v).hasMatch();
        if (!((heading || blankAfter || listAfter) && moreText && !opensList && !isFence(v)
              && !listItemRe().match(v).hasMatch() && !looksLikeCode(v.toString())))
            return false;
        qsizetype start = l.start;
        if (heading) {
            while (start < l.end && (m_text.at(start) == u'#' || m_text.at(start).isSpace()))
                ++start;
        }
        // "Title: Crash on back": the label is the form's, not the reporter's title.
        static const QRegularExpression label(u"^\\s*title\\s*:\\s*"_qs, QRegularExpression::CaseInsensitiveOption);
        if (const QRegularExpressionMatch m = label.match(QStringView(m_text).mid(start, l.end - start));
            m.hasMatch() && start + m.capturedLength() < l.end)
            start += m.capturedLength();
        Sentence title;
        title.id = QStringLiteral("0");
        title.isTitle = true;
        appendSpan(m_text, start, l.end, &m_out, title);
        return true;
    }

    // "<paragraph>.<sentence>", opening a paragraph where none is open.
    QString nextId()
    {
        if (!m_paragraphOpen) {
            ++m_paragraph;
            m_sentence = 0;
            m_paragraphOpen = true;
        }
        return QStringLiteral("%1.%2").arg(m_paragraph).arg(++m_sentence);
    }

    void emitProse(qsizetype start, qsizetype end)
    {
        qsizetype s = start;
        QList<qsizetype> cuts = sentenceBreaks(m_text, start, end);
        // An inline numbered list: each item is a sentence, and a break found after an item's number
        // ("Open the app 2. Tap Next") moves before it.
        if (const QList<qsizetype> items = inlineListItems(m_text, start, end); !items.isEmpty()) {
            static const QRegularExpression markerEnd(u"^\\d{1,2}[.)]\\s+"_qs);
            cuts.removeIf([&](qsizetype cut) {
                return std::any_of(items.cbegin(), items.cend(), [&](qsizetype item) {
                    return cut > item && cut <= item + markerEnd.match(QStringView(m_text).mid(item)).capturedLength();
                });
            });
            for (qsizetype item : items) {
                if (item > start && !cuts.contains(item))
                    cuts.append(item);
            }
            std::sort(cuts.begin(), cuts.end());
        }
        cuts.append(end);
        for (qsizetype cut : cuts) {
            if (!isBlank(QStringView(m_text).mid(s, cut - s))) {
                Sentence proto;
                proto.id = nextId();
                appendSpan(m_text, s, cut, &m_out, proto);
            }
            s = cut;
        }
    }

    void flushProse()
    {
        if (m_proseStart >= 0)
            emitProse(m_proseStart, m_proseEnd);
        m_proseStart = -1;
    }

    // Reports moved from other trackers (Google Code) wrap the whole text, steps included, in one fence;
    // some put the first step on the fence line itself. Such a block is prose, not a log: its info
    // string has several words, or it holds a numbered or bulleted list and is mostly not code.
    bool proseFence(qsizetype open) const
    {
        const QStringView info = lineView(m_lines.at(open)).trimmed().mid(3).trimmed();
        if (info.contains(u' '))
            return true;
        int items = 0, code = 0, nonBlank = 0;
        for (qsizetype i = open + 1; i < m_lines.size() && !isFence(lineView(m_lines.at(i))); ++i) {
            const QStringView v = lineView(m_lines.at(i));
            if (isBlank(v))
                continue;
            ++nonBlank;
            items += listItemRe().match(v).hasMatch() ? 1 : 0;
            code += looksLikeCode(v.toString()) ? 1 : 0;
        }
        return items >= 2 && 2 * code < nonBlank;
    }

    void addLine(qsizetype i)
    {
        const Line &l = m_lines.at(i);
        const QStringView v = lineView(l);
        if (isFence(v)) {
            addFence(i);
            return;
        }
        if (isBlank(v)) {
            if (!m_inFence) {
                flushProse();
                m_paragraphOpen = false;
            }
            return;
        }
        const QString lineText = v.toString();
        const bool indented = lineText.startsWith(u'\t') || lineText.startsWith(u"    ");
        if (m_inFence || looksLikeCode(lineText) || (indented && !listItemRe().match(v).hasMatch())) {
            addCode(l);
            return;
        }
        if (!m_out.isEmpty() && m_out.constLast().isCode)
            m_paragraphOpen = false; // prose after a log starts a new paragraph
        if (headingRe().match(v).hasMatch()) {
            addHeading(l);
            return;
        }
        addProse(i);
    }

    void addFence(qsizetype i)
    {
        const Line &l = m_lines.at(i);
        flushProse();
        m_paragraphOpen = false;
        if (m_inProseFence) {
            m_inProseFence = false;
            return;
        }
        if (!m_inFence && proseFence(i)) {
            m_inProseFence = true;
            // Text on the fence line after the backticks is the report's first line.
            const qsizetype start = l.start + fenceTextStart(lineView(l));
            if (start < l.end) {
                m_proseStart = start;
                m_proseEnd = l.end;
            }
            return;
        }
        m_inFence = !m_inFence;
    }

    void addCode(const Line &l)
    {
        if (m_proseStart >= 0) {
            flushProse();
            m_paragraphOpen = false;
        }
        Sentence proto;
        proto.id = nextId();
        proto.isCode = true;
        appendSpan(m_text, l.start, l.end, &m_out, proto);
    }

    void addHeading(const Line &l)
    {
        flushProse();
        m_paragraphOpen = false;
        qsizetype start = l.start;
        while (start < l.end && (m_text.at(start) == u'#' || m_text.at(start).isSpace()))
            ++start;
        Sentence proto;
        proto.id = nextId();
        proto.isHeading = true;
        appendSpan(m_text, start, l.end, &m_out, proto);
        m_paragraphOpen = false;
    }

    void addProse(qsizetype i)
    {
        const Line &l = m_lines.at(i);
        const QStringView v = lineView(l);
        const bool item = listItemRe().match(v).hasMatch();
        // A wrapped line continues the sentence: the previous line is long (not a header or a short
        // step) and unfinished, and this one starts in lower case.
        bool continues = false;
        if (m_proseStart >= 0 && !item && v.trimmed().at(0).isLower()) {
            const Line &last = m_lines.at(i - 1);
            const QStringView lastLine = QStringView(m_text).mid(last.start, last.end - last.start).trimmed();
            continues = lastLine.size() >= 40
                && !(lastLine.endsWith(u':') || lastLine.endsWith(u'.') || lastLine.endsWith(u'!')
                     || lastLine.endsWith(u'?') || lastLine.endsWith(u';'));
        }
        if (continues) {
            m_proseEnd = l.end;
            return;
        }
        flushProse();
        m_proseStart = l.start;
        m_proseEnd = l.end;
    }

    const QString &m_text;
    const QList<Line> m_lines;
    QList<Sentence> m_out;
    int m_paragraph = 0;
    int m_sentence = 0;
    bool m_paragraphOpen = false;
    bool m_inFence = false;
    bool m_inProseFence = false;
    qsizetype m_proseStart = -1; // the prose not yet cut into sentences, when m_proseStart >= 0
    qsizetype m_proseEnd = -1;
};

} // namespace

QList<Sentence> splitReport(const QString &text)
{
    return ReportSplitter(text).run();
}

QList<Sentence> parseLabelledReport(const QString &text, QString *error)
{
    static const QRegularExpression idRe(QStringLiteral(R"(^(0|\d+\.\d+):\s?)"));
    QList<Sentence> out;
    const QList<Line> lines = splitLines(text);
    bool reported = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const Line &l = lines.at(i);
        const QString line = text.mid(l.start, l.end - l.start);
        const QRegularExpressionMatch m = idRe.match(line);
        if (m.hasMatch()) {
            Sentence s;
            s.id = m.captured(1);
            s.isTitle = s.id == u"0";
            s.offset = l.start + m.capturedLength(0);
            s.length = l.end - s.offset;
            s.text = text.mid(s.offset, s.length);
            s.isCode = !s.isTitle && looksLikeCode(s.text);
            out.append(s);
        } else if (!out.isEmpty()) {
            Sentence &s = out.last();
            s.length = l.end - s.offset;
            s.text = text.mid(s.offset, s.length);
        } else if (!isBlank(line) && error && !reported) {
            *error = QStringLiteral("line %1: text before the first \"<id>: \" sentence").arg(i + 1);
            reported = true;
        }
    }
    for (Sentence &s : out) {
        while (s.length > 0 && text.at(s.offset + s.length - 1).isSpace())
            --s.length;
        s.text = text.mid(s.offset, s.length);
    }
    return out;
}

QString InvalidUtf8::byteText() const
{
    return u"0x"_qs + QString::number(byte, 16).toUpper().rightJustified(2, u'0');
}

std::optional<InvalidUtf8> firstInvalidUtf8(QByteArrayView bytes)
{
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < bytes.size();) {
        const auto at = [&](qsizetype k) { return quint8(bytes[k]); };
        const quint8 lead = at(i);
        if (lead < 0x80) {
            if (lead == '\n') {
                ++line;
                lineStart = i + 1;
            }
            ++i;
            continue;
        }
        // Table 3-7: the sequence's length, and the range of its second byte (narrower than 80..BF after E0,
        // ED, F0 and F4, which rules out overlong forms, surrogates and code points above U+10FFFF).
        int length = 0;
        quint8 low = 0x80, high = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            low = lead == 0xE0 ? 0xA0 : 0x80;
            high = lead == 0xED ? 0x9F : 0xBF;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            low = lead == 0xF0 ? 0x90 : 0x80;
            high = lead == 0xF4 ? 0x8F : 0xBF;
        }
        bool wellFormed = length > 0 && i + length <= bytes.size() && at(i + 1) >= low && at(i + 1) <= high;
        for (int k = 2; wellFormed && k < length; ++k)
            wellFormed = (at(i + k) & 0xC0) == 0x80;
        if (!wellFormed) {
            InvalidUtf8 bad;
            bad.line = line;
            bad.column = int(i - lineStart + 1);
            bad.byte = lead;
            return bad;
        }
        i += length;
    }
    return std::nullopt;
}

std::optional<QString> decodeReportBytes(const QByteArray &bytes, InvalidUtf8 *invalid)
{
    const QStringConverter::Encoding encoding
        = QStringConverter::encodingForData(bytes).value_or(QStringConverter::Utf8);
    // Checked here rather than through QStringDecoder::hasError(), which says only that something failed: the
    // messages name the byte.
    if (encoding == QStringConverter::Utf8) {
        if (const std::optional<InvalidUtf8> bad = firstInvalidUtf8(bytes)) {
            if (invalid)
                *invalid = *bad;
            return std::nullopt;
        }
    }
    // Stateless: nothing is held back as pending input. A UTF-8 mark is dropped.
    QStringDecoder decoder(encoding, QStringConverter::Flag::Stateless);
    return QString(decoder.decode(bytes));
}

namespace Quotes {

namespace {
struct Pair {
    char16_t open;
    char16_t close;
};
// In the order quotationPattern() tries them: straight double quotes first, as the tokenizers always did.
constexpr Pair pairs[]
    = { { u'"', u'"' },           { u'\u201C', u'\u201D' }, { u'\'', u'\'' },         { u'\u2018', u'\u2019' },
        { u'\u201E', u'\u201C' }, { u'\u201E', u'\u201D' }, { u'\u201A', u'\u2018' }, { u'\u201A', u'\u2019' },
        { u'\u00AB', u'\u00BB' }, { u'\u00BB', u'\u00AB' }, { u'\u300C', u'\u300D' }, { u'\u300E', u'\u300F' } };

/*! The closing marks of the quotations that \a open opens; empty when it opens none. */
QString closersOf(QChar open)
{
    QString out;
    for (const Pair &p : pairs) {
        if (p.open == open.unicode())
            out += QChar(p.close);
    }
    return out;
}

bool isApostrophe(QChar c)
{
    return c == u'\'' || c == u'\u2019';
}
} // namespace

bool isOpening(QChar c)
{
    return std::any_of(std::cbegin(pairs), std::cend(pairs), [c](const Pair &p) { return p.open == c.unicode(); });
}

bool isQuotation(QStringView text)
{
    text = text.trimmed();
    return text.size() >= 2 && closersOf(text.front()).contains(text.back());
}

QString unquote(const QString &text)
{
    const QString t = text.trimmed();
    return isQuotation(t) ? t.mid(1, t.size() - 2) : t;
}

bool hasQuote(QStringView text)
{
    return text.startsWith(u'\'')
        || std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c != u'\'' && isOpening(c); });
}

QString quotationPattern()
{
    static const QString pattern = [] {
        QStringList alternatives;
        QString openers;
        for (const Pair &p : pairs) {
            if (!openers.contains(QChar(p.open)))
                openers += QChar(p.open);
        }
        for (const QChar open : std::as_const(openers)) {
            const QString closers = QRegularExpression::escape(closersOf(open));
            const bool single = open == u'\'' || open == u'\u2018' || open == u'\u201A';
            const bool apostrophe = std::any_of(closers.cbegin(), closers.cend(), isApostrophe);
            alternatives.append(QRegularExpression::escape(QString(open)) + u"[^"_qs + closers + u"\\n]{1,"_qs
                                + (single ? u"60"_qs : u"80"_qs) + u"}["_qs + closers + u']'
                                + (apostrophe ? u"(?!\\w)"_qs : QString()));
        }
        return alternatives.join(u'|');
    }();
    return pattern;
}

QString markClass()
{
    static const QString marks = [] {
        QString all;
        for (const Pair &p : pairs) {
            for (const char16_t c : { p.open, p.close }) {
                if (!isApostrophe(QChar(c)) && !all.contains(QChar(c)))
                    all += QChar(c);
            }
        }
        return QRegularExpression::escape(all);
    }();
    return marks;
}

} // namespace Quotes

} // namespace StepWise
