// SPDX-License-Identifier: GPL-3.0-or-later
#include "graph/sqlitegraphstore.h"
#include "testdata.h"
#include "trace/modelimporter.h"

#include <QFile>
#include <QTest>

using namespace StepWise;

/*! Every authored malformed input (tests/data/malformed, listed in expected.ini) goes through the
 *  real import path into an SQLite store that already holds a model: the import reports a message
 *  naming the input and saying what is wrong, and the stored model is untouched. */
class TestMalformedInput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void rejectsWithSpecificMessage_data();
    void rejectsWithSpecificMessage();
    void everyFixtureIsListed();

private:
    QMap<QString, QString> m_expected;
};

void TestMalformedInput::initTestCase()
{
    QFile ini(testDataDir() + u"/malformed/expected.ini"_qs);
    QVERIFY(ini.open(QIODevice::ReadOnly));
    // Read by hand: QSettings would unquote the fragments.
    const QStringList lines = QString::fromUtf8(ini.readAll()).split(u'\n');
    for (const QString &line : lines) {
        if (line.startsWith(u'#') || line.startsWith(u'[') || !line.contains(u'='))
            continue;
        m_expected.insert(line.section(u'=', 0, 0).trimmed(), line.section(u'=', 1).trimmed());
    }
    QVERIFY(m_expected.size() >= 20);
}

void TestMalformedInput::rejectsWithSpecificMessage_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    for (auto it = m_expected.cbegin(); it != m_expected.cend(); ++it)
        QTest::newRow(qPrintable(it.key())) << it.key() << it.value();
}

void TestMalformedInput::rejectsWithSpecificMessage()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    const QString path = testDataDir() + u"/malformed/"_qs + name;
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));

    SqliteGraphStore store(u":memory:"_qs);
    QVERIFY2(store.open(), qPrintable(store.lastError()));
    ModelImporter importer(&store);
    const ImportResult seed = importer.import({testDataDir() + u"/trace/dumps"_qs});
    QVERIFY2(seed.ok(), seed.failures.isEmpty() ? "" : qPrintable(seed.failures.first().second));
    const QStringList versionsBefore = store.appVersions();
    QCOMPARE(versionsBefore.size(), 1);
    const QList<ModelStats> statsBefore = store.stats();
    const auto modelBefore = store.load(versionsBefore.first());
    QVERIFY(modelBefore);

    const ImportResult result = importer.import({path});
    const bool warnOnly = expected.startsWith(u"warn:");
    const QString fragment = warnOnly ? expected.mid(5) : expected;
    if (warnOnly) {
        QVERIFY2(result.ok(), result.failures.isEmpty() ? "" : qPrintable(result.failures.first().second));
        QStringList warnings;
        for (const auto &w : result.warnings)
            warnings.append(w.second);
        qInfo("%s", qPrintable(warnings.join(u"; ")));
        const auto hit = std::find_if(warnings.cbegin(), warnings.cend(), [&](const QString &w) { return w.contains(fragment) && w.contains(name); });
        QVERIFY2(hit != warnings.cend(), qPrintable(warnings.join(u"; ")));
        QCOMPARE(store.appVersions().size(), versionsBefore.size() + 1);
        return;
    }
    QVERIFY(!result.ok());
    QVERIFY(result.imported.isEmpty());
    QCOMPARE(result.failures.size(), 1);
    const QString message = result.failures.first().second;
    qInfo("%s", qPrintable(message));
    QVERIFY2(message.contains(name), qPrintable(message));
    QVERIFY2(message.contains(fragment), qPrintable(message));

    // Nothing already stored is lost or changed.
    QCOMPARE(store.appVersions(), versionsBefore);
    const QList<ModelStats> statsAfter = store.stats();
    QCOMPARE(statsAfter.size(), statsBefore.size());
    QCOMPARE(statsAfter.first().states, statsBefore.first().states);
    QCOMPARE(statsAfter.first().transitions, statsBefore.first().transitions);
    QCOMPARE(statsAfter.first().screenshots, statsBefore.first().screenshots);
    const auto modelAfter = store.load(versionsBefore.first());
    QVERIFY(modelAfter);
    QCOMPARE(modelAfter->screens.size(), modelBefore->screens.size());
    for (qsizetype i = 0; i < modelBefore->screens.size(); ++i)
        QCOMPARE(modelAfter->screens.at(i).id, modelBefore->screens.at(i).id);
}

void TestMalformedInput::everyFixtureIsListed()
{
    const QStringList entries = QDir(testDataDir() + u"/malformed"_qs).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &e : entries) {
        if (e != u"expected.ini")
            QVERIFY2(m_expected.contains(e), qPrintable(e + u" has no row in expected.ini"_qs));
    }
}

QTEST_GUILESS_MAIN(TestMalformedInput)
#include "tst_malformedinput.moc"
