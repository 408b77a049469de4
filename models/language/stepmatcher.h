// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "componenttext.h"
#include "graph/executionmodel.h"
#include "report.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace StepWise {

class Lexicon;

/*! What the source screen tells about a component for StepMatcher::score() (OfflineAnalyzer fills it
 *  from the model). */
struct MatchContext {
    /*! The label the screen shows before the component (ComponentText::formLabel()), may be empty: it
     *  names the component, whose own text is then a value ("Since" for a date field). */
    QString formLabel;
    /*! Whether the component is in the navigation drawer (ComponentText::inNavigationDrawer()). */
    ComponentText::DrawerPlace drawer = ComponentText::DrawerPlace::Unknown;
    /*! Whether the interaction opens the navigation drawer whatever its description says
     *  (ComponentText::opensDrawer(): some apps' hamburger is described "Navigate up" or "Open"). */
    bool opensDrawer = false;
    /*! For a click recorded on the content behind the open navigation drawer (ComponentText::touchedDrawerEntry()):
     *  the text of the drawer entry it hit, against which the step is matched instead (with drawer Inside); empty
     *  for other interactions. */
    QString drawerEntry {};
    /*! For a system key recorded in place of a touch (ComponentText::keyTouch()): the step is matched
     *  against what was touched instead of the key. A list row is an unnamed item, row, entry or element
     *  of a list, and any of a generic object ("any task": isGenericObject()) at synonym level; the overflow button is
     * "More options" (Android's description; also "overflow", "menu", an object of dots only such as "..."); anything
     * else is an unnamed component that matches nothing. */
    ComponentText::KeyTouch keyTouch = ComponentText::KeyTouch::NotAKey;
    /*! For a step naming an item of a list ("one of the X": StepMatcher::listOf()) and a list row
     *  (ComponentText::isListRow(), or a ListRow key touch): how well X names a click leading to the row's
     *  screen from another screen, the score of "X" against it in [0, 1] (the "History" tab for the rows of the
     *  history); 0 when none does, for other components and for steps naming no list item. */
    double listOpener = 0;
    /*! Where the component sits on its screen (ComponentText::placeOnScreen(): centre, x and y in [0, 1] from the
     *  top left); null when unknown. A step naming a place ("at the bottom right") is checked against it. */
    std::optional<QPointF> place {};
    /*! Whether the component spans half the screen's width or more (a row has no side). */
    bool wide = false;
};

/*!
 * Offline step↔interaction matching (AstroBR §III-D1, the task AstroBR gives GPT-4): how well does an
 * individual S2R describe one interaction of the execution model?
 *
 * score() = action compatibility × object match, in [0, 1]:
 * - action: the step's normalised action against the interaction's (click ~ click menu, swipe ~ swipe
 *   up/down/…; a generic verb such as "add" or "set" is an Unknown action and fits click and type less
 *   well; Back fits the Back action and components named back / navigate up; a long press fits a click too
 *   little for any object match to reach Threshold: a click is another interaction);
 * - object: the content words of the step's object (object2 counts half; generic GUI nouns such as
 *   "button" or "icon" count a third and are checked against the component's class) against the
 *   component's words: text, content-description, resource-id split into words (`btn_save_fillup` →
 *   btn save fillup, camelCase too) and class nouns (EditText → field, ImageButton → button). Two words
 *   match when equal after Snowball stemming or WordNet lemmatisation (1.0), names of one GUI function
 *   (GuiVocabulary::functionSynonyms(): 1.0), WordNet synonyms (0.75), WordNet related words: hypernyms and
 *   derivations (0.55), or an abbreviation that WordNet does not
 *   know: a truncation, also one keeping the plural s ("fav" → favorites, "stats" → statistics: 0.8), or
 *   dropped letters ("btn" → button: 0.6). 80 % of the object score is how much of the step is
 *   covered, 20 % how much of the component's label, so "Save" beats "Save as draft" for "save". A
 *   distinctive verb ("create", "edit", "delete") found among the component's words adds 0.15; when it is
 *   not found and the object's words meet the component's only as synonyms, × SynonymOnlyFactor. Adverbs and
 *   function words ("not", "the") are never read as abbreviations.
 *   Quoted means holding any quotation mark of Quotes::hasQuote() (" “ „ « 「 …).
 *   An unquoted object listing alternatives ("A, B or C") scores as its best alternative. A quantifier
 *   head ("one of the reports") passes its weight to the of-complement, and such a step names an item of
 *   that list too: a list row scores at least action fit × MatchContext::listOpener; when only object2 is quoted
 *   ("export to "Google Drive""), object2 weighs 1 and the object ½. An unquoted ordinal before a noun ("the
 *   second transaction", FunctionWords::positionWords()) is a position in a list and not matched; ordinals get
 *   no WordNet synonyms ("second" ~ "back"). Web and e-mail addresses in the
 *   component's text or description are not matched; such a component (a link) is matched by its id
 *   words only, at LinkFactor. A value (a date) is also named by its form label (MatchContext);
 * - × verbAgreement(): halved when the component's label or id names another action than the step;
 * - × IdOnlyFactor when the step names a label as read on the screen (quoted, or with the component's kind:
 *   "the Save button") and the component shows a name without any of the step's words, which only its
 *   resource-id holds (the wizard's "Next" button `btn_save`);
 * - × ContainerConflictFactor when object2 names the navigation drawer and the component is outside it.
 * - × ParagraphFactor when the component's label is a paragraph (more than ParagraphWords content words) and the
 *   step quotes nothing;
 * - the place: when the step names one ("at the bottom right", namedPlace(), also in an aside) and the component's is
 *   known (MatchContext::place), a component there gains PlaceBonus, one elsewhere × PlaceConflictFactor, and an icon
 *   there scores PlaceOnlyScore for a step naming only its kind and look (namesKindOnly()).
 * A step opening a menu ("Open the menu", "Tap the hamburger menu", openedMenu()) names what opens it, not the
 * menu's items: it scores menuOpenerScore() × action fit, so a text or checked item (which reporters may call a
 * "menu" entry) is no reading of it.
 *
 * Not thread-safe (caches word expansions); use one instance per thread. Lexicon is thread-safe.
 */
