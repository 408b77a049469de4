// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "languagebackend.h"
#include "s2rclassifier.h"
#include "stepextractor.h"
#include "stepmatcher.h"

namespace StepWise {

/*!
 * The embedded, offline LanguageBackend (name() "offline"): AstroBR's three LLM tasks done with rules,
 * link-grammar, WordNet and Snowball (AstroBR §III-A S2RClassifier, §III-B StepExtractor, §III-D1
 * StepMatcher). Needs no network and no model files beyond the Debian packages.
 *
 * mapStep() returns the candidates scoring at least StepMatcher::Threshold and within
 * StepMatcher::Margin of the best one (GenericMargin for generic or plural objects), best first; so a
 * step is ambiguous (AS) only when several components are about equally good readings of it. For a step naming
 * an item of a list ("one of the X", StepMatcher::listOf()) it scores a list row by how well "X" names a click
 * leading to the row's screen (MatchContext::listOpener): the rows the "History" tab opens are "one of the history";
 * where such rows map, only they are returned (a "Fillup" tab beside them is no item of "the Fillup history").
 * When X ends with a noun naming items (not a GUI noun such as "entries"), a row also counts (at full score) on a
 * screen named by that noun (ComponentText::screenWords(): "accounts" for AccountsActivity) or whose list has a
 * heading before it ending with it ("Default Currency"); rows are list rows (ComponentText::isListRow()) and
 * checked-text or two-line rows not naming the noun themselves ("Import my accounts" is an option, not an account).
 * Without such a row only a control labelled by X's words alone ("Reports") is returned, else nothing: a control
 * naming X among other words (the "currency" drop-down) is no item of X.
 *
 * A typing step that no field matches by its words maps, at StepMatcher::OnlyFieldScore, to the one text field
 * among the candidates when there is exactly one ("type a name" into a dialog's only input).
 *
 * Not thread-safe (StepMatcher caches); use one instance per thread.
 */
class OfflineAnalyzer : public LanguageBackend
{
public:
    OfflineAnalyzer();

    QString name() const override;
    QList<Sentence> identifyS2R(QList<Sentence> sentences, const CancelCheck &canceled = {}) override;
    QList<S2RStep> extractSteps(const QList<Sentence> &s2rSentences, const QString &reportText,
                                const CancelCheck &canceled = {}) override;
    QList<InteractionMatch> mapStep(const S2RStep &step, const ExecutionModel &model, const QList<int> &candidates,
                                    const CancelCheck &canceled = {}) override;
    int calls() const override { return m_calls; }
    /*! Loads the link-grammar dictionary and looks up the words of the components \a model's interactions touch
     *  (StepMatcher::prepare()), on a thread of the global pool: what Lexicon and LinkParser keep for the process
     *  is then at hand when the analyses that follow need it, and the first of them does not wait for all of it.
     *  The lookups are a Lexicon::WarmUp: while identifyS2R(), extractSteps() or mapStep() runs (a
     *  Lexicon::Foreground), they wait, so an analysis started at once does not take turns with them. */
    void prepare(const ExecutionModel &model) override;
    /*! Loads what every analysis shares in the process: WordNet (Lexicon), the link-grammar dictionary
     *  (LinkParser) and the spell checker its first parse opens, about 0.4 s on first use. Blocks the calling thread;
     * later calls return at once. An analysis that needs them and starts before they are loaded waits for them. */
    static void loadSharedResources();

    StepMatcher &matcher() { return m_matcher; }

private:
    /*! The Type interactions among \a candidates when they all type into one component, each at
     *  StepMatcher::OnlyFieldScore; empty when there are none or several fields. */
    static QList<InteractionMatch> onlyTextField(const ExecutionModel &model, const QList<int> &candidates);
    /*! ComponentText::screenWords() of \a screenId, from an index of \a model's screens built at the first ask
     *  after prepare() or after the model's address, version or size changed: mapStep() runs once per screen, and
     *  each screen's words depend on every interaction. */
    const QStringList &screenWordsOf(const ExecutionModel &model, const QString &screenId);

    S2RClassifier m_classifier;
    StepExtractor m_extractor;
    StepMatcher m_matcher;
    int m_calls = 0;
    struct ScreenWordsIndex {
        const ExecutionModel *model = nullptr;
        QString appVersion;
        qsizetype screens = -1;
        qsizetype interactions = -1;
        QHash<QString, QStringList> words;
        /*! By interaction id, the names the model gives a component that shows no words of its own:
         *  ComponentText::labelsByWhatTheyOpen() and ComponentText::switchRowLabels(). */
        QHash<QString, QStringList> otherLabels;
        QSet<QString> launchIcons; ///< ComponentText::launchIcons()
    } m_screenWords;
    /*! The index screenWordsOf() reads, built for \a model when it is not yet. */
    const ScreenWordsIndex &indexFor(const ExecutionModel &model);
};

} // namespace StepWise
