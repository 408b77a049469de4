// SPDX-License-Identifier: GPL-3.0-or-later
#include "activeoraclelearner.h"

#include "exactmath.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QScopeGuard>
#include <QThread>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <chrono>
#include <future>
#include <limits>

Q_LOGGING_CATEGORY(lcLoop, "stepwise.oracle.loop", QtWarningMsg)

namespace StepWise {

namespace {
// The GUI shows stop reasons and warnings in its language; stepwise-cli installs only the English plurals.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::ActiveOracleLearner)
};
constexpr int PredictedRateWindow = 300;
constexpr int FinalRetrainFactor = 4;
// k + h of the smallest formula that tells a passing test from failing ones: one clause of one atom.
constexpr int MinSeparatingSize = 2;
// The slow-run limit is at least this many times the failing input's run, for programs slow on every input.
constexpr int SlowRunFactor = 4;
// Runs going on at once; a run mostly waits for its process, and slow ones must not hold up the rest.
constexpr int MaxConcurrentRuns = 16;
// Once the question deadline has passed, Z3 work that started just before it is interrupted again this often.
constexpr auto DeadlineRepeat = std::chrono::milliseconds(20);

// Program runs, of every loop: a run set aside may outlive its loop by up to the program's time limit, and a
// canceled or finished loop must not make its caller (the GUI thread) wait for it. The tasks hold nothing of
// the loop; at exit the pool waits for the last runs.
struct RunPool : QThreadPool {
    RunPool() { setMaxThreadCount(MaxConcurrentRuns); }
};
Q_GLOBAL_STATIC(RunPool, s_runPool)

qint64 steadyMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}
} // namespace

struct ActiveOracleLearner::ProgramRun {
    std::shared_future<RunResult> result;
    std::atomic<qint64> startedMs { -1 }; // steadyMs() when the process was started; -1 while queued
    qint64 durationMs = -1; // written before the result is set, so read after it
};

ActiveOracleLearner::ActiveOracleLearner(SubjectRunner program, OracleLoopOptions options)
    : m_program(std::move(program))
    , m_options(options)
{
    m_s.fuzzer = Fuzzer(options.seed);
    LearnOptions lo = options.learn;
    lo.seed = options.seed;
    m_learner.setOptions(lo);
    const int threads
        = options.committeeThreads > 0 ? options.committeeThreads : std::clamp(QThread::idealThreadCount(), 1, 4);
    m_committeePool.setMaxThreadCount(threads);
    // One thread per branch; a branch that waits for nothing else can't block another.
    m_branchPool.setMaxThreadCount(2);
}

ActiveOracleLearner::ActiveOracleLearner(BranchOf branch)
    : m_program(branch.parent.m_program)
    , m_options(branch.parent.m_options)
    , m_failingRun(branch.parent.m_failingRun)
    , m_slowAfterMs(branch.parent.m_slowAfterMs)
    , m_clock(branch.parent.m_clock) // the same start: the time budget is the whole loop's
    , m_s(branch.parent.m_s)
{
    m_options.prepareNextQuestion = false;
    m_learner.setOptions(branch.parent.m_learner.options());
    m_committeePool.setMaxThreadCount(branch.parent.m_committeePool.maxThreadCount());
}

ActiveOracleLearner::~ActiveOracleLearner()
{
    cancel();
    if (m_watchdog.joinable()) {
        {
            std::lock_guard lock(m_deadlineMutex);
            m_watchdogStop = true;
        }
        m_deadlineChanged.notify_all();
        m_watchdog.join();
    }
    {
        QMutexLocker lock(&m_branchMutex);
        for (Branch &b : m_branches)
            b.done.waitForFinished();
        for (Branch &b : m_dropped)
            b.done.waitForFinished();
    }
    m_committeePool.waitForDone();
}

bool ActiveOracleLearner::start(const InputVector &failingInput, QString *error, const QByteArray &expectedOutput)
{
    m_clock.start();
    armDeadline(steadyMs()); // the first question's: nextQuestion() disarms it
    if (failingInput.isEmpty()) {
        *error = Tr::tr("the failing input has no numbers");
        return false;
    }
    m_s.fuzzer.setLimit(Fuzzer::limitFor(failingInput));
    QElapsedTimer ran;
    ran.start();
    m_failingRun = m_program.run(failingInput);
    m_s.stats.programRuns = 1;
    m_s.stats.programWaitMs = ran.elapsed();
    if (m_options.slowRunMs > 0) {
        m_slowAfterMs = std::max<qint64>(m_options.slowRunMs, SlowRunFactor * ran.elapsed());
        if (m_slowAfterMs >= m_program.timeoutMs())
            m_slowAfterMs = 0;
    }
    const RunResult &r = m_failingRun;
    if (r.status == RunStatus::FailedToStart) {
        *error = r.error;
        return false;
    }
    if (!r.usable()) {
        *error = Tr::tr("%1 printed \"%2\" for input %3, which is not one number")
                     .arg(m_program.command().join(u' '), QString::fromUtf8(r.rawOutput.left(80)).trimmed(),
                          OracleTest { failingInput, {}, {}, {} }.inputText());
        return false;
    }
    OracleTest seed { failingInput, r.value, TestLabel::Failing, expectedOutput, r.status, r.printedIfReadOtherwise() };
    if (r.status != RunStatus::Ok)
        //: %1 the input, %2 how the run ended (crashed, timed out, ...), %3 the output it counts as
        m_s.warnings.append(
            Tr::tr("on the failing input %1 the program's run ended as \"%2\", which counts as output %3: "
                   "the questions are about that outcome as well")
                .arg(seed.inputText(), runStatusName(r.status), QString::fromLatin1(r.value)));
    m_s.arity = int(failingInput.size());
    m_s.tests = { seed };
    m_s.failingPool = { failingInput };
    m_s.seen = { failingInput };
    m_s.started = true;
    retrain();
    m_s.stats.elapsedMs = m_clock.elapsed();
    return true;
}

