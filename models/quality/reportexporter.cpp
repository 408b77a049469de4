// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportexporter.h"

#include "common/jsonerror.h"
#include "common/quoting.h"
#include "language/componenttext.h"
#include "language/reporttext.h"
#include "language/s2rclassifier.h"
#include "quality/qualityassessor.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>
#include <md4c-html.h>

namespace StepWise {

namespace {

// Every word the exports add around the reporter's text (headings, notes, the replay plan's prose) goes through
// here, as the step messages and plan comments they carry do: the desktop app has its translator installed and
// exports in its language, stepwise-cli has none and writes English. One document, one language.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::ReportExporter)
};

enum class Section { Other, Observed, Expected, Steps };

// These rules are stricter than S2RClassifier::headerSection() on purpose: for S2R identification a line
// taken for a header is only a sentence that is not a step, but here it would become a section title, and
// "Device: Nexus 5" or "* Android version 6.0" would leave the text they belong to.

/*! Which report section a heading-like sentence opens; Other when it is ordinary text. */
Section headingSection(const QString &text)
{
    static const QRegularExpression expected(u"^[#*\\s]*(expected|what is the expected|what should happen)"_qs,
                                             QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression observed(u"^[#*\\s]*(actual|observed|what happens|what do you see|instead)"_qs,
                                             QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression steps(
        u"^[#*\\s]*(steps to reproduce|how to reproduce|what steps will reproduce|(?:repro(?:duction)?\\s+)?steps\\s*(?::|$)|to reproduce\\s*:)"_qs,
        QRegularExpression::CaseInsensitiveOption);
    if (expected.match(text).hasMatch())
        return Section::Expected;
    if (observed.match(text).hasMatch())
        return Section::Observed;
    if (steps.match(text).hasMatch())
        return Section::Steps;
    return Section::Other;
}

/*!
 * The title of a section the reporter opened that is none of the above ("#### Software specifications",
 * "**Environment**", "Device info:"), or empty for ordinary text. Only Markdown headings, whole bold lines
 * and the usual environment/attachment headings count: a sentence ending in a colon ("It crashes:") is text.
 */
QString otherHeading(const QString &text)
{
    static const QRegularExpression markdown(u"^#{1,6}\\s+(.+?)[\\s#:]*$"_qs);
    static const QRegularExpression bold(u"^\\*\\*([^*]+?):?\\*\\*:?$"_qs);
    static const QRegularExpression named(
        u"^((software|system|device|environment|version|build|platform|additional|other)\\b[\\w\\s/-]{0,40}"
        u"|logs?|screenshots?|attachments?|notes?)\\s*:$"_qs,
        QRegularExpression::CaseInsensitiveOption);
    const QString t = text.trimmed();
    for (const QRegularExpression *re : { &markdown, &bold })
        if (const QRegularExpressionMatch m = re->match(t); m.hasMatch())
            return m.captured(1).trimmed();
    if (named.match(t).hasMatch())
        return t.chopped(1).trimmed();
    return {};
}

/*! True when \a text is only a section heading ("Expected behaviour:", "#### Actual result", "**Observed**"), with
 *  nothing the reporter said about the bug in it. */
bool isHeadingOnly(const QString &text)
{
    static const QRegularExpression heading(
        u"^[#*_\\s]*(?:expected|actual|observed|what is the expected|what should happen|what happens|what do you "
        u"see|instead|"
        u"steps to reproduce|how to reproduce|what steps will reproduce|(?:repro(?:duction)?\\s+)?steps|to "
        u"reproduce)(?:\\s+(?:the\\s+)?(?:behaviou?rs?|results?|outcomes?|"
        u"output|problem|issue|bug))?[\\s*_#:?.]*$"_qs,
        QRegularExpression::CaseInsensitiveOption);
    return heading.match(text.trimmed()).hasMatch();
}

/*! What a sentence that opens a section says besides its heading: the text after "Expected behavior:", nothing for
 *  a heading alone, the whole sentence when it is prose that starts like a heading ("Instead it reads "pd".",
 *  "Expected result is shown in the screenshot"). */
QString headingRest(const QString &text)
{
    if (isHeadingOnly(text))
        return {};
    const qsizetype colon = text.indexOf(u':');
    if (colon > 0 && isHeadingOnly(text.left(colon + 1)))
        return text.mid(colon + 1).trimmed();
    return text;
}

/*! A sentence of the Observed or Expected section; code (log) lines are shown verbatim in HTML. */
struct SectionLine {
    QString text;
    bool isCode = false;
};

/*! A section with the reporter's own heading, exported after Expected under that heading. */
struct OtherSection {
    QString heading;
    QList<SectionLine> lines;
    QString written; ///< the heading sentence as written: kept as text of the enclosing section when nothing follows
    Section enclosing = Section::Observed; ///< the section it was opened in
    qsizetype enclosingOther = -1; ///< with Section::Other: which one
};

struct Sections {
    QString title;
    QStringList leadIns; ///< sentences introducing the steps ("When I do this:"), exported before them
    QList<SectionLine> observed;
    QList<SectionLine> expected;
    QList<OtherSection> others;
};

/*! The section's sentences one per line, as the Markdown export writes them. */
QString joinedText(const QList<SectionLine> &lines)
{
    QStringList texts;
    for (const SectionLine &l : lines)
        texts.append(l.text);
    return texts.join(u'\n');
}

/*! The report's sentences by section. Every sentence but the title and those in \a steps (the sentences the steps list
 *  shows) ends up in one (what the reporter wrote is never dropped): a heading with nothing under it is kept as text
 *  of the section it appears in. */
Sections splitSections(const QualityReport &report, const QSet<QString> &steps)
{
    Sections out;
    Section current = Section::Observed;
    qsizetype currentOther = -1;
    const auto lines = [&]() -> QList<SectionLine> & {
        if (current == Section::Other)
            return out.others[currentOther].lines;
        return current == Section::Expected ? out.expected : out.observed;
    };
    // A heading of the reporter's own followed by nothing ("Logs:" at the end) is text, not a section.
    const auto closeEmptyOther = [&] {
        if (current != Section::Other || !out.others.at(currentOther).lines.isEmpty())
            return;
        const OtherSection o = out.others.takeAt(currentOther);
        current = o.enclosing;
        currentOther = o.enclosingOther;
        lines().append({ o.written, false });
    };
    for (qsizetype i = 0; i < report.sentences.size(); ++i) {
        const Sentence &s = report.sentences.at(i);
        if (s.isTitle) {
            out.title = s.text;
            continue;
        }
        if (steps.contains(s.id))
            continue;
        // "When I perform this sequence of events:" right before the steps introduces them: it goes with them.
        const bool leadIn = !s.isCode && s.text.trimmed().endsWith(u':') && i + 1 < report.sentences.size()
            && report.sentences.at(i + 1).isS2R;
        // A fence line the splitter kept as text (a report wrapped whole in a fence) would open a code
        // block in the export that swallows everything after it.
        if (const qsizetype at = s.isCode ? -1 : fenceTextStart(s.text); at >= 0) {
            if (at < s.text.size())
                lines().append({ s.text.mid(at), false });
            continue;
        }
        const Section heading = headingSection(s.text);
        if (heading != Section::Other) {
            closeEmptyOther();
            current = heading == Section::Steps ? Section::Observed : heading;
            currentOther = -1;
            if (const QString rest = headingRest(s.text); !rest.isEmpty()) {
                if (leadIn)
                    out.leadIns.append(rest);
                else
                    lines().append({ rest, false });
            }
            continue;
        }
        if (leadIn) {
            out.leadIns.append(s.text);
            continue;
        }
        // "Collect v1.20.0, Android 7.1, Samsung Galaxy Tab A" outside a section of the reporter's own says where it
        // happened, not what happened: it goes to an Environment section.
        if (!s.isCode && current != Section::Other && S2RClassifier::isEnvironmentLine(s.text)) {
            const QString heading = Tr::tr("Environment");
            auto it = std::find_if(out.others.begin(), out.others.end(),
                                   [&](const OtherSection &o) { return o.heading == heading; });
            if (it == out.others.end())
                it = out.others.insert(out.others.end(),
                                       OtherSection { heading, {}, QString(), current, currentOther });
            it->lines.append({ s.text, false });
            continue;
        }
        if (!s.isCode) {
            if (const QString other = otherHeading(s.isHeading ? u"# " + s.text : s.text); !other.isEmpty()) {
                closeEmptyOther();
                out.others.append({ other, {}, s.text, current, currentOther });
                current = Section::Other;
                currentOther = out.others.size() - 1;
                continue;
            }
        }
        lines().append({ s.text, s.isCode });
    }
    closeEmptyOther();
    return out;
}

QString actionName(ActionType a)
{
    return enumName(a);
}

ActionType actionFromName(const QString &name)
{
    const QMetaEnum me = QMetaEnum::fromType<ActionType>();
    bool ok = false;
    const int v = me.keyToValue(name.toLatin1().constData(), &ok);
    return ok ? static_cast<ActionType>(v) : ActionType::Unknown;
}

QString htmlEscape(const QString &s)
{
    return s.toHtmlEscaped();
}

void appendHtml(const MD_CHAR *text, MD_SIZE size, void *html)
{
    static_cast<QByteArray *>(html)->append(text, size);
}

/*! \a html with the URL of every link and image removed unless its scheme is http, https or mailto (or it has
 *  none): md4c-html writes any scheme, so "[x](javascript:…)" would be a live script link. md4c escapes '"' in
 *  text and attributes, so every `href="` / `src="` in its output is one of its own attributes. */
QString withoutUnsafeUrls(const QString &html)
{
    static const QRegularExpression url(u" (?:href|src)=\"([^\"]*)\""_qs);
    static const QRegularExpression scheme(u"^([A-Za-z][A-Za-z0-9+.-]*):"_qs);
    QString out;
    qsizetype from = 0;
    for (const QRegularExpressionMatch &m : url.globalMatch(html)) {
        const QString name = scheme.match(m.captured(1)).captured(1).toLower();
        if (name.isEmpty() || name == u"http" || name == u"https" || name == u"mailto")
            continue;
        out += QStringView(html).mid(from, m.capturedStart() - from);
        from = m.capturedEnd();
    }
    return out + QStringView(html).mid(from);
}

/*! \a html with every image md4c wrote as a link to it: a self-contained page loads nothing from elsewhere, and
 *  the alt text (else the URL) stays readable. md4c writes `<img src="…" alt="…"[ title="…"]>`. */
QString imagesAsLinks(const QString &html)
{
    static const QRegularExpression image(u"<img src=\"([^\"]*)\" alt=\"([^\"]*)\"(?: title=\"([^\"]*)\")? ?/?>"_qs);
    QString out;
    qsizetype from = 0;
    for (const QRegularExpressionMatch &m : image.globalMatch(html)) {
        out += QStringView(html).mid(from, m.capturedStart() - from);
        out += u"<a href=\"" + m.captured(1) + u'"'
            + (m.capturedLength(3) ? u" title=\"" + m.captured(3) + u'"' : QString()) + u'>'
            + (m.capturedLength(2) ? m.captured(2) : m.captured(1)) + u"</a>";
        from = m.capturedEnd();
    }
    return out + QStringView(html).mid(from);
}

/*! The reporter's prose \a markdown (GitHub dialect: emphasis, code, lists, links, tables) as HTML blocks. Raw
 *  HTML in it is escaped, never passed through (MD_FLAG_NOHTML), and unsafe link schemes are dropped. */
QString markdownHtml(const QString &markdown)
{
    const QByteArray utf8 = markdown.toUtf8();
    QByteArray html;
    if (md_html(utf8.constData(), static_cast<MD_SIZE>(utf8.size()), &appendHtml, &html,
                MD_DIALECT_GITHUB | MD_FLAG_NOHTML, 0)
        != 0)
        return u"<p>" + htmlEscape(markdown) + u"</p>\n";
    return withoutUnsafeUrls(imagesAsLinks(QString::fromUtf8(html)));
}

/*! A section's sentences as HTML: runs of prose rendered as Markdown, runs of code lines as one `<pre>`. */
QString sectionHtml(const QList<SectionLine> &lines)
{
    QString h;
    for (qsizetype i = 0; i < lines.size();) {
        const bool code = lines.at(i).isCode;
        QList<SectionLine> run;
        for (; i < lines.size() && lines.at(i).isCode == code; ++i)
            run.append(lines.at(i));
        if (code) {
            h += u"<pre><code>" + htmlEscape(joinedText(run)) + u"</code></pre>\n";
        } else {
            // One sentence a line, as in the Markdown export: hard breaks (two trailing spaces, which
            // vanish where a list or the paragraph ends) instead of one run-on paragraph.
            QStringList texts;
            for (const SectionLine &l : std::as_const(run))
                texts.append(l.text);
            h += markdownHtml(texts.join(u"  \n"_qs));
        }
    }
    return h;
}

QJsonArray stringArray(const QStringList &list)
{
    QJsonArray a;
    for (const QString &s : list)
        a.append(s);
    return a;
}

QStringList toStringList(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray())
        out.append(x.toString());
    return out;
}

/*! A step as the reporter wrote it (one sentence) and the individual S2Rs extracted from it; no parts for a step
 *  sentence nothing was extracted from, which is exported as written, without labels. */
struct WrittenStep {
    QString text;
    QList<const StepAssessment *> parts;
};

/*! The sentence text without leading list markers ("1.", "2)", "-", "*", "Step 3:") and block syntax (a
 *  code fence, heading or quote marker the sentence splitter left on it), which would end the list item. */
QString withoutListMarker(const QString &text)
{
    static const QRegularExpression marker(
        u"^(?:\\s*(?:[-*+•]|%1[.)]|step\\s*%1\\s*[:.)-]?|```+|~~~+|#{1,6}|>)(?=\\s))+\\s*"_qs.arg(listNumberPattern()),
        QRegularExpression::CaseInsensitiveOption);
    return text.mid(marker.match(text).capturedLength()).trimmed();
}

bool hasListMarker(const QString &text)
{
    return withoutListMarker(text).size() < text.trimmed().size();
}

/*! Words only, lower case: "1. Open the app." and "Open the app" are the same step. */
QString stepKey(const QString &text)
{
    static const QRegularExpression nonWord(u"[^\\w]+"_qs, QRegularExpression::UseUnicodePropertiesOption);
    return withoutListMarker(text).toLower().replace(nonWord, u" "_qs).trimmed();
}

/*!
 * The steps as the reporter wrote them, in report order, and which written sentences a suggested missing step
 * repeats. A step sentence the backend extracted no step from (an LLM may skip "Open the app") is still a written
 * step; a suggestion that repeats what the reporter wrote ("Open the app" written as "1. Open the app", which the
 * backend did not take for a step) is the reporter's step, never "(suggested)".
 */
struct WrittenSteps {
    QList<WrittenStep> steps;
    QHash<QString, QString> writtenAs; ///< stepKey() of a suggestion -> the reporter's sentence text
    QSet<QString> exported; ///< ids of the sentences the steps list shows (not in the sections)
};

WrittenSteps writtenSteps(const QualityReport &report)
{
    WrittenSteps out;
    QHash<QString, qsizetype> sentenceIndex;
    for (qsizetype i = 0; i < report.sentences.size(); ++i)
        sentenceIndex.insert(report.sentences.at(i).id, i);
    QList<WrittenStep> groups;
    QList<qsizetype> groupIndex; // sentence index of each group; the previous one's when unknown
    QSet<QString> extracted;
    QString lastId;
    for (const StepAssessment &a : report.steps) {
        const QString id = a.step.sentenceId;
        if (groups.isEmpty() || id.isEmpty() || id != lastId) {
            groups.append(WrittenStep());
            groupIndex.append(sentenceIndex.value(id, groupIndex.isEmpty() ? -1 : groupIndex.last()));
        }
        groups.last().parts.append(&a);
        extracted.insert(id);
        out.exported.insert(id);
        lastId = id;
    }
    for (WrittenStep &w : groups) {
        const QString written
            = withoutListMarker(report.sentences.value(sentenceIndex.value(w.parts.first()->step.sentenceId, -1)).text);
        if (!written.isEmpty()) {
            w.text = written;
            continue;
        }
        QStringList texts;
        for (const StepAssessment *a : std::as_const(w.parts))
            texts.append(ReportExporter::stepText(*a));
        w.text = texts.join(u"; ");
    }
    // Suggestions, to find the written sentences they repeat.
    QSet<QString> suggested;
    for (const StepAssessment &a : report.steps) {
        for (const MissingInteraction &mi : a.missingBefore)
            suggested.insert(stepKey(mi.description));
    }
    qsizetype g = 0;
    for (qsizetype i = 0; i < report.sentences.size(); ++i) {
        const Sentence &s = report.sentences.at(i);
        if (s.isTitle || extracted.contains(s.id))
            continue;
        const QString key = stepKey(s.text);
        if (s.isS2R) {
            out.exported.insert(s.id);
            // A step sentence without an extracted step: exported as written, in its place.
            while (g < groups.size() && groupIndex.at(g) < i)
                out.steps.append(groups.at(g++));
            const QString text = withoutListMarker(s.text);
            out.steps.append({ text.isEmpty() ? s.text.trimmed() : text, {} });
            if (suggested.contains(key))
                out.writtenAs.insert(key, QString());
        } else if (!s.isCode && hasListMarker(s.text) && suggested.contains(key) && !out.writtenAs.contains(key)) {
            out.writtenAs.insert(key, withoutListMarker(s.text));
            out.exported.insert(s.id);
        }
    }
    while (g < groups.size())
        out.steps.append(groups.at(g++));
    return out;
}

/*! The longest run of backticks in \a text. */
qsizetype longestBacktickRun(const QString &text)
{
    qsizetype longest = 0, run = 0;
    for (QChar c : text) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return longest;
}

/*! A fence for a code block holding \a text: longer than any backtick run in it, so a model's component text cannot
 *  end the block. */
QString codeFence(const QString &text)
{
    return QString(std::max<qsizetype>(3, longestBacktickRun(text) + 1), u'`');
}

/*! \a text as Markdown that shows what it says and loads nothing: raw HTML ("<img src=…>", "<!--") is escaped
 *  ("\\<"), outside code spans, and a line that would be a link reference definition ("[x]: http://…", invisible
 *  once rendered) gets its bracket escaped. Markdown emphasis, code and links are left as written. */
QString escapedMarkdown(const QString &text)
{
    static const QRegularExpression definition(u"^( {0,3})\\[(?=[^\\]\\n]*\\]:)"_qs,
                                               QRegularExpression::MultilineOption);
    QString t = text;
    t.replace(definition, u"\\1\\["_qs);
    QString out;
    out.reserve(t.size() + 8);
    for (qsizetype i = 0; i < t.size();) {
        const QChar c = t.at(i);
        if (c == u'`') {
            qsizetype run = 0;
            while (i + run < t.size() && t.at(i + run) == u'`')
                ++run;
            // A code span ends at the next run of exactly as many backticks; its content is shown verbatim.
            qsizetype close = -1;
            for (qsizetype j = i + run; j < t.size() && close < 0;) {
                if (t.at(j) != u'`') {
                    ++j;
                    continue;
                }
                qsizetype k = j;
                while (k < t.size() && t.at(k) == u'`')
                    ++k;
                if (k - j == run)
                    close = j;
                j = k;
            }
            const qsizetype to = close < 0 ? i + run : close + run;
            out += QStringView(t).mid(i, to - i);
            i = to;
            continue;
        }
        if (c == u'\\' && i + 1 < t.size()) {
            out += QStringView(t).mid(i, 2); // an escape the reporter wrote stays one
            i += 2;
            continue;
        }
        if (c == u'<')
            out += u'\\';
        out += c;
        ++i;
    }
    return out;
}

/*! Continuation indent of list item \a number: 4 spaces keeps lines inside items 1–99 ("10. " is 4 wide);
 *  CommonMark needs at least the marker's width, and 4 stays short of an indented code block for 1–9. */
QString itemIndent(int number)
{
    return QString(std::max<qsizetype>(4, QString::number(number).size() + 2), u' ');
}

/*! The orientation as the JSON schema names it (never translated). */
QString orientationName(DeviceProfile::Orientation o)
{
    return o == DeviceProfile::Orientation::Landscape ? u"landscape"_qs : u"portrait"_qs;
}

/*! "2560×1800 px, 320 dpi, landscape", in the exports' language. */
QString profileText(const DeviceProfile &p)
{
    const QSize size = p.screenSize();
    const QString orientation
        = p.orientation == DeviceProfile::Orientation::Landscape ? Tr::tr("landscape") : Tr::tr("portrait");
    //: a device profile: %1×%2 its screen size in px, %3 its density, %4 "portrait" or "landscape"
    return Tr::tr("%1×%2 px, %3 dpi, %4").arg(size.width()).arg(size.height()).arg(p.dpi).arg(orientation);
}

QString planIntro(const ReplayPlan &plan)
{
    //: %1 the recording device, %2 the target device (both "1080×1920 px, 480 dpi, portrait"); `adb devices` is a
    //: command
    return Tr::tr("Recorded on %1; positions adapted to %2. Run with the device attached (`adb devices`).")
        .arg(profileText(plan.source), profileText(plan.target));
}

/*! The heading of the replay section; %1 the target device's name. */
QString replayHeading(const ReplayPlan &plan)
{
    //: heading of the exported replay plan; %1 the target device's name
    return Tr::tr("Replay on %1").arg(plan.target.name);
}

/*! The shell lines of the replay section, or a comment line saying there is nothing to replay. */
QString replayScript(const ReplayPlan &plan)
{
    const QStringList lines = ReportExporter::replayPlanLines(plan);
    return lines.isEmpty() ? u"# "_qs + Tr::tr("no reproduction path to replay") : lines.join(u'\n');
}

/*! The closing line: what the labels mean and what the report was checked against. */
QString footerNote(const QualityReport &report)
{
    //: %1 the app version (or "the app's execution model"), %2 the analyzer backend, e.g. "offline"
    return Tr::tr("Labels: CS correct step, AS ambiguous step, VM vocabulary mismatch, MS missing steps before it. "
                  "Checked against %1 by StepWise (%2).")
        .arg(report.appVersion.isEmpty() ? Tr::tr("the app's execution model") : report.appVersion, report.backend);
}

/*! "(suggested)": marks a missing step StepWise inserted among the parts of a written step. */
QString suggestedMark()
{
    //: marks a missing step that StepWise inserted into the exported steps
    return Tr::tr("(suggested)");
}

/*! "(suggested, missing before step 3)": marks a missing step StepWise inserted before the reporter's step
 *  \a number. The suggestion carries no number of its own, so the reporter's steps keep theirs. */
QString suggestedBeforeMark(int number)
{
    //: marks a missing step that StepWise inserted, unnumbered, before the reporter's step %1 (its number)
    return Tr::tr("(suggested, missing before step %1)").arg(number);
}

/*! The screen \a mi is performed on as the reporter sees it ("Accounts"), like the step messages name it, never its
 *  recorded name ("AccountsActivity(Window=Main)"); empty for opening the app, which starts from no screen of it. */
QString sourceScreenTitle(const MissingInteraction &mi)
{
    if (mi.action == ActionType::OpenApp)
        return {};
    Screen source;
    source.name = mi.sourceScreenName;
    return ComponentText::screenTitle(&source);
}

QJsonObject profileJson(const DeviceProfile &p)
{
    const QSize size = p.screenSize();
    return QJsonObject { { u"name"_qs, p.name },
                         { u"widthPx"_qs, size.width() },
                         { u"heightPx"_qs, size.height() },
                         { u"densityDpi"_qs, p.dpi },
                         { u"orientation"_qs, orientationName(p.orientation) } };
}

/*! Reads profileJson()'s shape; \returns false with \a problem when a field is missing or implausible. */
bool profileFromJson(const QJsonValue &v, DeviceProfile *out, QString *problem)
{
    const QJsonObject o = v.toObject();
    const int w = o.value(u"widthPx").toInt(), h = o.value(u"heightPx").toInt(), dpi = o.value(u"densityDpi").toInt();
    const QString orientation = o.value(u"orientation").toString();
    if (!v.isObject() || w <= 0 || h <= 0 || dpi <= 0) {
        *problem = u"is not a device profile {name, widthPx, heightPx, densityDpi, orientation} with positive sizes"_qs;
        return false;
    }
    if (orientation != u"portrait" && orientation != u"landscape") {
        *problem = u"has orientation \"%1\" (portrait or landscape)"_qs.arg(orientation);
        return false;
    }
    DeviceProfile p;
    p.name = o.value(u"name").toString();
    p.width = std::min(w, h);
    p.height = std::max(w, h);
    p.dpi = dpi;
    p.orientation
        = orientation == u"landscape" ? DeviceProfile::Orientation::Landscape : DeviceProfile::Orientation::Portrait;
    *out = p;
    return true;
}

} // namespace

QString ReportExporter::noStepsHint()
{
    return QCoreApplication::translate(
        "StepWise::ReportExporter",
        "No steps to reproduce found yet. Write one step per line, e.g. “Tap the Save button”.");
}

QString ReportExporter::partialNote(const QualityReport &report)
{
    if (!report.truncated && !report.canceled)
        return {};
    QString note = report.canceled
        ? Tr::tr("Partial assessment: it was canceled; the labels are the best found until then.")
        : report.unreadSentences > 0
        //: %1 and %2 the limits, e.g. 1000 and 2000
        ? Tr::tr("Partial assessment: %n sentence(s) were not read for steps. A report is read up to its first %1 "
                 "sentences, each of at most %2 characters.",
                 nullptr, report.unreadSentences)
              .arg(QualityAssessor::Options::MaxSentences)
              .arg(QualityAssessor::Options::MaxSentenceLength)
        : Tr::tr("Partial assessment: the search limit was reached; the labels are the best found until then.");
    if (report.uncheckedFrom >= 0 && report.uncheckedFrom < report.steps.size()) {
        const StepAssessment &a = report.steps.at(report.uncheckedFrom);
        const QString step = QString::number(report.uncheckedFrom + 1);
        note = joinSentences(
            note,
            a.step.sentenceId.isEmpty()
                //: %1 the step's number, %2 its text
                ? Tr::tr("Nothing was checked from step %1 (\"%2\") on.").arg(step, nestedQuotes(stepText(a)))
                //: %1 the step's number, %2 its text, %3 the sentence id, e.g. 1.12
                : Tr::tr("Nothing was checked from step %1 (\"%2\", sentence %3) on.")
                      .arg(step, nestedQuotes(stepText(a)), a.step.sentenceId));
    }
    return note;
}

QString ReportExporter::markdownText(const QString &text)
{
    return escapedMarkdown(text);
}

QString ReportExporter::markdownCodeSpan(const QString &text, bool inTable)
{
    QString t = text;
    t.replace(u'\n', u' ');
    if (inTable)
        t.replace(u'|', u"\\|"_qs);
    const QString fence(longestBacktickRun(t) + 1, u'`');
    const QString pad = t.startsWith(u'`') || t.endsWith(u'`') ? u" "_qs : QString();
    return fence + pad + t + pad + fence;
}

QString ReportExporter::stepText(const StepAssessment &step)
{
    return step.step.text.isEmpty() ? step.step.bracketForm() : oneLine(step.step.text);
}

QString ReportExporter::labelText(const StepAssessment &step)
{
    QStringList codes;
    for (StepQuality q : step.labels)
        codes.append(qualityCode(q));
    return codes.join(u", ");
}

QStringList ReportExporter::replayPlanLines(const ReplayPlan &plan)
{
    QStringList lines;
    for (const PlannedCommand &c : plan.commands) {
        //: a replay plan's shell comment: %1 the step's number on the path, %2 what the command does
        const QString comment = u"# "_qs + Tr::tr("step %1: %2").arg(QString::number(c.step + 1), c.comment);
        lines.append(c.command.isEmpty() ? comment : u"adb shell " + c.command + u"   " + comment);
    }
    return lines;
}

QString ReportExporter::toMarkdown(const QualityReport &report, const ExportAttachments &attachments)
{
    const WrittenSteps written = writtenSteps(report);
    const Sections sec = splitSections(report, written.exported);
    const auto text = [](const QList<SectionLine> &lines) { return markdownText(joinedText(lines)); };
    QString md;
    if (!sec.title.isEmpty())
        md += u"## " + markdownText(sec.title) + u"\n\n";
    if (const QString partial = partialNote(report); !partial.isEmpty())
        md += u"> **" + markdownText(partial) + u"**\n\n";
    md += u"### "_qs + Tr::tr("Steps to reproduce") + u"\n\n"_qs;
    if (!sec.leadIns.isEmpty())
        md += markdownText(sec.leadIns.join(u'\n')) + u"\n\n";
    int number = 1;
    QString indent; // of the last numbered item; none before the first
    bool leadingSuggestions = false;
    const auto item = [&](const QString &text) {
        if (leadingSuggestions)
            md += u'\n'; // ends the bullets of suggestions before step 1; the numbered list starts after them
        leadingSuggestions = false;
        indent = itemIndent(number);
        md += QString::number(number++) + u". " + text + u'\n';
    };
    const auto labelled = [](const StepAssessment &a, const QString &text) -> QString {
        return a.labels.isEmpty() ? text : text + u" **[" + labelText(a) + u"]**";
    };
    // A suggestion the reporter wrote as a step is their step: as written, without "(suggested)".
    const auto suggestion = [&](const MissingInteraction &mi) -> std::optional<QString> {
        const auto it = written.writtenAs.constFind(stepKey(mi.description));
        if (it == written.writtenAs.cend())
            return u'_' + suggestedMark() + u"_ " + markdownText(mi.description);
        if (it->isEmpty())
            return std::nullopt; // a written step of its own, in its place
        return markdownText(*it);
    };
    // A suggestion before a written step takes no number, or it would shift the reporter's: it is a bullet under
    // the item before it (before step 1, a bullet list of its own), so renderers do not renumber either.
    const auto missingBeforeItem = [&](const MissingInteraction &mi) {
        const auto it = written.writtenAs.constFind(stepKey(mi.description));
        if (it == written.writtenAs.cend()) {
            leadingSuggestions = leadingSuggestions || number == 1;
            md += indent + u"- _" + suggestedBeforeMark(number) + u"_ " + markdownText(mi.description) + u'\n';
        } else if (!it->isEmpty()) {
            item(markdownText(*it)); // the reporter's step, numbered as theirs
        }
    };
    for (const WrittenStep &w : written.steps) {
        if (w.parts.isEmpty()) {
            item(markdownText(w.text));
            continue;
        }
        for (const MissingInteraction &mi : w.parts.first()->missingBefore)
            missingBeforeItem(mi);
        if (w.parts.size() == 1) {
            const StepAssessment &a = *w.parts.first();
            item(labelled(a, markdownText(w.text)));
            if (!a.message.isEmpty())
                md += indent + u"- " + markdownText(a.message) + u'\n';
            continue;
        }
        item(markdownText(w.text));
        for (qsizetype k = 0; k < w.parts.size(); ++k) {
            const StepAssessment &a = *w.parts.at(k);
            if (k > 0) {
                for (const MissingInteraction &mi : a.missingBefore) {
                    if (const auto line = suggestion(mi))
                        md += indent + u"- " + *line + u'\n';
                }
            }
            md += indent + u"- " + labelled(a, markdownText(stepText(a)))
                + (a.message.isEmpty() ? QString() : u" — " + markdownText(a.message)) + u'\n';
        }
    }
    if (written.steps.isEmpty())
        md += u'_' + Tr::tr("No steps to reproduce were found.") + u"_\n";
    const QString notDescribed = u'_' + Tr::tr("Not described.") + u'_';
    md += u"\n### "_qs + Tr::tr("Observed") + u"\n\n"_qs;
    md += sec.observed.isEmpty() ? notDescribed : text(sec.observed);
    md += u"\n\n### "_qs + Tr::tr("Expected") + u"\n\n"_qs;
    md += sec.expected.isEmpty() ? notDescribed : text(sec.expected);
    for (const OtherSection &o : sec.others)
        md += u"\n\n### " + markdownText(o.heading) + u"\n\n" + text(o.lines);
    if (attachments.replayPlan.isValid()) {
        const ReplayPlan &plan = attachments.replayPlan;
        const QString script = replayScript(plan);
        const QString fence = codeFence(script);
        md += u"\n\n### " + markdownText(replayHeading(plan)) + u"\n\n" + markdownText(planIntro(plan)) + u"\n\n"
            + fence + u"sh\n" + script + u'\n' + fence;
    }
    md += u"\n\n---\n" + markdownText(footerNote(report)) + u'\n';
    for (const ExportAttachments::Section &attached : attachments.sections)
        md += attached.markdown;
    return md;
}

namespace {

/*!
 * The screenshots of an HTML page. Each distinct screenshot is embedded once, as a CSS class; every step on that
 * screen names the class. A report of thousands of steps on a few dozen screens stays the size of those screens.
 */
class HtmlScreenshots
{
public:
    explicit HtmlScreenshots(const ReportExporter::ThumbnailProvider &thumbnails)
        : m_thumbnails(thumbnails)
        , m_noShot(u"<div class=\"noshot\">" + htmlEscape(Tr::tr("no screenshot recorded")) + u"</div>")
    {
    }

