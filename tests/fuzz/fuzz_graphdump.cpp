// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: BURT graph dumps (GraphDumpReader::parse), then the model's own indexes.
#include "fuzzcommon.h"
#include "graph/graphdumpreader.h"

using namespace StepWise;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    GraphDumpReader reader;
    if (reader.parse(Fuzz::bytes(data, size), QStringLiteral("fuzz-graph.txt"), QStringLiteral("1-fuzz-1.0"))) {
        ExecutionModel model = reader.model();
        model.reindex();
        (void)model.stats();
        if (!model.screens.isEmpty())
            (void)model.shortestPath(model.screens.first().id, model.screens.last().id);
    }
    return 0;
}
