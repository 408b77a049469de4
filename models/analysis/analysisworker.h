// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysisrequest.h"
#include "graph/graphstore.h"
#include "language/languagebackend.h"
#include "quality/qualityassessor.h"

#include <QHash>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

namespace StepWise {

/*!
 * Runs the assessment (AstroBR §III) off the GUI thread, in a QObject moved to a QThread.
 *
 * A plain QObject moved to a QThread by AnalysisController. Its store and assessor are created in
 * start(), which the controller connects to QThread::started, so the SQLite connection belongs to
 * the worker thread; they are destroyed with the worker (QThread::finished → deleteLater), on that
 * thread too. Loaded models are cached per app version until invalidate().
 *
 * Between steps the worker compares the request's generation with the latest one the controller
 * published (the shared atomic); a superseded request is skipped or cancelled. Results carry their
 * generation; the controller applies only the current one.
 */
class AnalysisWorker : public QObject
{
    Q_OBJECT
public:
    /*! Creates and opens the store; called once, on the worker thread. Returns null and sets
     *  \a error (naming the database) on failure; every analysis then fails with that message. */
    using StoreFactory = std::function<std::unique_ptr<GraphStore>(QString *error)>;
    /*! Assesses \a text against \a model with the reporter's choices in \a options (pinned interactions, accepted
     *  steps). */
    using Assess = std::function<QualityReport(const QString &text, const ExecutionModel &model,
                                               const QualityAssessor::Options &options, const CancelCheck &canceled)>;
    /*! Creates the assess function (with its own language backend); called once, on the worker thread. */
    using AssessFactory = std::function<Assess()>;

    /*! \a latestGeneration is written by the controller (GUI thread) and read here. */
    AnalysisWorker(StoreFactory storeFactory, AssessFactory assessFactory,
                   std::shared_ptr<std::atomic<quint64>> latestGeneration);
    ~AnalysisWorker() override;

    /*! Number of assessments actually run (not skipped as stale); for tests and the status bar. */
    int assessmentsRun() const { return m_assessmentsRun.load(); }

public Q_SLOTS:
    /*! Creates the store and the assessor. Connected to QThread::started. Emits appVersionsChanged. */
    void start();
    /*! Analyses \a request unless it is already superseded. Emits resultReady (or nothing when the
     *  request was superseded before or during the assessment); when the model cannot be loaded
     *  the result carries the store's error with AnalysisResult::storeProblem set. */
    void analyze(const StepWise::AnalysisRequest &request);
    /*! Re-reads the app versions of the store and emits appVersionsChanged (after failed when the
     *  store cannot be read, e.g. because it is damaged). */
    void refreshAppVersions();
    /*! Forgets the cached model of \a appVersion (after an import replaced it); empty = all. */
    void invalidate(const QString &appVersion);
    /*! Loads the PNG of \a screenId and emits screenshotLoaded (empty bytes when none recorded). */
    void loadScreenshot(const QString &appVersion, const QString &screenId);

Q_SIGNALS:
    void resultReady(const StepWise::AnalysisResult &result);
    /*! What the worker is doing, translated, for the status bar ("Loading model …", "Assessing …", "Idle"). */
    void statusChanged(const QString &status);
    void appVersionsChanged(const QStringList &appVersions);
    void screenshotLoaded(const QString &appVersion, const QString &screenId, const QByteArray &png);
    /*! The store could not be opened or read; translated message naming the database. */
    void failed(const QString &message);

private:
    std::shared_ptr<const ExecutionModel> model(const QString &appVersion, QString *error);
    bool isStale(quint64 generation) const;

    StoreFactory m_storeFactory;
    AssessFactory m_assessFactory;
    std::shared_ptr<std::atomic<quint64>> m_latest;
    std::unique_ptr<GraphStore> m_store;
    QString m_storeError;
    Assess m_assess;
    QHash<QString, std::shared_ptr<const ExecutionModel>> m_models;
    std::atomic<int> m_assessmentsRun { 0 };
};

} // namespace StepWise
