// SPDX-License-Identifier: GPL-3.0-or-later
// stepwise-bench-batch: throughput of `stepwise-cli assess --batch` against the GnuCash 2.1.3 model, on reports
// generated from the 21 AstroBR test reports (each joins the sentences of two of them, so that no two are the
// same). Prints reports per hour for one and two jobs; asserts nothing.
#include "testdata.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

namespace {

constexpr int GeneratedReports = 400;

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

int run(const QStringList &args, QString *output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral(STEPWISE_CLI_PATH), args);
    if (!p.waitForFinished(-1))
        return -1;
    *output = QString::fromUtf8(p.readAll());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QString astro = stepwiseDataDir() + u"/astrobr"_qs;
    const QString version = u"1-org.gnucash.android-2.1.3"_qs;
    QFile reportsFile(astro + u"/reports/test_set.json"_qs);
    if (!reportsFile.open(QIODevice::ReadOnly)) {
        out() << "cannot read " << reportsFile.fileName() << Qt::endl;
        return 1;
    }
    QList<QStringList> sentences;
    for (const QJsonValue &report : QJsonDocument::fromJson(reportsFile.readAll()).array()) {
        QStringList texts;
        for (const QJsonValue &s : report.toObject().value(u"sentences").toArray())
            texts.append(s.toObject().value(u"text").toString());
        sentences.append(texts);
    }
    if (sentences.size() < 2) {
        out() << "no reports in " << reportsFile.fileName() << Qt::endl;
        return 1;
    }
    QTemporaryDir dir;
    const QString db = dir.filePath(u"models.sqlite"_qs);
    QString output;
    if (run({ u"import"_qs, u"--db"_qs, db, astro + u"/graphs/test_set/"_qs + version }, &output) != 0) {
        out() << "import failed: " << output << Qt::endl;
        return 1;
    }
    QFile jsonl(dir.filePath(u"reports.jsonl"_qs));
    if (!jsonl.open(QIODevice::WriteOnly))
        return 1;
    const qsizetype n = sentences.size();
    for (int k = 0; k < GeneratedReports; ++k) {
        // Two different test reports per generated one, in an order that repeats only after n² reports.
        const QStringList text = sentences.at(k % n) + sentences.at((k / n + k + 1) % n);
        jsonl.write(QJsonDocument(QJsonObject { { u"id"_qs, u"gen-%1"_qs.arg(k) }, { u"body"_qs, text.join(u'\n') } })
                        .toJson(QJsonDocument::Compact)
                    + '\n');
    }
    jsonl.close();
    out() << "stepwise-bench-batch: " << GeneratedReports << " reports generated from the " << n
          << " AstroBR test reports, against " << version << Qt::endl;
    for (int jobs : { 1, 2 }) {
        QElapsedTimer timer;
        timer.start();
        const int rc
            = run({ u"assess"_qs, u"--batch"_qs, jsonl.fileName(), u"--out"_qs, dir.filePath(u"out-%1"_qs.arg(jobs)),
                    u"--db"_qs, db, u"--app-version"_qs, version, u"--jobs"_qs, QString::number(jobs) },
                  &output);
        const double seconds = double(timer.elapsed()) / 1000.0;
        if (rc != 0) {
            out() << "  --jobs " << jobs << " failed (" << rc << "): " << output.right(2000) << Qt::endl;
            return 1;
        }
        out() << QStringLiteral("  --jobs %1: %2 s wall, %3 reports/hour (the target on 2 cores: 10,000)\n")
                     .arg(jobs)
                     .arg(seconds, 0, 'f', 1)
                     .arg(qRound64(GeneratedReports * 3600.0 / seconds));
    }
    return 0;
}