bool ActiveOracleLearner::timeUp() const
{
    return m_clock.elapsed() >= m_options.timeBudgetMs;
}

bool ActiveOracleLearner::isFinished() const
{
    return !m_s.started || m_s.stats.asked >= m_options.budget || timeUp() || m_s.ended || m_canceled;
}

qint64 ActiveOracleLearner::deadlineLeftMs() const
{
    const qint64 answered = m_answeredAtMs;
    if (m_options.questionDeadlineMs <= 0 || answered < 0)
        return std::numeric_limits<qint64>::max();
    return std::max<qint64>(0, answered + m_options.questionDeadlineMs - steadyMs());
}

void ActiveOracleLearner::armDeadline(qint64 answeredAtMs)
{
    if (m_options.questionDeadlineMs <= 0)
        return;
    {
        std::lock_guard lock(m_deadlineMutex);
        m_answeredAtMs = answeredAtMs;
        if (answeredAtMs >= 0 && !m_watchdog.joinable())
            m_watchdog = std::thread([this] { watchDeadline(); });
    }
    m_deadlineChanged.notify_all();
}

void ActiveOracleLearner::watchDeadline()
{
    // Z3 is interrupted from outside: a check runs on for as long as its own limits allow. Interrupted again
    // every DeadlineRepeat while the deadline stays passed, for a learn() that began just as it passed (it
    // clears an interrupt that came before it).
    std::unique_lock lock(m_deadlineMutex);
    while (!m_watchdogStop) {
        const qint64 answered = m_answeredAtMs;
        if (answered < 0) {
            m_deadlineChanged.wait(lock);
            continue;
        }
        if (const qint64 left = answered + m_options.questionDeadlineMs - steadyMs(); left > 0) {
            m_deadlineChanged.wait_for(lock, std::chrono::milliseconds(left));
            continue;
        }
        interruptLearning();
        m_deadlineChanged.wait_for(lock, DeadlineRepeat);
    }
}

void ActiveOracleLearner::interruptLearning()
{
    m_learner.interrupt();
    QMutexLocker lock(&m_committeeMutex);
    for (SmtLearner *l : std::as_const(m_committeeLearners))
        l->interrupt();
}

void ActiveOracleLearner::cancel()
{
    m_canceled = true;
    interruptLearning();
    QMutexLocker lock(&m_branchMutex);
    for (Branch &b : m_branches)
        b.loop->cancel();
}

void ActiveOracleLearner::prepareBranches()
{
    QMutexLocker lock(&m_branchMutex);
    if (!m_branches.empty() || m_canceled)
        return;
    for (const TestLabel label : { TestLabel::Failing, TestLabel::Passing }) {
        Branch b { label, std::unique_ptr<ActiveOracleLearner>(new ActiveOracleLearner(BranchOf { *this })), {} };
        ActiveOracleLearner *loop = b.loop.get();
        b.done = QtConcurrent::run(&m_branchPool, [loop, label] {
            loop->recordAnswer(label, {}); // no deadline while the human reads: answer() sets it for the chosen branch
            loop->nextQuestion();
        });
        m_branches.push_back(std::move(b));
    }
}

std::optional<InputVector> ActiveOracleLearner::drawInput(Fuzzer &fuzzer, QSet<InputVector> &seen,
                                                          bool registerQuestion,
                                                          const std::function<bool(const InputVector &)> &usable,
                                                          const std::function<bool()> &giveUp) const
{
    const QList<InputVector> &failingPool = m_s.failingPool;
    const int maxRetries = m_options.maxDuplicateRetries;
    for (int attempt = 0; attempt < maxRetries; ++attempt) {
        if (giveUp && giveUp())
            return std::nullopt;
        InputVector input;
        if (m_options.gapPercent > 0 && !m_s.passingPool.isEmpty()
            && int(fuzzer.rng().bounded(100)) < m_options.gapPercent)
            input = gapPoint(fuzzer, m_s.passingPool[fuzzer.rng().bounded(int(m_s.passingPool.size()))], failingPool);
        // A gap without a new whole-number point (its ends are neighbours, or every point was asked): fuzz
        // instead, so that a large gapPercent does not end the loop as if the neighbourhood were exhausted.
        if (input.isEmpty() || seen.contains(input)) {
            // Learn2fix: half the time the reporter's own failing test, else any test labelled failing.
            const InputVector &seed = failingPool.size() == 1 || fuzzer.rng().bounded(2) == 0
                ? failingPool.first()
                : failingPool[fuzzer.rng().bounded(int(failingPool.size()))];
            // Once the near neighbourhood keeps yielding known inputs, widen it: stack mutations (a mutant of
            // a mutant), one more level per quarter of the retries.
            input = fuzzer.mutate(seed);
            for (int depth = 4 * attempt / std::max(1, maxRetries); depth > 0; --depth)
                input = fuzzer.mutate(input);
        }
        if (seen.contains(input))
            continue;
        if (registerQuestion)
            seen.insert(input); // never the same question twice
        if (!usable(input)) {
            seen.insert(input);
            continue;
        }
        return input;
    }
    return std::nullopt;
}

