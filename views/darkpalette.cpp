// SPDX-License-Identifier: GPL-3.0-or-later
#include "darkpalette.h"

namespace StepWise {

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::AlternateBase, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ToolTipText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Link, QColor(0x64, 0xb5, 0xf6));
    p.setColor(QPalette::Mid, QColor(0x6a, 0x6a, 0x6a));
    p.setColor(QPalette::Midlight, QColor(0x44, 0x44, 0x44));
    // Without its own disabled colours a disabled button or field looks like an enabled one.
    const QColor disabledText(0x80, 0x80, 0x80);
    for (const QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Button, QColor(0x30, 0x30, 0x30));
    p.setColor(QPalette::Disabled, QPalette::Base, QColor(0x26, 0x26, 0x26));
    return p;
}

} // namespace StepWise
