// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QList>
#include <QWidget>

class QVBoxLayout;
class QLabel;

namespace StepWise {

/*! One row of the SuggestionList. */
struct SuggestionItem {
    enum class Kind {
        MissingStep, ///< an interaction to insert before the step (Accept / Reject)
        Candidate, ///< one of an ambiguous step's interactions (Use this)
    };
    Kind kind = Kind::MissingStep;
    QString interactionId;
    QString text; ///< e.g. `Click the "Next" button`
    QString screenName; ///< screen it is performed on
    QString screenId; ///< the screen thumbnail shows (for "Open the app": the screen it opens on)
    QImage thumbnail; ///< that screen's screenshot; null = none recorded / not loaded
    QRect highlight; ///< the component's bounds in the screenshot (device pixels)
    bool pinned = false; ///< Candidate: the reporter chose it
};

/*! Suggestions of one kind under their heading (rich text), e.g. an ambiguous step's candidates. */
struct SuggestionGroup {
    QString heading;
    QList<SuggestionItem> items;
};

/*!
 * The suggestions under the screenshot: missing steps with Accept / Reject, or an
 * ambiguous step's candidates with "Use this". Each row shows the screen's thumbnail with the
 * component outlined; clicking the thumbnail (or Space on it) asks to see that screen large
 * (previewRequested()). Emits what the user chose; the window edits the report and pins mappings.
 */
class SuggestionList : public QWidget
{
    Q_OBJECT
public:
    explicit SuggestionList(QWidget *parent = nullptr);

    /*! Replaces the rows with \a groups, each under its heading (a group without items is left out). The rows are
     *  numbered on through the groups, as items() lists them. */
    void setGroups(const QList<SuggestionGroup> &groups);
    QList<SuggestionItem> items() const { return m_items; }

Q_SIGNALS:
    void accepted(const StepWise::SuggestionItem &item);
    void rejected(const StepWise::SuggestionItem &item);
    void candidateChosen(const StepWise::SuggestionItem &item);
    /*! The thumbnail of suggestion \a number (1-based, as the rows are numbered) was clicked. */
    void previewRequested(const StepWise::SuggestionItem &item, int number);

private:
    QWidget *makeRow(const SuggestionItem &item, int number);

    QVBoxLayout *m_rows;
    QList<SuggestionItem> m_items;
};

} // namespace StepWise
