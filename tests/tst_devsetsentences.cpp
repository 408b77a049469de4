// SPDX-License-Identifier: GPL-3.0-or-later
// S2R sentence identification on the 54 AstroBR development reports (AstroBR §IV-A2, Table I: GPT-4
// zero-shot F1 0.948). Reads the real data from stepwiseDataDir(); fails below F1 0.90.
#include "language/s2rclassifier.h"
#include "language/sentenceevaluation.h"
#include "testdata.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTest>

using namespace StepWise;

class TestDevSetSentences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void f1_data();
    void f1();
};

void TestDevSetSentences::f1_data()
{
    QTest::addColumn<bool>("useParser");
    QTest::newRow("rules + WordNet + link-grammar") << true;
    QTest::newRow("rules + WordNet") << false;
}

void TestDevSetSentences::f1()
{
    QFETCH(bool, useParser);
    const QString path = stepwiseDataDir() + u"/astrobr/reports/development_set.csv";
    QVERIFY2(QFileInfo::exists(path),
             qPrintable(u"AstroBR development set missing: " + path + u" (set STEPWISE_DATA)"));

    QElapsedTimer timer;
    timer.start();
    SentenceEvaluation result;
    QString error;
    QVERIFY2(evaluateSentences(path, S2RClassifier(useParser), &result, &error), qPrintable(error));
    qInfo("%d reports, %d sentences: TP %d FP %d FN %d, P %.3f R %.3f F1 %.3f in %lld ms", result.reports,
          result.sentences, result.truePositives, result.falsePositives, result.falseNegatives, result.precision(),
          result.recall(), result.f1(), timer.elapsed());
    // The counts of $STEPWISE_DATA/astrobr/README.md and AstroBR §IV-A2.
    QCOMPARE(result.reports, 54);
    QCOMPARE(result.sentences, 1031);
    QCOMPARE(result.truePositives + result.falseNegatives, 189);
    QVERIFY2(result.f1() >= 0.90, qPrintable(QStringLiteral("F1 %1 below 0.90").arg(result.f1())));
}

QTEST_GUILESS_MAIN(TestDevSetSentences)
#include "tst_devsetsentences.moc"
