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
        r.messages = {{QStringLiteral("system"), QStringLiteral("Answer in JSON.")},
                      {QStringLiteral("user"), QStringLiteral("Which sentences are steps?")}};
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
        QVERIFY2(r.errorString.contains(u"The server had an error while processing your request."), qPrintable(r.errorString));
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
        QTest::newRow("401 invalid key") << u"unauthorized"_qs << LlmError::Http << 401 << u"Incorrect API key provided."_qs;
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