class StepMatcher
{
public:
    /*!
     * Minimum score for "maps". 0.5 means at least half of the step's weighted object words are found
     * in the component (or a fully matched object on a component whose action fits only partly): one
     * shared generic word ("button") or a partial synonym can never reach it alone, while a single
     * exact content word ("save", "favorites") with a fitting action does.
     */
    static constexpr double Threshold = 0.5;
    /*! Candidates within this distance of the best one are equally plausible (AS); further away they
     *  are a weaker reading of the same words and dropped. Wider for generic or plural objects
     *  ("any button", "some favorites"), which name several components on purpose. */
    static constexpr double Margin = 0.1;
    static constexpr double GenericMargin = 0.2;
    /*! Factor on the score when the step and the component name different actions (see verbAgreement()):
     *  only a near-perfect match of the other words still reaches Threshold. */
    static constexpr double VerbConflictFactor = 0.5;
    /*! Factor on the object match of a component whose text or description is a web or e-mail address
     *  (a link): its id ("eventOnline") names the field, so it still maps a step whose words it names
     *  ("Select an event": 0.9 × 0.6, above Threshold), but loses to a control that names them in its
     *  own label ("Remove the event from favorites": "Remove from favorites", not the link). */
    static constexpr double LinkFactor = 0.6;
    /*! Factor on the object match of a component that shows a name (text or content-description words, not
     *  a value) none of the step's content words is found in, while its resource-id holds one: the wizard's
     *  "Next" button with id `btn_save` for "Click the Save button". Low enough that no such match reaches
     *  Threshold (an object match is at most about 1.2), so the step is not mapped to it. */
    static constexpr double IdOnlyFactor = 0.4;
    /*! Score of a text field for a typing step that names only the value ("Type "abc""): above Threshold, below
     *  a field the step names. */
    static constexpr double ValueOnlyFactor = 0.8;
    /*! Factor on the click reading of the place a "back to X" step names (placeGoneBackTo()): below the Back key's
     *  or up button's own reading, so that a screen the reporter returns to is not taken for a control named
     *  like it. */
    static constexpr double PlaceGoneBackFactor = 0.9;
    /*! Score of a screen's only text field for a typing step whose words name no field there
     *  (OfflineAnalyzer::mapStep()): just above Threshold, so that any field matched by its words wins. */
    static constexpr double OnlyFieldScore = 0.55;
    /*! Factor on the object match when the step's verb names what it does ("save", "delete"; not "click" or
     *  "open"), the component names no such action, and none of the step's content words is among the
     *  component's words (equal, same lemma or stem, or an abbreviation: similarity ≥ 0.8), only WordNet
     *  synonyms or related words: "Save a note" and a "Line Chart" button (note ~ line). Low enough that such a
     *  match stays below Threshold (at most about 0.8 × 0.6). */
    static constexpr double SynonymOnlyFactor = 0.6;
    /*! Score of a component whose id or content-description names a menu ("options_menu", the icon of a list
     *  row's popup menu) for a step opening a menu (openedMenu()): the step maps to it where nothing else opens a
     *  menu, but the drawer toggle or the overflow button on the same screen (1.0) is further than Margin away. */
    static constexpr double NamedMenuScore = 0.85;
    /*! Score of a component whose whole text is a symbol the step's object writes ("tap the ∞ value" on "∞"): a sign
     *  names no word, so it is matched as written. */
    static constexpr double SymbolScore = 0.9;
    /*! A step whose verb answers a dialog ("Grant camera permission") on a button labelled by that answer ("ALLOW";
     *  GuiVocabulary::answerLabels()): below a label the step names itself. */
    static constexpr double AnswerScore = 0.9;
    /*! Factor on the score when the step names the navigation drawer and the component is outside it. */
    static constexpr double ContainerConflictFactor = 0.5;
    /*! Object match of a control whose whole label is the step's distinctive verb ("Save" for "saved the
     *  transaction"): the object names what the control acts on, which the control need not show. */
    static constexpr double VerbLabelScore = 0.8;
    /*! A component label of more content words than this (of three letters or more) is a paragraph: content the
     *  screen shows, not the name of a control. */
    static constexpr int ParagraphWords = 10;
    /*! Factor on the object match of such a paragraph for a step that quotes nothing: a short step's words are found
     *  in it by chance. Low enough that a full cover stays below Threshold (0.8 × 0.6). */
    static constexpr double ParagraphFactor = 0.6;
    /*! Added to a match whose component sits where the step says ("the tags icon top left"): it wins over the same
     *  words elsewhere on the screen (an "All tags" entry), by more than Margin. */
    static constexpr double PlaceBonus = 0.15;
    /*! Factor on the score of a component elsewhere than the step says ("top right" for one at the bottom left). */
    static constexpr double PlaceConflictFactor = 0.7;
    /*! Score of an icon (no text, not a container) where the step says, for a step naming only a kind, look and
     *  place ("the round button at the bottom right"): above Threshold, below any match by words. */
    static constexpr double PlaceOnlyScore = 0.6;
    /*! Object match of a check box or switch showing no words for a step whose verb only a toggle takes ("ticked
     *  0808-2F10"): its label is the row's or neighbour's text, which the model does not keep with it. Above
     *  Threshold, below a match by words. */
    static constexpr double VerbKindScore = 0.6;
    /*! A component whose label says the opposite of a word of the step ("Import data" for "export data", "Enable"
     *  for "disable"; WordNet antonyms) is another action's: its score is multiplied by this. */
    static constexpr double OppositeFactor = 0.5;
    /*! A quoted label is what the reporter read on the component: one whose label says further words ("Import my
     *  accounts" for "the "Accounts" tab") shows another text, and its score is multiplied by this. */
    static constexpr double QuotedPartFactor = 0.75;

