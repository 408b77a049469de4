// SPDX-License-Identifier: GPL-3.0-or-later
#include "modelmerge.h"

#include <QCryptographicHash>
#include <QSet>

namespace StepWise {

namespace {

/*! Component identity. Across devices bounds and sibling index are layout, not identity; on one
 *  device the bounds tell apart look-alikes (rows with the same text), as in ModelBuilder. */
bool sameWidget(const std::optional<GuiComponent> &a, const std::optional<GuiComponent> &b, bool acrossDevices)
{
    if (a.has_value() != b.has_value())
        return false;
    if (!a)
        return true;
    if (!acrossDevices && a->bounds != b->bounds)
        return false;
    return a->className == b->className && a->resourceId == b->resourceId && a->text == b->text
        && a->contentDescription == b->contentDescription;
}

QString sha256Hex(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

} // namespace

MergeSummary mergeModels(ExecutionModel *into, QHash<QString, QByteArray> *intoShots, const ExecutionModel &from,
                         const QHash<QString, QByteArray> &fromShots, const SameScreenCheck &sameScreen)
{
    MergeSummary summary;
    if (into->appVersion.isEmpty())
        into->appVersion = from.appVersion;
    if (into->packageName.isEmpty())
        into->packageName = from.packageName;

    QHash<QString, int> screenIndex;
    for (int i = 0; i < into->screens.size(); ++i)
        screenIndex.insert(into->screens.at(i).id, i);

    auto addRendering = [&](Screen *state, const Screen &s) {
        Rendering r;
        r.deviceProfile = s.deviceProfile;
        r.hierarchyXml = s.hierarchyXml;
        const QByteArray png = s.screenshotFile.isEmpty() ? QByteArray() : fromShots.value(s.screenshotFile);
        if (!png.isEmpty()) {
            r.screenshotFile = state->id + u'@' + s.deviceProfile + QStringLiteral(".png");
            intoShots->insert(r.screenshotFile, png);
        }
        state->renderings.append(r);
        ++summary.newRenderings;
    };

    // Same device (or unknown): the first recording keeps its name and components; a later one
    // only fills what is missing.
    auto fillMissing = [&](Screen *state, const Screen &s) {
        if (!s.deviceProfile.isEmpty() && state->deviceProfile != s.deviceProfile)
            return;
        if (state->hierarchyXml.isEmpty() && !s.hierarchyXml.isEmpty()) {
            // A dump is the better record of the screen than a reconstructed JSON list.
            state->hierarchyXml = s.hierarchyXml;
            state->components = s.components;
        }
        const QByteArray png = s.screenshotFile.isEmpty() ? QByteArray() : fromShots.value(s.screenshotFile);
        if (state->screenshotFile.isEmpty() && !png.isEmpty()) {
            state->screenshotFile = s.screenshotFile;
            intoShots->insert(s.screenshotFile, png);
        }
    };

    QSet<QString> acrossDevices; // incoming ids mapped onto another device's state
    QHash<QString, QString> mapped; // incoming id → id of the other device's state it merged into
    for (const Screen &s : from.screens) {
        if (const auto it = screenIndex.constFind(s.id); it != screenIndex.cend()) {
            Screen &state = into->screens[*it];
            if (s.kind == Screen::Kind::Normal)
                ++summary.sameStates;
            if (!s.deviceProfile.isEmpty() && !state.hasDeviceProfile(s.deviceProfile)
                && state.kind == Screen::Kind::Normal) {
                if (state.deviceProfile.isEmpty())
                    state.deviceProfile = s.deviceProfile; // an unknown device becomes this one
                else
                    addRendering(&state, s);
            }
            fillMissing(&state, s);
            continue;
        }
        if (s.kind == Screen::Kind::Normal && sameScreen) {
            int best = -1;
            double bestScore = -1;
            for (int i = 0; i < into->screens.size(); ++i) {
                const Screen &t = into->screens.at(i);
                if (t.kind != Screen::Kind::Normal)
                    continue;
                const double score = sameScreen(t, s);
                if (score >= 0 && score > bestScore) {
                    bestScore = score;
                    best = i;
                }
            }
            if (best >= 0) {
                Screen &state = into->screens[best];
                if (!s.deviceProfile.isEmpty() && !state.deviceProfile.isEmpty()
                    && !state.hasDeviceProfile(s.deviceProfile)) {
                    addRendering(&state, s);
                    acrossDevices.insert(s.id);
                    ++summary.crossDeviceStates;
                } else {
                    fillMissing(&state, s);
                    ++summary.sameStates;
                }
                mapped.insert(s.id, state.id);
                screenIndex.insert(s.id, best);
                continue;
            }
        }
        Screen copy = s;
        const QByteArray png = s.screenshotFile.isEmpty() ? QByteArray() : fromShots.value(s.screenshotFile);
        if (png.isEmpty())
            copy.screenshotFile.clear();
        else
            intoShots->insert(s.screenshotFile, png);
        for (Rendering &r : copy.renderings) {
            const QByteArray rpng = r.screenshotFile.isEmpty() ? QByteArray() : fromShots.value(r.screenshotFile);
            if (rpng.isEmpty())
                r.screenshotFile.clear();
            else
                intoShots->insert(r.screenshotFile, rpng);
        }
        screenIndex.insert(s.id, int(into->screens.size()));
        into->screens.append(std::move(copy));
        if (s.kind == Screen::Kind::Normal)
            ++summary.newStates;
    }

    QHash<QString, int> edgeIndex;
    for (int i = 0; i < into->interactions.size(); ++i)
        edgeIndex.insert(into->interactions.at(i).id, i);
    for (const Interaction &incoming : from.interactions) {
        Interaction e = incoming;
        const bool remapped = mapped.contains(e.sourceId) || mapped.contains(e.targetId);
        if (remapped) {
            e.sourceId = mapped.value(e.sourceId, e.sourceId);
            e.targetId = mapped.value(e.targetId, e.targetId);
            int same = -1;
            for (int i = 0; i < into->interactions.size() && same < 0; ++i) {
                const Interaction &k = into->interactions.at(i);
                if (k.sourceId == e.sourceId && k.targetId == e.targetId && k.action == e.action
                    && k.typedText == e.typedText
                    && sameWidget(k.component, e.component,
                                  acrossDevices.contains(incoming.sourceId)
                                      || acrossDevices.contains(incoming.targetId)))
                    same = i;
            }
            if (same >= 0) {
                into->interactions[same].weight += e.weight;
                ++summary.repeatedTransitions;
                continue;
            }
            // A new id: the old one hashed the other device's screen ids.
            e.id = sha256Hex(e.id + u'\x1e' + e.sourceId + u'\x1e' + e.targetId);
        }
        if (const auto it = edgeIndex.constFind(e.id); it != edgeIndex.cend()) {
            into->interactions[*it].weight += e.weight;
            ++summary.repeatedTransitions;
            continue;
        }
        edgeIndex.insert(e.id, int(into->interactions.size()));
        into->interactions.append(std::move(e));
        ++summary.newTransitions;
    }

    QSet<QString> digests;
    for (const RecordingSource &r : std::as_const(into->recordings))
        digests.insert(r.digest);
    for (const RecordingSource &r : from.recordings) {
        if (digests.contains(r.digest))
            continue;
        digests.insert(r.digest);
        into->recordings.append(r);
        ++summary.newRecordings;
    }
    into->reindex();
    return summary;
}

} // namespace StepWise
