// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"

#include <QFuture>
#include <QHash>
#include <QImage>
#include <QObject>
#include <QSet>
#include <QSize>
#include <QTimer>

namespace StepWise {

/*!
 * Decoded screenshots of the current store, keyed by (app version, screen id).
 *
 * The PNG bytes come from the analysis worker (which owns the store connection); decoding runs on
 * the thread pool as QImage (QPixmap exists only on the GUI thread) and only the finished image reaches the GUI thread.
 * A screen with no recorded screenshot is remembered as such (hasNone()): from the model at once
 * (noteModel(): Start, End and every screen without Screen::screenshotFile), or when the store
 * answers with no bytes. Such screens are never requested.
 */
class ScreenshotCache : public QObject
{
    Q_OBJECT
public:
    explicit ScreenshotCache(QObject *parent = nullptr);
    /*! Waits for decodes still running: a continuation must not outlive its context object. */
    ~ScreenshotCache() override;

    /*! The image, null when not loaded yet or none was recorded; asks for it when unknown. */
    QImage image(const QString &appVersion, const QString &screenId);
    /*! The screenshot's size in px, read from the image header as soon as the bytes arrive (before the
     *  decode finishes: sizeKnown()); empty when not known yet or none was recorded; asks for it when unknown. */
    QSize size(const QString &appVersion, const QString &screenId);
    /*! True when the store has no screenshot for the screen. */
    bool hasNone(const QString &appVersion, const QString &screenId) const;
    /*! True when the screen's image is loaded or known to be absent. */
    bool isKnown(const QString &appVersion, const QString &screenId) const;

    /*! Marks every screen of \a model (app version \a appVersion) that records no screenshot file as
     *  "known, none", so nobody waits for a picture that cannot come. Keeps loaded images. */
    void noteModel(const QString &appVersion, const ExecutionModel &model);
    /*! Feeds PNG bytes from the store (empty = none recorded); decodes them in the background. */
    void addPng(const QString &appVersion, const QString &screenId, const QByteArray &png);
    /*! Forgets everything (after an import replaced a model). */
    void clear();

Q_SIGNALS:
    /*! The cache needs the PNG of a screen (wire to AnalysisController::requestScreenshot). */
    void loadRequested(const QString &appVersion, const QString &screenId);
    /*! A screen's image became known (possibly as "none recorded"). */
    void imageReady(const QString &appVersion, const QString &screenId);
    /*! Images became known: once per burst (BurstMs after the first of them), since screenshots arrive one per
     *  screen on the path and a long report's path strip has thousands of cards to redraw. */
    void imagesArrived();
    /*! A screen's size() became known; its image is still being decoded. */
    void sizeKnown(const QString &appVersion, const QString &screenId);

public:
    static constexpr int BurstMs = 30;

private:
    void noteArrival();
    static QString key(const QString &appVersion, const QString &screenId) { return appVersion + u'\x1f' + screenId; }

    QTimer m_burst;
    QHash<QString, QImage> m_images;
    QHash<QString, QSize> m_sizes; ///< from the image headers
    QSet<QString> m_none;
    QSet<QString> m_pending;
    quint64 m_epoch = 0;
    QList<QFuture<QImage>> m_decoding;
};

} // namespace StepWise
