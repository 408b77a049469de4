// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-bench-graph: import rate and query times of the execution-model store.
// Prints figures; it asserts nothing about timings. Run via `cmake --build <dir> --target bench`.
#include "graph/graphdumpreader.h"
#include "graph/sqlitegraphstore.h"
#include "testdata.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <ctime>
#include <random>

using namespace StepWise;

namespace {
QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

/*! A graph dump of \a states screens (plus Start/End) and \a transitions edges: a chain keeps every
 *  screen reachable, the rest are random edges with components and texts. */
QByteArray generateDump(int states, int transitions)
{
    std::mt19937 rng(42);
    std::uniform_int_distribution<int> pick(0, states - 1);
    auto sid = [](int i) { return QStringLiteral("s%1").arg(i); };
    QString t;
    t.reserve(transitions * 260 + states * 300);
    t += QStringLiteral("Transitions correctness: true\n\nTransitions (%1):\n").arg(transitions);
    t += QStringLiteral("t0: (s:start,t:s0): [id=null, ex=0, sq=0, act=(6) open app, cp=null, txt=, exp=, tr=null] "
                        "weight=1.0 ds=TR sc=null ex=0\n");
    for (int i = 1; i < transitions; ++i) {
        const int from = i < states ? i - 1 : pick(rng);
        const int to = i < states ? i : pick(rng);
        t += QStringLiteral("t%1: (s:%2,t:%3): [id=%1, ex=0, sq=%1, act=(0) click, cp=[, ty=Button, idx=button_%4, "
                            "idnx=%4, tx=Item %4, with comma, x=0, y=%5, h=126, w=1080, dsc=], txt=, exp=, tr=null] "
                            "weight=1.0 ds=%6 sc=null ex=0\n")
                 .arg(i)
                 .arg(sid(from), sid(to))
                 .arg(i % 17)
                 .arg(i % 1794)
                 .arg(i % 3 ? u"TR"_qs : u"CS"_qs);
    }
    t += QStringLiteral("\nStates (%1):\nstart, Start state, TR, (null): null - null\n").arg(states + 2);
    for (int i = 0; i < states; ++i) {
        t += sid(i)
            + QStringLiteral(
                  ", Activity%1, TR, ({\"Screen\" :{\"id\":\"null\", \"screenshot\":\"null\", "
                  "\"dynGuiComponents\":[comp{id=1, n='android.widget.FrameLayout', t='', d='', "
                  "ix='android:id/content'}, comp{id=2, n='android.widget.Button', t='Item %1', d='', "
                  "ix='org.example:id/button'}]}}): "
                  "<w>1080</w><h>1794</h><x>0</x><y>0</y><android.widget.Button_org.example:button_> - null\n")
                  .arg(i % 50);
    }
    t += QStringLiteral("end, End state, null, (null): null - null\n");
    return t.toUtf8();
}

/*! Process CPU seconds: on a shared machine wall time also counts other processes' turns. */
double cpuSeconds()
{
    return double(std::clock()) / CLOCKS_PER_SEC;
}

struct Figures {
    double importSeconds = 0;
    double importCpuSeconds = 0;
    double readSeconds = 0;
    int transitions = 0;
};

/*! Best of \a runs: read the dump and save it (one transaction) into \a store. */
bool timeImport(const QString &dumpPath, SqliteGraphStore &store, int runs, Figures *fig)
{
    double best = 1e9, bestRead = 1e9, bestCpu = 1e9;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = cpuSeconds();
        GraphDumpReader reader;
        if (!reader.read(dumpPath)) {
            out() << "error: " << reader.errorString() << '\n';
            return false;
        }
        bestRead = std::min(bestRead, timer.nsecsElapsed() / 1e9);
        if (!store.save(reader.model(), reader.screenshots())) {
            out() << "error: " << store.lastError() << '\n';
            return false;
        }
        best = std::min(best, timer.nsecsElapsed() / 1e9);
        bestCpu = std::min(bestCpu, cpuSeconds() - cpuStart);
        fig->transitions = int(reader.model().interactions.size());
    }
    fig->importSeconds = best;
    fig->readSeconds = bestRead;
    fig->importCpuSeconds = bestCpu;
    return true;
}

