// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportworkspace.h"

#include "pathstrip.h"
#include "placeholderlistview.h"
#include "reporteditor.h"
#include "screenshotpanel.h"
#include "stepdelegate.h"
#include "suggestionlist.h"

#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

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
    top->setSizes({ 500, 380, 400 });

    setObjectName(QStringLiteral("pathSplitter"));
    addWidget(top);
    auto *pathBox = new QWidget;
    auto *pathLayout = new QVBoxLayout(pathBox);
    pathLayout->setContentsMargins(0, 0, 0, 0);
    pathLayout->addWidget(new QLabel(tr("<b>Reproduction path</b>")));
    pathLayout->addWidget(m_path);
    addWidget(pathBox);
    setStretchFactor(0, 1);
    setStretchFactor(1, 0);
}

} // namespace StepWise
