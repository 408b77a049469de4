// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fuzzer.h"
#include "oracleformula.h"
#include "oracletypes.h"
#include "smtlearner.h"
#include "subjectrunner.h"

#include <QElapsedTimer>
#include <QFuture>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QThreadPool>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace StepWise {

/*! Parameters of the active learning loop (Learn2fix Algorithm 1 and 2; defaults of Learn2Fix.py). */
struct OracleLoopOptions {
    int budget = 20; ///< l: questions the human answers at most
    qint64 timeBudgetMs = 600000; ///< the loop's time budget (Learn2fix: 10 min)
    int committeeSize = 10; ///< S: the committee has 2·S look-one-ahead oracles
    double committeeMajority = 0.5; ///< ask when at least this share of the committee predicts failing
    quint64 seed = 1; ///< fixes fuzzing, seed selection and sampling: same seed, same questions
    LearnOptions learn; ///< for the main oracle
    /*!
     * totalResourceLimit for each committee member (Z3 units, about 10^6 per CPU second). A member that
     * needs more work than this is left out of the vote, like one that finds no formula. Deterministic,
     * so a seed still reproduces its questions.
     */
    quint64 committeeResourceLimit = 300000;
    int committeeLearnTimeoutMs = 3000; ///< wall-clock safety net for each committee member
    /*!
     * Committee members learned at the same time (each has its own Z3 context). 0: one per CPU core,
     * at most 4. The members and so the votes are the same for every value.
     */
    int committeeThreads = 0;
    int maxDuplicateRetries = 200; ///< fuzzing attempts per candidate (stacking mutations as they fail) before
                                   ///< the neighbourhood counts as exhausted
    /*!
     * Candidates decide2label may discard in a row (predicted passing by the oracle and the committee)
     * before the loop asks about one of them anyway: the one the most committee members predicted failing
     * (the first of equals). Oracle and committee agreeing on that many new inputs round the failing tests
     * mostly means the oracle has settled there, but when the reporter's input is the only failing test
     * nearby, any condition that holds on it fits and the committee agrees on "passing" everywhere else;
     * only an answer about another input can show where else the bug is. 0: never (Learn2fix fuzzes on
     * until its time budget).
     */
    int exploreAfterDiscarded = 500;
    /*!
     * Once a candidate is discarded, the next runAhead candidates are drawn on a copy of the random state and
     * started together, as the committee probes are: a run of discards (up to exploreAfterDiscarded) waits for
     * each batch's slowest run rather than for every run in turn. The draws then find their runs under way or
     * done, so questions and oracle are the same as with 0 (off); only programRuns counts the inputs run
     * ahead that a question then made unneeded. Default 4 per committee thread (-1).
     */
    int runAhead = -1;
    /*!
     * Percentage of the drawn inputs (candidates and committee probes) placed inside a gap instead of fuzzed:
     * a passing labelled input p is drawn, then a point strictly between p and the failing labelled input nearest
     * to it (L1 distance over the inputs), at a uniformly drawn fraction of the way. Where the oracle puts a bound
     * between the two, only an answer inside that gap tells where the bug stops; the fuzzer's mutants of failing
     * tests rarely land there once the nearest passing test is far (a year loop that stops at 9000: failing 8999,
     * passing 900, the bound anywhere in between). 0: Learn2fix's fuzzing only. Used only once an answer was
     * passing; a gap point already seen (no new whole number in the gap) is replaced by a mutant, so even 100
     * never ends the loop before the neighbourhood is exhausted.
     */
    int gapPercent = 25;
    /*!
     * Prepare the next question while the human reads the current one: once nextQuestion() has returned a
     * question, the loop goes on in the background for both answers that change T (failing, passing),
     * each on its own copy of the loop state; answer() keeps the branch the human chose and drops the other.
     * Questions, oracle and counters are the same as without it (unless questionDeadlineMs cuts a branch
     * short); it costs a second core while the human
     * reads. For a human (GUI, interactive CLI), not for a program that answers at once (--reference,
     * evaluation), where it would only add work.
     */
    bool prepareNextQuestion = false;
    /*!
     * A run that takes longer than this (ms) is a slow run: its input is set aside rather than waited for, the
     * run goes on in the background to the program's own time limit, and the input is considered at the start
     * of the search for the next question, by which time the reporter has read the current one. A program
     * that loops forever on some inputs (b = 1 in "while (a >= b) a /= b") then costs the reporter this long,
     * not its 2 s time limit, per batch of runs. The limit used is the larger of this and 4× the failing
     * input's run, and setting aside is off when that reaches the program's time limit (a program slow on
     * every input, or a bug that shows as a timeout). 0: off, every run is waited for.
     * Whether an input is set aside depends on its run's own duration, not on when the loop looks at it,
     * so questions and oracle stay the same with prepareNextQuestion and for a seed, unless a run takes
     * about as long as the limit.
     */
    int slowRunMs = 250;
    /*!
     * The question deadline (ms after the answer, or after start() for the first question; 0: none). Once it
     * has passed, the search for the next question stops short: the retrain or committee member being learned
     * is cut (the previous oracle is kept and learned again with the next answer, or once more when the loop
     * ends), the committee votes with the members learned so far, inputs set aside are left for the search
     * after, and the loop asks about the candidate the committee was least sure of, as exploreAfterDiscarded
     * does. With prepareNextQuestion it counts from the answer, so a branch prepared while the human reads
     * is hurried only by an answer that comes before it is done. A search that stops short depends on how
     * fast the machine is, so questions are no longer fixed by the seed: for a human, not for an evaluation.
     */
    int questionDeadlineMs = 0;
    /*! questionDeadlineMs for a person who answers (GUI, interactive CLI): with what a step overruns it, a
     *  question is ready within a second of the answer. */
    static constexpr int ReporterQuestionDeadlineMs = 600;
    /*!
     * Confirming questions, for a reporter who answers wrongly now and then. After an answer with which the
     * learner finds no formula within its caps and limits, or a larger one than before, each answer not yet
     * confirmed is weighed: an answer is in conflict with the others when without it the smallest formula is at
     * least this much smaller (clauses plus atoms, as LearnResult's k + h), or one exists at all: the other
     * answers fit a much simpler condition, and a slip is likelier than a bug that needs that much more to
     * state. The next question asks about the answer most in conflict (the one without which the formula is
     * smallest, the newest of equals) again ("you said X; are you sure?"), within the budget. The same answer:
     * it is trusted and never asked about again. The other one: a third question decides by majority; with no
     * question left for it, or "not sure", the input is left out of T (neither answer is trusted). The search
     * runs on the committee's threads with a member's work limit, and stops at the question deadline (then
     * nothing is asked about). 0: never asks to confirm.
     */
    int confirmGrowth = 2;
};

