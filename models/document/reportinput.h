// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "language/report.h"
#include "quality/qualityreport.h"
#include "reportdocument.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace StepWise {

/*! What a report file given as --report held: report text, or one of StepWise's own JSON files. */
struct ReportInput {
    QString text; ///< the report text (plain text, an AstroBR entry in its `<id>: <sentence>` form, a .stepwise
                  ///< document's text)
    QString appVersion; ///< the app version the file names (.stepwise documents, quality reports)
    QString appName; ///< the app an AstroBR report says it is about (its "app_name", e.g. "atimetracker"); else empty
    QHash<QString, QString> pinnedInteractions; ///< a .stepwise document's choices for ambiguous steps
    OracleAttachment oracle; ///< a .stepwise document's test oracle, appended to the exports as the window does
    bool document = false; ///< a .stepwise document (schema "stepwise.document/1")
    std::optional<QualityReport> assessed; ///< a stepwise.quality-report/1 file: already assessed
    QStringList warnings; ///< parts left out, e.g. a document's malformed oracle attachment (its text is read)
};

/*! Who reads a report file; what it accepts decides what its messages list as accepted. */
enum class ReportReader {
    Cli, ///< `stepwise-cli assess` and `steps`: also a quality report exported as JSON (read back, not re-assessed)
    Window, ///< the desktop app (`stepwise --report`, File > Open report): plain text and .stepwise documents only
};

/*!
 * Sorts out the \a text of a file given as --report (as stepwise-cli's readTextInput() or ReportDocument::load() read
 * it; \a name is how messages name it, e.g. its path) — shared by `stepwise-cli assess` and the desktop app's command
 * line:
 * - a `.stepwise` document (schema "stepwise.document/1") yields its text, app version and pinned steps;
 * - a quality report exported as JSON (schema "stepwise.quality-report/1") its assessment (ReportReader::Cli;
 *   the window refuses one: "… is a quality report exported by StepWise; open the report text or the .stepwise
 *   document it was made from.");
 * - an AstroBR reports array (`[{bug_id, text, …}]`, reports/test_set.json) the entry whose bug_id is
 *   \a bugId, its text kept in the data's `<id>: <sentence>` form (sentence ids as in the ground truth);
 * - text that is not JSON is report text.
 * \returns false and sets \a error naming \a name when: \a text holds a NUL character (binary data, not
 * text: "… contains NUL bytes (line 3), so it is not text; …"); the file is named *.json or *.stepwise but is
 * not valid JSON (with the parser's position, "… is not valid JSON (… near line 3, column 7)"); it is an
 * AstroBR reports array and \a bugId is empty or not in it ("choose one with --bug ID (bug ids: 10, 12,
 * …)"); \a bugId is given with anything else; the JSON has no "schema" field or another schema; a
 * document or quality report has wrong fields. Each message ends with what \a reader accepts (reportFormats()). A
 * document's malformed oracle attachment is no error: it is left out and named in ReportInput::warnings.
 */
bool readReportInput(const QString &name, const QString &text, const QString &bugId, ReportReader reader,
                     ReportInput *input, QString *error);

/*! What \a reader accepts as a report, as the messages end: "give the report as plain text, a .stepwise document
 *  (schema "stepwise.document/1") or a quality report exported as JSON (schema "stepwise.quality-report/1")"
 *  (Cli), without the quality report for Window. Translated (Tr). */
QString reportFormats(ReportReader reader);

/*!
 * Why the file \a path cannot be read as a report, naming it, or an empty string when it is a readable file
 * (also for "-", standard input). The same words in stepwise-cli and the desktop app (translated there):
 * - a missing file: "<path> does not exist (is the path right?)";
 * - a folder: "<path> is a folder, but a report is a file; " followed by what \a reader accepts (reportFormats());
 * - a file that cannot be opened: "<path> cannot be read: <reason>" (e.g. "Permission denied").
 * - a file over 2 MiB: "<path> is <n> MiB, larger than the 2 MiB a report may be; not read".
 */
QString reportFileProblem(const QString &path, ReportReader reader);

/*!
 * The sentences of report text \a text (ReportInput::text). Text in the AstroBR data's `<id>: <sentence>`
 * form (at least two such lines, the first "0: ", as an AstroBR reports file's entry is) keeps the data's
 * sentence ids (parseLabelledReport()); other text is split by splitReport(). \a warning is set to what the
 * labelled parse had to skip, else cleared.
 */
QList<Sentence> reportSentences(const QString &text, QString *warning);

/*!
 * Opens the report file \a path as the desktop app does (File > Open report, `stepwise --report`): a `.stepwise`
 * document, or a file read as readReportInput() reads it for ReportReader::Window (plain text, or a
 * stepwise.document/1 JSON under another name). \returns false with \a error (naming the file) when it cannot be
 * read (reportFileProblem(), ReportDocument::load()) or is JSON that is not a report (cut off, another schema, an
 * AstroBR reports file, a quality report); \a out is then untouched. \a warnings as ReportDocument::fromJson().
 */
bool readReportDocument(const QString &path, ReportDocument *out, QString *error, QStringList *warnings);

} // namespace StepWise
