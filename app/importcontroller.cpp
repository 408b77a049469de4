// SPDX-License-Identifier: GPL-3.0-or-later
#include "importcontroller.h"

#include "analysis/importjob.h"
#include "percent.h"
#include "settings.h"
#include "trace/archiveextractor.h"

#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QUrl>

#include <algorithm>

namespace StepWise {

ImportController::ImportController(const QString &databasePath, Settings *settings, QWidget *window,
                                   QStatusBar *statusBar)
    : QObject(window)
    , m_settings(settings)
    , m_window(window)
    , m_statusBar(statusBar)
    , m_job(new ImportJob(databasePath, this))
    , m_progress(new QProgressBar)
    , m_cancel(new QPushButton(tr("Cancel import")))
{
    connect(m_job, &ImportJob::progress, this, &ImportController::onProgress);
    connect(m_job, &ImportJob::finished, this, [this](const ImportResult &result) {
        m_progress->hide();
        m_cancel->hide();
        // Only what holds a model is worth opening again: an input that failed as a whole is left out.
        if (!result.imported.isEmpty() || !result.unchanged.isEmpty()) {
            for (const QString &p : std::as_const(m_importing)) {
                if (std::none_of(result.failures.cbegin(), result.failures.cend(),
                                 [&p](const auto &failure) { return failure.first == p; }))
                    m_settings->addRecentModel(p);
            }
        }
        m_importing.clear();
        Q_EMIT finished(result);
    });
    m_progress->setObjectName(QStringLiteral("importProgress"));
    m_progress->setFormat(Percent::progressBarFormat());
    m_progress->setMaximumWidth(200);
    m_progress->hide();
    m_cancel->setObjectName(QStringLiteral("importCancel"));
    m_cancel->setToolTip(tr("Stop the import (Esc); models already stored are kept"));
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, this, &ImportController::cancel);
    statusBar->addPermanentWidget(m_progress);
    statusBar->addPermanentWidget(m_cancel);
}

ImportController::~ImportController()
{
    // ImportJob's destructor cancels and waits; done first, so no result reaches a window going away.
    delete m_job;
}

QString ImportController::databasePath() const
{
    return m_job->databasePath();
}

bool ImportController::isModelPath(const QString &path)
{
    const QFileInfo fi(path);
    const QString name = fi.fileName().toLower();
    return fi.isDir() || name.endsWith(QStringLiteral("-graph.txt")) || name.endsWith(QStringLiteral(".xml"))
        || name.endsWith(QStringLiteral(".json")) || ArchiveExtractor::isArchiveName(path);
}

QStringList ImportController::modelPaths(const QMimeData *data)
{
    QStringList paths;
    if (!data->hasUrls())
        return paths;
    for (const QUrl &url : data->urls()) {
        if (url.isLocalFile() && isModelPath(url.toLocalFile()))
            paths << url.toLocalFile();
    }
    return paths;
}

void ImportController::importPaths(const QStringList &paths)
{
    if (m_job->isRunning()) {
        m_statusBar->showMessage(tr("An import is already running."), 5000);
        return;
    }
    m_importing = paths;
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->show();
    m_statusBar->showMessage(tr("Importing %1…").arg(paths.join(QStringLiteral(", "))));
    m_job->start(paths);
}

void ImportController::cancel()
{
    m_job->cancel();
}

void ImportController::onProgress(int done, int total, const QString &current)
{
    m_progress->setRange(0, std::max(1, total));
    m_progress->setValue(done);
    if (!current.isEmpty())
        m_statusBar->showMessage(tr("Importing %1…").arg(QDir::toNativeSeparators(current)));
}

void ImportController::openModelDialog()
{
    QFileDialog dialog(m_window, tr("Open execution model (a *-graph.txt file, a trace or dump, or an archive)"));
    dialog.setFileMode(QFileDialog::ExistingFiles);
    dialog.setNameFilters(
        { tr("Models and recordings (*-graph.txt *.xml *.json *.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz)"),
          tr("Graph dumps (*-graph.txt)"), tr("All files (*)") });
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    importPaths(dialog.selectedFiles());
}

void ImportController::openModelFolderDialog()
{
    // A file dialog cannot pick both files and folders (natively): folders get their own action.
    const QString dir = QFileDialog::getExistingDirectory(
        m_window, tr("Open execution model folder (graph dumps, a trace or a sequence of dumps)"));
    if (!dir.isEmpty())
        importPaths({ dir });
}

void ImportController::setRecentMenu(QMenu *menu)
{
    m_recentMenu = menu;
    connect(m_settings, &Settings::recentModelsChanged, this, &ImportController::rebuildRecentMenu);
    rebuildRecentMenu();
}

void ImportController::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = m_settings->recentModels();
    for (const QString &p : recent) {
        QAction *a = m_recentMenu->addAction(QDir::toNativeSeparators(p));
        connect(a, &QAction::triggered, this, [this, p] { importPaths({ p }); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

} // namespace StepWise