InputVector ActiveOracleLearner::gapPoint(Fuzzer &fuzzer, const InputVector &passing,
                                          const QList<InputVector> &failingPool)
{
    const auto minus = [](const QByteArray &v) -> QByteArray {
        return v.startsWith('-') ? v.sliced(1) : v == "0" ? v : QByteArray('-' + v);
    };
    const InputVector *nearest = nullptr;
    QByteArray best;
    for (const InputVector &f : failingPool) {
        QByteArray d = "0";
        for (qsizetype i = 0; i < f.size(); ++i) {
            const QByteArray diff = ExactMath::add(f[i], minus(passing[i]));
            d = ExactMath::add(d, diff.startsWith('-') ? diff.sliced(1) : diff);
        }
        if (!nearest || ExactMath::compare(d, best) < 0) {
            nearest = &f;
            best = d;
        }
    }
    // A fraction in (0, 1) in 1/1024 steps, rounded toward the failing input; neighbours (a gap of one) give
    // the failing end, which the caller has seen and so fuzzes instead.
    const QByteArray fraction = QByteArray::number(1 + fuzzer.rng().bounded(1023)) + "/1024";
    InputVector point = *nearest;
    for (qsizetype i = 0; i < point.size(); ++i) {
        const QByteArray step = ExactMath::dot({ fraction }, { ExactMath::add(passing[i], minus((*nearest)[i])) });
        // Truncated toward zero, as integer division does.
        const QByteArray whole = step.startsWith('-') ? minus(ExactMath::floor(minus(step))) : ExactMath::floor(step);
        point[i] = ExactMath::add((*nearest)[i], whole);
    }
    return point;
}

std::optional<OracleTest> ActiveOracleLearner::fuzzCandidate(bool registerQuestion, bool questionInHand)
{
    RunResult r;
    int slowPastDeadline = 0;
    const std::optional<InputVector> input = drawInput(
        m_s.fuzzer, m_s.seen, registerQuestion,
        [&](const InputVector &in) {
            const std::optional<RunResult> done = awaitRun(in, questionInHand ? Wait::SlowOrDeadline : Wait::Slow);
            if (!done && m_canceled)
                return false;
            if (!done) {
                // Also a probe's: a fuzzed input like the candidates, and drawInput() now counts it as seen.
                m_s.setAside.append(in);
                ++m_s.stats.setAside;
                // Late, with nothing to ask yet: the next draws' runs start together, so that a row of slow
                // runs costs one slow-run limit rather than one each.
                if (const int ahead = runAheadCount();
                    !questionInHand && pastDeadline() && ahead > 0 && slowPastDeadline++ % ahead == 0)
                    runAhead(ahead, registerQuestion);
                return false;
            }
            r = *done;
            return r.usable();
        },
        [&] { return questionInHand && pastDeadline(); });
    if (!input)
        return std::nullopt;
    return OracleTest { *input, r.value, TestLabel::Unknown, {}, r.status, r.printedIfReadOtherwise() };
}

std::optional<OracleTest> ActiveOracleLearner::nextCandidate(bool questionInHand)
{
    Wait wait = Wait::Deadline;
    for (;;) {
        while (!m_s.reconsidered.isEmpty()) {
            const InputVector input = m_s.reconsidered.takeFirst();
            const std::optional<RunResult> r = awaitRun(input, wait);
            if (!r && m_canceled)
                return std::nullopt;
            if (!r) { // still running when the question deadline passed: for the next search
                m_s.setAside.append(input);
                continue;
            }
            if (r->usable())
                return OracleTest { input, r->value, TestLabel::Unknown, {}, r->status, r->printedIfReadOtherwise() };
        }
        if (std::optional<OracleTest> t = fuzzCandidate(true, questionInHand))
            return t;
        if (m_s.setAside.isEmpty() || (questionInHand && pastDeadline()))
            return std::nullopt;
        m_s.reconsidered = std::exchange(m_s.setAside, {});
        wait = Wait::Done; // fuzzing found nothing new: only these inputs are left, deadline or not
    }
}

std::shared_ptr<ActiveOracleLearner::ProgramRun> ActiveOracleLearner::startRun(const InputVector &input)
{
    if (const auto it = m_s.runs.constFind(input); it != m_s.runs.constEnd())
        return *it;
    auto run = std::make_shared<ProgramRun>();
    auto promise = std::make_shared<std::promise<RunResult>>();
    run->result = promise->get_future().share();
    s_runPool->start([run, promise, program = m_program, input] {
        const qint64 started = steadyMs();
        run->startedMs = started;
        RunResult r = program.run(input);
        // The value and how the run ended are kept, and text read otherwise or not read at all (the reporter
        // is told at the end which inputs were left out for it).
        r.rawOutput = r.status == RunStatus::NonNumeric ? r.rawOutput.trimmed().left(80) : r.printedIfReadOtherwise();
        run->durationMs = steadyMs() - started;
        promise->set_value(std::move(r));
    });
    m_s.runs.insert(input, run);
    ++m_s.stats.programRuns;
    return run;
}

