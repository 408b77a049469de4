// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "replayevent.h"

#include <QList>
#include <QString>

#include <optional>

namespace StepWise {

class ViewTree;
class ScreenMatcher;

/*! The 13 responsive patterns of Rx ("List and Descriptions"), in its rank order. */
enum class ResponsivePattern {
    VagueText, ///< 1 Expand-1: the label got longer or shorter
    VagueTextExt, ///< 2 Expand-2: the same, searched bottom-up along the segment tree
    VagueTextDesc, ///< 3 Expand-3: the label moved between text and content-description
    Scroll, ///< 4 Expand: the widget sits in a scrollable parent, out of view
    MoreOptions, ///< 5 Reveal: behind the "More options" overflow button
    DrawerMenu, ///< 6 Reveal: behind the navigation drawer
    TabHostTab, ///< 7 Transform-1: a tab hidden among its sibling tabs
    TabHostContent, ///< 8 Transform-2: content of a tab that is not selected on the target
    DoubleSideViewPager, ///< 9 Pager-1: on another page of a pager present on both devices
    SingleSideViewPager, ///< 10 Pager-2: the target splits the screen into pages
    DualFragmentGotoDescriptive, ///< 11 Divide-1: go back from the detail to the list
    DualFragmentGotoDetailed, ///< 12 Divide-2: open the detail of the recorded selected item
    NavigationUp, ///< 13 Navigate: go up/back
};

/*! What a pattern proposes: the triggering events on the live screen and their inverse. */
struct PatternAction {
    ResponsivePattern pattern = ResponsivePattern::VagueText;
    QList<ReplayEvent> events; ///< triggering events, live screen px
    QList<ReplayEvent> inverse; ///< events that undo them (may be empty when the paper's inverse needs a future screen)
    bool consumed = false; ///< true: the events perform the recorded step itself; false: they reveal, retry the step
    int target = -1; ///< live node the events act on, -1 for key events
    QString description; ///< one line for people, e.g. "open the \"More options\" overflow menu"; translated
                         ///< (context StepWise::ResponsivePatterns) when a translator is installed
};

/*! Inputs of a pattern (Rx notation: e the recorded event, r = e.receiver, S' the matched live
 *  segment). Pointers are not owned. */
struct PatternContext {
    const ViewTree *recorded = nullptr;
    int recordedRoot = -1; ///< app window root on the recorded screen
    int receiver = -1; ///< r, node on the recorded screen
    const ViewTree *live = nullptr;
    int liveRoot = -1; ///< app window root on the live screen
    const ScreenMatcher *matcher = nullptr; ///< recorded → live, built on these two screens
    ReplayEvent event; ///< e, recorded-screen px
    int repeat = 0; ///< how often this pattern already acted for this step (Scroll keeps its direction, then turns)
};

/*!
 * RespPatterns (Rx §"Responsive Patterns"; patterns.ts). Conditions are adapted to uiautomator
 * dumps, which carry no fragments, ViewPager page indexes, TabHost state or per-direction scroll flags:
 * tabs are recognised by class (TabWidget, TabLayout) or id ("tabs", "tab_layout"); pagers by class
 * (ViewPager); the two panes of a dual-fragment screen by a list with a selected item beside the
 * receiver. Each pattern returns its triggering events and an inverse (Back for reveals, the opposite
 * swipe for Scroll and pagers).
 */
class ResponsivePatterns
{
public:
    /*! All 13 in Rx's rank order. */
    static QList<ResponsivePattern> rankOrder();
    /*! "VagueText", "MoreOptions", … */
    static QString name(ResponsivePattern p);
    /*! The pattern's action in \a ctx, or std::nullopt when it does not apply. */
    static std::optional<PatternAction> apply(ResponsivePattern p, const PatternContext &ctx);
    /*! Every applicable pattern in rank order, skipping those in \a exclude. */
    static QList<PatternAction> recognize(const PatternContext &ctx, const QList<ResponsivePattern> &exclude = {});
};

} // namespace StepWise
