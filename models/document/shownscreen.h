// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"

#include <QString>

namespace StepWise {

/*!
 * The screen whose picture shows a step performed on \a screenId of \a model, so the GUI and both HTML
 * exports show the same one: \a screenId itself, except for the Start state, which has no
 * picture. "Open the app" starts there, so the screen the app opens on shows it: the target of
 * \a interactionId when that leaves \a screenId, else of the first interaction leaving Start that does
 * not end at an End state. \returns \a screenId when it is no Start state or nothing leaves it.
 */
QString shownScreen(const ExecutionModel &model, const QString &screenId, const QString &interactionId = {});

} // namespace StepWise