void queries(const QString &label, SqliteGraphStore &store, const QString &version)
{
    QElapsedTimer timer;
    timer.start();
    const std::optional<ExecutionModel> model = store.load(version);
    const double loadMs = timer.nsecsElapsed() / 1e6;
    if (!model) {
        out() << "error: " << store.lastError() << '\n';
        return;
    }
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> pick(0, int(model->screens.size()) - 1);
    const QString start = model->startScreenId();

    constexpr int pathQueries = 200;
    double total = 0, worst = 0;
    int reachable = 0;
    std::vector<double> times;
    for (int i = 0; i < pathQueries; ++i) {
        const QString to = model->screens.at(pick(rng)).id;
        timer.restart();
        const auto path = model->shortestPath(start, to);
        const double ms = timer.nsecsElapsed() / 1e6;
        total += ms;
        worst = std::max(worst, ms);
        times.push_back(ms);
        reachable += path ? 1 : 0;
    }

    constexpr int edgeQueries = 1000;
    double sqlTotal = 0, memTotal = 0;
    qsizetype edges = 0;
    for (int i = 0; i < edgeQueries; ++i) {
        const QString at = model->screens.at(pick(rng)).id;
        timer.restart();
        edges += store.outgoingInteractionIds(version, at).size();
        sqlTotal += timer.nsecsElapsed() / 1e6;
        timer.restart();
        edges += model->outgoing(at).size();
        memTotal += timer.nsecsElapsed() / 1e6;
    }
    out() << QStringLiteral("  %1: load %2 ms; shortest path from Start (BFS, %3 random targets, %4 reachable): mean "
                            "%5 ms, median %7 ms, max %6 ms\n")
                 .arg(label)
                 .arg(loadMs, 0, 'f', 1)
                 .arg(pathQueries)
                 .arg(reachable)
                 .arg(total / pathQueries, 0, 'f', 3)
                 .arg(worst, 0, 'f', 3)
                 .arg((std::nth_element(times.begin(), times.begin() + times.size() / 2, times.end()),
                       times[times.size() / 2]),
                      0, 'f', 3);
    out() << QStringLiteral(
                 "  %1: out-edges of a screen: SQL query %2 ms, in-memory %3 µs (mean of %4; %5 edges seen)\n")
                 .arg(label)
                 .arg(sqlTotal / edgeQueries, 0, 'f', 3)
                 .arg(memTotal / edgeQueries * 1000, 0, 'f', 2)
                 .arg(edgeQueries)
                 .arg(edges);
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    if (!dir.isValid()) {
        out() << "error: cannot create a temporary folder\n";
        return 1;
    }
    SqliteGraphStore store(dir.filePath(u"bench.sqlite"_qs));
    if (!store.open()) {
        out() << "error: " << store.lastError() << '\n';
        return 1;
    }
    out() << "stepwise-bench-graph (targets: import >= 5000 transitions/s, shortest path <= 5 ms)\n";

    const QString real = stepwiseDataDir()
        + u"/astrobr/graphs/test_set/1-org.gnucash.android-2.1.3/1-org.gnucash.android-2.1.3-graph.txt"_qs;
    Figures fig;
    if (QFile::exists(real) && timeImport(real, store, 5, &fig)) {
        out() << QStringLiteral("gnucash-2.1.3 (largest real model, with 103 PNGs): import %1 transitions in %2 ms "
                                "wall (parse %4 ms) = %3 transitions/s; CPU %5 ms = %6 transitions/s\n")
                     .arg(fig.transitions)
                     .arg(fig.importSeconds * 1000, 0, 'f', 1)
                     .arg(fig.transitions / fig.importSeconds, 0, 'f', 0)
                     .arg(fig.readSeconds * 1000, 0, 'f', 1)
                     .arg(fig.importCpuSeconds * 1000, 0, 'f', 1)
                     .arg(fig.transitions / fig.importCpuSeconds, 0, 'f', 0);
        queries(u"gnucash-2.1.3"_qs, store, u"1-org.gnucash.android-2.1.3"_qs);
        // The same import into ":memory:" separates the store's work from this disk's write speed.
        SqliteGraphStore memory(u":memory:"_qs);
        if (memory.open() && timeImport(real, memory, 5, &fig)) {
            out() << QStringLiteral("gnucash-2.1.3 into :memory: (no disk I/O): %1 ms wall = %2 transitions/s; CPU %3 "
                                    "ms = %4 transitions/s\n")
                         .arg(fig.importSeconds * 1000, 0, 'f', 1)
                         .arg(fig.transitions / fig.importSeconds, 0, 'f', 0)
                         .arg(fig.importCpuSeconds * 1000, 0, 'f', 1)
                         .arg(fig.transitions / fig.importCpuSeconds, 0, 'f', 0);
        }
    } else {
        out() << "gnucash-2.1.3: skipped, not found at " << real << " (set STEPWISE_DATA)\n";
    }

    const QString generated = dir.filePath(u"1-org.example.generated-1.0-graph.txt"_qs);
    QFile f(generated);
    if (!f.open(QIODevice::WriteOnly) || f.write(generateDump(10000, 100000)) < 0) {
        out() << "error: cannot write " << generated << '\n';
        return 1;
    }
    f.close();
    if (!timeImport(generated, store, 2, &fig))
        return 1;
    out() << QStringLiteral("generated 10,000 states / 100,000 transitions: import %1 transitions in %2 ms wall (parse "
                            "%4 ms) = %3 transitions/s; CPU %5 ms = %6 transitions/s\n")
                 .arg(fig.transitions)
                 .arg(fig.importSeconds * 1000, 0, 'f', 1)
                 .arg(fig.transitions / fig.importSeconds, 0, 'f', 0)
                 .arg(fig.readSeconds * 1000, 0, 'f', 1)
                 .arg(fig.importCpuSeconds * 1000, 0, 'f', 1)
                 .arg(fig.transitions / fig.importCpuSeconds, 0, 'f', 0);
    queries(u"generated"_qs, store, u"1-org.example.generated-1.0"_qs);

    // One more recording merged into the large model (more traces of a stored version):
    // 20 screens of which 10 are known, 40 edges. merge() reads, merges and rewrites the model in
    // one transaction, so its cost follows the stored model's size, not the recording's.
    ExecutionModel extra;
    extra.appVersion = u"1-org.example.generated-1.0"_qs;
    const std::optional<ExecutionModel> stored = store.load(extra.appVersion);
    if (!stored)
        return 1;
    for (int i = 0; i < 20; ++i) {
        Screen s = stored->screens.at(1 + i % 10);
        if (i >= 10)
            s.id = QStringLiteral("new%1").arg(i);
        extra.screens.append(s);
    }
    for (int i = 0; i < 40; ++i) {
        Interaction e;
        e.id = QStringLiteral("extra%1").arg(i);
        e.sourceId = extra.screens.at(i % 20).id;
        e.targetId = extra.screens.at((i * 7 + 3) % 20).id;
        e.action = ActionType::Click;
        e.weight = 1;
        extra.interactions.append(e);
    }
    extra.recordings.append({ u"bench-digest"_qs, u"Execution-bench.json"_qs, QString() });
    extra.reindex();
    QElapsedTimer timer;
    timer.start();
    const double cpuStart = cpuSeconds();
    MergeSummary summary;
    if (!store.merge(extra, {}, {}, &summary)) {
        out() << "error: " << store.lastError() << '\n';
        return 1;
    }
    out() << QStringLiteral("merge one recording (%1 new states, %2 new transitions) into the generated model: %3 ms "
                            "wall, CPU %4 ms\n")
                 .arg(summary.newStates)
                 .arg(summary.newTransitions)
                 .arg(timer.nsecsElapsed() / 1e6, 0, 'f', 0)
                 .arg((cpuSeconds() - cpuStart) * 1000, 0, 'f', 0);
    return 0;
}
