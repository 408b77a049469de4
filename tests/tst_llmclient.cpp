// SPDX-License-Identifier: GPL-3.0-or-later
#include "llm/llmclient.h"
#include "llmfakeserver.h"
#include "testdata.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace StepWise;

class TestLlmClient : public QObject
{
    Q_OBJECT

private:
    static QString fixture(const QString &name) { return testDataDir() + u"/llm/"_qs + name + u".http"_qs; }
    static LlmEndpoint endpoint(const LlmFakeServer &server, LlmProvider provider = LlmProvider::OpenAI)
    {
        LlmEndpoint e = LlmEndpoint::defaults(provider);
        e.baseUrl = server.url();
        e.model = QStringLiteral("fake-model");
        e.timeoutMs = 5000;
        return e;
    }
    static LlmRetryPolicy fastRetries()
    {
        LlmRetryPolicy p;
        p.baseDelayMs = 20;
        return p;
    }
    static ChatRequest request()
    {
        ChatRequest r;
        r.messages = { { QStringLiteral("system"), QStringLiteral("Answer in JSON.") },
                       { QStringLiteral("user"), QStringLiteral("Which sentences are steps?") } };
        r.maxTokens = 100;
        return r;
    }

private Q_SLOTS:
    void requestShapeAndUsage()
    {
        LlmFakeServer server;
        server.enqueueFile(fixture(u"identify_ok"_qs));
        LlmClient client(endpoint(server));
        client.setApiKey(QStringLiteral("sk-test-123"));
        const LlmResponse r = client.complete(request());
        QVERIFY2(r.ok(), qPrintable(r.errorString));
        QCOMPARE(r.content, u"{\"s2r_sentence_ids\": [\"1.1\", \"1.2\"]}"_qs);
        QCOMPARE(r.usage.promptTokens, 120);
        QCOMPARE(r.usage.completionTokens, 14);
        QCOMPARE(r.finishReason, u"stop"_qs);
        QCOMPARE(r.attempts, 1);

        QCOMPARE(server.requestCount(), 1);
        const LlmFakeServer::Request got = server.requests().first();
        QCOMPARE(got.method, QByteArray("POST"));
        QCOMPARE(got.target, QByteArray("/v1/chat/completions"));
        QCOMPARE(got.headers.value("authorization"), QByteArray("Bearer sk-test-123"));
        QCOMPARE(got.headers.value("content-type"), QByteArray("application/json"));
        QCOMPARE(got.headers.value("accept"), QByteArray("application/json"));
        QVERIFY(got.headers.value("user-agent").startsWith("StepWise/"));
        const QJsonObject body = got.json();
        QCOMPARE(body.value(u"model").toString(), u"fake-model"_qs);
        QCOMPARE(body.value(u"temperature").toDouble(-1), 0.0);
        QCOMPARE(body.value(u"seed").toInt(), ChatRequest().seed);
        QCOMPARE(body.value(u"max_tokens").toInt(), 100);
        QCOMPARE(body.value(u"response_format").toObject().value(u"type").toString(), u"json_object"_qs);
        QCOMPARE(body.value(u"messages").toArray().size(), 2);
        QCOMPARE(body.value(u"messages").toArray().at(1).toObject().value(u"content").toString(),
                 u"Which sentences are steps?"_qs);
    }

    void baseUrlWithV1()
    {
        LlmEndpoint e;
        e.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:8080/v1/"));
        QCOMPARE(e.chatCompletionsUrl().toString(), u"http://127.0.0.1:8080/v1/chat/completions"_qs);
        QCOMPARE(e.modelsUrl().toString(), u"http://127.0.0.1:8080/v1/models"_qs);
    }

    void lmStudioSendsNoResponseFormat()
    {
        LlmFakeServer server;
        server.enqueueChat(QStringLiteral("{}"));
        LlmClient client(endpoint(server, LlmProvider::LmStudio));
        QVERIFY(client.complete(request()).ok());
        QVERIFY(!server.requests().first().json().contains(u"response_format"));
        QVERIFY(!server.requests().first().headers.contains("authorization"));
    }

