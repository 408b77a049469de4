// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenidentity.h"

#include "replay/crossdevicescreenmatch.h"
#include "tracereader.h"
#include "uiautomatorreader.h"

#include <QCryptographicHash>
#include <QHash>

#include <memory>

namespace StepWise {

QStringList ScreenIdentity::projectionIds(const QString &hierarchyXml, const QString &package,
                                          const ScreenAbstraction &abstraction)
{
    QString error;
    const std::optional<UiDump> dump
        = UiAutomatorReader::read(hierarchyXml.toUtf8(), QStringLiteral("stored screen"), package, &error);
    if (!dump)
        return {};
    QStringList ids;
    for (const bool drops : { false, true })
        ids.append(abstraction.key(TraceReader::treeFromFlat(TraceReader::flatFromTree(dump->roots, drops), drops)).id);
    return ids;
}

SameScreenCheck ScreenIdentity::check(const QString &package, const ScreenAbstractionOptions &options)
{
    const SameScreenCheck otherDevice = CrossDeviceScreenMatch::check(package);
    auto abstraction = std::make_shared<ScreenAbstraction>(options);
    auto projections = std::make_shared<QHash<QByteArray, QStringList>>(); // by SHA-256 of the XML
    return [otherDevice, abstraction, projections, package](const Screen &stored, const Screen &incoming) -> double {
        const bool sameDevice = incoming.deviceProfile.isEmpty() || stored.deviceProfile.isEmpty()
            || stored.hasDeviceProfile(incoming.deviceProfile);
        if (!sameDevice)
            return otherDevice(stored, incoming);
        // Exactly one side rebuilt from a JSON list: it is the dump whose projection it equals.
        if (incoming.hierarchyXml.isEmpty() == stored.hierarchyXml.isEmpty())
            return -1;
        const Screen &dump = incoming.hierarchyXml.isEmpty() ? stored : incoming;
        const Screen &rebuilt = incoming.hierarchyXml.isEmpty() ? incoming : stored;
        const QByteArray key = QCryptographicHash::hash(dump.hierarchyXml.toUtf8(), QCryptographicHash::Sha256);
        auto it = projections->find(key);
        if (it == projections->end())
            it = projections->insert(key, projectionIds(dump.hierarchyXml, package, *abstraction));
        return it->contains(rebuilt.id) ? 1.0 : -1.0;
    };
}

} // namespace StepWise
