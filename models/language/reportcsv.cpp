// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportcsv.h"

#include "reporttext.h"

#include <QFile>
#include <QStringDecoder>

namespace StepWise {

bool parseCsv(const QString &text, const QString &sourceName, CsvTable *table, QString *error)
{
    *table = {};
    QList<QStringList> records;
    QList<int> recordLines;
    QStringList record;
    QString field;
    int line = 1;
    int recordLine = 1;
    int quoteLine = 0;
    bool inQuotes = false;
    bool afterQuote = false; // a quoted field just closed: only ',' or a line end may follow
    bool fieldStarted = false;
    const auto fail = [&](int l, const QString &what) {
        *error = QStringLiteral("%1:%2: %3").arg(sourceName).arg(l).arg(what);
        return false;
    };
    const auto endRecord = [&] {
        record.append(field);
        field.clear();
        if (!(record.size() == 1 && record.first().isEmpty() && !fieldStarted)) {
            records.append(record);
            recordLines.append(recordLine);
        }
        record.clear();
        fieldStarted = false;
        afterQuote = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    inQuotes = false;
                    afterQuote = true;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == u',') {
            record.append(field);
            field.clear();
            afterQuote = false;
            fieldStarted = true;
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            endRecord();
            ++line;
            recordLine = line;
        } else if (afterQuote) {
            return fail(line, QStringLiteral("unexpected character '%1' after a closing quote").arg(c));
        } else if (c == u'"') {
            if (!field.isEmpty())
                return fail(line, QStringLiteral("quote inside an unquoted field"));
            inQuotes = true;
            quoteLine = line;
            fieldStarted = true;
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (inQuotes)
        return fail(quoteLine, QStringLiteral("quoted field is never closed"));
    if (fieldStarted || !field.isEmpty() || !record.isEmpty())
        endRecord();
    if (records.isEmpty())
        return fail(1, QStringLiteral("no header row (the file is empty)"));

    table->header = records.takeFirst();
    recordLines.removeFirst();
    for (QString &h : table->header)
        h = h.trimmed();
    for (qsizetype r = 0; r < records.size(); ++r) {
        const QStringList &cells = records.at(r);
        if (cells.size() > table->header.size())
            return fail(
                recordLines.at(r),
                QStringLiteral("row has %1 cells but the header has %2").arg(cells.size()).arg(table->header.size()));
        QHash<QString, QString> row;
        for (qsizetype c = 0; c < cells.size(); ++c)
            row.insert(table->header.at(c), cells.at(c));
        table->rows.append(row);
        table->rowLines.append(recordLines.at(r));
    }
    return true;
}

bool readCsvFile(const QString &path, CsvTable *table, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    if (const std::optional<InvalidUtf8> bad = firstInvalidUtf8(bytes)) {
        *error = QStringLiteral("%1 is not valid UTF-8 text: invalid byte %2 at line %3, column %4 (counted in bytes)")
                     .arg(path, bad->byteText(), QString::number(bad->line), QString::number(bad->column));
        return false;
    }
    QStringDecoder decoder(QStringDecoder::Utf8); // skips a BOM
    return parseCsv(decoder.decode(bytes), path, table, error);
}

} // namespace StepWise
