// SPDX-License-Identifier: GPL-3.0-or-later
#include "graphdumpreader.h"

#include "common/inputlimits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringDecoder>

#include <optional>

namespace StepWise {

namespace {

/*! A value read from the dump as a message quotes it: on one line, and its start only when it runs on (a damaged
 *  entry can swallow the lines after it). */
QString shownValue(QStringView value)
{
    constexpr qsizetype Longest = 40;
    const QString line = value.toString().simplified();
    return line.size() > Longest ? line.left(Longest - 1) + u'…' : line;
}

// The window shows these reasons in its language; stepwise-cli installs no translation and prints English.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::GraphDumpReader)
};

struct Entry {
    QString text; ///< physical lines joined with '\n'
    int line = 0; ///< 1-based line the entry starts on
};

bool isIdChar(QChar c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_' || c == u'-';
}

bool isId(QStringView v)
{
    if (v.isEmpty())
        return false;
    for (QChar c : v) {
        if (!isIdChar(c))
            return false;
    }
    return true;
}

/*! BURT writes Java's String.valueOf(null) for absent values. */
QString orEmpty(QStringView v)
{
    return v == u"null" ? QString() : v.toString();
}

bool toIntOrNull(QStringView v, int *out)
{
    if (v == u"null" || v.isEmpty()) {
        *out = -1;
        return true;
    }
    bool ok = false;
    *out = v.trimmed().toInt(&ok);
    return ok;
}

TraceSource traceSourceFromCode(QStringView code)
{
    if (code == u"TR")
        return TraceSource::Manual;
    if (code == u"CS")
        return TraceSource::Automatic;
    return TraceSource::Unknown;
}

/*! "org.gnucash.android:id/btn_save" → "btn_save"; BURT's "NO_ID" placeholder → "". */
QString shortResourceId(QStringView rid)
{
    if (rid == u"NO_ID" || rid == u"null")
        return {};
    const qsizetype slash = rid.indexOf(u":id/");
    return (slash >= 0 ? rid.mid(slash + 4) : rid).toString();
}

/*! Parses one entry; every failure names the file and the line of the offending field. */
class EntryParser
{
public:
    EntryParser(const QString &fileName, const Entry &entry)
        : m_file(fileName)
        , m_entry(entry)
        , m_s(entry.text)
    {
    }

    QString error() const { return m_error; }

    bool parseTransition(Interaction *e)
    {
        qsizetype p = m_s.indexOf(u": (s:");
        if (p < 0)
            return fail(0, Tr::tr("transition entry does not start with '<id>: (s:'"));
        if (!isId(m_s.left(p)))
            return fail(0, Tr::tr("transition id '%1' is not an id ([0-9A-Za-z_-]+)").arg(m_s.left(p)));
        e->id = m_s.left(p).toString();
        p += 5;
        const qsizetype t = m_s.indexOf(u",t:", p);
        const qsizetype close = t < 0 ? -1 : m_s.indexOf(u"): [", t);
        if (t < 0 || close < 0)
            return fail(p, Tr::tr("transition entry has no target state"));
        if (!isId(m_s.mid(p, t - p)) || !isId(m_s.mid(t + 3, close - t - 3)))
            return fail(p, Tr::tr("transition %1 has a malformed source or target state id").arg(e->id));
        e->sourceId = m_s.mid(p, t - p).toString();
        e->targetId = m_s.mid(t + 3, close - t - 3).toString();

        // The tail after the bracketed step carries no free text, so anchor on its last occurrence.
        const qsizetype bodyStart = close + 4;
        const qsizetype w = m_s.lastIndexOf(u"] weight=");
        if (w < bodyStart)
            return fail(m_s.size(),
                        Tr::tr("transition %1 has no '] weight=… ds=… sc=… ex=…' tail (truncated entry?)").arg(e->id));
        if (!parseTail(w + 9, e))
            return false;
        return parseStep(bodyStart, w, e);
    }

