// SPDX-License-Identifier: GPL-3.0-or-later
#include "testdata.h"
#include "trace/uiautomatorreader.h"

#include <QFile>
#include <QTest>

using namespace StepWise;

namespace {
int countNodes(const QList<UiNode> &nodes)
{
    return UiNode::count(nodes);
}

/*! Node count per package, straight from the XML text (an independent count for the reader's). */
int nodesWithPackage(const QByteArray &xml, const QString &package)
{
    const QByteArray needle = QByteArray("package=\"") + package.toUtf8() + QByteArray("\"");
    return int(xml.count(needle));
}
} // namespace

class TestUiAutomatorReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void windowChoice_data();
    void windowChoice();
    void attributes();
    void parseBounds_data();
    void parseBounds();
    void realSamples_data();
    void realSamples();
    void malformedNamesFileAndLine_data();
    void malformedNamesFileAndLine();
};

void TestUiAutomatorReader::windowChoice_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("appPackage");
    QTest::addColumn<QString>("expectedPackage");
    QTest::addColumn<int>("windows");
    // App window between the status bar and the keyboard; no package given → the biggest non-system one.
    QTest::newRow("auto: app between system windows")
        << u"multiwindow.xml"_qs << QString() << u"org.example.notes"_qs << 3;
    QTest::newRow("given package") << u"multiwindow.xml"_qs << u"org.example.notes"_qs << u"org.example.notes"_qs << 3;
    // The keyboard has more nodes than the app's window here, but is an input method.
    QTest::newRow("keyboard first and bigger") << u"keyboard-first.xml"_qs << QString() << u"org.example.notes"_qs << 3;
    // Asking for the system UI explicitly is honoured.
    QTest::newRow("explicit system package")
        << u"multiwindow.xml"_qs << u"com.android.systemui"_qs << u"com.android.systemui"_qs << 3;
    // A given package that is absent falls back to the automatic choice.
    QTest::newRow("absent package") << u"multiwindow.xml"_qs << u"org.other"_qs << u"org.example.notes"_qs << 3;
    // A dump of one foreign window (a permission dialog) keeps that window.
    QTest::newRow("single foreign window")
        << u"permission-dialog.xml"_qs << u"org.example.notes"_qs << u"com.android.permissioncontroller"_qs << 1;
}

void TestUiAutomatorReader::windowChoice()
{
    QFETCH(QString, file);
    QFETCH(QString, appPackage);
    QFETCH(QString, expectedPackage);
    QFETCH(int, windows);
    QString error;
    const auto dump = UiAutomatorReader::readFile(testDataDir() + u"/trace/uiautomator/"_qs + file, appPackage, &error);
    QVERIFY2(dump, qPrintable(error));
    QCOMPARE(dump->windows.size(), windows);
    QCOMPARE(dump->packageName, expectedPackage);
    QVERIFY(!dump->roots.isEmpty());
    for (const UiNode &r : dump->roots)
        QCOMPARE(r.packageName, expectedPackage);
    QCOMPARE(countNodes(dump->roots), nodesWithPackage(dump->xml, expectedPackage));
}

void TestUiAutomatorReader::attributes()
{
    QString error;
    const auto dump = UiAutomatorReader::readFile(testDataDir() + u"/trace/uiautomator/multiwindow.xml"_qs, {}, &error);
    QVERIFY2(dump, qPrintable(error));
    const QList<GuiComponent> comps = UiNode::flatten(dump->roots);
    QCOMPARE(comps.size(), 4);
    const UiNode &edit = dump->roots.first().children.at(0);
    QCOMPARE(edit.className, u"android.widget.EditText"_qs);
    QCOMPARE(edit.resourceId, u"org.example.notes:id/note_text"_qs);
    QCOMPARE(edit.shortResourceId(), u"note_text"_qs);
    QCOMPARE(edit.text, u"hello"_qs);
    QVERIFY(edit.focused);
    QVERIFY(edit.clickable);
    QVERIFY(!edit.checkable);
    QCOMPARE(edit.bounds, QRect(0, 63, 1080, 837));
    const UiNode &pin = dump->roots.first().children.at(1);
    QVERIFY(pin.checkable);
    QCOMPARE(pin.index, 1);
    QCOMPARE(comps.at(1).resourceId, u"note_text"_qs);
    QCOMPARE(comps.at(1).bounds, edit.bounds);
    const UiNode &add = dump->roots.first();
    QCOMPARE(add.shortClassName(), u"FrameLayout"_qs);
}

void TestUiAutomatorReader::parseBounds_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QRect>("rect");
    QTest::newRow("plain") << u"[0,63][1080,1794]"_qs << true << QRect(0, 63, 1080, 1731);
    QTest::newRow("negative (off screen)") << u"[-20,5][100,50]"_qs << true << QRect(-20, 5, 120, 45);
    QTest::newRow("empty box") << u"[5,5][5,5]"_qs << true << QRect(5, 5, 0, 0);
    QTest::newRow("missing corner") << u"[0,0]"_qs << false << QRect();
    QTest::newRow("words") << u"full screen"_qs << false << QRect();
    QTest::newRow("floats") << u"[0.5,0][10,10]"_qs << false << QRect();
}

