// SPDX-License-Identifier: GPL-3.0-or-later
#include "device.h"

namespace StepWise {

Device::~Device() = default;

bool Device::send(const ReplayEvent &e, QString *error)
{
    switch (e.kind) {
    case ReplayEvent::Kind::Tap:
        return tap(e.pos.x(), e.pos.y(), error);
    case ReplayEvent::Kind::LongTap:
        return swipe(e.pos.x(), e.pos.y(), e.pos.x(), e.pos.y(), e.durationMs > 0 ? e.durationMs : 800, error);
    case ReplayEvent::Kind::Swipe:
        return swipe(e.pos.x(), e.pos.y(), e.to.x(), e.to.y(), e.durationMs, error);
    case ReplayEvent::Kind::Text:
        return text(e.text, error);
    case ReplayEvent::Kind::Back:
        return back(error);
    }
    return false;
}

} // namespace StepWise
