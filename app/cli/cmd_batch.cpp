// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-cli assess --batch: a tracker's whole backlog assessed in one command (AstroBR §III-D per report),
// on several threads, resumable.
#include "cliutil.h"
#include "commands.h"
#include "document/reportinput.h"
#include "graph/sqlgraphstore.h"
#include "language/offlineanalyzer.h"
#include "quality/qualityassessor.h"
#include "quality/reportexporter.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <unistd.h>

namespace StepWise::Cli {

namespace {

/*! A batch input larger than this is refused before it is read (a gh export of 10,000 issues is ~20 MiB). */
constexpr qint64 MaxBatchInputBytes = 256 * 1024 * 1024;

/*! One report of the batch, as read from the input. */
struct BatchItem {
    QString id; ///< file name stem of its outputs: the issue number, the file's name, or "line-N"
    QString title;
    QString text;
    QString appVersion; ///< what the report or the rules name; else the run's --app-version
    QString error; ///< why it cannot be assessed (unreadable, no app version, …); it fails alone
};

/*! What became of one report. */
struct BatchResult {
    enum class State { Pending, Assessed, Resumed, Failed } state = State::Pending;
    QualityReport report;
    QString error;
};

std::atomic<bool> g_stop { false };

void onInterrupt(int)
{
    g_stop = true;
    // A second Ctrl+C ends the process at once.
    std::signal(SIGINT, SIG_DFL);
}

/*! \a raw as a file name stem: letters, digits, '.', '_' and '-' only. */
QString safeId(const QString &raw)
{
    static const QRegularExpression unsafe(u"[^A-Za-z0-9._-]+"_qs);
    QString id = raw;
    id.replace(unsafe, u"_"_qs);
    while (id.startsWith(u'.'))
        id.remove(0, 1);
    return id.isEmpty() ? u"report"_qs : id.left(100);
}

/*! An issue of `gh issue list --json number,title,body,labels`, an AstroBR entry ({bug_id, text}) or a JSON
 *  Lines record ({id, title, body|text, app_version}). */
BatchItem itemFromJson(const QJsonValue &value, const QString &where)
{
    BatchItem item;
    if (!value.isObject()) {
        item.id = where;
        item.error = u"%1 is not a JSON object with the report"_qs.arg(where);
        return item;
    }
    const QJsonObject o = value.toObject();
    QString id;
    for (const char *key : { "number", "bug_id", "id" }) {
        const QJsonValue v = o.value(QLatin1StringView(key));
        if (v.isDouble())
            id = QString::number(qint64(v.toDouble()));
        else if (v.isString())
            id = v.toString();
        if (!id.isEmpty())
            break;
    }
    item.id = id.isEmpty() ? where : id;
    item.title = o.value(u"title").toString();
    const QString body = o.contains(u"body") ? o.value(u"body").toString() : o.value(u"text").toString();
    item.text = item.title.isEmpty() ? body : item.title + u"\n\n" + body;
    item.appVersion
        = o.contains(u"app_version") ? o.value(u"app_version").toString() : o.value(u"appVersion").toString();
    if (item.text.trimmed().isEmpty())
        item.error = u"%1 has no report text (\"body\" or \"text\")"_qs.arg(where);
    return item;
}

/*! Reads INPUT: a folder of reports, a JSON array (gh export, AstroBR), or JSON Lines. \returns false with
 *  \a error when INPUT itself cannot be read; a bad report becomes an item with its error. */
bool readBatch(const QString &input, QList<BatchItem> *items, QString *error)
{
    const QFileInfo info(input);
    if (info.isDir()) {
        const QStringList names
            = QDir(input).entryList({ u"*.txt"_qs, u"*.md"_qs, u"*.stepwise"_qs }, QDir::Files, QDir::Name);
        for (const QString &name : names) {
            const QString path = QDir(input).filePath(name);
            BatchItem item;
            item.id = QFileInfo(name).completeBaseName();
            item.title = name;
            QString text, why;
            if (const QString problem = reportFileProblem(path, ReportReader::Cli); !problem.isEmpty()) {
                item.error = problem;
            } else if (!readTextInput(path, reportFormats(ReportReader::Cli), &text, &why)) {
                item.error = why;
            } else {
                ReportInput report;
                if (!readReportInput(path, text, {}, ReportReader::Cli, &report, &why)) {
                    item.error = why;
                } else if (report.assessed) {
                    item.error = u"%1 is a quality report already; give the report text"_qs.arg(path);
                } else {
                    item.text = report.text;
                    item.appVersion = report.appVersion;
                }
            }
            items->append(item);
        }
        if (names.isEmpty()) {
            *error = u"%1 holds no reports (*.txt, *.md, *.stepwise)"_qs.arg(input);
            return false;
        }
        return true;
    }
    QFile file(input);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"cannot read %1: %2"_qs.arg(input, file.errorString());
        return false;
    }
    if (file.size() > MaxBatchInputBytes) {
        *error = u"%1 is %2 bytes, more than the %3 MiB (%4 bytes) a batch input may be; split it"_qs
                     .arg(input, QString::number(file.size()))
                     .arg(MaxBatchInputBytes / (1024 * 1024))
                     .arg(MaxBatchInputBytes);
        return false;
    }
    const QByteArray bytes = file.readAll();
    // Text never holds NUL bytes: a binary file would otherwise fail once per "line".
    if (const qsizetype nul = bytes.indexOf('\0'); nul >= 0) {
        *error = u"%1 holds NUL bytes (byte %2), so it is a binary file or UTF-16 text, not a JSON array or JSON "
                 "Lines; give a folder of reports, JSON Lines or a JSON array"_qs.arg(input)
                     .arg(nul);
        return false;
    }
    if (bytes.trimmed().startsWith('[')) {
        QJsonParseError parse;
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parse);
        if (!doc.isArray()) {
            *error = u"%1 is not a valid JSON array (%2 at byte %3); give a gh issue export, JSON Lines or a folder"_qs
                         .arg(input, parse.errorString())
                         .arg(parse.offset);
            return false;
        }
        const QJsonArray array = doc.array();
        for (qsizetype i = 0; i < array.size(); ++i)
            items->append(itemFromJson(array.at(i), u"entry-%1"_qs.arg(i + 1)));
        return true;
    }
    const QList<QByteArray> lines = bytes.split('\n');
    int notJson = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines.at(i).trimmed().isEmpty())
            continue;
        const QString where = u"line-%1"_qs.arg(i + 1);
        QJsonParseError parse;
        const QJsonDocument doc = QJsonDocument::fromJson(lines.at(i), &parse);
        if (parse.error != QJsonParseError::NoError) {
            BatchItem item;
            item.id = where;
            item.error = u"%1, line %2: not JSON (%3)"_qs.arg(input).arg(i + 1).arg(parse.errorString());
            items->append(item);
            ++notJson;
            continue;
        }
        items->append(itemFromJson(doc.object(), where));
    }
    // A file none of whose lines is JSON is no JSON Lines at all (a report text given as INPUT): one refusal.
    if (!items->isEmpty() && notJson == items->size()) {
        *error = u"%1 is neither a JSON array nor JSON Lines: none of its %2 lines is JSON; give a folder of reports, "
                 "JSON Lines or a JSON array (a single report goes to 'stepwise-cli assess --report')"_qs.arg(input)
                     .arg(notJson);
        items->clear();
        return false;
    }
    if (items->isEmpty()) {
        *error = u"%1 holds no reports"_qs.arg(input);
        return false;
    }
    return true;
}

