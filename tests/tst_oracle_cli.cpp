// SPDX-License-Identifier: GPL-3.0-or-later
// `stepwise-cli oracle learn` as a process: the reporter answers on stdin; when stdin ends nobody is left to
// answer, so the command stops with exit code 1 and keeps what was answered so far.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestOracleCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_buggy;
    QString m_golden;

    QString compile(const QString &source, const QString &out)
    {
        QProcess gcc;
        gcc.start(QStringLiteral("gcc"), { QStringLiteral("-O2"), source, QStringLiteral("-o"), out });
        gcc.waitForFinished(60000);
        return gcc.exitCode() == 0 ? out : QString();
    }

    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    // Runs `oracle learn` on the triangle program; \a answers is written to its stdin, which is then closed.
    Run learn(const QStringList &extra, const QByteArray &answers)
    {
        QProcess p;
        p.start(QStringLiteral(STEPWISE_CLI_PATH),
                QStringList { QStringLiteral("oracle"), QStringLiteral("learn"), QStringLiteral("--program"), m_buggy,
                              QStringLiteral("--failing"), QStringLiteral("2 2 2"), QStringLiteral("--budget"),
                              QStringLiteral("5"), QStringLiteral("--seed"), QStringLiteral("3") }
                    + extra);
        if (!p.waitForStarted(10000))
            return {};
        p.write(answers);
        p.closeWriteChannel();
        if (!p.waitForFinished(50000)) {
            p.kill();
            p.waitForFinished();
            return {};
        }
        return { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                 p.readAllStandardError() };
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("gcc")).isEmpty(), "gcc is needed");
        m_buggy = compile(QFINDTESTDATA("data/oracle/triangle.c"), m_dir.filePath(QStringLiteral("triangle")));
        m_golden = compile(QFINDTESTDATA("data/oracle/triangle_golden.c"), m_dir.filePath(QStringLiteral("golden")));
        QVERIFY(!m_buggy.isEmpty());
        QVERIFY(!m_golden.isEmpty());
    }

    void stdinEnds_data()
    {
        QTest::addColumn<QByteArray>("answers");
        QTest::addColumn<QStringList>("labels"); // of the labelled tests: the seed, then one per y/n answer
        QTest::addColumn<int>("asked");
        QTest::newRow("closed at once") << QByteArray() << QStringList { QStringLiteral("failing") } << 0;
        QTest::newRow("after two answers")
            << QByteArray("y\nn\n")
            << QStringList { QStringLiteral("failing"), QStringLiteral("failing"), QStringLiteral("passing") } << 2;
        QTest::newRow("not sure, then a partial line")
            << QByteArray("?\nmaybe") << QStringList { QStringLiteral("failing") } << 1;
    }

    void stdinEnds()
    {
        QFETCH(QByteArray, answers);
        QFETCH(QStringList, labels);
        QFETCH(int, asked);
        const Run r = learn({ QStringLiteral("--json") }, answers);
        QCOMPARE(r.exitCode, 1);
        const QByteArray cause
            = QByteArray("standard input ended after ") + QByteArray::number(asked) + QByteArray(" answer(s)");
        QVERIFY2(r.err.contains(cause), r.err.constData());
        QJsonParseError pe;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &pe).object();
        QVERIFY2(pe.error == QJsonParseError::NoError,
                 qPrintable(pe.errorString() + QString::fromUtf8(r.out.left(200))));
        QVERIFY(o.value(QStringLiteral("stopReason")).toString().contains(u"standard input ended"));
        QCOMPARE(o.value(QStringLiteral("stats")).toObject().value(QStringLiteral("questionsAsked")).toInt(), asked);
        const QJsonArray tests = o.value(QStringLiteral("tests")).toArray();
        QStringList got;
        for (const QJsonValue &t : tests)
            got.append(t.toObject().value(QStringLiteral("label")).toString());
        QCOMPARE(got, labels);
        QCOMPARE(tests.first().toObject().value(QStringLiteral("input")).toString(), QStringLiteral("2 2 2"));
    }

    void plainOutputNamesTheCause()
    {
        const Run r = learn({}, QByteArray());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("Stopped: standard input ended"), r.out.constData());
        QVERIFY2(r.err.contains("--reference"), r.err.constData());
    }

    void referenceNeedsNoStdin()
    {
        // With a reference program nobody reads stdin: its end does not stop the loop.
        const Run r = learn({ QStringLiteral("--json"), QStringLiteral("--reference"), m_golden }, QByteArray());
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("stats")).toObject().value(QStringLiteral("questionsAsked")).toInt(), 5);
        QVERIFY(!o.value(QStringLiteral("stopReason")).toString().contains(u"standard input"));
    }
};

QTEST_GUILESS_MAIN(TestOracleCli)
#include "tst_oracle_cli.moc"
