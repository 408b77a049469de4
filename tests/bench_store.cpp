// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-bench-store: the 22 AstroBR models written to and loaded from an SQLite file and a throwaway
// PostgreSQL server on a Unix socket (pgtestserver.h): save and load times per backend, and their ratio.
// Prints figures, asserts nothing.
#include "graph/graphdumpreader.h"
#include "graph/pggraphstore.h"
#include "graph/sqlitegraphstore.h"
#include "pgtestserver.h"
#include "testdata.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QTextStream>

using namespace StepWise;

namespace {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

struct Model {
    ExecutionModel model;
    QHash<QString, QByteArray> screenshots;
};

struct Figures {
    double saveMs = 0;
    double loadMs = 0; ///< best of three rounds, all models
};

bool measure(SqlGraphStore &store, const QList<Model> &models, Figures *fig)
{
    if (!store.open()) {
        out() << "  cannot open " << store.location() << ": " << store.lastError() << Qt::endl;
        return false;
    }
    QElapsedTimer timer;
    timer.start();
    for (const Model &m : models) {
        if (!store.save(m.model, m.screenshots)) {
            out() << "  " << store.lastError() << Qt::endl;
            return false;
        }
    }
    fig->saveMs = timer.nsecsElapsed() / 1e6;
    fig->loadMs = -1;
    for (int round = 0; round < 3; ++round) {
        timer.restart();
        for (const Model &m : models) {
            if (!store.load(m.model.appVersion)) {
                out() << "  " << store.lastError() << Qt::endl;
                return false;
            }
        }
        const double ms = timer.nsecsElapsed() / 1e6;
        fig->loadMs = fig->loadMs < 0 ? ms : std::min(fig->loadMs, ms);
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QString graphs = stepwiseDataDir() + u"/astrobr/graphs"_qs;
    QList<Model> models;
    qint64 bytes = 0;
    QDirIterator it(graphs, { u"*-graph.txt"_qs }, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        GraphDumpReader reader;
        if (!reader.read(it.next())) {
            out() << "cannot read " << it.filePath() << ": " << reader.errorString() << Qt::endl;
            return 1;
        }
        models.append({ reader.model(), reader.screenshots() });
        for (const QByteArray &png : reader.screenshots())
            bytes += png.size();
    }
    out() << "stepwise-bench-store: " << models.size() << " AstroBR models from " << graphs << " ("
          << bytes / (1024 * 1024) << " MiB of screenshots)" << Qt::endl;
    PgTestServer server;
    if (!server.unavailableReason().isEmpty()) {
        out() << "PostgreSQL skipped: " << server.unavailableReason() << Qt::endl;
        return 0;
    }
    QTemporaryDir dir;
    SqliteGraphStore sqlite(dir.filePath(u"bench.sqlite"_qs));
    QString error;
    const QString url = server.createDatabase(u"bench"_qs, &error);
    if (url.isEmpty()) {
        out() << "cannot create the database: " << error << Qt::endl;
        return 1;
    }
    PgGraphStore pg(url);
    Figures lite, post;
    if (!measure(sqlite, models, &lite) || !measure(pg, models, &post))
        return 1;
    out() << QStringLiteral("  SQLite file:            save all %1 ms, load all %2 ms\n")
                 .arg(lite.saveMs, 0, 'f', 0)
                 .arg(lite.loadMs, 0, 'f', 0);
    out() << QStringLiteral("  PostgreSQL (socket):    save all %1 ms, load all %2 ms\n")
                 .arg(post.saveMs, 0, 'f', 0)
                 .arg(post.loadMs, 0, 'f', 0);
    out() << QStringLiteral("  PostgreSQL / SQLite:    save %1x, load %2x (the target for loads: within 2x)\n")
                 .arg(post.saveMs / lite.saveMs, 0, 'f', 2)
                 .arg(post.loadMs / lite.loadMs, 0, 'f', 2);
    return 0;
}