/*! The tracker comment: the labels, what to clarify, the suggested missing steps. */
QString comment(const QualityReport &report)
{
    int counts[4] = { 0, 0, 0, 0 };
    for (const StepAssessment &a : report.steps) {
        for (StepQuality q : a.labels)
            ++counts[int(q)];
    }
    QString md
        = u"### Steps to reproduce, checked against %1\n\n"_qs.arg(ReportExporter::markdownCodeSpan(report.appVersion));
    if (report.steps.isEmpty())
        return md + ReportExporter::noStepsHint() + u"\n"_qs;
    md += u"**%1**: %2 correct (CS), %3 ambiguous (AS), %4 not found in the app (VM), %5 with steps missing before them (MS).\n\n"_qs
              .arg(Tr::tr("%n step(s)", nullptr, int(report.steps.size())))
              .arg(counts[int(StepQuality::Correct)])
              .arg(counts[int(StepQuality::Ambiguous)])
              .arg(counts[int(StepQuality::VocabularyMismatch)])
              .arg(counts[int(StepQuality::MissingSteps)]);
    QString clarify, missing;
    for (int i = 0; i < report.steps.size(); ++i) {
        const StepAssessment &a = report.steps.at(i);
        const QString step = ReportExporter::markdownText(ReportExporter::stepText(a));
        if ((a.hasLabel(StepQuality::Ambiguous) || a.hasLabel(StepQuality::VocabularyMismatch)) && !a.message.isEmpty())
            clarify += u"- Step %1, \"%2\" (%3): %4\n"_qs.arg(i + 1).arg(step, ReportExporter::labelText(a),
                                                                         ReportExporter::markdownText(a.message));
        if (!a.missingBefore.isEmpty()) {
            missing += u"- Before step %1, \"%2\":\n"_qs.arg(i + 1).arg(step);
            for (int m = 0; m < a.missingBefore.size(); ++m)
                missing
                    += u"  %1. %2\n"_qs.arg(m + 1).arg(ReportExporter::markdownText(a.missingBefore.at(m).description));
        }
    }
    if (!clarify.isEmpty())
        md += u"**Please clarify**\n\n"_qs + clarify + u'\n';
    if (!missing.isEmpty())
        md += u"**Steps that seem to be missing**\n\n"_qs + missing + u'\n';
    if (clarify.isEmpty() && missing.isEmpty())
        md += u"Every step maps to one action in the app.\n\n"_qs;
    if (report.truncated)
        md += ReportExporter::partialNote(report) + u"\n\n"_qs;
    return md + u"<sub>Checked by StepWise against the app's recorded execution model.</sub>\n"_qs;
}

