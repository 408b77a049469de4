// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysisworker.h"

#include <QObject>
#include <QPointer>
#include <QThread>
#include <QTimer>

namespace StepWise {

/*!
 * GUI-side half of the live analysis (as Hotspot does it: a debounce timer and job ids).
 *
 * Owns the worker thread. Every change of the inputs (text, app version, pinned choices) bumps the
 * generation, which marks in-flight work stale at once; the text change also restarts a single-shot
 * debounce timer, so a typing burst yields one request. Results are applied (resultReady) only when
 * their generation is the current one; older ones are dropped (staleResultDropped).
 *
 * Destruction stops the thread cleanly: quit(), wait(); the worker (and its SQLite connection) is
 * deleted on its own thread via QThread::finished → deleteLater.
 */
class AnalysisController : public QObject
{
    Q_OBJECT
public:
    /*! Starts the worker thread at once; the factories run on it (see AnalysisWorker). */
    AnalysisController(AnalysisWorker::StoreFactory storeFactory, AnalysisWorker::AssessFactory assessFactory,
                       QObject *parent = nullptr);
    ~AnalysisController() override;

    /*! Pause after the last keystroke before analysing, in ms (default 300). */
    int debounceInterval() const { return m_debounce.interval(); }
    void setDebounceInterval(int ms) { m_debounce.setInterval(ms); }

    QString text() const { return m_text; }
    /*! New report text: bumps the generation and restarts the debounce timer. No-op when unchanged. */
    void setText(const QString &text);
    QString appVersion() const { return m_appVersion; }
    /*! Model to assess against; analyses at once. No-op when unchanged. */
    void setAppVersion(const QString &appVersion);
    QHash<QString, QString> pinnedInteractions() const { return m_pins; }
    /*! Reporter's choices for ambiguous steps; analyses at once. */
    void setPinnedInteractions(const QHash<QString, QString> &pins);
    QSet<QString> acceptedSteps() const { return m_accepted; }
    /*! Steps the reporter inserted by accepting suggestions (QualityAssessor::Options::acceptedSteps, keyed by
     *  QualityAssessor::acceptedKey()); analyses at once. */
    void setAcceptedSteps(const QSet<QString> &accepted);

    /*! Sends a request for the current inputs now (stops the debounce timer). Does nothing without
     *  an app version. \returns the request's generation, 0 when none was sent. */
    quint64 analyzeNow();
    /*! Something the worker uses besides the inputs changed (e.g. the language backend): marks
     *  in-flight work stale and analyses at once. \returns the request's generation, 0 when none was sent. */
    quint64 reanalyze();
    /*! Generation of the current inputs; a result is applied only when it carries this one. */
    quint64 generation() const { return m_generation; }
    /*! Requests sent to the worker so far (one per typing burst). */
    int requestsSent() const { return m_requestsSent; }
    /*! True from sending a request until its result (or a failure) arrives. */
    bool isBusy() const { return m_pendingGeneration != 0; }
    QStringList appVersions() const { return m_appVersions; }
    /*! The latest applied result (invalid before the first one). */
    const AnalysisResult &lastResult() const { return m_lastResult; }

    /*! After an import: forget the cached model of \a appVersion (empty = all), re-list the store,
     *  and re-analyse when it is the current model. */
    void modelsChanged(const QString &appVersion = {});
    /*! Asks the worker for the PNG of a screen; answered by screenshotReady. */
    void requestScreenshot(const QString &appVersion, const QString &screenId);

Q_SIGNALS:
    /*! A result for the current inputs (also when result.error is set). */
    void resultReady(const StepWise::AnalysisResult &result);
    /*! A result arrived after its inputs changed and was dropped. */
    void staleResultDropped(quint64 generation);
    /*! A request was sent to the worker. */
    void requestSent(quint64 generation);
    /*! What the worker is doing (translated). */
    void statusChanged(const QString &status);
    void appVersionsChanged(const QStringList &appVersions);
    void screenshotReady(const QString &appVersion, const QString &screenId, const QByteArray &png);
    /*! The store failed (translated message naming it). */
    void failed(const QString &message);

private:
    void bumpGeneration();
    void onResult(const AnalysisResult &result);

    QThread m_thread;
    QPointer<AnalysisWorker> m_worker;
    std::shared_ptr<std::atomic<quint64>> m_latest = std::make_shared<std::atomic<quint64>>(0);
    QTimer m_debounce;
    QString m_text;
    QString m_appVersion;
    QHash<QString, QString> m_pins;
    QSet<QString> m_accepted;
    QStringList m_appVersions;
    quint64 m_generation = 0;
    quint64 m_pendingGeneration = 0;
    int m_requestsSent = 0;
    AnalysisResult m_lastResult;
};

} // namespace StepWise
