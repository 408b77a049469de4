// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/hungarian.h"
#include "replay/screenmatcher.h"
#include "replay/segmentmatcher.h"
#include "replayfixtures.h"

#include <QTest>

#include <cmath>

using namespace StepWise;

class TestReplayMatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void words_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("camel") << u"btnSaveAll"_qs << QStringList { u"btn"_qs, u"save"_qs, u"all"_qs };
        QTest::newRow("snake") << u"note_title"_qs << QStringList { u"note"_qs, u"title"_qs };
        QTest::newRow("acronym") << u"XMLHttpRequest"_qs << QStringList { u"xml"_qs, u"http"_qs, u"request"_qs };
        QTest::newRow("stop words") << u"Share with the team"_qs << QStringList { u"share"_qs, u"team"_qs };
        QTest::newRow("digits") << u"page2of10"_qs << QStringList { u"page"_qs, u"10"_qs };
        QTest::newRow("empty") << QString() << QStringList();
    }
    void words()
    {
        QFETCH(QString, input);
        QFETCH(QStringList, expected);
        QCOMPARE(SegmentMatcher::words(input), expected);
    }

    void tfidfGuards()
    {
        const QList<QStringList> from { { u"save"_qs, u"note"_qs }, {}, { u"trash"_qs } };
        const QList<QStringList> to { { u"note"_qs, u"save"_qs }, {}, { u"trash"_qs, u"trash"_qs } };
        const QList<QList<double>> m = SegmentMatcher::similarity(from, to);
        QCOMPARE(m.size(), 3);
        for (const QList<double> &row : m) {
            for (double v : row)
                QVERIFY(std::isfinite(v) && v >= 0 && v <= 1);
        }
        QCOMPARE(m[0][0], 1.0); // same bag of words
        QCOMPARE(m[1][1], 0.0); // empty vs empty: 0, not NaN
        QCOMPARE(m[0][2], 0.0);
        QVERIFY(qFuzzyCompare(m[2][2], 1.0));
    }

    void hungarian()
    {
        // Greedy would take 0.9 (row 0 → col 0) and leave 0.1; the optimum is 0.8 + 0.7.
        const QList<int> a = maxWeightAssignment({ { 0.9, 0.8 }, { 0.7, 0.1 } });
        QCOMPARE(a, (QList<int> { 1, 0 }));
        // More rows than columns: one row gets the padding column.
        const QList<int> b = maxWeightAssignment({ { 0.2 }, { 0.5 }, { 0.1 } });
        QCOMPARE(b, (QList<int> { -1, 0, -1 }));
        QCOMPARE(maxWeightAssignment({ { std::nan(""), 1.0 }, { 1.0, 0.0 } }), (QList<int> { 1, 0 }));
        QVERIFY(maxWeightAssignment({}).isEmpty());
    }

    void phoneToTablet_data()
    {
        QTest::addColumn<QString>("phone");
        QTest::addColumn<QString>("tablet"); // "none" when nothing corresponds
        // The tablet moves the bottom navigation into a side rail, puts the toolbar after it, shows a
        // detail pane, and its taller list rows push "Holiday plans" below the fold.
        QTest::newRow("nav item moved to rail") << u"2/0"_qs << u"0/0"_qs;
        QTest::newRow("nav item label") << u"2/2/0"_qs << u"0/2/0"_qs;
        QTest::newRow("search icon") << u"0/2"_qs << u"1/1"_qs;
        QTest::newRow("overflow without id") << u"0/3"_qs << u"1/2"_qs;
        QTest::newRow("title") << u"0/1"_qs << u"1/0"_qs;
        QTest::newRow("list row") << u"1/1"_qs << u"2/1"_qs;
        QTest::newRow("row title among look-alikes") << u"1/2/0"_qs << u"2/2/0"_qs;
        QTest::newRow("row date") << u"1/0/1"_qs << u"2/0/1"_qs;
        QTest::newRow("floating button") << u"3"_qs << u"4"_qs;
        QTest::newRow("list") << u"1"_qs << u"2"_qs;
        QTest::newRow("row below the fold") << u"1/3"_qs << u"none"_qs;
        QTest::newRow("its title") << u"1/3/0"_qs << u"none"_qs;
        QTest::newRow("drawer button absent") << u"0/0"_qs << u"none"_qs;
    }
    void phoneToTablet()
    {
        QFETCH(QString, phone);
        QFETCH(QString, tablet);
        const ViewTree p = loadReplayFixture(u"notes_phone.xml"_qs);
        const ViewTree t = loadReplayFixture(u"notes_tablet.xml"_qs);
        const ScreenMatcher m(p, p.appRoot(), t, t.appRoot());
        const Correspondence c = m.match(p.nodeAtPath(p.appRoot(), phone));
        QVERIFY2((c.isValid() ? c.path : u"none"_qs) == tablet, qPrintable(c.path + u" — "_qs + c.reason));
        QVERIFY(!c.reason.isEmpty());
        if (c.isValid())
            QCOMPARE(t.pathOf(c.node), c.path);
    }

    void tabletToPhone()
    {
        // The reverse direction: the detail pane has no phone counterpart on this screen.
        const ViewTree p = loadReplayFixture(u"notes_phone.xml"_qs);
        const ViewTree t = loadReplayFixture(u"notes_tablet.xml"_qs);
        const ScreenMatcher m(t, t.appRoot(), p, p.appRoot());
        QCOMPARE(m.match(t.nodeAtPath(t.appRoot(), u"3/1"_qs)).isValid(), false);
        QCOMPARE(m.match(t.nodeAtPath(t.appRoot(), u"0/1"_qs)).path, u"2/1"_qs);
        QCOMPARE(m.match(-1).isValid(), false);
    }

    void segmentsPaired()
    {
        const ViewTree p = loadReplayFixture(u"notes_phone.xml"_qs);
        const ViewTree t = loadReplayFixture(u"notes_tablet.xml"_qs);
        const ScreenMatcher m(p, p.appRoot(), t, t.appRoot());
        // The phone's list segment pairs with the tablet segment that holds the list.
        const int phoneList = m.fromSegments().segmentOf(p, p.nodeAtPath(p.appRoot(), u"1/0"_qs));
        const int partner = m.partnerSegment(phoneList);
        QVERIFY(partner >= 0);
        QVERIFY(m.toSegments().contains(t, partner, t.nodeAtPath(t.appRoot(), u"2/0"_qs)));
    }

    void identicalScreens()
    {
        // Every labelled node of a screen maps onto itself.
        const ViewTree p = loadReplayFixture(u"notes_phone.xml"_qs);
        const ScreenMatcher m(p, p.appRoot(), p, p.appRoot());
        for (int n : p.subtree(p.appRoot())) {
            if (n == p.appRoot())
                continue;
            QCOMPARE(m.match(n).node, n);
        }
    }
};

QTEST_GUILESS_MAIN(TestReplayMatch)
#include "tst_replay_match.moc"
