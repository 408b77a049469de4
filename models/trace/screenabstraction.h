// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "uinode.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace StepWise {

/*!
 * Which attributes of a GUI hierarchy make two screens "the same" state (AstroBR §III-C: "two GUI
 * screens with different GUI component hierarchies are considered distinct graph nodes").
 *
 * The defaults keep what identifies a screen for a user (component classes, resource ids and the
 * tree shape) and drop what changes while the user stays on it: list contents, clock text, scroll
 * position (inner bounds), EditText contents and widget state (checked, focused, selected).
 */
struct ScreenAbstractionOptions {
    bool useClassName = true; ///< the node's class
    bool useResourceId = true; ///< the node's resource id
    bool keepIdPackage
        = false; ///< keep "pkg:" in ids (BURT does); off so a debug build's package suffix does not split screens
    bool useContentDescription = false; ///< content-desc (icons' labels; BURT uses it)
    bool useStaticText = false; ///< texts of non-editable labels; EditText contents and clocks never count
    bool useStructure = true; ///< the tree shape; false = an ordered list of node tags without nesting
    bool collapseLists = true; ///< children of list containers collapse to their distinct item signatures
    /*! Levels of each list item kept before collapsing: 1 = the item's own tag only, 2 = item and
     *  its children, …; 0 drops list children altogether; -1 keeps whole items. */
    int listItemDepth = 1;
    /*! Class-name suffixes of list containers (matched against the qualified class). */
    QStringList listClassSuffixes
        = { QStringLiteral("ListView"), QStringLiteral("RecyclerView"), QStringLiteral("GridView") };
    /*! Prefix the signature with the size and position of the first top-level node
     *  (`<w>W</w><h>H</h><x>X</x><y>Y</y>`), as BURT does: tells a dialog from a full screen. */
    bool includeWindowBounds = false;
    /*! Wrap the tree in BURT's synthetic root tag `<_NO_ID_null>` and write tags as
     *  `<class_id_desc>`: needed to reproduce BURT's state ids. */
    bool burtTags = false;

    /*! The options that reproduce BURT/AstroBR state ids: SHA-256 of its GUI signature
     *  ($STEPWISE_DATA/burt_traces/README.md, "State id"): class, id with package, content-desc, whole tree,
     *  no list collapsing, window bounds, BURT tags. */
    static ScreenAbstractionOptions burtCompatible();
};

/*! The outcome of abstracting one screen. */
struct ScreenKey {
    QString id; ///< lower-case hex SHA-256 of `signature` (64 characters)
    QString signature; ///< the canonical string the id is computed from
};

/*!
 * The one function deciding screen identity. Stateless apart from its options; thread-safe.
 */
class ScreenAbstraction
{
public:
    explicit ScreenAbstraction(const ScreenAbstractionOptions &options = {});

    const ScreenAbstractionOptions &options() const { return m_options; }

    /*!
     * Signature and id of the screen whose window's top-level nodes are \a roots (pick the app's
     * window first, see UiAutomatorReader). An empty \a roots gives the signature of an empty
     * screen (still a valid, stable id).
     */
    ScreenKey key(const QList<UiNode> &roots) const;

    /*! True when \a node counts as a list container under these options. */
    bool isList(const UiNode &node) const;

    /*! True when \a node's text can change while the screen stays the same: editable fields,
     *  passwords, clocks and times of day. Such texts never enter a signature. */
    static bool isVolatileText(const UiNode &node);

    /*! Lower-case hex SHA-256 of \a text's UTF-8 bytes (QCryptographicHash). */
    static QString sha256Hex(const QString &text);

private:
    QString tag(const UiNode &node) const;
    void append(const UiNode &node, int depthLeft, QString *out) const;

    ScreenAbstractionOptions m_options;
};

} // namespace StepWise
