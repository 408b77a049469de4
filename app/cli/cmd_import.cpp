// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli import: execution models (graph dumps, recordings) into the SQLite store.
#include "cliutil.h"
#include "commands.h"
#include "graph/sqlitegraphstore.h"
#include "trace/modelimporter.h"

#include <QCommandLineParser>

namespace StepWise::Cli {

namespace {

/*! The command line of `import`. */
struct ImportCommandLine {
    QString db; ///< --db FILE|URL
    QString appVersion; ///< --app-version NAME, as given
    QString deviceProfile; ///< --device-profile NAME, as given
    bool replace = false; ///< --replace
    QStringList paths; ///< the PATHs
};

/*! Parses \a args into \a cl; \returns the exit code when the command ends here (help, a usage error). */
std::optional<int> parseImport(const QStringList &args, ImportCommandLine *cl)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Imports execution models into the store. Each PATH is a model file (e.g. <version>-graph.txt), a recording "
        "(BURT/"
        "CrashScope trace, uiautomator dump, zip/tar bundle of these), or a folder or tree holding them. A model file "
        "replaces "
        "a stored app version; recordings merge into it (the same screen on another device becomes one state with a "
        "second "
        "rendering), and recordings already stored are skipped. A broken input, or a broken member of a bundle (named "
        "with "
        "line and column), does not stop the rest. A broken dump inside a sequence of dumps is left out and the "
        "sequence "
        "imports without it, split there: the screens before and after it are not linked (\"screen-1.xml left out: the "
        "model "
        "has no transition from screen-0 to screen-2\"), as the interactions in between are unknown.\n\n"
        "Exit codes: 0 every input was imported (or was stored already); 1 nothing was imported, as every input failed "
        "or the "
        "store could not be opened (a store file the command created for this is removed again, an existing one is "
        "left "
        "as it was); 2 bad usage; 3 partly failed: some inputs or members of a bundle failed, the others were "
        "imported and stay in the store (or were stored already, when the same bundle is imported again)."));
    parser.addHelpOption();
    const QCommandLineOption dbOption(QStringLiteral("db"), storeOptionHelp(), QStringLiteral("FILE|URL"),
                                      defaultDatabasePath());
    parser.addOption(dbOption);
    const QCommandLineOption versionOption(
        QStringLiteral("app-version"),
        QStringLiteral("Store every model read under this app version (dumps carry none)."), QStringLiteral("NAME"));
    parser.addOption(versionOption);
    const QCommandLineOption profileOption(
        QStringLiteral("device-profile"),
        QStringLiteral("Device the recordings were made on, e.g. pixel-xl or 1440x2560@560 (default: the "
                       "trace's deviceDimensions, or a dump's screen size WxH)."),
        QStringLiteral("NAME"));
    parser.addOption(profileOption);
    const QCommandLineOption replaceOption(
        QStringLiteral("replace"),
        QStringLiteral("Replace stored app versions instead of merging recordings into them."));
    parser.addOption(replaceOption);
    parser.addPositionalArgument(QStringLiteral("PATH"), QStringLiteral("Model files or folders to import."),
                                 QStringLiteral("PATH..."));
    if (const std::optional<int> exit = parseCommand(parser, args))
        return *exit;
    const QStringList paths = parser.positionalArguments();
    if (paths.isEmpty()) {
        err() << args.value(0) << ": no PATH given\n" << helpText(parser, args.value(0));
        return 2;
    }
    cl->db = parser.value(dbOption);
    cl->appVersion = parser.value(versionOption);
    cl->deviceProfile = parser.value(profileOption);
    cl->replace = parser.isSet(replaceOption);
    cl->paths = paths;
    return std::nullopt;
}

} // namespace

int importCommand(const QStringList &args)
{
    ImportCommandLine cl;
    if (const std::optional<int> exit = parseImport(args, &cl))
        return *exit;
    const std::unique_ptr<SqlGraphStore> opened = SqlGraphStore::create(cl.db);
    SqlGraphStore &store = *opened;
    if (!store.open()) {
        printStoreError(args.value(0), cl.db, store);
        return 1;
    }
    ModelImporter importer(&store);
    ImportOptions options;
    options.appVersion = cl.appVersion.trimmed();
    options.deviceProfile = cl.deviceProfile.trimmed();
    options.replace = cl.replace;
    importer.setOptions(options);
    const ImportResult result = importer.import(cl.paths);
    for (int i = 0; i < result.imported.size(); ++i) {
        const ModelStats &st = result.importedStats.at(i);
        const MergeSummary &m = result.merges.at(i);
        QString added;
        if (m.sameStates + m.crossDeviceStates + m.repeatedTransitions > 0) {
            added = u" (merged: +"_qs + Tr::tr("%n state(s)", nullptr, m.newStates) + u", +"_qs
                + Tr::tr("%n transition(s)", nullptr, m.newTransitions) + u", "_qs
                + Tr::tr("%n state(s) seen before", nullptr, m.sameStates)
                + u", %1 on another device, "_qs.arg(m.crossDeviceStates)
                + Tr::tr("%n new rendering(s)", nullptr, m.newRenderings) + u')';
        }
        out() << u"imported %1: "_qs.arg(result.imported.at(i)) << Tr::tr("%n state(s)", nullptr, st.states) << ", "
              << Tr::tr("%n transition(s)", nullptr, st.transitions)
              << u" (%1 manual / %2 explored), "_qs.arg(st.manualTransitions).arg(st.automaticTransitions)
              << Tr::tr("%n screenshot(s)", nullptr, st.screenshots) << added << '\n';
    }
    for (const auto &same : result.unchanged)
        out() << "unchanged: " << same.second << '\n';
    for (const auto &warning : result.warnings)
        err() << args.value(0) << ": warning: " << warning.second << '\n';
    // A failure may hold several lines (each broken dump of an input): every line names the command, as
    // a log reader greps for it.
    for (const auto &failure : result.failures)
        for (const QString &line : failure.second.split(u'\n'))
            err() << args.value(0) << ": " << line << '\n';
    if (!result.failures.isEmpty()) {
        const qsizetype failed = result.failures.size();
        // One input may fail in several of its files: then the count of the lines above is said too.
        qsizetype named = 0;
        for (const auto &failure : result.failures)
            named += failure.second.count(u'\n') + 1;
        const qsizetype imported = result.imported.size();
        const bool partly = result.partlyFailed() || result.failedBesideStored();
        err() << args.value(0) << ": " << (partly ? "import partly failed: " : "")
              << Tr::tr("%n input(s) failed", nullptr, int(failed))
              << (named > failed ? u" ("_qs + Tr::tr("%n file(s) named above", nullptr, int(named)) + u')' : QString())
              << ", " << Tr::tr("%n model(s) imported", nullptr, int(imported))
              << (result.partlyFailed() ? " and kept" : "")
              << (result.failedBesideStored() ? ", the rest was stored already" : "") << '\n';
    }
    // A store this run created and stored nothing in would only be an empty file that later commands take
    // for a store ("holds no models"); one that existed before is left as it was.
    auto *file = dynamic_cast<SqliteGraphStore *>(&store);
    if (result.imported.isEmpty() && file && file->removeIfCreatedEmpty())
        err() << args.value(0) << ": " << cl.db << " was not created, as nothing was imported\n";
    // A script must not take a partly failed import for a complete one, nor for one that stored nothing.
    if (result.partlyFailed() || result.failedBesideStored())
        return 3;
    return result.failures.isEmpty() ? 0 : 1;
}

} // namespace StepWise::Cli
