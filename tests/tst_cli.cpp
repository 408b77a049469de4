// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli as a user meets it: help and usage lines name the command, command groups list their
// subcommands, reading a store never creates one, and report files are decoded like the GUI does.
#include "graph/sqlitegraphstore.h"
#include "language/reporttext.h"
#include "testdata.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <archive.h>
#include <archive_entry.h>

using namespace StepWise;

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };

    static Run cli(const QStringList &args, const QString &xdgDataHome = {})
    {
        QProcess p;
        if (!xdgDataHome.isEmpty()) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(u"XDG_DATA_HOME"_qs, xdgDataHome);
            p.setProcessEnvironment(env);
        }
        p.start(QStringLiteral(STEPWISE_CLI_PATH), args);
        if (!p.waitForFinished(30000))
            return {};
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                 QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            return {};
        return path;
    }

private Q_SLOTS:
    void decodeReportBytes_data();
    void decodeReportBytes();
    void usageNamesTheCommand_data();
    void usageNamesTheCommand();
    void commandGroups_data();
    void commandGroups();
    void readingAStoreNeverCreatesOne_data();
    void readingAStoreNeverCreatesOne();
    void corruptStoreNamesPathAndRemedy();
    void defaultStoreIsTheGuis();
    void reportEncodings_data();
    void reportEncodings();
    void replayPlanSteps_data();
    void replayPlanSteps();
    void damagedStoreSaysDamaged();
    void countsReadInEnglish();
    void graphWithoutFlagListsVersions();
    void replayMatchLabelsItsOutput();
    void reportJsonWithoutSchema();
    void documentsEndWithNewline_data();
    void documentsEndWithNewline();
    void importExitCodes();
    void importBrokenDumpOfASequence();
    void importOfNothingLeavesNoNewStore();
};

namespace {
const QString demoDumpDir()
{
    return testDataDir() + u"/graphdump/1-com.example.demo-1.0"_qs;
}

/*! A uiautomator dump of one screen of org.example.zipped showing a button labelled \a label. */
QByteArray screenDump(const QByteArray &label)
{
    return "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n"
           "<node index=\"0\" text=\"\" resource-id=\"\" class=\"android.widget.FrameLayout\" "
           "package=\"org.example.zipped\" "
           "content-desc=\"\" clickable=\"false\" enabled=\"true\" bounds=\"[0,0][1080,1920]\">\n"
           "<node index=\"0\" text=\""
        + label
        + "\" resource-id=\"org.example.zipped:id/action\" class=\"android.widget.Button\" "
          "package=\"org.example.zipped\" "
          "content-desc=\"\" clickable=\"true\" enabled=\"true\" bounds=\"[0,0][540,200]\" />\n"
          "</node>\n</hierarchy>\n";
}

/*! The same dump with the button's node left open, so </hierarchy> on line 6 closes the wrong element. */
QByteArray brokenDump()
{
    return screenDump("Save").replace("\" />\n", "\">\n");
}

/*! Another screen of org.example.zipped: the button and a text field below it. */
QByteArray formDump()
{
    return screenDump("Open").replace(
        "</node>\n</hierarchy>",
        "<node index=\"1\" text=\"\" resource-id=\"org.example.zipped:id/note\" class=\"android.widget.EditText\" "
        "package=\"org.example.zipped\" content-desc=\"\" clickable=\"true\" enabled=\"true\" "
        "bounds=\"[0,200][1080,400]\" />\n</node>\n</hierarchy>");
}

/*! Writes a zip at \a path holding \a members (path inside the archive, bytes), in order. */
bool writeZip(const QString &path, const QList<QPair<QString, QByteArray>> &members)
{
    archive *a = archive_write_new();
    bool ok = archive_write_set_format_zip(a) == ARCHIVE_OK
        && archive_write_open_filename(a, QFile::encodeName(path).constData()) == ARCHIVE_OK;
    for (const auto &member : members) {
        if (!ok)
            break;
        archive_entry *entry = archive_entry_new();
        archive_entry_set_pathname(entry, member.first.toUtf8().constData());
        archive_entry_set_filetype(entry, AE_IFREG);
        archive_entry_set_perm(entry, 0644);
        archive_entry_set_size(entry, member.second.size());
        ok = archive_write_header(a, entry) == ARCHIVE_OK
            && archive_write_data(a, member.second.constData(), size_t(member.second.size())) == member.second.size();
        archive_entry_free(entry);
    }
    ok = archive_write_close(a) == ARCHIVE_OK && ok;
    archive_write_free(a);
    return ok;
}
} // namespace

