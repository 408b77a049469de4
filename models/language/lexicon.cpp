// SPDX-License-Identifier: GPL-3.0-or-later
#include "lexicon.h"

#include <QLoggingCategory>

#include <libstemmer.h>
#include <stdio_ext.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <wn.h>

Q_LOGGING_CATEGORY(lcLexicon, "stepwise.language", QtWarningMsg)

namespace StepWise {

namespace {

int wnPos(Lexicon::Pos pos)
{
    switch (pos) {
    case Lexicon::Pos::Noun:
        return NOUN;
    case Lexicon::Pos::Verb:
        return VERB;
    case Lexicon::Pos::Adjective:
        return ADJ;
    case Lexicon::Pos::Adverb:
        return ADV;
    }
    return NOUN;
}

QString key(const QString &word, Lexicon::Pos pos, char kind, int n = 0)
{
    return QString::number(static_cast<int>(pos)) + QLatin1Char(kind) + QString::number(n) + u'|' + word;
}

QString fromWn(const char *s)
{
    return QString::fromLatin1(s).replace(u'_', u' ').toLower();
}

// WordNet prints its own diagnostics to stderr; route them to our category instead.
int quietMessage(char *msg)
{
    qCDebug(lcLexicon) << "wordnet:" << msg;
    return 0;
}

/*! Serves one of WordNet's files from memory instead of \a file: its binary search seeks and reads the file for
 *  every probe, a system call each, which made the first lookup of a word cost milliseconds. The file is mapped
 *  (sharing the page cache), so the bytes and the answers are the same. Leaves \a file as it is when it cannot. */
void serveFromMemory(FILE *&file)
{
    struct stat st {
    };
    const int fd = file ? fileno(file) : -1;
    if (fd < 0 || fstat(fd, &st) != 0 || st.st_size <= 0)
        return;
    void *bytes = mmap(nullptr, static_cast<size_t>(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
    if (bytes == MAP_FAILED)
        return;
    // Read-only: fmemopen() never writes to the buffer in mode "r". The mapping lives as long as the process.
    FILE *memory = fmemopen(bytes, static_cast<size_t>(st.st_size), "r");
    if (!memory) {
        munmap(bytes, static_cast<size_t>(st.st_size));
        return;
    }
    // Every probe of the binary search seeks, and a seek refills the whole stream buffer (BUFSIZ bytes copied from
    // the mapping) for the few dozen bytes of one line: a small buffer copies less, the same bytes still come out.
    // Reads need no stream lock: the Lexicon's mutex already serialises every WordNet call.
    static constexpr size_t BufferSize = 512;
    if (setvbuf(memory, static_cast<char *>(malloc(BufferSize)), _IOFBF, BufferSize) != 0) {
        fclose(memory);
        munmap(bytes, static_cast<size_t>(st.st_size));
        return;
    }
    __fsetlocking(memory, FSETLOCKING_BYCALLER);
    fclose(file);
    file = memory;
}

QByteArray toWn(const QString &word)
{
    return word.trimmed().toLower().replace(u' ', u'_').toLatin1();
}

} // namespace

Lexicon &Lexicon::instance()
{
    static Lexicon lexicon;
    return lexicon;
}

Lexicon::Lexicon()
{
    display_message = quietMessage;
    m_wordNet = wninit() == 0;
    if (m_wordNet) {
        for (int pos = 1; pos <= NUMPARTS; ++pos) {
            serveFromMemory(indexfps[pos]);
            serveFromMemory(datafps[pos]);
        }
    }
    if (!m_wordNet) {
        m_error = QStringLiteral(
            "WordNet dictionary not found (looked in $WNSEARCHDIR, $WNHOME/dict and the built-in path); "
            "install the wordnet-base package. Language analysis falls back to stemming only.");
        qCWarning(lcLexicon).noquote() << m_error;
    }
    m_stemmer = sb_stemmer_new("english", nullptr);
    if (!m_stemmer)
        qCWarning(lcLexicon) << "Snowball English stemmer unavailable; stems are lower-cased words";
}

namespace {
thread_local bool t_warmUp = false; ///< inside a Lexicon::WarmUp
} // namespace

Lexicon::Foreground::Foreground()
{
    Lexicon &lexicon = instance();
    QMutexLocker lock(&lexicon.m_mutex);
    ++lexicon.m_foreground;
}

Lexicon::Foreground::~Foreground()
{
    Lexicon &lexicon = instance();
    QMutexLocker lock(&lexicon.m_mutex);
    if (--lexicon.m_foreground == 0)
        lexicon.m_noForeground.wakeAll();
}

Lexicon::WarmUp::WarmUp()
    : m_was(t_warmUp)
{
    t_warmUp = true;
}

Lexicon::WarmUp::~WarmUp()
{
    t_warmUp = m_was;
}

void Lexicon::waitTurn()
{
    while (t_warmUp && m_foreground > 0)
        m_noForeground.wait(&m_mutex);
}

Lexicon::~Lexicon()
{
    if (m_stemmer)
        sb_stemmer_delete(m_stemmer);
}

bool Lexicon::hasWordNet() const
{
    QMutexLocker lock(&m_mutex);
    return m_wordNet;
}

QString Lexicon::errorString() const
{
    QMutexLocker lock(&m_mutex);
    return m_error;
}

QString Lexicon::lemma(const QString &word, Pos pos)
{
    const QString lower = word.trimmed().toLower();
    QMutexLocker lock(&m_mutex);
    waitTurn();
    if (!m_wordNet || lower.isEmpty())
        return lower;
    const QString k = key(lower, pos, 'l');
    const auto it = m_lemmas.constFind(k);
    if (it != m_lemmas.constEnd())
        return *it;
    QByteArray bytes = toWn(lower);
    QString result;
    // A word that is itself an entry is its own lemma ("press", not "pres"); else ask morphstr. An entry is what
    // is_defined() would say is one (it is non-zero exactly when getindex() finds the word), without its walk
    // through every sense's synsets for the searches it offers, most of a first lookup's time.
    if (IndexPtr entry = getindex(bytes.data(), wnPos(pos))) {
        free_index(entry);
        result = lower;
    } else if (const char *base = morphstr(bytes.data(), wnPos(pos))) {
        result = fromWn(base);
    } else {
        result = lower;
    }
    m_lemmas.insert(k, result);
    return result;
}

int Lexicon::senseCount(const QString &word, Pos pos)
{
    const QString lemmaText = lemma(word, pos);
    QMutexLocker lock(&m_mutex);
    waitTurn();
    if (!m_wordNet || lemmaText.isEmpty())
        return 0;
    const QString k = key(lemmaText, pos, 'n');
    const auto it = m_senses.constFind(k);
    if (it != m_senses.constEnd())
        return *it;
    QByteArray bytes = toWn(lemmaText);
    int count = 0;
    if (IndexPtr idx = getindex(bytes.data(), wnPos(pos))) {
        count = idx->off_cnt;
        free_index(idx);
    }
    m_senses.insert(k, count);
    return count;
}

bool Lexicon::isA(const QString &word, Pos pos)
{
    return senseCount(word, pos) > 0;
}

QStringList Lexicon::collect(const QString &lemmaText, Pos pos, int maxSenses, Relation relation)
{
    const QString lower = lemmaText.trimmed().toLower();
    QMutexLocker lock(&m_mutex);
    waitTurn();
    if (!m_wordNet || lower.isEmpty())
        return {};
    static constexpr char kinds[] = { 's', 'r', 'a' };
    const QString k = key(lower, pos, kinds[static_cast<int>(relation)], maxSenses);
    const auto it = m_lists.constFind(k);
    if (it != m_lists.constEnd())
        return *it;
    QStringList out;
    const auto add = [&](SynsetPtr s) {
        for (int i = 0; i < s->wcount; ++i) {
            const QString w = fromWn(s->words[i]);
            if (w != lower && !out.contains(w))
                out.append(w);
        }
    };
    QByteArray bytes = toWn(lower);
    for (int sense = 1; sense <= maxSenses; ++sense) {
        if (relation == Relation::Synonym) {
            SynsetPtr s = findtheinfo_ds(bytes.data(), wnPos(pos), SYNS, sense);
            if (!s)
                break;
            add(s);
            free_syns(s);
            continue;
        }
        // Each is a pointer from the sense's synset: the synsets it points to are the words wanted.
        const auto addPointed = [&](int pointer) {
            SynsetPtr s = findtheinfo_ds(bytes.data(), wnPos(pos), pointer, sense);
            if (!s)
                return false;
            for (SynsetPtr r = s->ptrlist; r; r = r->nextss)
                add(r);
            free_syns(s);
            return true;
        };
        if (relation == Relation::Antonym) {
            addPointed(ANTPTR); // a sense without opposites says nothing of the next one
            continue;
        }
        if (!addPointed(HYPERPTR))
            break;
        addPointed(DERIVATION);
    }
    m_lists.insert(k, out);
    return out;
}

QStringList Lexicon::synonyms(const QString &lemmaText, Pos pos, int maxSenses)
{
    return collect(lemmaText, pos, maxSenses, Relation::Synonym);
}

QStringList Lexicon::related(const QString &lemmaText, Pos pos, int maxSenses)
{
    return collect(lemmaText, pos, maxSenses, Relation::Related);
}

QStringList Lexicon::antonyms(const QString &lemmaText, Pos pos, int maxSenses)
{
    return collect(lemmaText, pos, maxSenses, Relation::Antonym);
}

QStringList Lexicon::lexFiles(const QString &lemmaText, Pos pos)
{
    const QString lower = lemmaText.trimmed().toLower();
    QMutexLocker lock(&m_mutex);
    waitTurn();
    if (!m_wordNet || lower.isEmpty())
        return {};
    const QString k = key(lower, pos, 'f');
    const auto it = m_lists.constFind(k);
    if (it != m_lists.constEnd())
        return *it;
    QStringList out;
    QByteArray bytes = toWn(lower);
    if (SynsetPtr s = findtheinfo_ds(bytes.data(), wnPos(pos), SYNS, ALLSENSES)) {
        for (SynsetPtr p = s; p; p = p->nextss) {
            if (p->fnum >= 0 && p->fnum < 45 && lexfiles[p->fnum])
                out.append(QString::fromLatin1(lexfiles[p->fnum]));
        }
        free_syns(s);
    }
    m_lists.insert(k, out);
    return out;
}

QString Lexicon::stem(const QString &word)
{
    const QString lower = word.trimmed().toLower();
    QMutexLocker lock(&m_mutex);
    waitTurn();
    if (!m_stemmer || lower.isEmpty())
        return lower;
    const auto it = m_stems.constFind(lower);
    if (it != m_stems.constEnd())
        return *it;
    const QByteArray utf8 = lower.toUtf8();
    const sb_symbol *out = sb_stemmer_stem(m_stemmer, reinterpret_cast<const sb_symbol *>(utf8.constData()),
                                           static_cast<int>(utf8.size()));
    const QString result
        = out ? QString::fromUtf8(reinterpret_cast<const char *>(out), sb_stemmer_length(m_stemmer)) : lower;
    m_stems.insert(lower, result);
    return result;
}

} // namespace StepWise
