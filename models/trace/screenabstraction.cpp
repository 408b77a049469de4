// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenabstraction.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace StepWise {

ScreenAbstractionOptions ScreenAbstractionOptions::burtCompatible()
{
    ScreenAbstractionOptions o;
    o.keepIdPackage = true;
    o.useContentDescription = true;
    o.collapseLists = false;
    o.includeWindowBounds = true;
    o.burtTags = true;
    return o;
}

ScreenAbstraction::ScreenAbstraction(const ScreenAbstractionOptions &options)
    : m_options(options)
{
}

bool ScreenAbstraction::isList(const UiNode &node) const
{
    for (const QString &suffix : m_options.listClassSuffixes) {
        if (node.className.endsWith(suffix))
            return true;
    }
    return false;
}

bool ScreenAbstraction::isVolatileText(const UiNode &node)
{
    if (node.password || node.className.contains(u"EditText") || node.className.endsWith(u"AutoCompleteTextView"))
        return true;
    if (node.className.endsWith(u"TextClock") || node.className.endsWith(u"Chronometer")
        || node.shortResourceId().contains(u"clock", Qt::CaseInsensitive))
        return true;
    // Status bars and timers show the time of day in plain TextViews.
    static const QRegularExpression timeOfDay(
        QStringLiteral("^\\s*\\d{1,2}:\\d{2}(:\\d{2})?\\s*([AaPp]\\.?[Mm]\\.?)?\\s*$"));
    return timeOfDay.match(node.text).hasMatch();
}

QString ScreenAbstraction::sha256Hex(const QString &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

static QString escaped(QString value)
{
    // Keeps the default signature unambiguous: values cannot forge tag delimiters.
    return value.replace(u'%', QStringLiteral("%25"))
        .replace(u'|', QStringLiteral("%7C"))
        .replace(u'<', QStringLiteral("%3C"))
        .replace(u'>', QStringLiteral("%3E"));
}

QString ScreenAbstraction::tag(const UiNode &node) const
{
    const ScreenAbstractionOptions &o = m_options;
    QString id;
    if (o.useResourceId) {
        id = o.keepIdPackage ? node.resourceId : node.shortResourceId();
        if (o.burtTags)
            id.replace(QStringLiteral(":id/"), QStringLiteral(":"));
    }
    const QString cls = o.useClassName ? node.className : QString();
    const QString desc = o.useContentDescription ? node.contentDescription : QString();
    const QString text = o.useStaticText && !isVolatileText(node) ? node.text : QString();
    if (o.burtTags) {
        QString t = cls + u'_' + id + u'_' + desc;
        if (o.useStaticText)
            t += u'_' + text;
        return t;
    }
    QString t = escaped(cls) + u'|' + escaped(id);
    if (o.useContentDescription)
        t += u'|' + escaped(desc);
    if (o.useStaticText)
        t += u'|' + escaped(text);
    return t;
}

void ScreenAbstraction::append(const UiNode &node, int depthLeft, QString *out) const
{
    const QString t = tag(node);
    *out += u'<' + t + u'>';
    if (depthLeft != 0) {
        const int childDepth = depthLeft < 0 ? -1 : depthLeft - 1;
        if (m_options.collapseLists && isList(node)) {
            // Items differ in content, count and scroll offset but not in kind: keep each kind once.
            if (m_options.listItemDepth != 0) {
                const int limit = m_options.listItemDepth < 0 ? -1 : m_options.listItemDepth - 1;
                const int itemDepth = childDepth < 0 ? limit : (limit < 0 ? childDepth : std::min(limit, childDepth));
                QSet<QString> seen;
                for (const UiNode &child : node.children) {
                    QString item;
                    append(child, itemDepth, &item);
                    if (!seen.contains(item)) {
                        seen.insert(item);
                        *out += item;
                    }
                }
            }
        } else {
            for (const UiNode &child : node.children)
                append(child, childDepth, out);
        }
    }
    if (m_options.useStructure)
        *out += QStringLiteral("</") + t + u'>';
}

ScreenKey ScreenAbstraction::key(const QList<UiNode> &roots) const
{
    QString sig;
    if (m_options.includeWindowBounds) {
        const QRect b = roots.isEmpty() ? QRect() : roots.first().bounds;
        sig += QStringLiteral("<w>%1</w><h>%2</h><x>%3</x><y>%4</y>")
                   .arg(b.width())
                   .arg(b.height())
                   .arg(b.x())
                   .arg(b.y());
    }
    if (m_options.burtTags)
        sig += QStringLiteral("<_NO_ID_null>");
    for (const UiNode &root : roots)
        append(root, -1, &sig);
    if (m_options.burtTags && m_options.useStructure)
        sig += QStringLiteral("</_NO_ID_null>");
    return { sha256Hex(sig), sig };
}

} // namespace StepWise
