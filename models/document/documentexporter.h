// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "quality/qualityreport.h"
#include "quality/reportexporter.h"
#include "reportdocument.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace StepWise {

/*!
 * Writes a whole report as the desktop app and `stepwise-cli assess` export it: ReportExporter's assessment
 * with what belongs to the document rather than the analysis, as ExportAttachments: the replay plan of the
 * document's path on its replay target (\a replayPlan, when the caller has one) and what the reporter attached
 * (its test oracle, OracleAttachment). The one place that puts them together, so both programs write the same
 * files. Words follow the installed translator, as ReportExporter's do.
 */
class DocumentExporter
{
public:
    /*! What ReportExporter writes beside \a assessment: \a replayPlan, then the oracle's section (none without an
     *  oracle; its JSON field "oracle" is OracleAttachment::toExportJson()). */
    static ExportAttachments attachments(const ReportDocument &document, const ReplayPlan &replayPlan = {});

    /*! ReportExporter::toMarkdown() with attachments(): the replay plan, then the `### Test oracle` section. */
    static QString toMarkdown(const QualityReport &assessment, const ReportDocument &document,
                              const ReplayPlan &replayPlan = {});
    /*! ReportExporter::toHtml() (\a thumbnails as there) with attachments(): the oracle's `<section>` last in the body.
     */
    static QString toHtml(const QualityReport &assessment, const ReportDocument &document,
                          const ReportExporter::ThumbnailProvider &thumbnails = {}, const ReplayPlan &replayPlan = {});
    /*! ReportExporter::toJsonObject() with attachments(): "replayPlan" and "oracle" fields when there are; an
     *  added field keeps the schema version, so ReportExporter::fromJson() reads it back. */
    static QJsonObject toJsonObject(const QualityReport &assessment, const ReportDocument &document,
                                    const ReplayPlan &replayPlan = {});
    /*! Indented UTF-8 JSON of toJsonObject(). */
    static QByteArray toJson(const QualityReport &assessment, const ReportDocument &document,
                             const ReplayPlan &replayPlan = {});
};

} // namespace StepWise
