// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentexporter.h"

#include <QJsonDocument>

namespace StepWise {

QString DocumentExporter::toMarkdown(const QualityReport &assessment, const ReportDocument &document)
{
    return ReportExporter::toMarkdown(assessment) + document.oracle.toMarkdown();
}

QString DocumentExporter::toHtml(const QualityReport &assessment, const ReportDocument &document,
                                 const ReportExporter::ThumbnailProvider &thumbnails)
{
    QString html = ReportExporter::toHtml(assessment, thumbnails);
    if (document.oracle.isEmpty())
        return html;
    // ReportExporter writes a whole page: the section goes last inside its body.
    const qsizetype end = html.lastIndexOf(QStringLiteral("</body>"));
    return html.insert(end < 0 ? html.size() : end, document.oracle.toHtml());
}

QJsonObject DocumentExporter::toJsonObject(const QualityReport &assessment, const ReportDocument &document)
{
    QJsonObject exported = ReportExporter::toJsonObject(assessment);
    if (!document.oracle.isEmpty())
        exported.insert(QStringLiteral("oracle"), document.oracle.toExportJson());
    return exported;
}

QByteArray DocumentExporter::toJson(const QualityReport &assessment, const ReportDocument &document)
{
    return QJsonDocument(toJsonObject(assessment, document)).toJson(QJsonDocument::Indented);
}

} // namespace StepWise
