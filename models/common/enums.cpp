// SPDX-License-Identifier: GPL-3.0-or-later
#include "enums.h"

namespace StepWise {

QString qualityCode(StepQuality quality)
{
    switch (quality) {
    case StepQuality::Correct:
        return QStringLiteral("CS");
    case StepQuality::Ambiguous:
        return QStringLiteral("AS");
    case StepQuality::VocabularyMismatch:
        return QStringLiteral("VM");
    case StepQuality::MissingSteps:
        return QStringLiteral("MS");
    }
    return {};
}

bool qualityFromCode(const QString &code, StepQuality *out)
{
    const QString c = code.trimmed().toUpper();
    if (c == u"CS" || c == u"EM")
        *out = StepQuality::Correct;
    else if (c == u"AS")
        *out = StepQuality::Ambiguous;
    else if (c == u"VM")
        *out = StepQuality::VocabularyMismatch;
    else if (c == u"MS")
        *out = StepQuality::MissingSteps;
    else
        return false;
    return true;
}

} // namespace StepWise
