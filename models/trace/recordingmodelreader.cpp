// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordingmodelreader.h"

#include <QCoreApplication>

namespace StepWise {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::RecordingModelReader)
};
} // namespace

RecordingModelReader::RecordingModelReader(const ScreenAbstractionOptions &options, const ArchiveLimits &limits)
    : m_options(options)
    , m_limits(limits)
{
}

QString RecordingModelReader::formatName() const
{
    return Tr::tr("recordings (BURT/CrashScope Execution-*.json traces, uiautomator dumps *.xml, zip/tar bundles)");
}

bool RecordingModelReader::accepts(const QFileInfo &entry) const
{
    return RecordingReader::canRead(entry.filePath());
}

bool RecordingModelReader::covers(const QString &root, const QFileInfo &file) const
{
    return QFileInfo(root).isDir() ? RecordingReader::readsFile(root, file) : ModelReader::covers(root, file);
}

bool RecordingModelReader::read(const QString &path, QList<ReadModel> *models, QString *error, QStringList *warnings,
                                const CancelCheck &canceled)
{
    RecordingReader reader(m_options, m_limits);
    reader.setKnownRecordings(m_known);
    const QList<RecordedModel> read = reader.read({ path }, canceled);
    m_alreadyImported = reader.alreadyImported();
    m_failedParts.clear();
    if (reader.wasCancelled()) {
        error->clear();
        return false;
    }
    warnings->append(reader.warnings());
    if (read.isEmpty() && !m_alreadyImported.isEmpty()) {
        // Nothing new; the parts that failed (a broken dump of a sequence stored before) still did.
        for (const RecordingReader::Failure &f : reader.failures())
            m_failedParts.append(f.message);
        return true;
    }
    if (read.isEmpty()) {
        QStringList messages;
        for (const RecordingReader::Failure &f : reader.failures())
            messages.append(f.message);
        *error = messages.isEmpty() ? Tr::tr("%1: no model could be read").arg(path) : messages.join(u'\n');
        return false;
    }
    for (const RecordingReader::Failure &f : reader.failures())
        m_failedParts.append(f.message);
    models->append(read);
    return true;
}

} // namespace StepWise
