// SPDX-License-Identifier: GPL-3.0-or-later
#include "testdata.h"
#include "trace/screenabstraction.h"
#include "trace/uiautomatorreader.h"

#include <QCryptographicHash>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace StepWise;

namespace {
/*! One <node>; \a extra is raw attributes, e.g. `text="Hi" checked="true"`. */
QString n(const QString &cls, const QString &id, const QString &extra = {}, const QStringList &children = {},
          const QString &bounds = u"[0,0][1080,1794]"_qs)
{
    const QString attrs = u"class=\"android.widget."_qs + cls + u"\" resource-id=\""_qs
        + (id.isEmpty() ? QString() : u"org.example:id/"_qs + id) + u"\" package=\"org.example\" bounds=\""_qs + bounds
        + u"\" "_qs + extra;
    if (children.isEmpty())
        return u"<node "_qs + attrs + u"/>"_qs;
    return u"<node "_qs + attrs + u">"_qs + children.join(QString()) + u"</node>"_qs;
}

QString dump(const QStringList &windows)
{
    return u"<?xml version='1.0' encoding='UTF-8'?><hierarchy rotation=\"0\">"_qs + windows.join(QString())
        + u"</hierarchy>"_qs;
}

QString row(const QString &title, int i, int offset = 0)
{
    const int y = 200 + 150 * i + offset;
    const QString b = QStringLiteral("[0,%1][1080,%2]").arg(y).arg(y + 150);
    return n(u"LinearLayout"_qs, u"row"_qs, QStringLiteral("index=\"%1\"").arg(i),
             { n(u"TextView"_qs, u"title"_qs, u"text=\""_qs + title + u'"', {}, b) }, b);
}

QString notes(const QStringList &titles, int scroll = 0, const QString &heading = u"Notes"_qs,
              const QString &listClass = u"ListView"_qs)
{
    QStringList rows;
    for (int i = 0; i < titles.size(); ++i)
        rows.append(row(titles.at(i), i, scroll));
    return dump({ n(u"FrameLayout"_qs, {}, {},
                    { n(u"TextView"_qs, u"heading"_qs, u"text=\""_qs + heading + u'"'),
                      n(listClass, u"list"_qs, u"scrollable=\"true\""_qs, rows),
                      n(u"ImageButton"_qs, u"add"_qs, u"content-desc=\"Add note\""_qs) }) });
}

QString editor(const QString &text, bool checked = false, const QString &clock = u"12:41"_qs,
               const QString &desc = u"Save"_qs)
{
    return dump(
        { n(u"FrameLayout"_qs, {}, {},
            { n(u"TextClock"_qs, u"clock"_qs, u"text=\""_qs + clock + u'"'),
              n(u"EditText"_qs, u"note_text"_qs, u"text=\""_qs + text + u'"'),
              n(u"CheckBox"_qs, u"pin"_qs,
                checked ? u"checkable=\"true\" checked=\"true\""_qs : u"checkable=\"true\" checked=\"false\""_qs),
              n(u"Button"_qs, u"save"_qs, u"content-desc=\""_qs + desc + u'"') }) });
}

ScreenAbstractionOptions optionsFrom(const QString &spec)
{
    ScreenAbstractionOptions o;
    const QStringList flags = spec.split(u',', Qt::SkipEmptyParts);
    for (const QString &f : flags) {
        if (f == u"text")
            o.useStaticText = true;
        else if (f == u"nocollapse")
            o.collapseLists = false;
        else if (f == u"pkg")
            o.keepIdPackage = true;
        else if (f == u"flat")
            o.useStructure = false;
        else if (f == u"desc")
            o.useContentDescription = true;
        else if (f == u"deepitems")
            o.listItemDepth = -1;
        else if (f == u"noitems")
            o.listItemDepth = 0;
        else if (f == u"bounds")
            o.includeWindowBounds = true;
        else if (f == u"noclass")
            o.useClassName = false;
        else if (f == u"noid")
            o.useResourceId = false;
    }
    return o;
}

QList<UiNode> roots(const QString &xml)
{
    QString error;
    const auto d = UiAutomatorReader::read(xml.toUtf8(), u"test.xml"_qs, u"org.example"_qs, &error);
    if (!d)
        qFatal("fixture does not parse: %s", qPrintable(error));
    return d->roots;
}
} // namespace

