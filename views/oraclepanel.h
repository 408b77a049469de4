// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/oraclesession.h"
#include "oracle/oracleformula.h"
#include "oracle/oracletypes.h"

#include <QWidget>

class QCategoryAxis;
class QChartView;
class QLabel;
class QLineEdit;
class QLineSeries;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace StepWise {

/*! What a result was learned on besides its condition and tests, so a reopened report shows it. */
struct OracleResultContext {
    QString program; ///< the program command line the session ran
    QStringList names; ///< the feature names (inputs, then output); empty: i1 … in, o
    QList<double> agreement; ///< the oracle's agreement with the answers after each question (0…1)
};

/*!
 * The report window's oracle-learning panel (Learn2fix Algorithm 1 with the reporter as the
 * human oracle H): the reporter names the program and one failing input, then answers questions
 * ("For input 3 3 1 the program prints 1. Is this the bug?") with Yes / No / Not sure. Shows progress
 * (questions asked, oracle size, predicted failure rate), a chart of how often the oracle agreed with the
 * answers, the learned condition and the labelled tests, which can be exported as a Codeflaws-layout folder.
 *
 * Every learning step (fuzzing, running the program, Z3) runs off the GUI thread through QtConcurrent;
 * results carry a generation and stale ones (after Stop or a restart) are dropped. Only one step runs at a
 * time; the destructor cancels it and waits.
 */
class OraclePanel : public QWidget
{
    Q_OBJECT
public:
    explicit OraclePanel(QWidget *parent = nullptr);
    ~OraclePanel() override;

    /*! Prefills the program command line (program and arguments, no shell). */
    void setProgram(const QString &commandLine);
    /*! The program command line as typed (SubjectRunner::splitCommandLine() reads it). */
    QString programText() const;
    /*! Puts \a path as the program (quoted when it holds spaces), keeping the arguments typed after it;
     *  what "Browse…" does with the chosen file. */
    void setProgramPath(const QString &path);
    /*! Prefills the failing input ("3 3 1"). */
    void setFailingInput(const QString &input);

    /*! Prefills the optional input names: comma-separated, one per input, then optionally the output's. */
    void setInputNames(const QString &names);

    /*!
     * Shows a result learned earlier (the oracle attached to a report opened from a `.stepwise` document):
     * \a condition and the labelled \a tests, which Export then writes. A non-empty result also fills the
     * Program, Failing input and Input names fields from \a context and the first failing test, renders the
     * condition with \a context's names and charts its agreement history (no chart without one). Ends a
     * running session (without emitting finished()); empty arguments clear the result and keep the fields.
     */
    void setResult(const QString &condition, const QList<StepWise::OracleTest> &tests,
                   const std::optional<StepWise::OracleFormula> &formula = std::nullopt,
                   const StepWise::OracleResultContext &context = {});
    /*! The program, feature names and agreement history of the shown result (for the report to store). */
    OracleResultContext resultContext() const;

    /*! The formula behind the shown result: the one learned in this session, or the one setResult() gave;
     *  nothing when there is no result or a stored one came without its formula. */
    std::optional<StepWise::OracleFormula> formula() const;

