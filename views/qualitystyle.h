// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/enums.h"

#include <QColor>
#include <QIcon>
#include <QPalette>
#include <QString>

#include <optional>

namespace StepWise {

/*!
 * How StepQuality looks: the one place that maps meaning (models/) to colours, names and icons.
 * Colours are never shown alone: every use pairs them with qualityName() or the code.
 */
namespace QualityStyle {

/*! Underline / badge colour of \a quality, lighter on dark palettes (\a palette's window colour). */
QColor color(StepQuality quality, const QPalette &palette = {});
/*! color() of \a quality, or \a palette's placeholder-text grey for a step with no label (a rotation, or
 *  a step the search never reached: nothing was checked, so no quality colour is claimed). */
QColor color(std::optional<StepQuality> quality, const QPalette &palette = {});
/*! Translated name, e.g. "Correct", "Ambiguous", "Vocabulary mismatch", "Missing steps". */
QString name(StepQuality quality);
/*! Translated one-line explanation for tooltips and the legend. */
QString description(StepQuality quality);
/*! A round badge icon of \a size px in the quality's colour (cached by QIcon). */
QIcon icon(StepQuality quality, int size = 16);
/*! The colour of a test that shows the bug (the oracle panel's failing tests): the warning red of
 *  VocabularyMismatch, lighter on dark palettes. Paired with the label's text like every colour here. */
QColor failingTestColor(const QPalette &palette = {});
/*! True when \a palette's window is darker than its text. */
bool isDark(const QPalette &palette);

} // namespace QualityStyle
} // namespace StepWise
