// SPDX-License-Identifier: GPL-3.0-or-later
#include "componenttext.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <utility>

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
            // "HTTPServer" → http server: an upper-case run ends before its last capital when a lower-case letter
            // follows.
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
    static const QHash<QString, QString> nouns {
        { QStringLiteral("Button"), QStringLiteral("button") },
        { QStringLiteral("ImageButton"), QStringLiteral("button") },
        { QStringLiteral("FloatingActionButton"), QStringLiteral("button") },
        { QStringLiteral("AppCompatButton"), QStringLiteral("button") },
        { QStringLiteral("EditText"), QStringLiteral("field") },
        { QStringLiteral("AppCompatEditText"), QStringLiteral("field") },
        { QStringLiteral("AutoCompleteTextView"), QStringLiteral("field") },
        { QStringLiteral("MultiAutoCompleteTextView"), QStringLiteral("field") },
        { QStringLiteral("CheckBox"), QStringLiteral("check box") },
        { QStringLiteral("AppCompatCheckBox"), QStringLiteral("check box") },
        { QStringLiteral("RadioButton"), QStringLiteral("radio button") },
        { QStringLiteral("Spinner"), QStringLiteral("drop-down list") },
        { QStringLiteral("AppCompatSpinner"), QStringLiteral("drop-down list") },
        { QStringLiteral("Switch"), QStringLiteral("switch") },
        { QStringLiteral("SwitchCompat"), QStringLiteral("switch") },
        { QStringLiteral("ToggleButton"), QStringLiteral("switch") },
        { QStringLiteral("ImageView"), QStringLiteral("image") },
        { QStringLiteral("AppCompatImageView"), QStringLiteral("image") },
        { QStringLiteral("TextView"), QStringLiteral("text") },
        { QStringLiteral("AppCompatTextView"), QStringLiteral("text") },
        { QStringLiteral("CheckedTextView"), QStringLiteral("item") },
        { QStringLiteral("LinearLayout"), QStringLiteral("item") },
        { QStringLiteral("RelativeLayout"), QStringLiteral("item") },
        { QStringLiteral("FrameLayout"), QStringLiteral("item") },
        { QStringLiteral("ConstraintLayout"), QStringLiteral("item") },
        { QStringLiteral("CardView"), QStringLiteral("item") },
        { QStringLiteral("SeekBar"), QStringLiteral("slider") },
        { QStringLiteral("RatingBar"), QStringLiteral("rating bar") },
        { QStringLiteral("TabWidget"), QStringLiteral("tab") },
        { QStringLiteral("TabHost"), QStringLiteral("tab") },
        { QStringLiteral("ActionBar$Tab"), QStringLiteral("tab") },
    };
    const auto it = nouns.constFind(cls);
    return it != nouns.cend() ? *it : identifierWords(cls).join(u' ');
}

namespace {

/*! \a text as the screen shows it: without invisible format characters (direction marks that apps put around
 *  translated strings), whitespace folded. */
QString shown(const QString &text)
{
    QString out = text;
    out.removeIf([](QChar ch) { return ch.category() == QChar::Other_Format; });
    return out.simplified();
}

} // namespace

