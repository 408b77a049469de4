// SPDX-License-Identifier: GPL-3.0-or-later
// `stepwise-cli oracle learn` as a process: the reporter answers on stdin; when stdin ends nobody is left to
// answer, so the command stops with exit code 1 and keeps what was answered so far. With --reference the
// failing input is checked against the reference first, and --export writes an expected output per test.
#include "oraclefixtures.h"
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

class TestOracleCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_buggy;
    QString m_golden;

    QString m_cfBuggy; // Codeflaws 1-A, built with the Codeflaws flags
    QString m_cfGolden;

    // What \a program prints for \a input, trimmed: the independent check of the CLI's outputs.
    static QByteArray output(const QString &program, const QByteArray &input)
    {
        QProcess p;
        p.start(program, {});
        if (!p.waitForStarted(10000))
            return {};
        p.write(input + '\n');
        p.closeWriteChannel();
        p.waitForFinished(10000);
        return p.readAllStandardOutput().trimmed();
    }

    static QByteArray readFile(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
    }

    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    // Runs `oracle learn` on the triangle program; \a answers is written to its stdin, which is then closed.
    Run learn(const QStringList &extra, const QByteArray &answers)
    {
        return learnOn(m_buggy, QStringLiteral("2 2 2"), extra, answers);
    }

    Run learnOn(const QString &program, const QString &failing, const QStringList &extra, const QByteArray &answers)
    {
        QProcess p;
        p.start(QStringLiteral(STEPWISE_CLI_PATH),
                QStringList { QStringLiteral("oracle"), QStringLiteral("learn"), QStringLiteral("--program"), program,
                              QStringLiteral("--failing"), failing, QStringLiteral("--budget"), QStringLiteral("5"),
                              QStringLiteral("--seed"), QStringLiteral("3") }
                    + extra);
        if (!p.waitForStarted(10000))
            return {};
        p.write(answers);
        p.closeWriteChannel();
        if (!p.waitForFinished(STEPWISE_CLI_RUN_LIMIT_MS)) {
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
        QVERIFY2(haveGcc(), "gcc is needed");
        const BuggyAndReference triangle = buildTrianglePrograms(m_dir.path());
        QVERIFY(triangle.isValid());
        m_buggy = triangle.buggy;
        m_golden = triangle.golden;
        const QDir cf(stepwiseDataDir() + QStringLiteral("/codeflaws/1-A-bug-18353198-18353306"));
        QVERIFY2(cf.exists(),
                 qPrintable(QStringLiteral("Codeflaws data not found at %1 (set STEPWISE_DATA)").arg(cf.path())));
        // Codeflaws' Makefile flags ($STEPWISE_DATA/codeflaws/README.md).
        const QStringList flags { QStringLiteral("-fno-optimize-sibling-calls"),
                                  QStringLiteral("-fno-strict-aliasing"),
                                  QStringLiteral("-fno-asm"),
                                  QStringLiteral("-std=c99"),
                                  QStringLiteral("-s"),
                                  QStringLiteral("-O2") };
        m_cfBuggy = compileC(cf.filePath(QStringLiteral("1-A-18353198.c")), m_dir.filePath(QStringLiteral("cf-buggy")),
                             flags);
        m_cfGolden = compileC(cf.filePath(QStringLiteral("1-A-18353306.c")),
                              m_dir.filePath(QStringLiteral("cf-golden")), flags);
        QVERIFY(!m_cfBuggy.isEmpty());
        QVERIFY(!m_cfGolden.isEmpty());
    }

    void failingInputPassesOnReference_data()
    {
        QTest::addColumn<bool>("codeflaws");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QByteArray>("printed"); // by both programs
        QTest::newRow("codeflaws 1-A, 6 6 4") << true << QStringLiteral("6 6 4") << QByteArray("4");
        QTest::newRow("triangle, scalene 3 4 5") << false << QStringLiteral("3 4 5") << QByteArray("3");
        QTest::newRow("triangle, isosceles 2 2 3") << false << QStringLiteral("2 2 3") << QByteArray("2");
    }

    void failingInputPassesOnReference()
    {
        QFETCH(bool, codeflaws);
        QFETCH(QString, input);
        QFETCH(QByteArray, printed);
        const QString buggy = codeflaws ? m_cfBuggy : m_buggy;
        const QString golden = codeflaws ? m_cfGolden : m_golden;
        QCOMPARE(output(buggy, input.toLatin1()), printed);
        QCOMPARE(output(golden, input.toLatin1()), printed);
        const QString exportDir
            = m_dir.filePath(QStringLiteral("refused-") + QString::fromLatin1(QTest::currentDataTag()));

        const Run r
            = learnOn(buggy, input, { QStringLiteral("--reference"), golden, QStringLiteral("--export"), exportDir },
                      QByteArray());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("passes according to the reference"), r.err.constData());
        const QByteArray both = "the program prints " + printed + " and the reference prints " + printed;
        QVERIFY2(r.err.contains(both), r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData()); // nothing asked, nothing learned
        QVERIFY(!QDir(exportDir).exists());

        // Without a reference the reporter's word is the oracle: the same input is learned from.
        const Run trusted = learnOn(buggy, input, {}, QByteArray("n\nn\nn\nn\nn\n"));
        QCOMPARE(trusted.exitCode, 0);
        QVERIFY2(!trusted.err.contains("according to the reference"), trusted.err.constData());
        QVERIFY2(trusted.out.contains("Learned condition:"), trusted.out.constData());
    }

    // Every row of tests.tsv, checked against the files and against the programs run directly.
    void failingInputPassesWhereNeitherPrints()
    {
        // Both programs read three numbers; given two they exit with status 1 and print nothing. The refusal says
        // so for each, not "prints 0".
        const QByteArray read3
            = "#include <stdio.h>\nint main(void){long a,b,c;if(scanf(\"%ld %ld %ld\",&a,&b,&c)!=3)return 1;";
        const QString max3 = compileCCode(m_dir.path(), QStringLiteral("max3"),
                                          read3 + "printf(\"%ld\\n\",a>b?a:(b>c?b:c));return 0;}\n");
        const QString golden = compileCCode(m_dir.path(), QStringLiteral("max3_golden"),
                                            read3 + "long m=a>b?a:b;printf(\"%ld\\n\",m>c?m:c);return 0;}\n");
        QVERIFY(!max3.isEmpty() && !golden.isEmpty());
        QCOMPARE(output(max3, "1 5"), QByteArray());
        QCOMPARE(output(max3, "5 1 7"), QByteArray("5")); // the bug
        QCOMPARE(output(golden, "5 1 7"), QByteArray("7"));

        const Run r = learnOn(max3, QStringLiteral("1 5"), { QStringLiteral("--reference"), golden }, QByteArray());
        QCOMPARE(r.exitCode, 1);
        const QByteArray ran
            = "exits with status 1 and prints nothing (run status \"non-zero exit\", counted as output 0)";
        QCOMPARE(r.err.mid(r.err.indexOf(": the input given")),
                 ": the input given as failing (1 5) passes according to the reference: the program " + ran
                     + " and the reference " + ran
                     + ". Neither prints a number: does the input hold as many numbers as the programs read? Give an "
                       "input on which "
                       "the outputs differ.\n");
        QVERIFY2(!r.err.contains("prints 0"), r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData());

        // A program that prints a number beside a reference that fails: each described as it ran.
        const QString zero = compileCCode(m_dir.path(), QStringLiteral("zero"),
                                          "#include <stdio.h>\nint main(void){puts(\"0\");return 0;}\n");
        QVERIFY(!zero.isEmpty());
        const Run mixed = learnOn(zero, QStringLiteral("1 5"), { QStringLiteral("--reference"), golden }, QByteArray());
        QCOMPARE(mixed.exitCode, 1);
        QCOMPARE(mixed.err.mid(mixed.err.indexOf(": the input given")),
                 ": the input given as failing (1 5) passes according to the reference: the program prints 0 and the "
                 "reference "
                     + ran + ". Give an input on which the outputs differ.\n");

        // A program that prints 3 whatever it reads, beside a reference that fails on every two-number input: the
        // loop runs, and each answer and a closing warning say the reference's run failed, not "expected 0".
        const QString three = compileCCode(m_dir.path(), QStringLiteral("three"),
                                           "#include <stdio.h>\nint main(void){puts(\"3\");return 0;}\n");
        QVERIFY(!three.isEmpty());
        const Run loop = learnOn(three, QStringLiteral("1 5"), { QStringLiteral("--reference"), golden }, QByteArray());
        QCOMPARE(loop.exitCode, 0);
        QVERIFY2(loop.out.contains(QByteArray("the program prints 3: failing (the reference " + ran + ")\n")),
                 loop.out.constData());
        QVERIFY2(!loop.out.contains("expected 0"), loop.out.constData());
        QVERIFY2(
            loop.err.contains("warning: the reference's run did not end normally on 5 of 5 questions (crash, time-out "
                              "or non-zero exit, "
                              "read as output 0), so those answers compare with 0: check that it reads these inputs\n"),
            loop.err.constData());
    }

    void exportedSuite_data()
    {
        QTest::addColumn<bool>("withReference");
        QTest::newRow("reference answers") << true;
        QTest::newRow("reporter answers") << false;
    }

    void programThatCannotBeLoaded()
    {
        // 127 without output, the loader's status (e.g. under too small a --memory-mb): refused before any question.
        const QString script = m_dir.filePath(QStringLiteral("exit127"));
        QVERIFY(writeExecutable(script, "#!/bin/sh\nexit 127\n"));
        const Run r
            = learnOn(script, QStringLiteral("1 2"), { QStringLiteral("--memory-mb"), QStringLiteral("256") }, "y\n");
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err,
                 QByteArray("stepwise-cli oracle learn: the program could not be loaded (exit status 127 on the "
                            "failing input, nothing "
                            "printed): is --memory-mb 256 too small for it, or a library missing?\n"));
        QVERIFY(r.out.isEmpty());
    }

    void exportedSuite()
    {
        QFETCH(bool, withReference);
        const QDir dir(m_dir.filePath(QStringLiteral("suite-") + QString::fromLatin1(QTest::currentDataTag())));
        QStringList extra { QStringLiteral("--export"), dir.path() };
        // The reference logs every input it is run on: each labelled test needs exactly one run.
        const QString referenceLog
            = m_dir.filePath(QStringLiteral("reference-runs-") + QString::fromLatin1(QTest::currentDataTag()));
        if (withReference)
            extra += { QStringLiteral("--reference"),
                       QStringLiteral("sh -c \"tee -a '%1' | '%2'\"").arg(referenceLog, m_golden) };
        const Run r = learn(extra, QByteArray("y\nn\ny\nn\nn\n"));
        QCOMPARE(r.exitCode, 0);

        const QList<QByteArray> rows = readFile(dir.filePath(QStringLiteral("tests.tsv"))).split('\n');
        QCOMPARE(rows.first(), QByteArray("name\tinput\tactual_output\texpected_output\tlabel"));
        int failing = 0, passing = 0;
        for (const QByteArray &row : rows.mid(1)) {
            if (row.isEmpty())
                continue;
            const QList<QByteArray> c = row.split('\t');
            QCOMPARE(c.size(), 5);
            const QString id = QString::fromLatin1(c[0]).mid(int(qstrlen("input-")));
            const bool isFailing = c[4] == "failing";
            QCOMPARE(id.startsWith(u"neg"), isFailing);
            (isFailing ? failing : passing) += 1;
            QCOMPARE(readFile(dir.filePath(QString::fromLatin1(c[0]))), QByteArray(c[1] + '\n'));
            const QByteArray actual = output(m_buggy, c[1]);
            QCOMPARE(c[2], actual);
            const QString outFile = dir.filePath(QStringLiteral("output-") + id);
            const QString actualFile = dir.filePath(QStringLiteral("actual-output-") + id);
            if (withReference) {
                // The reference's output is the expected output of every test, passing and failing.
                const QByteArray expected = output(m_golden, c[1]);
                QCOMPARE(c[3], expected);
                QCOMPARE(readFile(outFile), QByteArray(expected + '\n'));
                QCOMPARE(isFailing, expected != actual);
                QVERIFY(!QFile::exists(actualFile));
            } else if (isFailing) {
                // Nobody said what a failing test should print: no output-neg<i>, nothing invented.
                QVERIFY2(!QFile::exists(outFile), qPrintable(outFile));
                QCOMPARE(c[3], QByteArray());
                QCOMPARE(readFile(actualFile), QByteArray(actual + '\n'));
            } else {
                QCOMPARE(c[3], actual); // the reporter accepted what the program printed
                QCOMPARE(readFile(outFile), QByteArray(actual + '\n'));
            }
        }
        QVERIFY(passing > 0);
        QVERIFY(failing > 0);
        if (withReference) {
            QList<QByteArray> runs = readFile(referenceLog).split('\n');
            runs.removeAll(QByteArray());
            QCOMPARE(runs.size(), passing + failing);
            QCOMPARE(runs.count("2 2 2"), 1);
        }
        // The reporter's seed is neg1; with a reference its expected output is the reference's, 1 (equilateral).
        QCOMPARE(readFile(dir.filePath(QStringLiteral("input-neg1"))), QByteArray("2 2 2\n"));
        if (withReference)
            QCOMPARE(readFile(dir.filePath(QStringLiteral("output-neg1"))),
                     QByteArray(output(m_golden, "2 2 2") + '\n'));
        QCOMPARE(r.err.contains("have no expected output"), !withReference);
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

    void questionsAskedToLookFurtherAreCounted()
    {
        // The loop's exploration (tst_oracle_loop explorationFindsABugAwayFromTheSeed) as the CLI reports it. The
        // question deadline makes the count depend on the machine's speed, so each run is checked on its own.
        const BuggyAndReference programs = buildResiduePrograms(m_dir.path());
        QVERIFY(programs.isValid());
        const QStringList args { QStringLiteral("--reference"), programs.golden,          QStringLiteral("--budget"),
                                 QStringLiteral("20"),          QStringLiteral("--seed"), QStringLiteral("6") };
        const Run json
            = learnOn(programs.buggy, QStringLiteral("11"), args + QStringList { QStringLiteral("--json") }, {});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject stats = QJsonDocument::fromJson(json.out).object().value(QStringLiteral("stats")).toObject();
        const int explored = stats.value(QStringLiteral("explored")).toInt(-1);
        QVERIFY2(explored >= 1 && explored <= stats.value(QStringLiteral("questionsAsked")).toInt(),
                 json.out.constData());
        const Run text = learnOn(programs.buggy, QStringLiteral("11"), args, {});
        QCOMPARE(text.exitCode, 0);
        static const QRegularExpression counted(
            QStringLiteral(", (\\d+) asked although predicted to pass, to look further\\); tests generated: "));
        const QRegularExpressionMatch m = counted.match(QString::fromUtf8(text.out));
        QVERIFY2(m.hasMatch(), text.out.constData());
        QVERIFY2(m.captured(1).toInt() >= 1 && m.captured(1).toInt() <= 20, text.out.constData());
    }

    void stdinEnds()
    {
        QFETCH(QByteArray, answers);
        QFETCH(QStringList, labels);
        QFETCH(int, asked);
        const Run r = learn({ QStringLiteral("--json") }, answers);
        QCOMPARE(r.exitCode, 1);
        const QByteArray cause = asked == 0
            ? QByteArray("standard input ended before the first answer; the condition in the JSON (\"condition\") "
                         "comes from the failing input alone.")
            : QByteArray("standard input ended after ") + QByteArray::number(asked)
                + QByteArray(asked == 1 ? " answer," : " answers,");
        QVERIFY2(r.err.contains(cause), r.err.constData());
        // With --json nothing is printed above the note: it points into the document.
        QVERIFY2(!r.err.contains("condition above"), r.err.constData());
        if (asked == 0) {
            const Run plain = learn({}, answers);
            QVERIFY2(plain.err.contains("standard input ended before the first answer; the condition above comes from "
                                        "the failing input alone."),
                     plain.err.constData());
        }
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
        // Shaped as a .stepwise document's tests: the input an array of numbers.
        QCOMPARE(tests.first().toObject().value(QStringLiteral("input")).toArray(), (QJsonArray { 2, 2, 2 }));
    }

    void passingShare_data()
    {
        QTest::addColumn<QString>("share");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("fraction") << QStringLiteral("1/4") << 0;
        QTest::newRow("decimal") << QStringLiteral("0.25") << 0;
        QTest::newRow("half") << QStringLiteral("0.5") << 0;
        QTest::newRow("zero") << QStringLiteral("0") << 2;
        QTest::newRow("over a half: narrower") << QStringLiteral("3/4") << 0;
        QTest::newRow("one") << QStringLiteral("1") << 2;
        QTest::newRow("two dots") << QStringLiteral("0.2.5") << 2;
        QTest::newRow("word") << QStringLiteral("abc") << 2;
    }
    void passingShare()
    {
        QFETCH(QString, share);
        QFETCH(int, exitCode);
        const Run r = learn({ QStringLiteral("--passing-share"), share, QStringLiteral("--reference"), m_golden },
                            QByteArray());
        QCOMPARE(r.exitCode, exitCode);
        if (exitCode == 2)
            QVERIFY2(r.err.contains("--passing-share must be a fraction in (0, 1)"), r.err.constData());
    }

    void gapPercent_data()
    {
        QTest::addColumn<QString>("percent");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("none") << QStringLiteral("0") << 0;
        QTest::newRow("all") << QStringLiteral("100") << 0;
        QTest::newRow("over 100") << QStringLiteral("101") << 2;
        QTest::newRow("negative") << QStringLiteral("-1") << 2;
        QTest::newRow("word") << QStringLiteral("half") << 2;
        QTest::newRow("decimal") << QStringLiteral("50.5") << 2;
        QTest::newRow("beyond 64 bits") << QStringLiteral("99999999999999999999") << 2;
    }
    void gapPercent()
    {
        QFETCH(QString, percent);
        QFETCH(int, exitCode);
        const Run r = learn({ QStringLiteral("--gap-percent"), percent, QStringLiteral("--reference"), m_golden },
                            QByteArray());
        QCOMPARE(r.exitCode, exitCode);
        if (exitCode == 2)
            QVERIFY2(r.err.contains(
                         QByteArray("--gap-percent must be an integer from 0 to 100, got '" + percent.toUtf8() + '\'')),
                     r.err.constData());
    }

    void namesOfTheInputsOnly()
    {
        // Names of the inputs alone, as the panel takes them: the output keeps "o".
        const Run r = learn({ QStringLiteral("--names"), QStringLiteral("a,b,c"), QStringLiteral("--reference"),
                              m_golden, QStringLiteral("--json") },
                            QByteArray());
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QString condition = o.value(QStringLiteral("condition")).toString();
        QVERIFY2(condition.startsWith(u"fails when "), qPrintable(condition));
        const QString rest = condition.mid(11);
        QVERIFY2(rest.contains(QRegularExpression(QStringLiteral("\\b[abc]\\b"))), qPrintable(condition));
        QVERIFY2(!rest.contains(QRegularExpression(QStringLiteral("\\bi[123]\\b"))), qPrintable(condition));
        // The questions name the inputs too.
        const Run plain
            = learn({ QStringLiteral("--names"), QStringLiteral("a,b,c"), QStringLiteral("--reference"), m_golden },
                    QByteArray());
        QCOMPARE(plain.exitCode, 0);
        QVERIFY2(QString::fromUtf8(plain.out).contains(
                     QRegularExpression(QStringLiteral("For input a = -?\\d+, b = -?\\d+, c = -?\\d+ the program"))),
                 plain.out.constData());
    }

    void plainOutputNamesTheCause()
    {
        const Run r = learn({}, QByteArray());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("Stopped: standard input ended"), r.out.constData());
        QVERIFY2(r.err.contains("--reference"), r.err.constData());
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("message");
        // The same rules as the oracle panel's "Input names" (parseFeatureNames).
        QTest::newRow("names: too few") << QStringList {
            u"--names"_qs, u"a,b"_qs
        } << u"--names: 2 given, but the failing input has 3 inputs; give one name per input, optionally followed by the output's."_qs;
        QTest::newRow("names: twice") << QStringList { u"--names"_qs, u"a, a,b,o"_qs }
                                      << u"--names: \"a\" is given twice."_qs;
        QTest::newRow("names: blank") << QStringList { u"--names"_qs, u"a, ,c,o"_qs }
                                      << u"--names: name 2 is empty."_qs;
        QTest::newRow("names: empty entry")
            << QStringList { u"--names"_qs, u"a,,c,o"_qs } << u"--names: name 2 is empty."_qs;
        QTest::newRow("names: two words")
            << QStringList { u"--names"_qs, u"a b,x,c,o"_qs }
            << u"--names: \"a b\" is not a name (letters, digits and _, starting with a letter)."_qs;
        QTest::newRow("names: an operator")
            << QStringList { u"--names"_qs, u"a,b,c,a>=1"_qs }
            << u"--names: \"a>=1\" is not a name (letters, digits and _, starting with a letter)."_qs;
        QTest::newRow("names: the output's default")
            << QStringList { u"--names"_qs, u"a,b,o"_qs }
            << u"--names: \"o\" is the output's name already; name the inputs differently or name the output too."_qs;
        QTest::newRow("failing input with commas")
            << QStringList { u"--failing"_qs, u"2,2,2"_qs }
            << u"--failing: \"2,2,2\" is not a whole number; separate the numbers with spaces: \"2 2 2\"."_qs;
        QTest::newRow("failing input not a number")
            << QStringList { u"--failing"_qs, u"2 two 2"_qs }
            << u"--failing: \"two\" is not a whole number; the input is whole numbers separated by spaces."_qs;
        QTest::newRow("failing input of 1001 digits")
            << QStringList { u"--failing"_qs, u"2 "_qs + QString(1001, u'9') + u" 2"_qs }
            << u"--failing: a number has more than 1000 digits."_qs;
        QTest::newRow("failing input blank")
            << QStringList { u"--failing"_qs, u" "_qs } << u"--failing: the input has no numbers."_qs;
        QTest::newRow("budget 0") << QStringList { u"--budget"_qs, u"0"_qs }
                                  << u"--budget must be an integer ≥ 1, got '0'"_qs;
        QTest::newRow("deadline below 0") << QStringList { u"--deadline"_qs, u"-5"_qs }
                                          << u"--deadline must be an integer from 0 to 2147483647, got '-5'"_qs;
    }

    void questionDeadlineOption()
    {
        // Answers on stdin get a question deadline. --deadline 1 has passed before any retrain with Z3 ends, so
        // those after the first "no" are deferred; --deadline 0 sets none.
        const QByteArray answers("n\nn\ny\nn\nn\n");
        const QStringList base { u"--budget"_qs, u"5"_qs, u"--seed"_qs, u"1"_qs, u"--json"_qs };
        for (const int deadline : { 1, 0 }) {
            const Run r = learn(base + QStringList { u"--deadline"_qs, QString::number(deadline) }, answers);
            QCOMPARE(r.exitCode, 0);
            const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
            const QJsonObject stats = doc.value(u"stats"_qs).toObject();
            QCOMPARE(stats.value(u"questionsAsked"_qs).toInt(), 5);
            const int deferred = stats.value(u"deferredRetrains"_qs).toInt(-1);
            if (deadline == 0) {
                QCOMPARE(deferred, 0);
                QCOMPARE(stats.value(u"hurried"_qs).toInt(-1), 0);
            } else {
                QVERIFY2(deferred > 0, r.out.constData());
            }
            // The text summary says when the deadline made the questions depend on more than the seed.
            const Run text = learn(QStringList { u"--budget"_qs, u"5"_qs, u"--seed"_qs, u"1"_qs, u"--deadline"_qs,
                                                 QString::number(deadline) },
                                   answers);
            QCOMPARE(text.exitCode, 0);
            QCOMPARE(text.out.contains("question deadline"), deadline > 0);
            if (deadline > 0)
                QVERIFY2(
                    text.out.contains("Past the 1 ms question deadline, ")
                        && text.out.contains(
                            " put off to the next answer; with --deadline 0 the seed alone fixes the questions.\n"),
                    text.out.constData());
        }
        // oracle eval has the window's deadline unless --deadline 0, and its --seed says so.
        QProcess eval;
        eval.start(QStringLiteral(STEPWISE_CLI_PATH),
                   { QStringLiteral("oracle"), QStringLiteral("eval"), QStringLiteral("--help") });
        QVERIFY(eval.waitForFinished(20000));
        const QByteArray help = eval.readAllStandardOutput();
        QVERIFY2(help.simplified().contains(
                     "the same seed asks the same questions unless the question deadline cut a search short")
                     && help.contains("--deadline <MS>"),
                 help.constData());
    }

    void usageErrors()
    {
        // Exit 2, the reason on stderr, and no question asked.
        QFETCH(QStringList, extra);
        QFETCH(QString, message);
        const Run r = learn(extra, QByteArray("n\n"));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY2(!r.out.contains("Is this the bug?"), r.out.constData());
    }

    void helpGivesTheExitStatus()
    {
        QProcess p;
        p.start(QStringLiteral(STEPWISE_CLI_PATH),
                { QStringLiteral("oracle"), QStringLiteral("learn"), QStringLiteral("--help") });
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 0);
        const QString help = QString::fromUtf8(p.readAllStandardOutput()).simplified();
        QVERIFY2(help.contains(u"Exit status: 0 the loop ended by itself; 1 it could not learn"_qs)
                     && help.contains(u"2 usage error"_qs),
                 qPrintable(help));
        // The defaults named are the ones used (OracleLoopOptions, SubjectRunner), not copies.
        for (const QString &d :
             { u"(l, default 20)"_qs, u"look-one-ahead oracles (default 10)"_qs, u"in ms (default 2000)"_qs,
               u"in MiB (default 1024)"_qs, u"in seconds (default 600)"_qs, u"cut a search short (default 1)"_qs,
               u"(default 600 when you answer"_qs })
            QVERIFY2(help.contains(d), qPrintable(d));
    }

    void exportFolderCheckedBeforeQuestions()
    {
        // A folder that cannot take the suite is refused before the reporter answers anything.
        const QString file = m_dir.filePath(QStringLiteral("a-file"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const Run blocked = learn({ QStringLiteral("--export"), file + QStringLiteral("/sub") }, QByteArray("n\nn\n"));
        QCOMPARE(blocked.exitCode, 2); // a usage error: refused before the program runs
        QVERIFY2(blocked.err.contains(
                     QStringLiteral("--export: %1/sub: cannot create the folder: %1 is a file").arg(file).toUtf8()),
                 blocked.err.constData());
        QVERIFY2(!blocked.out.contains("Is this the bug?"), blocked.out.constData());
        // An empty path (a script's unset variable) names no folder.
        const Run empty = learn({ QStringLiteral("--export"), QString() }, QByteArray("n\n"));
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.contains("--export: no folder given: give a folder for the test suite"),
                 empty.err.constData());
        // Permission bits would let root through here: only trying to create the folder tells.
        const Run underProc
            = learn({ QStringLiteral("--export"), QStringLiteral("/proc/stepwise-none/suite") }, QByteArray("n\n"));
        QCOMPARE(underProc.exitCode, 2);
        QVERIFY2(underProc.err.contains("--export: /proc/stepwise-none/suite: cannot create the folder in /proc"),
                 underProc.err.constData());
        // A folder that can be created is not left behind by the check when nothing gets exported.
        const QString fresh = m_dir.filePath(QStringLiteral("fresh/deeper"));
        const Run agrees
            = learn({ QStringLiteral("--export"), fresh, QStringLiteral("--reference"), m_buggy }, QByteArray());
        QCOMPARE(agrees.exitCode, 1);
        QVERIFY2(agrees.err.contains("passes according to the reference"), agrees.err.constData());
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("fresh"))));
        // A file given as the folder is called a file.
        const Run onFile = learn({ QStringLiteral("--export"), file }, QByteArray("n\n"));
        QCOMPARE(onFile.exitCode, 2);
        QVERIFY2(onFile.err.contains(QStringLiteral("--export: %1 is a file, not a folder").arg(file).toUtf8()),
                 onFile.err.constData());

        // A folder holding an earlier suite is refused too: its tests would mix with the new ones.
        const QString suite = m_dir.filePath(QStringLiteral("old-suite"));
        const Run first
            = learn({ QStringLiteral("--export"), suite, QStringLiteral("--reference"), m_golden }, QByteArray());
        QCOMPARE(first.exitCode, 0);
        const QStringList before = QDir(suite).entryList(QDir::Files, QDir::Name);
        QVERIFY(before.contains(QStringLiteral("tests.tsv")));
        const Run second = learn({ QStringLiteral("--export"), suite }, QByteArray("n\n"));
        QCOMPARE(second.exitCode, 2);
        QVERIFY2(second.err.contains("already holds a test suite"), second.err.constData());
        QCOMPARE(QDir(suite).entryList(QDir::Files, QDir::Name), before);
    }

    void programPathWithSpaces_data()
    {
        QTest::addColumn<bool>("quoted");
        QTest::newRow("as is") << false;
        QTest::newRow("double-quoted") << true;
    }

    void programPathWithSpaces()
    {
        // A path with spaces names the program whole, typed as is or in double quotes (as "Browse…" fills it).
        QFETCH(bool, quoted);
        const QString dir = m_dir.filePath(QStringLiteral("dir with space"));
        QVERIFY(QDir().mkpath(dir));
        const QString program = dir + QStringLiteral("/tri angle");
        QVERIFY(QFile::exists(program) || QFile::copy(m_buggy, program));
        QVERIFY(QFile::setPermissions(program, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const QString typed = quoted ? u'"' + program + u'"' : program;
        const Run r
            = learnOn(typed, QStringLiteral("2 2 2"), { QStringLiteral("--reference"), m_golden }, QByteArray());
        QVERIFY2(!r.err.contains("cannot start"), r.err.constData());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("fails when"), r.out.constData());
    }

    void crashIsNotCalledOutput()
    {
        // A run that crashes is read as output 0, but the reporter is told it crashed.
        const QString crash = compileCCode(
            m_dir.path(), QStringLiteral("crash"),
            "#include <stdio.h>\n#include <stdlib.h>\nint main(void){long a,b;"
            "if(scanf(\"%ld %ld\",&a,&b)!=2)return 1;if(a==b)abort();printf(\"%ld\\n\",a+b);return 0;}\n");
        QVERIFY(!crash.isEmpty());
        const Run r = learnOn(crash, QStringLiteral("3 3"), { QStringLiteral("--json") }, QByteArray());
        QCOMPARE(r.exitCode, 1); // stdin closed at once
        QJsonParseError pe;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &pe).object();
        QVERIFY2(pe.error == QJsonParseError::NoError, r.out.constData());
        const QJsonArray warnings = o.value(QStringLiteral("warnings")).toArray();
        QVERIFY2(!warnings.isEmpty()
                     && warnings.first().toString().contains(
                         u"on the failing input 3 3 the program's run ended as \"crashed\""),
                 r.out.constData());
        // The warning comes before the first question (with --json the questions go to stderr), not only at the end.
        const qsizetype warned = r.err.indexOf("warning: on the failing input 3 3"),
                        asked1 = r.err.indexOf("For input ");
        QVERIFY2(warned >= 0 && asked1 > warned, r.err.constData());
        // The plain listing of the labelled tests says how the run ended beside the 0 it counts as.
        const Run plain = learnOn(crash, QStringLiteral("3 3"), {}, QByteArray());
        QCOMPARE(plain.exitCode, 1);
        QVERIFY2(plain.out.contains("\nLabelled tests:\n  3 3 -> 0 (run status \"crashed\")  failing\n"),
                 plain.out.constData());
        // A question about an input the program crashes on says so, in the sentence the panel asks too; an
        // answer read from a pipe is echoed, so the next question starts a line of its own.
        const QString crashElsewhere
            = compileCCode(m_dir.path(), QStringLiteral("crash-elsewhere"),
                           "#include <stdio.h>\n#include <stdlib.h>\nint main(void){long a,b;"
                           "if(scanf(\"%ld %ld\",&a,&b)!=2)return 1;if(a!=3||b!=3)abort();puts(\"6\");return 0;}\n");
        QVERIFY(!crashElsewhere.isEmpty());
        const Run asked = learnOn(crashElsewhere, QStringLiteral("3 3"), {}, QByteArray("n\n"));
        QVERIFY2(
            QRegularExpression(
                u"(?:^|\\n)For input -?\\d+ -?\\d+ the program crashes \\(counted as output 0\\)\\. Is this the bug\\? \\[y/n/\\?\\] n\\n"_qs)
                .match(QString::fromUtf8(asked.out))
                .hasMatch(),
            asked.out.constData());
    }

    void decimalOutputQuotedAsPrinted()
    {
        // A program printing "5.50" is read as 6; the question quotes what it printed, and the listing too.
        const QString half
            = compileCCode(m_dir.path(), QStringLiteral("half"),
                           "#include <stdio.h>\nint main(void){long a,b;"
                           "if(scanf(\"%ld %ld\",&a,&b)!=2)return 1;printf(\"%ld.50\\n\",a+b);return 0;}\n");
        QVERIFY(!half.isEmpty());
        const Run r = learnOn(half, QStringLiteral("2 3"), {}, QByteArray("n\n"));
        const QRegularExpressionMatch m
            = QRegularExpression(
                  u"For input (-?\\d+) (-?\\d+) the program prints (-?\\d+)\\.50 \\(read as (-?\\d+)\\)\\. Is this the bug\\?"_qs)
                  .match(QString::fromUtf8(r.out));
        QVERIFY2(m.hasMatch(), r.out.constData());
        const qint64 sum = m.captured(1).toLongLong() + m.captured(2).toLongLong();
        QCOMPARE(m.captured(3).toLongLong(), sum);
        QCOMPARE(m.captured(4).toLongLong(), sum >= 0 ? sum + 1 : sum); // half away from zero: -1.50 is read as -2
        QVERIFY2(r.out.contains("\n  2 3 -> 6 (printed \"5.50\")  failing\n"), r.out.constData());
    }

    void referenceNeedsNoStdin()
    {
        // With a reference program nobody reads stdin: its end does not stop the loop.
        const Run r = learn({ QStringLiteral("--json"), QStringLiteral("--reference"), m_golden }, QByteArray());
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("stats")).toObject().value(QStringLiteral("questionsAsked")).toInt(), 5);
        QVERIFY(!o.value(QStringLiteral("stopReason")).toString().contains(u"standard input"));

        // The plain listing gives each failing test's expected output, the reference's: the seed 2 2 2 is no
        // triangle's "equilateral" 1 for the buggy program, and the golden one prints 1.
        const Run plain = learn({ QStringLiteral("--reference"), m_golden }, QByteArray());
        QCOMPARE(plain.exitCode, 0);
        const qsizetype listing = plain.out.indexOf("\nLabelled tests:\n");
        QVERIFY2(listing >= 0, plain.out.constData());
        const QList<QByteArray> lines = plain.out.mid(listing).split('\n');
        QVERIFY2(lines.value(2).startsWith("  2 2 2 -> ") && lines.value(2).endsWith("  failing, expected 1"),
                 plain.out.constData());
        for (const QByteArray &line : lines)
            QVERIFY2(!line.endsWith("  passing") || !line.contains("expected"), line.constData());
    }

    // `oracle eval` over a folder of subjects built from the triangle sources: a test file the loop cannot
    // take is skipped and named, the subject still scored; a broken subject is named and the exit status is 3.
    void evalSkipsUnusableTestsAndNamesBrokenSubjects()
    {
        const QString root = m_dir.filePath(QStringLiteral("subjects"));
        const QString good = root + QStringLiteral("/9-Z-bug-1-2");
        const QString broken = root + QStringLiteral("/9-Y-bug-1-2");
        QVERIFY(QDir().mkpath(good));
        QVERIFY(QDir().mkpath(broken));
        const QString data = testDataDir() + QStringLiteral("/oracle/");
        QVERIFY(QFile::copy(data + QStringLiteral("triangle.c"), good + QStringLiteral("/9-Z-1.c")));
        QVERIFY(QFile::copy(data + QStringLiteral("triangle_golden.c"), good + QStringLiteral("/9-Z-2.c")));
        QVERIFY(QFile::copy(data + QStringLiteral("triangle.c"), broken + QStringLiteral("/9-Y-1.c"))); // no 9-Y-2.c
        for (const QString &dir : { good, broken }) {
            QVERIFY(writeFile(dir + QStringLiteral("/input-neg1"), "2 2 2\n"));
            QVERIFY(writeFile(dir + QStringLiteral("/input-pos1"), "3 4 5\n"));
        }
        QVERIFY(writeFile(good + QStringLiteral("/heldout-input-pos1"), "1.5 2 3\n"));
        QVERIFY(writeFile(good + QStringLiteral("/heldout-input-pos2"), "1 2\n"));
        QVERIFY(writeFile(good + QStringLiteral("/heldout-input-pos3"), "3 3 1\n"));
        QVERIFY(writeFile(good + QStringLiteral("/heldout-input-pos4"), "\xff\xfe 3\x01\n"));
        QVERIFY(writeFile(good + QStringLiteral("/heldout-input-pos5"), "\n"));

        auto eval = [](const QString &subject, const QStringList &extra = {}) {
            QProcess p;
            p.start(QStringLiteral(STEPWISE_CLI_PATH),
                    QStringList { QStringLiteral("oracle"), QStringLiteral("eval"), QStringLiteral("--subject"),
                                  subject, QStringLiteral("--budget"), QStringLiteral("3"), QStringLiteral("--time"),
                                  QStringLiteral("20") }
                        + extra);
            p.waitForFinished(STEPWISE_CLI_RUN_LIMIT_MS);
            return Run { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                         p.readAllStandardError() };
        };
        const Run both = eval(root);
        QCOMPARE(both.exitCode, 3);
        QVERIFY2(both.out.startsWith("9-Z-bug-1-2  accuracy "), both.out.constData());
        QVERIFY2(both.out.contains(QByteArray("test skipped: " + good.toUtf8()
                                              + "/heldout-input-pos1:1: \"1.5\" is not an integer\n")),
                 both.out.constData());
        QVERIFY2(both.out.contains(QByteArray("test skipped: " + good.toUtf8()
                                              + "/heldout-input-pos2:1: 2 integers, but the other tests have 3\n")),
                 both.out.constData());
        QVERIFY2(
            both.out.contains(QByteArray(
                "test skipped: " + good.toUtf8()
                + "/heldout-input-pos4: not plain text (binary or non-ASCII bytes), expected one line of integers\n")),
            both.out.constData());
        QVERIFY2(both.out.contains(QByteArray("test skipped: " + good.toUtf8()
                                              + "/heldout-input-pos5: empty, expected one line of integers\n")),
                 both.out.constData());
        QVERIFY2(both.out.contains("Subjects: 1 scored, 1 failed"), both.out.constData());
        QVERIFY2(both.err.contains(QByteArray(broken.toUtf8() + "/9-Y-2.c: missing source file")),
                 both.err.constData());

        const Run once = eval(good);
        QCOMPARE(once.exitCode, 0);
        QVERIFY2(QRegularExpression(QStringLiteral("\n    oracle \\d+ clauses?/\\d+ atoms?; stopped: "))
                     .match(QString::fromUtf8(once.out))
                     .hasMatch(),
                 once.out.constData());
        // With several runs the oracle size, stop reason and condition shown are the last run's: said so, with its
        // seed.
        const Run twice = eval(
            good, { QStringLiteral("--runs"), QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("5") });
        QCOMPARE(twice.exitCode, 0);
        QVERIFY2(
            QRegularExpression(
                QStringLiteral("\n    last of 2 runs \\(seed 7924\\): oracle \\d+ clauses?/\\d+ atoms?; stopped: "))
                .match(QString::fromUtf8(twice.out))
                .hasMatch(),
            twice.out.constData());

        // An --export folder that cannot take the suites is a usage error found before any subject is scored.
        const QString notAFolder = m_dir.filePath(QStringLiteral("export-file"));
        QVERIFY(writeFile(notAFolder, "x"));
        const Run onFile = eval(good, { QStringLiteral("--export"), notAFolder });
        QCOMPARE(onFile.exitCode, 2);
        QVERIFY2(onFile.err.contains(QByteArray("--export: " + notAFolder.toUtf8() + " is a file, not a folder")),
                 onFile.err.constData());
        QVERIFY2(onFile.out.isEmpty(), onFile.out.constData());
        const QString suites = m_dir.filePath(QStringLiteral("eval-suites"));
        QVERIFY(QDir().mkpath(suites + QStringLiteral("/9-Z-bug-1-2")));
        QVERIFY(writeFile(suites + QStringLiteral("/9-Z-bug-1-2/tests.tsv"), "id\n"));
        const Run holdsSuite = eval(root, { QStringLiteral("--export"), suites });
        QCOMPARE(holdsSuite.exitCode, 2);
        QVERIFY2(holdsSuite.err.contains(QByteArray("--export: " + suites.toUtf8() + "/9-Z-bug-1-2"))
                     && holdsSuite.err.contains("test suite"),
                 holdsSuite.err.constData());
        QVERIFY2(holdsSuite.out.isEmpty(), holdsSuite.out.constData());
        const Run empty = eval(QString());
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.contains("--subject is empty"), empty.err.constData());

        // With its failing test unreadable, the subject cannot start: the skipped files are named in the reason.
        QVERIFY(writeFile(broken + QStringLiteral("/9-Y-2.c"), readFile(data + QStringLiteral("triangle_golden.c"))));
        QVERIFY(writeFile(broken + QStringLiteral("/input-neg1"), "2 two 2\n"));
        const Run noStart = eval(broken);
        QCOMPARE(noStart.exitCode, 1);
        QVERIFY2(noStart.err.contains(QByteArray("nothing to start from (test files skipped: " + broken.toUtf8()
                                                 + "/input-neg1:1: \"two\" is not an integer)")),
                 noStart.err.constData());

        const Run file = eval(good + QStringLiteral("/input-neg1"));
        QCOMPARE(file.exitCode, 1);
        QVERIFY2(file.err.contains("input-neg1: a file, not a folder"), file.err.constData());

        // A subject folder under another name: the loader says what the name must be.
        const QString renamed = m_dir.filePath(QStringLiteral("my-subject"));
        QVERIFY(QDir().rename(good, renamed));
        const Run r = eval(renamed);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("my-subject: not a Codeflaws subject folder name: it must read "
                                "<contest>-<problem>-bug-<buggy id>-<accepted id>"),
                 r.err.constData());
    }

    // Two --subject folders are scored and printed side by side; --sample N takes every k-th subject by name;
    // Learn2fix's results at the same budget, found beside the folders, are compared on the same subjects.
    void evalSamplesSetsAndComparesWithLearn2fix()
    {
        const QString tune = m_dir.filePath(QStringLiteral("sets/tune"));
        const QString validation = m_dir.filePath(QStringLiteral("sets/validation"));
        const QString data = testDataDir() + QStringLiteral("/oracle/");
        const QStringList tuneNames { QStringLiteral("9-A-bug-1-2"), QStringLiteral("9-B-bug-1-2"),
                                      QStringLiteral("9-C-bug-1-2"), QStringLiteral("9-D-bug-1-2") };
        for (const QString &dir : tuneNames + QStringList { QStringLiteral("../validation/9-E-bug-1-2") }) {
            const QString path = tune + QLatin1Char('/') + dir;
            const QString problem = QFileInfo(path).fileName().left(3);
            QVERIFY(QDir().mkpath(path));
            QVERIFY(QFile::copy(data + QStringLiteral("triangle.c"),
                                path + QLatin1Char('/') + problem + QStringLiteral("-1.c")));
            QVERIFY(QFile::copy(data + QStringLiteral("triangle_golden.c"),
                                path + QLatin1Char('/') + problem + QStringLiteral("-2.c")));
            QVERIFY(writeFile(path + QStringLiteral("/input-neg1"), "2 2 2\n"));
            QVERIFY(writeFile(path + QStringLiteral("/input-pos1"), "3 4 5\n"));
            QVERIFY(writeFile(path + QStringLiteral("/heldout-input-pos1"), "3 3 1\n"));
        }
        // Learn2fix's file sits beside the tune set, as in the shared data. 9-A has a result at l = 3 that no run can
        // reach (1.5), 9-C one that every run reaches (0); 9-B has one at another budget only.
        QVERIFY(QDir().mkpath(tune + QStringLiteral("/learn2fix")));
        QVERIFY(writeFile(tune + QStringLiteral("/learn2fix/learn2fix_icst20_per_subject.csv"),
                          "subject,max_labels_l,timeout_min,accuracy,conditional_accuracy\n"
                          "9-A-bug-1-2,3,5,1.5,0.25\n9-B-bug-1-2,20,5,0.5,0.5\n9-C-bug-1-2,3,5,0,0.75\n"));
        QProcess p;
        p.start(QStringLiteral(STEPWISE_CLI_PATH),
                { QStringLiteral("oracle"), QStringLiteral("eval"), QStringLiteral("--subject"), tune,
                  QStringLiteral("--subject"), validation, QStringLiteral("--sample"), QStringLiteral("2"),
                  QStringLiteral("--budget"), QStringLiteral("3"), QStringLiteral("--time"), QStringLiteral("20") });
        QVERIFY(p.waitForFinished(STEPWISE_CLI_RUN_LIMIT_MS));
        const QByteArray out = p.readAllStandardOutput();
        QCOMPARE(p.exitCode(), 0);
        // Every second of the four tune subjects by name (9-A, 9-C) and the one validation subject.
        QVERIFY2(out.contains("\n9-A-bug-1-2  accuracy ") || out.startsWith("9-A-bug-1-2  accuracy "), out.constData());
        QVERIFY2(out.contains("9-C-bug-1-2  accuracy "), out.constData());
        QVERIFY2(out.contains("9-E-bug-1-2  accuracy "), out.constData());
        QVERIFY2(!out.contains("9-B-bug-1-2") && !out.contains("9-D-bug-1-2"), out.constData());
        const QList<QByteArray> lines = out.split('\n');
        const auto row = [&lines](const QByteArray &label) {
            for (const QByteArray &l : lines)
                if (l.startsWith(label))
                    return l.mid(label.size()).simplified();
            return QByteArray();
        };
        // The header row names the sets.
        QVERIFY2(
            QRegularExpression(QStringLiteral("\\n +tune +validation *\\n")).match(QString::fromUtf8(out)).hasMatch(),
            out.constData());
        QCOMPARE(row("Subjects"), QByteArray("2 scored, 0 failed 1 scored, 0 failed"));
        QCOMPARE(row("Learn2fix, same subjects (l = 3)"), QByteArray("0.750 / 0.500 no results"));
        QCOMPARE(row("Accuracy at least Learn2fix's"), QByteArray("1 of 2 (50 %) no results"));
        QVERIFY2(
            QRegularExpression(
                QStringLiteral(
                    "\\nQuestion latency \\(ms\\) +median \\d+, p90 \\d+, max \\d+ +median \\d+, p90 \\d+, max \\d+"))
                .match(QString::fromUtf8(out))
                .hasMatch(),
            out.constData());
    }

    // Inputs and outputs beyond 64 bits (40-digit numbers) are read, fuzzed, run and compared: the subject is
    // scored with no test skipped, and the questions asked hold numbers of the seed's size, written exactly.
    void evalScoresNumbersBeyond64Bits()
    {
        const QString subject = m_dir.filePath(QStringLiteral("big/9-W-bug-1-2"));
        QVERIFY(QDir().mkpath(subject));
        const QString data = testDataDir() + QStringLiteral("/oracle/");
        QVERIFY(QFile::copy(data + QStringLiteral("tenth.c"), subject + QStringLiteral("/9-W-1.c")));
        QVERIFY(QFile::copy(data + QStringLiteral("tenth_golden.c"), subject + QStringLiteral("/9-W-2.c")));
        QVERIFY(writeFile(subject + QStringLiteral("/input-neg1"), "1111111111111111111111111111111111100000\n"));
        QVERIFY(writeFile(subject + QStringLiteral("/input-pos1"), "123\n"));
        QVERIFY(writeFile(subject + QStringLiteral("/heldout-input-pos1"), "98765432109876543210987654321098765\n"));
        QVERIFY(writeFile(subject + QStringLiteral("/heldout-input-pos2"), "-98765432109876543210987654321098765\n"));
        QVERIFY(writeFile(subject + QStringLiteral("/heldout-input-pos3"), "9876543210987654321098765\n"));
        QVERIFY(
            writeFile(subject + QStringLiteral("/heldout-input-pos4"), "+00000000000000000000000000000000000000042\n"));
        const QString suite = m_dir.filePath(QStringLiteral("big-suite"));
        QProcess p;
        p.start(QStringLiteral(STEPWISE_CLI_PATH),
                { QStringLiteral("oracle"), QStringLiteral("eval"), QStringLiteral("--subject"), subject,
                  QStringLiteral("--budget"), QStringLiteral("6"), QStringLiteral("--time"), QStringLiteral("30"),
                  QStringLiteral("--export"), suite });
        QVERIFY(p.waitForFinished(STEPWISE_CLI_RUN_LIMIT_MS));
        const QByteArray out = p.readAllStandardOutput();
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QVERIFY2(out.startsWith("9-W-bug-1-2  accuracy ") && !out.contains("test skipped"), out.constData());
        // The exported questions: each input one canonical integer, some as long as the seed, other than the seed.
        int longOnes = 0;
        for (const QString &name : QDir(suite).entryList({ QStringLiteral("input-*") }, QDir::Files)) {
            const QByteArray input = readFile(suite + QLatin1Char('/') + name).trimmed();
            QVERIFY2(
                QRegularExpression(QStringLiteral("^-?[1-9][0-9]*$|^0$")).match(QString::fromLatin1(input)).hasMatch(),
                input.constData());
            longOnes += input.size() >= 30 && input != "1111111111111111111111111111111111100000" ? 1 : 0;
        }
        QVERIFY2(longOnes >= 1, out.constData());
    }

    // --wrong-answers P: the simulated reporter answers wrongly with probability P, the same questions for a seed.
    void evalWrongAnswers()
    {
        const QString subject = m_dir.filePath(QStringLiteral("wrong/9-V-bug-1-2"));
        QVERIFY(QDir().mkpath(subject));
        const QString data = testDataDir() + QStringLiteral("/oracle/");
        QVERIFY(QFile::copy(data + QStringLiteral("triangle.c"), subject + QStringLiteral("/9-V-1.c")));
        QVERIFY(QFile::copy(data + QStringLiteral("triangle_golden.c"), subject + QStringLiteral("/9-V-2.c")));
        QVERIFY(writeFile(subject + QStringLiteral("/input-neg1"), "2 2 2\n"));
        QVERIFY(writeFile(subject + QStringLiteral("/heldout-input-pos1"), "3 4 5\n"));
        const auto eval = [&subject](const QString &rate) {
            QProcess p;
            p.start(QStringLiteral(STEPWISE_CLI_PATH),
                    { QStringLiteral("oracle"), QStringLiteral("eval"), QStringLiteral("--subject"), subject,
                      QStringLiteral("--budget"), QStringLiteral("5"), QStringLiteral("--deadline"),
                      QStringLiteral("0"), QStringLiteral("--wrong-answers"), rate, QStringLiteral("--json") });
            p.waitForFinished(STEPWISE_CLI_RUN_LIMIT_MS);
            return std::pair { p.exitCode(), QJsonDocument::fromJson(p.readAllStandardOutput()).object() };
        };
        const auto [allCode, all] = eval(QStringLiteral("1"));
        QCOMPARE(allCode, 0);
        const QJsonObject allResult = all.value(QStringLiteral("results")).toArray().first().toObject();
        QVERIFY(allResult.value(QStringLiteral("questionsAsked")).toDouble() > 0);
        QCOMPARE(allResult.value(QStringLiteral("wrongAnswers")).toDouble(),
                 allResult.value(QStringLiteral("questionsAsked")).toDouble());
        const auto [noneCode, none] = eval(QStringLiteral("0"));
        QCOMPARE(noneCode, 0);
        QCOMPARE(none.value(QStringLiteral("results"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("wrongAnswers"))
                     .toDouble(),
                 0.0);
        QCOMPARE(eval(QStringLiteral("1.5")).first, 2);
        QCOMPARE(eval(QStringLiteral("some")).first, 2);
    }

    // Without a question deadline no input is set aside for a slow run: how long a run takes depends on the machine's
    // load, so only then does the seed alone fix the questions. With the window's deadline slow runs are set aside.
    void evalWithoutDeadlineWaitsForSlowRuns()
    {
        const QString subject = m_dir.filePath(QStringLiteral("slow/9-S-bug-1-2"));
        QVERIFY(QDir().mkpath(subject));
        // Fails from 10 on; slow (0.3 s) from 100 on, so the failing input 12 sets a fast pace.
        QVERIFY(writeFile(subject + QStringLiteral("/9-S-1.c"),
                          "#define _POSIX_C_SOURCE 199309L\n#include <stdio.h>\n#include <time.h>\n"
                          "int main(void) { long long n; if (scanf(\"%lld\", &n) != 1) return 1;\n"
                          "  if (n >= 100) { struct timespec t = { 0, 300000000 }; nanosleep(&t, 0); }\n"
                          "  printf(\"%lld\\n\", n >= 10 ? n + 1 : n); return 0; }\n"));
        QVERIFY(writeFile(subject + QStringLiteral("/9-S-2.c"),
                          "#include <stdio.h>\nint main(void) { long long n; if (scanf(\"%lld\", &n) != 1) return 1;\n"
                          "  printf(\"%lld\\n\", n); return 0; }\n"));
        QVERIFY(writeFile(subject + QStringLiteral("/input-neg1"), "12\n"));
        QVERIFY(writeFile(subject + QStringLiteral("/heldout-input-pos1"), "3\n"));
        QVERIFY(writeFile(subject + QStringLiteral("/heldout-input-pos2"), "20\n"));
        const auto setAside = [&subject](const QStringList &deadline) {
            QProcess p;
            p.start(QStringLiteral(STEPWISE_CLI_PATH),
                    QStringList { QStringLiteral("oracle"), QStringLiteral("eval"), QStringLiteral("--subject"),
                                  subject, QStringLiteral("--budget"), QStringLiteral("6"), QStringLiteral("--seed"),
                                  QStringLiteral("2"), QStringLiteral("--json") }
                        + deadline);
            if (!p.waitForFinished(STEPWISE_CLI_RUN_LIMIT_MS) || p.exitCode() != 0)
                return -1.0;
            return QJsonDocument::fromJson(p.readAllStandardOutput())
                .object()
                .value(QStringLiteral("results"))
                .toArray()
                .first()
                .toObject()
                .value(QStringLiteral("setAside"))
                .toDouble(-1);
        };
        const double withDeadline = setAside({});
        QVERIFY2(withDeadline > 0, qPrintable(QString::number(withDeadline)));
        QCOMPARE(setAside({ QStringLiteral("--deadline"), QStringLiteral("0") }), 0.0);
        // oracle learn with a reference program: the deadline given sets slow runs aside, none without one.
        const QString buggy = compileC(subject + QStringLiteral("/9-S-1.c"), m_dir.filePath(QStringLiteral("slow-b")));
        const QString golden = compileC(subject + QStringLiteral("/9-S-2.c"), m_dir.filePath(QStringLiteral("slow-g")));
        QVERIFY(!buggy.isEmpty() && !golden.isEmpty());
        const auto learnedAside = [&](const QString &deadline) {
            const Run r = learnOn(buggy, QStringLiteral("12"),
                                  { QStringLiteral("--reference"), golden, QStringLiteral("--deadline"), deadline,
                                    QStringLiteral("--json") },
                                  QByteArray());
            return r.exitCode != 0 ? -1
                                   : QJsonDocument::fromJson(r.out)
                                         .object()
                                         .value(QStringLiteral("stats"))
                                         .toObject()
                                         .value(QStringLiteral("setAside"))
                                         .toInt(-1);
        };
        QVERIFY(learnedAside(QStringLiteral("600")) > 0);
        QCOMPARE(learnedAside(QStringLiteral("0")), 0);
    }
};

QTEST_GUILESS_MAIN(TestOracleCli)
#include "tst_oracle_cli.moc"
