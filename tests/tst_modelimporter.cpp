// SPDX-License-Identifier: GPL-3.0-or-later
#include "graph/sqlitegraphstore.h"
#include "testdata.h"
#include "trace/modelimporter.h"
#include "trace/recordingreader.h"

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

/*! (interaction id → weight) of a model: equal maps mean the same edges with the same counts. */
QMap<QString, double> edgeWeights(const ExecutionModel &m)
{
    QMap<QString, double> out;
    for (const Interaction &e : m.interactions)
        out.insert(e.id, e.weight);
    return out;
}

/*! Edge weights, sorted: equal lists mean the same number of edges seen equally often, whatever
 *  ids the states got (a state first stored from a JSON screen list keeps that id). */
QList<double> sortedWeights(const ExecutionModel &m)
{
    QList<double> out;
    for (const Interaction &e : m.interactions)
        out.append(e.weight);
    std::sort(out.begin(), out.end());
    return out;
}

QStringList stateIds(const ExecutionModel &m)
{
    QStringList ids;
    for (const Screen &s : m.screens)
        ids.append(s.id);
    ids.sort();
    return ids;
}

/*! The model RecordingReader builds from all of \a paths in one read (executions merged in memory). */
ReadModel readTogether(const QStringList &paths, const QString &version)
{
    RecordingReader reader;
    const QList<RecordedModel> models = reader.read(paths);
    for (const RecordedModel &m : models) {
        if (m.model.appVersion == version)
            return m;
    }
    return {};
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
        const ImportResult result = importer.import({ dir.path() }, [&](int d, int total, const QString &path) {
            QCOMPARE(total, 3);
            done.append(d);
            current.append(QFileInfo(path).fileName());
        });
        QCOMPARE(result.imported, (QStringList { u"1-org.example.a-1"_qs, u"1-org.example.b-1"_qs }));
        QCOMPARE(result.failures.size(), 1);
        QVERIFY(result.failures.first().first.endsWith(u"1-org.example.broken-1-graph.txt"));
        QVERIFY2(result.failures.first().second.startsWith(result.failures.first().first + u':'),
                 qPrintable(result.failures.first().second));
        QVERIFY(!result.ok());
        QCOMPARE(done, (QList<int> { 0, 1, 2, 3 }));
        QCOMPARE(current.last(), QString());
        QCOMPARE(store.appVersions(), (QStringList { u"1-org.example.a-1"_qs, u"1-org.example.b-1"_qs }));
        QCOMPARE(result.importedStats.first().states, 3);
        QCOMPARE(result.importedStats.first().transitions, 6);
        // The demo's states/ folder was not copied: no screenshots, no warnings.
        QCOMPARE(result.importedStats.first().screenshots, 0);
        QVERIFY(result.warnings.isEmpty());
    }

    void brokenPartOfAnInputIsAFailure()
    {
        // A trace folder with a good execution and a cut-off one: the good one is stored, the other is a failure
        // naming its file (not a warning), so the import partly failed, as with a broken input among good ones.
        QTemporaryDir dir;
        const QString trace = dir.filePath(u"org.example.notes-1.0"_qs);
        const QString source = testDataDir() + u"/trace/mini-trace/org.example.notes-1.0"_qs;
        for (const QString &name : QDir(source).entryList(QDir::Files)) {
            QFile in(source + u'/' + name);
            QVERIFY(in.open(QIODevice::ReadOnly));
            QVERIFY(writeFile(trace + u'/' + name, in.readAll()));
        }
        QVERIFY(writeFile(trace + u"/Execution-9.json"_qs, "{\"steps\": [\n{\"action\": 1,\n"));
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        const ImportResult result = importer.import({ trace });
        QCOMPARE(result.imported, QStringList { u"org.example.notes-1.0"_qs });
        QCOMPARE(result.failures.size(), 1);
        QCOMPARE(result.failures.first().first, trace);
        QCOMPARE(
            result.failures.first().second,
            trace
                + u"/Execution-9.json: malformed JSON: unterminated object at the end of the text: it looks cut off"_qs);
        QVERIFY(!result.ok());
        QVERIFY(result.partlyFailed());
        for (const auto &w : result.warnings)
            QVERIFY2(!w.second.contains(u"Execution-9.json"_qs), qPrintable(w.second));
        QCOMPARE(store.appVersions(), QStringList { u"org.example.notes-1.0"_qs });
    }

    void dumpFolderWithOtherModels()
    {
        // A folder of uiautomator dumps is read as one recording; a graph dump in a subfolder of it is a model
        // of its own and is imported too, not skipped with the rest of the folder.
        QTemporaryDir dir;
        QFile dump(testDataDir() + u"/trace/dumps/screen-1.xml"_qs);
        QVERIFY(dump.open(QIODevice::ReadOnly));
        QVERIFY(writeFile(dir.filePath(u"mix/window_dump.xml"_qs), dump.readAll()));
        QVERIFY(writeFile(dir.filePath(u"mix/demo/"_qs) + demoVersion + u"-graph.txt", demoDump()));
        QVERIFY(writeFile(dir.filePath(u"mix/demo/report.txt"_qs), "Open the app."));
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        const ImportResult result = importer.import({ dir.filePath(u"mix"_qs) });
        QVERIFY2(result.failures.isEmpty(), qPrintable(result.failures.value(0).second));
        QCOMPARE(result.imported, (QStringList { u"org.example.notes-mix"_qs, demoVersion }));
    }

    void everyBrokenFileInATreeIsNamed()
    {
        // Broken dumps beside a good one, a graph dump with NUL bytes, a cut-off one in a subfolder, a broken trace
        // and a Maestro flow: each is named as a failure, and the good dump is still imported.
        QTemporaryDir dir;
        const QString bad = dir.filePath(u"bad"_qs);
        QFile dump(testDataDir() + u"/trace/dumps/screen-1.xml"_qs);
        QVERIFY(dump.open(QIODevice::ReadOnly));
        const QByteArray good = dump.readAll();
        QVERIFY(writeFile(bad + u"/screen-1.xml", good));
        QVERIFY(writeFile(bad + u"/window_cut.xml", good.left(good.size() / 2)));
        QVERIFY(writeFile(bad + u"/x.xml", "<hierarchy><node></hierarchy>"));
        QVERIFY(writeFile(bad + u"/y-graph.txt", QByteArray("\0\0\0abc\0", 8)));
        QVERIFY(writeFile(bad + u"/gt/9-org.x-1.0-graph.txt", demoDump().left(700)));
        QVERIFY(writeFile(bad + u"/Execution-1.json", "{\"steps\": [\n{\"action\": 1,\n"));
        QVERIFY(writeFile(bad + u"/flow.yaml", "appId: org.x\n---\n- launchApp\n- tapOn: Done\n"));
        QVERIFY(writeFile(bad + u"/notes.txt", "not a model"));
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        const ImportResult result = importer.import({ bad });
        QStringList named;
        for (const auto &failure : result.failures) {
            for (const QString &file :
                 { u"window_cut.xml"_qs, u"x.xml"_qs, u"y-graph.txt"_qs, u"9-org.x-1.0-graph.txt"_qs,
                   u"Execution-1.json"_qs, u"flow.yaml"_qs, u"notes.txt"_qs }) {
                if (failure.second.contains(u'/' + file + u':'))
                    named.append(file);
            }
        }
        named.sort();
        QCOMPARE(named,
                 (QStringList { u"9-org.x-1.0-graph.txt"_qs, u"Execution-1.json"_qs, u"flow.yaml"_qs,
                                u"window_cut.xml"_qs, u"x.xml"_qs, u"y-graph.txt"_qs }));
        // The good dump beside the broken trace is no screen of it (not named like one): a recording of its own.
        QCOMPARE(result.imported.size(), 1);
        QVERIFY(result.partlyFailed());
    }

    void brokenReimportKeepsStoredModel()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"1-org.example.a-1-graph.txt"_qs);
        QVERIFY(writeFile(path, demoDump()));
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        QVERIFY(importer.import({ path }).ok());
        QVERIFY(writeFile(path, demoDump().replace("(s:c3,t:end)", "(s:c3,t:gone)")));
        const ImportResult again = importer.import({ path });
        QCOMPARE(again.failures.size(), 1);
        QVERIFY(again.failures.first().second.contains(u"unknown state gone"));
        QCOMPARE(store.stats().first().transitions, 6);
    }

    void badPaths_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing") << u"nope"_qs << u"no such file or folder"_qs;
        QTest::newRow("empty folder") << u"empty"_qs
                                      << u"folder holds no execution model (looked for: graph dump (*-graph.txt)"_qs;
        QTest::newRow("unknown file") << u"notes.txt"_qs << u"not an execution model this version reads"_qs;
        // JSON not named Execution-<n>.json: say what it is, not only that it is unknown.
        QTest::newRow("truncated json")
            << u"t.json"_qs
            << u"not valid JSON (invalid termination by number at the end of the text: it looks cut off), "
               u"and not an execution model this version reads; JSON is read only as a BURT/CrashScope trace "
               u"named Execution-<n>.json (known: graph dump"_qs;
        QTest::newRow("other json")
            << u"other.json"_qs
            << u"JSON, but not an execution model this version reads; JSON is read only as a BURT/CrashScope "
               u"trace named Execution-<n>.json (tried: graph dump (*-graph.txt), recordings"_qs;
        // Recordings of interactions without screens: say what they are and why they cannot become a model.
        const QString scriptReason
            = u". It records what was tapped or typed, not the screens it happened on, and an execution model is made of screens"_qs;
        QTest::newRow("maestro flow") << u"flow.yaml"_qs << u"a Maestro flow"_qs + scriptReason;
        QTest::newRow("robo script") << u"robo.json"_qs << u"a Firebase Robo script"_qs + scriptReason;
        QTest::newRow("getevent log") << u"touch.txt"_qs << u"raw touch events from adb getevent"_qs + scriptReason;
        QTest::newRow("renamed trace")
            << u"trace.json"_qs
            << u"JSON with \"steps\" like a BURT/CrashScope trace, but JSON is read only as a BURT/CrashScope "
               u"trace named Execution-<n>.json: rename it, e.g. to Execution-1.json"_qs;
    }
    void badPaths()
    {
        QFETCH(QString, relative);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(u"empty"_qs));
        QVERIFY(writeFile(dir.filePath(u"notes.txt"_qs), "text"));
        QVERIFY(writeFile(dir.filePath(u"t.json"_qs), "[1,2"));
        QVERIFY(writeFile(dir.filePath(u"other.json"_qs), "{\"a\": 1}\n"));
        QVERIFY(writeFile(dir.filePath(u"trace.json"_qs), "{\"deviceDimensions\": \"1080x1920\", \"steps\": []}\n"));
        QVERIFY(writeFile(dir.filePath(u"flow.yaml"_qs),
                          "appId: org.example.notes\n---\n- launchApp\n- tapOn: \"New note\"\n"));
        QVERIFY(writeFile(dir.filePath(u"robo.json"_qs),
                          "[{\"eventType\": \"VIEW_CLICKED\", \"elementDescriptors\": [{\"resourceId\": "
                          "\"org.example:id/save\"}]}]\n"));
        QVERIFY(writeFile(dir.filePath(u"touch.txt"_qs),
                          "[   53890.813990] 0001 014a 00000001\n[   53890.813990] 0003 0035 000001be\n"
                          "[   53890.813990] 0003 0036 00000258\n[   53890.813990] 0000 0000 00000000\n"));
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        const QString path = dir.filePath(relative);
        const ImportResult result = importer.import({ path });
        QCOMPARE(result.failures.size(), 1);
        QCOMPARE(result.failures.first().first, path);
        QVERIFY2(result.failures.first().second.startsWith(path + u": " + message),
                 qPrintable(result.failures.first().second));
        QVERIFY(result.imported.isEmpty());
    }

    void reimportedTraceNamedOnce()
    {
        // A trace file given again: the input is named once, not once more inside the parentheses.
        const QString trace = testDataDir() + u"/trace/mini-trace/org.example.notes-1.0/Execution-1.json"_qs;
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        QVERIFY(importer.import({ trace }).ok());
        const ImportResult again = importer.import({ trace });
        QVERIFY(again.ok());
        QCOMPARE(again.unchanged.size(), 1);
        QCOMPARE(again.unchanged.first().second,
                 trace + u": nothing new, the store is unchanged (already imported into org.example.notes-1.0)"_qs);
    }

    void reimportedArchivedTraceNamedInTheArchive()
    {
        // A trace inside an archive imported again: the skipped execution is named inside the archive, not by
        // the temporary folder it was unpacked into (which is gone by the time the message is read).
        const QString archive = testDataDir() + u"/trace/archives/mini-trace.tar.gz"_qs;
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        QVERIFY(importer.import({ archive }).ok());
        const ImportResult again = importer.import({ archive });
        QVERIFY(again.ok());
        QCOMPARE(again.unchanged.size(), 1);
        QCOMPARE(
            again.unchanged.first().second,
            archive + u": nothing new, the store is unchanged ("_qs + archive
                + u"!/mini-trace/org.example.notes-1.0/Execution-1.json: already imported into org.example.notes-1.0)"_qs);
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
        const ImportResult same
            = importer.import({ dir.filePath(u"x"_qs), dir.filePath(u"x/1-org.example.a-1-graph.txt"_qs) });
        QVERIFY(same.ok());
        QCOMPARE(same.imported.size(), 1);
        const ImportResult both = importer.import({ dir.path() });
        QCOMPARE(both.imported.size(), 1);
        QCOMPARE(both.failures.size(), 1);
        QVERIFY2(both.failures.first().second.contains(u"was already imported from"),
                 qPrintable(both.failures.first().second));
    }

    void mergesMoreTracesOfOneVersion()
    {
        const QString first = testDataDir() + u"/trace/mini-trace"_qs;
        const QString second = testDataDir() + u"/merge/notes-second-trace"_qs;
        const QString version = u"org.example.notes-1.0"_qs;
        const ReadModel together = readTogether({ first, second }, version);
        QVERIFY(!together.model.screens.isEmpty());

        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        const ImportResult a = importer.import({ first });
        QVERIFY(a.ok());
        QCOMPARE(a.imported, QStringList { version });
        const ExecutionModel afterFirst = *store.load(version);

        // Before: the second folder failed ("already imported"); now it merges into the stored model.
        const ImportResult b = importer.import({ second });
        QVERIFY2(b.ok(), b.failures.isEmpty() ? "" : qPrintable(b.failures.first().second));
        QCOMPARE(b.imported, QStringList { version });
        const MergeSummary &added = b.merges.first();
        QVERIFY(added.sameStates > 0); // the list and editor screens are known
        QCOMPARE(added.newRecordings, 1);
        QCOMPARE(added.newTransitions + int(afterFirst.interactions.size()), int(together.model.interactions.size()));
        const ExecutionModel merged = *store.load(version);
        // Importing the two folders one after the other gives the model of reading them together.
        QCOMPARE(stateIds(merged), stateIds(together.model));
        QCOMPARE(edgeWeights(merged), edgeWeights(together.model));
        QCOMPARE(b.importedStats.first().states, together.model.stats().states);
        QCOMPARE(b.importedStats.first().transitions, together.model.stats().transitions);
        // One Start, one "open app" edge to the first screen, seen by both traces.
        const QList<int> open = merged.outgoing(merged.startScreenId());
        QCOMPARE(open.size(), 1);
        QCOMPARE(merged.interactions.at(open.first()).action, ActionType::OpenApp);
        QCOMPARE(merged.interactions.at(open.first()).weight, 2.0);
        QCOMPARE(merged.recordings.size(), 2);

        // The very same trace again: nothing changes, and the result says so.
        const ImportResult again = importer.import({ second });
        QVERIFY(again.ok());
        QVERIFY(again.imported.isEmpty());
        QCOMPARE(again.unchanged.size(), 1);
        QVERIFY2(
            again.unchanged.first().second.contains(u"Execution-2.json: already imported into org.example.notes-1.0"),
            qPrintable(again.unchanged.first().second));
        QCOMPARE(edgeWeights(*store.load(version)), edgeWeights(merged));
        // Both folders in one run: every execution is known, the store is unchanged.
        const ImportResult both = importer.import({ first, second });
        QVERIFY(both.ok());
        QVERIFY(both.imported.isEmpty());
        QCOMPARE(both.unchanged.size(), 2);
        QCOMPARE(edgeWeights(*store.load(version)), edgeWeights(merged));
        QCOMPARE(store.stats().first().states, together.model.stats().states);
    }

    void jsonOnlyStepsJoinDumpsOfOtherTraces_data()
    {
        QTest::addColumn<bool>("dumpsFirst");
        QTest::newRow("trace without dumps first") << false;
        QTest::newRow("trace with dumps first") << true;
    }
    void jsonOnlyStepsJoinDumpsOfOtherTraces()
    {
        // notes-without-dumps has only JSON screen lists (TraceReplayer's, without the ListView); its
        // list screen is the dump of mini-trace. Imported one after the other, in either order, the
        // two must give the model of reading both at once, not a second list state.
        QFETCH(bool, dumpsFirst);
        const QString noDumps = testDataDir() + u"/merge/notes-without-dumps"_qs;
        const QString dumps = testDataDir() + u"/trace/mini-trace"_qs;
        const ReadModel together = readTogether({ noDumps, dumps }, u"org.example.notes-1.0"_qs);
        const ReadModel alone = readTogether({ noDumps }, u"org.example.notes-1.0"_qs);
        const ReadModel withDumps = readTogether({ dumps }, u"org.example.notes-1.0"_qs);
        // The fixture does what it is meant for: its list screen id is not the dump's.
        QVERIFY(stateIds(alone.model) != stateIds(withDumps.model));
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        QVERIFY(importer.import({ dumpsFirst ? dumps : noDumps }).ok());
        const ImportResult second = importer.import({ dumpsFirst ? noDumps : dumps });
        QVERIFY(second.ok());
        const ExecutionModel merged = *store.load(u"org.example.notes-1.0"_qs);
        QCOMPARE(merged.stats().states, together.model.stats().states);
        QCOMPARE(merged.stats().transitions, together.model.stats().transitions);
        QCOMPARE(sortedWeights(merged), sortedWeights(together.model));
        // The state that had only a JSON list now has the dump's XML.
        for (const Screen &s : merged.screens) {
            if (s.kind == Screen::Kind::Normal && s.name.startsWith(u"ListActivity"))
                QVERIFY(!s.hierarchyXml.isEmpty());
        }
    }

    void mergesTwoInputsOfOneRun()
    {
        const QString first = testDataDir() + u"/trace/mini-trace"_qs;
        const QString second = testDataDir() + u"/merge/notes-second-trace"_qs;
        const ReadModel together = readTogether({ first, second }, u"org.example.notes-1.0"_qs);
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        const ImportResult r = importer.import({ first, second });
        QVERIFY(r.ok());
        QCOMPARE(r.imported.size(), 1); // one line per app version, with the totals
        QCOMPARE(r.importedStats.first().transitions, together.model.stats().transitions);
        QCOMPARE(edgeWeights(*store.load(u"org.example.notes-1.0"_qs)), edgeWeights(together.model));
    }

    void replaceOptionReplaces()
    {
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        QVERIFY(importer.import({ testDataDir() + u"/trace/mini-trace"_qs }).ok());
        const ReadModel second
            = readTogether({ testDataDir() + u"/merge/notes-second-trace"_qs }, u"org.example.notes-1.0"_qs);
        ImportOptions options;
        options.replace = true;
        importer.setOptions(options);
        QVERIFY(importer.import({ testDataDir() + u"/merge/notes-second-trace"_qs }).ok());
        QCOMPARE(edgeWeights(*store.load(u"org.example.notes-1.0"_qs)), edgeWeights(second.model));
    }

    void realTracesOfOneVersion_data()
    {
        QTest::addColumn<QString>("tr");
        QTest::addColumn<QString>("cs");
        QTest::addColumn<QString>("version");
        QTest::newRow("lrkFM 1.8.0") << u"TraceReplayer-Data/TR1563"_qs << u"CrashScope-Data/CS1563"_qs
                                     << u"io.lerk.lrkFM-1.8.0"_qs;
        QTest::newRow("lrkFM 2.3.0") << u"TraceReplayer-Data/TR1568"_qs << u"CrashScope-Data/CS1568"_qs
                                     << u"io.lerk.lrkFM-2.3.0"_qs;
    }
    void realTracesOfOneVersion()
    {
        QFETCH(QString, tr);
        QFETCH(QString, cs);
        QFETCH(QString, version);
        const QString root = stepwiseDataDir() + u"/burt_traces/"_qs;
        QVERIFY2(QFileInfo::exists(root + tr), qPrintable(root + tr + u" is missing"_qs));
        const ReadModel together = readTogether({ root + tr, root + cs }, version);
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        QVERIFY(importer.import({ root + tr }).ok());
        const ImportResult second = importer.import({ root + cs });
        QVERIFY2(second.ok(), second.failures.isEmpty() ? "" : qPrintable(second.failures.first().second));
        const ExecutionModel merged = *store.load(version);
        qInfo("%s: TR then CS: %d states, %d transitions; read together: %d states, %d transitions",
              qPrintable(version), merged.stats().states, merged.stats().transitions, together.model.stats().states,
              together.model.stats().transitions);
        QCOMPARE(merged.stats().states, together.model.stats().states);
        QCOMPARE(sortedWeights(merged), sortedWeights(together.model));
        QCOMPARE(merged.stats().manualTransitions, together.model.stats().manualTransitions);
        QCOMPARE(merged.stats().automaticTransitions, together.model.stats().automaticTransitions);
        const ImportResult again = importer.import({ root + tr });
        QVERIFY(again.imported.isEmpty());
        QCOMPARE(again.unchanged.size(), 1);
        QCOMPARE(edgeWeights(*store.load(version)), edgeWeights(merged));
    }

    void cancel()
    {
        QTemporaryDir dir;
        makeTree(dir.path());
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        int calls = 0;
        const ImportResult result = importer.import({ dir.path() }, {}, [&] { return ++calls > 2; });
        QVERIFY(result.canceled);
        QVERIFY(!result.ok());
        QCOMPARE(result.imported.size(), 1);
        QCOMPARE(store.appVersions().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestModelImporter)
#include "tst_modelimporter.moc"
