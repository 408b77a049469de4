// SPDX-License-Identifier: GPL-3.0-or-later
#include "deviceprofile.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace StepWise {

namespace {
// The GUI shows parse errors in its language; stepwise-cli keeps the English source text.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::DeviceProfile)
};
} // namespace

QSize DeviceProfile::screenSize() const
{
    return orientation == Orientation::Portrait ? QSize(width, height) : QSize(height, width);
}

std::optional<DeviceProfile> DeviceProfile::parse(const QString &text, QString *error)
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*(\\d+)\\s*x\\s*(\\d+)\\s*(?:@\\s*(\\d+))?\\s*(?::\\s*(\\w+))?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch()) {
        //: %1 what was entered; portrait and landscape are typed as they are
        *error = Tr::tr("'%1' is not a device profile; expected WIDTHxHEIGHT[@DPI][:portrait|landscape]").arg(text);
        return std::nullopt;
    }
    DeviceProfile p;
    const int a = m.captured(1).toInt(), b = m.captured(2).toInt();
    p.width = std::min(a, b);
    p.height = std::max(a, b);
    p.dpi = m.captured(3).isEmpty() ? 160 : m.captured(3).toInt();
    const QString o = m.captured(4).toLower();
    if (o.isEmpty())
        p.orientation = a > b ? Orientation::Landscape : Orientation::Portrait;
    else if (o == u"landscape" || o == u"land")
        p.orientation = Orientation::Landscape;
    else if (o == u"portrait" || o == u"port")
        p.orientation = Orientation::Portrait;
    else {
        //: keep "portrait" and "landscape": they are the words to type
        *error = Tr::tr("unknown orientation '%1' in '%2'; use portrait or landscape").arg(m.captured(4), text);
        return std::nullopt;
    }
    if (!p.isValid() || p.width > 20000 || p.height > 20000 || p.dpi > 2000) {
        *error = Tr::tr("'%1' is not a plausible screen: width and height must be 1 to 20000 px and the density 1 to "
                        "2000 dpi")
                     .arg(text);
        return std::nullopt;
    }
    p.name = text.trimmed();
    return p;
}

namespace {

struct Preset {
    const char16_t *key;
    const char16_t *spec;
    const char *name; ///< translated when a profile is made (Tr), so the GUI shows it in its language
};

// Common device classes; the GUI's replay panel offers the same sizes. Keys and specs are typed, never translated.
constexpr Preset Presets[] = {
    { u"phone", u"1080x2400@420", QT_TRANSLATE_NOOP("StepWise::DeviceProfile", "Phone (1080×2400, 420 dpi)") },
    { u"phone-landscape", u"1080x2400@420:landscape",
      QT_TRANSLATE_NOOP("StepWise::DeviceProfile", "Phone, landscape (2400×1080, 420 dpi)") },
    { u"small-phone", u"720x1280@320",
      QT_TRANSLATE_NOOP("StepWise::DeviceProfile", "Small phone (720×1280, 320 dpi)") },
    { u"tablet", u"1800x2560@320",
      QT_TRANSLATE_NOOP("StepWise::DeviceProfile", "Tablet, portrait (Pixel C, 1800×2560, 320 dpi)") },
    { u"tablet-landscape", u"2560x1800@320:landscape",
      QT_TRANSLATE_NOOP("StepWise::DeviceProfile", "Tablet, landscape (Pixel C, 2560×1800, 320 dpi)") },
};

} // namespace

QStringList DeviceProfile::presetKeys()
{
    QStringList keys;
    for (const Preset &p : Presets)
        keys.append(QString::fromUtf16(p.key));
    return keys;
}

std::optional<DeviceProfile> DeviceProfile::fromPresetOrSpec(const QString &text, QString *error)
{
    const QString key = text.trimmed().toLower();
    for (const Preset &p : Presets) {
        if (key == QStringView(p.key)) {
            std::optional<DeviceProfile> profile = parse(QString::fromUtf16(p.spec), error);
            profile->name = Tr::tr(p.name);
            return profile;
        }
    }
    std::optional<DeviceProfile> profile = parse(text, error);
    if (!profile)
        //: appended to a parse error; %1 the preset names (phone, tablet, ...), typed as they are
        *error += Tr::tr(" (or give one of the presets %1)").arg(presetKeys().join(u", "));
    return profile;
}

DeviceProfile DeviceProfile::defaultRecording()
{
    QString unused; // the spec is a constant that parses
    return *parse(QString(DefaultRecordingSpec), &unused);
}

} // namespace StepWise
