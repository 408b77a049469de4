// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "uinode.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace StepWise {

/*! One parsed `uiautomator dump` (or uiautomator2 `dump_hierarchy()`) file. */
struct UiDump {
    QString fileName; ///< the path it was read from (for messages)
    int rotation = 0; ///< `<hierarchy rotation>`: 0..3
    QList<UiNode> windows; ///< every top-level node, in file order (app, system UI, keyboard, …)
    QList<UiNode> roots; ///< the app window's top-level nodes (a subset of `windows`)
    QString packageName; ///< the package of `roots`
    QByteArray xml; ///< the bytes as read (kept for Screen::hierarchyXml)
};

/*!
 * Reads Android GUI hierarchy dumps (AstroBR §III-C: screens are GUI hierarchies) with
 * QXmlStreamReader: `<hierarchy rotation>` with nested `<node>` elements carrying `bounds
 * "[x1,y1][x2,y2]"`, `class`, `resource-id`, `package`, `text`, `content-desc`, `index` and the
 * boolean flags. Unknown attributes and elements (e.g. `visible-to-user`, `NAF`) are ignored.
 *
 * Window choice: a dump can hold several top-level nodes of different packages (the app, the
 * status bar, the keyboard). roots are the nodes of \a appPackage when it occurs; otherwise of the
 * package with most nodes that is not system UI or an input method; a dump of only one package
 * (e.g. a permission dialog) keeps it.
 *
 * Errors (return std::nullopt, \a error set): not well-formed XML ("<file>:<line>:<column>: …"),
 * text that is not UTF-8 ("<file>:<line>: not valid UTF-8"), a document whose root is not
 * `<hierarchy>`, a dump without any node, unparsable `bounds`.
 */
class UiAutomatorReader
{
public:
    /*! Parses \a xml; \a fileName only names the input in messages and UiDump::fileName. */
    static std::optional<UiDump> read(const QByteArray &xml, const QString &fileName, const QString &appPackage,
                                      QString *error);
    /*! Reads and parses the file at \a path; unreadable files give "<path>: cannot read: <reason>", a file larger than
     *  InputLimits::MaxModelFileBytes "<path>: larger than 64 MiB, the most a dump may hold; not read". */
    static std::optional<UiDump> readFile(const QString &path, const QString &appPackage, QString *error);

    /*! True for the first bytes of a dump (`<hierarchy` before any other element). */
    static bool looksLikeDump(const QByteArray &head);
    /*! System UI and input-method packages, which are never the app's window when another exists. */
    static bool isSystemPackage(const QString &packageName);
    /*! Parses "[x1,y1][x2,y2]"; std::nullopt when malformed. */
    static std::optional<QRect> parseBounds(QStringView text);
    /*! Checks that \a bytes are valid UTF-8. \returns the 1-based line of the first invalid byte, or 0. */
    static int firstInvalidUtf8Line(const QByteArray &bytes);
};

} // namespace StepWise
