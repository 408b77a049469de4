// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modelreader.h"

#include "graph/graphstore.h"

#include <QList>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace StepWise {

/*! Outcome of ModelImporter::import(). */
struct ImportResult {
    QStringList imported; ///< app versions stored, in import order
    QList<ModelStats> importedStats; ///< the counts of each stored model, parallel to `imported`
    QList<QPair<QString, QString>> failures; ///< (path, message naming the file and line)
    QList<QPair<QString, QString>> warnings; ///< (path, message): non-fatal, e.g. a missing screenshot
    bool canceled = false; ///< stopped by the CancelCheck; models stored before that stay

    bool ok() const { return failures.isEmpty() && !canceled; }
};

/*!
 * Imports execution models from files and folders into a GraphStore (issue 2 §2, issue 3 §4).
 *
 * Each path may be an input itself (a `-graph.txt`, a trace folder, a bundle: whatever a
 * registered ModelReader accepts) or a folder tree, which is walked (sorted, hidden entries
 * skipped) for inputs. Each input is read and each of its models saved in its own store
 * transaction, so a broken input is reported by name and never leaves a half-written model, and
 * the other inputs still import. The same app version coming from two inputs in one run is a
 * failure of the second (the first is kept).
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

    /*! Adds a reader; readers are asked in registration order. */
    void addReader(std::unique_ptr<ModelReader> reader);

    /*!
     * The inputs under \a paths, in walk order, each with the reader that accepts it. A path that
     * does not exist, an explicitly named file no reader accepts, and a folder without any input
     * are appended to \a failures.
     */
    QList<QPair<QString, ModelReader *>> findInputs(const QStringList &paths, QList<QPair<QString, QString>> *failures) const;

    /*! Finds, reads and stores every input under \a paths; see the class comment. */
    ImportResult import(const QStringList &paths, const Progress &progress = {}, const CancelCheck &canceled = {});

private:
    ModelReader *readerFor(const QFileInfo &entry) const;
    void walk(const QFileInfo &dir, QSet<QString> *seen, QList<QPair<QString, ModelReader *>> *inputs) const;
    QString formatList() const;

    GraphStore *m_store;
    std::vector<std::unique_ptr<ModelReader>> m_readers;
};

} // namespace StepWise
