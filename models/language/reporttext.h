// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace StepWise {

/*!
 * Splits a report as a user types it into sentences (AstroBR §III-A: "AstroBR decomposes the bug report
 * into a list of sentences"; we use line structure and punctuation instead of CoreNLP).
 *
 * - Ids follow the AstroBR data: "0" is the title, "k.m" sentence m (from 1) of paragraph k (from 1).
 *   The first line is the title when it is a Markdown heading, or is followed by a blank line and more text,
 *   or (not itself a list item) is directly followed by a numbered or bulleted list.
 * - Paragraphs end at blank lines, Markdown headings and code blocks.
 * - Each numbered ("1.", "2)") or bulleted ("-", "*", "•", "+") list item is its own sentence, marker included,
 *   also when the list is written inline ("1. Open the app 2. Tap Next", "Steps: 1. …, 2. …"; numbers in
 *   sequence from 1); a first line that opens a list that way ("Steps to reproduce: 1. Open the app") is no title.
 * - Other lines are joined while the next line continues the sentence (starts in lower case) and then split
 *   at . ! ? followed by a space and an upper-case letter, digit or quote (abbreviations like "e.g." excepted).
 * - Lines inside ``` fences, stack-trace frames, logcat lines, exception headers and lines indented by a tab
 *   or four spaces are one code sentence each (Sentence::isCode); fences themselves are dropped.
 * - Sentence::offset/length are exact UTF-16 positions in \a text; Sentence::text == text.mid(offset, length)
 *   (leading and trailing white space excluded).
 * Never fails; empty input gives an empty list.
 */
QList<Sentence> splitReport(const QString &text);

/*!
 * Parses the AstroBR "Bug Reports" cell format: one sentence per line as "<id>: <sentence>", "0" the
 * title; a line without an id continues the previous sentence (joined with the line break).
 * Offsets point into \a text at the sentence (after "<id>: "). isCode is set by looksLikeCode() on the
 * first line of each sentence.
 * \returns the sentences in order; lines before the first id are an error reported in \a error
 * ("line N: ...") when \a error is given, and are skipped.
 */
QList<Sentence> parseLabelledReport(const QString &text, QString *error = nullptr);

/*!
 * The number of a numbered list item as a regular-expression fragment without groups: 1 to 4 digits. Every
 * recogniser of numbered report lines ("12.", "12)", "(12)", "Step 12:") builds on it so they agree on what a
 * step number is. Long generated reports reach step 1000; five digits and more are ids or amounts. A line
 * starting with a year ("2019. Tap Save") reads as item 2019, as GitHub's CommonMark renders it. A number followed
 * by a space and a capital letter ("2 Settings > About") is an item too, as reporters number lines without a dot.
 */
QString listNumberPattern();

/*!
 * The number (listNumberPattern()) opening \a text as a list item's does, with or without a dot, before any word:
 * "3 back arrow", "2. Settings", "(4) Tap". Returns the number, or −1; \a length, if given, gets the length of the
 * marker with the blanks after it (0 when there is none). Whether it numbers an item or counts something ("3 items
 * are shown") only the lines around it tell.
 */
int leadingListNumber(const QString &text, qsizetype *length = nullptr);

/*!
 * Where the text after a Markdown fence (``` or ~~~, then blanks) starts in \a line: the fence's info
 * string, or a reporter's first line written on the fence. Returns an index into \a line (its size when
 * nothing follows the fence), or −1 when \a line is not a fence line.
 */
qsizetype fenceTextStart(QStringView line);

/*! True for one line of a log or code: stack frames ("at com.foo.Bar(Bar.java:12)"), logcat lines
 *  ("02-17 23:22:36.627 ... E AndroidRuntime:", "E/Tag: ..."), exception headers
 *  ("java.lang.NullPointerException: ...", "FATAL EXCEPTION", "Caused by:", "Process: x, PID: n"),
 *  code statements (ending in ';', '{', '}' or starting with "//"). */
