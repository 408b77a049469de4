// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportdocument.h"

#include "common/jsonerror.h"
#include "language/reporttext.h"
#include "quality/reportexporter.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>

namespace StepWise {

namespace {
const QString Schema = QStringLiteral("stepwise.document/1");

QString tr(const char *text)
{
    return QCoreApplication::translate("StepWise::ReportDocument", text);
}
} // namespace

QJsonObject OracleAttachment::testToJson(const OracleTest &t)
{
    QJsonObject o { { QStringLiteral("input"), inputToJson(t.input) },
                    { QStringLiteral("output"), QString::fromLatin1(t.output) },
                    { QStringLiteral("label"), testLabelName(t.label) } };
    if (!t.expectedOutput.isEmpty())
        o.insert(QStringLiteral("expectedOutput"), QString::fromLatin1(t.expectedOutput));
    return o;
}

QJsonObject OracleAttachment::toJson() const
{
    QJsonArray list;
    for (const OracleTest &t : tests)
        list.append(testToJson(t));
    QJsonObject o { { QStringLiteral("condition"), condition }, { QStringLiteral("tests"), list } };
    if (formula)
        o.insert(QStringLiteral("formula"), formula->toJson(featureNames()));
    if (!program.isEmpty())
        o.insert(QStringLiteral("program"), program);
    if (!names.isEmpty())
        o.insert(QStringLiteral("names"), QJsonArray::fromStringList(names));
    if (!agreement.isEmpty()) {
        QJsonArray shares;
        for (double a : agreement)
            shares.append(a);
        o.insert(QStringLiteral("agreement"), shares);
    }
    return o;
}

bool OracleAttachment::fromJson(const QJsonObject &o, OracleAttachment *out, QString *problem, QStringList *leftOut)
{
    // As ReportDocument::fromJson() names a wrong field, without the file name (the caller adds it).
    for (const auto &[name, type] : { std::pair { QStringLiteral("condition"), QJsonValue::String },
                                      std::pair { QStringLiteral("tests"), QJsonValue::Array } }) {
        const QJsonValue v = o.value(name);
        if (v.type() == type)
            continue;
        *problem = v.isUndefined()
            ? QCoreApplication::translate("StepWise::ReportDocument", "\"%1\" is missing").arg(name)
            : QCoreApplication::translate("StepWise::ReportDocument", "\"%1\" must be %2")
                  .arg(name,
                       type == QJsonValue::String
                           ? QCoreApplication::translate("StepWise::ReportDocument", "a string")
                           : QCoreApplication::translate("StepWise::ReportDocument", "an array"));
        return false;
    }
    OracleAttachment a;
    a.condition = o.value(QStringLiteral("condition")).toString();
    const QJsonArray tests = o.value(QStringLiteral("tests")).toArray();
    for (qsizetype i = 0; i < tests.size(); ++i) {
        const QJsonObject t = tests.at(i).toObject();
        const QString label = t.value(QStringLiteral("label")).toString();
        OracleTest test;
        bool known = false;
        for (TestLabel l : { TestLabel::Unknown, TestLabel::Passing, TestLabel::Failing }) {
            if (testLabelName(l) == label) {
                test.label = l;
                known = true;
            }
        }
        const QJsonArray input = t.value(QStringLiteral("input")).toArray();
        const std::optional<InputVector> parsed = inputFromJson(input);
        if (parsed)
            test.input = *parsed;
        if (!parsed) {
            *problem = QCoreApplication::translate("StepWise::ReportDocument",
                                                   "test %1: \"input\" must hold whole numbers only")
                           .arg(i + 1);
            return false;
        }
        test.output = t.value(QStringLiteral("output")).toString().toLatin1();
        test.expectedOutput = t.value(QStringLiteral("expectedOutput")).toString().toLatin1();
        if (!known || input.isEmpty() || test.output.isEmpty()) {
            *problem = QCoreApplication::translate(
                           "StepWise::ReportDocument",
                           "test %1 needs an input array, an output and a label (failing, passing or unknown)")
                           .arg(i + 1);
            return false;
        }
        // One program reads one number of inputs: a test of another length was not run on it.
        if (!a.tests.isEmpty() && test.input.size() != a.tests.first().input.size()) {
            //: %1 the test's position from 1, %2 and %3 how many numbers its input has
            *problem = QCoreApplication::translate("StepWise::ReportDocument",
                                                   "test %1 has an input of length %2, but test 1 one of length %3")
                           .arg(i + 1)
                           .arg(test.input.size())
                           .arg(a.tests.first().input.size());
            return false;
        }
        a.tests.append(test);
    }
    if (o.contains(QStringLiteral("formula"))) {
        QString why;
        a.formula = OracleFormula::fromJson(o.value(QStringLiteral("formula")).toObject(), &why);
        if (!a.formula) {
            *problem = QCoreApplication::translate("StepWise::ReportDocument", "\"formula\": %1").arg(why);
            return false;
        }
    }
    // Optional fields added after the first documents (same schema: older documents simply lack them). With
    // leftOut, a malformed one is dropped rather than the condition and tests with it.
    auto optionalProblem = [problem, leftOut](const QString &message) {
        if (!leftOut) {
            *problem = message;
            return false;
        }
        leftOut->append(message);
        return true;
    };
    const QJsonValue program = o.value(QStringLiteral("program"));
    if (!program.isUndefined() && !program.isString()) {
        if (!optionalProblem(QCoreApplication::translate("StepWise::ReportDocument", "\"program\" must be a string")))
            return false;
    } else {
        a.program = program.toString();
    }
    const QJsonValue names = o.value(QStringLiteral("names"));
    const int inputCount = a.tests.isEmpty() ? -1 : int(a.tests.first().input.size());
    QString nameProblem;
    if (!names.isUndefined()) {
        const QJsonArray list = names.toArray();
        QStringList given;
        for (const QJsonValue &n : list)
            given.append(n.toString());
        const bool strings = names.isArray()
            && std::all_of(list.cbegin(), list.cend(), [](const QJsonValue &n) { return n.isString(); });
        // The rules of the panel's "Input names" and `--names` (one per input, optionally the output's; each a
        // name, none twice): a stored "a, a, o" would render "fails when a = a". Without tests the names are
        // taken to include the output's.
        QString why;
        if (!strings || given.isEmpty())
            nameProblem = QCoreApplication::translate(
                "StepWise::ReportDocument",
                "\"names\" must be an array of names, one per input and optionally one for the output");
        else if (const std::optional<QStringList> checked
                 = checkFeatureNames(given, inputCount >= 0 ? inputCount : int(given.size()) - 1, &why))
            a.names = *checked;
        else
            nameProblem = QStringLiteral("\"names\": ") + (why.endsWith(u'.') ? why.chopped(1) : why);
    }
    if (!nameProblem.isEmpty() && !optionalProblem(nameProblem))
        return false;
    const QJsonValue agreement = o.value(QStringLiteral("agreement"));
    for (const QJsonValue &v : agreement.toArray())
        a.agreement.append(v.toDouble(-1));
    if (!agreement.isUndefined()
        && (!agreement.isArray()
            || std::any_of(a.agreement.cbegin(), a.agreement.cend(), [](double v) { return v < 0 || v > 1; }))) {
        a.agreement.clear();
        if (!optionalProblem(
                QCoreApplication::translate("StepWise::ReportDocument", "\"agreement\" must hold numbers from 0 to 1")))
            return false;
    }
    *out = a;
    return true;
}

QStringList OracleAttachment::featureNames() const
{
    return names.isEmpty() ? defaultFeatureNames(tests.isEmpty() ? 0 : int(tests.first().input.size())) : names;
}

QString OracleAttachment::shownCondition() const
{
    if (!formula)
        return condition; // a document written before the formula was stored: nothing else to render
    // Without stored names, a condition that is not the default names' rendering was written with others.
    if (names.isEmpty() && formula->failureCondition(featureNames()) != condition)
        return condition;
    return formula->failureCondition(featureNames(), ConditionWords::translated());
}

namespace {
// The oracle section's words: OracleAttachment's members, so spelled out with their context for lupdate.

/*! A test's label in the exported table, in the export's language (the JSON keeps testLabelName()). */
QString labelText(TestLabel label)
{
    switch (label) {
    case TestLabel::Passing:
        return QCoreApplication::translate("StepWise::ReportDocument", "passing");
    case TestLabel::Failing:
        return QCoreApplication::translate("StepWise::ReportDocument", "failing");
    case TestLabel::Unknown:
        break;
    }
    return QCoreApplication::translate("StepWise::ReportDocument", "unknown");
}

/*! The heading of the exported oracle section. */
QString oracleHeading()
{
    return QCoreApplication::translate("StepWise::ReportDocument", "Test oracle");
}

/*! "Learned condition: %1" with \a condition put in (already marked up). */
QString learnedCondition(const QString &condition)
{
    //: %1 the failure condition the oracle learned, e.g. "fails when i1 = i2"
    return QCoreApplication::translate("StepWise::ReportDocument", "Learned condition: %1").arg(condition);
}

/*! Whether a test of \a tests carries an expected output (a reference program answered, or a developer gave one). */
bool anyExpected(const QList<OracleTest> &tests)
{
    return std::any_of(tests.cbegin(), tests.cend(), [](const OracleTest &t) { return !t.expectedOutput.isEmpty(); });
}

/*! The table's column names: input, output, label, and the expected output when \a expected. */
QStringList columnNames(bool expected)
{
    //: column of the exported oracle tests: the program's input
    QStringList names { QCoreApplication::translate("StepWise::ReportDocument", "input"),
                        //: column of the exported oracle tests: the program's output
                        QCoreApplication::translate("StepWise::ReportDocument", "output"),
                        //: column of the exported oracle tests: failing, passing or unknown
                        QCoreApplication::translate("StepWise::ReportDocument", "label") };
    if (expected)
        //: column of the exported oracle tests: what the program should print (empty where nobody said)
        names.append(QCoreApplication::translate("StepWise::ReportDocument", "expected output"));
    return names;
}
} // namespace

QString OracleAttachment::toMarkdown() const
{
    if (isEmpty())
        return {};
    // The export's language, like ReportExporter's part of it: the GUI's in the desktop app, English in stepwise-cli.
    QString md = u"\n### "_qs + oracleHeading() + u"\n\n"_qs;
    if (const QString shown = shownCondition(); !shown.isEmpty())
        md += learnedCondition(ReportExporter::markdownCodeSpan(shown)) + u"\n\n"_qs;
    if (!tests.isEmpty()) {
        // The expected output is what a developer checks a fix against: a column of its own when any test has one.
        const bool expected = anyExpected(tests);
        md += u"| "_qs + columnNames(expected).join(u" | "_qs)
            + (expected ? u" |\n|---|---|---|---|\n"_qs : u" |\n|---|---|---|\n"_qs);
        for (const OracleTest &t : tests) {
            // A document's outputs are any text: code spans that no backtick or '|' in them can break out of.
            md += QStringLiteral("| %1 | %2 | %3 |")
                      .arg(ReportExporter::markdownCodeSpan(t.inputText(), true),
                           ReportExporter::markdownCodeSpan(QString::fromLatin1(t.output), true), labelText(t.label));
            if (expected)
                md += t.expectedOutput.isEmpty() ? u" |"_qs
                                                 : u" "_qs
                        + ReportExporter::markdownCodeSpan(QString::fromLatin1(t.expectedOutput), true) + u" |"_qs;
            md += u'\n';
        }
    }
    return md;
}

QString OracleAttachment::toHtml() const
{
    if (isEmpty())
        return {};
    QString h = u"<section class=\"oracle\"><h3>"_qs + oracleHeading().toHtmlEscaped() + u"</h3>"_qs;
    if (const QString shown = shownCondition(); !shown.isEmpty())
        h += u"<p>"_qs + learnedCondition(u"<code>"_qs + shown.toHtmlEscaped() + u"</code>"_qs) + u"</p>"_qs;
    if (!tests.isEmpty()) {
        const bool expected = anyExpected(tests);
        h += u"<table><tr>"_qs;
        for (const QString &name : columnNames(expected))
            h += u"<th>"_qs + name.toHtmlEscaped() + u"</th>"_qs;
        h += u"</tr>"_qs;
        for (const OracleTest &t : tests) {
            h += QStringLiteral("<tr><td><code>%1</code></td><td><code>%2</code></td><td>%3</td>")
                     .arg(t.inputText().toHtmlEscaped(), QString::fromLatin1(t.output).toHtmlEscaped(),
                          labelText(t.label).toHtmlEscaped());
            if (expected)
                h += t.expectedOutput.isEmpty()
                    ? u"<td></td>"_qs
                    : u"<td><code>"_qs + QString::fromLatin1(t.expectedOutput).toHtmlEscaped() + u"</code></td>"_qs;
            h += u"</tr>"_qs;
        }
        h += u"</table>"_qs;
    }
    return h + u"</section>"_qs;
}

QJsonObject OracleAttachment::toExportJson() const
{
    QJsonObject o = toJson();
    o.insert(QStringLiteral("condition"), shownCondition());
    return o;
}

QByteArray ReportDocument::toJson() const
{
    QJsonObject pins;
    for (auto it = pinnedInteractions.cbegin(); it != pinnedInteractions.cend(); ++it)
        pins.insert(it.key(), it.value());
    QStringList rejected(rejectedSuggestions.cbegin(), rejectedSuggestions.cend());
    rejected.sort();
    QStringList accepted(acceptedSteps.cbegin(), acceptedSteps.cend());
    accepted.sort();
    QJsonObject o {
        { QStringLiteral("schema"), Schema },
        { QStringLiteral("text"), text },
        { QStringLiteral("appVersion"), appVersion },
        { QStringLiteral("pinnedInteractions"), pins },
        { QStringLiteral("rejectedSuggestions"), QJsonArray::fromStringList(rejected) },
        { QStringLiteral("acceptedSteps"), QJsonArray::fromStringList(accepted) },
    };
    if (!oracle.isEmpty())
        o.insert(QStringLiteral("oracle"), oracle.toJson());
    if (!documentPath.isEmpty())
        o.insert(QStringLiteral("documentPath"), documentPath);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

bool ReportDocument::fromJson(const QByteArray &json, ReportDocument *out, QString *error, const QString &sourceName,
                              QStringList *warnings)
{
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &perr);
    if (perr.error != QJsonParseError::NoError) {
        *error = tr("%1 is not JSON (%2)").arg(sourceName, jsonErrorText(json, perr));
        return false;
    }
    const QJsonObject o = doc.object();
    const QString schema = o.value(QStringLiteral("schema")).toString();
    if (schema.startsWith(QStringLiteral("stepwise.document/")) && schema != Schema) {
        //: %1 file name, %2 the document's schema, %3 the schema this version reads
        *error = tr("%1 was written by another StepWise version (schema \"%2\"); this version reads \"%3\" documents. "
                    "Open it with the version that wrote it, or copy its report text into a new report.")
                     .arg(sourceName, schema, Schema);
        return false;
    }
    if (schema != Schema) {
        *error = tr("%1 is not a StepWise document (schema is not %2)").arg(sourceName, Schema);
        return false;
    }
    const std::pair<QString, QJsonValue::Type> fields[]
        = { { QStringLiteral("text"), QJsonValue::String },
            { QStringLiteral("pinnedInteractions"), QJsonValue::Object },
            { QStringLiteral("rejectedSuggestions"), QJsonValue::Array },
            { QStringLiteral("acceptedSteps"), QJsonValue::Array } };
    for (const auto &[name, type] : fields) {
        const QJsonValue v = o.value(name);
        // The choices may be left out of a hand-written document: none made yet.
        if (v.type() == type || (v.isUndefined() && name != u"text"))
            continue;
        const QString kind = type == QJsonValue::String ? tr("a string")
            : type == QJsonValue::Object                ? tr("an object")
                                                        : tr("an array");
        *error = v.isUndefined() ? tr("%1: \"%2\" is missing").arg(sourceName, name)
                                 : tr("%1: \"%2\" must be %3").arg(sourceName, name, kind);
        return false;
    }
    for (const QString &name : { QStringLiteral("appVersion"), QStringLiteral("documentPath") }) {
        if (o.contains(name) && !o.value(name).isString()) { // optional, but never silently another type
            *error = tr("%1: \"%2\" must be %3").arg(sourceName, name, tr("a string"));
            return false;
        }
    }
    ReportDocument d;
    if (o.contains(QStringLiteral("oracle"))) {
        QString problem;
        QStringList leftOut;
        if (!o.value(QStringLiteral("oracle")).isObject()
            || !OracleAttachment::fromJson(o.value(QStringLiteral("oracle")).toObject(), &d.oracle, &problem,
                                           warnings ? &leftOut : nullptr)) {
            const QString why = problem.isEmpty() ? tr("not an object") : problem;
            if (!warnings) {
                *error = tr("%1: \"oracle\" is malformed (%2)").arg(sourceName, why);
                return false;
            }
            d.oracle = {};
            //: %1 is the document's file name, %2 what is wrong with the attachment
            *warnings
                << tr("%1: the test oracle attachment is malformed (%2) and was left out; the report text was opened.")
                       .arg(sourceName, why);
        }
        for (const QString &field : std::as_const(leftOut))
            //: %1 is the document's file name, %2 what is wrong with one optional field of the attachment
            *warnings << tr("%1: in the test oracle attachment, %2, so that field was left out; the condition and the "
                            "labelled "
                            "tests were opened.")
                             .arg(sourceName, field);
    }
    d.text = o.value(QStringLiteral("text")).toString();
    d.appVersion = o.value(QStringLiteral("appVersion")).toString();
    d.documentPath = o.value(QStringLiteral("documentPath")).toString();
    const QJsonObject pins = o.value(QStringLiteral("pinnedInteractions")).toObject();
    for (auto it = pins.begin(); it != pins.end(); ++it)
        d.pinnedInteractions.insert(it.key(), it.value().toString());
    for (const QJsonValue &v : o.value(QStringLiteral("rejectedSuggestions")).toArray())
        d.rejectedSuggestions.insert(v.toString());
    for (const QJsonValue &v : o.value(QStringLiteral("acceptedSteps")).toArray())
        d.acceptedSteps.insert(v.toString());
    *out = d;
    return true;
}

bool ReportDocument::load(const QString &path, ReportDocument *out, QString *error, QStringList *warnings)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot open %1: %2").arg(path, f.errorString());
        return false;
    }
    // A document is decoded like report text, as stepwise-cli's readTextInput() does: one in UTF-16/32 with a
    // byte-order mark opens in both, and a Latin-1 one gets the same message in both.
    ReportDocument d;
    if (!decodeText(f.readAll(), path, &d.text, error))
        return false;
    if (path.endsWith(QStringLiteral(".stepwise"))) {
        if (!fromJson(d.text.toUtf8(), out, error, path, warnings))
            return false;
        out->documentPath = path;
        return true;
    }
    *out = d;
    return true;
}

