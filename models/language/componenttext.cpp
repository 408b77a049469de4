// SPDX-License-Identifier: GPL-3.0-or-later
#include "componenttext.h"

#include <QHash>

namespace StepWise::ComponentText {

QStringList identifierWords(const QString &identifier)
{
    QString id = identifier;
    // "org.gnucash.android:id/btn_save" → "btn_save": the package names the app, not the component.
    const qsizetype slash = id.lastIndexOf(u":id/");
    if (slash >= 0)
        id = id.mid(slash + 4);
    QStringList out;
    QString cur;
    auto flush = [&] {
        if (!cur.isEmpty())
            out.append(cur.toLower());
        cur.clear();
    };
    for (qsizetype i = 0; i < id.size(); ++i) {
        const QChar c = id.at(i);
        if (!c.isLetterOrNumber()) {
            flush();
            continue;
        }
        if (!cur.isEmpty()) {
            const QChar p = cur.back();
            const bool lowerToUpper = p.isLower() && c.isUpper();
            // "HTTPServer" → http server: an upper-case run ends before its last capital when a lower-case letter follows.
            const bool acronymEnd = p.isUpper() && c.isUpper() && i + 1 < id.size() && id.at(i + 1).isLower();
            const bool digitBoundary = p.isDigit() != c.isDigit();
            if (lowerToUpper || acronymEnd || digitBoundary)
                flush();
        }
        cur.append(c);
    }
    flush();
    return out;
}

QString shortClassName(const QString &className)
{
    const qsizetype dot = className.lastIndexOf(u'.');
    return dot < 0 ? className : className.mid(dot + 1);
}

QString classNoun(const QString &className)
{
    const QString cls = shortClassName(className);
    if (cls.isEmpty())
        return {};
    static const QHash<QString, QString> nouns{
        {QStringLiteral("Button"), QStringLiteral("button")},
        {QStringLiteral("ImageButton"), QStringLiteral("button")},
        {QStringLiteral("FloatingActionButton"), QStringLiteral("button")},
        {QStringLiteral("AppCompatButton"), QStringLiteral("button")},
        {QStringLiteral("EditText"), QStringLiteral("field")},
        {QStringLiteral("AppCompatEditText"), QStringLiteral("field")},
        {QStringLiteral("AutoCompleteTextView"), QStringLiteral("field")},
        {QStringLiteral("MultiAutoCompleteTextView"), QStringLiteral("field")},
        {QStringLiteral("CheckBox"), QStringLiteral("check box")},
        {QStringLiteral("AppCompatCheckBox"), QStringLiteral("check box")},
        {QStringLiteral("RadioButton"), QStringLiteral("radio button")},
        {QStringLiteral("Spinner"), QStringLiteral("drop-down list")},
        {QStringLiteral("AppCompatSpinner"), QStringLiteral("drop-down list")},
        {QStringLiteral("Switch"), QStringLiteral("switch")},
        {QStringLiteral("SwitchCompat"), QStringLiteral("switch")},
        {QStringLiteral("ToggleButton"), QStringLiteral("switch")},
        {QStringLiteral("ImageView"), QStringLiteral("image")},
        {QStringLiteral("AppCompatImageView"), QStringLiteral("image")},
        {QStringLiteral("TextView"), QStringLiteral("text")},
        {QStringLiteral("AppCompatTextView"), QStringLiteral("text")},
        {QStringLiteral("CheckedTextView"), QStringLiteral("item")},
        {QStringLiteral("LinearLayout"), QStringLiteral("item")},
        {QStringLiteral("RelativeLayout"), QStringLiteral("item")},
        {QStringLiteral("FrameLayout"), QStringLiteral("item")},
        {QStringLiteral("ConstraintLayout"), QStringLiteral("item")},
        {QStringLiteral("CardView"), QStringLiteral("item")},
        {QStringLiteral("SeekBar"), QStringLiteral("slider")},
        {QStringLiteral("RatingBar"), QStringLiteral("rating bar")},
        {QStringLiteral("TabWidget"), QStringLiteral("tab")},
        {QStringLiteral("ActionBar$Tab"), QStringLiteral("tab")},
    };
    const auto it = nouns.constFind(cls);
    return it != nouns.cend() ? *it : identifierWords(cls).join(u' ');
}

QString label(const GuiComponent &component)
{
    const QString text = component.text.simplified();
    if (!text.isEmpty())
        return text;
    const QString desc = component.contentDescription.simplified();
    if (!desc.isEmpty())
        return desc;
    return identifierWords(component.resourceId).join(u' ');
}

QStringList words(const GuiComponent &component)
{
    QStringList out;
    auto add = [&out](const QStringList &ws) {
        for (const QString &w : ws) {
            if (!w.isEmpty() && !out.contains(w))
                out.append(w);
        }
    };
    add(identifierWords(component.text));
    add(identifierWords(component.contentDescription));
    add(identifierWords(component.resourceId));
    add(identifierWords(shortClassName(component.className)));
    add(classNoun(component.className).split(u' ', Qt::SkipEmptyParts));
    return out;
}

QString describe(const Interaction &interaction)
{
    switch (interaction.action) {
    case ActionType::OpenApp:
        return QStringLiteral("Open the app");
    case ActionType::Back:
        return QStringLiteral("Press Back");
    case ActionType::Rotate:
        return QStringLiteral("Rotate the device");
    case ActionType::Swipe:
    case ActionType::SwipeUp:
    case ActionType::SwipeDown:
    case ActionType::SwipeLeft:
    case ActionType::SwipeRight:
        if (!interaction.component)
            return actionVerb(interaction.action).replace(0, 1, u'S');
        break;
    default:
        break;
    }
    QString verb = actionVerb(interaction.action);
    if (interaction.action == ActionType::ClickMenu || interaction.action == ActionType::Unknown)
        verb = QStringLiteral("click");
    verb[0] = verb.at(0).toUpper();
    if (!interaction.component)
        return verb;
    const GuiComponent &c = *interaction.component;
    const QString name = label(c);
    QString object;
    if (!name.isEmpty()) {
        const QString noun = classNoun(c.className);
        object = u"the \"" + name + u'"' + (noun.isEmpty() ? QString() : u' ' + noun);
    } else {
        // No label: name the class as the hierarchy does ("relative layout"), the only thing to go by.
        const QString cls = identifierWords(shortClassName(c.className)).join(u' ');
        object = u"the " + (cls.isEmpty() ? QStringLiteral("component") : cls);
    }
    QString out;
    if (interaction.action == ActionType::Type)
        out = interaction.typedText.isEmpty() ? QString(verb + u" in " + object)
                                              : QString(verb + u" \"" + interaction.typedText + u"\" in " + object);
    else
        out = verb + u' ' + object;
    return out;
}

} // namespace StepWise::ComponentText
