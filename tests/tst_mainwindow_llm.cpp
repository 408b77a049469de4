// SPDX-License-Identifier: GPL-3.0-or-later
// The LLM backend in the desktop app: Settings > Language backend… switches the live analysis to an LLM
// (here the scripted local server), and a server that is down falls back to the offline analyzer
// with a note that says so.
#include "analysis/analysiscontroller.h"
#include "demomodel.h"
#include "graph/sqlitegraphstore.h"
#include "language/reporttext.h"
#include "llmfakeserver.h"
#include "llmsettingsdialog.h"
#include "mainwindow.h"
#include "mainwindowfixtures.h"
#include "reporteditor.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace StepWise;

class TestMainWindowLlm : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_db;

    MainWindow::Options options() const { return testWindowOptions(m_db, m_dir.path(), Demo::reportText()); }

    /*! The LLM path polls a local server, so it gets longer than the default. */
    static bool waitForAnalysis(MainWindow &w) { return StepWise::waitForAnalysis(w, 45000); }

    /*! An LLM configuration for \a url; no cache, so every run really asks the server. */
    static BackendConfig llmConfig(const QUrl &url, BackendConfig::Kind kind = BackendConfig::Kind::Llm)
    {
        BackendConfig c;
        c.kind = kind;
        c.endpoint = LlmEndpoint::defaults(LlmProvider::Ollama);
        c.endpoint.baseUrl = url;
        c.endpoint.model = QStringLiteral("fake-model");
        c.options.useCache = false;
        c.useKeychain = false;
        return c;
    }

    static QString summary(const MainWindow &w) { return w.findChild<QLabel *>(QStringLiteral("summary"))->text(); }

    static QStringList labels(const MainWindow &w)
    {
        QStringList out;
        for (const StepAssessment &s : w.result().report.steps) {
            QStringList codes;
            for (StepQuality q : s.labels)
                codes << qualityCode(q);
            out << s.step.text + u'=' + codes.join(u',');
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("models.sqlite"));
        SqliteGraphStore store(m_db, QStringLiteral("tst_mainwindow_llm-setup"));
        QVERIFY2(store.open(), qPrintable(store.lastError()));
        QString error;
        QVERIFY2(Demo::importInto(store, &error), qPrintable(error));
    }

    void init() { QSettings().remove(QStringLiteral("llm")); }

    void settingsDialogSwitchesToLlm()
    {
        LlmFakeServer server;
        // The endpoint is filled in, the backend still offline: the dialog only has to switch it.
        {
            QSettings settings;
            llmConfig(server.url(), BackendConfig::Kind::Offline).save(settings);
        }
        MainWindow w(options());
        w.show();
        QVERIFY(waitForAnalysis(w));
        QCOMPARE(w.backendConfig().kind, BackendConfig::Kind::Offline);
        QCOMPARE(w.result().report.backend, QStringLiteral("offline"));
        QVERIFY(w.result().report.backendNotes.isEmpty());
        QCOMPARE(server.requestCount(), 0);

        // Script: the numbered lines are the S2R sentences; the extraction answer stays invalid after
        // its repair (so it falls back and says so); every mapping question is answered "no".
        QStringList ids;
        QStringList s2rTexts;
        for (const Sentence &s : splitReport(Demo::reportText())) {
            if (!s.isTitle && !s.text.isEmpty() && s.text.front().isDigit()) {
                ids << QStringLiteral("\"%1\"").arg(s.id);
                s2rTexts << s.text;
            }
        }
        QVERIFY(ids.size() >= 3);
        server.enqueueChat(QStringLiteral("{\"s2r_sentence_ids\": [%1]}").arg(ids.join(u", ")));
        server.enqueueChat(QStringLiteral("I cannot help with that."));
        server.enqueueChat(QStringLiteral("Still no JSON."));
        for (int i = 0; i < 12; ++i)
            server.enqueueChat(QStringLiteral("{\"maps\": false}"));

        QAction *action = w.findChild<QAction *>(QStringLiteral("languageBackendAction"));
        QVERIFY(action);
        bool dialogSeen = false;
        QTimer::singleShot(0, this, [&dialogSeen] {
            auto *dialog = qobject_cast<LlmSettingsDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialogSeen = true;
            auto *backend = dialog->findChildren<QComboBox *>().at(0);
            backend->setCurrentIndex(backend->findData(BackendConfig::kindId(BackendConfig::Kind::Llm)));
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        action->trigger();
        QVERIFY(dialogSeen);
        QCOMPARE(w.backendConfig().kind, BackendConfig::Kind::Llm);
        QCOMPARE(QSettings().value(QStringLiteral("llm/backend")).toString(), QStringLiteral("llm"));

        QVERIFY(QTest::qWaitFor([&w] { return w.result().report.backend.startsWith(u"llm"); }, 45000));
        QVERIFY(waitForAnalysis(w));
        const QualityReport &report = w.result().report;
        QVERIFY2(report.backend.contains(u"fake-model"), qPrintable(report.backend));
        QVERIFY(!report.steps.isEmpty());
        QCOMPARE(w.editor()->annotationCount(), report.steps.size());
        // The server saw the identification (with the report's steps in it), then the extraction and its repair.
        const QList<LlmFakeServer::Request> requests = server.requests();
        QVERIFY2(requests.size() >= 3, qPrintable(QString::number(requests.size())));
        QCOMPARE(requests.first().target, QByteArray("/v1/chat/completions"));
        QVERIFY(requests.first().body.contains(s2rTexts.at(1).toUtf8()));
        // Calls and the extraction's fallback are reported in the summary.
        QVERIFY2(report.backendNotes.contains(u"LLM call"), qPrintable(report.backendNotes));
        QVERIFY2(report.backendNotes.contains(u"S2R extraction"), qPrintable(report.backendNotes));
        QVERIFY2(summary(w).contains(u"S2R extraction"), qPrintable(summary(w)));
    }

    void serverDownFallsBackToOffline()
    {
        QUrl deadUrl;
        {
            LlmFakeServer gone;
            deadUrl = gone.url();
        } // the port is closed again: connections are refused
        MainWindow w(options());
        QVERIFY(waitForAnalysis(w));
        const QStringList offline = labels(w);
        QVERIFY(!offline.isEmpty());

        w.setBackendConfig(llmConfig(deadUrl));
        QCOMPARE(QSettings().value(QStringLiteral("llm/baseUrl")).toUrl(), deadUrl);
        QVERIFY(QTest::qWaitFor([&w] { return w.result().report.backend.contains(u"llm:"); }, 45000));
        QVERIFY(waitForAnalysis(w));
        // Every task fell back: the report names the offline analyzer as its checker, not the LLM ...
        QVERIFY2(w.result().report.backend.startsWith(u"offline (llm:")
                     && w.result().report.backend.endsWith(u" did not answer)"),
                 qPrintable(w.result().report.backend));
        // ... the annotations are the offline analyzer's ...
        QCOMPARE(labels(w), offline);
        QCOMPARE(w.editor()->annotationCount(), w.result().report.steps.size());
        // ... and the notes say so.
        const QString notes = w.result().report.backendNotes;
        QVERIFY2(notes.contains(u"used the offline analyzer"), qPrintable(notes));
        QVERIFY2(notes.contains(u"S2R identification"), qPrintable(notes));
        QVERIFY2(summary(w).contains(u"used the offline analyzer"), qPrintable(summary(w)));

        // Back to offline: no notes any more.
        BackendConfig offlineConfig = llmConfig(deadUrl, BackendConfig::Kind::Offline);
        w.setBackendConfig(offlineConfig);
        QVERIFY(QTest::qWaitFor([&w] { return w.result().report.backend == u"offline"; }, 45000));
        QVERIFY(w.result().report.backendNotes.isEmpty());
    }

    void unusableConfigurationFallsBack()
    {
        MainWindow w(options());
        QVERIFY(waitForAnalysis(w));
        BackendConfig c = llmConfig(QUrl(QStringLiteral("https://api.openai.com")));
        c.endpoint.localOnly = true; // refused before any connection
        w.setBackendConfig(c);
        QVERIFY(QTest::qWaitFor([&w] { return !w.result().report.backendNotes.isEmpty(); }, 45000));
        QVERIFY(waitForAnalysis(w));
        QVERIFY(!w.result().report.steps.isEmpty());
        const QString notes = w.result().report.backendNotes;
        QVERIFY2(notes.contains(u"api.openai.com") || notes.contains(u"local", Qt::CaseInsensitive), qPrintable(notes));
    }
};

QTEST_MAIN(TestMainWindowLlm)
#include "tst_mainwindow_llm.moc"
