// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordeddevice.h"

#include "common/jsonerror.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdlib>

namespace StepWise {

bool RecordedDevice::load(const QString &manifestPath, QString *error)
{
    QFile f(manifestPath);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(manifestPath, f.errorString());
        return false;
    }
    QJsonParseError pe;
    const QByteArray bytes = f.readAll();
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = QStringLiteral("%1: not a device manifest (%2)")
                     .arg(manifestPath,
                          pe.error != QJsonParseError::NoError ? jsonErrorText(bytes, pe)
                                                               : QStringLiteral("expected an object"));
        return false;
    }
    const QJsonObject o = doc.object();
    const QDir dir = QFileInfo(manifestPath).dir();
    m_manifest = manifestPath;
    m_package = o.value(u"package").toString();
    m_screens.clear();
    m_transitions.clear();
    m_log.clear();
    const QJsonObject screens = o.value(u"screens").toObject();
    if (screens.isEmpty()) {
        *error = QStringLiteral("%1: no screens").arg(manifestPath);
        return false;
    }
    for (auto it = screens.begin(); it != screens.end(); ++it) {
        std::optional<ViewTree> t = ViewTree::load(dir.filePath(it.value().toString()), error);
        if (!t)
            return false;
        if (t->appRoot(m_package) < 0) {
            *error = QStringLiteral("%1: screen '%2' has no window of package '%3'")
                         .arg(manifestPath, it.key(), m_package);
            return false;
        }
        m_screens.insert(it.key(), *t);
    }
    m_current = o.value(u"start").toString();
    if (!m_screens.contains(m_current)) {
        *error = QStringLiteral("%1: start screen '%2' is not among the screens").arg(manifestPath, m_current);
        return false;
    }
    const QJsonArray ts = o.value(u"transitions").toArray();
    for (qsizetype i = 0; i < ts.size(); ++i) {
        const QJsonObject t = ts.at(i).toObject();
        Transition tr;
        tr.from = t.value(u"from").toString();
        tr.to = t.value(u"to").toString();
        if (t.contains(u"tap")) {
            tr.kind = QStringLiteral("tap");
            tr.path = t.value(u"tap").toString();
        } else if (t.value(u"back").toBool()) {
            tr.kind = QStringLiteral("back");
        } else if (t.contains(u"swipe")) {
            tr.kind = QStringLiteral("swipe");
            tr.direction = t.value(u"swipe").toString();
        }
        if (!m_screens.contains(tr.from) || !m_screens.contains(tr.to) || tr.kind.isEmpty()) {
            *error
                = QStringLiteral("%1: transition %2 names an unknown screen or no action").arg(manifestPath).arg(i + 1);
            return false;
        }
        if (tr.kind == u"tap") {
            const ViewTree &s = m_screens[tr.from];
            if (s.nodeAtPath(s.appRoot(m_package), tr.path) < 0) {
                *error = QStringLiteral("%1: transition %2: no node %3 on screen '%4'")
                             .arg(manifestPath)
                             .arg(i + 1)
                             .arg(tr.path, tr.from);
                return false;
            }
        }
        m_transitions.append(tr);
    }
    return true;
}

QString RecordedDevice::name() const
{
    return QStringLiteral("recorded device (%1)").arg(QFileInfo(m_manifest).fileName());
}

bool RecordedDevice::setCurrent(const QString &name)
{
    if (!m_screens.contains(name))
        return false;
    m_current = name;
    return true;
}

const ViewTree *RecordedDevice::screen(const QString &name) const
{
    const auto it = m_screens.constFind(name);
    return it == m_screens.cend() ? nullptr : &*it;
}

std::optional<ViewTree> RecordedDevice::dump(QString *error)
{
    if (!m_screens.contains(m_current)) {
        *error = QStringLiteral("%1: no screen loaded").arg(name());
        return std::nullopt;
    }
    return m_screens.value(m_current);
}

bool RecordedDevice::follow(const QString &kind, const QString &detail, int x, int y)
{
    const ViewTree &s = m_screens[m_current];
    int best = -1;
    qint64 bestArea = 0;
    for (qsizetype i = 0; i < m_transitions.size(); ++i) {
        const Transition &t = m_transitions.at(i);
        if (t.from != m_current || t.kind != kind)
            continue;
        if (kind == u"swipe" && t.direction != detail)
            continue;
        if (kind == u"tap") {
            const int n = s.nodeAtPath(s.appRoot(m_package), t.path);
            const QRect r = s.node(n).bounds;
            const qint64 area = qint64(r.width()) * r.height();
            if (!r.contains(x, y) || (best >= 0 && area >= bestArea))
                continue;
            bestArea = area;
        }
        best = int(i);
        if (kind != u"tap")
            break;
    }
    if (best >= 0)
        m_current = m_transitions.at(best).to;
    return true;
}

bool RecordedDevice::tap(int x, int y, QString *)
{
    m_log.append(QStringLiteral("tap %1,%2").arg(x).arg(y));
    return follow(QStringLiteral("tap"), QString(), x, y);
}

bool RecordedDevice::text(const QString &s, QString *)
{
    m_log.append(QStringLiteral("text ") + s);
    return true;
}

bool RecordedDevice::swipe(int x1, int y1, int x2, int y2, int, QString *)
{
    const int dx = x2 - x1, dy = y2 - y1;
    QString dir;
    if (dx == 0 && dy == 0)
        dir = QStringLiteral("none");
    else if (std::abs(dx) > std::abs(dy))
        dir = dx < 0 ? QStringLiteral("left") : QStringLiteral("right");
    else
        dir = dy < 0 ? QStringLiteral("up") : QStringLiteral("down");
    m_log.append(QStringLiteral("swipe ") + dir);
    return follow(QStringLiteral("swipe"), dir, x1, y1);
}

bool RecordedDevice::back(QString *)
{
    m_log.append(QStringLiteral("back"));
    return follow(QStringLiteral("back"), QString(), 0, 0);
}

} // namespace StepWise
