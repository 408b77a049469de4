// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordingreader.h"

#include "common/tempfolder.h"
#include "dumpsequencereader.h"
#include "tracereader.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <memory>

namespace StepWise {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::RecordingReader)
};

/*! Folders under \a root (itself included) that directly hold a dump, sorted. */
QStringList dumpFolders(const QString &root)
{
    QStringList out;
    if (DumpSequenceReader::isDumpInput(root))
        out.append(root);
    QDirIterator it(root, QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString d = it.next();
        if (DumpSequenceReader::isDumpInput(d))
            out.append(d);
    }
    out.sort();
    return out;
}

/*! The file name of an execution model's graph dump ("<version>-graph.txt") under \a root, or empty: such a dump is
 *  no recording, and is imported from its folder. */
QString graphDumpIn(const QString &root)
{
    QDirIterator it(root, { QStringLiteral("*-graph.txt") }, QDir::Files, QDirIterator::Subdirectories);
    return it.hasNext() ? QFileInfo(it.next()).fileName() : QString();
}

bool holdsTrace(const QString &folder)
{
    return !QDir(folder).entryList({ QStringLiteral("Execution*.json") }, QDir::Files).isEmpty();
}
} // namespace

RecordingReader::RecordingReader(const ScreenAbstractionOptions &options, const ArchiveLimits &limits)
    : m_options(options)
    , m_limits(limits)
{
}

bool RecordingReader::readsFile(const QString &root, const QFileInfo &file)
{
    const QString folder = file.absolutePath();
    // A trace's screens are its dumps named "<version>-<execution>-<type>-<step>.xml" (BURT, CrashScope).
    static const QRegularExpression traceDump(QStringLiteral("-\\d+-[A-Za-z_-]+-\\d+\\.xml$"));
    if (holdsTrace(folder)) {
        if (!TraceReader::isTraceInput(file.filePath()) && !traceDump.match(file.fileName()).hasMatch())
            return false; // read() reads no dump sequence from a trace's folder
        // isTraceInput() looks four levels deep; a deeper trace is read only when a shallower one is found.
        const int depth = int(QDir(root).relativeFilePath(folder).count(u'/')) + (QDir(root) == QDir(folder) ? 0 : 1);
        return depth < 4 || TraceReader::isTraceInput(root);
    }
    if (file.suffix().compare(u"xml", Qt::CaseInsensitive) != 0)
        return false;
    return DumpSequenceReader::isDumpInput(file.filePath()) || DumpSequenceReader::isDumpInput(folder);
}

bool RecordingReader::canRead(const QString &path)
{
    // Any .xml file is taken, so a broken dump gets a message about what is wrong with it.
    const QFileInfo fi(path);
    if (fi.isFile() && fi.suffix().compare(u"xml", Qt::CaseInsensitive) == 0)
        return true;
    return ArchiveExtractor::isArchiveName(path) || TraceReader::isTraceInput(path)
        || DumpSequenceReader::isDumpInput(path);
}

