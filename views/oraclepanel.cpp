// SPDX-License-Identifier: GPL-3.0-or-later
#include "oraclepanel.h"

#include "oracle/subjectrunner.h"
#include "oracle/testsuiteexporter.h"
#include "percent.h"
#include "qualitystyle.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFontMetrics>
#include <QFormLayout>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace StepWise {

OraclePanel::OraclePanel(QWidget *parent)
    : QWidget(parent)
    , m_program(new QLineEdit(this))
    , m_browse(new QPushButton(tr("Browse…"), this))
    , m_failing(new QLineEdit(this))
    , m_inputNames(new QLineEdit(this))
    , m_budget(new QSpinBox(this))
    , m_start(new QPushButton(tr("Start"), this))
    , m_stop(new QPushButton(tr("Stop"), this))
    , m_question(new QLabel(this))
    , m_yes(new QPushButton(tr("Yes, this is the bug"), this))
    , m_no(new QPushButton(tr("No, this is right"), this))
    , m_notSure(new QPushButton(tr("Not sure"), this))
    , m_progressText(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_banner(new QLabel(this))
    , m_agreement(new QLineSeries)
    , m_axisX(new QCategoryAxis)
    , m_chart(new QChartView(new QChart, this)) // setChart() would orphan a default chart
    , m_intro(new QLabel(this))
    , m_resultBox(new QWidget(this))
    , m_conditionLabel(new QLabel(m_resultBox))
    , m_testList(new QListWidget(m_resultBox))
    , m_export(new QPushButton(tr("Export test suite…"), m_resultBox))
    , m_remove(new QPushButton(tr("Remove from report"), m_resultBox))
    , m_session(new OracleSession(this))
{
    // Said before the fields are filled in: what the panel is for and which programs it can work with.
    m_intro->setText(tr("Finds out when the bug shows, for a program that reads whole numbers on standard input and "
                        "prints one number. Give the program and an input on which it prints the wrong number: it is "
                        "run on nearby inputs, and you are asked about the outputs that cannot be told apart yet. The "
                        "condition learned and the inputs you judged are attached to the report."));
    m_intro->setWordWrap(true);
    m_intro->setObjectName(QStringLiteral("oracleIntro"));
    // Short enough for the dock at its narrowest in every language; the tooltip has the whole explanation.
    //: placeholder of the Program field, which is labelled "Program:": an example program path
    m_program->setPlaceholderText(tr("e.g. ./triangle"));
    m_program->setObjectName(QStringLiteral("program"));
    m_program->setToolTip(
        tr("The program to run and its arguments, without a shell. Put a path with spaces in double "
           "quotes, e.g. \"/home/me/my tests/triangle\" --fast; a path that names a program works unquoted too."));
    m_browse->setToolTip(tr("Choose the program file"));
    //: placeholder of the Failing input field, which is labelled "Failing input:": an example input
    m_failing->setPlaceholderText(tr("e.g. 2 2 2"));
    m_failing->setObjectName(QStringLiteral("failingInput"));
    m_failing->setToolTip(
        tr("The numbers the program reads, separated by spaces, for an input on which it shows the bug"));
    //: placeholder of the optional Input names field: example names of three inputs and the output
    m_inputNames->setPlaceholderText(tr("e.g. a, b, c, o"));
    m_inputNames->setObjectName(QStringLiteral("inputNames"));
    m_inputNames->setToolTip(
        tr("Names for the inputs in the learned condition, separated by commas, optionally followed by "
           "the output's name; without names the condition reads i1, i2, …, o."));
    m_budget->setRange(1, 200);
    m_budget->setValue(20);
    m_budget->setToolTip(tr("At most this many questions"));
    // A document's condition, outputs and program, and a program's messages, are shown as written: as rich text a
    // heading, a link or a local image in them would be rendered (and loaded).
    for (QLabel *label : { m_question, m_progressText, m_banner, m_intro, m_conditionLabel })
        label->setTextFormat(Qt::PlainText);
    m_question->setWordWrap(true);
    m_question->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_conditionLabel->setWordWrap(true);
    m_conditionLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setWordWrap(true);
    m_progressText->setWordWrap(true);
    m_progressText->setObjectName(QStringLiteral("progressText"));
    m_progress->setFormat(Percent::progressBarFormat());
    m_progress->setObjectName(QStringLiteral("oracleProgress"));
    m_progress->setVisible(false); // an empty bar before any session would measure nothing
    m_banner->setVisible(false);
    m_banner->setStyleSheet(
        QStringLiteral("QLabel { background: palette(highlight); color: palette(highlighted-text); padding: 4px; }"));

    QChart *chart = m_chart->chart();
    chart->addSeries(m_agreement);
    chart->legend()->hide();
    chart->setTitle(tr("Oracle agreement with your answers"));
    auto *axisY = new QValueAxis;
    axisY->setRange(0, 1);
    axisY->setTickCount(6); // 0, 0.2, …, 1: every tick exact at one decimal
    axisY->setLabelFormat(QStringLiteral("%.1f"));
    m_axisX->setTitleText(tr("question"));
    // Labels at chosen question numbers (1, 5, 10, …, the budget): a value axis' ticks are evenly spaced from
    // one anchor, so they either miss the budget or start at a question 0 that does not exist.
    m_axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    setQuestionAxis(20);
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);
    m_agreement->attachAxis(m_axisX);
    m_agreement->attachAxis(axisY);
    m_chart->setRenderHint(QPainter::Antialiasing);
    // Qt Charts elides every axis label to "…" (the axis title too) once the plot is lower than its labels
    // need: room for the title, the six y labels one above another, the x labels and the x title. The
    // chart's own margins go, as the view is its frame already.
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setMargins(QMargins(4, 4, 8, 4)); // a little on the right for the last x label
    chart->setBackgroundRoundness(0);
    m_chart->setMinimumHeight(13 * QFontMetrics(axisY->labelsFont()).height());
    // In a tall dock the labelled tests get the room: the chart reads as well at this height.
    m_chart->setMaximumHeight(20 * QFontMetrics(axisY->labelsFont()).height());
    m_chart->setObjectName(QStringLiteral("agreementChart"));
    m_chart->setVisible(false);
    applyChartPalette();

    auto *form = new QFormLayout;
    auto *programRow = new QHBoxLayout;
    programRow->addWidget(m_program, 1);
    programRow->addWidget(m_browse);
    form->addRow(tr("Program:"), programRow);
    form->addRow(tr("Failing input:"), m_failing);
    form->addRow(tr("Input names:"), m_inputNames);
    auto *budgetRow = new QHBoxLayout;
    budgetRow->addWidget(m_budget);
    budgetRow->addStretch();
    budgetRow->addWidget(m_start);
    budgetRow->addWidget(m_stop);
    form->addRow(tr("Questions:"), budgetRow);

    // A button's size hint leaves only a few pixels beside its text (Fusion: 4), and Chinese glyphs fill
    // their whole advance, so "是的，这就是缺陷" touched the frame as if clipped wherever the dock gave the
    // buttons no more than that. Half an em more on either side, in every language.
    for (QPushButton *b : { m_yes, m_no, m_notSure })
        b->setMinimumWidth(b->sizeHint().width() + b->fontMetrics().height());
    auto *answers = new QHBoxLayout;
    answers->addWidget(m_yes);
    answers->addWidget(m_no);
    answers->addWidget(m_notSure);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(m_question);
    layout->addLayout(answers);
    layout->addWidget(m_progressText);
    layout->addWidget(m_progress);
    layout->addWidget(m_chart, 1);
    auto *result = new QVBoxLayout(m_resultBox);
    result->setContentsMargins(0, 0, 0, 0);
    result->addWidget(new QLabel(tr("Learned condition:"), m_resultBox));
    result->addWidget(m_conditionLabel);
    result->addWidget(new QLabel(tr("Labelled tests:"), m_resultBox));
    result->addWidget(m_testList, 1);
    auto *resultButtons = new QHBoxLayout;
    resultButtons->addStretch();
    resultButtons->addWidget(m_remove);
    resultButtons->addWidget(m_export);
    result->addLayout(resultButtons);
    layout->addWidget(m_resultBox, 2);
    // Takes the room only while the chart and the results are hidden: the fields stay at the top.
    layout->addStretch(0);
    m_remove->setToolTip(tr("Takes the learned condition and the labelled tests out of the report"));

    connect(m_browse, &QPushButton::clicked, this, &OraclePanel::browseProgram);
    connect(m_start, &QPushButton::clicked, this, &OraclePanel::start);
    connect(m_stop, &QPushButton::clicked, this, &OraclePanel::stop);
    connect(m_yes, &QPushButton::clicked, this, &OraclePanel::answerYes);
    connect(m_no, &QPushButton::clicked, this, &OraclePanel::answerNo);
    connect(m_notSure, &QPushButton::clicked, this, &OraclePanel::answerNotSure);
    connect(m_export, &QPushButton::clicked, this, &OraclePanel::exportSuite);
    connect(m_remove, &QPushButton::clicked, this, &OraclePanel::removeResult);
    connect(m_session, &OracleSession::stepFinished, this, &OraclePanel::applyStep);
    connect(m_session, &OracleSession::failed, this, &OraclePanel::onFailed);
    showResult();
    setBusy(false);
}

