// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "device.h"

#include <QHash>
#include <QList>
#include <QStringList>

namespace StepWise {

/*!
 * A simulated device that plays recorded uiautomator dumps: a small state machine whose states are
 * screens and whose transitions are taps on a node, swipes and Back. Used by tests and demos.
 *
 * Manifest (JSON, paths relative to the manifest's folder):
 * \code
 * {"package": "org.example", "start": "home",
 *  "screens": {"home": "home.xml", "drawer": "drawer.xml"},
 *  "transitions": [{"from": "home", "tap": "0/1", "to": "drawer"},
 *                  {"from": "drawer", "back": true, "to": "home"},
 *                  {"from": "home", "swipe": "up", "to": "home2"}]}
 * \endcode
 * A tap lands on the transition whose node (path in the app window of `package`) contains the point,
 * the smallest such node winning; a swipe matches by the direction the finger moves (up, down, left,
 * right). Anything else leaves the screen unchanged. Typed text is only logged.
 */
class RecordedDevice : public Device
{
public:
    /*! Loads \a manifestPath and every screen it names. \returns false with \a error naming the file
     *  (and the screen) on unreadable, malformed or inconsistent input. */
    bool load(const QString &manifestPath, QString *error);

    QString name() const override;
    std::optional<ViewTree> dump(QString *error) override;
    bool tap(int x, int y, QString *error) override;
    bool text(const QString &s, QString *error) override;
    bool swipe(int x1, int y1, int x2, int y2, int durationMs, QString *error) override;
    bool back(QString *error) override;

    /*! Current screen name. */
    QString current() const { return m_current; }
    /*! Jumps to screen \a name (tests); false when unknown. */
    bool setCurrent(const QString &name);
    /*! Every call received, in order: "tap 10,20", "back", "text abc", "swipe up". */
    const QStringList &log() const { return m_log; }
    /*! The dump of screen \a name, or nullptr. */
    const ViewTree *screen(const QString &name) const;

private:
    struct Transition {
        QString from, to, kind; // kind: tap, back, swipe
        QString path, direction;
    };
    bool follow(const QString &kind, const QString &detail, int x, int y);

    QString m_manifest, m_package, m_current;
    QHash<QString, ViewTree> m_screens;
    QList<Transition> m_transitions;
    QStringList m_log;
};

} // namespace StepWise
