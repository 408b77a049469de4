// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/enums.h"

#include <QList>
#include <QPlainTextEdit>
#include <QTextBlock>

namespace StepWise {

class SpellChecker;

/*! One assessed step as the editor underlines it. Offsets are UTF-16 positions in the text that was
 *  analysed (the editor's text when the result is applied). */
struct StepAnnotation {
    qsizetype offset = -1;
    qsizetype length = 0;
    QList<StepQuality> labels; ///< the primary (most severe) one chooses the colour
    QString message; ///< tooltip text

    bool isValid() const { return offset >= 0 && length > 0; }
};

/*!
 * The report editor: live step annotations as ExtraSelections, as Qt Creator marks code warnings.
 *
 * Each annotation is a QTextCursor range with a SpellCheckUnderline in the colour of its primary
 * quality and a tooltip naming the labels and the message; QTextCursors move with later edits, so
 * annotations stay on their words while the user types until the next result replaces them. The
 * document is never modified for annotations (undo stays the user's). Misspelled words (when a
 * SpellChecker is set) are a second kind of selection, checked shortly after typing stops.
 */
class ReportEditor : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit ReportEditor(QWidget *parent = nullptr);

    /*! Replaces all step annotations; invalid or out-of-range ones are not shown. An annotation's
     *  index is its position in \a annotations (= the step list row). The one the caret is in is tinted;
     *  the caret does not move. */
    void setAnnotations(const QList<StepAnnotation> &annotations);
    void clearAnnotations() { setAnnotations({}); }
    /*! Number of step underlines currently shown. */
    int annotationCount() const { return int(m_steps.size()); }
    /*! The step selections (cursor range, format with underline colour and tooltip), in order. */
    QList<QTextEdit::ExtraSelection> stepSelections() const { return m_steps; }
    /*! Index (in the last setAnnotations() list) of the annotation covering document \a position,
     *  -1 when none. */
    int annotationAt(int position) const;
    /*! Current document position where annotation \a index starts (it moves with edits); -1 if none. */
    int annotationStart(int index) const;
    /*! Moves the caret to annotation \a index, tints it and scrolls to it (the step list → editor
     *  half of the sync). Does not select text, so typing never replaces a step by accident. */
    void selectAnnotation(int index);

    /*!
     * Inserts \a stepText as a line of its own before the line holding \a position (so a missing
     * step goes before the step it precedes), as one undoable edit. When the line is a numbered
     * list item ("3. …"), the new line gets the same kind of marker and number, and the following items
     * of that list are renumbered (in the same undo step). \returns the inserted range start.
     */
    int insertStepBefore(int position, const QString &stepText);

    /*! Enables spell checking with \a checker (not owned; null disables). */
    void setSpellChecker(SpellChecker *checker);
    /*! The background tint of a misspelled word in \a palette (the placeholder text colour, mostly
     *  transparent). With the grey wave it marks the word; inside a step, where the wave takes the
     *  step's label colour, the tint alone tells the word is misspelled. */
    static QColor spellingTint(const QPalette &palette);
    /*! Misspelled word selections as checked (grey wave, spellingTint()); extraSelections() shows the
     *  ones inside a step with that step's underline colour. */
    QList<QTextEdit::ExtraSelection> spellSelections() const { return m_spelling; }
    /*! Re-checks spelling now (normally done 500 ms after typing stops). */
    void checkSpelling();

Q_SIGNALS:
    /*! The text cursor entered annotation \a index (the editor → step list half of the sync). */
    void annotationActivated(int index);

protected:
    bool viewportEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool canInsertFromMimeData(const QMimeData *source) const override;

private:
    void refreshSelections();
    void highlightCurrent(int selectionIndex);
    void onCursorMoved();
    /*! Adds one to the number of \a block and of the list items after it (same \a indent and
     *  \a delimiter, consecutive numbers); call inside an edit block. */
    void renumberFrom(QTextBlock block, const QString &indent, const QString &delimiter);

    QList<StepAnnotation> m_annotations;
    QList<QTextEdit::ExtraSelection> m_steps;
    QList<int> m_rows; ///< index in the setAnnotations() list of each entry of m_steps
    QList<QTextEdit::ExtraSelection> m_spelling;
    QList<QTextEdit::ExtraSelection> m_current; ///< tint of the step selected in the list
    SpellChecker *m_spellChecker = nullptr;
    class QTimer *m_spellTimer = nullptr;
    int m_activeAnnotation = -1;
};

} // namespace StepWise