std::optional<RunResult> ActiveOracleLearner::awaitRun(const InputVector &input, Wait wait)
{
    using namespace std::chrono_literals;
    if (m_canceled)
        return std::nullopt;
    const std::shared_ptr<ProgramRun> run = startRun(input);
    QElapsedTimer waited;
    waited.start();
    const qint64 slowAfter = wait == Wait::Slow || wait == Wait::SlowOrDeadline ? m_slowAfterMs : 0;
    bool slow = false;
    // In slices, so that cancel() is heeded while a run goes on to its time limit.
    while (run->result.wait_for(0ms) != std::future_status::ready) {
        const qint64 deadlineLeft = wait == Wait::Deadline || wait == Wait::SlowOrDeadline
            ? deadlineLeftMs()
            : std::numeric_limits<qint64>::max();
        if (m_canceled || deadlineLeft == 0) {
            m_s.stats.programWaitMs += waited.elapsed();
            return std::nullopt;
        }
        qint64 slice = std::min<qint64>(50, deadlineLeft);
        if (const qint64 started = run->startedMs; slowAfter > 0 && started >= 0) { // a queued run's time has not begun
            const qint64 left = started + slowAfter - steadyMs();
            if (left < 0) {
                slow = true;
                break;
            }
            slice = std::min(slice, left + 1);
        }
        run->result.wait_for(std::chrono::milliseconds(slice));
    }
    if (!slow && slowAfter > 0)
        slow = run->durationMs > slowAfter;
    m_s.stats.programWaitMs += waited.elapsed();
    qCDebug(lcLoop) << "waited" << waited.elapsed() << "ms for the run on" << input << (slow ? "(slow: set aside)" : "")
                    << (wait == Wait::Slow || wait == Wait::SlowOrDeadline ? "" : "(set aside before)");
    if (slow)
        return std::nullopt;
    const RunResult &r = run->result.get();
    if (r.status == RunStatus::NonNumeric && !m_s.nonNumeric.contains(input)) {
        m_s.nonNumeric.insert(input);
        if (++m_s.stats.skippedNonNumeric == 1)
            m_s.firstNonNumeric = { input, r.rawOutput };
    }
    return r;
}

void ActiveOracleLearner::awaitAllRuns()
{
    using namespace std::chrono_literals;
    QElapsedTimer waited;
    waited.start();
    for (const std::shared_ptr<ProgramRun> &run : std::as_const(m_s.runs))
        while (!m_canceled && run->result.wait_for(50ms) != std::future_status::ready) { }
    m_s.stats.programWaitMs += waited.elapsed();
}

int ActiveOracleLearner::runAheadCount() const
{
    return m_options.runAhead >= 0 ? m_options.runAhead : 4 * m_committeePool.maxThreadCount();
}

void ActiveOracleLearner::runAhead(int count, bool asQuestions)
{
    // Drawn on a copy of the random state, as if every run gave a number, and started together: the real
    // draws then find their runs under way or done. An input that gives no number (or is slow) makes the
    // real draws differ from there on; those are started one by one.
    Fuzzer fuzzer = m_s.fuzzer;
    QSet<InputVector> seen = m_s.seen;
    for (int i = 0; i < count; ++i) {
        const std::optional<InputVector> in
            = drawInput(fuzzer, seen, asQuestions, [](const InputVector &) { return true; });
        if (!in)
            break;
        startRun(*in);
    }
}

void ActiveOracleLearner::finalRetrain()
{
    // The last retrain was cut off, so the oracle misses the latest answers. The loop is over and nobody
    // waits for a next question: one more search with a larger work limit. If that fails too, the last
    // consistent oracle stays.
    const LearnOptions usual = m_learner.options();
    LearnOptions lo = usual;
    lo.firstAttempt = m_s.attemptIndex;
    lo.totalResourceLimit *= FinalRetrainFactor;
    lo.totalTimeoutMs *= FinalRetrainFactor;
    m_learner.setOptions(lo); // the same learner, so cancel() interrupts this search too
    const LearnResult r = m_learner.learn(m_s.tests, [this] { return m_canceled.load(); });
    m_learner.setOptions(usual);
    if (r.isValid()) {
        m_s.oracle = r.formula;
        m_s.attemptIndex = std::max(0, r.attemptIndex);
        m_s.size = r.k + r.h;
        m_s.stale = false;
        updatePredictedRate();
        return;
    }
    // Said once, also when only the question deadline had cut retrains (no warning then).
    const QString warning = Tr::tr("%1; keeping the previous oracle").arg(r.message);
    if (r.status != LearnResult::Status::Canceled && !m_s.warnings.contains(warning))
        m_s.warnings.append(warning);
}

