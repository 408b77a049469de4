// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings.h"

#include <QFileInfo>
#include <QMainWindow>
#include <QSettings>
#include <QSplitter>

namespace StepWise {

namespace {
const QString GeometryKey = QStringLiteral("window/geometry");
const QString StateKey = QStringLiteral("window/state");
const QString SplitterKeyPrefix = QStringLiteral("window/splitters/");
const QString DarkKey = QStringLiteral("window/dark");
const QString RecentKey = QStringLiteral("models/recent");
// One app version for every store, written by StepWise before the per-store map (lastAppVersionsKey()):
// a store opened with --db started on a version picked in another store whenever it held that version too.
const QString LegacyLastAppVersionKey = QStringLiteral("models/lastAppVersion");
const QString TrackerKeyPrefix = QStringLiteral("tracker/");
const QString UiLanguageKey = QStringLiteral("ui/language");
const QString LastExportFolderKey = QStringLiteral("export/lastFolder");
} // namespace

Settings::Settings(QObject *parent)
    : QObject(parent)
{
}

QString Settings::storeKey(const QString &databasePath)
{
    const QFileInfo fi(databasePath);
    const QString canonical = fi.canonicalFilePath();
    return canonical.isEmpty() ? fi.absoluteFilePath() : canonical;
}

void Settings::restoreWindowLayout(QMainWindow *window, int stateVersion) const
{
    const QSettings settings;
    window->restoreGeometry(settings.value(GeometryKey).toByteArray());
    // Which docks are open and where, and the toolbar (by objectName).
    window->restoreState(settings.value(StateKey).toByteArray(), stateVersion);
    // Where the reporter dragged the panes' dividers (QSplitter::restoreState ignores data it cannot read).
    for (QSplitter *splitter : window->findChildren<QSplitter *>(Qt::FindChildrenRecursively))
        if (!splitter->objectName().isEmpty())
            splitter->restoreState(settings.value(SplitterKeyPrefix + splitter->objectName()).toByteArray());
}

void Settings::saveWindowLayout(const QMainWindow *window, int stateVersion)
{
    QSettings settings;
    settings.setValue(GeometryKey, window->saveGeometry());
    settings.setValue(StateKey, window->saveState(stateVersion));
    for (const QSplitter *splitter : window->findChildren<QSplitter *>(Qt::FindChildrenRecursively))
        if (!splitter->objectName().isEmpty())
            settings.setValue(SplitterKeyPrefix + splitter->objectName(), splitter->saveState());
}

bool Settings::dark() const
{
    return QSettings().value(DarkKey, false).toBool();
}

void Settings::setDark(bool dark)
{
    // Written even when unchanged: the menu item is the reporter's explicit choice.
    const bool changed = dark != this->dark();
    QSettings().setValue(DarkKey, dark);
    if (changed)
        Q_EMIT darkChanged(dark);
}

QStringList Settings::recentModels() const
{
    return QSettings().value(RecentKey).toStringList();
}

void Settings::addRecentModel(const QString &path)
{
    const QStringList before = recentModels();
    QStringList recent = before;
    recent.removeAll(path);
    recent.prepend(path);
    recent = recent.mid(0, RecentModelCount);
    QSettings().setValue(RecentKey, recent);
    if (recent != before)
        Q_EMIT recentModelsChanged(recent);
}

QString Settings::lastAppVersion(const QString &databasePath) const
{
    return QSettings().value(lastAppVersionsKey()).toMap().value(storeKey(databasePath)).toString();
}

void Settings::setLastAppVersion(const QString &databasePath, const QString &appVersion)
{
    QSettings settings;
    QVariantMap versions = settings.value(lastAppVersionsKey()).toMap();
    for (auto it = versions.begin(); it != versions.end();)
        it = QFileInfo::exists(it.key()) ? std::next(it) : versions.erase(it);
    versions.insert(storeKey(databasePath), appVersion);
    settings.setValue(lastAppVersionsKey(), versions);
}

void Settings::migrateLegacyAppVersion(const QString &defaultStore)
{
    QSettings settings;
    if (!settings.contains(LegacyLastAppVersionKey))
        return;
    const QString legacy = settings.value(LegacyLastAppVersionKey).toString();
    settings.remove(LegacyLastAppVersionKey);
    if (!legacy.isEmpty() && lastAppVersion(defaultStore).isEmpty()) {
        QVariantMap versions = settings.value(lastAppVersionsKey()).toMap();
        versions.insert(storeKey(defaultStore), legacy);
        settings.setValue(lastAppVersionsKey(), versions);
    }
}

QString Settings::trackerUrl(const QString &tracker) const
{
    return QSettings().value(TrackerKeyPrefix + tracker).toString();
}

void Settings::setTrackerUrl(const QString &tracker, const QString &url)
{
    QSettings().setValue(TrackerKeyPrefix + tracker, url);
}

QString Settings::lastExportFolder() const
{
    return QSettings().value(LastExportFolderKey).toString();
}

void Settings::setLastExportFolder(const QString &folder)
{
    QSettings().setValue(LastExportFolderKey, folder);
}

QString Settings::uiLanguage() const
{
    return QSettings().value(UiLanguageKey).toString();
}

void Settings::setUiLanguage(const QString &code)
{
    QSettings().setValue(UiLanguageKey, code);
}

BackendConfig Settings::backendConfig() const
{
    QSettings settings;
    return BackendConfig::load(settings);
}

void Settings::setBackendConfig(const BackendConfig &config)
{
    QSettings settings;
    config.save(settings);
    if (config.options.promptPricePerMTok >= 0 || config.options.completionPricePerMTok >= 0)
        BackendConfig::setPrice(settings, config.endpoint.model, config.options.promptPricePerMTok,
                                config.options.completionPricePerMTok);
}

} // namespace StepWise
