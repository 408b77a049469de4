// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the report splitter as the exports use it (splitReport, then the exporter's sections and
// written steps), against the invariants of tests/hostilechecks.h: nothing the reporter wrote is dropped, and the
// HTML loads nothing. The first byte chooses which sentences are steps (see Hostile::exportProblem()).
#include "fuzzcommon.h"
#include "hostilechecks.h"

using namespace StepWise;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const QString text = QString::fromUtf8(Fuzz::bytes(data + 1, size - 1));
    if (const QString problem = Hostile::exportProblem(text, data[0]); !problem.isEmpty())
        Fuzz::fail(problem);
    return 0;
}