bool looksLikeCode(const QString &line);

/*! Where a file stops being UTF-8: the first byte that does not begin or continue a well-formed UTF-8 sequence
 *  (Unicode §3.9, Table 3-7), e.g. a Latin-1 "é" (0xE9), a stray continuation byte, an overlong form, an
 *  encoded surrogate, or a sequence cut off by the end of the file; of an ill-formed sequence its first byte. */
struct InvalidUtf8 {
    int line = 0; ///< 1-based; lines end at '\n'
    int column = 0; ///< 1-based, counted in bytes from the start of the line (a byte-order mark counts)
    quint8 byte = 0; ///< the byte's value
    /*! The byte as people look it up: "0xE9". */
    QString byteText() const;
};

/*! The first byte of \a bytes that is not well-formed UTF-8 (see InvalidUtf8); std::nullopt when all are. */
std::optional<InvalidUtf8> firstInvalidUtf8(QByteArrayView bytes);

/*!
 * Decodes the bytes of a report file as a reporter's editor saved it: UTF-8 (with or without a
 * byte-order mark) or UTF-16/UTF-32 with a byte-order mark; the mark is dropped.
 * \returns the text, or std::nullopt when the bytes have no UTF-16/32 mark and are not UTF-8 (e.g. Latin-1
 * or UTF-16 without a mark); then \a invalid (if given) is set to the first invalid byte. Callers name the
 * file and that byte in their message: guessing a legacy 8-bit encoding would silently turn a report into
 * mojibake. Text with a UTF-16/32 mark always decodes (Qt's decoders take any code units).
 */
std::optional<QString> decodeReportBytes(const QByteArray &bytes, InvalidUtf8 *invalid = nullptr);

/*!
 * Quotation marks around a label the reporter read on the screen ("Tap “Save”", »Tippe auf „Speichern“«,
 * «Enregistrer», 「保存」): one table for every "is it quoted" test of the offline language analysis, i.e.
 * the step extractor's quoted tokens and unquoting (AstroBR §III-B), the S2R classifier's "opens an object"
 * test (§III-A) and the step matcher's "names what the screen shows" test (§III-C).
 *
 * Pairs (opening → closing): straight "…" and '…'; English “…” and ‘…’; German and Polish „…“ „…”, German
 * ‚…‘ ‚…’; French «…», German and Danish »…«; CJK 「…」 and 『…』. Swedish ”…” and ’…’ are left out: ” closes
 * English quotations and ’ is the apostrophe, so neither can open one. The straight ' and ’ are apostrophes
 * inside words ("don't", "user’s"), so a quotation they close must not be followed by a letter or digit.
 */
namespace Quotes {

/*! True when \a c opens a quotation of one of the pairs. */
bool isOpening(QChar c);

/*! True when \a text, trimmed, is one whole quotation: at least two characters, starting with an opening
 *  mark and ending with one of its closing marks ("“Save”", "„Speichern“"; not "“Save\"" nor "Save"). */
bool isQuotation(QStringView text);

/*! \a text trimmed, without the marks around it when it is one whole quotation (isQuotation()). */
QString unquote(const QString &text);

/*! True when \a text quotes something: it holds an opening mark other than the straight ', or starts with
 *  that one (elsewhere it is an apostrophe: "the user's list"). Pairing is not checked: "the “Save button"
 *  still shows that the reporter quotes what they read. */
bool hasQuote(QStringView text);

/*! A regular expression (alternatives, no capturing groups) that matches one quotation on one line: an
 *  opening mark, 1 to 80 characters (60 between single marks) without its closing marks or a line break,
 *  then a closing mark; after ' or ’ no letter or digit may follow. Straight double quotes are tried first. */
QString quotationPattern();

/*! The body of a regular-expression character class (without the brackets, escaped) that matches every
 *  quotation mark except ' and ’, which tokenizers keep inside words as apostrophes. */
QString markClass();

} // namespace Quotes
} // namespace StepWise
