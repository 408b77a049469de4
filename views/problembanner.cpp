// SPDX-License-Identifier: GPL-3.0-or-later
#include "problembanner.h"

#include <QGridLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QStyle>
#include <QToolButton>

namespace StepWise {

ProblemBanner::ProblemBanner(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel)
    , m_title(new QLabel)
    , m_text(new QLabel)
    , m_informative(new QLabel)
    , m_showDetails(new QToolButton)
    , m_details(new QPlainTextEdit)
    , m_close(new QToolButton)
{
    setObjectName(QStringLiteral("problemMessage"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(iconSize, iconSize));
    m_icon->setAlignment(Qt::AlignTop);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    for (QLabel *label : { m_title, m_text, m_informative }) {
        label->setTextFormat(Qt::PlainText); // paths and messages are shown as they are
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_showDetails->setText(tr("Show details"));
    m_showDetails->setCheckable(true);
    m_details->setReadOnly(true);
    m_details->setVisible(false);
    m_details->setMaximumHeight(fontMetrics().lineSpacing() * 10);
    connect(m_showDetails, &QToolButton::toggled, m_details, &QWidget::setVisible);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton, nullptr, this));
    m_close->setToolTip(tr("Close"));
    m_close->setAccessibleName(tr("Close"));
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);

    auto *layout = new QGridLayout(this);
    layout->addWidget(m_icon, 0, 0, 2, 1);
    layout->addWidget(m_title, 0, 1);
    layout->addWidget(m_close, 0, 2, Qt::AlignTop);
    layout->addWidget(m_text, 1, 1, 1, 2);
    layout->addWidget(m_informative, 2, 1, 1, 2);
    layout->addWidget(m_showDetails, 3, 1, Qt::AlignLeft);
    layout->addWidget(m_details, 4, 1, 1, 2);
    layout->setColumnStretch(1, 1);
    hide();
}

void ProblemBanner::showProblem(const QString &title, const QString &text, const QStringList &details,
                                const QStringList &notes)
{
    m_title->setText(title);
    m_text->setText(text);
    QStringList lines;
    for (const QString &d : details.mid(0, Listed))
        lines << QStringLiteral("• ") + d;
    const bool more = details.size() > Listed;
    if (more)
        lines << tr("… and %n more (Show details).", nullptr, int(details.size() - Listed));
    if (!notes.isEmpty())
        lines << QString() << notes;
    m_informative->setText(lines.join(u'\n'));
    m_informative->setVisible(!lines.isEmpty());
    m_details->setPlainText(more ? details.join(u'\n') : QString());
    m_showDetails->setChecked(false);
    m_showDetails->setVisible(more);
    setAccessibleName(title);
    show();
}

QString ProblemBanner::title() const
{
    return m_title->text();
}

QString ProblemBanner::text() const
{
    return m_text->text();
}

QString ProblemBanner::informativeText() const
{
    return m_informative->text();
}

QString ProblemBanner::detailedText() const
{
    return m_details->toPlainText();
}

QAbstractButton *ProblemBanner::closeButton() const
{
    return m_close;
}

} // namespace StepWise
