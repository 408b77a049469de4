// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsuiteexporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryFile>

namespace StepWise {

namespace {
// The oracle panel shows these in the GUI's language; stepwise-cli keeps the English source.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::TestSuiteExporter)
};

bool writeFile(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        //: %1 a file of the exported test suite, %2 the system's reason
        *error = Tr::tr("%1: cannot write: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}
} // namespace

QStringList existingSuiteFiles(const QString &dir)
{
    return QDir(dir).entryList({ QStringLiteral("input-*"), QStringLiteral("output-*"),
                                 QStringLiteral("actual-output-*"), QStringLiteral("tests.tsv"),
                                 QStringLiteral("condition.txt") },
                               QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

bool checkExportFolder(const QString &dir, QString *error)
{
    // An empty path names no folder (a script's unset variable); QFileInfo would take it for one that never exists.
    if (dir.isEmpty()) {
        *error = Tr::tr("no folder given: give a folder for the test suite");
        return false;
    }
    if (const QFileInfo info(dir); info.exists() && !info.isDir()) {
        //: %1 the path given for the test suite
        *error = Tr::tr("%1 is a file, not a folder: give a folder for the test suite").arg(dir);
        return false;
    }
    // A missing folder is created by the export, once there is something to write. Whether it can be is only
    // known by trying (permission bits say nothing for root, under /proc or on a read-only mount): the missing
    // levels are made and removed again, deepest first.
    QStringList missing;
    for (QFileInfo level(QFileInfo(dir).absoluteFilePath()); !level.exists() && !level.isRoot();
         level = QFileInfo(level.absolutePath()))
        missing.append(level.absoluteFilePath());
    if (!missing.isEmpty()) {
        const bool created = QDir().mkpath(missing.first());
        for (const QString &level : std::as_const(missing))
            QDir().rmdir(level);
        if (!created) {
            const QFileInfo existing(QFileInfo(missing.last()).absolutePath());
            *error = existing.isDir()
                //: %1 the path given for the test suite, %2 the part of it that exists
                ? Tr::tr("%1: cannot create the folder in %2").arg(dir, existing.absoluteFilePath())
                //: %1 the path given for the test suite, %2 the part of it that exists, a file
                : Tr::tr("%1: cannot create the folder: %2 is a file").arg(dir, existing.absoluteFilePath());
            return false;
        }
    } else if (QTemporaryFile probe(QDir(dir).filePath(QStringLiteral(".stepwise-XXXXXX"))); !probe.open()) {
        //: %1 the folder given for the test suite
        *error = Tr::tr("%1: cannot write files in this folder").arg(dir);
        return false;
    }
    const QStringList suite = existingSuiteFiles(dir);
    if (!suite.isEmpty()) {
        //: %1 the folder, %2 up to three of its suite files, %3 ", …" when there are more
        *error = Tr::tr("%1 already holds a test suite (%2%3): choose an empty folder, or remove those files first")
                     .arg(dir, suite.mid(0, 3).join(QStringLiteral(", ")),
                          suite.size() > 3 ? QStringLiteral(", …") : QString());
        return false;
    }
    return true;
}

bool exportTestSuite(const QString &dir, const QList<OracleTest> &tests, const OracleFormula &oracle,
                     const QStringList &names, QString *error)
{
    if (!checkExportFolder(dir, error))
        return false;
    if (!QDir().mkpath(dir)) {
        //: %1 the path given for the test suite
        *error = Tr::tr("%1: cannot create the folder").arg(dir);
        return false;
    }
    const QDir d(dir);
    QByteArray tsv = "name\tinput\tactual_output\texpected_output\tlabel\n";
    int pos = 0, neg = 0;
    for (const OracleTest &t : tests) {
        if (t.label == TestLabel::Unknown)
            continue;
        const bool failing = t.label == TestLabel::Failing;
        const QString id = failing ? QStringLiteral("neg%1").arg(++neg) : QStringLiteral("pos%1").arg(++pos);
        const QByteArray input = t.inputText().toLatin1() + '\n';
        if (!writeFile(d.filePath(QStringLiteral("input-") + id), input, error))
            return false;
        // A passing test's expected output is what the program printed (the reporter accepted it); a
        // reference program's output, when one answered, is the same by definition. Nobody knows a failing
        // test's expected output unless a reference supplied it: nothing is invented then.
        const QByteArray expected = !t.expectedOutput.isEmpty() ? t.expectedOutput : failing ? QByteArray() : t.output;
        if (!expected.isEmpty()) {
            if (!writeFile(d.filePath(QStringLiteral("output-") + id), expected + '\n', error))
                return false;
        } else if (!writeFile(d.filePath(QStringLiteral("actual-output-") + id), t.output + '\n', error)) {
            return false;
        }
        tsv += QStringLiteral("input-%1\t%2\t").arg(id, t.inputText()).toUtf8() + t.output + '\t' + expected + '\t'
            + testLabelName(t.label).toUtf8() + '\n';
    }
    return writeFile(d.filePath(QStringLiteral("tests.tsv")), tsv, error)
        && writeFile(d.filePath(QStringLiteral("condition.txt")), oracle.failureCondition(names).toUtf8() + '\n',
                     error);
}

} // namespace StepWise
