// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

namespace StepWise {

class ProblemBanner;
class ExecutionModel;

/*!
 * What the window says about problems with the report, shown in its ProblemBanner (docs/design.md, "Errors"):
 * the one channel for user errors, plus the two warnings about the model a report is checked against (an app
 * version the store does not hold, a model of another app), each said once per app version. Texts are
 * translated here; the window decides what to do about them (pick another version, tell the status bar).
 */
class ReportProblems : public QObject
{
    Q_OBJECT
public:
    /*! Shows problems in \a banner (not owned; it must outlive this object). */
    explicit ReportProblems(ProblemBanner *banner, QObject *parent = nullptr);

    /*! Shows \a title, \a text, and \a details one per line (e.g. one per file that failed), then \a notes one per
     *  line below them (e.g. what the failures mean for what was imported); all plain text. Replaces what the
     *  banner showed. problemsShown() follows from the event loop. */
    void show(const QString &title, const QString &text, const QStringList &details = {},
              const QStringList &notes = {});
    /*! As show(), for a report that could not be opened: the problem is the previous report's, so
     *  dismissReportProblem() takes it away when another report starts. */
    void showReportProblem(const QString &title, const QString &text);
    /*! Hides the banner when it still shows showReportProblem()'s problem: the reporter opened or started another
     *  report, or started typing one. Any other problem stays until Close. */
    void dismissReportProblem();

    /*!
     * Says that the report's \a appVersion is not in the model store \a databasePath and that it is assessed
     * against \a currentVersion meanwhile (empty: no model). \returns the message shown, or an empty string when
     * this version was the last one warned about (nothing is shown again).
     */
    QString warnMissingAppVersion(const QString &appVersion, const QString &databasePath,
                                  const QString &currentVersion);
    /*! The app version warnMissingAppVersion() last warned about; empty after forgetReport(). */
    QString missingWarned() const { return m_missingWarned; }

    /*! What checkOtherApp() found. Both empty: nothing to say (the model can be the report's app, or this model
     *  was already warned about). */
    struct OtherApp {
        QString openVersion; ///< an app version of the report's app to open instead (no warning shown)
        QString message; ///< the warning shown in the banner (translated), for the status bar too
    };
    /*!
     * Checks \a model against \a reportAppName (the app the report says it is about; empty = not said), once per
     * app version. When the model cannot be that app (ComponentText::modelCanBeApp()) and \a mayPickVersion (no
     * version was asked for), \returns the last of \a versions whose name says it is the report's app, as
     * OtherApp::openVersion; else shows the warning and \returns it as OtherApp::message.
     */
    OtherApp checkOtherApp(const ExecutionModel &model, const QString &reportAppName, bool mayPickVersion,
                           const QStringList &versions);

    /*!
     * What is wrong with the model store \a databasePath holding \a versions for a window opened with
     * \a appVersion (empty = none asked for): the version is not there (naming those like it), or the store holds
     * no models (naming how to import one). \returns the translated message, empty when nothing is wrong.
     */
    static QString storeContentsProblem(const QString &databasePath, const QString &appVersion,
                                        const QStringList &versions);

    /*! Another report was opened: its warnings are said again, once. */
    void forgetReport();

Q_SIGNALS:
    /*! A problem was shown: \a title, \a text and its \a details, translated; queued, so a problem shown while the
     *  window is built still reaches whoever connects after its constructor. */
    void problemsShown(const QString &title, const QString &text, const QStringList &details);

private:
    ProblemBanner *m_banner;
    QString m_missingWarned; ///< the missing app version last reported
    QString m_otherAppWarned; ///< the app version checkOtherApp() last warned about
    bool m_reportProblem = false; ///< the banner shows showReportProblem()'s problem
};

} // namespace StepWise
