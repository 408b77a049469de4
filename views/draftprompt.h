// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

class QWidget;

namespace StepWise {

/*! What the reporter decided about a draft left by a window that did not close properly. */
enum class DraftChoice {
    Restore, ///< open it in the window
    Discard, ///< delete it
    Later, ///< keep it for the next start
};

/*!
 * Asks (a modal question on \a parent, objectName "draftRestorePrompt") whether to restore the draft saved at
 * \a modified, showing \a preview (the start and end of its text, plain text) so the reporter recognises it.
 * Closing the box is Later.
 */
DraftChoice askRestoreDraft(QWidget *parent, const QDateTime &modified, const QString &preview);

} // namespace StepWise