    explicit StepMatcher(Lexicon &lexicon);

    /*! Score in [0, 1] of \a step against \a interaction; \a screenName (the source screen's name,
     *  may be empty) helps only with object2 ("in the settings screen"). \a context: see MatchContext. When
     *  object2 names the navigation drawer ("from the left tray", "in the side menu"), a component in the
     *  drawer has object2 covered and one known to be outside it scores × ContainerConflictFactor. */
    double score(const S2RStep &step, const Interaction &interaction, const QString &screenName = {},
                 const MatchContext &context = {});

    /*! A place on the screen: vertical -1 top, 1 bottom, 0 not said; horizontal -1 left, 1 right, 0 not said. */
    struct ScreenPlace {
        int vertical = 0;
        int horizontal = 0;
        bool isNull() const { return vertical == 0 && horizontal == 0; }
    };
    /*! The place \a phrase names on the screen: both axes ("top right", "(icon top left)", "the bottom-left
     *  corner"), or one after a preposition or before corner/side/edge ("at the bottom", "on the left side"); "right"
     *  and "left" elsewhere are other words ("right after", "I left"). \a words, when given, receives the words
     *  (lower case) that name the place, which are then no part of the component's name. */
    static ScreenPlace namedPlace(const QString &phrase, QSet<QString> *words = nullptr);
    /*! The state \a step asks a switch to be in: true for "turn on X", "enable X", "X on", "set X to ON"; false for
     *  "turn off", "disable", "X off"; std::nullopt when it says neither, or both. */
    static std::optional<bool> wantedSwitchState(const S2RStep &step);
    /*!
     * \a step as its reporter describes it a second time, a step of its own that score() matches besides \a step (the
     * better of the two counts); std::nullopt when there is none:
     * - the instance an indefinite object ("a folder", "any song", "one of the accounts") stands for, named in
     *   parentheses anywhere in the step's text ("Long-press a folder (I used Podcasts)", "open a song (e.g. "Intro")":
     *   "Podcasts", "Intro"), without the step's preposition and second object;
     * - else the words in parentheses right after the object ("the tag drawer (the tag icon top left)", "my car
     *   ("Default vehicle")"), unless the object holds parentheses or quotes.
     * Its text is its object, so that it describes nothing again.
     */
    static std::optional<S2RStep> otherDescription(const S2RStep &step);

