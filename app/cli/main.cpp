// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli: the headless front end of the engine (import, assess, evaluate, replay, oracle).
#include "cliutil.h"
#include "commands.h"
#include "common/tempfolder.h"

#include <QCoreApplication>
#include <QTranslator>

using namespace StepWise;

namespace StepWise::Cli {

const QList<Command> &commands()
{
    static const QList<Command> table {
        { "import", "Import execution models (graph dumps, ...) into the store", &importCommand },
        { "graph", "List stored app versions and their model sizes", &graphCommand },
        { "store copy", "Copy models between stores (SQLite file, PostgreSQL), checked after writing",
          &storeCopyCommand },
        { "assess", "Assess a report's steps to reproduce against a stored model (CS/AS/VM/MS)", &assessCommand },
        { "eval quality", "Score quality annotations and missing steps against a ground truth", &evalQualityCommand },
        { "eval sentences", "Score offline S2R sentence identification on a labelled report CSV",
          &evalSentencesCommand },
        { "steps", "Extract the individual steps to reproduce from a report text (offline)", &stepsCommand },
        { "replay match", "Find a recorded widget on another device's screen (Rx)", &replayMatchCommand },
        { "eval replay", "Score cross-device widget matching on a correspondence CSV", &evalReplayCommand },
        { "replay plan", "Adb commands replaying a reproduction path on another device profile", &replayPlanCommand },
        { "oracle learn", "Learn when a numeric program fails, asking the reporter (Learn2fix)", &oracleLearnCommand },
        { "oracle eval", "Score oracle learning on Codeflaws subjects", &oracleEvalCommand },
    };
    return table;
}

} // namespace StepWise::Cli

static void printUsage()
{
    QTextStream &o = Cli::out();
    o << "Usage: stepwise-cli COMMAND [OPTIONS]\n\nCommands:\n";
    for (const Cli::Command &c : Cli::commands())
        o << QStringLiteral("  %1%2\n").arg(QString::fromLatin1(c.name), -20).arg(QString::fromUtf8(c.summary));
    o << "\nRun 'stepwise-cli COMMAND --help' for a command's options.\n";
    o.flush();
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("stepwise"));
    QCoreApplication::setOrganizationName(QStringLiteral("StepWise"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));
    // Temporary folders (unpacked archives) go with a terminated process, and those a killed one left at the next
    // start.
    TempFolder::removeOnTermination();
    TempFolder::removeStale();
    // English plural forms of the engine's and the CLI's own "%n step(s)" counts (Cli::Tr); the CLI is
    // not translated otherwise.
    QTranslator plurals;
    if (plurals.load(QStringLiteral(":/i18n/stepwise_en.qm")))
        QCoreApplication::installTranslator(&plurals);

    const QStringList args = app.arguments();
    if (args.size() < 2 || args.at(1) == u"--help" || args.at(1) == u"-h" || args.at(1) == u"help") {
        printUsage();
        return args.size() < 2 ? 2 : 0;
    }
    if (args.at(1) == u"--version") {
        Cli::out() << "stepwise-cli " << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }
    // Two-word commands ("eval quality") win over one-word ones.
    for (int words : { 2, 1 }) {
        if (args.size() < 1 + words)
            continue;
        const QString name = args.mid(1, words).join(u' ');
        for (const Cli::Command &c : Cli::commands()) {
            if (name == QLatin1String(c.name)) {
                QStringList rest = args.mid(1 + words);
                rest.prepend(QStringLiteral("stepwise-cli ") + name);
                const int rc = c.run(rest);
                Cli::out().flush();
                Cli::err().flush();
                return rc;
            }
        }
    }
    // "stepwise-cli eval [--help]": the first word of two-word commands lists its subcommands.
    QStringList group;
    for (const Cli::Command &c : Cli::commands()) {
        const QString name = QString::fromLatin1(c.name);
        if (name.startsWith(args.at(1) + u' '))
            group << QStringLiteral("  %1%2\n").arg(name, -20).arg(QString::fromUtf8(c.summary));
    }
    if (!group.isEmpty()) {
        const bool help = args.size() > 2 && (args.at(2) == u"--help" || args.at(2) == u"-h");
        QTextStream &o = help ? Cli::out() : Cli::err();
        if (!help) {
            o << "stepwise-cli " << args.at(1) << ": "
              << (args.size() > 2 ? QStringLiteral("unknown subcommand '%1'").arg(args.at(2))
                                  : QStringLiteral("give a subcommand"))
              << "\n";
        }
        o << "Usage: stepwise-cli " << args.at(1) << " SUBCOMMAND [OPTIONS]\n\nSubcommands:\n" << group.join(QString());
        o << "\nRun 'stepwise-cli " << args.at(1) << " SUBCOMMAND --help' for a subcommand's options.\n";
        o.flush();
        return help ? 0 : 2;
    }
    Cli::err() << "stepwise-cli: unknown command '" << args.at(1) << "'\n";
    Cli::err().flush();
    printUsage();
    return 2;
}
