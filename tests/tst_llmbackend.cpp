// SPDX-License-Identifier: GPL-3.0-or-later
#include "llm/backendconfig.h"
#include "llm/llmbackend.h"
#include "llm/llmprompts.h"
#include "llmfakeserver.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace StepWise;

namespace {
// The offline seam: answers from a script and counts what it was asked.
class ScriptedBackend : public LanguageBackend
{
public:
    QString name() const override { return QStringLiteral("scripted"); }
    QList<Sentence> identifyS2R(QList<Sentence> sentences, const CancelCheck &) override
    {
        ++identifyCalls;
        for (Sentence &s : sentences)
            s.isS2R = s2rIds.contains(s.id);
        return sentences;
    }
    QList<S2RStep> extractSteps(const QList<Sentence> &, const QString &, const CancelCheck &) override
    {
        ++extractCalls;
        return steps;
    }
    QList<InteractionMatch> mapStep(const S2RStep &, const ExecutionModel &, const QList<int> &,
                                    const CancelCheck &) override
    {
        ++mapCalls;
        return matches;
    }
    int calls() const override { return identifyCalls + extractCalls + mapCalls; }

    QStringList s2rIds;
    QList<S2RStep> steps;
    QList<InteractionMatch> matches;
    int identifyCalls = 0;
    int extractCalls = 0;
    int mapCalls = 0;
};

QList<Sentence> sentences()
{
    const QStringList texts { u"Crash when adding a transaction"_qs, u"Open the app and tap Add Account."_qs,
                              u"Enter jane.doe@example.com in the Email field."_qs, u"The app crashes."_qs };
    QList<Sentence> list;
    qsizetype offset = 0;
    for (int i = 0; i < texts.size(); ++i) {
        Sentence s;
        s.id = i == 0 ? u"0"_qs : u"1."_qs + QString::number(i);
        s.text = texts.at(i);
        s.isTitle = i == 0;
        s.offset = offset;
        s.length = texts.at(i).size();
        offset += s.length + 1;
        list.append(s);
    }
    return list;
}

// Screen A (Accounts) with three interactions; B is where they lead.
ExecutionModel model()
{
    ExecutionModel m;
    Screen a;
    a.id = u"A"_qs;
    a.name = u"org.gnucash.android.ui.account.AccountsActivity"_qs;
    Screen b;
    b.id = u"B"_qs;
    b.name = u"org.gnucash.android.ui.transaction.TransactionsActivity"_qs;
    m.screens = { a, b };
    const QStringList labels { u"Add account"_qs, u"Add transaction"_qs, u"Settings"_qs };
    for (int i = 0; i < labels.size(); ++i) {
        Interaction e;
        e.id = u"e"_qs + QString::number(i);
        e.sourceId = u"A"_qs;
        e.targetId = u"B"_qs;
        e.action = ActionType::Click;
        e.actionName = u"click"_qs;
        GuiComponent c;
        c.className = u"android.widget.Button"_qs;
        c.resourceId = u"btn_"_qs + QString::number(i);
        c.text = labels.at(i);
        e.component = c;
        m.interactions.append(e);
    }
    m.reindex();
    return m;
}

S2RStep step(const QString &text)
{
    S2RStep s;
    s.sentenceId = u"1.1"_qs;
    s.text = text;
    s.verb = u"tap"_qs;
    s.action = ActionType::Click;
    s.object = text.section(u' ', 1);
    return s;
}
} // namespace

