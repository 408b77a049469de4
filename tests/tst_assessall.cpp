// SPDX-License-Identifier: GPL-3.0-or-later
// Every one of the 21 AstroBR test reports is assessed against its model without error.
#include "graph/graphdumpreader.h"
#include "language/offlineanalyzer.h"
#include "language/reportcsv.h"
#include "language/reporttext.h"
#include "quality/qualityassessor.h"
#include "quality/qualityevaluator.h"
#include "testdata.h"

#include <QTest>

using namespace StepWise;

class TestAssessAll : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void allTestReports()
    {
        const QString astro = stepwiseDataDir() + u"/astrobr"_qs;
        CsvTable table;
        QString error;
        QVERIFY2(readCsvFile(astro + u"/reports/test_set.csv"_qs, &table, &error), qPrintable(error));
        QCOMPARE(table.rows.size(), 21);
        QHash<QString, ExecutionModel> models;
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        int steps = 0;
        for (const auto &row : std::as_const(table.rows)) {
            const QString bug = row.value(u"Bug_id"_qs);
            const QString graph
                = QualityEvaluator::graphFileFor(astro + u"/graphs"_qs, bug, {}, u"test_set"_qs, &error);
            QVERIFY2(!graph.isEmpty(), qPrintable(error));
            if (!models.contains(graph)) {
                GraphDumpReader reader;
                QVERIFY2(reader.read(graph), qPrintable(reader.errorString()));
                models.insert(graph, reader.model());
            }
            const ExecutionModel &model = models[graph];
            const QString text = row.value(u"Bug Reports"_qs);
            QString parseError;
            const QList<Sentence> sentences = parseLabelledReport(text, &parseError);
            QVERIFY2(parseError.isEmpty(), qPrintable(bug + u": "_qs + parseError));
            const QualityReport r = assessor.assessSentences(sentences, text, model, {});
            QVERIFY2(!r.canceled && !r.truncated, qPrintable(bug));
            QCOMPARE(r.appVersion, model.appVersion);
            QCOMPARE(r.sentences.size(), sentences.size());
            for (const StepAssessment &a : r.steps) {
                // Exactly one of CS/AS/VM (none for a rotation, which the model cannot check), MS only with
                // missing interactions, ids that exist.
                const bool rotation = a.step.action == ActionType::Rotate;
                const int base = a.hasLabel(StepQuality::Correct) + a.hasLabel(StepQuality::Ambiguous)
                    + a.hasLabel(StepQuality::VocabularyMismatch);
                QVERIFY2(base == (rotation ? 0 : 1), qPrintable(bug + u": "_qs + a.step.bracketForm()));
                QCOMPARE(a.hasLabel(StepQuality::MissingSteps), !a.missingBefore.isEmpty());
                QCOMPARE(a.hasLabel(StepQuality::VocabularyMismatch), !rotation && a.mappedInteractionIds.isEmpty());
                QCOMPARE(a.hasLabel(StepQuality::Ambiguous), a.mappedInteractionIds.size() > 1);
                for (const QString &id : a.mappedInteractionIds)
                    QVERIFY(model.interaction(id));
                for (const MissingInteraction &mi : a.missingBefore)
                    QVERIFY(model.interaction(mi.interactionId) && !mi.description.isEmpty());
                QVERIFY(!a.message.isEmpty());
            }
            // The reproduction path is connected and starts at the Start state.
            QString at = model.startScreenId();
            for (const QString &id : r.pathInteractionIds) {
                const Interaction *e = model.interaction(id);
                QVERIFY(e);
                QCOMPARE(e->sourceId, at);
                at = e->targetId;
            }
            steps += r.steps.size();
        }
        QVERIFY(steps >= 21);
    }
};

QTEST_GUILESS_MAIN(TestAssessAll)
#include "tst_assessall.moc"
