// SPDX-License-Identifier: GPL-3.0-or-later
#include "viewtree.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace StepWise {

namespace {
// The replay panel shows why a dump cannot be read in the GUI's language; stepwise-cli keeps the English source.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::ViewTree)
};
} // namespace

QString ViewNode::resourceEntry() const
{
    const qsizetype slash = resourceId.lastIndexOf(u'/');
    return slash < 0 ? resourceId : resourceId.mid(slash + 1);
}

int ViewNode::informativeLevel() const
{
    return int(!text.isEmpty()) + int(!contentDescription.isEmpty()) + int(!resourceId.isEmpty())
        + int(!hint.isEmpty());
}

namespace {

bool parseBounds(QStringView s, QRect *out)
{
    static const QRegularExpression re(QStringLiteral("^\\[(-?\\d+),(-?\\d+)\\]\\[(-?\\d+),(-?\\d+)\\]$"));
    const QRegularExpressionMatch m = re.match(s.toString());
    if (!m.hasMatch())
        return false;
    const int l = m.capturedView(1).toInt(), t = m.capturedView(2).toInt();
    const int r = m.capturedView(3).toInt(), b = m.capturedView(4).toInt();
    if (r < l || b < t)
        return false;
    // QRect's right()/bottom() are inclusive; the dump's are exclusive.
    *out = QRect(QPoint(l, t), QSize(r - l, b - t));
    return true;
}

bool flag(const QXmlStreamAttributes &a, QLatin1StringView name, bool fallback)
{
    if (!a.hasAttribute(name))
        return fallback;
    return a.value(name) == u"true";
}

} // namespace

std::optional<ViewTree> ViewTree::parse(const QByteArray &xml, const QString &sourceName, QString *error)
{
    ViewTree tree;
    tree.m_sourceName = sourceName;
    QXmlStreamReader r(xml);
    QList<int> stack; // open <node> elements
    bool sawHierarchy = false;
    int otherDepth = 0; // unknown elements are skipped with their content
    auto fail = [&](const QString &why) {
        *error = QStringLiteral("%1:%2: %3").arg(sourceName).arg(r.lineNumber()).arg(why);
        return std::nullopt;
    };
    while (!r.atEnd()) {
        const QXmlStreamReader::TokenType tok = r.readNext();
        if (tok == QXmlStreamReader::StartElement) {
            if (otherDepth > 0) {
                ++otherDepth;
                continue;
            }
            if (r.name() == u"hierarchy" && !sawHierarchy && stack.isEmpty()) {
                sawHierarchy = true;
                tree.m_rotation = r.attributes().value(QLatin1StringView("rotation")).toInt();
                continue;
            }
            if (r.name() != u"node" || !sawHierarchy) {
                if (!sawHierarchy)
                    //: <hierarchy> is the XML element as written; %1 the element found instead
                    return fail(Tr::tr("expected <hierarchy>, found <%1>; not a uiautomator dump").arg(r.name()));
                ++otherDepth;
                continue;
            }
            const QXmlStreamAttributes a = r.attributes();
            ViewNode n;
            if (!parseBounds(a.value(QLatin1StringView("bounds")), &n.bounds))
                //: "bounds" is the XML attribute as written; %1 its value
                return fail(
                    Tr::tr("node has no valid bounds attribute (\"%1\")").arg(a.value(QLatin1StringView("bounds"))));
            n.className = a.value(QLatin1StringView("class")).toString();
            n.resourceId = a.value(QLatin1StringView("resource-id")).toString();
            n.packageName = a.value(QLatin1StringView("package")).toString();
            n.text = a.value(QLatin1StringView("text")).toString();
            n.contentDescription = a.value(QLatin1StringView("content-desc")).toString();
            n.hint = a.value(QLatin1StringView("hint")).toString();
            n.clickable = flag(a, QLatin1StringView("clickable"), false);
            n.longClickable = flag(a, QLatin1StringView("long-clickable"), false);
            n.scrollable = flag(a, QLatin1StringView("scrollable"), false);
            n.checkable = flag(a, QLatin1StringView("checkable"), false);
            n.checked = flag(a, QLatin1StringView("checked"), false);
            n.enabled = flag(a, QLatin1StringView("enabled"), true);
            n.focusable = flag(a, QLatin1StringView("focusable"), false);
            n.selected = flag(a, QLatin1StringView("selected"), false);
            n.password = flag(a, QLatin1StringView("password"), false);
            n.visibleToUser = flag(a, QLatin1StringView("visible-to-user"), true);
            bool ok = false;
            n.xmlIndex = a.value(QLatin1StringView("index")).toInt(&ok);
            if (!ok)
                n.xmlIndex = -1;
            const int idx = int(tree.m_nodes.size());
            if (stack.isEmpty()) {
                n.window = int(tree.m_windows.size());
                tree.m_windows.append(idx);
            } else {
                const ViewNode &p = tree.m_nodes.at(stack.last());
                n.parent = stack.last();
                n.window = p.window;
                n.depth = p.depth + 1;
            }
            tree.m_nodes.append(n);
            if (n.parent >= 0)
                tree.m_nodes[n.parent].children.append(idx);
            stack.append(idx);
        } else if (tok == QXmlStreamReader::EndElement) {
            if (otherDepth > 0)
                --otherDepth;
            else if (r.name() == u"node")
                stack.removeLast();
        }
    }
    if (r.hasError())
        return fail(r.errorString());
    if (!sawHierarchy)
        //: <hierarchy> is the XML element as written
        return fail(Tr::tr("no <hierarchy> element; not a uiautomator dump"));
    return tree;
}

