// SPDX-License-Identifier: GPL-3.0-or-later
#include "graph/sqlitegraphstore.h"
#include "llm/llmprompts.h"
#include "testdata.h"
#include "trace/modelimporter.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace StepWise;

/*! Every malformed input goes through the real import path into an SQLite store that already holds a
 *  model: the import reports a message naming the input and saying what is wrong, and every row of the
 *  store is as before. Inputs are the authored files in tests/data/malformed (listed in expected.ini)
 *  plus inputs too big to commit (huge, deeply nested), which are generated here. */
class TestMalformedInput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void rejectsWithSpecificMessage_data();
    void rejectsWithSpecificMessage();
    void rejectsGeneratedInput_data();
    void rejectsGeneratedInput();
    void rejectsLlmAnswer_data();
    void rejectsLlmAnswer();
    void everyFixtureIsListed();

private:
    void checkImport(const QString &path, const QString &name, const QString &expected);

    QMap<QString, QString> m_expected;
};

namespace {

/*! Every row of every table of the SQLite file \a path, read through a connection of its own, so a
 *  comparison sees what is on disk (WAL included), not what one connection caches. */
QStringList storeRows(const QString &path)
{
    QStringList rows;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_qs, u"malformed-check"_qs);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_qs);
        if (!db.open())
            return { u"cannot open: "_qs + db.lastError().text() };
        QSqlQuery tables(u"SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"_qs, db);
        QStringList names;
        while (tables.next())
            names.append(tables.value(0).toString());
        for (const QString &table : std::as_const(names)) {
            QSqlQuery q(u"SELECT * FROM \"%1\" ORDER BY rowid"_qs.arg(table), db);
            while (q.next()) {
                QString row = table + u':';
                for (int i = 0; i < q.record().count(); ++i) {
                    const QVariant v = q.value(i);
                    row += u'|'
                        + (v.typeId() == QMetaType::QByteArray ? QString::fromLatin1(v.toByteArray().toHex())
                                                               : v.toString());
                }
                rows.append(row);
            }
        }
    }
    QSqlDatabase::removeDatabase(u"malformed-check"_qs);
    return rows;
}

QByteArray okDump()
{
    QFile f(testDataDir() + u"/trace/dumps/screen-1.xml"_qs);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray okGraph()
{
    QFile f(testDataDir() + u"/graphdump/1-com.example.demo-1.0/1-com.example.demo-1.0-graph.txt"_qs);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/*! A uiautomator dump whose app window nests \a depth nodes, one inside the other. */
QByteArray deepDump(int depth)
{
    const QByteArray open = "<node index=\"0\" text=\"\" class=\"android.widget.FrameLayout\" "
                            "package=\"org.example.notes\" bounds=\"[0,0][10,10]\">";
    QByteArray xml = "<?xml version='1.0' encoding='UTF-8'?><hierarchy rotation=\"0\">";
    xml.reserve(depth * (open.size() + 8) + 64);
    for (int i = 0; i < depth; ++i)
        xml += open;
    for (int i = 0; i < depth; ++i)
        xml += "</node>";
    return xml + "</hierarchy>";
}

} // namespace

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
    QVERIFY(m_expected.size() >= 50);
    QVERIFY(!okDump().isEmpty());
    QVERIFY(!okGraph().isEmpty());
}

/*! Imports \a path into a store already holding the dumps model and checks the outcome against
 *  \a expected: a message fragment (the import fails, the message names \a name, the store's rows are
 *  unchanged) or "warn:<fragment>" (the import succeeds with such a warning). */
void TestMalformedInput::checkImport(const QString &path, const QString &name, const QString &expected)
{
    QTemporaryDir storeDir;
    QVERIFY(storeDir.isValid());
    const QString dbPath = storeDir.filePath(u"models.sqlite"_qs);
    SqliteGraphStore store(dbPath, u"malformed-store"_qs);
    QVERIFY2(store.open(), qPrintable(store.lastError()));
    ModelImporter importer(&store);
    const ImportResult seed = importer.import({ testDataDir() + u"/trace/dumps"_qs });
    QVERIFY2(seed.ok(), seed.failures.isEmpty() ? "" : qPrintable(seed.failures.first().second));
    const QStringList versionsBefore = store.appVersions();
    QCOMPARE(versionsBefore.size(), 1);
    const QStringList rowsBefore = storeRows(dbPath);
    QVERIFY(rowsBefore.size() > 10);

    const ImportResult result = importer.import({ path });
    const bool warnOnly = expected.startsWith(u"warn:");
    const QString fragment = warnOnly ? expected.mid(5) : expected;
    if (warnOnly) {
        QVERIFY2(result.ok(), result.failures.isEmpty() ? "" : qPrintable(result.failures.first().second));
        QStringList warnings;
        for (const auto &w : result.warnings)
            warnings.append(w.second);
        qInfo("%s", qPrintable(warnings.join(u"; ")));
        const auto hit = std::find_if(warnings.cbegin(), warnings.cend(),
                                      [&](const QString &w) { return w.contains(fragment) && w.contains(name); });
        QVERIFY2(hit != warnings.cend(), qPrintable(warnings.join(u"; ")));
        QCOMPARE(store.appVersions().size(), versionsBefore.size() + 1);
        return;
    }
    QVERIFY2(!result.ok(), qPrintable(name + u" was accepted"_qs));
    QVERIFY(result.imported.isEmpty());
    QCOMPARE(result.failures.size(), 1);
    const QString message = result.failures.first().second;
    qInfo("%s", qPrintable(message));
    QVERIFY2(message.contains(name), qPrintable(message));
    QVERIFY2(message.contains(fragment), qPrintable(message));

    // Nothing already stored is lost or changed, row for row.
    QCOMPARE(store.appVersions(), versionsBefore);
    QCOMPARE(storeRows(dbPath), rowsBefore);
}

