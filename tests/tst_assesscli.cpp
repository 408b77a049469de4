// SPDX-License-Identifier: GPL-3.0-or-later
// `stepwise-cli assess` exports: the replay plan with --device, HTML thumbnails
// of a real model's screenshots, English plurals, and JSON files given as --report.
#include "damagedstore.h"
#include "language/reportcsv.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace StepWise;

class TestAssessCli : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_graph; ///< droidweight 1.3.3: its states carry 1080×1920 PNG screenshots
    QString m_report; ///< AstroBR bug 12 in its labelled form

    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };

    Run run(QStringList args) const { return runCommand(u"assess"_qs, std::move(args)); }

    Run runCommand(const QString &command, QStringList args) const
    {
        args.prepend(command);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_qs, m_dir.filePath(u"data"_qs));
        env.insert(u"LANG"_qs, u"C.UTF-8"_qs);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(STEPWISE_CLI_PATH), args);
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

    QStringList base() const { return { u"--graph"_qs, m_graph, u"--report"_qs, m_report }; }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString astro = stepwiseDataDir() + u"/astrobr"_qs;
        m_graph = astro + u"/graphs/test_set/1-de.delusions.measure-1.3.3/1-de.delusions.measure-1.3.3-graph.txt"_qs;
        QVERIFY2(QFile::exists(m_graph), qPrintable(m_graph));
        CsvTable table;
        QString error;
        QVERIFY2(readCsvFile(astro + u"/reports/test_set.csv"_qs, &table, &error), qPrintable(error));
        for (const auto &row : std::as_const(table.rows)) {
            if (row.value(u"Bug_id"_qs) == u"12")
                m_report = write(u"bug12.txt"_qs, row.value(u"Bug Reports"_qs).toUtf8());
        }
        QVERIFY(!m_report.isEmpty());
    }

    void htmlThumbnailsStaySmall()
    {
        const Run r = run(base() << u"--format"_qs << u"html"_qs);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // Each distinct screenshot is one CSS class with its aspect ratio; steps name the class.
        static const QRegularExpression img(
            u"\\.shot\\d+\\{background-image:url\\(data:image/(?:jpeg|png);base64,[^)]*\\);"
            u"aspect-ratio:(\\d+)/(\\d+)\\}"_qs);
        int images = 0;
        for (auto it = img.globalMatch(r.out); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            ++images;
            QVERIFY2(m.captured(1).toInt() <= 480 && m.captured(2).toInt() <= 480, qPrintable(m.captured(0)));
            QCOMPARE(m.captured(2).toInt(), 480); // 1080×1920 scaled to fit 480×480
            QCOMPARE(m.captured(1).toInt(), 270);
        }
        QCOMPARE(r.out.count(u"background-image:"), images); // every image has its size
        QVERIFY(!r.out.contains(u"<img "));
        QVERIFY2(images >= 1, qPrintable(r.out.left(2000)));
        // A 480×480 box at 2 bits per pixel (generous for JPEG), base64 (4/3), plus 16 kB of page.
        const qsizetype bound = 16 * 1024 + images * (480 * 480 * 2 / 8) * 4 / 3;
        QVERIFY2(r.out.toUtf8().size() < bound,
                 qPrintable(u"%1 bytes for %2 images, bound %3"_qs.arg(r.out.toUtf8().size()).arg(images).arg(bound)));
    }

    void replayPlan_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("markdown") << u"md"_qs;
        QTest::newRow("html") << u"html"_qs;
        QTest::newRow("json") << u"json"_qs;
    }
    void replayPlan()
    {
        QFETCH(QString, format);
        const Run plain = run(base() << u"--format"_qs << format);
        QVERIFY2(plain.exitCode == 0, qPrintable(plain.err));
        QVERIFY(!plain.out.contains(u"Replay on"));
        QVERIFY(!plain.out.contains(u"replayPlan"));

        const Run json = run(base() << u"--format"_qs << u"json"_qs << u"--device"_qs << u"tablet-landscape"_qs);
        QVERIFY2(json.exitCode == 0, qPrintable(json.err));
        const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8()).object();
        const int pathLength = int(root.value(u"path").toArray().size());
        QVERIFY(pathLength >= 2);
        const QJsonObject plan = root.value(u"replayPlan").toObject();
        QCOMPARE(plan.value(u"target").toObject().value(u"widthPx").toInt(), 2560);
        QCOMPARE(plan.value(u"target").toObject().value(u"orientation").toString(), u"landscape"_qs);
        // No recorded profile: the source is sized like the model's 1080x1920 screenshots.
        QCOMPARE(plan.value(u"source").toObject().value(u"heightPx").toInt(), 1920);
        const QJsonArray commands = plan.value(u"commands").toArray();
        QVERIFY(commands.size() >= pathLength); // at least one line per path step
        QCOMPARE(commands.first().toObject().value(u"step").toInt(), 1);
        QCOMPARE(commands.last().toObject().value(u"step").toInt(), pathLength);
        // The path opens the app first: the package comes from the app version.
        QVERIFY2(commands.first().toObject().value(u"command").toString().contains(u"de.delusions.measure"),
                 qPrintable(commands.first().toObject().value(u"command").toString()));

        if (format == u"json")
            return;
        const Run withPlan = run(base() << u"--format"_qs << format << u"--device"_qs << u"tablet-landscape"_qs);
        QVERIFY2(withPlan.exitCode == 0, qPrintable(withPlan.err));
        QVERIFY2(withPlan.out.contains(format == u"md"
                                           ? u"### Replay on Tablet, landscape (Pixel C, 2560×1800, 320 dpi)\n"_qs
                                           : u"<h3>Replay on Tablet, landscape (Pixel C, 2560×1800, 320 dpi)</h3>"_qs),
                 qPrintable(withPlan.out));
        for (const QJsonValue &v : commands) {
            const QJsonObject c = v.toObject();
            QString line = c.value(u"command").isNull()
                ? u"# step %1: %2"_qs.arg(c.value(u"step").toInt()).arg(c.value(u"comment").toString())
                : u"adb shell %1   # step %2: %3"_qs.arg(c.value(u"command").toString())
                      .arg(c.value(u"step").toInt())
                      .arg(c.value(u"comment").toString());
            if (format == u"html")
                line = line.toHtmlEscaped();
            QVERIFY2(withPlan.out.contains(line), qPrintable(line));
        }
        if (format == u"md")
            QVERIFY(withPlan.out.contains(u"```sh\n"));
    }

    void badDevice()
    {
        const Run r = run(base() << u"--device"_qs << u"fridge"_qs);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"'fridge' is not a device profile") && r.err.contains(u"tablet-landscape"),
                 qPrintable(r.err));
    }

    void englishPlurals()
    {
        const Run r = run(base() << u"--format"_qs << u"md"_qs);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(!r.out.contains(u"(s)"), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(u"1 step seems|\\d+ steps seem"_qs)), qPrintable(r.out));
    }

    void jsonReportInput()
    {
        const Run md = run(base() << u"--format"_qs << u"md"_qs);
        QVERIFY2(md.exitCode == 0, qPrintable(md.err));

        // A quality report exported as JSON is read back and exported again, not taken as report text.
        const Run json = run(base() << u"--format"_qs << u"json"_qs);
        const QString exported = write(u"exported.json"_qs, json.out.toUtf8());
        const Run again = run({ u"--graph"_qs, m_graph, u"--report"_qs, exported, u"--format"_qs, u"md"_qs });
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QCOMPARE(again.out, md.out);
        QVERIFY2(again.err.contains(u"not re-assessed"), qPrintable(again.err));

        // A .stepwise document: its text is assessed.
        QFile report(m_report);
        QVERIFY(report.open(QIODevice::ReadOnly));
        const QJsonObject doc { { u"schema"_qs, u"stepwise.document/1"_qs },
                                { u"text"_qs, QString::fromUtf8(report.readAll()) },
                                { u"appVersion"_qs, u"1-de.delusions.measure-1.3.3"_qs },
                                { u"pinnedInteractions"_qs, QJsonObject() },
                                { u"rejectedSuggestions"_qs, QJsonArray() } };
        const QString document = write(u"bug12.stepwise"_qs, QJsonDocument(doc).toJson());
        const Run fromDocument = run({ u"--graph"_qs, m_graph, u"--report"_qs, document, u"--format"_qs, u"md"_qs });
        QVERIFY2(fromDocument.exitCode == 0, qPrintable(fromDocument.err));
        QCOMPARE(fromDocument.out, md.out);
    }

    void jsonReportRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("array") << u"reports.json"_qs << QByteArray("[1, 2]")
                               << u"reports.json is a JSON array, not a bug report"_qs;
        QTest::newRow("other schema") << u"other.json"_qs << QByteArray("{\"schema\": \"foo/1\"}")
                                      << u"other.json is JSON with schema \"foo/1\", not a bug report"_qs;
        QTest::newRow("broken") << u"broken.json"_qs << QByteArray("{\"schema\": ")
                                << u"broken.json is not valid JSON"_qs;
        QTest::newRow("bad quality report")
            << u"bad.json"_qs << QByteArray("{\"schema\": \"stepwise.quality-report/1\", \"steps\": 3}")
            << u"\"steps\" is not an array"_qs;
        // A .stepwise document names the one field that is wrong.
        QTest::newRow("document with pins that are no object")
            << u"a.stepwise"_qs
            << QByteArray("{\"schema\": \"stepwise.document/1\", \"text\": \"1. Tap OK\", \"pinnedInteractions\": [], "
                          "\"rejectedSuggestions\": []}")
            << u"a.stepwise: \"pinnedInteractions\" must be an object"_qs;
        QTest::newRow("document without text")
            << u"c.stepwise"_qs << QByteArray("{\"schema\": \"stepwise.document/1\"}")
            << u"c.stepwise: \"text\" is missing"_qs;
        QTest::newRow("document with numeric text")
            << u"b.stepwise"_qs
            << QByteArray("{\"schema\": \"stepwise.document/1\", \"text\": 3, \"pinnedInteractions\": {}, "
                          "\"rejectedSuggestions\": []}")
            << u"b.stepwise: \"text\" must be a string"_qs;
        QTest::newRow("document with numeric app version")
            << u"c.stepwise"_qs
            << QByteArray("{\"schema\": \"stepwise.document/1\", \"text\": \"1. Tap OK\", \"appVersion\": 42, "
                          "\"pinnedInteractions\": {}, "
                          "\"rejectedSuggestions\": []}")
            << u"c.stepwise: \"appVersion\" must be a string"_qs;
        QTest::newRow("document of a newer version")
            << u"d.stepwise"_qs << QByteArray("{\"schema\": \"stepwise.document/2\", \"text\": \"1. Tap OK\"}")
            << u"d.stepwise was written by another StepWise version (schema \"stepwise.document/2\"); this version "
               u"reads "
               u"\"stepwise.document/1\" documents."_qs;
    }
    void jsonReportRefused()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const Run r = run({ u"--graph"_qs, m_graph, u"--report"_qs, write(name, bytes) });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"stepwise.quality-report/1") || name == u"bad.json" || name.endsWith(u".stepwise"),
                 qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void malformedOracleIsLeftOut()
    {
        // The attachment does not take part in the assessment: the text is assessed, a note names what was dropped.
        const QString document
            = write(u"d.stepwise"_qs,
                    "{\"schema\": \"stepwise.document/1\", \"text\": \"1. Tap OK\", \"pinnedInteractions\": {}, "
                    "\"rejectedSuggestions\": [], \"oracle\": {\"condition\": \"\", \"tests\": [{\"input\": [\"a\"], "
                    "\"output\": \"1\", \"label\": \"failing\"}]}}");
        const Run r = run({ u"--graph"_qs, m_graph, u"--report"_qs, document });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(
            r.err.startsWith(
                u"stepwise-cli assess: note: "_qs + document
                + u": the test oracle attachment is malformed (test 1: \"input\" must hold whole numbers only) and was left out"_qs),
            qPrintable(r.err));
        QVERIFY2(r.out.contains(u"Tap OK"), qPrintable(r.out));
    }

    void documentOracleGoesWithTheExport_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("expected");
        QTest::newRow("text") << u"text"_qs << u"\n### Test oracle\n\nLearned condition: `fails when a = b`\n"_qs;
        QTest::newRow("markdown") << u"md"_qs << u"\n### Test oracle\n\nLearned condition: `fails when a = b`\n"_qs;
        QTest::newRow("html") << u"html"_qs << u"<section class=\"oracle\"><h3>Test oracle</h3>"_qs;
        QTest::newRow("json") << u"json"_qs << u"\"condition\": \"fails when a = b\""_qs;
    }

    void documentOracleGoesWithTheExport()
    {
        // A .stepwise document's test oracle is part of the report: the CLI's exports carry it as the window's do.
        QFETCH(QString, format);
        QFETCH(QString, expected);
        const QString document
            = write(u"oracle.stepwise"_qs,
                    "{\"schema\": \"stepwise.document/1\", \"text\": \"1. Tap OK\", \"pinnedInteractions\": {}, "
                    "\"rejectedSuggestions\": [], \"oracle\": {\"condition\": \"fails when a = b\", \"tests\": "
                    "[{\"input\": [2, 2], \"output\": \"5\", \"label\": \"failing\"}]}}");
        const Run r = run({ u"--graph"_qs, m_graph, u"--report"_qs, document, u"--format"_qs, format });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(expected), qPrintable(r.out));
        if (format != u"json")
            QVERIFY2(r.out.contains(u"2 2"), qPrintable(r.out)); // the labelled test
        if (format == u"html")
            QVERIFY2(r.out.indexOf(expected) < r.out.lastIndexOf(u"</body>"), qPrintable(r.out));
        // Without an expected output on any test, no column for it.
        QVERIFY2(!r.out.contains(u"expected output"), qPrintable(r.out));

        // A test with an expected output (a reference answered): the table gets the column, empty where none is known.
        const QString withExpected
            = write(u"oracle-expected.stepwise"_qs,
                    "{\"schema\": \"stepwise.document/1\", \"text\": \"1. Tap OK\", \"pinnedInteractions\": {}, "
                    "\"rejectedSuggestions\": [], \"oracle\": {\"condition\": \"fails when a = b\", \"tests\": "
                    "[{\"input\": [2, 2], \"output\": \"5\", \"label\": \"failing\", \"expectedOutput\": \"4\"}, "
                    "{\"input\": [3, 3], \"output\": \"7\", \"label\": \"failing\"}]}}");
        const Run e = run({ u"--graph"_qs, m_graph, u"--report"_qs, withExpected, u"--format"_qs, format });
        QCOMPARE(e.exitCode, 0);
        if (format == u"md" || format == u"text")
            QVERIFY2(e.out.contains(u"| input | output | label | expected output |\n|---|---|---|---|\n| `2 2` | `5` | "
                                    u"failing | `4` |\n"
                                    u"| `3 3` | `7` | failing | |\n"_qs),
                     qPrintable(e.out));
        if (format == u"html")
            QVERIFY2(
                e.out.contains(
                    u"<th>expected output</th></tr><tr><td><code>2 2</code></td><td><code>5</code></td><td>failing</td>"
                    u"<td><code>4</code></td></tr><tr><td><code>3 3</code></td><td><code>7</code></td><td>failing</td><td></td></tr>"_qs),
                qPrintable(e.out));
    }

    void astroBrReportsFile()
    {
        const QString reports = stepwiseDataDir() + u"/astrobr/reports/test_set.json"_qs;
        const Run md = run(base() << u"--format"_qs << u"md"_qs);
        QVERIFY2(md.exitCode == 0, qPrintable(md.err));
        // Bug 12's entry holds the same labelled text as m_report, so the assessment is the same.
        const Run bug
            = run({ u"--graph"_qs, m_graph, u"--report"_qs, reports, u"--bug"_qs, u"12"_qs, u"--format"_qs, u"md"_qs });
        QVERIFY2(bug.exitCode == 0, qPrintable(bug.err));
        QCOMPARE(bug.out, md.out);
        QVERIFY2(!bug.err.contains(u"warning"_qs),
                 qPrintable(bug.err)); // bug 12 is about droidweight, this model's app
        // Bug 10 is about another app: assessed all the same, with a warning naming both apps.
        const Run otherApp = run({ u"--graph"_qs, m_graph, u"--report"_qs, reports, u"--bug"_qs, u"10"_qs });
        QVERIFY2(otherApp.exitCode == 0, qPrintable(otherApp.err));
        QCOMPARE(
            otherApp.err,
            u"stepwise-cli assess: warning: "_qs + reports
                + u": bug 10 is about \"atimetracker\", but 1-de.delusions.measure-1.3.3 is a model of another app "
                  u"(delusions, measure); its steps are checked against that app's screens\n"_qs);
        QVERIFY(!otherApp.out.isEmpty());

        const Run noBug = run({ u"--graph"_qs, m_graph, u"--report"_qs, reports });
        QCOMPARE(noBug.exitCode, 1);
        QVERIFY2(noBug.err.startsWith(u"stepwise-cli assess: "_qs + reports + u" is an AstroBR reports file with "_qs),
                 qPrintable(noBug.err));
        QFile file(reports);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray entries = QJsonDocument::fromJson(file.readAll()).array();
        QVERIFY(entries.size() > 6);
        QStringList firstIds;
        for (qsizetype i = 0; i < 6; ++i)
            firstIds << entries.at(i).toObject().value(u"bug_id").toString();
        QVERIFY2(
            noBug.err.endsWith(u"with %1 reports; choose one with --bug ID (bug ids: %2, …)\n"_qs.arg(entries.size())
                                   .arg(firstIds.join(u", "))),
            qPrintable(noBug.err));

        const Run unknown = run({ u"--graph"_qs, m_graph, u"--report"_qs, reports, u"--bug"_qs, u"99999"_qs });
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(
            unknown.err.contains(reports + u" has no report with bug_id 99999 (bug ids: "_qs + firstIds.join(u", ")),
            qPrintable(unknown.err));

        const Run onText = run(base() << u"--bug"_qs << u"12"_qs);
        QCOMPARE(onText.exitCode, 1);
        QVERIFY2(onText.err.contains(u"--bug picks a report from an AstroBR reports file"_qs)
                     && onText.err.contains(m_report),
                 qPrintable(onText.err));

        // Advised to leave --bug out only where the file is a report without it.
        const QString other = write(u"other.json"_qs, QByteArray(R"({"a": 1})"));
        const Run onOther = run({ u"--graph"_qs, m_graph, u"--report"_qs, other, u"--bug"_qs, u"12"_qs });
        QCOMPARE(onOther.exitCode, 1);
        QVERIFY2(
            onOther.err.endsWith(u"(a JSON array such as reports/test_set.json); "_qs + other + u" is not one\n"_qs),
            qPrintable(onOther.err));
        QVERIFY2(onText.err.endsWith(u" is not one, so leave --bug out\n"_qs), qPrintable(onText.err));
        const QString empty = write(u"empty.json"_qs, QByteArray("[]"));
        const Run onEmpty = run({ u"--graph"_qs, m_graph, u"--report"_qs, empty, u"--bug"_qs, u"12"_qs });
        QCOMPARE(onEmpty.exitCode, 1);
        QVERIFY2(onEmpty.err.endsWith(empty + u" is an empty array, with no report to pick\n"_qs),
                 qPrintable(onEmpty.err));

        // A reports file cut off: with --bug it was meant as one, so the message says so instead of listing the
        // other report formats.
        QFile full(reports);
        QVERIFY(full.open(QIODevice::ReadOnly));
        const QString cut = write(u"cut-reports.json"_qs, full.read(3000));
        const Run cutOff = run({ u"--graph"_qs, m_graph, u"--report"_qs, cut, u"--bug"_qs, u"12"_qs });
        QCOMPARE(cutOff.exitCode, 1);
        QVERIFY2(
            cutOff.err.contains(cut + u" is not valid JSON ("_qs) && cutOff.err.contains(u"it looks cut off"_qs)
                && cutOff.err.endsWith(
                    u"; --bug needs an AstroBR reports file, a JSON array of reports such as reports/test_set.json\n"_qs),
            qPrintable(cutOff.err));
        QVERIFY2(!cutOff.err.contains(u".stepwise document"_qs), qPrintable(cutOff.err));
    }

    void errorsNameTheProblem_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown format") << QStringList {
            u"--format"_qs, u"pdf"_qs
        } << 2 << u"stepwise-cli assess: unknown format 'pdf'; use text, json, markdown (md) or html\n"_qs;
        QTest::newRow("implausible device")
            << QStringList { u"--device"_qs, u"0x0@0"_qs } << 2
            << u"stepwise-cli assess: --device: '0x0@0' is not a plausible screen: width and height must be 1 to 20000 "
               u"px and "
               u"the density 1 to 2000 dpi (or give one of the presets phone, phone-landscape, small-phone, tablet, tablet-landscape)\n"_qs;
        // What was typed is quoted: the URL Qt makes of it is empty.
        QTest::newRow("not a URL")
            << QStringList { u"--backend"_qs, u"llm"_qs, u"--llm-model"_qs, u"m"_qs, u"--llm-url"_qs, u"not a url"_qs }
            << 2
            << u"stepwise-cli assess: --llm-url \"not a url\" is not a URL; give the server's base URL, e.g. http://127.0.0.1:11434\n"_qs;
        QTest::newRow("LLM timeout not a number")
            << QStringList { u"--backend"_qs,        u"llm"_qs,
                             u"--llm-model"_qs,      u"m"_qs,
                             u"--llm-url"_qs,        u"http://127.0.0.1:9"_qs,
                             u"--llm-timeout-ms"_qs, u"soon"_qs }
            << 2
            << u"stepwise-cli assess: --llm-timeout-ms must be a whole number of milliseconds ≥ 1, not \"soon\"\n"_qs;
        QTest::newRow("LLM deadline not a number") << QStringList {
            u"--backend"_qs,         u"llm"_qs, u"--llm-model"_qs, u"m"_qs, u"--llm-url"_qs, u"http://127.0.0.1:9"_qs,
            u"--llm-deadline-ms"_qs, u"0"_qs
        } << 2 << u"stepwise-cli assess: --llm-deadline-ms must be a whole number of milliseconds ≥ 1, not \"0\"\n"_qs;
    }
    void errorsNameTheProblem()
    {
        QFETCH(QStringList, extra);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        const Run r = run(base() << extra);
        QCOMPARE(r.exitCode, exitCode);
        QCOMPARE(r.err, expected);
        QVERIFY(r.out.isEmpty());
    }

    void reportPathProblems_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<bool>("folder");
        QTest::addColumn<QString>("expected"); // after "stepwise-cli <command>: <path>"
        const QString folderProblem
            = u" is a folder, but a report is a file; give the report as plain text, a .stepwise document "
              u"(schema \"stepwise.document/1\") or a quality report exported as JSON (schema "
              u"\"stepwise.quality-report/1\")\n"_qs;
        QTest::newRow("assess folder") << u"assess"_qs << true << folderProblem;
        QTest::newRow("steps folder") << u"steps"_qs << true << folderProblem;
        QTest::newRow("assess missing") << u"assess"_qs << false << u" does not exist (is the path right?)\n"_qs;
        QTest::newRow("steps missing") << u"steps"_qs << false << u" does not exist (is the path right?)\n"_qs;
        QTest::newRow("assess huge")
            << u"assess"_qs << false
            << u" is 2147483648 bytes, more than the 2 MiB (2097152 bytes) a report may be; not read\n"_qs;
    }
    void reportPathProblems()
    {
        // A folder or a missing file as --report: what is wrong in the words the desktop app uses too
        // (tst_appstartup), not Qt's "file to open is a directory".
        QFETCH(QString, command);
        QFETCH(bool, folder);
        QFETCH(QString, expected);
        const bool huge = QString::fromLatin1(QTest::currentDataTag()).endsWith(u"huge");
        const QString path = m_dir.filePath(folder     ? u"reports-folder"_qs
                                                : huge ? u"huge-report.txt"_qs
                                                       : u"no-such-report.txt"_qs);
        if (folder)
            QVERIFY(QDir().mkpath(path));
        if (huge) {
            // Sparse: 2 GiB that take no disk and that the command must not read.
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(qint64(2048) * 1024 * 1024));
        }
        QStringList args { u"--report"_qs, path };
        if (command == u"assess")
            args << u"--graph"_qs << m_graph;
        const Run r = runCommand(command, args);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err, u"stepwise-cli "_qs + command + u": "_qs + path + expected);
        QVERIFY(r.out.isEmpty());
    }

    void graphFolder()
    {
        // The folder holding one dump is read as that dump.
        const Run file = run(base() << u"--format"_qs << u"md"_qs);
        const Run folder
            = run({ u"--graph"_qs, QFileInfo(m_graph).path(), u"--report"_qs, m_report, u"--format"_qs, u"md"_qs });
        QVERIFY2(folder.exitCode == 0, qPrintable(folder.err));
        QCOMPARE(folder.out, file.out);

        const QString empty = m_dir.filePath(u"models"_qs);
        QVERIFY(QDir().mkpath(empty));
        const Run none = run({ u"--graph"_qs, empty, u"--report"_qs, m_report });
        QCOMPARE(none.exitCode, 1);
        QVERIFY2(none.err.startsWith(u"stepwise-cli assess: --graph "_qs + empty
                                     + u" is a folder without a *-graph.txt dump; "_qs),
                 qPrintable(none.err));
        QVERIFY2(none.err.contains(u"'stepwise-cli import --db FILE "_qs + empty
                                   + u"' and assess with --db FILE --app-version VERSION\n"_qs),
                 qPrintable(none.err));
    }

    void unknownAppVersionListsStored()
    {
        const QString db = m_dir.filePath(u"one.sqlite"_qs);
        const auto importModel = [&db](const QString &path) {
            QProcess import;
            import.start(QStringLiteral(STEPWISE_CLI_PATH), { u"import"_qs, u"--db"_qs, db, path });
            return import.waitForFinished(50000) && import.exitCode() == 0
                ? QString()
                : QString::fromUtf8(import.readAllStandardError());
        };
        QCOMPARE(importModel(QFileInfo(m_graph).path()), QString());
        const Run r
            = run({ u"--db"_qs, db, u"--app-version"_qs, u"1-de.delusions.measure-9"_qs, u"--report"_qs, m_report });
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err,
                 u"stepwise-cli assess: "_qs + db
                     + u" holds no app version '1-de.delusions.measure-9'; "
                       u"stored: 1-de.delusions.measure-1.3.3\n"_qs);
        // A store of one app version is the default when the report names none.
        const Run only = run({ u"--db"_qs, db, u"--report"_qs, m_report });
        QVERIFY2(only.exitCode == 0, qPrintable(only.err));
        QCOMPARE(
            only.err,
            u"stepwise-cli assess: note: assessing against 1-de.delusions.measure-1.3.3, the only app version stored\n"_qs);
        QVERIFY2(only.out.contains(u"checked against 1-de.delusions.measure-1.3.3"_qs), qPrintable(only.out));
        // With another app's model beside it, the versions sharing a word with the one asked for come first.
        QCOMPARE(
            importModel(stepwiseDataDir() + u"/astrobr/graphs/test_set/1-com.markuspage.android.atimetracker-0.15"_qs),
            QString());
        const Run typo = run({ u"--db"_qs, db, u"--app-version"_qs, u"measure"_qs, u"--report"_qs, m_report });
        QCOMPARE(typo.exitCode, 1);
        QCOMPARE(typo.err,
                 u"stepwise-cli assess: "_qs + db
                     + u" holds no app version 'measure'; "
                       u"stored: 1-de.delusions.measure-1.3.3, 1-com.markuspage.android.atimetracker-0.15\n"_qs);
        // With two, there is no default: the versions to choose from are named.
        const Run choose = run({ u"--db"_qs, db, u"--report"_qs, m_report });
        QCOMPARE(choose.exitCode, 2);
        QVERIFY2(choose.err.contains(u"does not name an app version: give --app-version VERSION (stored: "_qs)
                     && choose.err.contains(u"1-com.markuspage.android.atimetracker-0.15"_qs),
                 qPrintable(choose.err));
    }

    void damagedStoreNamesTheDamage()
    {
        // Pages in the middle of a good store overwritten: it opens and lists its versions, but the model cannot be
        // read.
        const QString db = m_dir.filePath(u"damaged.sqlite"_qs);
        QProcess import;
        import.start(QStringLiteral(STEPWISE_CLI_PATH), { u"import"_qs, u"--db"_qs, db, QFileInfo(m_graph).path() });
        QVERIFY(import.waitForFinished(50000));
        QVERIFY2(import.exitCode() == 0, import.readAllStandardError().constData());
        const QString damage = damageStoreTable(db, u"screen"_qs);
        QVERIFY2(damage.isEmpty(), qPrintable(damage));
        QFile file(db);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();

        // A database that was readable once is damaged, not foreign: restore it, or import again into a new file.
        const QString damaged = db
            + u" is damaged (SQLite: database disk image is malformed); the file was left unchanged. Restore "
              u"it from a backup, or import the models again into a new file ('stepwise-cli import --db "
              u"NEW_FILE PATH...', then use --db NEW_FILE)\n"_qs;
        const Run r = run(
            { u"--db"_qs, db, u"--app-version"_qs, u"1-de.delusions.measure-1.3.3"_qs, u"--report"_qs, m_report });
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err, u"stepwise-cli assess: "_qs + damaged);

        QProcess stats;
        stats.start(QStringLiteral(STEPWISE_CLI_PATH), { u"graph"_qs, u"--db"_qs, db, u"--stats"_qs });
        QVERIFY(stats.waitForFinished(50000));
        QCOMPARE(stats.exitCode(), 1);
        QCOMPARE(QString::fromUtf8(stats.readAllStandardError()), u"stepwise-cli graph: "_qs + damaged);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll() == before);
        file.close();

        // The list of versions damaged too (the index it is read through): without --app-version the damage is named,
        // not a missing option.
        const QString listDamage = damageStoreTable(db, u"sqlite_autoindex_app_version_1"_qs);
        QVERIFY2(listDamage.isEmpty(), qPrintable(listDamage));
        const Run unnamed = run({ u"--db"_qs, db, u"--report"_qs, m_report });
        QCOMPARE(unnamed.exitCode, 1);
        QCOMPARE(unnamed.err, u"stepwise-cli assess: "_qs + damaged);
    }

    void everyMessageEndsItsLine()
    {
        // A quality report exported as is, then a replay plan without --from: two messages, two lines.
        const Run json = run(base() << u"--format"_qs << u"json"_qs);
        QVERIFY2(json.exitCode == 0, qPrintable(json.err));
        const QString exported = write(u"lines.json"_qs, json.out.toUtf8());
        const Run r = run({ u"--graph"_qs, m_graph, u"--report"_qs, exported, u"--device"_qs, u"phone"_qs });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList lines = r.err.split(u'\n');
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.last(), QString());
        QVERIFY2(lines.at(0).startsWith(u"stepwise-cli assess: note: "_qs + exported
                                        + u" is a quality report of 1-de.delusions.measure-1.3.3"_qs),
                 qPrintable(r.err));
        // The second says which device the positions are adapted from (wording belongs to the replay plan).
        QVERIFY2(lines.at(1).startsWith(u"stepwise-cli assess: "_qs) && lines.at(1).contains(u"1080x1920"_qs)
                     && !lines.at(1).contains(exported),
                 qPrintable(r.err));
    }

    void qualityReportOfAnotherModel()
    {
        const Run json = run(base() << u"--format"_qs << u"json"_qs);
        QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        o.insert(u"appVersion"_qs, u"1-de.delusions.measure-1.5.4"_qs);
        const Run r
            = run({ u"--graph"_qs, m_graph, u"--report"_qs, write(u"other.json"_qs, QJsonDocument(o).toJson()) });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"was assessed against \"1-de.delusions.measure-1.5.4\""), qPrintable(r.err));
    }

    void stepsReadsWhatAssessReads()
    {
        // `steps` takes the same --report files as `assess`: a .stepwise document's text, an AstroBR reports
        // file's entry (--bug, sentence ids kept), and refuses what assess refuses with the same message.
        const QString document
            = write(u"doc.stepwise"_qs,
                    QJsonDocument(QJsonObject { { u"schema"_qs, u"stepwise.document/1"_qs },
                                                { u"text"_qs, u"Crash on save\n\n1. Open the app.\n2. Tap Save.\n"_qs },
                                                { u"appVersion"_qs, u"1-de.delusions.measure-1.3.3"_qs },
                                                { u"pinnedInteractions"_qs, QJsonObject() },
                                                { u"rejectedSuggestions"_qs, QJsonArray() } })
                        .toJson());
        const Run doc = runCommand(u"steps"_qs, { u"--report"_qs, document });
        QVERIFY2(doc.exitCode == 0, qPrintable(doc.err));
        QVERIFY2(doc.out.contains(u"[open] [the app]"_qs) && doc.out.contains(u"[tap] [Save]"_qs), qPrintable(doc.out));
        QVERIFY2(!doc.out.contains(u"schema"_qs), qPrintable(doc.out));

        const QString reports = stepwiseDataDir() + u"/astrobr/reports/test_set.json"_qs;
        const Run entry = runCommand(u"steps"_qs, { u"--report"_qs, reports, u"--bug"_qs, u"12"_qs });
        QVERIFY2(entry.exitCode == 0, qPrintable(entry.err));
        const Run labelled = runCommand(u"steps"_qs, { u"--report"_qs, m_report });
        QVERIFY2(labelled.exitCode == 0, qPrintable(labelled.err));
        QCOMPARE(entry.out, labelled.out);
        const QStringList lines = entry.out.split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(!lines.isEmpty());
        for (const QString &line : lines) // the data's own sentence ids, as in the ground truth
            QVERIFY2(QRegularExpression(u"^\\d+\\.\\d+: \\["_qs).match(line).hasMatch(), qPrintable(entry.out));

        const QString broken
            = write(u"broken.stepwise"_qs, "{\"schema\": \"stepwise.document/1\", \"text\": \"1. Open the app\n");
        const QList<QStringList> refused { { u"--report"_qs, reports },
                                           { u"--report"_qs, reports, u"--bug"_qs, u"99999"_qs },
                                           { u"--report"_qs, broken },
                                           { u"--report"_qs, m_report, u"--bug"_qs, u"12"_qs } };
        for (const QStringList &args : refused) {
            const Run steps = runCommand(u"steps"_qs, args);
            const Run assess = run(QStringList { u"--graph"_qs, m_graph } + args);
            QCOMPARE(assess.exitCode, 1);
            QCOMPARE(steps.exitCode, 1);
            QVERIFY2(steps.err.startsWith(u"stepwise-cli steps: "_qs), qPrintable(steps.err));
            QCOMPARE(steps.err.mid(steps.err.indexOf(u':')), assess.err.mid(assess.err.indexOf(u':')));
            QVERIFY(steps.out.isEmpty());
        }
    }

    void labelOverId()
    {
        // GnuCash's first-run wizard has a "Next" button whose id is btn_save: "Click the Save button" is the
        // account form's "Save", several screens on, not that button.
        const QString gnucash = stepwiseDataDir() + u"/astrobr/graphs/test_set/1-org.gnucash.android-2.1.3"_qs;
        const Run r = run({ u"--graph"_qs, gnucash, u"--report"_qs,
                            write(u"save.txt"_qs, "Saving fails\n\nSteps:\n1. Click the Save button\n") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"\"Click the Save button\" matches: Click the \"Save\" text on the Form screen."_qs),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(u"   Click the Save button [CS, MS]\n"_qs), qPrintable(r.out));
    }

    void ordinalsAndLongPress()
    {
        // GnuCash 2.1.3 records no long press: a long-press step is no click on the wizard's "Import my accounts",
        // and an ordinal ("the first account") is a position, not a word the screens are to show; "second" is
        // no synonym of the wizard's "Back".
        const QString gnucash = stepwiseDataDir() + u"/astrobr/graphs/test_set/1-org.gnucash.android-2.1.3"_qs;
        const Run r = run({ u"--graph"_qs, gnucash, u"--report"_qs,
                            write(u"ordinals.txt"_qs,
                                  "Bug\n\n1. Long-press an account\n2. Long-press the first account\n3. Tap the second "
                                  "transaction\n") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // No step maps, so no path is proposed and nothing is missing.
        // Steps are numbered as the reporter counts them, not by sentence ids ("1.2").
        QVERIFY2(r.out.contains(u"\n1.    Long-press an account [VM]\n"_qs)
                     && r.out.contains(u"\n3.    Tap the second transaction ["_qs),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(u"   Long-press an account [VM]\n      No interaction of the app matches \"Long-press "
                                u"an account\": the app's "
                                u"execution model records no long press."_qs),
                 qPrintable(r.out));
        QVERIFY2(
            r.out.contains(
                u"   Long-press the first account [VM]\n      No interaction of the app matches \"Long-press the first "
                u"account\": the app's execution model records no long press."_qs),
            qPrintable(r.out));
        QVERIFY2(!r.out.contains(u"Import my accounts"_qs), qPrintable(r.out));
        QVERIFY2(!r.out.contains(u"\"Back\""_qs), qPrintable(r.out));
        QVERIFY2(!r.out.contains(u"   Tap the second transaction [CS"_qs), qPrintable(r.out));
    }

    void noStepsGetTheHint()
    {
        // A text without steps is no failure of assess, but the reporter learns what to write.
        const QString prose = write(u"prose.txt"_qs, "Just some text about the weather today.\n");
        const Run r = run({ u"--graph"_qs, m_graph, u"--report"_qs, prose });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(u"0 steps, checked against "_qs), qPrintable(r.out));
        QVERIFY2(r.out.contains(
                     u"\nNo steps to reproduce found yet. Write one step per line, e.g. “Tap the Save button”.\n"_qs),
                 qPrintable(r.out));
        const Run steps = runCommand(u"steps"_qs, { u"--report"_qs, prose });
        QCOMPARE(steps.exitCode, 1);
        QCOMPARE(steps.err,
                 u"stepwise-cli steps: "_qs + prose
                     + u": No steps to reproduce found yet. Write one step per line, e.g. “Tap the Save button”.\n"_qs);
    }

    void binaryIsNotText_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("assess") << u"assess"_qs;
        QTest::newRow("steps") << u"steps"_qs;
    }
    void binaryIsNotText()
    {
        QFETCH(QString, command);
        const QString binary
            = write(u"bin.txt"_qs,
                    QByteArray("Title\n1. Open the app\n") + QByteArray(1, '\0') + "binary" + QByteArray(1, '\0'));
        QStringList args { u"--report"_qs, binary };
        if (command == u"assess")
            args << u"--graph"_qs << m_graph;
        const Run r = runCommand(command, args);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err,
                 u"stepwise-cli %1: %2 contains NUL bytes (line 3), so it is not text; give the report as plain text "
                 u"(UTF-8), "
                 u"a .stepwise document or a quality report exported as JSON\n"_qs.arg(command, binary));
        QVERIFY(r.out.isEmpty());
        // UTF-16 without a byte-order mark is named as such.
        const QString text = u"Title\n\nSteps:\n1. Tap Save\n"_qs;
        const QString utf16
            = write(u"utf16.txt"_qs, QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2));
        args[1] = utf16;
        const Run wide = runCommand(command, args);
        QCOMPARE(wide.exitCode, 1);
        QCOMPARE(
            wide.err,
            u"stepwise-cli %1: %2 looks like UTF-16 text without a byte-order mark (every other byte is NUL); save it as UTF-8\n"_qs
                .arg(command, utf16));
    }

    void graphAndDbAreOneOrTheOther()
    {
        const Run r = run(
            { u"--graph"_qs, m_graph, u"--db"_qs, m_dir.filePath(u"unused.sqlite"_qs), u"--report"_qs, m_report });
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(
            r.err,
            u"stepwise-cli assess: give --db FILE (with --app-version) or --graph DUMP, not both: --graph reads the model from the dump\n"_qs);
        QVERIFY(!QFileInfo::exists(m_dir.filePath(u"unused.sqlite"_qs)));
        // --app-version naming another model than the dump holds is not ignored either.
        const Run other = run({ u"--graph"_qs, m_graph, u"--app-version"_qs, u"1-org.gnucash.android-2.1.3"_qs,
                                u"--report"_qs, m_report });
        QCOMPARE(other.exitCode, 2);
        QCOMPARE(
            other.err,
            u"stepwise-cli assess: --graph "_qs + m_graph
                + u" holds 1-de.delusions.measure-1.3.3, not '1-org.gnucash.android-2.1.3' "
                  u"as --app-version says; leave --app-version out with --graph, or give the dump of that version\n"_qs);
        const Run same = run({ u"--graph"_qs, m_graph, u"--app-version"_qs, u"1-de.delusions.measure-1.3.3"_qs,
                               u"--report"_qs, m_report });
        QCOMPARE(same.exitCode, 0);
    }

    void handWrittenDocument()
    {
        // A document with its text alone (no choices made yet) is read; a malformed oracle names what is wrong.
        const QString doc
            = write(u"hand.stepwise"_qs,
                    QByteArray("{\"schema\": \"stepwise.document/1\", \"text\": \"Title\\n\\n1. Tap Save\\n\", "
                               "\"oracle\": {\"condition\": \"fails when a = 1\"}}"));
        const Run r = runCommand(u"steps"_qs, { u"--report"_qs, doc });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, u"1.1: [tap] [Save]  (Click)\n"_qs);
        QCOMPARE(
            r.err,
            u"stepwise-cli steps: note: "_qs + doc
                + u": the test oracle attachment is malformed (\"tests\" is missing) and was left out; the report text was opened.\n"_qs);
    }

    void archiveIsNotAReport_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("assess") << u"assess"_qs;
        QTest::newRow("steps") << u"steps"_qs;
    }
    void archiveIsNotAReport()
    {
        // Not "not UTF-8 text": it says what the file is, what --report takes and how an archive is imported.
        QFETCH(QString, command);
        const QString zip = write(u"bundle.zip"_qs, QByteArray("PK\x03\x04\x0a\0\0\0\0\0\xe7\x9c\x01\0", 14));
        QStringList args { u"--report"_qs, zip };
        if (command == u"assess")
            args << u"--graph"_qs << m_graph;
        const Run r = runCommand(command, args);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(
            r.err,
            u"stepwise-cli %1: %2 is a zip archive, not text; give the report as plain text, a .stepwise document "
            u"(schema \"stepwise.document/1\") or a quality report exported as JSON (schema "
            u"\"stepwise.quality-report/1\"); "
            u"an archive of recordings is an execution model: import it with 'stepwise-cli import --db FILE %2'\n"_qs
                .arg(command, zip));
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestAssessCli)
#include "tst_assesscli.moc"
