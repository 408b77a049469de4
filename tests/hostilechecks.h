// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Invariants hostile input must not break, shared by the tests/hostile/ corpus test (tst_hostile) and the libFuzzer
// targets fuzz_redactor and fuzz_reportexport. Each returns an empty string when the invariant holds, else what broke.

#include "language/reporttext.h"
#include "llm/redactor.h"
#include "quality/reportexporter.h"

#include <QRegularExpression>
#include <QString>

namespace StepWise::Hostile {

/*! Where \a before and \a after first differ, with some context around it, for a failure message. */
inline QString firstDifference(const QString &before, const QString &after)
{
    qsizetype at = 0;
    while (at < before.size() && at < after.size() && before.at(at) == after.at(at))
        ++at;
    return QStringLiteral("at %1: \"%2\" became \"%3\"")
        .arg(at)
        .arg(before.mid(qMax(0, at - 40), 80), after.mid(qMax(0, at - 40), 80));
}

/*! The Redactor: restore() gives the input back (for text without placeholders of its own), equal input gives equal
 *  output, and redacting redacted text changes nothing. */
inline QString redactorProblem(const QString &text)
{
    Redactor first;
    const QString redacted = first.redact(text);
    if (const QString restored = first.restore(redacted); !text.contains(u'<') && restored != text)
        return QStringLiteral("restore(redact(x)) != x ") + firstDifference(text, restored);
    Redactor second;
    if (second.redact(text) != redacted)
        return QStringLiteral("redact() is not deterministic");
    if (const QString again = first.redact(redacted); again != redacted)
        return QStringLiteral("redacting redacted text changed it ") + firstDifference(redacted, again);
    return {};
}

/*! \a text split into sentences (splitReport) and exported as Markdown and HTML; \a selector's bits choose which
 *  sentences are steps, which of those have an extracted step, and whether the first is the title; the second
 *  step repeats the first sentence as a suggested missing step. Nothing the reporter wrote may be missing from the
 *  Markdown (each sentence's longest word), and the HTML may hold no tag that loads anything. */
inline QString exportProblem(const QString &text, quint8 selector)
{
    QualityReport r;
    r.sentences = splitReport(text);
    for (qsizetype i = 0; i < r.sentences.size(); ++i) {
        Sentence &s = r.sentences[i];
        s.isS2R = (selector >> (i % 8)) & 1;
        if (s.isS2R && !s.isCode && ((selector >> ((i + 3) % 8)) & 1)) {
            StepAssessment a;
            a.step.sentenceId = s.id;
            a.step.text = s.text;
            a.labels = { StepQuality::Correct };
            if (r.steps.size() == 1) {
                MissingInteraction mi;
                mi.description = r.sentences.first().text;
                a.missingBefore = { mi };
            }
            r.steps.append(a);
        }
    }
    if (!r.sentences.isEmpty() && (selector & 0x80))
        r.sentences.first().isTitle = true;
    const QString md = ReportExporter::toMarkdown(r);
    const QString html = ReportExporter::toHtml(r);
    // Text is escaped, so every '<' in the page starts a tag the exporter wrote.
    static const QRegularExpression fetching(
        QStringLiteral(
            "<(?:img|script|iframe|link|object|embed|video|audio|base)\\b|<[a-z][^>]*\\s(?:src|srcset|background)="),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = fetching.match(html); m.hasMatch())
        return QStringLiteral("the HTML export can fetch something: ") + m.captured();
    static const QRegularExpression word(QStringLiteral("[A-Za-z0-9]{4,}"));
    // A section heading ("Expected behaviour") is replaced by the export's own ("### Expected").
    static const QRegularExpression heading(
        QStringLiteral("^[#*_\\s]*(?:expected|actual|observed|steps|how|what|instead)\\b\\W*(?:\\w+\\W*){0,3}$"),
        QRegularExpression::CaseInsensitiveOption);
    // An inline heading ("**Expected:** it loads") is replaced the same way; the text after it stays.
    static const QRegularExpression inlineHeading(
        QStringLiteral("^[#*_\\s]*(?:expected|what is the expected|what should happen|actual|observed|what happens|"
                       "what do you see|instead|steps to reproduce|how to reproduce|what steps will reproduce)"),
        QRegularExpression::CaseInsensitiveOption);
    for (const Sentence &s : std::as_const(r.sentences)) {
        if (heading.match(s.text).hasMatch())
            continue;
        const QString text = QString(s.text).remove(inlineHeading);
        QString longest;
        for (const QRegularExpressionMatch &m : word.globalMatch(text))
            longest = m.capturedLength() > longest.size() ? m.captured() : longest;
        if (!longest.isEmpty() && !md.contains(longest))
            return QStringLiteral("sentence %1 (\"%2\") is not in the Markdown export").arg(s.id, s.text);
    }
    return {};
}

} // namespace StepWise::Hostile
