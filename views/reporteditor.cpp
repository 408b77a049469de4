// SPDX-License-Identifier: GPL-3.0-or-later
#include "reporteditor.h"

#include "itemmodels/steplistmodel.h"
#include "qualitystyle.h"
#include "spellchecker.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QMimeData>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTimer>
#include <QToolTip>

namespace StepWise {

QColor ReportEditor::spellingTint(const QPalette &palette)
{
    QColor tint = palette.color(QPalette::PlaceholderText);
    tint.setAlpha(56); // light enough to read the word, visible beside a step's coloured underline
    return tint;
}

ReportEditor::ReportEditor(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_spellTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("reportEditor"));
    setPlaceholderText(tr("Describe the bug: a title, then the steps to reproduce, one per line."));
    setTabChangesFocus(true);
    // Like Sonnet: check spelling once typing pauses, not on every key.
    m_spellTimer->setSingleShot(true);
    m_spellTimer->setInterval(500);
    connect(m_spellTimer, &QTimer::timeout, this, &ReportEditor::checkSpelling);
    connect(this, &QPlainTextEdit::textChanged, this, [this] {
        if (m_spellChecker)
            m_spellTimer->start();
    });
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &ReportEditor::onCursorMoved);
}

void ReportEditor::setAnnotations(const QList<StepAnnotation> &annotations)
{
    m_annotations.clear();
    m_steps.clear();
    m_rows.clear();
    m_current.clear();
    const int end = document()->characterCount() - 1;
    for (const StepAnnotation &a : annotations) {
        if (!a.isValid() || a.offset + a.length > end)
            continue;
        const std::optional<StepQuality> primary = StepListModel::primaryQuality(a.labels);
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(document());
        sel.cursor.setPosition(int(a.offset));
        sel.cursor.setPosition(int(a.offset + a.length), QTextCursor::KeepAnchor);
        sel.format.setUnderlineStyle(QTextCharFormat::SpellCheckUnderline);
        sel.format.setUnderlineColor(QualityStyle::color(primary, palette()));
        QStringList names;
        for (StepQuality q : a.labels)
            names << qualityCode(q) + QStringLiteral(" (") + QualityStyle::name(q) + u')';
        QStringList tip;
        if (!names.isEmpty())
            tip << names.join(QStringLiteral(", "));
        if (!a.message.isEmpty())
            tip << a.message;
        sel.format.setToolTip(tip.join(u'\n'));
        m_steps << sel;
        m_annotations << a;
        m_rows << int(&a - annotations.constData());
    }
    // The step the caret is in stays tinted; the caret itself never moves here (the reporter may be typing).
    m_activeAnnotation = annotationAt(textCursor().position());
    highlightCurrent(int(m_rows.indexOf(m_activeAnnotation)));
}

void ReportEditor::refreshSelections()
{
    // One underline per character: a misspelled word inside a step would lose either its wave or the
    // step's label colour. So the spelling selections come last and, inside a step, take the step's
    // underline colour; their tint (see checkSpelling()) is what marks them as misspelled there.
    QList<QTextEdit::ExtraSelection> spelling = m_spelling;
    for (QTextEdit::ExtraSelection &word : spelling) {
        const int start = word.cursor.selectionStart();
        for (const QTextEdit::ExtraSelection &step : std::as_const(m_steps)) {
            if (start >= step.cursor.selectionStart() && start < step.cursor.selectionEnd()) {
                word.format.setUnderlineColor(step.format.underlineColor());
                break;
            }
        }
    }
    setExtraSelections(m_current + m_steps + spelling);
}

void ReportEditor::highlightCurrent(int i)
{
    m_current.clear();
    if (i >= 0 && i < m_steps.size()) {
        QTextEdit::ExtraSelection sel;
        sel.cursor = m_steps.at(i).cursor;
        QColor bg = palette().color(QPalette::Highlight);
        bg.setAlpha(48);
        sel.format.setBackground(bg);
        m_current << sel;
    }
    refreshSelections();
}

