// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qualityreport.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <functional>

namespace StepWise {

/*!
 * Writes a QualityReport (seed 000 §III-D3, "quality report") in forms people paste or archive:
 *
 * - Markdown in the GitHub issue-form shape: the title, `### Steps to reproduce` as a numbered list
 *   where each written step carries its labels (**CS**, **AS**, **VM**, **MS**) and the explanation,
 *   and the suggested missing steps are inserted before the step that needs them, marked
 *   "_(suggested)_"; then `### Observed` and `### Expected` with the report's other sentences (split
 *   at "expected …" / "actual …" / "observed …" headings; other text counts as observed).
 * - HTML: the same content as one self-contained page; the screenshot of the screen each step (or
 *   suggested step) is performed on is embedded as a `data:image/png;base64` URI beside it. Bytes
 *   come from a ScreenshotProvider so the engine stays QtCore-only.
 * - JSON, schema "stepwise.quality-report/1" (documented in README.md, "Quality assessment").
 *   fromJson() reads it back, so JSON is a lossless round trip of every QualityReport field.
 */
class ReportExporter
{
public:
    /*! PNG bytes of the screenshot of \a screenId; empty when none was recorded. */
    using ScreenshotProvider = std::function<QByteArray(const QString &screenId)>;

    static constexpr QLatin1StringView JsonSchema{"stepwise.quality-report/1"};

    static QString toMarkdown(const QualityReport &report);
    /*! \a screenshots may be empty: steps then show "no screenshot recorded". */
    static QString toHtml(const QualityReport &report, const ScreenshotProvider &screenshots = {});
    static QJsonObject toJsonObject(const QualityReport &report);
    /*! Indented UTF-8 JSON of toJsonObject(). */
    static QByteArray toJson(const QualityReport &report);

    /*!
     * Parses JSON written by toJson(). \returns false and sets \a error (naming \a sourceName and
     * the problem: not JSON with the parser's offset, wrong or missing "schema", wrong field type)
     * when it is not a stepwise.quality-report/1 document; \a report is then untouched.
     */
    static bool fromJson(const QByteArray &json, QualityReport *report, QString *error,
                         const QString &sourceName = QStringLiteral("report JSON"));

    /*! "CS, MS": the labels of a step in report order. */
    static QString labelText(const StepAssessment &step);
};

} // namespace StepWise
