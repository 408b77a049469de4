// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qualityreport.h"

#include <QByteArray>
#include <QJsonObject>
#include <QSize>
#include <QString>

#include <functional>

namespace StepWise {

/*!
 * What an export writes beside the assessment: the parts of the report document that are not the analysis. The
 * exporter writes them in this order, each in every format.
 */
struct ExportAttachments {
    /*! The reproduction path on the document's replay target: `### Replay on <device>` after the report's
     *  sections, the "replayPlan" field in JSON. None when not isValid(). */
    ReplayPlan replayPlan;
    /*! A section the document attaches (its test oracle), rendered by its owner in the export's language. */
    struct Section {
        QString markdown; ///< a whole Markdown section ("### …"), written after the footer
        QString html; ///< the same as an escaped HTML `<section>`, written last in the body
        QString jsonField; ///< its field in the JSON export (none when empty); an added field keeps the schema version
        QJsonObject json;
    };
    QList<Section> sections; ///< in order
};

/*!
 * Writes a QualityReport (AstroBR §III-D3, "quality report") in forms people paste or archive:
 *
 * Nothing the reporter wrote is dropped or relabelled: every sentence but the steps lands in a section (a heading
 * with nothing under it stays as text, a sentence introducing the steps is written before them), a step sentence the
 * backend extracted nothing from is a written step without labels, and a suggested missing step that repeats a step
 * the reporter wrote ("1. Open the app") is shown as that written step, never as "(suggested)".
 *
 * - Markdown in the GitHub issue-form shape: the title, `### Steps to reproduce` as a numbered list with
 *   one item per written step (sentence) as the reporter wrote it. A step with one individual S2R carries
 *   its labels (**CS**, **AS**, **VM**, **MS**) and the explanation; a compound step ("Open the app and
 *   tap Save") lists its individual S2Rs, each with labels and explanation, under it. Suggested missing
 *   steps are inserted where reproduction needs them, unnumbered so the reporter's steps keep their numbers:
 *   one before step n is a bullet "_(suggested, missing before step n)_ …" under item n-1 (before step 1, a
 *   bullet list before the numbered one), one between the parts of a compound step a "_(suggested)_" bullet
 *   among them. Continuation lines are
 *   indented 4 spaces (more from item 100 on), so CommonMark keeps them inside items 10 and later. Then
 *   `### Observed` and `### Expected` with the report's other sentences (split at "expected …" /
 *   "actual …" / "observed …" headings; other text counts as observed; a sentence ending in ":" right before a
 *   step introduces the steps and is left out), and, when the attachments carry a
 *   replay plan, `### Replay on <device>` with a fenced `sh` block of adb commands; then the footer and the
 *   attached sections (ExportAttachments). A partial
 *   assessment (canceled, search limit) starts with partialNote() as a bold quote. All text is passed through
 *   markdownText(): raw HTML is escaped, so the Markdown loads nothing and hides nothing when rendered.
 * - HTML: the same content as one self-contained page that fetches nothing: a Content-Security-Policy meta tag
 *   allows only its own style sheet and `data:` images. A thumbnail of the screen each step (or suggested step)
 *   is performed on is shown beside it; each distinct thumbnail is embedded once, as a `data:` URI in a CSS class
 *   with its aspect ratio, and every step on that screen names the class (`<span class="shot shotN" role="img"
 *   aria-label="…">`; a suggested step's label names its screen as the reporter sees it, "screenshot of the
 *   Accounts screen", never by its recorded name). The `<ol>` numbers the reporter's steps only: suggestions are
 *   nested as in the Markdown. The caller scales the thumbnails (ThumbnailProvider) so the engine stays QtCore-only.
 * The Observed and Expected prose is the reporter's Markdown rendered by md4c (GitHub dialect: bold, code, lists,
 *   links), with raw HTML escaped, images turned into links to them (alt text, else the URL) and links whose
 *   scheme is not http, https or mailto left without a URL; code (log) sentences are one `<pre>` block. The title
 *   and step texts stay plain escaped text.
 * - JSON, schema "stepwise.quality-report/1" (documented in docs/design.md, "The quality report JSON").
 *   fromJson() reads it back, so JSON is a lossless round trip of every QualityReport field but
 *   backendNotes, and of the replay plan. A missing step's "sourceScreenName" is its screen's title ("Accounts"),
 *   its recorded name is "sourceScreenRecordedName"; a file without the latter (written before it) has the
 *   recorded name in "sourceScreenName", and fromJson() reads it from there.
 *
 * Language: every word the exporter adds (headings, "(suggested)", notes, the footer, the replay plan's intro
 * and "step n:" comments, HTML's lang attribute) is translated (context StepWise::ReportExporter) by the
 * installed translator, like the step messages and plan comments the QualityReport already carries: the
 * desktop app exports in its language, stepwise-cli (no translator) in English. The reporter's text, label
 * codes, JSON keys and adb commands are never translated.
 */
class ReportExporter
{
public:
    /*! A screenshot scaled for embedding. */
    struct Thumbnail {
        QByteArray bytes; ///< encoded image; empty when no screenshot was recorded
        QByteArray mimeType = QByteArrayLiteral("image/png"); ///< "image/png" or "image/jpeg"
        QSize size; ///< pixel size of the encoded image (the `width`/`height` attributes); may be empty if unknown
        bool isNull() const { return bytes.isEmpty(); }
    };
    /*! The screenshot of \a screenId scaled to fit within \a maxSize (px; aspect ratio kept, never enlarged)
     *  and encoded; a null Thumbnail when none was recorded. */
    using ThumbnailProvider = std::function<Thumbnail(const QString &screenId, QSize maxSize)>;
    /*! The box HTML thumbnails must fit in: at most 480 px on either side. */
    static constexpr QSize ThumbnailSize { 480, 480 };