/*! Counters of a loop run (Learn2fix §VI RQ.2 "human effort"). */
struct OracleLoopStats {
    int asked = 0; ///< questions put to the human (answered, including "not sure")
    int labelled = 0; ///< answered passing or failing
    int labelledFailing = 0;
    int notSure = 0;
    int generated = 0; ///< candidates fuzzed and run (not counting committee look-ahead tests)
    int committeeBuilt = 0; ///< committees started (one per labelled set T that needed one)
    int committeeMembersLearned = 0; ///< look-one-ahead oracles actually learned (at most 2·S per committee)
    int discarded = 0; ///< candidates decide2label did not send to the human
    int explored = 0; ///< questions asked although decide2label discarded them (exploreAfterDiscarded)
    int learnFailures = 0; ///< retrains cut off by the (k, h) caps or the work/time limits (previous oracle kept)
    int programRuns = 0; ///< runs of the program (the failing input, candidates, committee probes and candidates run
                         ///< ahead; an input is run at most once)
    qint64 programWaitMs = 0; ///< wall-clock time the loop waited for those runs (ms; parallel runs count once)
    int skippedNonNumeric = 0; ///< inputs run whose output was text, not one number: never asked about nor learned from
    int setAside = 0; ///< inputs whose run was slow (OracleLoopOptions::slowRunMs), set aside for the next search
    int hurried = 0; ///< questions asked before decide2label had decided, as the question deadline had passed
    int deferredRetrains = 0; ///< retrains cut by the question deadline (learned again with the next answer)
    int confirmations
        = 0; ///< questions asking to confirm an earlier answer (OracleLoopOptions::confirmGrowth), counted in asked
    int corrected = 0; ///< confirmed answers that were changed (the majority said otherwise) or left out (no majority,
                       ///< "not sure")
    qint64 elapsedMs = 0;
    double predictedFailureRate = 0; ///< share of generated tests the current oracle predicts failing
    QList<double> agreement; ///< after question q: share of questions 1..q the oracle had predicted right
};

