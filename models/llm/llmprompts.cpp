// SPDX-License-Identifier: GPL-3.0-or-later
#include "llmprompts.h"

#include "common/jsonerror.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace StepWise::LlmPrompts {

namespace {
const QString systemRole = QStringLiteral("system");
const QString userRole = QStringLiteral("user");

const QString persona = QStringLiteral(
    "You analyse bug reports of Android apps. Follow the instructions exactly and answer with one JSON object "
    "only: no explanation, no markdown.");

// Parses \a content into an object; tolerates a ``` fence around it.
QString parseObject(const QString &content, QJsonObject *out)
{
    QString text = content.trimmed();
    if (text.startsWith(u"```")) {
        text = text.section(u'\n', 1);
        const qsizetype end = text.lastIndexOf(u"```");
        if (end >= 0)
            text.truncate(end);
    }
    QJsonParseError err;
    const QByteArray json = text.trimmed().toUtf8();
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError)
        return u"The answer is not valid JSON (" + jsonErrorText(json, err) + u")."_qs;
    if (!doc.isObject())
        return QStringLiteral("The answer must be a JSON object.");
    *out = doc.object();
    return QString();
}

QString sentenceLines(const QList<Sentence> &sentences)
{
    QString lines;
    for (const Sentence &s : sentences)
        lines += s.id + u": " + QString(s.text).replace(u'\n', u' ').simplified() + u'\n';
    return lines;
}
} // namespace

QList<ChatMessage> identify(const QList<Sentence> &sentences)
{
    const QString task = QStringLiteral(
        "Task: decide which sentences of the bug report below describe steps to reproduce (S2R).\n"
        "An S2R sentence describes one or more actions the user performed on the app's GUI to reach the problem, "
        "e.g. opening the app or a screen, tapping or long-tapping a button, menu or list item, typing text into a "
        "field, swiping, scrolling, going back, rotating the device.\n"
        "Criteria:\n"
        "- A sentence that describes an action together with the outcome is S2R (\"The app crashes when I tap "
        "Save\").\n"
        "- Observed behaviour alone (what went wrong, crashes, error messages) is not S2R.\n"
        "- Expected behaviour (what should happen) is not S2R.\n"
        "- Versions, devices, environment, logs, stack traces, code, greetings and opinions are not S2R.\n"
        "Answer with exactly this JSON shape, listing the ids in the given order (an empty list when no sentence "
        "is S2R):\n"
        "{\"s2r_sentence_ids\": [\"<id>\", \"<id>\"]}");
    return { { systemRole, persona },
             { userRole,
               task + u"\n\nBug report sentences (one per line, \"<id>: <sentence>\"):\n"
                   + sentenceLines(sentences) } };
}

QString parseIdentify(const QString &content, const QSet<QString> &validIds, QStringList *ids)
{
    QJsonObject o;
    if (QString error = parseObject(content, &o); !error.isEmpty())
        return error;
    const QJsonValue list = o.value(u"s2r_sentence_ids");
    if (!list.isArray())
        return QStringLiteral("The key \"s2r_sentence_ids\" with an array of sentence ids is missing.");
    QStringList result;
    for (const QJsonValue &v : list.toArray()) {
        if (!v.isString())
            return QStringLiteral("Every entry of \"s2r_sentence_ids\" must be a string such as \"1.2\".");
        if (!validIds.contains(v.toString()))
            return u"\"" + v.toString() + u"\" is not one of the given sentence ids."_qs;
        if (!result.contains(v.toString()))
            result.append(v.toString());
    }
    *ids = result;
    return QString();
}

QStringList actionWords()
{
    return { QStringLiteral("click"),      QStringLiteral("long click"),  QStringLiteral("type"),
             QStringLiteral("swipe"),      QStringLiteral("swipe up"),    QStringLiteral("swipe down"),
             QStringLiteral("swipe left"), QStringLiteral("swipe right"), QStringLiteral("open app"),
             QStringLiteral("click menu"), QStringLiteral("back"),        QStringLiteral("rotate"),
             QStringLiteral("other") };
}

QList<ChatMessage> extract(const QList<Sentence> &sentences)
{
    const QString task = u"Task: extract the individual steps to reproduce from the S2R sentences below.\n"
                         "An individual step is one atomic interaction with the app. Write each step in the form "
                         "[action] [object] [preposition] [object2]: action is the interaction, object the GUI "
                         "component it is performed on, object2 additional information connected to the object "
                         "by the preposition. Example: \"Click any button on this page\" -> action \"click\", "
                         "object \"any button\", preposition \"on\", object2 \"this page\".\n"
                         "Rules:\n"
                         "- action is one of: "_qs
        + actionWords().join(QStringLiteral(", "))
        + u". Tap, press, select, check and choose are \"click\"; enter, input, write and fill are \"type\".\n"
          "- For type steps put the typed text in \"value\".\n"
          "- \"text\" is the phrase exactly as written in the sentence.\n"
          "- Leave out observed and expected behaviour.\n"
          "- When several sentences describe the same interaction, list it only once.\n"
          "- Keep the order of the sentences, left to right and top to bottom.\n"
          "Answer with exactly this JSON shape (empty strings for missing parts):\n"
          "{\"steps\": [{\"sentence_id\": \"<id>\", \"text\": \"<phrase>\", \"verb\": \"<verb as written>\", "
          "\"action\": \"<action>\", "
          "\"object\": \"<object>\", \"preposition\": \"<preposition>\", \"object2\": \"<object2>\", "
          "\"value\": \"<typed text>\"}]}"_qs;
    return { { systemRole, persona },
             { userRole,
               task + u"\n\nS2R sentences (one per line, \"<id>: <sentence>\"):\n" + sentenceLines(sentences) } };
}