    bool parseState(Screen *screen)
    {
        const qsizetype comma = m_s.indexOf(u", ");
        if (comma < 0 || !isId(m_s.left(comma)))
            return fail(0, Tr::tr("state entry does not start with '<id>, '"));
        screen->id = m_s.left(comma).toString();
        static const QRegularExpression sourceField(QStringLiteral(", (TR|CS|null), \\("));
        const QRegularExpressionMatch m = sourceField.match(m_entry.text, comma);
        if (!m.hasMatch())
            return fail(comma, Tr::tr("state %1 has no ', <TR|CS|null>, (' after its name").arg(screen->id));
        screen->name = m_s.mid(comma + 2, m.capturedStart() - comma - 2).toString();
        screen->source = traceSourceFromCode(m.capturedView(1));
        if (screen->name == u"Start state")
            screen->kind = Screen::Kind::Start;
        else if (screen->name == u"End state")
            screen->kind = Screen::Kind::End;

        qsizetype p = m.capturedEnd();
        if (m_s.mid(p).startsWith(u"null): ")) {
            p += 7;
        } else {
            static constexpr QStringView listStart = u"\"dynGuiComponents\":[";
            const qsizetype list = m_s.indexOf(listStart, p);
            if (list < 0)
                return fail(p, Tr::tr("state %1 has neither '(null)' nor a dynGuiComponents list").arg(screen->id));
            p = list + listStart.size();
            if (!parseComponents(&p, screen))
                return false;
        }
        const QStringView rest = m_s.mid(p);
        const qsizetype dash = rest.lastIndexOf(u" - ");
        if (dash < 0)
            return fail(
                m_s.size(),
                Tr::tr("state %1 has no ' - <screenshot>' after its GUI signature (truncated entry?)").arg(screen->id));
        screen->guiSignature = orEmpty(rest.left(dash));
        return true;
    }

private:
    bool fail(qsizetype pos, const QString &what)
    {
        const int line = m_entry.line + int(m_s.left(qMin(pos, m_s.size())).count(u'\n'));
        //: %1 file, %2 line, %3 what is wrong there
        m_error = Tr::tr("%1:%2: %3").arg(m_file).arg(line).arg(what);
        return false;
    }

    /*! `<weight> ds=<TR|CS> sc=<file> ex=<int>` starting at \a p. */
    bool parseTail(qsizetype p, Interaction *e)
    {
        const QStringView tail = m_s.mid(p).trimmed();
        const qsizetype ds = tail.indexOf(u" ds=");
        const qsizetype sc = ds < 0 ? -1 : tail.indexOf(u" sc=", ds);
        const qsizetype ex = sc < 0 ? -1 : tail.lastIndexOf(u" ex=");
        if (ds < 0 || sc < 0 || ex < sc)
            return fail(p,
                        Tr::tr("transition %1: tail is not 'weight=… ds=… sc=… ex=…' (truncated entry?)").arg(e->id));
        bool ok = false;
        e->weight = tail.left(ds).toDouble(&ok);
        if (!ok)
            return fail(p, Tr::tr("transition %1: weight '%2' is not a number").arg(e->id, shownValue(tail.left(ds))));
        const QStringView source = tail.mid(ds + 4, sc - ds - 4);
        e->source = traceSourceFromCode(source);
        if (e->source == TraceSource::Unknown && source != u"null")
            return fail(p, Tr::tr("transition %1: ds=%2 is neither TR nor CS").arg(e->id, shownValue(source)));
        e->screenshotFile = orEmpty(tail.mid(sc + 4, ex - sc - 4));
        int executions = 0;
        if (!toIntOrNull(tail.mid(ex + 4), &executions))
            return fail(p, Tr::tr("transition %1: ex='%2' is not a number").arg(e->id, shownValue(tail.mid(ex + 4))));
        return true;
    }