QString label(const GuiComponent &component)
{
    const QString text = shown(component.text);
    if (!text.isEmpty())
        return text;
    const QString desc = shown(component.contentDescription);
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

QString formLabel(const GuiComponent &component, const Screen &screen)
{
    // Only a value needs a label to be named: a control showing words ("Export", a spinner's choice) is
    // called by them, and a label would make it match the label's words too ("Export To:").
    static const QRegularExpression digit(u"\\d"_qs);
    if (component.resourceId.isEmpty() || !component.text.contains(digit))
        return {};
    const QString cls = shortClassName(component.className);
    for (qsizetype i = 1; i < screen.components.size(); ++i) {
        const GuiComponent &c = screen.components.at(i);
        if (c.resourceId != component.resourceId || shortClassName(c.className) != cls)
            continue;
        const GuiComponent &before = screen.components.at(i - 1);
        QString text = before.text.simplified();
        const bool textView = shortClassName(before.className).endsWith(u"TextView")
            && !before.className.contains(u"Edit") && !before.className.contains(u"Checked");
        if (!textView || text.isEmpty())
            return {};
        const bool colon = text.endsWith(u':');
        if (!colon && !identifierWords(before.resourceId).contains(u"label"_qs))
            return {};
        if (colon)
            text.chop(1);
        return text.trimmed();
    }
    return {};
}

namespace {

/*! A navigation drawer's container: a NavigationView, or an unlabelled view whose id names a drawer or navigation
 *  (`nav_view`, `left_drawer`), but not the DrawerLayout (it holds the content too) nor a navigation *bar*. */
bool isDrawer(const GuiComponent &c)
{
    if (!c.text.isEmpty() || !c.contentDescription.isEmpty())
        return false;
    // shortClassName() without its copy: asked for nearly every component of a screen, for every candidate.
    const QStringView cls = QStringView(c.className).mid(c.className.lastIndexOf(u'.') + 1);
    if (cls.endsWith(u"NavigationView"))
        return true;
    // Its id often names the drawer ("drawer"), but the DrawerLayout is the whole screen.
    if (cls.endsWith(u"DrawerLayout"))
        return false;
    // Each identifier word is a lower-cased piece of the id: without "nav" or "drawer" in it, none of the words
    // below is there. Most components have neither; splitting their ids was a fifth of an edit on a large model.
    if (!c.resourceId.contains(u"nav", Qt::CaseInsensitive) && !c.resourceId.contains(u"drawer", Qt::CaseInsensitive))
        return false;
    const QStringList ids = identifierWords(c.resourceId);
    const bool names = ids.contains(u"drawer"_qs) || ids.contains(u"nav"_qs) || ids.contains(u"navigation"_qs);
    return names && !ids.contains(u"bar"_qs) && !ids.contains(u"layout"_qs);
}

} // namespace

bool showsDrawer(const Screen *screen)
{
    if (!screen)
        return false;
    const auto drawer = std::find_if(screen->components.cbegin(), screen->components.cend(), isDrawer);
    return std::any_of(drawer, screen->components.cend(), [](const GuiComponent &c) { return !c.text.isEmpty(); });
}

DrawerPlace inNavigationDrawer(const GuiComponent &component, const Screen &screen)
{
    const QString cls = shortClassName(component.className);
    bool drawerBefore = false;
    for (const GuiComponent &c : screen.components) {
        if (c.resourceId == component.resourceId && shortClassName(c.className) == cls && c.text == component.text
            && c.contentDescription == component.contentDescription)
            return drawerBefore ? DrawerPlace::Inside : DrawerPlace::Outside;
        if (isDrawer(c) && (c.bounds.isEmpty() || component.bounds.isEmpty() || c.bounds.contains(component.bounds)))
            drawerBefore = true;
    }
    return DrawerPlace::Unknown;
}

QString systemKeyName(const GuiComponent &component)
{
    return keyName(systemKey(component));
}

QString keyName(SystemKey key)
{
    switch (key) {
    case SystemKey::Back:
        return QStringLiteral("Back");
    case SystemKey::Home:
        return QStringLiteral("Home");
    case SystemKey::RecentApps:
        return QStringLiteral("Recent apps");
    case SystemKey::Menu:
        return QStringLiteral("Menu");
    case SystemKey::None:
        break;
    }
    return {};
}

namespace {

/*! The first text or description inside \a bounds among \a screen's components (document order: a row's
 *  title comes before its details); empty when the screen has no bounds or nothing inside shows text. */
QString innerText(const QRect &bounds, const Screen &screen)
{
    for (const GuiComponent &inner : screen.components) {
        if (inner.bounds.isEmpty() || !bounds.contains(inner.bounds))
            continue;
        for (const QString &t : { inner.text.simplified(), inner.contentDescription.simplified() }) {
            if (!t.isEmpty())
                return t;
        }
    }
    return {};
}

/*! The area the screen's components cover: \a screen's own bounds, else those of every component the
 *  model recorded an interaction on (the device's screen as far as the model knows it). */
QRect screenExtent(const Screen *screen, const ExecutionModel &model)
{
    QRect extent;
    if (screen) {
        for (const GuiComponent &c : screen->components)
            extent |= c.bounds;
    }
    if (!extent.isEmpty())
        return extent;
    for (const Interaction &e : model.interactions) {
        if (e.component)
            extent |= e.component->bounds;
    }
    return extent;
}

} // namespace

// Their id names the code's structure ("horiz_scroller", "list"), not something a reporter sees.
bool isContainer(const QString &className)
{
    const QString cls = shortClassName(className);
    static const QStringList endings { u"Layout"_qs,    u"ScrollView"_qs, u"ListView"_qs,  u"RecyclerView"_qs,
                                       u"GridView"_qs,  u"ViewPager"_qs,  u"ViewGroup"_qs, u"CardView"_qs,
                                       u"TabWidget"_qs, u"TabHost"_qs };
    for (const QString &e : endings) {
        if (cls.endsWith(e))
            return true;
    }
    return false;
}

std::optional<QPointF> placeOnScreen(const Interaction &interaction, const ExecutionModel &model, bool *wide)
{
    if (!interaction.component || interaction.component->bounds.isEmpty())
        return std::nullopt;
    const QRect bounds = interaction.component->bounds;
    const QRect extent = screenExtent(model.screen(interaction.sourceId), model);
    if (extent.width() <= 0 || extent.height() <= 0 || !extent.contains(bounds.center()))
        return std::nullopt;
    if (wide)
        *wide = bounds.width() * 2 >= extent.width();
    return QPointF(double(bounds.center().x() - extent.left()) / extent.width(),
                   double(bounds.center().y() - extent.top()) / extent.height());
}

QString repeatedRowText(const GuiComponent &component, const Screen &screen)
{
    const QString cls = shortClassName(component.className);
    const bool container = cls.endsWith(u"Layout") || cls.endsWith(u"ViewGroup") || cls == u"CardView";
    if (!container || component.resourceId.isEmpty() || component.index < 0 || !component.text.trimmed().isEmpty()
        || !component.contentDescription.trimmed().isEmpty())
        return {};
    QList<qsizetype> rows;
    for (qsizetype i = 0; i < screen.components.size(); ++i) {
        const GuiComponent &c = screen.components.at(i);
        if (c.resourceId == component.resourceId && shortClassName(c.className) == cls)
            rows.append(i);
    }
    // One such container is a frame, not a row; the sibling index counts rows only when they repeat.
    if (rows.size() < 2 || component.index >= rows.size())
        return {};
    const qsizetype first = rows.at(component.index);
    // The last row ends where a row would: whatever follows the list is not part of it.
    const qsizetype end
        = component.index + 1 < rows.size() ? rows.at(component.index + 1) : first + (rows.at(1) - rows.at(0));
    for (qsizetype i = first + 1; i < std::min(end, screen.components.size()); ++i) {
        const GuiComponent &inner = screen.components.at(i);
        for (const QString &t : { inner.text.simplified(), inner.contentDescription.simplified() }) {
            if (!t.isEmpty())
                return t;
        }
    }
    return {};
}

bool isRecentApps(const Screen *screen)
{
    return screen && shortClassName(screen->name).startsWith(u"RecentsActivity");
}

bool showsList(const Screen *screen)
{
    if (!screen)
        return false;
    return std::any_of(screen->components.cbegin(), screen->components.cend(), [](const GuiComponent &c) {
        const QString cls = shortClassName(c.className);
        return cls.endsWith(u"ListView") || cls.endsWith(u"RecyclerView") || cls.endsWith(u"GridView");
    });
}

namespace {

/*! "near the top of the screen", "at the bottom right of the screen", "in the middle of the screen". */
QString placeOn(const QRect &bounds, const QRect &extent)
{
    const double y = double(bounds.center().y() - extent.top()) / extent.height();
    const double x = double(bounds.center().x() - extent.left()) / extent.width();
    const QString vertical = y < 1.0 / 3 ? u"top"_qs : y > 2.0 / 3 ? u"bottom"_qs : QString();
    // A component spanning half the width or more (a list row) has no side.
    const QString horizontal = bounds.width() * 2 >= extent.width() ? QString()
        : x < 1.0 / 3                                               ? u"left"_qs
        : x > 2.0 / 3                                               ? u"right"_qs
                                                                    : QString();
    if (vertical.isEmpty() && horizontal.isEmpty())
        return u"in the middle of the screen"_qs;
    if (horizontal.isEmpty())
        return u"near the %1 of the screen"_qs.arg(vertical);
    if (vertical.isEmpty())
        return u"on the %1 of the screen"_qs.arg(horizontal);
    return u"at the %1 %2 of the screen"_qs.arg(vertical, horizontal);
}

/*! What the reporter sees on the component, or empty: its text, else its description; id words only for
 *  controls (a container's id is no name on the screen). */
QString visibleName(const GuiComponent &c)
{
    if (!isContainer(c.className))
        return label(c);
    const QString text = shown(c.text);
    return text.isEmpty() ? shown(c.contentDescription) : text;
}

/*! objectPhrase(); \a indefinite allows "an item on the Accounts screen" for a row known only by its screen
 *  and "an item in the Accounts list" for a click on a whole list (describe()'s wording). */
QString phraseFor(const Interaction &interaction, const ExecutionModel *model, bool indefinite)
{
    if (!interaction.component)
        return {};
    const GuiComponent &c = *interaction.component;
    const Screen *screen = model ? model->screen(interaction.sourceId) : nullptr;
    if (const KeyTouch touch = keyTouch(interaction, model); touch != KeyTouch::NotAKey) {
        // The recorder named a system key, but something else was touched: say where, and what a long press
        // on a screen with a list most likely hit (a row: context menus and selection start there).
        const bool row = touch == KeyTouch::ListRow;
        const QString thing = row ? u"item"_qs : u"component"_qs;
        const QString title = screenTitle(screen);
        if (model && isTouchPoint(c.bounds)) {
            const QRect extent = screenExtent(screen, *model);
            if (extent.width() > 0 && extent.height() > 0 && extent.contains(c.bounds.topLeft())) {
                // A row spans the list's width: only its height on the screen tells it apart.
                QString place = placeOn(QRect(c.bounds.topLeft(), QSize(row ? extent.width() : 1, 1)), extent);
                if (!title.isEmpty())
                    place.replace(u"the screen"_qs, u"the " + title + u" screen");
                return u"the " + thing + u' ' + place;
            }
        }
        if (title.isEmpty())
            return u"the " + thing;
        if (row && indefinite)
            return u"an item in the " + title + u" list";
        return u"the " + thing + u" on the " + title + u" screen";
    }
    // The recorder put the touch on the content behind the open drawer; the drawer's entry took it.
    if (const QString entry = model ? touchedDrawerEntry(interaction, *model) : QString(); !entry.isEmpty())
        return u"the \"" + entry + u"\" item in the navigation drawer";
    const QString noun = classNoun(c.className);
    // An abstract or a credits paragraph is no name to quote whole: its start finds it on the screen.
    QString name = visibleName(c);
    if (name.size() > MaxQuotedName) {
        name.truncate(MaxQuotedName - 1);
        if (const qsizetype space = name.lastIndexOf(u' '); space > MaxQuotedName / 2)
            name.truncate(space);
        name = name.trimmed() + u'…';
    }
    if (!drawerToggleVerb(c).isEmpty())
        return u"the navigation drawer "_qs + (noun.isEmpty() ? u"button"_qs : noun);
    // A name that only repeats the kind ("checkbox" on a check box) says nothing more than the kind.
    const auto letters = [](QString t) { return t.toLower().remove(u' ').remove(u'-').remove(u'_'); };
    if (!name.isEmpty() && !noun.isEmpty() && letters(name) == letters(noun))
        return u"the " + noun;
    if (!name.isEmpty()) {
        const QString phrase = u"the \"" + name + u'"' + (noun.isEmpty() ? QString() : u' ' + noun);
        // A value ("Oct 2, 2024") changes between runs; the label beside it is what the reporter finds.
        const QString formName = screen ? formLabel(c, *screen) : QString();
        return formName.isEmpty() ? phrase : u"%1 labelled \"%2\""_qs.arg(phrase, formName);
    }
    if (screen && !c.bounds.isEmpty()) {
        if (const QString inner = innerText(c.bounds, *screen); !inner.isEmpty())
            return u"the \"" + inner + u'"' + (noun.isEmpty() ? QString() : u' ' + noun);
    }
    if (screen) {
        if (const QString row = repeatedRowText(c, *screen); !row.isEmpty())
            return u"the \"" + row + u'"' + (noun.isEmpty() ? QString() : u' ' + noun);
    }
    // The screen's name tells consecutive rows apart ("the item near the top of the Accounts screen").
    const QString title = screenTitle(screen);
    // A click on a whole list picks one of its rows; the list's class words mean nothing to a reporter.
    const QString cls = shortClassName(c.className);
    const bool list = cls.endsWith(u"ListView") || cls.endsWith(u"RecyclerView") || cls.endsWith(u"GridView");
    const QString thing = list ? u"list"_qs : noun.isEmpty() ? u"component"_qs : noun;
    if (model && !c.bounds.isEmpty()) {
        const QRect extent = screenExtent(screen, *model);
        // A component covering most of the screen (a scroll view) has no place on it.
        const bool fills = c.bounds.width() * 2 >= extent.width() && c.bounds.height() * 2 >= extent.height();
        if (extent.width() > 0 && extent.height() > 0 && extent.contains(c.bounds.center())
            && !(fills && !title.isEmpty())) {
            QString place = placeOn(c.bounds, extent);
            if (!title.isEmpty())
                place.replace(u"the screen"_qs, u"the " + title + u" screen");
            return u"the " + thing + u' ' + place;
        }
    }
    if (!title.isEmpty() && list && indefinite)
        return u"an item in the " + title + u" list";
    if (!title.isEmpty())
        return (indefinite && thing == u"item" ? u"an "_qs : u"the "_qs) + thing + u" on the " + title + u" screen";
    // Nothing but the class is known: name it as the hierarchy does ("relative layout").
    const QString clsWords = identifierWords(cls).join(u' ');
    return u"the " + (clsWords.isEmpty() ? u"component"_qs : clsWords);
}

} // namespace

QString pressedKeyName(const Interaction &interaction, const ExecutionModel *model)
{
    const QRect extent = model ? screenExtent(model->screen(interaction.sourceId), *model) : QRect();
    return keyName(pressedSystemKey(interaction, extent));
}

KeyTouch keyTouch(const Interaction &interaction, const ExecutionModel *model)
{
    if (!interaction.component || systemKey(*interaction.component) == SystemKey::None)
        return KeyTouch::NotAKey;
    const Screen *screen = model ? model->screen(interaction.sourceId) : nullptr;
    const QRect extent = model ? screenExtent(screen, *model) : QRect();
    if (pressedSystemKey(interaction, extent) != SystemKey::None)
        return KeyTouch::NotAKey;
    if (interaction.action == ActionType::LongClick && showsList(screen))
        return KeyTouch::ListRow;
    const QRect &bounds = interaction.component->bounds;
    if (interaction.action == ActionType::Click && isTouchPoint(bounds) && !extent.isEmpty()) {
        const QPoint p = bounds.topLeft();
        if (p.x() >= extent.left() + extent.width() * 5 / 6 && p.y() < extent.top() + extent.height() / 8)
            return KeyTouch::Overflow;
    }
    return KeyTouch::Unknown;
}

QString objectPhrase(const Interaction &interaction, const ExecutionModel *model)
{
    return phraseFor(interaction, model, false);
}

QString describe(const Interaction &interaction, const ExecutionModel *model)
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
    // A tap on the navigation bar's key is what a reporter calls pressing the key.
    if (interaction.component) {
        if (const QString key = pressedKeyName(interaction, model); !key.isEmpty())
            return (interaction.action == ActionType::LongClick ? u"Long press "_qs : u"Press "_qs) + key;
    }
    // The toggle's text is a state ("Navigation drawer opened"); what the tap does is the step.
    if (interaction.component && interaction.action == ActionType::Click) {
        if (const QString toggle = drawerToggleVerb(*interaction.component); !toggle.isEmpty())
            return toggle + u" the navigation drawer";
        if (model && opensDrawer(interaction, *model))
            return QStringLiteral("Open the navigation drawer");
    }
    QString verb = actionVerb(interaction.action);
    if (interaction.action == ActionType::ClickMenu || interaction.action == ActionType::Unknown)
        verb = QStringLiteral("click");
    verb[0] = verb.at(0).toUpper();
    if (!interaction.component)
        return verb;
    const QString object = phraseFor(interaction, model, true);
    if (interaction.action == ActionType::Type)
        return interaction.typedText.isEmpty() ? QString(verb + u" in " + object)
                                               : QString(verb + u" \"" + interaction.typedText + u"\" in " + object);
    return verb + u' ' + object;
}

