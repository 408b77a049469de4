// SPDX-License-Identifier: GPL-3.0-or-later
#include "llmbackend.h"

#include "llmlog.h"
#include "llmprompts.h"
#include "llmtransport.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace StepWise {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::LlmBackend)
};

QString stepPhrase(const S2RStep &step)
{
    QStringList parts;
    for (const QString &p :
         { step.verb.isEmpty() ? actionVerb(step.action) : step.verb, step.object, step.preposition, step.object2 }) {
        if (!p.isEmpty())
            parts.append(u'[' + p + u']');
    }
    QString phrase = u'"' + QString(step.text).simplified() + u'"';
    if (!parts.isEmpty())
        phrase += u" (" + parts.join(u' ') + u')';
    if (!step.value.isEmpty())
        phrase += u", typed text \"" + step.value + u'"';
    return phrase;
}

QString shortName(const QString &name)
{
    return name.section(u'.', -1);
}
} // namespace

LlmUsage &LlmUsage::operator+=(const LlmUsage &o)
{
    calls += o.calls;
    cacheHits += o.cacheHits;
    preRanked += o.preRanked;
    fallbacks += o.fallbacks;
    answered += o.answered;
    tokens += o.tokens;
    if (o.estimatedCostUsd >= 0)
        estimatedCostUsd = std::max(0.0, estimatedCostUsd) + o.estimatedCostUsd;
    return *this;
}

LlmBackend::LlmBackend(std::unique_ptr<LlmClient> client, LanguageBackend *fallback, const LlmBackendOptions &options)
    : m_client(std::move(client))
    , m_fallback(fallback)
    , m_options(options)
    , m_cache(options.cachePath)
{
}

LlmBackend::LlmBackend(std::unique_ptr<LlmClient> client, std::unique_ptr<LanguageBackend> ownedFallback,
                       const LlmBackendOptions &options)
    : LlmBackend(std::move(client), ownedFallback.get(), options)
{
    m_ownedFallback = std::move(ownedFallback);
}

LlmBackend::~LlmBackend() = default;

QString LlmBackend::name() const
{
    return u"llm:"_qs + m_client->endpoint().model;
}

QString LlmBackend::reportedName() const
{
    if (m_report.answered > 0 || m_report.fallbacks == 0 || !m_fallback)
        return name();
    //: %1 the offline analyzer's name ("offline"), %2 the LLM backend's ("llm:gpt-4o")
    return Tr::tr("%1 (%2 did not answer)").arg(m_fallback->name(), name());
}

void LlmBackend::addCost(LlmUsage &usage, const TokenUsage &tokens) const
{
    usage.tokens += tokens;
    if (m_options.promptPricePerMTok >= 0 && m_options.completionPricePerMTok >= 0) {
        usage.estimatedCostUsd = std::max(0.0, usage.estimatedCostUsd)
            + (tokens.promptTokens * m_options.promptPricePerMTok
               + tokens.completionTokens * m_options.completionPricePerMTok)
                / 1e6;
    }
}

QString LlmBackend::redact(const QString &text)
{
    return m_options.redact ? m_redactor.redact(text) : text;
}

void LlmBackend::note(const QString &task, const QString &why, bool usedFallback)
{
    QString reason = why;
    if (usedFallback) {
        if (reason.endsWith(u'.'))
            reason.chop(1); // the reason's own sentence goes on with what was done instead
        // The embedded analyzer's name ("offline") would only repeat the words before it.
        reason += !m_fallback ? Tr::tr("; no offline analyzer is configured, so this step has no result.")
            : m_fallback->name() == u"offline"
            ? Tr::tr("; used the offline analyzer instead.")
            : Tr::tr("; used the offline analyzer (%1) instead.").arg(m_fallback->name());
        ++m_report.fallbacks;
        ++m_total.fallbacks;
    }
    // The same step falls back on every screen the search tries it on, and an endpoint that is down fails every task
    // for one reason: one line says it, naming the tasks.
    for (Note &n : m_notes) {
        if (n.why == reason) {
            if (!n.tasks.contains(task))
                n.tasks.append(task);
            return;
        }
    }
    qCInfo(lcLlm).noquote() << task + u": " + reason;
    m_notes.append({ { task }, reason });
}

