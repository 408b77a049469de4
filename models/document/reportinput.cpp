// SPDX-License-Identifier: GPL-3.0-or-later
// What a --report file holds, for `stepwise-cli assess` and the desktop app's command line. Messages go through
// Tr: the desktop app shows them in its language, stepwise-cli loads no translation and stays English.
#include "reportinput.h"

#include "common/jsonerror.h"
#include "language/reporttext.h"
#include "quality/reportexporter.h"
#include "reportdocument.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace StepWise {

namespace {
// The context of stepwise-cli's messages: the CLI and the window word a report file's problems alike, and the
// translations of these messages are kept under it.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::Cli)
};

/*! An AstroBR reports file entry's `bug_id` as text (the data has both numbers and strings). */
QString astroBrBugId(const QJsonValue &entry)
{
    const QJsonValue id = entry.toObject().value(u"bug_id");
    return id.isDouble() ? QString::number(id.toInteger()) : id.toString();
}

/*!
 * Picks bug \a bugId's report from an AstroBR reports array (`reports/test_set.json`: `[{bug_id, text, …}]`)
 * into \a input. Its `text` keeps the data's `<id>: <sentence>` form, so the data's sentence ids are kept,
 * as in the ground truth. Without \a bugId, or when no entry has it, sets \a error naming \a name and
 * listing a few of the ids it holds.
 */
bool readAstroBrEntry(const QString &name, const QJsonArray &reports, const QString &bugId, ReportInput *input,
                      QString *error)
{
    QStringList ids;
    for (const QJsonValue &entry : reports) {
        const QString id = astroBrBugId(entry);
        if (!bugId.isEmpty() && id == bugId) {
            input->text = entry.toObject().value(u"text").toString();
            input->appName = entry.toObject().value(u"app_name").toString();
            return true;
        }
        ids.append(id);
    }
    constexpr qsizetype Shown = 6;
    const QString some = ids.mid(0, Shown).join(u", ") + (ids.size() > Shown ? u", …"_qs : QString());
    *error = bugId.isEmpty()
        //: %1 file name, %2 "N reports", %3 a few bug ids
        ? Tr::tr("%1 is an AstroBR reports file with %2; choose one with --bug ID (bug ids: %3)")
              .arg(name, Tr::tr("%n report(s)", nullptr, int(ids.size())), some)
        : Tr::tr("%1 has no report with bug_id %2 (bug ids: %3)").arg(name, bugId, some);
    return false;
}

/*! True when every non-empty line that starts a sentence looks like the AstroBR data's `<id>: <sentence>` form. */
bool isLabelledReport(const QString &text)
{
    static const QRegularExpression idLine(u"^(0|\\d+\\.\\d+): "_qs);
    const QStringList lines = text.split(u'\n');
    int labelled = 0;
    bool first = true;
    for (const QString &line : lines) {
        if (line.trimmed().isEmpty())
            continue;
        if (first && !line.startsWith(u"0: "))
            return false;
        first = false;
        if (idLine.match(line).hasMatch())
            ++labelled;
    }
    return labelled >= 2;
}

} // namespace

QString reportFormats(ReportReader reader)
{
    if (reader == ReportReader::Window)
        return Tr::tr("give the report as plain text or a .stepwise document (schema \"stepwise.document/1\")");
    return Tr::tr("give the report as plain text, a .stepwise document (schema \"stepwise.document/1\") or "
                  "a quality report exported as JSON (schema \"%1\")")
        .arg(QString(ReportExporter::JsonSchema));
}

