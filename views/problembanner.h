// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>
#include <QStringList>

class QAbstractButton;
class QLabel;
class QPlainTextEdit;
class QToolButton;

namespace StepWise {

/*!
 * The window's one channel for user errors: a file that cannot be opened, saved, exported, imported or kept as a
 * draft, and a report the store cannot check. A non-modal banner above the report, as Hotspot's results page
 * shows a failed parse, so the reporter reads it and goes on writing; message boxes stay for decisions.
 *
 * showProblem() replaces what is shown. The first Listed details are listed; with more, "Show details" unfolds
 * them all. It stays until Close or the next problem, so a failure is not missed while the reporter looks away.
 */
class ProblemBanner : public QFrame
{
    Q_OBJECT
public:
    static constexpr int Listed = 8;

    explicit ProblemBanner(QWidget *parent = nullptr);

    /*! Shows \a title (what failed), \a text (why, naming the file), \a details (one problem per line, e.g. per
     *  file) and \a notes (what it means), all plain text. */
    void showProblem(const QString &title, const QString &text, const QStringList &details = {},
                     const QStringList &notes = {});

    QString title() const;
    QString text() const;
    /*! The listed details and the notes, one per line ("• …"), as shown under text(). */
    QString informativeText() const;
    /*! Every detail, one per line, when there are more than Listed; else empty. */
    QString detailedText() const;
    QAbstractButton *closeButton() const;

private:
    QLabel *m_icon;
    QLabel *m_title;
    QLabel *m_text;
    QLabel *m_informative;
    QToolButton *m_showDetails;
    QPlainTextEdit *m_details;
    QToolButton *m_close;
};

} // namespace StepWise
