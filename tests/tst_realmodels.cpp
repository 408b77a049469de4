// SPDX-License-Identifier: GPL-3.0-or-later
// All 22 AstroBR execution models imported into the store must have the sizes that the data's own
// README documents ("Model sizes"); the expected values are parsed from that README at run time.
#include "graph/sqlitegraphstore.h"
#include "language/componenttext.h"
#include "testdata.h"
#include "trace/modelimporter.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace StepWise;

namespace {
struct Expected {
    QString set;
    int states = 0;
    int transitions = 0;
    int tr = 0;
    int cs = 0;
    int pngs = 0;
};

/*! Rows of the "Model sizes" table: | set | folder | bugs | states | transitions | TR / CS | PNGs | */
QHash<QString, Expected> readModelSizes(const QString &readmePath)
{
    QHash<QString, Expected> rows;
    QFile f(readmePath);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return rows;
    static const QRegularExpression row(
        QStringLiteral("^\\|\\s*(development_set|test_set)\\s*\\|\\s*(\\S+)\\s*\\|[^|]*\\|\\s*(\\d+)\\s*\\|\\s*(\\d+)"
                       "\\s*\\|\\s*(\\d+)\\s*/\\s*(\\d+)\\s*\\|\\s*(\\d+)\\s*\\|\\s*$"));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    for (const QString &line : lines) {
        const QRegularExpressionMatch m = row.match(line);
        if (!m.hasMatch())
            continue;
        rows.insert(m.captured(2),
                    Expected { m.captured(1), m.captured(3).toInt(), m.captured(4).toInt(), m.captured(5).toInt(),
                               m.captured(6).toInt(), m.captured(7).toInt() });
    }
    return rows;
}
} // namespace

class TestRealModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(stepwiseDataDir() + u"/astrobr/graphs").isDir(),
                 qPrintable(u"AstroBR data not found at "_qs + stepwiseDataDir() + u"/astrobr (set STEPWISE_DATA)"_qs));
        m_expected = readModelSizes(stepwiseDataDir() + u"/astrobr/README.md");
        QCOMPARE(m_expected.size(), 22);

        QVERIFY(m_store.open());
        ModelImporter importer(&m_store);
        int lastDone = -1, total = -1;
        const ImportResult result
            = importer.import({ stepwiseDataDir() + u"/astrobr/graphs"_qs }, [&](int done, int all, const QString &) {
                  QVERIFY(done > lastDone);
                  lastDone = done;
                  total = all;
              });
        QString failures;
        for (const auto &f : result.failures)
            failures += f.second + u'\n';
        QVERIFY2(result.failures.isEmpty(), qPrintable(failures));
        QVERIFY(!result.canceled);
        QCOMPARE(result.imported.size(), 22);
        QCOMPARE(total, 22);
        QCOMPARE(lastDone, 22);
        // fahrplan-1.32.2 ships 100 of 101 state PNGs: exactly one warning, naming the missing file.
        QCOMPARE(result.warnings.size(), 1);
        QVERIFY(result.warnings.first().second.contains(u"no screenshot"));
    }

    void sizesMatchTheReadme_data()
    {
        QTest::addColumn<QString>("version");
        QStringList versions = m_expected.keys();
        versions.sort();
        for (const QString &v : std::as_const(versions))
            QTest::newRow(qPrintable(v)) << v;
    }

    void sizesMatchTheReadme()
    {
        QFETCH(QString, version);
        const Expected e = m_expected.value(version);
        const QList<ModelStats> all = m_store.stats();
        const auto it
            = std::find_if(all.cbegin(), all.cend(), [&](const ModelStats &s) { return s.appVersion == version; });
        QVERIFY2(it != all.cend(), qPrintable(u"not imported: "_qs + version));
        QCOMPARE(it->states, e.states);
        QCOMPARE(it->transitions, e.transitions);
        QCOMPARE(it->manualTransitions, e.tr);
        QCOMPARE(it->automaticTransitions, e.cs);
        QCOMPARE(it->screenshots, e.pngs);

        // The stored model loads back with the same counts, one Start state leading out by "open app".
        const std::optional<ExecutionModel> model = m_store.load(version);
        QVERIFY2(model, qPrintable(m_store.lastError()));
        QCOMPARE(model->stats().states, e.states);
        QCOMPARE(model->stats().transitions, e.transitions);
        const QString start = model->startScreenId();
        QVERIFY(!start.isEmpty());
        const QList<int> out = model->outgoing(start);
        QVERIFY(!out.isEmpty());
        for (int i : out)
            QCOMPARE(model->interactions.at(i).action, ActionType::OpenApp);
        QVERIFY(model->packageName.contains(u'.'));
    }

    void reportsNameTheirOwnAppOnly()
    {
        // graphs/index.csv: set,bug_id,app_version_folder,… — the model each report was written against.
        QFile index(stepwiseDataDir() + u"/astrobr/graphs/index.csv"_qs);
        QVERIFY(index.open(QIODevice::ReadOnly | QIODevice::Text));
        QHash<QString, QString> modelOf; // "<set>/<bug_id>" -> app version
        for (const QString &line : QString::fromUtf8(index.readAll()).split(u'\n', Qt::SkipEmptyParts).mid(1)) {
            const QStringList cells = line.split(u',');
            modelOf.insert(cells.value(0) + u'/' + cells.value(1), cells.value(2));
        }
        QHash<QString, ExecutionModel> models;
        for (const QString &v : m_store.appVersions())
            models.insert(v, *m_store.load(v));
        int own = 0, others = 0;
        for (const QString &set : { u"test_set"_qs, u"development_set"_qs }) {
            QFile f(stepwiseDataDir() + u"/astrobr/reports/"_qs + set + u".json"_qs);
            QVERIFY(f.open(QIODevice::ReadOnly));
            for (const QJsonValue &v : QJsonDocument::fromJson(f.readAll()).array()) {
                const QJsonObject report = v.toObject();
                const QString bug = report.value(u"bug_id").isDouble()
                    ? QString::number(report.value(u"bug_id").toInteger())
                    : report.value(u"bug_id").toString();
                const QString appName = report.value(u"app_name").toString();
                const QString version = modelOf.value(set + u'/' + bug);
                if (version.isEmpty())
                    continue; // no execution model in the data for this report
                QVERIFY2(
                    ComponentText::modelCanBeApp(models.value(version), appName),
                    qPrintable(set + u" bug "_qs + bug + u": \""_qs + appName + u"\" not recognised as "_qs + version));
                ++own;
                for (const ExecutionModel &other : std::as_const(models)) {
                    if (other.packageName == models.value(version).packageName)
                        continue;
                    // The one pair the names cannot tell apart: com.fieldbook.tracker's "tracker" is within
                    // "atimetracker".
                    const bool within = appName == u"atimetracker" && other.packageName == u"com.fieldbook.tracker";
                    QVERIFY2(ComponentText::modelCanBeApp(other, appName) == within,
                             qPrintable(set + u" bug "_qs + bug + u": \""_qs + appName + u"\" taken for "_qs
                                        + other.appVersion));
                    ++others;
                }
            }
        }
        QVERIFY2(own >= 30, qPrintable(QString::number(own)));
        QVERIFY(others > own);
    }

private:
    SqliteGraphStore m_store { u":memory:"_qs };
    QHash<QString, Expected> m_expected;
};

QTEST_GUILESS_MAIN(TestRealModels)
#include "tst_realmodels.moc"
