// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPalette>

namespace StepWise {

/*! View > Dark palette: dark window and text colours, with disabled colours of their own (without them a
 *  disabled button or field looks like an enabled one). */
QPalette darkPalette();

} // namespace StepWise