void TestCli::importExitCodes()
{
    // One broken member of a bundle is a failure like one broken input: the rest imports and stays, stderr
    // names the member with line and column, and the exit code says "partly failed" (3), neither success (0)
    // nor "nothing imported" (1).
    const QString zip = m_dir.filePath(u"bundle.zip"_qs);
    QVERIFY(writeZip(zip, { { u"a/screen-1.xml"_qs, screenDump("Save") }, { u"b/screen-1.xml"_qs, brokenDump() } }));
    const QString db = m_dir.filePath(u"partly.sqlite"_qs);
    const Run partly = cli({ u"import"_qs, u"--db"_qs, db, zip });
    QCOMPARE(partly.exitCode, 3);
    QCOMPARE(
        partly.out,
        u"imported org.example.zipped-bundle-a: 1 state, 1 transition (1 manual / 0 explored), 0 screenshots\n"_qs);
    const QString mismatch
        = u":6:12: malformed XML: Opening and ending tag mismatch. </hierarchy> closes <node>, opened at line 3, column 178.\n"_qs;
    QCOMPARE(partly.err,
             u"stepwise-cli import: warning: "_qs + zip
                 + u"!/a: no screenshot screen-1.png beside it; a wireframe stands in\n"_qs
                 + u"stepwise-cli import: "_qs + zip + u"!/b/screen-1.xml"_qs + mismatch
                 + u"stepwise-cli import: import partly failed: 1 input failed, 1 model imported and kept\n"_qs);
    const Run list = cli({ u"graph"_qs, u"--db"_qs, db, u"--list"_qs });
    QCOMPARE(list.out, u"org.example.zipped-bundle-a\n"_qs);

    // The broken dump alone imports nothing: 1, with the same file:line:column message.
    const QString alone = writeFile(u"screen-broken.xml"_qs, brokenDump());
    const QString emptyDb = m_dir.filePath(u"failed.sqlite"_qs);
    const Run failed = cli({ u"import"_qs, u"--db"_qs, emptyDb, alone });
    QCOMPARE(failed.exitCode, 1);
    QCOMPARE(failed.err,
             u"stepwise-cli import: "_qs + alone + mismatch
                 + u"stepwise-cli import: 1 input failed, 0 models imported\n"_qs + u"stepwise-cli import: "_qs
                 + emptyDb + u" was not created, as nothing was imported\n"_qs);
    QCOMPARE(failed.out, QString());

    // A broken input beside a good one is the same partial failure as a broken member.
    const QString good = writeFile(u"screen-good.xml"_qs, screenDump("Open"));
    const Run two = cli({ u"import"_qs, u"--db"_qs, emptyDb, alone, good });
    QCOMPARE(two.exitCode, 3);
    QVERIFY2(
        two.err.endsWith(u"stepwise-cli import: import partly failed: 1 input failed, 1 model imported and kept\n"_qs),
        qPrintable(two.err));

    // Everything read: 0, only the screenshot warnings on stderr.
    const QString whole = m_dir.filePath(u"whole.zip"_qs);
    QVERIFY(writeZip(whole,
                     { { u"a/screen-1.xml"_qs, screenDump("Save") }, { u"b/screen-1.xml"_qs, screenDump("Open") } }));
    const Run ok = cli({ u"import"_qs, u"--db"_qs, m_dir.filePath(u"whole.sqlite"_qs), whole });
    QCOMPARE(ok.exitCode, 0);
    QCOMPARE(ok.out.count(u"imported "_qs), 2);
    const QStringList warnings = ok.err.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(warnings.size(), 2);
    for (const QString &line : warnings)
        QVERIFY2(line.startsWith(u"stepwise-cli import: warning: "_qs), qPrintable(line));

    // A graph dump packed in an archive is no recording: the message says to import its folder, unpacked.
    const QString packed = m_dir.filePath(u"model.zip"_qs);
    QVERIFY(writeZip(packed, { { u"1-org.example-1.0/1-org.example-1.0-graph.txt"_qs, "Transitions (0):\n" } }));
    const Run dumpInside = cli({ u"import"_qs, u"--db"_qs, m_dir.filePath(u"packed.sqlite"_qs), packed });
    QCOMPARE(dumpInside.exitCode, 1);
    QVERIFY2(dumpInside.err.startsWith(u"stepwise-cli import: "_qs + packed
                                       + u": holds an execution model's graph dump (1-org.example-1.0-graph.txt), "
                                         u"which is imported from a folder: unpack it and import the folder that "
                                         u"holds 1-org.example-1.0-graph.txt\n"_qs),
             qPrintable(dumpInside.err));

    // --help documents the codes.
    const Run help = cli({ u"import"_qs, u"--help"_qs });
    QVERIFY2(help.out.contains(u"3 partly failed"_qs), qPrintable(help.out));
}

