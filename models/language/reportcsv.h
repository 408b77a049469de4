// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace StepWise {

/*! A CSV table: the header row and one hash per data row, keyed by header cell. */
struct CsvTable {
    QStringList header; ///< column names as written (first row)
    QList<QHash<QString, QString>> rows; ///< data rows; missing trailing cells are absent from the hash
    QList<int> rowLines; ///< 1-based physical line where each data row starts (for messages)
};

/*!
 * RFC 4180 reader for the AstroBR report sheets (reports/ *.csv files): comma separated, fields quoted with
 * '"', quotes doubled inside quoted fields, CR/LF or LF line ends, quoted cells may span lines.
 * \a sourceName names the input in messages (a file path).
 * \returns false and sets \a error to "<source>:<line>: <problem>" for an unterminated quote, text
 * after a closing quote, a row with more cells than the header, or an empty input.
 */
bool parseCsv(const QString &text, const QString &sourceName, CsvTable *table, QString *error);

/*! Reads \a path as UTF-8 (a BOM is skipped) and parses it with parseCsv().
 *  \returns false with a message naming the file on I/O, encoding (with the first invalid byte's line and
 *  column, firstInvalidUtf8()) or syntax errors. */
bool readCsvFile(const QString &path, CsvTable *table, QString *error);

} // namespace StepWise