bool isListRow(const Interaction &interaction, const ExecutionModel &model)
{
    if (!interaction.component)
        return false;
    const GuiComponent &c = *interaction.component;
    const QString cls = shortClassName(c.className);
    const bool row
        = cls == u"TwoLineListItem" || cls.endsWith(u"Layout") || cls == u"CardView" || cls.endsWith(u"ViewGroup");
    const Screen *screen = model.screen(interaction.sourceId);
    if (!row || !c.text.trimmed().isEmpty() || !c.contentDescription.trimmed().isEmpty() || !showsList(screen))
        return false;
    const QRect extent = screenExtent(screen, model);
    return c.bounds.isEmpty() || extent.width() <= 0 || c.bounds.width() * 2 >= extent.width();
}

QHash<QString, QStringList> screenWordsByScreen(const ExecutionModel &model)
{
    // The states of one activity are one screen to a reporter: a name given on the way to one state names them
    // all (the preferences reached by their menu item or by Back from a sub-screen). States group by their title;
    // a state without one (or an id the model lacks) is a group of its own.
    QHash<QString, QString> groupOf;
    for (const Screen &screen : model.screens) {
        const QString title = screen.kind == Screen::Kind::Normal ? screenTitle(&screen) : QString();
        groupOf.insert(screen.id, title.isEmpty() ? u"#"_qs + screen.id : u"t:"_qs + title);
    }
    const auto group = [&groupOf](const QString &id) { return groupOf.value(id, u"#"_qs + id); };
    QHash<QString, QStringList> named; // the label words of the clicks leading into each group, in model order
    for (const Interaction &e : model.interactions) {
        if (!e.component || e.action != ActionType::Click)
            continue;
        const QString into = group(e.targetId);
        if (into == group(e.sourceId))
            continue;
        QStringList &out = named[into];
        // Only a name the component shows (its id and class name the code), not a paragraph or a row's content.
        for (const QString &shown : { e.component->text, e.component->contentDescription }) {
            const QStringList ws = identifierWords(shown);
            if (ws.size() > 4)
                continue;
            for (const QString &w : ws) {
                if (!w.isEmpty() && !out.contains(w))
                    out.append(w);
            }
        }
    }
    QHash<QString, QStringList> out;
    for (const Screen &screen : model.screens) {
        if (screen.kind != Screen::Kind::Normal)
            continue;
        QStringList words = identifierWords(screenTitle(&screen));
        words.removeIf([](const QString &w) { return w.isEmpty(); });
        words.removeDuplicates();
        for (const QString &w : named.value(group(screen.id))) {
            if (!words.contains(w))
                words.append(w);
        }
        out.insert(screen.id, words);
    }
    return out;
}

