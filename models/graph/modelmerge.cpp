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

// One merge of \a from into \a into: the state that its screens, interactions and recordings share.
class ModelMerger
{
public:
    ModelMerger(ExecutionModel *into, QHash<QString, QByteArray> *intoShots, const ExecutionModel &from,
                const QHash<QString, QByteArray> &fromShots, const SameScreenCheck &sameScreen)
        : m_into(into)
        , m_intoShots(intoShots)
        , m_from(from)
        , m_fromShots(fromShots)
        , m_sameScreen(sameScreen)
    {
    }

    MergeSummary run()
    {
        if (m_into->appVersion.isEmpty())
            m_into->appVersion = m_from.appVersion;
        if (m_into->packageName.isEmpty())
            m_into->packageName = m_from.packageName;
        for (int i = 0; i < m_into->screens.size(); ++i)
            m_screenIndex.insert(m_into->screens.at(i).id, i);
        for (const Screen &s : m_from.screens)
            mergeScreen(s);
        QHash<QString, int> edgeIndex;
        for (int i = 0; i < m_into->interactions.size(); ++i)
            edgeIndex.insert(m_into->interactions.at(i).id, i);
        for (const Interaction &incoming : m_from.interactions)
            mergeInteraction(incoming, edgeIndex);
        mergeRecordings();
        m_into->reindex();
        return m_summary;
    }

private:
    QByteArray shotOf(const QString &file) const { return file.isEmpty() ? QByteArray() : m_fromShots.value(file); }

    void addRendering(Screen *state, const Screen &s)
    {
        Rendering r;
        r.deviceProfile = s.deviceProfile;
        r.hierarchyXml = s.hierarchyXml;
        const QByteArray png = shotOf(s.screenshotFile);
        if (!png.isEmpty()) {
            r.screenshotFile = state->id + u'@' + s.deviceProfile + QStringLiteral(".png");
            m_intoShots->insert(r.screenshotFile, png);
        }
        state->renderings.append(r);
        ++m_summary.newRenderings;
    }

    // Same device (or unknown): the first recording keeps its name and components; a later one
    // only fills what is missing.
    void fillMissing(Screen *state, const Screen &s)
    {
        if (!s.deviceProfile.isEmpty() && state->deviceProfile != s.deviceProfile)
            return;
        if (state->hierarchyXml.isEmpty() && !s.hierarchyXml.isEmpty()) {
            // A dump is the better record of the screen than a reconstructed JSON list.
            state->hierarchyXml = s.hierarchyXml;
            state->components = s.components;
        }
        const QByteArray png = shotOf(s.screenshotFile);
        if (state->screenshotFile.isEmpty() && !png.isEmpty()) {
            state->screenshotFile = s.screenshotFile;
            m_intoShots->insert(s.screenshotFile, png);
        }
    }

    void mergeScreen(const Screen &s)
    {
        if (const auto it = m_screenIndex.constFind(s.id); it != m_screenIndex.cend()) {
            Screen &state = m_into->screens[*it];
            if (s.kind == Screen::Kind::Normal)
                ++m_summary.sameStates;
            if (!s.deviceProfile.isEmpty() && !state.hasDeviceProfile(s.deviceProfile)
                && state.kind == Screen::Kind::Normal) {
                if (state.deviceProfile.isEmpty())
                    state.deviceProfile = s.deviceProfile; // an unknown device becomes this one
                else
                    addRendering(&state, s);
            }
            fillMissing(&state, s);
            return;
        }
        if (s.kind == Screen::Kind::Normal && m_sameScreen && mergeIntoSameScreen(s))
            return;
        addScreen(s);
    }

