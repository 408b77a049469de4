// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chatrequest.h"
#include "language/report.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

/*!
 * The zero-shot prompts of AstroBR's three LLM tasks (AstroBR §IV-B: zero-shot templates won for
 * all three tasks, Tables I–III) and the validators of their answers. Each prompt states the task,
 * the classification criteria, the input and the exact JSON shape of the answer (servers do
 * not all honour response_format, so the shape is always in the prompt as well).
 *
 * Every parse function takes the raw message content and \returns an empty string on success or a
 * short English description of what is wrong, which the repair request quotes back to the model.
 * They accept a JSON object optionally wrapped in a ``` code fence and ignore unknown keys.
 */
namespace StepWise::LlmPrompts {

/*! Prompt versions: part of the cache key; bump when a template changes. */
inline constexpr const char *identifyVersion = "identify/zs-1";
inline constexpr const char *extractVersion = "extract/zs-1";
inline constexpr const char *mapAnyVersion = "map-any/zs-1";
inline constexpr const char *mapWhichVersion = "map-which/zs-1";

/*! §III-A: which of \a sentences (id + already redacted text) describe steps to reproduce. */
QList<ChatMessage> identify(const QList<Sentence> &sentences);
/*! Answer `{"s2r_sentence_ids": ["1.1", …]}`; every id must be one of \a validIds. */
QString parseIdentify(const QString &content, const QSet<QString> &validIds, QStringList *ids);

/*! One individual S2R as the model writes it (AstroBR §III-B's [action][object][preposition][object2]). */
struct ExtractedStep {
    QString sentenceId;
    QString text;
    QString verb; ///< the verb as written ("tapped"); may be empty
    QString action;
    QString object;
    QString preposition;
    QString object2;
    QString value;
};
/*! The action words the extraction prompt allows. */
QStringList actionWords();
/*! §III-B: individual steps of the S2R \a sentences (already redacted). */
QList<ChatMessage> extract(const QList<Sentence> &sentences);
/*! Answer `{"steps": [{"sentence_id", "text", "verb", "action", "object", "preposition", "object2", "value"}]}`;
 *  sentence_id one of \a validIds, action one of actionWords(), text not empty. */
QString parseExtract(const QString &content, const QSet<QString> &validIds, QList<ExtractedStep> *steps);

/*! §III-D1 step 1: does \a step (bracket form, redacted) map to any of \a interactions, the lines
 *  `Interaction ID = n; Action = …; GUI Component = [type, id, text, description]; Next Screen = …`
 *  of one screen called \a screenName? */
QList<ChatMessage> mapAny(const QString &step, const QString &screenName, const QStringList &interactions);
/*! Answer `{"maps": true|false}`. */
QString parseMapAny(const QString &content, bool *maps);
/*! §III-D1 step 2: which of the numbered \a interactions (1-based ids) does \a step describe? */
QList<ChatMessage> mapWhich(const QString &step, const QString &screenName, const QStringList &interactions);
/*! Answer `{"interaction_ids": [n, …]}` with 1 ≤ n ≤ \a count, no duplicates. */
QString parseMapWhich(const QString &content, int count, QList<int> *ids);

/*! The follow-up user message of the one repair attempt, quoting \a problem. */
QString repairMessage(const QString &problem);

} // namespace StepWise::LlmPrompts
