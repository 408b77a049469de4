// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trace/modelimporter.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace StepWise {

/*!
 * What the window tells the reporter when an import ends: one status line (how many models, the model the report
 * is now checked against, every failure and unchanged input), and for a failure a warning listing the files
 * that failed, with what a partial failure means for the models stored. Its words are the window's (they keep
 * its translation context).
 */
struct ImportFeedback {
    Q_DECLARE_TR_FUNCTIONS(StepWise::MainWindow)
public:
    /*! The feedback on \a result of an import into \a databasePath; \a switched is the app version the report is
     *  now checked against (empty when that did not change). */
    ImportFeedback(const ImportResult &result, const QString &databasePath, const QString &switched);

    QString status; ///< the status bar line
    QString problemTitle; ///< the warning's title; empty when nothing failed
    QString problemText; ///< the warning's text, followed by failures
    QStringList failures; ///< one message per input (or part) that failed, naming it
    QStringList notes; ///< below a partial failure's list: what it means for the models stored
};

} // namespace StepWise
