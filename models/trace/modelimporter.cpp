// SPDX-License-Identifier: GPL-3.0-or-later
#include "modelimporter.h"

#include "common/jsonerror.h"
#include "graphdumpmodelreader.h"
#include "recordingmodelreader.h"
#include "screenidentity.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace StepWise {

namespace {
// The window shows these messages in its language; stepwise-cli installs no translation and prints English.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::ModelImporter)
};
/*! "<path>: already imported into <app version>". */
QString alreadyImportedMessage(const StoredRecording &recording)
{
    return Tr::tr("%1: already imported into %2").arg(recording.path, recording.appVersion);
}
/*! Larger files are not parsed only to say why they are not read. */
constexpr qint64 MaxProbedJsonBytes = 64 * 1024 * 1024;
} // namespace

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

QString ModelImporter::recordedScriptFormat(const QByteArray &bytes)
{
    const QByteArray head = bytes.left(64 * 1024);
    // Maestro flows: YAML whose commands are list items such as "- launchApp" or "- tapOn: Done".
    static const QRegularExpression maestro(
        QStringLiteral("^- (launchApp|tapOn|inputText|assertVisible|scrollUntilVisible|swipe|runFlow)\\b"),
        QRegularExpression::MultilineOption);
    // getevent: "[   53890.813990] 0003 0035 000001be" (with -t) or "/dev/input/event2: 0003 0035 000001be".
    static const QRegularExpression getevent(
        QStringLiteral(
            "^(\\[\\s*\\d+\\.\\d+\\]\\s*)?(/dev/input/event\\d+:\\s*)?[0-9a-f]{4} [0-9a-f]{4} [0-9a-f]{8}\\s*$"),
        QRegularExpression::MultilineOption);
    const QString text = QString::fromUtf8(head);
    if (maestro.match(text).hasMatch())
        return Tr::tr("a Maestro flow");
    if (head.contains("\"elementDescriptors\"") && (head.contains("\"eventType\"") || head.contains("\"roboscript\"")))
        return Tr::tr("a Firebase Robo script");
    int events = 0;
    for (auto it = getevent.globalMatch(text); it.hasNext() && events < 3; it.next())
        ++events;
    if (events >= 3)
        return Tr::tr("raw touch events from adb getevent");
    return {};
}

QString ModelImporter::unreadableFileMessage(const QString &path) const
{
    const QString generic = Tr::tr("%1: not an execution model this version reads (known: %2)").arg(path, formatList());
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || f.size() > MaxProbedJsonBytes)
        return generic;
    const QByteArray bytes = f.readAll();
    if (const QString script = recordedScriptFormat(bytes); !script.isEmpty())
        //: %1 path, %2 the file's format, e.g. "a Maestro flow"
        return Tr::tr(
                   "%1: %2. It records what was tapped or typed, not the screens it happened on, and an execution "
                   "model is made of screens (record uiautomator dumps alongside, or a BURT/CrashScope trace); write "
                   "its steps into the report instead")
            .arg(path, script);
    const QByteArray start = bytes.trimmed().left(1);
    const bool jsonName = path.endsWith(u".json", Qt::CaseInsensitive);
    if (!jsonName && start != "{" && start != "[")
        return generic;
    // Formats are chosen by file name; JSON is read only as BURT/CrashScope traces named Execution-<n>.json.
    const QString traceNaming = Tr::tr("JSON is read only as a BURT/CrashScope trace named Execution-<n>.json");
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        if (!jsonName)
            return generic;
        //: %1 path, %2 the JSON parser's message, %3 how JSON is read, %4 the formats read
        return Tr::tr("%1: not valid JSON (%2), and not an execution model this version reads; %3 (known: %4)")
            .arg(path, jsonErrorText(bytes, error), traceNaming, formatList());
    }
    if (doc.isObject() && doc.object().value(u"steps").isArray())
        //: %1 path, %2 how JSON is read ("JSON is read only as …")
        return Tr::tr(
                   "%1: JSON with \"steps\" like a BURT/CrashScope trace, but %2: rename it, e.g. to Execution-1.json")
            .arg(path, traceNaming);
    //: %1 path, %2 how JSON is read ("JSON is read only as …"), %3 the formats tried
    return Tr::tr("%1: JSON, but not an execution model this version reads; %2 (tried: %3)")
        .arg(path, traceNaming, formatList());
}

