// SPDX-License-Identifier: GPL-3.0-or-later
// `eval quality` on the shared AstroBR labels (11 GnuCash and Camp Fahrplan reports; AstroBR Table IV,
// §VI-B) with the offline analyzer, plus the ground-truth reader and missing-step matching on fixtures.
#include "graph/graphdumpreader.h"
#include "language/offlineanalyzer.h"
#include "quality/labelledevaluator.h"
#include "quality/qualityevaluator.h"
#include "testdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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
        // A suggested missing step the ground truth lacks is marked, so that wrong suggestions can be read as a class.
        QCOMPARE(details.count(u"(wrong) "_qs), eval.missing.fp);
        // Floors a little below what the offline analyzer reaches (docs/evaluation.md, "Quality assessment").
        QVERIFY2(eval.overall.f1() >= OverallFloor, qPrintable(u"overall F1 %1"_qs.arg(eval.overall.f1())));
        QVERIFY2(eval.missing.f1() >= MissingFloor, qPrintable(u"missing-step F1 %1"_qs.arg(eval.missing.f1())));
    }

    // The exact ground truth of labelled_validation: spans align the steps, transition ids score the mapping.
    void labelledScoring()
    {
        GraphDumpReader reader;
        QVERIFY2(reader.read(QFINDTESTDATA("data/graphdump/1-com.example.demo-1.0/1-com.example.demo-1.0-graph.txt")),
                 qPrintable(reader.errorString()));
        const ExecutionModel model = reader.model();
        // Offsets count code points: the "é" before the steps is one, the "𝔸" (two UTF-16 units) one.
        const QString title = u"Demo"_qs;
        const QString body = u"é𝔸 Tap Next. Type a name. Rotate. Tap Next."_qs;
        auto cp = [&body](const QString &needle, int from = 0) {
            const qsizetype at = body.indexOf(needle, from);
            return int(at - 1); // one surrogate pair before every step
        };
        auto step = [](const QString &text, int begin, const QStringList &labels, const QStringList &transitions,
                       const QStringList &missing, const QStringList &alternatives = {}) {
            QJsonObject o { { u"step_text"_qs, text },
                            { u"span"_qs, QJsonArray { begin, begin + int(text.size()) } },
                            { u"labels"_qs, QJsonArray::fromStringList(labels) },
                            { u"transitions"_qs, QJsonArray::fromStringList(transitions) },
                            { u"missing_before"_qs, QJsonArray::fromStringList(missing) } };
            if (!alternatives.isEmpty())
                o.insert(u"alternatives"_qs, QJsonArray::fromStringList(alternatives));
            return o;
        };
        const int secondNext = cp(u"Tap Next"_qs, body.indexOf(u"Rotate"));
        // The launch's other recorded launch t9 is accepted in its place: a field of the step missing it.
        QJsonObject first
            = step(u"Tap Next"_qs, cp(u"Tap Next"_qs), { u"CS"_qs, u"MS"_qs }, { u"t2"_qs }, { u"t1"_qs });
        first.insert(u"missing_equivalents"_qs, QJsonObject { { u"t1"_qs, QJsonArray { u"t9"_qs } } });
        const QJsonArray steps {
            first, step(u"Type a name"_qs, cp(u"Type a name"_qs), { u"AS"_qs }, { u"t4"_qs }, {}, { u"t3"_qs }),
            step(u"Rotate"_qs, cp(u"Rotate"_qs), {}, {}, {}), step(u"Tap Next"_qs, secondNext, { u"VM"_qs }, {}, {})
        };
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto write = [&dir](const QString &name, const QJsonArray &a) {
            QFile f(dir.filePath(name));
            return f.open(QIODevice::WriteOnly) && f.write(QJsonDocument(a).toJson()) > 0;
        };
        QVERIFY(write(u"reports.json"_qs,
                      QJsonArray { QJsonObject { { u"id"_qs, u"R1"_qs },
                                                 { u"app_version"_qs, u"1-com.example.demo-1.0"_qs },
                                                 { u"title"_qs, title },
                                                 { u"text"_qs, body } } }));
        QVERIFY(write(u"groundtruth.json"_qs,
                      QJsonArray { QJsonObject { { u"id"_qs, u"R1"_qs },
                                                 { u"app_version"_qs, u"1-com.example.demo-1.0"_qs },
                                                 { u"steps"_qs, steps } } }));
        QList<LabelledReport> reports;
        QString error;
        QVERIFY2(LabelledEvaluator::read(dir.path(), &reports, &error), qPrintable(error));
        QCOMPARE(reports.size(), 1);
        const LabelledReport &truth = reports.first();
        QCOMPARE(truth.text, title + u"\n\n" + body);
        QCOMPARE(truth.text.mid(truth.steps.at(1).begin, truth.steps.at(1).end - truth.steps.at(1).begin),
                 u"Type a name"_qs);
        QCOMPARE(truth.text.mid(truth.steps.at(3).begin, 8), u"Tap Next"_qs);

        // A prediction: "Tap Next" CS right with the launch missing (given as its equivalent), "Type a name" CS on an
        // alternative (label wrong, mapping right), the rotation labelled (a false positive), the second "Tap Next"
        // CS on t2 where the truth says VM, and a step the truth does not have.
        auto predicted = [&truth](const QString &text, const QList<StepQuality> &labels, const QStringList &ids,
                                  const QStringList &missing = {}) {
            StepAssessment a;
            a.step.text = text;
            a.step.offset = truth.text.indexOf(text);
            a.step.length = text.size();
            a.labels = labels;
            a.mappedInteractionIds = ids;
            for (const QString &m : missing) {
                MissingInteraction mi;
                mi.interactionId = m;
                a.missingBefore.append(mi);
            }
            return a;
        };
        QualityReport report;
        report.steps = { predicted(u"Tap Next"_qs, { StepQuality::Correct, StepQuality::MissingSteps }, { u"t2"_qs },
                                   { u"t9"_qs, u"t5"_qs }),
                         predicted(u"Type a name"_qs, { StepQuality::Correct }, { u"t3"_qs }),
                         predicted(u"Rotate"_qs, { StepQuality::VocabularyMismatch }, {}),
                         predicted(u"Demo"_qs, { StepQuality::Correct }, { u"t2"_qs }) };
        StepAssessment second = predicted(u"Tap Next"_qs, { StepQuality::Correct }, { u"t2"_qs });
        second.step.offset = truth.steps.at(3).begin;
        report.steps.append(second);
        QualityEvaluation eval;
        LabelledEvaluator::scoreReport(truth, report, model, &eval);
        QCOMPARE(eval.perLabel.value(StepQuality::Correct).tp, 1);
        QCOMPARE(eval.perLabel.value(StepQuality::Correct).fp, 3); // "Type a name", the second "Tap Next", "Demo"
        QCOMPARE(eval.perLabel.value(StepQuality::Ambiguous).fn, 1);
        QCOMPARE(eval.perLabel.value(StepQuality::VocabularyMismatch).fp, 1); // on the unlabeled rotation
        QCOMPARE(eval.perLabel.value(StepQuality::VocabularyMismatch).fn, 1);
        QCOMPARE(eval.perLabel.value(StepQuality::MissingSteps).tp, 1);
        QCOMPARE(eval.mapping.right, 2);
        QCOMPARE(eval.mapping.total, 2);
        QCOMPARE(eval.csPrecision.right, 1);
        QCOMPARE(eval.csPrecision.total, 4);
        QCOMPARE(eval.missing.tp, 1);
        QCOMPARE(eval.missing.fp, 1);
        QCOMPARE(eval.missing.fn, 0);

        // Broken input names the file and what is wrong.
        QVERIFY(write(u"groundtruth.json"_qs, QJsonArray {}));
        QVERIFY(!LabelledEvaluator::read(dir.path(), &reports, &error));
        QVERIFY2(error.contains(u"no ground truth for report R1"_qs), qPrintable(error));
        QVERIFY(!LabelledEvaluator::read(dir.filePath(u"nowhere"_qs), &reports, &error));
        QVERIFY2(error.contains(u"reports.json"_qs), qPrintable(error));
    }

    // The validation set: reports and apps the rules were not written for (figures in docs/evaluation.md).
    void labelledValidation()
    {
        const QString astro = stepwiseDataDir() + u"/astrobr"_qs;
        QVERIFY2(QFile::exists(astro + u"/labelled_validation/groundtruth.json"_qs),
                 qPrintable(u"AstroBR data missing under %1 (set STEPWISE_DATA)"_qs.arg(stepwiseDataDir())));
        OfflineAnalyzer analyzer;
        QualityEvaluation eval;
        QString error;
        QVERIFY2(
            LabelledEvaluator::run(astro + u"/labelled_validation"_qs, astro + u"/graphs"_qs, analyzer, &eval, &error),
            qPrintable(error));
        QCOMPARE(eval.bugs.size(), 24);
        qInfo().noquote() << eval.toText(qEnvironmentVariableIsSet("STEPWISE_EVAL_DETAILS"));
        QVERIFY2(eval.overall.f1() >= ValidationOverallFloor, qPrintable(u"overall F1 %1"_qs.arg(eval.overall.f1())));
        QVERIFY2(eval.mapping.share() >= ValidationMappingFloor,
                 qPrintable(u"mapping %1"_qs.arg(eval.mapping.share())));
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
        QCOMPARE(b.steps[0].labels, QList<StepQuality> { StepQuality::Ambiguous });
        QCOMPARE(b.steps[1].labels, (QList<StepQuality> { StepQuality::Correct, StepQuality::MissingSteps }));
        QVERIFY(b.steps[2].labels.isEmpty());
        // "type split amount" belongs to the AS step (the step after it has MS but it comes after AS... it is
        // pending before "Save it", which has MS, so it counts as missing).
        QCOMPARE(b.missing, (QStringList { u"type split amount"_qs }));
        const GroundTruthBug &b8 = bugs.value(u"8"_qs);
        QCOMPARE(b8.steps[0].sentenceId, QString());
        QCOMPARE(b8.steps[0].sentenceText, u"Click on icon"_qs);
        QCOMPARE(b8.missing, QStringList { u"open app"_qs });
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
        QTest::newRow("quoted text") << "Button"
                                     << "btn_save"
                                     << "Next"
                                     << ""
                                     << "click"
                                     << "click the \"next\" button" << true;
        QTest::newRow("quoted other text") << "Button"
                                           << "btn_save"
                                           << "Done"
                                           << ""
                                           << "click"
                                           << "click the \"next\" button" << false;
        QTest::newRow("quoted description") << "ImageButton"
                                            << ""
                                            << ""
                                            << "Navigation drawer opened"
                                            << "click"
                                            << "click the \"navigation drawer opened\" image button" << true;
        QTest::newRow("quoted resource id") << "ImageView"
                                            << "create_transaction"
                                            << ""
                                            << ""
                                            << "click"
                                            << "click the \"create transaction\" image view" << true;
        QTest::newRow("spacing differs") << "CheckedTextView"
                                         << "text1"
                                         << "ownCloud"
                                         << ""
                                         << "click"
                                         << "click the \"own cloud\" checked text view" << true;
        QTest::newRow("class words") << "RelativeLayout"
                                     << ""
                                     << ""
                                     << ""
                                     << "click"
                                     << "click relative layout" << true;
        QTest::newRow("id words, typing") << "EditText"
                                          << "input_account_name"
                                          << ""
                                          << ""
                                          << "type"
                                          << "type account name" << true;
        QTest::newRow("action differs") << "EditText"
                                        << "input_account_name"
                                        << ""
                                        << ""
                                        << "click"
                                        << "type account name" << false;
        QTest::newRow("swipe") << ""
                               << ""
                               << ""
                               << ""
                               << "swipe up"
                               << "Swipe Up" << true;
        QTest::newRow("swipe direction differs") << ""
                                                 << ""
                                                 << ""
                                                 << ""
                                                 << "swipe down"
                                                 << "Swipe Up" << false;
        QTest::newRow("open app") << ""
                                  << ""
                                  << ""
                                  << ""
                                  << "open app"
                                  << "open app" << true;
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
    static constexpr double ValidationOverallFloor = 0.43;
    static constexpr double ValidationMappingFloor = 0.23;
};

QTEST_GUILESS_MAIN(TestEvalQuality)
#include "tst_evalquality.moc"
