// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysiscontroller.h"
#include "demomodel.h"
#include "mainwindow.h"

#include <QDir>
#include <QTest>

namespace StepWise {

/*! Options for a test window on the demo model in \a databasePath: short debounce, drafts under
 *  \a tempDirectory/drafts, no restore prompt and no spell checker (its dictionaries vary by machine). */
inline MainWindow::Options testWindowOptions(const QString &databasePath, const QString &tempDirectory,
                                             const QString &text = {})
{
    MainWindow::Options o;
    o.databasePath = databasePath;
    o.appVersion = Demo::appVersion();
    o.reportText = text;
    o.debounceMs = 50;
    o.draftDirectory = QDir(tempDirectory).filePath(QStringLiteral("drafts"));
    o.restoreDrafts = QStringLiteral("no");
    o.spellCheck = false;
    return o;
}

/*! Waits up to \a timeoutMs until \a w shows the analysis of its current text. \returns false on timeout. */
inline bool waitForAnalysis(MainWindow &w, int timeoutMs = 30000)
{
    return QTest::qWaitFor(
        [&w] {
            return w.result().generation != 0 && w.result().generation == w.controller()->generation()
                && !w.controller()->isBusy();
        },
        timeoutMs);
}

} // namespace StepWise