void TestCli::importBrokenDumpOfASequence()
{
    // A broken dump inside a sequence fails alone (file:line:column) and the rest of the sequence is the model:
    // exit 3. The screens around it are not linked (that would claim one interaction where two or more
    // happened unseen), and a warning on the model says so: Start → screen-0 only, 2 states and 1 transition.
    // The dump's failure says only what is wrong with the dump.
    const QString mismatch
        = u":6:12: malformed XML: Opening and ending tag mismatch. </hierarchy> closes <node>, opened at line 3, column 178.\n"_qs;
    const QString zip = m_dir.filePath(u"sequence.zip"_qs);
    QVERIFY(writeZip(zip,
                     { { u"b/screen-0.xml"_qs, screenDump("Save") },
                       { u"b/screen-1.xml"_qs, brokenDump() },
                       { u"b/screen-2.xml"_qs, formDump() } }));
    const QString db = m_dir.filePath(u"sequence.sqlite"_qs);
    const Run partly = cli({ u"import"_qs, u"--db"_qs, db, u"--app-version"_qs, u"calm-3"_qs, zip });
    QCOMPARE(partly.exitCode, 3);
    QCOMPARE(partly.out, u"imported calm-3: 2 states, 1 transition (1 manual / 0 explored), 0 screenshots\n"_qs);
    QCOMPARE(
        partly.err,
        u"stepwise-cli import: warning: "_qs + zip
            + u"!/b: 2 dumps have no screenshot of the same name (first: screen-0.xml); wireframes stand in\n"_qs
            + u"stepwise-cli import: warning: "_qs + zip
            + u"!/b: screen-1.xml left out: the model has no transition from screen-0 to screen-2, as what happened between them is unknown\n"_qs
            + u"stepwise-cli import: "_qs + zip + u"!/b/screen-1.xml"_qs + mismatch
            + u"stepwise-cli import: import partly failed: 1 input failed, 1 model imported and kept\n"_qs);
    QCOMPARE(cli({ u"graph"_qs, u"--db"_qs, db, u"--list"_qs }).out, u"calm-3\n"_qs);
    // Imported again: nothing new, the broken dump is still broken, and the rest is in the store: 3, not 1.
    const Run again = cli({ u"import"_qs, u"--db"_qs, db, u"--app-version"_qs, u"calm-3"_qs, zip });
    QCOMPARE(again.exitCode, 3);
    QCOMPARE(again.out,
             u"unchanged: "_qs + zip + u": nothing new, the store is unchanged ("_qs + zip
                 + u"!/b: already imported into calm-3)\n"_qs);
    QCOMPARE(
        again.err,
        u"stepwise-cli import: "_qs + zip + u"!/b/screen-1.xml"_qs + mismatch
            + u"stepwise-cli import: import partly failed: 1 input failed, 0 models imported, the rest was stored already\n"_qs);

    // A flat zip whose last dump is broken: the model ends at the one before.
    const QString flat = m_dir.filePath(u"flat.zip"_qs);
    QVERIFY(writeZip(flat, { { u"one.xml"_qs, screenDump("Save") }, { u"two.xml"_qs, brokenDump() } }));
    const Run ends = cli({ u"import"_qs, u"--db"_qs, m_dir.filePath(u"flat.sqlite"_qs), flat });
    QCOMPARE(ends.exitCode, 3);
    QCOMPARE(ends.out,
             u"imported org.example.zipped-flat: 1 state, 1 transition (1 manual / 0 explored), 0 screenshots\n"_qs);
    QCOMPARE(ends.err,
             u"stepwise-cli import: warning: "_qs + flat
                 + u"!: no screenshot one.png beside it; a wireframe stands in\n"_qs
                 + u"stepwise-cli import: warning: "_qs + flat + u"!: two.xml left out: the model ends at one\n"_qs
                 + u"stepwise-cli import: "_qs + flat + u"!/two.xml"_qs + mismatch
                 + u"stepwise-cli import: import partly failed: 1 input failed, 1 model imported and kept\n"_qs);

    // The same dumps as a plain folder, the broken one first: no "open app" (the app's start is unknown),
    // only screen-1 → screen-2.
    const QString folder = m_dir.filePath(u"seq"_qs);
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(!writeFile(u"seq/screen-0.xml"_qs, brokenDump()).isEmpty());
    QVERIFY(!writeFile(u"seq/screen-1.xml"_qs, screenDump("Save")).isEmpty());
    QVERIFY(!writeFile(u"seq/screen-2.xml"_qs, formDump()).isEmpty());
    const Run starts = cli({ u"import"_qs, u"--db"_qs, m_dir.filePath(u"folder.sqlite"_qs), folder });
    QCOMPARE(starts.exitCode, 3);
    QCOMPARE(starts.out,
             u"imported org.example.zipped-seq: 2 states, 1 transition (1 manual / 0 explored), 0 screenshots\n"_qs);
    QCOMPARE(
        starts.err,
        u"stepwise-cli import: warning: "_qs + folder
            + u": 2 dumps have no screenshot of the same name (first: screen-1.xml); wireframes stand in\n"_qs
            + u"stepwise-cli import: warning: "_qs + folder
            + u": screen-0.xml left out: the model starts at screen-1, which nothing leads to (the app's start is unknown)\n"_qs
            + u"stepwise-cli import: "_qs + folder + u"/screen-0.xml"_qs + mismatch
            + u"stepwise-cli import: import partly failed: 1 input failed, 1 model imported and kept\n"_qs);

    QVERIFY2(
        cli({ u"import"_qs, u"--help"_qs }).out.contains(u"A broken dump inside a sequence of dumps is left out"_qs),
        "--help");

    // Every dump broken: nothing imported, 1, each dump named.
    const QString bad = m_dir.filePath(u"allbad"_qs);
    QVERIFY(QDir().mkpath(bad));
    QVERIFY(!writeFile(u"allbad/a.xml"_qs, brokenDump()).isEmpty());
    QVERIFY(!writeFile(u"allbad/b.xml"_qs, brokenDump()).isEmpty());
    const Run none = cli({ u"import"_qs, u"--db"_qs, m_dir.filePath(u"allbad.sqlite"_qs), bad });
    QCOMPARE(none.exitCode, 1);
    QCOMPARE(none.out, QString());
    QCOMPARE(none.err,
             u"stepwise-cli import: "_qs + bad + u"/a.xml"_qs + mismatch + u"stepwise-cli import: "_qs + bad
                 + u"/b.xml"_qs + mismatch
                 + u"stepwise-cli import: 1 input failed (2 files named above), 0 models imported\n"_qs
                 + u"stepwise-cli import: "_qs + m_dir.filePath(u"allbad.sqlite"_qs)
                 + u" was not created, as nothing was imported\n"_qs);
}

