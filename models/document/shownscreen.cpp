// SPDX-License-Identifier: GPL-3.0-or-later
#include "shownscreen.h"

namespace StepWise {

QString shownScreen(const ExecutionModel &model, const QString &screenId, const QString &interactionId)
{
    const Screen *screen = model.screen(screenId);
    if (!screen || !screen->isStart())
        return screenId;
    if (const Interaction *given = model.interaction(interactionId); given && given->sourceId == screenId)
        return given->targetId;
    for (int index : model.outgoing(screenId)) {
        const QString &target = model.interactions.at(index).targetId;
        if (const Screen *t = model.screen(target); t && !t->isEnd())
            return target;
    }
    return screenId;
}

} // namespace StepWise