void TestUiAutomatorReader::parseBounds()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QRect, rect);
    const auto b = UiAutomatorReader::parseBounds(text);
    QCOMPARE(b.has_value(), ok);
    if (ok)
        QCOMPARE(*b, rect);
}

void TestUiAutomatorReader::realSamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expectedPackage");
    QTest::addColumn<int>("windows");
    QTest::newRow("adb uiautomator dump, launcher") << u"formats/uiautomator_dump/window_dump_nexuslauncher.xml"_qs
                                                    << u"com.google.android.apps.nexuslauncher"_qs << 1;
    // uiautomator2, pretty-printed: system UI window before the app's.
    QTest::newRow("uiautomator2, system UI first")
        << u"rx/papt_pairs/android/1664226665_phone_ResolverActivity.xml"_qs << u"android"_qs << 2;
    QTest::newRow("uiautomator2, app first")
        << u"rx/papt_pairs/bbc.mobile.news.ww/1658671447_phone_EditMyNewsActivity.xml"_qs << u"bbc.mobile.news.ww"_qs
        << 2;
    QTest::newRow("BURT trace dump, permission dialog")
        << u"burt_traces/TraceReplayer-Data/TR1563/io.lerk.lrkFM-1.8.0/io.lerk.lrkFM-1.8.0-1-User-Trace-1.xml"_qs
        << u"com.google.android.packageinstaller"_qs << 1;
}

void TestUiAutomatorReader::realSamples()
{
    QFETCH(QString, file);
    QFETCH(QString, expectedPackage);
    QFETCH(int, windows);
    QString error;
    const auto dump = UiAutomatorReader::readFile(stepwiseDataDir() + u'/' + file, u"io.lerk.lrkFM"_qs, &error);
    QVERIFY2(dump, qPrintable(error));
    QCOMPARE(dump->windows.size(), windows);
    QCOMPARE(dump->packageName, expectedPackage);
    QCOMPARE(countNodes(dump->windows), int(dump->xml.count("<node ")));
    QCOMPARE(countNodes(dump->roots), nodesWithPackage(dump->xml, expectedPackage));
    const QList<GuiComponent> comps = UiNode::flatten(dump->roots);
    for (const GuiComponent &c : comps) {
        QVERIFY(!c.className.isEmpty());
        QVERIFY(!c.resourceId.contains(u":id/"));
        QVERIFY(c.bounds.isValid() || c.bounds.isEmpty());
    }
}

void TestUiAutomatorReader::malformedNamesFileAndLine_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<QString>("expected");
    const QByteArray head = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n";
    QTest::newRow("unclosed node")
        << head + "<node class=\"a\" bounds=\"[0,0][1,1]\">\n</hierarchy>"
        << u"dump.xml:4:12: malformed XML"_qs; // found where </hierarchy> closes the open <node>
    // QXmlStreamReader names neither tag of a mismatch, nor what a cut-off file was inside: the reader does.
    QTest::newRow("unclosed node, both tags named")
        << head + "<node class=\"a\" bounds=\"[0,0][1,1]\">\n</hierarchy>"
        << u"dump.xml:4:12: malformed XML: Opening and ending tag mismatch. </hierarchy> closes <node>, opened at line 3, column 36."_qs;
    QTest::newRow("cut off inside a node") << head
            + "<node class=\"a\" bounds=\"[0,0][1,1]\"><node class=\"b\" bounds=\"[0,0][1,1]\"/><node class=\"c\" te"
                                           << u"dump.xml:3:"_qs;
    QTest::newRow("bad bounds, line 3") << head + "<node class=\"a\" bounds=\"[0,0]\"/>\n</hierarchy>"
                                        << u"dump.xml:3: malformed bounds"_qs;
    QTest::newRow("latin-1 on line 4") << head + "<node class=\"a\"/>\n<node text=\"caf\xe9\"/>\n</hierarchy>"
                                       << u"dump.xml:4: not valid UTF-8"_qs;
    QTest::newRow("not a dump") << QByteArray("<html><body/></html>") << u"dump.xml:1: not a uiautomator dump"_qs;
    QTest::newRow("empty") << QByteArray("  \n") << u"dump.xml: empty file"_qs;
    QTest::newRow("no nodes") << head + "</hierarchy>" << u"dump.xml: the dump has no <node> elements"_qs;
}

void TestUiAutomatorReader::malformedNamesFileAndLine()
{
    QFETCH(QByteArray, xml);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!UiAutomatorReader::read(xml, u"dump.xml"_qs, {}, &error));
    QVERIFY2(error.startsWith(expected), qPrintable(error));
    if (QByteArrayView(QTest::currentDataTag()) == "cut off inside a node")
        QVERIFY2(
            error.endsWith(
                u": malformed XML: Premature end of document. The file ends inside <node> (opened at line 3, column 36): it looks cut off."_qs),
            qPrintable(error));
}

QTEST_GUILESS_MAIN(TestUiAutomatorReader)
#include "tst_uiautomatorreader.moc"
