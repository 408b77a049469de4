// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Models for the store tests (tst_sqlitegraphstore, tst_graphstores): every stored field set, and the
// comparison of a loaded model with the one saved, field by field.

#include "graph/executionmodel.h"

#include <QTest>

using namespace StepWise;

namespace {
/*! A model that sets every stored field, including the optional ones. */
inline ExecutionModel sampleModel(const QString &version, int screens)
{
    ExecutionModel m;
    m.appVersion = version;
    m.packageName = u"org.example"_qs;
    Screen start;
    start.id = u"S"_qs;
    start.name = u"Start state"_qs;
    start.kind = Screen::Kind::Start;
    start.source = TraceSource::Manual;
    m.screens.append(start);
    for (int i = 0; i < screens; ++i) {
        Screen s;
        s.id = QStringLiteral("s%1").arg(i);
        s.name = QStringLiteral("Activity%1").arg(i);
        s.source = i % 2 ? TraceSource::Automatic : TraceSource::Manual;
        s.guiSignature = QStringLiteral("<w>1080</w><a_%1>").arg(i);
        s.hierarchyXml = i == 0 ? u"<hierarchy/>"_qs : QString();
        s.screenshotFile = i == 0 ? u"s0.png"_qs : QString();
        GuiComponent c;
        c.className = u"android.widget.Button"_qs;
        c.resourceId = u"ok"_qs;
        c.text = u"O'K, \"fine\"\nsecond line"_qs;
        c.contentDescription = u"confirm"_qs;
        c.index = 2;
        c.bounds = QRect(1, 2, 30, 40);
        s.components = { c, GuiComponent { u"android.view.View"_qs, {}, {}, {}, -1, {} } };
        m.screens.append(s);
    }
    Screen end;
    end.id = u"E"_qs;
    end.name = u"End state"_qs;
    end.kind = Screen::Kind::End;
    m.screens.append(end);

    Interaction open;
    open.id = u"i-open"_qs;
    open.sourceId = u"S"_qs;
    open.targetId = u"s0"_qs;
    open.action = ActionType::OpenApp;
    open.actionCode = 6;
    open.actionName = u"open app"_qs;
    open.weight = 3;
    open.source = TraceSource::Manual;
    m.interactions.append(open);
    for (int i = 0; i + 1 < screens; ++i) {
        Interaction e;
        e.id = QStringLiteral("i%1").arg(i);
        e.sourceId = QStringLiteral("s%1").arg(i);
        e.targetId = QStringLiteral("s%1").arg(i + 1);
        e.action = i % 2 ? ActionType::Type : ActionType::Click;
        e.actionCode = i % 2 ? 5 : 0;
        e.actionName = i % 2 ? u"type"_qs : u"click"_qs;
        e.component = GuiComponent { u"Button"_qs, u"next"_qs, u"Next, [1]"_qs, {}, 0, QRect(5, 6, 7, 8) };
        e.typedText = i % 2 ? u"hello, world"_qs : QString();
        e.weight = 1.5;
        e.source = i % 2 ? TraceSource::Automatic : TraceSource::Manual;
        e.screenshotFile = QStringLiteral("shot%1.png").arg(i);
        e.execution = 1;
        e.sequence = i + 1;
        m.interactions.append(e);
    }
    m.reindex();
    return m;
}

inline void compareModels(const ExecutionModel &a, const ExecutionModel &b)
{
    QCOMPARE(a.appVersion, b.appVersion);
    QCOMPARE(a.packageName, b.packageName);
    QCOMPARE(a.screens.size(), b.screens.size());
    for (int i = 0; i < a.screens.size(); ++i) {
        const Screen &x = a.screens.at(i);
        const Screen &y = b.screens.at(i);
        QCOMPARE(x.id, y.id);
        QCOMPARE(x.name, y.name);
        QCOMPARE(x.kind, y.kind);
        QCOMPARE(x.source, y.source);
        QCOMPARE(x.guiSignature, y.guiSignature);
        QCOMPARE(x.hierarchyXml, y.hierarchyXml);
        QCOMPARE(x.screenshotFile, y.screenshotFile);
        QCOMPARE(x.components, y.components);
        QCOMPARE(x.deviceProfile, y.deviceProfile);
        QCOMPARE(x.renderings, y.renderings);
    }
    QCOMPARE(a.interactions.size(), b.interactions.size());
    for (int i = 0; i < a.interactions.size(); ++i) {
        const Interaction &x = a.interactions.at(i);
        const Interaction &y = b.interactions.at(i);
        QCOMPARE(x.id, y.id);
        QCOMPARE(x.sourceId, y.sourceId);
        QCOMPARE(x.targetId, y.targetId);
        QCOMPARE(x.action, y.action);
        QCOMPARE(x.actionCode, y.actionCode);
        QCOMPARE(x.actionName, y.actionName);
        QCOMPARE(x.component, y.component);
        QCOMPARE(x.typedText, y.typedText);
        QCOMPARE(x.weight, y.weight);
        QCOMPARE(x.source, y.source);
        QCOMPARE(x.screenshotFile, y.screenshotFile);
        QCOMPARE(x.execution, y.execution);
        QCOMPARE(x.sequence, y.sequence);
    }
    QCOMPARE(a.recordings.size(), b.recordings.size());
    for (int i = 0; i < a.recordings.size(); ++i) {
        QCOMPARE(a.recordings.at(i).digest, b.recordings.at(i).digest);
        QCOMPARE(a.recordings.at(i).name, b.recordings.at(i).name);
        QCOMPARE(a.recordings.at(i).deviceProfile, b.recordings.at(i).deviceProfile);
    }
}

/*! sampleModel() with one recording, recorded on \a profile. */
inline ExecutionModel recordedModel(const QString &version, int screens, const QString &digest, const QString &profile)
{
    ExecutionModel m = sampleModel(version, screens);
    for (Screen &s : m.screens) {
        if (s.kind == Screen::Kind::Normal)
            s.deviceProfile = profile;
    }
    m.recordings.append({ digest, digest + u".json", profile });
    return m;
}

} // namespace