OraclePanel::~OraclePanel() = default;

void OraclePanel::setProgram(const QString &commandLine)
{
    m_program->setText(commandLine);
}

void OraclePanel::setFailingInput(const QString &input)
{
    m_failing->setText(input);
}

void OraclePanel::setInputNames(const QString &names)
{
    m_inputNames->setText(names);
}

bool OraclePanel::parseInputNames(int inputs, QStringList *names, QString *error) const
{
    QString problem;
    const std::optional<QStringList> parsed = parseFeatureNames(m_inputNames->text(), inputs, &problem);
    if (!parsed) {
        //: %1 what is wrong with the names typed (one sentence)
        *error = tr("Input names: %1").arg(problem);
        return false;
    }
    *names = *parsed;
    return true;
}

QString OraclePanel::questionText() const
{
    return m_hasQuestion ? m_questionText : QString();
}

bool OraclePanel::isBusy() const
{
    return m_session->isBusy();
}

void OraclePanel::showBanner(const QString &text)
{
    m_banner->setText(text);
    m_banner->setVisible(!text.isEmpty());
    if (!text.isEmpty())
        QTimer::singleShot(8000, m_banner, [b = m_banner, text] {
            if (b->text() == text)
                b->hide();
        });
}

bool OraclePanel::isRunning() const
{
    // A session waiting for an answer still runs: Start would throw its answers away (Stop ends it).
    return isBusy() || (m_session->isActive() && m_hasQuestion);
}

