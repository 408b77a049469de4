// SPDX-License-Identifier: GPL-3.0-or-later
// The live analysis remembers answers between edits (MemoizingBackend): typed word by word, every AstroBR test
// report is assessed exactly as from scratch.
#include "graph/graphdumpreader.h"
#include "language/memoizingbackend.h"
#include "language/offlineanalyzer.h"
#include "language/reportcsv.h"
#include "language/reporttext.h"
#include "quality/qualityassessor.h"
#include "quality/qualityevaluator.h"
#include "quality/reportexporter.h"
#include "testdata.h"
#include "typedreport.h"

#include <QRegularExpression>
#include <QTest>

using namespace StepWise;

namespace {

/*! Everything an assessment says, but how long it took. */
QByteArray comparable(QualityReport report)
{
    report.elapsedMs = 0;
    return ReportExporter::toJson(report);
}

} // namespace

class TestLiveAnalysis : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void editByEditEqualsFromScratch()
    {
        const QString astro = stepwiseDataDir() + u"/astrobr"_qs;
        CsvTable table;
        QString error;
        QVERIFY2(readCsvFile(astro + u"/reports/test_set.csv"_qs, &table, &error), qPrintable(error));
        QCOMPARE(table.rows.size(), 21);
        QHash<QString, ExecutionModel> models;
        // One live backend across all reports, as the window's worker keeps it across models.
        MemoizingBackend live(std::make_unique<OfflineAnalyzer>());
        QualityAssessor liveAssessor(live);
        // From scratch: every step matched again on every screen (the matcher's word caches are kept: they
        // remember pure functions of two words, and a new matcher per edit would make the test slow).
        OfflineAnalyzer fresh;
        QualityAssessor scratch(fresh);
        int edits = 0;
        int compared = 0;
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
            const QString text = typedText(parseLabelledReport(row.value(u"Bug Reports"_qs)));
            static const QRegularExpression word(u"\\S+"_qs);
            int k = 0;
            for (auto it = word.globalMatch(text); it.hasNext(); ++k) {
                const qsizetype end = it.next().capturedEnd();
                const QString typed = text.left(end);
                const QualityReport got = liveAssessor.assess(typed, model, {});
                ++edits;
                // Every edit goes through the live backend; compared with from scratch at every fourth one, at the
                // end of every line (a finished step) and at the end, so the test stays short.
                if (k % 4 != 0 && end < text.size() && text.at(end) != u'\n')
                    continue;
                const QualityReport expected = scratch.assess(typed, model, {});
                QVERIFY2(comparable(got) == comparable(expected), qPrintable(bug + u" after: "_qs + typed.right(60)));
                ++compared;
            }
        }
        QVERIFY(edits > 1000);
        QVERIFY(compared > edits / 4);
        QVERIFY(live.hits() > 0); // the answers were remembered, so the comparison checked them
    }

    void anotherModelForgetsTheAnswers()
    {
        // The same step on a model changed in place (same address): the changed label is read again.
        ExecutionModel model;
        model.appVersion = u"app-1"_qs;
        Screen start;
        start.id = u"start"_qs;
        start.kind = Screen::Kind::Start;
        Screen main;
        main.id = u"main"_qs;
        main.name = u"MainActivity"_qs;
        model.screens = { start, main };
        Interaction open;
        open.id = u"open"_qs;
        open.sourceId = u"start"_qs;
        open.targetId = u"main"_qs;
        open.action = ActionType::OpenApp;
        Interaction save;
        save.id = u"save"_qs;
        save.sourceId = u"main"_qs;
        save.targetId = u"main"_qs;
        save.action = ActionType::Click;
        GuiComponent button;
        button.className = u"android.widget.Button"_qs;
        button.text = u"Save"_qs;
        save.component = button;
        model.interactions = { open, save };
        model.reindex();

        MemoizingBackend live(std::make_unique<OfflineAnalyzer>());
        QualityAssessor assessor(live);
        const QString report = u"1. Tap Save"_qs;
        const QualityReport before = assessor.assess(report, model, {});
        QCOMPARE(before.steps.size(), 1);
        QCOMPARE(before.steps.first().mappedInteractionIds, QStringList { u"save"_qs });
        model.interactions[1].component->text = u"Delete"_qs;
        const QualityReport after = assessor.assess(report, model, {});
        QCOMPARE(after.steps.size(), 1);
        QVERIFY(after.steps.first().mappedInteractionIds.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLiveAnalysis)
#include "tst_liveanalysis.moc"