class TestScreenAbstraction : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pairs_data();
    void pairs();
    void idIsSha256OfSignature();
    void reproducesBurtStateIds_data();
    void reproducesBurtStateIds();
    void volatileText_data();
    void volatileText();
};

void TestScreenAbstraction::pairs_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("options");
    QTest::addColumn<bool>("same");
    const QStringList three { u"Groceries"_qs, u"Ideas"_qs, u"Todo"_qs };
    const QStringList seven { u"A"_qs, u"B"_qs, u"C"_qs, u"D"_qs, u"E"_qs, u"F"_qs, u"G"_qs };
    QTest::newRow("identical") << editor(u"x"_qs) << editor(u"x"_qs) << QString() << true;
    QTest::newRow("EditText contents") << editor(u""_qs) << editor(u"Buy milk"_qs) << QString() << true;
    QTest::newRow("EditText contents, even with label texts")
        << editor(u""_qs) << editor(u"Buy milk"_qs) << u"text"_qs << true;
    QTest::newRow("clock text") << editor(u""_qs, false, u"12:41"_qs) << editor(u""_qs, false, u"9:05"_qs) << u"text"_qs
                                << true;
    QTest::newRow("checked state") << editor(u""_qs, false) << editor(u""_qs, true) << QString() << true;
    QTest::newRow("label text ignored by default")
        << notes(three, 0, u"Notes"_qs) << notes(three, 0, u"Archive"_qs) << QString() << true;
    QTest::newRow("label text counts when asked")
        << notes(three, 0, u"Notes"_qs) << notes(three, 0, u"Archive"_qs) << u"text"_qs << false;
    QTest::newRow("list length") << notes(three) << notes(seven) << QString() << true;
    QTest::newRow("list length, texts counted") << notes(three) << notes(seven) << u"text"_qs << true;
    QTest::newRow("list length, no collapsing") << notes(three) << notes(seven) << u"nocollapse"_qs << false;
    QTest::newRow("empty list vs items") << notes({}) << notes(three) << QString() << false;
    QTest::newRow("empty list vs items, items dropped") << notes({}) << notes(three) << u"noitems"_qs << true;
    QTest::newRow("scroll position") << notes(seven, 0) << notes(seven, -420) << QString() << true;
    QTest::newRow("recycler view collapses too") << notes(three, 0, u"N"_qs, u"RecyclerView"_qs)
                                                 << notes(seven, 0, u"N"_qs, u"RecyclerView"_qs) << QString() << true;
    QTest::newRow("list vs recycler") << notes(three) << notes(three, 0, u"Notes"_qs, u"RecyclerView"_qs) << QString()
                                      << false;
    QTest::newRow("class ignored when asked")
        << notes(three) << notes(three, 0, u"Notes"_qs, u"RecyclerView"_qs) << u"noclass,nocollapse"_qs << true;
    QTest::newRow("content-desc ignored by default")
        << editor(u""_qs, false, u"1:00"_qs, u"Save"_qs) << editor(u""_qs, false, u"1:00"_qs, u"Store"_qs) << QString()
        << true;
    QTest::newRow("content-desc counts when asked")
        << editor(u""_qs, false, u"1:00"_qs, u"Save"_qs) << editor(u""_qs, false, u"1:00"_qs, u"Store"_qs) << u"desc"_qs
        << false;
    const QString withButton
        = dump({ n(u"FrameLayout"_qs, {}, {}, { n(u"Button"_qs, u"ok"_qs), n(u"Button"_qs, u"cancel"_qs) }) });
    const QString oneButton = dump({ n(u"FrameLayout"_qs, {}, {}, { n(u"Button"_qs, u"ok"_qs) }) });
    const QString imageButton
        = dump({ n(u"FrameLayout"_qs, {}, {}, { n(u"ImageButton"_qs, u"ok"_qs), n(u"Button"_qs, u"cancel"_qs) }) });
    const QString otherId
        = dump({ n(u"FrameLayout"_qs, {}, {}, { n(u"Button"_qs, u"confirm"_qs), n(u"Button"_qs, u"cancel"_qs) }) });
    QTest::newRow("component added") << withButton << oneButton << QString() << false;
    QTest::newRow("class differs") << withButton << imageButton << QString() << false;
    QTest::newRow("resource id differs") << withButton << otherId << QString() << false;
    QTest::newRow("resource id ignored when asked") << withButton << otherId << u"noid"_qs << true;
    QString debugPackage = withButton;
    debugPackage.replace(u"org.example:id/"_qs, u"org.example.debug:id/"_qs);
    QTest::newRow("id package (debug build)") << withButton << debugPackage << QString() << true;
    QTest::newRow("id package kept when asked") << withButton << debugPackage << u"pkg"_qs << false;
    const QString nested = dump(
        { n(u"FrameLayout"_qs, {}, {}, { n(u"LinearLayout"_qs, u"bar"_qs, {}, { n(u"Button"_qs, u"ok"_qs) }) }) });
    const QString siblings
        = dump({ n(u"FrameLayout"_qs, {}, {}, { n(u"LinearLayout"_qs, u"bar"_qs), n(u"Button"_qs, u"ok"_qs) }) });
    QTest::newRow("tree shape") << nested << siblings << QString() << false;
    QTest::newRow("tree shape ignored when asked") << nested << siblings << u"flat"_qs << true;
    const QString item1 = dump(
        { n(u"ListView"_qs, u"l"_qs, {}, { n(u"LinearLayout"_qs, u"row"_qs, {}, { n(u"TextView"_qs, u"t"_qs) }) }) });
    const QString item2 = dump({ n(
        u"ListView"_qs, u"l"_qs, {},
        { n(u"LinearLayout"_qs, u"row"_qs, {}, { n(u"TextView"_qs, u"t"_qs), n(u"ImageView"_qs, u"icon"_qs) }) }) });
    QTest::newRow("item insides below the item depth") << item1 << item2 << QString() << true;
    QTest::newRow("item insides with whole items") << item1 << item2 << u"deepitems"_qs << false;
    const QString full = dump({ n(u"FrameLayout"_qs, u"root"_qs) });
    const QString dialog = dump({ n(u"FrameLayout"_qs, u"root"_qs, {}, {}, u"[120,500][960,1300]"_qs) });
    QTest::newRow("window bounds ignored by default") << full << dialog << QString() << true;
    QTest::newRow("window bounds count when asked") << full << dialog << u"bounds"_qs << false;
}

