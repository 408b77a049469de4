// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentenceevaluation.h"

#include "reportcsv.h"
#include "reporttext.h"
#include "s2rclassifier.h"

#include <QRegularExpression>
#include <QSet>

namespace StepWise {

double SentenceEvaluation::precision() const
{
    const int d = truePositives + falsePositives;
    return d == 0 ? 0.0 : double(truePositives) / d;
}

double SentenceEvaluation::recall() const
{
    const int d = truePositives + falseNegatives;
    return d == 0 ? 0.0 : double(truePositives) / d;
}

double SentenceEvaluation::f1() const
{
    const int d = 2 * truePositives + falsePositives + falseNegatives;
    return d == 0 ? 0.0 : 2.0 * truePositives / d;
}

bool evaluateSentences(const QString &csvPath, const S2RClassifier &classifier, SentenceEvaluation *result,
                       QString *error)
{
    *result = {};
    CsvTable table;
    if (!readCsvFile(csvPath, &table, error))
        return false;
    for (const QString &column : { u"Bug_id"_qs, u"Bug Reports"_qs, u"Labels"_qs }) {
        if (!table.header.contains(column)) {
            *error = QStringLiteral("%1: missing column \"%2\" (found: %3)")
                         .arg(csvPath, column, table.header.join(u", "));
            return false;
        }
    }
    if (table.rows.isEmpty()) {
        *error = QStringLiteral("%1: no reports (only a header row)").arg(csvPath);
        return false;
    }
    static const QRegularExpression s2rLine(QStringLiteral(R"(^\s*S2Rs?\s*:(.*)$)"),
                                            QRegularExpression::MultilineOption
                                                | QRegularExpression::CaseInsensitiveOption);
    for (qsizetype r = 0; r < table.rows.size(); ++r) {
        const QHash<QString, QString> &row = table.rows.at(r);
        const QString bug = row.value(u"Bug_id"_qs).trimmed();
        QString parseError;
        const QList<Sentence> sentences
            = classifier.classify(parseLabelledReport(row.value(u"Bug Reports"_qs), &parseError));
        if (!parseError.isEmpty()) {
            *error = QStringLiteral("%1:%2: report %3: %4").arg(csvPath).arg(table.rowLines.at(r)).arg(bug, parseError);
            return false;
        }
        QSet<QString> gold;
        const QRegularExpressionMatch m = s2rLine.match(row.value(u"Labels"_qs));
        if (m.hasMatch()) {
            for (const QString &id : m.captured(1).split(u',', Qt::SkipEmptyParts)) {
                if (!id.trimmed().isEmpty())
                    gold.insert(id.trimmed());
            }
        }
        ++result->reports;
        QSet<QString> seen;
        for (const Sentence &s : sentences) {
            ++result->sentences;
            seen.insert(s.id);
            const bool isGold = gold.contains(s.id);
            if (s.isS2R && isGold) {
                ++result->truePositives;
            } else if (s.isS2R) {
                ++result->falsePositives;
                result->misses.append({ bug, s.id, true, s.text });
            } else if (isGold) {
                ++result->falseNegatives;
                result->misses.append({ bug, s.id, false, s.text });
            }
        }
        for (const QString &id : gold) {
            if (!seen.contains(id)) {
                ++result->falseNegatives;
                result->misses.append({ bug, id, false, QStringLiteral("(labelled id not in the report)") });
            }
        }
    }
    return true;
}

} // namespace StepWise
