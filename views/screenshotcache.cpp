// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenshotcache.h"

#include "common/whenfinished.h"

#include <QBuffer>
#include <QImageReader>
#include <QtConcurrent/QtConcurrentRun>

namespace StepWise {

ScreenshotCache::ScreenshotCache(QObject *parent)
    : QObject(parent)
{
    m_burst.setSingleShot(true);
    m_burst.setInterval(BurstMs);
    connect(&m_burst, &QTimer::timeout, this, &ScreenshotCache::imagesArrived);
}

void ScreenshotCache::noteArrival()
{
    if (!m_burst.isActive())
        m_burst.start();
}

QImage ScreenshotCache::image(const QString &appVersion, const QString &screenId)
{
    if (appVersion.isEmpty() || screenId.isEmpty())
        return {};
    const QString k = key(appVersion, screenId);
    const auto it = m_images.constFind(k);
    if (it != m_images.cend())
        return *it;
    if (!m_none.contains(k) && !m_pending.contains(k)) {
        m_pending.insert(k);
        Q_EMIT loadRequested(appVersion, screenId);
    }
    return {};
}

QSize ScreenshotCache::size(const QString &appVersion, const QString &screenId)
{
    if (const auto it = m_sizes.constFind(key(appVersion, screenId)); it != m_sizes.cend())
        return *it;
    return image(appVersion, screenId).size();
}

bool ScreenshotCache::hasNone(const QString &appVersion, const QString &screenId) const
{
    return m_none.contains(key(appVersion, screenId));
}

bool ScreenshotCache::isKnown(const QString &appVersion, const QString &screenId) const
{
    const QString k = key(appVersion, screenId);
    return m_images.contains(k) || m_none.contains(k);
}

void ScreenshotCache::noteModel(const QString &appVersion, const ExecutionModel &model)
{
    for (const Screen &s : model.screens) {
        if (!s.screenshotFile.isEmpty())
            continue;
        const QString k = key(appVersion, s.id);
        m_pending.remove(k);
        m_none.insert(k);
    }
}

ScreenshotCache::~ScreenshotCache()
{
    // The decodes only: their watchers are children of this object and go with it.
    for (QFuture<QImage> &f : m_decoding)
        f.waitForFinished();
}

void ScreenshotCache::addPng(const QString &appVersion, const QString &screenId, const QByteArray &png)
{
    const QString k = key(appVersion, screenId);
    if (png.isEmpty()) {
        m_pending.remove(k);
        m_none.insert(k);
        Q_EMIT imageReady(appVersion, screenId);
        noteArrival();
        return;
    }
    // The header alone gives the size at once, so what depends on it need not wait for the decode.
    QBuffer header;
    header.setData(png);
    if (const QSize size = QImageReader(&header, "PNG").size(); size.isValid()) {
        m_sizes.insert(k, size);
        Q_EMIT sizeKnown(appVersion, screenId);
    }
    const quint64 epoch = m_epoch;
    m_decoding.removeIf([](const QFuture<QImage> &f) { return f.isFinished(); });
    QFuture<QImage> decoding = QtConcurrent::run([png] { return QImage::fromData(png, "PNG"); });
    m_decoding << decoding;
    whenFinished(decoding, this, [this, epoch, k, appVersion, screenId](const QImage &img) {
        if (epoch != m_epoch)
            return; // cleared meanwhile: the bytes belong to a replaced model
        m_pending.remove(k);
        if (img.isNull()) {
            m_none.insert(k);
            m_sizes.remove(k); // a header that promised more than the bytes hold
        } else {
            m_images.insert(k, img);
        }
        Q_EMIT imageReady(appVersion, screenId);
        noteArrival();
    });
}

void ScreenshotCache::clear()
{
    ++m_epoch;
    m_images.clear();
    m_sizes.clear();
    m_none.clear();
    m_pending.clear();
}

} // namespace StepWise