    // alt says what the picture shows: the screen's title where the report has one (a hash tells nobody anything).
    QString image(const QString &screenId, const QString &screenName)
    {
        if (screenId.isEmpty() || !m_thumbnails)
            return m_noShot;
        auto it = m_classOfScreen.constFind(screenId);
        if (it == m_classOfScreen.cend())
            it = m_classOfScreen.insert(screenId, classOf(m_thumbnails(screenId, ReportExporter::ThumbnailSize)));
        if (it->isEmpty())
            return m_noShot;
        //: an image's alt text, for a screen without a name
        const QString alt = screenName.isEmpty() ? Tr::tr("screenshot")
                                                 //: an image's alt text; %1 the screen's title, e.g. Accounts
                                                 : Tr::tr("screenshot of the %1 screen").arg(screenName);
        return u"<span class=\"shot "_qs + *it + u"\" role=\"img\" aria-label=\"" + htmlEscape(alt) + u"\"></span>";
    }

    // The style rules of the images embedded so far.
    QString styles() const { return m_imageStyles; }

private:
    // The class showing \a t, added on its first use; empty without a screenshot.
    QString classOf(const ReportExporter::Thumbnail &t)
    {
        if (t.isNull())
            return {};
        const QByteArray digest
            = QCryptographicHash::hash(QByteArray(t.mimeType + '\n' + t.bytes), QCryptographicHash::Sha256);
        QString cls = m_classOfImage.value(digest);
        if (cls.isEmpty()) {
            cls = u"shot"_qs + QString::number(m_classOfImage.size() + 1);
            m_classOfImage.insert(digest, cls);
            m_imageStyles += u'.' + cls + u"{background-image:url(data:" + QString::fromLatin1(t.mimeType) + u";base64,"
                + QString::fromLatin1(t.bytes.toBase64()) + u')';
            if (!t.size.isEmpty())
                m_imageStyles += u";aspect-ratio:%1/%2"_qs.arg(t.size.width()).arg(t.size.height());
            m_imageStyles += u"}\n"_qs;
        }
        return cls;
    }

