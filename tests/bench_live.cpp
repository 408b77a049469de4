// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-bench-live: the window's live analysis while a report is typed. Replays the typing of the AstroBR test
// reports, one edit per word and no debounce, into the pipeline the window uses (AnalysisController, its worker
// thread, a SQLite model store and the offline assessor of enginefactory) and prints the time from each edit to its
// annotations, the cold start (the first analysis after opening a model), whole-report assessments and peak RSS.
//
//   stepwise-bench-live [--reports N] [--bug ID]... [--scale F]... [--verbose]
//
// --reports N replays the first N test reports only (a quick run), --bug ID the report of that bug; --scale F
// (repeatable, e.g. 10, 100) also replays the GnuCash 2.1.3 reports on that model copied F times (enlargedmodel.h);
// --verbose prints every edit.
#include "analysis/analysiscontroller.h"
#include "enginefactory.h"
#include "enlargedmodel.h"
#include "graph/graphdumpreader.h"
#include "graph/sqlitegraphstore.h"
#include "language/reportcsv.h"
#include "language/reporttext.h"
#include "quality/qualityevaluator.h"
#include "testdata.h"
#include "typedreport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <sys/resource.h>

using namespace StepWise;

namespace {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

struct TestReport {
    QString bug;
    QString appVersion;
    QString text; ///< as a reporter types it: the title, then one line per sentence, a blank line between paragraphs
};

double percentile(QList<double> values, double q)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype rank = std::max<qsizetype>(1, static_cast<qsizetype>(std::ceil(q * values.size())));
    return values.at(std::min(rank, values.size()) - 1);
}

QString summary(const QList<double> &ms)
{
    return QStringLiteral("p50 %1 ms, p95 %2 ms, max %3 ms (%4)")
        .arg(percentile(ms, 0.5), 0, 'f', 1)
        .arg(percentile(ms, 0.95), 0, 'f', 1)
        .arg(percentile(ms, 1.0), 0, 'f', 1)
        .arg(ms.size());
}

long peakRssMb()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

/*! The window's pipeline: a controller with its worker thread over the SQLite store at \a database. */
class Pipeline
{
public:
    explicit Pipeline(const QString &database)
        : m_controller(Engine::graphStore(database),
                       Engine::configuredAssessor(std::make_shared<Engine::BackendChoice>()))
    {
        m_controller.setDebounceInterval(60 * 60 * 1000); // every edit is sent at once by analyzeNow()
        QObject::connect(&m_controller, &AnalysisController::resultReady, &m_loop, [this](const AnalysisResult &r) {
            m_result = r;
            m_loop.quit();
        });
        m_timeout.setSingleShot(true);
        m_timeout.setInterval(120000); // a hung analysis ends the wait, not the benchmark
        QObject::connect(&m_timeout, &QTimer::timeout, &m_loop, [this] {
            m_result.error = u"no result within 120 s"_qs;
            m_loop.quit();
        });
    }

    /*! Opens \a appVersion with \a text in the editor; ms until its annotations. */
    double open(const QString &appVersion, const QString &text)
    {
        m_controller.setText(text);
        return timed([&] { m_controller.setAppVersion(appVersion); });
    }
    /*! One edit: ms from the new text to its annotations. */
    double edit(const QString &text)
    {
        return timed([&] {
            m_controller.setText(text);
            m_controller.analyzeNow();
        });
    }
    const AnalysisResult &result() const { return m_result; }

private:
    template<typename Send> double timed(Send send)
    {
        m_result = {};
        QElapsedTimer clock;
        clock.start();
        send();
        m_timeout.start();
        m_loop.exec();
        m_timeout.stop();
        const double ms = clock.nsecsElapsed() / 1e6;
        if (!m_result.error.isEmpty())
            out() << "error: " << m_result.error << '\n';
        return ms;
    }

    QEventLoop m_loop;
    QTimer m_timeout;
    AnalysisController m_controller;
    AnalysisResult m_result;
};

