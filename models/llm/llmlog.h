// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace StepWise {
/*! "stepwise.llm": endpoints, statuses, retries; never keys or report text. */
Q_DECLARE_LOGGING_CATEGORY(lcLlm)
} // namespace StepWise
