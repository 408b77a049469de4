// SPDX-License-Identifier: GPL-3.0-or-later
#include "adbdevice.h"

#include <QCoreApplication>
#include <QProcess>
#include <QStandardPaths>

#include <utility>

namespace StepWise {

namespace {
// The replay panel shows these errors in the GUI's language; stepwise-cli keeps the English source text.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::AdbDevice)
};
const QString DumpPath = QStringLiteral("/sdcard/window_dump.xml");
} // namespace

AdbDevice::AdbDevice(const QString &serial, const QString &adbProgram)
    : m_serial(serial)
    , m_program(adbProgram.isEmpty() ? QStandardPaths::findExecutable(QStringLiteral("adb")) : adbProgram)
{
}

QString AdbDevice::name() const
{
    return m_serial.isEmpty() ? Tr::tr("the attached Android device") : m_serial;
}

bool AdbDevice::run(const QStringList &args, QByteArray *out, QString *error) const
{
    if (m_program.isEmpty()) {
        *error = Tr::tr("adb was not found in PATH; install the Android platform tools (Debian package 'adb')");
        return false;
    }
    QStringList all;
    if (!m_serial.isEmpty())
        all << QStringLiteral("-s") << m_serial;
    all += args;
    QProcess p;
    p.start(m_program, all);
    if (!p.waitForStarted(5000)) {
        //: %1 the adb program, %2 why (from the system)
        *error = Tr::tr("cannot run %1: %2").arg(m_program, p.errorString());
        return false;
    }
    if (!p.waitForFinished(m_timeoutMs)) {
        p.kill();
        p.waitForFinished(1000);
        //: %1 adb's arguments, %2 seconds, %3 the device's serial or "the attached Android device"
        *error = Tr::tr("adb %1 did not finish within %2 s on %3")
                     .arg(args.join(u' '))
                     .arg(m_timeoutMs / 1000)
                     .arg(name());
        return false;
    }
    const QByteArray stdErr = p.readAllStandardError();
    if (out)
        *out = p.readAllStandardOutput();
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        const QString msg = QString::fromLocal8Bit(stdErr).trimmed();
        if (msg.contains(u"no devices") || msg.contains(u"not found"))
            //: %1 adb's own message
            *error = Tr::tr("no Android device attached (%1)").arg(msg);
        else
            //: %1 adb's arguments, %2 the device, %3 adb's own message or "exit code N"
            *error = Tr::tr("adb %1 failed on %2: %3")
                         .arg(args.join(u' '), name(), msg.isEmpty() ? Tr::tr("exit code %1").arg(p.exitCode()) : msg);
        return false;
    }
    return true;
}

bool AdbDevice::shell(const QString &command, QString *error) const
{
    return run({ QStringLiteral("shell"), command }, nullptr, error);
}

QStringList AdbDevice::devices(QString *error)
{
    QByteArray out;
    const QString serial = std::exchange(m_serial, QString()); // `adb devices` must not get -s
    const bool ok = run({ QStringLiteral("devices") }, &out, error);
    m_serial = serial;
    QStringList ready;
    if (!ok)
        return ready;
    for (const QByteArray &line : out.split('\n')) {
        const QList<QByteArray> f = line.simplified().split(' ');
        if (f.size() >= 2 && f.at(1) == "device")
            ready.append(QString::fromLatin1(f.at(0)));
    }
    return ready;
}

bool AdbDevice::connect(QString *error)
{
    QString runError;
    const QStringList ready = devices(&runError);
    if (!runError.isEmpty()) {
        *error = runError;
        return false;
    }
    if (ready.isEmpty()) {
        *error = Tr::tr("no Android device attached: `adb devices` lists none that is ready "
                        "(connect one with USB debugging enabled, or start an emulator)");
        return false;
    }
    if (m_serial.isEmpty() && ready.size() > 1) {
        //: %1 their serials
        *error = Tr::tr("%n Android devices are attached (%1); choose one by serial", nullptr, int(ready.size()))
                     .arg(ready.join(QStringLiteral(", ")));
        return false;
    }
    if (!m_serial.isEmpty() && !ready.contains(m_serial)) {
        //: %1 the serial asked for, %2 the serials of the attached devices
        *error = Tr::tr("device %1 is not attached or not ready (attached: %2)")
                     .arg(m_serial, ready.join(QStringLiteral(", ")));
        return false;
    }
    return true;
}

std::optional<ViewTree> AdbDevice::dump(QString *error)
{
    if (!shell(QStringLiteral("uiautomator dump ") + DumpPath, error))
        return std::nullopt;
    QByteArray xml;
    if (!run({ QStringLiteral("exec-out"), QStringLiteral("cat"), DumpPath }, &xml, error))
        return std::nullopt;
    return ViewTree::parse(xml, name() + u':' + DumpPath, error);
}

bool AdbDevice::screencap(QByteArray *png, QString *error)
{
    if (!run({ QStringLiteral("exec-out"), QStringLiteral("screencap"), QStringLiteral("-p") }, png, error))
        return false;
    if (!png->startsWith("\x89PNG")) {
        *error = Tr::tr("screencap on %1 returned no PNG image").arg(name());
        return false;
    }
    return true;
}

bool AdbDevice::tap(int x, int y, QString *error)
{
    return shell(ReplayEvent::tap({ x, y }).adbCommand(), error);
}

bool AdbDevice::text(const QString &s, QString *error)
{
    return shell(ReplayEvent::typeText(s).adbCommand(), error);
}

bool AdbDevice::swipe(int x1, int y1, int x2, int y2, int durationMs, QString *error)
{
    return shell(ReplayEvent::swipe({ x1, y1 }, { x2, y2 }, durationMs).adbCommand(), error);
}

bool AdbDevice::back(QString *error)
{
    return shell(ReplayEvent::back().adbCommand(), error);
}

} // namespace StepWise