/*!
 * Active oracle learning, Learn2fix Algorithm 1 with decide2label (Algorithm 2) as Learn2fix's code does it
 * (the main loop of Learn2Fix.py): the committee is built lazily from tests fuzzed off the failing pool and kept
 * until the next label; when |T| > 10 and more than 90 % of T fails, every candidate is asked (class
 * balancing).
 *
 * Latency (what the reporter waits between an answer and the next question): committee members are
 * learned on committeeThreads threads, only as many as the vote needs (the outcome is the full
 * committee's), each with a small deterministic Z3 work limit and without the readable-formula
 * simplification.
 *
 * Program runs: every input is run at most once per loop (the program is taken to be deterministic, as the
 * oracle is; results are kept by input, and a prepared branch shares the runs started before it). Runs are
 * started on a pool of their own and waited for when the loop needs the output: a committee's probes are
 * drawn first and started together, as are candidates run ahead, so a batch costs its slowest run rather
 * than the sum. A run slower than OracleLoopOptions::slowRunMs is not waited for: its input is set aside
 * until the next search. nextQuestion() returns nothing only once every run it started has ended; when
 * canceled it returns at once, and neither it nor the destructor waits for runs still going (they end at
 * the program's time limit; the pool they run on is the process's and waits for them at exit).
 *
 * With OracleLoopOptions::prepareNextQuestion the retrain, fuzzing and committee behind the next question run
 * while the human reads the current one, so for a human who takes longer to answer than the loop takes to
 * find the next question, it is there at once. With OracleLoopOptions::questionDeadlineMs the search stops
 * short once that long has passed since the answer, so for a human who answers sooner it is there within
 * the deadline and what overruns it (a candidate's run, up to slowRunMs; an interrupt of Z3). Past the deadline
 * the search asks about an input it holds (the candidate being decided, with the probes found so far, or the
 * discarded one the committee was least sure of) rather than wait for more slow runs; holding none, it starts
 * the next draws' runs together, so a row of slow inputs costs about one slowRunMs per batch.
 *
 * Driven step by step so a GUI can wait for the human: start(), then nextQuestion() / answer() until
 * nextQuestion() returns nothing. run() drives it with a callback (CLI, evaluation). Not thread-safe
 * except cancel(); run the steps on one worker thread at a time.
 */
class ActiveOracleLearner
{
public:
    ActiveOracleLearner(SubjectRunner program, OracleLoopOptions options = {});
    /*! Cancels a running step and waits for the committee's worker threads. */
    ~ActiveOracleLearner();
    ActiveOracleLearner(const ActiveOracleLearner &) = delete;
    ActiveOracleLearner &operator=(const ActiveOracleLearner &) = delete;

    /*!
     * Runs the program on \a failingInput (the reporter's failing test t✗) and learns the first oracle.
     * \a expectedOutput: what that input should print, when known (a reference program's output); it is
     * kept as the seed test's expected output, as answer() keeps one. \returns false with \a error set when
     * the program cannot run or its output on that input is not a number.
     */
    bool start(const InputVector &failingInput, QString *error, const QByteArray &expectedOutput = {});

    /*!
     * Fuzzes candidates until decide2label picks one, or exploreAfterDiscarded were discarded in a row;
     * returns it (input and the program's output), or nothing when the budget, the time budget or the
     * neighbourhood is exhausted, or on cancel (stopReason() says which). The question's label is Unknown,
     * except for a question that asks to confirm an answer in conflict with the others
     * (OracleLoopOptions::confirmGrowth): the same input again, labelled with the answer the reporter gave.
     * Once it has returned nothing it keeps doing so. When it returns nothing and the last retrain was cut off by its
     * work limit, the oracle is learned once more with a larger limit (it keeps the last consistent oracle if that
     * fails as well).
     */
    std::optional<OracleTest> nextQuestion(const CancelCheck &canceled = {});

    /*!
     * The human's answer to the last question. Passing/Failing adds the test to T and retrains O (Learn2fix
     * Algorithm 1 lines 8–13); Unknown ("not sure") only counts against the budget. To a confirming question:
     * the same answer trusts the earlier one, the other answer or "not sure" changes it or leaves it out
     * (OracleLoopOptions::confirmGrowth). \a expectedOutput
     * (optional) is what the program should have printed, kept for the exported suite. With
     * prepareNextQuestion it waits for the branch prepared for \a label (and nextQuestion() then returns that
     * branch's question) instead of retraining; with a question deadline, that branch is hurried from now on.
     */
    void answer(TestLabel label, const QByteArray &expectedOutput = {});

