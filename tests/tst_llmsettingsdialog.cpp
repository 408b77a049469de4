// SPDX-License-Identifier: GPL-3.0-or-later
#include "llmfakeserver.h"
#include "llmsettingsdialog.h"

#include <QComboBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace StepWise;

class TestLlmSettingsDialog : public QObject
{
    Q_OBJECT

private:
    static BackendConfig localConfig(const QUrl &url)
    {
        BackendConfig c;
        c.kind = BackendConfig::Kind::Llm;
        c.endpoint = LlmEndpoint::defaults(LlmProvider::Ollama);
        c.endpoint.baseUrl = url;
        c.endpoint.model = u"fake-model"_qs;
        return c;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void previewIsRedacted()
    {
        LlmSettingsDialog dialog(localConfig(QUrl(u"http://127.0.0.1:11434"_qs)));
        dialog.setPreviewText(u"Crash on save\n\nLog in as jane.doe@example.com and tap Save.\nThe app crashes."_qs);
        const QString preview = dialog.findChild<QPlainTextEdit *>()->toPlainText();
        QVERIFY2(preview.startsWith(u"POST http://127.0.0.1:11434/v1/chat/completions"), qPrintable(preview));
        QVERIFY(!preview.contains(u"jane.doe@example.com"));
        QVERIFY(preview.contains(u"<EMAIL_1>"));
        QVERIFY(preview.contains(u"\"model\":\"fake-model\""));
    }

    void localOnlyPreviewRefuses()
    {
        BackendConfig c = localConfig(QUrl(u"https://api.openai.com"_qs));
        c.endpoint.localOnly = true;
        LlmSettingsDialog dialog(c);
        const QString preview = dialog.findChild<QPlainTextEdit *>()->toPlainText();
        QVERIFY2(preview.contains(u"api.openai.com") && preview.contains(u"Local-only"), qPrintable(preview));
    }

    void providerDefaults()
    {
        LlmSettingsDialog dialog(localConfig(QUrl(u"http://127.0.0.1:11434"_qs)));
        auto *provider = dialog.findChildren<QComboBox *>().at(1);
        provider->setCurrentIndex(provider->findData(providerId(LlmProvider::AzureOpenAI)));
        const BackendConfig c = dialog.config();
        QCOMPARE(c.endpoint.provider, LlmProvider::AzureOpenAI);
        QCOMPARE(c.endpoint.auth, LlmAuthStyle::ApiKeyHeader);
        QVERIFY(!c.endpoint.apiVersion.isEmpty());
        QCOMPARE(c.endpoint.model, u"fake-model"_qs);
        QVERIFY(c.apiKey.isEmpty());
    }

    void testConnection()
    {
        LlmFakeServer server;
        server.enqueue("HTTP/1.1 200 OK\nContent-Type: application/json\n\n"
                       "{\"object\":\"list\",\"data\":[{\"id\":\"other-model\"},{\"id\":\"fake-model\"}]}");
        LlmSettingsDialog dialog(localConfig(server.url()));
        QSignalSpy spy(&dialog, &LlmSettingsDialog::connectionTested);
        QPushButton *test = nullptr;
        for (QPushButton *b : dialog.findChildren<QPushButton *>()) {
            if (b->text() == u"Test connection")
                test = b;
        }
        QVERIFY(test);
        test->click();
        QVERIFY(spy.wait(5000));
        QCOMPARE(spy.first().at(0).toBool(), true);
        QVERIFY2(spy.first().at(1).toString().contains(u"2 model(s)"), qPrintable(spy.first().at(1).toString()));
        QCOMPARE(server.requests().first().target, QByteArray("/v1/models"));

        server.enqueue("HTTP/1.1 401 Unauthorized\nContent-Type: application/json\n\n"
                       "{\"error\":{\"message\":\"Incorrect API key provided.\"}}");
        test->click();
        QVERIFY(spy.wait(5000));
        QCOMPARE(spy.at(1).at(0).toBool(), false);
        QVERIFY(dialog.connectionStatus().contains(u"Incorrect API key provided."));
    }
};

QTEST_MAIN(TestLlmSettingsDialog)
#include "tst_llmsettingsdialog.moc"