void OraclePanel::setBusy(bool busy)
{
    const bool session = m_session->isActive();
    m_start->setEnabled(!busy && !(session && m_hasQuestion));
    m_stop->setEnabled(session && (busy || m_hasQuestion));
    m_program->setEnabled(!busy && !m_hasQuestion);
    m_browse->setEnabled(!busy && !m_hasQuestion);
    m_failing->setEnabled(!busy && !m_hasQuestion);
    m_inputNames->setEnabled(!busy && !m_hasQuestion);
    m_budget->setEnabled(!busy && !m_hasQuestion);
    for (QPushButton *b : { m_yes, m_no, m_notSure })
        b->setEnabled(!busy && m_hasQuestion);
    // Only a finished (or restored) result is exported, never a session waiting for an answer.
    m_export->setEnabled(!busy && !m_hasQuestion && m_hasResult && !m_tests.isEmpty());
    m_remove->setEnabled(!busy && !m_hasQuestion && m_hasResult);
    if (busy)
        m_question->setText(tr("Looking for an informative input…"));
}

bool OraclePanel::confirmStartOver()
{
    // Only the failing input so far: nothing the reporter did is lost.
    if (!m_hasResult && !(m_session->isActive() && m_answers > 0))
        return true;
    QMessageBox box(
        QMessageBox::Question, tr("Start over?"),
        m_answers > 0
            ? tr("Start over? The %n answer(s) so far and the learned condition will be discarded.", nullptr, m_answers)
            : tr("Start over? The learned condition will be discarded."),
        QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("oracleStartOverPrompt"));
    if (m_hasResult)
        box.setInformativeText(tr("The report keeps its test oracle until the new session ends with answers."));
    QPushButton *over = box.addButton(tr("Start over"), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel); // Enter keeps the answers; only a deliberate choice discards them
    box.setEscapeButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == over;
}

