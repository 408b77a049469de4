// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportexport.h"

#include "document/documentexporter.h"
#include "document/shownscreen.h"
#include "graph/sqlgraphstore.h"
#include "screenshotthumbnail.h"
#include "wireframe.h"

#include <QUrlQuery>
#include <QUuid>

namespace StepWise {

std::optional<QByteArray> exportedReport(const QualityReport &report, const ReportDocument &document,
                                         const ReplayPlan &replayPlan, const QString &format,
                                         const AnalysisResult &result, const QString &databasePath,
                                         const std::function<Screen(const QString &)> &wireframeScreen)
{
    if (format == u"md")
        return DocumentExporter::toMarkdown(report, document, replayPlan).toUtf8();
    if (format == u"json")
        return DocumentExporter::toJson(report, document, replayPlan);
    if (format != u"html")
        return std::nullopt;
    // A short-lived connection of this thread, removed when the store goes out of scope.
    const std::shared_ptr<SqlGraphStore> store = SqlGraphStore::create(
        databasePath, QStringLiteral("export-") + QUuid::createUuid().toString(QUuid::WithoutBraces));
    const bool open = store->open(SqlGraphStore::Access::ReadOnly);
    const QString version = result.appVersion;
    // The screens the window shows: Start by the screen the app opens on, a screen without a
    // screenshot by its wireframe.
    return DocumentExporter::toHtml(
               report, document,
               [&](const QString &screenId, QSize maxSize) {
                   const QString shown = result.model ? shownScreen(*result.model, screenId) : screenId;
                   ReportExporter::Thumbnail t
                       = screenshotThumbnail(open ? store->screenshot(version, shown) : QByteArray(), maxSize);
                   if (t.isNull())
                       t = screenshotThumbnail(Wireframe::render(wireframeScreen(shown), maxSize.width()), maxSize);
                   return t;
               },
               replayPlan)
        .toUtf8();
}

QUrl newIssueUrl(const QString &tracker, const QString &repo, const QString &title, const QString &body,
                 bool *bodyLeftOut)
{
    const bool github = tracker == u"github";
    QUrl url(repo + (github ? QStringLiteral("/issues/new") : QStringLiteral("/-/issues/new")));
    QUrlQuery query;
    query.addQueryItem(github ? QStringLiteral("title") : QStringLiteral("issue[title]"), title);
    QUrlQuery withBody = query;
    withBody.addQueryItem(github ? QStringLiteral("body") : QStringLiteral("issue[description]"), body);
    url.setQuery(withBody);
    *bodyLeftOut = url.toEncoded().size() > MaxIssueUrlLength;
    if (*bodyLeftOut)
        url.setQuery(query);
    return url;
}

} // namespace StepWise
