// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

/*!
 * Value types of oracle learning (Learn2fix §III). A test case is ⟨i⃗, o⟩: the integer input
 * vector the program read on stdin and the number it printed (Learn2fix §III, "a tuple consisting of a
 * vector representing input variable values and the program's actual output").
 */
namespace StepWise {

/*! Returns true when the caller no longer wants the result (new request, shutdown). */
using CancelCheck = std::function<bool()>;

/*! How one run of the subject ended. */
enum class RunStatus {
    Ok, ///< exited 0 and printed one number
    Empty, ///< exited 0 and printed nothing (only white space)
    NonZeroExit, ///< exited with a non-zero code
    Crashed, ///< killed by a signal (segfault, abort, memory limit hit by a failed allocation, ...)
    TimedOut, ///< exceeded the time limit; the whole process group was killed
    /*! the kernel killed a process of the run for exceeding the run's memory limit (SubjectRunner with a run cgroup;
     *  an allocation refused by the per-process address-space limit ends as the program handles it instead) */
    MemoryExceeded,
    NonNumeric, ///< exited 0 but printed text that is not one number
    FailedToStart, ///< the program does not exist or is not executable
};

/*! "ok", "empty", "non-zero exit", "crashed", "timed out", "memory limit", "non-numeric", "failed to start", translated
 *  (context StepWise::RunStatus) for the GUI; English where no translator is installed (stepwise-cli).
 *  For display only: nothing reads it back. */
QString runStatusName(RunStatus status);

/*! The human's (or a reference program's) verdict on one test. */
enum class TestLabel {
    Unknown, ///< not labelled, or the reporter answered "not sure"
    Passing, ///< the output is what the reporter expected
    Failing, ///< the output exposes the bug
};

/*! "passing" / "failing" / "unknown". */
QString testLabelName(TestLabel label);

/*!
 * An input vector i⃗: one canonical decimal integer per input ("-12", "0", no leading zeros or '+'), of any
 * length, as the program reads it on stdin; Codeflaws inputs and outputs can exceed 64 bits (40-digit numbers).
 * The learner's arithmetic on them is exact (ExactMath, Z3).
 */
using InputVector = QList<QByteArray>;

/*! \a values as an input vector. */
InputVector toInputVector(const QList<qint64> &values);

/*! One test: the input vector and the output, both as canonical decimal integers of any size. */
struct OracleTest {
    InputVector input;
    QByteArray output; ///< canonical decimal integer ("-12", "0"); see SubjectRunner for how it is read
    TestLabel label = TestLabel::Unknown;
    QByteArray expectedOutput; ///< what a reference program printed, when one answered; else empty
    /*! How the program's run on the input ended: Ok when it printed a number; Crashed, TimedOut, NonZeroExit or
     *  Empty when the output is read as 0 (see SubjectRunner), so a question can say so. */
    RunStatus run = RunStatus::Ok;
    /*! For an Ok run whose text is not `output` written out ("2.50" read as 3, "NO" read as 0): that text,
     *  trimmed, at most 80 bytes, so a question quotes what the program really printed; else empty. */
    QByteArray printed {};

    /*! The feature vector the learner sees: the inputs followed by the output, as exact decimals. */
    QList<QByteArray> features() const;
    /*! Inputs joined by single spaces, the form written to the program's stdin. */
    QString inputText() const;
    bool isValid() const { return !input.isEmpty() && !output.isEmpty(); }
};

/*! What the program did on @p t's input, as the reporter is asked about it (Learn2fix §III-C, the human
 *  oracle's question, less its "Is this the bug?"): "For input 3 3 1 the program prints 1"; when the printed
 *  text is read as another number, both: "For input 5 -8 the program prints -1.50 (read as -2)"; for a run
 *  read as output 0 what really happened: "For input 7 the program crashes (counted as output 0)" (also
 *  "does not finish in time", "exits with an error", "prints nothing"). One sentence without its full stop,
 *  translated in context StepWise::RunStatus; English where no translator is installed (stepwise-cli). With
 *  \a names (the reporter's names of the inputs, then maybe the output's, as --names and the panel's Input names
 *  give them) the input is told by name: "For input a = 3, b = 3, c = 1 the program prints 1". */
QString describeTest(const OracleTest &t, const QStringList &names = {});

/*!
 * The failing input a reporter typed (the oracle panel's "Failing input", stepwise-cli oracle learn --failing):
 * whole numbers separated by blanks, of any size ("3 3 1", "-5 1000000000000", a 40-digit number), as the
 * program reads them on stdin (Learn2fix §III: the input vector i⃗).
 * \returns the numbers in order, canonical ("+007" → "7"), or nothing with \a error saying which word is not a
 * whole number (with the input rewritten with spaces when it was typed with commas, "3,3,1"), that a number has
 * more than MaxInputDigits digits, or that there are no numbers; one sentence, translated in context
 * StepWise::InputVector, English where no translator is installed.
 */
std::optional<InputVector> parseInputVector(const QString &text, QString *error);

/*!
 * \a input as JSON (the .stepwise document's and `oracle learn --json`'s "input"): each number a JSON number when
 * a double holds it exactly (|v| ≤ 2^53), else a string of its digits, so nothing is rounded.
 */
QJsonArray inputToJson(const InputVector &input);
/*! The inverse of inputToJson(): whole JSON numbers within ±2^53 and strings holding an integer
 *  (canonicalInteger()); nothing when any element is neither (1.5, "a", a number too large to be exact). */
std::optional<InputVector> inputFromJson(const QJsonArray &input);

/*! Digits an input number may have at most: far beyond any integer type a program reads, and it bounds the
 *  work of exact arithmetic on typed or loaded inputs. */
constexpr int MaxInputDigits = 1000;

/*!
 * \a word as a canonical decimal integer ("+007" → "7", "-0" → "0") when it is one of at most MaxInputDigits
 * digits, optionally signed; else empty.
 */
QByteArray canonicalInteger(QByteArrayView word);

} // namespace StepWise
