// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

/*!
 * stepwise-cli subcommands. Each takes the arguments after its name (argv[0] is the command name
 * itself, for QCommandLineParser) and returns the process exit code: 0 success, 1 failure of the
 * work, 2 bad usage; `import` also returns 3 when it partly failed (ImportResult::partlyFailed(): some
 * inputs failed, the others were stored). Output goes to stdout, diagnostics to stderr.
 */
namespace StepWise::Cli {

struct Command {
    const char *name; ///< one or two words, e.g. "import" or "eval sentences"
    const char *summary;
    int (*run)(const QStringList &args);
};

/*! The command table, in the order `stepwise-cli --help` lists it. */
const QList<Command> &commands();

int importCommand(const QStringList &args); ///< cmd_import.cpp
int graphCommand(const QStringList &args); ///< cmd_graph.cpp
int assessCommand(const QStringList &args); ///< cmd_assess.cpp
int assessBatchCommand(const QStringList &args); ///< cmd_batch.cpp: `assess --batch`, called by assessCommand()
int evalQualityCommand(const QStringList &args); ///< cmd_evalquality.cpp
int evalSentencesCommand(const QStringList &args); ///< cmd_language.cpp
int stepsCommand(const QStringList &args); ///< cmd_language.cpp
int replayMatchCommand(const QStringList &args); ///< cmd_replay.cpp
int evalReplayCommand(const QStringList &args); ///< cmd_replay.cpp
int replayPlanCommand(const QStringList &args); ///< cmd_replay.cpp
int storeCopyCommand(const QStringList &args); ///< cmd_store.cpp

int oracleLearnCommand(const QStringList &args); ///< cmd_oracle.cpp
int oracleEvalCommand(const QStringList &args); ///< cmd_oracle.cpp
} // namespace StepWise::Cli
