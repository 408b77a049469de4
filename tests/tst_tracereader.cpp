// SPDX-License-Identifier: GPL-3.0-or-later
#include "testdata.h"
#include "trace/recordingreader.h"
#include "trace/tracereader.h"
#include "trace/uiautomatorreader.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <algorithm>

using namespace StepWise;

namespace {
/*! The ids and edges of an authors' graph dump, read with two regexes so this comparison does not
 *  depend on the full GraphDumpReader. */
struct AuthorsModel {
    QHash<QString, QString> states; // id -> screen name
    QList<QStringList> edges; // src, tgt, code, ds
};

AuthorsModel readAuthors(const QString &file)
{
    AuthorsModel m;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return m;
    static const QRegularExpression edge(
        QStringLiteral("^[0-9a-f]{64}: \\(s:([0-9a-f]{64}),t:([0-9a-f]{64})\\): \\[.*?act=\\((\\d+)\\).*ds=(TR|CS)"));
    static const QRegularExpression state(QStringLiteral("^([0-9a-f]{64}), ([^,]*), "));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    for (const QString &line : lines) {
        if (const auto e = edge.match(line); e.hasMatch())
            m.edges.append({ e.captured(1), e.captured(2), e.captured(3), e.captured(4) });
        else if (const auto st = state.match(line); st.hasMatch())
            m.states.insert(st.captured(1), st.captured(2));
    }
    return m;
}
} // namespace

class TestTraceReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void miniTrace_data();
    void miniTrace();
    void duplicatedExecutionCountsOnce();
    void treeRoundTripOnRealDumps();
    void lrkfmAgainstAuthors_data();
    void lrkfmAgainstAuthors();
    void lrkfmDefaultAbstraction_data();
    void lrkfmDefaultAbstraction();
    void dataRootMergesPerVersion();
};

void TestTraceReader::miniTrace_data()
{
    QTest::addColumn<bool>("burt");
    QTest::addColumn<int>("states");
    // Default: the typed-in editor (JSON list only) is the editor; the list with four notes (JSON list only,
    // ListView dropped by TraceReplayer) is the list with two notes. BURT-compatible: the list with four
    // notes is a third state (no list collapsing; the re-inserted ListView has no resource id).
    QTest::newRow("default abstraction") << false << 2;
    QTest::newRow("BURT-compatible") << true << 3;
}

void TestTraceReader::miniTrace()
{
    QFETCH(bool, burt);
    QFETCH(int, states);
    TraceReader reader(burt ? ScreenAbstractionOptions::burtCompatible() : ScreenAbstractionOptions());
    QVERIFY2(reader.addPath(testDataDir() + u"/trace/mini-trace"_qs), qPrintable(reader.errorString()));
    const QList<RecordedModel> models = reader.models();
    QCOMPARE(models.size(), 1);
    const ExecutionModel &m = models.first().model;
    QCOMPARE(m.appVersion, u"org.example.notes-1.0"_qs);
    QCOMPARE(m.packageName, u"org.example.notes"_qs);
    const ModelStats st = m.stats();
    QCOMPARE(st.states, states);
    QCOMPARE(st.transitions, 5); // open app + one per step (4 steps, none repeats)
    QCOMPARE(st.manualTransitions, 5);

    // Start → first screen by "open app"; the last action goes to End.
    const QString start = m.startScreenId();
    QCOMPARE(start, ScreenAbstraction::sha256Hex(u"Start state"_qs));
    const QList<int> fromStart = m.outgoing(start);
    QCOMPARE(fromStart.size(), 1);
    QCOMPARE(m.interactions.at(fromStart.first()).action, ActionType::OpenApp);
    const QString list = m.interactions.at(fromStart.first()).targetId;
    QCOMPARE(m.screen(list)->name, u"ListActivity(Window=Main)"_qs);
    QVERIFY(!m.screen(list)->hierarchyXml.isEmpty());

    // Walk the four steps.
    auto edge = [&](const QString &from, ActionType action) -> const Interaction * {
        const QList<int> out = m.outgoing(from);
        for (int i : out) {
            if (m.interactions.at(i).action == action)
                return &m.interactions.at(i);
        }
        return nullptr;
    };
    const Interaction *add = edge(list, ActionType::Click);
    QVERIFY(add);
    QCOMPARE(add->component->resourceId, u"add"_qs);
    QCOMPARE(add->component->className, u"ImageButton"_qs);
    QCOMPARE(add->component->bounds, QRect(900, 1600, 140, 140));
    const QString editor = add->targetId;
    QCOMPARE(m.outgoing(editor).size(), 2);
    const Interaction *type = edge(editor, ActionType::Type);
    QVERIFY(type);
    QCOMPARE(type->typedText, u"Buy milk"_qs);
    QCOMPARE(type->targetId, editor); // text typed into the field: same screen
    const Interaction *save = edge(editor, ActionType::Click);
    QVERIFY(save);
    QCOMPARE(save->component->resourceId, u"save"_qs);
    QCOMPARE(save->targetId == list, !burt);
    const Interaction *swipe = edge(save->targetId, ActionType::SwipeUp);
    QVERIFY(swipe);
    QVERIFY(!swipe->component);
    QCOMPARE(swipe->targetId, ScreenAbstraction::sha256Hex(u"End state"_qs));
    QCOMPARE(m.screen(swipe->targetId)->kind, Screen::Kind::End);

    // Screens carry component bounds (for wireframes) and the screenshots that exist.
    for (const Screen &s : m.screens) {
        if (s.kind != Screen::Kind::Normal)
            continue;
        QVERIFY(!s.components.isEmpty());
        QVERIFY(std::all_of(s.components.cbegin(), s.components.cend(),
                            [](const GuiComponent &c) { return !c.bounds.isNull(); }));
    }
    QCOMPARE(st.screenshots, 2); // the plain screenshots of steps 1 and 3 exist
    for (const Screen &s : m.screens) {
        if (!s.screenshotFile.isEmpty())
            QVERIFY(models.first().screenshots.value(s.screenshotFile).startsWith("\x89PNG"));
    }
    const QString warnings = reader.warnings().join(u'\n');
    QVERIFY2(
        warnings.contains(
            u"Execution-1.json: screenshot file org.example.notes.User-Trace.1.org.example.notes_1.0_notes4_augmented.png not found"_qs),
        qPrintable(warnings));
}