    /*! The current question's text, empty when none is pending (for tests and accessibility). */
    QString questionText() const;
    /*! The learned condition ("fails when …"), empty before the first oracle. */
    QString condition() const { return m_condition; }
    /*! T: the failing input and every answered test. */
    QList<OracleTest> labelledTests() const { return m_tests; }
    bool isBusy() const;
    /*! True while a session runs: computing its next question (isBusy()) or waiting for an answer. Ends when the
     *  session is done, stopped or failed. */
    bool isRunning() const;

public Q_SLOTS:
    /*! Starts learning with the entered program, input and budget. Does nothing while a session runs
     *  (isRunning(): the Start button is disabled then; Stop ends it). When a stopped session has answers or a
     *  result is shown, first asks whether to discard them (a QMessageBox named "oracleStartOverPrompt": "Start
     *  over" or Cancel); on Cancel nothing changes. */
    void start();
    /*! Cancels the running step and ends the session. The result so far is kept and attached (finished())
     *  only when the reporter answered at least one question: the failing input alone says nothing. */
    void stop();
    void answerYes();
    void answerNo();
    void answerNotSure();
    /*! "Remove from report": clears the shown result and emits removed(), so the report drops its oracle. */
    void removeResult();
    /*! Asks for the program file (QFileDialog) and puts it in the program field (setProgramPath()). */
    void browseProgram();
    /*! Asks for a folder and writes the labelled tests there (exportTestSuite). */
    void exportSuite();
    /*! Writes the labelled tests and the condition to \a dir (Codeflaws layout, exportTestSuite()), whether
     *  they come from the session just run or from setResult(); \returns false and emits failed() on error. */
    bool exportTo(const QString &dir);

Q_SIGNALS:
    /*! A new question is shown (text as in questionText()). */
    void questionAsked(const QString &text);
    /*! The session ended; \a condition and \a tests are the result that attaches to the report. */
    void finished(const QString &condition, const QList<StepWise::OracleTest> &tests);
    /*! The reporter took the result out of the report (removeResult()). */
    void removed();
    /*! A user-facing error (program cannot run, export failed, …). */
    void failed(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    /*! The agreement chart in the widget palette's colours (Qt Charts keeps its light theme otherwise). */
    void applyChartPalette();
    void answer(TestLabel label);
    /*! True when start() may discard what is there: nothing the reporter did would be lost, or they chose
     *  "Start over" in the prompt. */
    bool confirmStartOver();
    void applyStep(const OracleStepResult &r);
    void onFailed(const QString &error);
    void setBusy(bool busy);
    void showBanner(const QString &text);
    QString questionText(const OracleTest &question) const;
    /*! Fills the condition and the labelled tests (failing ones in the colour of a bug, with the expected
     *  output when known), and shows the intro instead while there is neither a session nor a result. */
    void showResult();
    /*! The chart's question axis for \a budget questions: whole-number ticks from 1, the last at the budget. */
    void setQuestionAxis(int budget);
    /*! Charts \a agreement (one share per question) and shows the chart only when there is a session or a
     *  history: an empty chart before any session would say nothing. */
    void showAgreement(const QList<double> &agreement);
    /*! The names typed in the Input names field for \a inputs inputs (i1 … in, o when it is empty);
     *  \returns false with \a error when they are not one distinct name per input (and optionally the output). */
    bool parseInputNames(int inputs, QStringList *names, QString *error) const;
    /*! The test label in the GUI's language (testLabelName() stays English for the exports). */
    static QString labelName(TestLabel label);
    /*! The condition as the panel shows it: rendered from the formula with the connectives in the GUI's
     *  language; a result given by setResult() without its formula has only its stored text, shown as it is. */
    QString displayedCondition() const;

    QLineEdit *m_program;
    QPushButton *m_browse;
    QLineEdit *m_failing;
    QLineEdit *m_inputNames;
    QSpinBox *m_budget;
    QPushButton *m_start;
    QPushButton *m_stop;
    QLabel *m_question;
    QPushButton *m_yes;
    QPushButton *m_no;
    QPushButton *m_notSure;
    QLabel *m_progressText;
    QProgressBar *m_progress;
    QLabel *m_banner;
    QLineSeries *m_agreement;
    QCategoryAxis *m_axisX;
    QChartView *m_chart;
    QLabel *m_intro;
    QWidget *m_resultBox; ///< the condition, the labelled tests and their buttons: shown once there are some
    QLabel *m_conditionLabel;
    QListWidget *m_testList;
    QPushButton *m_export;
    QPushButton *m_remove;

    OracleSession *m_session;
    bool m_hasQuestion = false;
    int m_answers = 0; ///< questions answered in the session (also "not sure"), or the answered tests setResult() gave
    QString m_questionText;
    QString m_condition;
    QList<OracleTest> m_tests;
    OracleFormula m_oracle;
    QStringList m_names;
    QString m_sessionProgram; ///< the program the shown result was learned on
    QList<double> m_agreementHistory;
    bool m_restoredNames = false; ///< setResult() gave the names the condition was stored with
    bool m_hasResult = false; ///< a session ended with answers, or setResult() gave one: Export is possible
    bool m_restored = false; ///< the result came from setResult(), not from a session
    bool m_restoredFormula = false; ///< setResult() gave the formula too (m_oracle holds it)
};

} // namespace StepWise
