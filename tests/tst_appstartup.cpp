// SPDX-License-Identifier: GPL-3.0-or-later
// What `stepwise` says before it opens a window: a broken or empty store, an app version the store does
// not hold, and report files in encodings other than UTF-8 (bad input gets a specific message).
#include "graph/sqlitegraphstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

class TestAppStartup : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };

    Run run(const QStringList &args, const QString &platform = QStringLiteral("offscreen")) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(STEPWISE_APP_PATH), args);
        if (!p.waitForFinished(50000)) {
            p.kill();
            p.waitForFinished();
            return {};
        }
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                 QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
    }

    QString write(const QString &name, const QByteArray &bytes) const
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void storeProblems_data()
    {
        QTest::addColumn<QByteArray>("storeBytes");
        QTest::addColumn<QStringList>("extraArgs");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not a database") << QByteArray(4096, 'x') << QStringList() << u"Cannot use the model store"_qs;
        QTest::newRow("no models") << QByteArray() << QStringList() << u"holds no models"_qs;
        QTest::newRow("unknown app version") << QByteArray() << QStringList { u"--app-version"_qs, u"9-no.such-1.0"_qs }
                                             << u"holds no app version “9-no.such-1.0”; it holds: none."_qs;
    }
    void storeProblems()
    {
        QFETCH(QByteArray, storeBytes);
        QFETCH(QStringList, extraArgs);
        QFETCH(QString, expected);
        const QString name = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') + u".sqlite"_qs;
        QString db;
        if (storeBytes.isEmpty()) {
            // A store without models: the schema, as an import that found nothing leaves it.
            db = m_dir.filePath(name);
            StepWise::SqliteGraphStore store(db, name);
            QVERIFY2(store.open(), qPrintable(store.lastError()));
        } else {
            db = write(name, storeBytes);
        }
        const Run r = run(QStringList { u"--db"_qs, db, u"--print-text"_qs } + extraArgs);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY2(r.err.contains(db), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void missingStoreSaysHowToGoOn()
    {
        // The app does not start on a store that does not exist (a mistyped --db would otherwise get an empty
        // one), so the message must not send the user to its menus alone.
        const QString db = m_dir.filePath(u"no-such-store.sqlite"_qs);
        const Run r = run(QStringList { u"--db"_qs, db, u"--print-text"_qs });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.err.contains(u"The model store "_qs + db
                           + u" does not exist (is the path right?); create it with “stepwise-cli import --db "_qs + db
                           + u" PATH”, or start StepWise without --db and open a model with File > Open model."_qs),
            qPrintable(r.err));
        QVERIFY(!QFile::exists(db));
        // In a folder that does not exist, the import would fail too: the folder is named instead.
        const QString lost = m_dir.filePath(u"no-such-folder/store.sqlite"_qs);
        const Run f = run(QStringList { u"--db"_qs, lost, u"--print-text"_qs });
        QCOMPARE(f.exitCode, 1);
        QVERIFY2(f.err.contains(u"The model store "_qs + lost + u" cannot exist: its folder "_qs
                                + m_dir.filePath(u"no-such-folder"_qs) + u" does not exist (is the path right?)."_qs),
                 qPrintable(f.err));
    }

    void emptyStoreFileIsLeftAlone()
    {
        // An empty file named with --db is no store: the app must not write a schema into it.
        const QString db = m_dir.filePath(u"empty.sqlite"_qs);
        QFile f(db);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const Run r = run(QStringList { u"--db"_qs, db, u"--print-text"_qs });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"is an empty file, not a StepWise store; nothing was changed"_qs), qPrintable(r.err));
        QCOMPARE(QFileInfo(db).size(), 0);
    }

    void reportEncodings_data()
    {
        const QString text = u"Crash beim Löschen\n\nSteps to reproduce:\n1. Tap “Notes”\n"_qs;
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("text");
        QTest::newRow("utf-8") << text.toUtf8() << true << text;
        QTest::newRow("utf-8 with bom") << QByteArray("\xef\xbb\xbf") + text.toUtf8() << true << text;
        QStringEncoder utf16(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
        QTest::newRow("utf-16 with bom") << QByteArray(utf16.encode(text)) << true << text;
        QTest::newRow("latin-1") << text.left(18).toLatin1() << false << QString();
        QTest::newRow("binary") << QByteArray("\x01\x02\x00\x9c\xff\x00random bytes\x00", 20) << false << QString();
    }
    void reportEncodings()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, accepted);
        QFETCH(QString, text);
        const QString path
            = write(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') + u".txt"_qs, bytes);
        const Run r = run({ u"--demo"_qs, u"--no-spell-check"_qs, u"--report"_qs, path, u"--print-text"_qs });
        if (accepted) {
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(r.out, text);
        } else {
            QCOMPARE(r.exitCode, 1);
            if (QByteArrayView(QTest::currentDataTag()) == "binary") {
                // No advice to re-save a file that is not text.
                QVERIFY2(
                    r.err.contains(
                        path
                        + u" is not a report: it holds NUL bytes, so it is a binary file (or UTF-16 text without a "
                          u"byte-order mark). Reports are plain text (UTF-8) or .stepwise documents."_qs),
                    qPrintable(r.err));
                return;
            }
            // "Crash beim L" is 12 bytes: the Latin-1 "ö" is the 13th.
            QVERIFY2(r.err.contains(
                         path
                         + u" is not UTF-8 text (nor UTF-16 with a byte-order mark): invalid byte 0xF6 at line 1, "
                           u"column 13 (counted in bytes); save it as UTF-8 and open it again."_qs),
                     qPrintable(r.err));
        }
    }

    void reportEncodingInGermanAndChinese_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("message");
        QTest::newRow("de")
            << u"de"_qs
            << u" ist kein UTF-8-Text (und kein UTF-16 mit Byte-Order-Mark): ungültiges Byte 0xE9 in Zeile 3, Spalte 7 "
               u"(in Bytes gezählt); speichern Sie die Datei als UTF-8 und öffnen Sie sie erneut."_qs;
        QTest::newRow("zh_CN")
            << u"zh_CN"_qs
            << u" 不是 UTF-8 文本（也不是带字节顺序标记的 UTF-16）：第 3 行第 7 列（按字节计）的字节 0xE9 无效；"
               u"请将其另存为 UTF-8 后重新打开。"_qs;
    }

    void reportEncodingInGermanAndChinese()
    {
        // The invalid byte is named in the GUI's language too.
        QFETCH(QString, lang);
        QFETCH(QString, message);
        const QString path = write(u"latin1-"_qs + lang + u".txt"_qs, QByteArray("Bug\n\n1. Caf\xe9\n"));
        const Run r = run(
            { u"--demo"_qs, u"--no-spell-check"_qs, u"--lang"_qs, lang, u"--report"_qs, path, u"--print-text"_qs });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(path + message), qPrintable(r.err));
    }

    void reportFileProblems_data()
    {
        // What --report holds is read as `stepwise-cli assess --report` reads it (app/cli/reportinput.h):
        // nothing that is not a report opens as prose or as an empty window.
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("problem"); // after "stepwise: <path>"
        const QByteArray reports
            = R"([{"bug_id": 10, "text": "0: Crash\n1.1: Open the app"}, {"bug_id": "12", "text": "0: Hang"}])";
        QTest::newRow("AstroBR reports without --bug")
            << u"reports.json"_qs << reports
            << u" is an AstroBR reports file with 2 reports; choose one with --bug ID (bug ids: 10, 12)\n"_qs;
        QTest::newRow("truncated document")
            << u"cut.stepwise"_qs << QByteArray(R"({"schema": "stepwise.document/1", "te)")
            << u" is not valid JSON (unterminated string at the end of the text: it looks cut off); "_qs;
        QTest::newRow("empty document") << u"empty.stepwise"_qs << QByteArray()
                                        << u" is not valid JSON (the text is empty); "_qs;
        QTest::newRow("document without schema")
            << u"bare.stepwise"_qs << QByteArray(R"({"text": "Tap Save"})")
            << u" is JSON but has no \"schema\" field, so it is not a bug report; "_qs;
        QTest::newRow("document of another schema")
            << u"other.stepwise"_qs << QByteArray(R"({"schema": "notes/1", "text": "x"})")
            << u" is JSON with schema \"notes/1\", not a bug report; "_qs;
        QTest::newRow("document with a wrong field")
            << u"field.stepwise"_qs
            << QByteArray(R"({"schema": "stepwise.document/1", "text": 3, "pinnedInteractions": {},
                                                                       "rejectedSuggestions": []})")
            << u": \"text\" must be a string"_qs;
        // Archives and binary files say what they are.
        // A zip holding one stored file "a.txt" (local header, data, central directory, end record).
        QByteArray zip("PK\x03\x04\x0a\0\0\0\0\0\0\0\0\0", 14);
        zip += QByteArray("\x9f\x3b\x34\x36\x06\0\0\0\x06\0\0\0\x05\0\0\0a.txthello\n", 27);
        QTest::newRow("zip")
            << u"model.zip"_qs << zip
            << u" is a zip archive, not a report: reports are plain text (UTF-8) or .stepwise documents. An archive "
               u"of recordings is an execution model: open it with File > Open model.\n"_qs;
        QTest::newRow("png named .txt")
            << u"picture.txt"_qs << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)
            << u" is a PNG image, not a report: reports are plain text (UTF-8) or .stepwise documents.\n"_qs;
        QTest::newRow("zip named .stepwise") << u"zipped.stepwise"_qs << zip << u" is a zip archive, not a report: "_qs;
    }
    void reportFileProblems()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, problem);
        const QString path = write(name, bytes);
        const Run r = run({ u"--demo"_qs, u"--no-spell-check"_qs, u"--report"_qs, path, u"--print-text"_qs });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"stepwise: "_qs + path + problem), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void reportPathProblems_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<bool>("folder");
        QTest::addColumn<QString>("expected"); // after "stepwise: <path>"
        QTest::newRow("en folder")
            << u"en"_qs << true
            << u" is a folder, but a report is a file; give the report as plain text or a .stepwise document "
               u"(schema \"stepwise.document/1\")\n"_qs;
        QTest::newRow("en missing") << u"en"_qs << false << u" does not exist (is the path right?)\n"_qs;
        QTest::newRow("de folder")
            << u"de"_qs << true
            << u" ist ein Ordner, ein Bericht ist aber eine Datei; geben Sie den Bericht als reinen Text oder als "
               u".stepwise-Dokument (Schema \"stepwise.document/1\") an\n"_qs;
        QTest::newRow("de missing") << u"de"_qs << false << u" existiert nicht (stimmt der Pfad?)\n"_qs;
        QTest::newRow("zh_CN missing") << u"zh_CN"_qs << false << u" 不存在（路径是否正确？）\n"_qs;
    }
    void reportPathProblems()
    {
        // A folder or a missing file as --report: the words of `stepwise-cli assess --report` (tst_assesscli),
        // in the window's language.
        QFETCH(QString, lang);
        QFETCH(bool, folder);
        QFETCH(QString, expected);
        const QString path
            = m_dir.filePath(u"report-"_qs + QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'));
        if (folder)
            QVERIFY(QDir().mkpath(path));
        const Run r = run(
            { u"--demo"_qs, u"--no-spell-check"_qs, u"--lang"_qs, lang, u"--report"_qs, path, u"--print-text"_qs });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.endsWith(u"stepwise: "_qs + path + expected), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void reportFileProblemInGerman()
    {
        // The desktop app says it in its language (the CLI, sharing the reader, stays English); the JSON
        // parser's own detail stays English, as everywhere.
        const QString path = write(u"cut-de.stepwise"_qs, QByteArray("{\"schema\": \"stepwise.document/1\", \"te"));
        const Run r = run(
            { u"--demo"_qs, u"--no-spell-check"_qs, u"--lang"_qs, u"de"_qs, u"--report"_qs, path, u"--print-text"_qs });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.err.contains(u"stepwise: "_qs + path
                           + u" ist kein gültiges JSON (unterminated string at the end of the text: it looks cut off); "
                             u"geben Sie den Bericht als reinen Text"_qs),
            qPrintable(r.err));
    }

    void astroBrReportWithBug()
    {
        const QByteArray reports
            = R"([{"bug_id": 10, "text": "0: Crash on save\n1.1: Open the app.\n1.2: Tap Save."}])";
        const QString path = write(u"one-report.json"_qs, reports);
        const Run r = run(
            { u"--demo"_qs, u"--no-spell-check"_qs, u"--report"_qs, path, u"--bug"_qs, u"10"_qs, u"--print-text"_qs });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, u"Crash on save\n\nOpen the app.\nTap Save.\n"_qs);
        const Run unknown = run({ u"--demo"_qs, u"--report"_qs, path, u"--bug"_qs, u"99"_qs, u"--print-text"_qs });
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(u"stepwise: "_qs + path + u" has no report with bug_id 99 (bug ids: 10)\n"_qs),
                 qPrintable(unknown.err));
        const Run noReport = run({ u"--demo"_qs, u"--bug"_qs, u"10"_qs, u"--print-text"_qs });
        QCOMPARE(noReport.exitCode, 2);
        QCOMPARE(noReport.out, QString());
        QVERIFY2(noReport.err.contains(
                     u"stepwise: --bug picks a report of an AstroBR reports file: give that file with --report\n"_qs),
                 qPrintable(noReport.err));
    }

    void unknownOptionIsAUsageError()
    {
        // Exit code 2 like every other usage error and stepwise-cli, not QCommandLineParser::process()'s 1.
        const Run r = run({ u"--no-such-option"_qs, u"--print-text"_qs });
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.contains(u"stepwise: Unknown option 'no-such-option'.\n"_qs), qPrintable(r.err));
        const Run value = run({ u"--report"_qs });
        QCOMPARE(value.exitCode, 2);
        QVERIFY2(value.err.contains(u"stepwise: Missing value after '--report'.\n"_qs), qPrintable(value.err));
    }

    void screenshotIntoMissingFolder()
    {
        // Said before the analysis runs, naming the folder; nothing is created.
        const QString folder = m_dir.filePath(u"no-such-folder"_qs);
        const QString png = folder + u"/window.png"_qs;
        const Run r = run({ u"--demo"_qs, u"--no-spell-check"_qs, u"--screenshot"_qs, png });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.err.contains(u"stepwise: Cannot write the screenshot "_qs + png + u": the folder "_qs + folder
                           + u" does not exist; create it or give --screenshot a path in an existing folder.\n"_qs),
            qPrintable(r.err));
        QVERIFY(!QFile::exists(folder));
        const Run intoFolder = run({ u"--demo"_qs, u"--no-spell-check"_qs, u"--screenshot"_qs, m_dir.path() });
        QCOMPARE(intoFolder.exitCode, 1);
        QVERIFY2(intoFolder.err.contains(u"stepwise: Cannot write the screenshot "_qs + m_dir.path()
                                         + u": it is a folder; "_qs),
                 qPrintable(intoFolder.err));
    }

    void utf32DocumentOpens()
    {
        // As stepwise-cli reads it: decoded by its byte-order mark, then read as a document.
        const QString json
            = u"{\"schema\": \"stepwise.document/1\", \"text\": \"1. Tap “Save”\\n\", \"pinnedInteractions\": {}, "
              u"\"rejectedSuggestions\": []}"_qs;
        QStringEncoder utf32(QStringConverter::Utf32LE, QStringConverter::Flag::WriteBom);
        const QString path = write(u"utf32.stepwise"_qs, QByteArray(utf32.encode(json)));
        const Run r = run({ u"--demo"_qs, u"--no-spell-check"_qs, u"--report"_qs, path, u"--print-text"_qs });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, u"1. Tap “Save”\n"_qs);
    }

    void unattendedRunsKeepTheLayout()
    {
        // The reporter's window layout is not replaced by the one of a window nobody arranged.
        const QString conf = m_dir.filePath(u"config/StepWise/stepwise.conf"_qs);
        QVERIFY(QDir().mkpath(QFileInfo(conf).absolutePath()));
        {
            QSettings settings(conf, QSettings::IniFormat);
            settings.setValue(u"window/geometry"_qs, QByteArray("the reporter's"));
        }
        const Run r
            = run({ u"--demo"_qs, u"--no-spell-check"_qs, u"--screenshot"_qs, m_dir.filePath(u"layout.png"_qs) });
        QCOMPARE(r.exitCode, 0);
        QSettings settings(conf, QSettings::IniFormat);
        QCOMPARE(settings.value(u"window/geometry"_qs).toByteArray(), QByteArray("the reporter's"));
        QVERIFY(!settings.contains(u"window/state"_qs));
        QVERIFY(!settings.contains(u"window/dark"_qs)); // only the menu item sets it
    }

    void printedTextEndsItsLastLine()
    {
        const QString path = write(u"no-newline.txt"_qs, QByteArray("Crash on save\n\n1. Tap Save"));
        const Run r = run({ u"--demo"_qs, u"--no-spell-check"_qs, u"--report"_qs, path, u"--print-text"_qs });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, u"Crash on save\n\n1. Tap Save\n"_qs);
    }

    void partsLeftOutAreSaidUnattended()
    {
        // Nobody sees the warning box of an unattended run: the part of the document left out is named on stderr.
        const QString json
            = u"{\"schema\": \"stepwise.document/1\", \"text\": \"1. Open the app\\n\", \"pinnedInteractions\": {}, "
              u"\"rejectedSuggestions\": [], \"oracle\": 3}"_qs;
        const QString path = write(u"bad-oracle.stepwise"_qs, json.toUtf8());
        const Run r = run({ u"--demo"_qs, u"--no-spell-check"_qs, u"--report"_qs, path, u"--print-text"_qs });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, u"1. Open the app\n"_qs);
        QVERIFY2(r.err.contains(u"stepwise: Parts of the report were left out: "_qs + path
                                + u": the test oracle attachment is malformed"_qs),
                 qPrintable(r.err));
    }

    void helpWithoutDisplay_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("expected");
        QTest::newRow("--help") << u"--help"_qs << u"--report <FILE>"_qs;
        QTest::newRow("-h") << u"-h"_qs << u"--report <FILE>"_qs;
        QTest::newRow("--version") << u"--version"_qs << u"stepwise "_qs;
    }
    void helpWithoutDisplay()
    {
        // xcb with no display aborts a QApplication; help and version need none.
        QFETCH(QString, option);
        QFETCH(QString, expected);
        const Run r = run({ option }, u"xcb"_qs);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(expected), qPrintable(r.out + r.err));
    }
};

QTEST_GUILESS_MAIN(TestAppStartup)
#include "tst_appstartup.moc"
