// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "oracle/oracleformula.h"
#include "oracle/oracletypes.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

namespace StepWise {

/*!
 * The test oracle learned for the report (Learn2fix): the failure condition and the tests the
 * reporter labelled in the oracle panel. Attached to the document and appended to every export.
 */
struct OracleAttachment {
    QString condition; ///< "fails when …" (OracleFormula::failureCondition())
    QList<OracleTest> tests; ///< the failing input first, then every answered question
    /*! The learned formula, so a reopened report shows the condition in the GUI's language; absent in
     *  documents written before it was stored (their condition is shown as stored). */
    std::optional<OracleFormula> formula;
    /*! The program command line the session ran, so a reopened report says which program the condition is
     *  about; empty in documents written before it was stored. */
    QString program;
    /*! The feature names the condition was learned with (inputs, then output); empty means i1 … in, o
     *  (also in documents written before they were stored). */
    QStringList names;
    /*! How often the oracle agreed with the answers after each question (0…1); empty when not stored. */
    QList<double> agreement;

    /*! The names the condition is rendered with: names, or i1 … in, o for the tests' input count. */
    QStringList featureNames() const;
    bool isEmpty() const { return condition.isEmpty() && tests.isEmpty(); }
    /*! `{"condition": str, "tests": [{"input": [int…], "output": str, "label": "failing"|"passing"|"unknown",
     *  "expectedOutput": str}], "formula": OracleFormula::toJson(), "program": str, "names": [str…],
     *  "agreement": [number…]}` (expectedOutput only when known, formula only when there is one, program,
     *  names and agreement only when not empty: older documents lack them and are read as before). */
    QJsonObject toJson() const;
    /*! One of toJson()'s "tests": {"input": [number…], "output": str, "label": str, "expectedOutput": str (when
     *  known)}. */
    static QJsonObject testToJson(const OracleTest &test);
    /*! Reads toJson()'s shape; \returns false with \a problem (which field is wrong) otherwise. With \a leftOut,
     *  a malformed optional field (program, names, agreement) is left empty and its problem appended there
     *  instead: the condition and the tests are read all the same. */
    static bool fromJson(const QJsonObject &o, OracleAttachment *out, QString *problem, QStringList *leftOut = nullptr);
    /*! The condition in the installed translator's language, as the exports write it: rendered from formula
     *  with featureNames() and ConditionWords::translated() when there is one ("schlägt fehl, wenn i1 = i2"),
     *  else condition as stored. Also as stored when a document without names holds a condition written with
     *  other names than i1 … in, o (learned with `--names`): rendering would rename its inputs. English
     *  without a translator (stepwise-cli). */
    QString shownCondition() const;
    /*! `### Test oracle` section: the condition and a table of the labelled tests (empty when isEmpty()). Its
     *  words follow the installed translator, like ReportExporter's part of the export. */
    QString toMarkdown() const;
    /*! The same as an HTML `<section>` (escaped; empty when isEmpty()). */
    QString toHtml() const;
    /*! toJson() with its condition in the export's language, as in toMarkdown(): the "oracle" field of an export. */
    QJsonObject toExportJson() const;
};

/*!
 * A report being written: the `.stepwise` document and the autosaved draft share this
 * JSON form, schema "stepwise.document/1":
 * `{"schema", "text", "appVersion", "pinnedInteractions": {pinKey: interactionId},
 *   "rejectedSuggestions": [interactionId…], "acceptedSteps": [QualityAssessor::acceptedKey()…],
 *   "oracle": OracleAttachment::toJson(), "documentPath"}`
 * (oracle only when one is attached, documentPath only in drafts).
 */
struct ReportDocument {
    QString text;
    QString appVersion;
    QHash<QString, QString> pinnedInteractions;
    QSet<QString> rejectedSuggestions;
    QSet<QString> acceptedSteps; ///< steps inserted by accepting suggestions (QualityAssessor::Options::acceptedSteps)
    OracleAttachment oracle;
    QString documentPath; ///< where the user saved it; empty for an unsaved report

    QByteArray toJson() const;
    /*! Parses \a json. \returns false and sets \a error naming \a sourceName and the problem
     *  (not JSON, wrong schema, wrong field types); \a out is then untouched. With \a warnings, a malformed
     *  "oracle" attachment does not refuse the document: it is left out and a message naming
     *  \a sourceName and the problem is appended to \a warnings (the text is worth more than the attachment). */
    static bool fromJson(const QByteArray &json, ReportDocument *out, QString *error, const QString &sourceName,
                         QStringList *warnings = nullptr);

    /*! Reads \a path: a `.stepwise` document, or any other file as plain report text; both are decoded by
     *  decodeText() first (UTF-8, or UTF-16/32 with a byte-order mark, as `stepwise-cli` reads them), so a
     *  binary file or text in another encoding is refused with its message naming the file.
     *  \a warnings as in fromJson(). */
    static bool load(const QString &path, ReportDocument *out, QString *error, QStringList *warnings = nullptr);
    /*!
     * What kind of file \a bytes (its start suffices) is, when it is not text and starts with a known signature
     * (magic bytes): a translated noun phrase such as "a zip archive", "a PNG image", "an SQLite database".
     * \a archive (if given) is set to whether it is an archive File > Open model and `stepwise-cli import` read
     * (zip, tar, gzip, bzip2, xz). \returns an empty string for text (UTF-8 without NUL bytes, so a report that
     * happens to start with "BZh" or "MZ" stays a report), for text with a UTF-16/32 byte-order mark, and for
     * binary data of an unknown kind.
     */
    static QString binaryKind(const QByteArray &bytes, bool *archive = nullptr);
    /*! Decodes report text \a bytes read from \a sourceName with decodeReportBytes(): UTF-8 (a BOM is dropped), or
     * UTF-16/32 when a byte-order mark says so. \returns false and sets \a error when the bytes are not valid in that
     *  encoding (e.g. Latin-1 text), rather than showing replacement characters; the message (translated) names
     *  the first invalid byte, its line and its column in bytes (InvalidUtf8). A file binaryKind() recognises is
     *  refused first, saying what it is ("… is a zip archive, not a report; …") and, for an archive, that File >
     *  Open model opens it. */
    static bool decodeText(const QByteArray &bytes, const QString &sourceName, QString *text, QString *error);
    /*!
     * Report text as a reporter would type it. The AstroBR `<id>: <sentence>` form (first line `0: …`)
     * becomes the title, a blank line, then one sentence per line with a blank line between
     * paragraphs; any other text is returned unchanged.
     */
    static QString plainText(const QString &text);
    /*! Writes the `.stepwise` document atomically (QSaveFile). */
    bool save(const QString &path, QString *error) const;
};

} // namespace StepWise
