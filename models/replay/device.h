// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "replayevent.h"
#include "viewtree.h"

#include <QString>

#include <optional>

namespace StepWise {

/*!
 * A device a replay drives (Rx §"Replay": Rx needs only UI Automator and adb). Calls block
 * until the device has taken the input; run them off the GUI thread. Every failing call returns
 * false (or std::nullopt) and sets \a error to a message naming the device.
 */
class Device
{
public:
    virtual ~Device();

    /*! One-line name for messages, e.g. "emulator-5554" or "recorded device (drawer.json)". */
    virtual QString name() const = 0;
    /*! The current screen as a uiautomator hierarchy. */
    virtual std::optional<ViewTree> dump(QString *error) = 0;
    virtual bool tap(int x, int y, QString *error) = 0;
    /*! Types \a s into the focused field. */
    virtual bool text(const QString &s, QString *error) = 0;
    virtual bool swipe(int x1, int y1, int x2, int y2, int durationMs, QString *error) = 0;
    virtual bool back(QString *error) = 0;

    /*! Dispatches \a e to the calls above (a long tap is a swipe that does not move). */
    bool send(const ReplayEvent &e, QString *error);
};

} // namespace StepWise