void TestCli::importOfNothingLeavesNoNewStore()
{
    // An import that stores nothing leaves no empty store behind where it created one (a later command would
    // take it for a store that "holds no models"); a store that existed before is left exactly as it was.
    const QString brokenFolder = m_dir.filePath(u"onlybroken"_qs);
    QVERIFY(QDir().mkpath(brokenFolder));
    QVERIFY(!writeFile(u"onlybroken/screen-0.xml"_qs, brokenDump()).isEmpty());
    const QString notAModel = writeFile(u"notes-graph.txt"_qs, "shopping list\n");
    QVERIFY(!notAModel.isEmpty());
    for (const QString &input : { brokenFolder, notAModel, m_dir.filePath(u"missing"_qs) }) {
        const QString db = m_dir.filePath(u"never.sqlite"_qs);
        const Run run = cli({ u"import"_qs, u"--db"_qs, db, input });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.endsWith(u"stepwise-cli import: "_qs + db + u" was not created, as nothing was imported\n"_qs),
                 qPrintable(run.err));
        QVERIFY2(!QFileInfo::exists(db), qPrintable(input));
        QVERIFY(!QFileInfo::exists(db + u"-wal"_qs));
        QVERIFY(!QFileInfo::exists(db + u"-shm"_qs));
    }

    // An existing store, empty or holding a model: kept byte for byte, and not named as "not created".
    const QString empty = m_dir.filePath(u"existing-empty.sqlite"_qs);
    {
        SqliteGraphStore store(empty);
        QVERIFY(store.open());
    }
    const QString full = m_dir.filePath(u"existing-full.sqlite"_qs);
    QCOMPARE(cli({ u"import"_qs, u"--db"_qs, full, demoDumpDir() }).exitCode, 0);
    for (const QString &db : { empty, full }) {
        QFile before(db);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray bytes = before.readAll();
        before.close();
        const Run run = cli({ u"import"_qs, u"--db"_qs, db, brokenFolder });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(!run.err.contains(u"not created"_qs), qPrintable(run.err));
        QFile after(db);
        QVERIFY2(after.open(QIODevice::ReadOnly), qPrintable(db));
        QCOMPARE(after.readAll(), bytes);
    }
}

void TestCli::damagedStoreSaysDamaged()
{
    // A good store cut to half its size (a copy that did not finish, a full disk): SQLite finds it
    // malformed. That is a damaged StepWise store, not "not a StepWise database".
    const QString db = m_dir.filePath(u"halved.sqlite"_qs);
    const Run imported = cli({ u"import"_qs, u"--db"_qs, db, demoDumpDir() });
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    QFile file(db);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.resize(file.size() / 2));
    file.close();
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    const QString report = writeFile(u"halved-report.txt"_qs, "Open the app\n");
    const QList<QStringList> commands { { u"graph"_qs, u"--stats"_qs },
                                        { u"graph"_qs, u"--list"_qs },
                                        { u"assess"_qs, u"--report"_qs, report, u"--app-version"_qs,
                                          u"1-com.example.demo-1.0"_qs } };
    for (const QStringList &command : commands) {
        const Run r = cli(QStringList(command) << u"--db"_qs << db);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(
            r.err,
            u"stepwise-cli "_qs + command.first() + u": "_qs + db
                + u" is damaged (SQLite: database disk image is malformed); the file was left unchanged. Restore it "
                  u"from a backup, or import the models again into a new file ('stepwise-cli import --db NEW_FILE "
                  u"PATH...', then use --db NEW_FILE)\n"_qs);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        file.close();
    }
}

