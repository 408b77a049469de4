// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "oracletypes.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace StepWise {

/*! One test file of a Codeflaws subject: its name and the integers on its one line. */
struct CodeflawsTest {
    QString name; ///< e.g. "input-neg1", "heldout-input-pos3"
    InputVector input;
    bool heldout = false;
};

/*! A test file of a subject that the loop cannot take, and why (path, line where it applies, reason). */
struct SkippedCodeflawsTest {
    QString name; ///< e.g. "heldout-input-pos3"
    QString reason;
};

/*!
 * A Codeflaws subject folder ($STEPWISE_DATA/codeflaws/README.md, "Layout of one subject folder"):
 * `<contest>-<problem>-bug-<buggy id>-<accepted id>/` holding the buggy and golden C sources and the
 * `input*` / `heldout-input*` test files (one line of integers each, fixed arity).
 */
class CodeflawsSubject
{
public:
    /*!
     * Reads the folder \a dir. Errors (named file, and line where it applies): folder name not in the
     * Codeflaws form, a missing source, no input files, or no usable test. A test file that cannot be read,
     * is not one line of integers, or has another length than most tests (the arity) is skipped and listed
     * in skipped(); the subject is scored on the rest.
     */
    static std::optional<CodeflawsSubject> load(const QString &dir, QString *error);

    /*!
     * Whether \a dir is meant as a subject folder: its name has the Codeflaws form or it holds input* test
     * files. load() then says what, if anything, is wrong with it.
     */
    static bool isSubjectDir(const QString &dir);
    /*!
     * The subject folders in \a root (isSubjectDir()), sorted by name; \a root itself when it is one.
     * Empty when there are none.
     */
    static QStringList subjectDirs(const QString &root);
    /*!
     * A deterministic subset of \a sorted of \a count entries spread evenly over it (entry ⌊i · size / count⌋
     * for i < count, every k-th for k = size / count), so that one contest's subjects are not all it holds.
     * All of \a sorted when \a count is at least its size or below 1.
     */
    static QStringList spreadSample(const QStringList &sorted, int count);

    /*!
     * Compiles the buggy and the golden program with gcc and the Codeflaws flags
     * (`-fno-optimize-sibling-calls -fno-strict-aliasing -fno-asm -std=c99 … -lm -s -O2`) into
     * \a outDir. \returns false with gcc's first error lines in \a error.
     */
    bool build(const QString &outDir, QString *error);

    QString name() const { return m_name; }
    QString dir() const { return m_dir; }
    QString buggySource() const { return m_buggySource; }
    QString goldenSource() const { return m_goldenSource; }
    QString buggyBinary() const { return m_buggyBinary; }
    QString goldenBinary() const { return m_goldenBinary; }
    int arity() const { return m_arity; }
    /*! Every input* and heldout-input* test, training ones first (Learn2fix's validation set). */
    const QList<CodeflawsTest> &tests() const { return m_tests; }
    /*! The test files load() left out, in file order (training ones first), with the reason. */
    const QList<SkippedCodeflawsTest> &skipped() const { return m_skipped; }

    /*! The Codeflaws compiler flags (before the source) and link flags (after the output name). */
    static QStringList compileFlags();
    static QStringList linkFlags();

private:
    QString m_name;
    QString m_dir;
    QString m_buggySource;
    QString m_goldenSource;
    QString m_buggyBinary;
    QString m_goldenBinary;
    int m_arity = 0;
    QList<CodeflawsTest> m_tests;
    QList<SkippedCodeflawsTest> m_skipped;
};

} // namespace StepWise