QStringList screenWords(const ExecutionModel &model, const QString &screenId)
{
    return screenWordsByScreen(model).value(screenId);
}

QStringList appNames(const ExecutionModel &model)
{
    QStringList names;
    const auto add = [&names](const QString &name) {
        const QString n = name.simplified().toLower();
        if (!n.isEmpty() && !names.contains(n))
            names.append(n);
    };
    // Package words every app may have: they name no app.
    static const QSet<QString> generic { u"android"_qs, u"app"_qs,    u"apps"_qs,  u"debug"_qs,
                                         u"dev"_qs,     u"mobile"_qs, u"github"_qs };
    const QString package = !model.packageName.isEmpty() ? model.packageName : model.appVersion.section(u'-', 1, -2);
    const QStringList parts = package.split(u'.', Qt::SkipEmptyParts);
    for (qsizetype i = parts.size() > 1 ? 1 : 0; i < parts.size(); ++i) {
        if (!generic.contains(parts.at(i).toLower()))
            add(parts.at(i));
    }
    // Android's crash dialog and permission prompts name the app by its label, the name a reporter uses.
    static const QRegularExpression crash(
        u"^(?:Unfortunately,\\s*)?(.+?)\\s+(?:has stopped|keeps stopping|isn't responding)\\.?$"_qs);
    static const QRegularExpression permission(
        u"^Allow\\s+(.+?)\\s+to\\s+(?:access|take|record|make|send|use|read|manage|find|know|view|add|modify|directly)\\b"_qs);
    for (const Screen &screen : model.screens) {
        for (const GuiComponent &c : screen.components) {
            if (const QRegularExpressionMatch m = crash.match(c.text.trimmed()); m.hasMatch())
                add(m.captured(1));
            else if (const QRegularExpressionMatch p = permission.match(c.text.trimmed()); p.hasMatch())
                add(p.captured(1));
        }
    }
    return names;
}

