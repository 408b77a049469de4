// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentexporter.h"

namespace StepWise {

ExportAttachments DocumentExporter::attachments(const ReportDocument &document, const ReplayPlan &replayPlan)
{
    ExportAttachments a;
    a.replayPlan = replayPlan;
    if (!document.oracle.isEmpty())
        a.sections.append({ document.oracle.toMarkdown(), document.oracle.toHtml(), QStringLiteral("oracle"),
                            document.oracle.toExportJson() });
    return a;
}

QString DocumentExporter::toMarkdown(const QualityReport &assessment, const ReportDocument &document,
                                     const ReplayPlan &replayPlan)
{
    return ReportExporter::toMarkdown(assessment, attachments(document, replayPlan));
}

QString DocumentExporter::toHtml(const QualityReport &assessment, const ReportDocument &document,
                                 const ReportExporter::ThumbnailProvider &thumbnails, const ReplayPlan &replayPlan)
{
    return ReportExporter::toHtml(assessment, thumbnails, attachments(document, replayPlan));
}

QJsonObject DocumentExporter::toJsonObject(const QualityReport &assessment, const ReportDocument &document,
                                           const ReplayPlan &replayPlan)
{
    return ReportExporter::toJsonObject(assessment, attachments(document, replayPlan));
}

QByteArray DocumentExporter::toJson(const QualityReport &assessment, const ReportDocument &document,
                                    const ReplayPlan &replayPlan)
{
    return ReportExporter::toJson(assessment, attachments(document, replayPlan));
}

} // namespace StepWise
