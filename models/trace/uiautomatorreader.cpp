// SPDX-License-Identifier: GPL-3.0-or-later
#include "uiautomatorreader.h"

#include "common/inputlimits.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QXmlStreamReader>

namespace StepWise {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::UiAutomatorReader)
};

bool flag(const QXmlStreamAttributes &a, QLatin1StringView name, bool fallback = false)
{
    if (!a.hasAttribute(name))
        return fallback;
    return a.value(name) == u"true";
}

QString packageOf(const UiNode &node)
{
    if (!node.packageName.isEmpty())
        return node.packageName;
    for (const UiNode &c : node.children) {
        const QString p = packageOf(c);
        if (!p.isEmpty())
            return p;
    }
    return {};
}
} // namespace

std::optional<QRect> UiAutomatorReader::parseBounds(QStringView text)
{
    static const QRegularExpression re(QStringLiteral("^\\[(-?\\d+),(-?\\d+)\\]\\[(-?\\d+),(-?\\d+)\\]$"));
    const auto m = re.match(text.trimmed().toString());
    if (!m.hasMatch())
        return std::nullopt;
    const int x1 = m.capturedView(1).toInt();
    const int y1 = m.capturedView(2).toInt();
    const int x2 = m.capturedView(3).toInt();
    const int y2 = m.capturedView(4).toInt();
    return QRect(x1, y1, x2 - x1, y2 - y1);
}

int UiAutomatorReader::firstInvalidUtf8Line(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    // Decode line by line so the message can point at the line.
    int line = 1;
    qsizetype start = 0;
    while (start <= bytes.size()) {
        qsizetype end = bytes.indexOf('\n', start);
        if (end < 0)
            end = bytes.size();
        const QString decoded
            = decoder.decode(QByteArrayView(bytes).sliced(start, end - start)); // decode() is lazy until converted
        if (decoder.hasError())
            return line;
        start = end + 1;
        ++line;
    }
    return 0;
}

bool UiAutomatorReader::looksLikeDump(const QByteArray &head)
{
    QXmlStreamReader xml(head);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement)
            return xml.name() == u"hierarchy";
    }
    return false;
}

bool UiAutomatorReader::isSystemPackage(const QString &p)
{
    return p == u"com.android.systemui" || p.contains(u"inputmethod") || p.contains(u"keyboard", Qt::CaseInsensitive)
        || p == u"com.samsung.android.honeyboard" || p == u"com.google.android.googlequicksearchbox";
}

