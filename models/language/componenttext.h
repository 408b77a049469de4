// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"

#include <QPointF>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

/*!
 * Words and phrases for GUI components and interactions, shared by the step matcher (AstroBR §III-D1,
 * the component side of a step↔interaction match) and the quality report (ready-to-insert missing
 * steps, §III-D2). Pure string functions, no dictionaries: lemmas and synonyms live in Lexicon.
 */
namespace StepWise::ComponentText {

/*!
 * Splits an identifier into lower-case words: snake_case, kebab-case, dotted names, `$` and camelCase
 * ("btn_save_fillup" → btn save fillup, "fabCreateAccount" → fab create account, "ActionBar$Tab" →
 * action bar tab, "radio_qif_format" → radio qif format). Digits form their own words. A
 * "package:id/" prefix is dropped. Empty input gives an empty list.
 */
QStringList identifierWords(const QString &identifier);

/*! Class name without its package: "android.widget.ImageButton" → "ImageButton". */
QString shortClassName(const QString &className);

/*!
 * What a reporter calls a component of this class, lower case: Button/ImageButton → "button",
 * EditText/AutoCompleteTextView → "field", CheckBox → "check box", RadioButton → "radio button",
 * Spinner → "drop-down list", Switch/ToggleButton → "switch", ImageView → "image", CheckedTextView and
 * list rows (LinearLayout, RelativeLayout, …) → "item", TextView → "text", other classes → their words
 * ("ViewGroup" → "view group"). Empty for an empty class.
 */
QString classNoun(const QString &className);

/*!
 * The component's label as a user would quote it: its text (newlines folded), else its
 * content-description, else its resource-id words ("input account name"); empty when it has none.
 */
QString label(const GuiComponent &component);

/*!
 * Every word a user might use to name the component, lower case, without duplicates: words of the
 * text, the content-description, the resource-id and the class name, plus classNoun()'s words.
 */
QStringList words(const GuiComponent &component);

/*!
 * The form label that names \a component on \a screen: the text of the component right before it in
 * document order when that one is a label, a TextView whose id says so ("label_export_date") or whose text
 * ends with a colon ("Amount:"). Forms put the label before its field, whose own text is the value
 * ("Since" before the date `export_start_date` showing "Oct 2, 2024"). Only for components showing a value
 * (a text with a digit: date, time, amount); a control showing words is called by them. The component is
 * found on the screen by resource-id and class; empty when it has no id, is not on the screen or follows no
 * label. A trailing colon is dropped.
 */
QString formLabel(const GuiComponent &component, const Screen &screen);

/*!
 * The screen as a reporter calls it, from its activity name without the recorder's qualifiers:
 * "AccountsActivity(Window=Main)" → "Accounts", "org.app.EventDetail" → "Event Detail". Empty when \a screen is null,
 * has no name, or its activity is unknown (CrashScope's "null").
 */
QString screenTitle(const Screen *screen);

/*! Whether \a className is a container: a layout, list, scroll view, pager, card or tab strip, which holds the
 *  controls. Its resource-id ("tabs", "content") names no control a reporter sees. */
bool isContainer(const QString &className);

/*!
 * Where \a interaction's component sits on its source screen, as a reporter points at it ("the button at the bottom
 * right"): the centre of its bounds relative to the screen's extent (the screen's components' bounds, else those
 * of every component \a model recorded an interaction on), x and y in [0, 1] from the top left. Null when the
 * component or its bounds are unknown, or a touch point only (isTouchPoint()). \a wide is set when the component
 * spans half the screen's width or more (a row: it has no side).
 */
std::optional<QPointF> placeOnScreen(const Interaction &interaction, const ExecutionModel &model, bool *wide = nullptr);

/*!
 * The text of the row of a list that \a component is, read from \a screen's components in document order, for
 * models whose screens record no bounds (AstroBR's graph dumps): the row is the container (layout, view group,
 * card) without text or description whose resource-id and class repeat on the screen, one per row; the
 * recorder's sibling index (GuiComponent::index) tells which of them was touched, and the first text or
 * description after it, before the next row, is what the row shows ("Download" for the fourth `item` of a file
 * list). AstroBR §III-C: the model keeps only the touched component's own attributes, the row's content is in
 * the screen's hierarchy. Empty when the component is not such a row, its index is out of range, or the row
 * shows no text.
 */
QString repeatedRowText(const GuiComponent &component, const Screen &screen);

/*!
 * The names \a model's app goes by, lower case, each once: the words of its package (ExecutionModel::packageName,
 * else the middle of the AstroBR app-version form "<n>-<package>-<version>") after the leading domain part and
 * without words every Android package may hold ("com.evancharlton.mileage" → evancharlton, mileage;
 * "org.gnucash.android" → gnucash), and the app's label where the model shows it in Android's crash dialog
 * ("Unfortunately, A Time Tracker has stopped." → "a time tracker"). Empty when neither is known.
 */
QStringList appNames(const ExecutionModel &model);

/*!
 * Whether \a appName, the app a bug report says it is about (an AstroBR report's "app_name", e.g. "atimetracker",
 * "GnuCash Mobile", "c:geo"), can be \a model's app. Names are compared by their letters and digits, lower case
 * ("A Time Tracker" = "atimetracker"): true when one of appNames() is within it (at its start, or from 4
 * characters: "Material Files" holds "files" of me.zhanghai.android.files), it is within the package or app
 * version ("cgeo" in "cgeo.geocaching"), or it is the text of a title bar (a component with resource id "title" or
 * "action_bar_title": "DroidWeight" of de.delusions.measure). Also true for an empty \a appName or one without letters
 * or digits: nothing to compare. O(components).
 */
bool modelCanBeApp(const ExecutionModel &model, const QString &appName);

/*!
 * The words that name the screen \a screenId of \a model, lower case, each once: its activity name's words
 * without the activity and window parts ("FillupListActivity(Window=Main)" → fillup, list), and the label words
 * of the components whose clicks lead to it, or to another state of the same activity, from another screen (the
 * "History" tab names the screen it opens, a "Preferences" menu item the preferences screen). Empty for an
 * unknown id and for Start and End. O(E + S): a caller asking about many screens uses screenWordsByScreen().
 */
QStringList screenWords(const ExecutionModel &model, const QString &screenId);

/*! screenWords() of every Normal screen of \a model, by screen id, in one pass: O(E + S). */
QHash<QString, QStringList> screenWordsByScreen(const ExecutionModel &model);

/*!
 * What a click on a component that shows no words (no text, description or repeatedRowText(): a preference row
 * whose title and summary the model keeps only as texts of the screen) is named by: the texts, as the source
 * screen shows them, that the screen it opens shows again ("Theme" on the row opens the "Theme" dialog), or, of two
 * words or more, says again inside a text of its own ("Default alarm time" in "Choose a default alarm time"). At most
 * two such texts, on a target that also shows something new; texts shown on a third or more of the model's screens
 * (the status and navigation bars') and texts of more than five words are none. By interaction id; interactions
 * without such texts are absent. O(C) over all components. AstroBR §III-D2 (the component a step names).
 */
QHash<QString, QStringList> labelsByWhatTheyOpen(const ExecutionModel &model);

/*!
 * The clicks of \a model on the app's own icon on the device's home screen: a component named like the app
 * (modelCanBeApp()) whose resource-id is "icon" or whose screen is a launcher's. Such a click opens the app; a step
 * naming something in the app ("Fields" in Field Book) does not name it. By interaction id. AstroBR §III-D2.
 */
QSet<QString> launchIcons(const ExecutionModel &model);

/*!
 * The titles of the rows that a switch showing "ON" or "OFF" (\a component, a Switch or ToggleButton) may be on:
 * for each switch of \a screen of its class showing the same word, the last two texts before it in document order
 * after the switch before it (a preference row's title and summary: "Anonymous login" before "ON"). The model
 * keeps no place for the screen's texts, so every row whose switch shows the same word is a candidate. Empty for
 * any other component. O(components of \a screen). AstroBR §III-D2 (the component a step names).
 */
QStringList switchRowLabels(const GuiComponent &component, const Screen &screen);

/*! Whether \a component is a switch showing its state as "ON" or "OFF" (true for on), or std::nullopt. */
std::optional<bool> switchShowsOn(const GuiComponent &component);

/*! Whether \a screen (may be null: false) is Android's overview of recent apps (SystemUI's or the launcher's
 *  `RecentsActivity`), which a recorder reaches with the recent-apps key: outside the app, so no step of the app's
 *  happens there. AstroBR §III-D2 (where a step may map). */
bool isRecentApps(const Screen *screen);

/*! Whether \a screen (may be null: false) shows a list: a ListView, RecyclerView or GridView among its components. */
bool showsList(const Screen *screen);

/*!
 * Whether \a interaction touches a row of a list whose content the model does not record: its component is a
 * layout, card or view group (or a TwoLineListItem) without text and content-description, on a source screen
 * showing a list (ListView, RecyclerView, GridView among its components), and spans at least half the screen's
 * extent (see objectPhrase()) when its bounds are known: rows span the list, a tab's frame does not.
 */
bool isListRow(const Interaction &interaction, const ExecutionModel &model);

/*!
 * Whether \a screen (may be null: false) shows the navigation drawer open: a drawer container (see
 * inNavigationDrawer()) followed in document order by a component with text (its entries). A closed drawer is not
 * in the recorded hierarchy.
 */
bool showsDrawer(const Screen *screen);

/*!
 * The navigation-drawer entry a click recorded on the content behind the open drawer hit: the recorder names the
 * component under the touch point in the app's content (GnuCash's account row, a layout without text), though
 * the drawer covering it took the touch. For a click on a component without text or content-description, outside
 * the drawer of a source screen that shows it open (showsDrawer()), leading to another screen: the text of the
 * drawer entry on the source screen whose recorded clicks elsewhere in \a model lead to the same target screen,
 * when exactly one entry does ("Export…"). Empty otherwise.
 */
QString touchedDrawerEntry(const Interaction &interaction, const ExecutionModel &model);

/*!
 * Whether \a interaction opens the navigation drawer whatever its component says: a touch on a component without
 * text leading from a screen not showing the drawer (showsDrawer()) to a screen of the same activity (the screen
 * name before "(") showing it. Some apps' hamburger is described "Navigate up" or "Open"; some recordings name the
 * toolbar around it.
 */
bool opensDrawer(const Interaction &interaction, const ExecutionModel &model);

/*! Whether a component lies in the app's navigation drawer (see inNavigationDrawer()). */
enum class DrawerPlace { Unknown, Inside, Outside };

/*!
 * Whether \a component lies in the navigation drawer of \a screen: a drawer container (a NavigationView,
 * or a view whose id names a drawer or navigation: `nav_view`, `left_drawer`; not the DrawerLayout, which
 * holds the content too, and not a navigation *bar*) comes before it in document order, and contains it
 * when both have bounds. Unknown when the component (found by resource-id, class and text) is not among
 * the screen's components.
 */
DrawerPlace inNavigationDrawer(const GuiComponent &component, const Screen &screen);

/*!
 * "Open" or "Close" for the navigation drawer's toggle, whose text or content-description names the drawer
 * ("Navigation drawer opened", "Open navigation drawer"); empty for any other component (containers too). The
 * text says what a tap does (ActionBarDrawerToggle's open/close descriptions), so only "close"/"closed" means
 * closing.
 */
QString drawerToggleVerb(const GuiComponent &component);

/*!
 * The system navigation-bar key \a component is, as the key is called on the device: "Back", "Home",
 * "Recent apps" or "Menu" for SystemUI's KeyButtonView, which AstroBR records as a click with the key in
 * its id (`BACK_MODAL`). Empty for any other component, including an app's own back or up buttons.
 */
QString systemKeyName(const GuiComponent &component);

/*! \a key as systemKeyName() names it ("Back", "Recent apps"); empty for SystemKey::None. */
QString keyName(SystemKey key);

/*!
 * The system key \a interaction presses, named as systemKeyName() names it; empty when its component is no
 * key, or when the recording shows the key was not what was touched (pressedSystemKey(), the rule replay
 * shares). The screen's extent for that rule is the area of its components (see objectPhrase()) when
 * \a model (may be null) is given; without it only a long click on Back is ruled out.
 */
QString pressedKeyName(const Interaction &interaction, const ExecutionModel *model = nullptr);

/*! What a system key recorded in place of a touch (pressedKeyName() empty) most likely hit. */
enum class KeyTouch {
    NotAKey, ///< no key component, or the key was really pressed
    ListRow, ///< a long click on a screen showing a list: a row (context menus and selection start there)
    Overflow, ///< a click at the top right (right sixth, top eighth of the extent: the action bar's end): "More
              ///< options"
    Unknown, ///< something else on the screen
};

/*!
 * Classifies \a interaction as described at KeyTouch, with \a model for the screen (its list, its extent as
 * objectPhrase() takes it). \a model may be null: then only a long click on Back is ruled out as a key
 * (pressedKeyName()), and such a touch is Unknown. AstroBR §III-C: AstroBR's BACK_MODAL records.
 */
KeyTouch keyTouch(const Interaction &interaction, const ExecutionModel *model);

/*! Longest component text that objectPhrase() and describe() quote whole, in characters; a longer one is cut at the
 *  last word boundary before it and ends in "…". */
constexpr qsizetype MaxQuotedName = 60;

/*!
 * The component of \a interaction as the object of a step, the way a reporter would point at it:
 * - a click recorded on the content behind the open navigation drawer (touchedDrawerEntry()): the entry it hit,
 *   `the "Export…" item in the navigation drawer`;
 * - the navigation drawer's toggle (its text or description names a drawer, "Navigation drawer opened"):
 *   `the navigation drawer button`;
 * - its label with its class noun: `the "Next" button`, `the "input account name" field`; a value with
 *   the form label before it (formLabel()): `the "Oct 2, 2024" text labelled "Since"`. A container
 *   (layout, list, scroll view) is labelled by its text or description only, never by its id words
 *   ("horiz_scroller" names code, not something on the screen);
 * - a container without label (a list row): the first text inside it, when the source screen's
 *   components carry bounds (models built from uiautomator dumps): `the "Assets" item`; else the text of the
 *   row found by its sibling index (repeatedRowText()): `the "Download" item`;
 * - else its place on the screen, when its bounds are known, on the screen named after its activity
 *   ("AccountsActivity(Window=Main)" → Accounts) so rows of consecutive screens read differently:
 *   `the item near the top of the Accounts screen`, `the button at the bottom right of the screen` (no
 *   name). The screen's extent is the union of its components' bounds, else the union of the bounds of
 *   the model's recorded components (AstroBR models keep bounds only for the component of each
 *   interaction). A component filling most of a named screen has no place: `the horizontal scroll view
 *   on the Main screen`, `the list on the Transactions screen` (ListView, RecyclerView, GridView);
 * - else the screen alone (`the item on the Accounts screen`), else its class words ("the relative
 *   layout"): nothing better is known.
 * A system key that was not what was touched (pressedKeyName() is empty) is named by the touch point:
 * `the component at the top right of the Tasks screen`; a long click on a screen showing a list hit a row,
 * `the item near the top of the Tasks screen` (no side: rows span the width), or without a touch point
 * `the item on the Tasks screen`.
 * The phrase always starts with "the ".
 * \a model may be null (then only the label or the class is used). Empty when \a interaction has no
 * component.
 */
QString objectPhrase(const Interaction &interaction, const ExecutionModel *model = nullptr);

/*!
 * A ready-to-insert step for \a interaction, in the imperative: `Click the "Next" button`,
 * `Type in the "input account name" field`, `Long click the "Chaos Communication Opening" item`,
 * `Open the app`, `Swipe up`, `Press Back` (also for a click on the navigation bar's Back key, see
 * pressedKeyName(); a key recorded in place of a list row reads `Long click an item in the Tasks list`),
 * `Open the navigation drawer` for a click on the drawer toggle (`Close …` when its text
 * says close: the toggle describes what a tap does) and for a click that opensDrawer(). The component is named by
 * objectPhrase(), except that a row or list known only by its screen reads `an item on the Accounts screen`, `an item
 * in the Transactions list`; \a model (may be null) supplies the screen for components without a label.
 */
QString describe(const Interaction &interaction, const ExecutionModel *model = nullptr);

} // namespace StepWise::ComponentText
