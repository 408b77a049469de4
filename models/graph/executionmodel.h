// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/enums.h"

#include <QHash>
#include <QList>
#include <QRect>
#include <QString>
#include <QStringList>

#include <optional>

namespace StepWise {

/*! A GUI component (a node of the view hierarchy) as the execution model records it.
 *  AstroBR §III-C: interactions carry the component's type, id, text and description. */
struct GuiComponent {
    QString className; ///< class, short ("Button") or qualified ("android.widget.Button")
    QString resourceId; ///< resource-id without the package prefix, e.g. "btn_save"
    QString text; ///< visible text (label); may contain newlines
    QString contentDescription; ///< accessibility description
    int index = -1; ///< index among siblings (BURT `idnx`), -1 when unknown
    QRect bounds; ///< screen pixels; null when unknown

    bool isNull() const
    {
        return className.isEmpty() && resourceId.isEmpty() && text.isEmpty() && contentDescription.isEmpty();
    }
    bool operator==(const GuiComponent &) const = default;
};

/*! A key of the system navigation bar. */
enum class SystemKey { None, Back, Home, RecentApps, Menu };

/*!
 * The navigation-bar key \a component is: SystemUI's KeyButtonView with the key as a word of its resource id
 * (`back`, `BACK_MODAL`, `recent_apps`, `menu`), which AstroBR/CrashScope record as a click. None for any
 * other component, including an app's own back or up buttons (whose ids alone prove nothing).
 */
SystemKey systemKey(const GuiComponent &component);

/*!
 * One device's picture of a screen: the same state recorded on a phone and on a
 * tablet keeps one id and one rendering per device.
 */
struct Rendering {
    QString deviceProfile; ///< device it was recorded on, e.g. "800x1768" (dump size) or a name given at import
    QString hierarchyXml; ///< the uiautomator XML of this rendering; may be empty
    QString screenshotFile; ///< key of its PNG in the screenshot map; empty when none was recorded

    bool operator==(const Rendering &) const = default;
};

/*! A GUI screen: a node (state) of the execution model. */
struct Screen {
    enum class Kind { Normal, Start, End };

    QString id; ///< stable id: BURT's 64-hex hash, or a hash of the abstracted hierarchy
    QString name; ///< screen (activity) name, e.g. "FirstRunWizardActivity"
    Kind kind = Kind::Normal;
    TraceSource source = TraceSource::Unknown;
    QList<GuiComponent> components; ///< the hierarchy's components in document order
    QString guiSignature; ///< the dump's GUI signature (bounds box + nested class/id tags); may be empty
    QString hierarchyXml; ///< the uiautomator XML the screen came from, when known (for wireframes)
    QString screenshotFile; ///< file name of its screenshot (e.g. "<id>.png"); empty when none was recorded
    QString deviceProfile; ///< device of the rendering above (hierarchyXml, screenshotFile); empty when unknown
    QList<Rendering> renderings; ///< the same state as other devices drew it; never deviceProfile's

