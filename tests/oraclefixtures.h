// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "testdata.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace StepWise {

/*! True when gcc is on PATH: the oracle tests build their subjects from C sources. */
inline bool haveGcc()
{
    return !QStandardPaths::findExecutable(QStringLiteral("gcc")).isEmpty();
}

/*! Compiles the C file \a source with gcc, \a flags and libm into the program \a out (waits up to 60 s).
 *  \returns \a out, or an empty string when gcc did not run or failed. */
inline QString compileC(const QString &source, const QString &out, const QStringList &flags = { QStringLiteral("-O2") })
{
    QProcess gcc;
    gcc.start(QStringLiteral("gcc"), flags + QStringList { source, QStringLiteral("-o"), out, QStringLiteral("-lm") });
    gcc.waitForFinished(60000);
    return gcc.exitStatus() == QProcess::NormalExit && gcc.exitCode() == 0 ? out : QString();
}

/*! Writes \a content to the file \a path (a subject's source or test file). \returns false when it cannot. */
inline bool writeFile(const QString &path, const QByteArray &content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size();
}

/*! Writes \a content to the file \a path and makes it executable (a script standing in for a program).
 *  \returns false when it cannot be written. */
inline bool writeExecutable(const QString &path, const QByteArray &content)
{
    return writeFile(path, content) && QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner);
}

/*! Writes the C program \a code to \a dir/\a name.c and compiles it (compileC()) to \a dir/\a name.
 *  \returns the program's path; empty when the file cannot be written or gcc fails. */
inline QString compileCCode(const QString &dir, const QString &name, const QByteArray &code,
                            const QStringList &flags = { QStringLiteral("-O1") })
{
    const QString source = dir + u'/' + name + QStringLiteral(".c");
    return writeFile(source, code) ? compileC(source, dir + u'/' + name, flags) : QString();
}

/*! A buggy program and its reference (golden) version, e.g. the triangle classifier of the oracle paper
 *  (Learn2fix, Listing 1). */
struct BuggyAndReference {
    QString buggy; ///< triangle.c: the subject with the fault; empty when it did not build
    QString golden; ///< triangle_golden.c: the reference; empty when it did not build
    bool isValid() const { return !buggy.isEmpty() && !golden.isEmpty(); }
};

/*! Builds both triangle programs (tests/data/oracle) into \a dir as "triangle" and "golden". */
inline BuggyAndReference buildTrianglePrograms(const QString &dir)
{
    const QString data = testDataDir() + QStringLiteral("/oracle/");
    return { compileC(data + QStringLiteral("triangle.c"), dir + QStringLiteral("/triangle")),
             compileC(data + QStringLiteral("triangle_golden.c"), dir + QStringLiteral("/golden")) };
}

/*! Compiles into \a dir/\a name a program that reads one integer n from stdin and prints the C expression
 *  \a printed of it (long long arithmetic). \returns its path; empty when gcc fails. */
inline QString compileOneNumberProgram(const QString &dir, const QString &name, const QByteArray &printed)
{
    return compileCCode(dir, name,
                        "#include <stdio.h>\nint main(void) { long long n; if (scanf(\"%lld\", &n) != 1) return 1;\n"
                        "printf(\"%lld\\n\", "
                            + printed + "); return 0; }\n");
}

/*! A bug only above 500: "capped" prints n mod 7 + 1 there, "mod7" (the reference) always n mod 7. From a failing
 *  800 the fuzzer's mutants land near 800 (failing) or at small values and ÷10 (passing), so without a question
 *  inside that gap a bound anywhere between about 100 and 700 fits. Built into \a dir; paths empty when gcc fails. */
inline BuggyAndReference buildThresholdPrograms(const QString &dir)
{
    return { compileOneNumberProgram(dir, QStringLiteral("capped"), "n > 500 ? n % 7 + 1 : n % 7"),
             compileOneNumberProgram(dir, QStringLiteral("mod7"), "n % 7") };
}

/*! A bug only where n mod 6 = 5: "mod6" prints n/2 + 1 there, "half" (the reference) always n/2. Near a
 *  failing 11 every other input passes, so only a question about an input predicted to pass finds 5, 17, 23.
 *  Built into \a dir; paths empty when gcc fails. */
inline BuggyAndReference buildResiduePrograms(const QString &dir)
{
    return { compileOneNumberProgram(dir, QStringLiteral("mod6"), "n % 6 == 5 ? n / 2 + 1 : n / 2"),
             compileOneNumberProgram(dir, QStringLiteral("half"), "n / 2") };
}

} // namespace StepWise