    static constexpr QLatin1StringView JsonSchema { "stepwise.quality-report/1" };

    static QString toMarkdown(const QualityReport &report, const ExportAttachments &attachments = {});
    /*!
     * The HTML page; \a thumbnails is asked once per screen with ThumbnailSize. Steps without a screenshot
     * (or with no provider, the default) show "no screenshot recorded".
     */
    static QString toHtml(const QualityReport &report, const ThumbnailProvider &thumbnails = {},
                          const ExportAttachments &attachments = {});
    static QJsonObject toJsonObject(const QualityReport &report, const ExportAttachments &attachments = {});
    /*! Indented UTF-8 JSON of toJsonObject(). */
    static QByteArray toJson(const QualityReport &report, const ExportAttachments &attachments = {});

    /*!
     * Parses JSON written by toJson(). \returns false and sets \a error (naming \a sourceName and
     * the problem: not JSON with the parser's offset, wrong or missing "schema", wrong field type)
     * when it is not a stepwise.quality-report/1 document; \a report (and \a replayPlan, optional, which
     * receives the "replayPlan" field) is then untouched.
     */
    static bool fromJson(const QByteArray &json, QualityReport *report, QString *error,
                         const QString &sourceName = QStringLiteral("report JSON"), ReplayPlan *replayPlan = nullptr);

    /*! For a canceled or truncated report, the sentence that opens every export ("Partial assessment: … Nothing
     *  was checked from step 12 ("Tap Save", sentence 1.12) on."; steps counted from 1 in report.steps);
     *  empty for a complete one. */
    static QString partialNote(const QualityReport &report);

    /*! What to tell a reporter whose text has no steps to reproduce (translated, "No steps to reproduce
     *  found yet. Write one step per line, …"): shown by the desktop app's summary and `stepwise-cli assess`. */
    static QString noStepsHint();

    /*! \a text for a Markdown document: shows what it says and loads nothing. Raw HTML ("<img src=…>", "<!--") is
     *  escaped ("\\<") outside code spans, and a line that would be an invisible link reference definition
     *  ("[x]: http://…") gets its bracket escaped; Markdown emphasis, code and links stay as written. */
    static QString markdownText(const QString &text);
    /*! \a text as one Markdown code span, whatever backticks it holds (its line breaks become spaces); with
     *  \a inTable also its '|' escaped, which a GitHub table cell needs even inside code. */
    static QString markdownCodeSpan(const QString &text, bool inTable = false);

    /*! "CS, MS": the labels of a step in report order. */
    static QString labelText(const StepAssessment &step);
    /*! \a step as the report writes it, on one line (oneLine()); its bracket form when it has no text. */
    static QString stepText(const StepAssessment &step);

    /*! \a plan as shell lines, one per PlannedCommand: `adb shell <command>   # step <n>: <comment>`, or
     *  `# step <n>: <comment>` alone when the step has no command (n counts path steps from 1). */
    static QStringList replayPlanLines(const ReplayPlan &plan);
};

} // namespace StepWise
