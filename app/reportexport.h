// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysisrequest.h"
#include "document/reportdocument.h"
#include "graph/executionmodel.h"
#include "quality/qualityreport.h"

#include <QByteArray>
#include <QString>
#include <QUrl>

#include <functional>
#include <optional>

namespace StepWise {

/*!
 * The window's File > Export… in \a format ("md", "html" or "json"): DocumentExporter over \a report (the
 * assessment of \a result), \a document and \a replayPlan (the replay target's, when one was asked for). HTML shows
 * each step's screen as the window does (Start by the screen the app opens on), from the screenshots in the store at \a
 * databasePath (opened read-only, a connection of the calling thread), else as the wireframe of \a wireframeScreen(id).
 * \returns std::nullopt for another format.
 */
std::optional<QByteArray> exportedReport(const QualityReport &report, const ReportDocument &document,
                                         const ReplayPlan &replayPlan, const QString &format,
                                         const AnalysisResult &result, const QString &databasePath,
                                         const std::function<Screen(const QString &)> &wireframeScreen);

/*!
 * The address of a new issue in the GitHub repository or GitLab project at \a repo (\a tracker "github" or
 * "gitlab"), with \a title and \a body filled in. Browsers and trackers reject much longer addresses: past
 * MaxIssueUrlLength the body is left out and \a bodyLeftOut set, so the caller hands it over another way.
 */
QUrl newIssueUrl(const QString &tracker, const QString &repo, const QString &title, const QString &body,
                 bool *bodyLeftOut);

/*! The longest new-issue address newIssueUrl() fills the body into (bytes, encoded). */
constexpr int MaxIssueUrlLength = 8000;

} // namespace StepWise
