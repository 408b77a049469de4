// SPDX-License-Identifier: GPL-3.0-or-later
#include "executionmodel.h"

#include <QRegularExpression>

#include <vector>

namespace StepWise {

SystemKey systemKey(const GuiComponent &component)
{
    const QString cls = component.className.mid(component.className.lastIndexOf(u'.') + 1);
    if (cls != u"KeyButtonView")
        return SystemKey::None;
    // Words of the id: "BACK_MODAL" → back, modal; "recentApps" → recent, apps.
    static const QRegularExpression camel(QStringLiteral("(?<=[a-z])(?=[A-Z])"));
    static const QRegularExpression separator(QStringLiteral("[^A-Za-z]+"));
    QString id = component.resourceId.section(u'/', -1);
    id.replace(camel, QStringLiteral(" "));
    const QStringList words = id.toLower().split(separator, Qt::SkipEmptyParts);
    static const std::pair<QLatin1StringView, SystemKey> keys[] = {
        { QLatin1StringView("back"), SystemKey::Back },
        { QLatin1StringView("home"), SystemKey::Home },
        { QLatin1StringView("recent"), SystemKey::RecentApps },
        { QLatin1StringView("menu"), SystemKey::Menu },
    };
    for (const auto &[word, key] : keys) {
        if (words.contains(word))
            return key;
    }
    return SystemKey::None;
}

bool isTouchPoint(const QRect &bounds)
{
    return bounds.width() == 0 && bounds.height() == 0 && !bounds.topLeft().isNull();
}

SystemKey pressedSystemKey(const Interaction &interaction, const QRect &screenExtent)
{
    if (!interaction.component)
        return SystemKey::None;
    const GuiComponent &c = *interaction.component;
    const SystemKey key = systemKey(c);
    if (key == SystemKey::Back && interaction.action == ActionType::LongClick)
        return SystemKey::None;
    if (key != SystemKey::None && isTouchPoint(c.bounds) && !screenExtent.isEmpty()) {
        const QPoint p = c.bounds.topLeft();
        const bool bottom = p.y() >= screenExtent.top() + screenExtent.height() * 9 / 10;
        const bool right = screenExtent.width() > screenExtent.height()
            && p.x() >= screenExtent.left() + screenExtent.width() * 9 / 10;
        if (!bottom && !right)
            return SystemKey::None;
    }
    return key;
}

void ExecutionModel::reindex()
{
    m_screenIndex.clear();
    m_interactionIndex.clear();
    m_outgoing.clear();
    m_node.clear();
    m_outgoingByNode.clear();
    m_sourceNode.clear();
    m_targetNode.clear();
    auto node = [this](const QString &id) {
        const auto it = m_node.constFind(id);
        if (it != m_node.cend())
            return *it;
        const int n = int(m_node.size());
        m_node.insert(id, n);
        m_outgoingByNode.append(QList<int>());
        return n;
    };
    for (int i = 0; i < screens.size(); ++i) {
        m_screenIndex.insert(screens.at(i).id, i);
        node(screens.at(i).id);
    }
    m_sourceNode.reserve(interactions.size());
    m_targetNode.reserve(interactions.size());
    for (int i = 0; i < interactions.size(); ++i) {
        const Interaction &e = interactions.at(i);
        m_interactionIndex.insert(e.id, i);
        m_outgoing[e.sourceId].append(i);
        const int from = node(e.sourceId);
        m_sourceNode.append(from);
        m_targetNode.append(node(e.targetId));
        m_outgoingByNode[from].append(i);
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
        return QList<int> {};
    const int start = m_node.value(from);
    const int goal = m_node.value(to);
    // viaEdge[n]: interaction that reached node n first; -1 for the start, -2 while unvisited.
    std::vector<int> viaEdge(m_outgoingByNode.size(), -2);
    viaEdge[start] = -1;
    std::vector<int> queue;
    queue.reserve(m_outgoingByNode.size());
    queue.push_back(start);
    for (size_t head = 0; head < queue.size(); ++head) {
        for (int e : m_outgoingByNode.at(queue[head])) {
            const int next = m_targetNode.at(e);
            if (viaEdge[next] != -2)
                continue;
            viaEdge[next] = e;
            if (next == goal) {
                QList<int> path;
                for (int cur = goal; cur != start; cur = m_sourceNode.at(viaEdge[cur]))
                    path.prepend(viaEdge[cur]);
                return path;
            }
            queue.push_back(next);
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
    static const QHash<QString, ActionType> names {
        { QStringLiteral("click"), ActionType::Click },
        { QStringLiteral("tap"), ActionType::Click },
        { QStringLiteral("long click"), ActionType::LongClick },
        { QStringLiteral("long tap"), ActionType::LongClick },
        { QStringLiteral("long press"), ActionType::LongClick },
        { QStringLiteral("swipe"), ActionType::Swipe },
        { QStringLiteral("scroll"), ActionType::Swipe },
        { QStringLiteral("type"), ActionType::Type },
        { QStringLiteral("open app"), ActionType::OpenApp },
        { QStringLiteral("click menu"), ActionType::ClickMenu },
        { QStringLiteral("swipe up"), ActionType::SwipeUp },
        { QStringLiteral("swipe right"), ActionType::SwipeRight },
        { QStringLiteral("swipe down"), ActionType::SwipeDown },
        { QStringLiteral("swipe left"), ActionType::SwipeLeft },
        { QStringLiteral("back"), ActionType::Back },
        { QStringLiteral("rotate"), ActionType::Rotate },
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
