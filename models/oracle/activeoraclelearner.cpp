// SPDX-License-Identifier: GPL-3.0-or-later
#include "activeoraclelearner.h"

#include <QLoggingCategory>
#include <QThread>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>

Q_LOGGING_CATEGORY(lcLoop, "stepwise.oracle.loop", QtWarningMsg)

namespace StepWise {

namespace {
constexpr int PredictedRateWindow = 300;
constexpr int FinalRetrainFactor = 4;
}

ActiveOracleLearner::ActiveOracleLearner(SubjectRunner program, OracleLoopOptions options)
    : m_program(std::move(program))
    , m_options(options)
    , m_fuzzer(options.seed)
{
    LearnOptions lo = options.learn;
    lo.seed = options.seed;
    m_learner.setOptions(lo);
    const int threads = options.committeeThreads > 0 ? options.committeeThreads : std::clamp(QThread::idealThreadCount(), 1, 4);
    m_committeePool.setMaxThreadCount(threads);
}

ActiveOracleLearner::~ActiveOracleLearner()
{
    cancel();
    m_committeePool.waitForDone();
}

bool ActiveOracleLearner::start(const QList<qint64> &failingInput, QString *error)
{
    m_clock.start();
    if (failingInput.isEmpty()) {
        *error = QStringLiteral("the failing input has no numbers");
        return false;
    }
    const RunResult r = m_program.run(failingInput);
    if (r.status == RunStatus::FailedToStart) {
        *error = r.error;
        return false;
    }
    if (!r.usable()) {
        *error = QStringLiteral("%1 printed \"%2\" for input %3, which is not one number")
                     .arg(m_program.command().join(u' '), QString::fromUtf8(r.rawOutput.left(80)).trimmed(),
                          OracleTest{failingInput, {}, {}, {}}.inputText());
        return false;
    }
    OracleTest seed{failingInput, r.value, TestLabel::Failing, {}};
    m_arity = int(failingInput.size());
    m_tests = {seed};
    m_failingPool = {failingInput};
    m_seen = {failingInput};
    m_started = true;
    retrain();
    m_stats.elapsedMs = m_clock.elapsed();
    return true;
}

bool ActiveOracleLearner::timeUp() const
{
    return m_clock.elapsed() >= m_options.timeBudgetMs;
}

bool ActiveOracleLearner::isFinished() const
{
    return !m_started || m_stats.asked >= m_options.budget || timeUp() || m_exhausted || m_canceled;
}

void ActiveOracleLearner::cancel()
{
    m_canceled = true;
    m_learner.interrupt();
    QMutexLocker lock(&m_committeeMutex);
    for (SmtLearner *l : std::as_const(m_committeeLearners))
        l->interrupt();
}

QList<qint64> ActiveOracleLearner::selectSeed()
{
    // Learn2fix: half the time the reporter's own failing test, else any test labelled failing.
    if (m_failingPool.size() == 1 || m_fuzzer.rng().bounded(2) == 0)
        return m_failingPool.first();
    return m_failingPool[m_fuzzer.rng().bounded(int(m_failingPool.size()))];
}

std::optional<OracleTest> ActiveOracleLearner::fuzzCandidate(bool registerQuestion)
{
    for (int attempt = 0; attempt < m_options.maxDuplicateRetries; ++attempt) {
        // Once the near neighbourhood keeps yielding known inputs, widen it: stack mutations (a mutant of
        // a mutant), one more level per quarter of the retries.
        QList<qint64> input = m_fuzzer.mutate(selectSeed());
        for (int depth = 4 * attempt / std::max(1, m_options.maxDuplicateRetries); depth > 0; --depth)
            input = m_fuzzer.mutate(input);
        if (m_seen.contains(input))
            continue;
        if (registerQuestion)
            m_seen.insert(input); // never the same question twice
        const RunResult r = m_program.run(input);
        if (!r.usable()) {
            m_seen.insert(input);
            continue;
        }
        return OracleTest{input, r.value, TestLabel::Unknown, {}};
    }
    return std::nullopt;
}

void ActiveOracleLearner::finalRetrain()
{
    // The last retrain was cut off, so the oracle misses the latest answers. The loop is over and nobody
    // waits for a next question: one more search with a larger work limit. If that fails too, the last
    // consistent oracle stays.
    const LearnOptions usual = m_learner.options();
    LearnOptions lo = usual;
    lo.firstAttempt = m_attemptIndex;
    lo.totalResourceLimit *= FinalRetrainFactor;
    lo.totalTimeoutMs *= FinalRetrainFactor;
    m_learner.setOptions(lo); // the same learner, so cancel() interrupts this search too
    const LearnResult r = m_learner.learn(m_tests, [this] { return m_canceled.load(); });
    m_learner.setOptions(usual);
    if (r.isValid()) {
        m_oracle = r.formula;
        m_attemptIndex = std::max(0, r.attemptIndex);
        m_stale = false;
        updatePredictedRate();
    }
}

bool ActiveOracleLearner::retrain()
{
    LearnOptions lo = m_learner.options();
    lo.firstAttempt = m_attemptIndex;
    m_learner.setOptions(lo);
    QElapsedTimer t;
    t.start();
    const LearnResult r = m_learner.learn(m_tests, [this] { return m_canceled.load(); });
    qCDebug(lcLoop) << "retrain on" << m_tests.size() << "tests:" << t.elapsed() << "ms," << r.resourcesUsed << "units," << r.checks << "checks";
    m_committeeStarted = false; // T changed: a new committee when one is needed
    m_committeeProbes.clear();
    m_committee.clear();
    if (r.isValid()) {
        m_oracle = r.formula;
        m_attemptIndex = std::max(0, r.attemptIndex);
        m_stale = false;
        updatePredictedRate();
        return true;
    }
    if (r.status == LearnResult::Status::Contradiction) {
        // Keep the earlier answer: the newest one contradicts it (a slip, or a nondeterministic program).
        m_warnings.append(r.message + QStringLiteral("; the later answer is ignored"));
        m_tests.removeAt(std::max(r.contradictionA, r.contradictionB));
        return false;
    }
    if (r.status != LearnResult::Status::Canceled) {
        ++m_stats.learnFailures;
        m_stale = true;
        m_warnings.append(r.message + QStringLiteral("; keeping the previous oracle"));
    }
    return false;
}

void ActiveOracleLearner::updatePredictedRate()
{
    if (m_generated.isEmpty()) {
        m_stats.predictedFailureRate = m_oracle.predictsFailing(m_tests.first().features()) ? 1.0 : 0.0;
        return;
    }
    int failing = 0;
    for (const OracleTest &t : std::as_const(m_generated))
        failing += m_oracle.predictsFailing(t.features()) ? 1 : 0;
    m_stats.predictedFailureRate = double(failing) / double(m_generated.size());
}

void ActiveOracleLearner::startCommittee()
{
    // All probes are fuzzed first, in order, so the random stream (and so every later question) does not
    // depend on how many members a vote ends up needing.
    m_committeeStarted = true;
    ++m_stats.committeeBuilt;
    for (int i = 0; i < m_options.committeeSize; ++i) {
        const std::optional<OracleTest> t = fuzzCandidate(false);
        if (!t)
            break;
        m_committeeProbes.append(*t);
    }
}

void ActiveOracleLearner::learnMembers(int from, int count)
{
    LearnOptions lo = m_learner.options();
    lo.firstAttempt = m_attemptIndex; // T ∪ {t′} needs at least what T needed
    lo.totalTimeoutMs = m_options.committeeLearnTimeoutMs;
    lo.totalResourceLimit = m_options.committeeResourceLimit;
    lo.simplify = false;
    QElapsedTimer t;
    t.start();
    QList<int> members;
    for (int m = from; m < from + count; ++m)
        members.append(m);
    // Each member depends only on T, its probe, its label and its seed: learning them on several threads
    // gives the same oracles as one after the other.
    const QList<std::optional<OracleFormula>> learned =
        QtConcurrent::blockingMapped(&m_committeePool, members, [this, lo](int m) -> std::optional<OracleFormula> {
            QList<OracleTest> hypothetical = m_tests;
            OracleTest h = m_committeeProbes[m / 2];
            h.label = m % 2 ? TestLabel::Failing : TestLabel::Passing;
            hypothetical.append(h);
            LearnOptions memberOptions = lo;
            memberOptions.seed = m_options.seed + quint64(m_stats.committeeBuilt) * 1000 + quint64(m / 2);
            SmtLearner learner(memberOptions);
            {
                QMutexLocker lock(&m_committeeMutex);
                if (m_canceled)
                    return std::nullopt;
                m_committeeLearners.append(&learner);
            }
            const LearnResult r = learner.learn(hypothetical, [this] { return m_canceled.load(); });
            QMutexLocker lock(&m_committeeMutex);
            m_committeeLearners.removeOne(&learner);
            return r.isValid() ? std::optional<OracleFormula>(r.formula) : std::nullopt;
        });
    qCDebug(lcLoop) << "committee members" << from << "to" << from + count - 1 << ":" << t.elapsed() << "ms";
    m_committee += learned;
    m_stats.committeeMembersLearned += int(learned.size());
}

bool ActiveOracleLearner::committeeDecides(const QList<QByteArray> &x, const CancelCheck &canceled)
{
    // decide2label's vote: ask when at least committeeMajority of the members that found a formula predict
    // failing (all of them failing to learn: ask). Members are learned only until the remaining ones
    // cannot change the outcome, so the answer is the one the full committee of 2·S gives.
    if (!m_committeeStarted)
        startCommittee();
    const int total = int(2 * m_committeeProbes.size());
    const double majority = m_options.committeeMajority;
    for (;;) {
        int votes = 0, valid = 0;
        for (const std::optional<OracleFormula> &f : std::as_const(m_committee)) {
            if (!f)
                continue;
            ++valid;
            votes += f->predictsFailing(x) ? 1 : 0;
        }
        const int remaining = total - int(m_committee.size());
        if (remaining == 0)
            return valid == 0 || double(votes) / double(valid) >= majority;
        // Every remaining member voting "passing" still leaves a majority for failing: ask.
        if (double(votes) / double(valid + remaining) >= majority)
            return true;
        // Every remaining member voting "failing" still leaves no majority: don't ask.
        if (valid > 0 && double(votes + remaining) / double(valid + remaining) < majority)
            return false;
        if (m_canceled || (canceled && canceled()) || timeUp())
            return valid == 0 || double(votes) / double(valid) >= majority; // the vote so far
        learnMembers(int(m_committee.size()), std::min(remaining, std::max(2, m_committeePool.maxThreadCount())));
    }
}

std::optional<OracleTest> ActiveOracleLearner::nextQuestion(const CancelCheck &canceled)
{
    if (m_pending)
        return m_pending;
    auto stopWith = [this, &canceled](const QString &reason) {
        m_stopReason = reason;
        if (m_stale && !m_canceled && !(canceled && canceled()))
            finalRetrain();
        m_stats.elapsedMs = m_clock.elapsed();
        return std::nullopt;
    };
    for (;;) {
        if (!m_started)
            return stopWith(QStringLiteral("not started"));
        if (m_stats.asked >= m_options.budget)
            return stopWith(QStringLiteral("labelling budget of %1 questions used").arg(m_options.budget));
        if (timeUp())
            return stopWith(QStringLiteral("time budget of %1 s used").arg(m_options.timeBudgetMs / 1000.0));
        if (m_canceled || (canceled && canceled()))
            return stopWith(QStringLiteral("canceled"));
        std::optional<OracleTest> cand = fuzzCandidate(true);
        if (!cand) {
            m_exhausted = true;
            return stopWith(QStringLiteral("no new inputs found near the failing tests"));
        }
        ++m_stats.generated;
        m_generated.append(*cand);
        if (m_generated.size() > PredictedRateWindow)
            m_generated.removeFirst();
        const QList<QByteArray> x = cand->features();
        const bool predictedFailing = m_oracle.predictsFailing(x);
        int failingInT = 0;
        for (const OracleTest &t : std::as_const(m_tests))
            failingInT += t.label == TestLabel::Failing ? 1 : 0;
        const bool balancing = m_tests.size() > 10 && double(failingInT) / double(m_tests.size()) > 0.9;
        bool ask = predictedFailing || balancing;
        if (!ask) {
            // decide2label: look-one-ahead committee of 2·S oracles.
            ask = committeeDecides(x, canceled);
        }
        if (!ask) {
            ++m_stats.discarded;
            continue;
        }
        m_pending = cand;
        m_pendingPredictedFailing = predictedFailing;
        m_stats.elapsedMs = m_clock.elapsed();
        updatePredictedRate();
        return m_pending;
    }
}

void ActiveOracleLearner::answer(TestLabel label, const QByteArray &expectedOutput)
{
    if (!m_pending)
        return;
    OracleTest t = *m_pending;
    m_pending.reset();
    ++m_stats.asked;
    if (label == TestLabel::Unknown) {
        ++m_stats.notSure;
        m_stats.agreement.append(m_stats.agreement.isEmpty() ? 0.0 : m_stats.agreement.last());
        return;
    }
    const bool agreed = m_pendingPredictedFailing == (label == TestLabel::Failing);
    m_agreed += agreed ? 1 : 0;
    m_stats.agreement.append(double(m_agreed) / double(m_stats.asked - m_stats.notSure));
    t.label = label;
    t.expectedOutput = expectedOutput;
    const qsizetype before = m_tests.size();
    m_tests.append(t);
    retrain();
    if (m_tests.size() > before) { // not dropped as contradictory
        ++m_stats.labelled;
        if (label == TestLabel::Failing) {
            ++m_stats.labelledFailing;
            m_failingPool.append(t.input);
        }
    }
    m_stats.elapsedMs = m_clock.elapsed();
}

void ActiveOracleLearner::run(const std::function<TestLabel(const OracleTest &, QByteArray *)> &human,
                              const CancelCheck &canceled)
{
    while (const std::optional<OracleTest> q = nextQuestion(canceled)) {
        QByteArray expected;
        const TestLabel label = human(*q, &expected);
        answer(label, expected);
    }
}

} // namespace StepWise