namespace {
/*! Letters and digits of \a name, lower case: how app names are compared. */
QString appNameKey(const QString &name)
{
    QString key;
    for (const QChar c : name) {
        if (c.isLetterOrNumber())
            key += c.toLower();
    }
    return key;
}
} // namespace

bool modelCanBeApp(const ExecutionModel &model, const QString &appName)
{
    const QString name = appNameKey(appName);
    if (name.isEmpty())
        return true;
    const QStringList names = appNames(model);
    for (const QString &n : names) {
        const QString key = appNameKey(n);
        if (!key.isEmpty() && (name.startsWith(key) || (key.size() >= 4 && name.contains(key))))
            return true;
    }
    if (appNameKey(model.packageName).contains(name) || appNameKey(model.appVersion).contains(name))
        return true;
    for (const Screen &screen : model.screens) {
        for (const GuiComponent &c : screen.components) {
            if ((c.resourceId == u"title" || c.resourceId == u"action_bar_title") && appNameKey(c.text) == name)
                return true;
        }
    }
    return false;
}

QString drawerToggleVerb(const GuiComponent &c)
{
    if (isContainer(c.className))
        return {};
    const QStringList ws = identifierWords(c.text) + identifierWords(c.contentDescription);
    if (!ws.contains(u"drawer"_qs))
        return {};
    return ws.contains(u"close"_qs) || ws.contains(u"closed"_qs) ? u"Close"_qs : u"Open"_qs;
}

