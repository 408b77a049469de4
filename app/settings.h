// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/backendconfig.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>

class QMainWindow;

namespace StepWise {

/*!
 * The window's settings, typed: every key the window reads or writes, with its default. Values live in
 * QSettings (organisation and application set by main()); one object per window, used on the GUI thread only
 * (workers get copies in their requests). Setters emit the matching change signal only when the value changed.
 */
class Settings : public QObject
{
    Q_OBJECT
public:
    /*! How many model paths File > Recent models keeps. */
    static constexpr int RecentModelCount = 8;

    explicit Settings(QObject *parent = nullptr);

    /*! Key of the map (model store → app version last picked with it): each store remembers its own, so a
     *  store opened with `--db` never starts on a version picked in another. */
    static QString lastAppVersionsKey() { return QStringLiteral("models/lastAppVersionByStore"); }
    /*! The map key of \a databasePath in lastAppVersionsKey(): its canonical path, or its absolute path while
     *  the file does not exist. */
    static QString storeKey(const QString &databasePath);

    /*! Gives \a window the layout saved at the last close (saveWindowLayout()): its geometry, its docks and toolbar
     *  (ignored when saved with another \a stateVersion, QMainWindow::restoreState()), and where each named
     *  splitter's dividers were. Nothing changes at first. */
    void restoreWindowLayout(QMainWindow *window, int stateVersion) const;
    /*! Stores the layout of \a window, being closed: geometry, dock state (\a stateVersion), each named splitter. */
    void saveWindowLayout(const QMainWindow *window, int stateVersion);

    /*! View > Dark palette; false by default. */
    bool dark() const;
    void setDark(bool dark);

    /*! Model paths opened, newest first, at most RecentModelCount. */
    QStringList recentModels() const;
    /*! Puts \a path first in recentModels() (moving it when it is there already). */
    void addRecentModel(const QString &path);

    /*! The app version last picked with the store \a databasePath; empty when none was. */
    QString lastAppVersion(const QString &databasePath) const;
    /*! Remembers \a appVersion for the store \a databasePath. Stores that no longer exist (a demo's temporary
     *  one) are dropped from the map, so it does not grow with every demo run. */
    void setLastAppVersion(const QString &databasePath, const QString &appVersion);
    /*! Moves the version of the key StepWise wrote before the per-store map (one version for every store) to
     *  \a defaultStore, the store it was most likely picked in, unless that store remembers its own; then removes
     *  the old key, so it is read at most once. */
    void migrateLegacyAppVersion(const QString &defaultStore);

    /*! The repository URL last given for New GitHub/GitLab issue (\a tracker "github" or "gitlab"); empty at first. */
    QString trackerUrl(const QString &tracker) const;
    void setTrackerUrl(const QString &tracker, const QString &url);

    /*! The folder of the last file written by File > Export…; empty before the first export. */
    QString lastExportFolder() const;
    void setLastExportFolder(const QString &folder);

    /*! View > Language: "" follows the system, else a code of Language::available() ("de", "zh_CN", "en"). */
    QString uiLanguage() const;
    void setUiLanguage(const QString &code);

    /*! The language backend (group "llm", BackendConfig::load()); the offline analyzer by default. */
    BackendConfig backendConfig() const;
    /*! Saves \a config, and its model's prices when it gives them (BackendConfig::setPrice()). */
    void setBackendConfig(const BackendConfig &config);

Q_SIGNALS:
    void darkChanged(bool dark);
    void recentModelsChanged(const QStringList &paths);
};

} // namespace StepWise
