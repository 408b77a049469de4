// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/uisegmenter.h"
#include "replayfixtures.h"

#include <QTest>

using namespace StepWise;

class TestReplaySegment : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readerErrors_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unclosed element") << u"malformed.xml"_qs << u"malformed.xml:5:"_qs;
        QTest::newRow("bad bounds") << u"badbounds.xml"_qs << u"badbounds.xml:4: node has no valid bounds"_qs;
        QTest::newRow("not a dump") << u"notadump.xml"_qs << u"notadump.xml:2: expected <hierarchy>"_qs;
        QTest::newRow("missing file") << u"nosuchfile.xml"_qs << u"cannot read "_qs;
    }
    void readerErrors()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        QString error;
        const std::optional<ViewTree> t = ViewTree::load(testDataDir() + u"/replay/"_qs + file, &error);
        QVERIFY(!t);
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(error.contains(file), qPrintable(error));
    }

    void nodePaths()
    {
        const ViewTree t = loadReplayFixture(u"notes_tablet.xml"_qs);
        QCOMPARE(t.windows().size(), 2);
        // The status bar comes after the app window here; the app is found by package, not position.
        const int root = t.appRoot(u"org.example.notes"_qs);
        QCOMPARE(root, t.windows().first());
        QCOMPARE(t.appRoot(), root);
        QCOMPARE(t.appPackage(), u"org.example.notes"_qs);
        const int n = t.nodeAtPath(root, u"2/1/0"_qs);
        QVERIFY(n >= 0);
        QCOMPARE(t.node(n).text, u"Meeting notes"_qs);
        QCOMPARE(t.node(n).resourceEntry(), u"note_title"_qs);
        QCOMPARE(t.node(n).bounds, QRect(QPoint(232, 660), QSize(936, 60)));
        QCOMPARE(t.pathOf(n), u"2/1/0"_qs);
        QCOMPARE(t.nodeAtPath(root, u"2/9"_qs), -1);
        QCOMPARE(t.nodeAtPath(root, u"x"_qs), -1);
        QCOMPARE(t.clickableAncestorOrSelf(n), t.nodeAtPath(root, u"2/1"_qs));
        QCOMPARE(t.scrollableAncestor(n), t.nodeAtPath(root, u"2"_qs));
        QCOMPARE(t.nodeAt(root, 300, 700), n);
    }

    void sigmas()
    {
        ViewTree t = loadReplayFixture(u"notes_phone.xml"_qs);
        const int root = t.appRoot();
        const int row0 = t.nodeAtPath(root, u"1/0"_qs), row1 = t.nodeAtPath(root, u"1/1"_qs);
        const int nav0 = t.nodeAtPath(root, u"2/0"_qs), search = t.nodeAtPath(root, u"0/2"_qs);
        QCOMPARE(UiSegmenter::sigma(t, 0, row0, row1, 40), -1.0); // no colours in uiautomator dumps
        QCOMPARE(UiSegmenter::sigma(t, 3, row0, row1, 40), 0.0);
        QCOMPARE(UiSegmenter::sigma(t, 3, row0, search, 40), 1.0);
        QCOMPARE(UiSegmenter::sigma(t, 4, row0, row1, 40), 0.0); // same RecyclerView
        QCOMPARE(UiSegmenter::sigma(t, 4, row0, nav0, 40), 1.0);
        QCOMPARE(UiSegmenter::sigma(t, 5, row0, row1, 40), 0.0); // 3 nodes each
        QCOMPARE(UiSegmenter::sigma(t, 5, row0, nav0, 40), 1.0 / 3); // 3 vs 2 nodes
        QCOMPARE(UiSegmenter::sigma(t, 1, row0, row1, 40), 0.4); // 16 px apart
        QCOMPARE(UiSegmenter::sigma(t, 2, row0, nav0, 40), 0.25); // {text, id} vs {text}
    }

    void phoneSegments_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("sameLeaf");
        QTest::newRow("toolbar items") << u"0/0"_qs << u"0/3"_qs << true;
        QTest::newRow("list rows") << u"1/0"_qs << u"1/3"_qs << true;
        QTest::newRow("row and its label") << u"1/2"_qs << u"1/2/0"_qs << true;
        QTest::newRow("bottom navigation") << u"2/0"_qs << u"2/2"_qs << true;
        QTest::newRow("toolbar vs list") << u"0/2"_qs << u"1/0"_qs << false;
        QTest::newRow("list vs bottom navigation") << u"1/3"_qs << u"2/0"_qs << false;
        QTest::newRow("toolbar vs bottom navigation") << u"0/0"_qs << u"2/0"_qs << false;
        QTest::newRow("floating button vs list") << u"3"_qs << u"1/3"_qs << false;
        QTest::newRow("floating button vs navigation") << u"3"_qs << u"2/2"_qs << false;
    }
    void phoneSegments()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, sameLeaf);
        const ViewTree t = loadReplayFixture(u"notes_phone.xml"_qs);
        const int root = t.appRoot();
        const SegmentTree s = UiSegmenter().segment(t, root);
        const int sa = s.segmentOf(t, t.nodeAtPath(root, a));
        const int sb = s.segmentOf(t, t.nodeAtPath(root, b));
        QVERIFY(sa >= 0 && sb >= 0);
        QVERIFY(s.segments.at(sa).isLeaf());
        QVERIFY(s.segments.at(sb).isLeaf());
        QCOMPARE(sa == sb, sameLeaf);
    }

    void treeShape()
    {
        const ViewTree t = loadReplayFixture(u"notes_phone.xml"_qs);
        const SegmentTree s = UiSegmenter().segment(t, t.appRoot());
        QCOMPARE(s.segments.first().roots, QList<int> { t.appRoot() });
        QCOMPARE(s.leaves().size(), 4); // toolbar, list, floating button, bottom navigation
        for (const ViewSegment &seg : s.segments) {
            QVERIFY(seg.isLeaf() || seg.children.size() == 2);
            QVERIFY(seg.isLeaf() || seg.naturalness >= UiSegmenter::DefaultThreshold);
        }
        // A threshold above every cut keeps the window whole.
        UiSegmenter strict;
        strict.setThreshold(2.0);
        QCOMPARE(strict.segment(t, t.appRoot()).leaves().size(), 1);
        QVERIFY(UiSegmenter().segment(t, -1).segments.isEmpty());
    }

    void elevatedSplit()
    {
        // The tablet's floating button overlaps the detail pane: no straight cut exists, so it is split off.
        const ViewTree t = loadReplayFixture(u"notes_tablet.xml"_qs);
        const int root = t.appRoot();
        const SegmentTree s = UiSegmenter().segment(t, root);
        const int fab = s.segmentOf(t, t.nodeAtPath(root, u"4"_qs));
        QVERIFY(s.segments.at(fab).isLeaf());
        QCOMPARE(s.segments.at(fab).roots, QList<int> { t.nodeAtPath(root, u"4"_qs) });
        QCOMPARE(s.segments.at(fab).parent, 0);
    }

    void colourSigma()
    {
        ViewTree t = loadReplayFixture(u"notes_phone.xml"_qs);
        const int root = t.appRoot();
        const int row0 = t.nodeAtPath(root, u"1/0"_qs), row1 = t.nodeAtPath(root, u"1/1"_qs);
        QCOMPARE(UiSegmenter::sigma(t, 0, row0, row1, 40), -1.0);
        t.setBackgroundColor(row0, 0xffffffffu);
        t.setBackgroundColor(row1, 0xff000000u);
        QCOMPARE(UiSegmenter::sigma(t, 0, row0, row1, 40), 1.0);
    }
};

QTEST_GUILESS_MAIN(TestReplaySegment)
#include "tst_replay_segment.moc"
