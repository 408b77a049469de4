// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "executionmodel.h"
#include "modelmerge.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace StepWise {

/*!
 * Persistent storage of execution models, one per app version (AstroBR §III-C).
 *
 * The seam between the engine and its storage: SqliteGraphStore is the default backend; tests and
 * a future server backend implement the same interface. Implementations are used from one thread
 * (the one that opened them); open another instance per thread.
 *
 * Errors: every fallible call returns false / std::nullopt / empty and sets lastError() to a
 * message naming what failed (file, app version, SQL error). A failed call never changes what is
 * stored.
 */
class GraphStore
{
public:
    virtual ~GraphStore() = default;

    /*! The app versions stored, sorted. */
    virtual QStringList appVersions() const = 0;

    /*! Loads the whole model of \a appVersion (screens, interactions, no screenshot bytes),
     *  reindexed. std::nullopt when unknown or unreadable. */
    virtual std::optional<ExecutionModel> load(const QString &appVersion) const = 0;

    /*!
     * Stores \a model, replacing any model of the same app version, in one transaction.
     * \a screenshots maps Screen::screenshotFile names to PNG bytes; screens whose file is missing
     * from it keep the name but have no image. \returns false (nothing changed) on error.
     */
    virtual bool save(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots) = 0;

    /*!
     * Merges \a model into the stored model of its app version (mergeModels(): states by id, or by
     * \a sameScreen across devices; transitions deduplicated; recordings appended), or stores it
     * when the version is new. Load, merge and write happen in one transaction: on failure the
     * stored model is exactly as before. \a summary (optional) receives what changed; when
     * nothing changed nothing is written. The base implementation loads, merges and save()s.
     * \returns false (nothing changed) on error.
     */
    virtual bool merge(const ExecutionModel &model, const QHash<QString, QByteArray> &screenshots,
                       const SameScreenCheck &sameScreen, MergeSummary *summary)
    {
        ExecutionModel stored;
        QHash<QString, QByteArray> shots;
        if (appVersions().contains(model.appVersion)) {
            std::optional<ExecutionModel> loaded = load(model.appVersion);
            if (!loaded)
                return false;
            stored = std::move(*loaded);
            for (const Screen &s : std::as_const(stored.screens)) {
                if (!s.screenshotFile.isEmpty())
                    shots.insert(s.screenshotFile, screenshot(model.appVersion, s.id));
                for (const Rendering &r : s.renderings) {
                    if (!r.screenshotFile.isEmpty())
                        shots.insert(r.screenshotFile, renderingScreenshot(model.appVersion, s.id, r.deviceProfile));
                }
            }
        }
        const MergeSummary done = mergeModels(&stored, &shots, model, screenshots, sameScreen);
        if (summary)
            *summary = done;
        return !done.changed() || save(stored, shots);
    }

    /*! PNG bytes of the rendering of \a screenId recorded on \a deviceProfile (Screen::renderings);
     *  empty when none. */
    virtual QByteArray renderingScreenshot(const QString &appVersion, const QString &screenId,
                                           const QString &deviceProfile) const
    {
        Q_UNUSED(appVersion)
        Q_UNUSED(screenId)
        Q_UNUSED(deviceProfile)
        return {};
    }

    /*! Digests of every RecordingSource stored, mapped to the app version holding it. */
    virtual QHash<QString, QString> recordingDigests() const
    {
        QHash<QString, QString> out;
        for (const QString &version : appVersions()) {
            if (const std::optional<ExecutionModel> m = load(version)) {
                for (const RecordingSource &r : m->recordings)
                    out.insert(r.digest, version);
            }
        }
        return out;
    }

    /*! Removes \a appVersion. \returns false when unknown or on error. */
    virtual bool remove(const QString &appVersion) = 0;

    /*! PNG bytes of the screenshot of \a screenId in \a appVersion; empty when none was recorded. */
    virtual QByteArray screenshot(const QString &appVersion, const QString &screenId) const = 0;

    /*! Counts per app version, sorted by app version. */
    virtual QList<ModelStats> stats() const = 0;

    /*! Indexes (as in the loaded model's `interactions`) are not stable across calls, so the
     *  store-level queries speak in ids. Out-edges of \a screenId: interaction ids in stored order. */
    virtual QStringList outgoingInteractionIds(const QString &appVersion, const QString &screenId) const = 0;

    /*! Message of the last failure, empty after a success. */
    virtual QString lastError() const = 0;
};

} // namespace StepWise