    /*! True when \a step's object and object2 name only a kind of component, its look and its place ("the round
     *  button at the bottom right", "the icon"), no words it shows. */
    static bool namesKindOnly(const S2RStep &step);

    /*! True when the step's object is generic or plural ("any button", "a transaction" is not; "some
     *  favorites", "all items", "one of the reports" are). */
    bool isGenericObject(const S2RStep &step);

    /*! The list whose item the step names: the of-complement after a quantifier head ("one of the Fillup
     *  history" → "the Fillup history", "any of the entries", "some of the reports"); empty for other objects
     *  ("the color of an account"). */
    static QString listOf(const S2RStep &step);

    /*! The menu a step opens when its object names nothing but a menu: Drawer for the navigation drawer ("the
     *  side menu", "the navigation drawer", "the hamburger menu", "the left menu"), Options for the options menu
     *  ("the overflow menu", "the options menu", "the three dots menu"), Any for "the menu", "the main menu",
     *  "the menu button". None for other steps: another action than a click, a quoted object, or an object naming
     *  more ("the Settings menu" is the "Settings" item). */
    enum class MenuKind { None, Any, Drawer, Options };
    static MenuKind openedMenu(const S2RStep &step);

    /*! Whether \a word (lower case) is a generic GUI noun ("button", "icon", "item", "entry", "list"), which names a
     *  kind of component rather than what it shows. */
    static bool isGuiNoun(const QString &word);

    /*! Looks up in WordNet, once, the words of \a components (those the interactions of a model touch, which
     *  score() compares the steps' words with); changes no score. */
    void prepare(const QList<GuiComponent> &components);

    /*! Similarity of two single words in [0, 1] as described above (public for tests). Remembered per pair:
     *  score() asks the same pairs for every component of every screen. */
    double wordSimilarity(const QString &stepWord, const QString &componentWord);

private:
    // The stages of score(), in the order it runs them; the structs are defined in stepmatcher.cpp.
    struct StepWords;
    struct TouchedComponent;
    struct ComponentWords;
    struct Coverage;

