// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modelreader.h"
#include "recordingreader.h"
#include "screenabstraction.h"

namespace StepWise {

/*!
 * ModelReader for what testers record, wrapping RecordingReader: BURT/CrashScope
 * trace folders (every `Execution*.json` in it, merged per app version),
 * `Execution*.json` files, uiautomator dump files and folders, and zip/tar bundles of these.
 */
class RecordingModelReader : public ModelReader
{
public:
    explicit RecordingModelReader(const ScreenAbstractionOptions &options = {}, const ArchiveLimits &limits = {});

    QString formatName() const override;
    /*! Archives by name; `Execution*.json` files; `.xml` files that start like a dump; folders
     *  holding traces (four levels deep) or dumps (directly). */
    bool accepts(const QFileInfo &entry) const override;
    /*! See RecordingReader::readsFile(). */
    bool covers(const QString &root, const QFileInfo &file) const override;
    /*! Every model the input holds. A broken execution or dump among good ones goes to
     *  failedParts() (named) and the rest is read; \returns false when nothing could be read. */
    bool read(const QString &path, QList<ReadModel> *models, QString *error, QStringList *warnings,
              const CancelCheck &canceled) override;
    void setKnownRecordings(const QHash<QString, QString> &digests) override { m_known = digests; }
    QList<StoredRecording> alreadyImported() const override { return m_alreadyImported; }
    QStringList failedParts() const override { return m_failedParts; }

private:
    ScreenAbstractionOptions m_options;
    ArchiveLimits m_limits;
    QHash<QString, QString> m_known;
    QList<StoredRecording> m_alreadyImported;
    QStringList m_failedParts;
};

} // namespace StepWise