void TestTraceReader::duplicatedExecutionCountsOnce()
{
    TraceReader once;
    QVERIFY(once.addPath(testDataDir() + u"/trace/mini-trace"_qs));
    TraceReader twice;
    QVERIFY(twice.addPath(testDataDir() + u"/trace/mini-trace"_qs));
    QVERIFY(!twice.addPath(testDataDir() + u"/trace/mini-trace-duplicate"_qs)); // nothing new in it
    QVERIFY2(twice.errorString().contains(u"duplicates one already imported"_qs), qPrintable(twice.errorString()));
    QVERIFY2(twice.warnings().last().contains(u"Execution-copy.json: duplicated execution (same content as "_qs),
             qPrintable(twice.warnings().last()));
    const ExecutionModel a = once.models().first().model;
    const ExecutionModel b = twice.models().first().model;
    QCOMPARE(b.interactions.size(), a.interactions.size());
    for (qsizetype i = 0; i < a.interactions.size(); ++i)
        QCOMPARE(b.interactions.at(i).weight, a.interactions.at(i).weight);
}

void TestTraceReader::treeRoundTripOnRealDumps()
{
    // TraceReplayer/CrashScope store a dump as a pre-order list. Rebuilding the tree from it is a
    // projection: doing it twice changes nothing (what matching JSON-only steps to dumps relies on),
    // and it keeps every node, ListViews included. A flat list does not always say the depth (a first
    // child with index 1 after a node with index 0 and the same bounds), so the exact original is
    // counted, not required; the lrkFM comparison below checks the ids this leads to.
    const ScreenAbstraction burt(ScreenAbstractionOptions::burtCompatible());
    QDirIterator it(stepwiseDataDir() + u"/burt_traces"_qs, { u"*.xml"_qs }, QDir::Files, QDirIterator::Subdirectories);
    int checked = 0;
    int exact = 0;
    while (it.hasNext()) {
        const QString file = it.next();
        QString error;
        const auto dump = UiAutomatorReader::readFile(file, {}, &error);
        QVERIFY2(dump, qPrintable(error));
        for (const bool drop : { false, true }) {
            const auto once = TraceReader::treeFromFlat(TraceReader::flatFromTree(dump->windows, drop), drop);
            const auto twice = TraceReader::treeFromFlat(TraceReader::flatFromTree(once, drop), drop);
            QVERIFY2(burt.key(once).signature == burt.key(twice).signature, qPrintable(file));
            QCOMPARE(UiNode::count(once), UiNode::count(dump->windows));
        }
        const auto rebuilt = TraceReader::treeFromFlat(TraceReader::flatFromTree(dump->windows, false), false);
        if (burt.key(rebuilt).signature == burt.key(dump->windows).signature)
            ++exact;
        else
            qInfo("not rebuilt exactly (ambiguous depth): %s", qPrintable(QFileInfo(file).fileName()));
        ++checked;
    }
    qInfo("%d of %d real dumps rebuilt exactly from their pre-order lists", exact, checked);
    QVERIFY(checked >= 30);
}

