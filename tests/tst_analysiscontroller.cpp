// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysiscontroller.h"
#include "fakegraphstore.h"

#include <QDeadlineTimer>
#include <QMutex>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>

using namespace StepWise;
using namespace StepWise::Test;

namespace {

/*! Shared state of the fake assessor: one step per non-empty line, each mapped to "e-save" (CS).
 *  Text starting with "hold" makes it wait until the test releases it; "block" until released or
 *  cancelled. */
struct FakeAssessState {
    QAtomicInt calls;
    QSemaphore started;
    QSemaphore release;
    QAtomicInt sawCancel;
    QMutex lock;
    QualityAssessor::Options lastOptions; ///< guarded by lock
};

AnalysisWorker::AssessFactory fakeAssess(FakeAssessState *state)
{
    return [state] {
        return [state](const QString &text, const ExecutionModel &model, const QualityAssessor::Options &options,
                       const CancelCheck &canceled) {
            state->calls.ref();
            {
                QMutexLocker locked(&state->lock);
                state->lastOptions = options;
            }
            if (text.startsWith(u"hold") || text.startsWith(u"block")) {
                state->started.release();
                // "hold" waits for the test, "block" also gives up on cancel; both stop after 10 s
                // so a broken test cannot hang.
                QDeadlineTimer deadline(10000);
                const bool stopOnCancel = text.startsWith(u"block");
                while (!deadline.hasExpired() && !state->release.tryAcquire(1, 10)) {
                    if (stopOnCancel && canceled())
                        break;
                }
                if (canceled())
                    state->sawCancel.ref();
            }
            QualityReport r;
            r.appVersion = model.appVersion;
            const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
            for (const QString &line : lines) {
                StepAssessment s;
                s.step.text = line;
                s.step.offset = text.indexOf(line);
                s.step.length = line.size();
                s.labels = { StepQuality::Correct };
                s.mappedInteractionIds = { QStringLiteral("e-save") };
                r.steps << s;
            }
            return r;
        };
    };
}

AnalysisWorker::StoreFactory fakeStore(FakeGraphStore::Probe *probe)
{
    return [probe](QString *) -> std::unique_ptr<GraphStore> {
        QHash<QString, ExecutionModel> models;
        models.insert(QStringLiteral("app-1.0"), tinyModel(QStringLiteral("app-1.0")));
        models.insert(QStringLiteral("app-2.0"), tinyModel(QStringLiteral("app-2.0")));
        return std::make_unique<FakeGraphStore>(models, probe);
    };
}

} // namespace

