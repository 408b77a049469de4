// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "oracleformula.h"
#include "oracletypes.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace StepWise {

/*!
 * Writes the labelled tests as a test-suite folder in the Codeflaws layout (data/codeflaws/README.md):
 * passing tests as `input-pos<i>` / `output-pos<i>` (the program's output, which the reporter accepted),
 * failing ones as `input-neg<i>` and, when the expected output is known (a reference program answered,
 * or the reporter typed it), `output-neg<i>`; otherwise `actual-output-neg<i>` records what the buggy
 * program printed. `condition.txt` holds the learned failure condition and `tests.tsv` one row per test
 * (name, input, actual output, expected output, label). Tests labelled Unknown are skipped.
 *
 * \returns false with \a error naming the file when \a dir cannot be created or written. Existing files of
 * the same names are overwritten; other files in \a dir are left alone.
 */
bool exportTestSuite(const QString &dir, const QList<OracleTest> &tests, const OracleFormula &oracle, const QStringList &names,
                     QString *error);

} // namespace StepWise
