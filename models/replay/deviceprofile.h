// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

namespace StepWise {

/*! A device screen for replay planning: natural size in px, density, orientation. */
struct DeviceProfile {
    enum class Orientation { Portrait, Landscape };

    QString name; ///< e.g. "Pixel C"
    int width = 0; ///< px in portrait (the shorter side)
    int height = 0; ///< px in portrait (the longer side)
    int dpi = 160; ///< density; 160 = 1 px per dp
    Orientation orientation = Orientation::Portrait;

    /*! The screen in the current orientation, px. */
    QSize screenSize() const;
    /*! Device-independent pixels per px: 160 / dpi. */
    double dpPerPx() const { return dpi > 0 ? 160.0 / dpi : 1.0; }
    bool isValid() const { return width > 0 && height > 0 && dpi > 0; }

    /*! Parses "1440x2560@560" or "1440x2560@560:landscape" (also "land"/"port"); width and height may
     *  come in either order. \returns std::nullopt with \a error on malformed text. */
    static std::optional<DeviceProfile> parse(const QString &text, QString *error);

    /*! Keys of the common device classes fromPresetOrSpec() knows, e.g. "phone", "tablet-landscape". */
    static QStringList presetKeys();
    /*! The preset \a text names, its name a readable label ("Tablet, landscape (Pixel C, 2560×1800, 320 dpi)",
     *  translated when a translator is installed);
     *  else parse() of \a text as WIDTHxHEIGHT[@DPI][:orientation]. \returns std::nullopt with \a error
     *  also listing the preset keys. */
    static std::optional<DeviceProfile> fromPresetOrSpec(const QString &text, QString *error);

    /*! The recording device assumed when neither the user, the model, its screenshots nor its view hierarchies'
     *  bounds say which it was (the Pixel XL class, 1440×2560 px at 560 dpi), as WIDTHxHEIGHT@DPI: the replay dock's
     * initial "Recorded on" and the last step of ReproductionPlan::recordingDevice(). */
    static constexpr QLatin1StringView DefaultRecordingSpec { "1440x2560@560" };
    /*! DefaultRecordingSpec parsed; its name is the spec. */
    static DeviceProfile defaultRecording();
};

} // namespace StepWise
