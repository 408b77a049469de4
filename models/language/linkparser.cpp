// SPDX-License-Identifier: GPL-3.0-or-later
#include "linkparser.h"

#include <QLoggingCategory>
#include <QRegularExpression>

#include <link-grammar/link-includes.h>

Q_DECLARE_LOGGING_CATEGORY(lcLexicon)

namespace StepWise {

namespace {

// Longer sentences are not parsed (link-grammar's time grows steeply with length); callers fall back.
constexpr qsizetype maxWords = 30;
constexpr qsizetype maxNullParseWords = 15;

// link-grammar reports locale and dictionary notes on stderr; keep them in our log category.
void quietHandler(lg_errinfo *ei, void *)
{
    qCDebug(lcLexicon) << "link-grammar:" << ei->text;
}

/*! "opened.v-d" → "opened"; "Exercise[!<CAPITALIZED-WORDS>]" → "exercise"; "app[?].n" → "app". */
QString bareWord(const char *w)
{
    QString s = QString::fromUtf8(w);
    const qsizetype bracket = s.indexOf(u'[');
    if (bracket > 0)
        s.truncate(bracket);
    const qsizetype dot = s.lastIndexOf(u'.');
    if (dot > 0 && dot + 1 < s.size() && s.at(dot + 1).isLetter())
        s.truncate(dot);
    return s.toLower();
}

QString suffixOf(const char *w)
{
    const QString s = QString::fromUtf8(w);
    const qsizetype dot = s.lastIndexOf(u'.');
    return dot > 0 ? s.mid(dot + 1) : QString();
}

} // namespace

LinkParser &LinkParser::instance()
{
    static LinkParser parser;
    return parser;
}

LinkParser::LinkParser() = default;

LinkParser::~LinkParser()
{
    if (m_options)
        parse_options_delete(static_cast<Parse_Options>(m_options));
    if (m_dict)
        dictionary_delete(static_cast<Dictionary>(m_dict));
}

bool LinkParser::ensureLoaded()
{
    if (m_loaded)
        return m_dict != nullptr;
    m_loaded = true;
    lg_error_set_handler(quietHandler, nullptr);
    Dictionary dict = dictionary_create_lang("en");
    if (!dict) {
        m_error = QStringLiteral("link-grammar English dictionary not found; install link-grammar-dictionaries-en. "
                                 "Sentence analysis continues without parsing.");
        qCWarning(lcLexicon).noquote() << m_error;
        return false;
    }
    Parse_Options opts = parse_options_create();
    parse_options_set_verbosity(opts, 0);
    parse_options_set_linkage_limit(opts, 50);
    parse_options_set_max_parse_time(opts, static_cast<int>(m_timeLimit < 1 ? 1 : m_timeLimit));
    parse_options_set_min_null_count(opts, 0);
    parse_options_set_max_null_count(opts, 0);
    // Spelling guesses for unknown tokens (ids, package names) cost seconds per sentence.
    parse_options_set_spell_guess(opts, 0);
    m_dict = dict;
    m_options = opts;
    return true;
}

bool LinkParser::isValid()
{
    QMutexLocker lock(&m_mutex);
    return ensureLoaded();
}

QString LinkParser::errorString()
{
    QMutexLocker lock(&m_mutex);
    ensureLoaded();
    return m_error;
}

double LinkParser::timeLimit() const
{
    return m_timeLimit;
}

void LinkParser::setTimeLimit(double seconds)
{
    QMutexLocker lock(&m_mutex);
    m_timeLimit = seconds;
    if (m_options)
        parse_options_set_max_parse_time(static_cast<Parse_Options>(m_options),
                                         static_cast<int>(seconds < 1 ? 1 : seconds));
    m_cache.clear();
}

ParseResult LinkParser::parse(const QString &sentence)
{
    QMutexLocker lock(&m_mutex);
    if (const ParseResult *hit = m_cache.object(sentence))
        return *hit;
    ParseResult r = parseLocked(sentence);
    m_cache.insert(sentence, new ParseResult(r));
    return r;
}

ParseResult LinkParser::parseLocked(const QString &text)
{
    ParseResult result;
    const qsizetype wordCount = text.split(u' ', Qt::SkipEmptyParts).size();
    if (!ensureLoaded() || wordCount == 0 || wordCount > maxWords)
        return result;
    auto dict = static_cast<Dictionary>(m_dict);
    auto opts = static_cast<Parse_Options>(m_options);
    const QByteArray utf8 = text.simplified().toUtf8();
    ::Sentence sent = sentence_create(utf8.constData(), dict);
    if (!sent)
        return result;
    parse_options_set_min_null_count(opts, 0);
    parse_options_set_max_null_count(opts, 0);
    parse_options_reset_resources(opts);
    int found = sentence_parse(sent, opts);
    result.timedOut = parse_options_resources_exhausted(opts);
    if (found <= 0 && !result.timedOut && wordCount <= maxNullParseWords) {
        // No complete linkage: allow a few skipped words (null links) so fragments still give their
        // verbs. More nulls on long sentences cost seconds.
        parse_options_set_min_null_count(opts, 1);
        parse_options_set_max_null_count(opts, 3);
        parse_options_reset_resources(opts);
        found = sentence_parse(sent, opts);
        result.timedOut = parse_options_resources_exhausted(opts);
    }
    if (found <= 0 || result.timedOut) {
        sentence_delete(sent);
        return result;
    }
    Linkage linkage = linkage_create(0, sent, opts);
    if (!linkage) {
        sentence_delete(sent);
        return result;
    }
    result.parsed = true;
    result.complete = sentence_null_count(sent) == 0;
    const int nWords = static_cast<int>(linkage_get_num_words(linkage));
    QStringList raw;
    for (int i = 0; i < nWords; ++i)
        raw.append(QString::fromUtf8(linkage_get_word(linkage, i)));
    // Word 0 is LEFT-WALL; a last RIGHT-WALL may follow. Keep linkage indexes for link lookups.
    for (int i = 1; i < nWords; ++i) {
        if (raw.at(i) != u"RIGHT-WALL")
            result.words.append(bareWord(linkage_get_word(linkage, i)));
    }
    struct Link {
        int l, r;
        QString label;
    };
    QList<Link> links;
    for (int i = 0; i < static_cast<int>(linkage_get_num_links(linkage)); ++i)
        links.append({ static_cast<int>(linkage_get_link_lword(linkage, i)),
                       static_cast<int>(linkage_get_link_rword(linkage, i)),
                       QString::fromUtf8(linkage_get_link_label(linkage, i)) });

    // Phrase of a noun head: the head plus its left modifiers (D, A, AN, G, GN links) and right ones.
    const auto phrase = [&](int head) {
        int lo = head;
        int hi = head;
        bool grew = true;
        while (grew) {
            grew = false;
            for (const Link &k : links) {
                const bool mod = k.label.startsWith(u'D') || k.label.startsWith(u'A') || k.label.startsWith(u"G")
                    || k.label.startsWith(u"NM") || k.label.startsWith(u"YS") || k.label.startsWith(u"YP")
                    || k.label.startsWith(u"NI");
                if (!mod)
                    continue;
                if (k.r >= lo && k.r <= hi && k.l < lo && k.l > 0) {
                    lo = k.l;
                    grew = true;
                }
                if (k.l >= lo && k.l <= hi && k.r > hi && k.r < nWords && raw.at(k.r) != u"RIGHT-WALL") {
                    hi = k.r;
                    grew = true;
                }
            }
        }
        QStringList parts;
        for (int i = lo; i <= hi; ++i)
            parts.append(bareWord(linkage_get_word(linkage, i)));
        return parts.join(u' ');
    };

    for (int i = 1; i < nWords; ++i) {
        const QString suffix = suffixOf(linkage_get_word(linkage, i));
        if (!suffix.startsWith(u'v'))
            continue;
        ParsedVerb v;
        v.word = i - 1;
        v.verb = bareWord(linkage_get_word(linkage, i));
        v.past = suffix.contains(u'd');
        v.gerund = suffix.contains(u'g');
        bool subjectless = true;
        bool complement = false;
        for (const Link &k : links) {
            if (k.r == i && k.label.startsWith(u'S')) {
                v.subject = bareWord(linkage_get_word(linkage, k.l));
                subjectless = false;
            }
            if (k.r == i
                && (k.label.startsWith(u'I') || k.label.startsWith(u"TO") || k.label.startsWith(u'P')
                    || k.label.startsWith(u"Mg") || k.label.startsWith(u"Mv") || k.label.startsWith(u"Js")
                    || k.label.startsWith(u"B")))
                complement = true;
            if (k.l == i && k.label.startsWith(u'O')) {
                if (v.object.isEmpty())
                    v.object = phrase(k.r);
                else if (v.object2.isEmpty())
                    v.object2 = phrase(k.r);
            }
            if (k.l == i && k.label.startsWith(u"MV") && v.preposition.isEmpty()) {
                const int prep = k.r;
                for (const Link &j : links) {
                    if (j.l == prep && j.label.startsWith(u'J')) {
                        v.preposition = bareWord(linkage_get_word(linkage, prep));
                        v.prepObject = phrase(j.r);
                        break;
                    }
                }
            }
        }
        v.imperative = subjectless && !complement && !v.past && !v.gerund;
        result.verbs.append(v);
    }
    linkage_delete(linkage);
    sentence_delete(sent);
    return result;
}

} // namespace StepWise
