// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-bench-quality: time and analyzer calls of the quality assessment per report over
// the 21 AstroBR test reports, then the GnuCash 2.1.3 reports on generated models 10× and 100× larger, then hostile
// texts of 200 KB (one character or phrase repeated, on one line and on lines of 1,500 characters), each of which must
// be assessed within 2 s: a pattern that backtracks over a long line shows up here as seconds or minutes.
#include "enlargedmodel.h"
#include "graph/graphdumpreader.h"
#include "language/offlineanalyzer.h"
#include "language/reportcsv.h"
#include "language/reporttext.h"
#include "quality/qualityassessor.h"
#include "quality/qualityevaluator.h"
#include "testdata.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>

using namespace StepWise;
using StepWise::Test::enlarge;

namespace {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

struct Run {
    qint64 ms = 0;
    int calls = 0;
    bool truncated = false;
};

Run assessOnce(const QString &text, const ExecutionModel &model)
{
    OfflineAnalyzer analyzer;
    QualityAssessor assessor(analyzer);
    QElapsedTimer t;
    t.start();
    const QualityReport r = assessor.assessSentences(parseLabelledReport(text), text, model, {});
    return Run { t.elapsed(), r.analyzerCalls, r.truncated };
}

/*! Assesses 200 KB texts that repeat one character or phrase, on one line and on lines of 1,500 characters, against
 *  \a model; prints each time and returns how many took longer than 2 s. */
int hostileTexts(const ExecutionModel &model)
{
    constexpr qint64 BudgetMs = 2000;
    constexpr qsizetype Size = 200'000;
    const QStringList patterns = { u"("_qs,
                                   u"="_qs,
                                   u"a"_qs,
                                   u"a/"_qs,
                                   u"\""_qs,
                                   u"["_qs,
                                   u"->"_qs,
                                   u"1."_qs,
                                   u"at x("_qs,
                                   u"Tap Save. "_qs,
                                   u":"_qs,
                                   u"I tap Save and "_qs,
                                   u"1. Tap the \"OK\" button (top right), then Settings > About "_qs };
    out() << "\nHostile texts of 200 KB (budget " << BudgetMs
          << " ms each)\npattern                       one line ms  lines ms\n";
    int over = 0;
    qint64 worst = 0;
    for (const QString &p : patterns) {
        const QString line = p.repeated(Size / p.size());
        QStringList lines;
        for (qsizetype at = 0; at < line.size(); at += 1500)
            lines << line.mid(at, 1500);
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        qint64 ms[2];
        for (int i = 0; i < 2; ++i) {
            QElapsedTimer t;
            t.start();
            assessor.assess(i == 0 ? line : lines.join(u'\n'), model, {});
            ms[i] = t.elapsed();
            over += ms[i] > BudgetMs;
            worst = std::max(worst, ms[i]);
        }
        out() << QStringLiteral("%1 %2 %3\n").arg(u'"' + p.left(26) + u'"', -30).arg(ms[0], 11).arg(ms[1], 9);
        out().flush();
    }
    out() << QStringLiteral("hostile texts: slowest %1 ms, %2 of %3 over budget\n")
                 .arg(worst)
                 .arg(over)
                 .arg(patterns.size() * 2);
    return over;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QString astro = stepwiseDataDir() + u"/astrobr"_qs;
    CsvTable table;
    QString error;
    if (!readCsvFile(astro + u"/reports/test_set.csv"_qs, &table, &error)) {
        out() << "error: " << error << '\n';
        return 1;
    }
    QHash<QString, ExecutionModel> models;
    QList<std::pair<QString, QString>> gnucash; // (bug, text) on 2.1.3
    QList<qint64> times;
    qint64 totalMs = 0;
    int totalCalls = 0;
    out() << "AstroBR test reports (offline analyzer)\nbug   app version                                   ms  "
             "analyzer calls\n";
    // Warm WordNet's caches once so the first report does not pay for opening the dictionary.
    {
        OfflineAnalyzer warm;
        S2RStep s;
        s.object = u"save"_qs;
        Interaction e;
        warm.matcher().score(s, e);
    }
    for (const auto &row : std::as_const(table.rows)) {
        const QString bug = row.value(u"Bug_id"_qs);
        const QString graph = QualityEvaluator::graphFileFor(astro + u"/graphs"_qs, bug, {}, u"test_set"_qs, &error);
        if (graph.isEmpty()) {
            out() << "error: " << error << '\n';
            return 1;
        }
        if (!models.contains(graph)) {
            GraphDumpReader reader;
            if (!reader.read(graph)) {
                out() << "error: " << reader.errorString() << '\n';
                return 1;
            }
            models.insert(graph, reader.model());
        }
        const ExecutionModel &model = models[graph];
        const QString text = row.value(u"Bug Reports"_qs);
        const Run r = assessOnce(text, model);
        times.append(r.ms);
        totalMs += r.ms;
        totalCalls += r.calls;
        out() << QStringLiteral("%1 %2 %3 %4%5\n")
                     .arg(bug, -5)
                     .arg(model.appVersion, -42)
                     .arg(r.ms, 5)
                     .arg(r.calls, 15)
                     .arg(r.truncated ? u" (truncated)"_qs : QString());
        if (model.appVersion == u"1-org.gnucash.android-2.1.3")
            gnucash.append({ bug, text });
        out().flush();
    }
    std::sort(times.begin(), times.end());
    out() << QStringLiteral("21 reports: mean %1 ms, median %2 ms, max %3 ms; mean %4 analyzer calls per report\n\n")
                 .arg(double(totalMs) / table.rows.size(), 0, 'f', 1)
                 .arg(times.at(times.size() / 2))
                 .arg(times.last())
                 .arg(double(totalCalls) / table.rows.size(), 0, 'f', 1);

    const ExecutionModel *base = nullptr;
    for (const ExecutionModel &m : std::as_const(models)) {
        if (m.appVersion == u"1-org.gnucash.android-2.1.3")
            base = &m;
    }
    const int hostileOver = hostileTexts(models.begin().value());
    if (!base)
        return hostileOver ? 1 : 0;
    for (int factor : { 1, 10, 100 }) {
        const ExecutionModel big = factor == 1 ? *base : enlarge(*base, factor);
        const ModelStats st = big.stats();
        qint64 ms = 0;
        int calls = 0;
        int truncated = 0;
        out() << QStringLiteral("GnuCash 2.1.3 x%1\nbug   ms  analyzer calls\n").arg(factor);
        for (const auto &[bug, text] : std::as_const(gnucash)) {
            const Run r = assessOnce(text, big);
            ms += r.ms;
            calls += r.calls;
            truncated += r.truncated;
            out() << QStringLiteral("%1 %2 %3%4\n")
                         .arg(bug, -5)
                         .arg(r.ms, 6)
                         .arg(r.calls, 15)
                         .arg(r.truncated ? u" (truncated)"_qs : QString());
            out().flush();
        }
        out() << QStringLiteral("GnuCash 2.1.3 x%1 (%2 states, %3 transitions): %4 reports, mean %5 ms and %6 analyzer "
                                "calls per report%7\n")
                     .arg(factor)
                     .arg(st.states)
                     .arg(st.transitions)
                     .arg(gnucash.size())
                     .arg(double(ms) / gnucash.size(), 0, 'f', 1)
                     .arg(double(calls) / gnucash.size(), 0, 'f', 1)
                     .arg(truncated ? u", %1 hit maxExpansions"_qs.arg(truncated) : QString());
        // The live annotator assesses one report against one model again on every pause in typing: what the
        // assessment derives from the model alone (its word sets) is not rebuilt for these runs.
        QStringList again;
        for (int run = 0; run < 3; ++run)
            again << QString::number(assessOnce(gnucash.first().second, big).ms);
        out() << QStringLiteral("GnuCash 2.1.3 x%1: bug %2 assessed again 3 times: %3 ms\n")
                     .arg(factor)
                     .arg(gnucash.first().first, again.join(u", "));
        out().flush();
    }
    return hostileOver ? 1 : 0;
}