QString touchedDrawerEntry(const Interaction &interaction, const ExecutionModel &model)
{
    if (!interaction.component || interaction.action != ActionType::Click
        || interaction.targetId == interaction.sourceId)
        return {};
    const GuiComponent &c = *interaction.component;
    const Screen *screen = model.screen(interaction.sourceId);
    if (!c.text.isEmpty() || !c.contentDescription.isEmpty() || !showsDrawer(screen)
        || inNavigationDrawer(c, *screen) == DrawerPlace::Inside)
        return {};
    // The open drawer's entries: the texts after its container.
    QStringList entries;
    const auto drawer = std::find_if(screen->components.cbegin(), screen->components.cend(), isDrawer);
    for (auto it = drawer; it != screen->components.cend(); ++it) {
        if (!it->text.isEmpty())
            entries.append(it->text);
    }
    // The entry is the one whose recorded clicks elsewhere lead to the same screen; none or several: unknown.
    QString found;
    for (const Interaction &other : model.interactions) {
        if (&other == &interaction || other.targetId != interaction.targetId || !other.component
            || !entries.contains(other.component->text))
            continue;
        if (!found.isEmpty() && found != other.component->text)
            return {};
        found = other.component->text;
    }
    return found;
}

bool opensDrawer(const Interaction &interaction, const ExecutionModel &model)
{
    const Screen *source = model.screen(interaction.sourceId);
    const Screen *target = model.screen(interaction.targetId);
    // The drawer opens over the same activity, from an icon: a labelled button leading to another activity (a
    // permission dialog's "Allow") may land on a screen with the drawer open without opening it.
    return source && target && source != target && interaction.component && interaction.component->text.isEmpty()
        && source->name.section(u'(', 0, 0) == target->name.section(u'(', 0, 0) && !showsDrawer(source)
        && showsDrawer(target);
}

