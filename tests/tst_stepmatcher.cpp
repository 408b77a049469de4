// SPDX-License-Identifier: GPL-3.0-or-later
// Step↔interaction matching (seed 000 §III-D1 offline): (step, interaction) → maps or not, and the
// OfflineAnalyzer's choice among the interactions of one screen.
#include "language/componenttext.h"
#include "language/lexicon.h"
#include "language/offlineanalyzer.h"
#include "language/stepmatcher.h"

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

/*! "click Button|btn_save|Next|" → a click on a Button with id btn_save, text Next, no description. */
Interaction interaction(const QString &action, const QString &component)
{
    Interaction e;
    e.id = component;
    e.action = actionTypeFromName(action);
    if (!component.isEmpty()) {
        const QStringList f = component.split(u'|');
        GuiComponent c;
        c.className = f.value(0);
        c.resourceId = f.value(1);
        c.text = f.value(2);
        c.contentDescription = f.value(3);
        e.component = c;
    }
    return e;
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
        QTest::newRow("snake") << "btn_save_fillup" << QStringList{u"btn"_qs, u"save"_qs, u"fillup"_qs};
        QTest::newRow("camel") << "fabCreateAccount" << QStringList{u"fab"_qs, u"create"_qs, u"account"_qs};
        QTest::newRow("class with $") << "ActionBar$Tab" << QStringList{u"action"_qs, u"bar"_qs, u"tab"_qs};
        QTest::newRow("acronym") << "HTTPServer2" << QStringList{u"http"_qs, u"server"_qs, u"2"_qs};
        QTest::newRow("package prefix") << "org.gnucash.android:id/menu_save" << QStringList{u"menu"_qs, u"save"_qs};
        QTest::newRow("empty") << "" << QStringList{};
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
        QTest::newRow("button") << "click" << "Button|btn_save|Next|" << "Click the \"Next\" button";
        QTest::newRow("field") << "type" << "EditText|input_account_name||" << "Type in the \"input account name\" field";
        QTest::newRow("description") << "click" << "ImageButton|||Navigation drawer opened"
                                     << "Click the \"Navigation drawer opened\" button";
        QTest::newRow("no label") << "click" << "RelativeLayout|||" << "Click the relative layout";
        QTest::newRow("open app") << "open app" << "" << "Open the app";
        QTest::newRow("swipe") << "swipe up" << "" << "Swipe up";
        QTest::newRow("long click") << "long click" << "TextView|title|Chaos Opening|" << "Long click the \"Chaos Opening\" text";
    }
    void describe()
    {
        QFETCH(QString, action);
        QFETCH(QString, component);
        QFETCH(QString, text);
        QCOMPARE(ComponentText::describe(interaction(action, component)), text);
    }

    void maps_data()
    {
        QTest::addColumn<S2RStep>("s");
        QTest::addColumn<Interaction>("e");
        QTest::addColumn<bool>("maps");
        // Exact words, text or resource id.
        QTest::newRow("text") << step(u"click"_qs, u"press"_qs, u"save"_qs) << interaction(u"click"_qs, u"TextView|menu_save|Save|Save"_qs) << true;
        QTest::newRow("resource id words") << step(u"click"_qs, u"click"_qs, u"split icon"_qs)
                                           << interaction(u"click"_qs, u"ImageView|btn_split_editor||Open split editor"_qs) << true;
        QTest::newRow("camelCase id") << step(u"click"_qs, u"tap"_qs, u"the save fillup button"_qs)
                                      << interaction(u"click"_qs, u"Button|btn_save_fillup||"_qs) << true;
        QTest::newRow("description") << step(u"click"_qs, u"tap"_qs, u"the navigation drawer"_qs)
                                     << interaction(u"click"_qs, u"ImageButton|||Navigation drawer opened"_qs) << true;
        QTest::newRow("quoted label with punctuation") << step(u"click"_qs, u"select"_qs, u"\"Export...\""_qs, u"left tray"_qs)
                                                       << interaction(u"click"_qs, u"CheckedTextView|design_menu_item_text|Export…|"_qs) << true;
        QTest::newRow("check box") << step(u"click"_qs, u"check"_qs, u"\"Delete transactions after export\""_qs)
                                   << interaction(u"click"_qs, u"CheckBox|checkbox_post_export_delete|Delete transactions after export|"_qs) << true;
        // Inflection and WordNet.
        QTest::newRow("plural") << step(u"click"_qs, u"go into"_qs, u"favorites"_qs) << interaction(u"click"_qs, u"TextView||Favorite|"_qs) << true;
        QTest::newRow("lemma of verb-derived noun") << step(u"click"_qs, u"open"_qs, u"settings"_qs)
                                                    << interaction(u"click"_qs, u"CheckedTextView|design_menu_item_text|Settings|"_qs) << true;
        QTest::newRow("synonym") << step(u"click"_qs, u"tap"_qs, u"the erase button"_qs)
                                 << interaction(u"click"_qs, u"Button|btn_delete|Delete|"_qs) << true;
        QTest::newRow("abbreviation fav") << step(u"click"_qs, u"tap"_qs, u"favorite"_qs)
                                          << interaction(u"click"_qs, u"TextView|item_fav||"_qs) << true;
        QTest::newRow("one of listed alternatives") << step(u"click"_qs, u"choose"_qs, u"Email, Nextcloud or WebDAV"_qs)
                                                    << interaction(u"click"_qs, u"CheckedTextView||Nextcloud|"_qs) << true;
        QTest::newRow("none of listed alternatives") << step(u"click"_qs, u"choose"_qs, u"Email, Nextcloud or WebDAV"_qs)
                                                     << interaction(u"click"_qs, u"CheckedTextView||Bluetooth|"_qs) << false;
        QTest::newRow("distinctive verb") << step(u"unknown"_qs, u"edit"_qs, u"the account"_qs)
                                          << interaction(u"click"_qs, u"TextView|title|Edit Account|"_qs) << true;
        QTest::newRow("typing into a field") << step(u"type"_qs, u"enter"_qs, u"the account name"_qs)
                                             << interaction(u"type"_qs, u"EditText|input_account_name||"_qs) << true;
        QTest::newRow("long click on a list item") << step(u"long click"_qs, u"long click"_qs, u"item"_qs, u"list"_qs)
                                                   << interaction(u"long click"_qs, u"LinearLayout|||"_qs) << true;
        QTest::newRow("device back vs navigate up") << step(u"back"_qs, u"hit"_qs, u"BACK button"_qs)
                                                    << interaction(u"click"_qs, u"ImageButton|||Navigate up"_qs) << true;
        QTest::newRow("open app") << step(u"open app"_qs, u"open"_qs, u"Mileage Tracker"_qs) << interaction(u"open app"_qs, QString()) << true;
        QTest::newRow("swipe") << step(u"swipe up"_qs, u"swipe"_qs, QString()) << interaction(u"swipe up"_qs, QString()) << true;
        // Must not map.
        QTest::newRow("other label") << step(u"click"_qs, u"press"_qs, u"save"_qs) << interaction(u"click"_qs, u"Button|btn_cancel|Cancel|"_qs) << false;
        QTest::newRow("only the class noun in common") << step(u"click"_qs, u"tap"_qs, u"the export button"_qs)
                                                       << interaction(u"click"_qs, u"Button|btn_save|Next|"_qs) << false;
        QTest::newRow("action mismatch") << step(u"swipe"_qs, u"swipe"_qs, QString()) << interaction(u"click"_qs, u"Button|btn_save|Next|"_qs) << false;
        QTest::newRow("open app is not a click") << step(u"open app"_qs, u"open"_qs, u"the app"_qs)
                                                 << interaction(u"click"_qs, u"Button|btn_save|Next|"_qs) << false;
        QTest::newRow("rotation maps nothing") << step(u"rotate"_qs, u"turn"_qs, u"the phone"_qs)
                                               << interaction(u"click"_qs, u"Button||Phone|"_qs) << false;
        QTest::newRow("unrelated words") << step(u"click"_qs, u"set"_qs, u"the color"_qs, u"an account"_qs)
                                         << interaction(u"click"_qs, u"TextView||Recent|"_qs) << false;
        QTest::newRow("unlabelled row") << step(u"click"_qs, u"click"_qs, u"Google Drive"_qs) << interaction(u"click"_qs, u"RelativeLayout|||"_qs) << false;
        // Swipe directions must agree; a swipe without one fits any.
        QTest::newRow("swipe left is not swipe right") << step(u"swipe left"_qs, u"swipe"_qs, QString())
                                                       << interaction(u"swipe right"_qs, QString()) << false;
        QTest::newRow("swipe up is not swipe down") << step(u"swipe up"_qs, u"swipe"_qs, QString())
                                                    << interaction(u"swipe down"_qs, QString()) << false;
        QTest::newRow("swipe left") << step(u"swipe left"_qs, u"swipe"_qs, QString()) << interaction(u"swipe left"_qs, QString()) << true;
        QTest::newRow("direction in the object") << step(u"swipe"_qs, u"swipe"_qs, u"to the left"_qs)
                                                 << interaction(u"swipe right"_qs, QString()) << false;
        QTest::newRow("direction in the object, same") << step(u"swipe"_qs, u"swipe"_qs, u"to the left"_qs)
                                                       << interaction(u"swipe left"_qs, QString()) << true;
        QTest::newRow("no direction fits any") << step(u"swipe"_qs, u"swipe"_qs, QString())
                                               << interaction(u"swipe right"_qs, QString()) << true;
        // A component showing a web address is a link: neither the address nor its id names it.
        QTest::newRow("link by its id") << step(u"click"_qs, u"select"_qs, u"an event"_qs)
                                        << interaction(u"click"_qs, u"TextView|eventOnline|http://events.ccc.de/camp/2015/Fahrplan/events/6981.html|"_qs)
                                        << false;
        QTest::newRow("link without scheme") << step(u"click"_qs, u"open"_qs, u"the event"_qs)
                                             << interaction(u"click"_qs, u"TextView|event_link|events.ccc.de/camp/2015/events/6981.html|"_qs)
                                             << false;
        QTest::newRow("e-mail") << step(u"click"_qs, u"tap"_qs, u"the author"_qs)
                                << interaction(u"click"_qs, u"TextView|author|mail@example.org|"_qs) << false;
        QTest::newRow("dotted name is no address") << step(u"click"_qs, u"tap"_qs, u"version 1.5"_qs)
                                                   << interaction(u"click"_qs, u"TextView|version|Version 1.5|"_qs) << true;
    }
    void maps()
    {
        QFETCH(S2RStep, s);
        QFETCH(Interaction, e);
        QFETCH(bool, maps);
        StepMatcher matcher(Lexicon::instance());
        const double score = matcher.score(s, e);
        QVERIFY(score >= 0 && score <= 1);
        QVERIFY2((score >= StepMatcher::Threshold) == maps, qPrintable(u"score %1 for %2"_qs.arg(score).arg(s.bracketForm())));
    }

    void analyzerPicksNearBest_data()
    {
        QTest::addColumn<S2RStep>("s");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("exact label beats longer one") << step(u"click"_qs, u"tap"_qs, u"\"Export\""_qs)
                                                      << QStringList{u"TextView|menu_save|Export|Export"_qs};
        QTest::newRow("quoted target") << step(u"click"_qs, u"select"_qs, u"Google Drive"_qs)
                                       << QStringList{u"CheckedTextView|text1|Google Drive|"_qs};
        QTest::newRow("generic object: several formats") << step(u"click"_qs, u"choose"_qs, u"any format"_qs)
                                                         << QStringList{u"RadioButton|radio_qif_format|QIF|"_qs, u"RadioButton|radio_xml_format|XML|"_qs};
        QTest::newRow("nothing") << step(u"click"_qs, u"tap"_qs, u"the frobnicator"_qs) << QStringList{};
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
        for (const QString &c : {u"TextView|menu_save|Export|Export"_qs, u"CheckBox|checkbox_post_export_delete|Delete transactions after export|"_qs,
                                 u"CheckedTextView|text1|Google Drive|"_qs, u"CheckedTextView|text1|SD Card|"_qs,
                                 u"RadioButton|radio_qif_format|QIF|"_qs, u"RadioButton|radio_xml_format|XML|"_qs}) {
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