QStringList LlmBackend::notes() const
{
    constexpr qsizetype NamedTasks = 2; // "Step mapping (…)" names a step: more would make the line a paragraph
    QStringList lines;
    for (const Note &n : m_notes) {
        QString tasks;
        if (n.tasks.size() == 1)
            tasks = n.tasks.first();
        else if (n.tasks.size() <= NamedTasks)
            //: two tasks of the LLM backend, e.g. "S2R identification and S2R extraction"
            tasks = Tr::tr("%1 and %2").arg(n.tasks.at(0), n.tasks.at(1));
        else
            //: %1, %2 the first two tasks of the LLM backend, %n how many more failed for the same reason
            tasks = Tr::tr("%1, %2 and %n more task(s)", nullptr, int(n.tasks.size() - NamedTasks))
                        .arg(n.tasks.at(0), n.tasks.at(1));
        lines.append(tasks + u": " + n.why);
    }
    return lines;
}

LlmResponse LlmBackend::send(const ChatRequest &request, const CancelCheck &canceled)
{
    const LlmResponse r = m_client->complete(request, canceled);
    if (r.error != LlmError::Refused && r.error != LlmError::Canceled) {
        ++m_report.calls;
        ++m_total.calls;
    }
    addCost(m_report, r.usage);
    addCost(m_total, r.usage);
    return r;
}

LlmBackend::Answer LlmBackend::ask(const QList<ChatMessage> &messages, const char *promptVersion, int maxTokens,
                                   const Validator &validate, const CancelCheck &canceled)
{
    Answer answer;
    ChatRequest request;
    request.messages = messages;
    request.maxTokens = maxTokens;
    request.promptVersion = QLatin1String(promptVersion);
    const LlmEndpoint &endpoint = m_client->endpoint();
    const QString key = request.cacheKey(endpoint, m_options.redact ? Redactor::version() : QString());

    if (m_options.useCache) {
        if (const auto hit = m_cache.lookup(key); hit && validate(hit->content).isEmpty()) {
            ++m_report.cacheHits;
            ++m_total.cacheHits;
            ++m_report.answered;
            ++m_total.answered;
            answer.ok = true;
            answer.content = hit->content;
            return answer;
        }
    }

    if (!m_unavailable.isEmpty()) {
        answer.problem = m_unavailable;
        return answer;
    }
    LlmResponse r = send(request, canceled);
    TokenUsage spent = r.usage;
    if (r.error == LlmError::Canceled) {
        answer.canceled = true;
        return answer;
    }
    if (!r.ok()) {
        answer.problem = r.errorString;
        // These do not heal within one report: stop asking until the next report. A timeout or a 5xx has been
        // retried already; asking again for every step would keep the reporter waiting minutes per step.
        if (r.error == LlmError::Refused || r.error == LlmError::Network || r.error == LlmError::QuotaExhausted
            || r.error == LlmError::Http || r.error == LlmError::Timeout || r.error == LlmError::Server)
            m_unavailable = r.errorString;
        return answer;
    }
    QString problem = validate(r.content);
    if (!problem.isEmpty()) {
        // One repair: show the model its answer and what is wrong with it.
        qCInfo(lcLlm).noquote() << promptVersion << "answer invalid, asking for a repair:" << problem;
        ChatRequest repair = request;
        repair.messages.append({ QStringLiteral("assistant"), r.content });
        repair.messages.append({ QStringLiteral("user"), LlmPrompts::repairMessage(problem) });
        r = send(repair, canceled);
        spent += r.usage;
        if (r.error == LlmError::Canceled) {
            answer.canceled = true;
            return answer;
        }
        if (!r.ok()) {
            answer.problem = r.errorString;
            return answer;
        }
        const QString second = validate(r.content);
        if (!second.isEmpty()) {
            answer.problem = Tr::tr("the LLM answer stayed invalid after one repair (%1)").arg(second);
            return answer;
        }
    }
    answer.ok = true;
    ++m_report.answered;
    ++m_total.answered;
    answer.content = r.content;
    if (m_options.useCache)
        m_cache.store(key, endpoint.model, request.promptVersion, request.body(endpoint), { r.content, spent });
    return answer;
}

