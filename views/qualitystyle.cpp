// SPDX-License-Identifier: GPL-3.0-or-later
#include "qualitystyle.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPixmap>

namespace StepWise::QualityStyle {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("StepWise::QualityStyle", text);
}
} // namespace

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

QColor color(std::optional<StepQuality> quality, const QPalette &palette)
{
    return quality ? color(*quality, palette) : palette.color(QPalette::PlaceholderText);
}

QColor color(StepQuality quality, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (quality) {
    case StepQuality::Correct:
        return dark ? QColor(0x66, 0xbb, 0x6a) : QColor(0x2e, 0x7d, 0x32);
    case StepQuality::Ambiguous:
        return dark ? QColor(0xff, 0xb7, 0x4d) : QColor(0xe6, 0x51, 0x00);
    case StepQuality::VocabularyMismatch:
        return dark ? QColor(0xef, 0x53, 0x50) : QColor(0xc6, 0x28, 0x28);
    case StepQuality::MissingSteps:
        return dark ? QColor(0x64, 0xb5, 0xf6) : QColor(0x15, 0x65, 0xc0);
    }
    return palette.color(QPalette::Text);
}

QColor failingTestColor(const QPalette &palette)
{
    return color(StepQuality::VocabularyMismatch, palette);
}

QString name(StepQuality quality)
{
    switch (quality) {
    case StepQuality::Correct:
        return tr("Correct");
    case StepQuality::Ambiguous:
        return tr("Ambiguous");
    case StepQuality::VocabularyMismatch:
        return tr("Vocabulary mismatch");
    case StepQuality::MissingSteps:
        return tr("Missing steps");
    }
    return {};
}

QString description(StepQuality quality)
{
    switch (quality) {
    case StepQuality::Correct:
        return tr("The step matches exactly one interaction of the app.");
    case StepQuality::Ambiguous:
        return tr("The step matches several interactions on the same screen; be more specific.");
    case StepQuality::VocabularyMismatch:
        return tr("No interaction of the app matches the step's words.");
    case StepQuality::MissingSteps:
        return tr("Steps are missing before this one; see the suggestions.");
    }
    return {};
}

QIcon icon(StepQuality quality, int size)
{
    QPixmap pm(size, size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color(quality));
    p.drawEllipse(QRectF(1, 1, size - 2, size - 2));
    return QIcon(pm);
}

} // namespace StepWise::QualityStyle