    /*! `id=…, ex=…, sq=…, act=(<code>) <name>, cp=…, txt=…, exp=…, tr=…` in [begin, end). The
     *  fixed fields are read from the left; typed text, expectation and trace from the right,
     *  so that the component in between may hold any text. */
    bool parseStep(qsizetype begin, qsizetype end, Interaction *e)
    {
        const QStringView body = m_s.mid(begin, end - begin);
        auto field = [&](QStringView key, QStringView next, qsizetype *at, QStringView *value) {
            if (!body.mid(*at).startsWith(key))
                return fail(begin + *at, Tr::tr("transition %1: expected '%2'").arg(e->id, key));
            const qsizetype from = *at + key.size();
            const qsizetype to = body.indexOf(next, from);
            if (to < 0)
                return fail(begin + from, Tr::tr("transition %1: expected '%2' after '%3'").arg(e->id, next, key));
            *value = body.mid(from, to - from);
            *at = to;
            return true;
        };
        qsizetype at = 0;
        QStringView stepId, execution, sequence, code, name;
        if (!field(u"id=", u", ex=", &at, &stepId) || !field(u", ex=", u", sq=", &at, &execution)
            || !field(u", sq=", u", act=(", &at, &sequence) || !field(u", act=(", u") ", &at, &code)
            || !field(u") ", u", cp=", &at, &name))
            return false;
        bool ok = false;
        e->actionCode = code.toInt(&ok);
        if (!ok)
            return fail(begin + at,
                        Tr::tr("transition %1: action code '%2' is not a number").arg(e->id, shownValue(code)));
        if (!toIntOrNull(execution, &e->execution) || !toIntOrNull(sequence, &e->sequence))
            return fail(begin, Tr::tr("transition %1: ex/sq are not numbers").arg(e->id));
        e->actionName = name.toString();
        e->action = actionTypeFromBurtCode(e->actionCode);
        if (e->action == ActionType::Unknown)
            e->action = actionTypeFromName(e->actionName);

        const qsizetype componentStart = at + 5;
        const qsizetype tr = body.lastIndexOf(u", tr=");
        const qsizetype exp = tr < 0 ? -1 : body.lastIndexOf(u", exp=", tr);
        const qsizetype txt = exp < 0 ? -1 : body.lastIndexOf(u", txt=", exp);
        if (txt < componentStart)
            return fail(begin + componentStart,
                        Tr::tr("transition %1: expected ', txt=…, exp=…, tr=…' after the component").arg(e->id));
        e->typedText = body.mid(txt + 6, exp - txt - 6).toString();
        const QStringView component = body.mid(componentStart, txt - componentStart);
        if (component == u"null")
            return true;
        return parseComponent(component, begin + componentStart, e);
    }

    /*! `[, ty=…, idx=…, idnx=…, tx=<text>, x=…, y=…, h=…, w=…, dsc=<text>]` at \a offset. */
    bool parseComponent(QStringView c, qsizetype offset, Interaction *e)
    {
        if (!c.startsWith(u"[, ty=") || !c.endsWith(u']'))
            return fail(offset, Tr::tr("transition %1: component is neither 'null' nor '[, ty=…]'").arg(e->id));
        const QStringView inner = c.mid(6, c.size() - 7);
        const qsizetype idx = inner.indexOf(u", idx=");
        const qsizetype idnx = idx < 0 ? -1 : inner.indexOf(u", idnx=", idx);
        const qsizetype tx = idnx < 0 ? -1 : inner.indexOf(u", tx=", idnx);
        if (tx < 0)
            return fail(offset, Tr::tr("transition %1: component lacks idx=, idnx= or tx=").arg(e->id));
        // The text ends at the first well-formed geometry run; texts never hold one in practice.
        // Some dumps omit `dsc=` and end with `w=<int>, ` instead.
        static const QRegularExpression geometry(
            QStringLiteral(", x=(-?\\d+), y=(-?\\d+), h=(-?\\d+), w=(-?\\d+)(?:, dsc=|, $)"));
        const QString innerText = inner.toString();
        const QRegularExpressionMatch g = geometry.match(innerText, tx + 5);
        if (!g.hasMatch())
            return fail(offset + 6 + tx,
                        Tr::tr("transition %1: component has no 'x=…, y=…, h=…, w=…' geometry").arg(e->id));
        GuiComponent comp;
        comp.className = orEmpty(inner.left(idx));
        comp.resourceId = shortResourceId(inner.mid(idx + 6, idnx - idx - 6));
        if (!toIntOrNull(inner.mid(idnx + 7, tx - idnx - 7), &comp.index))
            return fail(offset + 6 + idnx, Tr::tr("transition %1: idnx is not a number").arg(e->id));
        comp.text = orEmpty(inner.mid(tx + 5, g.capturedStart() - tx - 5));
        comp.bounds = QRect(g.capturedView(1).toInt(), g.capturedView(2).toInt(), g.capturedView(4).toInt(),
                            g.capturedView(3).toInt());
        comp.contentDescription = orEmpty(inner.mid(g.capturedEnd()));
        e->component = comp;
        return true;
    }