LearnResult::Status ActiveOracleLearner::retrain()
{
    LearnOptions lo = m_learner.options();
    lo.firstAttempt = m_s.attemptIndex;
    m_learner.setOptions(lo);
    QElapsedTimer t;
    t.start();
    const LearnResult r = m_learner.learn(m_s.tests, [this] { return m_canceled || pastDeadline(); });
    qCDebug(lcLoop) << "retrain on" << m_s.tests.size() << "tests:" << t.elapsed() << "ms," << r.resourcesUsed
                    << "units," << r.checks << "checks";
    m_s.committeeStarted = false; // T changed: a new committee when one is needed
    m_s.committeeProbes.clear();
    m_s.committee.clear();
    if (r.status == LearnResult::Status::Canceled && !m_canceled) {
        // Cut by the question deadline: the next retrain (next answer, or the end) learns this answer too.
        ++m_s.stats.deferredRetrains;
        m_s.stale = true;
        return r.status;
    }
    if (r.isValid()) {
        m_s.oracle = r.formula;
        m_s.attemptIndex = std::max(0, r.attemptIndex);
        m_s.size = r.k + r.h;
        m_s.stale = false;
        updatePredictedRate();
        return r.status;
    }
    if (r.status == LearnResult::Status::Contradiction) {
        // Keep the earlier answer: the newest one contradicts it (a slip, or a nondeterministic program).
        //: %1 why learning failed (names the two contradicting tests)
        m_s.warnings.append(Tr::tr("%1; the later answer is ignored").arg(r.message));
        m_s.tests.removeAt(std::max(r.contradictionA, r.contradictionB));
        return r.status;
    }
    if (r.status != LearnResult::Status::Canceled) {
        ++m_s.stats.learnFailures;
        m_s.stale = true;
        //: %1 why learning failed (caps or work limit reached)
        const QString warning = Tr::tr("%1; keeping the previous oracle").arg(r.message);
        if (!m_s.warnings.contains(warning)) // said once; stats().learnFailures counts the retrains cut off
            m_s.warnings.append(warning);
    }
    return r.status;
}

void ActiveOracleLearner::updatePredictedRate()
{
    if (m_s.generated.isEmpty()) {
        m_s.stats.predictedFailureRate = m_s.oracle.predictsFailing(m_s.tests.first().features()) ? 1.0 : 0.0;
        return;
    }
    int failing = 0;
    for (const OracleTest &t : std::as_const(m_s.generated))
        failing += m_s.oracle.predictsFailing(t.features()) ? 1 : 0;
    m_s.stats.predictedFailureRate = double(failing) / double(m_s.generated.size());
}

void ActiveOracleLearner::startCommittee()
{
    // All probes are fuzzed first, in order, so the random stream (and so every later question) does not
    // depend on how many members a vote ends up needing. Past the question deadline the probes found so far
    // vote (none: the candidate is asked), rather than waiting for slow runs.
    m_s.committeeStarted = true;
    ++m_s.stats.committeeBuilt;
    runAhead(m_options.committeeSize, false);
    for (int i = 0; i < m_options.committeeSize; ++i) {
        const std::optional<OracleTest> t = fuzzCandidate(false, true);
        if (!t)
            break;
        m_s.committeeProbes.append(*t);
    }
}

void ActiveOracleLearner::learnMembers(int from, int count)
{
    LearnOptions lo = m_learner.options();
    lo.firstAttempt = m_s.attemptIndex; // T ∪ {t′} needs at least what T needed
    lo.totalTimeoutMs = m_options.committeeLearnTimeoutMs;
    lo.totalResourceLimit = m_options.committeeResourceLimit;
    lo.simplify = false;
    QElapsedTimer t;
    t.start();
    QList<int> members;
    for (int m = from; m < from + count; ++m)
        members.append(m);
    struct Member {
        std::optional<OracleFormula> formula; // nothing: no formula within the member's limits
        bool cut = false; // interrupted by the question deadline: not learned
    };
    // Each member depends only on T, its probe, its label and its seed: learning them on several threads
    // gives the same oracles as one after the other.
    const QList<Member> learned = QtConcurrent::blockingMapped(&m_committeePool, members, [this, lo](int m) -> Member {
        QList<OracleTest> hypothetical = m_s.tests;
        OracleTest h = m_s.committeeProbes[m / 2];
        h.label = m % 2 ? TestLabel::Failing : TestLabel::Passing;
        hypothetical.append(h);
        LearnOptions memberOptions = lo;
        memberOptions.seed = m_options.seed + quint64(m_s.stats.committeeBuilt) * 1000 + quint64(m / 2);
        SmtLearner learner(memberOptions);
        {
            QMutexLocker lock(&m_committeeMutex);
            if (m_canceled || pastDeadline())
                return { std::nullopt, true };
            m_committeeLearners.append(&learner);
        }
        const LearnResult r = learner.learn(hypothetical, [this] { return m_canceled || pastDeadline(); });
        QMutexLocker lock(&m_committeeMutex);
        m_committeeLearners.removeOne(&learner);
        if (r.status == LearnResult::Status::Canceled)
            return { std::nullopt, true };
        return { r.isValid() ? std::optional<OracleFormula>(r.formula) : std::nullopt, false };
    });
    qCDebug(lcLoop) << "committee members" << from << "to" << from + count - 1 << ":" << t.elapsed() << "ms";
    // Members are kept in order (member m is probe m / 2's); one cut and those after it are learned again
    // when a vote needs them.
    for (const Member &m : learned) {
        if (m.cut)
            break;
        m_s.committee.append(m.formula);
        ++m_s.stats.committeeMembersLearned;
    }
}

