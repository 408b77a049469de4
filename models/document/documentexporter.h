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
 * (with its replay plan, when the caller set one) followed by what the reporter attached to the document
 * (its test oracle, OracleAttachment). The one place that puts the two together, so both programs write
 * the same files. Words follow the installed translator, as ReportExporter's do.
 */
class DocumentExporter
{
public:
    /*! ReportExporter::toMarkdown() then the oracle's `### Test oracle` section (none without an oracle). */
    static QString toMarkdown(const QualityReport &assessment, const ReportDocument &document);
    /*! ReportExporter::toHtml() (\a thumbnails as there) with the oracle's `<section>` last in the body. */
    static QString toHtml(const QualityReport &assessment, const ReportDocument &document,
                          const ReportExporter::ThumbnailProvider &thumbnails = {});
    /*! ReportExporter::toJsonObject() with an "oracle" field (OracleAttachment::toExportJson()) when one is
     *  attached; an added field keeps the schema version, so ReportExporter::fromJson() reads it back. */
    static QJsonObject toJsonObject(const QualityReport &assessment, const ReportDocument &document);
    /*! Indented UTF-8 JSON of toJsonObject(). */
    static QByteArray toJson(const QualityReport &assessment, const ReportDocument &document);
};

} // namespace StepWise