bool ModelImporter::looksLikeModelFile(const QFileInfo &file)
{
    // Screenshots, reports and scripts beside models are not models; these suffixes are the formats
    // users record models in (also those told apart by unreadableFileMessage()).
    static const QStringList suffixes { QStringLiteral("xml"), QStringLiteral("json"), QStringLiteral("yaml"),
                                        QStringLiteral("yml") };
    return suffixes.contains(file.suffix().toLower()) || file.fileName().endsWith(u"graph.txt", Qt::CaseInsensitive);
}

void ModelImporter::addFile(const QFileInfo &file, QSet<QString> *seen, QList<QPair<QString, ModelReader *>> *inputs,
                            QList<QPair<QString, QString>> *failures) const
{
    const QString canonical = file.canonicalFilePath();
    if (seen->contains(canonical))
        return;
    seen->insert(canonical);
    if (ModelReader *reader = readerFor(file))
        inputs->append({ file.filePath(), reader });
    else if (looksLikeModelFile(file))
        failures->append({ file.filePath(), unreadableFileMessage(file.filePath()) });
}

void ModelImporter::walk(const QFileInfo &dir, QSet<QString> *seen, QList<QPair<QString, ModelReader *>> *inputs,
                         QList<QPair<QString, QString>> *failures) const
{
    // Canonical paths guard against symlink loops and a path given twice.
    const QString canonical = dir.canonicalFilePath();
    if (seen->contains(canonical))
        return;
    seen->insert(canonical);
    const QFileInfoList entries
        = QDir(dir.filePath()).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &entry : entries) {
        if (entry.isDir()) {
            if (ModelReader *reader = readerFor(entry)) {
                if (!seen->contains(entry.canonicalFilePath())) {
                    seen->insert(entry.canonicalFilePath());
                    inputs->append({ entry.filePath(), reader });
                    addLeftOut(entry, reader, seen, inputs, failures);
                }
            } else {
                walk(entry, seen, inputs, failures);
            }
        } else {
            addFile(entry, seen, inputs, failures);
        }
    }
}

void ModelImporter::addLeftOut(const QFileInfo &root, const ModelReader *reader, QSet<QString> *seen,
                               QList<QPair<QString, ModelReader *>> *inputs,
                               QList<QPair<QString, QString>> *failures) const
{
    // A folder read as a unit (a dump sequence, a trace folder) may also hold models of other kinds, or
    // files its reader passes over: each of these is an input of its own or a named failure.
    QStringList files;
    QDirIterator it(root.filePath(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    for (const QString &path : std::as_const(files)) {
        const QFileInfo file(path);
        if (!reader->covers(root.filePath(), file))
            addFile(file, seen, inputs, failures);
    }
}

QList<QPair<QString, ModelReader *>> ModelImporter::findInputs(const QStringList &paths,
                                                               QList<QPair<QString, QString>> *failures) const
{
    QList<QPair<QString, ModelReader *>> inputs;
    QSet<QString> seen;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.exists()) {
            failures->append({ path, Tr::tr("%1: no such file or folder").arg(path) });
            continue;
        }
        if (ModelReader *reader = readerFor(info)) {
            if (!seen.contains(info.canonicalFilePath())) {
                seen.insert(info.canonicalFilePath());
                inputs.append({ path, reader });
                if (info.isDir())
                    addLeftOut(info, reader, &seen, &inputs, failures);
            }
            continue;
        }
        if (!info.isDir()) {
            failures->append({ path, unreadableFileMessage(path) });
            continue;
        }
        const qsizetype before = inputs.size();
        const qsizetype failedBefore = failures->size();
        if (seen.contains(info.canonicalFilePath()))
            continue;
        walk(info, &seen, &inputs, failures);
        if (inputs.size() == before && failures->size() == failedBefore)
            failures->append(
                { path, Tr::tr("%1: folder holds no execution model (looked for: %2)").arg(path, formatList()) });
    }
    return inputs;
}

