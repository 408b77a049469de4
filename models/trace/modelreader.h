// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"

#include <QByteArray>
#include <QFileInfo>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace StepWise {

/*! Returns true when the caller no longer wants the result (same alias as in languagebackend.h). */
using CancelCheck = std::function<bool()>;

/*! One execution model read from an input, ready for GraphStore::save() / merge(). */
struct ReadModel {
    /*! How the importer stores it when its app version is already in the store. */
    enum class Mode {
        Merge, ///< recordings: more traces of the version; merged into the stored model
        Replace, ///< a complete model (graph dump): replaces the stored one
    };
    ExecutionModel model;
    QHash<QString, QByteArray> screenshots; ///< Screen::screenshotFile → PNG bytes
    Mode mode = Mode::Merge;
};

/*! A recording a reader skipped because it is stored already. */
struct StoredRecording {
    QString path; ///< the recording's file or folder as messages name it (inside archives "<archive>!/<entry>")
    QString appVersion; ///< the app version whose model holds it
};

/*!
 * One input format of the importer: graph dumps, raw traces, uiautomator dumps,
 * bundles. ModelImporter asks each registered reader whether a walked file or folder is an input
 * it reads as a whole, and dispatches to the first that accepts it.
 *
 * Readers are stateless between calls and are called from the importing thread only.
 */
class ModelReader
{
public:
    virtual ~ModelReader() = default;

    /*! Short name for messages, with what it looks for, e.g. "graph dump (*-graph.txt)". */
    virtual QString formatName() const = 0;

    /*!
     * True when \a entry (a file or a folder) is one input of this format. Must be cheap (names,
     * a directory listing or a few header bytes): it is asked for every walked entry. A folder
     * accepted here is read as a unit; the importer still looks through it for files that reading
     * it leaves out (see covers()).
     */
    virtual bool accepts(const QFileInfo &entry) const = 0;

    /*!
     * True when read(\a root) reads the file \a file (somewhere under the accepted folder \a root),
     * as a model or as a part named in failedParts()/the error. The importer reads each file under an
     * accepted folder that no covering reader reads as an input of its own, or names it as failed, so
     * no model file in a tree is skipped silently. Default: only \a root itself.
     */
    virtual bool covers(const QString &root, const QFileInfo &file) const
    {
        return QFileInfo(root).canonicalFilePath() == file.canonicalFilePath();
    }

    /*!
     * Reads \a path (an entry accepted by accepts()). Appends the models it holds to \a models (a
     * bundle may hold several). \returns false with \a error naming the file (and line where it
     * makes sense) on malformed input; false with an empty \a error when \a canceled became true.
     * Non-fatal findings (e.g. a missing screenshot) go to \a warnings, each naming its file.
     */
    virtual bool read(const QString &path, QList<ReadModel> *models, QString *error, QStringList *warnings,
                      const CancelCheck &canceled)
        = 0;

    /*!
     * Recordings already stored (RecordingSource::digest → app version holding it), set by the
     * importer before each read(). A reader that knows recording digests skips these recordings, so
     * importing the same trace again changes nothing. Default: ignored.
     */
    virtual void setKnownRecordings(const QHash<QString, QString> &digests) { Q_UNUSED(digests) }

    /*! After read(): each recording skipped because it is already stored; the importer words the
     *  messages. A read() that returns true without models and with such recordings found nothing
     *  new. Default: none. */
    virtual QList<StoredRecording> alreadyImported() const { return {}; }
    /*! After a read() that returned true: one message per part of the input that could not be read
     *  while the rest was (a member of a bundle, a dump folder, an execution of a trace folder), each
     *  naming the file and, for XML/JSON, line and column (inside archives "<archive>!/<entry>:<line>:<column>").
     *  The importer stores what was read and reports each of these as a failure, so the import counts as
     *  partly failed. Default: none. */
    virtual QStringList failedParts() const { return {}; }
};

} // namespace StepWise
