// SPDX-License-Identifier: GPL-3.0-or-later
#include "replayevent.h"

namespace StepWise {

QString ReplayEvent::describe() const
{
    switch (kind) {
    case Kind::Tap:
        return QStringLiteral("tap %1,%2").arg(pos.x()).arg(pos.y());
    case Kind::LongTap:
        return QStringLiteral("long tap %1,%2").arg(pos.x()).arg(pos.y());
    case Kind::Swipe:
        return QStringLiteral("swipe %1,%2 → %3,%4 (%5 ms)").arg(pos.x()).arg(pos.y()).arg(to.x()).arg(to.y()).arg(durationMs);
    case Kind::Text:
        return QStringLiteral("text \"%1\"").arg(text);
    case Kind::Back:
        return QStringLiteral("back");
    }
    return QString();
}

QString ReplayEvent::quoteInputText(const QString &s)
{
    QString t = s;
    t.replace(u'%', QStringLiteral("\\%")); // a literal % would start an escape in `input text`
    t.replace(u' ', QStringLiteral("%s"));
    t.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + t + u'\'';
}

QString ReplayEvent::adbCommand() const
{
    switch (kind) {
    case Kind::Tap:
        return QStringLiteral("input tap %1 %2").arg(pos.x()).arg(pos.y());
    case Kind::LongTap:
        // A swipe that does not move is Android's usual long press over adb.
        return QStringLiteral("input swipe %1 %2 %1 %2 %3").arg(pos.x()).arg(pos.y()).arg(durationMs > 0 ? durationMs : 800);
    case Kind::Swipe:
        return QStringLiteral("input swipe %1 %2 %3 %4 %5").arg(pos.x()).arg(pos.y()).arg(to.x()).arg(to.y()).arg(durationMs);
    case Kind::Text:
        return QStringLiteral("input text ") + quoteInputText(text);
    case Kind::Back:
        return QStringLiteral("input keyevent KEYCODE_BACK");
    }
    return QString();
}

} // namespace StepWise
