// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportproblems.h"

#include "graph/executionmodel.h"
#include "graph/sqlitegraphstore.h"
#include "language/componenttext.h"
#include "problembanner.h"

#include <utility>

namespace StepWise {

ReportProblems::ReportProblems(ProblemBanner *banner, QObject *parent)
    : QObject(parent)
    , m_banner(banner)
{
}

void ReportProblems::show(const QString &title, const QString &text, const QStringList &details,
                          const QStringList &notes)
{
    m_reportProblem = false;
    m_banner->showProblem(title, text, details, notes);
    // Queued: a problem shown while the window is built (a document given at start) still reaches whoever
    // connects after the constructor.
    QMetaObject::invokeMethod(
        this, [this, title, text, details] { Q_EMIT problemsShown(title, text, details); }, Qt::QueuedConnection);
}

QString ReportProblems::warnMissingAppVersion(const QString &appVersion, const QString &databasePath,
                                              const QString &currentVersion)
{
    if (appVersion == m_missingWarned)
        return {};
    m_missingWarned = appVersion;
    //: %1 is the report's app version (e.g. 1-org.gnucash.android-2.1.3), %2 the model store's file name,
    //: %3 the app version used meanwhile (app versions stay as they are)
    const QString message
        = tr("The report was written for app version “%1”, which the model store %2 does not hold. "
             "Import that app's model with File > Open model… (it is selected as soon as it is imported), "
             "or choose another version with Ctrl+M. Until then the report is assessed against “%3”.")
              .arg(appVersion, databasePath, currentVersion.isEmpty() ? tr("no model") : currentVersion);
    show(tr("App version not in the model store"), message);
    return message;
}

ReportProblems::OtherApp ReportProblems::checkOtherApp(const ExecutionModel &model, const QString &reportAppName,
                                                       bool mayPickVersion, const QStringList &versions)
{
    if (reportAppName.isEmpty() || model.appVersion == m_otherAppWarned
        || ComponentText::modelCanBeApp(model, reportAppName))
        return {};
    m_otherAppWarned = model.appVersion;
    // No version was asked for (the one last used was taken): open a model of the report's app when the store
    // holds one whose name says so, the last in the list (the newest, as versions sort).
    if (mayPickVersion) {
        for (qsizetype i = versions.size() - 1; i >= 0; --i) {
            ExecutionModel named;
            named.appVersion = versions.at(i);
            if (ComponentText::modelCanBeApp(named, reportAppName))
                return { versions.at(i), {} };
        }
    }
    const QStringList names = ComponentText::appNames(model);
    //: %1 the app the report names (e.g. atimetracker), %2 the app version (stays as it is, e.g.
    //: 1-org.gnucash.android-2.1.3), %3 the names that model's app goes by
    const QString message
        = tr("The report is about “%1”, but the model “%2” is of another app (%3). Its steps are checked "
             "against that app's screens; choose the report's app with Ctrl+M.")
              .arg(reportAppName, model.appVersion, names.isEmpty() ? tr("no name known") : names.join(u", "));
    show(tr("Report of another app"), message);
    return { {}, message };
}

QString ReportProblems::storeContentsProblem(const QString &databasePath, const QString &appVersion,
                                             const QStringList &versions)
{
    if (!appVersion.isEmpty() && !versions.contains(appVersion))
        //: %1 is the store's file name, %2 the app version asked for, %3 the versions it holds
        //: (app versions, e.g. 1-org.gnucash.android-2.1.3, stay as they are)
        return tr("The model store %1 holds no app version “%2”; it holds: %3.")
            .arg(databasePath, appVersion,
                 versions.isEmpty() ? tr("none")
                                    : SqliteGraphStore::versionsLike(versions, appVersion).join(QStringLiteral(", ")));
    if (versions.isEmpty())
        //: %1 is the store's file name; the command stays as it is
        return tr("The model store %1 holds no models; import one with “stepwise-cli import --db %1 PATH” "
                  "or File > Open model.")
            .arg(databasePath);
    return {};
}

void ReportProblems::showReportProblem(const QString &title, const QString &text)
{
    show(title, text);
    m_reportProblem = true;
}

void ReportProblems::dismissReportProblem()
{
    if (std::exchange(m_reportProblem, false))
        m_banner->hide();
}

void ReportProblems::forgetReport()
{
    m_missingWarned.clear();
    m_otherAppWarned.clear();
    dismissReportProblem();
}

} // namespace StepWise