    const ReportExporter::ThumbnailProvider &m_thumbnails;
    const QString m_noShot;
    QHash<QString, QString> m_classOfScreen; // screen id -> class, empty when it has no screenshot
    QHash<QByteArray, QString> m_classOfImage; // hash of the encoded image -> class
    QString m_imageStyles;
};

QString labelsHtml(const StepAssessment &a)
{
    QString h;
    for (StepQuality q : a.labels)
        h += u" <span class=\"label\">" + qualityCode(q) + u"</span>";
    if (!a.message.isEmpty())
        h += u"<div class=\"msg\">" + htmlEscape(a.message) + u"</div>";
    return h;
}

// As in the Markdown: a suggestion the reporter wrote as a step is their step. Among the parts of a written step.
QString suggestedHtml(const MissingInteraction &mi, const WrittenSteps &written, HtmlScreenshots &shots)
{
    const auto it = written.writtenAs.constFind(stepKey(mi.description));
    if (it == written.writtenAs.cend())
        return u"<li class=\"suggested\">" + shots.image(mi.sourceScreenId, sourceScreenTitle(mi))
            + htmlEscape(suggestedMark()) + u' ' + htmlEscape(mi.description) + u"</li>\n";
    if (it->isEmpty())
        return {};
    return u"<li>" + shots.image(mi.sourceScreenId, sourceScreenTitle(mi)) + htmlEscape(*it) + u"</li>\n";
}

/*!
 * The numbered steps list. A suggestion before a written step is no item of the numbered list, or it would shift the
 * reporter's numbers: it is listed under the item before it (before step 1, in a list of its own before the
 * numbered one).
 */
class HtmlStepList
{
public:
    // The next item's number, as the reporter would count it.
    int number() const { return m_number; }
    void addPending(const QString &item) { m_pending += item; }
    void append(const QString &html) { m_items += html; }
    void openItem(const QString &content)
    {
        flush();
        if (m_itemOpen)
            m_items += u"</li>\n"_qs;
        m_items += u"<li>" + content;
        m_itemOpen = true;
        ++m_number;
    }
    // The suggestions before the first item, then the open numbered list (the caller closes it).
    QString html() const { return m_leading + u"<ol>\n" + m_items + (m_itemOpen ? u"</li>\n"_qs : QString()); }

private:
    void flush()
    {
        if (m_pending.isEmpty())
            return;
        if (m_itemOpen)
            m_items += u"\n<ul>\n" + m_pending + u"</ul>";
        else
            m_leading += u"<ul>\n" + m_pending + u"</ul>\n";
        m_pending.clear();
    }

