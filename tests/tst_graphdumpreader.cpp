// SPDX-License-Identifier: GPL-3.0-or-later
#include "graph/graphdumpreader.h"
#include "testdata.h"

#include <QFile>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

using namespace StepWise;

namespace {
const QString demoVersion = QStringLiteral("1-com.example.demo-1.0");

QString demoDumpPath()
{
    return testDataDir() + u"/graphdump/" + demoVersion + u'/' + demoVersion + u"-graph.txt";
}

QByteArray demoDump()
{
    QFile f(demoDumpPath());
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestGraphDumpReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsScreens()
    {
        GraphDumpReader reader;
        QVERIFY2(reader.read(demoDumpPath()), qPrintable(reader.errorString()));
        const ExecutionModel &m = reader.model();
        QCOMPARE(m.appVersion, demoVersion);
        QCOMPARE(m.packageName, u"com.example.demo"_qs);
        QCOMPARE(m.screens.size(), 5);
        QCOMPARE(m.screens.at(0).id, u"start"_qs);
        QCOMPARE(m.screens.at(0).kind, Screen::Kind::Start);
        QCOMPARE(m.screens.at(0).source, TraceSource::Manual);
        QCOMPARE(m.screens.at(4).kind, Screen::Kind::End);
        QCOMPARE(m.startScreenId(), u"start"_qs);

        const Screen *a = m.screen(u"screen_a"_qs);
        QVERIFY(a);
        QCOMPARE(a->name, u"MainActivity(Window=Main)"_qs);
        QCOMPARE(a->kind, Screen::Kind::Normal);
        // The all-null placeholder root (id=0) is dropped; ids lose their package prefix.
        QCOMPARE(a->components.size(), 1);
        QCOMPARE(a->components.at(0).className, u"android.widget.Button"_qs);
        QCOMPARE(a->components.at(0).resourceId, u"btn_next"_qs);
        QCOMPARE(a->components.at(0).text, u"Next"_qs);
        QVERIFY(a->guiSignature.startsWith(u"<w>1080</w><h>1794</h>"));
        QVERIFY(a->guiSignature.endsWith(u"btn_next_>"));

        // Quotes, commas, brackets, a line that looks like a state entry and a blank line inside a text.
        const Screen *b = m.screen(u"screen-b"_qs);
        QVERIFY(b);
        QCOMPARE(b->source, TraceSource::Automatic);
        QCOMPARE(b->components.size(), 1);
        QCOMPARE(b->components.at(0).text,
                 u"It's done, 'quoted', [x]\nNote, x, Ok, (really)\n\nHello, d='x', ix='' and more"_qs);
        QCOMPARE(b->components.at(0).contentDescription, u"About text"_qs);
        QCOMPARE(b->components.at(0).resourceId, u"about"_qs);

        const Screen *c = m.screen(u"c3"_qs);
        QVERIFY(c);
        QCOMPARE(c->source, TraceSource::Unknown);
        QVERIFY(c->components.isEmpty());
        QVERIFY(c->guiSignature.isEmpty());
    }

    void readsInteractions()
    {
        GraphDumpReader reader;
        QVERIFY2(reader.read(demoDumpPath()), qPrintable(reader.errorString()));
        const ExecutionModel &m = reader.model();
        QCOMPARE(m.interactions.size(), 6);

        const Interaction *open = m.interaction(u"t1"_qs);
        QVERIFY(open);
        QCOMPARE(open->action, ActionType::OpenApp);
        QCOMPARE(open->actionCode, 6);
        QCOMPARE(open->sourceId, u"start"_qs);
        QVERIFY(!open->component);
        QCOMPARE(open->weight, 2.0);
        QCOMPARE(open->execution, 0);
        QCOMPARE(open->sequence, 0);

        const Interaction *click = m.interaction(u"t2"_qs);
        QVERIFY(click && click->component);
        QCOMPARE(click->action, ActionType::Click);
        QCOMPARE(click->actionName, u"click"_qs);
        QCOMPARE(click->component->className, u"Button"_qs);
        QCOMPARE(click->component->resourceId, u"btn_next"_qs);
        QCOMPARE(click->component->index, 0);
        QCOMPARE(click->component->text, u"Next, [again]"_qs);
        QCOMPARE(click->component->contentDescription, u"Go on, please"_qs);
        QCOMPARE(click->component->bounds, QRect(540, 1668, 540, 126));
        QCOMPARE(click->source, TraceSource::Manual);
        QCOMPARE(click->screenshotFile, u"demo_1_augmented.png"_qs);
        QCOMPARE(click->sequence, 1);

        const Interaction *multiLine = m.interaction(u"t3"_qs);
        QVERIFY(multiLine && multiLine->component);
        QCOMPARE(multiLine->component->text, u"First line, still first\n\nThird line: done"_qs);
        QCOMPARE(multiLine->source, TraceSource::Automatic);
        QVERIFY(multiLine->screenshotFile.isEmpty());

        const Interaction *type = m.interaction(u"t4"_qs);
        QVERIFY(type);
        QCOMPARE(type->action, ActionType::Type);
        QCOMPARE(type->typedText, u"Hello, world"_qs);
        QCOMPARE(type->execution, 1);

        const Interaction *swipe = m.interaction(u"t5"_qs);
        QVERIFY(swipe);
        QCOMPARE(swipe->action, ActionType::SwipeUp);
        QVERIFY(!swipe->component);

        const Interaction *nulls = m.interaction(u"t6"_qs);
        QVERIFY(nulls && nulls->component);
        QCOMPARE(nulls->action, ActionType::LongClick);
        QCOMPARE(nulls->targetId, u"end"_qs);
        QVERIFY(nulls->component->resourceId.isEmpty());
        QVERIFY(nulls->component->text.isEmpty());
        QCOMPARE(nulls->component->index, -1);

        const ModelStats st = m.stats();
        QCOMPARE(st.states, 3);
        QCOMPARE(st.transitions, 6);
        QCOMPARE(st.manualTransitions, 3);
        QCOMPARE(st.automaticTransitions, 3);
        QCOMPARE(m.outgoing(u"screen-b"_qs).size(), 2);
    }

    void screenshots()
    {
        GraphDumpReader reader;
        QVERIFY2(reader.read(demoDumpPath()), qPrintable(reader.errorString()));
        QCOMPARE(reader.model().screen(u"screen_a"_qs)->screenshotFile, u"screen_a.png"_qs);
        QVERIFY(reader.model().screen(u"screen-b"_qs)->screenshotFile.isEmpty());
        QCOMPARE(reader.screenshots().keys(), QStringList { u"screen_a.png"_qs });
        QVERIFY(reader.screenshots().value(u"screen_a.png"_qs).startsWith("\x89PNG"));
        // screen-b.png is not a PNG, c3 has none: both reported by file name.
        const QString warnings = reader.warnings().join(u'\n');
        QCOMPARE(reader.warnings().size(), 2);
        QVERIFY2(warnings.contains(u"screen-b.png: not a PNG image"), qPrintable(warnings));
        QVERIFY2(warnings.contains(u"state c3 has no screenshot (") && warnings.contains(u"/states/c3.png not found)"),
                 qPrintable(warnings));
    }

    void windowsLineEndings()
    {
        QByteArray dump = demoDump();
        dump.replace("\n", "\r\n");
        GraphDumpReader reader;
        QVERIFY2(reader.parse(dump, u"crlf-graph.txt"_qs, u"crlf"_qs), qPrintable(reader.errorString()));
        QCOMPARE(reader.model().interactions.size(), 6);
        QCOMPARE(reader.model().interaction(u"t4"_qs)->typedText, u"Hello, world"_qs);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("dump");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        const QByteArray good = demoDump();
        auto with = [&](const char *from, const char *to) {
            QByteArray b = good;
            const qsizetype at = b.indexOf(from);
            return at < 0 ? QByteArray() : b.replace(at, qsizetype(qstrlen(from)), to);
        };
        QTest::newRow("no target") << with("(s:start,t:screen_a)", "(s:start)") << 4
                                   << u"transition entry has no target state"_qs;
        QTest::newRow("unknown target") << with("(s:c3,t:end)", "(s:c3,t:nowhere)") << 12
                                        << u"transition t6 leads to unknown state nowhere"_qs;
        QTest::newRow("unknown source") << with("(s:c3,t:c3)", "(s:gone,t:c3)") << 11
                                        << u"transition t5 starts at unknown state gone"_qs;
        QTest::newRow("bad weight") << with("weight=2.0 ds=TR sc=null", "weight=heavy ds=TR sc=null") << 4
                                    << u"weight 'heavy' is not a number"_qs;
        QTest::newRow("bad source") << with("ds=CS sc=null ex=0", "ds=XX sc=null ex=0") << 9
                                    << u"ds=XX is neither TR nor CS"_qs;
        // A garbage line swallowed by the entry before it: quoted on one line and cut, not printed whole.
        QTest::newRow("garbage after a tail")
            << with("ds=CS sc=null ex=0\n",
                    "ds=CS sc=null ex=0\n\nthis is garbage !!! [id=, act=(99) fly away now, far away\n")
            << 9 << u"ex='0 this is garbage !!! [id=, act=(99) fl…' is not a number"_qs;
        QTest::newRow("bad action code") << with("act=(5) type", "act=(five) type") << 10
                                         << u"action code 'five' is not a number"_qs;
        QTest::newRow("component without geometry")
            << with("x=10, y=20, h=30, w=40, dsc=Name", "dsc=Name") << 10 << u"no 'x=…, y=…, h=…, w=…' geometry"_qs;
        QTest::newRow("transition without tail")
            << with("] weight=1.0 ds=CS sc=null ex=2\n\n", "\n\n") << 12 << u"transition t6 has no"_qs;
        QTest::newRow("transition count")
            << with("Transitions (6):", "Transitions (7):") << 3 << u"header announces 7 transitions but 6 follow"_qs;
        QTest::newRow("state count") << with("States (5):", "States (6):") << 14
                                     << u"header announces 6 states but 5 follow"_qs;
        QTest::newRow("truncated in a state")
            << good.left(good.indexOf("Hello, d=")) << 17 << u"state screen-b: component value not terminated"_qs;
        QTest::newRow("truncated before states")
            << good.left(good.indexOf("States (")) << 14 << u"truncated file: no 'States (<count>):' section"_qs;
        QTest::newRow("duplicate state") << with("c3, Editor", "screen_a, Editor") << 21
                                         << u"state screen_a is listed twice (first at line 16)"_qs;
        QTest::newRow("duplicate transition")
            << with("t5: (s:c3", "t4: (s:c3") << 11 << u"transition t4 is listed twice (first at line 10)"_qs;
        QTest::newRow("bad state id") << with("c3, Editor", "c 3, Editor") << 10
                                      << u"transition t4 leads to unknown state c3"_qs;
        QTest::newRow("not utf-8") << with("Third line", "Third \xff line") << 9 << u"not valid UTF-8 text"_qs;
        QTest::newRow("truncated after a state")
            << good.left(good.indexOf("c3, Editor")) << 10
            << u"transition t4 leads to unknown state c3; the file looks truncated: its header (line 14) declares 5 states, found 3"_qs;
        // A dump re-saved by a Windows editor: the message says which encoding it is, not only what it is not.
        const QString text = QString::fromUtf8(good);
        QTest::newRow("utf-16le with mark")
            << QByteArray(QStringEncoder(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom).encode(text)) << 0
            << u"not valid UTF-8 text: it is UTF-16LE (it starts with that byte-order mark); save it as UTF-8"_qs;
        QTest::newRow("utf-16be with mark")
            << QByteArray(QStringEncoder(QStringConverter::Utf16BE, QStringConverter::Flag::WriteBom).encode(text)) << 0
            << u"it is UTF-16BE"_qs;
        QTest::newRow("utf-16 without mark") << QByteArray(QStringEncoder(QStringConverter::Utf16LE).encode(text)) << 1
                                             << u"it holds NUL bytes (UTF-16 without a byte-order mark, or binary)"_qs;
        QTest::newRow("utf-8 invalid names utf-16")
            << with("Third line", "Third \xff line") << 9 << u"not valid UTF-8 text (nor UTF-16); save it as UTF-8"_qs;
        QTest::newRow("not a dump") << QByteArray("hello\nworld\n") << 1 << u"not a graph dump"_qs;
        QTest::newRow("stray line") << with("t1: (s:start", "garbage\nt1: (s:start") << 4
                                    << u"expected a transition entry"_qs;
        QTest::newRow("empty") << QByteArray("\n\n") << 0 << u"file is empty"_qs;
    }

    void malformed()
    {
        QFETCH(QByteArray, dump);
        QFETCH(int, line);
        QFETCH(QString, message);
        QVERIFY(!dump.isEmpty());
        GraphDumpReader reader;
        QVERIFY(!reader.parse(dump, u"bad-graph.txt"_qs, u"bad"_qs));
        const QString error = reader.errorString();
        const QString prefix
            = line > 0 ? QStringLiteral("bad-graph.txt:%1: ").arg(line) : QStringLiteral("bad-graph.txt: ");
        QVERIFY2(error.startsWith(prefix), qPrintable(error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void readErrorsNameThePath()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"9-x.y-1-graph.txt"_qs);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(demoDump().left(300));
        f.close();
        GraphDumpReader reader;
        QVERIFY(!reader.read(path));
        QVERIFY2(reader.errorString().startsWith(path + u':'), qPrintable(reader.errorString()));
        QVERIFY(!reader.read(dir.filePath(u"missing-graph.txt"_qs)));
        QVERIFY2(reader.errorString().contains(u"missing-graph.txt: cannot read"), qPrintable(reader.errorString()));
    }

    void packageFromFolder_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("package");
        QTest::newRow("plain") << u"1-org.gnucash.android-2.1.3"_qs << u"org.gnucash.android"_qs;
        QTest::newRow("version with dash") << u"1-fr.free.nrw.commons-2.9.0-debug"_qs << u"fr.free.nrw.commons"_qs;
        QTest::newRow("no number") << u"io.lerk.lrkFM-2.3.0"_qs << u"io.lerk.lrkFM"_qs;
        QTest::newRow("not a package") << u"states"_qs << QString();
    }
    void packageFromFolder()
    {
        QFETCH(QString, folder);
        QFETCH(QString, package);
        QCOMPARE(GraphDumpReader::packageFromVersionFolder(folder), package);
    }
};

QTEST_GUILESS_MAIN(TestGraphDumpReader)
#include "tst_graphdumpreader.moc"