QList<RecordedModel> RecordingReader::read(const QStringList &paths, const std::function<bool()> &cancelled)
{
    m_failures.clear();
    m_warnings.clear();
    m_cancelled = false;
    m_alreadyImported.clear();
    TraceReader traces(m_options);
    traces.setKnownExecutions(m_known);
    QList<RecordedModel> models;
    std::vector<std::unique_ptr<TempFolder>> unpacked; // alive until the models are built

    for (const QString &input : paths) {
        if (cancelled && cancelled()) {
            m_cancelled = true;
            return {};
        }
        QString path = input;
        QString shownRoot; // inside archives, messages name "<archive>!/<entry>"
        QString name = QFileInfo(input).completeBaseName();
        if (QFileInfo(input).isFile() && ArchiveExtractor::isArchiveName(input)) {
            auto dir = std::make_unique<TempFolder>();
            if (!dir->isValid()) {
                m_failures.append(
                    { input,
                      Tr::tr("%1: cannot create a temporary folder to unpack it: %2").arg(input, dir->errorString()) });
                continue;
            }
            ArchiveExtractor extractor(m_limits);
            if (!extractor.extract(input, dir->path())) {
                m_failures.append({ input, extractor.errorString() });
                continue;
            }
            m_warnings.append(extractor.warnings());
            path = dir->path();
            shownRoot = input + u'!';
            name = QFileInfo(input).fileName().section(u'.', 0, 0);
            unpacked.push_back(std::move(dir));
        }
        auto shown = [&](QString message) {
            if (!shownRoot.isEmpty())
                message.replace(path, shownRoot);
            return message;
        };

        const QFileInfo fi(path);
        const bool trace = TraceReader::isTraceInput(path);
        if (trace) {
            const int errorsBefore = int(traces.errors().size());
            const int warningsBefore = int(traces.warnings().size());
            const qsizetype storedBefore = traces.alreadyImported().size();
            if (!traces.addPath(path))
                m_failures.append({ input, shown(traces.errorString()) });
            for (StoredRecording stored : traces.alreadyImported().mid(storedBefore)) {
                stored.path = shown(stored.path);
                m_alreadyImported.append(stored);
            }
            const QStringList errors = traces.errors().mid(errorsBefore);
            for (const QString &e : errors) {
                if (e != traces.errorString())
                    m_failures.append({ input, shown(e) });
            }
            for (const QString &w : traces.warnings().mid(warningsBefore))
                m_warnings.append(shown(w));
            if (!fi.isDir())
                continue;
        }
        QStringList folders = fi.isDir() ? dumpFolders(path) : QStringList {};
        if (trace) {
            // Dumps beside a trace are its screens; other dump folders in the tree are recordings of their own.
            folders.removeIf(holdsTrace);
            if (folders.isEmpty())
                continue;
        }
        if (fi.isFile() ? !DumpSequenceReader::isDumpInput(path) : folders.isEmpty()) {
            QString why;
            if (!fi.exists())
                why = Tr::tr("%1: no such file or folder").arg(input);
            else if (fi.isDir() && QDir(path).isEmpty())
                why = Tr::tr("%1: empty folder").arg(input);
            else if (const QString dump = graphDumpIn(path); fi.isDir() && !dump.isEmpty())
                //: %1 the folder or archive given, %2 the graph dump's file name found in it
                why = Tr::tr("%1: holds an execution model's graph dump (%2), which is imported from a folder: unpack "
                             "it and import the folder that holds %2")
                          .arg(input, dump);
            else if (fi.isDir())
                why = Tr::tr("%1: contains neither BURT traces (Execution-*.json) nor uiautomator dumps (*.xml)")
                          .arg(input);
            else if (fi.suffix().compare(u"xml", Qt::CaseInsensitive) == 0) {
                // Let the dump reader say what is wrong with it (malformed, not UTF-8, …).
                DumpSequenceReader probe(m_options);
                why = probe.read(path) ? QString() : probe.errorString();
            } else
                why = Tr::tr("%1: not a trace, a uiautomator dump or a zip/tar archive").arg(input);
            if (!why.isEmpty()) {
                m_failures.append({ input, shown(why) });
                continue;
            }
        }
        const QStringList targets = fi.isDir() ? folders : QStringList { path };
        for (const QString &target : targets) {
            DumpSequenceReader dumps(m_options);
            const QString modelName = target == path ? name : name + u'-' + QFileInfo(target).fileName();
            const bool read = dumps.read(target, {}, modelName);
            // A broken dump of a sequence fails alone; the sequence is built from the others.
            QStringList broken = dumps.failedDumps();
            if (!read && broken.isEmpty())
                broken.append(dumps.errorString());
            for (const QString &message : std::as_const(broken))
                m_failures.append({ input, shown(message) });
            if (!read)
                continue;
            const RecordingSource &source = dumps.result().model.recordings.first();
            if (const auto known = m_known.constFind(source.digest); known != m_known.cend()) {
                m_alreadyImported.append({ shown(target), *known });
                continue;
            }
            for (const QString &w : dumps.warnings())
                m_warnings.append(shown(w));
            models.append(dumps.result());
        }
    }
    if (cancelled && cancelled()) {
        m_cancelled = true;
        return {};
    }
    models.append(traces.models());
    std::stable_sort(models.begin(), models.end(), [](const RecordedModel &a, const RecordedModel &b) {
        return a.model.appVersion < b.model.appVersion;
    });
    return models;
}

} // namespace StepWise