    void azureUrlAndHeader()
    {
        LlmFakeServer server;
        server.enqueueChat(QStringLiteral("{}"));
        LlmEndpoint e = endpoint(server, LlmProvider::AzureOpenAI);
        e.model = QStringLiteral("gpt4o-prod");
        e.apiVersion = QStringLiteral("2024-06-01");
        LlmClient client(e);
        client.setApiKey(QStringLiteral("azure-key-abc"));
        QVERIFY(client.complete(request()).ok());
        const LlmFakeServer::Request got = server.requests().first();
        QCOMPARE(got.target, QByteArray("/openai/deployments/gpt4o-prod/chat/completions?api-version=2024-06-01"));
        QCOMPARE(got.headers.value("api-key"), QByteArray("azure-key-abc"));
        QVERIFY(!got.headers.contains("authorization"));
        QVERIFY(!got.json().contains(u"model")); // the deployment is in the URL
    }

    void retryAfterIsHonoured()
    {
        LlmFakeServer server;
        server.enqueueFile(fixture(u"rate_limited"_qs)); // Retry-After: 1
        server.enqueueChat(QStringLiteral("{\"ok\": true}"));
        LlmClient client(endpoint(server), fastRetries());
        QElapsedTimer timer;
        timer.start();
        const LlmResponse r = client.complete(request());
        QVERIFY2(r.ok(), qPrintable(r.errorString));
        QVERIFY2(timer.elapsed() >= 950, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(r.attempts, 2);
        QCOMPARE(server.requestCount(), 2);
    }

    void serverErrorRetriedTwiceThenReported()
    {
        LlmFakeServer server;
        for (int i = 0; i < 3; ++i)
            server.enqueueFile(fixture(u"server_error"_qs));
        server.enqueueChat(QStringLiteral("{}")); // would be a fourth attempt: must not be requested
        LlmClient client(endpoint(server), fastRetries());
        const LlmResponse r = client.complete(request());
        QCOMPARE(r.error, LlmError::Server);
        QCOMPARE(r.httpStatus, 500);
        QCOMPARE(r.attempts, 3);
        QCOMPARE(server.requestCount(), 3);
        // The API's own message wins over Qt's generic text.
        QVERIFY2(r.errorString.contains(u"The server had an error while processing your request."),
                 qPrintable(r.errorString));
    }

    void serverErrorThenSuccess()
    {
        LlmFakeServer server;
        server.enqueueFile(fixture(u"server_error"_qs));
        server.enqueueChat(QStringLiteral("{\"maps\": true}"));
        LlmClient client(endpoint(server), fastRetries());
        const LlmResponse r = client.complete(request());
        QVERIFY(r.ok());
        QCOMPARE(r.content, u"{\"maps\": true}"_qs);
        QCOMPARE(r.attempts, 2);
    }

    void noRetry_data()
    {
        QTest::addColumn<QString>("fixtureName");
        QTest::addColumn<LlmError>("error");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        QTest::newRow("401 invalid key") << u"unauthorized"_qs << LlmError::Http << 401
                                         << u"Incorrect API key provided."_qs;
        QTest::newRow("429 insufficient_quota")
            << u"insufficient_quota"_qs << LlmError::QuotaExhausted << 429 << u"You exceeded your current quota"_qs;
        QTest::newRow("200 not JSON") << u"not_json"_qs << LlmError::BadResponse << 200 << u"invalid JSON"_qs;
    }
    void noRetry()
    {
        QFETCH(QString, fixtureName);
        QFETCH(LlmError, error);
        QFETCH(int, status);
        QFETCH(QString, message);
        LlmFakeServer server;
        server.enqueueFile(fixture(fixtureName));
        server.enqueueChat(QStringLiteral("{}"));
        LlmClient client(endpoint(server), fastRetries());
        const LlmResponse r = client.complete(request());
        QCOMPARE(r.error, error);
        QCOMPARE(r.httpStatus, status);
        QVERIFY2(r.errorString.contains(message), qPrintable(r.errorString));
        QVERIFY2(r.errorString.contains(u"127.0.0.1"), qPrintable(r.errorString)); // names the endpoint
        QCOMPARE(server.requestCount(), 1);
    }

    void truncatedBody()
    {
        LlmFakeServer server;
        server.enqueueFile(fixture(u"identify_ok"_qs), LlmFakeServer::Answer::Mode::Truncate);
        LlmClient client(endpoint(server), fastRetries());
        const LlmResponse r = client.complete(request());
        QVERIFY(!r.ok());
        QVERIFY2(r.error == LlmError::Network || r.error == LlmError::BadResponse, qPrintable(llmErrorName(r.error)));
        QVERIFY(r.content.isEmpty());
        QCOMPARE(server.requestCount(), 1);
    }

    void hangTimesOut()
    {
        LlmFakeServer server;
        server.enqueueHang();
        LlmEndpoint e = endpoint(server);
        e.timeoutMs = 200;
        LlmRetryPolicy noRetry;
        noRetry.maxRetries = 0;
        LlmClient client(e, noRetry);
        QElapsedTimer timer;
        timer.start();
        const LlmResponse r = client.complete(request());
        QCOMPARE(r.error, LlmError::Timeout);
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(r.errorString.contains(u"200 ms"));
    }

    void hangThenRetrySucceeds()
    {
        LlmFakeServer server;
        server.enqueueHang();
        server.enqueueChat(QStringLiteral("{\"maps\": false}"));
        LlmEndpoint e = endpoint(server);
        e.timeoutMs = 200;
        LlmClient client(e, fastRetries());
        const LlmResponse r = client.complete(request());
        QVERIFY2(r.ok(), qPrintable(r.errorString));
        QCOMPARE(r.attempts, 2);
        QCOMPARE(server.requestCount(), 2);
    }

    void finishReasonLengthRetriedWithLargerBudget()
    {
        LlmFakeServer server;
        server.enqueueChat(QStringLiteral("{\"steps\": [{\"sente"), QStringLiteral("length"), 50, 100);
        server.enqueueChat(QStringLiteral("{\"steps\": []}"), QStringLiteral("stop"), 50, 20);
        LlmClient client(endpoint(server));
        const LlmResponse r = client.complete(request());
        QVERIFY(r.ok());
        QCOMPARE(r.content, u"{\"steps\": []}"_qs);
        QCOMPARE(r.usage.completionTokens, 120); // both attempts are paid for
        const QList<LlmFakeServer::Request> got = server.requests();
        QCOMPARE(got.size(), 2);
        QCOMPARE(got.at(0).json().value(u"max_tokens").toInt(), 100);
        QCOMPARE(got.at(1).json().value(u"max_tokens").toInt(), 200);
    }

    void finishReasonLengthTwiceIsReported()
    {
        LlmFakeServer server;
        server.enqueueChat(QStringLiteral("{\"steps\": [{"), QStringLiteral("length"));
        server.enqueueChat(QStringLiteral("{\"steps\": [{\"a"), QStringLiteral("length"));
        LlmClient client(endpoint(server));
        const LlmResponse r = client.complete(request());
        QCOMPARE(r.error, LlmError::Truncated);
        QCOMPARE(server.requestCount(), 2);
    }

    void localOnlyRefusesWithoutConnecting()
    {
        LlmEndpoint e = LlmEndpoint::defaults(LlmProvider::OpenAI);
        e.model = QStringLiteral("gpt-4o");
        e.localOnly = true;
        // 192.0.2.0/24 is TEST-NET-1: never routed; a connection attempt would hang, not fail fast.
        e.baseUrl = QUrl(QStringLiteral("http://192.0.2.10:8080"));
        QVERIFY(!e.isLoopback());
        LlmClient client(e);
        const std::shared_ptr<LlmCall> call = client.send(request());
        QVERIFY(call->isFinished()); // refused synchronously, before anything is queued to the network
        QCOMPARE(call->result().error, LlmError::Refused);
        QVERIFY(call->result().errorString.contains(u"192.0.2.10"));

        e.baseUrl = QUrl(QStringLiteral("http://localhost:11434"));
        QVERIFY(e.isLoopback());
        QVERIFY(e.validationError().isEmpty());
        e.baseUrl = QUrl(QStringLiteral("http://[::1]:11434"));
        QVERIFY(e.isLoopback());
    }

    // The redirect decision alone: no connection, no lookup (every host here is either loopback or never resolved).
    void redirectDecision_data()
    {
        QTest::addColumn<bool>("localOnly");
        QTest::addColumn<QString>("base");
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("follow");
        QTest::addColumn<bool>("sendKey");
        const QString local = QStringLiteral("http://127.0.0.1:11434");
        QTest::newRow("same origin, other path")
            << false << local << u"http://127.0.0.1:11434/v2/chat/completions"_qs << true << true;
        QTest::newRow("same origin, with query")
            << false << local << u"http://127.0.0.1:11434/x?y=1"_qs << true << true;
        QTest::newRow("other loopback address")
            << false << local << u"http://127.0.0.2:11434/v1/chat/completions"_qs << true << false;
        QTest::newRow("other port") << false << local << u"http://127.0.0.1:8080/v1/chat/completions"_qs << true
                                    << false;
        QTest::newRow("http to https, same host")
            << false << local << u"https://127.0.0.1:11434/v1/chat/completions"_qs << true << false;
        QTest::newRow("other host") << false << local << u"https://llm.example.invalid/v1/chat/completions"_qs << true
                                    << false;
        QTest::newRow("https to http") << false << u"https://api.example.invalid"_qs
                                       << u"http://api.example.invalid/v1/chat/completions"_qs << false << false;
        QTest::newRow("https default port spelled out")
            << false << u"https://api.example.invalid"_qs << u"https://API.example.invalid:443/v1/chat/completions"_qs
            << true << true;
        QTest::newRow("file scheme") << false << local << u"file:///etc/passwd"_qs << false << false;
        QTest::newRow("local-only: other loopback address")
            << true << local << u"http://127.0.0.2:11434/v1/chat/completions"_qs << true << false;
        QTest::newRow("local-only: ::1") << true << local << u"http://[::1]:11434/v1/chat/completions"_qs << true
                                         << false;
        QTest::newRow("local-only: localhost")
            << true << local << u"http://localhost:11434/v1/chat/completions"_qs << true << false;
        QTest::newRow("local-only: .invalid name")
            << true << local << u"http://llm.example.invalid/v1/chat/completions"_qs << false << false;
        QTest::newRow("local-only: public address")
            << true << local << u"http://203.0.113.7:11434/v1/chat/completions"_qs << false << false;
        QTest::newRow("local-only: private address")
            << true << local << u"http://192.168.1.20:11434/v1/chat/completions"_qs << false << false;
        QTest::newRow("local-only: unspecified address")
            << true << local << u"http://0.0.0.0:11434/v1/chat/completions"_qs << false << false;
        QTest::newRow("local-only: name ending in 127.0.0.1")
            << true << local << u"http://127.0.0.1.example.invalid/"_qs << false << false;
    }
    void redirectDecision()
    {
        QFETCH(bool, localOnly);
        QFETCH(QString, base);
        QFETCH(QString, target);
        QFETCH(bool, follow);
        QFETCH(bool, sendKey);
        LlmEndpoint e = LlmEndpoint::defaults(LlmProvider::Generic);
        e.baseUrl = QUrl(base);
        e.model = QStringLiteral("m");
        e.localOnly = localOnly;
        const LlmRedirect r = e.redirect(QUrl(target));
        QCOMPARE(r.follow, follow);
        QCOMPARE(r.sendKey, sendKey);
        QCOMPARE(r.refusal.isEmpty(), follow);
    }

    // What a resolved name may connect to: in local-only mode every address must be loopback (Qt may use any).
    void connectAddressCheck_data()
    {
        QTest::addColumn<bool>("localOnly");
        QTest::addColumn<QStringList>("addresses");
        QTest::addColumn<QString>("pinned");
        QTest::newRow("loopback v4") << true << QStringList { u"127.0.0.1"_qs } << u"127.0.0.1"_qs;
        QTest::newRow("loopback v6 and v4") << true << QStringList { u"::1"_qs, u"127.0.0.1"_qs } << u"::1"_qs;
        QTest::newRow("one public among loopback")
            << true << QStringList { u"127.0.0.1"_qs, u"203.0.113.7"_qs } << QString();
        QTest::newRow("private") << true << QStringList { u"10.1.2.3"_qs } << QString();
        QTest::newRow("nothing resolved") << true << QStringList {} << QString();
        QTest::newRow("not local-only: anything") << false << QStringList { u"203.0.113.7"_qs } << u"203.0.113.7"_qs;
    }
    void connectAddressCheck()
    {
        QFETCH(bool, localOnly);
        QFETCH(QStringList, addresses);
        QFETCH(QString, pinned);
        LlmEndpoint e = LlmEndpoint::defaults(LlmProvider::Generic);
        e.model = QStringLiteral("m");
        e.localOnly = localOnly;
        QList<QHostAddress> list;
        for (const QString &a : std::as_const(addresses))
            list.append(QHostAddress(a));
        QString why;
        const QHostAddress got = e.connectAddress(QStringLiteral("llm.example.invalid"), list, &why);
        QCOMPARE(got.isNull() ? QString() : got.toString(), pinned);
        QCOMPARE(why.isEmpty(), !pinned.isEmpty());
        if (!why.isEmpty())
            QVERIFY2(why.contains(u"llm.example.invalid"), qPrintable(why));
    }

    // Local-only: a loopback server's redirect to another machine is not followed. The name never resolves, and
    // the refusal comes before any lookup, so nothing leaves this computer.
    void localOnlyRefusesRedirectOffLoopback()
    {
        LlmFakeServer server;
        server.enqueueRedirect(QUrl(QStringLiteral("http://llm.stepwise-test.invalid/v1/chat/completions")));
        server.enqueueRedirect(QUrl(QStringLiteral("http://llm.stepwise-test.invalid/v1/models")));
        LlmEndpoint e = endpoint(server);
        e.localOnly = true;
        LlmClient client(e, fastRetries());
        client.setApiKey(QStringLiteral("sk-test-secret"));
        const LlmResponse r = client.complete(request());
        QCOMPARE(r.error, LlmError::Refused);
        QVERIFY2(r.errorString.contains(u"llm.stepwise-test.invalid"), qPrintable(r.errorString));
        QCOMPARE(server.requestCount(), 1);

        const std::shared_ptr<LlmCall> models = client.listModels();
        QVERIFY(models->wait(5000));
        QCOMPARE(models->result().error, LlmError::Refused);
        QCOMPARE(server.requestCount(), 2);
    }

    // A redirect to another origin on loopback (127.0.0.1 -> 127.0.0.2) is followed, with the report but without
    // the key; one back to the endpoint's own origin carries it again.
    void keyNeverCrossesOrigins_data()
    {
        QTest::addColumn<bool>("localOnly");
        QTest::newRow("local-only") << true;
        QTest::newRow("any host") << false;
    }
    void keyNeverCrossesOrigins()
    {
        QFETCH(bool, localOnly);
        LlmFakeServer first;
        LlmFakeServer second(QHostAddress(QStringLiteral("127.0.0.2")));
        QUrl target = second.url();
        target.setPath(QStringLiteral("/elsewhere/chat/completions"));
        first.enqueueRedirect(target, 307);
        QUrl back = first.url();
        back.setPath(QStringLiteral("/v2/chat/completions"));
        second.enqueueRedirect(back, 308);
        first.enqueueChat(QStringLiteral("{\"ok\": true}"));
        LlmEndpoint e = endpoint(first);
        e.localOnly = localOnly;
        LlmClient client(e, fastRetries());
        client.setApiKey(QStringLiteral("sk-test-secret"));
        const LlmResponse r = client.complete(request());
        QVERIFY2(r.ok(), qPrintable(r.errorString));
        QCOMPARE(second.requestCount(), 1);
        const LlmFakeServer::Request moved = second.requests().first();
        QCOMPARE(moved.target, QByteArray("/elsewhere/chat/completions"));
        QVERIFY(!second.received().contains("sk-test-secret"));
        QVERIFY(!moved.headers.contains("authorization"));
        QCOMPARE(moved.json(), first.requests().first().json()); // a 307 keeps the method and the body
        QCOMPARE(first.requestCount(), 2);
        QCOMPARE(first.requests().at(1).target, QByteArray("/v2/chat/completions"));
        QCOMPARE(first.requests().at(1).headers.value("authorization"), QByteArray("Bearer sk-test-secret"));
    }

    void redirectLoopEnds()
    {
        LlmFakeServer server;
        QUrl self = server.url();
        self.setPath(QStringLiteral("/v1/chat/completions"));
        for (int i = 0; i < 20; ++i)
            server.enqueueRedirect(self);
        LlmClient client(endpoint(server), fastRetries());
        const LlmResponse r = client.complete(request());
        QCOMPARE(r.error, LlmError::Http);
        QVERIFY2(r.errorString.contains(u"redirect"), qPrintable(r.errorString));
        QVERIFY(server.requestCount() <= 6);
    }

    // A POST redirected with 301/302/303 would arrive as a GET without the report: say where to point StepWise.
    void postRedirectThatDropsTheBody()
    {
        LlmFakeServer server;
        QUrl moved = server.url();
        moved.setPath(QStringLiteral("/api/v1/chat/completions"));
        server.enqueueRedirect(moved, 301);
        LlmClient client(endpoint(server), fastRetries());
        const LlmResponse r = client.complete(request());
        QCOMPARE(r.error, LlmError::Http);
        QCOMPARE(r.httpStatus, 301);
        QVERIFY2(r.errorString.contains(moved.toString()), qPrintable(r.errorString));
        QCOMPARE(server.requestCount(), 1);
    }

    // Local-only with a host name: the request goes to the address the name resolved to, which was checked to be
    // loopback, and still names the host the user gave.
    void localOnlyWithNameConnectsToCheckedAddress()
    {
        LlmFakeServer server;
        server.enqueueChat(QStringLiteral("{}"));
        LlmEndpoint e = endpoint(server);
        QUrl url = server.url();
        url.setHost(QStringLiteral("localhost"));
        e.baseUrl = url;
        e.localOnly = true;
        LlmClient client(e, fastRetries());
        const LlmResponse r = client.complete(request());
        QVERIFY2(r.ok(), qPrintable(r.errorString));
        QCOMPARE(server.requests().first().headers.value("host"), u"localhost:%1"_qs.arg(url.port()).toLatin1());
    }

    // A server that sends one byte every 50 ms never trips the inactivity timeout; the deadline ends it.
    void tricklingAnswerHitsTheDeadline()
    {
        LlmFakeServer server;
        QByteArray body = "{\"choices\": [{\"message\": {\"content\": \"{}\"}, \"finish_reason\": \"stop\"}]}";
        body += QByteArray(200, ' ');
        server.enqueue("HTTP/1.1 200 OK\nContent-Type: application/json\n\n" + body,
                       LlmFakeServer::Answer::Mode::Trickle, 50);
        server.enqueueChat(QStringLiteral("{}")); // a retry would get this: the deadline is for the whole request
        LlmEndpoint e = endpoint(server);
        e.timeoutMs = 2000;
        e.deadlineMs = 600;
        LlmClient client(e, fastRetries());
        const LlmResponse r = client.complete(request());
        QCOMPARE(r.error, LlmError::Timeout);
        QVERIFY2(r.errorString.contains(u"600 ms"), qPrintable(r.errorString));
        QCOMPARE(server.requestCount(), 1);
    }

    void deadlineDefaultsFromTimeout()
    {
        LlmEndpoint e;
        e.timeoutMs = 5000;
        QCOMPARE(e.totalDeadlineMs(2, 20000), 3 * 5000 + 2 * 20000); // every retry of a silent server fits
        QCOMPARE(e.totalDeadlineMs(0, 20000), 5000);
        e.deadlineMs = 7000;
        QCOMPARE(e.totalDeadlineMs(2, 20000), 7000);
    }

    // An answer beyond the cap is refused while it arrives, announced or not.
    void hugeAnswerIsCut_data()
    {
        QTest::addColumn<bool>("announced");
        QTest::newRow("Content-Length") << true;
        QTest::newRow("until the connection closes") << false;
    }
    void hugeAnswerIsCut()
    {
        QFETCH(bool, announced);
        LlmFakeServer server;
        const QByteArray content(4 * 1024 * 1024, 'x');
        const QByteArray body
            = "{\"choices\": [{\"message\": {\"content\": \"" + content + "\"}, \"finish_reason\": \"stop\"}]}";
        server.enqueue("HTTP/1.1 200 OK\nContent-Type: application/json\n\n" + body,
                       announced ? LlmFakeServer::Answer::Mode::Normal : LlmFakeServer::Answer::Mode::Unannounced);
        LlmEndpoint e = endpoint(server);
        e.maxAnswerBytes = 256 * 1024;
        LlmClient client(e, fastRetries());
        const LlmResponse r = client.complete(request());
        QCOMPARE(r.error, LlmError::BadResponse);
        QVERIFY2(r.errorString.contains(u"256 KiB"), qPrintable(r.errorString));
        QVERIFY(r.content.isEmpty());
        QCOMPARE(server.requestCount(), 1);
    }

    void cancelAbortsAndDoesNotRetry()
    {
        LlmFakeServer server;
        server.enqueueHang();
        server.enqueueChat(QStringLiteral("{}"));
        LlmEndpoint e = endpoint(server);
        LlmClient client(e, fastRetries());
        int polls = 0;
        QElapsedTimer timer;
        timer.start();
        // Cancel once the request has reached the server (the text changed meanwhile).
        const LlmResponse r = client.complete(request(), [&] {
            ++polls;
            return server.requestCount() > 0;
        });
        QCOMPARE(r.error, LlmError::Canceled);
        QVERIFY(polls >= 1);
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(server.requestCount(), 1);
    }

    void asyncCallbackOnCallerThread()
    {
        LlmFakeServer server;
        server.enqueueFile(fixture(u"models"_qs));
        LlmClient client(endpoint(server));
        const std::shared_ptr<LlmCall> call = client.listModels();
        LlmResponse got;
        bool called = false;
        QObject context;
        call->onFinished(&context, [&](const LlmResponse &r) {
            QCOMPARE(QThread::currentThread(), qApp->thread());
            got = r;
            called = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(called, 5000);
        QVERIFY(got.ok());
        QVERIFY(got.content.contains(u"fake-model"));
        QCOMPARE(server.requests().first().method, QByteArray("GET"));
        QCOMPARE(server.requests().first().target, QByteArray("/v1/models"));
    }

    void keyNeverInPreviewHeaders()
    {
        LlmEndpoint e = LlmEndpoint::defaults(LlmProvider::OpenAI);
        e.model = QStringLiteral("gpt-4o");
        LlmClient client(e);
        client.setApiKey(QStringLiteral("sk-secret-value-1234567890"));
        bool sawAuth = false;
        for (const auto &[name, value] : client.previewHeaders()) {
            QVERIFY(!value.contains("sk-secret"));
            if (name == "Authorization") {
                QCOMPARE(value, QByteArray("Bearer ***"));
                sawAuth = true;
            }
        }
        QVERIFY(sawAuth);
    }
};

QTEST_GUILESS_MAIN(TestLlmClient)
#include "tst_llmclient.moc"