ImportResult ModelImporter::import(const QStringList &paths, const Progress &progress, const CancelCheck &canceled)
{
    ImportResult result;
    const QList<QPair<QString, ModelReader *>> inputs = findInputs(paths, &result.failures);
    const int total = int(inputs.size());
    QHash<QString, QString> replacedFrom; // app version → input whose complete model replaced it in this run
    QHash<QString, QString> known = m_store->recordingDigests();
    for (int i = 0; i < total; ++i) {
        const QString &path = inputs.at(i).first;
        ModelReader *reader = inputs.at(i).second;
        if (canceled && canceled()) {
            result.canceled = true;
            break;
        }
        if (progress)
            progress(i, total, path);
        QList<ReadModel> models;
        QString error;
        QStringList warnings;
        reader->setKnownRecordings(m_options.replace ? QHash<QString, QString>() : known);
        const bool ok = reader->read(path, &models, &error, &warnings, canceled);
        for (const QString &w : std::as_const(warnings))
            result.warnings.append({ path, w });
        if (!ok) {
            if (error.isEmpty() && canceled && canceled()) {
                result.canceled = true;
                break;
            }
            result.failures.append({ path, error.isEmpty() ? Tr::tr("%1: could not be read").arg(path) : error });
            continue;
        }
        // The parts that failed are failures of this input even though the rest of it is stored below.
        for (const QString &part : reader->failedParts())
            result.failures.append({ path, part });
        const QList<StoredRecording> skipped = reader->alreadyImported();
        if (models.isEmpty() && !skipped.isEmpty()) {
            // The input is named once, up front; a skipped recording inside it is named by its own path.
            QStringList details;
            for (const StoredRecording &r : skipped)
                details.append(r.path == path ? Tr::tr("already imported into %1").arg(r.appVersion)
                                              : alreadyImportedMessage(r));
            //: %1 path, %2 what was imported already, e.g. "already imported into calm-3"
            result.unchanged.append({ path,
                                      Tr::tr("%1: nothing new, the store is unchanged (%2)")
                                          .arg(path, details.join(QStringLiteral("; "))) });
            continue;
        }
        for (const StoredRecording &r : skipped)
            result.unchanged.append({ path, alreadyImportedMessage(r) });
        for (ReadModel &read : models) {
            if (!m_options.appVersion.isEmpty())
                read.model.appVersion = m_options.appVersion;
            if (!m_options.deviceProfile.isEmpty()) {
                for (Screen &s : read.model.screens) {
                    if (s.kind == Screen::Kind::Normal)
                        s.deviceProfile = m_options.deviceProfile;
                }
                for (RecordingSource &r : read.model.recordings)
                    r.deviceProfile = m_options.deviceProfile;
            }
            const QString version = read.model.appVersion;
            MergeSummary summary;
            if (read.mode == ReadModel::Mode::Replace || m_options.replace) {
                if (replacedFrom.contains(version)) {
                    result.failures.append(
                        { path,
                          Tr::tr("%1: app version %2 was already imported from %3 in this run; kept that one")
                              .arg(path, version, replacedFrom.value(version)) });
                    continue;
                }
                if (!m_store->save(read.model, read.screenshots)) {
                    result.failures.append({ path, QStringLiteral("%1: %2").arg(path, m_store->lastError()) });
                    continue;
                }
                replacedFrom.insert(version, path);
                const ModelStats st = read.model.stats();
                summary.newStates = st.states;
                summary.newTransitions = st.transitions;
                summary.newRecordings = int(read.model.recordings.size());
            } else {
                if (!m_store->merge(read.model, read.screenshots, ScreenIdentity::check(read.model.packageName),
                                    &summary)) {
                    result.failures.append({ path, QStringLiteral("%1: %2").arg(path, m_store->lastError()) });
                    continue;
                }
                if (!summary.changed()) {
                    result.unchanged.append(
                        { path, Tr::tr("%1: nothing new for %2, the store is unchanged").arg(path, version) });
                    continue;
                }
            }
            for (const RecordingSource &r : std::as_const(read.model.recordings))
                known.insert(r.digest, version);
            ModelStats st;
            st.appVersion = version;
            const QList<ModelStats> all = m_store->stats();
            for (const ModelStats &s : all) {
                if (s.appVersion == version)
                    st = s;
            }
            const int at = int(result.imported.indexOf(version));
            if (at >= 0) {
                // A later input of the same version in this run: one line per version, with the totals.
                result.importedStats[at] = st;
                MergeSummary &m = result.merges[at];
                m.newStates += summary.newStates;
                m.sameStates += summary.sameStates;
                m.crossDeviceStates += summary.crossDeviceStates;
                m.newRenderings += summary.newRenderings;
                m.newTransitions += summary.newTransitions;
                m.repeatedTransitions += summary.repeatedTransitions;
                m.newRecordings += summary.newRecordings;
                continue;
            }
            result.imported.append(version);
            result.importedStats.append(st);
            result.merges.append(summary);
        }
    }
    if (progress && !result.canceled)
        progress(total, total, QString());
    return result;
}

} // namespace StepWise
