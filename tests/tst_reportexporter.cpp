// SPDX-License-Identifier: GPL-3.0-or-later
// Markdown / HTML / JSON export of a quality report: every field survives, the shapes are right.
#include "language/reporttext.h"
#include "quality/reportexporter.h"
#include "quality/reproductionplan.h"
#include "testdata.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

#include <md4c-html.h>

using namespace StepWise;

namespace {

QualityReport sampleReport()
{
    QualityReport r;
    r.appVersion = u"1-org.gnucash.android-2.1.3"_qs;
    r.backend = u"offline"_qs;
    r.analyzerCalls = 42;
    r.elapsedMs = 17;
    r.truncated = true;
    auto sentence = [](const QString &id, const QString &text, bool s2r, bool title = false) {
        Sentence s;
        s.id = id;
        s.text = text;
        s.isS2R = s2r;
        s.isTitle = title;
        s.offset = id.size();
        s.length = text.size();
        return s;
    };
    r.sentences = { sentence(u"0"_qs, u"Export <fails> & more"_qs, false, true),
                    sentence(u"1.1"_qs, u"#### Steps to reproduce the behaviour"_qs, false),
                    sentence(u"1.2"_qs, u"1. Tap \"Export\""_qs, true),
                    sentence(u"1.3"_qs, u"2. frobnicate"_qs, true),
                    sentence(u"2.1"_qs, u"#### Expected behaviour"_qs, false),
                    sentence(u"2.2"_qs, u"Transactions to be deleted"_qs, false),
                    sentence(u"3.1"_qs, u"#### Actual behaviour"_qs, false),
                    sentence(u"3.2"_qs, u"Nothing happens"_qs, false) };
    StepAssessment a;
    a.step.sentenceId = u"1.2"_qs;
    a.step.text = u"Tap \"Export\""_qs;
    a.step.offset = 5;
    a.step.length = 13;
    a.step.action = ActionType::Click;
    a.step.verb = u"Tap"_qs;
    a.step.object = u"\"Export\""_qs;
    a.step.preposition = u"in"_qs;
    a.step.object2 = u"the form"_qs;
    a.step.value = u"v"_qs;
    a.labels = { StepQuality::Correct, StepQuality::MissingSteps };
    a.mappedInteractionIds = { u"e3"_qs };
    a.screenId = u"s2"_qs;
    a.message = u"\"Tap Export\" matches"_qs;
    MissingInteraction m1;
    m1.interactionId = u"e1"_qs;
    m1.action = ActionType::OpenApp;
    m1.sourceScreenId = u"start"_qs;
    m1.sourceScreenName = u"Start state"_qs;
    m1.description = u"Open the app"_qs;
    MissingInteraction m2;
    m2.interactionId = u"e2"_qs;
    m2.action = ActionType::Click;
    m2.componentText = u"Next"_qs;
    m2.componentClass = u"Button"_qs;
    m2.sourceScreenId = u"s1"_qs;
    m2.sourceScreenName = u"FirstRunWizardActivity"_qs;
    m2.description = u"Click the \"Next\" button"_qs;
    a.missingBefore = { m1, m2 };
    StepAssessment vm;
    vm.step.sentenceId = u"1.3"_qs;
    vm.step.text = u"frobnicate"_qs;
    vm.step.action = ActionType::Unknown;
    vm.labels = { StepQuality::VocabularyMismatch };
    vm.message = u"no screen shows \"frobnicate\""_qs;
    r.steps = { a, vm };
    r.pathInteractionIds = { u"e1"_qs, u"e2"_qs, u"e3"_qs };
    return r;
}

StepAssessment assessed(const QString &sentenceId, const QString &text, QList<StepQuality> labels,
                        const QString &message)
{
    StepAssessment a;
    a.step.sentenceId = sentenceId;
    a.step.text = text;
    a.labels = labels;
    a.message = message;
    return a;
}

Sentence writtenSentence(const QString &id, const QString &text)
{
    Sentence s;
    s.id = id;
    s.text = text;
    s.isS2R = true;
    return s;
}

/*! A sentence that is not a step: prose, or a log line when \a isCode. */
Sentence proseSentence(const QString &id, const QString &text, bool isCode = false)
{
    Sentence s;
    s.id = id;
    s.text = text;
    s.isTitle = id == u"0";
    s.isCode = isCode;
    return s;
}

/*! A model of three screens: open app → start screen; click "Save" (centred); click a component without bounds. */
ExecutionModel planModel()
{
    ExecutionModel m;
    m.appVersion = u"1-org.example.notes-2.0"_qs;
    for (const char16_t *id : { u"start", u"main", u"saved", u"done" }) {
        Screen s;
        s.id = QString::fromUtf16(id);
        s.name = s.id + u"Activity";
        m.screens.append(s);
    }
    Interaction open;
    open.id = u"e-open"_qs;
    open.sourceId = u"start"_qs;
    open.targetId = u"main"_qs;
    open.action = ActionType::OpenApp;
    Interaction save;
    save.id = u"e-save"_qs;
    save.sourceId = u"main"_qs;
    save.targetId = u"saved"_qs;
    save.action = ActionType::Click;
    GuiComponent button;
    button.className = u"android.widget.Button"_qs;
    button.text = u"Save"_qs;
    button.bounds = QRect(620, 1230, 201, 101); // centre (720, 1280): the middle of a 1440×2560 screen
    save.component = button;
    Interaction blind;
    blind.id = u"e-blind"_qs;
    blind.sourceId = u"saved"_qs;
    blind.targetId = u"done"_qs;
    blind.action = ActionType::Click;
    GuiComponent unplaced;
    unplaced.className = u"android.widget.TextView"_qs;
    unplaced.text = u"Done"_qs;
    blind.component = unplaced;
    m.interactions = { open, save, blind };
    m.reindex();
    return m;
}

/*! sampleReport() with a path through planModel(). */
QualityReport reportWithPath()
{
    QualityReport r = sampleReport();
    r.appVersion = u"1-org.example.notes-2.0"_qs;
    r.pathInteractionIds = { u"e-open"_qs, u"unknown-id"_qs, u"e-save"_qs, u"e-blind"_qs };
    return r;
}

/*! The plan of reportWithPath()'s path replayed on the "tablet-landscape" preset, as an export receives it. */
ExportAttachments planAttachments()
{
    QString error;
    const std::optional<DeviceProfile> source = DeviceProfile::parse(u"1440x2560@560"_qs, &error);
    const std::optional<DeviceProfile> target = DeviceProfile::fromPresetOrSpec(u"tablet-landscape"_qs, &error);
    Q_ASSERT(source && target);
    ExportAttachments a;
    a.replayPlan = ReproductionPlan::plan(reportWithPath(), planModel(), *source, *target);
    return a;
}

/*! \a markdown rendered as GitHub would (raw HTML passes; md4c, GitHub dialect). */
QString renderMarkdown(const QString &markdown)
{
    const QByteArray utf8 = markdown.toUtf8();
    QByteArray html;
    md_html(
        utf8.constData(), MD_SIZE(utf8.size()),
        [](const MD_CHAR *text, MD_SIZE size, void *out) { static_cast<QByteArray *>(out)->append(text, size); }, &html,
        MD_DIALECT_GITHUB, 0);
    return QString::fromUtf8(html);
}

/*! What a reader sees of \a html: its text, the targets of its links and the alt text of its images; no comments,
 *  head, style or script, and no other attribute. */
QString visibleText(QString html)
{
    static const QRegularExpression hidden(u"<!--.*?-->|<head>.*?</head>|<style>.*?</style>|<script>.*?</script>"_qs,
                                           QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression link(u"<a [^>]*href=\"([^\"]*)\"[^>]*>|<img [^>]*alt=\"([^\"]*)\"[^>]*>"_qs);
    static const QRegularExpression tag(u"<[^>]*>"_qs);
    html.remove(hidden);
    html.replace(link, u" \\1\\2 "_qs); // a link's target, an image's alt text
    html.remove(tag);
    html.replace(u"&lt;"_qs, u"<"_qs)
        .replace(u"&gt;"_qs, u">"_qs)
        .replace(u"&quot;"_qs, u"\""_qs)
        .replace(u"&#39;"_qs, u"'"_qs);
    return html.replace(u"&amp;"_qs, u"&"_qs);
}

} // namespace

class TestReportExporter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void confidenceHasThreeDecimals()
    {
        QualityReport r = sampleReport();
        QVERIFY(!r.steps.isEmpty());
        r.steps[0].confidence = 0.59 + 1e-16 * 100; // as a sum of scores comes out: 0.5900000000000001
        const QJsonObject step
            = QJsonDocument::fromJson(ReportExporter::toJson(r)).object().value(u"steps"_qs).toArray().at(0).toObject();
        QCOMPARE(step.value(u"confidence"_qs).toDouble(), 0.59);
        const QByteArray json = ReportExporter::toJson(r);
        QVERIFY2(json.contains("\"confidence\": 0.59\n") || json.contains("\"confidence\": 0.59,"), json.constData());
    }