class TestAnalysisController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listsAppVersionsOnStart()
    {
        FakeGraphStore::Probe probe;
        FakeAssessState state;
        AnalysisController c(fakeStore(&probe), fakeAssess(&state));
        QTRY_COMPARE(c.appVersions(), (QStringList { QStringLiteral("app-1.0"), QStringLiteral("app-2.0") }));
    }

    void oneAnalysisPerTypingBurst()
    {
        FakeGraphStore::Probe probe;
        FakeAssessState state;
        AnalysisController c(fakeStore(&probe), fakeAssess(&state));
        c.setDebounceInterval(50);
        QSignalSpy results(&c, &AnalysisController::resultReady);
        c.setAppVersion(QStringLiteral("app-1.0")); // analyses the empty text at once
        QVERIFY(results.wait());
        QCOMPARE(c.requestsSent(), 1);

        QString typed;
        for (const char16_t ch : u"open the app\nclick save") {
            if (ch == 0)
                break;
            typed += QChar(ch);
            c.setText(typed);
        }
        QVERIFY(results.wait());
        QCOMPARE(c.requestsSent(), 2);
        const auto result = results.last().at(0).value<AnalysisResult>();
        QCOMPARE(result.text, typed);
        QCOMPARE(result.report.steps.size(), 2);
        QCOMPARE(result.report.steps.at(1).step.text, QStringLiteral("click save"));
        QCOMPARE(state.calls.loadAcquire(), 2);
        QVERIFY(!c.isBusy());
    }

    void choicesReachTheAssessor()
    {
        FakeGraphStore::Probe probe;
        FakeAssessState state;
        AnalysisController c(fakeStore(&probe), fakeAssess(&state));
        QSignalSpy results(&c, &AnalysisController::resultReady);
        c.setAppVersion(QStringLiteral("app-1.0"));
        QVERIFY(results.wait());
        // The reporter's choices are inputs: each change analyses again, with them.
        c.setPinnedInteractions({ { QStringLiteral("Click save"), QStringLiteral("e-save") } });
        QVERIFY(results.wait());
        c.setAcceptedSteps({ QualityAssessor::acceptedKey(QStringLiteral("Click the “OK” button.")) });
        QVERIFY(results.wait());
        QCOMPARE(state.calls.loadAcquire(), 3);
        QMutexLocker locked(&state.lock);
        QCOMPARE(state.lastOptions.pinnedInteractions.value(QStringLiteral("Click save")), QStringLiteral("e-save"));
        QCOMPARE(state.lastOptions.acceptedSteps, QSet<QString> { QStringLiteral("click the “ok” button") });
    }

    void staleResultIsDropped()
    {
        FakeGraphStore::Probe probe;
        FakeAssessState state;
        AnalysisController c(fakeStore(&probe), fakeAssess(&state));
        QSignalSpy results(&c, &AnalysisController::resultReady);
        QSignalSpy dropped(&c, &AnalysisController::staleResultDropped);
        c.setText(QStringLiteral("hold here"));
        c.setAppVersion(QStringLiteral("app-1.0"));
        const quint64 first = c.generation();
        QVERIFY(state.started.tryAcquire(1, 5000)); // the worker is inside the first assessment
        c.setText(QStringLiteral("newest text"));
        const quint64 second = c.analyzeNow();
        QVERIFY(second > first);
        state.release.release();

        QVERIFY(results.wait());
        QCOMPARE(results.size(), 1);
        QCOMPARE(results.at(0).at(0).value<AnalysisResult>().generation, second);
        QCOMPARE(results.at(0).at(0).value<AnalysisResult>().text, QStringLiteral("newest text"));
        QTRY_COMPARE(dropped.size(), 1);
        QCOMPARE(dropped.at(0).at(0).value<quint64>(), first);
        QCOMPARE(state.sawCancel.loadAcquire(), 1); // the running one was told it is superseded
        QCOMPARE(c.lastResult().text, QStringLiteral("newest text"));
    }

    void queuedStaleRequestsAreSkipped()
    {
        FakeGraphStore::Probe probe;
        FakeAssessState state;
        AnalysisController c(fakeStore(&probe), fakeAssess(&state));
        QSignalSpy results(&c, &AnalysisController::resultReady);
        c.setText(QStringLiteral("hold"));
        c.setAppVersion(QStringLiteral("app-1.0"));
        QVERIFY(state.started.tryAcquire(1, 5000));
        // Three more requests queue up behind the blocked one; only the last may run.
        for (const QString &t : { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") }) {
            c.setText(t);
            c.analyzeNow();
        }
        state.release.release();
        QVERIFY(results.wait());
        QCOMPARE(results.last().at(0).value<AnalysisResult>().text, QStringLiteral("c"));
        QCOMPARE(state.calls.loadAcquire(), 2);
    }

    void modelIsCachedUntilInvalidated()
    {
        FakeGraphStore::Probe probe;
        FakeAssessState state;
        AnalysisController c(fakeStore(&probe), fakeAssess(&state));
        QSignalSpy results(&c, &AnalysisController::resultReady);
        c.setAppVersion(QStringLiteral("app-1.0"));
        QVERIFY(results.wait());
        c.setText(QStringLiteral("click save"));
        c.analyzeNow();
        QVERIFY(results.wait());
        QCOMPARE(probe.loads.loadAcquire(), 1);
        QVERIFY(results.last().at(0).value<AnalysisResult>().model);
        QCOMPARE(results.last().at(0).value<AnalysisResult>().model->appVersion, QStringLiteral("app-1.0"));

        c.modelsChanged(QStringLiteral("app-1.0")); // an import replaced it: reload and re-analyse
        QVERIFY(results.wait());
        QCOMPARE(probe.loads.loadAcquire(), 2);
    }

    void unknownModelReportsError()
    {
        FakeGraphStore::Probe probe;
        FakeAssessState state;
        AnalysisController c(fakeStore(&probe), fakeAssess(&state));
        QSignalSpy results(&c, &AnalysisController::resultReady);
        c.setAppVersion(QStringLiteral("nope-9"));
        QVERIFY(results.wait());
        const auto r = results.at(0).at(0).value<AnalysisResult>();
        QVERIFY(!r.isValid());
        QVERIFY2(r.error.contains(u"nope-9"), qPrintable(r.error));
        QCOMPARE(state.calls.loadAcquire(), 0);
    }

    void storeFailureIsReported()
    {
        FakeAssessState state;
        AnalysisController c(
            [](QString *error) -> std::unique_ptr<GraphStore> {
                *error = QStringLiteral("cannot open /nowhere/models.sqlite");
                return nullptr;
            },
            fakeAssess(&state));
        QSignalSpy failed(&c, &AnalysisController::failed);
        QVERIFY(failed.wait());
        QVERIFY(failed.at(0).at(0).toString().contains(u"/nowhere/models.sqlite"));
    }

    void storeLivesOnWorkerThreadAndShutdownCancels()
    {
        FakeGraphStore::Probe probe;
        FakeAssessState state;
        auto *c = new AnalysisController(fakeStore(&probe), fakeAssess(&state));
        c->setText(QStringLiteral("block"));
        c->setAppVersion(QStringLiteral("app-1.0"));
        QVERIFY(state.started.tryAcquire(1, 5000));
        QThread *worker = probe.createdIn.loadAcquire();
        QVERIFY(worker);
        QVERIFY(worker != QThread::currentThread());
        delete c; // quit + wait; the worker and its store die on the worker thread
        QCOMPARE(probe.destroyedIn.loadAcquire(), worker);
        QCOMPARE(state.sawCancel.loadAcquire(), 1);
    }
};

QTEST_GUILESS_MAIN(TestAnalysisController)
#include "tst_analysiscontroller.moc"