    /*! score() before the place is checked. */
    double wordScore(const S2RStep &step, const Interaction &interaction, const QString &screenName,
                     const MatchContext &context);
    /*! \a words (wordScore()) checked against the place the step names on the screen (PlaceBonus, PlaceConflictFactor,
     *  PlaceOnlyScore); the device's keys are at no place of it. */
    double placed(double words, const S2RStep &step, const Interaction &interaction, const MatchContext &context);
    /*! For an unquoted object listing alternatives ("A, B or C"): the best wordScore() of one of them; else none. */
    std::optional<double> alternativesScore(const S2RStep &step, const Interaction &interaction,
                                            const QString &screenName, const MatchContext &context);
    /*! For "back to X" ("then back to the All tab", "go back to MEDIA", verb ending in "back", preposition "to"): a
     *  click on X, the tab or entry the reporter may have tapped to get there; else none. */
    static std::optional<S2RStep> placeGoneBackTo(const S2RStep &step);
    /*! The step's weighted content words and its verb. */
    StepWords stepWords(const S2RStep &step);
    /*! Score of an interaction without a component (open app, Back, a swipe): the action fit \a fit, less when the
     *  step names a component. */
    static double componentlessScore(const S2RStep &step, const StepWords &words, double fit);
    /*! The component the step is matched against: \a recorded, or what a key touch or a click behind the open drawer
     *  touched (MatchContext). */
    static TouchedComponent touchedComponent(const GuiComponent &recorded, const MatchContext &context);
    /*! Whether the step's verb answers a dialog (GuiVocabulary::answerLabels()) and \a component is labelled by that
     *  answer ("Grant camera permission" on "ALLOW"): it scores AnswerScore. */
    static bool answersDialog(const S2RStep &step, const QString &verbLemma, const GuiComponent &component);
    /*! Whether a word of \a component's label is a WordNet antonym of a word the step says (its object's content words,
     *  its distinctive verb) that the label does not also show (OppositeFactor). */
    bool saysTheOpposite(const StepWords &words, const ComponentWords &component);
    /*! The words and kind nouns of \a touched, web and e-mail addresses removed; \a formLabel's words join them. */
    static ComponentWords componentWords(TouchedComponent touched, const QString &formLabel);
    /*! Score of a Back step on a component with \a componentWords: a control named back, then navigate up. */
    static double backScore(const QStringList &componentWords, double fit);
    /*! How much of the step's words \a component covers (80 % of the object match). */
    Coverage coverage(const S2RStep &step, const StepWords &words, const ComponentWords &component,
                      const MatchContext &context, bool namesDrawer);
    /*! Whether the step names a label as read on the screen and only the component's resource-id holds its words
     *  (IdOnlyFactor). */
    bool namedByIdOnly(const S2RStep &step, const StepWords &words, const ComponentWords &component,
                       const QString &formLabel);
    /*! The words of the component's label (\a formLabel when there is one) that the label coverage counts. */
    static QStringList labelWords(const GuiComponent &component, const QString &formLabel);
    /*! How much of \a label the step names (20 % of the object match). */
    double labelCoverage(const StepWords &words, const QStringList &label);
    /*! The object match from the two coverages and the step's verb: VerbLabelScore, ParagraphFactor, the verb named by
     *  the component, SynonymOnlyFactor. */
    double objectMatch(const S2RStep &step, const StepWords &words, const ComponentWords &component,
                       const Coverage &cover, const QString &formLabel);
    /*! \a object raised for each word of \a object2 that \a screenName holds ("in the settings screen"). */
    double withScreenNamed(double object, const QString &object2, const QString &screenName);
    /*! \a object under what the component says besides its words: LinkFactor, IdOnlyFactor, ContainerConflictFactor,
     *  an answer button named by a synonym (SynonymOnlyFactor), a wordless toggle (VerbKindScore), a label saying the
     *  opposite (OppositeFactor). */
    double withComponentFactors(double object, const StepWords &words, const ComponentWords &component, bool idOnly,
                                bool outsideNamedDrawer);

    /*! Pairs remembered by wordSimilarity() before it starts again, bounding the memory of a long session. */
    static constexpr qsizetype MaxSimilarities = 1 << 18;
    double computeWordSimilarity(const QString &stepWord, const QString &componentWord);

    /*!
     * 1.0, or VerbConflictFactor when the action words of the component's label or id ("create", "delete",
     * "edit", "show", "manage", "export", …) disagree with the step: the step's verb names another action
     * ("Create a book" vs "Manage books"), or the component creates, deletes or edits something the step
     * does not mention ("Click on transaction" vs "fab create transaction"). \a verbLemma is the step's
     * verb lemma (may be empty).
     */
    double verbAgreement(const S2RStep &step, const QString &verbLemma, const GuiComponent &component);

    /*! How well \a component (as score() sees it, after a key touch was resolved) opens the menu \a kind: 1.0
     *  for the drawer toggle (ComponentText::drawerToggleVerb() "Open", or \a opensDrawer: MatchContext) for
     *  Drawer and Any, for the overflow button ("More options", an id naming the overflow, the Menu key) and a
     *  component called "Menu" alone for Options and Any; NamedMenuScore for that "Menu" component for Drawer,
     *  and for another component whose description names a menu or whose id ends with "menu" ("options_menu"; not
     *  "menu_save", an action-bar item, nor "design_menu_item_text", a drawer entry); else 0. */
    static double menuOpenerScore(MenuKind kind, const GuiComponent &component, bool opensDrawer);

    struct Forms {
        QSet<QString> same; ///< stems of the word and its lemmas
        QSet<QString> synonyms; ///< stems of WordNet synonyms
        QSet<QString> related; ///< stems of hypernyms and derivations
        QSet<QString> opposites; ///< stems of WordNet antonyms
        bool dictionaryWord = false;
    };
    /*! By value: a reference into m_forms would dangle once a later call inserts and rehashes. */
    Forms forms(const QString &word);
    QString stem(const QString &word);

    Lexicon &m_lexicon;
    QHash<QString, Forms> m_forms;
    QHash<QString, QString> m_stems;
    QHash<QString, double> m_similarities; ///< step word U+001F component word → wordSimilarity()
};

} // namespace StepWise