bool ActiveOracleLearner::committeeDecides(const QList<QByteArray> &x, const CancelCheck &canceled,
                                           double *failingShare, bool *hurried)
{
    // decide2label's vote: ask when at least committeeMajority of the members that found a formula predict
    // failing (all of them failing to learn: ask). Members are learned only until the remaining ones
    // cannot change the outcome, so the answer is the one the full committee of 2·S gives.
    if (!m_s.committeeStarted) {
        if (pastDeadline()) { // no time for the probes' runs: as a committee without members, ask
            *failingShare = 1.0;
            *hurried = true;
            return true;
        }
        startCommittee();
    }
    const int total = int(2 * m_s.committeeProbes.size());
    const double majority = m_options.committeeMajority;
    for (;;) {
        int votes = 0, valid = 0;
        for (const std::optional<OracleFormula> &f : std::as_const(m_s.committee)) {
            if (!f)
                continue;
            ++valid;
            votes += f->predictsFailing(x) ? 1 : 0;
        }
        *failingShare = valid == 0 ? 1.0 : double(votes) / double(valid);
        const int remaining = total - int(m_s.committee.size());
        if (remaining == 0)
            return valid == 0 || double(votes) / double(valid) >= majority;
        // Every remaining member voting "passing" still leaves a majority for failing: ask.
        if (double(votes) / double(valid + remaining) >= majority)
            return true;
        // Every remaining member voting "failing" still leaves no majority: don't ask.
        if (valid > 0 && double(votes + remaining) / double(valid + remaining) < majority)
            return false;
        *hurried = pastDeadline();
        if (m_canceled || (canceled && canceled()) || timeUp() || *hurried)
            return valid == 0 || double(votes) / double(valid) >= majority; // the vote so far
        learnMembers(int(m_s.committee.size()), std::min(remaining, std::max(2, m_committeePool.maxThreadCount())));
    }
}

std::optional<OracleTest> ActiveOracleLearner::nextQuestion(const CancelCheck &canceled)
{
    auto disarm = qScopeGuard([this] { armDeadline(-1); }); // the question is there (or there is none)
    if (m_s.pending) {
        if (m_options.prepareNextQuestion)
            prepareBranches();
        return m_s.pending;
    }
    if (m_s.ended)
        return std::nullopt;
    if (!m_s.started) {
        m_s.stopReason = Tr::tr("not started");
        return std::nullopt;
    }
    auto stopWith = [this, &canceled](const QString &reason) {
        m_s.ended = true;
        m_s.stopReason = reason;
        if (m_s.stats.skippedNonNumeric > 0)
            //: %1 one of those inputs, %2 the text the program printed on it
            m_s.warnings.append(
                Tr::tr("%n input(s) tried were left out, as the program printed text that is not one number on them "
                       "(for input %1 it printed \"%2\"): nothing was learned about such inputs",
                       nullptr, m_s.stats.skippedNonNumeric)
                    .arg(OracleTest { m_s.firstNonNumeric.first, {}, {}, {} }.inputText(),
                         QString::fromUtf8(m_s.firstNonNumeric.second)));
        if (m_s.stats.labelledFailing == 0 && m_s.stats.labelled > 0)
            // Learned from one failing test, any condition that holds on it fits: the reporter should not
            // read a pattern into "fails when n = 11" or "o ≥ 6".
            m_s.warnings.append(Tr::tr(
                "none of the %n answered input(s) failed: the condition was learned from the failing input you "
                "gave alone, so it may miss where else the bug shows and take in inputs that pass; starting again "
                "from another failing input, if you know one, would tell more",
                nullptr, m_s.stats.labelled));
        armDeadline(-1); // the end result is not a question: it gets the whole work limit
        if (m_s.stale && !m_canceled && !(canceled && canceled()))
            finalRetrain();
        // No process outlives the loop it was run for: when it says it is done, the CPU is free.
        awaitAllRuns();
        m_s.stats.elapsedMs = m_clock.elapsed();
        return std::nullopt;
    };
    auto pose = [this](const OracleTest &question, bool predictedFailing) {
        m_s.pending = question;
        m_s.pendingPredictedFailing = predictedFailing;
        m_s.stats.elapsedMs = m_clock.elapsed();
        updatePredictedRate();
        if (m_options.prepareNextQuestion)
            prepareBranches();
        return m_s.pending;
    };
    m_s.reconsidered += std::exchange(m_s.setAside, {});
    int discardedInARow = 0;
    std::optional<OracleTest> leastSure;
    double leastSureShare = 0;
    for (;;) {
        if (m_s.stats.asked >= m_options.budget)
            return stopWith(Tr::tr("labelling budget of %n questions used", nullptr, m_options.budget));
        if (timeUp())
            //: %1 seconds
            return stopWith(Tr::tr("time budget of %1 s used").arg(m_options.timeBudgetMs / 1000.0));
        if (m_canceled || (canceled && canceled()))
            return stopWith(Tr::tr("canceled"));
        if (m_s.confirm) {
            // The answer in conflict is asked about again before anything new: until then it is not trusted.
            OracleTest q = *std::find_if(m_s.tests.cbegin(), m_s.tests.cend(),
                                         [this](const OracleTest &t) { return t.input == m_s.confirm->input; });
            q.label = m_s.confirm->answers.last();
            q.expectedOutput.clear();
            m_s.pending = q;
            m_s.pendingPredictedFailing = m_s.oracle.predictsFailing(q.features());
            m_s.stats.elapsedMs = m_clock.elapsed();
            if (m_options.prepareNextQuestion)
                prepareBranches();
            return m_s.pending;
        }
        std::optional<OracleTest> cand = nextCandidate(leastSure.has_value());
        if (!cand && (m_canceled || (canceled && canceled())))
            return stopWith(Tr::tr("canceled"));
        if (!cand && leastSure && pastDeadline()) { // slow runs kept the search from a new input in time
            --m_s.stats.discarded;
            ++m_s.stats.hurried;
            return pose(*leastSure, false); // discarded: the oracle predicts passing
        }
        if (!cand)
            return stopWith(Tr::tr("no new inputs found near the failing tests"));
        ++m_s.stats.generated;
        m_s.generated.append(*cand);
        if (m_s.generated.size() > PredictedRateWindow)
            m_s.generated.removeFirst();
        const QList<QByteArray> x = cand->features();
        const bool predictedFailing = m_s.oracle.predictsFailing(x);
        int failingInT = 0;
        for (const OracleTest &t : std::as_const(m_s.tests))
            failingInT += t.label == TestLabel::Failing ? 1 : 0;
        const bool balancing = m_s.tests.size() > 10 && double(failingInT) / double(m_s.tests.size()) > 0.9;
        bool ask = predictedFailing || balancing;
        double failingShare = 0;
        bool hurried = false;
        if (!ask) {
            // decide2label: look-one-ahead committee of 2·S oracles.
            ask = committeeDecides(x, canceled, &failingShare, &hurried);
        }
        if (ask && hurried)
            ++m_s.stats.hurried;
        if (!ask) {
            ++m_s.stats.discarded;
            if (!leastSure || failingShare > leastSureShare) {
                leastSure = cand;
                leastSureShare = failingShare;
            }
            ++discardedInARow;
            hurried = pastDeadline();
            if (!hurried
                && (m_options.exploreAfterDiscarded <= 0 || discardedInARow < m_options.exploreAfterDiscarded)) {
                const int ahead = runAheadCount();
                if (ahead > 0 && (discardedInARow - 1) % ahead == 0)
                    runAhead(m_options.exploreAfterDiscarded > 0
                                 ? std::min(ahead, m_options.exploreAfterDiscarded - discardedInARow)
                                 : ahead,
                             true);
                continue;
            }
            // Explore (or the question deadline has passed): ask about the discarded input the committee was
            // least sure of.
            cand = leastSure;
            --m_s.stats.discarded;
            ++(hurried ? m_s.stats.hurried : m_s.stats.explored);
        }
        return pose(*cand, predictedFailing);
    }
}

