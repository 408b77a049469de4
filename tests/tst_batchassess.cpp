// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli assess --batch on the demo model (resources/demo): the three kinds of input, a bad report that
// fails alone, the outputs, and a run stopped by Ctrl+C that a second run resumes.
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

namespace {

const QString DemoVersion = u"1-com.example.pocketnotes-1.0"_qs;

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(STEPWISE_CLI_PATH), args);
    if (!p.waitForFinished(120000))
        return {};
    return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
             QString::fromUtf8(p.readAllStandardError()) };
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/*! summary.csv's rows by id (the id column first; the fields here hold no commas). */
QHash<QString, QStringList> summary(const QString &dir)
{
    QHash<QString, QStringList> rows;
    const QList<QByteArray> lines = readFile(dir + u"/summary.csv"_qs).split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (!lines.at(i).isEmpty()) {
            const QStringList fields = QString::fromUtf8(lines.at(i)).split(u',');
            rows.insert(fields.value(0), fields);
        }
    }
    return rows;
}

} // namespace

class TestBatchAssess : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QByteArray m_report;

private Q_SLOTS:
    void initTestCase()
    {
        m_db = m_dir.filePath(u"demo.sqlite"_qs);
        const Run r = runCli({ u"import"_qs, u"--db"_qs, m_db,
                               QStringLiteral(STEPWISE_DEMO_DIR) + u"/1-com.example.pocketnotes-1.0-graph.txt"_qs });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        m_report = readFile(QStringLiteral(STEPWISE_DEMO_DIR) + u"/report.txt"_qs);
        QVERIFY(!m_report.isEmpty());
    }

    void folderWithABadReport()
    {
        QTemporaryDir in, out;
        QVERIFY(writeFile(in.filePath(u"first.txt"_qs), m_report));
        QVERIFY(writeFile(in.filePath(u"second.md"_qs), m_report));
        QVERIFY(writeFile(in.filePath(u"broken.txt"_qs), QByteArray("Steps\0\0binary", 13)));
        QVERIFY(writeFile(in.filePath(u"ignored.png"_qs), "PNG"));
        const Run r = runCli({ u"assess"_qs, u"--batch"_qs, in.path(), u"--out"_qs, out.path(), u"--db"_qs, m_db,
                               u"--app-version"_qs, DemoVersion });
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(u"broken: ") && r.err.contains(u"NUL"), qPrintable(r.err));
        QVERIFY2(r.out.contains(u"2 of 3 reports assessed"), qPrintable(r.out));
        // The progress line counts the report that could not be read, as the summary does.
        QVERIFY2(r.err.contains(u"2 of 3 reports assessed, 1 failed"), qPrintable(r.err));
        const QHash<QString, QStringList> rows = summary(out.path());
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.value(u"broken"_qs).value(3), u"failed"_qs);
        for (const QString &id : { u"first"_qs, u"second"_qs }) {
            const QStringList row = rows.value(id);
            QCOMPARE(row.value(2), DemoVersion);
            QCOMPARE(row.value(3), u"assessed"_qs);
            QCOMPARE(row.value(4), u"6"_qs); // the demo report's six steps
            QCOMPARE(row.value(9), u"yes"_qs); // it has VM and MS steps
            const QJsonObject json = QJsonDocument::fromJson(readFile(out.filePath(id + u".json"_qs))).object();
            QCOMPARE(json.value(u"appVersion").toString(), DemoVersion);
            const QString comment = QString::fromUtf8(readFile(out.filePath(id + u".md"_qs)));
            QVERIFY2(comment.contains(u"**6 steps**") && comment.contains(u"Please clarify")
                         && comment.contains(u"Steps that seem to be missing"),
                     qPrintable(comment));
            QVERIFY2(comment.contains(u"Enter 12.50 as the amount"), qPrintable(comment));
        }
        QVERIFY(!QFile::exists(out.filePath(u"broken.json"_qs)));
    }

    void jsonLinesAndIssueExports()
    {
        QTemporaryDir out;
        const QString jsonl = m_dir.filePath(u"reports.jsonl"_qs);
        const QJsonObject good { { u"id"_qs, u"r1"_qs },
                                 { u"title"_qs, u"Totals"_qs },
                                 { u"body"_qs, QString::fromUtf8(m_report) },
                                 { u"app_version"_qs, DemoVersion } };
        QVERIFY(
            writeFile(jsonl,
                      QJsonDocument(good).toJson(QJsonDocument::Compact) + "\n{not json\n\n"
                          + QJsonDocument(QJsonObject { { u"id"_qs, u"r3"_qs }, { u"body"_qs, u"1. Open the app"_qs } })
                                .toJson(QJsonDocument::Compact)));
        Run r = runCli({ u"assess"_qs, u"--batch"_qs, jsonl, u"--out"_qs, out.path(), u"--db"_qs, m_db });
        QCOMPARE(r.exitCode, 3);
        QHash<QString, QStringList> rows = summary(out.path());
        QCOMPARE(rows.value(u"r1"_qs).value(3), u"assessed"_qs);
        QCOMPARE(rows.value(u"line-2"_qs).value(3), u"failed"_qs); // not JSON
        // No app version named, none given: the store's only one, as assess takes it.
        QCOMPARE(rows.value(u"r3"_qs).value(2), DemoVersion);
        QCOMPARE(rows.value(u"r3"_qs).value(3), u"assessed"_qs);
        QVERIFY2(r.err.contains(u"note: reports that name no app version are assessed against "_qs + DemoVersion
                                + u", the only app version stored"_qs),
                 qPrintable(r.err));

        // What `gh issue list --json number,title,body,labels` prints; the version from a rule on the text.
        const QString gh = m_dir.filePath(u"issues.json"_qs);
        QVERIFY(writeFile(
            gh,
            u"[{\"number\": 41, \"title\": \"Total wrong in PocketNotes 1.0\", \"body\": %1, \"labels\": [{\"name\": \"bug\"}]}]"_qs
                .arg(QString::fromUtf8(
                         QJsonDocument(QJsonArray { QString::fromUtf8(m_report) }).toJson(QJsonDocument::Compact))
                         .mid(1)
                         .chopped(1))
                .toUtf8()));
        QTemporaryDir ghOut;
        r = runCli({ u"assess"_qs, u"--batch"_qs, gh, u"--out"_qs, ghOut.path(), u"--db"_qs, m_db, u"--version-rule"_qs,
                     u"PocketNotes (\\d+\\.\\d+)=>1-com.example.pocketnotes-\\1"_qs });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        rows = summary(ghOut.path());
        QCOMPARE(rows.value(u"41"_qs).value(2), DemoVersion);
        QVERIFY(QFile::exists(ghOut.filePath(u"41.md"_qs)));
    }

    void inputThatIsNoBatchIsRefusedOnce()
    {
        // A binary file, or a report's text given as INPUT, is refused as a whole: not one failed "report" per line.
        const QString binary = m_dir.filePath(u"binary.bin"_qs);
        QVERIFY(writeFile(binary, QByteArray("{\"id\": 1}\n\0\x01\x02\n\xff\xfe", 17)));
        const QString text = m_dir.filePath(u"report.jsonl"_qs);
        QVERIFY(writeFile(text, m_report));
        for (const QString &input : { binary, text }) {
            QTemporaryDir out;
            const Run r = runCli({ u"assess"_qs, u"--batch"_qs, input, u"--out"_qs, out.path(), u"--db"_qs, m_db,
                                   u"--app-version"_qs, DemoVersion });
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(input) && (r.err.contains(u"NUL bytes") || r.err.contains(u"none of its")),
                     qPrintable(r.err));
            QVERIFY2(r.err.count(u'\n') <= 1, qPrintable(r.err));
            QVERIFY(!QFile::exists(out.filePath(u"summary.csv"_qs)));
        }
    }

    void ctrlCStopsAndASecondRunResumes()
    {
        constexpr int Reports = 300;
        QTemporaryDir in, out;
        for (int i = 0; i < Reports; ++i)
            QVERIFY(writeFile(in.filePath(u"bug-%1.txt"_qs.arg(i, 3, 10, QChar(u'0'))), m_report));
        const QStringList args { u"assess"_qs, u"--batch"_qs,       in.path(),   u"--out"_qs,  out.path(), u"--db"_qs,
                                 m_db,         u"--app-version"_qs, DemoVersion, u"--jobs"_qs, u"1"_qs };
        QProcess first;
        first.start(QStringLiteral(STEPWISE_CLI_PATH), args);
        QVERIFY(first.waitForStarted());
        QElapsedTimer waited;
        waited.start();
        while (!QFile::exists(out.filePath(u"bug-000.json"_qs)) && waited.elapsed() < 60000)
            QThread::msleep(5);
        ::kill(pid_t(first.processId()), SIGINT);
        QVERIFY(first.waitForFinished(60000));
        QCOMPARE(first.exitStatus(), QProcess::NormalExit);
        QCOMPARE(first.exitCode(), 3);
        QVERIFY(QString::fromUtf8(first.readAllStandardError()).contains(u"stopped by Ctrl+C"));
        const int done = int(QDir(out.path()).entryList({ u"*.json"_qs }).size());
        QVERIFY2(done >= 1 && done < Reports, qPrintable(QString::number(done)));
        // Every report of the first run is whole: its comment and its JSON.
        QCOMPARE(int(QDir(out.path()).entryList({ u"*.md"_qs }).size()), done);
        const QHash<QString, QStringList> stopped = summary(out.path());
        QCOMPARE(stopped.size(), Reports);
        QCOMPARE(stopped.value(u"bug-%1"_qs.arg(Reports - 1)).value(3), u"pending"_qs);
        const QDateTime firstWritten = QFileInfo(out.filePath(u"bug-000.json"_qs)).lastModified();

        const Run second = runCli(args);
        QVERIFY2(second.exitCode == 0, qPrintable(second.err));
        QVERIFY2(second.err.contains(u"%1 of %2 reports were assessed by an earlier run"_qs.arg(done).arg(Reports)),
                 qPrintable(second.err));
        QCOMPARE(int(QDir(out.path()).entryList({ u"*.json"_qs }).size()), Reports);
        QCOMPARE(QFileInfo(out.filePath(u"bug-000.json"_qs)).lastModified(), firstWritten);
        const QHash<QString, QStringList> rows = summary(out.path());
        QCOMPARE(
            rows.value(u"bug-000"_qs),
            rows.value(u"bug-%1"_qs.arg(Reports - 1)).replaceInStrings(u"bug-%1"_qs.arg(Reports - 1), u"bug-000"_qs));
    }
};

QTEST_GUILESS_MAIN(TestBatchAssess)
#include "tst_batchassess.moc"
