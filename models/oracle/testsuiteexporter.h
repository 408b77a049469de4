// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "oracleformula.h"
#include "oracletypes.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace StepWise {

/*!
 * Writes the labelled tests as a test-suite folder in the Codeflaws layout ($STEPWISE_DATA/codeflaws/README.md):
 * passing tests as `input-pos<i>` / `output-pos<i>`, failing ones as `input-neg<i>` / `output-neg<i>`.
 * The expected output written is OracleTest::expectedOutput when set (the CLI sets it from --reference for
 * every labelled test, passing and failing); else, for a passing test, the program's own output (the
 * reporter accepted it). A failing test without an expected output (no reference, the reporter only said
 * "this is the bug") gets no `output-neg<i>`: `actual-output-neg<i>` records what the buggy program printed
 * instead and its `expected_output` in tests.tsv is empty, so the folder is not a complete Codeflaws suite
 * until someone adds those outputs. Nothing is invented. `condition.txt` holds the learned failure condition
 * and `tests.tsv` one row per test (name, input, actual output, expected output, label). Tests labelled
 * Unknown are skipped.
 *
 * \returns false with \a error naming the file when \a dir cannot be created or written, or when it already
 * holds a test suite (see checkExportFolder()); other files in \a dir are left alone.
 */
bool exportTestSuite(const QString &dir, const QList<OracleTest> &tests, const OracleFormula &oracle,
                     const QStringList &names, QString *error);

/*!
 * Whether \a dir can take an export, leaving nothing behind: an existing \a dir must be a folder that takes a new
 * file (tried with a temporary file); a missing one must be creatable (tried: the missing folders are made and
 * removed again, as permission bits say nothing for root or under /proc); and it must not hold files of a test suite
 * already (`input-*`, `output-*`, `actual-output-*`, `tests.tsv`, `condition.txt`): tests of an earlier run
 * would mix with the new ones and contradict its tests.tsv. Nothing is deleted. Call it before asking the
 * first question, so that no answers are lost to a folder that cannot be used.
 * \returns false with \a error naming the folder and the reason.
 */
bool checkExportFolder(const QString &dir, QString *error);

/*! The files of a test suite already in \a dir (`input-*`, `output-*`, `actual-output-*`, `tests.tsv`,
 *  `condition.txt`), sorted by name; empty when there are none or \a dir does not exist. */
QStringList existingSuiteFiles(const QString &dir);

} // namespace StepWise
