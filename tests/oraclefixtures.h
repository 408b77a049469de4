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
inline QString compileC(const QString &source, const QString &out, const QStringList &flags = {QStringLiteral("-O2")})
{
    QProcess gcc;
    gcc.start(QStringLiteral("gcc"), flags + QStringList{source, QStringLiteral("-o"), out, QStringLiteral("-lm")});
    gcc.waitForFinished(60000);
    return gcc.exitStatus() == QProcess::NormalExit && gcc.exitCode() == 0 ? out : QString();
}

/*! Writes the C program \a code to \a dir/\a name.c and compiles it (compileC()) to \a dir/\a name.
 *  \returns the program's path; empty when the file cannot be written or gcc fails. */
inline QString compileCCode(const QString &dir, const QString &name, const QByteArray &code,
                            const QStringList &flags = {QStringLiteral("-O1")})
{
    const QString source = dir + u'/' + name + QStringLiteral(".c");
    QFile f(source);
    if (!f.open(QIODevice::WriteOnly) || f.write(code) != code.size())
        return {};
    f.close();
    return compileC(source, dir + u'/' + name, flags);
}

/*! The triangle classifier of the oracle paper (seed 002, Listing 1), built from tests/data/oracle. */
struct TrianglePrograms {
    QString buggy; ///< triangle.c: the subject with the fault; empty when it did not build
    QString golden; ///< triangle_golden.c: the reference; empty when it did not build
    bool isValid() const { return !buggy.isEmpty() && !golden.isEmpty(); }
};

/*! Builds both triangle programs into \a dir as "triangle" and "golden". */
inline TrianglePrograms buildTrianglePrograms(const QString &dir)
{
    const QString data = testDataDir() + QStringLiteral("/oracle/");
    return {compileC(data + QStringLiteral("triangle.c"), dir + QStringLiteral("/triangle")),
            compileC(data + QStringLiteral("triangle_golden.c"), dir + QStringLiteral("/golden"))};
}

} // namespace StepWise
