// SPDX-License-Identifier: GPL-3.0-or-later
#include "report.h"

namespace StepWise {

QString S2RStep::bracketForm() const
{
    const QString act = verb.isEmpty() ? enumName(action).toLower() : verb;
    QString out = u'[' + act + u']';
    for (const QString &part : { object, preposition, object2 }) {
        if (!part.isEmpty())
            out += u" [" + part + u']';
    }
    return out;
}

} // namespace StepWise