QString reportFileProblem(const QString &path, ReportReader reader)
{
    if (path == u"-")
        return {};
    const QFileInfo info(path);
    if (!info.exists())
        //: %1 the report's path
        return Tr::tr("%1 does not exist (is the path right?)").arg(path);
    if (info.isDir())
        //: %1 the path given as the report, %2 what is accepted, e.g. "give the report as plain text or a .stepwise
        //: document"
        return Tr::tr("%1 is a folder, but a report is a file; %2").arg(path, reportFormats(reader));
    // A report is prose: anything far larger is another file. Its assessment and JSON take about 300 times its size
    // (a 2 MiB report: about 0.6 GB), so the limit keeps memory under 1 GB.
    constexpr qint64 MaxReportMiB = 2;
    if (info.size() > MaxReportMiB * 1024 * 1024)
        //: %1 the report's path, %2 its size in bytes, %3 the limit in MiB, %4 the limit in bytes
        return Tr::tr("%1 is %2 bytes, more than the %3 MiB (%4 bytes) a report may be; not read")
            .arg(path, QString::number(info.size()))
            .arg(MaxReportMiB)
            .arg(MaxReportMiB * 1024 * 1024);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        //: %1 the report's path, %2 the system's reason, e.g. "Permission denied"
        return Tr::tr("%1 cannot be read: %2").arg(path, file.errorString());
    return {};
}