    void markdownShape()
    {
        const QString md = ReportExporter::toMarkdown(sampleReport());
        const QStringList expectedOrder { u"## Export \\<fails> & more"_qs,
                                          u"### Steps to reproduce"_qs,
                                          u"- _(suggested, missing before step 1)_ Open the app"_qs,
                                          u"- _(suggested, missing before step 1)_ Click the \"Next\" button"_qs,
                                          u"1. Tap \"Export\" **[CS, MS]**"_qs,
                                          u"    - \"Tap Export\" matches"_qs,
                                          u"2. frobnicate **[VM]**"_qs,
                                          u"### Observed"_qs,
                                          u"Nothing happens"_qs,
                                          u"### Expected"_qs,
                                          u"Transactions to be deleted"_qs };
        qsizetype at = 0;
        for (const QString &line : expectedOrder) {
            const qsizetype found = md.indexOf(u'\n' + line + u'\n', at - 1);
            QVERIFY2(found >= 0 || (at == 0 && md.startsWith(line + u'\n')), qPrintable(line + u"\n---\n" + md));
            at = found < 0 ? line.size() : found + line.size();
        }
        // Headings of the report itself are not copied into the sections.
        QVERIFY(!md.contains(u"#### Expected behaviour"));
    }

    void otherSectionsKeepTheirHeading()
    {
        // A section the reporter titled themselves is exported under that title, not folded into Observed;
        // a sentence that merely ends in a colon is text of the section it is in.
        QualityReport r = sampleReport();
        auto text = [&](const QString &id, const QString &t) {
            Sentence s;
            s.id = id;
            s.text = t;
            r.sentences.append(s);
        };
        text(u"3.3"_qs, u"It crashes:"_qs);
        text(u"4.1"_qs, u"#### Software specifications"_qs);
        text(u"4.2"_qs, u"* GnuCash Android version: 2.1.3"_qs);
        text(u"5.1"_qs, u"**Device:**"_qs);
        text(u"5.2"_qs, u"Moto X & co"_qs);
        text(u"6.1"_qs, u"Logs:"_qs);
        const QString md = ReportExporter::toMarkdown(r);
        QVERIFY2(
            md.contains(
                u"### Observed\n\nNothing happens\nIt crashes:\n\n### Expected\n\nTransactions to be deleted\n\n"
                u"### Software specifications\n\n* GnuCash Android version: 2.1.3\n\n### Device\n\nMoto X & co\nLogs:\n"_qs),
            qPrintable(md)); // a heading with nothing under it is text of the section it is in
        const QString html = ReportExporter::toHtml(r, {});
        QVERIFY2(html.contains(u"<h3>Software specifications</h3>\n"_qs), qPrintable(html));
        QVERIFY2(html.contains(u"<h3>Device</h3>\n<p>Moto X &amp; co<br>\nLogs:</p>"_qs), qPrintable(html));
        QVERIFY(html.indexOf(u"<h3>Expected</h3>") < html.indexOf(u"<h3>Software specifications</h3>"));
    }

