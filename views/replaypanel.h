// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysisrequest.h"
#include "graph/executionmodel.h"
#include "quality/reproductionplan.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace StepWise {

class ReplaySession;

/*!
 * Cross-device replay panel (Rx): shows the reproduction path as adb commands for a
 * chosen target device profile (ReplayPlanner), and "Replay on device" drives an attached device through
 * adb step by step with TryReplay (Replayer + AdbDevice), showing the live screen after each step and
 * stopping with the step's reason when a widget cannot be found. The plan takes the panel's free width and
 * height; the live screen appears beside it with the first screenshot.
 *
 * The device work is a ReplaySession's (off the GUI thread, one step at a time, dropped after Stop or a new
 * path); the panel shows its progress.
 */
class ReplayPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ReplayPanel(QWidget *parent = nullptr);
    ~ReplayPanel() override;

    /*!
     * Sets the reproduction path: \a path interactions in order, \a screens the recorded screens they
     * start from (looked up by Interaction::sourceId, for their hierarchyXml), \a package the app.
     * Refreshes the plan and cancels a running replay.
     */
    void setPath(const QList<Interaction> &path, const QList<Screen> &screens, const QString &package);

    /*!
     * Shows the reproduction path of \a result (ReproductionPlan::path(): interactions in order, open app first;
     * none for an invalid result), and puts the recording device it implies in "Recorded on"
     * (setRecordingDefault()), judged by the recorded screenshot sizes \a screenSize gives (an empty size: not
     * known yet). The same path of the same model again changes nothing, so a running replay goes on.
     */
    void showPathOf(const AnalysisResult &result, const ReproductionPlan::ScreenSize &screenSize);

    QList<Interaction> path() const { return m_path; }
    QString package() const { return m_package; }
    /*! The adb plan as shown: one `adb shell …   # comment` line per command, `# …` lines for comments. */
    QString planText() const;
    /*! The last status line (step progress, "no Android device attached …", …). */
    QString statusText() const;
    /*! The target device profile as shown: "WIDTHxHEIGHT@DPI[:landscape]" or a preset key of
     *  DeviceProfile::fromPresetOrSpec() ("tablet-landscape"). The first entry, the default, is the
     *  "Recorded on" profile ("Same as the recording device"). */
    QString targetProfile() const;
    /*! Whether the user chose a target (picked or typed one, setTargetProfile(), or started a replay): only
     *  then do the exports carry the replay plan, never for the untouched default. */
    bool targetChosen() const { return m_targetChosen; }
    /*! Whether adb is on PATH; without it "Replay on device" is disabled and its tooltip says why. */
    static bool adbAvailable();
    QSize sizeHint() const override;
    /*! The recording device's profile as typed in the panel ("WIDTHxHEIGHT@DPI[:landscape]"). */
    QString sourceProfile() const;
    void setTargetProfile(const QString &profile);
    /*!
     * The recording device the model of \a modelKey (its app version) implies, "WIDTHxHEIGHT@DPI": put in
     * "Recorded on" the first time a model is seen, or when the field still shows the previous model's
     * default; what the user typed for the same model is kept. Empty \a profile changes nothing.
     */
    void setRecordingDefault(const QString &modelKey, const QString &profile);

public Q_SLOTS:
    /*! "Replay on device": replays the path step by step on the attached device (needs adb: without it
     *  the status says so and replayFinished(false, …) is emitted at once). */
    void startReplay();
    void stopReplay();

Q_SIGNALS:
    /*! A replay ended: \a ok when every step was replayed; \a message is the last status line. */
    void replayFinished(bool ok, const QString &message);

protected:
    bool event(QEvent *e) override;

private:
    static QString adbMissingText();
    void updateReplayButton();
    void refreshPlan();
    void showScreen(const QByteArray &png);
    void endReplay(bool ok, const QString &message);

    QList<Interaction> m_path;
    QStringList m_pathKey; ///< app version + interaction ids of the path showPathOf() showed
    QList<Screen> m_screens;
    QString m_package;
    QString m_defaultKey; ///< model whose recording default "Recorded on" was last given
    QString m_defaultProfile; ///< that default
    bool m_targetChosen = false;

    QLineEdit *m_source;
    QComboBox *m_target;
    QLineEdit *m_serial;
    QPlainTextEdit *m_plan;
    QPushButton *m_replay;
    QPushButton *m_stop;
    QLabel *m_status;
    QLabel *m_screen;
    ReplaySession *m_session;
};

} // namespace StepWise
