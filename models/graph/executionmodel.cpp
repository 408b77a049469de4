// SPDX-License-Identifier: GPL-3.0-or-later
#include "executionmodel.h"

#include <QQueue>

namespace StepWise {

void ExecutionModel::reindex()
{
    m_screenIndex.clear();
    m_interactionIndex.clear();
    m_outgoing.clear();
    for (int i = 0; i < screens.size(); ++i)
        m_screenIndex.insert(screens.at(i).id, i);
    for (int i = 0; i < interactions.size(); ++i) {
        const Interaction &e = interactions.at(i);
        m_interactionIndex.insert(e.id, i);
        m_outgoing[e.sourceId].append(i);
    }
}

const Screen *ExecutionModel::screen(const QString &id) const
{
    const auto it = m_screenIndex.constFind(id);
    return it == m_screenIndex.cend() ? nullptr : &screens.at(*it);
}

const Interaction *ExecutionModel::interaction(const QString &id) const
{
    const auto it = m_interactionIndex.constFind(id);
    return it == m_interactionIndex.cend() ? nullptr : &interactions.at(*it);
}

QString ExecutionModel::startScreenId() const
{
    for (const Screen &s : screens) {
        if (s.isStart())
            return s.id;
    }
    return {};
}

QList<int> ExecutionModel::outgoing(const QString &screenId) const
{
    return m_outgoing.value(screenId);
}

std::optional<QList<int>> ExecutionModel::shortestPath(const QString &from, const QString &to) const
{
    if (!m_screenIndex.contains(from) || !m_screenIndex.contains(to))
        return std::nullopt;
    if (from == to)
        return QList<int>{};
    QHash<QString, int> viaEdge; // screen -> interaction index that reached it first
    viaEdge.insert(from, -1);
    QQueue<QString> queue;
    queue.enqueue(from);
    while (!queue.isEmpty()) {
        const QString at = queue.dequeue();
        for (int e : m_outgoing.value(at)) {
            const QString &next = interactions.at(e).targetId;
            if (viaEdge.contains(next))
                continue;
            viaEdge.insert(next, e);
            if (next == to) {
                QList<int> path;
                for (QString cur = to; cur != from;) {
                    const int edge = viaEdge.value(cur);
                    path.prepend(edge);
                    cur = interactions.at(edge).sourceId;
                }
                return path;
            }
            queue.enqueue(next);
        }
    }
    return std::nullopt;
}

ModelStats ExecutionModel::stats() const
{
    ModelStats st;
    st.appVersion = appVersion;
    for (const Screen &s : screens) {
        if (s.kind != Screen::Kind::Normal)
            continue;
        ++st.states;
        if (!s.screenshotFile.isEmpty())
            ++st.screenshots;
    }
    st.transitions = interactions.size();
    for (const Interaction &e : interactions) {
        if (e.source == TraceSource::Manual)
            ++st.manualTransitions;
        else if (e.source == TraceSource::Automatic)
            ++st.automaticTransitions;
    }
    return st;
}

ActionType actionTypeFromBurtCode(int code)
{
    switch (code) {
    case 0:
        return ActionType::Click;
    case 1:
        return ActionType::LongClick;
    case 2:
        return ActionType::Swipe;
    case 5:
        return ActionType::Type;
    case 6:
        return ActionType::OpenApp;
    case 11:
        return ActionType::ClickMenu;
    case 20:
        return ActionType::SwipeUp;
    case 21:
        return ActionType::SwipeRight;
    case 22:
        return ActionType::SwipeDown;
    case 23:
        return ActionType::SwipeLeft;
    default:
        return ActionType::Unknown;
    }
}

ActionType actionTypeFromName(const QString &name)
{
    const QString n = name.simplified().toLower();
    static const QHash<QString, ActionType> names{
        {QStringLiteral("click"), ActionType::Click},
        {QStringLiteral("tap"), ActionType::Click},
        {QStringLiteral("long click"), ActionType::LongClick},
        {QStringLiteral("long tap"), ActionType::LongClick},
        {QStringLiteral("long press"), ActionType::LongClick},
        {QStringLiteral("swipe"), ActionType::Swipe},
        {QStringLiteral("scroll"), ActionType::Swipe},
        {QStringLiteral("type"), ActionType::Type},
        {QStringLiteral("open app"), ActionType::OpenApp},
        {QStringLiteral("click menu"), ActionType::ClickMenu},
        {QStringLiteral("swipe up"), ActionType::SwipeUp},
        {QStringLiteral("swipe right"), ActionType::SwipeRight},
        {QStringLiteral("swipe down"), ActionType::SwipeDown},
        {QStringLiteral("swipe left"), ActionType::SwipeLeft},
        {QStringLiteral("back"), ActionType::Back},
        {QStringLiteral("rotate"), ActionType::Rotate},
    };
    return names.value(n, ActionType::Unknown);
}

QString actionVerb(ActionType action)
{
    switch (action) {
    case ActionType::Unknown:
        return QStringLiteral("interact with");
    case ActionType::Click:
        return QStringLiteral("click");
    case ActionType::LongClick:
        return QStringLiteral("long click");
    case ActionType::Swipe:
        return QStringLiteral("swipe");
    case ActionType::Type:
        return QStringLiteral("type");
    case ActionType::OpenApp:
        return QStringLiteral("open app");
    case ActionType::ClickMenu:
        return QStringLiteral("click menu");
    case ActionType::SwipeUp:
        return QStringLiteral("swipe up");
    case ActionType::SwipeRight:
        return QStringLiteral("swipe right");
    case ActionType::SwipeDown:
        return QStringLiteral("swipe down");
    case ActionType::SwipeLeft:
        return QStringLiteral("swipe left");
    case ActionType::Back:
        return QStringLiteral("back");
    case ActionType::Rotate:
        return QStringLiteral("rotate");
    }
    return {};
}

} // namespace StepWise
