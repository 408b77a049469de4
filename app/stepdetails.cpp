// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepdetails.h"

#include "common/quoting.h"
#include "document/shownscreen.h"
#include "itemmodels/steplistmodel.h"
#include "language/componenttext.h"
#include "pathstrip.h"
#include "quality/qualityassessor.h"
#include "quality/reportexporter.h"
#include "qualitystyle.h"
#include "screenshotcache.h"
#include "screenshotpanel.h"
#include "suggestionlist.h"
#include "wireframe.h"

namespace StepWise {

namespace {
// Suggestion and path thumbnails: wide enough to stay sharp at a device pixel ratio of 2.
constexpr int WireframeThumbnailWidth = 240;
} // namespace

StepDetails::StepDetails(const Widgets &widgets, State state)
    : m_cache(widgets.cache)
    , m_steps(widgets.steps)
    , m_screenshot(widgets.screenshot)
    , m_suggestions(widgets.suggestions)
    , m_path(widgets.path)
    , m_result(state.result)
    , m_pins(state.pins)
    , m_rejected(state.rejected)
    , m_storeUnusable(state.storeUnusable)
    , m_storeProblem(state.storeProblem)
    , m_currentRow(std::move(state.currentRow))
{
}

QString StepDetails::summary(const QualityReport &report)
{
    int counts[4] = { 0, 0, 0, 0 };
    for (const StepAssessment &s : report.steps) {
        for (StepQuality q : s.labels)
            ++counts[int(q)];
    }
    QString summary = report.steps.isEmpty()
        ? ReportExporter::noStepsHint()
        //: Summary under the step list. %1–%4 count the steps per label (CS correct, AS ambiguous,
        //: VM vocabulary mismatch, MS missing steps: the codes shown in the legend), %5 the time taken.
        //: Between each number and its word is a no-break space (U+00A0), and one after "·", so a
        //: narrow window wraps the line at the spaces after the commas or before "·" only. A unit
        //: written in ideographs needs a word joiner (U+2060) inside it ("毫⁠秒").
        : tr("%n step(s): %1 CS, %2 AS, %3 VM, %4 MS · %5 ms", nullptr, int(report.steps.size()))
              .arg(counts[0])
              .arg(counts[1])
              .arg(counts[2])
              .arg(counts[3])
              .arg(report.elapsedMs);
    // The search limit cut the assessment: the labels after the cut are not a verdict (CLI "[search limit
    // reached: partial]", the exports' note).
    if (const QString partial = ReportExporter::partialNote(report); !partial.isEmpty())
        summary += u'\n' + partial;
    return summary;
}

QRect StepDetails::componentBounds(const QString &interactionId) const
{
    if (!m_result.model)
        return {};
    const Interaction *i = m_result.model->interaction(interactionId);
    return i && i->component ? i->component->bounds : QRect();
}

QString StepDetails::screenName(const QString &screenId) const
{
    const Screen *s = m_result.model ? m_result.model->screen(screenId) : nullptr;
    // Start and End are the model's own states ("Start state" in the dumps), not screens of the app:
    // named in the user's language, capitalised as the names they stand beside ("MainActivity"), since
    // they open path-strip cards and tooltips.
    if (s && s->isStart())
        return tr("Start (app not open yet)");
    if (s && s->isEnd())
        return tr("End (app closed)");
    // As the reporter sees the screen: its activity without the recorder's qualifiers ("Transactions").
    if (const QString title = ComponentText::screenTitle(s); !title.isEmpty())
        return title;
    //: a screen of the app whose activity the recording could not tell
    return s ? tr("Unnamed screen") : screenId;
}

std::optional<GuiComponent> StepDetails::targetComponent(const StepAssessment &step) const
{
    if (step.mappedInteractionIds.size() != 1 || !m_result.model)
        return std::nullopt;
    const Interaction *i = m_result.model->interaction(step.mappedInteractionIds.first());
    return i ? i->component : std::nullopt;
}

Screen StepDetails::wireframeScreen(const QString &screenId) const
{
    const Screen *screen = m_result.model ? m_result.model->screen(screenId) : nullptr;
    if (!screen)
        return {};
    Screen out = *screen;
    for (const GuiComponent &c : std::as_const(out.components)) {
        if (!c.bounds.isNull())
            return out;
    }
    // Graph dumps record a state's components without bounds; the interactions leaving it have them.
    // The bound-less ones go: they are not drawn and would hide the target from Wireframe::findComponent.
    out.components.clear();
    for (int index : m_result.model->outgoing(screenId)) {
        const std::optional<GuiComponent> &c = m_result.model->interactions.at(index).component;
        if (c && !c->bounds.isNull() && !out.components.contains(*c))
            out.components.append(*c);
    }
    return out;
}

QImage StepDetails::thumbnail(const QString &screenId, const std::optional<GuiComponent> &target)
{
    const QImage img = m_cache->image(m_result.appVersion, screenId);
    if (!img.isNull() || !m_cache->hasNone(m_result.appVersion, screenId) || !m_result.model)
        return img;
    return Wireframe::render(wireframeScreen(screenId), WireframeThumbnailWidth, target);
}

QString StepDetails::stepScreen(int row, QRect *highlight) const
{
    const StepAssessment &s = m_steps->step(row);
    if (s.mappedInteractionIds.size() == 1)
        *highlight = componentBounds(s.mappedInteractionIds.first());
    if (!s.screenId.isEmpty())
        return s.screenId;
    if (!s.mappedInteractionIds.isEmpty() && m_result.model) {
        if (const Interaction *i = m_result.model->interaction(s.mappedInteractionIds.first()))
            return i->sourceId;
    }
    return {};
}

void StepDetails::preview(const SuggestionItem &item, int number)
{
    // A second click on the same thumbnail goes back to the step's own screen.
    if (std::exchange(m_previewed, number == m_previewed ? 0 : number) == number) {
        update();
        return;
    }
    //: Caption of a suggestion's screen shown large. %1 its number, %2 the interaction (the report's
    //: language, the control's label as the app shows it), %3 the screen's name as the app's model names it
    const QString caption
        = (item.kind == SuggestionItem::Kind::MissingStep ? tr("Missing step %1, “%2”, on screen “%3”")
                                                          : tr("Candidate %1, “%2”, on screen “%3”"))
              .arg(number)
              .arg(nestedQuotes(item.text), item.screenName);
    const QImage img = m_cache->image(m_result.appVersion, item.screenId);
    if (!img.isNull()) {
        m_screenshot->setScreen(caption, img, item.highlight);
    } else if (!m_cache->hasNone(m_result.appVersion, item.screenId)) {
        m_screenshot->setMessage(caption, tr("Loading the screenshot…"));
    } else {
        const Interaction *edge = m_result.model ? m_result.model->interaction(item.interactionId) : nullptr;
        m_screenshot->setWireframe(caption, wireframeScreen(item.screenId),
                                   edge && edge->sourceId == item.screenId ? edge->component : std::nullopt);
    }
}

void StepDetails::update()
{
    m_previewed = 0;
    const int row = m_currentRow();
    if (!m_result.model && (m_storeUnusable || m_result.storeProblem)) {
        m_screenshot->setMessage(tr("Model store"), m_storeProblem);
        m_suggestions->setGroups({});
        return;
    }
    if (row < 0 || row >= m_steps->rowCount() || !m_result.model) {
        m_screenshot->setMessage(tr("No step selected"), tr("Select a step to see its screen."));
        m_suggestions->setGroups({});
        return;
    }
    const StepAssessment &step = m_steps->step(row);
    const QString version = m_result.appVersion;
    QRect highlight;
    const QString screenId = stepScreen(row, &highlight);
    if (screenId.isEmpty()) {
        //: %1 is a step of the report, in the report's language (left as written)
        m_screenshot->setMessage(tr("“%1”").arg(nestedQuotes(oneLine(step.step.text))),
                                 step.message.isEmpty() ? QualityStyle::description(StepQuality::VocabularyMismatch)
                                                        : step.message);
    } else {
        // "Open the app" is performed on the Start state, which has no picture: show the screen it opens
        // on, as the path strip and the suggestions do, without a highlight (its control is not there).
        const QString shown = shownScreen(*m_result.model, screenId, step.mappedInteractionIds.value(0));
        const bool opened = shown != screenId;
        const QImage img = m_cache->image(version, shown);
        //: Caption of the step's screenshot. %1 is the step as written in the report (the report's language),
        //: %2 the screen's name as the app's model names it (e.g. "MainActivity"); both stay untranslated
        //: (only the model's start and end states are named in the UI language).
        const QString caption = opened
            ? tr("“%1” opens the app on screen “%2”").arg(nestedQuotes(oneLine(step.step.text)), screenName(shown))
            : tr("“%1” on screen “%2”").arg(nestedQuotes(oneLine(step.step.text)), screenName(screenId));
        if (!img.isNull()) {
            m_screenshot->setScreen(caption, img, opened ? QRect() : highlight);
        } else if (!m_cache->hasNone(version, shown)) {
            m_screenshot->setMessage(caption, tr("Loading the screenshot…"));
        } else {
            // No screenshot recorded: draw the screen from its hierarchy, the step's component highlighted.
            m_screenshot->setWireframe(caption, wireframeScreen(shown), opened ? std::nullopt : targetComponent(step));
        }
    }

    QList<SuggestionItem> candidates;
    if (step.hasLabel(StepQuality::Ambiguous) && step.mappedInteractionIds.size() > 1) {
        const QString pinned = m_pins.value(QualityAssessor::pinKey(step.step));
        for (const QString &id : step.mappedInteractionIds) {
            const Interaction *i = m_result.model->interaction(id);
            if (!i)
                continue;
            SuggestionItem item;
            item.kind = SuggestionItem::Kind::Candidate;
            item.interactionId = id;
            // Named as the step list and the missing steps name interactions ("Click the "More options" button").
            item.text = ComponentText::describe(*i, m_result.model.get());
            item.screenName = screenName(i->sourceId);
            item.screenId = i->sourceId;
            item.thumbnail = thumbnail(i->sourceId, i->component);
            item.highlight = m_cache->hasNone(version, i->sourceId) ? QRect() : componentBounds(id);
            item.pinned = pinned == id;
            candidates << item;
        }
    }
    QList<SuggestionItem> missing;
    for (const MissingInteraction &m : step.missingBefore) {
        if (m_rejected.contains(m.interactionId))
            continue;
        SuggestionItem item;
        item.kind = SuggestionItem::Kind::MissingStep;
        item.interactionId = m.interactionId;
        item.text = m.description;
        const Screen *source = m_result.model->screen(m.sourceScreenId);
        // Named as the reporter sees the screen (screenName()); the recorder's name ("MinuteMaidActivity(Window=Main)")
        // only for a screen the model no longer holds.
        item.screenName = source || m.sourceScreenName.isEmpty() ? screenName(m.sourceScreenId) : m.sourceScreenName;
        // "Open the app" starts on the Start state, which has no picture: show the screen it opens.
        const Interaction *edge = m_result.model->interaction(m.interactionId);
        const QString shown = shownScreen(*m_result.model, m.sourceScreenId, m.interactionId);
        const bool onSource = shown == m.sourceScreenId;
        item.screenId = shown;
        item.thumbnail = thumbnail(shown, onSource && edge ? edge->component : std::nullopt);
        item.highlight = onSource && !m_cache->hasNone(version, shown) ? componentBounds(m.interactionId) : QRect();
        missing << item;
    }
    m_suggestions->setGroups(
        { { tr("<b>Ambiguous:</b> which interaction do you mean? Your choice is kept for the next analyses."),
            candidates },
          //: %1 is the step as written in the report (the report's language)
          { tr("<b>Missing steps</b> to insert before “%1”:")
                .arg(nestedQuotes(oneLine(step.step.text)).toHtmlEscaped()),
            missing } });
}

void StepDetails::updatePath()
{
    QList<PathEntry> entries;
    if (m_result.model) {
        QSet<QString> missingIds;
        for (const StepAssessment &s : m_result.report.steps) {
            for (const MissingInteraction &m : s.missingBefore)
                missingIds.insert(m.interactionId);
        }
        for (const QString &id : m_result.report.pathInteractionIds) {
            const Interaction *i = m_result.model->interaction(id);
            if (!i)
                continue;
            PathEntry e;
            e.screenId = i->sourceId;
            e.screenName = screenName(i->sourceId);
            // Worded as the step messages and suggested steps word it ("Press Back", not "click").
            e.action = ComponentText::describe(*i, m_result.model.get());
            e.missing = missingIds.contains(id);
            // "Open the app" starts on the Start state, which has no picture: show the screen it opens, as the
            // suggestions and the export do.
            const QString shown = shownScreen(*m_result.model, i->sourceId, id);
            e.thumbnail = thumbnail(shown, shown == i->sourceId ? i->component : std::nullopt);
            entries << e;
        }
        if (!m_result.report.pathInteractionIds.isEmpty()) {
            if (const Interaction *last = m_result.model->interaction(m_result.report.pathInteractionIds.last())) {
                const Screen *target = m_result.model->screen(last->targetId);
                if (target && !target->isEnd()) {
                    PathEntry e;
                    e.screenId = last->targetId;
                    e.screenName = screenName(last->targetId);
                    e.thumbnail = thumbnail(last->targetId, std::nullopt);
                    entries << e;
                }
            }
        }
    }
    m_path->setPath(entries);
}

bool StepDetails::screensLoaded() const
{
    const QString version = m_result.appVersion;
    // Screens without a screenshot (Start, End, …) are known to the cache from the model.
    auto known = [&](const QString &screen) { return screen.isEmpty() || m_cache->isKnown(version, screen); };
    const int row = m_currentRow();
    if (row >= 0 && row < m_steps->rowCount()) {
        QRect ignored;
        if (!known(stepScreen(row, &ignored)))
            return false;
        for (const MissingInteraction &m : m_steps->step(row).missingBefore) {
            if (!known(m.sourceScreenId))
                return false;
        }
    }
    for (const PathEntry &e : m_path->path()) {
        if (!known(e.screenId))
            return false;
    }
    return true;
}

} // namespace StepWise
