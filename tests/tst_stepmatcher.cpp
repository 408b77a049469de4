// SPDX-License-Identifier: GPL-3.0-or-later
// Step↔interaction matching (AstroBR §III-D1 offline): (step, interaction) → maps or not, and the
// OfflineAnalyzer's choice among the interactions of one screen.
#include "language/componenttext.h"
#include "language/functionwords.h"
#include "language/lexicon.h"
#include "language/offlineanalyzer.h"
#include "language/stepmatcher.h"

#include <QRegularExpression>
#include <QTest>

using namespace StepWise;

namespace {

S2RStep step(const QString &action, const QString &verb, const QString &object, const QString &object2 = {})
{
    S2RStep s;
    s.action = action == u"unknown" ? ActionType::Unknown : actionTypeFromName(action);
    s.verb = verb;
    s.object = object;
    s.object2 = object2;
    s.text = verb + u' ' + object + (object2.isEmpty() ? QString() : u" in " + object2);
    return s;
}

/*! "Button|btn_save|Next|Save@0,300,1080,200" → a Button with id btn_save, text Next, description Save and
 *  bounds (x, y, width, height); without "@…" no bounds. */
GuiComponent component(const QString &spec)
{
    // Bounds only from a trailing "@x,y,w,h": texts may hold an "@" (e-mail addresses).
    static const QRegularExpression boundsSuffix(u"@(\\d+),(\\d+),(\\d+),(\\d+)$"_qs);
    const QRegularExpressionMatch b = boundsSuffix.match(spec);
    const QStringList f = (b.hasMatch() ? spec.left(b.capturedStart()) : spec).split(u'|');
    GuiComponent c;
    c.className = f.value(0);
    c.resourceId = f.value(1);
    c.text = f.value(2);
    c.contentDescription = f.value(3);
    if (b.hasMatch())
        c.bounds = QRect(b.captured(1).toInt(), b.captured(2).toInt(), b.captured(3).toInt(), b.captured(4).toInt());
    return c;
}

/*! "click Button|btn_save|Next|" → a click on a Button with id btn_save, text Next, no description. */
Interaction interaction(const QString &action, const QString &spec)
{
    Interaction e;
    e.id = spec;
    e.action = actionTypeFromName(action);
    if (!spec.isEmpty())
        e.component = component(spec);
    return e;
}

/*! A screen with the components of \a specs (see component()) in document order. */
Screen screenOf(const QString &id, const QStringList &specs)
{
    Screen s;
    s.id = id;
    for (const QString &spec : specs)
        s.components.append(component(spec));
    return s;
}

/*! A model whose first interaction clicks \a component on screen A (components \a screen, named \a name)
 *  and goes to B, plus clicks on buttons with the bounds "x,y,w,h" of \a others on B. */
ExecutionModel modelWith(const QString &component, const QStringList &screen, const QStringList &others,
                         const QString &name)
{
    ExecutionModel m;
    Screen a = screenOf(u"A"_qs, screen);
    a.name = name;
    Screen b;
    b.id = u"B"_qs;
    m.screens = { a, b };
    Interaction e;
    e.id = u"e"_qs;
    e.sourceId = u"A"_qs;
    e.targetId = u"B"_qs;
    e.action = ActionType::Click;
    e.component = ::component(component);
    m.interactions.append(e);
    for (const QString &bounds : std::as_const(others)) {
        Interaction o;
        o.id = u"o%1"_qs.arg(m.interactions.size());
        o.sourceId = o.targetId = u"B"_qs;
        o.action = ActionType::Click;
        o.component = ::component(u"Button|||@"_qs + bounds);
        m.interactions.append(o);
    }
    m.reindex();
    return m;
}

} // namespace

class TestStepMatcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY2(Lexicon::instance().hasWordNet(), qPrintable(Lexicon::instance().errorString())); }

    void identifierWords_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("snake") << "btn_save_fillup" << QStringList { u"btn"_qs, u"save"_qs, u"fillup"_qs };
        QTest::newRow("camel") << "fabCreateAccount" << QStringList { u"fab"_qs, u"create"_qs, u"account"_qs };
        QTest::newRow("class with $") << "ActionBar$Tab" << QStringList { u"action"_qs, u"bar"_qs, u"tab"_qs };
        QTest::newRow("acronym") << "HTTPServer2" << QStringList { u"http"_qs, u"server"_qs, u"2"_qs };
        QTest::newRow("package prefix") << "org.gnucash.android:id/menu_save" << QStringList { u"menu"_qs, u"save"_qs };
        QTest::newRow("empty") << "" << QStringList {};
    }
    void identifierWords()
    {
        QFETCH(QString, id);
        QFETCH(QStringList, words);
        QCOMPARE(ComponentText::identifierWords(id), words);
    }

    void describe_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("component");
        QTest::addColumn<QString>("text");
        QTest::newRow("button") << "click"
                                << "Button|btn_save|Next|"
                                << "Click the \"Next\" button";
        QTest::newRow("field") << "type"
                               << "EditText|input_account_name||"
                               << "Type in the \"input account name\" field";
        QTest::newRow("description") << "click"
                                     << "ImageButton|||Share"
                                     << "Click the \"Share\" button";
        // The drawer toggle's description says what a tap does, in words a reporter does not click.
        QTest::newRow("drawer toggle") << "click"
                                       << "ImageButton|||Navigation drawer opened"
                                       << "Open the navigation drawer";
        QTest::newRow("drawer toggle, open") << "click"
                                             << "ImageButton|||Open navigation drawer"
                                             << "Open the navigation drawer";
        QTest::newRow("drawer toggle, close") << "click"
                                              << "ImageButton|||Navigation drawer closed"
                                              << "Close the navigation drawer";
        QTest::newRow("toolbar up as toggle") << "click"
                                              << "ImageButton|toolbar||Open drawer"
                                              << "Open the navigation drawer";
        QTest::newRow("long click on the toggle") << "long click"
                                                  << "ImageButton|||Open navigation drawer"
                                                  << "Long click the navigation drawer button";
        QTest::newRow("a row naming a drawer is no toggle") << "click"
                                                            << "RelativeLayout||Drawer settings|"
                                                            << "Click the \"Drawer settings\" item";
        // A container's id names code ("horiz_scroller"), a control's id is the best name it has.
        QTest::newRow("container id words unused") << "click"
                                                   << "HorizontalScrollView|horiz_scroller||"
                                                   << "Click the horizontal scroll view";
        QTest::newRow("container with text") << "click"
                                             << "LinearLayout|row_settings|Settings|"
                                             << "Click the \"Settings\" item";
        QTest::newRow("no label") << "click"
                                  << "RelativeLayout|||"
                                  << "Click the relative layout";
        QTest::newRow("open app") << "open app"
                                  << ""
                                  << "Open the app";
        QTest::newRow("swipe") << "swipe up"
                               << ""
                               << "Swipe up";
        QTest::newRow("long click") << "long click"
                                    << "TextView|title|Chaos Opening|"
                                    << "Long click the \"Chaos Opening\" text";
        // SystemUI's navigation bar, recorded as a click on a KeyButtonView with the key in its id.
        QTest::newRow("back key") << "click"
                                  << "KeyButtonView|BACK_MODAL||"
                                  << "Press Back";
        QTest::newRow("home key") << "click"
                                  << "com.android.systemui.statusbar.policy.KeyButtonView|home||"
                                  << "Press Home";
        QTest::newRow("long press on a key") << "long click"
                                             << "KeyButtonView|recent_apps||"
                                             << "Long press Recent apps";
        QTest::newRow("app's own back button") << "click"
                                               << "ImageButton|back||"
                                               << "Click the \"back\" button";
        // Apps wrap translated strings in direction marks, which the screen does not show.
        QTest::newRow("direction marks") << "click" << u"TextView||\u200eScan\u200f|"_qs << "Click the \"Scan\" text";
        QTest::newRow("only direction marks")
            << "click" << u"Button|btn_go|\u200e\u200f|"_qs << "Click the \"btn go\" button";
        QTest::newRow("a name that is the kind") << "click"
                                                 << "CheckBox|checkbox||"
                                                 << "Click the check box";
        QTest::newRow("a paragraph is cut")
            << "click"
            << "TextView|abstract|A whirlwind tour of the past, present, and future for artificial general "
               "intelligence|"
            << "Click the \"A whirlwind tour of the past, present, and future for…\" text";
    }
    void describe()
    {
        QFETCH(QString, action);
        QFETCH(QString, component);
        QFETCH(QString, text);
        QCOMPARE(ComponentText::describe(interaction(action, component)), text);
    }

    /*! Components without a label on a screen: named by the text inside them, else by their place.
     *  Components are "Class|id|text|description@x,y,w,h" (no "@": no bounds); the model holds the
     *  interaction on screen A (whose components are \a screen) and clicks on \a others elsewhere. */
    void describeOnScreen_data()
    {
        QTest::addColumn<QString>("component");
        QTest::addColumn<QStringList>("screen");
        QTest::addColumn<QStringList>("others");
        QTest::addColumn<QString>("text");
        const QStringList accountRow { u"FrameLayout|||@0,0,1080,1920"_qs,
                                       u"RelativeLayout|||@0,300,1080,200"_qs,
                                       u"View|account_color_strip||@0,300,10,200"_qs,
                                       u"TextView|primary_text|Assets|@40,320,600,60"_qs,
                                       u"TextView|secondary_text|1 sub-account|@40,390,600,40"_qs,
                                       u"TextView|primary_text|Equity|@40,520,600,60"_qs };
        QTest::newRow("row named by its first text")
            << "RelativeLayout|||@0,300,1080,200" << accountRow << QStringList {} << "Click the \"Assets\" item";
        QTest::newRow("label wins") << "Button|btn_save|Next|@0,300,1080,200" << accountRow << QStringList {}
                                    << "Click the \"Next\" button";
        QTest::newRow("icon named by a description inside")
            << "FrameLayout|||@900,40,120,120"
            << QStringList { u"FrameLayout|||@0,0,1080,1920"_qs, u"ImageView|||Favorite@920,60,80,80"_qs }
            << QStringList {} << "Click the \"Favorite\" item";
        QTest::newRow("nothing inside shows text: its place")
            << "RelativeLayout|||@0,1500,1080,200"
            << QStringList { u"FrameLayout|||@0,0,1080,1920"_qs, u"ImageView|||@20,1520,80,80"_qs } << QStringList {}
            << "Click the item near the bottom of the screen";
        // AstroBR models: the screen's components carry no bounds, only each interaction's component does.
        const QStringList noBounds { u"RelativeLayout|||"_qs, u"TextView|primary_text|Assets|"_qs };
        QTest::newRow("row without bounds inside: its place")
            << "RelativeLayout|||@19,344,1042,210" << noBounds
            << QStringList { u"0,60,150,150"_qs, u"800,1700,260,150"_qs }
            << "Click the item near the top of the screen";
        QTest::newRow("small control: a corner")
            << "ImageButton|||@900,1700,150,150" << noBounds << QStringList { u"0,60,150,150"_qs, u"0,300,1080,200"_qs }
            << "Click the button at the bottom right of the screen";
        QTest::newRow("middle") << "ImageView|||@480,900,120,120" << noBounds << QStringList { u"0,0,1080,1920"_qs }
                                << "Click the image in the middle of the screen";
        QTest::newRow("no bounds at all: its class")
            << "RelativeLayout|||" << noBounds << QStringList { u"0,0,1080,1920"_qs } << "Click the relative layout";
        QTest::newRow("value with its form label")
            << "TextView|export_start_date|Oct 2, 2024|"
            << QStringList { u"TextView|label_export_date|Since|"_qs, u"TextView|export_start_date|Oct 2, 2024|"_qs }
            << QStringList {} << "Click the \"Oct 2, 2024\" text labelled \"Since\"";
    }

    /*! As describeOnScreen, on a screen named \a name (an activity): rows known only by their place or
     *  screen name the screen, so consecutive screens read differently. */
    void describeOnNamedScreen_data()
    {
        QTest::addColumn<QString>("component");
        QTest::addColumn<QStringList>("screen");
        QTest::addColumn<QStringList>("others");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("object");
        const QStringList noBounds { u"RelativeLayout|||"_qs, u"TextView|primary_text|Assets|"_qs };
        const QStringList corners { u"0,60,150,150"_qs, u"800,1700,260,150"_qs };
        const QStringList device { u"0,0,1080,1920"_qs };
        const QString row = u"RelativeLayout|||@19,344,1042,210"_qs;
        QTest::newRow("row: place on the screen") << row << noBounds << corners << "AccountsActivity(Window=Main)"
                                                  << "Click the item near the top of the Accounts screen"
                                                  << "the item near the top of the Accounts screen";
        QTest::newRow("row: qualified activity")
            << row << noBounds << corners << "org.gnucash.android.ui.TransactionsActivity"
            << "Click the item near the top of the Transactions screen"
            << "the item near the top of the Transactions screen";
        QTest::newRow("row without bounds: the screen")
            << "RelativeLayout|||" << noBounds << device << "AccountsActivity"
            << "Click an item on the Accounts screen"
            << "the item on the Accounts screen";
        QTest::newRow("scroll view filling the screen")
            << "HorizontalScrollView|horiz_scroller||@87,261,993,1533" << noBounds << device << "MainActivity"
            << "Click the horizontal scroll view on the Main screen"
            << "the horizontal scroll view on the Main screen";
        QTest::newRow("scroll view, unnamed screen: its place")
            << "HorizontalScrollView|horiz_scroller||@87,261,993,1533" << noBounds << device << ""
            << "Click the horizontal scroll view in the middle of the screen"
            << "the horizontal scroll view in the middle of the screen";
        QTest::newRow("list filling the screen") << "RecyclerView|transaction_recycler_view||@0,200,1080,1700"
                                                 << noBounds << device << "TransactionsActivity(Window=Main)"
                                                 << "Click an item in the Transactions list"
                                                 << "the list on the Transactions screen";
        QTest::newRow("small control: corner of the screen")
            << "ImageButton|||@900,1700,150,150" << noBounds << corners << "EventDetail"
            << "Click the button at the bottom right of the Event Detail screen"
            << "the button at the bottom right of the Event Detail screen";
        QTest::newRow("control keeps its id words")
            << "ImageButton|fab_create_account||@900,1700,150,150" << noBounds << corners << "AccountsActivity"
            << "Click the \"fab create account\" button"
            << "the \"fab create account\" button";
        QTest::newRow("activity alone names nothing")
            << "RelativeLayout|||" << noBounds << QStringList {} << "Activity(Window=Main)"
            << "Click the relative layout"
            << "the relative layout";
        QTest::newRow("value with its form label")
            << "TextView|export_start_date|Oct 2, 2024|"
            << QStringList { u"TextView|label_export_date|Since|"_qs, u"TextView|export_start_date|Oct 2, 2024|"_qs }
            << QStringList {} << "FormActivity"
            << "Click the \"Oct 2, 2024\" text labelled \"Since\""
            << "the \"Oct 2, 2024\" text labelled \"Since\"";
        QTest::newRow("back key") << "KeyButtonView|BACK_MODAL||@400,1800,200,120" << noBounds << corners
                                  << "AccountsActivity"
                                  << "Press Back"
                                  << "the \"back modal\" key button view";
        QTest::newRow("drawer toggle") << "ImageButton|||Navigation drawer opened@0,63,147,147" << noBounds << corners
                                       << "AccountsActivity"
                                       << "Open the navigation drawer"
                                       << "the navigation drawer button";
        // The tab strip and its host are named by the platform's ids ("tabs", "tabhost"), which no reporter sees.
        QTest::newRow("tab strip") << "TabWidget|tabs||@0,63,1080,147" << noBounds << corners << "MileageActivity"
                                   << "Click the tab near the top of the Mileage screen"
                                   << "the tab near the top of the Mileage screen";
        QTest::newRow("tab host") << "TabHost|tabhost||@0,63,1080,1800" << noBounds << device << "MileageActivity"
                                  << "Click the tab on the Mileage screen"
                                  << "the tab on the Mileage screen";
    }
    void describeOnNamedScreen()
    {
        QFETCH(QString, component);
        QFETCH(QStringList, screen);
        QFETCH(QStringList, others);
        QFETCH(QString, name);
        QFETCH(QString, text);
        QFETCH(QString, object);
        const ExecutionModel m = modelWith(component, screen, others, name);
        QCOMPARE(ComponentText::describe(m.interactions.first(), &m), text);
        // The quality report lists objectPhrase()s after dropping their "the ".
        QCOMPARE(ComponentText::objectPhrase(m.interactions.first(), &m), object);
    }

    /*! Screens are "Class|id|text" in document order; the component is looked up by id and class. */
    void formLabel_data()
    {
        QTest::addColumn<QStringList>("screen");
        QTest::addColumn<QString>("component");
        QTest::addColumn<QString>("label");
        const QString date = u"TextView|export_start_date|Oct 2, 2024"_qs;
        const QString shownDate = u"TextView|export_start_date|Sep 17, 2024"_qs;
        const QStringList form { u"TextView|label_export_date|Since"_qs, shownDate };
        QTest::newRow("label id before a date") << form << date << "Since";
        QTest::newRow("colon before an amount")
            << QStringList { u"TextView||Amount:"_qs, u"EditText|input_amount|12.50"_qs }
            << "EditText|input_amount|3.00"
            << "Amount";
        QTest::newRow("text before is no label") << QStringList { u"TextView|title|Since"_qs, shownDate } << date << "";
        QTest::newRow("a control showing words needs none")
            << QStringList { u"TextView||Export To:"_qs, u"Spinner|spinner_export_destination|SD Card"_qs }
            << "Spinner|spinner_export_destination|SD Card"
            << "";
        QTest::newRow("label is a check box")
            << QStringList { u"CheckedTextView|label_x|Since:"_qs, shownDate } << date << "";
        QTest::newRow("not on the screen") << form << "TextView|export_end_date|Oct 2, 2024"
                                           << "";
        QTest::newRow("first on the screen") << QStringList { shownDate } << date << "";
        QTest::newRow("no id") << QStringList { u"TextView|label_export_date|Since"_qs, u"TextView||Sep 17, 2024"_qs }
                               << "TextView||Sep 17, 2024"
                               << "";
    }
    void formLabel()
    {
        QFETCH(QStringList, screen);
        QFETCH(QString, component);
        QFETCH(QString, label);
        QCOMPARE(ComponentText::formLabel(::component(component), screenOf(u"A"_qs, screen)), label);
    }

    void screenTitle_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("title");
        QTest::newRow("activity with window") << "AccountsActivity(Window=Main)"
                                              << "Accounts";
        QTest::newRow("qualified class") << "org.app.EventDetail"
                                         << "Event Detail";
        QTest::newRow("unknown activity") << "null(Window=null)"
                                          << "";
        QTest::newRow("no name") << ""
                                 << "";
    }
    void screenTitle()
    {
        QFETCH(QString, name);
        QFETCH(QString, title);
        Screen screen;
        screen.name = name;
        QCOMPARE(ComponentText::screenTitle(&screen), title);
    }

    void namedPlace_data()
    {
        QTest::addColumn<QString>("phrase");
        QTest::addColumn<int>("vertical");
        QTest::addColumn<int>("horizontal");
        QTest::newRow("both axes") << "the round button at the bottom right" << 1 << 1;
        QTest::newRow("aside") << "Open the tag drawer (icon top left)" << -1 << -1;
        QTest::newRow("corner with hyphen") << "the upper-right corner" << -1 << 1;
        QTest::newRow("one axis after a preposition") << "the menu on the left side" << 0 << -1;
        QTest::newRow("edge") << "the bar at the very bottom" << 1 << 0;
        QTest::newRow("right is no place") << "right after I tap Save" << 0 << 0;
        QTest::newRow("left is a verb") << "I left the app" << 0 << 0;
        QTest::newRow("top is no place alone") << "the top result" << 0 << 0;
    }
    void namedPlace()
    {
        QFETCH(QString, phrase);
        QFETCH(int, vertical);
        QFETCH(int, horizontal);
        const StepMatcher::ScreenPlace place = StepMatcher::namedPlace(phrase);
        QCOMPARE(place.vertical, vertical);
        QCOMPARE(place.horizontal, horizontal);
    }

    /*! A step naming a place against an icon at the bottom right (0.9, 0.9) and the same icon at the top left. */
    void placeOnScreen_data()
    {
        QTest::addColumn<QString>("object");
        QTest::addColumn<QString>("object2");
        QTest::addColumn<QString>("component");
        QTest::addColumn<bool>("mapsThere");
        QTest::addColumn<bool>("mapsElsewhere");
        QTest::newRow("kind, look and place") << "the round button"
                                              << "the bottom right"
                                              << "ImageButton|fab||" << true << false;
        QTest::newRow("how often is no name") << "the round button"
                                              << "the bottom right twice"
                                              << "ImageButton|fab||" << true << false;
        QTest::newRow("a word it does not show") << "the lock button"
                                                 << "the bottom right"
                                                 << "ImageButton|fab||" << false << false;
        QTest::newRow("a text is no icon") << "the round icon"
                                           << "the bottom right"
                                           << "TextView|title|Notes|" << false << false;
        QTest::newRow("words and place") << "the Add button"
                                         << "the bottom right"
                                         << "ImageButton|fab||Add" << true << true;
    }
    void placeOnScreen()
    {
        QFETCH(QString, object);
        QFETCH(QString, object2);
        QFETCH(QString, component);
        QFETCH(bool, mapsThere);
        QFETCH(bool, mapsElsewhere);
        StepMatcher matcher(Lexicon::instance());
        S2RStep s = step(u"click"_qs, u"press"_qs, object, object2);
        s.preposition = u"at"_qs;
        s.text = u"press "_qs + object + u" at "_qs + object2;
        const Interaction e = interaction(u"click"_qs, component);
        MatchContext there;
        there.place = QPointF(0.9, 0.9);
        MatchContext elsewhere;
        elsewhere.place = QPointF(0.1, 0.1);
        const double atPlace = matcher.score(s, e, QString(), there);
        const double away = matcher.score(s, e, QString(), elsewhere);
        QCOMPARE(atPlace >= StepMatcher::Threshold, mapsThere);
        QCOMPARE(away >= StepMatcher::Threshold, mapsElsewhere);
        if (mapsThere && mapsElsewhere)
            QVERIFY2(atPlace - away > StepMatcher::Margin, "the place decides between the same words");
    }

    /*! "Hit "Export data"" is not "Import data", nor "disable crash reports" "Enable crash reports": a label saying
     *  the opposite of a word of the step (a WordNet antonym) is another action's. */
    void oppositeLabel_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<QString>("object");
        QTest::addColumn<QString>("component");
        QTest::addColumn<bool>("maps");
        QTest::newRow("the label") << "hit"
                                   << "\"Export data\""
                                   << "Button|export_button|Export data|" << true;
        QTest::newRow("its opposite") << "hit"
                                      << "\"Export data\""
                                      << "Button|import_button|Import data|" << false;
        QTest::newRow("the verb's opposite") << "disable"
                                             << "crash reports"
                                             << "CheckBox||Enable crash reports|" << false;
        QTest::newRow("both words") << "tap"
                                    << "Export"
                                    << "TextView||Import / Export|" << true;
    }
    void oppositeLabel()
    {
        QFETCH(QString, verb);
        QFETCH(QString, object);
        QFETCH(QString, component);
        QFETCH(bool, maps);
        StepMatcher matcher(Lexicon::instance());
        S2RStep s = step(u"click"_qs, verb, object);
        s.text = verb + u' ' + object;
        QCOMPARE(matcher.score(s, interaction(u"click"_qs, component), QString(), {}) >= StepMatcher::Threshold, maps);
    }

    /*! "Tap the "Accounts" tab" on "Import my accounts": a quoted label is what the reporter read, so a component
     *  whose label says further words scores less than one showing the quote, and less than it would unquoted. */
    void quotedLabelIsTheWholeLabel()
    {
        StepMatcher matcher(Lexicon::instance());
        S2RStep quoted = step(u"click"_qs, u"tap"_qs, u"the \"Accounts\" tab"_qs);
        quoted.text = u"tap the \"Accounts\" tab"_qs;
        S2RStep plain = step(u"click"_qs, u"tap"_qs, u"the Accounts tab"_qs);
        plain.text = u"tap the Accounts tab"_qs;
        const Interaction longer = interaction(u"click"_qs, u"TextView||Import my accounts|"_qs);
        const Interaction whole = interaction(u"click"_qs, u"TextView||Accounts|"_qs);
        const double part = matcher.score(quoted, longer, QString(), {});
        QVERIFY(part < matcher.score(plain, longer, QString(), {}));
        QVERIFY(matcher.score(quoted, whole, QString(), {}) - part > StepMatcher::Margin);
        QCOMPARE(matcher.score(quoted, whole, QString(), {}), matcher.score(plain, whole, QString(), {}));
    }

    /*! "Go back with the arrow in the top left": the device's Back key is at no place of the screen, so the app's up
     *  button there wins over it. */
    void placeIsNoDeviceKey()
    {
        StepMatcher matcher(Lexicon::instance());
        S2RStep s = step(u"back"_qs, u"go back"_qs, u"the list with the arrow in the top left"_qs);
        s.text = u"go back to the list with the arrow in the top left"_qs;
        const Interaction key = interaction(u"back"_qs, QString());
        const Interaction up = interaction(u"click"_qs, u"ImageButton|||Navigate up"_qs);
        MatchContext topLeft;
        topLeft.place = QPointF(0.05, 0.05);
        QVERIFY(matcher.score(s, up, QString(), topLeft) - matcher.score(s, key, QString(), {}) > StepMatcher::Margin);
        S2RStep plain = step(u"back"_qs, u"go back"_qs, QString());
        plain.text = u"go back"_qs;
        QCOMPARE(matcher.score(plain, key, QString(), {}), 1.0); // without a place, the key is what "go back" names
    }

    /*! "Tap the eye icon (display options)", "tap my car ("Default vehicle")": the words in parentheses after the
     * object describe the same component; the component either description names maps, and one neither names does not.
     */
    void asideDescribesTheObject()
    {
        StepMatcher matcher(Lexicon::instance());
        S2RStep s = step(u"click"_qs, u"tap"_qs, u"the eye icon"_qs);
        s.text = u"tap the eye icon (display options)"_qs;
        QCOMPARE(StepMatcher::otherDescription(s).value_or(S2RStep {}).object, u"display options"_qs);
        const Interaction display = interaction(u"click"_qs, u"TextView|menu_display|Display|"_qs);
        const Interaction other = interaction(u"click"_qs, u"TextView|menu_export|Export|"_qs);
        QVERIFY(matcher.score(s, display, QString(), {}) >= StepMatcher::Threshold);
        QVERIFY(matcher.score(s, other, QString(), {}) < StepMatcher::Threshold);
        S2RStep plain = s;
        plain.text = u"tap the eye icon"_qs;
        QVERIFY(matcher.score(plain, display, QString(), {}) < StepMatcher::Threshold);
        // An aside only counts right after the object, and an object that holds the parentheses has none.
        s.text = u"tap the eye icon, then (if it shows) Export"_qs;
        QVERIFY(!StepMatcher::otherDescription(s));
        S2RStep symbol = step(u"click"_qs, u"tap"_qs, u"the ⋮ icon (menu)"_qs);
        QVERIFY(!StepMatcher::otherDescription(symbol));
    }

    /*! "Press the menu key": the device's keys are buttons, and "key" is no word the component must show. */
    void deviceKeysAreButtons()
    {
        StepMatcher matcher(Lexicon::instance());
        const Interaction menu = interaction(u"click"_qs, u"ImageView|menu||Menu"_qs);
        for (const QString &object : { u"the menu key"_qs, u"menu key"_qs, u"the menu button"_qs })
            QVERIFY2(matcher.score(step(u"click"_qs, u"press"_qs, object), menu, QString(), {})
                         >= StepMatcher::Threshold,
                     qPrintable(object));
        QVERIFY(matcher.score(step(u"click"_qs, u"press"_qs, u"the secret key"_qs), menu, QString(), {})
                < StepMatcher::Threshold);
        // The drawer icon as drawn names the drawer's toggle.
        const Interaction toggle = interaction(u"click"_qs, u"ImageButton|||Open navigation drawer"_qs);
        QVERIFY(matcher.score(step(u"click"_qs, u"click"_qs, u"\u2261"_qs), toggle, QString(), {})
                >= StepMatcher::Threshold);
    }

    /*! Screens are "Class|id|text" in document order; the touched component is "Class|id|text" with its sibling
     *  index. */
    void repeatedRowText_data()
    {
        QTest::addColumn<QStringList>("screen");
        QTest::addColumn<QString>("component");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("text");
        const QStringList files { u"TextView||Files"_qs,     u"RecyclerView|recycler|"_qs, u"FrameLayout|item|"_qs,
                                  u"ImageView|icon|"_qs,     u"TextView|name|Alarms"_qs,   u"FrameLayout|item|"_qs,
                                  u"ImageView|icon|"_qs,     u"TextView|name|Download"_qs, u"FrameLayout|item|"_qs,
                                  u"ImageView|icon|"_qs,     u"TextView|name|Music"_qs,    u"ImageButton|fab|"_qs,
                                  u"TextView||New folder"_qs };
        QTest::newRow("second row") << files << "FrameLayout|item|" << 1 << "Download";
        QTest::newRow("first row") << files << "FrameLayout|item|" << 0 << "Alarms";
        QTest::newRow("last row ends where a row would") << files << "FrameLayout|item|" << 2 << "Music";
        QTest::newRow("index beyond the rows") << files << "FrameLayout|item|" << 3 << "";
        QTest::newRow("unknown index") << files << "FrameLayout|item|" << -1 << "";
        QTest::newRow("a control inside a row is no row") << files << "ImageView|icon|" << 1 << "";
        QTest::newRow("a labelled container names itself") << files << "FrameLayout|item|Alarms" << 0 << "";
        QTest::newRow("a single container is a frame")
            << QStringList { u"FrameLayout|content|"_qs, u"TextView||Files"_qs } << "FrameLayout|content|" << 0 << "";
        QTest::newRow("no id") << QStringList { u"LinearLayout||"_qs, u"TextView||A"_qs, u"LinearLayout||"_qs,
                                                u"TextView||B"_qs }
                               << "LinearLayout||" << 1 << "";
        QTest::newRow("a row showing no text")
            << QStringList { u"FrameLayout|item|"_qs, u"ImageView|icon|"_qs, u"FrameLayout|item|"_qs }
            << "FrameLayout|item|" << 0 << "";
    }
    void repeatedRowText()
    {
        QFETCH(QStringList, screen);
        QFETCH(QString, component);
        QFETCH(int, index);
        QFETCH(QString, text);
        GuiComponent touched = ::component(component);
        touched.index = index;
        QCOMPARE(ComponentText::repeatedRowText(touched, screenOf(u"A"_qs, screen)), text);
    }

    /*! A preference screen A whose rows show no words of their own: the click on a row (\a row, a component
     *  spec) opens screen B (components \a opened); \a labels are what the row is named by. Screens C to F show
     *  the status bar's texts, as most screens do. */
    void labelsByWhatTheyOpen_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QStringList>("opened");
        QTest::addColumn<QStringList>("labels");
        const QString row = u"RelativeLayout||@42,236,996,210"_qs;
        QTest::newRow("the dialog repeats the row's title")
            << row << QStringList { u"TextView||Theme"_qs, u"CheckedTextView||Dark theme"_qs }
            << QStringList { u"Theme"_qs };
        QTest::newRow("title and summary, a plural")
            << row
            << QStringList { u"TextView||Basemaps"_qs, u"CheckedTextView||Streets"_qs, u"CheckedTextView||Terrain"_qs }
            << QStringList { u"Basemap"_qs, u"Streets"_qs };
        QTest::newRow("the row's name inside the dialog's title")
            << u"RelativeLayout||@42,551,996,210"_qs
            << QStringList { u"TextView||Choose a light theme"_qs, u"CheckedTextView||Dark"_qs }
            << QStringList { u"Light theme"_qs };
        QTest::newRow("the status bar names nothing")
            << row << QStringList { u"TextView||Battery 100 percent."_qs, u"TextView||Terrain"_qs } << QStringList {};
        QTest::newRow("nothing new: the same screen again")
            << row << QStringList { u"TextView||Theme"_qs, u"TextView||Basemap"_qs } << QStringList {};
        QTest::newRow("a button with an id has a name of its own")
            << u"ImageButton|fab|@900,1600,150,150"_qs
            << QStringList { u"TextView||Theme"_qs, u"TextView||Dark theme"_qs } << QStringList {};
        QTest::newRow("a frame filling the screen is no row")
            << u"FrameLayout||@0,0,1080,1800"_qs << QStringList { u"TextView||Theme"_qs, u"TextView||Dark theme"_qs }
            << QStringList {};
    }
    void labelsByWhatTheyOpen()
    {
        QFETCH(QString, row);
        QFETCH(QStringList, opened);
        QFETCH(QStringList, labels);
        const QString bar = u"TextView||Battery 100 percent."_qs;
        ExecutionModel m;
        m.screens.append(screenOf(u"A"_qs,
                                  { bar, u"TextView||User interface"_qs, u"RelativeLayout||"_qs, u"TextView||Theme"_qs,
                                    u"TextView||Light theme"_qs, u"RelativeLayout||"_qs, u"TextView||Basemap"_qs,
                                    u"TextView||Streets"_qs }));
        m.screens.append(screenOf(u"B"_qs, opened));
        for (const QString &id : { u"C"_qs, u"D"_qs, u"E"_qs, u"F"_qs })
            m.screens.append(screenOf(id, { bar, u"TextView||" + id }));
        Interaction e = interaction(u"click"_qs, row);
        e.sourceId = u"A"_qs;
        e.targetId = u"B"_qs;
        m.interactions.append(e);
        // The device's screen, as far as the model knows it, from the other recorded interactions.
        Interaction up = interaction(u"click"_qs, u"ImageButton|up|@0,63,147,147"_qs);
        Interaction ok = interaction(u"click"_qs, u"Button|ok|OK@700,1700,300,126"_qs);
        up.sourceId = ok.sourceId = up.targetId = ok.targetId = u"C"_qs;
        m.interactions += { up, ok };
        m.reindex();
        QCOMPARE(ComponentText::labelsByWhatTheyOpen(m).value(e.id), labels);
    }

    /*! "Fields" in Field Book: the entry of the app's main menu, not the app's icon on the home screen. */
    void analyzerLeavesTheAppIconToLaunches()
    {
        ExecutionModel m;
        m.appVersion = u"1-com.fieldbook.tracker-4.3.3"_qs;
        Screen home = screenOf(u"H"_qs, { u"TextView|icon|Field Book"_qs });
        home.name = u"NexusLauncherActivity"_qs;
        Screen menu = screenOf(u"A"_qs, { u"TextView|config_title|Fields"_qs, u"TextView|config_title|Traits"_qs });
        menu.name = u"ConfigActivity"_qs;
        m.screens = { home, menu };
        Interaction icon = interaction(u"click"_qs, u"TextView|icon|Field Book@641,813,202,258"_qs);
        icon.sourceId = u"H"_qs;
        icon.targetId = u"A"_qs;
        // As many of the step's words as the icon shows: only the factor on the icon tells them apart.
        Interaction fields = interaction(u"click"_qs, u"TextView|config_title|Field list@131,250,315,71"_qs);
        fields.sourceId = fields.targetId = u"A"_qs;
        m.interactions = { icon, fields };
        m.reindex();
        QCOMPARE(ComponentText::launchIcons(m), (QSet<QString> { icon.id }));
        OfflineAnalyzer analyzer;
        const QList<InteractionMatch> got = analyzer.mapStep(step(u"click"_qs, u"tap"_qs, u"Fields"_qs), m, { 0, 1 });
        QVERIFY(!got.isEmpty());
        QCOMPARE(got.first().interaction, 1);
    }

    void switchRowLabels()
    {
        // The FTP server's settings: a status row, a category, then two rows whose switches show "ON".
        const Screen ftp
            = screenOf(u"A"_qs,
                       { u"TextView||FTP server"_qs, u"TextView|title|Status"_qs, u"TextView|summary|Not started"_qs,
                         u"Switch|switchWidget|OFF"_qs, u"TextView|title|URL"_qs, u"TextView||Configuration"_qs,
                         u"TextView|title|Anonymous login"_qs, u"Switch|switchWidget|ON"_qs,
                         u"TextView|title|Allow writing"_qs, u"Switch|switchWidget|ON"_qs });
        QCOMPARE(ComponentText::switchRowLabels(component(u"Switch|switchWidget|ON"_qs), ftp),
                 (QStringList { u"Anonymous login"_qs, u"Configuration"_qs, u"Allow writing"_qs }));
        QCOMPARE(ComponentText::switchRowLabels(component(u"Switch|switchWidget|OFF"_qs), ftp),
                 (QStringList { u"Not started"_qs, u"Status"_qs }));
        QVERIFY(ComponentText::switchRowLabels(component(u"Button|save|Save"_qs), ftp).isEmpty());
        QCOMPARE(ComponentText::switchShowsOn(component(u"Switch|switchWidget|ON"_qs)), std::optional<bool>(true));
        QCOMPARE(ComponentText::switchShowsOn(component(u"ToggleButton||off"_qs)), std::optional<bool>(false));
        QCOMPARE(ComponentText::switchShowsOn(component(u"TextView||ON"_qs)), std::nullopt);
    }

    void wantedSwitchState_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<QString>("object");
        QTest::addColumn<QString>("object2");
        QTest::addColumn<int>("wanted"); // 1 on, 0 off, -1 none
        QTest::newRow("turn off") << "turn off"
                                  << "\"Anonymous login\""
                                  << "" << 0;
        QTest::newRow("switch on") << "switch on"
                                   << "the animation"
                                   << "" << 1;
        QTest::newRow("label then state") << "click"
                                          << "Material Design 2 on"
                                          << "" << 1;
        QTest::newRow("set to OFF") << "set"
                                    << "File list animation"
                                    << "OFF" << 0;
        QTest::newRow("enabled") << "enabled"
                                 << "Tap to reveal"
                                 << "" << 1;
        QTest::newRow("disable") << "disable"
                                 << "crash reports"
                                 << "" << 0;
        QTest::newRow("tap on a label") << "tap"
                                        << "Settings"
                                        << "" << -1;
        QTest::newRow("on inside the name") << "tap"
                                            << "Turn on Wi-Fi hint"
                                            << "" << -1;
    }
    void wantedSwitchState()
    {
        QFETCH(QString, verb);
        QFETCH(QString, object);
        QFETCH(QString, object2);
        QFETCH(int, wanted);
        S2RStep step;
        step.verb = verb;
        step.object = object;
        step.object2 = object2;
        const std::optional<bool> got = StepMatcher::wantedSwitchState(step);
        QCOMPARE(got ? int(*got) : -1, wanted);
    }

    /*! Screens are "Class|id|text@x,y,w,h" in document order (no "@": no bounds). */
    void inNavigationDrawer_data()
    {
        QTest::addColumn<QStringList>("screen");
        QTest::addColumn<QString>("component");
        QTest::addColumn<int>("place");
        const int inside = int(ComponentText::DrawerPlace::Inside);
        const int outside = int(ComponentText::DrawerPlace::Outside);
        const int unknown = int(ComponentText::DrawerPlace::Unknown);
        const QString item = u"CheckedTextView|design_menu_item_text|Export…"_qs;
        QTest::newRow("after a nav view")
            << QStringList { u"DrawerLayout|drawer_layout|"_qs, u"FrameLayout|nav_view|"_qs, item } << item << inside;
        QTest::newRow("after a NavigationView") << QStringList { u"NavigationView||"_qs, item } << item << inside;
        QTest::newRow("after a drawer list") << QStringList { u"ListView|left_drawer|"_qs, item } << item << inside;
        QTest::newRow("the drawer layout holds the content too")
            << QStringList { u"DrawerLayout|drawer_layout|"_qs, u"TextView|menu_save|Export"_qs }
            << "TextView|menu_save|Export" << outside;
        QTest::newRow("the drawer layout whose id names the drawer")
            << QStringList { u"androidx.drawerlayout.widget.DrawerLayout|drawer|"_qs, u"TextView|menu_save|Export"_qs }
            << "TextView|menu_save|Export" << outside;
        QTest::newRow("content before the drawer")
            << QStringList { u"TextView|menu_save|Export"_qs, u"FrameLayout|nav_view|"_qs, item }
            << "TextView|menu_save|Export" << outside;
        QTest::newRow("the system navigation bar is no drawer")
            << QStringList { u"View|navigationBarBackground|"_qs, u"TextView|menu_save|Export"_qs }
            << "TextView|menu_save|Export" << outside;
        QTest::newRow("a labelled button is no container")
            << QStringList { u"ImageButton|nav_button|Navigation drawer opened"_qs, u"TextView|menu_save|Export"_qs }
            << "TextView|menu_save|Export" << outside;
        QTest::newRow("bounds: beside the drawer")
            << QStringList { u"FrameLayout|nav_view|@0,0,700,1920"_qs, u"TextView|menu_save|Export@800,60,200,100"_qs }
            << "TextView|menu_save|Export@800,60,200,100" << outside;
        QTest::newRow("bounds: in the drawer")
            << QStringList { u"FrameLayout|nav_view|@0,0,700,1920"_qs,
                             u"CheckedTextView|design_menu_item_text|Export…@0,600,700,120"_qs }
            << "CheckedTextView|design_menu_item_text|Export…@0,600,700,120" << inside;
        QTest::newRow("not on the screen") << QStringList { u"FrameLayout|nav_view|"_qs } << item << unknown;
    }
    void inNavigationDrawer()
    {
        QFETCH(QStringList, screen);
        QFETCH(QString, component);
        QFETCH(int, place);
        QCOMPARE(int(ComponentText::inNavigationDrawer(::component(component), screenOf(u"A"_qs, screen))), place);
    }

    /*! "from the left tray" names the navigation drawer: its item, not the form's button of the same name. */
    void analyzerPrefersTheNamedDrawer_data()
    {
        QTest::addColumn<QString>("object2");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("left tray") << "left tray" << QStringList { u"drawer"_qs };
        QTest::newRow("side menu") << "the side menu" << QStringList { u"drawer"_qs };
        QTest::newRow("navigation drawer") << "the navigation drawer" << QStringList { u"drawer"_qs };
        QTest::newRow("no container named") << "" << QStringList { u"drawer"_qs, u"form"_qs };
        QTest::newRow("a navigation bar is no drawer")
            << "the bottom navigation bar" << QStringList { u"drawer"_qs, u"form"_qs };
    }
    void analyzerPrefersTheNamedDrawer()
    {
        QFETCH(QString, object2);
        QFETCH(QStringList, expected);
        const QString drawerItem = u"CheckedTextView|design_menu_item_text|Export…|"_qs;
        const QString formButton = u"TextView|menu_save|Export|Export"_qs;
        ExecutionModel m;
        m.screens = { screenOf(u"D"_qs,
                               { u"DrawerLayout|drawer_layout||"_qs, u"TextView||Accounts|"_qs,
                                 u"FrameLayout|nav_view||"_qs, drawerItem }),
                      screenOf(u"F"_qs, { u"TextView||Export Transactions|"_qs, formButton }) };
        Interaction toForm = interaction(u"click"_qs, drawerItem);
        toForm.id = u"drawer"_qs;
        toForm.sourceId = u"D"_qs;
        toForm.targetId = u"F"_qs;
        Interaction save = interaction(u"click"_qs, formButton);
        save.id = u"form"_qs;
        save.sourceId = u"F"_qs;
        save.targetId = u"D"_qs;
        m.interactions = { toForm, save };
        m.reindex();
        OfflineAnalyzer analyzer;
        QStringList got;
        for (const InteractionMatch &im :
             analyzer.mapStep(step(u"click"_qs, u"select"_qs, u"\"Export...\""_qs, object2), m, { 0, 1 }))
            got.append(m.interactions.at(im.interaction).id);
        got.sort();
        QCOMPARE(got, expected);
    }

    /*! AstroBR records SystemUI's BACK_MODAL key for touches anywhere, keeping the touch point: the step is
     *  matched against what the point hit (a list row, the overflow button), never the key. */
    void analyzerMatchesRecordedKeys_data()
    {
        QTest::addColumn<S2RStep>("s");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("long click on an element in the list")
            << step(u"long click"_qs, u"long click"_qs, u"Element"_qs, u"List"_qs) << QStringList { u"row"_qs };
        QTest::newRow("long click an item")
            << step(u"long click"_qs, u"long press"_qs, u"an item"_qs) << QStringList { u"row"_qs };
        QTest::newRow("long click any task")
            << step(u"long click"_qs, u"long click"_qs, u"any task"_qs) << QStringList { u"row"_qs };
        QTest::newRow("a named row is not known")
            << step(u"long click"_qs, u"long click"_qs, u"the Groceries task"_qs) << QStringList {};
        QTest::newRow("dots") << step(u"click"_qs, u"click"_qs, u"\"...\""_qs) << QStringList { u"overflow"_qs };
        QTest::newRow("more options") << step(u"click"_qs, u"tap"_qs, u"More options"_qs)
                                      << QStringList { u"overflow"_qs };
        QTest::newRow("overflow menu") << step(u"click"_qs, u"open"_qs, u"the overflow menu"_qs)
                                       << QStringList { u"overflow"_qs };
        QTest::newRow("press back") << step(u"back"_qs, u"press"_qs, u"back"_qs) << QStringList { u"bar"_qs };
        QTest::newRow("named button") << step(u"click"_qs, u"click"_qs, u"Add task"_qs) << QStringList { u"add"_qs };
    }
    void analyzerMatchesRecordedKeys()
    {
        QFETCH(S2RStep, s);
        QFETCH(QStringList, expected);
        ExecutionModel m;
        m.screens
            = { screenOf(u"A"_qs, { u"TextView|title|Tasks|@0,63,1080,147"_qs, u"ListView|list||@0,210,1080,1584"_qs }),
                screenOf(u"B"_qs, {}) };
        const auto add = [&m](const QString &id, const QString &action, const QString &spec) {
            Interaction e = interaction(action, spec);
            e.id = id;
            e.sourceId = u"A"_qs;
            e.targetId = u"B"_qs;
            m.interactions.append(e);
        };
        const QString key = u"com.android.systemui.statusbar.policy.KeyButtonView|BACK_MODAL||"_qs;
        add(u"row"_qs, u"long click"_qs, key + u"@500,600,0,0"_qs);
        add(u"overflow"_qs, u"click"_qs, key + u"@1030,130,0,0"_qs);
        add(u"bar"_qs, u"click"_qs, key + u"@300,1850,0,0"_qs);
        add(u"add"_qs, u"click"_qs, u"Button|add_task|Add task|@0,1700,540,94"_qs);
        m.reindex();
        QCOMPARE(ComponentText::keyTouch(m.interactions.at(0), &m), ComponentText::KeyTouch::ListRow);
        QCOMPARE(ComponentText::keyTouch(m.interactions.at(1), &m), ComponentText::KeyTouch::Overflow);
        QCOMPARE(ComponentText::keyTouch(m.interactions.at(2), &m), ComponentText::KeyTouch::NotAKey);
        OfflineAnalyzer analyzer;
        QStringList got;
        for (const InteractionMatch &im : analyzer.mapStep(s, m, { 0, 1, 2, 3 }))
            got.append(m.interactions.at(im.interaction).id);
        got.sort();
        QCOMPARE(got, expected);
    }

    /*! A form label names a value the step cannot name ("Since", not "Oct 2, 2024"). */
    void mapsByFormLabel_data()
    {
        QTest::addColumn<S2RStep>("s");
        QTest::addColumn<QString>("label");
        QTest::addColumn<bool>("maps");
        const S2RStep since = step(u"unknown"_qs, u"default"_qs, u"value"_qs, u"\"Since\""_qs);
        QTest::newRow("by its label") << since << "Since" << true;
        QTest::newRow("without a label") << since << "" << false;
        QTest::newRow("other label") << since << "Until" << false;
        QTest::newRow("plain step") << step(u"click"_qs, u"tap"_qs, u"the start date"_qs) << "Since" << true;
    }
    void mapsByFormLabel()
    {
        QFETCH(S2RStep, s);
        QFETCH(QString, label);
        QFETCH(bool, maps);
        StepMatcher matcher(Lexicon::instance());
        const double score
            = matcher.score(s, interaction(u"click"_qs, u"TextView|export_start_date|Oct 2, 2024|"_qs), {}, { label });
        QVERIFY2((score >= StepMatcher::Threshold) == maps, qPrintable(u"score %1"_qs.arg(score)));
    }
    void describeOnScreen()
    {
        QFETCH(QString, component);
        QFETCH(QStringList, screen);
        QFETCH(QStringList, others);
        QFETCH(QString, text);
        const ExecutionModel m = modelWith(component, screen, others, {});
        QCOMPARE(ComponentText::describe(m.interactions.first(), &m), text);
    }

    void positionWords_data()
    {
        QTest::addColumn<QString>("phrase");
        QTest::addColumn<QStringList>("ordinals");
        QTest::newRow("before a noun") << "the second transaction" << QStringList { u"second"_qs };
        QTest::newRow("numbered") << "the 3rd account" << QStringList { u"3rd"_qs };
        QTest::newRow("eleventh") << "the 11th row" << QStringList { u"11th"_qs };
        QTest::newRow("last, capitalised") << "the Last entry" << QStringList { u"last"_qs };
        QTest::newRow("quoted: a label") << "the \"First\" tab" << QStringList {};
        QTest::newRow("curly quotes: a label") << "\u201CSecond\u201D" << QStringList {};
        QTest::newRow("German quotes: a label") << "the \u201EFirst\u201C tab" << QStringList {};
        QTest::newRow("German single quotes: a label") << "the \u201AFirst\u2018 tab" << QStringList {};
        QTest::newRow("French quotes: a label") << "the \u00ABSecond\u00BB tab" << QStringList {};
        QTest::newRow("alone: a label") << "First" << QStringList {};
        QTest::newRow("with a determiner only") << "the last" << QStringList {};
        QTest::newRow("with a prop-word only") << "the second one" << QStringList {};
        QTest::newRow("next is a label") << "the next button" << QStringList {};
        QTest::newRow("a number is no ordinal") << "the 3 accounts" << QStringList {};
    }
    void positionWords()
    {
        QFETCH(QString, phrase);
        QFETCH(QStringList, ordinals);
        QCOMPARE(FunctionWords::positionWords(phrase), QSet<QString>(ordinals.cbegin(), ordinals.cend()));
    }

    void maps_data()
    {
        QTest::addColumn<S2RStep>("s");
        QTest::addColumn<Interaction>("e");
        QTest::addColumn<bool>("maps");
        // Exact words, text or resource id.
        QTest::newRow("text") << step(u"click"_qs, u"press"_qs, u"save"_qs)
                              << interaction(u"click"_qs, u"TextView|menu_save|Save|Save"_qs) << true;
        QTest::newRow("the dimmed area is outside the sheet")
            << step(u"click"_qs, u"tap"_qs, u"the dimmed area above it"_qs)
            << interaction(u"click"_qs, u"View|touch_outside||"_qs) << true;
        // An icon named by its look says what it does: "+" adds, so a control that creates is no other action.
        QTest::newRow("the plus creates") << step(u"click"_qs, u"tap"_qs, u"the +"_qs)
                                          << interaction(u"click"_qs, u"ImageButton|fab_create_account||"_qs) << true;
        QTest::newRow("a symbol as written") << step(u"click"_qs, u"tap"_qs, u"the \u221e value"_qs)
                                             << interaction(u"click"_qs, u"TextView||\u221e|"_qs) << true;
        QTest::newRow("no symbol written") << step(u"click"_qs, u"tap"_qs, u"the value"_qs)
                                           << interaction(u"click"_qs, u"TextView||\u221e|"_qs) << false;
        QTest::newRow("the minus decreases")
            << step(u"click"_qs, u"tap"_qs, u"the minus under the month"_qs)
            << interaction(u"click"_qs, u"ImageButton|decrement||Decrease month"_qs) << true;
        // The verb is the control's whole label; the object is what it acts on.
        QTest::newRow("verb as the label") << step(u"unknown"_qs, u"saved"_qs, u"the transaction"_qs)
                                           << interaction(u"click"_qs, u"TextView|menu_save|Save|"_qs) << true;
        QTest::newRow("a noun of the verb's stem is no label of it")
            << step(u"unknown"_qs, u"set"_qs, u"the date"_qs) << interaction(u"click"_qs, u"TextView||Settings|"_qs)
            << false;
        QTest::newRow("another verb than the label")
            << step(u"unknown"_qs, u"deleted"_qs, u"the transaction"_qs)
            << interaction(u"click"_qs, u"TextView|menu_save|Save|"_qs) << false;
        // A dialog's answer is named by its own word; "delete" is a WordNet synonym of "cancel", not that answer.
        QTest::newRow("a synonym names no dialog answer")
            << step(u"click"_qs, u"choose"_qs, u"delete"_qs) << interaction(u"click"_qs, u"Button|button2|Cancel|"_qs)
            << false;
        QTest::newRow("a kind alone names an answer button too")
            << step(u"click"_qs, u"tap"_qs, u"the button"_qs) << interaction(u"click"_qs, u"Button|button2|Cancel|"_qs)
            << true;
        QTest::newRow("a dialog answer by its word") << step(u"click"_qs, u"press"_qs, u"cancel"_qs)
                                                     << interaction(u"click"_qs, u"Button|button2|Cancel|"_qs) << true;
        // Ticking names a check box or switch; the object is the text beside it, on no component of its own.
        QTest::newRow("ticking a check box without words")
            << step(u"click"_qs, u"ticked"_qs, u"0808-2F10"_qs)
            << interaction(u"click"_qs, u"CheckBox|file_check_box||"_qs) << true;
        QTest::newRow("unticking, unknown to WordNet")
            << step(u"click"_qs, u"unticked"_qs, u"emulated"_qs)
            << interaction(u"click"_qs, u"CheckBox|file_check_box||"_qs) << true;
        QTest::newRow("ticking is no click on a button") << step(u"click"_qs, u"ticked"_qs, u"0808-2F10"_qs)
                                                         << interaction(u"click"_qs, u"ImageButton|fab||"_qs) << false;
        QTest::newRow("ticking a check box of other words")
            << step(u"click"_qs, u"tick"_qs, u"\"Scan sound\""_qs)
            << interaction(u"click"_qs, u"CheckBox|cb|Vibrate|"_qs) << false;
        // A paragraph (an abstract) holds a short step's words by chance; a quoted phrase of it names it.
        const QString abstract
            = u"TextView|abstract|This talk will begin with a definition and a quick history of AI and famous "
              "failed predictions, and what can be done now|"_qs;
        QTest::newRow("a paragraph is no label")
            << step(u"click"_qs, u"tap"_qs, u"the talk"_qs) << interaction(u"click"_qs, abstract) << false;
        QTest::newRow("a quoted phrase of a paragraph") << step(u"click"_qs, u"tap"_qs, u"\"a quick history of AI\""_qs)
                                                        << interaction(u"click"_qs, abstract) << true;
        QTest::newRow("resource id words")
            << step(u"click"_qs, u"click"_qs, u"split icon"_qs)
            << interaction(u"click"_qs, u"ImageView|btn_split_editor||Open split editor"_qs) << true;
        QTest::newRow("camelCase id") << step(u"click"_qs, u"tap"_qs, u"the save fillup button"_qs)
                                      << interaction(u"click"_qs, u"Button|btn_save_fillup||"_qs) << true;
        QTest::newRow("description") << step(u"click"_qs, u"tap"_qs, u"the navigation drawer"_qs)
                                     << interaction(u"click"_qs, u"ImageButton|||Navigation drawer opened"_qs) << true;
        QTest::newRow("quoted label with punctuation")
            << step(u"click"_qs, u"select"_qs, u"\"Export...\""_qs, u"left tray"_qs)
            << interaction(u"click"_qs, u"CheckedTextView|design_menu_item_text|Export…|"_qs) << true;
        S2RStep typed = step(u"type"_qs, u"insert"_qs, QString());
        typed.value = u"testtask"_qs;
        QTest::newRow("a typed value needs no field name")
            << typed << interaction(u"type"_qs, u"EditText|task_edit_name_edit||"_qs) << true;
        QTest::newRow("a typed value is not a click")
            << typed << interaction(u"click"_qs, u"Button|btn_ok|OK|"_qs) << false;
        QTest::newRow("a symbol named in parentheses")
            << step(u"click"_qs, u"click"_qs, u"\"...\" (More Options...)"_qs)
            << interaction(u"click"_qs, u"ImageButton|||More options"_qs) << true;
        QTest::newRow("check box") << step(u"click"_qs, u"check"_qs, u"\"Delete transactions after export\""_qs)
                                   << interaction(
                                          u"click"_qs,
                                          u"CheckBox|checkbox_post_export_delete|Delete transactions after export|"_qs)
                                   << true;
        // Inflection and WordNet.
        QTest::newRow("plural") << step(u"click"_qs, u"go into"_qs, u"favorites"_qs)
                                << interaction(u"click"_qs, u"TextView||Favorite|"_qs) << true;
        QTest::newRow("lemma of verb-derived noun")
            << step(u"click"_qs, u"open"_qs, u"settings"_qs)
            << interaction(u"click"_qs, u"CheckedTextView|design_menu_item_text|Settings|"_qs) << true;
        QTest::newRow("synonym") << step(u"click"_qs, u"tap"_qs, u"the erase button"_qs)
                                 << interaction(u"click"_qs, u"Button|btn_delete|Delete|"_qs) << true;
        QTest::newRow("GUI synonym") << step(u"click"_qs, u"went to"_qs, u"preferences"_qs)
                                     << interaction(u"click"_qs, u"CheckedTextView|design_menu_item_text|Settings|"_qs)
                                     << true;
        QTest::newRow("abbreviation fav") << step(u"click"_qs, u"tap"_qs, u"favorite"_qs)
                                          << interaction(u"click"_qs, u"TextView|item_fav||"_qs) << true;
        QTest::newRow("plural abbreviation stats") << step(u"click"_qs, u"go to"_qs, u"stats"_qs)
                                                   << interaction(u"click"_qs, u"TextView||Statistics|"_qs) << true;
        QTest::newRow("plural abbreviation prefs")
            << step(u"click"_qs, u"open"_qs, u"the prefs"_qs)
            << interaction(u"click"_qs, u"TextView|title|Preferences|"_qs) << true;
        QTest::newRow("one of listed alternatives")
            << step(u"click"_qs, u"choose"_qs, u"Email, Nextcloud or WebDAV"_qs)
            << interaction(u"click"_qs, u"CheckedTextView||Nextcloud|"_qs) << true;
        QTest::newRow("none of listed alternatives")
            << step(u"click"_qs, u"choose"_qs, u"Email, Nextcloud or WebDAV"_qs)
            << interaction(u"click"_qs, u"CheckedTextView||Bluetooth|"_qs) << false;
        QTest::newRow("distinctive verb") << step(u"unknown"_qs, u"edit"_qs, u"the account"_qs)
                                          << interaction(u"click"_qs, u"TextView|title|Edit Account|"_qs) << true;
        QTest::newRow("typing into a field") << step(u"type"_qs, u"enter"_qs, u"the account name"_qs)
                                             << interaction(u"type"_qs, u"EditText|input_account_name||"_qs) << true;
        // "edit" in a text field's id is the widget kind, not an edit action the step would have to name.
        S2RStep named = step(u"type"_qs, u"enter"_qs, u"the name"_qs);
        named.value = u"Work"_qs;
        QTest::newRow("typing into a field whose id says edit")
            << named << interaction(u"type"_qs, u"EditText|task_edit_name_edit||"_qs) << true;
        QTest::newRow("typing into an edit text field")
            << step(u"type"_qs, u"type"_qs, u"the name"_qs)
            << interaction(u"type"_qs, u"AppCompatEditText|name_edit_text||"_qs) << true;
        QTest::newRow("an edit button still names an action")
            << step(u"click"_qs, u"tap"_qs, u"the name"_qs) << interaction(u"click"_qs, u"Button|btn_edit_name||"_qs)
            << false;
        QTest::newRow("long click on a list item") << step(u"long click"_qs, u"long click"_qs, u"item"_qs, u"list"_qs)
                                                   << interaction(u"long click"_qs, u"LinearLayout|||"_qs) << true;
        QTest::newRow("device back vs navigate up")
            << step(u"back"_qs, u"hit"_qs, u"BACK button"_qs)
            << interaction(u"click"_qs, u"ImageButton|||Navigate up"_qs) << true;
        QTest::newRow("open app") << step(u"open app"_qs, u"open"_qs, u"Mileage Tracker"_qs)
                                  << interaction(u"open app"_qs, QString()) << true;
        QTest::newRow("swipe") << step(u"swipe up"_qs, u"swipe"_qs, QString()) << interaction(u"swipe up"_qs, QString())
                               << true;
        // Must not map.
        QTest::newRow("other label") << step(u"click"_qs, u"press"_qs, u"save"_qs)
                                     << interaction(u"click"_qs, u"Button|btn_cancel|Cancel|"_qs) << false;
        QTest::newRow("only the class noun in common")
            << step(u"click"_qs, u"tap"_qs, u"the export button"_qs)
            << interaction(u"click"_qs, u"Button|btn_save|Next|"_qs) << false;
        QTest::newRow("action mismatch") << step(u"swipe"_qs, u"swipe"_qs, QString())
                                         << interaction(u"click"_qs, u"Button|btn_save|Next|"_qs) << false;
        QTest::newRow("open app is not a click") << step(u"open app"_qs, u"open"_qs, u"the app"_qs)
                                                 << interaction(u"click"_qs, u"Button|btn_save|Next|"_qs) << false;
        QTest::newRow("rotation maps nothing") << step(u"rotate"_qs, u"turn"_qs, u"the phone"_qs)
                                               << interaction(u"click"_qs, u"Button||Phone|"_qs) << false;
        QTest::newRow("unrelated words") << step(u"click"_qs, u"set"_qs, u"the color"_qs, u"an account"_qs)
                                         << interaction(u"click"_qs, u"TextView||Recent|"_qs) << false;
        QTest::newRow("unlabelled row") << step(u"click"_qs, u"click"_qs, u"Google Drive"_qs)
                                        << interaction(u"click"_qs, u"RelativeLayout|||"_qs) << false;
        // A step saying what it does ("save") is no description of a component that does not, tied to the object
        // only by a WordNet synonym (note ~ line) or by a word read as an abbreviation ("not" for "note").
        QTest::newRow("a synonym alone is no match for a saying verb")
            << step(u"unknown"_qs, u"save"_qs, u"a note"_qs) << interaction(u"click"_qs, u"Button||Line Chart|"_qs)
            << false;
        QTest::newRow("not is no abbreviation of note")
            << step(u"unknown"_qs, u"save"_qs, u"a note"_qs)
            << interaction(u"click"_qs, u"CheckBox||Tank was not filled to the top|"_qs) << false;
        QTest::newRow("the note itself") << step(u"unknown"_qs, u"save"_qs, u"a note"_qs)
                                         << interaction(u"click"_qs, u"TextView||Notes|"_qs) << true;
        // Swipe directions must agree; a swipe without one fits any.
        QTest::newRow("swipe left is not swipe right")
            << step(u"swipe left"_qs, u"swipe"_qs, QString()) << interaction(u"swipe right"_qs, QString()) << false;
        QTest::newRow("swipe up is not swipe down")
            << step(u"swipe up"_qs, u"swipe"_qs, QString()) << interaction(u"swipe down"_qs, QString()) << false;
        QTest::newRow("swipe left") << step(u"swipe left"_qs, u"swipe"_qs, QString())
                                    << interaction(u"swipe left"_qs, QString()) << true;
        QTest::newRow("direction in the object")
            << step(u"swipe"_qs, u"swipe"_qs, u"to the left"_qs) << interaction(u"swipe right"_qs, QString()) << false;
        QTest::newRow("direction in the object, same")
            << step(u"swipe"_qs, u"swipe"_qs, u"to the left"_qs) << interaction(u"swipe left"_qs, QString()) << true;
        QTest::newRow("no direction fits any")
            << step(u"swipe"_qs, u"swipe"_qs, QString()) << interaction(u"swipe right"_qs, QString()) << true;
        // A component showing a web or e-mail address is a link: the address is not matched, its id words are
        // (at StepMatcher::LinkFactor, enough for a step that names nothing else).
        QTest::newRow("link by its id")
            << step(u"click"_qs, u"select"_qs, u"an event"_qs)
            << interaction(u"click"_qs,
                           u"TextView|eventOnline|http://events.ccc.de/camp/2015/Fahrplan/events/6981.html|"_qs)
            << true;
        QTest::newRow("link without scheme, by its id")
            << step(u"click"_qs, u"open"_qs, u"the event"_qs)
            << interaction(u"click"_qs, u"TextView|event_link|events.ccc.de/camp/2015/events/6981.html|"_qs) << true;
        QTest::newRow("words of the address")
            << step(u"click"_qs, u"open"_qs, u"the camp page"_qs)
            << interaction(u"click"_qs,
                           u"TextView|eventOnline|http://events.ccc.de/camp/2015/Fahrplan/events/6981.html|"_qs)
            << false;
        QTest::newRow("words of an e-mail address")
            << step(u"click"_qs, u"tap"_qs, u"the example mail"_qs)
            << interaction(u"click"_qs, u"TextView|author|mail@example.org|"_qs) << false;
        QTest::newRow("link without id") << step(u"click"_qs, u"select"_qs, u"an event"_qs)
                                         << interaction(u"click"_qs,
                                                        u"TextView||http://events.example.org/events/6981.html|"_qs)
                                         << false;
        QTest::newRow("dotted name is no address")
            << step(u"click"_qs, u"tap"_qs, u"version 1.5"_qs)
            << interaction(u"click"_qs, u"TextView|version|Version 1.5|"_qs) << true;
        // A label the reporter read (quoted, or with the component's kind) is not found through the id of a
        // component that shows other words; values and texts without letters are no such words.
        QTest::newRow("the Save button is not a Next button with a save id")
            << step(u"click"_qs, u"click"_qs, u"the Save button"_qs)
            << interaction(u"click"_qs, u"Button|btn_save|Next|"_qs) << false;
        QTest::newRow("quoted Save is not a Next button with a save id")
            << step(u"click"_qs, u"tap"_qs, u"\"Save\""_qs) << interaction(u"click"_qs, u"Button|btn_save|Next|"_qs)
            << false;
        QTest::newRow("Save in French quotes is not a Next button with a save id")
            << step(u"click"_qs, u"tap"_qs, u"\u00ABSave\u00BB"_qs)
            << interaction(u"click"_qs, u"Button|btn_save|Next|"_qs) << false;
        QTest::newRow("Save in CJK brackets is not a Next button with a save id")
            << step(u"click"_qs, u"tap"_qs, u"\u300CSave\u300D"_qs)
            << interaction(u"click"_qs, u"Button|btn_save|Next|"_qs) << false;
        // A push button's label is read even when the step names no kind: "Tap Save" is not that "Next" button; an
        // icon without text is named by its id, and a radio button's text is one value among those its id names.
        QTest::newRow("bare Save is not a Next button with a save id")
            << step(u"click"_qs, u"tap"_qs, u"Save"_qs) << interaction(u"click"_qs, u"Button|btn_save|Next|"_qs)
            << false;
        QTest::newRow("bare Save is an icon with a save id")
            << step(u"click"_qs, u"tap"_qs, u"Save"_qs) << interaction(u"click"_qs, u"ImageButton|btn_save||"_qs)
            << true;
        QTest::newRow("any format is a radio button of the format group")
            << step(u"click"_qs, u"choose"_qs, u"a format"_qs)
            << interaction(u"click"_qs, u"RadioButton|radio_qif_format|QIF|"_qs) << true;
        QTest::newRow("a text without letters leaves the id")
            << step(u"click"_qs, u"tap"_qs, u"the add button"_qs) << interaction(u"click"_qs, u"Button|btn_add|+|"_qs)
            << true;
        QTest::newRow("a drop-down shows a value, not a name")
            << step(u"click"_qs, u"tap"_qs, u"the currency list"_qs)
            << interaction(u"click"_qs, u"Spinner|input_currency_spinner|USD|"_qs) << true;
        // "done" is a form of do, a synonym of make: auxiliaries bring no synonyms, either way round.
        QTest::newRow("Done is not make")
            << step(u"click"_qs, u"click"_qs, u"Done"_qs)
            << interaction(u"click"_qs, u"CheckBox|usage|Help make Chrome better|"_qs) << false;
        QTest::newRow("Done is not make (id)")
            << step(u"click"_qs, u"tap"_qs, u"Done"_qs)
            << interaction(u"click"_qs, u"CheckBox|make_default|This is the default vehicle|"_qs) << false;
        QTest::newRow("Done is done") << step(u"click"_qs, u"click"_qs, u"Done"_qs)
                                      << interaction(u"click"_qs, u"Button|btn_done|Done|"_qs) << true;
        // An ordinal places the object in a list ("the second transaction"): no label word, and none of its
        // WordNet senses ("second" the verb ~ "back"). Quoted, or alone, it is a label; "next" is no ordinal.
        QTest::newRow("the second transaction is no Back button")
            << step(u"click"_qs, u"tap"_qs, u"the second transaction"_qs)
            << interaction(u"click"_qs, u"Button|btn_back|Back|"_qs) << false;
        QTest::newRow("the second transaction is a transaction row")
            << step(u"click"_qs, u"tap"_qs, u"the second transaction"_qs)
            << interaction(u"click"_qs, u"TextView|transaction_name|Groceries|"_qs) << true;
        QTest::newRow("the third account is an account row")
            << step(u"click"_qs, u"tap"_qs, u"the third account"_qs)
            << interaction(u"click"_qs, u"TextView|account_name|Assets|"_qs) << true;
        QTest::newRow("quoted Second is no Back button")
            << step(u"click"_qs, u"tap"_qs, u"\"Second\""_qs) << interaction(u"click"_qs, u"Button|btn_back|Back|"_qs)
            << false;
        QTest::newRow("quoted First is a label") << step(u"click"_qs, u"tap"_qs, u"the \"First\" tab"_qs)
                                                 << interaction(u"click"_qs, u"TextView||First|"_qs) << true;
        QTest::newRow("a bare ordinal is a label")
            << step(u"click"_qs, u"tap"_qs, u"Last"_qs) << interaction(u"click"_qs, u"Button||Last|"_qs) << true;
        QTest::newRow("Next is no ordinal") << step(u"click"_qs, u"tap"_qs, u"the next button"_qs)
                                            << interaction(u"click"_qs, u"Button|btn_save|Next|"_qs) << true;
        // A label written as one names the component, even when its words name nothing elsewhere.
        QTest::newRow("a label of function words") << step(u"click"_qs, u"click"_qs, u"More…"_qs)
                                                   << interaction(u"click"_qs, u"TextView|title|More…|"_qs) << true;
        QTest::newRow("a quoted label of function words")
            << step(u"click"_qs, u"tap"_qs, u"\"all\""_qs) << interaction(u"click"_qs, u"Button||All|"_qs) << true;
        // "then back to the All tab": the place gone back to may be a tab the reporter taps.
        S2RStep backTo = step(u"unknown"_qs, u"back"_qs, QString(), u"the Favorites tab"_qs);
        backTo.preposition = u"to"_qs;
        QTest::newRow("back to a tab") << backTo << interaction(u"click"_qs, u"TextView||Favorites|"_qs) << true;
        QTest::newRow("back to a tab is no other tab")
            << backTo << interaction(u"click"_qs, u"TextView||Recent|"_qs) << false;
        QTest::newRow("a relative clause shows no words")
            << step(u"click"_qs, u"answered"_qs, u"NO"_qs, u"the dialog that follows"_qs)
            << interaction(u"click"_qs, u"TextView|button2|NO|"_qs) << true;
        QTest::newRow("the same words unwritten as a label name nothing")
            << step(u"click"_qs, u"tap"_qs, u"all of them"_qs) << interaction(u"click"_qs, u"Button||All|"_qs) << false;
        // A long press is not a click on the same component, however well the words fit.
        QTest::newRow("a long press is not a click") << step(u"long click"_qs, u"long-press"_qs, u"the Accounts"_qs)
                                                     << interaction(u"click"_qs, u"TextView||Accounts|"_qs) << false;
        QTest::newRow("a long press on an account is no click on Import my accounts")
            << step(u"long click"_qs, u"long-press"_qs, u"an account"_qs)
            << interaction(u"click"_qs, u"TextView||Import my accounts|"_qs) << false;
    }
    void maps()
    {
        QFETCH(S2RStep, s);
        QFETCH(Interaction, e);
        QFETCH(bool, maps);
        StepMatcher matcher(Lexicon::instance());
        const double score = matcher.score(s, e);
        QVERIFY(score >= 0 && score <= 1);
        QVERIFY2((score >= StepMatcher::Threshold) == maps,
                 qPrintable(u"score %1 for %2"_qs.arg(score).arg(s.bracketForm())));
    }

    void listOf_data()
    {
        QTest::addColumn<QString>("object");
        QTest::addColumn<QString>("list");
        QTest::newRow("one of") << u"one of the Fillup history"_qs << u"the Fillup history"_qs;
        QTest::newRow("any of") << u"any of the entries"_qs << u"the entries"_qs;
        QTest::newRow("some of") << u"some of my reports"_qs << u"my reports"_qs;
        QTest::newRow("a noun before of") << u"the color of an account"_qs << QString();
        QTest::newRow("no of") << u"one report"_qs << QString();
        QTest::newRow("a quoted name and what it is") << u"the \"Income\" account"_qs << u"account"_qs;
        QTest::newRow("a quoted label and a GUI noun") << u"the \"Save\" button"_qs << QString();
        QTest::newRow("a quoted label alone") << u"\"Anonymous login\""_qs << QString();
    }
    void listOf()
    {
        QFETCH(QString, object);
        QFETCH(QString, list);
        QCOMPARE(StepMatcher::listOf(step(u"click"_qs, u"click"_qs, object)), list);
    }

    /*! A screen is named by its activity and by what leads to it, or to another state of its activity, from
     *  elsewhere: short labels only, not the id or a row's long text. */
    void screenWords()
    {
        ExecutionModel m;
        for (const QString &spec :
             { u"A:Start state"_qs, u"B:TabsActivity(Window=Main)"_qs, u"C:FillupListActivity(Window=Main)"_qs,
               u"D:FillupListActivity(Window=Popup)"_qs }) {
            Screen s;
            s.id = spec.section(u':', 0, 0);
            s.name = spec.section(u':', 1);
            s.kind = s.id == u"A" ? Screen::Kind::Start : Screen::Kind::Normal;
            m.screens.append(s);
        }
        const QList<std::pair<QString, QString>> edges { { u"AB"_qs, QString() },
                                                         { u"BC"_qs, u"TextView|title|History|"_qs },
                                                         { u"BD"_qs,
                                                           u"TextView|row|A long row text of many words here|"_qs },
                                                         { u"CD"_qs, u"Button|btn_options|Options|"_qs } };
        for (const auto &[ends, spec] : edges) {
            Interaction e = interaction(spec.isEmpty() ? u"open app"_qs : u"click"_qs, spec);
            e.sourceId = ends.left(1);
            e.targetId = ends.mid(1);
            m.interactions.append(e);
        }
        m.reindex();
        QCOMPARE(ComponentText::screenWords(m, u"C"_qs), (QStringList { u"fillup"_qs, u"list"_qs, u"history"_qs }));
        QCOMPARE(ComponentText::screenWords(m, u"D"_qs), (QStringList { u"fillup"_qs, u"list"_qs, u"history"_qs }));
        QCOMPARE(ComponentText::screenWords(m, u"A"_qs), QStringList {});
        QCOMPARE(ComponentText::screenWords(m, u"nowhere"_qs), QStringList {});
    }

    /*! The analyzer takes form labels from the source screen's components. */
    void analyzerUsesFormLabels()
    {
        ExecutionModel m;
        m.screens.append(
            screenOf(u"A"_qs,
                     { u"TextView|label_export_date|Since|"_qs, u"TextView|export_start_date|Sep 17, 2024|"_qs,
                       u"TextView|menu_save|Export|Export"_qs }));
        for (const QString &spec :
             { u"TextView|export_start_date|Oct 2, 2024|"_qs, u"TextView|menu_save|Export|Export"_qs }) {
            Interaction e = interaction(u"click"_qs, spec);
            e.sourceId = e.targetId = u"A"_qs;
            m.interactions.append(e);
        }
        m.reindex();
        OfflineAnalyzer analyzer;
        const QList<InteractionMatch> got
            = analyzer.mapStep(step(u"unknown"_qs, u"default"_qs, u"value"_qs, u"\"Since\""_qs), m, { 0, 1 });
        QCOMPARE(got.size(), 1);
        QCOMPARE(got.first().interaction, 0);
    }

    /*! "Turn off "Anonymous login"": the switch of that row, and the one showing "ON" (the recorded tap on the same
     *  switch showing "OFF" turned it on). */
    void analyzerTurnsASwitchByItsRow()
    {
        ExecutionModel m;
        m.screens.append(screenOf(u"A"_qs,
                                  { u"TextView|title|Status"_qs, u"Switch|switchWidget|OFF"_qs,
                                    u"TextView|title|Anonymous login"_qs, u"Switch|switchWidget|ON"_qs }));
        for (const QString &spec :
             { u"Switch|switchWidget|OFF@916,270,122,71"_qs, u"Switch|switchWidget|OFF@916,764,122,71"_qs,
               u"Switch|switchWidget|ON@916,764,122,71"_qs }) {
            Interaction e = interaction(u"click"_qs, spec);
            e.sourceId = e.targetId = u"A"_qs;
            m.interactions.append(e);
        }
        m.reindex();
        OfflineAnalyzer analyzer;
        const QList<InteractionMatch> got
            = analyzer.mapStep(step(u"click"_qs, u"turn off"_qs, u"\"Anonymous login\""_qs, QString()), m, { 0, 1, 2 });
        QVERIFY(!got.isEmpty());
        QCOMPARE(got.first().interaction, 2);
    }

    /*! "Type a name" into a dialog whose only field is called "input": the only field takes it; with a second
     *  field on the screen the words would have to decide, and they do not. */
    void analyzerTypesIntoTheOnlyField()
    {
        ExecutionModel m;
        m.screens.append(screenOf(u"A"_qs, { u"EditText|input||"_qs, u"Button|ok|OK|"_qs, u"EditText|note||"_qs }));
        for (const auto &[action, spec] :
             { std::pair { u"type"_qs, u"EditText|input||"_qs }, std::pair { u"click"_qs, u"Button|ok|OK|"_qs },
               std::pair { u"type"_qs, u"EditText|input||"_qs }, std::pair { u"type"_qs, u"EditText|note||"_qs } }) {
            Interaction e = interaction(action, spec);
            e.sourceId = e.targetId = u"A"_qs;
            m.interactions.append(e);
        }
        m.reindex();
        OfflineAnalyzer analyzer;
        const QList<InteractionMatch> only
            = analyzer.mapStep(step(u"type"_qs, u"type"_qs, u"a name"_qs), m, { 0, 1, 2 });
        QCOMPARE(only.size(), 2);
        QCOMPARE(only.at(0).interaction, 0);
        QCOMPARE(only.at(1).interaction, 2);
        QCOMPARE(only.first().score, StepMatcher::OnlyFieldScore);
        QVERIFY(analyzer.mapStep(step(u"type"_qs, u"type"_qs, u"a name"_qs), m, { 0, 1, 2, 3 }).isEmpty());
        QVERIFY(analyzer.mapStep(step(u"click"_qs, u"tap"_qs, u"a name"_qs), m, { 0, 1, 2 }).isEmpty());
    }

    /*! "Open the menu" names what opens a menu: the drawer toggle or the overflow button (the one the words say),
     *  not a text or item of a kind reporters may call a menu entry. */
    void analyzerOpensTheNamedMenu_data()
    {
        QTest::addColumn<QString>("object");
        QTest::addColumn<QString>("screen");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("the menu") << "the menu"
                                  << "A" << QStringList { u"overflow"_qs, u"toggle"_qs };
        QTest::newRow("the main menu") << "the main menu"
                                       << "A" << QStringList { u"overflow"_qs, u"toggle"_qs };
        QTest::newRow("the navigation drawer") << "the navigation drawer"
                                               << "A" << QStringList { u"toggle"_qs };
        QTest::newRow("the side menu") << "the side menu"
                                       << "A" << QStringList { u"toggle"_qs };
        QTest::newRow("the hamburger menu") << "the hamburger menu"
                                            << "A" << QStringList { u"toggle"_qs };
        QTest::newRow("the overflow menu") << "the overflow menu"
                                           << "A" << QStringList { u"overflow"_qs };
        QTest::newRow("the options menu") << "the options menu"
                                          << "A" << QStringList { u"overflow"_qs };
        QTest::newRow("the three dots menu") << "the three dots menu"
                                             << "A" << QStringList { u"overflow"_qs };
        QTest::newRow("the kebab") << "the kebab"
                                   << "A" << QStringList { u"overflow"_qs };
        QTest::newRow("the three dots") << "the three dots"
                                        << "A" << QStringList { u"overflow"_qs };
        QTest::newRow("a named item is no opener") << "the Favorite menu"
                                                   << "A" << QStringList { u"favorite"_qs };
        QTest::newRow("an unlabelled icon opening the drawer") << "the side menu"
                                                               << "R" << QStringList { u"hamburger"_qs };
        QTest::newRow("the drawer before a row's menu icon") << "the menu"
                                                             << "R" << QStringList { u"hamburger"_qs };
        QTest::newRow("a row's menu icon, no action-bar item") << "the menu"
                                                               << "L" << QStringList { u"row menu"_qs };
        QTest::newRow("a Menu button") << "the menu"
                                       << "M" << QStringList { u"menu key"_qs };
    }
    void analyzerOpensTheNamedMenu()
    {
        QFETCH(QString, object);
        QFETCH(QString, screen);
        QFETCH(QStringList, expected);
        ExecutionModel m;
        const QString drawer = u"FrameLayout|nav_view||"_qs;
        m.screens
            = { screenOf(u"A"_qs, { u"TextView||Accounts|"_qs }),
                screenOf(u"AD"_qs,
                         { u"TextView||Accounts|"_qs, drawer, u"CheckedTextView|design_menu_item_text|Export…|"_qs }),
                screenOf(u"AP"_qs, { u"TextView||New Book|"_qs }),
                screenOf(u"R"_qs, { u"TextView||Reports|"_qs }),
                screenOf(u"RD"_qs, { drawer, u"CheckedTextView|design_menu_item_text|Settings|"_qs }),
                screenOf(u"M"_qs, {}),
                screenOf(u"W"_qs, {}),
                screenOf(u"L"_qs, { u"RecyclerView|account_recycler_view||"_qs }) };
        m.screens[0].name = m.screens[1].name = m.screens[2].name = u"AccountsActivity(Window=Main)"_qs;
        m.screens[2].name = u"AccountsActivity(Window=Popup Menu)"_qs;
        m.screens[3].name = m.screens[4].name = u"ReportsActivity(Window=Main)"_qs;
        m.screens[5].name = u"Mileage"_qs;
        m.screens[6].name = u"FirstRunWizardActivity"_qs;
        m.screens[7].name = u"AccountsActivity(Window=Main)"_qs;
        const auto add = [&m](const QString &id, const QString &from, const QString &to, const QString &spec) {
            Interaction e = interaction(u"click"_qs, spec);
            e.id = id;
            e.sourceId = from;
            e.targetId = to;
            m.interactions.append(e);
        };
        add(u"toggle"_qs, u"A"_qs, u"AD"_qs, u"ImageButton|||Navigation drawer opened"_qs);
        add(u"overflow"_qs, u"A"_qs, u"AP"_qs, u"ImageView|||More options"_qs);
        add(u"save"_qs, u"A"_qs, u"A"_qs, u"TextView|menu_save|Save|Save"_qs);
        add(u"favorite"_qs, u"A"_qs, u"A"_qs, u"TextView|menu_favorite_account||Favorite"_qs);
        add(u"item"_qs, u"A"_qs, u"W"_qs, u"CheckedTextView|text1|Let me handle it|"_qs);
        add(u"hamburger"_qs, u"R"_qs, u"RD"_qs, u"ImageButton|||"_qs);
        add(u"row menu"_qs, u"L"_qs, u"AP"_qs, u"ImageView|options_menu||"_qs);
        add(u"row menu on R"_qs, u"R"_qs, u"AP"_qs, u"ImageView|options_menu||"_qs);
        add(u"search"_qs, u"L"_qs, u"L"_qs, u"TextView|menu_search||Search"_qs);
        add(u"menu key"_qs, u"M"_qs, u"M"_qs, u"ImageView|menu||Menu"_qs);
        add(u"title"_qs, u"M"_qs, u"M"_qs, u"TextView|title|Task menu|"_qs);
        m.reindex();
        QList<int> candidates;
        for (int i = 0; i < m.interactions.size(); ++i) {
            if (m.interactions.at(i).sourceId == screen)
                candidates.append(i);
        }
        // An unlabelled icon whose touch shows the drawer is suggested as what it does.
        QCOMPARE(ComponentText::describe(*m.interaction(u"hamburger"_qs), &m), u"Open the navigation drawer"_qs);
        OfflineAnalyzer analyzer;
        QStringList got;
        for (const InteractionMatch &im : analyzer.mapStep(step(u"click"_qs, u"open"_qs, object), m, candidates))
            got.append(m.interactions.at(im.interaction).id);
        got.sort();
        QCOMPARE(got, expected);
    }

    /*! "Tap the kebab", "the three dots": the icon opens the overflow menu, and a component whose id only holds
     *  "menu" (an entry of the drawer, an action-bar item) is not it. */
    void iconOfAMenuOpensIt()
    {
        StepMatcher matcher(Lexicon::instance());
        for (const QString &object : { u"the kebab"_qs, u"the three dots"_qs }) {
            S2RStep s = step(u"click"_qs, u"tap"_qs, object);
            s.text = u"tap "_qs + object;
            QCOMPARE(StepMatcher::openedMenu(s), StepMatcher::MenuKind::Options);
            QVERIFY(matcher.score(s, interaction(u"click"_qs, u"ImageView|||More options"_qs), QString(), {})
                    >= StepMatcher::Threshold);
            QVERIFY(matcher.score(s, interaction(u"click"_qs, u"TextView|menu_search|Search|"_qs), QString(), {})
                    < StepMatcher::Threshold);
        }
    }

    void analyzerPicksNearBest_data()
    {
        QTest::addColumn<S2RStep>("s");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("exact label beats longer one")
            << step(u"click"_qs, u"tap"_qs, u"\"Export\""_qs) << QStringList { u"TextView|menu_save|Export|Export"_qs };
        QTest::newRow("quoted target") << step(u"click"_qs, u"select"_qs, u"Google Drive"_qs)
                                       << QStringList { u"CheckedTextView|text1|Google Drive|"_qs };
        QTest::newRow("generic object: several formats")
            << step(u"click"_qs, u"choose"_qs, u"any format"_qs)
            << QStringList { u"RadioButton|radio_qif_format|QIF|"_qs, u"RadioButton|radio_xml_format|XML|"_qs };
        QTest::newRow("nothing") << step(u"click"_qs, u"tap"_qs, u"the frobnicator"_qs) << QStringList {};
    }
    void analyzerPicksNearBest()
    {
        QFETCH(S2RStep, s);
        QFETCH(QStringList, expected);
        ExecutionModel m;
        Screen sc;
        sc.id = u"A"_qs;
        sc.name = u"FormActivity"_qs;
        m.screens.append(sc);
        for (const QString &c : { u"TextView|menu_save|Export|Export"_qs,
                                  u"CheckBox|checkbox_post_export_delete|Delete transactions after export|"_qs,
                                  u"CheckedTextView|text1|Google Drive|"_qs, u"CheckedTextView|text1|SD Card|"_qs,
                                  u"RadioButton|radio_qif_format|QIF|"_qs, u"RadioButton|radio_xml_format|XML|"_qs }) {
            Interaction e = interaction(u"click"_qs, c);
            e.sourceId = u"A"_qs;
            e.targetId = u"A"_qs;
            m.interactions.append(e);
        }
        m.reindex();
        OfflineAnalyzer analyzer;
        QCOMPARE(analyzer.name(), u"offline"_qs);
        QList<int> all;
        for (int i = 0; i < m.interactions.size(); ++i)
            all.append(i);
        QStringList got;
        for (const InteractionMatch &im : analyzer.mapStep(s, m, all))
            got.append(m.interactions.at(im.interaction).id);
        got.sort();
        expected.sort();
        QCOMPARE(got, expected);
        QCOMPARE(analyzer.calls(), 1);
    }
};

QTEST_GUILESS_MAIN(TestStepMatcher)
#include "tst_stepmatcher.moc"
