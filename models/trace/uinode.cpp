// SPDX-License-Identifier: GPL-3.0-or-later
#include "uinode.h"

namespace StepWise {

QString UiNode::shortResourceId() const
{
    const int at = resourceId.indexOf(u":id/");
    return at < 0 ? resourceId : resourceId.mid(at + 4);
}

QString UiNode::shortClassName() const
{
    return className.mid(className.lastIndexOf(u'.') + 1);
}

GuiComponent UiNode::toComponent() const
{
    GuiComponent c;
    c.className = className;
    c.resourceId = shortResourceId();
    c.text = text;
    c.contentDescription = contentDescription;
    c.index = index;
    c.bounds = bounds;
    return c;
}

static void flattenInto(const UiNode &node, QList<GuiComponent> *out)
{
    out->append(node.toComponent());
    for (const UiNode &child : node.children)
        flattenInto(child, out);
}

QList<GuiComponent> UiNode::flatten(const QList<UiNode> &roots)
{
    QList<GuiComponent> out;
    for (const UiNode &root : roots)
        flattenInto(root, &out);
    return out;
}

int UiNode::count(const QList<UiNode> &roots)
{
    int n = 0;
    for (const UiNode &root : roots)
        n += 1 + count(root.children);
    return n;
}

} // namespace StepWise