void TestScreenAbstraction::pairs()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, options);
    QFETCH(bool, same);
    const ScreenAbstraction abstraction(optionsFrom(options));
    const ScreenKey ka = abstraction.key(roots(a));
    const ScreenKey kb = abstraction.key(roots(b));
    if (same)
        QCOMPARE(ka.signature, kb.signature);
    else
        QVERIFY2(ka.signature != kb.signature, qPrintable(ka.signature));
    QCOMPARE(ka.id == kb.id, same);
}

void TestScreenAbstraction::idIsSha256OfSignature()
{
    const ScreenAbstraction abstraction;
    const ScreenKey k = abstraction.key(roots(editor(u"x"_qs)));
    QVERIFY(QRegularExpression(u"^[0-9a-f]{64}$"_qs).match(k.id).hasMatch());
    QCOMPARE(k.id,
             QString::fromLatin1(QCryptographicHash::hash(k.signature.toUtf8(), QCryptographicHash::Sha256).toHex()));
    // Stable: the same input gives the same key in another instance.
    QCOMPARE(ScreenAbstraction().key(roots(editor(u"x"_qs))).id, k.id);
    QVERIFY(k.signature.contains(u"android.widget.EditText|note_text"_qs));
    QVERIFY(!k.signature.contains(u"12:41"_qs));
}

