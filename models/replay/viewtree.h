// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRect>
#include <QString>
#include <QStringList>

#include <optional>

namespace StepWise {

/*! One `<node>` of a uiautomator hierarchy dump, as Rx's replay needs it (Rx §"Record": c.UI). */
struct ViewNode {
    QString className; ///< e.g. "android.widget.Button"
    QString resourceId; ///< full id, e.g. "android:id/title"; empty when none
    QString packageName;
    QString text;
    QString contentDescription;
    QString hint; ///< uiautomator2 only; empty otherwise
    QRect bounds; ///< absolute screen px, [left,top][right,bottom) as in the dump
    bool clickable = false;
    bool longClickable = false;
    bool scrollable = false;
    bool checkable = false;
    bool checked = false;
    bool enabled = true;
    bool focusable = false;
    bool selected = false;
    bool password = false;
    bool visibleToUser = true; ///< `visible-to-user`; true when the dump has no such attribute
    int xmlIndex = -1; ///< the dump's `index` attribute (live child index; not the element position)
    std::optional<quint32> backgroundColor; ///< ARGB when known (screenshot sampling or dxpk); uiautomator has none
    int parent = -1; ///< index into ViewTree::nodes(), -1 for a window root
    QList<int> children; ///< indexes into ViewTree::nodes(), document order
    int window = -1; ///< index into ViewTree::windows()
    int depth = 0; ///< 0 for a window root

    /*! The resource entry: "title" for "android:id/title". */
    QString resourceEntry() const;
    /*! Rx's informative level: number of non-empty {text, content-desc, resource-id, hint}, 0..4. */
    int informativeLevel() const;
};

/*!
 * A parsed uiautomator hierarchy (`adb shell uiautomator dump`, or uiautomator2's `dump_hierarchy`):
 * several top-level windows (e.g. the status bar and the app), each a tree of ViewNode.
 *
 * Node paths follow $STEPWISE_DATA/rx/groundtruth/README.md: `/`-separated 0-based element positions from the
 * root of a window (the root itself has the empty path), never the XML `index` attribute.
 */
class ViewTree
{
public:
    /*!
     * Parses dump XML. \a sourceName names the input in messages (a file name).
     * \returns std::nullopt on malformed XML, a missing `<hierarchy>` or a node without valid
     * `bounds`, with \a error set to "<source>:<line>: <reason>" (the reason translated, context StepWise::ViewTree,
     * when a translator is installed).
     */
    static std::optional<ViewTree> parse(const QByteArray &xml, const QString &sourceName, QString *error);
    /*! Reads and parses a dump file; errors as parse(), plus unreadable files (message names the file). */
    static std::optional<ViewTree> load(const QString &path, QString *error);

    const QList<ViewNode> &nodes() const { return m_nodes; }
    const ViewNode &node(int i) const { return m_nodes.at(i); }
    int size() const { return int(m_nodes.size()); }
    /*! Root node index of each top-level window, in document order. */
    const QList<int> &windows() const { return m_windows; }
    int rotation() const { return m_rotation; }
    QString sourceName() const { return m_sourceName; }

    /*! The root of the window whose root `package` equals \a package; -1 when there is none.
     *  With an empty \a package: the largest window that is not `com.android.systemui`. */
    int appRoot(const QString &package = QString()) const;
    /*! The package of appRoot(): what a replay calls "the app". */
    QString appPackage() const;

    /*! Node index at \a path under window root \a root; -1 when the path does not exist or is malformed. */
    int nodeAtPath(int root, const QString &path) const;
    /*! Path of \a node relative to its window root (empty for the root). */
    QString pathOf(int node) const;

    /*! True when \a ancestor is \a node or one of its ancestors. */
    bool isAncestorOrSelf(int ancestor, int node) const;
    /*! Pre-order subtree of \a node, \a node first. */
    QList<int> subtree(int node) const;
    /*! Nearest scrollable strict ancestor of \a node, or -1. */
    int scrollableAncestor(int node) const;
    /*! Nearest clickable ancestor-or-self, or -1. */
    int clickableAncestorOrSelf(int node) const;
    /*! Deepest visible node of window \a root whose bounds contain \a x,\a y (later siblings win, as in
     *  drawing order); -1 when none. */
    int nodeAt(int root, int x, int y) const;
    /*! Sets the background colour of \a node (ARGB), e.g. sampled from a screenshot by views/; it
     *  feeds SegmentUI's σ_color. Out-of-range nodes are ignored. */
    void setBackgroundColor(int node, quint32 argb)
    {
        if (node >= 0 && node < size())
            m_nodes[node].backgroundColor = argb;
    }
    /*! Bounding box of all window roots: the screen size as far as the dump tells. */
    QRect screenRect() const;

private:
    QList<ViewNode> m_nodes;
    QList<int> m_windows;
    int m_rotation = 0;
    QString m_sourceName;
};

} // namespace StepWise
