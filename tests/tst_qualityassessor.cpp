// SPDX-License-Identifier: GPL-3.0-or-later
// The §III-D2 traversal on hand-made graphs with a deterministic backend: known CS/AS/VM/MS answers.
#include "language/componenttext.h"
#include "language/offlineanalyzer.h"
#include "language/stepextractor.h"
#include "quality/qualityassessor.h"
#include "quality/reportexporter.h"

#include <QTest>

using namespace StepWise;

namespace {

/*!
 * "S>A:open app", "A>B:click:Next", "B>B:type:Name": screens by id (S is Start), then the action, then
 * the component text; "_" is an image button that shows no words. Interaction ids are "src-tgt-text" (text
 * omitted when empty), so traversals print readably.
 */
ExecutionModel buildModel(const QStringList &edges)
{
    ExecutionModel m;
    m.appVersion = u"demo-1.0"_qs;
    QStringList ids;
    for (const QString &edge : edges) {
        const QStringList parts = edge.split(u':');
        const QString ends = parts.value(0);
        for (const QString &id : ends.split(u'>')) {
            if (!ids.contains(id)) {
                ids.append(id);
                Screen s;
                s.id = id;
                s.name = id == u"S" ? u"Start state"_qs : u"Screen"_qs + id;
                s.kind = id == u"S" ? Screen::Kind::Start : Screen::Kind::Normal;
                m.screens.append(s);
            }
        }
        Interaction e;
        e.sourceId = ends.section(u'>', 0, 0);
        e.targetId = ends.section(u'>', 1, 1);
        e.action = actionTypeFromName(parts.value(1));
        const QString text = parts.value(2);
        e.id = e.sourceId + u'-' + e.targetId + (text.isEmpty() ? QString() : u'-' + text);
        if (!text.isEmpty()) {
            GuiComponent c;
            c.className = text == u"_" ? u"ImageButton"_qs : u"Button"_qs;
            c.text = text == u"_" ? QString() : text;
            e.component = c;
        }
        m.interactions.append(e);
    }
    m.reindex();
    return m;
}

/*! Steps from "click Next", "open app", "type Name": verb then object. */
QList<S2RStep> buildSteps(const QStringList &texts)
{
    QList<S2RStep> out;
    for (int i = 0; i < texts.size(); ++i) {
        S2RStep s;
        s.sentenceId = u"1.%1"_qs.arg(i + 1);
        s.text = texts.at(i);
        const QString verb = texts.at(i).section(u' ', 0, 0);
        s.verb = verb;
        // "change Theme": a setting verb acts on a control by a click, here.
        s.action = texts.at(i) == u"open app" ? ActionType::OpenApp
            : verb == u"change"               ? ActionType::Click
                                              : actionTypeFromName(verb);
        s.object = texts.at(i) == u"open app" ? QString() : texts.at(i).section(u' ', 1);
        // "click Next twice": a count says how often, as StepExtractor has it.
        if (s.object.endsWith(u" twice")) {
            s.object.chop(6);
            s.repeats = 2;
        }
        // "click Alarm (10 minutes, OK)": an aside in parentheses is no part of the object, as StepExtractor has it.
        static const QRegularExpression aside(u"\\s*\\([^()]*\\)"_qs);
        s.object.remove(aside);
        // "click Forever to Never", "click Export from Menu": a second object after a preposition.
        for (const QString &preposition : { u"to"_qs, u"from"_qs, u"using"_qs }) {
            const qsizetype at = s.object.indexOf(u' ' + preposition + u' ');
            if (at > 0) {
                s.object2 = s.object.mid(at + preposition.size() + 2);
                s.preposition = preposition;
                s.object = s.object.left(at);
            }
        }
        out.append(s);
    }
    return out;
}

/*!
 * Deterministic backend: a step maps to the interactions whose component text equals its object
 * (case-insensitive) and whose action equals its action; an object ending in '*' is a prefix, one ending in '~'
 * a weak reading (score 0.55, few words matched). Open-app steps map to open-app interactions.
 */
class FakeBackend : public LanguageBackend
{
public:
    QString name() const override { return u"fake"_qs; }
    QList<Sentence> identifyS2R(QList<Sentence> sentences, const CancelCheck &) override
    {
        ++m_calls;
        for (Sentence &s : sentences)
            s.isS2R = !s.isTitle;
        return sentences;
    }
    QList<S2RStep> extractSteps(const QList<Sentence> &sentences, const QString &, const CancelCheck &) override
    {
        ++m_calls;
        QStringList texts;
        for (const Sentence &s : sentences)
            texts.append(s.text);
        QList<S2RStep> steps = buildSteps(texts);
        for (int i = 0; i < steps.size(); ++i)
            steps[i].sentenceId = sentences.at(i).id;
        return steps;
    }
    QList<InteractionMatch> mapStep(const S2RStep &step, const ExecutionModel &model, const QList<int> &candidates,
                                    const CancelCheck &) override
    {
        ++m_calls;
        QList<InteractionMatch> out;
        for (int c : candidates) {
            const Interaction &e = model.interactions.at(c);
            if (e.action != step.action)
                continue;
            const QString text = e.component ? e.component->text.toLower() : QString();
            const bool weak = step.object.endsWith(u'~');
            const QString want = weak ? step.object.toLower().chopped(1) : step.object.toLower();
            const bool hit = step.action == ActionType::OpenApp
                || (want.endsWith(u'*') ? text.startsWith(want.chopped(1)) : (!want.isEmpty() && text == want));
            if (hit)
                out.append(InteractionMatch { c, weak ? 0.55 : 1.0 });
        }
        return out;
    }
    int calls() const override { return m_calls; }

private:
    int m_calls = 0;
};

/*! One screen "A" with a click on each component of \a specs ("Class|resource-id|text"); \a candidates gets their
 * indexes. */
ExecutionModel oneScreenOf(const QStringList &specs, QList<int> *candidates)
{
    ExecutionModel model;
    Screen screen;
    screen.id = u"A"_qs;
    model.screens.append(screen);
    for (const QString &spec : specs) {
        const QStringList parts = spec.split(u'|');
        Interaction e;
        e.id = u"e%1"_qs.arg(model.interactions.size());
        e.sourceId = e.targetId = screen.id;
        e.action = ActionType::Click;
        GuiComponent c;
        c.className = u"android.widget."_qs + parts.value(0);
        c.resourceId = parts.value(1);
        c.text = parts.value(2);
        e.component = c;
        candidates->append(int(model.interactions.size()));
        model.interactions.append(e);
    }
    model.reindex();
    return model;
}

/*! One line per step: "<text> <labels> <mapped ids> missing: <ids>". */
QStringList printReport(const QualityReport &r)
{
    QStringList out;
    for (const StepAssessment &a : r.steps) {
        QStringList labels;
        for (StepQuality q : a.labels)
            labels.append(qualityCode(q));
        QStringList missing;
        for (const MissingInteraction &mi : a.missingBefore)
            missing.append(mi.interactionId);
        out.append(a.step.text + u' ' + labels.join(u',') + u" [" + a.mappedInteractionIds.join(u' ') + u"] missing: "
                   + missing.join(u' '));
    }
    return out;
}

// A small app: a setup wizard (A → B), a home screen C with a list and a drawer, a form F.
const QStringList appEdges {
    u"S>A:open app"_qs,       u"A>B:click:Next"_qs,  u"B>C:click:Done"_qs,   u"C>D:click:Menu"_qs,
    u"D>F:click:Settings"_qs, u"D>C:click:Close"_qs, u"C>E:click:Item 1"_qs, u"C>E:click:Item 2"_qs,
    u"E>C:click:Back"_qs,     u"F>F:type:Name"_qs,   u"F>C:click:Save"_qs,   u"C>G:click:Add"_qs,
    u"G>C:click:Save"_qs,     u"G>H:click:More"_qs,  u"H>G:click:Done"_qs,   u"B>B:click:Skip"_qs,
};

} // namespace

