// SPDX-License-Identifier: GPL-3.0-or-later
#include "modelbuilder.h"

#include <algorithm>

namespace StepWise {

ModelBuilder::ModelBuilder(const ScreenAbstractionOptions &options)
    : m_abstraction(options)
{
}

void ModelBuilder::setAppVersion(const QString &appVersion, const QString &packageName)
{
    m_out.model.appVersion = appVersion;
    m_out.model.packageName = packageName;
}

QString ModelBuilder::addScreen(const QList<UiNode> &roots, const QString &name, TraceSource source,
                                const QByteArray &hierarchyXml, const QByteArray &png, const QString &deviceProfile)
{
    const ScreenKey key = m_abstraction.key(roots);
    const auto it = m_screenIndex.constFind(key.id);
    Screen *screen = nullptr;
    if (it == m_screenIndex.cend()) {
        Screen s;
        s.id = key.id;
        s.name = name;
        s.source = source;
        s.components = UiNode::flatten(roots);
        s.guiSignature = key.signature;
        s.hierarchyXml = QString::fromUtf8(hierarchyXml);
        s.deviceProfile = deviceProfile;
        m_screenIndex.insert(key.id, m_out.model.screens.size());
        m_out.model.screens.append(std::move(s));
        screen = &m_out.model.screens.last();
    } else {
        screen = &m_out.model.screens[*it];
        const bool otherDevice
            = !deviceProfile.isEmpty() && !screen->deviceProfile.isEmpty() && deviceProfile != screen->deviceProfile;
        if (otherDevice) {
            const bool known = std::any_of(screen->renderings.cbegin(), screen->renderings.cend(),
                                           [&](const Rendering &r) { return r.deviceProfile == deviceProfile; });
            if (!known) {
                Rendering r { deviceProfile, QString::fromUtf8(hierarchyXml), QString() };
                if (!png.isEmpty()) {
                    r.screenshotFile = key.id + u'@' + deviceProfile + QStringLiteral(".png");
                    m_out.screenshots.insert(r.screenshotFile, png);
                }
                screen->renderings.append(r);
            }
            return key.id;
        }
        if (screen->hierarchyXml.isEmpty() && !hierarchyXml.isEmpty()) {
            // A dump is the better record of the screen than a reconstructed JSON list.
            screen->hierarchyXml = QString::fromUtf8(hierarchyXml);
            screen->components = UiNode::flatten(roots);
        }
    }
    if (screen->screenshotFile.isEmpty() && !png.isEmpty()) {
        screen->screenshotFile = key.id + QStringLiteral(".png");
        m_out.screenshots.insert(screen->screenshotFile, png);
    }
    return key.id;
}

void ModelBuilder::addRecording(const RecordingSource &recording)
{
    for (const RecordingSource &r : std::as_const(m_out.model.recordings)) {
        if (r.digest == recording.digest)
            return;
    }
    m_out.model.recordings.append(recording);
}

static QString specialScreen(RecordedModel *out, QHash<QString, int> *index, const QString &name, Screen::Kind kind)
{
    const QString id = ScreenAbstraction::sha256Hex(name);
    if (!index->contains(id)) {
        Screen s;
        s.id = id;
        s.name = name;
        s.kind = kind;
        s.guiSignature = QStringLiteral(""); // no hierarchy; empty, not null, like every other text field
        index->insert(id, out->model.screens.size());
        out->model.screens.append(s);
    }
    return id;
}

QString ModelBuilder::startScreen()
{
    return specialScreen(&m_out, &m_screenIndex, QStringLiteral("Start state"), Screen::Kind::Start);
}

QString ModelBuilder::endScreen()
{
    return specialScreen(&m_out, &m_screenIndex, QStringLiteral("End state"), Screen::Kind::End);
}

QString ModelBuilder::addOpenApp(const QString &firstScreen, TraceSource source, int execution)
{
    Interaction open;
    open.sourceId = startScreen();
    open.targetId = firstScreen;
    open.action = ActionType::OpenApp;
    open.actionCode = 6;
    open.actionName = actionVerb(ActionType::OpenApp);
    open.source = source;
    open.execution = execution;
    open.sequence = 0;
    return addInteraction(open);
}

QString ModelBuilder::componentKey(const std::optional<GuiComponent> &c)
{
    if (!c)
        return QStringLiteral("-");
    const QRect &b = c->bounds;
    return QStringList { c->className, c->resourceId, c->text, c->contentDescription,
                         QStringLiteral("%1,%2,%3,%4").arg(b.x()).arg(b.y()).arg(b.width()).arg(b.height()) }
        .join(QChar(0x1f));
}

QString ModelBuilder::addInteraction(Interaction edge)
{
    const QString key = QStringList { edge.sourceId, edge.targetId, QString::number(static_cast<int>(edge.action)),
                                      componentKey(edge.component), edge.typedText }
                            .join(QChar(0x1e));
    const QString id = ScreenAbstraction::sha256Hex(key);
    const auto it = m_interactionIndex.constFind(id);
    if (it != m_interactionIndex.cend()) {
        Interaction &known = m_out.model.interactions[*it];
        known.weight += 1;
        if (!edge.screenshotFile.isEmpty())
            known.screenshotFile = edge.screenshotFile;
        return id;
    }
    edge.id = id;
    edge.weight = 1;
    m_interactionIndex.insert(id, m_out.model.interactions.size());
    m_out.model.interactions.append(std::move(edge));
    return id;
}

RecordedModel ModelBuilder::result() const
{
    RecordedModel r = m_out;
    r.model.reindex();
    return r;
}

} // namespace StepWise
