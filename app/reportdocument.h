// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QString>

namespace StepWise {

/*!
 * A report being written (issue 6 §4): the `.stepwise` document and the autosaved draft share this
 * JSON form, schema "stepwise.document/1":
 * `{"schema", "text", "appVersion", "pinnedInteractions": {pinKey: interactionId},
 *   "rejectedSuggestions": [interactionId…], "documentPath"}` (documentPath only in drafts).
 */
struct ReportDocument {
    QString text;
    QString appVersion;
    QHash<QString, QString> pinnedInteractions;
    QSet<QString> rejectedSuggestions;
    QString documentPath; ///< where the user saved it; empty for an unsaved report

    QByteArray toJson() const;
    /*! Parses \a json. \returns false and sets \a error naming \a sourceName and the problem
     *  (not JSON, wrong schema, wrong field types); \a out is then untouched. */
    static bool fromJson(const QByteArray &json, ReportDocument *out, QString *error, const QString &sourceName);

    /*! Reads \a path: a `.stepwise` document, or any other file as plain report text (UTF-8). */
    static bool load(const QString &path, ReportDocument *out, QString *error);
    /*!
     * Report text as a reporter would type it. The AstroBR `<id>: <sentence>` form (first line `0: …`)
     * becomes the title, a blank line, then one sentence per line with a blank line between
     * paragraphs; any other text is returned unchanged.
     */
    static QString plainText(const QString &text);
    /*!
     * The report of bug \a bugId from an AstroBR reports file (`reports/test_set.json` and the like: an array of
     * `{bug_id, text, …}`), as plainText(). \returns false and sets \a error naming the file and bug.
     */
    static bool readAstroBrReport(const QString &jsonPath, const QString &bugId, QString *text, QString *error);
    /*! Writes the `.stepwise` document atomically (QSaveFile). */
    bool save(const QString &path, QString *error) const;
};

} // namespace StepWise
