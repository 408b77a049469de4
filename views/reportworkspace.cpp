// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportworkspace.h"

#include "pathstrip.h"
#include "placeholderlistview.h"
#include "reporteditor.h"
#include "screenshotpanel.h"
#include "stepdelegate.h"
#include "suggestionlist.h"

#include <QCoreApplication>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace StepWise {

ReportWorkspace::ReportWorkspace(QWidget *parent)
    : QSplitter(Qt::Vertical, parent)
    , m_editor(new ReportEditor)
    , m_stepView(new PlaceholderListView)
    , m_summary(new QLabel)
    , m_screenshot(new ScreenshotPanel)
    , m_suggestions(new SuggestionList)
    , m_path(new PathStrip)
{
    m_stepView->setObjectName(QStringLiteral("stepList"));
    m_stepView->setItemDelegate(new StepDelegate(m_stepView));
    m_stepView->setWordWrap(true);
    m_stepView->setResizeMode(QListView::Adjust);
    m_stepView->setUniformItemSizes(false);
    m_stepView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_stepView->setAccessibleName(tr("Steps to reproduce"));
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);

    auto *stepsBox = new QWidget;
    auto *stepsLayout = new QVBoxLayout(stepsBox);
    stepsLayout->setContentsMargins(0, 0, 0, 0);
    auto *stepsTitle = new QLabel(tr("<b>Steps to reproduce</b>"));
    stepsLayout->addWidget(stepsTitle);
    stepsLayout->addWidget(m_stepView, 1);
    stepsLayout->addWidget(m_summary);

    // The reporter trades the screenshot's size against how many suggested steps show at once.
    auto *details = new QSplitter(Qt::Vertical);
    details->setObjectName(QStringLiteral("detailsSplitter"));
    details->setChildrenCollapsible(false);
    details->addWidget(m_screenshot);
    auto *suggestionScroll = new QScrollArea;
    suggestionScroll->setWidget(m_suggestions);
    suggestionScroll->setWidgetResizable(true);
    suggestionScroll->setFrameShape(QFrame::NoFrame);
    details->addWidget(suggestionScroll);
    details->setStretchFactor(0, 3);
    details->setStretchFactor(1, 2);
    details->setSizes({ 300, 200 }); // scaled to the height it gets; without it the screenshot's size hint wins

    auto *top = new QSplitter(Qt::Horizontal);
    top->setObjectName(QStringLiteral("columnsSplitter"));
    top->addWidget(m_editor);
    top->addWidget(stepsBox);
    top->addWidget(details);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);
    top->setStretchFactor(2, 2);
    // The editor's lines wrap and stay readable in less width; the step list's rows grow a line taller for every
    // line their messages wrap onto, and the screenshot shrinks with its column, so those two get the larger share.
    top->setSizes({ 400, 450, 450 });

    setObjectName(QStringLiteral("pathSplitter"));
    addWidget(top);
    m_pathPane = new QWidget;
    auto *pathLayout = new QVBoxLayout(m_pathPane);
    pathLayout->setContentsMargins(0, 0, 0, 0);
    auto *pathTitle = new QLabel(tr("<b>Reproduction path</b>"));
    pathTitle->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    pathLayout->addWidget(pathTitle);
    pathLayout->addWidget(m_path);
    // The strip grows with the window up to whole cards (its size hint) and no further: a taller strip would only
    // show blank space, which the step list and the screenshot need. Below that its thumbnails shrink, down to its
    // minimum; dragged below that, the strip collapses, and the divider brings it back.
    m_pathPane->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    addWidget(m_pathPane);
    // The pane's layout takes in a new height of the strip's cards without telling the splitter; event() adapts.
    m_pathPane->installEventFilter(this);
    connect(m_path, &PathStrip::wholeCardHeightChanged, this,
            [this] { QCoreApplication::postEvent(this, new QEvent(QEvent::LayoutRequest)); });
    setCollapsible(0, false);
    // Both panes follow the window's height in proportion (QSplitter stretches by the panes' current sizes), so
    // a small window shrinks the strip too instead of taking everything from the steps.
    setStretchFactor(0, 1);
    setStretchFactor(1, 1);
    setSizes({ 600, 200 }); // scaled to the height it gets, as the details splitter's
}

bool ReportWorkspace::eventFilter(QObject *watched, QEvent *event)
{
    // Whether the splitter gave the pane whole cards, judged against the cards' height at the time.
    if (watched == m_pathPane && event->type() == QEvent::Resize)
        m_pathPaneWhole = m_pathPane->height() > 0 && m_pathPane->height() >= m_pathPane->sizeHint().height();
    return QSplitter::eventFilter(watched, event);
}

bool ReportWorkspace::event(QEvent *event)
{
    if (event->type() != QEvent::LayoutRequest)
        return QSplitter::event(event);
    // QSplitter shares the height in proportion to the panes' sizes, so a strip held at whole cards would stay at
    // that height when its cards grow taller (a label wrapping onto a third line) and shrink its thumbnails for
    // no reason. It keeps whole cards then, as far as the top pane can give the room.
    const bool whole = m_pathPaneWhole;
    const bool handled = QSplitter::event(event);
    const int limit = m_pathPane->sizeHint().height();
    if (whole && limit > m_pathPane->height()) {
        const QList<int> heights = sizes();
        const int grow = std::min(limit - heights.at(1), heights.at(0) - widget(0)->minimumSizeHint().height());
        if (grow > 0)
            setSizes({ heights.at(0) - grow, heights.at(1) + grow });
    }
    return handled;
}

} // namespace StepWise