    /*! `comp{id=<int>, n='…', t='…', d='…', ix='…'}, …]}})` from *p; leaves *p after `: `. Quotes
     *  inside values are not escaped, so each value ends at the next field's `', x='` marker. */
    bool parseComponents(qsizetype *p, Screen *screen)
    {
        qsizetype at = *p;
        while (true) {
            const QStringView rest = m_s.mid(at);
            if (rest.startsWith(u"]}})")) {
                at += 4;
                break;
            }
            if (!rest.startsWith(u"comp{id="))
                return fail(at, Tr::tr("state %1: expected 'comp{id=' or the end of dynGuiComponents").arg(screen->id));
            static constexpr QStringView keys[] = { u", n='", u"', t='", u"', d='", u"', ix='", u"'}" };
            QStringView values[5];
            qsizetype from = at + 8;
            for (int k = 0; k < 5; ++k) {
                const qsizetype to = m_s.indexOf(keys[k], from);
                if (to < 0)
                    return fail(from,
                                Tr::tr("state %1: component value not terminated by \"%2\" (truncated entry?)")
                                    .arg(screen->id, keys[k]));
                values[k] = m_s.mid(from, to - from);
                from = to + keys[k].size();
            }
            GuiComponent comp;
            comp.className = orEmpty(values[1]);
            comp.text = orEmpty(values[2]);
            comp.contentDescription = orEmpty(values[3]);
            comp.resourceId = shortResourceId(values[4]);
            if (!comp.isNull())
                screen->components.append(comp);
            at = from;
            if (m_s.mid(at).startsWith(u", "))
                at += 2;
        }
        if (!m_s.mid(at).startsWith(u": "))
            return fail(at, Tr::tr("state %1: expected ': <GUI signature>' after the components").arg(screen->id));
        *p = at + 2;
        return true;
    }

