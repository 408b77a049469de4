// SPDX-License-Identifier: GPL-3.0-or-later
// The hostile-input corpus tests/hostile/ (reports with raw HTML and Markdown traps, personal data, hostile Unicode,
// look-alikes) through the invariants the fuzz targets check (tests/hostilechecks.h), in the normal test suite.
#include "hostilechecks.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace StepWise;

class TestHostile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void corpus_data()
    {
        QTest::addColumn<QString>("text");
        const QDir dir(QStringLiteral(STEPWISE_HOSTILE_DIR));
        const QStringList files = dir.entryList({ QStringLiteral("*.txt") }, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 4);
        for (const QString &name : files) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QTest::newRow(qPrintable(name)) << QString::fromUtf8(f.readAll());
        }
        // Long runs the rules' patterns scan: digits, dotted numbers, capitalized words, keywords without values.
        QTest::newRow("long digit run") << QString(20000, u'7');
        QTest::newRow("long dotted run") << QStringLiteral("1.2.").repeated(5000);
        QTest::newRow("long name run") << QStringLiteral("Julia Anna ").repeated(3000);
        QTest::newRow("long keyword run") << QStringLiteral("password: ").repeated(3000);
        QTest::newRow("long backtick run") << QStringLiteral("`<` ``").repeated(3000);
    }
    void corpus()
    {
        QFETCH(QString, text);
        QString problem = Hostile::redactorProblem(text);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        for (quint8 selector : { quint8(0x00), quint8(0xff), quint8(0x55), quint8(0xaa), quint8(0x6d), quint8(0x93) }) {
            problem = Hostile::exportProblem(text, selector);
            QVERIFY2(problem.isEmpty(), qPrintable(u"selector %1: "_qs.arg(selector) + problem));
        }
    }
};

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