std::optional<ViewTree> ViewTree::load(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        //: %1 a file, %2 the system's reason
        *error = Tr::tr("cannot read %1: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    return parse(f.readAll(), path, error);
}

int ViewTree::appRoot(const QString &package) const
{
    int best = -1;
    qint64 bestArea = -1;
    for (int root : m_windows) {
        const ViewNode &n = m_nodes.at(root);
        if (!package.isEmpty()) {
            if (n.packageName == package)
                return root;
            continue;
        }
        if (n.packageName == u"com.android.systemui" && m_windows.size() > 1)
            continue;
        const qint64 area = qint64(n.bounds.width()) * n.bounds.height();
        if (area > bestArea) {
            best = root;
            bestArea = area;
        }
    }
    return best;
}

QString ViewTree::appPackage() const
{
    const int root = appRoot();
    return root < 0 ? QString() : m_nodes.at(root).packageName;
}

int ViewTree::nodeAtPath(int root, const QString &path) const
{
    if (root < 0 || root >= size())
        return -1;
    int cur = root;
    if (path.isEmpty())
        return cur;
    for (QStringView step : QStringView(path).split(u'/')) {
        bool ok = false;
        const int i = step.toInt(&ok);
        const QList<int> &ch = m_nodes.at(cur).children;
        if (!ok || i < 0 || i >= ch.size())
            return -1;
        cur = ch.at(i);
    }
    return cur;
}

QString ViewTree::pathOf(int node) const
{
    QStringList parts;
    for (int cur = node; cur >= 0 && m_nodes.at(cur).parent >= 0; cur = m_nodes.at(cur).parent)
        parts.prepend(QString::number(m_nodes.at(m_nodes.at(cur).parent).children.indexOf(cur)));
    return parts.join(u'/');
}

bool ViewTree::isAncestorOrSelf(int ancestor, int node) const
{
    for (int cur = node; cur >= 0; cur = m_nodes.at(cur).parent) {
        if (cur == ancestor)
            return true;
    }
    return false;
}

QList<int> ViewTree::subtree(int node) const
{
    QList<int> out;
    QList<int> stack { node };
    while (!stack.isEmpty()) {
        const int n = stack.takeLast();
        out.append(n);
        const QList<int> &ch = m_nodes.at(n).children;
        for (qsizetype i = ch.size() - 1; i >= 0; --i)
            stack.append(ch.at(i));
    }
    return out;
}

int ViewTree::scrollableAncestor(int node) const
{
    for (int cur = m_nodes.at(node).parent; cur >= 0; cur = m_nodes.at(cur).parent) {
        if (m_nodes.at(cur).scrollable)
            return cur;
    }
    return -1;
}

int ViewTree::clickableAncestorOrSelf(int node) const
{
    for (int cur = node; cur >= 0; cur = m_nodes.at(cur).parent) {
        if (m_nodes.at(cur).clickable)
            return cur;
    }
    return -1;
}

int ViewTree::nodeAt(int root, int x, int y) const
{
    if (root < 0)
        return -1;
    int cur = root;
    if (!m_nodes.at(cur).bounds.contains(x, y))
        return -1;
    for (;;) {
        int next = -1;
        const QList<int> &ch = m_nodes.at(cur).children;
        for (qsizetype i = ch.size() - 1; i >= 0 && next < 0; --i) {
            const ViewNode &c = m_nodes.at(ch.at(i));
            if (c.visibleToUser && c.bounds.contains(x, y))
                next = ch.at(i);
        }
        if (next < 0)
            return cur;
        cur = next;
    }
}

QRect ViewTree::screenRect() const
{
    QRect r;
    for (int root : m_windows)
        r = r.united(m_nodes.at(root).bounds);
    return r;
}

} // namespace StepWise