class TestQualityAssessor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void labels_data()
    {
        QTest::addColumn<QStringList>("edges");
        QTest::addColumn<QStringList>("steps");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QStringList>("path");

        QTest::newRow("correct steps, open app and setup missing")
            << appEdges << QStringList { u"click Menu"_qs, u"click Settings"_qs }
            << QStringList { u"click Menu CS,MS [C-D-Menu] missing: S-A A-B-Next B-C-Done"_qs,
                             u"click Settings CS [D-F-Settings] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-Next"_qs, u"B-C-Done"_qs, u"C-D-Menu"_qs, u"D-F-Settings"_qs };
        QTest::newRow("a swipe that the path repeats takes several swipes")
            << QStringList { u"S>A:open app"_qs, u"A>A1:swipe:Pager"_qs, u"A1>A2:swipe:Pager"_qs, u"A2>B:click:Yes"_qs,
                             u"B>C:click:Next"_qs }
            << QStringList { u"open app"_qs, u"swipe Pager"_qs, u"click Yes"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs, u"swipe Pager AS [A-A1-Pager A1-A2-Pager] missing: "_qs,
                             u"click Yes CS [A2-B-Yes] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-A1-Pager"_qs, u"A1-A2-Pager"_qs, u"A2-B-Yes"_qs };
        QTest::newRow("a swipe step after the same swipes takes them too")
            << QStringList { u"S>A:open app"_qs, u"A>A1:swipe:Page"_qs, u"A1>A2:swipe:Page"_qs, u"A2>A3:swipe:Last"_qs,
                             u"A3>B:click:Yes"_qs }
            << QStringList { u"open app"_qs, u"swipe Last"_qs, u"click Yes"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs,
                             u"swipe Last AS [A-A1-Page A1-A2-Page A2-A3-Last] missing: "_qs,
                             u"click Yes CS [A3-B-Yes] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-A1-Page"_qs, u"A1-A2-Page"_qs, u"A2-A3-Last"_qs, u"A3-B-Yes"_qs };
        QTest::newRow("clicks that the path repeats are missing steps")
            << QStringList { u"S>A:open app"_qs, u"A>A1:click:Next"_qs, u"A1>A2:click:Next"_qs, u"A2>B:click:Yes"_qs }
            << QStringList { u"open app"_qs, u"click Next"_qs, u"click Yes"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs, u"click Next CS [A-A1-Next] missing: "_qs,
                             u"click Yes CS,MS [A2-B-Yes] missing: A1-A2-Next"_qs }
            << QStringList { u"S-A"_qs, u"A-A1-Next"_qs, u"A1-A2-Next"_qs, u"A2-B-Yes"_qs };
        QTest::newRow("written open app is a correct step")
            << appEdges << QStringList { u"open app"_qs, u"click Next"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs, u"click Next CS [A-B-Next] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-Next"_qs };
        QTest::newRow("ambiguous step: two list items on one screen")
            << appEdges << QStringList { u"click Done"_qs, u"click Item*"_qs, u"click Back"_qs }
            << QStringList { u"click Done CS,MS [B-C-Done] missing: S-A A-B-Next"_qs,
                             u"click Item* AS [C-E-Item 1 C-E-Item 2] missing: "_qs,
                             u"click Back CS [E-C-Back] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-Next"_qs, u"B-C-Done"_qs, u"C-E-Item 1"_qs, u"E-C-Back"_qs };
        QTest::newRow("vocabulary mismatch, then the next step at the same screen")
            << appEdges << QStringList { u"click Done"_qs, u"click Frobnicate"_qs, u"click Menu"_qs }
            << QStringList { u"click Done CS,MS [B-C-Done] missing: S-A A-B-Next"_qs,
                             u"click Frobnicate VM [] missing: "_qs, u"click Menu CS [C-D-Menu] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-Next"_qs, u"B-C-Done"_qs, u"C-D-Menu"_qs };
        QTest::newRow("most mapped steps decide between two Save buttons")
            << QStringList { u"S>A:open app"_qs,   u"A>B:click:Edit"_qs, u"A>C:click:New"_qs,
                             u"B>D:click:Save"_qs, u"C>E:click:Save"_qs, u"E>F:click:Share"_qs }
            << QStringList { u"click Save"_qs, u"click Share"_qs }
            << QStringList { u"click Save CS,MS [C-E-Save] missing: S-A A-C-New"_qs,
                             u"click Share CS [E-F-Share] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-C-New"_qs, u"C-E-Save"_qs, u"E-F-Share"_qs };
        QTest::newRow("equally many mapped steps: the shorter path")
            << QStringList { u"S>A:open app"_qs,     u"A>B:click:Long"_qs,  u"B>C:click:Way"_qs,
                             u"C>D:click:Target"_qs, u"A>E:click:Short"_qs, u"E>F:click:Target"_qs }
            << QStringList { u"click Target"_qs }
            << QStringList { u"click Target CS,MS [E-F-Target] missing: S-A A-E-Short"_qs }
            << QStringList { u"S-A"_qs, u"A-E-Short"_qs, u"E-F-Target"_qs };
        // Frobnicate maps nowhere; Save is on A and, deeper, on C. Searching on for Frobnicate reaches C's Save
        // (with a missing Next); skipping it at A maps Save right there, on the shorter path.
        QTest::newRow("a step no screen shows sends the next one on no detour")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Save"_qs, u"A>C:click:Next"_qs, u"C>D:click:Save"_qs }
            << QStringList { u"click Frobnicate"_qs, u"click Save"_qs }
            << QStringList { u"click Frobnicate VM [] missing: "_qs, u"click Save CS,MS [A-B-Save] missing: S-A"_qs }
            << QStringList { u"S-A"_qs, u"A-B-Save"_qs };
        QTest::newRow("form steps on one screen")
            << appEdges << QStringList { u"type Name"_qs, u"click Save"_qs, u"click Add"_qs, u"click More"_qs }
            << QStringList { u"type Name CS,MS [F-F-Name] missing: S-A A-B-Next B-C-Done C-D-Menu D-F-Settings"_qs,
                             u"click Save CS [F-C-Save] missing: "_qs, u"click Add CS [C-G-Add] missing: "_qs,
                             u"click More CS [G-H-More] missing: "_qs }
            << QStringList { u"S-A"_qs,      u"A-B-Next"_qs, u"B-C-Done"_qs, u"C-D-Menu"_qs, u"D-F-Settings"_qs,
                             u"F-F-Name"_qs, u"F-C-Save"_qs, u"C-G-Add"_qs,  u"G-H-More"_qs };
        QTest::newRow("missing steps follow the shortest path back and across")
            << QStringList { u"S>A:open app"_qs,    u"A>B:click:Long"_qs,     u"B>C:click:Way"_qs,
                             u"C>D:click:Round"_qs, u"A>D:click:Shortcut"_qs, u"A>X:click:Start here"_qs,
                             u"X>A:click:Home"_qs,  u"D>E:click:Target"_qs }
            << QStringList { u"click Start here"_qs, u"click Target"_qs }
            << QStringList { u"click Start here CS,MS [A-X-Start here] missing: S-A"_qs,
                             u"click Target CS,MS [D-E-Target] missing: X-A-Home A-D-Shortcut"_qs }
            << QStringList { u"S-A"_qs, u"A-X-Start here"_qs, u"X-A-Home"_qs, u"A-D-Shortcut"_qs, u"D-E-Target"_qs };
        QTest::newRow("same button seen leading to two screens is one interaction")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:OK"_qs, u"A>C:click:OK"_qs, u"C>D:click:Go"_qs }
            << QStringList { u"click OK"_qs, u"click Go"_qs }
            << QStringList { u"click OK CS,MS [A-C-OK] missing: S-A"_qs, u"click Go CS [C-D-Go] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-C-OK"_qs, u"C-D-Go"_qs };
        // Models record no rotations: the step is not checked, so it carries no label (docs/evaluation.md).
        QTest::newRow("rotation gets no label")
            << appEdges << QStringList { u"click Done"_qs, u"rotate device"_qs, u"click Menu"_qs }
            << QStringList { u"click Done CS,MS [B-C-Done] missing: S-A A-B-Next"_qs, u"rotate device  [] missing: "_qs,
                             u"click Menu CS [C-D-Menu] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-Next"_qs, u"B-C-Done"_qs, u"C-D-Menu"_qs };
        // The path from "open app" to Save must take the icon: the step between them is that icon, not a mismatch
        // plus a missing step. A labelled button, or another action, stays a mismatch; what the path takes there is
        // named in its message, not claimed missing, since the step may stand for it.
        QTest::newRow("a step the path explains on a component without words")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:_"_qs, u"B>C:click:Save"_qs }
            << QStringList { u"open app"_qs, u"click Lock"_qs, u"click Save"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs, u"click Lock CS [A-B-_] missing: "_qs,
                             u"click Save CS [B-C-Save] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-_"_qs, u"B-C-Save"_qs };
        QTest::newRow("an unmapped step between: the component shows other words")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Next"_qs, u"B>C:click:Save"_qs }
            << QStringList { u"open app"_qs, u"click Lock"_qs, u"click Save"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs, u"click Lock VM [] missing: "_qs,
                             u"click Save CS [B-C-Save] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-Next"_qs, u"B-C-Save"_qs };
        QTest::newRow("an unmapped step between: another action")
            << QStringList { u"S>A:open app"_qs, u"A>B:long click:_"_qs, u"B>C:click:Save"_qs }
            << QStringList { u"open app"_qs, u"click Lock"_qs, u"click Save"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs, u"click Lock VM [] missing: "_qs,
                             u"click Save CS [B-C-Save] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-_"_qs, u"B-C-Save"_qs };
        // "Change X to Y": the step names two interactions, one right before the other; neither is missing, and
        // the step is AS over both, whichever of them the step was mapped to.
        QTest::newRow("a step naming two parts: the first before its component")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Forever"_qs, u"B>A:click:Never"_qs, u"A>C:click:OK"_qs }
            << QStringList { u"open app"_qs, u"click Never to Forever"_qs, u"click OK"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs,
                             u"click Never to Forever AS [A-B-Forever B-A-Never] missing: "_qs,
                             u"click OK CS [A-C-OK] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-Forever"_qs, u"B-A-Never"_qs, u"A-C-OK"_qs };
        QTest::newRow("a step naming two parts: the second after its component")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Forever"_qs, u"B>A:click:Never"_qs, u"A>C:click:OK"_qs }
            << QStringList { u"open app"_qs, u"click Forever to Never"_qs, u"click OK"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs,
                             u"click Forever to Never AS [A-B-Forever B-A-Never] missing: "_qs,
                             u"click OK CS [A-C-OK] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-Forever"_qs, u"B-A-Never"_qs, u"A-C-OK"_qs };
        // The last step's second part is taken where no later step takes the path through it.
        QTest::newRow("a step naming two parts, last in the report")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Expense"_qs, u"B>A:click:Income"_qs }
            << QStringList { u"open app"_qs, u"click Expense to Income"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs,
                             u"click Expense to Income AS [A-B-Expense B-A-Income] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-Expense"_qs, u"B-A-Income"_qs };
        // "Switch to Day 5 using the toolbar's drop-down": the click that opened the choice is the step's first part,
        // however the step words what it used.
        QTest::newRow("what a step uses opened its choice")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:_"_qs, u"B>A:click:Day 5"_qs, u"A>C:click:OK"_qs }
            << QStringList { u"open app"_qs, u"click Day 5 using the toolbar"_qs, u"click OK"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs,
                             u"click Day 5 using the toolbar AS [A-B-_ B-A-Day 5] missing: "_qs,
                             u"click OK CS [A-C-OK] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-_"_qs, u"B-A-Day 5"_qs, u"A-C-OK"_qs };
        // "Change the theme": a setting verb on a component that opens a choice takes the choice made there too; a
        // click on it does not, and the choice stays missing.
        QTest::newRow("a setting verb takes the choice it opens")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Theme"_qs, u"B>A:click:Dark"_qs, u"A>C:click:OK"_qs }
            << QStringList { u"open app"_qs, u"change Theme"_qs, u"click OK"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs, u"change Theme AS [A-B-Theme B-A-Dark] missing: "_qs,
                             u"click OK CS [A-C-OK] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-Theme"_qs, u"B-A-Dark"_qs, u"A-C-OK"_qs };
        QTest::newRow("a click on the opener leaves the choice missing")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Theme"_qs, u"B>A:click:Dark"_qs, u"A>C:click:OK"_qs }
            << QStringList { u"open app"_qs, u"click Theme"_qs, u"click OK"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs, u"click Theme CS [A-B-Theme] missing: "_qs,
                             u"click OK CS,MS [A-C-OK] missing: B-A-Dark"_qs }
            << QStringList { u"S-A"_qs, u"A-B-Theme"_qs, u"B-A-Dark"_qs, u"A-C-OK"_qs };
        // Sub-steps listed in parentheses ("set an alarm (10 minutes, OK)"): the path's next interaction, which one of
        // them names, is the step's second part, not missing; a single aside ("(the bell)") names no sub-step.
        QTest::newRow("sub-steps in parentheses name the second part")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Alarm"_qs, u"B>A:click:OK"_qs, u"A>C:click:Star"_qs }
            << QStringList { u"open app"_qs, u"click Alarm (10 minutes, OK)"_qs, u"click Star"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs,
                             u"click Alarm (10 minutes, OK) AS [A-B-Alarm B-A-OK] missing: "_qs,
                             u"click Star CS [A-C-Star] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-Alarm"_qs, u"B-A-OK"_qs, u"A-C-Star"_qs };
        QTest::newRow("a single aside names no sub-step")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Alarm"_qs, u"B>A:click:OK"_qs, u"A>C:click:Star"_qs }
            << QStringList { u"open app"_qs, u"click Alarm (OK)"_qs, u"click Star"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs, u"click Alarm (OK) CS [A-B-Alarm] missing: "_qs,
                             u"click Star CS,MS [A-C-Star] missing: B-A-OK"_qs }
            << QStringList { u"S-A"_qs, u"A-B-Alarm"_qs, u"B-A-OK"_qs, u"A-C-Star"_qs };
        // "Tap Next twice": a counted step is AS, and the same interaction the path takes next (the next page's
        // "Next") is its second time, not a missing step.
        QTest::newRow("a counted step takes the repeats after it")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Next"_qs, u"B>C:click:Next"_qs, u"C>D:click:Done"_qs }
            << QStringList { u"open app"_qs, u"click Next twice"_qs, u"click Done"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs, u"click Next twice AS [A-B-Next B-C-Next] missing: "_qs,
                             u"click Done CS [C-D-Done] missing: "_qs }
            << QStringList { u"S-A"_qs, u"A-B-Next"_qs, u"B-C-Next"_qs, u"C-D-Done"_qs };
        // "From the menu" names where the component is: opening the menu is a step of its own, missing here.
        QTest::newRow("a place after from: its opener stays missing")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Menu"_qs, u"B>C:click:Export"_qs }
            << QStringList { u"open app"_qs, u"click Export from Menu"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs,
                             u"click Export from Menu CS,MS [B-C-Export] missing: A-B-Menu"_qs }
            << QStringList { u"S-A"_qs, u"A-B-Menu"_qs, u"B-C-Export"_qs };
        // A rotation is no step the path could take: what the path skips around it is still missing.
        QTest::newRow("a rotation between mapped steps leaves the gap missing")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Next"_qs, u"B>C:click:Save"_qs }
            << QStringList { u"open app"_qs, u"rotate device"_qs, u"click Save"_qs }
            << QStringList { u"open app CS [S-A] missing: "_qs, u"rotate device  [] missing: "_qs,
                             u"click Save CS,MS [B-C-Save] missing: A-B-Next"_qs }
            << QStringList { u"S-A"_qs, u"A-B-Next"_qs, u"B-C-Save"_qs };
        QTest::newRow("nothing maps: every step VM")
            << appEdges << QStringList { u"click Foo"_qs, u"click Bar"_qs }
            << QStringList { u"click Foo VM [] missing: "_qs, u"click Bar VM [] missing: "_qs } << QStringList {};
        QTest::newRow("unreachable step is VM even though its screen exists")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Next"_qs, u"C>D:click:Island"_qs }
            << QStringList { u"click Island"_qs, u"click Next"_qs }
            << QStringList { u"click Island VM [] missing: "_qs, u"click Next CS,MS [A-B-Next] missing: S-A"_qs }
            << QStringList { u"S-A"_qs, u"A-B-Next"_qs };
    }
    void labels()
    {
        QFETCH(QStringList, edges);
        QFETCH(QStringList, steps);
        QFETCH(QStringList, expected);
        QFETCH(QStringList, path);
        const ExecutionModel model = buildModel(edges);
        FakeBackend backend;
        QualityAssessor assessor(backend);
        const QualityReport r = assessor.assessSteps(buildSteps(steps), model, QualityAssessor::Options {});
        QCOMPARE(printReport(r), expected);
        QCOMPARE(r.pathInteractionIds, path);
        QVERIFY(!r.truncated);
        QVERIFY(!r.canceled);
        QCOMPARE(r.uncheckedFrom, -1);
        for (const StepAssessment &a : r.steps) {
            if (a.step.action == ActionType::Rotate)
                QVERIFY2(a.message.contains(u"cannot be checked"), qPrintable(a.message));
        }
        QCOMPARE(r.backend, u"fake"_qs);
        QVERIFY(r.analyzerCalls > 0);
    }

    void dumpsAreNotRead()
    {
        // A sentence of thousands of characters is no step: it is not read, and the report says it is partial.
        const ExecutionModel model = buildModel({ u"S>A:open app"_qs, u"A>B:click:Save"_qs });
        FakeBackend backend;
        QualityAssessor assessor(backend);
        QList<Sentence> sentences;
        for (const QString &text :
             QStringList { u"click Save"_qs,
                           QString(u"click "_qs + QString(QualityAssessor::Options::MaxSentenceLength, u'x')) }) {
            Sentence s;
            s.id = u"1.%1"_qs.arg(sentences.size() + 1);
            s.text = text;
            sentences.append(s);
        }
        const QualityReport r = assessor.assessSentences(sentences, QString(), model, {});
        QCOMPARE(r.steps.size(), 1);
        QVERIFY(r.sentences.at(0).isS2R);
        QVERIFY(!r.sentences.at(1).isS2R);
        QVERIFY(r.truncated);
        QCOMPARE(r.unreadSentences, 1);
        // The reporter is told how much was not read, and why.
        const QString note = ReportExporter::partialNote(r);
        QVERIFY2(note.contains(u"1 sentence")
                     && note.contains(QString::number(QualityAssessor::Options::MaxSentenceLength)),
                 qPrintable(note));
        QualityReport read;
        QString error;
        QVERIFY2(ReportExporter::fromJson(ReportExporter::toJson(r), &read, &error), qPrintable(error));
        QCOMPARE(read.unreadSentences, 1);
    }

    void unmappedStepNamesWhatThePathTakes()
    {
        const ExecutionModel model = buildModel({ u"S>A:open app"_qs, u"A>B:click:Next"_qs, u"B>C:click:Save"_qs });
        FakeBackend backend;
        QualityAssessor assessor(backend);
        const QualityReport r
            = assessor.assessSteps(buildSteps({ u"open app"_qs, u"click Lock"_qs, u"click Save"_qs }), model, {});
        QCOMPARE(r.steps.size(), 3);
        QVERIFY2(r.steps[1].message.contains(u"one of which it may mean: Click the \"Next\" button"),
                 qPrintable(r.steps[1].message));
        QVERIFY(r.steps[2].missingBefore.isEmpty());
        // A wizard's pages: the same "Next" is named once, and counted each time.
        const ExecutionModel wizard
            = buildModel({ u"S>A:open app"_qs, u"A>B:click:Next"_qs, u"B>C:click:Next"_qs, u"C>D:click:Save"_qs });
        const QualityReport w
            = assessor.assessSteps(buildSteps({ u"open app"_qs, u"click Lock"_qs, u"click Save"_qs }), wizard, {});
        QVERIFY2(w.steps[1].message.contains(u"takes 2 interaction")
                     && w.steps[1].message.endsWith(u"may mean: Click the \"Next\" button."),
                 qPrintable(w.steps[1].message));
    }

    void unsureMappingClaimsNoMissingSteps_data()
    {
        QTest::addColumn<QString>("step");
        QTest::addColumn<bool>("missing");
        QTest::newRow("sure: the gap is missing steps") << u"click Save"_qs << true;
        QTest::newRow("few words match: the gap is only named") << u"click Save~"_qs << false;
    }
    void unsureMappingClaimsNoMissingSteps()
    {
        QFETCH(QString, step);
        QFETCH(bool, missing);
        const ExecutionModel model = buildModel({ u"S>A:open app"_qs, u"A>B:click:Next"_qs, u"B>C:click:Save"_qs });
        FakeBackend backend;
        QualityAssessor assessor(backend);
        const QualityReport r = assessor.assessSteps(buildSteps({ u"open app"_qs, step }), model, {});
        QCOMPARE(r.steps.size(), 2);
        const StepAssessment &a = r.steps[1];
        QCOMPARE(a.mappedInteractionIds, QStringList { u"B-C-Save"_qs });
        QCOMPARE(a.labels.contains(StepQuality::MissingSteps), missing);
        QCOMPARE(a.missingBefore.size(), missing ? 1 : 0);
        if (missing)
            QCOMPARE(a.missingBefore.first().interactionId, u"A-B-Next"_qs);
        else
            QVERIFY2(a.message.contains(u"If this mapping is right, the app first takes 1 interaction")
                         && a.message.contains(u"no step describes: Click the \"Next\" button"),
                     qPrintable(a.message));
        // The first mapped step is anchored by the app's start: opening it is missing whatever the score.
        const QualityReport first = assessor.assessSteps(buildSteps({ u"click Next~"_qs }), model, {});
        QVERIFY(first.steps[0].labels.contains(StepQuality::MissingSteps));
    }

    /*! A reporter who tells the steps one by one writes the interactions done: a gap between two of them is named in
     *  the message, not claimed as missing steps, while a short report still gets them. */
    /*! Labels "One" … "Eight", one button each on eight screens in a row. */
    static QStringList eightLabels()
    {
        return { u"One"_qs, u"Two"_qs, u"Three"_qs, u"Four"_qs, u"Five"_qs, u"Six"_qs, u"Seven"_qs, u"Eight"_qs };
    }
    /*! The app open, then a click on each of eightLabels(), each leading to the next screen. */
    static ExecutionModel eightClicks()
    {
        const QStringList labels = eightLabels();
        QStringList edges { u"S>A0:open app"_qs };
        for (int k = 0; k < labels.size(); ++k)
            edges.append(u"A%1>A%2:click:%3"_qs.arg(k).arg(k + 1).arg(labels.at(k)));
        return buildModel(edges);
    }

    void detailedReportClaimsNoMissingStepsBetweenItsSteps()
    {
        const QStringList labels = eightLabels();
        const ExecutionModel model = eightClicks();
        FakeBackend backend;
        QualityAssessor assessor(backend);
        QStringList detailed { u"open app"_qs };
        for (const QString &label : labels) {
            if (label != u"Four")
                detailed.append(u"click "_qs + label);
        }
        const QualityReport d = assessor.assessSteps(buildSteps(detailed), model, {});
        QCOMPARE(d.steps.size(), 8);
        const StepAssessment &five = d.steps[4];
        QCOMPARE(five.mappedInteractionIds, QStringList { u"A4-A5-Five"_qs });
        QVERIFY(five.missingBefore.isEmpty());
        QVERIFY(!five.labels.contains(StepQuality::MissingSteps));
        QVERIFY2(five.message.contains(u"no step describes: Click the \"Four\" button")
                     && five.message.contains(u"the report tells its steps one by one"),
                 qPrintable(five.message));
        const QualityReport brief
            = assessor.assessSteps(buildSteps({ u"open app"_qs, u"click Three"_qs, u"click Five"_qs }), model, {});
        QCOMPARE(brief.steps[2].missingBefore.size(), 1);
        QVERIFY(brief.steps[2].labels.contains(StepQuality::MissingSteps));
    }

    /*! A step the reporter inserted by accepting a suggestion does not make the report one told step by step: the
     *  other suggestions before the same step stay. */
    void acceptedSuggestionKeepsTheOthers()
    {
        const ExecutionModel model = eightClicks();
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        // Seven steps; "Tap Five" misses Three and Four, both suggested.
        const QString told = u"Bug\n\n1. Open the app\n2. Tap One\n3. Tap Two\n4. Tap Five\n5. Tap Six\n"
                             u"6. Tap Seven\n7. Tap Eight\n"_qs;
        const auto missingBeforeFive = [&](const QString &text, const QualityAssessor::Options &options) {
            const QualityReport r = assessor.assess(text, model, options);
            for (const StepAssessment &a : r.steps) {
                if (a.step.text == u"Tap Five")
                    return a.missingBefore.size();
            }
            return qsizetype(-1);
        };
        QCOMPARE(missingBeforeFive(told, {}), 2);
        // The first suggestion accepted, as the window inserts it: eight steps, one of them accepted.
        const QualityReport before = assessor.assess(told, model, {});
        QString inserted;
        for (const StepAssessment &a : before.steps) {
            if (a.step.text == u"Tap Five")
                inserted = a.missingBefore.first().description;
        }
        QCOMPARE(inserted, u"Click the \"Three\" button"_qs);
        const QString accepted = QString(told).replace(u"4. Tap Five"_qs, u"4. "_qs + inserted + u"\n5. Tap Five"_qs);
        QualityAssessor::Options options;
        options.acceptedSteps.insert(QualityAssessor::acceptedKey(inserted));
        QCOMPARE(missingBeforeFive(accepted, options), 1);
        // Written by the reporter, the same eight steps are told step by step: the gap is only named.
        QCOMPARE(missingBeforeFive(accepted, {}), 0);
    }

    /*! "Finish the intro": the intro's pages before the step's own interaction are the step's (AS), not missing steps;
     *  a page of another activity before them still is. */
    void stepNamingPagesTakesThem()
    {
        ExecutionModel model
            = buildModel({ u"S>A:open app"_qs, u"A>B:click:Agree"_qs, u"B>C:click:Next"_qs, u"C>D:click:Next"_qs,
                           u"D>E:click:Finish the intro"_qs, u"E>F:click:Save"_qs });
        for (Screen &screen : model.screens) {
            if (screen.id == u"A")
                screen.name = u"TermsActivity"_qs;
            else if (screen.id == u"B" || screen.id == u"C" || screen.id == u"D")
                screen.name = u"IntroActivity(Window=Main)"_qs;
        }
        model.reindex();
        FakeBackend backend;
        QualityAssessor assessor(backend);
        const QualityReport r = assessor.assessSteps(
            buildSteps({ u"open app"_qs, u"click Finish the intro"_qs, u"click Save"_qs }), model, {});
        QCOMPARE(r.steps.size(), 3);
        const StepAssessment &intro = r.steps[1];
        QCOMPARE(intro.mappedInteractionIds,
                 (QStringList { u"B-C-Next"_qs, u"C-D-Next"_qs, u"D-E-Finish the intro"_qs }));
        QVERIFY(intro.labels.contains(StepQuality::Ambiguous));
        QCOMPARE(intro.missingBefore.size(), 1);
        QCOMPARE(intro.missingBefore.first().interactionId, u"A-B-Agree"_qs);
        QVERIFY2(intro.message.contains(
                     u"before its last one: Click the \"Next\" button. \"click Finish the intro\" matches"),
                 qPrintable(intro.message));
        // A step that names no sequence of pages leaves them missing.
        for (Interaction &e : model.interactions) {
            if (e.id == u"D-E-Finish the intro")
                e.component->text = u"Done"_qs;
        }
        const QualityReport plain
            = assessor.assessSteps(buildSteps({ u"open app"_qs, u"click Done"_qs, u"click Save"_qs }), model, {});
        QCOMPARE(plain.steps[1].mappedInteractionIds.size(), 1);
        QVERIFY(plain.steps[1].labels.contains(StepQuality::Correct));
        QCOMPARE(plain.steps[1].missingBefore.size(), 3);
    }

    /*! "Go through the intro" names no component, and no reading maps it: the pages of one activity that the way to the
     *  next step takes first are its (AS); a step naming no sequence of pages stays unmapped (VM). */
    void unmappedStepNamingPagesTakesThem_data()
    {
        QTest::addColumn<QString>("step");
        QTest::addColumn<QStringList>("mapped");
        QTest::addColumn<bool>("opened"); ///< the report says it opens the app, else opening it is missing
        QTest::newRow("the pages") << u"go through the intro"_qs
                                   << QStringList { u"B-C-Next"_qs, u"C-D-Next"_qs, u"D-E-Done"_qs } << true;
        QTest::newRow("no pages named") << u"go through the list"_qs << QStringList {} << true;
        QTest::newRow("a welcome tour") << u"go through the welcome tour"_qs
                                        << QStringList { u"B-C-Next"_qs, u"C-D-Next"_qs, u"D-E-Done"_qs } << true;
        // The first step: the launch before the pages is no page, and stays missing.
        QTest::newRow("the pages first") << u"go through the intro"_qs
                                         << QStringList { u"B-C-Next"_qs, u"C-D-Next"_qs, u"D-E-Done"_qs } << false;
    }
    void unmappedStepNamingPagesTakesThem()
    {
        QFETCH(QString, step);
        QFETCH(QStringList, mapped);
        QFETCH(bool, opened);
        ExecutionModel model = buildModel({ u"S>B:open app"_qs, u"B>C:click:Next"_qs, u"C>D:click:Next"_qs,
                                            u"D>E:click:Done"_qs, u"E>F:click:Save"_qs });
        for (Screen &screen : model.screens) {
            if (screen.id == u"B" || screen.id == u"C" || screen.id == u"D")
                screen.name = u"IntroActivity(Window=Main)"_qs;
        }
        model.reindex();
        FakeBackend backend;
        QList<S2RStep> steps = buildSteps({ u"open app"_qs, step, u"click Save"_qs });
        if (!opened)
            steps.removeFirst();
        S2RStep &pages = steps[opened ? 1 : 0];
        pages.action = ActionType::Unknown;
        pages.object.clear();
        pages.preposition = u"through"_qs;
        pages.object2 = step.section(u' ', 2);
        QualityAssessor assessor(backend);
        const QualityReport r = assessor.assessSteps(steps, model, {});
        const StepAssessment &taken = r.steps[opened ? 1 : 0];
        QCOMPARE(taken.mappedInteractionIds, mapped);
        QList<StepQuality> labels { mapped.isEmpty() ? StepQuality::VocabularyMismatch : StepQuality::Ambiguous };
        if (!opened)
            labels.append(StepQuality::MissingSteps);
        QCOMPARE(taken.labels, labels);
        if (!opened)
            QCOMPARE(taken.missingBefore.first().interactionId, u"S-B"_qs);
        QCOMPARE(r.steps.last().labels, QList<StepQuality> { StepQuality::Correct });
    }

    void twoPartStepNamesBoth()
    {
        const ExecutionModel model
            = buildModel({ u"S>A:open app"_qs, u"A>B:click:Forever"_qs, u"B>A:click:Never"_qs, u"A>C:click:OK"_qs });
        FakeBackend backend;
        QualityAssessor assessor(backend);
        const QualityReport r = assessor.assessSteps(
            buildSteps({ u"open app"_qs, u"click Forever to Never"_qs, u"click OK"_qs }), model, {});
        QCOMPARE(r.steps.size(), 3);
        QVERIFY2(
            r.steps[1].message.contains(u"takes two interactions in this app: Click the \"Forever\" button, then Click "
                                        u"the \"Never\" button"),
            qPrintable(r.steps[1].message));
    }

    void messages()
    {
        const ExecutionModel model = buildModel(appEdges);
        FakeBackend backend;
        QualityAssessor assessor(backend);
        const QualityReport r
            = assessor.assessSteps(buildSteps({ u"click Item*"_qs, u"click Frobnicate"_qs }), model, {});
        QCOMPARE(r.steps.size(), 2);
        // AS names the components it could mean.
        QVERIFY2(r.steps[0].message.contains(u"\"Item 1\"") && r.steps[0].message.contains(u"\"Item 2\""),
                 qPrintable(r.steps[0].message));
        // MS lists ready-to-insert steps.
        QCOMPARE(r.steps[0].missingBefore.size(), 3);
        QCOMPARE(r.steps[0].missingBefore[0].description, u"Open the app"_qs);
        QCOMPARE(r.steps[0].missingBefore[1].description, u"Click the \"Next\" button"_qs);
        QCOMPARE(r.steps[0].missingBefore[1].sourceScreenName, u"ScreenA"_qs);
        QCOMPARE(r.steps[0].missingBefore[1].componentText, u"Next"_qs);
        QVERIFY(r.steps[0].message.contains(u"Click the \"Next\" button"));
        // VM names the word the app never shows, as the reporter wrote it ("Frobnicate", not "frobnicate").
        QVERIFY2(r.steps[1].message.contains(u"no screen shows \"Frobnicate\""), qPrintable(r.steps[1].message));
        const QualityReport upper
            = assessor.assessSteps(buildSteps({ u"click the FROBNICATE OK button"_qs }), model, {});
        QVERIFY2(upper.steps[0].message.contains(u"no screen shows \"FROBNICATE\", \"OK\"."),
                 qPrintable(upper.steps[0].message));
        // Quantifiers and determiners are no words a screen would show: VM names only the content words.
        const QualityReport few = assessor.assessSteps(buildSteps({ u"click few Frobnicate each"_qs }), model, {});
        QVERIFY2(few.steps[0].message.contains(u"no screen shows \"Frobnicate\". "), qPrintable(few.steps[0].message));
        // A letter alone ("Frobnicate's", "e.g.") is no word a screen could show.
        const QualityReport letter = assessor.assessSteps(buildSteps({ u"click Frobnicate's"_qs }), model, {});
        QVERIFY2(letter.steps[0].message.contains(u"no screen shows \"Frobnicate\". "),
                 qPrintable(letter.steps[0].message));
        // A word a screen shows as a label, on no component an interaction touched, is not called unseen.
        ExecutionModel labelled = model;
        GuiComponent title;
        title.className = u"TextView"_qs;
        title.text = u"Frobnicate"_qs;
        labelled.screens[1].components.append(title);
        const QualityReport l = assessor.assessSteps(buildSteps({ u"click Frobnicate"_qs }), labelled, {});
        QVERIFY2(l.steps[0].message.contains(u"The app shows \"Frobnicate\", but no recorded interaction touches it"),
                 qPrintable(l.steps[0].message));
        // A step's own quotes turn single and typographic inside the message's quotes, so the quotation reads whole.
        QList<S2RStep> quoted = buildSteps({ u"click Frobnicate"_qs });
        quoted[0].text = u"Click \"Frobnicate\" twice"_qs;
        const QualityReport q = assessor.assessSteps(quoted, model, {});
        QVERIFY2(q.steps[0].message.contains(u"\"Click \u2018Frobnicate\u2019 twice\""),
                 qPrintable(q.steps[0].message));
        // Opening the app starts from the Start pseudo-state, which the message does not name as a screen.
        const QualityReport open = assessor.assessSteps(buildSteps({ u"open app"_qs }), model, {});
        QCOMPARE(open.steps[0].message, u"\"open app\" matches: Open the app."_qs);
        // How sure: the reading's score, and a component elsewhere as near and as well described is named.
        const ExecutionModel twoWays = buildModel({ u"S>A:open app"_qs, u"A>B:click:Go"_qs, u"A>C:click:Run"_qs,
                                                    u"B>D:click:Save"_qs, u"C>E:click:Save all"_qs });
        const QualityReport rival
            = assessor.assessSteps(buildSteps({ u"open app"_qs, u"click Save*"_qs }), twoWays, {});
        QCOMPARE(rival.steps[1].confidence, 1.0);
        QVERIFY2(rival.steps[1].message.contains(u"Not sure: it could also be Click the \"Save"_qs),
                 qPrintable(rival.steps[1].message));
        QCOMPARE(rival.steps[0].confidence, 1.0);
        QVERIFY2(!rival.steps[0].message.contains(u"Not sure"_qs), qPrintable(rival.steps[0].message));
        // Another copy of the same screen offering the same component is no rival: the reporter would read it twice.
        ExecutionModel copies = buildModel({ u"S>A:open app"_qs, u"A>B:click:Go"_qs, u"A>C:click:Run"_qs,
                                             u"B>D:click:Save all"_qs, u"C>E:click:Save all"_qs });
        copies.screens[3].name = copies.screens[2].name + u"(Window=Main)"_qs;
        copies.interactions[4].component->resourceId = u"save_all"_qs; // recorded apart, described the same
        copies.reindex();
        const QualityReport copy = assessor.assessSteps(buildSteps({ u"open app"_qs, u"click Save*"_qs }), copies, {});
        QVERIFY2(!copy.steps[1].message.contains(u"could also be"_qs), qPrintable(copy.steps[1].message));
        QCOMPARE(r.steps[1].confidence, 0.0); // VM
        // A component further away than the chosen one is no rival.
        const ExecutionModel farther
            = buildModel({ u"S>A:open app"_qs, u"A>B:click:Go"_qs, u"A>C:click:Run"_qs, u"B>D:click:Save"_qs,
                           u"C>F:click:Next"_qs, u"F>E:click:Save all"_qs });
        const QualityReport near = assessor.assessSteps(buildSteps({ u"open app"_qs, u"click Save*"_qs }), farther, {});
        QVERIFY2(!near.steps[1].message.contains(u"Not sure"_qs), qPrintable(near.steps[1].message));
        // A step mapped by the path alone says so: nothing on the component confirmed the reporter's words.
        const ExecutionModel icon = buildModel({ u"S>A:open app"_qs, u"A>B:click:_"_qs, u"B>C:click:Save"_qs });
        const QualityReport lock
            = assessor.assessSteps(buildSteps({ u"open app"_qs, u"click Lock"_qs, u"click Save"_qs }), icon, {});
        QVERIFY2(lock.steps[1].message.startsWith(u"\"click Lock\" is probably: ")
                     && lock.steps[1].message.contains(u"The way to the next step takes it"),
                 qPrintable(lock.steps[1].message));
        // So is a long press the recorder stored as the Back key's at a point of a list: it touched a row.
        ExecutionModel list = buildModel({ u"S>A:open app"_qs, u"A>B:click:_"_qs, u"B>C:click:Edit Task"_qs });
        GuiComponent rows;
        rows.className = u"ListView"_qs;
        rows.bounds = QRect(0, 200, 1080, 1600);
        list.screens[1].components.append(rows);
        list.interactions[1].action = ActionType::LongClick;
        GuiComponent key;
        key.className = u"com.android.systemui.statusbar.policy.KeyButtonView"_qs;
        key.resourceId = u"BACK_MODAL"_qs;
        key.bounds = QRect(540, 400, 0, 0);
        list.interactions[1].component = key;
        GuiComponent edit;
        edit.className = u"TextView"_qs;
        edit.text = u"Edit Task"_qs;
        edit.bounds = QRect(0, 1700, 1080, 120);
        list.interactions[2].component = edit;
        QList<S2RStep> pressed = buildSteps({ u"open app"_qs, u"press the new task"_qs, u"click Edit Task"_qs });
        pressed[1].action = ActionType::LongClick;
        const QualityReport press = assessor.assessSteps(pressed, list, {});
        QCOMPARE(press.steps[1].labels, (QList<StepQuality> { StepQuality::Correct }));
        QCOMPARE(press.steps[1].mappedInteractionIds, QStringList { list.interactions[1].id });
    }

    /*! A step whose words match only far from where the steps before it leave the app is left unmapped (VM), and its
     *  message says where the words are and how far, not that no screen shows them. */
    void fartherReadingIsNamed()
    {
        // Nine pages of a wizard before the screen that shows "Settings".
        QStringList edges { u"S>A:open app"_qs, u"J>K:click:Settings"_qs };
        const QString pages = u"ABCDEFGHIJ"_qs;
        for (qsizetype k = 0; k + 1 < pages.size(); ++k)
            edges.append(pages.at(k) + u'>' + pages.at(k + 1) + u":click:Next"_qs);
        const ExecutionModel model = buildModel(edges);
        FakeBackend backend;
        QualityAssessor assessor(backend);
        const QualityReport r = assessor.assessSteps(buildSteps({ u"open app"_qs, u"click Settings"_qs }), model, {});
        QCOMPARE(r.steps[1].labels, (QList<StepQuality> { StepQuality::VocabularyMismatch }));
        QVERIFY2(r.steps[1].message.contains(u"shows these words on the Screen J screen, 9 interaction"),
                 qPrintable(r.steps[1].message));
    }

    /*! Steps before the first one found: opening the app is missing before the first step that maps, as the labelled
     *  sets have it (a VM step carries no missing steps), and the first step's VM message speaks of no previous
     *  steps. */
    void leadingUnmatchedSteps()
    {
        const ExecutionModel model = buildModel(appEdges);
        FakeBackend backend;
        QualityAssessor assessor(backend);
        const QualityReport r = assessor.assessSteps(
            buildSteps({ u"click Item"_qs, u"click Frobnicate"_qs, u"click Next"_qs }), model, {});
        QCOMPARE(printReport(r),
                 (QStringList { u"click Item VM [] missing: "_qs, u"click Frobnicate VM [] missing: "_qs,
                                u"click Next CS,MS [A-B-Next] missing: S-A"_qs }));
        QVERIFY2(r.steps[0].message.contains(u"as the first step") && !r.steps[0].message.contains(u"previous steps"),
                 qPrintable(r.steps[0].message));
        QVERIFY2(r.steps[2].message.endsWith(u"missing before it: Open the app."), qPrintable(r.steps[2].message));
        QCOMPARE(r.pathInteractionIds, (QStringList { u"S-A"_qs, u"A-B-Next"_qs }));
        // A step found first keeps "Open the app" before it.
        const QualityReport found = assessor.assessSteps(buildSteps({ u"click Next"_qs, u"click Item"_qs }), model, {});
        QCOMPARE(printReport(found),
                 (QStringList { u"click Next CS,MS [A-B-Next] missing: S-A"_qs, u"click Item VM [] missing: "_qs }));
        QVERIFY2(found.steps[1].message.contains(u"after the previous steps"), qPrintable(found.steps[1].message));
    }

    void vocabularyFollowsTheModel()
    {
        // The VM messages' word sets are cached per model content (the annotator assesses one model on every
        // pause in typing): each model, edited in place or not, is checked against its own words.
        const QString unseen = u"no screen shows \"Frobnicate\""_qs;
        const QString shownOnly = u"The app shows \"Frobnicate\", but no recorded interaction touches it"_qs;
        const QString touched = u"The app shows these words, but"_qs;
        const QList<S2RStep> steps = buildSteps({ u"click Frobnicate"_qs });
        FakeBackend backend;
        auto messageFor = [&](const ExecutionModel &m) {
            QualityAssessor assessor(backend); // a new one per analysis, as the annotator makes them
            return assessor.assessSteps(steps, m, {}).steps.value(0).message;
        };
        const ExecutionModel plain = buildModel(appEdges);
        QVERIFY2(messageFor(plain).contains(unseen), qPrintable(messageFor(plain)));
        ExecutionModel labelled = plain;
        GuiComponent title;
        title.className = u"TextView"_qs;
        title.text = u"Frobnicate"_qs;
        labelled.screens[1].components.append(title);
        QVERIFY2(messageFor(labelled).contains(shownOnly), qPrintable(messageFor(labelled)));
        QVERIFY2(messageFor(plain).contains(unseen), qPrintable(messageFor(plain)));
        // A resource-id is no word a screen shows: the reporter cannot have read it there.
        ExecutionModel idOnly = plain;
        GuiComponent field;
        field.className = u"EditText"_qs;
        field.resourceId = u"com.example:id/input_frobnicate"_qs;
        idOnly.screens[1].components.append(field);
        QVERIFY2(messageFor(idOnly).contains(unseen), qPrintable(messageFor(idOnly)));
        // Edited in place (no reindex: the text is no index key), the same object is a new model.
        labelled.screens[1].components.last().text = u"Frobnicator settings"_qs;
        QVERIFY2(messageFor(labelled).contains(unseen), qPrintable(messageFor(labelled)));
        // A touched component with the word, on a screen the path cannot reach from the Start state.
        ExecutionModel island = plain;
        Interaction far;
        far.id = u"X-Y-Frobnicate"_qs;
        far.sourceId = u"X"_qs;
        far.targetId = u"Y"_qs;
        far.action = ActionType::LongClick;
        GuiComponent frob;
        frob.className = u"Button"_qs;
        frob.text = u"Frobnicate"_qs;
        far.component = frob;
        island.interactions.append(far);
        island.reindex();
        QVERIFY2(messageFor(island).contains(touched), qPrintable(messageFor(island)));
        QVERIFY2(messageFor(plain).contains(unseen), qPrintable(messageFor(plain)));
    }

    void pinnedInteraction()
    {
        const ExecutionModel model = buildModel(appEdges);
        FakeBackend backend;
        QualityAssessor assessor(backend);
        const QList<S2RStep> steps = buildSteps({ u"click Done"_qs, u"click Item*"_qs });
        QualityAssessor::Options options;
        options.pinnedInteractions.insert(QualityAssessor::pinKey(steps[1]), u"C-E-Item 2"_qs);
        const QualityReport r = assessor.assessSteps(steps, model, options);
        QCOMPARE(printReport(r),
                 (QStringList { u"click Done CS,MS [B-C-Done] missing: S-A A-B-Next"_qs,
                                u"click Item* CS [C-E-Item 2] missing: "_qs }));
    }

    void pinKeyIgnoresWording()
    {
        S2RStep a;
        a.action = ActionType::Click;
        a.object = u"the Save button"_qs;
        S2RStep b = a;
        b.object = u"Save button"_qs;
        QCOMPARE(QualityAssessor::pinKey(a), QualityAssessor::pinKey(b));
        b.action = ActionType::LongClick;
        QVERIFY(QualityAssessor::pinKey(a) != QualityAssessor::pinKey(b));
    }

    void expansionLimit()
    {
        const ExecutionModel model = buildModel(appEdges);
        FakeBackend backend;
        QualityAssessor assessor(backend);
        QualityAssessor::Options options;
        // One step's worth: every screen is looked at once for a step.
        options.maxExpansions = model.screens.size();
        const QualityReport r
            = assessor.assessSteps(buildSteps({ u"click Save"_qs, u"click More"_qs }), model, options);
        QVERIFY(r.truncated);
        QCOMPARE(r.steps.size(), 2);
        // The search never got to "click More": it is not checked (no VM), and the report says from where.
        QCOMPARE(r.uncheckedFrom, 1);
        QVERIFY(r.steps[1].labels.isEmpty());
        QVERIFY2(r.steps[1].message.startsWith(u"Not checked"), qPrintable(r.steps[1].message));
        // At most one (screen, step) pair mapped per expansion.
        QVERIFY(backend.calls() <= model.screens.size());
    }

    void cancel()
    {
        const ExecutionModel model = buildModel(appEdges);
        FakeBackend backend;
        QualityAssessor assessor(backend);
        int polls = 0;
        const QualityReport r = assessor.assessSteps(buildSteps({ u"click Save"_qs, u"click More"_qs }), model, {},
                                                     [&polls] { return ++polls > 3; });
        QVERIFY(r.canceled);
    }

    void noStartState()
    {
        ExecutionModel model = buildModel({ u"A>B:click:Next"_qs });
        FakeBackend backend;
        QualityAssessor assessor(backend);
        const QualityReport r = assessor.assessSteps(buildSteps({ u"click Next"_qs }), model, {});
        QCOMPARE(r.steps.size(), 1);
        QCOMPARE(r.steps[0].labels, QList<StepQuality> { StepQuality::VocabularyMismatch });
        QVERIFY(r.steps[0].message.contains(u"no Start state"));
        QCOMPARE(backend.calls(), 0);
    }

    void sentencesPipeline()
    {
        const ExecutionModel model = buildModel(appEdges);
        FakeBackend backend;
        QualityAssessor assessor(backend);
        Sentence title;
        title.id = u"0"_qs;
        title.text = u"Crash"_qs;
        title.isTitle = true;
        Sentence s1;
        s1.id = u"1.1"_qs;
        s1.text = u"click Menu"_qs;
        const QualityReport r = assessor.assessSentences({ title, s1 }, {}, model, {});
        QCOMPARE(r.sentences.size(), 2);
        QVERIFY(!r.sentences[0].isS2R);
        QVERIFY(r.sentences[1].isS2R);
        QCOMPARE(r.steps.size(), 1);
        QCOMPARE(r.steps[0].step.sentenceId, u"1.1"_qs);
        QCOMPARE(r.steps[0].mappedInteractionIds, QStringList { u"C-D-Menu"_qs });
        // identifyS2R + extractSteps + the mapStep calls.
        QVERIFY(r.analyzerCalls > 2);
    }

    void deepChainDoesNotOverflow()
    {
        // 20000 screens in a row: the alignment must neither recurse on the call stack nor tabulate every pair.
        QStringList edges { u"S>N0:open app"_qs };
        for (int i = 0; i < 20000; ++i)
            edges.append(u"N%1>N%2:click:Next"_qs.arg(i).arg(i + 1));
        edges.append(u"N20000>Z:click:Finish"_qs);
        const ExecutionModel model = buildModel(edges);
        FakeBackend backend;
        QualityAssessor assessor(backend);
        QualityAssessor::Options options;
        options.maxExpansions = 100000;
        const QualityReport r = assessor.assessSteps(buildSteps({ u"click Finish"_qs }), model, options);
        // The alignment holds no table of every pair of screens, and a reading behind 20001 interactions that no
        // step describes costs more than it is worth: the step stays unmapped.
        QCOMPARE(r.steps[0].labels, QList<StepQuality> { StepQuality::VocabularyMismatch });
        QVERIFY(r.steps[0].mappedInteractionIds.isEmpty());
    }

    /*! §VI-A "Add a split": a creating step whose click opens a form for the thing it creates is AS. */
    void creationStepWithForm_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<QString>("object");
        QTest::addColumn<QString>("expected");
        QTest::newRow("add opens a form for it") << "add"
                                                 << "Split"
                                                 << "AS,MS [A-B-Split B-B-Split amount]";
        QTest::newRow("create opens a form for it") << "create"
                                                    << "Split"
                                                    << "AS,MS [A-B-Split B-B-Split amount]";
        QTest::newRow("a click is one interaction") << "click"
                                                    << "Split"
                                                    << "CS,MS [A-B-Split]";
        QTest::newRow("form fields name something else") << "add"
                                                         << "Tag"
                                                         << "CS,MS [A-D-Tag]";
    }
    void creationStepWithForm()
    {
        QFETCH(QString, verb);
        QFETCH(QString, object);
        QFETCH(QString, expected);
        const ExecutionModel model
            = buildModel({ u"S>A:open app"_qs, u"A>B:click:Split"_qs, u"B>B:type:Split amount"_qs, u"B>C:click:Save"_qs,
                           u"A>D:click:Tag"_qs, u"D>D:type:Name"_qs });
        S2RStep step;
        step.sentenceId = u"1.1"_qs;
        step.verb = verb;
        step.action = ActionType::Click;
        step.object = object;
        FakeBackend backend;
        QualityAssessor assessor(backend);
        const QualityReport r = assessor.assessSteps({ step }, model, QualityAssessor::Options {});
        QCOMPARE(r.steps.size(), 1);
        const StepAssessment &a = r.steps.first();
        QStringList labels;
        for (StepQuality q : a.labels)
            labels.append(qualityCode(q));
        QCOMPARE(labels.join(u',') + u" [" + a.mappedInteractionIds.join(u' ') + u']', expected);
        QVERIFY(!a.message.isEmpty());
    }

    /*! The offline analyzer's §III-D1 mapping on one screen: which components a step is taken to mean.
     *  Components are "Class|resource-id|text"; the expected list holds the texts (or ids) mapped. */
    /*! "Click Next and Done" is two clicks, "Tap Save and Exit" one where the app has such a button. */
    /*! "Fill in label and secret": typing into every field the coordinated object names is several interactions. */
    void coordinatedFields()
    {
        const ExecutionModel model = buildModel({ u"S>A:open app"_qs, u"A>A:type:Label"_qs, u"A>A:type:Secret"_qs,
                                                  u"A>A:type:Issuer"_qs, u"A>B:click:Save"_qs });
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        const QualityReport both
            = assessor.assess(u"Steps\n\n1. Open the app\n2. Fill in label and secret\n3. Tap Save\n"_qs, model, {});
        QCOMPARE(both.steps.value(1).labels, QList<StepQuality> { StepQuality::Ambiguous });
        QStringList ids = both.steps.value(1).mappedInteractionIds;
        ids.sort();
        QCOMPARE(ids, (QStringList { u"A-A-Label"_qs, u"A-A-Secret"_qs }));
        QVERIFY2(both.steps.value(1).message.contains(u"takes several interactions"_qs),
                 qPrintable(both.steps.value(1).message));
        // The path types into one named field before the other: that field is a part of the step, not missing.
        const ExecutionModel chain
            = buildModel({ u"S>A:open app"_qs, u"A>B:type:Label"_qs, u"B>C:type:Secret key"_qs, u"C>D:click:Save"_qs });
        const QualityReport walked = assessor.assess(
            u"Steps\n\n1. Open the app\n2. Fill in label and secret key\n3. Tap Save\n"_qs, chain, {});
        QVERIFY2(walked.steps.value(1).labels == QList<StepQuality> { StepQuality::Ambiguous },
                 qPrintable(walked.steps.value(1).message));
        QVERIFY2(walked.steps.value(1).missingBefore.isEmpty(), qPrintable(walked.steps.value(1).message));
        QVERIFY2(walked.steps.value(2).missingBefore.isEmpty(), qPrintable(walked.steps.value(2).message));
        // One field named: one interaction.
        const QStringList one = printReport(
            assessor.assess(u"Steps\n\n1. Open the app\n2. Fill in the secret\n3. Tap Save\n"_qs, model, {}));
        QCOMPARE(one.value(1), u"Fill in the secret CS [A-A-Secret] missing: "_qs);
        // A part naming no field leaves the step one interaction.
        const QStringList other = printReport(assessor.assess(
            u"Steps\n\n1. Open the app\n2. Fill in secret and frobnicate\n3. Tap Save\n"_qs, model, {}));
        QVERIFY2(other.value(1).startsWith(u"Fill in secret and frobnicate CS [A-A-Secret]"_qs),
                 qPrintable(other.join(u'\n')));
    }

    void coordinatedLabels_data()
    {
        QTest::addColumn<QStringList>("edges");
        QTest::addColumn<QString>("step");
        QTest::addColumn<QStringList>("expected"); // printReport() lines after "Open the app"

        QTest::newRow("two buttons") << QStringList { u"S>A:open app"_qs, u"A>B:click:Next"_qs, u"B>C:click:Done"_qs }
                                     << u"Click Next and Done"_qs
                                     << QStringList { u"Click Next CS [A-B-Next] missing: "_qs,
                                                      u"Done CS [B-C-Done] missing: "_qs };
        QTest::newRow("one button") << QStringList { u"S>A:open app"_qs, u"A>B:click:Next & Done"_qs }
                                    << u"Click Next and Done"_qs
                                    << QStringList { u"Click Next and Done CS [A-B-Next & Done] missing: "_qs };
        QTest::newRow("a verb after and, one button")
            << QStringList { u"S>A:open app"_qs, u"A>B:click:Save and exit"_qs } << u"Tap Save and Exit"_qs
            << QStringList { u"Tap Save and Exit CS [A-B-Save and exit] missing: "_qs };
    }
    void coordinatedLabels()
    {
        QFETCH(QStringList, edges);
        QFETCH(QString, step);
        QFETCH(QStringList, expected);
        const ExecutionModel model = buildModel(edges);
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        const QString report = u"Steps\n\n1. Open the app\n2. "_qs + step + u'\n';
        const QualityReport r = assessor.assess(report, model, {});
        QStringList lines = printReport(r);
        QVERIFY(!lines.isEmpty());
        QCOMPARE(lines.takeFirst(), u"Open the app CS [S-A] missing: "_qs);
        QCOMPARE(lines, expected);
        for (const StepAssessment &a : r.steps)
            QCOMPARE(report.mid(a.step.offset, a.step.length), a.step.text);
    }

    /*! "Open the menu and tap Export": the menu is the navigation drawer the toggle opens (not a list item of a
     *  kind reporters also call a menu entry), on the nearest screen that has one, and the entry is the one the
     *  open drawer shows. */
    void openingTheMenuThenAnEntry()
    {
        ExecutionModel model = buildModel({ u"S>W:open app"_qs, u"W>W:click:Let me handle it"_qs, u"W>A:click:Next"_qs,
                                            u"A>D:click:Toggle"_qs, u"D>F:click:Export…"_qs, u"F>A:click:Export"_qs,
                                            u"A>A:click:Favorites"_qs });
        const auto component
            = [](const QString &className, const QString &resourceId, const QString &text, const QString &description) {
                  GuiComponent c;
                  c.className = className;
                  c.resourceId = resourceId;
                  c.text = text;
                  c.contentDescription = description;
                  return c;
              };
        const auto patch = [&](const QString &id, const QString &className, const QString &resourceId,
                               const QString &text, const QString &description) {
            for (Interaction &e : model.interactions) {
                if (e.id == id)
                    e.component = component(className, resourceId, text, description);
            }
        };
        patch(u"W-W-Let me handle it"_qs, u"android.widget.CheckedTextView"_qs, u"text1"_qs, u"Let me handle it"_qs,
              {});
        patch(u"A-D-Toggle"_qs, u"android.widget.ImageButton"_qs, {}, {}, u"Navigation drawer opened"_qs);
        patch(u"D-F-Export…"_qs, u"android.widget.CheckedTextView"_qs, u"design_menu_item_text"_qs, u"Export…"_qs, {});
        patch(u"F-A-Export"_qs, u"android.widget.TextView"_qs, u"menu_save"_qs, u"Export"_qs, u"Export"_qs);
        patch(u"A-A-Favorites"_qs, u"android.widget.TextView"_qs, {}, u"Favorites"_qs, {});
        for (Screen &screen : model.screens) {
            screen.name = screen.id == u"W" ? u"FirstRunWizardActivity"_qs
                : screen.id == u"F"         ? u"FormActivity"_qs
                                            : u"AccountsActivity(Window=Main)"_qs;
            if (screen.id == u"D")
                screen.components = { component(u"android.widget.FrameLayout"_qs, u"nav_view"_qs, {}, {}),
                                      component(u"android.widget.CheckedTextView"_qs, u"design_menu_item_text"_qs,
                                                u"Export…"_qs, {}) };
        }
        model.reindex();
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        const QualityReport r
            = assessor.assess(u"Open the app.\nOpen the menu and tap Export.\nThe app crashes.\n"_qs, model, {});
        QCOMPARE(printReport(r),
                 (QStringList { u"Open the app CS [S-W] missing: "_qs,
                                u"Open the menu CS,MS [A-D-Toggle] missing: W-A-Next"_qs,
                                u"tap Export CS [D-F-Export…] missing: "_qs }));
    }

    /*! A drawer entry whose click the recorder put on the content behind the open drawer (an account row without
     *  text, leading where the "Export…" entry of another screen's drawer leads) is that entry: right after the
     *  report opens the menu, "tap Export" is the entry, not the form's "Export" one step further. Without a step
     *  opening the menu the drawer's recorded entries name it, and the row is described as the entry. */
    void entryOfTheDrawerJustOpened_data()
    {
        QTest::addColumn<QString>("report");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("after opening the menu")
            << u"Open the app.\nOpen the menu and tap Export.\n"_qs
            << QStringList { u"Open the app CS [S-A] missing: "_qs, u"Open the menu CS [toggle] missing: "_qs,
                             u"tap Export CS [row] missing: "_qs };
        QTest::newRow("no menu opened") << u"Open the app.\nTap Export.\n"_qs
                                        << QStringList { u"Open the app CS [S-A] missing: "_qs,
                                                         u"Tap Export CS,MS [save] missing: toggle row"_qs };
    }
    void entryOfTheDrawerJustOpened()
    {
        QFETCH(QString, report);
        QFETCH(QStringList, expected);
        const auto component
            = [](const QString &className, const QString &resourceId, const QString &text, const QString &description) {
                  GuiComponent c;
                  c.className = u"android.widget."_qs + className;
                  c.resourceId = resourceId;
                  c.text = text;
                  c.contentDescription = description;
                  return c;
              };
        ExecutionModel model = buildModel({ u"S>A:open app"_qs });
        const auto screen = [&](const QString &id, const QString &name, const QList<GuiComponent> &components) {
            Screen sc;
            sc.id = id;
            sc.name = name;
            sc.components = components;
            model.screens.append(sc);
        };
        const GuiComponent drawer = component(u"FrameLayout"_qs, u"nav_view"_qs, {}, {});
        const GuiComponent exportEntry
            = component(u"CheckedTextView"_qs, u"design_menu_item_text"_qs, u"Export…"_qs, {});
        const GuiComponent settingsEntry
            = component(u"CheckedTextView"_qs, u"design_menu_item_text"_qs, u"Settings"_qs, {});
        model.screens[1].name = u"AccountsActivity(Window=Main)"_qs;
        screen(
            u"D"_qs, u"AccountsActivity(Window=Main)"_qs,
            { component(u"RecyclerView"_qs, u"account_recycler_view"_qs, {}, {}), drawer, exportEntry, settingsEntry });
        screen(u"L"_qs, u"AccountsActivity(Window=Main)"_qs, {});
        screen(u"T"_qs, u"TransactionsActivity(Window=Main)"_qs, {});
        screen(u"TD"_qs, u"TransactionsActivity(Window=Main)"_qs, { drawer, exportEntry, settingsEntry });
        screen(u"F"_qs, u"FormActivity(Window=Main)"_qs, {});
        screen(u"P"_qs, u"PreferenceActivity(Window=Main)"_qs, {});
        const auto add = [&](const QString &id, const QString &from, const QString &to, const GuiComponent &c) {
            Interaction e;
            e.id = id;
            e.sourceId = from;
            e.targetId = to;
            e.action = ActionType::Click;
            e.component = c;
            model.interactions.append(e);
        };
        add(u"toggle"_qs, u"A"_qs, u"D"_qs, component(u"ImageButton"_qs, {}, {}, u"Navigation drawer opened"_qs));
        add(u"row"_qs, u"D"_qs, u"F"_qs, component(u"RelativeLayout"_qs, {}, {}, {}));
        add(u"settings"_qs, u"D"_qs, u"P"_qs, settingsEntry);
        add(u"assets"_qs, u"A"_qs, u"L"_qs, component(u"TextView"_qs, {}, u"Assets"_qs, {}));
        add(u"transactions"_qs, u"L"_qs, u"T"_qs, component(u"TextView"_qs, {}, u"Transactions"_qs, {}));
        add(u"transactions toggle"_qs, u"T"_qs, u"TD"_qs,
            component(u"ImageButton"_qs, {}, {}, u"Navigation drawer opened"_qs));
        add(u"entry"_qs, u"TD"_qs, u"F"_qs, exportEntry);
        add(u"save"_qs, u"F"_qs, u"A"_qs, component(u"TextView"_qs, u"menu_save"_qs, u"Export"_qs, u"Export"_qs));
        model.reindex();
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        QCOMPARE(printReport(assessor.assess(report, model, {})), expected);
        QCOMPARE(ComponentText::describe(*model.interaction(u"row"_qs), &model),
                 u"Click the \"Export…\" item in the navigation drawer"_qs);
    }

    /*! "Open <the app's name>" is the start (the open-app interaction), not a click on a component that
     *  happens to hold the name ("mileage-backup.db"), wherever the model keeps that list item. */
    void openingTheAppByName()
    {
        ExecutionModel model
            = buildModel({ u"S>A:open app"_qs, u"A>B:click:Statistics"_qs, u"A>C:click:mileage-backup.db"_qs });
        model.packageName = u"com.example.mileage"_qs;
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        const QualityReport r
            = assessor.assess(u"Steps\n\n1. Open Mileage Tracker\n2. Click Statistics\n"_qs, model, {});
        QCOMPARE(printReport(r),
                 (QStringList { u"Open Mileage Tracker CS [S-A] missing: "_qs,
                                u"Click Statistics CS [A-B-Statistics] missing: "_qs }));
    }

    /*! Between equal readings, the one on a screen whose activity the recorder could not read ("null") loses. */
    void knownScreenBeforeUnknown()
    {
        ExecutionModel model = buildModel({ u"S>A:open app"_qs, u"A>C:click:Go"_qs, u"A>B:click:Go"_qs,
                                            u"C>E:click:Settings"_qs, u"B>D:click:Settings"_qs });
        for (Screen &screen : model.screens) {
            if (screen.id == u"C")
                screen.name = u"null(Window=null)"_qs;
        }
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        const QStringList printed
            = printReport(assessor.assess(u"Steps\n\n1. Open the app\n2. Click Go\n3. Click Settings\n"_qs, model, {}));
        QCOMPARE(printed.value(2), u"Click Settings CS [B-D-Settings] missing: "_qs);
    }

    /*! Android's overview of recent apps is outside the app: a step naming a card there maps nowhere. */
    void noStepOnRecentApps()
    {
        ExecutionModel model = buildModel({ u"S>A:open app"_qs, u"A>R:click:_"_qs, u"R>A:click:Files"_qs });
        for (Screen &screen : model.screens) {
            if (screen.id == u"R")
                screen.name = u"RecentsActivity(Window=Main)"_qs;
        }
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        const QStringList printed
            = printReport(assessor.assess(u"Steps\n\n1. Open the app\n2. Click Files\n"_qs, model, {}));
        QCOMPARE(printed.value(1), u"Click Files VM [] missing: "_qs);
    }

    /*! The same screen recorded by a person reproducing a bug and by an automatic explorer: of two equal readings,
     *  the step takes the one the person's recording took. */
    void manualRecordingBeforeAutomatic_data()
    {
        QTest::addColumn<QString>("manual");
        QTest::addColumn<QString>("expected");
        QTest::newRow("the second recording is manual") << u"B"_qs << u"Click Settings CS [B-D-Settings] missing: "_qs;
        QTest::newRow("the first recording is manual") << u"C"_qs << u"Click Settings CS [C-E-Settings] missing: "_qs;
    }
    void manualRecordingBeforeAutomatic()
    {
        QFETCH(QString, manual);
        QFETCH(QString, expected);
        ExecutionModel model = buildModel({ u"S>A:open app"_qs, u"A>C:click:Go"_qs, u"A>B:click:Go"_qs,
                                            u"C>E:click:Settings"_qs, u"B>D:click:Settings"_qs });
        for (Interaction &e : model.interactions)
            e.source = e.sourceId == manual || e.targetId == manual ? TraceSource::Manual : TraceSource::Automatic;
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        const QStringList printed
            = printReport(assessor.assess(u"Steps\n\n1. Open the app\n2. Click Go\n3. Click Settings\n"_qs, model, {}));
        QCOMPARE(printed.value(2), expected);
    }

    /*! Opening the app once it is open (a second open-app step, by name or not) is the open-app interaction again,
     *  and the steps after it go on from the screen it opens. */
    void openingTheAppAgain_data()
    {
        QTest::addColumn<QString>("report");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("by name") << u"Steps\n\n1. Start the app\n2. Open Mileage\n3. Click Statistics\n"_qs
                                 << QStringList { u"Start the app CS [S-A] missing: "_qs,
                                                  u"Open Mileage CS [S-A] missing: "_qs,
                                                  u"Click Statistics CS [A-B-Statistics] missing: "_qs };
        QTest::newRow("after other steps")
            << u"Steps\n\n1. Open the app\n2. Click Statistics\n3. Open the app\n4. Click Statistics\n"_qs
            << QStringList { u"Open the app CS [S-A] missing: "_qs,
                             u"Click Statistics CS [A-B-Statistics] missing: "_qs,
                             u"Open the app CS [S-A] missing: "_qs,
                             u"Click Statistics CS [A-B-Statistics] missing: "_qs };
    }
    void openingTheAppAgain()
    {
        QFETCH(QString, report);
        QFETCH(QStringList, expected);
        ExecutionModel model = buildModel({ u"S>A:open app"_qs, u"A>B:click:Statistics"_qs });
        model.packageName = u"com.example.mileage"_qs;
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        QCOMPARE(printReport(assessor.assess(report, model, {})), expected);
    }

    /*! "while viewing / in / on the X screen" names the screen a step happens on: the search maps it there and
     *  suggests the steps to reach it. A clause naming no screen of the model leaves the step as it was. */
    void stepOnTheScreenItsClauseNames_data()
    {
        QTest::addColumn<QString>("report");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("while viewing")
            << u"If I press the Back button while viewing the Preferences, the app will Force Quit."_qs
            << QStringList {
                   u"press the Back button while viewing the Preferences CS,MS [P-A-Back] missing: S-A A-M-Menu M-P-Preferences"_qs
               };
        QTest::newRow("in the X screen")
            << u"Steps\n\n1. Open the app\n2. Tap Back in the Preferences screen\n"_qs
            << QStringList {
                   u"Open the app CS [S-A] missing: "_qs,
                   u"Tap Back in the Preferences screen CS,MS [P-A-Back] missing: A-M-Menu M-P-Preferences"_qs
               };
        QTest::newRow("from the X screen")
            << u"Steps\n\n1. Open the app\n2. Tap Back from the Preferences screen\n"_qs
            << QStringList {
                   u"Open the app CS [S-A] missing: "_qs,
                   u"Tap Back from the Preferences screen CS,MS [P-A-Back] missing: A-M-Menu M-P-Preferences"_qs
               };
        QTest::newRow("no such screen")
            << u"If I press the Back button while viewing the calendar, the app will Force Quit."_qs
            << QStringList { u"press the Back button while viewing the calendar CS,MS [A-E-Back] missing: S-A"_qs };
    }
    void stepOnTheScreenItsClauseNames()
    {
        QFETCH(QString, report);
        QFETCH(QStringList, expected);
        ExecutionModel model = buildModel({ u"S>A:open app"_qs, u"A>E:click:Back"_qs, u"A>M:click:Menu"_qs,
                                            u"M>P:click:Preferences"_qs, u"P>A:click:Back"_qs });
        model.screens[1].name = u"TasksActivity"_qs;
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        QCOMPARE(printReport(assessor.assess(report, model, {})), expected);
    }

    /*! "One of the X" is an item of the list X: a row of the list on the screen X's tab opens, not X again (with
     *  a detour to reach it), nor a tab's unnamed frame on that screen. */
    void itemOfANamedList()
    {
        ExecutionModel model = buildModel({ u"S>A:open app"_qs, u"A>H:click:History"_qs, u"H>A:click:Fillup"_qs,
                                            u"H>I:click:row"_qs, u"H>V:click:tab"_qs });
        model.interactions[1].component->className = u"android.widget.TextView"_qs;
        GuiComponent row;
        row.className = u"android.widget.LinearLayout"_qs;
        row.bounds = QRect(0, 242, 1080, 166);
        model.interactions[3].component = row;
        GuiComponent tabFrame;
        tabFrame.className = u"android.widget.RelativeLayout"_qs;
        tabFrame.bounds = QRect(801, 74, 279, 168);
        model.interactions[4].component = tabFrame;
        GuiComponent list;
        list.className = u"android.widget.ListView"_qs;
        list.resourceId = u"list"_qs;
        list.bounds = QRect(0, 242, 1080, 1552);
        model.screens[2].components = { tabFrame, list, row };
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        const QualityReport r = assessor.assess(
            u"Steps\n\n1. Open the app\n2. Go to the History tab\n3. Click on one of the Fillup history\n"_qs, model,
            {});
        QCOMPARE(printReport(r),
                 (QStringList { u"Open the app CS [S-A] missing: "_qs,
                                u"Go to the History tab CS [A-H-History] missing: "_qs,
                                u"Click on one of the Fillup history CS [H-I-row] missing: "_qs }));
    }

    /*! "One of the X" with X naming items (not a GUI noun) is a row of a list on a screen showing X's items: one
     *  named so (AccountsActivity) or headed by X ("Default Currency" above its rows). A control naming X among
     *  other words ("Import my accounts" on an "Account Setup" page, a currency drop-down, a transaction field) is
     *  no such item; without any the step is VM. */
    void itemOfAListAScreenShows_data()
    {
        QTest::addColumn<QString>("report");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("screen named so")
            << u"Steps\n\n1. Open the app\n2. Click on one of the accounts\n"_qs
            << QStringList { u"Open the app CS [S-A] missing: "_qs,
                             u"Click on one of the accounts CS,MS [C-C-row] missing: A-B-Next B-C-Done"_qs };
        QTest::newRow("list headed so")
            << u"Steps\n\n1. Open the app\n2. Tap Next\n3. Click on one of the currencies\n"_qs
            << QStringList { u"Open the app CS [S-A] missing: "_qs, u"Tap Next CS [A-B-Next] missing: "_qs,
                             u"Click on one of the currencies CS [B-B-CHF] missing: "_qs };
        QTest::newRow("no such list") << u"Steps\n\n1. Open the app\n2. Click on one of the transactions\n"_qs
                                      << QStringList { u"Open the app CS [S-A] missing: "_qs,
                                                       u"Click on one of the transactions VM [] missing: "_qs };
    }
    void itemOfAListAScreenShows()
    {
        QFETCH(QString, report);
        QFETCH(QStringList, expected);
        ExecutionModel model
            = buildModel({ u"S>A:open app"_qs, u"A>A:click:Import my accounts"_qs, u"A>B:click:Next"_qs,
                           u"B>B:click:CHF"_qs, u"B>C:click:Done"_qs, u"C>C:click:row"_qs, u"C>F:click:New"_qs,
                           u"F>F:click:input currency spinner"_qs, u"F>F:type:input transaction name"_qs });
        GuiComponent heading;
        heading.className = u"android.widget.TextView"_qs;
        heading.resourceId = u"title"_qs;
        GuiComponent list;
        list.className = u"android.widget.ListView"_qs;
        list.resourceId = u"list"_qs;
        list.bounds = QRect(0, 242, 1080, 1300);
        for (const int i : { 1, 3 })
            model.interactions[i].component->className = u"android.widget.CheckedTextView"_qs;
        model.interactions[3].component->bounds = QRect(0, 242, 1080, 126);
        GuiComponent row;
        row.className = u"android.widget.LinearLayout"_qs;
        row.bounds = QRect(0, 242, 1080, 166);
        model.interactions[5].component = row;
        model.interactions[7].component->className = u"android.widget.Spinner"_qs;
        model.interactions[8].component->className = u"android.widget.EditText"_qs;
        Screen &setup = model.screens[1];
        Screen &currency = model.screens[2];
        setup.name = currency.name = u"WizardActivity"_qs;
        heading.text = u"Account Setup"_qs;
        setup.components = { heading, list, *model.interactions[1].component, *model.interactions[2].component };
        heading.text = u"Default Currency"_qs;
        currency.components = { heading, list, *model.interactions[3].component, *model.interactions[4].component };
        model.screens[3].name = u"AccountsActivity"_qs;
        model.screens[3].components = { list, row };
        model.screens[4].name = u"FormActivity"_qs;
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        QCOMPARE(printReport(assessor.assess(report, model, {})), expected);
    }

    /*! A verb and object the app has no interaction for are VM, not a component sharing a WordNet synonym with
     *  the object (note ~ line) or a word read as its abbreviation ("not"). */
    void unmatchedStepIsNoListItem()
    {
        const ExecutionModel model = buildModel(
            { u"S>A:open app"_qs, u"A>B:click:Line Chart"_qs, u"A>C:click:Tank was not filled to the top"_qs });
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        const QualityReport r = assessor.assess(u"The app crashes when I save a note."_qs, model, {});
        QCOMPARE(printReport(r), QStringList { u"save a note VM [] missing: "_qs });
    }

    void offlineMapping_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<QString>("object");
        QTest::addColumn<QString>("preposition");
        QTest::addColumn<QString>("object2");
        QTest::addColumn<QStringList>("components");
        QTest::addColumn<QStringList>("expected");

        QTest::newRow("step verb names another action")
            << "create"
            << "a new book"
            << ""
            << "" << QStringList { u"TextView||Manage Books…"_qs, u"TextView|menu_create_book|New Book"_qs }
            << QStringList { u"New Book"_qs };
        QTest::newRow("only a component of another action")
            << "add"
            << "some favorites"
            << ""
            << "" << QStringList { u"TextView||Show favorites"_qs } << QStringList {};
        QTest::newRow("navigation verb fits a show component")
            << "go"
            << "favorites"
            << "into"
            << "" << QStringList { u"TextView||Show favorites"_qs } << QStringList { u"Show favorites"_qs };
        QTest::newRow("component creates what the step only clicks")
            << "click"
            << "existing transaction"
            << ""
            << ""
            << QStringList { u"ImageView|create_transaction|"_qs, u"ImageButton|fab_create_transaction|"_qs,
                             u"RecyclerView|transaction_recycler_view|"_qs }
            << QStringList { u"transaction_recycler_view"_qs };
        QTest::newRow("component deletes what the step only clicks")
            << "tap"
            << "the account"
            << ""
            << "" << QStringList { u"Button||Delete account"_qs, u"TextView||Account"_qs }
            << QStringList { u"Account"_qs };
        QTest::newRow("web address is no label")
            << "select"
            << "an event"
            << ""
            << "" << QStringList { u"TextView||http://events.example.org/2015/events/6981.html"_qs } << QStringList {};
        QTest::newRow("a link is found by its id")
            << "select"
            << "an event"
            << ""
            << ""
            << QStringList { u"TextView|eventOnline|http://events.example.org/2015/events/6981.html"_qs,
                             u"TextView|title|Favorites"_qs }
            << QStringList { u"http://events.example.org/2015/events/6981.html"_qs };
        QTest::newRow("a control naming the words beats a link")
            << "remove"
            << "the event"
            << "from"
            << "the favorites"
            << QStringList { u"TextView|eventOnline|http://events.example.org/2015/events/6981.html"_qs,
                             u"TextView|menu_item_unflag|Remove from favorites"_qs }
            << QStringList { u"Remove from favorites"_qs };
        QTest::newRow("quantifier head: the complement is the object")
            << "open"
            << "one of the reports"
            << ""
            << ""
            << QStringList { u"CheckedTextView||Reports"_qs, u"CheckedTextView||Import my accounts"_qs,
                             u"CheckedTextView||Disable crash reports"_qs }
            << QStringList { u"Reports"_qs };
        QTest::newRow("the label, not the id, names the button")
            << "click"
            << "the Save button"
            << ""
            << "" << QStringList { u"Button|btn_save|Next"_qs } << QStringList {};
        QTest::newRow("quoted prepositional object is the component")
            << "select"
            << "export"
            << "to"
            << "\"Google Drive\"" << QStringList { u"Button||Export"_qs, u"CheckedTextView||Google Drive"_qs }
            << QStringList { u"Google Drive"_qs };
    }
    void offlineMapping()
    {
        QFETCH(QString, verb);
        QFETCH(QString, object);
        QFETCH(QString, preposition);
        QFETCH(QString, object2);
        QFETCH(QStringList, components);
        QFETCH(QStringList, expected);
        QList<int> candidates;
        const ExecutionModel model = oneScreenOf(components, &candidates);
        S2RStep step;
        step.verb = verb;
        step.action = StepExtractor::actionFor(verb, object);
        step.object = object;
        step.preposition = preposition;
        step.object2 = object2;
        OfflineAnalyzer analyzer;
        QStringList mapped;
        for (const InteractionMatch &m : analyzer.mapStep(step, model, candidates, {})) {
            const GuiComponent &c = *model.interactions.at(m.interaction).component;
            mapped.append(c.text.isEmpty() ? c.resourceId : c.text);
        }
        QCOMPARE(mapped, expected);
    }

    /*! "Open a folder (I used Podcasts)": the instance in parentheses names the row an indefinite object stands for. */
    void instanceInParentheses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("object");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("the instance used")
            << u"open a folder (I used Podcasts)"_qs << u"a folder"_qs << QStringList { u"Podcasts"_qs };
        QTest::newRow("an example") << u"open a folder (e.g. \"Music\")"_qs << u"a folder"_qs
                                    << QStringList { u"Music"_qs };
        QTest::newRow("no instance named") << u"open a folder"_qs << u"a folder"_qs << QStringList {};
        QTest::newRow("a definite object is described, not exemplified")
            << u"open Alarms (I used Podcasts)"_qs << u"Alarms"_qs << QStringList { u"Alarms"_qs };
    }
    void instanceInParentheses()
    {
        QFETCH(QString, text);
        QFETCH(QString, object);
        QFETCH(QStringList, expected);
        QList<int> candidates;
        const ExecutionModel model
            = oneScreenOf({ u"TextView||Podcasts"_qs, u"TextView||Music"_qs, u"TextView||Alarms"_qs }, &candidates);
        S2RStep step;
        step.text = text;
        step.verb = u"open"_qs;
        step.action = ActionType::Click;
        step.object = object;
        OfflineAnalyzer analyzer;
        QStringList mapped;
        for (const InteractionMatch &m : analyzer.mapStep(step, model, candidates, {}))
            mapped.append(model.interactions.at(m.interaction).component->text);
        QCOMPARE(mapped, expected);
    }

    /*! AstroBR's manual traces name SystemUI's BACK_MODAL key for touches anywhere on the screen, keeping the
     *  touch point as zero-size bounds: a missing step says where the touch was, not "Press Back". */
    void recordedKeyDescription_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QRect>("bounds");
        QTest::addColumn<bool>("list");
        QTest::addColumn<QString>("expected");
        QTest::newRow("long click on a list row, no touch point")
            << u"long click"_qs << QRect() << true << u"Long click an item in the Tasks list"_qs;
        QTest::newRow("long click on a list row near the top")
            << u"long click"_qs << QRect(848, 273, 0, 0) << true
            << u"Long click the item near the top of the Tasks screen"_qs;
        QTest::newRow("long click, no list on the screen")
            << u"long click"_qs << QRect() << false << u"Long click the component on the Tasks screen"_qs;
        QTest::newRow("click at the top right") << u"click"_qs << QRect(1023, 156, 0, 0) << true
                                                << u"Click the component at the top right of the Tasks screen"_qs;
        QTest::newRow("click on the navigation bar is Back")
            << u"click"_qs << QRect(250, 1850, 0, 0) << true << u"Press Back"_qs;
        QTest::newRow("click without touch point is Back") << u"click"_qs << QRect() << true << u"Press Back"_qs;
        QTest::newRow("key with its own bounds is Back")
            << u"click"_qs << QRect(131, 1794, 210, 126) << false << u"Press Back"_qs;
    }
    void recordedKeyDescription()
    {
        QFETCH(QString, action);
        QFETCH(QRect, bounds);
        QFETCH(bool, list);
        QFETCH(QString, expected);
        ExecutionModel model = buildModel({ u"S>A:open app"_qs, u"B>C:click:Edit"_qs });
        model.screens[1].name = u"TasksActivity(Window=Main)"_qs;
        if (list) {
            GuiComponent rows;
            rows.className = u"android.widget.ListView"_qs;
            rows.resourceId = u"list"_qs;
            model.screens[1].components.append(rows);
        }
        // Other recorded components span the device's screen: the title bar and the navigation bar's Home key.
        const auto addRecorded = [&model](const QString &id, const QString &resourceId, const QRect &at) {
            Interaction e;
            e.id = id;
            e.sourceId = e.targetId = u"A"_qs;
            e.action = ActionType::Click;
            GuiComponent c;
            c.className = u"android.widget.ImageView"_qs;
            c.resourceId = resourceId;
            c.bounds = at;
            e.component = c;
            model.interactions.append(e);
        };
        addRecorded(u"A-A-title"_qs, u"title"_qs, QRect(0, 63, 1080, 147));
        addRecorded(u"A-A-home"_qs, u"home"_qs, QRect(435, 1794, 210, 126));
        Interaction onKey;
        onKey.id = u"A-B-key"_qs;
        onKey.sourceId = u"A"_qs;
        onKey.targetId = u"B"_qs;
        onKey.action = actionTypeFromName(action);
        GuiComponent backModal;
        backModal.className = u"com.android.systemui.statusbar.policy.KeyButtonView"_qs;
        backModal.resourceId = u"BACK_MODAL"_qs;
        backModal.bounds = bounds;
        onKey.component = backModal;
        model.interactions.append(onKey);
        model.reindex();
        const Interaction *recorded = model.interaction(u"A-B-key"_qs);
        QVERIFY(recorded);
        QCOMPARE(ComponentText::describe(*recorded, &model), expected);
        // The missing step the assessment suggests reads the same.
        FakeBackend backend;
        QualityAssessor assessor(backend);
        const QualityReport r = assessor.assessSteps(buildSteps({ u"click Edit"_qs }), model, {});
        QCOMPARE(r.steps.size(), 1);
        QCOMPARE(r.steps[0].missingBefore.size(), 2);
        QCOMPARE(r.steps[0].missingBefore[1].description, expected);
    }
};

QTEST_GUILESS_MAIN(TestQualityAssessor)
#include "tst_qualityassessor.moc"
