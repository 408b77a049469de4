// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/graphstore.h"
#include "modelreader.h"

#include <QList>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace StepWise {

/*! Choices of one import run (CLI `import` options). */
struct ImportOptions {
    QString appVersion; ///< when set, every model read is stored under this app version (e.g. dumps, which carry none)
    QString
        deviceProfile; ///< when set, the device every read screen and recording was recorded on (else: from the input)
    bool replace = false; ///< replace stored versions instead of merging recordings into them
};

/*! Outcome of ModelImporter::import(). */
struct ImportResult {
    QStringList imported; ///< app versions stored or merged into, in import order
    QList<ModelStats> importedStats; ///< the counts of each stored model after the import, parallel to `imported`
    QList<MergeSummary> merges; ///< what each import added, parallel to `imported` (a replace counts all as new)
    QList<QPair<QString, QString>> unchanged; ///< (path, message): inputs whose recordings were all stored already
    /// (path, message naming the file and line): inputs that failed, and the failed parts (ModelReader::failedParts())
    /// of an input whose other parts were imported
    QList<QPair<QString, QString>> failures;
    QList<QPair<QString, QString>> warnings; ///< (path, message): non-fatal, e.g. a missing screenshot
    bool canceled = false; ///< stopped by the CancelCheck; models stored before that stay

    bool ok() const { return failures.isEmpty() && !canceled; }
    /*! An import that partly failed: something failed and something else was stored (and stays). */
    bool partlyFailed() const { return !failures.isEmpty() && !imported.isEmpty(); }
    /*!
     * Something failed, and everything else was stored already (a partly broken bundle imported again):
     * nothing new, but not nothing, as its good parts are in the store.
     */
    bool failedBesideStored() const { return !failures.isEmpty() && imported.isEmpty() && !unchanged.isEmpty(); }
};

/*!
 * Imports execution models from files and folders into a GraphStore.
 *
 * Each path may be an input itself (a `-graph.txt`, a trace folder, a bundle: whatever a
 * registered ModelReader accepts) or a folder tree, which is walked (sorted, hidden entries
 * skipped) for inputs. Each input is read and each of its models saved in its own store
 * transaction, so a broken input is reported by name and never leaves a half-written model, and
 * the other inputs still import. Likewise a broken part of an input (a malformed dump in a zip) is a
 * failure naming it, and the input's other parts import.
 *
 * Recordings (ReadModel::Mode::Merge: traces, dumps) of an app version that is already stored
 * merge into its model (GraphStore::merge(): states by the screen abstraction's id, transitions
 * deduplicated, Start → first screen "open app"; screens of another device merge by
 * CrossDeviceScreenMatch), in one transaction per model. Recordings already stored (by digest) are
 * skipped, so importing the same trace again changes nothing and is reported in
 * ImportResult::unchanged. Complete models (Mode::Replace: graph dumps), or every model with
 * ImportOptions::replace, replace the stored version; a second complete model of one app version
 * in one run is a failure (the first is kept).
 *
 * Synchronous; run it in a worker thread with a store opened in that thread.
 */
class ModelImporter
{
public:
    /*! (inputs done, inputs total, input being read next or "" when finished). */
    using Progress = std::function<void(int done, int total, const QString &current)>;

    /*! \a store must outlive the importer. Registers the built-in readers. */
    explicit ModelImporter(GraphStore *store);
    ~ModelImporter();
    ModelImporter(const ModelImporter &) = delete;
    ModelImporter &operator=(const ModelImporter &) = delete;

    void setOptions(const ImportOptions &options) { m_options = options; }
    ImportOptions options() const { return m_options; }

    /*! Adds a reader; readers are asked in registration order. */
    void addReader(std::unique_ptr<ModelReader> reader);

    /*!
     * The inputs under \a paths, in walk order, each with the reader that accepts it. A path that
     * does not exist, an explicitly named file no reader accepts, a model-like file in a folder that
     * no reader accepts (looksLikeModelFile()), also one inside a folder read as a unit that its reader
     * passes over, and a folder without any input are appended to \a failures.
     */
    QList<QPair<QString, ModelReader *>> findInputs(const QStringList &paths,
                                                    QList<QPair<QString, QString>> *failures) const;

    /*! Finds, reads and stores every input under \a paths; see the class comment. */
    ImportResult import(const QStringList &paths, const Progress &progress = {}, const CancelCheck &canceled = {});

private:
    ModelReader *readerFor(const QFileInfo &entry) const;
    /*! Appends the inputs under \a dir to \a inputs and each model-like file no reader takes
     *  (looksLikeModelFile()) to \a failures; \a seen holds the canonical paths already taken. */
    void walk(const QFileInfo &dir, QSet<QString> *seen, QList<QPair<QString, ModelReader *>> *inputs,
              QList<QPair<QString, QString>> *failures) const;
    /*! The file \a file as an input, a failure (model-like but no reader takes it) or nothing. */
    void addFile(const QFileInfo &file, QSet<QString> *seen, QList<QPair<QString, ModelReader *>> *inputs,
                 QList<QPair<QString, QString>> *failures) const;
    /*! The files under the folder \a root, which \a reader reads as one input, that reading it leaves
     *  out (ModelReader::covers()), each passed to addFile(). */
    void addLeftOut(const QFileInfo &root, const ModelReader *reader, QSet<QString> *seen,
                    QList<QPair<QString, ModelReader *>> *inputs, QList<QPair<QString, QString>> *failures) const;
    /*! True for files users keep models in (*.xml, *.json, *.yaml, *-graph.txt), which an import of a
     *  tree must read or name as failed; false for screenshots, reports and other files beside them. */
    static bool looksLikeModelFile(const QFileInfo &file);
    QString formatList() const;
    /*! Why no reader takes the file \a path, naming it: for a *.json file that does not parse, the
     *  parse error with its position (jsonErrorText()); for valid JSON (also unnamed text starting with
     *  '{' or '['), that JSON is read only as traces named Execution-<n>.json and which formats were
     *  tried; otherwise the formats this version reads. */
    QString unreadableFileMessage(const QString &path) const;
    /*! For a file that records interactions without the screens they happened on, its format as a phrase
     *  ("a Maestro flow", "a Firebase Robo script", "raw touch events from adb getevent"); empty otherwise.
     *  \a bytes: the file's content (only the first 64 KiB are looked at). */
    static QString recordedScriptFormat(const QByteArray &bytes);

    GraphStore *m_store;
    ImportOptions m_options;
    std::vector<std::unique_ptr<ModelReader>> m_readers;
};

} // namespace StepWise