int ReportEditor::annotationStart(int index) const
{
    const qsizetype i = m_rows.indexOf(index);
    return i < 0 ? -1 : m_steps.at(i).cursor.selectionStart();
}

bool ReportEditor::canInsertFromMimeData(const QMimeData *source) const
{
    // Dropped files are models for the window to import, not text.
    return !source->hasUrls() && QPlainTextEdit::canInsertFromMimeData(source);
}

int ReportEditor::annotationAt(int position) const
{
    for (int i = 0; i < m_steps.size(); ++i) {
        const QTextCursor &c = m_steps.at(i).cursor;
        if (position >= c.selectionStart() && position <= c.selectionEnd())
            return m_rows.at(i);
    }
    return -1;
}

void ReportEditor::selectAnnotation(int index)
{
    const qsizetype i = m_rows.indexOf(index);
    if (i < 0 || index == m_activeAnnotation)
        return;
    m_activeAnnotation = index;
    // Move the caret to the step and tint it, without selecting text (typing would replace it).
    QTextCursor c = textCursor();
    c.setPosition(m_steps.at(i).cursor.selectionStart());
    setTextCursor(c);
    highlightCurrent(int(i));
    ensureCursorVisible();
}

void ReportEditor::onCursorMoved()
{
    const int index = annotationAt(textCursor().position());
    if (index == m_activeAnnotation)
        return;
    m_activeAnnotation = index;
    highlightCurrent(int(m_rows.indexOf(index)));
    if (index >= 0)
        Q_EMIT annotationActivated(index);
}

int ReportEditor::insertStepBefore(int position, const QString &stepText)
{
    const QTextBlock block = document()->findBlock(qBound(0, position, document()->characterCount() - 1));
    // Reuse the list style of the line we insert before: "3. Tap …" → "3. <new>", and the items from
    // there on move one number up, so the list keeps counting 1, 2, 3 without duplicates.
    static const QRegularExpression marker(QStringLiteral(R"(^(\s*)(\d+)([.)])\s+|^(\s*)([-*•+])\s+)"));
    const QRegularExpressionMatch m = marker.match(block.text());
    QString prefix;
    if (m.hasMatch())
        prefix = m.captured(2).isEmpty() ? QString(m.captured(4) + m.captured(5) + u' ')
                                         : QString(m.captured(1) + m.captured(2) + m.captured(3) + u' ');
    const int start = block.position();
    QTextCursor c(block);
    c.beginEditBlock(); // the insertion and the renumbering are one undo step
    c.insertText(prefix + stepText + u'\n');
    if (m.hasMatch() && !m.captured(2).isEmpty())
        renumberFrom(c.block(), m.captured(1), m.captured(3)); // c is at the start of the line inserted before
    c.endEditBlock();
    return start;
}

void ReportEditor::renumberFrom(QTextBlock block, const QString &indent, const QString &delimiter)
{
    // The list goes on over blank lines and more indented lines (nested lists, continued items) while its
    // items have the same indent and delimiter and count up by one; a line of other text or a list
    // starting anew ("1." after "4.") ends it.
    static const QRegularExpression item(QStringLiteral(R"(^(\s*)(\d+)([.)])\s)"));
    qint64 previous = -1;
    for (; block.isValid(); block = block.next()) {
        const QString text = block.text();
        qsizetype lead = 0;
        while (lead < text.size() && text.at(lead).isSpace())
            ++lead;
        if (lead == text.size() || lead > indent.size())
            continue;
        const QRegularExpressionMatch m = item.match(text);
        if (!m.hasMatch() || m.captured(1) != indent || m.captured(3) != delimiter)
            return;
        bool ok = false;
        const qint64 number = m.captured(2).toLongLong(&ok);
        if (!ok || (previous >= 0 && number != previous + 1))
            return;
        previous = number;
        QTextCursor c(block);
        c.setPosition(block.position() + int(m.capturedStart(2)));
        c.setPosition(block.position() + int(m.capturedEnd(2)), QTextCursor::KeepAnchor);
        c.insertText(QString::number(number + 1));
    }
}