void OraclePanel::start()
{
    if (isRunning())
        return;
    const QStringList command = SubjectRunner::splitCommandLine(m_program->text());
    if (command.isEmpty()) {
        showBanner(tr("Enter the program to run."));
        return;
    }
    if (m_failing->text().trimmed().isEmpty()) {
        showBanner(tr("Enter the input on which the program fails."));
        return;
    }
    QString inputError;
    const std::optional<InputVector> parsedInput = parseInputVector(m_failing->text(), &inputError);
    if (!parsedInput) {
        //: %1 why the input cannot be read, one sentence
        showBanner(tr("Failing input: %1").arg(inputError));
        return;
    }
    const InputVector input = *parsedInput;
    QStringList names;
    QString namesError;
    if (!parseInputNames(int(input.size()), &names, &namesError)) {
        showBanner(namesError);
        return;
    }
    if (!confirmStartOver())
        return;
    OracleLoopOptions o;
    o.budget = m_budget->value();
    o = OracleLoop::paced(o, OracleLoop::Answerer::Reporter);
    m_session->start(command, input, o);
    m_restored = false;
    m_hasResult = false;
    m_answers = 0;
    m_hasQuestion = false;
    m_restoredNames = false;
    m_sessionProgram = m_program->text();
    setQuestionAxis(o.budget);
    showAgreement({});
    m_progress->setRange(0, o.budget);
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_progressText->clear();
    m_tests.clear();
    m_condition.clear();
    m_names = names;
    showResult();
    showBanner({});
    setBusy(true);
}

void OraclePanel::stop()
{
    if (!m_session->isActive())
        return;
    m_session->stop(); // late results of the canceled step are dropped
    m_hasQuestion = false;
    // Only the failing input itself: "always fails" from one test says nothing, so nothing is attached.
    m_hasResult = m_tests.size() > 1;
    m_question->setText(m_hasResult ? tr("Stopped.")
                                    : tr("Stopped before any answer: nothing is attached to the report."));
    setBusy(false);
    if (m_hasResult)
        Q_EMIT finished(m_condition, m_tests);
}

void OraclePanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyChartPalette();
}

void OraclePanel::applyChartPalette()
{
    QChart *chart = m_chart->chart();
    const QPalette &p = palette();
    chart->setBackgroundBrush(p.base());
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(p.text());
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsBrush(p.text());
        axis->setTitleBrush(p.text());
        axis->setLinePenColor(p.color(QPalette::Mid));
        axis->setGridLineColor(p.color(QPalette::Midlight));
    }
}

void OraclePanel::answerYes()
{
    answer(TestLabel::Failing);
}

void OraclePanel::answerNo()
{
    answer(TestLabel::Passing);
}

void OraclePanel::answerNotSure()
{
    answer(TestLabel::Unknown);
}

void OraclePanel::answer(TestLabel label)
{
    if (!m_session->isActive() || !m_hasQuestion || isBusy())
        return;
    m_hasQuestion = false;
    m_session->answer(label);
    setBusy(true);
}

void OraclePanel::onFailed(const QString &error)
{
    m_hasQuestion = false;
    m_question->clear();
    m_progress->setVisible(false);
    showAgreement({});
    showResult();
    setBusy(false);
    showBanner(error);
    Q_EMIT failed(error);
}

void OraclePanel::applyStep(const OracleStepResult &r)
{
    m_tests = r.tests;
    m_oracle = r.oracle;
    m_condition = r.oracle.failureCondition(m_names);
    showResult();
    showAgreement(r.stats.agreement);
    m_progress->setRange(0, r.budget);
    m_progress->setValue(r.stats.asked);
    m_answers = r.stats.asked;
    //: %1 questions asked, %2 the budget, %3 "%n clause(s)", %4 "%n atom(s)" (half-spaces, equalities and residues), %5
    //: a percentage with its sign as StepWise::Percent writes it ("5%", German "5 %")
    m_progressText->setText(tr("Questions asked: %1 of %2 · oracle size: %3, %4 · predicted failure rate: %5")
                                .arg(r.stats.asked)
                                .arg(r.budget)
                                .arg(tr("%n clause(s)", nullptr, r.oracle.clauseCount()),
                                     tr("%n atom(s)", nullptr, r.oracle.halfSpaceCount()),
                                     Percent::text(qRound(r.stats.predictedFailureRate * 100))));
    if (!r.warnings.isEmpty())
        showBanner(r.warnings.last());
    m_hasQuestion = r.hasQuestion;
    if (r.hasQuestion) {
        m_questionText = questionText(r.question);
        m_question->setText(m_questionText);
        setBusy(false);
        Q_EMIT questionAsked(m_questionText);
    } else {
        m_question->setText(tr("Done: %1.").arg(r.stopReason));
        m_hasResult = true;
        setBusy(false);
        Q_EMIT finished(m_condition, m_tests);
    }
}