    const QString &m_file;
    const Entry &m_entry;
    QStringView m_s;
    QString m_error;
};

/*! Line of the first byte sequence that is not UTF-8, for the message. */
int firstInvalidUtf8Line(const QByteArray &bytes)
{
    int line = 1;
    qsizetype start = 0;
    while (start <= bytes.size()) {
        qsizetype end = bytes.indexOf('\n', start);
        if (end < 0)
            end = bytes.size();
        QStringDecoder decoder(QStringDecoder::Utf8);
        [[maybe_unused]] const QString decoded = decoder.decode(QByteArrayView(bytes.constData() + start, end - start));
        if (decoder.hasError())
            return line;
        start = end + 1;
        ++line;
    }
    return line;
}

/*! The message for a failure at \a line of \a fileName (the whole file when \a line is 0). */
QString dumpError(const QString &fileName, int line, const QString &what)
{
    //: %1 file, %2 line, %3 what is wrong there
    return line > 0 ? Tr::tr("%1:%2: %3").arg(fileName).arg(line).arg(what) : Tr::tr("%1: %2").arg(fileName, what);
}

/*! The dump's text, or nullopt with \a error set when \a bytes are empty or not UTF-8. */
std::optional<QString> decodeDump(const QByteArray &bytes, const QString &fileName, QString *error)
{
    auto fail = [&](int line, const QString &what) {
        *error = dumpError(fileName, line, what);
        return std::nullopt;
    };
    if (bytes.trimmed().isEmpty())
        return fail(0, Tr::tr("file is empty, not a graph dump"));
    // Graph dumps are written by tools as UTF-8; say what else the bytes are when that tells the user
    // what to do (e.g. a dump re-saved by a Windows editor as UTF-16), and guess no other encoding.
    if (const std::optional<QStringConverter::Encoding> marked = QStringConverter::encodingForData(bytes);
        marked && *marked != QStringConverter::Utf8) {
        return fail(0,
                    Tr::tr("not valid UTF-8 text: it is %1 (it starts with that byte-order mark); save it as UTF-8")
                        .arg(QString::fromLatin1(QStringConverter::nameForEncoding(*marked))));
    }
    // NUL is valid UTF-8 but never in a text file: UTF-16 without a mark would otherwise read as garbage.
    if (bytes.contains('\0'))
        return fail(int(bytes.left(bytes.indexOf('\0')).count('\n')) + 1,
                    Tr::tr("not valid UTF-8 text: it holds NUL bytes (UTF-16 without a byte-order mark, or binary); "
                           "save it as UTF-8"));
    QStringDecoder decoder(QStringConverter::Utf8);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return fail(firstInvalidUtf8Line(bytes), Tr::tr("not valid UTF-8 text (nor UTF-16); save it as UTF-8"));
    return text;
}

/*! The entries of a dump's two sections and what their headers declare. */
struct DumpSections {
    QList<Entry> transitions, states;
    int declaredTransitions = 0, declaredStates = 0, transitionsLine = 0, statesLine = 0;
};

/*! Groups the lines of \a text into the transition and state entries of \a sections.
 *  \returns false with \a error set when a header is missing or malformed or a line starts no entry. */
bool splitEntries(const QString &text, const QString &fileName, DumpSections *sections, QString *error)
{
    auto fail = [&](int line, const QString &what) {
        *error = dumpError(fileName, line, what);
        return false;
    };
    enum class Section { Preamble, Transitions, States } section = Section::Preamble;
    static const QRegularExpression transitionsHeader(QStringLiteral("^Transitions \\((\\d+)\\):$"));
    static const QRegularExpression statesHeader(QStringLiteral("^States \\((\\d+)\\):$"));
    static const QRegularExpression transitionStart(QStringLiteral("^[0-9A-Za-z_-]+: \\(s:"));
    static const QRegularExpression stateStart(QStringLiteral("^[0-9A-Za-z_-]+, [^\\n]*?, (TR|CS|null), \\("));
    QList<Entry> &transitions = sections->transitions, &states = sections->states;
    Entry *current = nullptr;
    bool currentComplete = true; // a state entry is complete once its components are closed
    int pendingBlanks = 0;

    const QList<QStringView> lines = QStringView(text).split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QStringView line = lines.at(i);
        if (line.endsWith(u'\r'))
            line.chop(1);
        const int lineNo = int(i) + 1;
        if (section == Section::Preamble) {
            if (line.trimmed().isEmpty() || line.startsWith(u"Transitions correctness:"))
                continue;
            const QRegularExpressionMatch m = transitionsHeader.match(line.toString());
            if (!m.hasMatch())
                return fail(lineNo, Tr::tr("not a graph dump: expected 'Transitions (<count>):'"));
            sections->declaredTransitions = m.capturedView(1).toInt();
            sections->transitionsLine = lineNo;
            section = Section::Transitions;
            continue;
        }
        if (line.isEmpty()) {
            if (current)
                ++pendingBlanks;
            continue;
        }
        if (section == Section::Transitions && line.startsWith(u"States (")) {
            const QRegularExpressionMatch m = statesHeader.match(line.toString());
            if (!m.hasMatch())
                return fail(lineNo, Tr::tr("malformed header, expected 'States (<count>):'"));
            sections->declaredStates = m.capturedView(1).toInt();
            sections->statesLine = lineNo;
            section = Section::States;
            current = nullptr;
            pendingBlanks = 0;
            continue;
        }
        const bool inTransitions = section == Section::Transitions;
        const QString lineText = line.toString();
        const bool starts = (inTransitions ? transitionStart : stateStart).match(lineText).hasMatch();
        if (starts && (inTransitions || currentComplete)) {
            QList<Entry> &list = inTransitions ? transitions : states;
            list.append(Entry { lineText, lineNo });
            current = &list.last();
            currentComplete = inTransitions || lineText.contains(u"}}): ") || lineText.contains(u", (null): ");
            pendingBlanks = 0;
        } else if (current) {
            current->text += QString(pendingBlanks + 1, u'\n') + lineText;
            currentComplete = currentComplete || lineText.contains(u"}}): ");
            pendingBlanks = 0;
        } else {
            return fail(lineNo,
                        inTransitions ? Tr::tr("expected a transition entry '<id>: (s:<source>,t:<target>): [...]'")
                                      : Tr::tr("expected a state entry '<id>, <name>, <TR|CS|null>, (...)'"));
        }
    }
    if (section == Section::Preamble)
        return fail(0, Tr::tr("not a graph dump: no 'Transitions (<count>):' header"));
    if (section == Section::Transitions)
        return fail(int(lines.size()), Tr::tr("truncated file: no 'States (<count>):' section"));
    return true;
}