void ReportEditor::setSpellChecker(SpellChecker *checker)
{
    m_spellChecker = checker && checker->isValid() ? checker : nullptr;
    checkSpelling();
}

void ReportEditor::checkSpelling()
{
    m_spelling.clear();
    if (m_spellChecker) {
        QTextCharFormat fmt;
        fmt.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        fmt.setUnderlineColor(palette().color(QPalette::PlaceholderText));
        fmt.setBackground(spellingTint(palette()));
        const QString text = toPlainText();
        for (auto it = SpellChecker::wordPattern().globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            if (m_spellChecker->isCorrect(m.captured()))
                continue;
            QTextEdit::ExtraSelection sel;
            sel.cursor = QTextCursor(document());
            sel.cursor.setPosition(int(m.capturedStart()));
            sel.cursor.setPosition(int(m.capturedEnd()), QTextCursor::KeepAnchor);
            sel.format = fmt;
            sel.format.setToolTip(tr("Possibly misspelled: %1").arg(m.captured()));
            m_spelling << sel;
        }
    }
    refreshSelections();
}

bool ReportEditor::viewportEvent(QEvent *event)
{
    // Tooltips arrive at the viewport (QAbstractScrollArea does not forward them to event()).
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int position = cursorForPosition(help->pos()).position();
        QStringList tips;
        for (const QList<QTextEdit::ExtraSelection> *kind : { &m_steps, &m_spelling }) {
            for (const QTextEdit::ExtraSelection &sel : *kind) {
                if (position >= sel.cursor.selectionStart() && position < sel.cursor.selectionEnd())
                    tips << sel.format.toolTip();
            }
        }
        if (tips.isEmpty())
            QToolTip::hideText();
        else
            // The tips quote the report's steps: shown as written, never as rich text.
            QToolTip::showText(help->globalPos(), Qt::convertFromPlainText(tips.join(u'\n'), Qt::WhiteSpaceNormal),
                               this);
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void ReportEditor::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = createStandardContextMenu(event->pos());
    const QTextCursor at = cursorForPosition(event->pos());
    for (const QTextEdit::ExtraSelection &sel : std::as_const(m_spelling)) {
        if (at.position() < sel.cursor.selectionStart() || at.position() > sel.cursor.selectionEnd())
            continue;
        const QString word = sel.cursor.selectedText();
        const QStringList suggestions = m_spellChecker ? m_spellChecker->suggestions(word) : QStringList {};
        QAction *first = menu->actions().value(0);
        for (const QString &s : suggestions) {
            QAction *a = new QAction(s, menu);
            connect(a, &QAction::triggered, this, [this, c = sel.cursor, s]() mutable {
                c.insertText(s); // a user edit: undoable like typing
                checkSpelling();
            });
            menu->insertAction(first, a);
        }
        QAction *add = new QAction(tr("Add “%1” to the dictionary").arg(word), menu);
        connect(add, &QAction::triggered, this, [this, word] {
            if (m_spellChecker)
                m_spellChecker->addWord(word);
            checkSpelling();
        });
        menu->insertAction(first, add);
        menu->insertSeparator(first);
        break;
    }
    menu->exec(event->globalPos());
    delete menu;
}

void ReportEditor::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        // Re-colour in place for the new palette (light/dark); the cursors keep their positions.
        for (qsizetype i = 0; i < m_steps.size(); ++i)
            m_steps[i].format.setUnderlineColor(
                QualityStyle::color(StepListModel::primaryQuality(m_annotations.at(i).labels), palette()));
        checkSpelling();
    }
}

} // namespace StepWise
