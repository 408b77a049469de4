// SPDX-License-Identifier: GPL-3.0-or-later
// Generated models for the benchmarks: a real model made larger by copying it.
#pragma once

#include "graph/executionmodel.h"

namespace StepWise::Test {

/*!
 * \a copies copies of \a base, ids suffixed "#k". Start opens copy 0 only; every screen of copy k-1 gets
 * a "Continue k" button to the same screen of copy k, so the copies form one connected model in which
 * the original screens (and the reports' targets) stay reachable, but the traversal has copies× more to
 * search.
 */
inline ExecutionModel enlarge(const ExecutionModel &base, int copies)
{
    ExecutionModel m;
    m.appVersion = base.appVersion + u"-x" + QString::number(copies);
    const QString start = base.startScreenId();
    for (const Screen &s : base.screens) {
        if (s.isStart()) {
            m.screens.append(s);
            continue;
        }
        for (int k = 0; k < copies; ++k) {
            Screen c = s;
            c.id = s.id + u'#' + QString::number(k);
            m.screens.append(c);
        }
    }
    for (const Interaction &e : base.interactions) {
        for (int k = 0; k < copies; ++k) {
            if (e.sourceId == start && k > 0)
                continue;
            Interaction c = e;
            c.id = e.id + u'#' + QString::number(k);
            c.sourceId = e.sourceId == start ? start : e.sourceId + u'#' + QString::number(k);
            c.targetId = e.targetId + u'#' + QString::number(k);
            m.interactions.append(c);
        }
    }
    for (const Screen &s : base.screens) {
        if (s.isStart())
            continue;
        for (int k = 1; k < copies; ++k) {
            Interaction link;
            link.id = s.id + u"#link" + QString::number(k);
            link.sourceId = s.id + u'#' + QString::number(k - 1);
            link.targetId = s.id + u'#' + QString::number(k);
            link.action = ActionType::Click;
            GuiComponent c;
            c.className = u"Button"_qs;
            c.resourceId = u"btn_continue"_qs;
            c.text = u"Continue "_qs + QString::number(k);
            link.component = c;
            m.interactions.append(link);
        }
    }
    m.reindex();
    return m;
}

} // namespace StepWise::Test