void TestMalformedInput::rejectsWithSpecificMessage_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    for (auto it = m_expected.cbegin(); it != m_expected.cend(); ++it) {
        if (!it.key().startsWith(u"llm-answer-"))
            QTest::newRow(qPrintable(it.key())) << it.key() << it.value();
    }
}

void TestMalformedInput::rejectsWithSpecificMessage()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    const QString path = testDataDir() + u"/malformed/"_qs + name;
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));
    checkImport(path, name, expected);
}

void TestMalformedInput::rejectsGeneratedInput_data()
{
    // Explicit "-> QByteArray": with QT_USE_QSTRINGBUILDER an auto return type would be a builder
    // referring to temporaries that die with the lambda (ASan found exactly that).
    using Make = std::function<QByteArray()>;
    QTest::addColumn<QString>("name");
    QTest::addColumn<Make>("make");
    QTest::addColumn<QString>("expected");

    QTest::newRow("dump nested 100000 deep")
        << u"deep.xml"_qs << Make([]() -> QByteArray { return deepDump(100000); }) << u"nested deeper than"_qs;
    QTest::newRow("JSON nested 100000 deep") << u"deep-trace/Execution-1.json"_qs << Make([]() -> QByteArray {
        return "{\"steps\": " + QByteArray(100000, '[') + QByteArray(100000, ']') + '}';
    }) << u"malformed JSON"_qs;
    QTest::newRow("huge dump, 16 MiB text never closed") << u"huge.xml"_qs << Make([]() -> QByteArray {
        QByteArray xml = okDump();
        return xml.left(xml.indexOf("text=\"") + 6) + QByteArray(16 << 20, 'x');
    }) << u"malformed XML"_qs;
    QTest::newRow("huge graph dump, 16 MiB, header count wrong")
        << u"1-huge-1.0-graph.txt"_qs << Make([]() -> QByteArray {
               const QByteArray g = okGraph();
               const qsizetype states = g.indexOf("States (");
               // One transition line repeated under new ids until the file is huge; the header still says 6.
               const QByteArray line
                   = g.mid(g.indexOf("t5: "), g.indexOf('\n', g.indexOf("t5: ")) - g.indexOf("t5: ") + 1);
               QByteArray out = g.left(states);
               out.reserve(18 << 20);
               for (int i = 0; out.size() < (16 << 20); ++i)
                   out += QByteArray(line).replace("t5:", QByteArray("x" + QByteArray::number(i) + ':'));
               return out + g.mid(states);
           })
        << u"header announces 6 transitions but"_qs;
    QTest::newRow("huge trace, 16 MiB string never closed")
        << u"huge-trace/Execution-1.json"_qs
        << Make([]() -> QByteArray { return "{\"app\": \"" + QByteArray(16 << 20, 'x'); }) << u"malformed JSON"_qs;
}

void TestMalformedInput::rejectsGeneratedInput()
{
    using Make = std::function<QByteArray()>;
    QFETCH(QString, name);
    QFETCH(Make, make);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QByteArray bytes = make();
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();
    // A folder input (trace) is imported as the folder, so the message names the file inside it.
    const QString input = name.contains(u'/') ? QFileInfo(path).absolutePath() : path;
    QElapsedTimer timer;
    timer.start();
    checkImport(input, QFileInfo(name).fileName(), expected);
    qInfo("%lld bytes rejected in %lld ms", qint64(bytes.size()), timer.elapsed());
}

void TestMalformedInput::rejectsLlmAnswer_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    for (auto it = m_expected.cbegin(); it != m_expected.cend(); ++it) {
        if (it.key().startsWith(u"llm-answer-"))
            QTest::newRow(qPrintable(it.key())) << it.key() << it.value();
    }
}

/*! What a language model sends back is input too: each malformed answer is refused by its validator
 *  with the problem that the repair request quotes back, and nothing is returned. */
void TestMalformedInput::rejectsLlmAnswer()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QFile file(testDataDir() + u"/malformed/"_qs + name);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const QString content = QString::fromUtf8(file.readAll());
    const QSet<QString> ids { u"0"_qs, u"1.1"_qs, u"1.2"_qs };
    const QString parser = name.section(u'-', 2, 2);
    QString problem;
    if (parser == u"identify") {
        QStringList out { u"untouched"_qs };
        problem = LlmPrompts::parseIdentify(content, ids, &out);
        QCOMPARE(out, QStringList { u"untouched"_qs });
    } else if (parser == u"extract") {
        QList<LlmPrompts::ExtractedStep> out;
        problem = LlmPrompts::parseExtract(content, ids, &out);
        QVERIFY(out.isEmpty());
    } else if (parser == u"mapany") {
        bool out = false;
        problem = LlmPrompts::parseMapAny(content, &out);
        QVERIFY(!out);
    } else if (parser == u"mapwhich") {
        QList<int> out;
        problem = LlmPrompts::parseMapWhich(content, 3, &out);
        QVERIFY(out.isEmpty());
    } else {
        QFAIL(qPrintable(u"unknown parser in "_qs + name));
    }
    qInfo("%s", qPrintable(problem));
    QVERIFY2(problem.contains(expected), qPrintable(problem));
}

void TestMalformedInput::everyFixtureIsListed()
{
    const QStringList entries
        = QDir(testDataDir() + u"/malformed"_qs).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &e : entries) {
        if (e != u"expected.ini")
            QVERIFY2(m_expected.contains(e), qPrintable(e + u" has no row in expected.ini"_qs));
    }
}

QTEST_GUILESS_MAIN(TestMalformedInput)
#include "tst_malformedinput.moc"