void TestTraceReader::lrkfmAgainstAuthors_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("tr");
    QTest::addColumn<QString>("cs");
    QTest::newRow("1.8.0") << u"1.8.0"_qs << u"TraceReplayer-Data/TR1563"_qs << u"CrashScope-Data/CS1563"_qs;
    QTest::newRow("2.3.0") << u"2.3.0"_qs << u"TraceReplayer-Data/TR1568"_qs << u"CrashScope-Data/CS1568"_qs;
}

void TestTraceReader::lrkfmAgainstAuthors()
{
    QFETCH(QString, version);
    QFETCH(QString, tr);
    QFETCH(QString, cs);
    const QString traces = stepwiseDataDir() + u"/burt_traces/"_qs;
    TraceReader reader(ScreenAbstractionOptions::burtCompatible());
    QVERIFY2(reader.addPath(traces + tr), qPrintable(reader.errorString()));
    QVERIFY2(reader.addPath(traces + cs), qPrintable(reader.errorString()));
    const auto models = reader.models();
    QCOMPARE(models.size(), 1);
    const ExecutionModel &ours = models.first().model;
    const AuthorsModel theirs = readAuthors(stepwiseDataDir() + u"/astrobr/graphs/development_set/1-io.lerk.lrkFM-"_qs
                                            + version + u"/1-io.lerk.lrkFM-"_qs + version + u"-graph.txt"_qs);
    QVERIFY(!theirs.states.isEmpty());
    const ModelStats a = ours.stats();
    int theirManual = 0;
    for (const QStringList &e : theirs.edges)
        theirManual += e.at(3) == u"TR";
    qInfo("lrkFM %s: ours %d states / %d transitions (TR %d, CS %d); authors %d states / %d transitions (TR %d, CS %d)",
          qPrintable(version), a.states, a.transitions, a.manualTransitions, a.automaticTransitions,
          int(theirs.states.size()) - 2, int(theirs.edges.size()), theirManual, int(theirs.edges.size()) - theirManual);
    QSet<QString> ourIds;
    for (const Screen &s : ours.screens) {
        ourIds.insert(s.id);
        qInfo("  state %s %-9s %s%s", qPrintable(s.id.left(8)), theirs.states.contains(s.id) ? "both" : "ours only",
              qPrintable(s.name),
              s.hierarchyXml.isEmpty() && s.kind == Screen::Kind::Normal ? " (from the JSON screen list)" : "");
        // The BURT-compatible abstraction reproduces the authors' id of every screen it has a dump of.
        if (!s.hierarchyXml.isEmpty() || s.kind != Screen::Kind::Normal)
            QVERIFY2(theirs.states.contains(s.id), qPrintable(s.id));
    }
    for (auto it = theirs.states.cbegin(); it != theirs.states.cend(); ++it) {
        if (!ourIds.contains(it.key()))
            qInfo("  state %s authors only %s", qPrintable(it.key().left(8)), qPrintable(it.value()));
    }
    QSet<QString> theirEdges, ourEdges;
    for (const QStringList &e : theirs.edges)
        theirEdges.insert(e.mid(0, 3).join(u' '));
    for (const Interaction &e : ours.interactions)
        ourEdges.insert(QStringList { e.sourceId, e.targetId, QString::number(e.actionCode) }.join(u' '));
    for (const Interaction &e : ours.interactions) {
        const bool both
            = theirEdges.contains(QStringList { e.sourceId, e.targetId, QString::number(e.actionCode) }.join(u' '));
        qInfo("  edge %s -> %s %-9s %s %s w=%g", qPrintable(e.sourceId.left(8)), qPrintable(e.targetId.left(8)),
              both ? "both" : "ours only", qPrintable(e.actionName),
              e.component
                  ? qPrintable(e.component->className + u' ' + e.component->resourceId + u' ' + e.component->text)
                  : "",
              e.weight);
    }
    for (const QStringList &e : theirs.edges) {
        if (!ourEdges.contains(e.mid(0, 3).join(u' ')))
            qInfo("  edge %s -> %s authors only (%s) %s", qPrintable(e.at(0).left(8)), qPrintable(e.at(1).left(8)),
                  qPrintable(e.at(2)), qPrintable(e.at(3)));
    }
    // The same graph: every state id and every (source, target, action) edge on both sides.
    QCOMPARE(QSet<QString>(ourIds), QSet<QString>(theirs.states.keyBegin(), theirs.states.keyEnd()));
    QStringList ourList, theirList;
    for (const Interaction &e : ours.interactions)
        ourList.append(QStringList { e.sourceId, e.targetId, QString::number(e.actionCode),
                                     e.source == TraceSource::Manual ? u"TR"_qs : u"CS"_qs }
                           .join(u' '));
    for (const QStringList &e : theirs.edges)
        theirList.append(e.join(u' '));
    ourList.sort();
    theirList.sort();
    QCOMPARE(ourList, theirList);
    for (const QString &w : reader.warnings())
        qInfo("  warning: %s", qPrintable(w));
}

