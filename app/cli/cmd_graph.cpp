// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli graph: what the store holds (the columns of "Model sizes" in $STEPWISE_DATA/astrobr/README.md).
#include "cliutil.h"
#include "commands.h"
#include "graph/sqlitegraphstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace StepWise::Cli {

namespace {

/*! The command line of `graph`. */
struct GraphCommandLine {
    QString db; ///< --db FILE|URL
    bool stats = false; ///< --stats
    bool json = false; ///< --json
};

/*! Parses \a args into \a cl; \returns the exit code when the command ends here (help, a usage error). */
std::optional<int> parseGraph(const QStringList &args, GraphCommandLine *cl)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Lists the app versions in the store and their model sizes."));
    parser.addHelpOption();
    const QCommandLineOption dbOption(QStringLiteral("db"), storeOptionHelp(), QStringLiteral("FILE|URL"),
                                      defaultDatabasePath());
    const QCommandLineOption statsOption(
        QStringLiteral("stats"),
        QStringLiteral(
            "Per app version: states (Start/End excluded), transitions, of them manual (recorded traces, TR) "
            "and explored (CrashScope, CS), screenshots."));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("With --stats: print JSON."));
    const QCommandLineOption listOption(QStringLiteral("list"),
                                        QStringLiteral("Print the stored app versions, one per line (the default)."));
    parser.addOptions({ dbOption, statsOption, jsonOption, listOption });
    if (const std::optional<int> exit = parseCommand(parser, args))
        return *exit;
    if ((parser.isSet(statsOption) && parser.isSet(listOption))
        || (parser.isSet(jsonOption) && !parser.isSet(statsOption)) || !parser.positionalArguments().isEmpty()) {
        err() << args.value(0)
              << ": give --stats [--json] for the model sizes, or --list (the default) for the app versions\n"
              << helpText(parser, args.value(0));
        return 2;
    }
    cl->db = parser.value(dbOption);
    cl->stats = parser.isSet(statsOption);
    cl->json = parser.isSet(jsonOption);
    return std::nullopt;
}

} // namespace

int graphCommand(const QStringList &args)
{
    GraphCommandLine cl;
    if (const std::optional<int> exit = parseGraph(args, &cl))
        return *exit;
    const std::unique_ptr<SqlGraphStore> opened = openExistingStore(args.value(0), cl.db);
    if (!opened)
        return 1;
    SqlGraphStore &store = *opened;
    if (!cl.stats) {
        const std::optional<QStringList> listed = storedVersions(args.value(0), cl.db, store);
        if (!listed)
            return 1;
        const QStringList &versions = *listed;
        for (const QString &v : versions)
            out() << v << '\n';
        if (versions.isEmpty())
            err() << args.value(0) << ": no app versions stored in " << cl.db
                  << "; import models with 'stepwise-cli import --db " << cl.db << " PATH'\n";
        return 0;
    }
    const QList<ModelStats> stats = store.stats();
    if (!store.lastError().isEmpty()) {
        printStoreError(args.value(0), cl.db, store);
        return 1;
    }
    if (cl.json) {
        QJsonArray rows;
        for (const ModelStats &st : stats) {
            rows.append(QJsonObject { { QStringLiteral("appVersion"), st.appVersion },
                                      { QStringLiteral("states"), st.states },
                                      { QStringLiteral("transitions"), st.transitions },
                                      { QStringLiteral("manual"), st.manualTransitions },
                                      { QStringLiteral("explored"), st.automaticTransitions },
                                      { QStringLiteral("screenshots"), st.screenshots } });
        }
        out() << QString::fromUtf8(QJsonDocument(rows).toJson(QJsonDocument::Indented));
        return 0;
    }
    int width = int(QStringLiteral("app version").size());
    for (const ModelStats &st : stats)
        width = qMax(width, int(st.appVersion.size()));
    // Manual (TraceReplayer) and explored (CrashScope) transitions; "CS" would read as the step label.
    out() << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                 .arg(QStringLiteral("app version"), -width)
                 .arg(QStringLiteral("states"), 6)
                 .arg(QStringLiteral("transitions"), 11)
                 .arg(QStringLiteral("manual"), 6)
                 .arg(QStringLiteral("explored"), 8)
                 .arg(QStringLiteral("screenshots"), 11);
    for (const ModelStats &st : stats) {
        out() << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                     .arg(st.appVersion, -width)
                     .arg(st.states, 6)
                     .arg(st.transitions, 11)
                     .arg(st.manualTransitions, 6)
                     .arg(st.automaticTransitions, 8)
                     .arg(st.screenshots, 11);
    }
    if (stats.isEmpty())
        err() << args.value(0) << ": no app versions stored in " << store.location() << '\n';
    return 0;
}

} // namespace StepWise::Cli