QString ReportDocument::binaryKind(const QByteArray &bytes, bool *archive)
{
    if (archive)
        *archive = false;
    if (QStringConverter::encodingForData(bytes).value_or(QStringConverter::Utf8) != QStringConverter::Utf8
        || (!bytes.contains('\0') && !firstInvalidUtf8(bytes)))
        return {};
    struct Signature {
        qsizetype offset;
        QByteArrayView magic;
        const char *kind;
        bool archive;
    };
    // The archives ModelImporter reads first; tar's "ustar" sits after the first member's name.
    static const Signature signatures[] = {
        { 0, QByteArrayView("PK\x03\x04", 4), QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a zip archive"), true },
        { 0, QByteArrayView("PK\x05\x06", 4), QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a zip archive"), true },
        { 257, QByteArrayView("ustar", 5), QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a tar archive"), true },
        { 0, QByteArrayView("\x1f\x8b", 2),
          QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a gzip-compressed file (such as a .tar.gz archive)"), true },
        { 0, QByteArrayView("BZh", 3),
          QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a bzip2-compressed file (such as a .tar.bz2 archive)"), true },
        { 0,
          QByteArrayView("\xfd"
                         "7zXZ\0",
                         6),
          QT_TRANSLATE_NOOP("StepWise::ReportDocument", "an xz-compressed file (such as a .tar.xz archive)"), true },
        { 0, QByteArrayView("7z\xbc\xaf\x27\x1c", 6), QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a 7-Zip archive"),
          false },
        { 0, QByteArrayView("Rar!\x1a\x07", 6), QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a RAR archive"), false },
        { 0, QByteArrayView("\x28\xb5\x2f\xfd", 4),
          QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a Zstandard-compressed file"), false },
        { 0, QByteArrayView("\x89PNG\r\n\x1a\n", 8), QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a PNG image"),
          false },
        { 0, QByteArrayView("\xff\xd8\xff", 3), QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a JPEG image"), false },
        { 0, QByteArrayView("GIF8", 4), QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a GIF image"), false },
        { 0, QByteArrayView("%PDF-", 5), QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a PDF document"), false },
        { 0, QByteArrayView("SQLite format 3\0", 16),
          QT_TRANSLATE_NOOP("StepWise::ReportDocument", "an SQLite database (such as a model store)"), false },
        { 0,
          QByteArrayView("\x7f"
                         "ELF",
                         4),
          QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a program (ELF executable)"), false },
        { 0, QByteArrayView("MZ", 2), QT_TRANSLATE_NOOP("StepWise::ReportDocument", "a Windows program"), false },
    };
    for (const Signature &sig : signatures) {
        if (QByteArrayView(bytes).sliced(std::min(sig.offset, bytes.size())).startsWith(sig.magic)) {
            if (archive)
                *archive = sig.archive;
            return tr(sig.kind);
        }
    }
    return {};
}

bool ReportDocument::decodeText(const QByteArray &bytes, const QString &sourceName, QString *text, QString *error)
{
    bool archive = false;
    if (const QString kind = binaryKind(bytes, &archive); !kind.isEmpty()) {
        //: %1 the file, %2 what it is ("a zip archive")
        *error = archive
            ? tr("%1 is %2, not a report: reports are plain text (UTF-8) or .stepwise documents. An archive of "
                 "recordings is an execution model: open it with File > Open model.")
                  .arg(sourceName, kind)
            //: %1 the file, %2 what it is ("a PNG image")
            : tr("%1 is %2, not a report: reports are plain text (UTF-8) or .stepwise documents.")
                  .arg(sourceName, kind);
        return false;
    }
    InvalidUtf8 bad;
    std::optional<QString> decoded = decodeReportBytes(bytes, &bad);
    if (!decoded && bytes.contains('\0')) {
        // Text never holds NUL bytes: "save it as UTF-8" would send the reporter to re-save a file that is no text.
        //: %1 the file
        *error = tr("%1 is not a report: it holds NUL bytes, so it is a binary file (or UTF-16 text without a "
                    "byte-order mark). "
                    "Reports are plain text (UTF-8) or .stepwise documents.")
                     .arg(sourceName);
        return false;
    }
    if (!decoded) {
        //: %1 the file, %2 the byte's value (0xE9), %3 its line, %4 its column counted in bytes from the line's start
        *error = tr("%1 is not UTF-8 text (nor UTF-16 with a byte-order mark): invalid byte %2 at line %3, column %4 "
                    "(counted in bytes); save it as UTF-8 and open it again.")
                     .arg(sourceName, bad.byteText(), QString::number(bad.line), QString::number(bad.column));
        return false;
    }
    *text = std::move(*decoded);
    return true;
}

QString ReportDocument::plainText(const QString &text)
{
    if (!text.startsWith(QStringLiteral("0: ")))
        return text;
    QString error;
    const QList<Sentence> sentences = parseLabelledReport(text, &error);
    if (sentences.isEmpty() || !error.isEmpty())
        return text;
    QString out;
    QString paragraph;
    for (const Sentence &s : sentences) {
        const QString para = s.id.section(u'.', 0, 0);
        if (!out.isEmpty())
            out += para != paragraph ? QStringLiteral("\n\n") : QStringLiteral("\n");
        paragraph = para;
        out += s.text;
    }
    return out + u'\n';
}

bool ReportDocument::save(const QString &path, QString *error) const
{
    ReportDocument copy = *this;
    copy.documentPath.clear();
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(copy.toJson()) < 0 || !f.commit()) {
        *error = tr("Cannot save %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace StepWise
