// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "device.h"

#include <QStringList>

namespace StepWise {

/*!
 * A real device or emulator driven through `adb` (QProcess): `uiautomator dump` for the screen,
 * `input tap|text|swipe` and `input keyevent KEYCODE_BACK` for events (Rx §"Replay").
 * Calls block for up to timeoutMs(); use it from a worker thread or the CLI.
 */
class AdbDevice : public Device
{
public:
    /*! \a serial selects a device (`adb -s`); empty means "the only attached device".
     *  \a adbProgram overrides the adb binary (default: `adb` from PATH). */
    explicit AdbDevice(const QString &serial = QString(), const QString &adbProgram = QString());

    /*! Checks that adb runs and the device is attached (exactly one when no serial was given).
     *  \returns false with a specific message: adb missing, no device attached, several devices,
     *  serial not found, or the device offline/unauthorized. */
    bool connect(QString *error);
    /*! Serials `adb devices` lists as ready ("device" state). */
    QStringList devices(QString *error);

    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    int timeoutMs() const { return m_timeoutMs; }

    /*! The current screen as PNG bytes (`adb exec-out screencap -p`), for showing the live screen. */
    bool screencap(QByteArray *png, QString *error);

    QString name() const override;
    std::optional<ViewTree> dump(QString *error) override;
    bool tap(int x, int y, QString *error) override;
    bool text(const QString &s, QString *error) override;
    bool swipe(int x1, int y1, int x2, int y2, int durationMs, QString *error) override;
    bool back(QString *error) override;

private:
    bool run(const QStringList &args, QByteArray *out, QString *error) const;
    bool shell(const QString &command, QString *error) const;

    QString m_serial;
    QString m_program;
    int m_timeoutMs = 20000;
};

} // namespace StepWise
