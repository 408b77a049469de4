// SPDX-License-Identifier: GPL-3.0-or-later
#include "modelimporter.h"

#include "graphdumpmodelreader.h"
#include "recordingmodelreader.h"

#include <QDir>
#include <QSet>

namespace StepWise {

ModelImporter::ModelImporter(GraphStore *store)
    : m_store(store)
{
    // Built-in formats; a new format is one more line here.
    addReader(std::make_unique<GraphDumpModelReader>());
    addReader(std::make_unique<RecordingModelReader>());
}

ModelImporter::~ModelImporter() = default;

void ModelImporter::addReader(std::unique_ptr<ModelReader> reader)
{
    m_readers.push_back(std::move(reader));
}

ModelReader *ModelImporter::readerFor(const QFileInfo &entry) const
{
    for (const auto &reader : m_readers) {
        if (reader->accepts(entry))
            return reader.get();
    }
    return nullptr;
}

QString ModelImporter::formatList() const
{
    QStringList names;
    for (const auto &reader : m_readers)
        names.append(reader->formatName());
    return names.join(QStringLiteral(", "));
}

void ModelImporter::walk(const QFileInfo &dir, QSet<QString> *seen, QList<QPair<QString, ModelReader *>> *inputs) const
{
    // Canonical paths guard against symlink loops and a path given twice.
    const QString canonical = dir.canonicalFilePath();
    if (seen->contains(canonical))
        return;
    seen->insert(canonical);
    const QFileInfoList entries = QDir(dir.filePath()).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &entry : entries) {
        if (ModelReader *reader = readerFor(entry)) {
            if (!seen->contains(entry.canonicalFilePath())) {
                seen->insert(entry.canonicalFilePath());
                inputs->append({entry.filePath(), reader});
            }
        } else if (entry.isDir()) {
            walk(entry, seen, inputs);
        }
    }
}

QList<QPair<QString, ModelReader *>> ModelImporter::findInputs(const QStringList &paths, QList<QPair<QString, QString>> *failures) const
{
    QList<QPair<QString, ModelReader *>> inputs;
    QSet<QString> seen;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.exists()) {
            failures->append({path, QStringLiteral("%1: no such file or folder").arg(path)});
            continue;
        }
        if (ModelReader *reader = readerFor(info)) {
            if (!seen.contains(info.canonicalFilePath())) {
                seen.insert(info.canonicalFilePath());
                inputs.append({path, reader});
            }
            continue;
        }
        if (!info.isDir()) {
            failures->append({path, QStringLiteral("%1: not an execution model this version reads (known: %2)").arg(path, formatList())});
            continue;
        }
        const qsizetype before = inputs.size();
        if (seen.contains(info.canonicalFilePath()))
            continue;
        walk(info, &seen, &inputs);
        if (inputs.size() == before)
            failures->append({path, QStringLiteral("%1: folder holds no execution model (looked for: %2)").arg(path, formatList())});
    }
    return inputs;
}

ImportResult ModelImporter::import(const QStringList &paths, const Progress &progress, const CancelCheck &canceled)
{
    ImportResult result;
    const QList<QPair<QString, ModelReader *>> inputs = findInputs(paths, &result.failures);
    const int total = int(inputs.size());
    QHash<QString, QString> sourceOf; // app version → input it came from in this run
    for (int i = 0; i < total; ++i) {
        const QString &path = inputs.at(i).first;
        if (canceled && canceled()) {
            result.canceled = true;
            break;
        }
        if (progress)
            progress(i, total, path);
        QList<ReadModel> models;
        QString error;
        QStringList warnings;
        const bool ok = inputs.at(i).second->read(path, &models, &error, &warnings, canceled);
        for (const QString &w : std::as_const(warnings))
            result.warnings.append({path, w});
        if (!ok) {
            if (error.isEmpty() && canceled && canceled()) {
                result.canceled = true;
                break;
            }
            result.failures.append({path, error.isEmpty() ? QStringLiteral("%1: could not be read").arg(path) : error});
            continue;
        }
        for (const ReadModel &read : std::as_const(models)) {
            const QString version = read.model.appVersion;
            if (sourceOf.contains(version)) {
                result.failures.append({path, QStringLiteral("%1: app version %2 was already imported from %3 in this run; kept that one")
                                                  .arg(path, version, sourceOf.value(version))});
                continue;
            }
            if (!m_store->save(read.model, read.screenshots)) {
                result.failures.append({path, QStringLiteral("%1: %2").arg(path, m_store->lastError())});
                continue;
            }
            sourceOf.insert(version, path);
            result.imported.append(version);
            ModelStats st = read.model.stats();
            st.screenshots = 0;
            for (const Screen &s : read.model.screens) {
                if (!s.screenshotFile.isEmpty() && !read.screenshots.value(s.screenshotFile).isEmpty())
                    ++st.screenshots;
            }
            result.importedStats.append(st);
        }
    }
    if (progress && !result.canceled)
        progress(total, total, QString());
    return result;
}

} // namespace StepWise