    // The stored state \a sameScreen finds most like \a s takes it (as another device's rendering, or filling
    // what it lacks). False when no state is alike.
    bool mergeIntoSameScreen(const Screen &s)
    {
        int best = -1;
        double bestScore = -1;
        for (int i = 0; i < m_into->screens.size(); ++i) {
            const Screen &t = m_into->screens.at(i);
            if (t.kind != Screen::Kind::Normal)
                continue;
            const double score = m_sameScreen(t, s);
            if (score >= 0 && score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        if (best < 0)
            return false;
        Screen &state = m_into->screens[best];
        if (!s.deviceProfile.isEmpty() && !state.deviceProfile.isEmpty() && !state.hasDeviceProfile(s.deviceProfile)) {
            addRendering(&state, s);
            m_acrossDevices.insert(s.id);
            ++m_summary.crossDeviceStates;
        } else {
            fillMissing(&state, s);
            ++m_summary.sameStates;
        }
        m_mapped.insert(s.id, state.id);
        m_screenIndex.insert(s.id, best);
        return true;
    }

    // A new state, with the screenshots it names that \a fromShots has (the others' names are cleared).
    void addScreen(const Screen &s)
    {
        Screen copy = s;
        const QByteArray png = shotOf(s.screenshotFile);
        if (png.isEmpty())
            copy.screenshotFile.clear();
        else
            m_intoShots->insert(s.screenshotFile, png);
        for (Rendering &r : copy.renderings) {
            const QByteArray rpng = shotOf(r.screenshotFile);
            if (rpng.isEmpty())
                r.screenshotFile.clear();
            else
                m_intoShots->insert(r.screenshotFile, rpng);
        }
        m_screenIndex.insert(s.id, int(m_into->screens.size()));
        m_into->screens.append(std::move(copy));
        if (s.kind == Screen::Kind::Normal)
            ++m_summary.newStates;
    }

    // The stored interaction \a e repeats, between states it was merged into; -1 if none.
    int sameInteraction(const Interaction &e, const Interaction &incoming) const
    {
        const bool acrossDevices
            = m_acrossDevices.contains(incoming.sourceId) || m_acrossDevices.contains(incoming.targetId);
        for (int i = 0; i < m_into->interactions.size(); ++i) {
            const Interaction &k = m_into->interactions.at(i);
            if (k.sourceId == e.sourceId && k.targetId == e.targetId && k.action == e.action
                && k.typedText == e.typedText && sameWidget(k.component, e.component, acrossDevices))
                return i;
        }
        return -1;
    }

    void mergeInteraction(const Interaction &incoming, QHash<QString, int> &edgeIndex)
    {
        Interaction e = incoming;
        const bool remapped = m_mapped.contains(e.sourceId) || m_mapped.contains(e.targetId);
        if (remapped) {
            e.sourceId = m_mapped.value(e.sourceId, e.sourceId);
            e.targetId = m_mapped.value(e.targetId, e.targetId);
            if (const int same = sameInteraction(e, incoming); same >= 0) {
                m_into->interactions[same].weight += e.weight;
                ++m_summary.repeatedTransitions;
                return;
            }
            // A new id: the old one hashed the other device's screen ids.
            e.id = sha256Hex(e.id + u'\x1e' + e.sourceId + u'\x1e' + e.targetId);
        }
        if (const auto it = edgeIndex.constFind(e.id); it != edgeIndex.cend()) {
            m_into->interactions[*it].weight += e.weight;
            ++m_summary.repeatedTransitions;
            return;
        }
        edgeIndex.insert(e.id, int(m_into->interactions.size()));
        m_into->interactions.append(std::move(e));
        ++m_summary.newTransitions;
    }

    void mergeRecordings()
    {
        QSet<QString> digests;
        for (const RecordingSource &r : std::as_const(m_into->recordings))
            digests.insert(r.digest);
        for (const RecordingSource &r : m_from.recordings) {
            if (digests.contains(r.digest))
                continue;
            digests.insert(r.digest);
            m_into->recordings.append(r);
            ++m_summary.newRecordings;
        }
    }

    ExecutionModel *m_into;
    QHash<QString, QByteArray> *m_intoShots;
    const ExecutionModel &m_from;
    const QHash<QString, QByteArray> &m_fromShots;
    const SameScreenCheck &m_sameScreen;
    MergeSummary m_summary;
    QHash<QString, int> m_screenIndex; // screen id → its index in m_into->screens (incoming ids too, once merged)
    QSet<QString> m_acrossDevices; // incoming ids mapped onto another device's state
    QHash<QString, QString> m_mapped; // incoming id → id of the other device's state it merged into
};

} // namespace

MergeSummary mergeModels(ExecutionModel *into, QHash<QString, QByteArray> *intoShots, const ExecutionModel &from,
                         const QHash<QString, QByteArray> &fromShots, const SameScreenCheck &sameScreen)
{
    return ModelMerger(into, intoShots, from, fromShots, sameScreen).run();
}

} // namespace StepWise