void TestScreenAbstraction::reproducesBurtStateIds_data()
{
    QTest::addColumn<QString>("dump");
    QTest::addColumn<QString>("graph");
    QTest::addColumn<QString>("idPrefix");
    // Each dump's screen is a state of the authors' model ($STEPWISE_DATA/burt_traces/README.md names the id prefixes);
    // the full id and signature are read from their graph dump.
    const QString tr
        = u"burt_traces/TraceReplayer-Data/TR1563/io.lerk.lrkFM-1.8.0/io.lerk.lrkFM-1.8.0-1-User-Trace-"_qs;
    const QString g180 = u"astrobr/graphs/development_set/1-io.lerk.lrkFM-1.8.0/1-io.lerk.lrkFM-1.8.0-graph.txt"_qs;
    QTest::newRow("permission dialog") << tr + u"1.xml"_qs << g180 << u"0de81c6e"_qs;
    QTest::newRow("overflow popup") << tr + u"6.xml"_qs << g180 << u"ba6258df"_qs;
    QTest::newRow("settings") << tr + u"13.xml"_qs << g180 << u"33e08538"_qs;
}

void TestScreenAbstraction::reproducesBurtStateIds()
{
    QFETCH(QString, dump);
    QFETCH(QString, graph);
    QFETCH(QString, idPrefix);
    QString error;
    const auto d = UiAutomatorReader::readFile(stepwiseDataDir() + u'/' + dump, u"io.lerk.lrkFM"_qs, &error);
    QVERIFY2(d, qPrintable(error));
    const ScreenKey k = ScreenAbstraction(ScreenAbstractionOptions::burtCompatible()).key(d->roots);
    QFile f(stepwiseDataDir() + u'/' + graph);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    const auto m = QRegularExpression(u"^("_qs + idPrefix + u"[0-9a-f]{56}), "_qs, QRegularExpression::MultilineOption)
                       .match(text);
    QVERIFY2(m.hasMatch(), qPrintable(idPrefix));
    QCOMPARE(k.id, m.captured(1));
    // And the signature is the one the authors stored with the state.
    const qsizetype line = text.indexOf(m.captured(1) + u", "_qs);
    QVERIFY(text.mid(line, text.indexOf(u'\n', line) - line).contains(u"): "_qs + k.signature + u" - "_qs));
}

void TestScreenAbstraction::volatileText_data()
{
    QTest::addColumn<QString>("cls");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("isVolatile");
    QTest::newRow("EditText") << u"android.widget.EditText"_qs << QString() << u"Buy milk"_qs << true;
    QTest::newRow("AutoCompleteTextView")
        << u"android.widget.AutoCompleteTextView"_qs << QString() << u"Ber"_qs << true;
    QTest::newRow("TextClock") << u"android.widget.TextClock"_qs << QString() << u"Monday"_qs << true;
    QTest::newRow("clock id") << u"android.widget.TextView"_qs << u"com.android.systemui:id/clock"_qs << u"x"_qs
                              << true;
    QTest::newRow("time of day 24h") << u"android.widget.TextView"_qs << QString() << u"23:59"_qs << true;
    QTest::newRow("time of day 12h") << u"android.widget.TextView"_qs << QString() << u"9:05 PM"_qs << true;
    QTest::newRow("label") << u"android.widget.TextView"_qs << u"pkg:id/title"_qs << u"Settings"_qs << false;
    QTest::newRow("ratio is not a time") << u"android.widget.TextView"_qs << QString() << u"16:9 format"_qs << false;
}

void TestScreenAbstraction::volatileText()
{
    QFETCH(QString, cls);
    QFETCH(QString, id);
    QFETCH(QString, text);
    QFETCH(bool, isVolatile);
    UiNode node;
    node.className = cls;
    node.resourceId = id;
    node.text = text;
    QCOMPARE(ScreenAbstraction::isVolatileText(node), isVolatile);
}

QTEST_GUILESS_MAIN(TestScreenAbstraction)
#include "tst_screenabstraction.moc"