void TestTraceReader::lrkfmDefaultAbstraction_data()
{
    lrkfmAgainstAuthors_data();
}

void TestTraceReader::lrkfmDefaultAbstraction()
{
    QFETCH(QString, version);
    QFETCH(QString, tr);
    QFETCH(QString, cs);
    const QString traces = stepwiseDataDir() + u"/burt_traces/"_qs;
    ModelStats counts[2];
    ExecutionModel burtModel;
    for (const bool burt : { true, false }) {
        TraceReader reader(burt ? ScreenAbstractionOptions::burtCompatible() : ScreenAbstractionOptions());
        QVERIFY(reader.addPath(traces + tr));
        QVERIFY(reader.addPath(traces + cs));
        const ExecutionModel m = reader.models().first().model;
        counts[burt] = m.stats();
        if (burt)
            burtModel = m;
    }
    // Which BURT states the default abstraction merges (screens with a dump; JSON-only ones are listed apart).
    const ScreenAbstraction defaults;
    QMap<QString, QStringList> groups;
    for (const Screen &s : std::as_const(burtModel.screens)) {
        if (s.kind != Screen::Kind::Normal)
            continue;
        if (s.hierarchyXml.isEmpty()) {
            qInfo("  %s: from a JSON screen list only", qPrintable(s.id.left(8)));
            continue;
        }
        QString error;
        const auto d = UiAutomatorReader::read(s.hierarchyXml.toUtf8(), s.id, burtModel.packageName, &error);
        QVERIFY2(d, qPrintable(error));
        groups[defaults.key(d->roots).id.left(8)].append(s.id.left(8) + u' ' + s.name);
    }
    for (auto it = groups.cbegin(); it != groups.cend(); ++it)
        qInfo("  default %s <- %s", qPrintable(it.key()), qPrintable(it.value().join(u", ")));
    qInfo("lrkFM %s, default abstraction: %d states / %d transitions (BURT-compatible: %d / %d)", qPrintable(version),
          counts[0].states, counts[0].transitions, counts[1].states, counts[1].transitions);
    // The default abstraction only drops attributes, so it can merge screens but never split them.
    QVERIFY(counts[0].states <= counts[1].states);
    QVERIFY(counts[0].transitions <= counts[1].transitions);
    QVERIFY(counts[0].states > 0);
}

void TestTraceReader::dataRootMergesPerVersion()
{
    // Dropping BURT's data root (TraceReplayer-Data/…, CrashScope-Data/…) gives one model per app
    // version with the manual and automatic executions merged, as reading the folders one by one does.
    const QString root = stepwiseDataDir() + u"/burt_traces"_qs;
    QVERIFY(TraceReader::isTraceInput(root));
    RecordingReader all;
    const QList<RecordedModel> models = all.read({ root });
    QVERIFY(all.failures().isEmpty());
    QCOMPARE(models.size(), 2);
    QCOMPARE(models.at(0).model.appVersion, u"io.lerk.lrkFM-1.8.0"_qs);
    QCOMPARE(models.at(1).model.appVersion, u"io.lerk.lrkFM-2.3.0"_qs);
    TraceReader separate;
    for (const char *folder : { "TraceReplayer-Data/TR1563", "CrashScope-Data/CS1563", "TraceReplayer-Data/TR1568",
                                "CrashScope-Data/CS1568" })
        QVERIFY(separate.addPath(root + u'/' + QString::fromLatin1(folder)));
    const QList<RecordedModel> expected = separate.models();
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(models.at(i).model.stats().states, expected.at(i).model.stats().states);
        QCOMPARE(models.at(i).model.stats().transitions, expected.at(i).model.stats().transitions);
        QVERIFY(models.at(i).model.stats().automaticTransitions > 0);
        QVERIFY(models.at(i).model.stats().manualTransitions > 0);
    }
}

QTEST_GUILESS_MAIN(TestTraceReader)
#include "tst_tracereader.moc"