    /*! True when \a profile is deviceProfile or the profile of one of the renderings. */
    bool hasDeviceProfile(const QString &profile) const
    {
        if (deviceProfile == profile)
            return true;
        for (const Rendering &r : renderings) {
            if (r.deviceProfile == profile)
                return true;
        }
        return false;
    }
    bool isStart() const { return kind == Kind::Start; }
    bool isEnd() const { return kind == Kind::End; }
};

/*! An interaction: a directed edge (transition) (source screen, target screen, action, component). */
struct Interaction {
    QString id; ///< stable id (BURT's 64-hex hash)
    QString sourceId; ///< Screen::id of the screen it is performed on
    QString targetId; ///< Screen::id of the resulting screen
    ActionType action = ActionType::Unknown;
    int actionCode = -1; ///< BURT action code as recorded, -1 when not from a dump
    QString actionName; ///< action name as recorded, e.g. "long click"
    std::optional<GuiComponent> component; ///< null for swipes, back, open app
    QString typedText; ///< text entered by a Type action
    double weight = 0; ///< how often the traces performed it
    TraceSource source = TraceSource::Unknown;
    QString screenshotFile; ///< augmented screenshot of the trace step, when recorded
    int execution = -1; ///< trace execution number it was first seen in
    int sequence = -1; ///< step number within that execution
};

/*!
 * Whether \a bounds record a touch point only: zero size at a position other than the origin. AstroBR keeps
 * the touch coordinates this way when the component's own geometry is unknown (SystemUI's keys).
 */
bool isTouchPoint(const QRect &bounds);

/*!
 * The system key \a interaction really pressed: systemKey() of its component, or None when it has no key
 * component or the recording shows the key was not what was touched. AstroBR's manual traces record
 * SystemUI's `BACK_MODAL` key for touches anywhere on the screen (a list row, the overflow button), keeping
 * the touch point as zero-size bounds (isTouchPoint()). Ruled out are a long click on Back (Android apps
 * give it no meaning) and a touch point above the navigation bar of \a screenExtent (screen px): the bar is
 * its bottom tenth, in landscape (wider than high) also its right tenth; points beyond the extent there
 * count as on the bar. An empty \a screenExtent (unknown screen) applies only the long-click rule.
 * AstroBR §III-C (interactions and their components).
 */
SystemKey pressedSystemKey(const Interaction &interaction, const QRect &screenExtent);

/*! One recording (a trace execution or a dump sequence) merged into a model; makes re-imports idempotent. */
struct RecordingSource {
    QString digest; ///< SHA-256 (hex) of the recording's bytes
    QString name; ///< file or folder it came from, for messages
    QString deviceProfile; ///< device it was recorded on; empty when unknown
};

/*! Counts printed by `stepwise-cli graph --stats` ($STEPWISE_DATA/astrobr/README.md "Model sizes"). */
struct ModelStats {
    QString appVersion;
    int states = 0; ///< screens, Start and End excluded
    int transitions = 0; ///< all interactions
    int manualTransitions = 0; ///< ds=TR
    int automaticTransitions = 0; ///< ds=CS
    int screenshots = 0; ///< screens with a stored screenshot
};

/*!
 * The app execution model G = (V, E) of one app version (AstroBR §III-C): screens and the
 * interactions between them, with adjacency indexes for the traversal.
 *
 * Value type; call reindex() after editing screens/interactions directly.
 */
class ExecutionModel
{
public:
    QString appVersion; ///< e.g. "1-org.gnucash.android-2.1.3"
    QString packageName; ///< e.g. "org.gnucash.android"; may be empty
    QList<Screen> screens;
    QList<Interaction> interactions;
    QList<RecordingSource> recordings; ///< what was merged into this model; empty for graph dumps

    /*! Rebuilds the id and adjacency indexes. O(V + E). */
    void reindex();

    /*! \returns the screen with \a id, or nullptr. */
    const Screen *screen(const QString &id) const;
    /*! \returns the interaction with \a id, or nullptr. */
    const Interaction *interaction(const QString &id) const;
    /*! \returns the Start screen's id, or an empty string when the model has none. */
    QString startScreenId() const;
    /*! \returns indexes into `interactions` of the edges leaving \a screenId, in stored order. */
    QList<int> outgoing(const QString &screenId) const;

    /*!
     * Breadth-first shortest path (fewest interactions) from screen \a from to screen \a to.
     * \returns indexes into `interactions`, in order; an empty list when from == to;
     *          std::nullopt when \a to is unreachable or either id is unknown.
     * Used for AstroBR's missing steps (AstroBR §III-D2).
     */
    std::optional<QList<int>> shortestPath(const QString &from, const QString &to) const;

    /*! Counts as in $STEPWISE_DATA/astrobr/README.md: Start and End are not states. */
    ModelStats stats() const;

    /*!
     * Calls \a visit(const GuiComponent &) for every GUI component the model holds: each screen's view
     * hierarchy components, then the component of each interaction that has one (a component a screen lists
     * and an interaction touched is visited twice). For collecting the words an app shows.
     */
    template<typename Visit> void forEachComponent(Visit &&visit) const
    {
        for (const Screen &screen : screens) {
            for (const GuiComponent &c : screen.components)
                visit(c);
        }
        for (const Interaction &e : interactions) {
            if (e.component)
                visit(*e.component);
        }
    }

private:
    QHash<QString, int> m_screenIndex;
    QHash<QString, int> m_interactionIndex;
    QHash<QString, QList<int>> m_outgoing;
    // Integer adjacency for the breadth-first search: every id that occurs (screens first, then ids
    // only interactions name) gets a node number, so a 100,000-edge search avoids string hashing.
    QHash<QString, int> m_node;
    QList<QList<int>> m_outgoingByNode; ///< node → interaction indexes, stored order
    QList<int> m_sourceNode; ///< interaction index → node of its source
    QList<int> m_targetNode; ///< interaction index → node of its target
};

/*! Maps BURT's action code (see ActionType) to the enum; unknown codes give ActionType::Unknown. */
ActionType actionTypeFromBurtCode(int code);
/*! Maps an action name ("click", "long click", "type", "open app", "swipe up", "back", …). */
ActionType actionTypeFromName(const QString &name);
/*! Human verb for an action: "click", "long click", "type", "open app", "swipe up", … */
QString actionVerb(ActionType action);

} // namespace StepWise
