// SPDX-License-Identifier: GPL-3.0-or-later
#include "importfeedback.h"

#include "common/quoting.h"

#include <QSet>

namespace StepWise {

ImportFeedback::ImportFeedback(const ImportResult &result, const QString &databasePath, const QString &switched)
{
    QSet<QString> failedInputs;
    for (const auto &f : result.failures) {
        failures << f.second;
        failedInputs.insert(f.first);
    }
    // Below a partial failure, what it means for the model stored (a dump left out of a sequence splits it).
    for (const auto &w : result.warnings) {
        if (failedInputs.contains(w.first))
            notes << w.second;
    }
    QString message = result.canceled ? tr("Import canceled; %n model(s) stored.", nullptr, int(result.imported.size()))
                                      : tr("Imported %n model(s).", nullptr, int(result.imported.size()));
    // The report is checked against the imported model from now on: say so, as it can turn every step VM.
    if (!switched.isEmpty())
        //: %1 the app version whose model the report is now checked against
        message = joinSentences(message, tr("The report is now checked against %1 (App version).").arg(switched));
    for (const QString &failure : std::as_const(failures))
        message = joinSentences(message, failure);
    // A re-dropped recording changes nothing; say so rather than leaving "0 model(s)" unexplained.
    for (const auto &u : result.unchanged)
        message = joinSentences(message, u.second);
    status = message;
    // The store that would receive the models is not one of the files the user chose: say which failed.
    const bool storeFailed
        = result.imported.isEmpty() && result.failures.size() == 1 && result.failures.first().first == databasePath;
    if (storeFailed) {
        problemTitle = tr("Import failed");
        problemText = tr("The model store could not be opened, so nothing was imported:");
    } else if (result.partlyFailed()) {
        problemTitle = tr("Import partly failed");
        problemText = tr("%n model(s) were imported, but %1 could not be:", nullptr, int(result.imported.size()))
                          .arg(tr("%n file(s)", nullptr, int(failures.size())));
    }
    // A partly broken bundle dropped again: its good parts are stored already (the status bar says
    // "unchanged"), so this is a partial failure, as `stepwise-cli import` exits 3 for it.
    else if (result.failedBesideStored()) {
        problemTitle = tr("Import partly failed");
        // The count is this message's own plural (not a "%n file(s)" filled in), so its verb agrees with it.
        problemText = tr("Nothing new to import: the rest was stored already and is unchanged, but %n file(s) could "
                         "not be imported:",
                         nullptr, int(failures.size()));
    } else if (!failures.isEmpty()) {
        problemTitle = tr("Import failed");
        problemText = tr("%n file(s) could not be imported:", nullptr, int(failures.size()));
    }
    // Only a partial failure says what it means for the models stored.
    if (!result.partlyFailed())
        notes.clear();
}

} // namespace StepWise
