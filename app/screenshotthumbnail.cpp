// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenshotthumbnail.h"

#include <QBuffer>
#include <QImage>
#include <QImageWriter>
#include <QPainter>

namespace StepWise {

ReportExporter::Thumbnail screenshotThumbnail(const QByteArray &bytes, QSize maxSize)
{
    return screenshotThumbnail(QImage::fromData(bytes), maxSize);
}

ReportExporter::Thumbnail screenshotThumbnail(QImage image, QSize maxSize)
{
    ReportExporter::Thumbnail t;
    if (image.isNull() || maxSize.isEmpty())
        return t;
    if (image.width() > maxSize.width() || image.height() > maxSize.height())
        image = image.scaled(maxSize, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    static const bool jpeg = QImageWriter::supportedImageFormats().contains("jpeg");
    QImage opaque(image.size(), QImage::Format_RGB32);
    opaque.fill(Qt::white);
    {
        QPainter p(&opaque);
        p.drawImage(0, 0, image);
    }
    QBuffer buffer(&t.bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!opaque.save(&buffer, jpeg ? "JPEG" : "PNG", jpeg ? 80 : -1)) {
        t.bytes.clear();
        return t;
    }
    t.mimeType = jpeg ? QByteArrayLiteral("image/jpeg") : QByteArrayLiteral("image/png");
    t.size = opaque.size();
    return t;
}

} // namespace StepWise
