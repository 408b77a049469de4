// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"
#include "graph/graphstore.h"

#include <QImage>
#include <QString>

namespace StepWise::Demo {

/*!
 * The demo shipped in the binary (resources/demo, embedded under ":/demo"): a small invented notes &
 * expenses app in BURT's graph-dump format and a report that shows every label (CS, AS, VM, MS).
 */

/*! App version of the demo model ("1-com.example.pocketnotes-1.0"). */
QString appVersion();
/*! The demo report text. */
QString reportText();

/*!
 * Parses the embedded dump, renders a mock screenshot for every screen (renderScreen()) and saves
 * both into \a store (replacing an older demo model). \returns false and sets \a error (naming the
 * resource or the store's message) on failure.
 */
bool importInto(GraphStore &store, QString *error);

/*!
 * Draws \a screen of \a model as a 1080x1920 phone screenshot: the status and app bars, each
 * component of the screen's interactions at its recorded bounds (buttons, fields, list rows, …),
 * the screen's other texts as list rows, and dialogs over a dimmed background.
 */
QImage renderScreen(const ExecutionModel &model, const Screen &screen);

} // namespace StepWise::Demo
