// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "replay/viewtree.h"
#include "testdata.h"

namespace StepWise {

/*! The uiautomator dump tests/data/replay/\a name as a ViewTree; a fixture that does not load is a broken
 *  test tree, so it aborts the test with the reader's message. */
inline ViewTree loadReplayFixture(const QString &name)
{
    QString error;
    const std::optional<ViewTree> t = ViewTree::load(testDataDir() + u"/replay/"_qs + name, &error);
    if (!t)
        qFatal("%s", qPrintable(error));
    return *t;
}

} // namespace StepWise
