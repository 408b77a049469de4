// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "quality/reportexporter.h"

#include <QByteArray>
#include <QImage>
#include <QSize>

namespace StepWise {

/*!
 * Scales a recorded screenshot for ReportExporter's HTML export, in app/ because the engine
 * has no QtGui. Shared by the GUI export and `stepwise-cli assess --format html`.
 *
 * \a bytes is an encoded image (PNG, JPEG, ... as recorded); the result fits within \a maxSize (px,
 * aspect ratio kept, never enlarged) and is a JPEG of quality 80 on a white background (screenshots are
 * opaque; JPEG keeps a 480 px screen near 30 kB where PNG needs several times that), or a PNG when
 * this Qt has no JPEG writer. \returns a null Thumbnail when \a bytes is empty or not a readable image.
 */
ReportExporter::Thumbnail screenshotThumbnail(const QByteArray &bytes, QSize maxSize);

/*! As above for an image already decoded (a wireframe, views/wireframe.h). A null Thumbnail when \a image is null. */
ReportExporter::Thumbnail screenshotThumbnail(QImage image, QSize maxSize);

} // namespace StepWise