bool needsAttention(const QualityReport &report)
{
    if (report.steps.isEmpty())
        return true;
    return std::any_of(report.steps.cbegin(), report.steps.cend(), [](const StepAssessment &a) {
        return a.hasLabel(StepQuality::Ambiguous) || a.hasLabel(StepQuality::VocabularyMismatch)
            || a.hasLabel(StepQuality::MissingSteps);
    });
}

QString csvField(const QString &s)
{
    if (!s.contains(u',') && !s.contains(u'"') && !s.contains(u'\n') && !s.contains(u'\r'))
        return s;
    return u'"' + QString(s).replace(u"\""_qs, u"\"\""_qs) + u'"';
}

bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        *error = u"cannot write %1: %2"_qs.arg(path, f.errorString());
        return false;
    }
    return true;
}

/*! The command line of `assess --batch`. */
struct BatchCommandLine {
    QString batch; ///< --batch INPUT
    QString out; ///< --out DIR
    int jobs = 0; ///< --jobs N
    QString db; ///< --db FILE|URL
    QString appVersion; ///< --app-version V
    QList<std::pair<QRegularExpression, QString>> rules; ///< every --version-rule, as pattern and version
};

/*! Parses \a args into \a cl; \returns the exit code when the command ends here (help, a usage error). */
std::optional<int> parseBatch(const QStringList &args, BatchCommandLine *cl)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Assesses every report of INPUT against the stored models and writes, into DIR, per report <id>.json (the "
        "quality "
        "report) and <id>.md (a comment for the tracker: the labels, what to clarify, the missing steps), and "
        "summary.csv "
        "(per report: steps, the count of each label, needs_attention, status, error). INPUT is a folder of reports "
        "(.txt, "
        ".md, .stepwise), a JSON Lines file ({\"id\", \"title\", \"body\" or \"text\", \"app_version\"} per line), or "
        "a JSON "
        "array such as 'gh issue list --json number,title,body,labels' prints. A report's app version is the one its "
        ".stepwise document or record names, else the first --version-rule that matches its title and text, else "
        "--app-version, else the only app version the store holds. A report that cannot be read or assessed fails "
        "alone. Ctrl+C stops after the reports in "
        "progress; "
        "running the same command again skips the reports whose <id>.json exists.\n\n"
        "Exit codes: 0 every report was assessed; 1 none was; 2 bad usage; 3 some failed, or Ctrl+C stopped the run."));
    parser.addHelpOption();
    const QCommandLineOption batchOption(QStringLiteral("batch"),
                                         QStringLiteral("The reports (folder, JSON Lines or JSON array)."),
                                         QStringLiteral("INPUT"));
    const QCommandLineOption outOption(
        QStringLiteral("out"), QStringLiteral("Folder for the results (created when missing)."), QStringLiteral("DIR"));
    const QCommandLineOption jobsOption(QStringLiteral("jobs"),
                                        QStringLiteral("Reports assessed at once (default: the cores)."),
                                        QStringLiteral("N"), QString::number(QThread::idealThreadCount()));
    const QCommandLineOption dbOption(QStringLiteral("db"), storeOptionHelp(), QStringLiteral("FILE|URL"),
                                      defaultDatabasePath());
    const QCommandLineOption versionOption(QStringLiteral("app-version"),
                                           QStringLiteral("App version of the reports that name none."),
                                           QStringLiteral("V"));
    const QCommandLineOption ruleOption(
        QStringLiteral("version-rule"),
        QStringLiteral(
            "REGEX=>VERSION: a report whose title or text matches REGEX is about VERSION, in which \\1… stand for "
            "the groups, e.g. 'GnuCash (2\\.\\d+\\.\\d+)=>1-org.gnucash.android-\\1' (repeatable; the first match "
            "wins)."),
        QStringLiteral("RULE"));
    parser.addOptions({ batchOption, outOption, jobsOption, dbOption, versionOption, ruleOption });
    if (const std::optional<int> exit = parseCommand(parser, args, { u"batch"_qs, u"out"_qs }))
        return *exit;
    const QString command = args.value(0) + u" --batch"_qs;
    bool jobsOk = false;
    const int jobs = parser.value(jobsOption).toInt(&jobsOk);
    if (!jobsOk || jobs < 1 || jobs > 256) {
        err() << command << ": --jobs takes a number from 1 to 256\n";
        return 2;
    }
    QList<std::pair<QRegularExpression, QString>> rules;
    for (const QString &rule : parser.values(ruleOption)) {
        const qsizetype arrow = rule.indexOf(u"=>");
        const QRegularExpression pattern(arrow < 0 ? QString() : rule.left(arrow));
        if (arrow < 0 || !pattern.isValid() || rule.left(arrow).isEmpty()) {
            err() << command << ": --version-rule '" << rule << "' is not REGEX=>VERSION"
                  << (pattern.isValid() ? QString() : u" ("_qs + pattern.errorString() + u')') << '\n';
            return 2;
        }
        rules.append({ pattern, rule.mid(arrow + 2) });
    }
    cl->batch = parser.value(batchOption);
    cl->out = parser.value(outOption);
    cl->jobs = jobs;
    cl->db = parser.value(dbOption);
    cl->appVersion = parser.value(versionOption);
    cl->rules = rules;
    return std::nullopt;
}

} // namespace

