// SPDX-License-Identifier: GPL-3.0-or-later
// Markdown / HTML / JSON export of a quality report: every field survives, the shapes are right.
#include "quality/reportexporter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

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
    r.sentences = {sentence(u"0"_qs, u"Export <fails> & more"_qs, false, true),
                   sentence(u"1.1"_qs, u"#### Steps to reproduce the behaviour"_qs, false),
                   sentence(u"1.2"_qs, u"1. Tap \"Export\""_qs, true),
                   sentence(u"2.1"_qs, u"#### Expected behaviour"_qs, false),
                   sentence(u"2.2"_qs, u"Transactions to be deleted"_qs, false),
                   sentence(u"3.1"_qs, u"#### Actual behaviour"_qs, false),
                   sentence(u"3.2"_qs, u"Nothing happens"_qs, false)};
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
    a.labels = {StepQuality::Correct, StepQuality::MissingSteps};
    a.mappedInteractionIds = {u"e3"_qs};
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
    a.missingBefore = {m1, m2};
    StepAssessment vm;
    vm.step.sentenceId = u"1.2"_qs;
    vm.step.text = u"frobnicate"_qs;
    vm.step.action = ActionType::Unknown;
    vm.labels = {StepQuality::VocabularyMismatch};
    vm.message = u"no screen shows \"frobnicate\""_qs;
    r.steps = {a, vm};
    r.pathInteractionIds = {u"e1"_qs, u"e2"_qs, u"e3"_qs};
    return r;
}

} // namespace

class TestReportExporter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void markdownShape()
    {
        const QString md = ReportExporter::toMarkdown(sampleReport());
        const QStringList expectedOrder{u"## Export <fails> & more"_qs,
                                        u"### Steps to reproduce"_qs,
                                        u"1. _(suggested)_ Open the app"_qs,
                                        u"2. _(suggested)_ Click the \"Next\" button"_qs,
                                        u"3. Tap \"Export\" **[CS, MS]**"_qs,
                                        u"   - \"Tap Export\" matches"_qs,
                                        u"4. frobnicate **[VM]**"_qs,
                                        u"### Observed"_qs,
                                        u"Nothing happens"_qs,
                                        u"### Expected"_qs,
                                        u"Transactions to be deleted"_qs};
        qsizetype at = 0;
        for (const QString &line : expectedOrder) {
            const qsizetype found = md.indexOf(u'\n' + line + u'\n', at - 1);
            QVERIFY2(found >= 0 || (at == 0 && md.startsWith(line + u'\n')), qPrintable(line + u"\n---\n" + md));
            at = found < 0 ? line.size() : found + line.size();
        }
        // Headings of the report itself are not copied into the sections.
        QVERIFY(!md.contains(u"#### Expected behaviour"));
    }

    void htmlEmbedsScreenshots()
    {
        const QByteArray png("\x89PNG\r\n\x1a\nfake", 12);
        QStringList asked;
        const QString html = ReportExporter::toHtml(sampleReport(), [&](const QString &id) {
            asked.append(id);
            return id == u"s2" ? png : QByteArray();
        });
        QVERIFY(html.startsWith(u"<!DOCTYPE html>"));
        QVERIFY(html.contains(u"src=\"data:image/png;base64," + QString::fromLatin1(png.toBase64()) + u'"'));
        QVERIFY(html.contains(u"no screenshot recorded"));
        QVERIFY(html.contains(u"Export &lt;fails&gt; &amp; more"));
        QVERIFY(html.contains(u"(suggested) Click the &quot;Next&quot; button"));
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
        QCOMPARE(back.steps[1].labels, QList<StepQuality>{StepQuality::VocabularyMismatch});
    }

    void jsonErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("not json") << QByteArray("{\"schema\":") << u"not JSON"_qs;
        QTest::newRow("array") << QByteArray("[]") << u"not a JSON object"_qs;
        QTest::newRow("other schema") << QByteArray("{\"schema\":\"x/2\"}") << u"x/2"_qs;
        QTest::newRow("steps not array") << QByteArray("{\"schema\":\"stepwise.quality-report/1\",\"steps\":3}") << u"\"steps\""_qs;
        QTest::newRow("bad label") << QByteArray("{\"schema\":\"stepwise.quality-report/1\",\"steps\":[{\"labels\":[\"ZZ\"]}]}")
                                   << u"ZZ"_qs;
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