void TestCli::countsReadInEnglish()
{
    // "1 step", "3 states": the counts use the English plural forms, never "1 steps" or "1 state(s)".
    const QString db = m_dir.filePath(u"counts.sqlite"_qs);
    const Run imported = cli({ u"import"_qs, u"--db"_qs, db, demoDumpDir() });
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    QCOMPARE(imported.out,
             u"imported 1-com.example.demo-1.0: 3 states, 6 transitions (3 manual / 3 explored), 1 screenshot\n"_qs);
    const QString report = writeFile(u"one-step.txt"_qs, "Open the app\n");
    const Run one = cli({ u"assess"_qs, u"--graph"_qs, demoDumpDir(), u"--report"_qs, report });
    QVERIFY2(one.exitCode == 0, qPrintable(one.err));
    QVERIFY2(one.out.startsWith(u"1 step, checked against 1-com.example.demo-1.0 in "_qs), qPrintable(one.out));
    const QString two = writeFile(u"two-steps.txt"_qs, "Open the app\nTap Save\n");
    const Run r = cli({ u"assess"_qs, u"--graph"_qs, demoDumpDir(), u"--report"_qs, two });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.startsWith(u"2 steps, checked against 1-com.example.demo-1.0 in "_qs), qPrintable(r.out));
    for (const QString &text : { imported.out, one.out, r.out })
        QVERIFY2(!text.contains(u"(s)"_qs), qPrintable(text));
}

void TestCli::graphWithoutFlagListsVersions()
{
    const QString db = m_dir.filePath(u"list.sqlite"_qs);
    const Run imported = cli({ u"import"_qs, u"--db"_qs, db, demoDumpDir() });
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const Run plain = cli({ u"graph"_qs, u"--db"_qs, db });
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(plain.out, u"1-com.example.demo-1.0\n"_qs);
    QCOMPARE(plain.out, cli({ u"graph"_qs, u"--db"_qs, db, u"--list"_qs }).out);
    // Two answers at once is still a usage error, and it says which flag gives what.
    const Run both = cli({ u"graph"_qs, u"--db"_qs, db, u"--list"_qs, u"--stats"_qs });
    QCOMPARE(both.exitCode, 2);
    QVERIFY2(
        both.err.startsWith(
            u"stepwise-cli graph: give --stats [--json] for the model sizes, or --list (the default) for the app versions\n"_qs),
        qPrintable(both.err));
}

void TestCli::replayMatchLabelsItsOutput()
{
    const QString replay = testDataDir() + u"/replay/"_qs;
    const QStringList pair { u"replay"_qs, u"match"_qs,
                             u"--from"_qs, replay + u"notes_phone.xml"_qs,
                             u"--to"_qs,   replay + u"notes_tablet.xml"_qs };
    const Run r = cli(QStringList(pair) << u"--node"_qs << u"0"_qs);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    QStringList labels;
    for (const QString &line : lines)
        labels << line.section(u' ', 0, 0);
    QCOMPARE(labels, (QStringList { u"match"_qs, u"class"_qs, u"id"_qs, u"text"_qs, u"bounds"_qs, u"reason"_qs }));
    QCOMPARE(lines.at(0), u"match   1"_qs);
    QCOMPARE(lines.at(2), u"id      org.example.notes:id/toolbar"_qs);
    QCOMPARE(lines.at(4), u"bounds  [200,48][2560,160]"_qs);
    // Errors carry the command's full name, like every other stepwise-cli message.
    const Run missing = cli(QStringList(pair) << u"--node"_qs << u"0/99"_qs);
    QCOMPARE(missing.exitCode, 1);
    QCOMPARE(missing.err,
             u"stepwise-cli replay match: node path '0/99' does not exist in "_qs + replay
                 + u"notes_phone.xml; node '0' has 4 children: 0/0, 0/1, 0/2, 0/3\n"_qs);
    const Run package = cli(QStringList(pair) << u"--node"_qs << u"0"_qs << u"--package"_qs << u"no.such"_qs);
    QCOMPARE(package.exitCode, 1);
    QCOMPARE(package.err,
             u"stepwise-cli replay match: no window of package 'no.such' in "_qs + replay + u"notes_phone.xml\n"_qs);
}

