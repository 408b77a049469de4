// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/*!
 * Percentages as the GUI language writes them, one rule for every label and progress bar: "5%" in English
 * and Chinese, "5 %" in German (a no-break space before the sign, so the two never part at a line end). The
 * pattern is the translation of "%1%" (context StepWise::Percent); digits follow QLocale().
 */
namespace StepWise::Percent {

/*! \a value (a whole percentage, e.g. 0–100) with the sign: "5%", "5 %". */
QString text(int value);
/*! The QProgressBar::format() that shows the bar's percentage the same way ("%p%", "%p %"). */
QString progressBarFormat();

} // namespace StepWise::Percent