QString OraclePanel::questionText(const OracleTest &q) const
{
    // The inputs by the names the reporter typed ("a = 3, b = 3"); the default names (i1, i2) say nothing more.
    const QStringList named = m_inputNames->text().trimmed().isEmpty() ? QStringList() : m_names;
    // A question that asks to confirm an earlier answer carries that answer; the buttons keep their meaning.
    if (q.label == TestLabel::Failing)
        //: asks to confirm an answer that conflicts with the others; %1 as in "%1. Is this the bug?"
        return tr("%1. You said this is the bug for this input; are you sure?").arg(describeTest(q, named));
    if (q.label == TestLabel::Passing)
        //: asks to confirm an answer that conflicts with the others; %1 as in "%1. Is this the bug?"
        return tr("%1. You said this is right for this input; are you sure? Is this the bug?")
            .arg(describeTest(q, named));
    //: %1 is a sentence such as "For input 3 3 1 the program prints 1" (context StepWise::RunStatus)
    return tr("%1. Is this the bug?").arg(describeTest(q, named));
}

std::optional<OracleFormula> OraclePanel::formula() const
{
    if (!m_hasResult || (m_restored && !m_restoredFormula))
        return std::nullopt;
    return m_oracle;
}

void OraclePanel::showResult()
{
    const bool session = m_session->isActive() || m_hasResult;
    m_intro->setVisible(!session);
    m_resultBox->setVisible(session);
    // A session before its first step has no oracle yet (the previous one is still in m_oracle).
    m_conditionLabel->setText(m_tests.isEmpty() && !m_hasResult ? QString() : displayedCondition());
    m_testList->clear();
    const QColor failingColour = QualityStyle::failingTestColor(palette());
    for (const OracleTest &t : std::as_const(m_tests)) {
        QString output = QString::fromLatin1(t.output);
        if (!t.expectedOutput.isEmpty() && t.expectedOutput != t.output)
            //: %1 what the program printed, %2 what it should print (known from a reference program)
            output = tr("%1 (expected %2)").arg(output, QString::fromLatin1(t.expectedOutput));
        auto *item = new QListWidgetItem(m_testList);
        if (t.run == RunStatus::Ok)
            //: %1 the test's input, %2 the program's output (both as the program reads and prints them), %3 the label
            item->setText(tr("%1 → %2: %3").arg(t.inputText(), output, labelName(t.label)));
        else // a crash or a timeout counts as output 0: the list says so rather than show a 0 never printed
            //: %1 the test's input, %2 the output the run counts as, %3 how the run ended (crashed, timed out, …), %4
            //: the label
            item->setText(tr("%1 → %2 (run status \"%3\"): %4")
                              .arg(t.inputText(), output, runStatusName(t.run), labelName(t.label)));
        // The label is in the text as well: the colour only helps to find the failing tests in a long list.
        if (t.label == TestLabel::Failing)
            item->setForeground(failingColour);
    }
}

void OraclePanel::setResult(const QString &condition, const QList<OracleTest> &tests,
                            const std::optional<OracleFormula> &formula, const OracleResultContext &context)
{
    m_session->end(); // a running step's result is dropped
    m_hasQuestion = false;
    m_question->clear();
    m_progressText->clear();
    m_progress->reset();
    m_progress->setVisible(false);
    // Documents written before the formula was stored give only its readable condition.
    m_oracle = formula.value_or(OracleFormula());
    m_restoredFormula = formula.has_value();
    m_restored = true;
    m_hasResult = !condition.isEmpty() || !tests.isEmpty();
    m_condition = condition;
    m_tests = tests;
    m_answers = std::max(0, int(tests.size()) - 1); // every test but the failing one was an answer
    const int inputs = tests.isEmpty() ? 0 : int(tests.first().input.size());
    m_restoredNames = context.names.size() == inputs + 1;
    m_names = m_restoredNames ? context.names : defaultFeatureNames(inputs);
    m_sessionProgram = context.program;
    if (m_hasResult) {
        // The fields say what this result was learned on (a document without the program leaves it empty).
        m_program->setText(context.program);
        const auto failing = std::find_if(tests.cbegin(), tests.cend(),
                                          [](const OracleTest &t) { return t.label == TestLabel::Failing; });
        m_failing->setText(failing == tests.cend() ? QString() : failing->inputText());
        m_inputNames->setText(m_restoredNames ? context.names.join(QStringLiteral(", ")) : QString());
    }
    setQuestionAxis(int(context.agreement.size()));
    showAgreement(m_hasResult ? context.agreement : QList<double>());
    showResult();
    setBusy(false);
}

OracleResultContext OraclePanel::resultContext() const
{
    return { m_sessionProgram, m_names, m_agreementHistory };
}