    void leadInBelongsToNoSection_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("observed");
        QTest::addColumn<bool>("leadIn");
        // A sentence ending in ':' right before the numbered steps introduces them (AstroBR bug 46's form).
        QTest::newRow("lead-in")
            << u"Dialog disappears\nWhen I perform this sequence of events:\n1. Click on OK\n2. Rotate the phone\n"
               u"The dialog disappears."_qs
            << u"The dialog disappears."_qs << true;
        // One that is not followed by a step stays text of its section.
        QTest::newRow("colon before prose")
            << u"Dialog disappears\n1. Click on OK\n2. Rotate the phone\nThen this happens:\n"
               u"The dialog disappears."_qs
            << u"Then this happens:\nThe dialog disappears."_qs << false;
    }
    void leadInBelongsToNoSection()
    {
        QFETCH(QString, text);
        QFETCH(QString, observed);
        QFETCH(bool, leadIn);
        QualityReport r;
        r.sentences = splitReport(text);
        for (Sentence &sentence : r.sentences)
            sentence.isS2R = sentence.text.front().isDigit(); // as identifyS2R() marks the numbered steps
        r.sentences.first().isTitle = true;
        const QString md = ReportExporter::toMarkdown(r);
        QVERIFY2(md.contains(u"### Observed\n\n"_qs + observed + u"\n\n### Expected"_qs), qPrintable(md));
        // The lead-in is the reporter's text too: it introduces the steps, before them.
        QCOMPARE(md.count(u"sequence of events"_qs), leadIn ? 1 : 0);
        if (leadIn)
            QVERIFY2(
                md.contains(u"### Steps to reproduce\n\nWhen I perform this sequence of events:\n\n1. Click on OK"_qs),
                qPrintable(md));
        const QString html = ReportExporter::toHtml(r, {});
        QCOMPARE(html.count(u"sequence of events"_qs), leadIn ? 1 : 0);
        if (leadIn)
            QVERIFY2(html.contains(
                         u"<h3>Steps to reproduce</h3>\n<p>When I perform this sequence of events:</p>\n<ol>\n"_qs),
                     qPrintable(html));
    }

    void stepsHeadingAndEnvironment()
    {
        // A bare "Steps:" is the heading the export writes itself; an environment line is no observation.
        QualityReport r;
        r.sentences = splitReport(u"Crash on sort\nSteps:\n1. Open the app\n2. Tap the sort icon\nThe app crashes.\n"
                                  u"Notes v2.1, Android 9, Pixel 3.\n"_qs);
        for (Sentence &sentence : r.sentences)
            sentence.isS2R = sentence.text.front().isDigit();
        r.sentences.first().isTitle = true;
        const QString md = ReportExporter::toMarkdown(r);
        QVERIFY2(!md.contains(u"Steps:"_qs), qPrintable(md));
        QVERIFY2(md.contains(u"### Observed\n\nThe app crashes.\n\n### Expected"_qs), qPrintable(md));
        QVERIFY2(md.contains(u"### Environment\n\nNotes v2.1, Android 9, Pixel 3.\n"_qs), qPrintable(md));
        const QString html = ReportExporter::toHtml(r, {});
        QVERIFY2(html.contains(u"<h3>Environment</h3>"_qs), qPrintable(html));
        QVERIFY(html.indexOf(u"<h3>Expected</h3>") < html.indexOf(u"<h3>Environment</h3>"));
    }

    void plainTextSections()
    {
        // A report typed as Markdown: the splitter drops the '#' of a heading, the section keeps its title;
        // a sentence that opens a section ("Instead it …") is kept as its text; a fence the reporter
        // wrapped the whole report in leaves no stray ``` behind; each sentence keeps its own line in HTML.
        QualityReport r;
        r.sentences = splitReport(
            u"Units wrong\n\n```\nWhat steps will reproduce the problem?\n1. Open the menu\n2. Tap Units\n"
            u"It should read \"lb\".\nInstead it reads \"pd\".\n```\n\n#### Software specifications\n"
            u"* version 1.3.3\n* Android 6.0\n"_qs);
        for (Sentence &sentence : r.sentences)
            sentence.isS2R = sentence.text.front().isDigit(); // as identifyS2R() marks the numbered steps
        const QString md = ReportExporter::toMarkdown(r);
        QVERIFY2(
            md.contains(
                u"### Observed\n\nIt should read \"lb\".\nInstead it reads \"pd\".\n\n### Expected\n\n_Not described._"_qs),
            qPrintable(md));
        QVERIFY2(md.contains(u"\n\n### Software specifications\n\n* version 1.3.3\n* Android 6.0\n"_qs),
                 qPrintable(md));
        QVERIFY2(!md.contains(u"```"_qs), qPrintable(md));
        const QString html = ReportExporter::toHtml(r, {});
        QVERIFY2(html.contains(
                     u"<h3>Software specifications</h3>\n<ul>\n<li>version 1.3.3</li>\n<li>Android 6.0</li>\n</ul>"_qs),
                 qPrintable(html));
        QVERIFY2(
            html.contains(
                u"<h3>Observed</h3>\n<p>It should read &quot;lb&quot;.<br>\nInstead it reads &quot;pd&quot;.</p>"_qs),
            qPrintable(html));
        QVERIFY2(!html.contains(u"<pre>"_qs), qPrintable(html));
        QVERIFY2(html.contains(u"<h3>Expected</h3>\n<p><em>Not described.</em></p>"_qs), qPrintable(html));
    }

    void partialAssessment()
    {
        // The search stopped before "frobnicate": every export says so and from where, JSON keeps it.
        QualityReport r = sampleReport();
        r.uncheckedFrom = 1;
        r.steps[1].labels.clear();
        r.steps[1].message = u"Not checked"_qs;
        const QString note = u"Partial assessment: the search limit was reached; the labels are the best found until "
                             u"then. Nothing was checked from step 2 "
                             u"(\"frobnicate\", sentence 1.3) on."_qs;
        QCOMPARE(ReportExporter::partialNote(r), note);
        const QString md = ReportExporter::toMarkdown(r);
        QVERIFY2(md.contains(u"> **" + note + u"**\n\n### Steps to reproduce"), qPrintable(md));
        // Numbered as the note counts it, without the suggestions; no empty label brackets.
        QVERIFY2(md.contains(u"\n2. frobnicate\n"), qPrintable(md));
        const QString html = ReportExporter::toHtml(r);
        QVERIFY2(html.contains(u"<p class=\"partial\"><strong>" + note.toHtmlEscaped()
                               + u"</strong></p>\n<h3>Steps to reproduce"),
                 qPrintable(html));
        const QByteArray json = ReportExporter::toJson(r);
        QCOMPARE(QJsonDocument::fromJson(json).object().value(u"uncheckedFrom").toInt(), 1);
        QualityReport back;
        QString error;
        QVERIFY2(ReportExporter::fromJson(json, &back, &error), qPrintable(error));
        QCOMPARE(back.uncheckedFrom, 1);
        QCOMPARE(ReportExporter::partialNote(back), note);

        r.canceled = true;
        r.truncated = false;
        QVERIFY(ReportExporter::partialNote(r).startsWith(
            u"Partial assessment: it was canceled; the labels are the best found until then. Nothing was checked "
            u"from step 2"));

        QualityReport complete = sampleReport();
        complete.truncated = false;
        QVERIFY(ReportExporter::partialNote(complete).isEmpty());
        QVERIFY(!ReportExporter::toMarkdown(complete).contains(u"Partial"));
        QVERIFY(!ReportExporter::toHtml(complete).contains(u"Partial"));
        QVERIFY2(ReportExporter::fromJson(ReportExporter::toJson(complete), &back, &error), qPrintable(error));
        QCOMPARE(back.uncheckedFrom, -1);
    }

    void recordingDeviceFromScreenshots_data()
    {
        QTest::addColumn<QSize>("shot");
        QTest::addColumn<QSize>("portrait");
        QTest::addColumn<int>("dpi");
        QTest::newRow("1080p") << QSize(1080, 1920) << QSize(1080, 1920) << 480;
        QTest::newRow("landscape shot") << QSize(1920, 1080) << QSize(1080, 1920) << 480;
        QTest::newRow("1440p") << QSize(1440, 2560) << QSize(1440, 2560) << 640;
        QTest::newRow("720p") << QSize(720, 1280) << QSize(720, 1280) << 320;
        QTest::newRow("AstroBR dump") << QSize(800, 1768) << QSize(800, 1768) << 320;
    }
    void recordingDeviceFromScreenshots()
    {
        QFETCH(QSize, shot);
        QFETCH(QSize, portrait);
        QFETCH(int, dpi);
        const DeviceProfile p = ReproductionPlan::deviceForScreenSize(shot);
        QCOMPARE(p.screenSize(), portrait);
        QCOMPARE(p.dpi, dpi);
        const double dp = p.width * p.dpPerPx();
        QVERIFY2(dp >= 300 && dp <= 450, qPrintable(QString::number(dp)));
        QString error;
        QCOMPARE(DeviceProfile::parse(p.name, &error)->dpi, dpi); // the name is a profile "Recorded on" accepts
        QVERIFY(!ReproductionPlan::deviceForScreenSize(QSize()).isValid());
    }

    void recordingDeviceChain_data()
    {
        // The fake screenshots: none for the start screen, "main" not known yet, "saved" a landscape 800×1768 shot.
        QTest::addColumn<QString>("given"); // empty: none
        QTest::addColumn<QString>("modelProfile"); // Screen::deviceProfile of "saved"
        QTest::addColumn<bool>("sizes"); // false: no size callback at all
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("evidence");
        QTest::addColumn<QStringList>("asked");
        using E = ReproductionPlan::DeviceEvidence;
        const QStringList all { u"start"_qs, u"main"_qs, u"saved"_qs };
        QTest::newRow("given before all") << u"720x1280@320"_qs << u"1080x1920@420"_qs << true << u"720x1280@320"_qs
                                          << int(E::Given) << QStringList();
        QTest::newRow("model before screenshots")
            << QString() << u"1080x1920@420"_qs << true << u"1080x1920@420"_qs << int(E::Model) << QStringList();
        QTest::newRow("first known size on the path")
            << QString() << QString() << true << u"800x1768@320"_qs << int(E::ScreenshotSize) << all;
        QTest::newRow("unparsable model profile")
            << QString() << u"big"_qs << true << u"800x1768@320"_qs << int(E::ScreenshotSize) << all;
        QTest::newRow("no screenshots") << QString() << QString() << false
                                        << QString(DeviceProfile::DefaultRecordingSpec) << int(E::Default)
                                        << QStringList();
    }
    void recordingDeviceChain()
    {
        QFETCH(QString, given);
        QFETCH(QString, modelProfile);
        QFETCH(bool, sizes);
        QFETCH(QString, name);
        QFETCH(int, evidence);
        QFETCH(QStringList, asked);
        ExecutionModel model = planModel();
        model.screens[2].deviceProfile = modelProfile;
        model.reindex();
        const QList<Interaction> path = ReproductionPlan::path(reportWithPath(), model);
        QString error;
        const std::optional<DeviceProfile> from = given.isEmpty() ? std::nullopt : DeviceProfile::parse(given, &error);
        QStringList questions;
        const auto sizeOf = [&](const QString &screenId) {
            questions << screenId;
            return screenId == u"saved" ? QSize(1768, 800) : QSize();
        };
        const ReproductionPlan::RecordingDevice d = ReproductionPlan::recordingDevice(
            from, path, model, sizes ? ReproductionPlan::ScreenSize(sizeOf) : ReproductionPlan::ScreenSize());
        QCOMPARE(d.profile.name, name);
        QVERIFY(d.profile.isValid());
        QCOMPARE(int(d.evidence), evidence);
        QCOMPARE(questions, asked); // in path order, and only when nothing stronger said
        QCOMPARE(d.screenshotPx,
                 evidence == int(ReproductionPlan::DeviceEvidence::ScreenshotSize) ? QSize(1768, 800) : QSize());

        // A callback that knows no size ends in the default too, after asking along the whole path.
        if (evidence == int(ReproductionPlan::DeviceEvidence::ScreenshotSize)) {
            questions.clear();
            const ReproductionPlan::RecordingDevice none
                = ReproductionPlan::recordingDevice(from, path, model, [&](const QString &screenId) {
                      questions << screenId;
                      return QSize();
                  });
            QCOMPARE(none.evidence, ReproductionPlan::DeviceEvidence::Default);
            QCOMPARE(none.profile.screenSize(), QSize(1440, 2560));
            QCOMPARE(none.profile.dpi, 560);
            QCOMPARE(questions, asked);
        }
    }

    void bottomButtonStaysAtTheBottom()
    {
        // A "Done" button at the bottom of a 1080×1920 screenshot: planned from the inferred profile it is
        // tapped at the bottom of the portrait tablet, at the same dp distance from the bottom edge.
        QualityReport r = reportWithPath();
        ExecutionModel model = planModel();
        for (Interaction &i : model.interactions) {
            if (i.component && !i.component->bounds.isNull())
                i.component->bounds = QRect(540, 1650, 481, 145); // centre (780, 1722): 198 px = 66 dp above the bottom
        }
        model.reindex();
        QString error;
        const DeviceProfile source = ReproductionPlan::deviceForScreenSize(QSize(1080, 1920));
        const DeviceProfile tablet = *DeviceProfile::fromPresetOrSpec(u"tablet"_qs, &error);
        const ReplayPlan plan = ReproductionPlan::plan(r, model, source, tablet);
        QStringList taps;
        for (const PlannedCommand &c : plan.commands) {
            if (c.command.startsWith(u"input tap "))
                taps << c.command;
        }
        QVERIFY(!taps.isEmpty());
        const int y = taps.first().section(u' ', 3, 3).toInt();
        QCOMPARE(tablet.screenSize().height(), 2560);
        QCOMPARE(y, 2560 - 132); // 66 dp at 320 dpi
    }

    void htmlSuggestedStepsInsideCompoundStepHaveScreenshots()
    {
        // "Open Settings and choose Imperial": the second part needs "Press Back" first. Like the suggested
        // steps before a written step, it gets the screenshot of the screen it is performed on.
        QualityReport r;
        r.appVersion = u"1-org.example.units-1.0"_qs;
        Sentence line;
        line.id = u"1.1"_qs;
        line.text = u"1. Open Settings and choose Imperial"_qs;
        line.isS2R = true;
        r.sentences = { line };
        StepAssessment open;
        open.step.sentenceId = line.id;
        open.step.text = u"Open Settings"_qs;
        open.labels = { StepQuality::Correct };
        open.screenId = u"main"_qs;
        StepAssessment choose = open;
        choose.step.text = u"choose Imperial"_qs;
        choose.screenId = u"units"_qs;
        choose.labels = { StepQuality::Correct, StepQuality::MissingSteps };
        MissingInteraction back;
        back.interactionId = u"e-back"_qs;
        back.action = ActionType::Back;
        back.sourceScreenId = u"settings"_qs;
        back.sourceScreenName = u"SettingsActivity"_qs;
        back.description = u"Press Back"_qs;
        choose.missingBefore = { back };
        r.steps = { open, choose };
        const QByteArray png("\x89PNG\r\n\x1a\nsettings", 16);
        const QString html = ReportExporter::toHtml(r, [&](const QString &id, QSize) {
            ReportExporter::Thumbnail t;
            if (id == u"settings")
                t.bytes = png;
            return t;
        });
        QVERIFY2(html.contains(u"<li class=\"suggested\"><span class=\"shot shot1\" role=\"img\" "
                               u"aria-label=\"screenshot of the Settings screen\">"
                               u"</span>(suggested) Press Back</li>"),
                 qPrintable(html));
        QVERIFY2(html.contains(u".shot1{background-image:url(data:image/png;base64,"
                               + QString::fromLatin1(png.toBase64()) + u")}"),
                 qPrintable(html));
    }

    void htmlEmbedsScreenshots()
    {
        const QByteArray png("\x89PNG\r\n\x1a\nfake", 12);
        QStringList asked;
        // A provider that does not know the encoded size: the image is embedded without width/height.
        const QString html = ReportExporter::toHtml(sampleReport(), [&](const QString &id, QSize) {
            asked.append(id);
            ReportExporter::Thumbnail t;
            if (id == u"s2")
                t.bytes = png;
            return t;
        });
        QVERIFY(html.startsWith(u"<!DOCTYPE html>"));
        QVERIFY2(html.contains(u"<span class=\"shot shot1\" role=\"img\" aria-label=\"screenshot\"></span>"),
                 qPrintable(html));
        QVERIFY2(html.contains(u".shot1{background-image:url(data:image/png;base64,"
                               + QString::fromLatin1(png.toBase64()) + u")}"),
                 qPrintable(html));
        QVERIFY(html.contains(u"no screenshot recorded"));
        QVERIFY(html.contains(u"Export &lt;fails&gt; &amp; more"));
        QVERIFY(html.contains(u"(suggested, missing before step 1) Click the &quot;Next&quot; button"));
        QVERIFY(html.contains(u"<span class=\"label\">MS</span>"));
        QVERIFY(!html.contains(u"http://") && !html.contains(u"https://")); // self-contained
        QCOMPARE(asked.count(u"s2"_qs), 1); // encoded once per screen
    }

    void jsonRoundTrip()
    {
        const QualityReport r = sampleReport();
        const QByteArray json = ReportExporter::toJson(r);
        const QJsonObject root = QJsonDocument::fromJson(json).object();
        QCOMPARE(root.value(u"schema").toString(), u"stepwise.quality-report/1"_qs);
        QCOMPARE(root.value(u"steps").toArray().at(0).toObject().value(u"labels").toArray().at(1).toString(), u"MS"_qs);
        QualityReport back;
        QString error;
        QVERIFY2(ReportExporter::fromJson(json, &back, &error), qPrintable(error));
        QCOMPARE(back.appVersion, r.appVersion);
        QCOMPARE(back.backend, r.backend);
        QCOMPARE(back.analyzerCalls, r.analyzerCalls);
        QCOMPARE(back.elapsedMs, r.elapsedMs);
        QCOMPARE(back.truncated, r.truncated);
        QCOMPARE(back.canceled, r.canceled);
        QCOMPARE(back.pathInteractionIds, r.pathInteractionIds);
        QCOMPARE(back.sentences.size(), r.sentences.size());
        for (int i = 0; i < r.sentences.size(); ++i) {
            QCOMPARE(back.sentences[i].id, r.sentences[i].id);
            QCOMPARE(back.sentences[i].text, r.sentences[i].text);
            QCOMPARE(back.sentences[i].offset, r.sentences[i].offset);
            QCOMPARE(back.sentences[i].length, r.sentences[i].length);
            QCOMPARE(back.sentences[i].isS2R, r.sentences[i].isS2R);
            QCOMPARE(back.sentences[i].isTitle, r.sentences[i].isTitle);
        }
        QCOMPARE(back.steps.size(), 2);
        const StepAssessment &a = back.steps[0], &b = r.steps[0];
        QCOMPARE(a.step.sentenceId, b.step.sentenceId);
        QCOMPARE(a.step.text, b.step.text);
        QCOMPARE(a.step.offset, b.step.offset);
        QCOMPARE(a.step.length, b.step.length);
        QCOMPARE(a.step.action, b.step.action);
        QCOMPARE(a.step.verb, b.step.verb);
        QCOMPARE(a.step.object, b.step.object);
        QCOMPARE(a.step.preposition, b.step.preposition);
        QCOMPARE(a.step.object2, b.step.object2);
        QCOMPARE(a.step.value, b.step.value);
        QCOMPARE(a.labels, b.labels);
        QCOMPARE(a.mappedInteractionIds, b.mappedInteractionIds);
        QCOMPARE(a.screenId, b.screenId);
        QCOMPARE(a.message, b.message);
        QCOMPARE(a.missingBefore.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(a.missingBefore[i].interactionId, b.missingBefore[i].interactionId);
            QCOMPARE(a.missingBefore[i].action, b.missingBefore[i].action);
            QCOMPARE(a.missingBefore[i].componentText, b.missingBefore[i].componentText);
            QCOMPARE(a.missingBefore[i].componentClass, b.missingBefore[i].componentClass);
            QCOMPARE(a.missingBefore[i].sourceScreenId, b.missingBefore[i].sourceScreenId);
            QCOMPARE(a.missingBefore[i].sourceScreenName, b.missingBefore[i].sourceScreenName);
            QCOMPARE(a.missingBefore[i].description, b.missingBefore[i].description);
        }
        QCOMPARE(back.steps[1].labels, QList<StepQuality> { StepQuality::VocabularyMismatch });
    }

    // A suggested missing step takes no number: the reporter's steps keep theirs, as written and as rendered. One
    // before step n is a bullet under step n-1, one before step 1 a bullet list before the numbered one.
    void suggestionsKeepTheReportersNumbers()
    {
        QualityReport r;
        r.sentences
            = { writtenSentence(u"1.1"_qs, u"1. Open Accounts"_qs), writtenSentence(u"1.2"_qs, u"2. Open Expenses"_qs),
                writtenSentence(u"1.3"_qs, u"3. Enter 12 as the amount"_qs) };
        MissingInteraction open;
        open.action = ActionType::OpenApp;
        open.description = u"Open the app"_qs;
        MissingInteraction add;
        add.action = ActionType::Click;
        add.description = u"Click the \"Add expense\" button"_qs;
        StepAssessment accounts
            = assessed(u"1.1"_qs, u"Open Accounts"_qs, { StepQuality::Correct, StepQuality::MissingSteps }, u"m1"_qs);
        accounts.missingBefore = { open };
        StepAssessment amount = assessed(u"1.3"_qs, u"Enter 12 as the amount"_qs,
                                         { StepQuality::Correct, StepQuality::MissingSteps }, {});
        amount.missingBefore = { add };
        r.steps = { accounts, assessed(u"1.2"_qs, u"Open Expenses"_qs, { StepQuality::Correct }, u"m2"_qs), amount };

        const QString md = ReportExporter::toMarkdown(r);
        const QString expected = u"### Steps to reproduce\n\n"
                                 u"- _(suggested, missing before step 1)_ Open the app\n\n"
                                 u"1. Open Accounts **[CS, MS]**\n"
                                 u"    - m1\n"
                                 u"2. Open Expenses **[CS]**\n"
                                 u"    - m2\n"
                                 u"    - _(suggested, missing before step 3)_ Click the \"Add expense\" button\n"
                                 u"3. Enter 12 as the amount **[CS, MS]**\n\n"_qs;
        QVERIFY2(md.startsWith(expected), qPrintable(md));
        // Rendered: one numbered list of the three written steps; the suggestions are bullets outside its numbering.
        const QString rendered = renderMarkdown(md);
        QVERIFY2(rendered.contains(
                     u"<ul>\n<li><em>(suggested, missing before step 1)</em> Open the app</li>\n</ul>\n<ol>\n"_qs),
                 qPrintable(rendered));
        QVERIFY2(rendered.contains(
                     u"<li><em>(suggested, missing before step 3)</em> Click the &quot;Add expense&quot; button</li>\n"
                     u"</ul>\n</li>\n<li>Enter 12 as the amount"_qs),
                 qPrintable(rendered));
        QCOMPARE(rendered.count(u"<ol"_qs), 1);
        QVERIFY2(rendered.contains(u"<ol>\n<li>Open Accounts"_qs), qPrintable(rendered)); // from 1, no start attribute

        const QString html = ReportExporter::toHtml(r);
        const QString noShot = u"<div class=\"noshot\">no screenshot recorded</div>"_qs;
        const QString list = u"<ul>\n<li class=\"suggested\">"_qs + noShot
            + u"(suggested, missing before step 1) Open the app</li>\n</ul>\n"
              u"<ol>\n<li>"
            + noShot
            + u"Open Accounts <span class=\"label\">CS</span> <span class=\"label\">MS</span><div "
              u"class=\"msg\">m1</div></li>\n"
              u"<li>"
            + noShot
            + u"Open Expenses <span class=\"label\">CS</span><div class=\"msg\">m2</div>\n<ul>\n"
              u"<li class=\"suggested\">"
            + noShot
            + u"(suggested, missing before step 3) Click the &quot;Add expense&quot; button</li>\n"
              u"</ul></li>\n<li>"
            + noShot
            + u"Enter 12 as the amount <span class=\"label\">CS</span> <span class=\"label\">MS</span></li>\n</ol>\n";
        QVERIFY2(html.contains(list), qPrintable(html));
    }

    // A suggested step's screen is named as the reporter sees it, as the step messages name it: in the HTML's image
    // label and in the JSON field a person reads. The recorded name is kept only under a key that says so, and a
    // file written before that key existed (the recorded name in "sourceScreenName") still reads back.
    void suggestedStepScreenIsNamedAsTheReporterSeesIt()
    {
        QualityReport r;
        r.sentences = { writtenSentence(u"1.1"_qs, u"1. Enter 12 as the amount"_qs) };
        MissingInteraction open;
        open.interactionId = u"e1"_qs;
        open.action = ActionType::OpenApp;
        open.sourceScreenId = u"start"_qs;
        open.sourceScreenName = u"Start state"_qs;
        open.description = u"Open the app"_qs;
        MissingInteraction add;
        add.interactionId = u"e2"_qs;
        add.action = ActionType::Click;
        add.sourceScreenId = u"tx"_qs;
        add.sourceScreenName = u"TransactionsActivity(Window=Main)"_qs;
        add.description = u"Click the \"Add expense\" button"_qs;
        StepAssessment amount = assessed(u"1.1"_qs, u"Enter 12 as the amount"_qs,
                                         { StepQuality::Correct, StepQuality::MissingSteps }, {});
        amount.missingBefore = { open, add };
        r.steps = { amount };

        const QByteArray png("\x89PNG\r\n\x1a\nscreen", 14);
        const QString html = ReportExporter::toHtml(r, [&](const QString &, QSize) {
            ReportExporter::Thumbnail t;
            t.bytes = png;
            return t;
        });
        QVERIFY2(
            html.contains(
                u"aria-label=\"screenshot of the Transactions screen\"></span>(suggested, missing before step 1) Click"_qs),
            qPrintable(html));
        QVERIFY2(html.contains(u"aria-label=\"screenshot\"></span>(suggested, missing before step 1) Open the app"_qs),
                 qPrintable(html));
        QVERIFY2(!html.contains(u"Activity"_qs) && !html.contains(u"Window="_qs) && !html.contains(u"Start state"_qs),
                 qPrintable(html));

        const QByteArray json = ReportExporter::toJson(r);
        const QJsonArray missing = QJsonDocument::fromJson(json)
                                       .object()
                                       .value(u"steps"_qs)
                                       .toArray()
                                       .at(0)
                                       .toObject()
                                       .value(u"missingBefore"_qs)
                                       .toArray();
        QCOMPARE(missing.size(), 2);
        QCOMPARE(missing.at(0).toObject().value(u"sourceScreenName"_qs).toString(),
                 QString()); // opening the app: no screen
        QCOMPARE(missing.at(0).toObject().value(u"sourceScreenRecordedName"_qs).toString(), u"Start state"_qs);
        QCOMPARE(missing.at(1).toObject().value(u"sourceScreenName"_qs).toString(), u"Transactions"_qs);
        QCOMPARE(missing.at(1).toObject().value(u"sourceScreenRecordedName"_qs).toString(),
                 u"TransactionsActivity(Window=Main)"_qs);
        QualityReport back;
        QString error;
        QVERIFY2(ReportExporter::fromJson(json, &back, &error), qPrintable(error));
        QCOMPARE(back.steps.at(0).missingBefore.at(0).sourceScreenName, u"Start state"_qs);
        QCOMPARE(back.steps.at(0).missingBefore.at(1).sourceScreenName, u"TransactionsActivity(Window=Main)"_qs);

        // As the exporter wrote it before: the recorded name in "sourceScreenName", no "sourceScreenRecordedName".
        QJsonObject root = QJsonDocument::fromJson(json).object();
        QJsonArray steps = root.value(u"steps"_qs).toArray();
        QJsonObject step = steps.at(0).toObject();
        QJsonArray oldMissing;
        for (const QJsonValue &v : missing) {
            QJsonObject m = v.toObject();
            m.insert(u"sourceScreenName"_qs, m.take(u"sourceScreenRecordedName"_qs));
            oldMissing.append(m);
        }
        step.insert(u"missingBefore"_qs, oldMissing);
        steps.replace(0, step);
        root.insert(u"steps"_qs, steps);
        QualityReport old;
        QVERIFY2(ReportExporter::fromJson(QJsonDocument(root).toJson(), &old, &error), qPrintable(error));
        QCOMPARE(old.steps.at(0).missingBefore.at(0).sourceScreenName, u"Start state"_qs);
        QCOMPARE(old.steps.at(0).missingBefore.at(1).sourceScreenName, u"TransactionsActivity(Window=Main)"_qs);
    }

    void markdownCompoundStep()
    {
        // One written step with two individual S2Rs, a missing step needed between them.
        QualityReport r;
        r.sentences = { writtenSentence(u"1.1"_qs, u"1. Open the app and tap Save"_qs),
                        writtenSentence(u"1.2"_qs, u"2) Check the list"_qs) };
        StepAssessment save
            = assessed(u"1.1"_qs, u"tap Save"_qs, { StepQuality::Correct, StepQuality::MissingSteps }, u"m2"_qs);
        MissingInteraction menu;
        menu.description = u"Click the \"Menu\" button"_qs;
        save.missingBefore = { menu };
        r.steps = { assessed(u"1.1"_qs, u"Open the app"_qs, { StepQuality::Correct }, u"m1"_qs), save,
                    assessed(u"1.2"_qs, u"Check the list"_qs, { StepQuality::VocabularyMismatch }, u"m3"_qs) };
        const QString md = ReportExporter::toMarkdown(r);
        const QString expected = u"### Steps to reproduce\n\n"
                                 u"1. Open the app and tap Save\n"
                                 u"    - Open the app **[CS]** — m1\n"
                                 u"    - _(suggested)_ Click the \"Menu\" button\n"
                                 u"    - tap Save **[CS, MS]** — m2\n"
                                 u"2. Check the list **[VM]**\n"
                                 u"    - m3\n\n"_qs;
        QVERIFY2(md.startsWith(expected), qPrintable(md));
        QVERIFY(!md.contains(u"3. "));

        const QString html = ReportExporter::toHtml(r);
        QVERIFY2(
            html.contains(u"<li><div class=\"noshot\">no screenshot recorded</div>Open the app and tap Save\n<ul>\n"
                          u"<li>Open the app <span class=\"label\">CS</span><div class=\"msg\">m1</div></li>\n"
                          u"<li class=\"suggested\"><div class=\"noshot\">no screenshot recorded</div>(suggested) "
                          u"Click the &quot;Menu&quot; button</li>\n"
                          u"<li>tap Save <span class=\"label\">CS</span> <span class=\"label\">MS</span>"
                          u"<div class=\"msg\">m2</div></li>\n</ul></li>\n"_qs),
            qPrintable(html));
        QCOMPARE(html.count(u"<ol>"), 1);
        QCOMPARE(html.count(u"</li>"), 5);
    }

    void writtenStepText_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QString>("item");
        QTest::newRow("plain") << u"Tap Save"_qs << u"Tap Save"_qs;
        QTest::newRow("numbered") << u"1. Tap Save"_qs << u"Tap Save"_qs;
        QTest::newRow("parenthesis") << u"12) Tap Save"_qs << u"Tap Save"_qs;
        QTest::newRow("four digits") << u"1000. Tap Save"_qs << u"Tap Save"_qs;
        QTest::newRow("step 1000") << u"Step 1000: Tap Save"_qs << u"Tap Save"_qs;
        QTest::newRow("bullet") << u"- Tap Save"_qs << u"Tap Save"_qs;
        QTest::newRow("step n") << u"Step 3: Tap Save"_qs << u"Tap Save"_qs;
        QTest::newRow("code fence") << u"``` 2. Tap Save"_qs << u"Tap Save"_qs;
        QTest::newRow("heading") << u"## Tap Save"_qs << u"Tap Save"_qs;
        QTest::newRow("quote") << u"> Tap Save"_qs << u"Tap Save"_qs;
        QTest::newRow("decimal kept") << u"1.5 kg typed in Weight"_qs << u"1.5 kg typed in Weight"_qs;
    }
    void writtenStepText()
    {
        QFETCH(QString, sentence);
        QFETCH(QString, item);
        QualityReport r;
        r.sentences = { writtenSentence(u"1.1"_qs, sentence) };
        r.steps = { assessed(u"1.1"_qs, u"fragment"_qs, { StepQuality::Correct }, {}) };
        const QString md = ReportExporter::toMarkdown(r);
        QVERIFY2(md.contains(u"\n1. " + item + u" **[CS]**\n"), qPrintable(md));
    }

    void markdownIndentBeyondNine()
    {
        // CommonMark keeps a line inside list item "N. " only when it is indented at least as wide as the
        // marker, and makes it a code block at 4 more: check every continuation line against its item.
        QualityReport r;
        for (int i = 1; i <= 12; ++i) {
            const QString id = u"1.%1"_qs.arg(i);
            r.sentences.append(writtenSentence(id, u"Tap button %1"_qs.arg(i)));
            r.steps.append(assessed(id, u"Tap button %1"_qs.arg(i), { StepQuality::Correct }, u"note %1"_qs.arg(i)));
        }
        const QString md = ReportExporter::toMarkdown(r);
        QVERIFY2(md.contains(u"\n10. Tap button 10 **[CS]**\n    - note 10\n"), qPrintable(md));
        QVERIFY2(md.contains(u"\n9. Tap button 9 **[CS]**\n    - note 9\n"), qPrintable(md));
        static const QRegularExpression item(u"^(\\d+)\\. "_qs);
        qsizetype markerWidth = -1;
        int items = 0, continuations = 0;
        for (const QString &line : md.split(u'\n')) {
            if (const QRegularExpressionMatch m = item.match(line); m.hasMatch()) {
                markerWidth = m.capturedLength();
                ++items;
            } else if (line.trimmed().startsWith(u"- ") && markerWidth > 0) {
                const qsizetype indent = line.indexOf(u'-');
                QVERIFY2(indent >= markerWidth && indent < markerWidth + 4, qPrintable(line));
                ++continuations;
            } else if (line.startsWith(u"###")) {
                markerWidth = -1;
            }
        }
        QCOMPARE(items, 12);
        QCOMPARE(continuations, 12);
    }

    void reproductionPath()
    {
        const QualityReport r = reportWithPath();
        const ExecutionModel model = planModel();
        const QList<Interaction> path = ReproductionPlan::path(r, model);
        QStringList ids;
        for (const Interaction &i : path)
            ids << i.id;
        QCOMPARE(ids, (QStringList { u"e-open"_qs, u"e-save"_qs, u"e-blind"_qs })); // the unknown id is skipped
        QStringList screens;
        for (const Screen &s : ReproductionPlan::screens(path, model))
            screens << s.id;
        QCOMPARE(screens, (QStringList { u"start"_qs, u"main"_qs, u"saved"_qs }));
        QCOMPARE(ReproductionPlan::package(model, r.appVersion), u"org.example.notes"_qs);
        ExecutionModel named = model;
        named.packageName = u"com.named"_qs;
        QCOMPARE(ReproductionPlan::package(named, r.appVersion), u"com.named"_qs);

        // Open app launches the package; the centred button keeps its relative position on the
        // 2560×1800 landscape tablet; a component without bounds gets a comment, not a guessed tap.
        const ReplayPlan plan = planAttachments().replayPlan;
        QCOMPARE(plan.commands.size(), 3);
        QCOMPARE(plan.commands[0].step, 0);
        QVERIFY2(plan.commands[0].command.contains(u"org.example.notes"), qPrintable(plan.commands[0].command));
        QCOMPARE(plan.commands[1].command, u"input tap 1280 900"_qs);
        QCOMPARE(plan.commands[1].step, 1);
        QVERIFY(plan.commands[2].command.isEmpty());
        QCOMPARE(plan.commands[2].step, 2);

        // The same from the profiles as the replay dock holds them; one that does not parse gives no plan.
        const ReplayPlan typed = ReproductionPlan::plan(r, model, u"1440x2560@560"_qs, u"2560x1800@320:landscape"_qs);
        QVERIFY(typed.isValid());
        QCOMPARE(typed.commands.size(), 3);
        QCOMPARE(typed.commands[1].command, u"input tap 1280 900"_qs);
        QCOMPARE(typed.target.name, u"2560x1800@320:landscape"_qs);
        QVERIFY(!ReproductionPlan::plan(r, model, u"1440x2560@560"_qs, u"fridge"_qs).isValid());
        QVERIFY(!ReproductionPlan::plan(r, model, u"big"_qs, u"phone"_qs).isValid());
    }

    void replayTypesTheStepsValues()
    {
        // The model recorded no text for its typing; the steps say what to type, each time in order, and a typing no
        // step gives a value for keeps the recorded text.
        ExecutionModel model = planModel();
        Interaction type;
        type.id = u"e-type"_qs;
        type.sourceId = u"saved"_qs;
        type.targetId = u"saved"_qs;
        type.action = ActionType::Type;
        GuiComponent field;
        field.className = u"android.widget.EditText"_qs;
        field.resourceId = u"amount"_qs;
        field.bounds = QRect(0, 0, 100, 50);
        type.component = field;
        model.interactions.append(type);
        model.reindex();
        QualityReport r;
        r.appVersion = model.appVersion;
        for (const QString &value : { u"12.34"_qs, u"Milk"_qs }) {
            StepAssessment a;
            a.step.action = ActionType::Type;
            a.step.value = value;
            a.mappedInteractionIds = { u"e-type"_qs };
            r.steps.append(a);
        }
        r.pathInteractionIds = { u"e-open"_qs, u"e-save"_qs, u"e-type"_qs, u"e-type"_qs, u"e-type"_qs };
        const QList<Interaction> path = ReproductionPlan::path(r, model);
        QCOMPARE(path.at(2).typedText, u"12.34"_qs);
        QCOMPARE(path.at(3).typedText, u"Milk"_qs);
        QCOMPARE(path.at(4).typedText, QString());
    }

    void replayPlanMarkdownHtml()
    {
        const QualityReport r = reportWithPath();
        const ExportAttachments a = planAttachments();
        const QList<PlannedCommand> &c = a.replayPlan.commands;
        const QString md = ReportExporter::toMarkdown(r, a);
        const QString block
            = u"### Replay on Tablet, landscape (Pixel C, 2560×1800, 320 dpi)\n\n"
              u"Recorded on 1440×2560 px, 560 dpi, portrait; positions adapted to 2560×1800 px, 320 dpi, "
              u"landscape. Run with the device attached (`adb devices`).\n\n```sh\n"_qs
            + u"adb shell " + c[0].command + u"   # step 1: " + c[0].comment + u"\n"
            + u"adb shell input tap 1280 900   # step 2: " + c[1].comment + u"\n" + u"# step 3: " + c[2].comment
            + u"\n```\n\n---\n";
        QVERIFY2(md.contains(block), qPrintable(md));
        QVERIFY(md.indexOf(u"### Expected") < md.indexOf(u"### Replay on"));
        QVERIFY2(c[1].comment.contains(u"\"Save\""), qPrintable(c[1].comment));

        const QString html = ReportExporter::toHtml(r, {}, a);
        QVERIFY2(html.contains(u"<h3>Replay on Tablet, landscape (Pixel C, 2560×1800, 320 dpi)</h3>"),
                 qPrintable(html));
        QVERIFY2(html.contains(u"<pre><code class=\"language-sh\">adb shell " + c[0].command.toHtmlEscaped()),
                 qPrintable(html));
        QVERIFY(html.contains(u"\nadb shell input tap 1280 900   # step 2: " + c[1].comment.toHtmlEscaped() + u'\n'));

        // No plan asked for: no section.
        QVERIFY(!ReportExporter::toMarkdown(sampleReport()).contains(u"Replay on"));
        QVERIFY(!ReportExporter::toHtml(sampleReport()).contains(u"Replay on"));
        QVERIFY(!ReportExporter::toJsonObject(sampleReport()).contains(u"replayPlan"));
    }

    void attachedSectionsFollowInOrder()
    {
        // The document's sections are written by the exporter after its own, in the order given, in every format.
        const QualityReport r = reportWithPath();
        ExportAttachments a = planAttachments();
        a.sections.append({ u"\n### First\n"_qs, u"<section class=\"first\"></section>\n"_qs, u"first"_qs,
                            QJsonObject { { u"n"_qs, 1 } } });
        a.sections.append({ u"\n### Second\n"_qs, u"<section class=\"second\"></section>\n"_qs, QString(), {} });

        const QString md = ReportExporter::toMarkdown(r, a);
        QVERIFY2(md.endsWith(u"\n### First\n\n### Second\n"), qPrintable(md));
        QVERIFY(md.indexOf(u"### Replay on") < md.indexOf(u"\n---\n"));
        QCOMPARE(md.left(md.size() - 23), ReportExporter::toMarkdown(r, { a.replayPlan, {} }));

        const QString html = ReportExporter::toHtml(r, {}, a);
        QVERIFY2(
            html.endsWith(
                u"</p>\n<section class=\"first\"></section>\n<section class=\"second\"></section>\n</body></html>\n"),
            qPrintable(html.right(200)));
        QCOMPARE(html.count(u"</body>"), 1);

        const QJsonObject json = ReportExporter::toJsonObject(r, a);
        QCOMPARE(json.value(u"first").toObject().value(u"n").toInt(), 1);
        QVERIFY(json.contains(u"replayPlan"));
        QCOMPARE(json.keys().size(), ReportExporter::toJsonObject(r, { a.replayPlan, {} }).keys().size() + 1);
    }

    void replayPlanJsonRoundTrip()
    {
        const QualityReport r = reportWithPath();
        const ExportAttachments a = planAttachments();
        const QByteArray json = ReportExporter::toJson(r, a);
        const QJsonObject plan = QJsonDocument::fromJson(json).object().value(u"replayPlan").toObject();
        const QJsonObject target = plan.value(u"target").toObject();
        QCOMPARE(target.value(u"name").toString(), u"Tablet, landscape (Pixel C, 2560×1800, 320 dpi)"_qs);
        QCOMPARE(target.value(u"widthPx").toInt(), 2560);
        QCOMPARE(target.value(u"heightPx").toInt(), 1800);
        QCOMPARE(target.value(u"densityDpi").toInt(), 320);
        QCOMPARE(target.value(u"orientation").toString(), u"landscape"_qs);
        QCOMPARE(plan.value(u"source").toObject().value(u"heightPx").toInt(), 2560);
        const QJsonArray commands = plan.value(u"commands").toArray();
        QCOMPARE(commands.size(), 3);
        QCOMPARE(commands.at(1).toObject().value(u"command").toString(), u"input tap 1280 900"_qs);
        QCOMPARE(commands.at(1).toObject().value(u"step").toInt(), 2);
        QVERIFY(commands.at(2).toObject().value(u"command").isNull());
        QCOMPARE(commands.at(2).toObject().value(u"comment").toString(), a.replayPlan.commands[2].comment);

        QualityReport back;
        ReplayPlan backPlan;
        QString error;
        QVERIFY2(ReportExporter::fromJson(json, &back, &error, u"report JSON"_qs, &backPlan), qPrintable(error));
        QVERIFY(backPlan.isValid());
        for (const auto &[got, want] : { std::pair { backPlan.target, a.replayPlan.target },
                                         std::pair { backPlan.source, a.replayPlan.source } }) {
            QCOMPARE(got.name, want.name);
            QCOMPARE(got.width, want.width);
            QCOMPARE(got.height, want.height);
            QCOMPARE(got.dpi, want.dpi);
            QCOMPARE(got.orientation, want.orientation);
        }
        QCOMPARE(backPlan.commands.size(), a.replayPlan.commands.size());
        for (qsizetype i = 0; i < a.replayPlan.commands.size(); ++i) {
            QCOMPARE(backPlan.commands[i].step, a.replayPlan.commands[i].step);
            QCOMPARE(backPlan.commands[i].command, a.replayPlan.commands[i].command);
            QCOMPARE(backPlan.commands[i].comment, a.replayPlan.commands[i].comment);
        }
        // The same text comes out again.
        QCOMPARE(ReportExporter::toMarkdown(back, { backPlan, {} }), ReportExporter::toMarkdown(r, a));
    }

    void htmlThumbnails()
    {
        QList<QSize> asked;
        const QByteArray jpeg("\xff\xd8\xff\xe0"
                              "fake",
                              8);
        const QString html = ReportExporter::toHtml(sampleReport(), [&](const QString &id, QSize maxSize) {
            asked.append(maxSize);
            ReportExporter::Thumbnail t;
            if (id == u"s2" || id == u"s1") {
                t.bytes = jpeg;
                t.mimeType = "image/jpeg";
                t.size = QSize(270, 480);
            }
            return t;
        });
        QVERIFY2(html.contains(u".shot1{background-image:url(data:image/jpeg;base64,"
                               + QString::fromLatin1(jpeg.toBase64()) + u");aspect-ratio:270/480}"),
                 qPrintable(html));
        QVERIFY2(html.contains(u"<span class=\"shot shot1\" role=\"img\" aria-label=\"screenshot\"></span>"),
                 qPrintable(html));
        // A suggested step's screenshot is described by its screen's title.
        QVERIFY2(
            html.contains(
                u"<span class=\"shot shot1\" role=\"img\" aria-label=\"screenshot of the First Run Wizard screen\">"),
            qPrintable(html));
        QCOMPARE(asked.size(), 3); // start, s1, s2: once per screen
        for (const QSize &s : asked)
            QCOMPARE(s, QSize(480, 480));
        QCOMPARE(html.count(u"no screenshot recorded"), 2); // start and the VM step
    }

    void htmlRendersProseMarkdown_data()
    {
        QTest::addColumn<QStringList>("observed"); // Observed sentences as the reporter wrote them
        QTest::addColumn<QString>("html"); // must appear in the Observed section
        QTest::addColumn<QString>("absent"); // must not appear anywhere in the page
        QTest::newRow("bold") << QStringList { u"The **total** is wrong"_qs }
                              << u"<p>The <strong>total</strong> is wrong</p>"_qs << u"**total**"_qs;
        QTest::newRow("inline code") << QStringList { u"It logs `IllegalStateException` twice"_qs }
                                     << u"It logs <code>IllegalStateException</code> twice"_qs << u"`Illegal"_qs;
        QTest::newRow("list") << QStringList { u"- the list is empty"_qs, u"- the badge shows 0"_qs }
                              << u"<ul>\n<li>the list is empty</li>\n<li>the badge shows 0</li>\n</ul>"_qs
                              << u"- the"_qs;
        QTest::newRow("https link") << QStringList { u"See [the log](https://example.org/log?a=1&b=2)."_qs }
                                    << u"See <a href=\"https://example.org/log?a=1&amp;b=2\">the log</a>."_qs
                                    << u"[the log]"_qs;
        QTest::newRow("raw html") << QStringList { u"<script>alert(1)</script> <b onclick=\"x()\">hi</b>"_qs }
                                  << u"&lt;script&gt;alert(1)&lt;/script&gt; &lt;b onclick=&quot;x()&quot;&gt;"_qs
                                  << u"<script>"_qs;
        QTest::newRow("javascript link") << QStringList { u"[click me](javascript:alert(1))"_qs }
                                         << u"<a>click me</a>"_qs << u"javascript:"_qs;
        QTest::newRow("obfuscated scheme")
            << QStringList { u"[x](JaVa&#115;cript:alert(1))"_qs } << u"<a>x</a>"_qs << u"cript:alert"_qs;
        QTest::newRow("javascript autolink")
            << QStringList { u"<javascript:alert(1)>"_qs } << u"<a>javascript:alert(1)</a>"_qs << u"href"_qs;
        QTest::newRow("javascript image")
            << QStringList { u"![shot](javascript:alert(1))"_qs } << u"<a>shot</a>"_qs << u"javascript"_qs;
    }
    void htmlRendersProseMarkdown()
    {
        QFETCH(QStringList, observed);
        QFETCH(QString, html);
        QFETCH(QString, absent);
        QualityReport r;
        r.sentences = { proseSentence(u"0"_qs, u"**Save** <i>fails</i>"_qs),
                        writtenSentence(u"1.1"_qs, u"1. Tap **Save** `now`"_qs) };
        for (qsizetype i = 0; i < observed.size(); ++i)
            r.sentences.append(proseSentence(u"2.%1"_qs.arg(i + 1), observed.at(i)));
        r.steps = { assessed(u"1.1"_qs, u"Tap Save"_qs, { StepQuality::Correct }, {}) };
        const QString page = ReportExporter::toHtml(r);
        const qsizetype from = page.indexOf(u"<h3>Observed</h3>\n");
        const qsizetype to = page.indexOf(u"<h3>Expected</h3>");
        QVERIFY(from > 0 && to > from);
        QVERIFY2(page.mid(from, to - from).contains(html), qPrintable(page));
        QVERIFY2(!page.contains(absent), qPrintable(page));
        // The title and the step are plain text, escaped as written.
        QVERIFY(page.contains(u"<h2>**Save** &lt;i&gt;fails&lt;/i&gt;</h2>"));
        QVERIFY2(page.contains(u"Tap **Save** `now` <span class=\"label\">CS</span>"), qPrintable(page));
    }

    void htmlCodeLinesVerbatim()
    {
        // Log lines are not Markdown: `__init__` and `*` stay as written, in one block.
        QualityReport r;
        r.sentences
            = { proseSentence(u"1.1"_qs, u"It crashes:"_qs), proseSentence(u"1.2"_qs, u"at __init__ (a.py:3)"_qs, true),
                proseSentence(u"1.3"_qs, u"  * <frame>"_qs, true) };
        const QString page = ReportExporter::toHtml(r);
        QVERIFY2(
            page.contains(u"<h3>Observed</h3>\n<p>It crashes:</p>\n"
                          u"<pre><code>at __init__ (a.py:3)\n  * &lt;frame&gt;</code></pre>\n<h3>Expected</h3>"_qs),
            qPrintable(page));
    }

    // Every sentence of tests/data/export/roundtrip.txt, whatever Markdown or HTML it holds, is visible in the rendered
    // Markdown export and in the HTML export; a step the reporter wrote is never shown as "(suggested)".
    void roundTripCorpus()
    {
        QFile f(testDataDir() + u"/export/roundtrip.txt"_qs);
        QVERIFY(f.open(QIODevice::ReadOnly));
        static const QRegularExpression token(u"qz\\d{3}"_qs);
        static const QRegularExpression listMarker(u"^(?:\\d+[.)]|[-*+])\\s+"_qs);
        const QStringList reports = QString::fromUtf8(f.readAll()).split(u"====\n"_qs);
        int checked = 0;
        for (const QString &block : reports) {
            QualityReport r;
            QList<MissingInteraction> pending;
            QStringList words; // every qz word, and the headings written without one
            QStringList writtenSteps;
            int n = 0;
            for (const QString &line : block.split(u'\n')) {
                if (line.isEmpty() || line.startsWith(u'#'))
                    continue;
                const QChar tag = line.at(0);
                const QString text = line.mid(2);
                const QString stepText = QString(text).remove(listMarker);
                if (tag == u'!') {
                    MissingInteraction mi;
                    mi.action = ActionType::Click;
                    mi.description = text;
                    pending.append(mi);
                    continue;
                }
                Sentence s;
                s.id = tag == u'T' ? u"0"_qs : u"1.%1"_qs.arg(++n);
                s.text = text;
                s.isTitle = tag == u'T';
                s.isCode = tag == u'C';
                s.isS2R = tag == u'S' || tag == u'U';
                r.sentences.append(s);
                if (tag == u'S') {
                    StepAssessment a = assessed(s.id, stepText, { StepQuality::Correct }, {});
                    a.missingBefore = std::exchange(pending, {});
                    r.steps.append(a);
                }
                if (tag == u'S' || tag == u'U' || tag == u'M')
                    writtenSteps.append(stepText);
                if (const QRegularExpressionMatch m = token.match(text); m.hasMatch())
                    words.append(m.captured());
                else if (text.endsWith(u':') && !text.contains(u' '))
                    words.append(text.chopped(1));
            }
            const QString md = ReportExporter::toMarkdown(r);
            const QString shownMd = visibleText(renderMarkdown(md));
            const QString html = ReportExporter::toHtml(r);
            const QString shownHtml = visibleText(html);
            for (const QString &w : std::as_const(words)) {
                QVERIFY2(shownMd.contains(w), qPrintable(w + u" not visible in the Markdown export:\n"_qs + md));
                QVERIFY2(shownHtml.contains(w), qPrintable(w + u" not visible in the HTML export:\n"_qs + html));
                ++checked;
            }
            for (const QString &step : std::as_const(writtenSteps)) {
                // "(suggested)" or "(suggested, missing before step n)", emphasised in the Markdown.
                const auto shownAsSuggested = [](const QString &doc, const QString &text) {
                    return QRegularExpression(u"\\(suggested[^)]*\\)_? "_qs + QRegularExpression::escape(text))
                        .match(doc)
                        .hasMatch();
                };
                QVERIFY2(!shownAsSuggested(md, ReportExporter::markdownText(step)), qPrintable(md));
                QVERIFY2(!shownAsSuggested(html, step.toHtmlEscaped()), qPrintable(html));
            }
            // Raw HTML loads nothing: the Markdown's only images are the reporter's Markdown images, the HTML has none.
            QCOMPARE(renderMarkdown(md).count(u"<img"_qs), md.count(u"!["_qs));
            static const QRegularExpression fetching(u"<(?:img|script|iframe)\\b|<[a-z][^>]*\\ssrc="_qs);
            QVERIFY2(!fetching.match(html).hasMatch(), qPrintable(html));
        }
        QVERIFY(checked >= 50);
    }

    // The Markdown export passes no raw HTML: rendered, it loads nothing and hides nothing.
    void markdownEscapesRawHtml()
    {
        QualityReport r;
        r.sentences = { proseSentence(u"0"_qs, u"<img src=\"http://x.invalid/t.png\"> title"_qs),
                        writtenSentence(u"1.1"_qs, u"1. Tap <b>Save</b> and `<b>` stays"_qs),
                        proseSentence(u"2.1"_qs, u"<!-- from here on hidden"_qs),
                        proseSentence(u"2.2"_qs, u"[hidden]: http://x.invalid/"_qs),
                        proseSentence(u"2.3"_qs, u"Already escaped \\<b> and ``a ` <b> b``"_qs) };
        r.steps = { assessed(u"1.1"_qs, u"Tap <b>Save</b>"_qs, { StepQuality::Correct }, u"<i>msg</i>"_qs) };
        const QString md = ReportExporter::toMarkdown(r);
        QVERIFY2(md.contains(u"## \\<img src=\"http://x.invalid/t.png\"> title\n"_qs), qPrintable(md));
        QVERIFY2(md.contains(u"1. Tap \\<b>Save\\</b> and `<b>` stays **[CS]**\n    - \\<i>msg\\</i>\n"_qs),
                 qPrintable(md));
        QVERIFY2(
            md.contains(
                u"\\<!-- from here on hidden\n\\[hidden]: http://x.invalid/\nAlready escaped \\<b> and ``a ` <b> b``"_qs),
            qPrintable(md));
        const QString rendered = renderMarkdown(md);
        QVERIFY2(!rendered.contains(u"<img"_qs) && !rendered.contains(u"<b>"_qs) && !rendered.contains(u"<!--"_qs),
                 qPrintable(rendered));
        QVERIFY2(visibleText(rendered).contains(u"[hidden]:"_qs), qPrintable(rendered));
    }

    // The HTML export fetches nothing: a Markdown image becomes a link, and a Content-Security-Policy allows only the
    // page's own style sheet (by its hash) and data: images.
    void htmlFetchesNothing()
    {
        QualityReport r;
        r.sentences
            = { writtenSentence(u"1.1"_qs, u"1. Tap Save"_qs),
                proseSentence(u"2.1"_qs, u"Looks like ![the chart](http://img.example.invalid/c.png \"Chart\")"_qs),
                proseSentence(u"2.2"_qs,
                              u"and ![](https://img.example.invalid/d.png) and ![x](data:image/png;base64,AAAA)"_qs) };
        r.steps = { assessed(u"1.1"_qs, u"Tap Save"_qs, { StepQuality::Correct }, {}) };
        const QString html = ReportExporter::toHtml(r);
        QVERIFY2(!html.contains(u"<img"_qs), qPrintable(html));
        QVERIFY2(html.contains(u"<a href=\"http://img.example.invalid/c.png\" title=\"Chart\">the chart</a>"_qs),
                 qPrintable(html));
        QVERIFY2(
            html.contains(u"<a href=\"https://img.example.invalid/d.png\">https://img.example.invalid/d.png</a>"_qs),
            qPrintable(html));
        QVERIFY2(html.contains(u"<a>x</a>"_qs), qPrintable(html));
        static const QRegularExpression csp(u"<meta http-equiv=\"Content-Security-Policy\" content=\"([^\"]*)\">"_qs);
        const QRegularExpressionMatch m = csp.match(html);
        QVERIFY2(m.hasMatch() && m.capturedStart() < html.indexOf(u"<style>"), qPrintable(html));
        const QString policy = m.captured(1);
        QVERIFY2(policy.startsWith(u"default-src 'none'; img-src data:; style-src 'sha256-"_qs), qPrintable(policy));
        QVERIFY(policy.contains(u"base-uri 'none'"_qs) && policy.contains(u"form-action 'none'"_qs));
        const qsizetype from = html.indexOf(u"<style>") + 7;
        const QString style = html.mid(from, html.indexOf(u"</style>") - from);
        const QString hash
            = QString::fromLatin1(QCryptographicHash::hash(style.toUtf8(), QCryptographicHash::Sha256).toBase64());
        QVERIFY2(policy.contains(u"'sha256-"_qs + hash + u'\''), qPrintable(policy));
        QVERIFY(!html.contains(u"style=\""_qs)); // an inline style attribute would be blocked
    }

    // A long report on few screens embeds each distinct screenshot once, however many steps show it.
    void htmlEmbedsEachScreenshotOnce()
    {
        QualityReport r;
        const QByteArray main("\x89PNG\r\n\x1a\nmain-screen", 19), list("\x89PNG\r\n\x1a\nlist-screen", 19);
        for (int i = 0; i < 300; ++i) {
            const QString id = u"1.%1"_qs.arg(i + 1);
            r.sentences.append(writtenSentence(id, u"%1. Tap item %1"_qs.arg(i + 1)));
            StepAssessment a = assessed(id, u"Tap item %1"_qs.arg(i + 1), { StepQuality::Correct }, {});
            a.screenId = i % 3 == 0 ? u"main"_qs : i % 3 == 1 ? u"list"_qs : u"list-again"_qs; // two screens, one image
            if (i == 5) {
                MissingInteraction mi;
                mi.description = u"Press Back"_qs;
                mi.sourceScreenId = u"main"_qs;
                mi.sourceScreenName = u"MainActivity"_qs;
                a.missingBefore = { mi };
            }
            r.steps.append(a);
        }
        int asked = 0;
        const QString html = ReportExporter::toHtml(r, [&](const QString &id, QSize) {
            ++asked;
            ReportExporter::Thumbnail t;
            t.bytes = id == u"main" ? main : list;
            t.size = QSize(270, 480);
            return t;
        });
        QCOMPARE(asked, 3); // once per screen
        QCOMPARE(html.count(QString::fromLatin1(main.toBase64())), 1);
        QCOMPARE(html.count(QString::fromLatin1(list.toBase64())), 1);
        QCOMPARE(html.count(u"data:image/png;base64,"_qs), 2);
        QCOMPARE(html.count(u"<span class=\"shot shot"_qs), 301);
        QVERIFY2(html.contains(u"<li class=\"suggested\"><span class=\"shot shot1\" role=\"img\" "
                               u"aria-label=\"screenshot of the Main screen\">"
                               u"</span>(suggested, missing before step 6) Press Back</li>"_qs),
                 qPrintable(html.left(3000)));
        QVERIFY2(html.contains(u".shot1{background-image:url(data:image/png;base64,"_qs
                               + QString::fromLatin1(main.toBase64()) + u");aspect-ratio:270/480}"_qs),
                 qPrintable(html.left(3000)));
        QVERIFY(html.size() < 300 * 400);
    }

    void jsonErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("not json") << QByteArray("{\"schema\":") << u"not JSON"_qs;
        QTest::newRow("array") << QByteArray("[]") << u"not a JSON object"_qs;
        QTest::newRow("other schema") << QByteArray("{\"schema\":\"x/2\"}") << u"x/2"_qs;
        QTest::newRow("steps not array") << QByteArray("{\"schema\":\"stepwise.quality-report/1\",\"steps\":3}")
                                         << u"\"steps\""_qs;
        QTest::newRow("bad label") << QByteArray(
            "{\"schema\":\"stepwise.quality-report/1\",\"steps\":[{\"labels\":[\"ZZ\"]}]}")
                                   << u"ZZ"_qs;
        QTest::newRow("plan not object") << QByteArray("{\"schema\":\"stepwise.quality-report/1\",\"replayPlan\":[]}")
                                         << u"\"replayPlan\" is not an object"_qs;
        QTest::newRow("plan orientation")
            << QByteArray("{\"schema\":\"stepwise.quality-report/1\",\"replayPlan\":{\"commands\":[],\"target\":"
                          "{\"widthPx\":10,\"heightPx\":20,\"densityDpi\":160,\"orientation\":\"up\"}}}")
            << u"\"replayPlan.target\" has orientation \"up\""_qs;
        QTest::newRow("plan size") << QByteArray(
            "{\"schema\":\"stepwise.quality-report/1\",\"replayPlan\":{\"commands\":[],\"target\":"
            "{\"widthPx\":0,\"heightPx\":20,\"densityDpi\":160,\"orientation\":\"portrait\"}}}")
                                   << u"\"replayPlan.target\" is not a device profile"_qs;
        QTest::newRow("plan command") << QByteArray(
            "{\"schema\":\"stepwise.quality-report/1\",\"replayPlan\":{\"commands\":[3],\"target\":"
            "{\"widthPx\":10,\"heightPx\":20,\"densityDpi\":160,\"orientation\":\"portrait\"}}}")
                                      << u"\"replayPlan.commands\""_qs;
    }
    void jsonErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, fragment);
        QualityReport r;
        r.appVersion = u"kept"_qs;
        QString error;
        QVERIFY(!ReportExporter::fromJson(json, &r, &error, u"in.json"_qs));
        QVERIFY2(error.startsWith(u"in.json: ") && error.contains(fragment), qPrintable(error));
        QCOMPARE(r.appVersion, u"kept"_qs);
    }
};

QTEST_GUILESS_MAIN(TestReportExporter)
#include "tst_reportexporter.moc"