QList<Sentence> LlmBackend::identifyS2R(QList<Sentence> sentences, const CancelCheck &canceled)
{
    // A new report: fresh accounting, notes and placeholders (numbered by first appearance, so the
    // same report always redacts the same way and hits the same cache entries).
    m_report = LlmUsage();
    m_notes.clear();
    m_redactor.clear();
    m_mapMemo.clear();
    m_reportMapCalls = 0;
    m_budgetNoted = false;
    m_unavailable.clear();

    QList<Sentence> candidates;
    QSet<QString> ids;
    for (const Sentence &s : std::as_const(sentences)) {
        if (s.isTitle || s.isCode)
            continue;
        Sentence r = s;
        r.text = redact(s.text);
        candidates.append(r);
        ids.insert(s.id);
    }
    for (Sentence &s : sentences)
        s.isS2R = false;
    if (candidates.isEmpty())
        return sentences;

    QStringList s2rIds;
    const Answer a = ask(
        LlmPrompts::identify(candidates), LlmPrompts::identifyVersion, m_options.maxTokensIdentify,
        [&](const QString &c) { return LlmPrompts::parseIdentify(c, ids, &s2rIds); }, canceled);
    if (a.canceled)
        return sentences;
    if (!a.ok) {
        note(Tr::tr("S2R identification"), a.problem, true);
        return m_fallback ? m_fallback->identifyS2R(sentences, canceled) : sentences;
    }
    LlmPrompts::parseIdentify(a.content, ids, &s2rIds);
    for (Sentence &s : sentences)
        s.isS2R = !s.isTitle && !s.isCode && s2rIds.contains(s.id);
    return sentences;
}

QList<S2RStep> LlmBackend::extractSteps(const QList<Sentence> &s2rSentences, const QString &reportText,
                                        const CancelCheck &canceled)
{
    QList<Sentence> redacted;
    QSet<QString> ids;
    QHash<QString, Sentence> byId;
    for (const Sentence &s : s2rSentences) {
        Sentence r = s;
        r.text = redact(s.text);
        redacted.append(r);
        ids.insert(s.id);
        byId.insert(s.id, s);
    }
    if (redacted.isEmpty())
        return {};

    QList<LlmPrompts::ExtractedStep> extracted;
    const Answer a = ask(
        LlmPrompts::extract(redacted), LlmPrompts::extractVersion, m_options.maxTokensExtract,
        [&](const QString &c) { return LlmPrompts::parseExtract(c, ids, &extracted); }, canceled);
    if (a.canceled)
        return {};
    if (!a.ok) {
        note(Tr::tr("S2R extraction"), a.problem, true);
        return m_fallback ? m_fallback->extractSteps(s2rSentences, reportText, canceled) : QList<S2RStep>();
    }
    LlmPrompts::parseExtract(a.content, ids, &extracted);

    QList<S2RStep> steps;
    QSet<QString> seen;
    for (const LlmPrompts::ExtractedStep &e : std::as_const(extracted)) {
        S2RStep step;
        step.sentenceId = e.sentenceId;
        step.text = m_redactor.restore(e.text);
        step.verb = m_redactor.restore(e.verb);
        step.action = e.action == u"other" ? ActionType::Unknown : actionTypeFromName(e.action);
        step.object = m_redactor.restore(e.object);
        step.preposition = m_redactor.restore(e.preposition);
        step.object2 = m_redactor.restore(e.object2);
        step.value = m_redactor.restore(e.value);
        // The model was asked to merge duplicates; make sure, since the DFS maps each step once.
        const QString key = enumName(step.action) + u'\n' + step.object.simplified().toLower() + u'\n'
            + step.object2.simplified().toLower() + u'\n' + step.value;
        if (seen.contains(key))
            continue;
        seen.insert(key);
        const Sentence &sentence = byId[step.sentenceId];
        const qsizetype at = sentence.text.indexOf(step.text, 0, Qt::CaseInsensitive);
        if (sentence.offset >= 0 && at >= 0) {
            step.offset = sentence.offset + at;
            step.length = step.text.size();
        } else {
            step.offset = sentence.offset;
            step.length = sentence.length;
        }
        steps.append(step);
    }
    return steps;
}

