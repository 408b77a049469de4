// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modelbuilder.h"
#include "modelreader.h"
#include "screenabstraction.h"
#include "uinode.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace StepWise {

/*!
 * Builds execution models from raw BURT traces (AstroBR §III-C): TraceReplayer (manual) and
 * CrashScope (automatic) folders holding `Execution-*.json` plus per-step uiautomator dumps
 * `<app>-<n>-<executionType><k>.xml` and screenshots (layout: $STEPWISE_DATA/burt_traces/README.md).
 *
 * - Screens: step k acted on the screen dumped as `…<executionType><k-1>.xml`; when that dump is
 *   missing, the step's JSON `screen.dynGuiComponents` (the same tree flattened in pre-order) is
 *   turned back into a tree (sibling `componentIndex`es and bounds decide the nesting;
 *   TraceReplayer's dropped ListView nodes are re-inserted), and when that list equals the
 *   projection of some dump of the same app version, the dump's screen is used.
 *   ScreenAbstraction decides which screens are the same, across steps, executions and inputs.
 * - Interactions: one per step (action code, tapped component, typed text), source = the step's
 *   screen, target = the next step's screen. As in BURT's models, the Start state leads to the
 *   first screen by "open app" and the last action of each execution leads to the End state;
 *   CrashScope's end marker (action 99) ends an execution.
 * - Screenshots: the plain screenshot of step k's screen is `…<k-1>.png` (derived from the step's
 *   `…<k>_augmented.png`), looked up beside the JSON and in `screenshots/`.
 *
 * Inputs are collected with addPath(); models() builds one model per app version
 * (`<package>-<version>` from the JSON's `app`), so TraceReplayer and CrashScope folders of one
 * version merge. Each model lists its executions as RecordingSources (digest of the JSON bytes,
 * file, device profile = the JSON's `deviceDimensions`, e.g. "1080x1920"), and its screens carry
 * that profile. Errors name the file: malformed or non-UTF-8 JSON (with line), a JSON that is
 * not an execution, malformed dumps, folders without traces, a trace larger than InputLimits::MaxModelFileBytes, and a
 * trace that, with its screenshots and the traces added before it by the same addPath(), holds more than
 * InputLimits::MaxInputBytes. A screenshot larger than InputLimits::MaxScreenshotBytes is skipped with a warning.
 * Warnings: missing screenshot files, executions whose bytes duplicate an earlier one (skipped, not double-counted).
 */
class TraceReader
{
public:
    explicit TraceReader(const ScreenAbstractionOptions &options = {});
    ~TraceReader();
    TraceReader(const TraceReader &) = delete;
    TraceReader &operator=(const TraceReader &) = delete;

    /*!
     * Adds an `Execution-*.json` file, or a folder searched recursively for them.
     * \returns false when the input gave no usable execution; errorString() says why. Broken
     * executions inside a folder are listed in errors() while the others are kept.
     */
    bool addPath(const QString &path);

    /*! The models of everything added so far, one per app version, sorted by app version. */
    QList<RecordedModel> models() const;

    /*! Message of the last failed addPath(). */
    QString errorString() const { return m_error; }
    /*! Every file that was skipped, with its reason ("<file>:<line>: …"). */
    QStringList errors() const { return m_errors; }
    /*! Non-fatal findings (missing screenshots, duplicated executions), each naming the file. */
    QStringList warnings() const { return m_warnings; }

    /*!
     * Executions already stored (SHA-256 hex of the JSON bytes → app version), set before
     * addPath(): such an execution is skipped and listed in alreadyImported() instead of being
     * read, so re-importing a trace adds nothing. addPath() succeeds when every execution it found
     * is already stored.
     */
    void setKnownExecutions(const QHash<QString, QString> &digests) { m_known = digests; }
    /*! The executions skipped for that reason (the execution file, the app version holding it). */
    QList<StoredRecording> alreadyImported() const { return m_alreadyImported; }

    /*! True for a `Execution*.json` file or a folder that contains one (searched 4 levels deep). */
    static bool isTraceInput(const QString &path);

    /*! A flattened component as TraceReplayer/CrashScope lists them. */
    struct FlatNode {
        UiNode node; ///< without children
        bool itemList = false; ///< direct child of a list
    };
    /*!
     * Rebuilds the tree of a pre-order component list: a node with sibling index 0 is the first
     * child of the node before it; index i > 0 makes it the next sibling of the nearest enclosing
     * node with index i-1 (bounds decide between candidates). With \a insertLists, the ListView
     * parent that TraceReplayer leaves out is re-inserted before each run of `itemList` nodes.
     */
    static QList<UiNode> treeFromFlat(const QList<FlatNode> &flat, bool insertLists);
    /*! The pre-order list TraceReplayer (\a dropListViews) or CrashScope would record for \a roots. */
    static QList<FlatNode> flatFromTree(const QList<UiNode> &roots, bool dropListViews);

    struct Execution;

private:
    bool addExecutionFile(const QString &file);
    // The parts of addExecutionFile(): each records its errors and warnings, and fails on a broken input.
    std::optional<QJsonObject> readExecutionJson(const QString &file, QByteArray *hash);
    bool readSteps(const QJsonObject &root, Execution &ex);
    bool readStepScreenshot(const QString &shot, const QString &file, QHash<QString, QByteArray> &shots,
                            QByteArray *png);

    ScreenAbstractionOptions m_options;
    std::vector<std::unique_ptr<Execution>> m_executions;
    QMap<QByteArray, QString> m_seenHashes; // sha256 of file bytes -> first file
    QHash<QString, QString> m_known;
    QList<StoredRecording> m_alreadyImported;
    QString m_error;
    QStringList m_errors;
    qint64 m_inputBytes = 0; ///< bytes of traces and screenshots read by the current addPath()
    QStringList m_warnings;
};

} // namespace StepWise
