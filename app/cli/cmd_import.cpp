// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli import: execution models (graph dumps, …) into the SQLite store (issue 2 §2).
#include "cliutil.h"
#include "commands.h"

#include "graph/sqlitegraphstore.h"
#include "trace/modelimporter.h"

#include <QCommandLineParser>

namespace StepWise::Cli {

int importCommand(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Imports execution models into the store. Each PATH is a model file (e.g. <version>-graph.txt), a folder holding "
        "one, or a tree holding many. A second import of an app version replaces it."));
    parser.addHelpOption();
    const QCommandLineOption dbOption(QStringLiteral("db"), QStringLiteral("SQLite database (default: %1).").arg(defaultDatabasePath()),
                                      QStringLiteral("FILE"), defaultDatabasePath());
    parser.addOption(dbOption);
    parser.addPositionalArgument(QStringLiteral("PATH"), QStringLiteral("Model files or folders to import."), QStringLiteral("PATH..."));
    if (!parser.parse(args)) {
        err() << args.value(0) << ": " << parser.errorText() << '\n';
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << parser.helpText();
        return 0;
    }
    const QStringList paths = parser.positionalArguments();
    if (paths.isEmpty()) {
        err() << args.value(0) << ": no PATH given\n" << parser.helpText();
        return 2;
    }
    SqliteGraphStore store(parser.value(dbOption));
    if (!store.open()) {
        err() << args.value(0) << ": " << store.lastError() << '\n';
        return 1;
    }
    ModelImporter importer(&store);
    const ImportResult result = importer.import(paths);
    for (int i = 0; i < result.imported.size(); ++i) {
        const ModelStats &st = result.importedStats.at(i);
        out() << QStringLiteral("imported %1: %2 states, %3 transitions (%4 TR / %5 CS), %6 screenshots\n")
                     .arg(result.imported.at(i))
                     .arg(st.states)
                     .arg(st.transitions)
                     .arg(st.manualTransitions)
                     .arg(st.automaticTransitions)
                     .arg(st.screenshots);
    }
    for (const auto &warning : result.warnings)
        err() << "warning: " << warning.second << '\n';
    for (const auto &failure : result.failures)
        err() << "error: " << failure.second << '\n';
    if (!result.failures.isEmpty())
        err() << result.failures.size() << " input(s) failed, " << result.imported.size() << " model(s) imported\n";
    return result.failures.isEmpty() ? 0 : 1;
}

} // namespace StepWise::Cli
