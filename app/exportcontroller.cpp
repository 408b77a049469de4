// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportcontroller.h"

#include "document/documentexporter.h"
#include "quality/reproductionplan.h"
#include "replaypanel.h"
#include "reportexport.h"
#include "reportproblems.h"
#include "settings.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStatusBar>

namespace StepWise {

ExportController::ExportController(Source source, const QString &databasePath, ReplayPanel *replay, Settings *settings,
                                   ReportProblems *problems, QWidget *window, QStatusBar *statusBar)
    : QObject(window)
    , m_source(std::move(source))
    , m_databasePath(databasePath)
    , m_replay(replay)
    , m_settings(settings)
    , m_problems(problems)
    , m_window(window)
    , m_statusBar(statusBar)
{
}

ReplayPlan ExportController::replayPlan() const
{
    // The replay dock's devices: exports end with the adb plan of the reproduction path once
    // the user chose a target device there; an untouched default is no request for a replay section.
    const AnalysisResult &result = m_source.result();
    if (!result.isValid() || !m_replay->targetChosen())
        return {};
    return ReproductionPlan::plan(result.report, *result.model, m_replay->sourceProfile(), m_replay->targetProfile());
}

bool ExportController::exportReport(const QString &path, const QString &format)
{
    const AnalysisResult &result = m_source.result();
    if (result.generation == 0 || !result.error.isEmpty()) {
        m_statusBar->showMessage(tr("Nothing to export yet: no analysis result."), 5000);
        return false;
    }
    const std::optional<QByteArray> bytes = exportedReport(result.report, m_source.document(), replayPlan(), format,
                                                           result, m_databasePath, m_source.wireframeScreen);
    if (!bytes)
        return false;
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(*bytes) < 0 || !f.commit()) {
        m_problems->show(tr("Export failed"),
                         tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), f.errorString()), {});
        return false;
    }
    m_settings->setLastExportFolder(QFileInfo(path).absolutePath());
    m_statusBar->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

QString ExportController::startFolder() const
{
    // Never the process's working folder: for a window started from a menu that is some system folder.
    const QString last = m_settings->lastExportFolder();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString report = m_source.document().documentPath;
    if (!report.isEmpty() && QFileInfo(report).absoluteDir().exists())
        return QFileInfo(report).absolutePath();
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void ExportController::exportDialog()
{
    QString filter;
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export quality report"), startFolder(),
                                                      tr("Markdown (*.md);;HTML (*.html);;JSON (*.json)"), &filter);
    if (path.isEmpty())
        return;
    QString format = QFileInfo(path).suffix().toLower();
    if (format != u"md" && format != u"html" && format != u"json")
        format = filter.contains(u"HTML") ? QStringLiteral("html")
            : filter.contains(u"JSON")    ? QStringLiteral("json")
                                          : QStringLiteral("md");
    exportReport(path, format);
}

void ExportController::copyMarkdown()
{
    const AnalysisResult &result = m_source.result();
    if (result.generation == 0)
        return;
    QApplication::clipboard()->setText(DocumentExporter::toMarkdown(result.report, m_source.document(), replayPlan()));
    m_statusBar->showMessage(tr("Markdown copied to the clipboard."), 5000);
}

void ExportController::openTrackerIssue(const QString &kind)
{
    QString repo = m_settings->trackerUrl(kind);
    bool ok = true;
    repo = QInputDialog::getText(m_window, tr("New issue"),
                                 kind == u"github" ? tr("GitHub repository URL (https://github.com/OWNER/REPO):")
                                                   : tr("GitLab project URL (https://gitlab.com/GROUP/PROJECT):"),
                                 QLineEdit::Normal, repo, &ok)
               .trimmed();
    if (!ok || repo.isEmpty())
        return;
    while (repo.endsWith(u'/'))
        repo.chop(1);
    m_settings->setTrackerUrl(kind, repo);
    const AnalysisResult &result = m_source.result();
    const ReportDocument document = m_source.document();
    const QString markdown = result.generation ? DocumentExporter::toMarkdown(result.report, document, replayPlan())
                                               : document.text + document.oracle.toMarkdown();
    const QString title = document.text.section(u'\n', 0, 0).trimmed();
    bool bodyLeftOut = false;
    const QUrl url = newIssueUrl(kind, repo, title, markdown, &bodyLeftOut);
    if (bodyLeftOut) {
        QApplication::clipboard()->setText(markdown);
        m_statusBar->showMessage(
            tr("The report is too long for a link: it is on the clipboard, paste it into the issue."), 10000);
    }
    QDesktopServices::openUrl(url);
}

} // namespace StepWise
