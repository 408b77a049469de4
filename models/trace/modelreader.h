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

/*! One execution model read from an input, ready for GraphStore::save(). */
struct ReadModel {
    ExecutionModel model;
    QHash<QString, QByteArray> screenshots; ///< Screen::screenshotFile → PNG bytes
};

/*!
 * One input format of the importer (issue 3 §1–2): graph dumps, raw traces, uiautomator dumps,
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
     * accepted here is read as a unit and not descended into.
     */
    virtual bool accepts(const QFileInfo &entry) const = 0;

    /*!
     * Reads \a path (an entry accepted by accepts()). Appends the models it holds to \a models (a
     * bundle may hold several). \returns false with \a error naming the file (and line where it
     * makes sense) on malformed input; false with an empty \a error when \a canceled became true.
     * Non-fatal findings (e.g. a missing screenshot) go to \a warnings, each naming its file.
     */
    virtual bool read(const QString &path, QList<ReadModel> *models, QString *error, QStringList *warnings,
                      const CancelCheck &canceled) = 0;
};

} // namespace StepWise