void TestCli::reportJsonWithoutSchema()
{
    const QString other = writeFile(u"other.json"_qs, "{\"title\": \"Crash\"}\n");
    const Run r = cli({ u"assess"_qs, u"--graph"_qs, demoDumpDir(), u"--report"_qs, other });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith(u"stepwise-cli assess: "_qs + other
                              + u" is JSON but has no \"schema\" field, so it is not a bug report; "_qs),
             qPrintable(r.err));
    const QString typed = writeFile(u"typed.json"_qs, "{\"schema\": \"bugzilla/2\"}\n");
    const Run t = cli({ u"assess"_qs, u"--graph"_qs, demoDumpDir(), u"--report"_qs, typed });
    QCOMPARE(t.exitCode, 1);
    QVERIFY2(t.err.startsWith(u"stepwise-cli assess: "_qs + typed
                              + u" is JSON with schema \"bugzilla/2\", not a bug report; "_qs),
             qPrintable(t.err));
}

void TestCli::documentsEndWithNewline_data()
{
    QTest::addColumn<QString>("format");
    for (const char *format : { "text", "md", "markdown", "html", "json" })
        QTest::newRow(format) << QString::fromLatin1(format);
}

void TestCli::documentsEndWithNewline()
{
    QFETCH(QString, format);
    const QString report = writeFile(u"newline.txt"_qs, "Open the app\nTap Save");
    const Run r = cli({ u"assess"_qs, u"--graph"_qs, demoDumpDir(), u"--report"_qs, report, u"--format"_qs, format });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.size() > 1);
    QVERIFY2(r.out.endsWith(u'\n'), qPrintable(r.out.right(40)));
}

void TestCli::replayPlanSteps_data()
{
    QTest::addColumn<QByteArray>("bounds");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("output"); // in stdout (exit 0) or stderr
    // 1080x1920 → 1800x2560 (the tablet preset): a click at the centre stays at the centre.
    QTest::newRow("good") << QByteArray("[440, 860, 640, 1060]") << 0 << u"input tap 898 1279"_qs;
    QTest::newRow("a text") << QByteArray("[440, \"x\", 640, 1060]") << 1
                            << u"step 1 has bounds [440,\"x\",640,1060]; expected [left, top, right, bottom]"_qs;
    QTest::newRow("five numbers") << QByteArray("[1, 2, 3, 4, 5]") << 1 << u"step 1 has bounds [1,2,3,4,5]"_qs;
    QTest::newRow("right of left") << QByteArray("[100, 200, 50, 300]") << 1
                                   << u"with left < right and top < bottom"_qs;
}

void TestCli::replayPlanSteps()
{
    QFETCH(QByteArray, bounds);
    QFETCH(int, exitCode);
    QFETCH(QString, output);
    const QString steps
        = writeFile(u"steps-%1.json"_qs.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')),
                    "[{\"action\": \"click\", \"text\": \"OK\", \"bounds\": " + bounds + "}]");
    const Run r = cli({ u"replay"_qs, u"plan"_qs, u"--steps"_qs, steps, u"--from"_qs, u"1080x1920@420"_qs, u"--to"_qs,
                        u"tablet"_qs });
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2((exitCode == 0 ? r.out : r.err).contains(output), qPrintable(r.out + r.err));
}

void TestCli::decodeReportBytes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("text");
    // Where decoding failed: the first invalid byte's line and column (1-based, counted in bytes) and value.
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("byte");
    const QString cafe = QStringLiteral("Open caf\u00e9");
    QTest::newRow("utf8") << cafe.toUtf8() << true << cafe << 0 << 0 << 0;
    QTest::newRow("utf8 with bom") << (QByteArray("\xef\xbb\xbf") + cafe.toUtf8()) << true << cafe << 0 << 0 << 0;
    QByteArray le("\xff\xfe", 2);
    for (QChar c : cafe)
        le += char(c.unicode() & 0xff), le += char(c.unicode() >> 8);
    QTest::newRow("utf16le with bom") << le << true << cafe << 0 << 0 << 0;
    QByteArray be("\xfe\xff", 2);
    for (QChar c : cafe)
        be += char(c.unicode() >> 8), be += char(c.unicode() & 0xff);
    QTest::newRow("utf16be with bom") << be << true << cafe << 0 << 0 << 0;
    // Four-byte sequences (U+1F600) and the largest code point are UTF-8 too.
    const QString emoji = QStringLiteral("Tap \U0001F600 then \U0010FFFF");
    QTest::newRow("utf8 four bytes") << emoji.toUtf8() << true << emoji << 0 << 0 << 0;
    QTest::newRow("latin1") << QByteArray("Open caf\xe9") << false << QString() << 1 << 9 << 0xE9;
    // Lines end at LF (a CR before it belongs to its line); columns count bytes, so "é" before it counts two.
    QTest::newRow("latin1 on line 3") << QByteArray("Bug\r\n\r\n1. Caf\xc3\xa9 \xe9t\xe9\n") << false << QString() << 3
                                      << 10 << 0xE9;
    QTest::newRow("truncated utf8") << QByteArray("Open caf\xc3") << false << QString() << 1 << 9 << 0xC3;
    QTest::newRow("lead without continuation") << QByteArray("ab\n\xc3(x") << false << QString() << 2 << 1 << 0xC3;
    QTest::newRow("stray continuation") << QByteArray("ab\x80") << false << QString() << 1 << 3 << 0x80;
    QTest::newRow("overlong") << QByteArray("a\xc0\x80") << false << QString() << 1 << 2 << 0xC0;
    QTest::newRow("overlong three bytes") << QByteArray("a\xe0\x80\x80") << false << QString() << 1 << 2 << 0xE0;
    QTest::newRow("surrogate") << QByteArray("a\xed\xa0\x80") << false << QString() << 1 << 2 << 0xED;
    QTest::newRow("above U+10FFFF") << QByteArray("a\xf4\x90\x80\x80") << false << QString() << 1 << 2 << 0xF4;
    // The byte-order mark is part of the first line's bytes.
    QTest::newRow("bom then latin1") << QByteArray("\xef\xbb\xbfx\xff") << false << QString() << 1 << 5 << 0xFF;
    QTest::newRow("empty") << QByteArray() << true << QString() << 0 << 0 << 0;
}

