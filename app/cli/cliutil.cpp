// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliutil.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QStringDecoder>

#include <cstdio>

namespace StepWise::Cli {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

std::optional<int> parseCommand(QCommandLineParser &parser, const QStringList &args, const QStringList &required)
{
    const QString name = args.value(0);
    if (!parser.parse(args)) {
        err() << name << ": " << parser.errorText() << '\n';
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << parser.helpText();
        return 0;
    }
    QStringList missing;
    for (const QString &option : required) {
        if (!parser.isSet(option))
            missing << QStringLiteral("--") + option;
    }
    if (!missing.isEmpty()) {
        const QString last = missing.takeLast();
        err() << name << ": " << (missing.isEmpty() ? last : missing.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last)
              << (missing.isEmpty() ? " is" : " are") << " required\n";
        return 2;
    }
    return std::nullopt;
}

bool readTextInput(const QString &path, QString *text, QString *error)
{
    QFile file;
    const bool isStdin = path == u"-";
    const bool opened = isStdin ? file.open(stdin, QIODevice::ReadOnly) : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    const QString name = isStdin ? QStringLiteral("standard input") : path;
    if (!opened) {
        *error = QStringLiteral("cannot read %1: %2").arg(name, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    QStringDecoder decoder(QStringDecoder::Utf8);
    *text = decoder.decode(bytes);
    if (decoder.hasError()) {
        *error = QStringLiteral("%1 is not valid UTF-8 text").arg(name);
        return false;
    }
    return true;
}

QString defaultDatabasePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + u"/models.sqlite";
}

} // namespace StepWise::Cli