class TestLlmBackend : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_cacheNo = 0;

    std::unique_ptr<LlmBackend> backend(const LlmFakeServer &server, LanguageBackend *fallback,
                                        LlmBackendOptions options = {}, const QString &cachePath = {},
                                        int timeoutMs = 5000)
    {
        LlmEndpoint e = LlmEndpoint::defaults(LlmProvider::Ollama);
        e.baseUrl = server.url();
        e.model = u"fake-model"_qs;
        e.timeoutMs = timeoutMs;
        LlmRetryPolicy retry;
        retry.baseDelayMs = 20;
        options.cachePath = cachePath.isEmpty() ? m_dir.filePath(u"cache-%1.sqlite"_qs.arg(++m_cacheNo)) : cachePath;
        return std::make_unique<LlmBackend>(std::make_unique<LlmClient>(e, retry), fallback, options);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void identifyValidAnswer()
    {
        LlmFakeServer server;
        server.enqueueChat(u"{\"s2r_sentence_ids\": [\"1.1\", \"1.2\"]}"_qs);
        ScriptedBackend offline;
        auto b = backend(server, &offline);
        const QList<Sentence> out = b->identifyS2R(sentences());
        QCOMPARE(out.size(), 4);
        QCOMPARE(out.at(0).isS2R, false);
        QCOMPARE(out.at(1).isS2R, true);
        QCOMPARE(out.at(2).isS2R, true);
        QCOMPARE(out.at(3).isS2R, false);
        QCOMPARE(offline.identifyCalls, 0);
        QCOMPARE(b->calls(), 1);
        QCOMPARE(b->reportUsage().tokens.promptTokens, 100);
        QVERIFY(b->notes().isEmpty());
        QCOMPARE(b->reportedName(), u"llm:fake-model"_qs); // it answered
        // The title is never offered to the model.
        const QString sent = QString::fromUtf8(server.requests().first().body);
        QVERIFY(!sent.contains(u"Crash when adding a transaction"));
        QVERIFY(sent.contains(u"1.3: The app crashes."));
    }

    void cacheHitOnRerun()
    {
        LlmFakeServer server;
        server.enqueueChat(u"{\"s2r_sentence_ids\": [\"1.1\"]}"_qs);
        const QString cachePath = m_dir.filePath(u"shared-cache.sqlite"_qs);
        ScriptedBackend offline;
        {
            auto first = backend(server, &offline, {}, cachePath);
            QVERIFY(first->identifyS2R(sentences()).at(1).isS2R);
            QCOMPARE(first->calls(), 1);
        }
        auto second = backend(server, &offline, {}, cachePath);
        const QList<Sentence> again = second->identifyS2R(sentences());
        QVERIFY(again.at(1).isS2R);
        QVERIFY(!again.at(2).isS2R);
        QCOMPARE(server.requestCount(), 1); // the server never saw the rerun
        QCOMPARE(second->calls(), 0);
        QCOMPARE(second->reportUsage().cacheHits, 1);
        QCOMPARE(second->cache().size(), 1);
    }

    void repairThenValid()
    {
        LlmFakeServer server;
        server.enqueueChat(u"Sure! The S2R sentences are 1.1 and 1.2."_qs);
        server.enqueueChat(u"```json\n{\"s2r_sentence_ids\": [\"1.2\"]}\n```"_qs);
        ScriptedBackend offline;
        auto b = backend(server, &offline);
        const QList<Sentence> out = b->identifyS2R(sentences());
        QVERIFY(!out.at(1).isS2R);
        QVERIFY(out.at(2).isS2R);
        QCOMPARE(offline.identifyCalls, 0);
        QCOMPARE(b->calls(), 2);
        const QJsonArray messages = server.requests().at(1).json().value(u"messages").toArray();
        QCOMPARE(messages.size(), 4);
        QCOMPARE(messages.at(2).toObject().value(u"role").toString(), u"assistant"_qs);
        QVERIFY(messages.at(3).toObject().value(u"content").toString().contains(u"not valid JSON"));
    }

    void schemaViolationFallsBack()
    {
        LlmFakeServer server;
        server.enqueueChat(u"{\"s2r_sentence_ids\": [\"7.7\"]}"_qs); // no such sentence
        server.enqueueChat(u"{\"ids\": [\"1.1\"]}"_qs); // wrong key
        ScriptedBackend offline;
        offline.s2rIds = { u"1.2"_qs };
        auto b = backend(server, &offline);
        const QList<Sentence> out = b->identifyS2R(sentences());
        QCOMPARE(offline.identifyCalls, 1);
        QVERIFY(out.at(2).isS2R);
        QVERIFY(!out.at(1).isS2R);
        QCOMPARE(server.requestCount(), 2);
        QCOMPARE(b->notes().size(), 1);
        QVERIFY2(b->notes().first().contains(u"offline analyzer"), qPrintable(b->notes().first()));
        QVERIFY(b->notes().first().contains(u"s2r_sentence_ids"));
        QCOMPARE(b->reportUsage().fallbacks, 1);
        QCOMPARE(b->cache().size(), 0); // invalid answers are never cached
    }

    void quotaFallsBackWithoutRetry()
    {
        LlmFakeServer server;
        server.enqueue(
            "HTTP/1.1 429 Too Many Requests\nContent-Type: application/json\n\n"
            "{\"error\":{\"message\":\"You exceeded your current quota.\",\"code\":\"insufficient_quota\"}}");
        ScriptedBackend offline;
        offline.steps = { step(u"tap Settings"_qs) };
        auto b = backend(server, &offline);
        QList<Sentence> s2r = sentences().mid(1, 1);
        const QList<S2RStep> steps = b->extractSteps(s2r, QString());
        QCOMPARE(steps.size(), 1);
        QCOMPARE(steps.first().text, u"tap Settings"_qs);
        QCOMPARE(offline.extractCalls, 1);
        QCOMPARE(server.requestCount(), 1);
        QVERIFY(b->notes().first().contains(u"quota"));
        // An exhausted quota does not heal within the report: no further request.
        offline.matches = { { 0, 0.6 } };
        QCOMPARE(b->mapStep(step(u"tap a"_qs), model(), { 0, 1, 2 }).size(), 1);
        QCOMPARE(server.requestCount(), 1);
        // One reason, one line, naming both tasks.
        QCOMPARE(b->notes().size(), 1);
        QVERIFY2(b->notes().first().startsWith(u"S2R extraction and Step mapping (tap a): "),
                 qPrintable(b->notes().first()));
    }

    void timeoutEndsTheLlmForTheReport()
    {
        // A server that accepts and never answers: the request times out after its retries, the step falls back,
        // and the report's other steps go offline at once instead of each waiting out the same timeouts.
        LlmFakeServer server;
        for (int i = 0; i < 3; ++i)
            server.enqueueHang();
        ScriptedBackend offline;
        offline.steps = { step(u"tap Settings"_qs) };
        const auto b = backend(server, &offline, {}, {}, 200);
        const QList<S2RStep> steps = b->extractSteps(sentences().mid(1, 1), QString());
        QCOMPARE(steps.size(), 1);
        QCOMPARE(offline.extractCalls, 1);
        QCOMPARE(server.requestCount(), 3); // the first attempt and its two retries
        offline.matches = { { 0, 0.6 } };
        QCOMPARE(b->mapStep(step(u"tap a"_qs), model(), { 0, 1, 2 }).size(), 1);
        QCOMPARE(server.requestCount(), 3); // not asked again in this report
        // The note names the endpoint with its port: local servers share 127.0.0.1.
        QVERIFY2(b->notes().size() == 1
                     && b->notes().last().contains(
                         u"The LLM endpoint 127.0.0.1:%1 sent nothing for 200 ms; used the offline analyzer"_qs.arg(
                             server.url().port())),
                 qPrintable(b->notes().join(u" | ")));
        // The same step falling back on another screen adds no second note (the count still grows).
        const int fallbacks = b->reportUsage().fallbacks;
        QCOMPARE(b->mapStep(step(u"tap a"_qs), model(), { 0, 1 }).size(), 1);
        QCOMPARE(b->notes().size(), 1);
        QCOMPARE(b->reportUsage().fallbacks, fallbacks + 1);
        // Another step, the same reason: still one line, which counts the tasks past the first two.
        QCOMPARE(b->mapStep(step(u"tap b"_qs), model(), { 0, 1 }).size(), 1);
        QCOMPARE(b->notes().size(), 1);
        QVERIFY2(b->notes().first().startsWith(u"S2R extraction, Step mapping (tap a) and 1 more task"),
                 qPrintable(b->notes().first()));
        // Every task of the report fell back: the report does not claim the LLM checked it.
        QCOMPARE(b->reportedName(), u"%1 (llm:fake-model did not answer)"_qs.arg(offline.name()));
    }

    void redactionNeverSentAndRestored()
    {
        LlmFakeServer server;
        server.enqueueChat(u"{\"s2r_sentence_ids\": [\"1.1\", \"1.2\"]}"_qs);
        server.enqueueChat(
            u"{\"steps\": ["
            "{\"sentence_id\": \"1.1\", \"text\": \"Open the app\", \"verb\": \"Open\", \"action\": \"open app\", "
            "\"object\": \"the app\", \"preposition\": \"\", \"object2\": \"\", \"value\": \"\"},"
            "{\"sentence_id\": \"1.1\", \"text\": \"tap Add Account\", \"verb\": \"tap\", \"action\": \"click\", "
            "\"object\": \"Add Account\", \"preposition\": \"\", \"object2\": \"\", \"value\": \"\"},"
            "{\"sentence_id\": \"1.1\", \"text\": \"tap Add Account\", \"verb\": \"tap\", \"action\": \"click\", "
            "\"object\": \"Add Account\", \"preposition\": \"\", \"object2\": \"\", \"value\": \"\"},"
            "{\"sentence_id\": \"1.2\", \"text\": \"Enter <EMAIL_1> in the Email field\", \"verb\": \"Enter\", "
            "\"action\": \"type\", \"object\": \"the Email field\", \"preposition\": \"\", \"object2\": \"\", "
            "\"value\": \"<EMAIL_1>\"},"
            "{\"sentence_id\": \"1.2\", \"text\": \"for device <IMEI_1>\", \"verb\": \"\", \"action\": \"other\", "
            "\"object\": \"device <IMEI_1>\", \"preposition\": \"\", \"object2\": \"\", \"value\": \"\"}"
            "]}"_qs);
        ScriptedBackend offline;
        auto b = backend(server, &offline);
        QList<Sentence> in = sentences();
        const QString imeiSentence = u"Enter jane.doe@example.com in the Email field for device 490154203237518."_qs;
        in[2].text = imeiSentence;
        in[2].length = imeiSentence.size();
        const QList<Sentence> identified = b->identifyS2R(in);
        QList<Sentence> s2r;
        for (const Sentence &s : identified) {
            if (s.isS2R)
                s2r.append(s);
        }
        QCOMPARE(s2r.size(), 2);
        const QList<S2RStep> steps = b->extractSteps(s2r, QString());

        const QByteArray wire = server.received();
        QVERIFY(!wire.contains("jane.doe@example.com"));
        QVERIFY(!wire.contains("490154203237518"));
        QVERIFY(wire.contains("<EMAIL_1>"));
        QVERIFY(wire.contains("<IMEI_1>"));

        QCOMPARE(steps.size(), 4); // the duplicate "tap Add Account" is merged
        QCOMPARE(steps.at(0).action, ActionType::OpenApp);
        QCOMPARE(steps.at(1).action, ActionType::Click);
        QCOMPARE(steps.at(1).offset, in[1].offset + in[1].text.indexOf(u"tap Add Account"));
        QCOMPARE(steps.at(2).action, ActionType::Type);
        QCOMPARE(steps.at(2).value, u"jane.doe@example.com"_qs);
        QCOMPARE(steps.at(2).text, u"Enter jane.doe@example.com in the Email field"_qs);
        QCOMPARE(steps.at(2).offset, in[2].offset);
        QCOMPARE(steps.at(2).length, steps.at(2).text.size());
        QCOMPARE(steps.at(3).object, u"device 490154203237518"_qs);
        QCOMPARE(steps.at(3).action, ActionType::Unknown);
    }

    void previewIsWhatIsSent()
    {
        LlmFakeServer server;
        server.enqueueChat(u"{\"s2r_sentence_ids\": []}"_qs);
        ScriptedBackend offline;
        auto b = backend(server, &offline);
        QList<Sentence> in = sentences();
        in[2].text = u"Enter jane.doe@example.com in the Email field."_qs;
        const QString preview = b->preview(in);
        QVERIFY(preview.startsWith(u"POST "_qs + server.url().toString() + u"/v1/chat/completions\n"_qs));
        QVERIFY(!preview.contains(u"jane.doe"));
        QCOMPARE(server.requestCount(), 0);
        b->identifyS2R(in);
        QCOMPARE(server.requestCount(), 1);
        QVERIFY(preview.contains(QString::fromUtf8(server.requests().first().body)));
    }

    void mapStepPreRanking_data()
    {
        QTest::addColumn<QList<InteractionMatch>>("offlineMatches");
        QTest::addColumn<bool>("asksLlm");
        QTest::newRow("offline confident yes") << QList<InteractionMatch> { { 0, 0.95 } } << false;
        QTest::newRow("offline confident no") << QList<InteractionMatch> {} << false;
        QTest::newRow("offline uncertain") << QList<InteractionMatch> { { 1, 0.55 } } << true;
        QTest::newRow("one of two uncertain") << QList<InteractionMatch> { { 0, 0.9 }, { 1, 0.6 } } << true;
    }
    void mapStepPreRanking()
    {
        QFETCH(QList<InteractionMatch>, offlineMatches);
        QFETCH(bool, asksLlm);
        LlmFakeServer server;
        server.enqueueChat(u"{\"maps\": true}"_qs);
        server.enqueueChat(u"{\"interaction_ids\": [1]}"_qs);
        ScriptedBackend offline;
        offline.matches = offlineMatches;
        auto b = backend(server, &offline);
        const ExecutionModel m = model();
        const QList<InteractionMatch> got = b->mapStep(step(u"tap transaction"_qs), m, { 0, 1, 2 });
        QCOMPARE(offline.mapCalls, 1);
        QCOMPARE(server.requestCount(), asksLlm ? 2 : 0);
        if (!asksLlm) {
            QCOMPARE(got.size(), offlineMatches.size());
            QCOMPARE(b->reportUsage().preRanked, 1);
            return;
        }
        // The offline ranking's best candidate is listed first, so LLM id 1 is that interaction.
        int best = offlineMatches.first().interaction;
        for (const InteractionMatch &om : offlineMatches) {
            if (om.score > offlineMatches.first().score)
                best = om.interaction;
        }
        QCOMPARE(got.size(), 1);
        QCOMPARE(got.first().interaction, best);
        const QString prompt = server.requests()
                                   .first()
                                   .json()
                                   .value(u"messages")
                                   .toArray()
                                   .at(1)
                                   .toObject()
                                   .value(u"content")
                                   .toString();
        QVERIFY(prompt.contains(u"Current screen: AccountsActivity"));
        QVERIFY(prompt.contains(u"Interaction ID = 1; Action = click; GUI Component = [Button, btn_"_qs
                                + QString::number(best)));
        QVERIFY(prompt.contains(u"Next Screen = TransactionsActivity"));
    }

    void mapStepNoAndAmbiguous()
    {
        LlmFakeServer server;
        server.enqueueChat(u"{\"maps\": false}"_qs);
        server.enqueueChat(u"{\"maps\": true}"_qs);
        server.enqueueChat(u"{\"interaction_ids\": [1, 3]}"_qs);
        ScriptedBackend offline;
        offline.matches = { { 1, 0.6 } };
        auto b = backend(server, &offline);
        const ExecutionModel m = model();
        QVERIFY(b->mapStep(step(u"tap foo"_qs), m, { 0, 1, 2 }).isEmpty());
        QCOMPARE(server.requestCount(), 1); // "no" needs no second step
        const QList<InteractionMatch> got = b->mapStep(step(u"tap add"_qs), m, { 0, 1, 2 });
        QCOMPARE(got.size(), 2);
        QCOMPARE(got.at(0).interaction, 1); // offline best listed first
        QCOMPARE(got.at(1).interaction, 2); // then 0, 2 in stored order: id 3 is interaction 2
        QCOMPARE(server.requestCount(), 3);
        // Asking again for the same step and screen within the report is free.
        QCOMPARE(b->mapStep(step(u"tap add"_qs), m, { 0, 1, 2 }).size(), 2);
        QCOMPARE(server.requestCount(), 3);
    }

    void mapStepInvalidIdRepairedThenFallback()
    {
        LlmFakeServer server;
        server.enqueueChat(u"{\"maps\": true}"_qs);
        server.enqueueChat(u"{\"interaction_ids\": [9]}"_qs);
        server.enqueueChat(u"{\"interaction_ids\": \"1\"}"_qs);
        ScriptedBackend offline;
        offline.matches = { { 2, 0.5 } };
        auto b = backend(server, &offline);
        const QList<InteractionMatch> got = b->mapStep(step(u"tap settings"_qs), model(), { 0, 1, 2 });
        QCOMPARE(server.requestCount(), 3);
        QCOMPARE(got.size(), 1);
        QCOMPARE(got.first().interaction, 2); // the offline answer
        QCOMPARE(got.first().score, 0.5);
        QCOMPARE(b->notes().size(), 1);
        QVERIFY(b->notes().first().contains(u"tap settings"));
    }

    void mapBudgetPerReport()
    {
        LlmFakeServer server;
        server.enqueueChat(u"{\"maps\": false}"_qs);
        server.enqueueChat(u"{\"maps\": false}"_qs);
        ScriptedBackend offline;
        offline.matches = { { 0, 0.6 } };
        LlmBackendOptions options;
        options.maxMapCallsPerReport = 3;
        auto b = backend(server, &offline, options);
        const ExecutionModel m = model();
        for (const QString &text : { u"tap a"_qs, u"tap b"_qs, u"tap c"_qs, u"tap d"_qs, u"tap e"_qs })
            b->mapStep(step(text), m, { 0, 1, 2 });
        // 3 allowed: two one-call "no" answers, then fewer than the 2 a full mapping may need.
        QCOMPARE(server.requestCount(), 2);
        QCOMPARE(b->notes().size(), 1);
        QVERIFY(b->notes().first().contains(u"budget"));
        QCOMPARE(b->reportUsage().fallbacks, 3);
        // A new report (identifyS2R) gets a new budget.
        server.enqueueChat(u"{\"s2r_sentence_ids\": []}"_qs);
        b->identifyS2R(sentences());
        server.enqueueChat(u"{\"maps\": false}"_qs);
        b->mapStep(step(u"tap f"_qs), m, { 0, 1, 2 });
        QCOMPARE(server.requestCount(), 4);
        QCOMPARE(b->reportUsage().calls, 2);
    }

    void fiveStepReportStaysWithinTenCalls()
    {
        // A five-step report where every step is uncertain offline on every screen the DFS visits
        // (the worst case for cost): identification + extraction + the capped mapping.
        LlmFakeServer server;
        server.enqueueChat(u"{\"s2r_sentence_ids\": [\"1.1\", \"1.2\"]}"_qs);
        server.enqueueChat(u"{\"steps\": []}"_qs);
        for (int i = 0; i < 40; ++i)
            server.enqueueChat(u"{\"maps\": false}"_qs);
        ScriptedBackend offline;
        offline.matches = { { 0, 0.6 } };
        LlmBackendOptions options;
        options.promptPricePerMTok = 2.5;
        options.completionPricePerMTok = 10;
        auto b = backend(server, &offline, options);
        b->identifyS2R(sentences());
        b->extractSteps(sentences().mid(1, 2), QString());
        const ExecutionModel m = model();
        for (int s = 0; s < 5; ++s) {
            for (int screen = 0; screen < 6; ++screen)
                b->mapStep(step(u"tap step%1 screen%2"_qs.arg(s).arg(screen)), m, { 0, 1, 2 });
        }
        QVERIFY2(b->reportUsage().calls <= 10, qPrintable(QString::number(b->reportUsage().calls)));
        QCOMPARE(b->reportUsage().calls, server.requestCount());
        QCOMPARE(b->reportUsage().tokens.promptTokens, 100 * server.requestCount());
        QCOMPARE(b->reportUsage().estimatedCostUsd, server.requestCount() * (100 * 2.5 + 10 * 10) / 1e6);
    }

    void settingsRoundTripWithoutKey()
    {
        QStandardPaths::setTestModeEnabled(true);
        const QString path = m_dir.filePath(u"settings.ini"_qs);
        BackendConfig c;
        c.kind = BackendConfig::Kind::Llm;
        c.endpoint = LlmEndpoint::defaults(LlmProvider::AzureOpenAI);
        c.endpoint.baseUrl = QUrl(u"https://contoso.openai.azure.com"_qs);
        c.endpoint.model = u"gpt4o-prod"_qs;
        c.endpoint.localOnly = true;
        c.endpoint.timeoutMs = 12000;
        c.endpoint.deadlineMs = 45000;
        c.apiKey = u"azure-secret-key-0123456789"_qs;
        {
            QSettings settings(path, QSettings::IniFormat);
            c.save(settings);
            BackendConfig::setPrice(settings, u"gpt4o-prod"_qs, 2.5, 10);
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains("azure-secret"));
        QSettings settings(path, QSettings::IniFormat);
        const BackendConfig back = BackendConfig::load(settings);
        QCOMPARE(back.kind, BackendConfig::Kind::Llm);
        QCOMPARE(back.endpoint.provider, LlmProvider::AzureOpenAI);
        QCOMPARE(back.endpoint.baseUrl, c.endpoint.baseUrl);
        QCOMPARE(back.endpoint.model, c.endpoint.model);
        QCOMPARE(back.endpoint.apiVersion, c.endpoint.apiVersion);
        QCOMPARE(back.endpoint.auth, LlmAuthStyle::ApiKeyHeader);
        QCOMPARE(back.endpoint.localOnly, true);
        QCOMPARE(back.endpoint.timeoutMs, 12000);
        QCOMPARE(back.endpoint.deadlineMs, 45000);
        QCOMPARE(back.options.promptPricePerMTok, 2.5);
        QCOMPARE(back.options.completionPricePerMTok, 10.0);
        QVERIFY(back.apiKey.isEmpty());
    }

    void factory()
    {
        BackendConfig c;
        QString error;
        std::unique_ptr<LanguageBackend> offline = createLanguageBackend(c, &error);
        QVERIFY(offline);
        QCOMPARE(offline->name(), u"offline"_qs);
        QVERIFY(backendUsageSummary(*offline).isEmpty());

        c.kind = BackendConfig::Kind::Llm;
        c.endpoint = LlmEndpoint::defaults(LlmProvider::OpenAI);
        c.endpoint.model = u"gpt-4o"_qs;
        c.endpoint.localOnly = true;
        QVERIFY(!createLanguageBackend(c, &error));
        QVERIFY2(error.contains(u"api.openai.com"), qPrintable(error));

        LlmFakeServer server;
        server.enqueueChat(u"{\"s2r_sentence_ids\": [\"1.1\"]}"_qs);
        c.endpoint = LlmEndpoint::defaults(LlmProvider::LlamaCpp);
        c.endpoint.baseUrl = server.url();
        c.endpoint.model = u"qwen2.5-7b-instruct"_qs;
        c.endpoint.localOnly = true;
        c.endpoint.auth = LlmAuthStyle::Bearer; // llama-server --api-key
        c.apiKey = u"local-key"_qs;
        c.options.cachePath = u":memory:"_qs;
        std::unique_ptr<LanguageBackend> llm = createLanguageBackend(c, &error);
        QVERIFY(llm);
        QCOMPARE(llm->name(), u"llm:qwen2.5-7b-instruct"_qs);
        QVERIFY(llm->identifyS2R(sentences()).at(1).isS2R);
        QCOMPARE(server.requests().first().headers.value("authorization"), QByteArray("Bearer local-key"));
        const QString summary = backendUsageSummary(*llm);
        QVERIFY2(summary.contains(u"1 LLM call"), qPrintable(summary));
        QVERIFY2(summary.contains(u"cost unknown"), qPrintable(summary));
    }

    void canceledReturnsWithoutFallback()
    {
        LlmFakeServer server;
        server.enqueueHang();
        ScriptedBackend offline;
        auto b = backend(server, &offline);
        const QList<Sentence> out = b->identifyS2R(sentences(), [&] { return server.requestCount() > 0; });
        QCOMPARE(out.size(), 4);
        QCOMPARE(offline.identifyCalls, 0);
        QVERIFY(b->notes().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLlmBackend)
#include "tst_llmbackend.moc"