void TestCli::decodeReportBytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, ok);
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, byte);
    StepWise::InvalidUtf8 invalid;
    const std::optional<QString> decoded = StepWise::decodeReportBytes(bytes, &invalid);
    QCOMPARE(decoded.has_value(), ok);
    QCOMPARE(invalid.line, line);
    QCOMPARE(invalid.column, column);
    QCOMPARE(int(invalid.byte), byte);
    if (ok)
        QCOMPARE(*decoded, text);
}

void TestCli::usageNamesTheCommand_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("usage");
    QTest::newRow("graph") << QStringList { u"graph"_qs, u"--help"_qs } << u"Usage: stepwise-cli graph [options]"_qs;
    QTest::newRow("eval quality") << QStringList { u"eval"_qs, u"quality"_qs, u"--help"_qs }
                                  << u"Usage: stepwise-cli eval quality [options]"_qs;
    QTest::newRow("import") << QStringList { u"import"_qs, u"--help"_qs }
                            << u"Usage: stepwise-cli import [options] PATH..."_qs;
}

void TestCli::usageNamesTheCommand()
{
    QFETCH(QStringList, args);
    QFETCH(QString, usage);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.section(u'\n', 0, 0), usage);
}

void TestCli::commandGroups_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("subcommands");
    QTest::newRow("eval --help") << QStringList { u"eval"_qs, u"--help"_qs } << 0
                                 << QStringList { u"eval quality"_qs, u"eval sentences"_qs, u"eval replay"_qs };
    QTest::newRow("replay alone") << QStringList { u"replay"_qs } << 2
                                  << QStringList { u"replay match"_qs, u"replay plan"_qs };
    QTest::newRow("oracle typo") << QStringList { u"oracle"_qs, u"lern"_qs } << 2
                                 << QStringList { u"oracle learn"_qs, u"oracle eval"_qs };
}

void TestCli::commandGroups()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QStringList, subcommands);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, exitCode);
    const QString shown = exitCode == 0 ? r.out : r.err;
    QVERIFY2(shown.startsWith(exitCode == 0 ? u"Usage: stepwise-cli "_qs + args.first()
                                            : u"stepwise-cli "_qs + args.first()),
             qPrintable(shown));
    QVERIFY2(!shown.contains(u"unknown command"), qPrintable(shown));
    for (const QString &sub : subcommands)
        QVERIFY2(shown.contains(u"  "_qs + sub + u' '), qPrintable(sub + u" missing from:\n"_qs + shown));
    if (args.size() > 1 && exitCode != 0)
        QVERIFY2(shown.contains(u"unknown subcommand '"_qs + args.at(1) + u'\''), qPrintable(shown));
}

void TestCli::readingAStoreNeverCreatesOne_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("exists");
    QTest::addColumn<QString>("problem");
    QTest::newRow("missing (a typo)")
        << u"modles.sqlite"_qs << false
        << u": no such store; import models into it first with 'stepwise-cli import --db FILE PATH'\n"_qs;
    // An empty file, e.g. one a mistaken redirect created: a reading command must not write a schema into it.
    QTest::newRow("empty file")
        << u"empty.sqlite"_qs << true
        << u" is empty, not a StepWise store; nothing was changed; choose another store with --db FILE, "
           u"or import models into it with 'stepwise-cli import --db %1 PATH'\n"_qs;
}