int assessBatchCommand(const QStringList &args)
{
    BatchCommandLine cl;
    if (const std::optional<int> exit = parseBatch(args, &cl))
        return *exit;
    const QString command = args.value(0) + u" --batch"_qs;
    const QString outDir = cl.out;
    if (!QDir().mkpath(outDir)) {
        err() << command << ": cannot create " << outDir << '\n';
        return 1;
    }

    QList<BatchItem> items;
    QString error;
    if (!readBatch(cl.batch, &items, &error)) {
        err() << command << ": " << error << '\n';
        return 1;
    }
    // Ids name files: two reports of one id ("bug.txt" and "bug.md") get "-2", "-3".
    QHash<QString, int> seen;
    for (BatchItem &item : items) {
        item.id = safeId(item.id);
        if (const int n = ++seen[item.id]; n > 1)
            item.id += u"-%1"_qs.arg(n);
        if (!item.error.isEmpty() || !item.appVersion.isEmpty())
            continue;
        const QString haystack = item.title + u'\n' + item.text;
        for (const auto &[pattern, version] : std::as_const(cl.rules)) {
            if (const QRegularExpressionMatch m = pattern.match(haystack); m.hasMatch()) {
                QString v = version;
                for (int g = m.lastCapturedIndex(); g >= 1; --g)
                    v.replace(u"\\"_qs + QString::number(g), m.captured(g));
                item.appVersion = v;
                break;
            }
        }
        if (item.appVersion.isEmpty())
            item.appVersion = cl.appVersion;
    }
    // As assess does: a store of one app version leaves no choice to make for the reports that name none.
    std::unique_ptr<SqlGraphStore> store;
    const auto unnamed = [](const BatchItem &item) { return item.error.isEmpty() && item.appVersion.isEmpty(); };
    if (std::any_of(items.cbegin(), items.cend(), unnamed)) {
        if (!(store = openExistingStore(command, cl.db)))
            return 1;
        const std::optional<QStringList> listed = storedVersions(command, cl.db, *store);
        if (!listed)
            return 1;
        const QStringList &stored = *listed;
        if (stored.size() == 1)
            err() << command << ": note: reports that name no app version are assessed against " << stored.first()
                  << ", the only app version stored\n";
        for (BatchItem &item : items) {
            if (!unnamed(item))
                continue;
            if (stored.size() == 1)
                item.appVersion = stored.first();
            else
                item.error = u"names no app version: give --app-version V or a --version-rule"_qs;
        }
    }

    QList<BatchResult> results(items.size());
    // Reports of an earlier run that stopped: their JSON is the record that they are done.
    QSet<QString> versions;
    for (int i = 0; i < items.size(); ++i) {
        const BatchItem &item = items.at(i);
        QFile done(QDir(outDir).filePath(item.id + u".json"));
        if (item.error.isEmpty() && done.open(QIODevice::ReadOnly)) {
            QString why;
            if (ReportExporter::fromJson(done.readAll(), &results[i].report, &why)
                && QFile::exists(QDir(outDir).filePath(item.id + u".md"))) {
                results[i].state = BatchResult::State::Resumed;
                continue;
            }
        }
        if (item.error.isEmpty())
            versions.insert(item.appVersion);
    }
    QHash<QString, std::shared_ptr<const ExecutionModel>> models;
    QHash<QString, QString> modelErrors;
    if (!versions.isEmpty()) {
        if (!store && !(store = openExistingStore(command, cl.db)))
            return 1;
        for (const QString &version : std::as_const(versions)) {
            if (std::optional<ExecutionModel> m = store->load(version))
                models.insert(version, std::make_shared<const ExecutionModel>(std::move(*m)));
            else
                modelErrors.insert(version, store->lastError());
        }
    }

    int resumed = 0;
    int unreadable = 0; // failed before assessment: the progress line counts them with the others
    QList<int> todo;
    for (int i = 0; i < items.size(); ++i) {
        if (results.at(i).state == BatchResult::State::Resumed) {
            ++resumed;
        } else if (!items.at(i).error.isEmpty() || modelErrors.contains(items.at(i).appVersion)) {
            ++unreadable;
            results[i].state = BatchResult::State::Failed;
            results[i].error
                = items.at(i).error.isEmpty() ? modelErrors.value(items.at(i).appVersion) : items.at(i).error;
        } else {
            todo.append(i);
        }
    }
    if (resumed > 0)
        err() << command << ": " << resumed << " of " << items.size()
              << " reports were assessed by an earlier run; resuming\n";

    g_stop = false;
    std::signal(SIGINT, onInterrupt);
    std::atomic<int> next { 0 };
    std::atomic<int> finished { 0 };
    std::atomic<int> failedNow { 0 };
    const auto work = [&] {
        // Not thread-safe (StepMatcher caches): one analyzer per thread.
        OfflineAnalyzer analyzer;
        QualityAssessor assessor(analyzer);
        for (int n = next++; n < todo.size() && !g_stop; n = next++) {
            const int i = todo.at(n);
            const BatchItem &item = items.at(i);
            BatchResult &result = results[i];
            QString warning;
            const QList<Sentence> sentences = reportSentences(item.text, &warning);
            QualityReport report = assessor.assessSentences(sentences, item.text, *models.value(item.appVersion), {});
            QString why;
            // The Markdown first: the JSON marks a report as done for a later run.
            if (writeAtomically(QDir(outDir).filePath(item.id + u".md"), comment(report).toUtf8(), &why)
                && writeAtomically(QDir(outDir).filePath(item.id + u".json"), ReportExporter::toJson(report), &why)) {
                result.report = std::move(report);
                result.state = BatchResult::State::Assessed;
            } else {
                result.state = BatchResult::State::Failed;
                result.error = why;
                ++failedNow;
            }
            ++finished;
        }
    };
    QElapsedTimer timer;
    timer.start();
    QList<QThread *> threads;
    for (int t = 0; t < std::min<qsizetype>(cl.jobs, todo.size()); ++t) {
        threads.append(QThread::create(work));
        threads.last()->start();
    }
    const bool terminal = ::isatty(STDERR_FILENO);
    qint64 lastShown = 0;
    const auto progress = [&](bool last) {
        const double seconds = double(timer.elapsed()) / 1000.0;
        const int done = finished;
        const QString line = u"%1: %2 of %3 reports assessed, %4 failed, %5 reports/hour"_qs.arg(command)
                                 .arg(done - int(failedNow))
                                 .arg(todo.size() + unreadable)
                                 .arg(int(failedNow) + unreadable)
                                 .arg(seconds > 0 ? qRound64(done * 3600.0 / seconds) : 0);
        if (terminal)
            err() << '\r' << line << (last ? "\n" : "");
        else if (last || timer.elapsed() - lastShown >= 10000)
            err() << line << '\n';
        err().flush();
        lastShown = timer.elapsed();
    };
    for (QThread *thread : std::as_const(threads)) {
        while (!thread->wait(terminal ? 500 : 1000))
            progress(false);
    }
    qDeleteAll(threads);
    std::signal(SIGINT, SIG_DFL);
    if (!todo.isEmpty())
        progress(true);

    QString csv = u"id,title,app_version,status,steps,CS,AS,VM,MS,needs_attention,error\n"_qs;
    int assessed = 0, failed = 0, pending = 0;
    for (int i = 0; i < items.size(); ++i) {
        const BatchItem &item = items.at(i);
        const BatchResult &r = results.at(i);
        int counts[4] = { 0, 0, 0, 0 };
        for (const StepAssessment &a : r.report.steps) {
            for (StepQuality q : a.labels)
                ++counts[int(q)];
        }
        const bool ok = r.state == BatchResult::State::Assessed || r.state == BatchResult::State::Resumed;
        assessed += ok ? 1 : 0;
        failed += r.state == BatchResult::State::Failed ? 1 : 0;
        pending += r.state == BatchResult::State::Pending ? 1 : 0;
        if (r.state == BatchResult::State::Failed)
            err() << command << ": " << item.id << ": " << r.error << '\n';
        const QString status = ok                   ? u"assessed"_qs
            : r.state == BatchResult::State::Failed ? u"failed"_qs
                                                    : u"pending"_qs;
        QStringList row { item.id, item.title.left(200), item.appVersion, status };
        if (ok) {
            row << QString::number(r.report.steps.size()) << QString::number(counts[int(StepQuality::Correct)])
                << QString::number(counts[int(StepQuality::Ambiguous)])
                << QString::number(counts[int(StepQuality::VocabularyMismatch)])
                << QString::number(counts[int(StepQuality::MissingSteps)])
                << (needsAttention(r.report) ? u"yes"_qs : u"no"_qs);
        } else {
            row << QString() << QString() << QString() << QString() << QString() << QString();
        }
        row << r.error;
        for (QString &field : row)
            field = csvField(field);
        csv += row.join(u',') + u'\n';
    }
    if (!writeAtomically(QDir(outDir).filePath(u"summary.csv"_qs), csv.toUtf8(), &error)) {
        err() << command << ": " << error << '\n';
        return 1;
    }
    out() << u"%1 of %2 reports assessed (%3 by an earlier run), %4 failed, %5 not yet; results in %6\n"_qs.arg(
        QString::number(assessed), QString::number(items.size()), QString::number(resumed), QString::number(failed),
        QString::number(pending), outDir);
    if (pending > 0)
        err() << command << ": stopped by Ctrl+C; run the same command again to assess the " << pending
              << " reports left\n";
    if (assessed == items.size())
        return 0;
    return assessed == 0 && pending == 0 ? 1 : 3;
}

} // namespace StepWise::Cli