    /*! Drives the loop to the end with \a human answering (e.g. a reference program). */
    void run(const std::function<TestLabel(const OracleTest &, QByteArray *expected)> &human,
             const CancelCheck &canceled = {});

    /*! Stops a running step from another thread (interrupts Z3). */
    void cancel();

    bool isFinished() const;
    const OracleFormula &oracle() const { return m_s.oracle; }
    /*! T: the failing seed first, then the answered tests in order. */
    const QList<OracleTest> &labelledTests() const { return m_s.tests; }
    const OracleLoopStats &stats() const { return m_s.stats; }
    /*! Problems met along the way (contradictory answers, no formula within the caps, ...). */
    const QStringList &warnings() const { return m_s.warnings; }
    /*! Why nextQuestion() returned nothing, once it has. */
    QString stopReason() const { return m_s.stopReason; }
    int inputArity() const { return m_s.arity; }
    /*! The program's run on the failing input (start()), exit code and printed text included, for messages
     *  that say how it ended (describeRun()); a default RunResult before start(). */
    const RunResult &failingRun() const { return m_failingRun; }

private:
    struct ProgramRun;
    // Everything a step changes, so that a branch can go on from a copy of it.
    struct State {
        Fuzzer fuzzer;
        QList<OracleTest> tests;
        QList<InputVector> failingPool;
        QList<InputVector> passingPool; // the inputs answered passing, in order
        QSet<InputVector> seen;
        QHash<InputVector, std::shared_ptr<ProgramRun>> runs; // every input run or running so far
        QSet<InputVector> nonNumeric; // inputs whose run printed text (stats().skippedNonNumeric)
        QList<InputVector> setAside; // inputs whose run was slow in this search, for the next one
        QList<InputVector> reconsidered; // inputs set aside in the last search, considered first in this one
        QList<OracleTest> generated; // recent candidates, for the predicted failure rate
        OracleFormula oracle;
        int attemptIndex = 0;
        // The look-one-ahead committee of the current T: the probes t′ are fuzzed when it is started, the
        // 2·S members (probe i hypothetically passing = 2i, failing = 2i + 1) are learned lazily, in order,
        // only as far as a vote needs them; std::nullopt marks a member that found no formula.
        bool committeeStarted = false;
        QList<OracleTest> committeeProbes;
        QList<std::optional<OracleFormula>> committee;
        std::optional<OracleTest> pending;
        // The answer being confirmed, asked about again before anything new.
        struct Confirm {
            InputVector input;
            QList<TestLabel> answers; // the reporter's answers about it so far, first the one in conflict
        };
        std::optional<Confirm> confirm;
        QSet<InputVector> trusted; // answers confirmed (or decided by majority): never asked about again
        int size = 0; // k + h of the oracle's formula (LearnResult), for OracleLoopOptions::confirmGrowth
        bool pendingPredictedFailing = false;
        int agreed = 0;
        int arity = 0;
        bool started = false;
        bool ended = false; // nextQuestion() has returned nothing
        bool stale = false; // the last retrain was cut off: the oracle misses the latest answers
        OracleLoopStats stats;
        std::pair<InputVector, QByteArray> firstNonNumeric; // an input whose run printed text, and the text
        QStringList warnings;
        QString stopReason;
    };
    // The loop going on from a copy of the state as if the human had given `label`.
    struct Branch {
        TestLabel label;
        std::unique_ptr<ActiveOracleLearner> loop;
        QFuture<void> done;
    };
    struct BranchOf {
        const ActiveOracleLearner &parent;
    };
    explicit ActiveOracleLearner(BranchOf branch); // same program and options, a copy of the state
    void prepareBranches();
    // answer() less the prepared branches: adds the answer to T and retrains.
    void recordAnswer(TestLabel label, const QByteArray &expectedOutput);