void ActiveOracleLearner::answer(TestLabel label, const QByteArray &expectedOutput)
{
    if (!m_s.pending)
        return;
    const qint64 answeredAt = steadyMs();
    // Drop the branch for the other answer first, so the chosen one has the CPU to itself. Wait without
    // the lock, so that cancel() still reaches the chosen branch meanwhile.
    std::unique_ptr<ActiveOracleLearner> chosen;
    QFuture<void> chosenDone;
    {
        QMutexLocker lock(&m_branchMutex);
        for (Branch &b : m_branches) {
            if (b.label == label) {
                chosenDone = b.done;
                b.loop->armDeadline(answeredAt); // what it has not done yet is on the human's time now
                continue;
            }
            b.loop->cancel();
            m_dropped.push_back(std::move(b));
        }
        std::erase_if(m_branches, [](const Branch &b) { return !b.loop; });
    }
    chosenDone.waitForFinished();
    {
        QMutexLocker lock(&m_branchMutex);
        if (!m_branches.empty())
            chosen = std::move(m_branches.front().loop);
        m_branches.clear();
        std::erase_if(m_dropped, [](const Branch &b) { return b.done.isFinished(); });
    }
    if (chosen && !chosen->m_canceled) {
        // The branch has done exactly what the lines below and the next nextQuestion() would do.
        const InputVector input = m_s.pending->input;
        m_s = std::move(chosen->m_s);
        if (!m_s.tests.isEmpty() && m_s.tests.last().input == input)
            m_s.tests.last().expectedOutput = expectedOutput;
        return;
    }
    armDeadline(answeredAt); // no branch did it: this loop retrains and searches itself
    recordAnswer(label, expectedOutput);
}

void ActiveOracleLearner::recordAnswer(TestLabel label, const QByteArray &expectedOutput)
{
    OracleTest t = *m_s.pending;
    m_s.pending.reset();
    ++m_s.stats.asked;
    if (t.label != TestLabel::Unknown) { // a confirming question
        recordConfirmation(label, expectedOutput);
        m_s.stats.elapsedMs = m_clock.elapsed();
        return;
    }
    if (label == TestLabel::Unknown) {
        ++m_s.stats.notSure;
        m_s.stats.agreement.append(m_s.stats.agreement.isEmpty() ? 0.0 : m_s.stats.agreement.last());
        return;
    }
    const bool agreed = m_s.pendingPredictedFailing == (label == TestLabel::Failing);
    m_s.agreed += agreed ? 1 : 0;
    m_s.stats.agreement.append(double(m_s.agreed)
                               / double(m_s.stats.asked - m_s.stats.notSure - m_s.stats.confirmations));
    t.label = label;
    t.expectedOutput = expectedOutput;
    const qsizetype before = m_s.tests.size();
    const int sizeBefore = m_s.size;
    const bool staleBefore = m_s.stale;
    m_s.tests.append(t);
    const LearnResult::Status learned = retrain();
    if (m_s.tests.size() > before) { // not dropped as contradictory
        ++m_s.stats.labelled;
        if (label == TestLabel::Failing) {
            ++m_s.stats.labelledFailing;
            m_s.failingPool.append(t.input);
        } else {
            m_s.passingPool.append(t.input);
        }
        // Weighed only when the formula grew (before any passing answer it is "always fails", and the smallest
        // formula a passing answer can add is one clause of one atom) or none was found; a retrain cut by the
        // deadline says nothing.
        const bool grew = learned == LearnResult::Status::Found && m_s.size > std::max(sizeBefore, MinSeparatingSize);
        qCDebug(lcLoop) << "answer" << int(label) << "on" << t.input << ": formula size" << sizeBefore << "->"
                        << m_s.size << "learned" << int(learned);
        if (m_options.confirmGrowth > 0 && !staleBefore && m_s.stats.asked < m_options.budget
            && (grew || learned == LearnResult::Status::NotFound)) {
            if (const int i = mostInConflict(m_s.size, learned == LearnResult::Status::Found); i >= 0)
                m_s.confirm = State::Confirm { m_s.tests[i].input, { m_s.tests[i].label } };
        }
    }
    m_s.stats.elapsedMs = m_clock.elapsed();
}

