// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPoint>
#include <QString>

namespace StepWise {

/*! One input event sent to (or recorded on) a device (Rx §"Record": e.type, e.params).
 *  Coordinates are screen px of the device the event belongs to. */
struct ReplayEvent {
    enum class Kind { Tap, LongTap, Text, Swipe, Back };

    Kind kind = Kind::Tap;
    QPoint pos; ///< Tap/LongTap: the point; Swipe: the start
    QPoint to; ///< Swipe: the end
    int durationMs = 0; ///< Swipe and LongTap duration
    QString text; ///< Text: the characters typed

    static ReplayEvent tap(QPoint p) { return { Kind::Tap, p, {}, 0, {} }; }
    static ReplayEvent longTap(QPoint p) { return { Kind::LongTap, p, p, 800, {} }; }
    static ReplayEvent swipe(QPoint from, QPoint to, int ms = 500) { return { Kind::Swipe, from, to, ms, {} }; }
    static ReplayEvent typeText(const QString &s) { return { Kind::Text, {}, {}, 0, s }; }
    static ReplayEvent back() { return { Kind::Back, {}, {}, 0, {} }; }

    /*! True for events aimed at a point (Tap, LongTap, Swipe); Text and Back are not. */
    bool isPositional() const { return kind == Kind::Tap || kind == Kind::LongTap || kind == Kind::Swipe; }
    /*! Human-readable: "tap 120,340", "swipe 400,900 → 400,300 (500 ms)", "text \"abc\"", "back"; translated
     *  (context StepWise::ReplayEvent) when a translator is installed. Not machine-readable: see adbCommand(). */
    QString describe() const;
    /*! The `adb shell` command line that performs it: "input tap 120 340", "input swipe …",
     *  "input text 'a%sb'", "input keyevent KEYCODE_BACK". */
    QString adbCommand() const;
    /*! Quotes \a s for `adb shell input text`: spaces become %s, and the result is single-quoted
     *  for the device shell (a ' inside becomes '\''). */
    static QString quoteInputText(const QString &s);

    bool operator==(const ReplayEvent &) const = default;
};

} // namespace StepWise
