// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportexporter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace StepWise {

namespace {

enum class Section { Other, Observed, Expected, Steps };

/*! Which report section a heading-like sentence opens; Other when it is ordinary text. */
Section headingSection(const QString &text)
{
    static const QRegularExpression expected(u"^[#*\\s]*(expected|what is the expected|what should happen)"_qs,
                                             QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression observed(u"^[#*\\s]*(actual|observed|what happens|what do you see|instead)"_qs,
                                             QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression steps(u"^[#*\\s]*(steps to reproduce|how to reproduce|what steps will reproduce)"_qs,
                                          QRegularExpression::CaseInsensitiveOption);
    if (expected.match(text).hasMatch())
        return Section::Expected;
    if (observed.match(text).hasMatch())
        return Section::Observed;
    if (steps.match(text).hasMatch())
        return Section::Steps;
    return Section::Other;
}

/*! The rest of a heading sentence after "Expected behavior:" (empty when it is only a heading). */
QString afterHeading(const QString &text)
{
    const qsizetype colon = text.indexOf(u':');
    if (colon < 0 || text.startsWith(u'#'))
        return {};
    return text.mid(colon + 1).trimmed();
}

struct Sections {
    QString title;
    QStringList observed;
    QStringList expected;
};

Sections splitSections(const QualityReport &report)
{
    Sections out;
    Section current = Section::Observed;
    for (const Sentence &s : report.sentences) {
        if (s.isTitle) {
            out.title = s.text;
            continue;
        }
        if (s.isS2R)
            continue;
        const Section heading = headingSection(s.text);
        if (heading != Section::Other) {
            current = heading == Section::Steps ? Section::Observed : heading;
            const QString rest = afterHeading(s.text);
            if (!rest.isEmpty())
                (current == Section::Expected ? out.expected : out.observed).append(rest);
            continue;
        }
        (current == Section::Expected ? out.expected : out.observed).append(s.text);
    }
    return out;
}

QString stepText(const StepAssessment &a)
{
    return a.step.text.isEmpty() ? a.step.bracketForm() : a.step.text;
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

} // namespace

QString ReportExporter::labelText(const StepAssessment &step)
{
    QStringList codes;
    for (StepQuality q : step.labels)
        codes.append(qualityCode(q));
    return codes.join(u", ");
}

QString ReportExporter::toMarkdown(const QualityReport &report)
{
    const Sections sec = splitSections(report);
    QString md;
    if (!sec.title.isEmpty())
        md += u"## " + sec.title + u"\n\n";
    md += u"### Steps to reproduce\n\n"_qs;
    int number = 1;
    for (const StepAssessment &a : report.steps) {
        for (const MissingInteraction &mi : a.missingBefore)
            md += QString::number(number++) + u". _(suggested)_ " + mi.description + u"\n";
        md += QString::number(number++) + u". " + stepText(a) + u" **[" + labelText(a) + u"]**\n";
        if (!a.message.isEmpty())
            md += u"   - " + a.message + u"\n";
    }
    if (report.steps.isEmpty())
        md += u"_No steps to reproduce were found._\n"_qs;
    md += u"\n### Observed\n\n"_qs;
    md += sec.observed.isEmpty() ? u"_Not described._"_qs : sec.observed.join(u'\n');
    md += u"\n\n### Expected\n\n"_qs;
    md += sec.expected.isEmpty() ? u"_Not described._"_qs : sec.expected.join(u'\n');
    md += u"\n\n---\nLabels: CS correct step, AS ambiguous step, VM vocabulary mismatch, MS missing steps before it. "
          u"Checked against "_qs
        + (report.appVersion.isEmpty() ? u"the app's execution model"_qs : report.appVersion) + u" by StepWise ("
        + report.backend + u").\n";
    return md;
}

QString ReportExporter::toHtml(const QualityReport &report, const ScreenshotProvider &screenshots)
{
    const Sections sec = splitSections(report);
    QHash<QString, QString> imageCache;
    auto image = [&](const QString &screenId) -> QString {
        if (screenId.isEmpty() || !screenshots)
            return u"<div class=\"noshot\">no screenshot recorded</div>"_qs;
        auto it = imageCache.constFind(screenId);
        if (it == imageCache.cend()) {
            const QByteArray png = screenshots(screenId);
            const QString tag = png.isEmpty() ? u"<div class=\"noshot\">no screenshot recorded</div>"_qs
                                              : u"<img alt=\"screen "_qs + htmlEscape(screenId.left(8))
                    + u"\" src=\"data:image/png;base64," + QString::fromLatin1(png.toBase64()) + u"\">";
            it = imageCache.insert(screenId, tag);
        }
        return *it;
    };
    QString h;
    h += u"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>"_qs
        + htmlEscape(sec.title.isEmpty() ? u"Bug report"_qs : sec.title) + u"</title>\n";
    h += u"<style>body{font-family:sans-serif;max-width:60em;margin:2em auto}li{margin:.6em 0;overflow:auto}"
         u"li img,.noshot{float:right;width:9em;margin-left:1em;border:1px solid #888}.noshot{height:4em;"
         u"font-size:small;color:#666;text-align:center}.label{font-weight:bold;padding:0 .3em;border:1px solid}"
         u".suggested{font-style:italic;color:#555}.msg{font-size:small;color:#333}</style></head><body>\n"_qs;
    if (!sec.title.isEmpty())
        h += u"<h2>" + htmlEscape(sec.title) + u"</h2>\n";
    h += u"<h3>Steps to reproduce</h3>\n<ol>\n"_qs;
    for (const StepAssessment &a : report.steps) {
        for (const MissingInteraction &mi : a.missingBefore) {
            h += u"<li class=\"suggested\">" + image(mi.sourceScreenId) + u"(suggested) " + htmlEscape(mi.description)
                + u"</li>\n";
        }
        h += u"<li>" + image(a.screenId) + htmlEscape(stepText(a));
        for (StepQuality q : a.labels)
            h += u" <span class=\"label\">" + qualityCode(q) + u"</span>";
        if (!a.message.isEmpty())
            h += u"<div class=\"msg\">" + htmlEscape(a.message) + u"</div>";
        h += u"</li>\n"_qs;
    }
    h += u"</ol>\n<h3>Observed</h3>\n"_qs;
    for (const QString &s : sec.observed)
        h += u"<p>" + htmlEscape(s) + u"</p>\n";
    h += u"<h3>Expected</h3>\n"_qs;
    for (const QString &s : sec.expected)
        h += u"<p>" + htmlEscape(s) + u"</p>\n";
    h += u"<hr><p class=\"msg\">Labels: CS correct step, AS ambiguous step, VM vocabulary mismatch, MS missing steps "
         u"before it. Checked against "_qs
        + htmlEscape(report.appVersion) + u" by StepWise (" + htmlEscape(report.backend) + u").</p>\n</body></html>\n";
    return h;
}

QJsonObject ReportExporter::toJsonObject(const QualityReport &report)
{
    QJsonObject root;
    root.insert(u"schema"_qs, QString(JsonSchema));
    root.insert(u"appVersion"_qs, report.appVersion);
    root.insert(u"backend"_qs, report.backend);
    root.insert(u"analyzerCalls"_qs, report.analyzerCalls);
    root.insert(u"elapsedMs"_qs, report.elapsedMs);
    root.insert(u"canceled"_qs, report.canceled);
    root.insert(u"truncated"_qs, report.truncated);
    QJsonArray sentences;
    for (const Sentence &s : report.sentences) {
        sentences.append(QJsonObject{{u"id"_qs, s.id},
                                     {u"text"_qs, s.text},
                                     {u"offset"_qs, s.offset},
                                     {u"length"_qs, s.length},
                                     {u"isTitle"_qs, s.isTitle},
                                     {u"isCode"_qs, s.isCode},
                                     {u"isS2R"_qs, s.isS2R}});
    }
    root.insert(u"sentences"_qs, sentences);
    QJsonArray steps;
    for (const StepAssessment &a : report.steps) {
        QJsonArray labels;
        for (StepQuality q : a.labels)
            labels.append(qualityCode(q));
        QJsonArray missing;
        for (const MissingInteraction &mi : a.missingBefore) {
            missing.append(QJsonObject{{u"id"_qs, mi.interactionId},
                                       {u"action"_qs, actionName(mi.action)},
                                       {u"componentText"_qs, mi.componentText},
                                       {u"componentClass"_qs, mi.componentClass},
                                       {u"sourceScreenId"_qs, mi.sourceScreenId},
                                       {u"sourceScreenName"_qs, mi.sourceScreenName},
                                       {u"description"_qs, mi.description}});
        }
        const S2RStep &s = a.step;
        steps.append(QJsonObject{{u"sentenceId"_qs, s.sentenceId},
                                 {u"text"_qs, s.text},
                                 {u"offset"_qs, s.offset},
                                 {u"length"_qs, s.length},
                                 {u"action"_qs, actionName(s.action)},
                                 {u"verb"_qs, s.verb},
                                 {u"object"_qs, s.object},
                                 {u"preposition"_qs, s.preposition},
                                 {u"object2"_qs, s.object2},
                                 {u"value"_qs, s.value},
                                 {u"labels"_qs, labels},
                                 {u"mappedInteractionIds"_qs, stringArray(a.mappedInteractionIds)},
                                 {u"screenId"_qs, a.screenId},
                                 {u"missingBefore"_qs, missing},
                                 {u"message"_qs, a.message}});
    }
    root.insert(u"steps"_qs, steps);
    root.insert(u"path"_qs, stringArray(report.pathInteractionIds));
    return root;
}

QByteArray ReportExporter::toJson(const QualityReport &report)
{
    return QJsonDocument(toJsonObject(report)).toJson(QJsonDocument::Indented);
}

bool ReportExporter::fromJson(const QByteArray &json, QualityReport *report, QString *error, const QString &sourceName)
{
    auto fail = [&](const QString &what) {
        if (error)
            *error = sourceName + u": " + what;
        return false;
    };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail(u"not JSON at offset %1: %2"_qs.arg(pe.offset).arg(pe.errorString()));
    if (!doc.isObject())
        return fail(u"not a JSON object"_qs);
    const QJsonObject root = doc.object();
    if (root.value(u"schema").toString() != JsonSchema)
        return fail(u"schema is \"%1\", expected \"%2\""_qs.arg(root.value(u"schema").toString(), QString(JsonSchema)));
    for (const char16_t *arrayKey : {u"sentences", u"steps", u"path"}) {
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
    for (const QJsonValue &v : root.value(u"sentences").toArray()) {
        const QJsonObject o = v.toObject();
        Sentence s;
        s.id = o.value(u"id").toString();
        s.text = o.value(u"text").toString();
        s.offset = o.value(u"offset").toInteger(-1);
        s.length = o.value(u"length").toInteger();
        s.isTitle = o.value(u"isTitle").toBool();
        s.isCode = o.value(u"isCode").toBool();
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
        for (const QJsonValue &mv : o.value(u"missingBefore").toArray()) {
            const QJsonObject m = mv.toObject();
            MissingInteraction mi;
            mi.interactionId = m.value(u"id").toString();
            mi.action = actionFromName(m.value(u"action").toString());
            mi.componentText = m.value(u"componentText").toString();
            mi.componentClass = m.value(u"componentClass").toString();
            mi.sourceScreenId = m.value(u"sourceScreenId").toString();
            mi.sourceScreenName = m.value(u"sourceScreenName").toString();
            mi.description = m.value(u"description").toString();
            a.missingBefore.append(mi);
        }
        r.steps.append(a);
    }
    r.pathInteractionIds = toStringList(root.value(u"path"));
    *report = r;
    if (error)
        error->clear();
    return true;
}

} // namespace StepWise
