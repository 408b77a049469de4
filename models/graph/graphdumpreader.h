// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "executionmodel.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

namespace StepWise {

/*!
 * Reads an execution model from the text dump BURT's graph code writes (`<version>-graph.txt`,
 * format in $STEPWISE_DATA/astrobr/README.md; the model itself is AstroBR §III-C):
 *
 *     Transitions correctness: true
 *     Transitions (<N>):
 *     <tid>: (s:<src>,t:<tgt>): [id=…, ex=…, sq=…, act=(<code>) <name>, cp=<component|null>, txt=…, exp=…, tr=…]
 * weight=… ds=TR|CS sc=… ex=… States (<M>): <sid>, <screen name>, <TR|CS|null>, ({"Screen" :{…
 * "dynGuiComponents":[comp{…}, …]}}): <GUI signature> - <screenshot>
 *
 * Entries span physical lines whenever a component text holds newlines, so the reader groups lines
 * into entries first (an entry starts with `<id>: (s:` or `<id>, <name>, <source>, (`), then parses
 * each entry with a small tokenizer that anchors free text between the fixed field markers around
 * it (component text may contain commas, brackets, quotes and newlines). Ids are any
 * `[0-9A-Za-z_-]+` token (64-hex hashes in BURT's dumps).
 *
 * Not thread-affine; one instance per read.
 */
class GraphDumpReader
{
public:
    /*!
     * Reads \a filePath (a `<version>-graph.txt`). ExecutionModel::appVersion is the file name
     * without `-graph.txt`; packageName comes from the containing folder's name
     * (`<n>-<package>-<version>`), falling back to the app version. When a `states/` folder sits
     * beside the file, every `states/<sid>.png` that exists, is a PNG and holds at most InputLimits::MaxScreenshotBytes
     * (else a warning says it was skipped) sets
     * Screen::screenshotFile = "<sid>.png" and its bytes go to screenshots().
     * The text must be UTF-8; UTF-16/32 (by byte-order mark, or NUL bytes without one) is named in the message.
     * \returns false and sets errorString() ("<file>:<line>: <what>") when the file cannot be read, is larger than
     *          InputLimits::MaxModelFileBytes,
     *          is not UTF-8, is truncated, a header count does not match its entries, an entry is
     *          malformed, an id repeats, or a transition names an unknown state (adding "the file looks
     *          truncated: its header (line N) declares N states, found M" when states are missing).
     */
    bool read(const QString &filePath);

    /*!
     * Parses dump \a bytes already in memory; \a fileName is used in messages only. No screenshots.
     * Same errors as read().
     */
    bool parse(const QByteArray &bytes, const QString &fileName, const QString &appVersion,
               const QString &packageName = {});

    /*! The model of the last successful read()/parse(), reindexed. */
    const ExecutionModel &model() const { return m_model; }
    /*! Screenshot bytes of the last read(), keyed by Screen::screenshotFile ("<sid>.png"). */
    const QHash<QString, QByteArray> &screenshots() const { return m_screenshots; }
    /*! Message of the last failure. */
    QString errorString() const { return m_error; }
    /*! Non-fatal findings of the last read(): states without a PNG in an existing states/ folder,
     *  PNG files that are not PNG images. Each names the file. */
    QStringList warnings() const { return m_warnings; }

    /*! True when \a path names a graph dump by its file name (`*-graph.txt`). */
    static bool isGraphDumpFile(const QString &path);
    /*! Package name from a version folder name: "1-org.gnucash.android-2.1.3" → "org.gnucash.android";
     *  empty when the name has no dotted package part. */
    static QString packageFromVersionFolder(const QString &folderName);

private:
    void loadScreenshots(const QString &statesDir);

    ExecutionModel m_model;
    QHash<QString, QByteArray> m_screenshots;
    QString m_error;
    QStringList m_warnings;
};

} // namespace StepWise