/*! Parses the state entries of \a sections into \a model's screens and records the line of each
 *  state in \a stateLines. \returns false with \a error set when an entry is malformed or a state repeats. */
bool readStates(const DumpSections &sections, const QString &fileName, ExecutionModel *model,
                QHash<QString, int> *stateLines, QString *error)
{
    auto fail = [&](int line, const QString &what) {
        *error = dumpError(fileName, line, what);
        return false;
    };
    for (const Entry &entry : std::as_const(sections.states)) {
        EntryParser parser(fileName, entry);
        Screen screen;
        if (!parser.parseState(&screen)) {
            *error = parser.error();
            return false;
        }
        if (stateLines->contains(screen.id))
            return fail(
                entry.line,
                Tr::tr("state %1 is listed twice (first at line %2)").arg(screen.id).arg(stateLines->value(screen.id)));
        stateLines->insert(screen.id, entry.line);
        model->screens.append(std::move(screen));
    }
    return true;
}

/*! Parses the transition entries of \a sections into \a model's interactions.
 *  \returns false with \a error set when an entry is malformed, a transition repeats or it names a
 *  state not in \a stateLines. */
bool readTransitions(const DumpSections &sections, const QString &fileName, const QHash<QString, int> &stateLines,
                     ExecutionModel *model, QString *error)
{
    auto fail = [&](int line, const QString &what) {
        *error = dumpError(fileName, line, what);
        return false;
    };
    // A cut-off file loses its last states, and the transitions into them then look dangling: when
    // the header declares more states than were read, that is the likelier cause.
    const QString missingStates = sections.states.size() < sections.declaredStates
        ? Tr::tr("; the file looks truncated: its header (line %1) declares %2 states, found %3")
              .arg(sections.statesLine)
              .arg(sections.declaredStates)
              .arg(sections.states.size())
        : QString();
    QHash<QString, int> transitionLines;
    for (const Entry &entry : std::as_const(sections.transitions)) {
        EntryParser parser(fileName, entry);
        Interaction e;
        if (!parser.parseTransition(&e)) {
            *error = parser.error();
            return false;
        }
        if (transitionLines.contains(e.id))
            return fail(
                entry.line,
                Tr::tr("transition %1 is listed twice (first at line %2)").arg(e.id).arg(transitionLines.value(e.id)));
        if (!stateLines.contains(e.sourceId))
            return fail(entry.line,
                        Tr::tr("transition %1 starts at unknown state %2").arg(e.id, e.sourceId) + missingStates);
        if (!stateLines.contains(e.targetId))
            return fail(entry.line,
                        Tr::tr("transition %1 leads to unknown state %2").arg(e.id, e.targetId) + missingStates);
        transitionLines.insert(e.id, entry.line);
        model->interactions.append(std::move(e));
    }
    return true;
}

} // namespace

bool GraphDumpReader::isGraphDumpFile(const QString &path)
{
    return QFileInfo(path).fileName().endsWith(u"-graph.txt") && QFileInfo(path).fileName().size() > 10;
}

QString GraphDumpReader::packageFromVersionFolder(const QString &folderName)
{
    // "<n>-<package>-<version>": Java package names hold no '-', versions may ("2.9.0-debug").
    QStringList parts = folderName.split(u'-');
    if (parts.size() > 1 && !parts.first().isEmpty()
        && std::all_of(parts.first().cbegin(), parts.first().cend(), [](QChar c) { return c.isDigit(); }))
        parts.removeFirst();
    const QString candidate = parts.value(0);
    static const QRegularExpression package(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)+$"));
    return package.match(candidate).hasMatch() ? candidate : QString();
}

