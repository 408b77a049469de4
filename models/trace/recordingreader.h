// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "archiveextractor.h"
#include "modelbuilder.h"
#include "modelreader.h"
#include "screenabstraction.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace StepWise {

/*!
 * One entry point for everything testers record: BURT/CrashScope trace folders or
 * `Execution-*.json` files (TraceReader), uiautomator dump files and folders
 * (DumpSequenceReader), and zip/tar bundles of any of these (ArchiveExtractor into a
 * TempFolder, removed when read() returns, or when the process is terminated).
 *
 * Traces of one app version merge across all inputs of one read(); each dump file or folder is a
 * model of its own. A broken input is reported in failures() by name and the others still load;
 * so is each broken dump of a dump folder, whose good dumps still make its model (DumpSequenceReader
 * says how the sequence is split around it).
 */
class RecordingReader
{
public:
    struct Failure {
        QString input; ///< the path the user gave
        QString message; ///< specific, names the file (inside archives: "<archive>!/<entry>")
    };

    explicit RecordingReader(const ScreenAbstractionOptions &options = {}, const ArchiveLimits &limits = {});

    /*! True when read() knows \a path: a trace, a dump or an archive (by name). */
    static bool canRead(const QString &path);

    /*!
     * True when read() of the folder \a root reads the file \a file under it: an Execution*.json
     * trace or a dump of one beside it ("<version>-<execution>-<type>-<step>.xml"), or an *.xml file
     * in a folder without a trace that holds a uiautomator dump (read, or named as a broken dump of that
     * sequence). Other files under \a root (a -graph.txt, a JSON script, other dumps beside a trace)
     * are not read by it.
     */
    static bool readsFile(const QString &root, const QFileInfo &file);

    /*!
     * Reads \a paths. \a cancelled is polled between inputs; when it returns true, read() stops
     * and returns no model (an import is all or nothing).
     * \returns the models, sorted by app version; failures() and warnings() describe the rest.
     */
    QList<RecordedModel> read(const QStringList &paths, const std::function<bool()> &cancelled = {});

    /*! Recordings already stored (digest → app version): read() skips them (see alreadyImported()). */
    void setKnownRecordings(const QHash<QString, QString> &digests) { m_known = digests; }
    /*! After read(): each recording skipped as stored already (its file or folder, inside archives
     *  "<archive>!/<entry>", and the app version holding it). */
    QList<StoredRecording> alreadyImported() const { return m_alreadyImported; }

    QList<Failure> failures() const { return m_failures; }
    QStringList warnings() const { return m_warnings; }
    /*! True when the last read() was cancelled. */
    bool wasCancelled() const { return m_cancelled; }

private:
    ScreenAbstractionOptions m_options;
    ArchiveLimits m_limits;
    QList<Failure> m_failures;
    QStringList m_warnings;
    QHash<QString, QString> m_known;
    QList<StoredRecording> m_alreadyImported;
    bool m_cancelled = false;
};

} // namespace StepWise