namespace {

// Where an open element started, so a cut-off file or a wrong end tag names the element it concerns.
struct OpenElement {
    QString name;
    qint64 line = 0, column = 0;
};

// The <node> element \a xml is on; nullopt, with \a error, for malformed bounds.
std::optional<UiNode> nodeOf(const QXmlStreamReader &xml, const QString &fileName, QString *error)
{
    const QXmlStreamAttributes a = xml.attributes();
    UiNode n;
    n.className = a.value(QLatin1StringView("class")).toString();
    n.resourceId = a.value(QLatin1StringView("resource-id")).toString();
    n.packageName = a.value(QLatin1StringView("package")).toString();
    n.text = a.value(QLatin1StringView("text")).toString();
    n.contentDescription = a.value(QLatin1StringView("content-desc")).toString();
    bool ok = false;
    n.index = a.value(QLatin1StringView("index")).toInt(&ok);
    if (!ok)
        n.index = -1;
    if (a.hasAttribute(QLatin1StringView("bounds"))) {
        const auto b = UiAutomatorReader::parseBounds(a.value(QLatin1StringView("bounds")));
        if (!b) {
            *error = Tr::tr("%1:%2: malformed bounds \"%3\" (expected [x1,y1][x2,y2])")
                         .arg(fileName)
                         .arg(xml.lineNumber())
                         .arg(a.value(QLatin1StringView("bounds")));
            return std::nullopt;
        }
        n.bounds = *b;
    }
    n.checkable = flag(a, QLatin1StringView("checkable"));
    n.checked = flag(a, QLatin1StringView("checked"));
    n.clickable = flag(a, QLatin1StringView("clickable"));
    n.enabled = flag(a, QLatin1StringView("enabled"), true);
    n.focusable = flag(a, QLatin1StringView("focusable"));
    n.focused = flag(a, QLatin1StringView("focused"));
    n.scrollable = flag(a, QLatin1StringView("scrollable"));
    n.longClickable = flag(a, QLatin1StringView("long-clickable"));
    n.password = flag(a, QLatin1StringView("password"));
    n.selected = flag(a, QLatin1StringView("selected"));
    return n;
}

/*!
 * Reads the <hierarchy> and its <node> trees into \a dump's windows, keeping \a open up to date for the caller's
 * report of an XML error. False, with \a error, for a dump that is well-formed XML but no uiautomator dump.
 */
bool readHierarchy(QXmlStreamReader &xml, const QString &fileName, UiDump &dump, QList<OpenElement> &open,
                   bool &sawHierarchy, QString *error)
{
    QList<UiNode> stack; // open <node> elements
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement)
            open.append({ xml.name().toString(), xml.lineNumber(), xml.columnNumber() });
        else if (token == QXmlStreamReader::EndElement && !open.isEmpty())
            open.removeLast();
        if (token == QXmlStreamReader::StartElement) {
            if (!sawHierarchy) {
                if (xml.name() != u"hierarchy") {
                    *error = Tr::tr("%1:%2: not a uiautomator dump: the root element is <%3>, expected <hierarchy>")
                                 .arg(fileName)
                                 .arg(xml.lineNumber())
                                 .arg(xml.name());
                    return false;
                }
                sawHierarchy = true;
                dump.rotation = xml.attributes().value(QLatin1StringView("rotation")).toInt();
                continue;
            }
            if (xml.name() != u"node") {
                xml.skipCurrentElement();
                if (!xml.hasError())
                    open.removeLast();
                continue;
            }
            // UiNode trees are walked recursively (copies, screen abstraction); real dumps nest < 50 deep.
            constexpr int maxDepth = 512;
            if (stack.size() >= maxDepth) {
                *error = Tr::tr("%1:%2: <node> elements nested deeper than %3 levels")
                             .arg(fileName)
                             .arg(xml.lineNumber())
                             .arg(maxDepth);
                return false;
            }
            std::optional<UiNode> n = nodeOf(xml, fileName, error);
            if (!n)
                return false;
            stack.append(std::move(*n));
        } else if (token == QXmlStreamReader::EndElement && xml.name() == u"node") {
            UiNode done = stack.takeLast();
            if (stack.isEmpty())
                dump.windows.append(std::move(done));
            else
                stack.last().children.append(std::move(done));
        }
    }
    return true;
}

// The XML error \a xml stopped at, with the element it concerns: one cut off, or one a wrong end tag closes.
QString xmlErrorText(const QXmlStreamReader &xml, const QByteArray &bytes, const QString &fileName,
                     const QList<OpenElement> &open)
{
    QString error = Tr::tr("%1:%2:%3: malformed XML: %4")
                        .arg(fileName)
                        .arg(xml.lineNumber())
                        .arg(xml.columnNumber())
                        .arg(xml.errorString());
    if (open.isEmpty())
        return error;
    const OpenElement &inner = open.constLast();
    if (xml.error() == QXmlStreamReader::PrematureEndOfDocumentError) {
        //: %1 the element's name, %2 and %3 its line and column
        error += u' '
            + Tr::tr("The file ends inside <%1> (opened at line %2, column %3): it looks cut off.")
                  .arg(inner.name)
                  .arg(inner.line)
                  .arg(inner.column);
    } else if (const qsizetype endTag = bytes.lastIndexOf("</", xml.characterOffset()); endTag >= 0) {
        // QXmlStreamReader names neither tag of a mismatch; the end tag is the last "</" read.
        const qsizetype nameEnd = bytes.indexOf('>', endTag);
        const QString closing
            = QString::fromUtf8(bytes.mid(endTag + 2, nameEnd < 0 ? 40 : std::min<qsizetype>(nameEnd - endTag - 2, 40)))
                  .trimmed();
        if (!closing.isEmpty() && closing != inner.name)
            //: %1 the end tag's name, %2 the open element's name, %3 and %4 where that element was opened
            error += u' '
                + Tr::tr("</%1> closes <%2>, opened at line %3, column %4.")
                      .arg(closing, inner.name)
                      .arg(inner.line)
                      .arg(inner.column);
    }
    return error;
}

