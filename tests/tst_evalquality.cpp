// SPDX-License-Identifier: GPL-3.0-or-later
// `eval quality` on the shared AstroBR labels (11 GnuCash and Camp Fahrplan reports; AstroBR Table IV,
// §VI-B) with the offline analyzer, plus the ground-truth reader and missing-step matching on fixtures.
#include "language/offlineanalyzer.h"
#include "quality/qualityevaluator.h"
#include "testdata.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace StepWise;

class TestEvalQuality : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sharedLabels()
    {
        const QString astro = stepwiseDataDir() + u"/astrobr"_qs;
        const QString reports = astro + u"/reports/test_set.csv"_qs;
        const QString gt = astro + u"/groundtruth/test_quality_annotations_shared.csv"_qs;
        QVERIFY2(QFile::exists(reports) && QFile::exists(gt),
                 qPrintable(u"AstroBR data missing under %1 (set STEPWISE_DATA)"_qs.arg(stepwiseDataDir())));
        OfflineAnalyzer analyzer;
        QualityEvaluation eval;
        QString error;
        QVERIFY2(QualityEvaluator::run(reports, astro + u"/graphs"_qs, gt, analyzer, &eval, &error), qPrintable(error));
        QCOMPARE(eval.bugs.size(), 11);
        qInfo().noquote() << eval.toText(qEnvironmentVariableIsSet("STEPWISE_EVAL_DETAILS"));
        // The per-step confusion (--explain) names the ground truth's and the mapped interactions.
        const QString details = eval.toText(true);
        QVERIFY(details.contains(u"\n      GT interaction: click the \"fab edit transaction\" image button\n"_qs));
        QVERIFY(details.contains(u"\n      mapped on "_qs));
        QVERIFY(details.contains(u"\n      missing before: Open the app; "_qs));
        // Floors a little below what the offline analyzer reaches (docs/evaluation.md, "Quality assessment").
        QVERIFY2(eval.overall.f1() >= OverallFloor, qPrintable(u"overall F1 %1"_qs.arg(eval.overall.f1())));
        QVERIFY2(eval.missing.f1() >= MissingFloor, qPrintable(u"missing-step F1 %1"_qs.arg(eval.missing.f1())));
    }

    void groundTruthReader()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"gt.csv"_qs);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("FIlenames,Bug_id,S2Rs,Individual Step,Quality Labels,Interaction in Natural Language\n"
                ",7,,,,open app\n"
                ",7,,,,\"click the \"\"next\"\" button\"\n"
                "x.xml,7,1.2: Add a split,Add a split,AS,\"click the \"\"add split\"\" text view\"\n"
                ",7,,,,type split amount\n"
                "x.xml,7,1.3: Save it,Save it,\"EM, MS\",\"click the \"\"save\"\" text view\"\n"
                "x.xml,7,1.4: Rotate,Rotate,,\n"
                ",,,,,\n"
                ",8,,,,open app\n"
                "y.xml,8,Click on icon,Click on icon,\"EM, MS\",click icon\n");
        f.close();
        QHash<QString, GroundTruthBug> bugs;
        QString error;
        QVERIFY2(QualityEvaluator::readGroundTruth(path, &bugs, &error), qPrintable(error));
        QCOMPARE(bugs.size(), 2);
        const GroundTruthBug &b = bugs.value(u"7"_qs);
        QCOMPARE(b.steps.size(), 3);
        QCOMPARE(b.steps[0].sentenceId, u"1.2"_qs);
        QCOMPARE(b.steps[0].labels, QList<StepQuality>{StepQuality::Ambiguous});
        QCOMPARE(b.steps[1].labels, (QList<StepQuality>{StepQuality::Correct, StepQuality::MissingSteps}));
        QVERIFY(b.steps[2].labels.isEmpty());
        // "type split amount" belongs to the AS step (the step after it has MS but it comes after AS... it is
        // pending before "Save it", which has MS, so it counts as missing).
        QCOMPARE(b.missing, (QStringList{u"type split amount"_qs}));
        const GroundTruthBug &b8 = bugs.value(u"8"_qs);
        QCOMPARE(b8.steps[0].sentenceId, QString());
        QCOMPARE(b8.steps[0].sentenceText, u"Click on icon"_qs);
        QCOMPARE(b8.missing, QStringList{u"open app"_qs});
    }

    void groundTruthErrors()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"bad.csv"_qs);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Bug_id,S2Rs,Individual Step,Quality Labels,Interaction in Natural Language\n7,1.1: x,x,XX,click x\n");
        f.close();
        QHash<QString, GroundTruthBug> bugs;
        QString error;
        QVERIFY(!QualityEvaluator::readGroundTruth(path, &bugs, &error));
        QVERIFY2(error.contains(path) && error.contains(u"XX"), qPrintable(error));
        QVERIFY(!QualityEvaluator::readGroundTruth(dir.filePath(u"none.csv"_qs), &bugs, &error));
        QVERIFY2(error.contains(u"none.csv"), qPrintable(error));
    }

    void missingMatches_data()
    {
        QTest::addColumn<QString>("cls");
        QTest::addColumn<QString>("rid");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("desc");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("gt");
        QTest::addColumn<bool>("matches");
        QTest::newRow("quoted text") << "Button" << "btn_save" << "Next" << "" << "click" << "click the \"next\" button" << true;
        QTest::newRow("quoted other text") << "Button" << "btn_save" << "Done" << "" << "click" << "click the \"next\" button" << false;
        QTest::newRow("quoted description") << "ImageButton" << "" << "" << "Navigation drawer opened" << "click"
                                            << "click the \"navigation drawer opened\" image button" << true;
        QTest::newRow("quoted resource id") << "ImageView" << "create_transaction" << "" << "" << "click"
                                            << "click the \"create transaction\" image view" << true;
        QTest::newRow("spacing differs") << "CheckedTextView" << "text1" << "ownCloud" << "" << "click"
                                         << "click the \"own cloud\" checked text view" << true;
        QTest::newRow("class words") << "RelativeLayout" << "" << "" << "" << "click" << "click relative layout" << true;
        QTest::newRow("id words, typing") << "EditText" << "input_account_name" << "" << "" << "type" << "type account name" << true;
        QTest::newRow("action differs") << "EditText" << "input_account_name" << "" << "" << "click" << "type account name" << false;
        QTest::newRow("swipe") << "" << "" << "" << "" << "swipe up" << "Swipe Up" << true;
        QTest::newRow("swipe direction differs") << "" << "" << "" << "" << "swipe down" << "Swipe Up" << false;
        QTest::newRow("open app") << "" << "" << "" << "" << "open app" << "open app" << true;
    }
    void missingMatches()
    {
        QFETCH(QString, cls);
        QFETCH(QString, rid);
        QFETCH(QString, text);
        QFETCH(QString, desc);
        QFETCH(QString, action);
        QFETCH(QString, gt);
        QFETCH(bool, matches);
        Interaction e;
        e.action = actionTypeFromName(action);
        if (!cls.isEmpty()) {
            GuiComponent c;
            c.className = cls;
            c.resourceId = rid;
            c.text = text;
            c.contentDescription = desc;
            e.component = c;
        }
        QCOMPARE(QualityEvaluator::missingMatches(e, gt), matches);
    }

private:
    static constexpr double OverallFloor = 0.89;
    static constexpr double MissingFloor = 0.72;
};

QTEST_GUILESS_MAIN(TestEvalQuality)
#include "tst_evalquality.moc"
