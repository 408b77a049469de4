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

/*!
 * \a first and \a second as two sentences of one message: "A. B", and "A。B" after full-width punctuation
 * (Chinese: no space after 。). \a first gets the UI language's full stop (translated, context
 * StepWise::Quoting: "." or "。") when it ends without sentence punctuation (. ! ? : or their full-width
 * forms), as a reader's error message may. Either part may be empty; then the other is returned as is.
 */
QString joinSentences(const QString &first, const QString &second);

/*!
 * \a text on one line: each line break, with the spaces around it (the next line's indentation), becomes one space.
 * A step the reporter wrapped over two lines ("Tap the Save\n   button") is shown and quoted so; the report keeps
 * its text as written.
 */
QString oneLine(const QString &text);

} // namespace StepWise