// The app's window: the given package, else the biggest non-system package.
QString appPackageOf(const QList<UiNode> &windows, const QString &appPackage)
{
    QHash<QString, int> nodesPerPackage;
    QStringList order;
    for (const UiNode &w : windows) {
        const QString p = packageOf(w);
        if (!nodesPerPackage.contains(p))
            order.append(p);
        nodesPerPackage[p] += UiNode::count({ w });
    }
    if (!appPackage.isEmpty() && nodesPerPackage.contains(appPackage))
        return appPackage;
    QString chosen;
    int best = -1;
    bool bestIsSystem = true;
    for (const QString &p : std::as_const(order)) {
        const bool system = UiAutomatorReader::isSystemPackage(p);
        const int n = nodesPerPackage.value(p);
        if ((bestIsSystem && !system) || (system == bestIsSystem && n > best)) {
            chosen = p;
            best = n;
            bestIsSystem = system;
        }
    }
    return chosen;
}

} // namespace

std::optional<UiDump> UiAutomatorReader::read(const QByteArray &bytes, const QString &fileName,
                                              const QString &appPackage, QString *error)
{
    if (const int bad = firstInvalidUtf8Line(bytes)) {
        *error = Tr::tr("%1:%2: not valid UTF-8 (uiautomator dumps are UTF-8)").arg(fileName).arg(bad);
        return std::nullopt;
    }
    if (bytes.trimmed().isEmpty()) {
        *error = Tr::tr("%1: empty file, no <hierarchy> element").arg(fileName);
        return std::nullopt;
    }
    UiDump dump;
    dump.fileName = fileName;
    dump.xml = bytes;
    QXmlStreamReader xml(bytes);
    QList<OpenElement> open;
    bool sawHierarchy = false;
    if (!readHierarchy(xml, fileName, dump, open, sawHierarchy, error))
        return std::nullopt;
    if (xml.hasError()) {
        *error = xmlErrorText(xml, bytes, fileName, open);
        return std::nullopt;
    }
    if (!sawHierarchy) {
        *error = Tr::tr("%1: empty file, no <hierarchy> element").arg(fileName);
        return std::nullopt;
    }
    if (dump.windows.isEmpty()) {
        *error = Tr::tr("%1: the dump has no <node> elements").arg(fileName);
        return std::nullopt;
    }
    const QString chosen = appPackageOf(dump.windows, appPackage);
    dump.packageName = chosen;
    for (const UiNode &w : std::as_const(dump.windows)) {
        if (packageOf(w) == chosen)
            dump.roots.append(w);
    }
    return dump;
}

std::optional<UiDump> UiAutomatorReader::readFile(const QString &path, const QString &appPackage, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("%1: cannot read: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    const std::optional<QByteArray> bytes = readAtMost(f, InputLimits::MaxModelFileBytes);
    if (!bytes) {
        *error = Tr::tr("%1: larger than %2 MiB, the most a dump may hold; not read")
                     .arg(path)
                     .arg(InputLimits::MaxModelFileBytes >> 20);
        return std::nullopt;
    }
    return read(*bytes, path, appPackage, error);
}

} // namespace StepWise
