// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "language/report.h"

#include <QList>
#include <QString>

/*! AstroBR's "<id>: <sentence>" lines as a reporter types them (stepwise-bench-live, tst_liveanalysis): paragraph k.*
 *  is one block of lines, a blank line between paragraphs. */
inline QString typedText(const QList<StepWise::Sentence> &sentences)
{
    QString text;
    QString paragraph;
    for (const StepWise::Sentence &s : sentences) {
        const QString p = s.id.section(u'.', 0, 0);
        if (!text.isEmpty())
            text += p == paragraph ? u"\n"_qs : u"\n\n"_qs;
        paragraph = p;
        text += s.text;
    }
    return text;
}
