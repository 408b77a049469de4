// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the validators of LLM answers (LlmPrompts::parse*), which read whatever text a
// model sends back. The first byte picks how many interactions parseMapWhich may choose from.
#include "fuzzcommon.h"
#include "llm/llmprompts.h"

#include <QSet>

using namespace StepWise;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const int count = size > 0 ? data[0] % 16 : 0;
    const QString content = QString::fromUtf8(Fuzz::bytes(data, size));
    const QSet<QString> ids { QStringLiteral("0"), QStringLiteral("1.1"), QStringLiteral("1.2"),
                              QStringLiteral("2.1") };

    QStringList identified;
    if (LlmPrompts::parseIdentify(content, ids, &identified).isEmpty()) {
        for (const QString &id : identified) {
            if (!ids.contains(id))
                Fuzz::fail(QStringLiteral("parseIdentify accepted unknown id"));
        }
    }
    QList<LlmPrompts::ExtractedStep> steps;
    if (LlmPrompts::parseExtract(content, ids, &steps).isEmpty()) {
        for (const auto &step : steps) {
            if (!ids.contains(step.sentenceId) || step.text.isEmpty())
                Fuzz::fail(QStringLiteral("parseExtract accepted an invalid step"));
        }
    }
    bool maps = false;
    (void)LlmPrompts::parseMapAny(content, &maps);
    QList<int> which;
    if (LlmPrompts::parseMapWhich(content, count, &which).isEmpty()) {
        for (int n : which) {
            if (n < 1 || n > count)
                Fuzz::fail(QStringLiteral("parseMapWhich accepted %1 of %2").arg(n).arg(count));
        }
    }
    return 0;
}
