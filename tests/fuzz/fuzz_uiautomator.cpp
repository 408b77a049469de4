// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: uiautomator XML dumps, through both readers of that format: the importer's
// UiAutomatorReader (models/trace) and Rx's ViewTree with its segmentation (models/replay).
#include "fuzzcommon.h"
#include "replay/uisegmenter.h"
#include "replay/viewtree.h"
#include "trace/uiautomatorreader.h"

using namespace StepWise;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray xml = Fuzz::bytes(data, size);
    QString error;
    (void)UiAutomatorReader::looksLikeDump(xml.left(512));
    (void)UiAutomatorReader::read(xml, QStringLiteral("fuzz.xml"), QString(), &error);
    (void)UiAutomatorReader::read(xml, QStringLiteral("fuzz.xml"), QStringLiteral("com.example"), &error);
    (void)UiAutomatorReader::firstInvalidUtf8Line(xml);
    if (auto tree = ViewTree::parse(xml, QStringLiteral("fuzz.xml"), &error)) {
        const int root = tree->appRoot();
        (void)UiSegmenter().segment(*tree, root);
        if (tree->size() > 0 && root >= 0 && tree->nodeAtPath(root, tree->pathOf(tree->size() - 1)) < 0
            && tree->isAncestorOrSelf(root, tree->size() - 1))
            Fuzz::fail(QStringLiteral("pathOf/nodeAtPath do not round-trip"));
    }
    return 0;
}