void OraclePanel::setQuestionAxis(int budget)
{
    const int last = std::max(2, budget);
    // The smallest round step that keeps the axis to about six labels.
    int step = 1;
    for (int s : { 1, 2, 5, 10, 20, 25, 50, 100 }) {
        step = s;
        if (last / s <= 5)
            break;
    }
    QList<int> ticks { 1 };
    for (int t = step; t < last; t += step) {
        if (t > 1 && last - t > step / 2) // one too close to the budget's label would overlap it
            ticks.append(t);
    }
    ticks.append(last);
    for (const QString &label : m_axisX->categoriesLabels())
        m_axisX->remove(label);
    m_axisX->setStartValue(0);
    for (int t : ticks)
        m_axisX->append(QString::number(t), t);
    m_axisX->setRange(1, last);
}

void OraclePanel::showAgreement(const QList<double> &agreement)
{
    m_agreementHistory = agreement;
    m_agreement->clear();
    for (qsizetype i = 0; i < agreement.size(); ++i)
        m_agreement->append(double(i + 1), agreement[i]);
    m_chart->setVisible(m_session->isActive() || !agreement.isEmpty());
}

void OraclePanel::removeResult()
{
    if (!m_hasResult || isBusy())
        return;
    setResult({}, {});
    Q_EMIT removed();
}

void OraclePanel::browseProgram()
{
    const QStringList current = SubjectRunner::splitCommandLine(m_program->text());
    const QString file
        = QFileDialog::getOpenFileName(this, tr("Choose the program"), current.isEmpty() ? QString() : current.first());
    if (!file.isEmpty())
        setProgramPath(file);
}

void OraclePanel::setProgramPath(const QString &path)
{
    // The program's arguments stay; the path is quoted so that it is read as one word.
    QStringList args = SubjectRunner::splitCommandLine(m_program->text());
    if (!args.isEmpty())
        args.removeFirst();
    QStringList words { SubjectRunner::quoteProgram(path) };
    for (const QString &a : std::as_const(args))
        words.append(SubjectRunner::quoteProgram(a));
    m_program->setText(words.join(u' '));
}

QString OraclePanel::programText() const
{
    return m_program->text();
}

QString OraclePanel::labelName(TestLabel label)
{
    switch (label) {
    case TestLabel::Passing:
        return tr("passing");
    case TestLabel::Failing:
        return tr("failing");
    case TestLabel::Unknown:
        break;
    }
    return tr("unknown");
}

QString OraclePanel::displayedCondition() const
{
    if (m_restored && !m_restoredFormula)
        return m_condition; // a result stored without its formula has nothing else to render
    // Stored without its names, but written with others than i1 … in, o (`stepwise-cli oracle learn --names`):
    // rendering it again would rename the inputs.
    if (m_restored && !m_restoredNames && m_oracle.failureCondition(m_names) != m_condition)
        return m_condition;
    // m_condition (English) is what the report document keeps; the panel renders the formula itself.
    return m_oracle.failureCondition(m_names, ConditionWords::translated());
}

void OraclePanel::exportSuite()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export the labelled tests"));
    if (!dir.isEmpty())
        exportTo(dir);
}

bool OraclePanel::exportTo(const QString &dir)
{
    QString error;
    // The exporter's own check, said in the GUI's language; it never overwrites a suite either.
    if (!existingSuiteFiles(dir).isEmpty()) {
        error = tr("%1 already holds a test suite: choose an empty folder, or remove its files first.")
                    .arg(QDir::toNativeSeparators(dir));
        showBanner(error);
        Q_EMIT failed(error);
        return false;
    }
    bool ok = exportTestSuite(dir, m_tests, m_oracle, m_names, &error);
    if (ok && m_restored) {
        // A result given by setResult(): condition.txt gets the stored condition, not the empty formula's.
        QSaveFile f(QDir(dir).filePath(QStringLiteral("condition.txt")));
        ok = f.open(QIODevice::WriteOnly) && f.write(m_condition.toUtf8() + '\n') >= 0 && f.commit();
        if (!ok)
            error = tr("Cannot write %1: %2").arg(f.fileName(), f.errorString());
    }
    if (!ok) {
        showBanner(error);
        Q_EMIT failed(error);
        return false;
    }
    showBanner(tr("Exported %n test(s) to %1", nullptr, int(m_tests.size())).arg(dir));
    return true;
}

} // namespace StepWise