bool readReportInput(const QString &name, const QString &text, const QString &bugId, ReportReader reader,
                     ReportInput *input, QString *error)
{
    // UTF-8 decoding lets NUL through: a binary file (an image, an executable) would otherwise be
    // "assessed" as prose with no steps.
    if (const qsizetype nul = text.indexOf(QChar(u'\0')); nul >= 0) {
        const int line = int(QStringView(text).first(nul).count(u'\n') + 1);
        // UTF-16 without a byte-order mark: Latin letters read as UTF-8 alternate with NUL.
        const QStringView head = QStringView(text).first(std::min<qsizetype>(text.size(), 200));
        qsizetype nulsAtOneParity = 0;
        for (qsizetype i = nul % 2; i < head.size(); i += 2)
            nulsAtOneParity += head.at(i) == u'\0' ? 1 : 0;
        if (head.size() >= 8 && nulsAtOneParity >= head.size() / 2 - 1) {
            *error
                = Tr::tr(
                      "%1 looks like UTF-16 text without a byte-order mark (every other byte is NUL); save it as UTF-8")
                      .arg(name);
            return false;
        }
        *error = reader == ReportReader::Cli ? Tr::tr("%1 contains NUL bytes (line %2), so it is not text; give the "
                                                      "report as plain text (UTF-8), a .stepwise "
                                                      "document or a quality report exported as JSON")
                                                   .arg(name)
                                                   .arg(line)
                                             : Tr::tr("%1 contains NUL bytes (line %2), so it is not text; give the "
                                                      "report as plain text (UTF-8) or a .stepwise "
                                                      "document")
                                                   .arg(name)
                                                   .arg(line);
        return false;
    }
    const QString trimmed = text.trimmed();
    const bool jsonName
        = name.endsWith(u".json", Qt::CaseInsensitive) || name.endsWith(u".stepwise", Qt::CaseInsensitive);
    const QString expected = reportFormats(reader);
    const QString bugNeedsArray
        = Tr::tr("--bug picks a report from an AstroBR reports file (a JSON array such as reports/test_set.json); "
                 "%1 is not one, so leave --bug out")
              .arg(name);
    if (!trimmed.startsWith(u'{') && !trimmed.startsWith(u'[') && !jsonName) {
        if (!bugId.isEmpty()) {
            *error = bugNeedsArray;
            return false;
        }
        input->text = text;
        return true;
    }
    QJsonParseError pe;
    const QByteArray json = text.toUtf8(); // untrimmed: error positions count the file's own lines
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        if (!jsonName && bugId.isEmpty()) { // a report that merely starts with a brace
            input->text = text;
            return true;
        }
        //: %1 file name, %2 where and what the JSON error is (always English), %3 what is expected instead
        *error = bugId.isEmpty()
            ? Tr::tr("%1 is not valid JSON (%2); %3").arg(name, jsonErrorText(json, pe), expected)
            // With --bug the file was meant to be an AstroBR reports file: say that, not the other formats.
            //: %1 file name, %2 where and what the JSON error is (always English)
            : Tr::tr("%1 is not valid JSON (%2); --bug needs an AstroBR reports file, a JSON array of reports "
                     "such as reports/test_set.json")
                  .arg(name, jsonErrorText(json, pe));
        return false;
    }
    if (doc.isArray() && !doc.array().isEmpty() && doc.array().first().toObject().contains(u"bug_id"))
        return readAstroBrEntry(name, doc.array(), bugId, input, error);
    const QString schema = doc.object().value(u"schema").toString();
    if (!bugId.isEmpty()) {
        // "Leave --bug out" helps only when the file is a report without it.
        const bool readable = doc.isObject()
            && (schema.startsWith(u"stepwise.document/")
                || (reader == ReportReader::Cli && schema == ReportExporter::JsonSchema));
        *error = readable ? bugNeedsArray
            : doc.isArray() && doc.array().isEmpty()
            ? Tr::tr("--bug picks a report from an AstroBR reports file (a JSON array such as reports/test_set.json); "
                     "%1 is an empty array, with no report to pick")
                  .arg(name)
            : Tr::tr("--bug picks a report from an AstroBR reports file (a JSON array such as reports/test_set.json); "
                     "%1 is not one")
                  .arg(name);
        return false;
    }
    if (doc.isObject() && schema.startsWith(u"stepwise.document/")) { // another version: fromJson() says which
        ReportDocument document;
        if (!ReportDocument::fromJson(trimmed.toUtf8(), &document, error, name, &input->warnings))
            return false;
        input->text = document.text;
        input->appVersion = document.appVersion;
        input->pinnedInteractions = document.pinnedInteractions;
        input->oracle = document.oracle;
        input->document = true;
        return true;
    }
    if (doc.isObject() && schema == ReportExporter::JsonSchema) {
        if (reader == ReportReader::Window) {
            // The window edits report text; an assessment has none to edit.
            *error = Tr::tr("%1 is a quality report exported by StepWise; open the report text or the .stepwise "
                            "document it was "
                            "made from.")
                         .arg(name);
            return false;
        }
        QualityReport report;
        if (!ReportExporter::fromJson(trimmed.toUtf8(), &report, error, name))
            return false;
        input->appVersion = report.appVersion;
        input->assessed = report;
        return true;
    }
    if (doc.isArray())
        *error = Tr::tr("%1 is a JSON array, not a bug report; %2").arg(name, expected);
    else if (!doc.object().contains(u"schema"))
        *error = Tr::tr("%1 is JSON but has no \"schema\" field, so it is not a bug report; %2").arg(name, expected);
    else
        *error = Tr::tr("%1 is JSON with schema \"%2\", not a bug report; %3")
                     .arg(name, doc.object().value(u"schema").toVariant().toString(), expected);
    return false;
}

QList<Sentence> reportSentences(const QString &text, QString *warning)
{
    warning->clear();
    return isLabelledReport(text) ? parseLabelledReport(text, warning) : splitReport(text);
}

bool readReportDocument(const QString &path, ReportDocument *out, QString *error, QStringList *warnings)
{
    // A folder or a missing file is named as --report and stepwise-cli name it.
    if (const QString problem = reportFileProblem(path, ReportReader::Window); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    ReportDocument doc;
    if (!ReportDocument::load(path, &doc, error, warnings))
        return false;
    // Anything but a .stepwise document goes through the --report reader, so broken or foreign JSON
    // (a cut-off reports file, another program's data) is refused with its message instead of
    // landing in the editor as report text.
    if (!path.endsWith(QStringLiteral(".stepwise"))) {
        ReportInput input;
        if (!readReportInput(path, doc.text, {}, ReportReader::Window, &input, error))
            return false;
        if (input.document && !ReportDocument::fromJson(doc.text.toUtf8(), &doc, error, path, warnings))
            return false;
    }
    *out = doc;
    return true;
}

} // namespace StepWise