bool GraphDumpReader::read(const QString &filePath)
{
    m_model = {};
    m_screenshots.clear();
    m_warnings.clear();
    m_error.clear();
    const QFileInfo info(filePath);
    QFile file(filePath);
    if (!info.isFile() || !file.open(QIODevice::ReadOnly)) {
        m_error = Tr::tr("%1: cannot read the graph dump: %2")
                      .arg(filePath, info.exists() ? file.errorString() : Tr::tr("no such file"));
        return false;
    }
    QString appVersion = info.fileName();
    appVersion.chop(10); // "-graph.txt"
    if (appVersion.isEmpty() || !isGraphDumpFile(filePath))
        appVersion = info.completeBaseName();
    QString package = packageFromVersionFolder(info.absoluteDir().dirName());
    if (package.isEmpty())
        package = packageFromVersionFolder(appVersion);
    const std::optional<QByteArray> bytes = readAtMost(file, InputLimits::MaxModelFileBytes);
    if (!bytes) {
        m_error = Tr::tr("%1: larger than %2 MiB, the most a graph dump may hold; not read")
                      .arg(filePath)
                      .arg(InputLimits::MaxModelFileBytes >> 20);
        return false;
    }
    if (!parse(*bytes, info.fileName(), appVersion, package)) {
        // Name the whole path so a failure among many inputs can be found.
        m_error.replace(0, info.fileName().size(), filePath);
        return false;
    }
    const QString statesDir = info.absoluteDir().filePath(QStringLiteral("states"));
    if (QFileInfo(statesDir).isDir())
        loadScreenshots(statesDir);
    return true;
}

void GraphDumpReader::loadScreenshots(const QString &statesDir)
{
    static constexpr char pngMagic[] = "\x89PNG\r\n\x1a\n";
    for (Screen &screen : m_model.screens) {
        if (screen.kind != Screen::Kind::Normal)
            continue;
        const QString name = screen.id + u".png";
        QFile png(statesDir + u'/' + name);
        if (!png.exists()) {
            m_warnings.append(Tr::tr("state %1 has no screenshot (%2 not found)").arg(screen.id, png.fileName()));
            continue;
        }
        if (!png.open(QIODevice::ReadOnly)) {
            m_warnings.append(Tr::tr("%1: cannot read: %2").arg(png.fileName(), png.errorString()));
            continue;
        }
        std::optional<QByteArray> read = readAtMost(png, InputLimits::MaxScreenshotBytes);
        if (!read) {
            m_warnings.append(Tr::tr("%1: larger than %2 MiB, the most a screenshot may hold; skipped")
                                  .arg(png.fileName())
                                  .arg(InputLimits::MaxScreenshotBytes >> 20));
            continue;
        }
        QByteArray bytes = std::move(*read);
        if (!bytes.startsWith(QByteArrayView(pngMagic, 8))) {
            m_warnings.append(Tr::tr("%1: not a PNG image, skipped").arg(png.fileName()));
            continue;
        }
        screen.screenshotFile = name;
        m_screenshots.insert(name, std::move(bytes));
    }
}

bool GraphDumpReader::parse(const QByteArray &bytes, const QString &fileName, const QString &appVersion,
                            const QString &packageName)
{
    m_model = {};
    m_error.clear();
    auto fail = [&](int line, const QString &what) {
        m_error = dumpError(fileName, line, what);
        return false;
    };
    const std::optional<QString> text = decodeDump(bytes, fileName, &m_error);
    if (!text)
        return false;
    DumpSections sections;
    if (!splitEntries(*text, fileName, &sections, &m_error))
        return false;

    m_model.appVersion = appVersion;
    m_model.packageName = packageName;
    m_model.screens.reserve(sections.states.size());
    m_model.interactions.reserve(sections.transitions.size());
    QHash<QString, int> stateLines;
    if (!readStates(sections, fileName, &m_model, &stateLines, &m_error))
        return false;
    if (!readTransitions(sections, fileName, stateLines, &m_model, &m_error))
        return false;
    if (sections.transitions.size() != sections.declaredTransitions)
        return fail(sections.transitionsLine,
                    Tr::tr("header announces %1 transitions but %2 follow")
                        .arg(sections.declaredTransitions)
                        .arg(sections.transitions.size()));
    if (sections.states.size() != sections.declaredStates)
        return fail(sections.statesLine,
                    Tr::tr("header announces %1 states but %2 follow (truncated file?)")
                        .arg(sections.declaredStates)
                        .arg(sections.states.size()));
    m_model.reindex();
    return true;
}

} // namespace StepWise