QHash<QString, QStringList> labelsByWhatTheyOpen(const ExecutionModel &model)
{
    const auto key = [](const QString &text) {
        QStringList ws = identifierWords(text);
        for (QString &w : ws) {
            if (w.size() > 3 && w.endsWith(u's'))
                w.chop(1); // "Basemap" on the row, "Basemaps" as the dialog's title
        }
        return ws.join(u' ');
    };
    QHash<QString, int> screensShowing;
    for (const Screen &screen : model.screens) {
        QSet<QString> seen;
        for (const GuiComponent &c : screen.components) {
            const QString t = c.text.simplified();
            if (!t.isEmpty() && !seen.contains(t)) {
                seen.insert(t);
                ++screensShowing[t];
            }
        }
    }
    const qsizetype everywhere = std::max<qsizetype>(3, model.screens.size() / 3);
    const auto shown = [&](const GuiComponent &c) {
        const QString t = c.text.simplified();
        const auto letters = std::count_if(t.cbegin(), t.cend(), [](QChar ch) { return ch.isLetter(); });
        return letters >= 2 && screensShowing.value(t) < everywhere && t.count(u' ') < 5 ? t : QString();
    };
    QHash<QString, QStringList> out;
    for (const Interaction &e : model.interactions) {
        // A row or a list, which holds its texts in components of their own; a button without words or with a
        // resource-id has a name that the screen it opens does not give.
        if (e.action != ActionType::Click || !e.component || e.sourceId == e.targetId
            || !e.component->resourceId.isEmpty() || !e.component->text.trimmed().isEmpty()
            || !e.component->contentDescription.trimmed().isEmpty())
            continue;
        const QString cls = shortClassName(e.component->className);
        if (!cls.endsWith(u"Layout") && !cls.endsWith(u"ViewGroup") && !cls.endsWith(u"ListView"))
            continue;
        const Screen *source = model.screen(e.sourceId);
        // A frame filling the screen is the background of what it shows, not a row.
        if (const QRect extent = screenExtent(source, model); !e.component->bounds.isEmpty() && extent.isValid()
            && e.component->bounds.width() * 2 >= extent.width() && e.component->bounds.height() * 2 >= extent.height())
            continue;
        const Screen *target = model.screen(e.targetId);
        if (!source || !target || source->kind != Screen::Kind::Normal || target->kind != Screen::Kind::Normal
            || !repeatedRowText(*e.component, *source).isEmpty())
            continue;
        QHash<QString, QString> onSource; // key() → the text as the source shows it
        for (const GuiComponent &c : source->components) {
            if (const QString t = shown(c); !t.isEmpty())
                onSource.insert(key(t), t);
        }
        QStringList again;
        bool somethingNew = false;
        for (const GuiComponent &c : target->components) {
            const QString t = shown(c);
            if (t.isEmpty())
                continue;
            if (const auto it = onSource.constFind(key(t)); it != onSource.cend()) {
                if (!again.contains(*it))
                    again.append(*it);
                continue;
            }
            somethingNew = true;
            // "Default alarm time" on the row, "Choose a default alarm time" as the dialog's title: a name of two
            // words or more said again inside a title.
            const QString title = u' ' + key(t) + u' ';
            for (auto it = onSource.cbegin(); it != onSource.cend(); ++it) {
                if (it.key().contains(u' ') && title.contains(u' ' + it.key() + u' ') && !again.contains(it.value()))
                    again.append(it.value());
            }
        }
        if (!again.isEmpty() && again.size() <= 2 && somethingNew)
            out.insert(e.id, again);
    }
    return out;
}