QString LlmBackend::interactionLine(const ExecutionModel &model, int index, int number)
{
    const Interaction &i = model.interactions.at(index);
    QString component = QStringLiteral("none");
    if (i.component) {
        const GuiComponent &c = *i.component;
        component = u'[' + shortName(c.className) + u", " + redact(c.resourceId) + u", "
            + redact(QString(c.text).replace(u'\n', u' ')) + u", "
            + redact(QString(c.contentDescription).replace(u'\n', u' ')) + u']';
    }
    const Screen *target = model.screen(i.targetId);
    QString line = u"Interaction ID = "_qs + QString::number(number) + u"; Action = "_qs
        + (i.actionName.isEmpty() ? actionVerb(i.action) : i.actionName) + u"; GUI Component = "_qs + component;
    if (!i.typedText.isEmpty())
        line += u"; Typed Text = "_qs + redact(i.typedText);
    line += u"; Next Screen = "_qs + (target ? shortName(target->name) : QStringLiteral("unknown"));
    return line;
}

QList<InteractionMatch> LlmBackend::mapStep(const S2RStep &step, const ExecutionModel &model,
                                            const QList<int> &candidates, const CancelCheck &canceled)
{
    if (candidates.isEmpty())
        return {};
    QList<InteractionMatch> offline
        = m_fallback ? m_fallback->mapStep(step, model, candidates, canceled) : QList<InteractionMatch>();
    if (canceled && canceled())
        return offline;

    // Pre-ranking: a confident offline answer costs nothing. Without an offline analyzer every
    // screen is uncertain.
    bool uncertain = !m_fallback;
    for (const InteractionMatch &m : std::as_const(offline)) {
        if (m.score >= m_options.confidentNo && m.score < m_options.confidentYes)
            uncertain = true;
    }
    if (!uncertain) {
        ++m_report.preRanked;
        ++m_total.preRanked;
        return offline;
    }

    QStringList sortedCandidates;
    for (int c : candidates)
        sortedCandidates.append(QString::number(c));
    std::sort(sortedCandidates.begin(), sortedCandidates.end());
    const QString memoKey = stepPhrase(step) + u'\n' + sortedCandidates.join(u',');
    if (const auto it = m_mapMemo.constFind(memoKey); it != m_mapMemo.cend())
        return *it;

    if (m_options.maxMapCallsPerReport - m_reportMapCalls < 2) {
        if (!m_budgetNoted) {
            note(Tr::tr("Step mapping"),
                 Tr::tr("the budget of %n LLM call(s) per report is spent", nullptr, m_options.maxMapCallsPerReport),
                 true);
            m_budgetNoted = true;
        } else {
            ++m_report.fallbacks;
            ++m_total.fallbacks;
        }
        return offline;
    }

    // Offline ranking first, then the remaining candidates in stored order.
    QList<int> ranked;
    QList<InteractionMatch> byScore = offline;
    std::stable_sort(byScore.begin(), byScore.end(), [](const auto &a, const auto &b) { return a.score > b.score; });
    for (const InteractionMatch &m : std::as_const(byScore)) {
        if (candidates.contains(m.interaction) && !ranked.contains(m.interaction))
            ranked.append(m.interaction);
    }
    for (int c : candidates) {
        if (!ranked.contains(c))
            ranked.append(c);
    }
    ranked = ranked.mid(0, std::max(1, m_options.maxCandidates));

    const Interaction &first = model.interactions.at(ranked.first());
    const Screen *screen = model.screen(first.sourceId);
    const QString screenName = screen ? shortName(screen->name) : QStringLiteral("unknown");
    QStringList lines;
    for (int n = 0; n < ranked.size(); ++n)
        lines.append(interactionLine(model, ranked.at(n), n + 1));
    const QString phrase = redact(stepPhrase(step));

    const int callsBefore = m_report.calls;
    bool maps = false;
    const Answer any = ask(
        LlmPrompts::mapAny(phrase, screenName, lines), LlmPrompts::mapAnyVersion, m_options.maxTokensMap,
        [&](const QString &c) { return LlmPrompts::parseMapAny(c, &maps); }, canceled);
    QList<InteractionMatch> result;
    if (any.canceled)
        return offline;
    if (!any.ok) {
        m_reportMapCalls += m_report.calls - callsBefore;
        note(Tr::tr("Step mapping (%1)").arg(step.text.simplified()), any.problem, true);
        return offline;
    }
    LlmPrompts::parseMapAny(any.content, &maps);
    if (maps) {
        QList<int> ids;
        const Answer which = ask(
            LlmPrompts::mapWhich(phrase, screenName, lines), LlmPrompts::mapWhichVersion, m_options.maxTokensMap,
            [&](const QString &c) { return LlmPrompts::parseMapWhich(c, int(lines.size()), &ids); }, canceled);
        if (which.canceled)
            return offline;
        if (!which.ok) {
            m_reportMapCalls += m_report.calls - callsBefore;
            note(Tr::tr("Step mapping (%1)").arg(step.text.simplified()), which.problem, true);
            return offline;
        }
        LlmPrompts::parseMapWhich(which.content, int(lines.size()), &ids);
        for (int id : std::as_const(ids))
            result.append({ ranked.at(id - 1), 1.0 });
    }
    m_reportMapCalls += m_report.calls - callsBefore;
    m_mapMemo.insert(memoKey, result);
    return result;
}

