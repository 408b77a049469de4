// SPDX-License-Identifier: GPL-3.0-or-later
#include "codeflawssubject.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>

#include <algorithm>

namespace StepWise {

namespace {

const QRegularExpression &subjectName()
{
    static const QRegularExpression re(QStringLiteral("^(\\d+)-([A-Za-z0-9]+)-bug-(\\d+)-(\\d+)$"));
    return re;
}

// "input-pos10" after "input-pos9": compare the numeric suffix numerically.
bool naturalLess(const QString &a, const QString &b)
{
    static const QRegularExpression tail(QStringLiteral("^(.*?)(\\d+)$"));
    const auto ma = tail.match(a);
    const auto mb = tail.match(b);
    if (ma.hasMatch() && mb.hasMatch() && ma.captured(1) == mb.captured(1))
        return ma.captured(2).toLongLong() < mb.captured(2).toLongLong();
    return a < b;
}

} // namespace

QStringList CodeflawsSubject::compileFlags()
{
    return { QStringLiteral("-fno-optimize-sibling-calls"), QStringLiteral("-fno-strict-aliasing"),
             QStringLiteral("-fno-asm"), QStringLiteral("-std=c99") };
}

QStringList CodeflawsSubject::linkFlags()
{
    return { QStringLiteral("-lm"), QStringLiteral("-s"), QStringLiteral("-O2") };
}

bool CodeflawsSubject::isSubjectDir(const QString &dir)
{
    const QFileInfo fi(dir);
    return fi.isDir()
        && (subjectName().match(fi.fileName()).hasMatch()
            || !QDir(dir).entryList({ QStringLiteral("input*") }, QDir::Files).isEmpty());
}

QStringList CodeflawsSubject::subjectDirs(const QString &root)
{
    if (isSubjectDir(root))
        return { root };
    const QDir d(root);
    QStringList dirs;
    for (const QString &n : d.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        if (isSubjectDir(d.filePath(n)))
            dirs.append(d.filePath(n));
    return dirs;
}

QStringList CodeflawsSubject::spreadSample(const QStringList &sorted, int count)
{
    if (count < 1 || count >= sorted.size())
        return sorted;
    QStringList sample;
    for (int i = 0; i < count; ++i)
        sample.append(sorted[qsizetype(i) * sorted.size() / count]);
    return sample;
}

std::optional<CodeflawsSubject> CodeflawsSubject::load(const QString &dir, QString *error)
{
    const QFileInfo fi(dir);
    if (!fi.isDir()) {
        *error = QStringLiteral("%1: not a folder").arg(dir);
        return std::nullopt;
    }
    const auto m = subjectName().match(fi.fileName());
    if (!m.hasMatch()) {
        *error = QStringLiteral(
                     "%1: not a Codeflaws subject folder name: it must read <contest>-<problem>-bug-<buggy "
                     "id>-<accepted id> "
                     "(e.g. 1-A-bug-18353198-18353306), which names the sources <contest>-<problem>-<buggy id>.c and "
                     "<contest>-<problem>-<accepted id>.c")
                     .arg(dir);
        return std::nullopt;
    }
    CodeflawsSubject s;
    s.m_name = fi.fileName();
    s.m_dir = fi.absoluteFilePath();
    const QDir d(s.m_dir);
    const QString prefix = m.captured(1) + u'-' + m.captured(2) + u'-';
    s.m_buggySource = d.filePath(prefix + m.captured(3) + QStringLiteral(".c"));
    s.m_goldenSource = d.filePath(prefix + m.captured(4) + QStringLiteral(".c"));
    for (const QString &src : { s.m_buggySource, s.m_goldenSource }) {
        if (!QFileInfo::exists(src)) {
            *error = QStringLiteral("%1: missing source file").arg(src);
            return std::nullopt;
        }
    }
    QStringList training = d.entryList({ QStringLiteral("input*") }, QDir::Files);
    QStringList heldout = d.entryList({ QStringLiteral("heldout-input*") }, QDir::Files);
    std::sort(training.begin(), training.end(), naturalLess);
    std::sort(heldout.begin(), heldout.end(), naturalLess);
    if (training.isEmpty()) {
        *error = QStringLiteral("%1: no input* test files").arg(s.m_dir);
        return std::nullopt;
    }
    // A test the loop cannot take (unreadable, not one line of integers, another length) is skipped with its
    // reason rather than losing the whole subject: the rest still scores it.
    QList<CodeflawsTest> parsed;
    auto readTest = [&](const QString &name, bool isHeldout) {
        const QString path = d.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            s.m_skipped.append({ name, QStringLiteral("%1: cannot read: %2").arg(path, f.errorString()) });
            return;
        }
        const QByteArray data = f.read(1 << 20);
        if (data.trimmed().isEmpty()) {
            s.m_skipped.append({ name, QStringLiteral("%1: empty, expected one line of integers").arg(path) });
            return;
        }
        // Quoting binary bytes in the message would print them raw: name the kind of content instead.
        if (std::any_of(data.cbegin(), data.cend(),
                        [](char c) { return uchar(c) >= 0x80 || (uchar(c) < 0x20 && !QChar::isSpace(uchar(c))); })) {
            s.m_skipped.append(
                { name,
                  QStringLiteral("%1: not plain text (binary or non-ASCII bytes), expected one line of integers")
                      .arg(path) });
            return;
        }
        const QList<QByteArray> lines = data.trimmed().split('\n');
        if (lines.size() != 1) {
            s.m_skipped.append(
                { name,
                  QStringLiteral("%1:2: expected one line of integers, found %2 lines").arg(path).arg(lines.size()) });
            return;
        }
        CodeflawsTest t;
        t.name = name;
        t.heldout = isHeldout;
        for (const QByteArray &tok : lines.first().simplified().split(' ')) {
            const QByteArray v = canonicalInteger(tok);
            if (v.isEmpty()) {
                s.m_skipped.append(
                    { name,
                      tok.size() > MaxInputDigits + 1
                          ? QStringLiteral("%1:1: a number of more than %2 digits").arg(path).arg(MaxInputDigits)
                          : QStringLiteral("%1:1: \"%2\" is not an integer")
                                .arg(path, QString::fromUtf8(tok.left(40))) });
                return;
            }
            t.input.append(v);
        }
        parsed.append(t);
    };
    for (const QString &n : std::as_const(training))
        readTest(n, false);
    for (const QString &n : std::as_const(heldout))
        readTest(n, true);
    // The arity is the length most tests have (the first such in file order on a tie).
    QMap<qsizetype, int> lengths;
    for (const CodeflawsTest &t : std::as_const(parsed))
        ++lengths[t.input.size()];
    for (const CodeflawsTest &t : std::as_const(parsed))
        if (lengths.value(t.input.size()) > lengths.value(s.m_arity))
            s.m_arity = int(t.input.size());
    for (const CodeflawsTest &t : std::as_const(parsed)) {
        if (t.input.size() == s.m_arity)
            s.m_tests.append(t);
        else
            s.m_skipped.append({ t.name,
                                 QStringLiteral("%1:1: %2 integers, but the other tests have %3")
                                     .arg(d.filePath(t.name))
                                     .arg(t.input.size())
                                     .arg(s.m_arity) });
    }
    if (s.m_tests.isEmpty()) {
        *error = s.m_skipped.first().reason;
        return std::nullopt;
    }
    return s;
}

bool CodeflawsSubject::build(const QString &outDir, QString *error)
{
    QDir().mkpath(outDir);
    auto compile = [&](const QString &src, const QString &out) {
        QProcess gcc;
        gcc.setProcessChannelMode(QProcess::MergedChannels);
        gcc.start(QStringLiteral("gcc"), compileFlags() + QStringList { src, QStringLiteral("-o"), out } + linkFlags());
        if (!gcc.waitForStarted(10000)) {
            *error = QStringLiteral("cannot start gcc: %1").arg(gcc.errorString());
            return false;
        }
        gcc.waitForFinished(120000);
        if (gcc.exitStatus() != QProcess::NormalExit || gcc.exitCode() != 0) {
            const QString log = QString::fromLocal8Bit(gcc.readAll()).trimmed();
            *error = QStringLiteral("%1: gcc failed: %2").arg(src, log.section(u'\n', 0, 4));
            return false;
        }
        return true;
    };
    const QFileInfo b(m_buggySource), g(m_goldenSource);
    m_buggyBinary = QDir(outDir).filePath(b.completeBaseName());
    m_goldenBinary = QDir(outDir).filePath(g.completeBaseName());
    return compile(m_buggySource, m_buggyBinary) && compile(m_goldenSource, m_goldenBinary);
}

} // namespace StepWise