QString parseExtract(const QString &content, const QSet<QString> &validIds, QList<ExtractedStep> *steps)
{
    QJsonObject o;
    if (QString error = parseObject(content, &o); !error.isEmpty())
        return error;
    const QJsonValue list = o.value(u"steps");
    if (!list.isArray())
        return QStringLiteral("The key \"steps\" with an array of step objects is missing.");
    const QStringList actions = actionWords();
    QList<ExtractedStep> result;
    for (const QJsonValue &v : list.toArray()) {
        if (!v.isObject())
            return QStringLiteral("Every entry of \"steps\" must be an object.");
        const QJsonObject s = v.toObject();
        for (const char *key : { "sentence_id", "text", "action", "object" }) {
            if (!s.value(QLatin1String(key)).isString())
                return u"Every step needs the string \""_qs + QLatin1String(key) + u"\"."_qs;
        }
        ExtractedStep step;
        step.sentenceId = s.value(u"sentence_id").toString();
        step.text = s.value(u"text").toString().trimmed();
        step.verb = s.value(u"verb").toString().trimmed();
        step.action = s.value(u"action").toString().trimmed().toLower();
        step.object = s.value(u"object").toString().trimmed();
        step.preposition = s.value(u"preposition").toString().trimmed();
        step.object2 = s.value(u"object2").toString().trimmed();
        step.value = s.value(u"value").toString();
        if (!validIds.contains(step.sentenceId))
            return u"\"" + step.sentenceId + u"\" is not one of the given sentence ids."_qs;
        if (!actions.contains(step.action))
            return u"\"" + step.action + u"\" is not an allowed action; use one of: "_qs + actions.join(u", "_qs)
                + u'.';
        if (step.text.isEmpty())
            return QStringLiteral("Every step needs a non-empty \"text\".");
        result.append(step);
    }
    *steps = result;
    return QString();
}

static QString mapContext(const QString &step, const QString &screenName, const QStringList &interactions)
{
    return u"\n\nStep to reproduce: "_qs + step + u"\n\nCurrent screen: "_qs + screenName
        + u"\nInteractions on this screen:\n"_qs + interactions.join(u'\n') + u'\n';
}

QList<ChatMessage> mapAny(const QString &step, const QString &screenName, const QStringList &interactions)
{
    const QString task = QStringLiteral(
        "Task: decide whether the step to reproduce below describes any of the interactions a user can perform on "
        "the current screen of the app. Each interaction gives its action, the GUI component as [type, "
        "identifier, text, description], and the screen it leads to. Match by meaning, not only by identical "
        "words.\n"
        "Answer with exactly this JSON shape:\n"
        "{\"maps\": true} or {\"maps\": false}");
    return { { systemRole, persona }, { userRole, task + mapContext(step, screenName, interactions) } };
}

QString parseMapAny(const QString &content, bool *maps)
{
    QJsonObject o;
    if (QString error = parseObject(content, &o); !error.isEmpty())
        return error;
    if (!o.value(u"maps").isBool())
        return QStringLiteral("The key \"maps\" with the value true or false is missing.");
    *maps = o.value(u"maps").toBool();
    return QString();
}

QList<ChatMessage> mapWhich(const QString &step, const QString &screenName, const QStringList &interactions)
{
    const QString task = QStringLiteral(
        "Task: list the interactions of the current screen that the step to reproduce below describes. Each "
        "interaction gives its action, the GUI component as [type, identifier, text, description], and the "
        "screen it leads to. List every interaction that fits the step equally well; list none if none fits.\n"
        "Answer with exactly this JSON shape:\n"
        "{\"interaction_ids\": [<id>, <id>]}");
    return { { systemRole, persona }, { userRole, task + mapContext(step, screenName, interactions) } };
}

QString parseMapWhich(const QString &content, int count, QList<int> *ids)
{
    QJsonObject o;
    if (QString error = parseObject(content, &o); !error.isEmpty())
        return error;
    const QJsonValue list = o.value(u"interaction_ids");
    if (!list.isArray())
        return QStringLiteral("The key \"interaction_ids\" with an array of interaction ids is missing.");
    QList<int> result;
    for (const QJsonValue &v : list.toArray()) {
        const double d = v.toDouble(-1);
        // Range first: int(d) is undefined for a double outside int's range (fuzz_llmanswer found 8.9e128).
        if (!v.isDouble() || d < 1 || d > count || d != int(d))
            return u"Every interaction id must be a whole number from 1 to "_qs + QString::number(count) + u'.';
        if (!result.contains(int(d)))
            result.append(int(d));
    }
    *ids = result;
    return QString();
}

QString repairMessage(const QString &problem)
{
    return u"Your answer could not be used: "_qs + problem
        + u" Reply again with only the JSON object in exactly the shape given above."_qs;
}

} // namespace StepWise::LlmPrompts
