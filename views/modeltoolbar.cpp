// SPDX-License-Identifier: GPL-3.0-or-later
#include "modeltoolbar.h"

#include "common/enums.h"
#include "elidingcombobox.h"
#include "qualitystyle.h"

#include <QLabel>

namespace StepWise {

ModelToolBar::ModelToolBar(QWidget *parent)
    : QToolBar(tr("Model"), parent)
    , m_versionPicker(new ElidingComboBox)
{
    setObjectName(QStringLiteral("modelToolBar"));
    setMovable(false);
    addWidget(new QLabel(tr("App version: ")));
    // App versions are long ("1-com.markuspage.android.atimetracker-0.20"): the box grows to the longest,
    // a name longer still is elided in the middle and shown whole in the tooltip.
    m_versionPicker->setObjectName(QStringLiteral("versionPicker"));
    m_versionPicker->setMinimumContentsLength(20);
    m_versionPicker->setToolTip(tr("Execution model the report is assessed against (Ctrl+M)"));
    addWidget(m_versionPicker);
    // Legend: colour and name together.
    addSeparator();
    for (StepQuality q :
         { StepQuality::Correct, StepQuality::Ambiguous, StepQuality::VocabularyMismatch, StepQuality::MissingSteps }) {
        auto *legend = new QLabel(QStringLiteral("<span style='color:%1'>●</span> %2 %3 ")
                                      .arg(QualityStyle::color(q).name(), qualityCode(q), QualityStyle::name(q)));
        legend->setToolTip(QualityStyle::description(q));
        addWidget(legend);
    }
}

void ModelToolBar::addPanelToggles(const QList<QAction *> &toggles)
{
    addSeparator();
    for (QAction *toggle : toggles)
        addAction(toggle);
}

} // namespace StepWise