    // Nothing when every attempt was seen or not usable, or once \a giveUp says so (checked before each attempt).
    std::optional<InputVector> drawInput(Fuzzer &fuzzer, QSet<InputVector> &seen, bool registerQuestion,
                                         const std::function<bool(const InputVector &)> &usable,
                                         const std::function<bool()> &giveUp = {}) const;
    // A point inside the gap between \a passing and the nearest input of \a failingPool
    // (OracleLoopOptions::gapPercent).
    static InputVector gapPoint(Fuzzer &fuzzer, const InputVector &passing, const QList<InputVector> &failingPool);
    // A fuzzed input whose run gave a number within the slow-run limit; slow ones are set aside on the way.
    // \a questionInHand: the search already holds an input it could ask about, so it gives up (nothing) once the
    // question deadline has passed, instead of waiting on for slow runs.
    std::optional<OracleTest> fuzzCandidate(bool registerQuestion, bool questionInHand = false);
    // The inputs set aside in the last search first (waiting for their runs, until the question deadline),
    // then fuzzCandidate(true, \a questionInHand); when fuzzing finds nothing new, the inputs set aside (waiting
    // for their runs). Nothing: no new input, or (with \a questionInHand) the question deadline passed.
    std::optional<OracleTest> nextCandidate(bool questionInHand);
    std::shared_ptr<ProgramRun> startRun(const InputVector &input);
    enum class Wait {
        Slow, // until the run is done or slow (slowRunMs): a slow run goes on in the background
        SlowOrDeadline, // as Slow, or until the question deadline has passed
        Deadline, // until the run is done or the question deadline has passed
        Done, // until the run is done
    };
    // The run's result (started if need be); nothing when canceled, or when \a wait gives up on it.
    std::optional<RunResult> awaitRun(const InputVector &input, Wait wait);
    /*! Starts the next \a count inputs fuzzCandidate(\a asQuestions) would draw (if every run gives a number):
     *  committee probes (false) or candidates (true). */
    void runAhead(int count, bool asQuestions);
    // How many candidates are run ahead at a time (OracleLoopOptions::runAhead, or 4 per committee thread).
    int runAheadCount() const;
    void awaitAllRuns();
    LearnResult::Status retrain();
    // The reporter's answer to a confirming question (recordAnswer()).
    void recordConfirmation(TestLabel label, const QByteArray &expectedOutput);
    // Takes the answer being confirmed out of T (neither answer about it is trusted) and retrains.
    void leaveOutConfirmed();
    /*! After an answer that grew the formula (to LearnResult size \a size) or left none (\a found false): the
     *  answered test, not yet trusted, without which the formula is smallest and at least confirmGrowth smaller
     *  (any formula within the caps when none was found); the newest of equals. -1: none. */
    int mostInConflict(int size, bool found);
    // Retrains from the smallest formulas up, after a test was relabelled or removed (T shrank or changed).
    void retrainAfterChange();
    void finalRetrain();
    void startCommittee();
    // \a failingShare: the share of the members learned so far that predict failing (1 when none found a formula).
    // \a hurried: set when the question deadline cut the vote short (the members learned so far decided).
    bool committeeDecides(const QList<QByteArray> &x, const CancelCheck &canceled, double *failingShare, bool *hurried);
    void learnMembers(int from, int count);
    void updatePredictedRate();
    bool timeUp() const;
    // ms left until the question deadline: 0 once it has passed, max() when there is none.
    qint64 deadlineLeftMs() const;
    bool pastDeadline() const { return deadlineLeftMs() == 0; }
    // Interrupts the retrain and committee members under way (cancel(), or the question deadline passed).
    void interruptLearning();
    // Sets the question deadline to count from \a answeredAtMs (steady clock ms; -1: none, nextQuestion() is
    // done). The first deadline starts the watchdog thread that interrupts Z3 work once it has passed.
    void armDeadline(qint64 answeredAtMs);
    void watchDeadline();

    SubjectRunner m_program;
    OracleLoopOptions m_options;
    RunResult m_failingRun;
    qint64 m_slowAfterMs = 0; // a run longer than this is slow (0: none is); set by start()
    SmtLearner m_learner;
    QElapsedTimer m_clock;
    State m_s;
    QThreadPool m_committeePool;
    QMutex m_committeeMutex;
    QList<SmtLearner *> m_committeeLearners; // guarded by m_committeeMutex, for cancel()
    std::atomic<bool> m_canceled { false };
    std::atomic<qint64> m_answeredAtMs {
        -1
    }; // steady clock ms of the last answer (or start()); -1 while the human reads
    std::mutex m_deadlineMutex; // guards changes to m_answeredAtMs and m_watchdogStop, for the watchdog
    std::condition_variable m_deadlineChanged;
    bool m_watchdogStop = false;
    std::thread m_watchdog; // started by the first armDeadline() (questionDeadlineMs > 0)
    QThreadPool m_branchPool;
    QMutex m_branchMutex;
    std::vector<Branch> m_branches; // guarded by m_branchMutex: prepared for the pending question
    std::vector<Branch> m_dropped; // guarded by m_branchMutex: canceled, maybe still finishing
};

} // namespace StepWise