/*! Replays the typing of \a report: an edit at the end of every word. Appends the latencies to \a edits. */
void replay(const QString &database, const TestReport &report, QList<double> *edits, double *coldMs, bool verbose)
{
    {
        Pipeline cold(database);
        *coldMs = cold.open(report.appVersion, report.text);
    }
    Pipeline typing(database);
    typing.open(report.appVersion, QString());
    static const QRegularExpression word(u"\\S+"_qs);
    for (auto it = word.globalMatch(report.text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        edits->append(typing.edit(report.text.left(m.capturedEnd())));
        if (verbose)
            out() << QStringLiteral("  %1 ms after \"%2\" at %3\n")
                         .arg(edits->last(), 7, 'f', 1)
                         .arg(m.captured())
                         .arg(m.capturedEnd());
    }
}

/*! Whole-report assessments as `stepwise-cli assess` makes them: a new assessor for each, model loaded. */
QList<double> assessWhole(const QList<TestReport> &reports, const QHash<QString, ExecutionModel> &models)
{
    QList<double> ms;
    for (const TestReport &r : reports) {
        const AnalysisWorker::Assess assess = Engine::offlineAssessor()();
        QElapsedTimer clock;
        clock.start();
        assess(r.text, models[r.appVersion], {}, {});
        ms.append(clock.nsecsElapsed() / 1e6);
    }
    return ms;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Live analysis while the AstroBR test reports are typed."_qs);
    parser.addHelpOption();
    parser.addOption({ u"reports"_qs, u"Replay the first <n> test reports only."_qs, u"n"_qs });
    parser.addOption({ u"bug"_qs, u"Replay the test report of bug <id> only (repeatable)."_qs, u"id"_qs });
    parser.addOption({ u"verbose"_qs, u"Print the time of every edit."_qs });
    parser.addOption(
        { u"scale"_qs, u"Also replay the GnuCash 2.1.3 reports on that model copied <f> times."_qs, u"f"_qs });
    parser.process(app);
    bool ok = true;
    const int limit = parser.isSet(u"reports"_qs) ? parser.value(u"reports"_qs).toInt(&ok) : -1;
    if (!ok || (parser.isSet(u"reports"_qs) && limit < 1)) {
        out() << "error: --reports takes a positive number\n";
        return 2;
    }
    QList<int> scales;
    for (const QString &f : parser.values(u"scale"_qs)) {
        scales.append(f.toInt(&ok));
        if (!ok || scales.last() < 2) {
            out() << "error: --scale takes a number of copies >= 2\n";
            return 2;
        }
    }

    const QString astro = stepwiseDataDir() + u"/astrobr"_qs;
    CsvTable table;
    QString error;
    if (!readCsvFile(astro + u"/reports/test_set.csv"_qs, &table, &error)) {
        out() << "error: " << error << '\n';
        return 1;
    }
    QTemporaryDir dir;
    const QString database = dir.filePath(u"models.db"_qs);
    SqliteGraphStore store(database, u"bench-live-setup"_qs);
    if (!dir.isValid() || !store.open()) {
        out() << "error: cannot create the model store in " << dir.path() << ": " << store.lastError() << '\n';
        return 1;
    }
    QHash<QString, ExecutionModel> models;
    QList<TestReport> reports;
    for (const auto &row : std::as_const(table.rows)) {
        if (limit > 0 && reports.size() == limit)
            break;
        const QString bug = row.value(u"Bug_id"_qs);
        if (parser.isSet(u"bug"_qs) && !parser.values(u"bug"_qs).contains(bug))
            continue;
        const QString graph = QualityEvaluator::graphFileFor(astro + u"/graphs"_qs, bug, {}, u"test_set"_qs, &error);
        GraphDumpReader reader;
        if (graph.isEmpty() || !reader.read(graph)) {
            out() << "error: " << (graph.isEmpty() ? error : reader.errorString()) << '\n';
            return 1;
        }
        const ExecutionModel model = reader.model();
        if (!models.contains(model.appVersion)) {
            if (!store.save(model, {})) {
                out() << "error: " << store.lastError() << '\n';
                return 1;
            }
            models.insert(model.appVersion, model);
        }
        reports.append({ bug, model.appVersion, typedText(parseLabelledReport(row.value(u"Bug Reports"_qs))) });
    }

    out() << "Live analysis: " << reports.size() << " AstroBR test reports typed one word per edit, no debounce\n"
          << "bug   app version                                edits  cold ms  edit p50  edit max\n";
    out().flush();
    QList<double> all;
    QList<double> colds;
    for (const TestReport &r : reports) {
        QList<double> edits;
        double cold = 0;
        replay(database, r, &edits, &cold, parser.isSet(u"verbose"_qs));
        colds.append(cold);
        all += edits;
        out() << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                     .arg(r.bug, -5)
                     .arg(r.appVersion, -42)
                     .arg(edits.size(), 5)
                     .arg(cold, 8, 'f', 1)
                     .arg(percentile(edits, 0.5), 9, 'f', 1)
                     .arg(percentile(edits, 1.0), 9, 'f', 1);
        out().flush();
    }
    out() << "edit -> annotations: " << summary(all) << '\n'
          << "cold start (opening a model with the report in the editor, to its annotations): first in the process "
          << QString::number(colds.value(0), 'f', 1) << " ms; per report " << summary(colds) << '\n';
    out() << "whole-report assess (new assessor each, model loaded): " << summary(assessWhole(reports, models)) << '\n';
    out().flush();

    const ExecutionModel *gnucash = nullptr;
    for (const ExecutionModel &m : std::as_const(models)) {
        if (m.appVersion == u"1-org.gnucash.android-2.1.3")
            gnucash = &m;
    }
    for (int factor : std::as_const(scales)) {
        if (!gnucash) {
            out() << "--scale: no GnuCash 2.1.3 report among those replayed\n";
            break;
        }
        const ExecutionModel big = Test::enlarge(*gnucash, factor);
        if (!store.save(big, {})) {
            out() << "error: " << store.lastError() << '\n';
            return 1;
        }
        QList<double> edits;
        QList<double> bigColds;
        QList<TestReport> onBig;
        for (const TestReport &r : std::as_const(reports)) {
            if (r.appVersion != gnucash->appVersion)
                continue;
            TestReport copy = r;
            copy.appVersion = big.appVersion;
            onBig.append(copy);
            double cold = 0;
            replay(database, copy, &edits, &cold, parser.isSet(u"verbose"_qs));
            bigColds.append(cold);
        }
        QHash<QString, ExecutionModel> bigModels { { big.appVersion, big } };
        const ModelStats st = big.stats();
        out() << QStringLiteral("GnuCash 2.1.3 x%1 (%2 states, %3 transitions), %4 reports:\n")
                     .arg(factor)
                     .arg(st.states)
                     .arg(st.transitions)
                     .arg(onBig.size())
              << "  edit -> annotations: " << summary(edits) << "\n  cold start: " << summary(bigColds)
              << "\n  whole-report assess: " << summary(assessWhole(onBig, bigModels)) << '\n';
        out().flush();
    }
    out() << "peak RSS " << peakRssMb() << " MB\n";
    return 0;
}
