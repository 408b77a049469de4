// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace StepWise {

/*!
 * \a text made ready to stand inside the quotation marks of a message (the messages put a step, as the
 * report words it or as StepWise suggests it, in quotes): its own double quotes, straight or typographic
 * (" “ ” „), become the marks of a quotation inside a quotation, paired in order (opening, closing, ...).
 * `Click the "Save" button` reads ‘Save’ in English and Chinese and ‚Save‘ in German (the pattern is
 * translated, context StepWise::Quoting), so a German message says `„Click the ‚Save‘ button“ eingefügt`
 * instead of straight quotes inside „…“, and `Schritt „‚Save‘ anklicken“` instead of „„Save“ anklicken“.
 * An unpaired last quote opens a pair like the others. Uses the installed translator; without one,
 * English. Text without double quotes is returned as is.
 */
QString nestedQuotes(const QString &text);

} // namespace StepWise