    QString m_leading, m_items, m_pending; // pending: suggestions before the next numbered item
    int m_number = 1;
    bool m_itemOpen = false; // the last numbered item still takes the suggestions after it
};

// One written step: the suggestions before it, its item, and its parts when the backend split it.
void addWrittenStepHtml(const WrittenStep &w, const WrittenSteps &written, HtmlScreenshots &shots, HtmlStepList &list)
{
    if (w.parts.isEmpty()) {
        list.openItem(htmlEscape(w.text));
        return;
    }
    const StepAssessment &first = *w.parts.first();
    for (const MissingInteraction &mi : first.missingBefore) {
        const auto it = written.writtenAs.constFind(stepKey(mi.description));
        if (it == written.writtenAs.cend())
            list.addPending(u"<li class=\"suggested\">" + shots.image(mi.sourceScreenId, sourceScreenTitle(mi))
                            + htmlEscape(suggestedBeforeMark(list.number())) + u' ' + htmlEscape(mi.description)
                            + u"</li>\n");
        else if (!it->isEmpty()) // the reporter's step
            list.openItem(shots.image(mi.sourceScreenId, sourceScreenTitle(mi)) + htmlEscape(*it));
    }
    list.openItem(shots.image(first.screenId, QString()) + htmlEscape(w.text));
    if (w.parts.size() == 1) {
        list.append(labelsHtml(first));
        return;
    }
    list.append(u"\n<ul>\n"_qs);
    for (qsizetype k = 0; k < w.parts.size(); ++k) {
        const StepAssessment &a = *w.parts.at(k);
        if (k > 0) {
            for (const MissingInteraction &mi : a.missingBefore)
                list.append(suggestedHtml(mi, written, shots));
        }
        list.append(u"<li>" + htmlEscape(ReportExporter::stepText(a)) + labelsHtml(a) + u"</li>\n");
    }
    list.append(u"</ul>"_qs);
}

// The sections after the steps: observed, expected, the others, the replay plan, the footer and the attachments.
QString sectionsAfterStepsHtml(const QualityReport &report, const Sections &sec, const ExportAttachments &attachments)
{
    QString h;
    const QString notDescribed = u"<p><em>"_qs + htmlEscape(Tr::tr("Not described.")) + u"</em></p>\n"_qs;
    h += u"<h3>"_qs + htmlEscape(Tr::tr("Observed")) + u"</h3>\n"_qs
        + (sec.observed.isEmpty() ? notDescribed : sectionHtml(sec.observed));
    h += u"<h3>"_qs + htmlEscape(Tr::tr("Expected")) + u"</h3>\n"_qs
        + (sec.expected.isEmpty() ? notDescribed : sectionHtml(sec.expected));
    for (const OtherSection &o : sec.others)
        h += u"<h3>" + htmlEscape(o.heading) + u"</h3>\n" + sectionHtml(o.lines);
    if (attachments.replayPlan.isValid()) {
        const ReplayPlan &plan = attachments.replayPlan;
        h += u"<h3>" + htmlEscape(replayHeading(plan)) + u"</h3>\n<p>" + htmlEscape(planIntro(plan))
            + u"</p>\n<pre><code class=\"language-sh\">" + htmlEscape(replayScript(plan)) + u"</code></pre>\n";
    }
    h += u"<hr><p class=\"msg\">" + htmlEscape(footerNote(report)) + u"</p>\n";
    for (const ExportAttachments::Section &attached : attachments.sections)
        h += attached.html;
    return h;
}

// The page around \a body: its language, title, the style sheet with \a imageStyles and the policy that pins it.
QString htmlPage(const QString &title, const QString &imageStyles, const QString &body)
{
    const QString style
        = u"body{font-family:sans-serif;max-width:60em;margin:2em auto}li{margin:.6em 0;overflow:auto}"
          u".shot,.noshot{float:right;width:9em;margin-left:1em;border:1px solid #888}"
          u".shot{display:block;aspect-ratio:9/16;background-size:100% 100%;background-repeat:no-repeat;"
          u"print-color-adjust:exact;-webkit-print-color-adjust:exact}.noshot{height:4em;"
          u"font-size:small;color:#666;text-align:center}.label{font-weight:bold;padding:0 .3em;border:1px solid}"
          u".suggested{font-style:italic;color:#555}.msg{font-size:small;color:#333}"
          u"pre{background:#f4f4f4;padding:.6em;overflow:auto}\n"_qs
        + imageStyles;
    // The page loads nothing: no script, no remote image, font or style, no form target; only this style sheet
    // (by its hash) and data: images. Links still open when clicked.
    const QString csp = u"default-src 'none'; img-src data:; style-src 'sha256-"_qs
        + QString::fromLatin1(QCryptographicHash::hash(style.toUtf8(), QCryptographicHash::Sha256).toBase64())
        + u"'; base-uri 'none'; form-action 'none'"_qs;
    //: the language of this translation as a BCP 47 tag (HTML lang attribute): de, zh-CN
    const QString lang = Tr::tr("en");
    return u"<!DOCTYPE html>\n<html lang=\""_qs + htmlEscape(lang) + u"\"><head><meta charset=\"utf-8\">"_qs
        + u"<meta http-equiv=\"Content-Security-Policy\" content=\"" + csp + u"\"><title>"_qs
        + htmlEscape(title.isEmpty() ? Tr::tr("Bug report") : title) + u"</title>\n<style>" + style
        + u"</style></head><body>\n"_qs + body;
}

} // namespace

QString ReportExporter::toHtml(const QualityReport &report, const ThumbnailProvider &thumbnails,
                               const ExportAttachments &attachments)
{
    const WrittenSteps written = writtenSteps(report);
    const Sections sec = splitSections(report, written.exported);
    HtmlScreenshots shots(thumbnails);
    QString h;
    if (!sec.title.isEmpty())
        h += u"<h2>" + htmlEscape(sec.title) + u"</h2>\n";
    if (const QString partial = partialNote(report); !partial.isEmpty())
        h += u"<p class=\"partial\"><strong>" + htmlEscape(partial) + u"</strong></p>\n";
    h += u"<h3>"_qs + htmlEscape(Tr::tr("Steps to reproduce")) + u"</h3>\n"_qs;
    if (!sec.leadIns.isEmpty()) {
        QList<SectionLine> leadIns;
        for (const QString &l : sec.leadIns)
            leadIns.append({ l, false });
        h += sectionHtml(leadIns);
    }
    HtmlStepList list;
    for (const WrittenStep &w : written.steps)
        addWrittenStepHtml(w, written, shots, list);
    h += list.html();
    h += u"</ol>\n"_qs + sectionsAfterStepsHtml(report, sec, attachments);
    h += u"</body></html>\n"_qs;
    return htmlPage(sec.title, shots.styles(), h);
}

QJsonObject ReportExporter::toJsonObject(const QualityReport &report, const ExportAttachments &attachments)
{
    QJsonObject root;
    root.insert(u"schema"_qs, QString(JsonSchema));
    root.insert(u"appVersion"_qs, report.appVersion);
    root.insert(u"backend"_qs, report.backend);
    root.insert(u"analyzerCalls"_qs, report.analyzerCalls);
    root.insert(u"elapsedMs"_qs, report.elapsedMs);
    root.insert(u"canceled"_qs, report.canceled);
    root.insert(u"truncated"_qs, report.truncated);
    root.insert(u"unreadSentences"_qs, report.unreadSentences);
    root.insert(u"uncheckedFrom"_qs, report.uncheckedFrom);
    QJsonArray sentences;
    for (const Sentence &s : report.sentences) {
        sentences.append(QJsonObject { { u"id"_qs, s.id },
                                       { u"text"_qs, s.text },
                                       { u"offset"_qs, s.offset },
                                       { u"length"_qs, s.length },
                                       { u"isTitle"_qs, s.isTitle },
                                       { u"isCode"_qs, s.isCode },
                                       { u"isHeading"_qs, s.isHeading },
                                       { u"isS2R"_qs, s.isS2R } });
    }
    root.insert(u"sentences"_qs, sentences);
    QJsonArray steps;
    for (const StepAssessment &a : report.steps) {
        QJsonArray labels;
        for (StepQuality q : a.labels)
            labels.append(qualityCode(q));
        QJsonArray missing;
        for (const MissingInteraction &mi : a.missingBefore) {
            missing.append(QJsonObject { { u"id"_qs, mi.interactionId },
                                         { u"action"_qs, actionName(mi.action) },
                                         { u"componentText"_qs, mi.componentText },
                                         { u"componentClass"_qs, mi.componentClass },
                                         { u"sourceScreenId"_qs, mi.sourceScreenId },
                                         // The name a person reads; the recorded one only under a key that says so.
                                         { u"sourceScreenName"_qs, sourceScreenTitle(mi) },
                                         { u"sourceScreenRecordedName"_qs, mi.sourceScreenName },
                                         { u"description"_qs, mi.description } });
        }
        const S2RStep &s = a.step;
        steps.append(
            QJsonObject { { u"sentenceId"_qs, s.sentenceId },
                          { u"text"_qs, s.text },
                          { u"offset"_qs, s.offset },
                          { u"length"_qs, s.length },
                          { u"action"_qs, actionName(s.action) },
                          { u"verb"_qs, s.verb },
                          { u"object"_qs, s.object },
                          { u"preposition"_qs, s.preposition },
                          { u"object2"_qs, s.object2 },
                          { u"value"_qs, s.value },
                          { u"labels"_qs, labels },
                          { u"mappedInteractionIds"_qs, stringArray(a.mappedInteractionIds) },
                          { u"screenId"_qs, a.screenId },
                          { u"missingBefore"_qs, missing },
                          { u"message"_qs, a.message },
                          { u"confidence"_qs,
                            std::round(a.confidence * 1000.0) / 1000.0 } }); // a score: 0.59, not 0.5900000000000001
    }
    root.insert(u"steps"_qs, steps);
    root.insert(u"path"_qs, stringArray(report.pathInteractionIds));
    if (attachments.replayPlan.isValid()) {
        const ReplayPlan &plan = attachments.replayPlan;
        QJsonArray commands;
        for (const PlannedCommand &c : plan.commands) {
            commands.append(QJsonObject { { u"step"_qs, c.step + 1 },
                                          { u"command"_qs, c.command.isEmpty() ? QJsonValue() : QJsonValue(c.command) },
                                          { u"comment"_qs, c.comment } });
        }
        root.insert(u"replayPlan"_qs,
                    QJsonObject { { u"source"_qs, profileJson(plan.source) },
                                  { u"target"_qs, profileJson(plan.target) },
                                  { u"commands"_qs, commands } });
    }
    for (const ExportAttachments::Section &attached : attachments.sections) {
        if (!attached.jsonField.isEmpty())
            root.insert(attached.jsonField, attached.json);
    }
    return root;
}

QByteArray ReportExporter::toJson(const QualityReport &report, const ExportAttachments &attachments)
{
    return QJsonDocument(toJsonObject(report, attachments)).toJson(QJsonDocument::Indented);
}

bool ReportExporter::fromJson(const QByteArray &json, QualityReport *report, QString *error, const QString &sourceName,
                              ReplayPlan *replayPlan)
{
    auto fail = [&](const QString &what) {
        if (error)
            *error = sourceName + u": " + what;
        return false;
    };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail(u"not JSON: "_qs + jsonErrorText(json, pe));
    if (!doc.isObject())
        return fail(u"not a JSON object"_qs);
    const QJsonObject root = doc.object();
    if (root.value(u"schema").toString() != JsonSchema)
        return fail(u"schema is \"%1\", expected \"%2\""_qs.arg(root.value(u"schema").toString(), QString(JsonSchema)));
    for (const char16_t *arrayKey : { u"sentences", u"steps", u"path" }) {
        const QString key = QString::fromUtf16(arrayKey);
        if (root.contains(key) && !root.value(key).isArray())
            return fail(u"\"%1\" is not an array"_qs.arg(key));
    }
    QualityReport r;
    r.appVersion = root.value(u"appVersion").toString();
    r.backend = root.value(u"backend").toString();
    r.analyzerCalls = root.value(u"analyzerCalls").toInt();
    r.elapsedMs = root.value(u"elapsedMs").toInteger();
    r.canceled = root.value(u"canceled").toBool();
    r.truncated = root.value(u"truncated").toBool();
    r.unreadSentences = root.value(u"unreadSentences").toInt();
    r.uncheckedFrom = root.value(u"uncheckedFrom").toInt(-1);
    for (const QJsonValue &v : root.value(u"sentences").toArray()) {
        const QJsonObject o = v.toObject();
        Sentence s;
        s.id = o.value(u"id").toString();
        s.text = o.value(u"text").toString();
        s.offset = o.value(u"offset").toInteger(-1);
        s.length = o.value(u"length").toInteger();
        s.isTitle = o.value(u"isTitle").toBool();
        s.isCode = o.value(u"isCode").toBool();
        s.isHeading = o.value(u"isHeading").toBool();
        s.isS2R = o.value(u"isS2R").toBool();
        r.sentences.append(s);
    }
    for (const QJsonValue &v : root.value(u"steps").toArray()) {
        const QJsonObject o = v.toObject();
        StepAssessment a;
        a.step.sentenceId = o.value(u"sentenceId").toString();
        a.step.text = o.value(u"text").toString();
        a.step.offset = o.value(u"offset").toInteger(-1);
        a.step.length = o.value(u"length").toInteger();
        a.step.action = actionFromName(o.value(u"action").toString());
        a.step.verb = o.value(u"verb").toString();
        a.step.object = o.value(u"object").toString();
        a.step.preposition = o.value(u"preposition").toString();
        a.step.object2 = o.value(u"object2").toString();
        a.step.value = o.value(u"value").toString();
        for (const QString &code : toStringList(o.value(u"labels"))) {
            StepQuality q;
            if (!qualityFromCode(code, &q))
                return fail(u"unknown quality label \"%1\""_qs.arg(code));
            a.labels.append(q);
        }
        a.mappedInteractionIds = toStringList(o.value(u"mappedInteractionIds"));
        a.screenId = o.value(u"screenId").toString();
        a.message = o.value(u"message").toString();
        // Reports written before confidences were kept read as unknown (0), never as sure.
        a.confidence = std::clamp(o.value(u"confidence").toDouble(0.0), 0.0, 1.0);
        for (const QJsonValue &mv : o.value(u"missingBefore").toArray()) {
            const QJsonObject m = mv.toObject();
            MissingInteraction mi;
            mi.interactionId = m.value(u"id").toString();
            mi.action = actionFromName(m.value(u"action").toString());
            mi.componentText = m.value(u"componentText").toString();
            mi.componentClass = m.value(u"componentClass").toString();
            mi.sourceScreenId = m.value(u"sourceScreenId").toString();
            // Files written before the title was exported hold the recorded name in "sourceScreenName".
            const bool recorded = m.contains(u"sourceScreenRecordedName");
            mi.sourceScreenName = m.value(recorded ? u"sourceScreenRecordedName" : u"sourceScreenName").toString();
            mi.description = m.value(u"description").toString();
            a.missingBefore.append(mi);
        }
        r.steps.append(a);
    }
    r.pathInteractionIds = toStringList(root.value(u"path"));
    ReplayPlan readPlan;
    if (root.contains(u"replayPlan")) {
        const QJsonValue planValue = root.value(u"replayPlan");
        const QJsonObject plan = planValue.toObject();
        QString problem;
        if (!planValue.isObject() || !plan.value(u"commands").isArray())
            return fail(u"\"replayPlan\" is not an object with a \"commands\" array"_qs);
        if (!profileFromJson(plan.value(u"target"), &readPlan.target, &problem))
            return fail(u"\"replayPlan.target\" "_qs + problem);
        if (plan.contains(u"source") && !profileFromJson(plan.value(u"source"), &readPlan.source, &problem))
            return fail(u"\"replayPlan.source\" "_qs + problem);
        for (const QJsonValue &cv : plan.value(u"commands").toArray()) {
            const QJsonObject c = cv.toObject();
            if (!cv.isObject() || !c.value(u"comment").isString())
                return fail(u"a \"replayPlan.commands\" entry is not {step, command, comment}"_qs);
            readPlan.commands.append(
                { c.value(u"step").toInt() - 1, c.value(u"command").toString(), c.value(u"comment").toString() });
        }
    }
    *report = r;
    if (replayPlan)
        *replayPlan = readPlan;
    if (error)
        error->clear();
    return true;
}

} // namespace StepWise