void TestCli::readingAStoreNeverCreatesOne()
{
    QFETCH(QString, name);
    QFETCH(bool, exists);
    QFETCH(QString, problem);
    const QString store = m_dir.filePath(name);
    QVERIFY(!exists || writeFile(name, QByteArray()) == store);
    const QString report = writeFile(u"store-report.txt"_qs, "Open the app\nTap Save\n");
    QVERIFY(!report.isEmpty());
    const QList<QStringList> commands { { u"graph"_qs, u"--stats"_qs },
                                        { u"graph"_qs, u"--list"_qs },
                                        { u"assess"_qs, u"--report"_qs, report, u"--app-version"_qs, u"1-a-1.0"_qs } };
    for (const QStringList &command : commands) {
        const Run r = cli(QStringList(command) << u"--db"_qs << store);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err,
                 u"stepwise-cli "_qs + command.first() + u": "_qs + store + (exists ? problem.arg(store) : problem));
        QCOMPARE(QFileInfo::exists(store), exists);
        QCOMPARE(QFileInfo(store).size(), 0);
    }
}

void TestCli::corruptStoreNamesPathAndRemedy()
{
    const QByteArray bytes = QByteArray("this is a shopping list, not a database\n").repeated(200);
    const QString corrupt = writeFile(u"corrupt.sqlite"_qs, bytes);
    const QString report = writeFile(u"corrupt-report.txt"_qs, "Open the app\n");
    QVERIFY(!corrupt.isEmpty() && !report.isEmpty());
    const QList<QStringList> commands { { u"graph"_qs, u"--list"_qs },
                                        { u"assess"_qs, u"--report"_qs, report, u"--app-version"_qs, u"1-a-1.0"_qs } };
    for (const QStringList &command : commands) {
        const Run r = cli(QStringList(command) << u"--db"_qs << corrupt);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(u"stepwise-cli "_qs + command.first() + u": "_qs + corrupt
                                  + u" is not an SQLite database at all ("_qs),
                 qPrintable(r.err));
        QVERIFY2(r.err.endsWith(u"; nothing was changed; choose another store with --db FILE, or move "_qs + corrupt
                                + u" away and import into a new one\n"_qs),
                 qPrintable(r.err));
        QFile f(corrupt);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), bytes);
    }
}

void TestCli::defaultStoreIsTheGuis()
{
    // app/main.cpp opens AppDataLocation (organisation StepWise, application stepwise)/models.sqlite;
    // README states this path.
    const QString xdg = m_dir.filePath(u"xdg"_qs);
    const QString report = writeFile(u"default-report.txt"_qs, "Open the app\n");
    const QList<QStringList> commands { { u"graph"_qs, u"--list"_qs },
                                        { u"assess"_qs, u"--report"_qs, report, u"--app-version"_qs, u"1-a-1.0"_qs } };
    for (const QStringList &command : commands) {
        const Run r = cli(command, xdg);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(u"stepwise-cli "_qs + command.first() + u": "_qs + xdg
                                  + u"/StepWise/stepwise/models.sqlite: no such store"_qs),
                 qPrintable(r.err));
    }
}

void TestCli::reportEncodings_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("ok");
    const QString report = u"Bug\n\n1. Open the app\n2. Tap Save\n"_qs;
    QTest::newRow("utf8") << report.toUtf8() << true;
    QByteArray le("\xff\xfe", 2);
    for (QChar c : report)
        le += char(c.unicode() & 0xff), le += char(c.unicode() >> 8);
    QTest::newRow("utf16le with bom") << le << true;
    QTest::newRow("latin1") << (report.toUtf8() + "Caf\xe9\n") << false;
    QTest::newRow("binary") << QByteArray("\x01\x02\x00\x9c\xff\x00random bytes\x00", 20) << false;
}

void TestCli::reportEncodings()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, ok);
    const QString path
        = writeFile(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') + u".txt"_qs, bytes);
    QVERIFY(!path.isEmpty());
    const Run r = cli({ u"steps"_qs, u"--report"_qs, path });
    if (ok) {
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(u"[open] [the app]"_qs), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"[tap] [Save]"_qs), qPrintable(r.out));
    } else {
        QCOMPARE(r.exitCode, 1);
        if (QByteArrayView(QTest::currentDataTag()) == "binary") {
            // No advice to re-save a file that is not text.
            QVERIFY2(r.err.startsWith(u"stepwise-cli steps: "_qs + path
                                      + u" holds NUL bytes: a binary file (or UTF-16 text without a "
                                        u"byte-order mark), not text; "_qs),
                     qPrintable(r.err));
            QVERIFY2(!r.err.contains(u"save it as UTF-8"), qPrintable(r.err));
            return;
        }
        // The Latin-1 "é" is the 4th byte of the report's 5th line.
        QCOMPARE(r.err.trimmed(),
                 u"stepwise-cli steps: "_qs + path
                     + u" is not UTF-8 text (nor UTF-16 with a byte-order mark): invalid byte 0xE9 at line 5, column 4 "
                       u"(counted in bytes); save it as UTF-8"_qs);
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
