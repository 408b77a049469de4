// SPDX-License-Identifier: GPL-3.0-or-later
#include "replayevent.h"

#include <QCoreApplication>

namespace StepWise {

namespace {
// The replay panel's step messages name the events in the GUI's language; stepwise-cli keeps the English source.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::ReplayEvent)
};
} // namespace

QString ReplayEvent::describe() const
{
    switch (kind) {
    case Kind::Tap:
        //: an input event sent to an Android device; %1,%2 the screen position in px
        return Tr::tr("tap %1,%2").arg(pos.x()).arg(pos.y());
    case Kind::LongTap:
        //: an input event sent to an Android device; %1,%2 the screen position in px
        return Tr::tr("long tap %1,%2").arg(pos.x()).arg(pos.y());
    case Kind::Swipe:
        //: an input event sent to an Android device: from %1,%2 to %3,%4 (px), taking %5 milliseconds
        return Tr::tr("swipe %1,%2 → %3,%4 (%5 ms)").arg(pos.x()).arg(pos.y()).arg(to.x()).arg(to.y()).arg(durationMs);
    case Kind::Text:
        //: an input event sent to an Android device: typing the text %1
        return Tr::tr("text \"%1\"").arg(text);
    case Kind::Back:
        //: an input event sent to an Android device: the Back key
        return Tr::tr("back");
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
        return QStringLiteral("input swipe %1 %2 %1 %2 %3")
            .arg(pos.x())
            .arg(pos.y())
            .arg(durationMs > 0 ? durationMs : 800);
    case Kind::Swipe:
        return QStringLiteral("input swipe %1 %2 %3 %4 %5")
            .arg(pos.x())
            .arg(pos.y())
            .arg(to.x())
            .arg(to.y())
            .arg(durationMs);
    case Kind::Text:
        return QStringLiteral("input text ") + quoteInputText(text);
    case Kind::Back:
        return QStringLiteral("input keyevent KEYCODE_BACK");
    }
    return QString();
}

} // namespace StepWise