QString LlmBackend::preview(const QList<Sentence> &sentences) const
{
    bool withKey = false;
    for (const auto &header : m_client->previewHeaders())
        withKey = withKey || header.second.endsWith("***");
    return preview(m_client->endpoint(), m_options, withKey, sentences);
}

QString LlmBackend::preview(const LlmEndpoint &endpoint, const LlmBackendOptions &options, bool withKey,
                            const QList<Sentence> &sentences)
{
    Redactor redactor; // numbering starts afresh per report, as in identifyS2R()
    QList<Sentence> candidates;
    for (const Sentence &s : sentences) {
        if (s.isTitle || s.isCode)
            continue;
        Sentence r = s;
        r.text = options.redact ? redactor.redact(s.text) : s.text;
        candidates.append(r);
    }
    ChatRequest request;
    request.messages = LlmPrompts::identify(candidates);
    request.maxTokens = options.maxTokensIdentify;
    QString text = u"POST "_qs + endpoint.chatCompletionsUrl().toString() + u'\n';
    for (const auto &[name, value] : LlmTransport::headers(endpoint, withKey ? QStringLiteral("***") : QString()))
        text += QString::fromLatin1(name) + u": " + QString::fromUtf8(value) + u'\n';
    text += u'\n' + QString::fromUtf8(request.body(endpoint)) + u'\n';
    return text;
}

} // namespace StepWise
