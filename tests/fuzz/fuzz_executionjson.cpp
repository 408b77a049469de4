// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: BURT/CrashScope `Execution-*.json` traces (TraceReader), up to the built models.
#include "fuzzcommon.h"
#include "trace/tracereader.h"

using namespace StepWise;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QTemporaryDir dir;
    if (!dir.isValid())
        Fuzz::fail(QStringLiteral("no scratch folder"));
    Fuzz::writeFile(dir, QStringLiteral("Execution-1.json"), Fuzz::bytes(data, size));
    TraceReader reader;
    if (reader.addPath(dir.path()))
        (void)reader.models();
    return 0;
}
