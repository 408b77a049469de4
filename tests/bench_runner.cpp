// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-bench-runner: what one oracle run costs, and what its control group adds to it. Runs a program (/bin/true
// unless one is given) RUNS times (default 300) through SubjectRunner and prints the median and mean wall time per
// run; then creates and removes RUNS run groups alone (RunCgroup, nothing joins them) and prints the time per group,
// with the containment this process found. Run it once as root and once as a user without cgroup rights (e.g.
// `runuser -u nobody`) to compare whole runs with and without a group.
//   stepwise-bench-runner [RUNS] [PROGRAM [ARGS...]]
#include "oracle/runcgroup.h"
#include "oracle/subjectrunner.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>

using namespace StepWise;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    int runs = 300;
    if (!args.isEmpty()) {
        bool ok = false;
        runs = args.first().toInt(&ok);
        if (!ok || runs < 1) {
            std::fprintf(stderr, "stepwise-bench-runner: RUNS must be a positive integer, got '%s'\n",
                         qPrintable(args.first()));
            return 2;
        }
        args.removeFirst();
    }
    const QStringList command = args.isEmpty() ? QStringList { QStringLiteral("/bin/true") } : args;
    std::printf("containment: %s\n", qPrintable(RunCgroup::describeAvailable())); // detects, outside the timings

    SubjectRunner runner(command);
    QList<double> ms;
    ms.reserve(runs);
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        const RunResult r = runner.run(toInputVector({ 1 }));
        ms << t.nsecsElapsed() / 1e6;
        if (r.status == RunStatus::FailedToStart) {
            std::fprintf(stderr, "stepwise-bench-runner: %s\n", qPrintable(r.error));
            return 1;
        }
    }
    std::sort(ms.begin(), ms.end());
    double sum = 0;
    for (double v : std::as_const(ms))
        sum += v;
    std::printf("%d runs of %s: median %.2f ms, mean %.2f ms, max %.2f ms\n", runs, qPrintable(command.join(u' ')),
                ms.at(ms.size() / 2), sum / runs, ms.last());

    QElapsedTimer groups;
    groups.start();
    int valid = 0;
    for (int i = 0; i < runs; ++i) {
        RunCgroup group(runner.memoryLimitBytes(), RunCgroup::DefaultMaxProcesses);
        valid += group.isValid();
    }
    std::printf("%d run groups made and removed (%d valid): %.3f ms each\n", runs, valid,
                groups.nsecsElapsed() / 1e6 / runs);
    return 0;
}
