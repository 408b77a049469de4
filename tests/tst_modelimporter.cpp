// SPDX-License-Identifier: GPL-3.0-or-later
#include "graph/sqlitegraphstore.h"
#include "testdata.h"
#include "trace/modelimporter.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace StepWise;

namespace {
const QString demoVersion = QStringLiteral("1-com.example.demo-1.0");

QByteArray demoDump()
{
    QFile f(testDataDir() + u"/graphdump/" + demoVersion + u'/' + demoVersion + u"-graph.txt");
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/*! A tree with two good dumps (versions a-1, b-1), a broken one, and unrelated files. */
void makeTree(const QString &root)
{
    QVERIFY(writeFile(root + u"/1-org.example.a-1/1-org.example.a-1-graph.txt", demoDump()));
    QVERIFY(writeFile(root + u"/1-org.example.a-1/1-org.example.a-1-connected-comp.txt", "# of components: 1\n"));
    QVERIFY(writeFile(root + u"/nested/deeper/1-org.example.b-1/1-org.example.b-1-graph.txt", demoDump()));
    QVERIFY(writeFile(root + u"/1-org.example.broken-1/1-org.example.broken-1-graph.txt", demoDump().left(700)));
    QVERIFY(writeFile(root + u"/notes.txt", "not a model"));
}
} // namespace

class TestModelImporter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void brokenInputDoesNotStopTheOthers()
    {
        QTemporaryDir dir;
        makeTree(dir.path());
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        QList<int> done;
        QStringList current;
        const ImportResult result = importer.import({dir.path()}, [&](int d, int total, const QString &path) {
            QCOMPARE(total, 3);
            done.append(d);
            current.append(QFileInfo(path).fileName());
        });
        QCOMPARE(result.imported, (QStringList{u"1-org.example.a-1"_qs, u"1-org.example.b-1"_qs}));
        QCOMPARE(result.failures.size(), 1);
        QVERIFY(result.failures.first().first.endsWith(u"1-org.example.broken-1-graph.txt"));
        QVERIFY2(result.failures.first().second.startsWith(result.failures.first().first + u':'), qPrintable(result.failures.first().second));
        QVERIFY(!result.ok());
        QCOMPARE(done, (QList<int>{0, 1, 2, 3}));
        QCOMPARE(current.last(), QString());
        QCOMPARE(store.appVersions(), (QStringList{u"1-org.example.a-1"_qs, u"1-org.example.b-1"_qs}));
        QCOMPARE(result.importedStats.first().states, 3);
        QCOMPARE(result.importedStats.first().transitions, 6);
        // The demo's states/ folder was not copied: no screenshots, no warnings.
        QCOMPARE(result.importedStats.first().screenshots, 0);
        QVERIFY(result.warnings.isEmpty());
    }

    void brokenReimportKeepsStoredModel()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"1-org.example.a-1-graph.txt"_qs);
        QVERIFY(writeFile(path, demoDump()));
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        QVERIFY(importer.import({path}).ok());
        QVERIFY(writeFile(path, demoDump().replace("(s:c3,t:end)", "(s:c3,t:gone)")));
        const ImportResult again = importer.import({path});
        QCOMPARE(again.failures.size(), 1);
        QVERIFY(again.failures.first().second.contains(u"unknown state gone"));
        QCOMPARE(store.stats().first().transitions, 6);
    }

    void badPaths_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing") << u"nope"_qs << u"no such file or folder"_qs;
        QTest::newRow("empty folder") << u"empty"_qs << u"folder holds no execution model (looked for: graph dump (*-graph.txt)"_qs;
        QTest::newRow("unknown file") << u"notes.txt"_qs << u"not an execution model this version reads"_qs;
    }
    void badPaths()
    {
        QFETCH(QString, relative);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(u"empty"_qs));
        QVERIFY(writeFile(dir.filePath(u"notes.txt"_qs), "text"));
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        const QString path = dir.filePath(relative);
        const ImportResult result = importer.import({path});
        QCOMPARE(result.failures.size(), 1);
        QCOMPARE(result.failures.first().first, path);
        QVERIFY2(result.failures.first().second.startsWith(path + u": " + message), qPrintable(result.failures.first().second));
        QVERIFY(result.imported.isEmpty());
    }

    void sameVersionTwiceInOneRun()
    {
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath(u"x/1-org.example.a-1-graph.txt"_qs), demoDump()));
        QVERIFY(writeFile(dir.filePath(u"y/1-org.example.a-1-graph.txt"_qs), demoDump()));
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        // The same file named twice is one input; two files of one version are a conflict.
        const ImportResult same = importer.import({dir.filePath(u"x"_qs), dir.filePath(u"x/1-org.example.a-1-graph.txt"_qs)});
        QVERIFY(same.ok());
        QCOMPARE(same.imported.size(), 1);
        const ImportResult both = importer.import({dir.path()});
        QCOMPARE(both.imported.size(), 1);
        QCOMPARE(both.failures.size(), 1);
        QVERIFY2(both.failures.first().second.contains(u"was already imported from"), qPrintable(both.failures.first().second));
    }

    void cancel()
    {
        QTemporaryDir dir;
        makeTree(dir.path());
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        int calls = 0;
        const ImportResult result = importer.import({dir.path()}, {}, [&] { return ++calls > 2; });
        QVERIFY(result.canceled);
        QVERIFY(!result.ok());
        QCOMPARE(result.imported.size(), 1);
        QCOMPARE(store.appVersions().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestModelImporter)
#include "tst_modelimporter.moc"
