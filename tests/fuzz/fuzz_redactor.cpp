// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the Redactor that runs on every text sent to an LLM, against the invariants of
// tests/hostilechecks.h (round trip, determinism, idempotence).
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
    if (const QString problem = Hostile::redactorProblem(QString::fromUtf8(Fuzz::bytes(data, size)));
        !problem.isEmpty())
        Fuzz::fail(problem);
    return 0;
}
