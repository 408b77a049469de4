// SPDX-License-Identifier: GPL-3.0-or-later
#include "deviceprofile.h"

#include <QRegularExpression>

namespace StepWise {

QSize DeviceProfile::screenSize() const
{
    return orientation == Orientation::Portrait ? QSize(width, height) : QSize(height, width);
}

std::optional<DeviceProfile> DeviceProfile::parse(const QString &text, QString *error)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d+)\\s*x\\s*(\\d+)\\s*(?:@\\s*(\\d+))?\\s*(?::\\s*(\\w+))?\\s*$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch()) {
        *error = QStringLiteral("'%1' is not a device profile; expected WIDTHxHEIGHT[@DPI][:portrait|landscape]").arg(text);
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
        *error = QStringLiteral("unknown orientation '%1' in '%2' (portrait or landscape)").arg(m.captured(4), text);
        return std::nullopt;
    }
    if (!p.isValid() || p.width > 20000 || p.height > 20000 || p.dpi > 2000) {
        *error = QStringLiteral("'%1' is not a plausible screen").arg(text);
        return std::nullopt;
    }
    p.name = text.trimmed();
    return p;
}

} // namespace StepWise
