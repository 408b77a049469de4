// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: report text as typed (splitReport), the AstroBR "<id>: sentence" form
// (parseLabelledReport), code-line detection and the AstroBR CSV sheets (parseCsv). Checks the
// documented invariant that every sentence is the exact slice of the input it claims to be.
#include "fuzzcommon.h"
#include "language/reportcsv.h"
#include "language/reporttext.h"

using namespace StepWise;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(Fuzz::bytes(data, size));
    for (const Sentence &s : splitReport(text)) {
        if (s.offset < 0 || s.length < 0 || s.offset + s.length > text.size() || text.mid(s.offset, s.length) != s.text)
            Fuzz::fail(QStringLiteral("splitReport sentence %1 is not the slice at %2+%3")
                           .arg(s.id)
                           .arg(s.offset)
                           .arg(s.length));
    }
    QString error;
    for (const Sentence &s : parseLabelledReport(text, &error)) {
        if (s.offset > text.size())
            Fuzz::fail(QStringLiteral("parseLabelledReport offset %1 out of range").arg(s.offset));
    }
    const qsizetype newline = text.indexOf(u'\n');
    (void)looksLikeCode(newline < 0 ? text : text.left(newline));
    CsvTable table;
    if (parseCsv(text, QStringLiteral("fuzz.csv"), &table, &error) && table.rows.size() != table.rowLines.size())
        Fuzz::fail(QStringLiteral("parseCsv rows and rowLines differ"));
    return 0;
}