int ActiveOracleLearner::mostInConflict(int size, bool found)
{
    LearnOptions lo = m_learner.options();
    lo.firstAttempt = 0;
    // Only formulas confirmGrowth smaller count: a small search, cheap to rule out.
    lo.maxSize = found ? size - m_options.confirmGrowth : lo.maxSize;
    if (lo.maxSize < MinSeparatingSize)
        return -1;
    // The work limit is the committee members', deterministic; the main learner's wall-clock safety net, as
    // many searches share the cores here and a cut one would make the choice depend on the machine's load.
    lo.totalResourceLimit = m_options.committeeResourceLimit;
    lo.simplify = false;
    QList<int> candidates; // the seed (index 0) is the reporter's own failing input, not an answer
    for (int i = 1; i < m_s.tests.size(); ++i)
        if (!m_s.trusted.contains(m_s.tests[i].input))
            candidates.append(i);
    const QList<int> sizes = QtConcurrent::blockingMapped(&m_committeePool, candidates, [this, lo](int i) -> int {
        QList<OracleTest> others = m_s.tests;
        others.removeAt(i);
        SmtLearner learner(lo);
        {
            QMutexLocker lock(&m_committeeMutex);
            if (m_canceled || pastDeadline())
                return -1;
            m_committeeLearners.append(&learner);
        }
        const LearnResult r = learner.learn(others, [this] { return m_canceled || pastDeadline(); });
        QMutexLocker lock(&m_committeeMutex);
        m_committeeLearners.removeOne(&learner);
        return r.isValid() ? r.k + r.h : -1;
    });
    int best = -1, bestSize = 0;
    for (qsizetype c = 0; c < candidates.size(); ++c)
        if (sizes[c] >= 0 && (best < 0 || sizes[c] <= bestSize)) {
            best = candidates[c];
            bestSize = sizes[c];
        }
    qCDebug(lcLoop) << "conflict:" << (best >= 0 ? m_s.tests[best].input : InputVector()) << "without it size"
                    << bestSize << "with it" << size;
    return best;
}

void ActiveOracleLearner::retrainAfterChange()
{
    m_s.attemptIndex = 0; // T is no longer a superset of what the oracle was learned from
    retrain();
}

void ActiveOracleLearner::recordConfirmation(TestLabel label, const QByteArray &expectedOutput)
{
    ++m_s.stats.confirmations;
    m_s.stats.agreement.append(m_s.stats.agreement.isEmpty() ? 0.0 : m_s.stats.agreement.last());
    if (label == TestLabel::Unknown) {
        leaveOutConfirmed();
        return;
    }
    State::Confirm &c = *m_s.confirm;
    c.answers.append(label);
    const auto failing = std::count(c.answers.cbegin(), c.answers.cend(), TestLabel::Failing);
    const auto passing = c.answers.size() - failing;
    if (failing == passing) { // one each: a third answer decides, if there is a question left for it
        if (m_s.stats.asked >= m_options.budget)
            leaveOutConfirmed();
        return;
    }
    const TestLabel majority = failing > passing ? TestLabel::Failing : TestLabel::Passing;
    const State::Confirm done = std::exchange(m_s.confirm, std::nullopt).value();
    m_s.trusted.insert(done.input);
    if (majority == done.answers.first())
        return; // T and the oracle are as learned with it
    ++m_s.stats.corrected;
    OracleTest &t
        = *std::find_if(m_s.tests.begin(), m_s.tests.end(), [&](const OracleTest &x) { return x.input == done.input; });
    t.label = majority;
    if (!expectedOutput.isEmpty())
        t.expectedOutput = expectedOutput;
    if (majority == TestLabel::Failing) {
        m_s.passingPool.removeOne(t.input);
        m_s.failingPool.append(t.input);
        ++m_s.stats.labelledFailing;
    } else {
        m_s.failingPool.removeOne(t.input);
        m_s.passingPool.append(t.input);
        --m_s.stats.labelledFailing;
    }
    retrainAfterChange();
}

void ActiveOracleLearner::leaveOutConfirmed()
{
    const State::Confirm c = std::exchange(m_s.confirm, std::nullopt).value();
    const auto it
        = std::find_if(m_s.tests.cbegin(), m_s.tests.cend(), [&](const OracleTest &x) { return x.input == c.input; });
    const OracleTest t = *it;
    m_s.tests.erase(it); // stays in seen: not asked about again
    ++m_s.stats.corrected;
    --m_s.stats.labelled;
    if (t.label == TestLabel::Failing) {
        m_s.failingPool.removeOne(t.input);
        --m_s.stats.labelledFailing;
    } else {
        m_s.passingPool.removeOne(t.input);
    }
    retrainAfterChange();
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
