// SPDX-License-Identifier: GPL-3.0-or-later
// The same screen recorded on a phone and on a tablet becomes one state with two
// renderings; different screens stay apart. Real pairs: $STEPWISE_DATA/rx/papt_pairs.
#include "graph/sqlitegraphstore.h"
#include "replay/crossdevicescreenmatch.h"
#include "testdata.h"
#include "trace/modelimporter.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace StepWise;

namespace {

struct PaptPair {
    QString app; ///< app directory = package of the app window
    QString id; ///< pair id
    QString activity;
    QString phoneXml, tabletXml; ///< file paths
};

QString paptDir()
{
    return stepwiseDataDir() + u"/rx/papt_pairs"_qs;
}

QList<PaptPair> paptPairs()
{
    QList<PaptPair> pairs;
    static const QRegularExpression name(QStringLiteral("^(\\d+)_phone_(.+)\\.xml$"));
    const QDir root(paptDir());
    for (const QString &app : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir dir(root.filePath(app));
        for (const QString &file : dir.entryList({ u"*_phone_*.xml"_qs }, QDir::Files, QDir::Name)) {
            const auto m = name.match(file);
            if (!m.hasMatch())
                continue;
            const QString tablet = dir.filePath(m.captured(1) + u"_tablet_"_qs + m.captured(2) + u".xml"_qs);
            if (QFileInfo::exists(tablet))
                pairs.append({ app, m.captured(1), m.captured(2), dir.filePath(file), tablet });
        }
    }
    return pairs;
}

/*! Pair ids of the shared ground-truth split (the thresholds were chosen on these). */
QSet<QString> sharedSplit()
{
    QSet<QString> ids;
    QFile f(stepwiseDataDir() + u"/rx/groundtruth/correspondence_shared.csv"_qs);
    if (!f.open(QIODevice::ReadOnly))
        return ids;
    f.readLine();
    while (!f.atEnd())
        ids.insert(QString::fromUtf8(f.readLine()).section(u',', 0, 0));
    return ids;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCrossDeviceMerge : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(paptDir()).isDir(), qPrintable(paptDir() + u" is missing (set STEPWISE_DATA)"_qs));
        QVERIFY(paptPairs().size() >= 30);
    }

    /*!
     * Every phone dump against every tablet dump of the same app. Truth: the two halves of one pair
     * are the same screen; dumps of different activities are different screens. Two pairs of the
     * same activity may or may not show the same screen (BBC Settings twice, the article pager
     * twice, the system chooser): reported, not scored.
     */
    void confusionTable()
    {
        const QList<PaptPair> pairs = paptPairs();
        const QSet<QString> shared = sharedSplit();
        QVERIFY(!shared.isEmpty());
        QHash<QString, QByteArray> xml;
        for (const PaptPair &p : pairs) {
            xml.insert(p.phoneXml, readAll(p.phoneXml));
            xml.insert(p.tabletXml, readAll(p.tabletXml));
        }
        struct Cell {
            int tp = 0, fn = 0, fp = 0, tn = 0, sameActivityMerged = 0, sameActivity = 0;
        };
        Cell split[2]; // 0: shared, 1: held out
        QStringList misses;
        QStringList wrongMerges;
        for (const PaptPair &phone : pairs) {
            for (const PaptPair &tablet : pairs) {
                if (phone.app != tablet.app)
                    continue;
                const ScreenComparison c = CrossDeviceScreenMatch::compare(xml.value(phone.phoneXml),
                                                                           xml.value(tablet.tabletXml), phone.app);
                QVERIFY2(c.isValid(), qPrintable(phone.phoneXml));
                Cell &cell = split[shared.contains(phone.id) && shared.contains(tablet.id) ? 0 : 1];
                const QString what
                    = QStringLiteral("%1 phone %2 %3 vs tablet %4 %5: %6")
                          .arg(phone.app, phone.id, phone.activity, tablet.id, tablet.activity, c.reason);
                if (phone.id == tablet.id) {
                    c.same ? ++cell.tp : ++cell.fn;
                    if (!c.same)
                        misses.append(u"missed merge: "_qs + what);
                } else if (phone.activity != tablet.activity) {
                    c.same ? ++cell.fp : ++cell.tn;
                    if (c.same) {
                        misses.append(u"wrong merge: "_qs + what);
                        wrongMerges.append(
                            QStringLiteral("%1 phone %2 / tablet %3").arg(phone.app, phone.id, tablet.id));
                    }
                } else {
                    ++cell.sameActivity;
                    if (c.same)
                        ++cell.sameActivityMerged;
                }
            }
        }
        qInfo("cross-device same-screen rule (share >= %.2f of segments with cosine >= %.2f, coverage >= %.2f of the "
              "words):",
              CrossDeviceScreenMatch::ShareThreshold, CrossDeviceScreenMatch::PairThreshold,
              CrossDeviceScreenMatch::CoverageThreshold);
        qInfo("  split      | same screen: merged / kept apart | different screens: merged / kept apart | same "
              "activity, other pair: merged of");
        const char *names[] = { "shared  ", "held-out" };
        for (int i = 0; i < 2; ++i)
            qInfo("  %s   | %4d / %4d                      | %4d / %4d                             | %d of %d",
                  names[i], split[i].tp, split[i].fn, split[i].fp, split[i].tn, split[i].sameActivityMerged,
                  split[i].sameActivity);
        for (const QString &m : std::as_const(misses))
            qInfo("  %s", qPrintable(m));
        const int tp = split[0].tp + split[1].tp, fn = split[0].fn + split[1].fn, fp = split[0].fp + split[1].fp,
                  tn = split[0].tn + split[1].tn;
        QCOMPARE(tp + fn, int(pairs.size()));
        QVERIFY(tn > 100);
        // The same screen must merge; different screens must not, except one known miss: the system
        // "Open with" sheet against a tablet share sheet whose targets are unlabelled in the dump
        // (both are ResolverActivity layouts; only the title and two buttons are left to compare).
        QCOMPARE(fn, 0);
        QCOMPARE(fp, int(wrongMerges.size()));
        QCOMPARE(wrongMerges, QStringList { u"android phone 1664226665 / tablet 1658670738"_qs });
    }

    /*! Through the importer and the store, for every pair: phone dump, then tablet dump of the same
     *  app version → one state whose tablet rendering (XML + PNG) is stored beside the phone's. */
    void importEveryPairPhoneThenTablet()
    {
        int byId = 0, byRx = 0;
        for (const PaptPair &p : paptPairs()) {
            SqliteGraphStore store(u":memory:"_qs);
            QVERIFY(store.open());
            ModelImporter importer(&store);
            ImportOptions options;
            options.appVersion = u"v-"_qs + p.id;
            importer.setOptions(options);
            QVERIFY(importer.import({ p.phoneXml }).ok());
            const ImportResult tablet = importer.import({ p.tabletXml });
            QVERIFY2(tablet.ok(), tablet.failures.isEmpty() ? "" : qPrintable(tablet.failures.first().second));
            const MergeSummary &m = tablet.merges.first();
            QVERIFY2(m.newStates == 0 && m.newRenderings == 1, qPrintable(p.tabletXml));
            byId += m.sameStates;
            byRx += m.crossDeviceStates;
            const ExecutionModel model = *store.load(options.appVersion);
            QCOMPARE(model.stats().states, 1);
            const Screen &state = *std::find_if(model.screens.cbegin(), model.screens.cend(),
                                                [](const Screen &s) { return s.kind == Screen::Kind::Normal; });
            QCOMPARE(state.deviceProfile.section(u'x', 0, 0), u"800"_qs);
            QCOMPARE(state.renderings.size(), 1);
            QCOMPARE(state.renderings.first().deviceProfile.section(u'x', 0, 0), u"2600"_qs);
            QCOMPARE(state.renderings.first().hierarchyXml.toUtf8(), readAll(p.tabletXml));
            QCOMPARE(store.screenshot(options.appVersion, state.id), readAll(p.phoneXml.chopped(4) + u".png"_qs));
            QCOMPARE(store.renderingScreenshot(options.appVersion, state.id, state.renderings.first().deviceProfile),
                     readAll(p.tabletXml.chopped(4) + u".png"_qs));
            // "open app" from either device reaches that one state.
            QCOMPARE(model.outgoing(model.startScreenId()).size(), 1);
            QCOMPARE(model.interactions.at(model.outgoing(model.startScreenId()).first()).weight, 2.0);
        }
        qInfo("%d pairs: %d tablet screens had the phone screen's id already (same hierarchy shape), %d were matched "
              "by the Rx rule",
              byId + byRx, byId, byRx);
        QVERIFY(byRx > 0);
    }

    /*! Different screens of one app stay apart, and each rendering joins its own state. */
    void otherScreensStayApart()
    {
        const QList<PaptPair> pairs = paptPairs();
        const auto find = [&](const QString &id) {
            return *std::find_if(pairs.cbegin(), pairs.cend(), [&](const PaptPair &p) { return p.id == id; });
        };
        // WPS: the home screen (bottom navigation becomes a side rail on the tablet) and the common-folder screen.
        const PaptPair home = find(u"1663772752"_qs);
        const PaptPair folder = find(u"1663806293"_qs);
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        ImportOptions options;
        options.appVersion = u"wps-1"_qs;
        importer.setOptions(options);
        QVERIFY(importer.import({ home.phoneXml }).ok());
        const ImportResult other = importer.import({ folder.tabletXml });
        QVERIFY(other.ok());
        QCOMPARE(other.merges.first().newStates, 1);
        QCOMPARE(other.merges.first().newRenderings, 0);
        const ImportResult homeTablet = importer.import({ home.tabletXml });
        QCOMPARE(homeTablet.merges.first().crossDeviceStates, 1);
        const ImportResult folderPhone = importer.import({ folder.phoneXml });
        QCOMPARE(folderPhone.merges.first().newStates, 0);
        QCOMPARE(folderPhone.merges.first().newRenderings, 1);
        const ExecutionModel m = *store.load(u"wps-1"_qs);
        QCOMPARE(m.stats().states, 2);
        for (const Screen &s : m.screens) {
            if (s.kind != Screen::Kind::Normal)
                continue;
            QCOMPARE(s.renderings.size(), 1);
            const bool isHome = s.hierarchyXml.toUtf8() == readAll(home.phoneXml)
                || s.renderings.first().hierarchyXml.toUtf8() == readAll(home.tabletXml);
            const QString phoneFile = isHome ? home.phoneXml : folder.phoneXml;
            const QString tabletFile = isHome ? home.tabletXml : folder.tabletXml;
            QCOMPARE(s.hierarchyXml.toUtf8() == readAll(phoneFile) ? s.renderings.first().hierarchyXml.toUtf8()
                                                                   : s.hierarchyXml.toUtf8(),
                     readAll(tabletFile));
        }
        // The same dump again changes nothing.
        const ImportResult again = importer.import({ folder.phoneXml });
        QVERIFY(again.imported.isEmpty());
        QCOMPARE(again.unchanged.size(), 1);
        QCOMPARE(store.load(u"wps-1"_qs)->stats().states, 2);
    }

    void namedDeviceProfile()
    {
        const PaptPair p = paptPairs().first();
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        ImportOptions options;
        options.appVersion = u"app-1"_qs;
        options.deviceProfile = u"phone"_qs;
        importer.setOptions(options);
        QVERIFY(importer.import({ p.phoneXml }).ok());
        options.deviceProfile = u"tablet"_qs;
        importer.setOptions(options);
        QVERIFY(importer.import({ p.tabletXml }).ok());
        const ExecutionModel m = *store.load(u"app-1"_qs);
        QCOMPARE(m.stats().states, 1);
        QCOMPARE(m.recordings.size(), 2);
        QCOMPARE(m.recordings.first().deviceProfile, u"phone"_qs);
        QCOMPARE(m.recordings.last().deviceProfile, u"tablet"_qs);
        for (const Screen &s : m.screens) {
            if (s.kind == Screen::Kind::Normal) {
                QCOMPARE(s.deviceProfile, u"phone"_qs);
                QCOMPARE(s.renderings.first().deviceProfile, u"tablet"_qs);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCrossDeviceMerge)
#include "tst_crossdevicemerge.moc"