QSet<QString> launchIcons(const ExecutionModel &model)
{
    QSet<QString> out;
    for (const Interaction &e : model.interactions) {
        if (e.action != ActionType::Click || !e.component || e.component->text.trimmed().isEmpty())
            continue;
        const Screen *screen = model.screen(e.sourceId);
        const bool iconId = e.component->resourceId == u"icon";
        const bool launcher = screen && screen->name.contains(u"Launcher", Qt::CaseInsensitive);
        if ((iconId || launcher) && modelCanBeApp(model, e.component->text.simplified()))
            out.insert(e.id);
    }
    return out;
}

std::optional<bool> switchShowsOn(const GuiComponent &component)
{
    const QString cls = shortClassName(component.className);
    if (!cls.contains(u"Switch") && !cls.contains(u"ToggleButton"))
        return std::nullopt;
    const QString text = component.text.trimmed();
    if (text.compare(u"on", Qt::CaseInsensitive) == 0)
        return true;
    if (text.compare(u"off", Qt::CaseInsensitive) == 0)
        return false;
    return std::nullopt;
}

QStringList switchRowLabels(const GuiComponent &component, const Screen &screen)
{
    if (!switchShowsOn(component))
        return {};
    const QString cls = shortClassName(component.className);
    QStringList out;
    qsizetype rowStart = 0;
    for (qsizetype i = 0; i < screen.components.size(); ++i) {
        const GuiComponent &c = screen.components.at(i);
        if (shortClassName(c.className) != cls || !switchShowsOn(c))
            continue;
        if (c.text.trimmed().compare(component.text.trimmed(), Qt::CaseInsensitive) == 0) {
            int texts = 0; // the row's title and summary, the last two texts before its switch
            for (qsizetype k = i - 1; k >= rowStart && texts < 2; --k) {
                const QString t = screen.components.at(k).text.simplified();
                if (t.isEmpty())
                    continue;
                ++texts;
                if (t.count(u' ') < 6 && !out.contains(t))
                    out.append(t);
            }
        }
        rowStart = i + 1;
    }
    return out;
}

QString screenTitle(const Screen *screen)
{
    if (!screen)
        return {};
    QString name = screen->name;
    if (const qsizetype paren = name.indexOf(u'('); paren >= 0)
        name.truncate(paren);
    QStringList ws = identifierWords(shortClassName(name.trimmed()));
    while (!ws.isEmpty() && (ws.last() == u"activity" || ws.last() == u"fragment" || ws.last() == u"screen"))
        ws.removeLast();
    // CrashScope names a screen whose activity it could not read "null".
    if (ws == QStringList { u"null"_qs })
        return {};
    for (QString &w : ws)
        w[0] = w.at(0).toUpper();
    return ws.join(u' ');
}

} // namespace StepWise::ComponentText
