// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped translations: the embedded .qm files load, every message of each .ts is finished and
// keeps the source's placeholders and accelerators, and the main window comes up in the chosen language.
#include "common/quoting.h"
#include "demomodel.h"
#include "document/reportdocument.h"
#include "graph/sqlitegraphstore.h"
#include "itemmodels/steplistmodel.h"
#include "language.h"
#include "mainwindow.h"
#include "mainwindowfixtures.h"
#include "oraclepanel.h"
#include "pathstrip.h"
#include "percent.h"
#include "replaypanel.h"
#include "screenshotpanel.h"
#include "suggestionlist.h"
#include "testdata.h"
#include "trace/dumpsequencereader.h"
#include "trace/modelimporter.h"

#include <QAction>
#include <QChartView>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyleOptionFrame>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBoundaryFinder>
#include <QTextLayout>
#include <QTimer>
#include <QTranslator>
#include <QXmlStreamReader>

#include <algorithm>
#include <set>

using namespace StepWise;

namespace {
struct TsMessage {
    QString context;
    QString source;
    qint64 line = 0; ///< line of <message> in the .ts
    bool numerus = false;
    QString translationType; ///< type attribute of <translation>: "" when finished
    QStringList forms; ///< the translation, or its <numerusform>s
};

/*! Reads every message of a Qt Linguist .ts file; *language gets the TS language attribute. */
QList<TsMessage> readTs(const QString &path, QString *language, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + f.errorString();
        return {};
    }
    QList<TsMessage> messages;
    QXmlStreamReader xml(&f);
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"TS") {
            *language = xml.attributes().value(QStringLiteral("language")).toString();
        } else if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            current = TsMessage {
                context, {}, xml.lineNumber(), xml.attributes().value(QStringLiteral("numerus")) == u"yes", {}, {}
            };
        } else if (name == u"source") {
            current.source = xml.readElementText();
        } else if (name == u"translation") {
            current.translationType = xml.attributes().value(QStringLiteral("type")).toString();
            if (current.numerus) {
                while (xml.readNextStartElement()) {
                    if (xml.name() == u"numerusform")
                        current.forms << xml.readElementText();
                    else
                        xml.skipCurrentElement();
                }
            } else {
                current.forms << xml.readElementText();
            }
            messages << current;
        }
    }
    if (xml.hasError()) {
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
        return {};
    }
    return messages;
}

/*! The numbered placeholders %1..%99 of a text, as a set (a text may use one twice). */
std::set<int> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d{1,2})"));
    std::set<int> numbers;
    for (const QRegularExpressionMatch &m : re.globalMatch(text))
        numbers.insert(m.captured(1).toInt());
    return numbers;
}

/*! True when the text marks a mnemonic: an '&' before a character other than '&' or a space. */
bool hasAccelerator(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i; // "&&" is a literal ampersand
            continue;
        }
        if (!text.at(i + 1).isSpace())
            return true;
    }
    return false;
}

QString tsPath(const QString &code)
{
    return QStringLiteral(STEPWISE_TRANSLATIONS_DIR "/stepwise_%1.ts").arg(code);
}
} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_db;

    MainWindow::Options options() const
    {
        MainWindow::Options o;
        o.databasePath = m_db;
        o.appVersion = Demo::appVersion();
        o.draftDirectory = m_dir.filePath(QStringLiteral("drafts"));
        o.restoreDrafts = QStringLiteral("no");
        o.spellCheck = false;
        return o;
    }

    static QMenu *menuWithObjectName(QMenu *menu, const QString &name)
    {
        for (QAction *a : menu->actions()) {
            if (a->menu() && a->menu()->objectName() == name)
                return a->menu();
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        // The language menu writes ui/language: keep it away from the user's settings.
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
        m_db = m_dir.filePath(QStringLiteral("models.sqlite"));
        SqliteGraphStore store(m_db, QStringLiteral("tst_translations-setup"));
        QVERIFY2(store.open(), qPrintable(store.lastError()));
        QString error;
        QVERIFY2(Demo::importInto(store, &error), qPrintable(error));
    }

    void cleanup()
    {
        QString error;
        QVERIFY2(Language::install(QStringLiteral("en"), &error), qPrintable(error));
    }

    void qmLoads_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("stepsToReproduce");
        QTest::newRow("de") << u"de"_qs << u"&Datei"_qs << u"Schritte zur Reproduktion"_qs;
        QTest::newRow("zh_CN") << u"zh_CN"_qs << u"文件(&F)"_qs << u"复现步骤"_qs;
    }

    void qmLoads()
    {
        QFETCH(QString, code);
        QFETCH(QString, file);
        QFETCH(QString, stepsToReproduce);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/stepwise_%1.qm").arg(code)));
        QVERIFY(!translator.isEmpty());
        QCOMPARE(translator.language(), code);
        QCOMPARE(translator.translate("StepWise::MainWindow", "&File"), file);
        QCOMPARE(translator.translate("StepWise::ReportWorkspace", "Steps to reproduce"), stepsToReproduce);
        // Plurals come from the numerus forms, not from the "(s)" source.
        const QString one = translator.translate("StepWise::MainWindow", "Imported %n model(s).", nullptr, 1);
        const QString five = translator.translate("StepWise::MainWindow", "Imported %n model(s).", nullptr, 5);
        QVERIFY(!one.isEmpty());
        QVERIFY(!five.isEmpty());
        QVERIFY2(!one.contains(u"(s)") && !five.contains(u"(s)"), qPrintable(one + u" / " + five));
    }

    void tsComplete_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("pluralForms");
        QTest::addColumn<int>("minMessages");
        QTest::newRow("de") << u"de"_qs << 2 << 300;
        QTest::newRow("zh_CN") << u"zh_CN"_qs << 1 << 300;
        QTest::newRow("en (plural forms only)") << u"en"_qs << 2 << 10;
    }

    void tsComplete()
    {
        QFETCH(QString, code);
        QFETCH(int, pluralForms);
        QFETCH(int, minMessages);
        const QString path = tsPath(code);
        QString language;
        QString error;
        const QList<TsMessage> messages = readTs(path, &language, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(language, code);
        QVERIFY(messages.size() >= minMessages);
        QStringList problems;
        for (const TsMessage &m : messages) {
            const QString where = QStringLiteral("%1:%2 [%3] \"%4\": ").arg(path).arg(m.line).arg(m.context, m.source);
            if (!m.translationType.isEmpty()) {
                problems << where + QStringLiteral("translation is %1").arg(m.translationType);
                continue;
            }
            if (m.forms.size() != (m.numerus ? pluralForms : 1)) {
                problems << where + QStringLiteral("%1 forms").arg(m.forms.size());
                continue;
            }
            for (const QString &form : m.forms) {
                if (form.trimmed().isEmpty())
                    problems << where + QStringLiteral("empty translation");
                else if (placeholders(form) != placeholders(m.source))
                    problems << where + QStringLiteral("placeholders differ in \"%1\"").arg(form);
                else if (m.numerus && !form.contains(u"%n"))
                    problems << where + QStringLiteral("no %n in \"%1\"").arg(form);
                else if (hasAccelerator(m.source) && !hasAccelerator(form))
                    problems << where + QStringLiteral("no accelerator in \"%1\"").arg(form);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void englishPlurals()
    {
        QString error;
        QVERIFY2(Language::install(QStringLiteral("en"), &error), qPrintable(error));
        QCOMPARE(QCoreApplication::translate("StepWise::MainWindow", "Imported %n model(s).", nullptr, 1),
                 u"Imported 1 model."_qs);
        QCOMPARE(QCoreApplication::translate("StepWise::MainWindow", "Imported %n model(s).", nullptr, 3),
                 u"Imported 3 models."_qs);
        // Messages without %n are not in the English file and stay as written.
        QCOMPARE(QCoreApplication::translate("StepWise::MainWindow", "&File"), u"&File"_qs);
    }

    void tsFilesCoverTheSameMessages()
    {
        QString language;
        QString error;
        std::set<std::pair<QString, QString>> de;
        std::set<std::pair<QString, QString>> zh;
        for (const TsMessage &m : readTs(tsPath(QStringLiteral("de")), &language, &error))
            de.insert({ m.context, m.source });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const TsMessage &m : readTs(tsPath(QStringLiteral("zh_CN")), &language, &error))
            zh.insert({ m.context, m.source });
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!de.empty());
        QVERIFY(de == zh);
    }

    void germanStepMessagesUseGermanQuotes()
    {
        // The step messages quote the report's words, which German sets in „…“ like the rest of the window;
        // straight quotes belong only where they are syntax (a JSON field, a shell argument), never in these.
        QString language;
        QString error;
        const QString path = tsPath(QStringLiteral("de"));
        QStringList problems;
        int checked = 0;
        for (const TsMessage &m : readTs(path, &language, &error)) {
            if (m.context != u"StepWise::QualityMessages")
                continue;
            ++checked;
            for (const QString &form : m.forms) {
                if (form.contains(u'"'))
                    problems << QStringLiteral("%1:%2: %3").arg(path).arg(m.line).arg(form);
            }
        }
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(checked >= 20);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void checkHelpers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accelerator");
        QTest::addColumn<QList<int>>("numbers");
        QTest::newRow("menu") << u"&File"_qs << true << QList<int> {};
        QTest::newRow("chinese") << u"文件(&F)"_qs << true << QList<int> {};
        QTest::newRow("literal") << u"Q&&A %2 and %1"_qs << false << QList<int> { 1, 2 };
        QTest::newRow("spaced") << u"this & that %10"_qs << false << QList<int> { 10 };
        QTest::newRow("percent") << u"rate: %5 %"_qs << false << QList<int> { 5 };
    }

    void checkHelpers()
    {
        QFETCH(QString, text);
        QFETCH(bool, accelerator);
        QFETCH(QList<int>, numbers);
        QCOMPARE(hasAccelerator(text), accelerator);
        QCOMPARE(placeholders(text), std::set<int>(numbers.cbegin(), numbers.cend()));
    }

    void resolve()
    {
        QString error;
        QCOMPARE(Language::resolve(QStringLiteral("de"), &error), u"de"_qs);
        QCOMPARE(Language::resolve(QStringLiteral("zh_CN"), &error), u"zh_CN"_qs);
        QVERIFY(error.isEmpty());
        QVERIFY(Language::available().contains(Language::resolve(QString(), &error)));
        QVERIFY(Language::resolve(QStringLiteral("fr"), &error).isEmpty());
        QVERIFY2(error.contains(u"“fr”") && error.contains(u"zh_CN"), qPrintable(error));
        error.clear();
        QVERIFY(!Language::install(QStringLiteral("xx"), &error));
        QVERIFY(!error.isEmpty());
    }

    void mainWindowFollowsLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("cancel"); // from Qt's own qtbase translation
        QTest::newRow("de") << u"de"_qs << u"&Datei"_qs << u"Abbrechen"_qs;
        QTest::newRow("zh_CN") << u"zh_CN"_qs << u"文件(&F)"_qs << u"取消"_qs;
        QTest::newRow("en") << u"en"_qs << u"&File"_qs << u"Cancel"_qs;
    }

    void mainWindowFollowsLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, file);
        QFETCH(QString, cancel);
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
        QCOMPARE(QLocale().language(), QLocale(code).language());
        MainWindow w(options());
        const QList<QAction *> menus = w.menuBar()->actions();
        QVERIFY(!menus.isEmpty());
        QCOMPARE(menus.first()->text(), file);
        QDialogButtonBox buttons(QDialogButtonBox::Cancel);
        QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text().remove(u'&'), cancel);
    }

    void germanTemplatesAroundAppWords()
    {
        // The report stays English (it is the report's language); the UI's words around it are German,
        // and the model's own "Start state" is not shown as if it were a screen of the app.
        QString error;
        QVERIFY2(Language::install(QStringLiteral("de"), &error), qPrintable(error));
        MainWindow::Options o = options();
        o.reportText = Demo::reportText();
        o.debounceMs = 50;
        MainWindow w(o);
        w.show();
        QVERIFY(waitForAnalysis(w));
        QVERIFY(w.stepModel()->rowCount() > 0);
        const QString summary = w.findChild<QLabel *>(QStringLiteral("summary"))->text();
        // No-break spaces keep each number with its word ("185 ms" never wraps as "185" / "ms").
        QVERIFY2(summary.startsWith(u"%1\u00a0Schritte: "_qs.arg(w.stepModel()->rowCount())), qPrintable(summary));
        QVERIFY2(summary.contains(
                     QRegularExpression(u"\\d\u00a0CS, \\d\u00a0AS, \\d\u00a0VM, \\d\u00a0MS ·\u00a0\\d+\u00a0ms"_qs)),
                 qPrintable(summary));
        int captions = 0;
        int tooltips = 0;
        for (int row = 0; row < w.stepModel()->rowCount(); ++row) {
            w.stepView()->setCurrentIndex(w.stepModel()->index(row));
            const StepAssessment &step = w.stepModel()->step(row);
            const QString caption = w.screenshotPanel()->caption();
            QVERIFY2(caption.startsWith(u"„" + step.step.text + u"“"), qPrintable(caption));
            QVERIFY2(!caption.contains(u"Start state"), qPrintable(caption));
            if (!step.screenId.isEmpty()) {
                // "Open the app": "„…“ öffnet die App auf dem Bildschirm „…“" (the screen it opens on).
                QVERIFY2(caption.contains(u"“ auf dem Bildschirm „")
                             || caption.contains(u"“ öffnet die App auf dem Bildschirm „"),
                         qPrintable(caption));
                ++captions;
            }
            for (QLabel *label : w.suggestions()->findChildren<QLabel *>(QStringLiteral("suggestionText"))) {
                QVERIFY2(label->toolTip().startsWith(u"Auf dem Bildschirm „"), qPrintable(label->toolTip()));
                QVERIFY2(!label->toolTip().contains(u"Start state"), qPrintable(label->toolTip()));
                ++tooltips;
            }
        }
        QVERIFY(captions > 0);
        QVERIFY(tooltips > 0);
    }

    void summaryKeepsNumbersWithTheirWords_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("de") << u"de"_qs;
        QTest::newRow("zh_CN") << u"zh_CN"_qs;
        QTest::newRow("en") << u"en"_qs;
    }

    void summaryKeepsNumbersWithTheirWords()
    {
        // "6 steps: 4 CS, 1 AS, 1 VM, 2 MS · 727 ms" wrapped in German and Chinese as "· 185" / "ms": every
        // number is held to its word by a no-break space, and "·" to the time, so it wraps before "·" if at all.
        QFETCH(QString, code);
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
        const QString line = QCoreApplication::translate("StepWise::MainWindow",
                                                         "%n\u00a0step(s): %1\u00a0CS, %2\u00a0AS, "
                                                         "%3\u00a0VM, %4\u00a0MS ·\u00a0%5\u00a0ms",
                                                         nullptr, 6);
        QVERIFY2(!line.contains(u"step(s)"), qPrintable(line)); // translated (English: its plural form)
        QVERIFY2(line.startsWith(u"6\u00a0"), qPrintable(line));
        for (const QString &marker : { u"%1"_qs, u"%2"_qs, u"%3"_qs, u"%4"_qs, u"%5"_qs, u"·"_qs }) {
            const qsizetype at = line.indexOf(marker);
            QVERIFY2(at >= 0 && line.mid(at + marker.size(), 1) == u"\u00a0", qPrintable(marker + u" in " + line));
        }
        // Nothing after "·" breaks, not even inside a unit written in ideographs ("毫秒" as "毫" / "秒").
        const QString filled = line.arg(4).arg(1).arg(1).arg(2).arg(727);
        const qsizetype time = filled.lastIndexOf(u"·");
        QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, filled);
        for (qsizetype at = breaks.toNextBoundary(); at > 0 && at < filled.size(); at = breaks.toNextBoundary())
            QVERIFY2(at <= time || !(breaks.boundaryReasons() & QTextBoundaryFinder::BreakOpportunity),
                     qPrintable(u"%1 | %2"_qs.arg(filled.left(at), filled.mid(at))));
    }

    void quotesInsideQuotes_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("quoted"); // the step inside the messages' quotes
        QTest::addColumn<QString>("caption"); // how the screenshot caption starts
        QTest::addColumn<QString>("unseen"); // the word no screen shows, as the VM message names it
        QTest::newRow("de") << u"de"_qs << u"Tap the ‚Expenses‘ tab"_qs
                            << u"„Tap the ‚Expenses‘ tab“ auf dem Bildschirm „"_qs
                            << u"Kein Bildschirm zeigt „hover“."_qs;
        QTest::newRow("zh_CN") << u"zh_CN"_qs << u"Tap the ‘Expenses’ tab"_qs << u"“Tap the ‘Expenses’ tab”，"_qs
                               << u"没有界面显示“hover”。"_qs;
        QTest::newRow("en") << u"en"_qs << u"Tap the ‘Expenses’ tab"_qs << u"“Tap the ‘Expenses’ tab” on screen “"_qs
                            << u"no screen shows \"hover\"."_qs;
    }

    void quotesInsideQuotes()
    {
        // A step with its own quotes, put in quotes by the messages: its quotes become the inner ones of the
        // UI's language, not straight quotes inside „…“.
        QFETCH(QString, code);
        QFETCH(QString, quoted);
        QFETCH(QString, caption);
        QFETCH(QString, unseen);
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
        const QString step = u"Tap the \"Expenses\" tab"_qs;
        QVERIFY(Demo::reportText().contains(u"Tap the Expenses tab"));
        MainWindow::Options o = options();
        o.reportText = QString(Demo::reportText()).replace(u"Tap the Expenses tab"_qs, step);
        o.debounceMs = 50;
        MainWindow w(o);
        w.show();
        QVERIFY(waitForAnalysis(w));
        int row = 0;
        while (row < w.stepModel()->rowCount() && w.stepModel()->step(row).step.text != step)
            ++row;
        QVERIFY(row < w.stepModel()->rowCount());
        w.stepView()->setCurrentIndex(w.stepModel()->index(row));
        QVERIFY2(w.screenshotPanel()->caption().startsWith(caption), qPrintable(w.screenshotPanel()->caption()));
        const QString message = w.stepModel()->step(row).message;
        QVERIFY2(message.contains(quoted) && !message.contains(u'"' + u"Expenses"_qs), qPrintable(message));
        QCOMPARE(nestedQuotes(step), quoted);
        QCOMPARE(nestedQuotes(u"Tap the “Expenses” tab"_qs), quoted); // typographic quotes alike
        // A single word the app does not show is quoted in the UI's marks, too.
        bool vm = false;
        for (int r = 0; r < w.stepModel()->rowCount(); ++r) {
            if (w.stepModel()->step(r).step.text == u"Press the hover button") {
                vm = true;
                QVERIFY2(w.stepModel()->step(r).message.contains(unseen), qPrintable(w.stepModel()->step(r).message));
            }
        }
        QVERIFY(vm);
    }

    void missingStepsPunctuation_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("sentenceBreak"); // between the step's sentence and the missing steps'
        QTest::addColumn<QString>("stepSeparator"); // between two missing steps
        QTest::newRow("zh_CN") << u"zh_CN"_qs << u"。在此之前"_qs << u"；"_qs;
        QTest::newRow("de") << u"de"_qs << u". "_qs << u"; "_qs;
        QTest::newRow("en") << u"en"_qs << u". "_qs << u"; "_qs;
    }

    void missingStepsPunctuation()
    {
        // A message with missing steps is two sentences and a list in the UI's punctuation: Chinese puts no
        // space after 。 and separates the steps with ；.
        QFETCH(QString, code);
        QFETCH(QString, sentenceBreak);
        QFETCH(QString, stepSeparator);
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
        MainWindow::Options o = options();
        // Without the tab step, the amount step misses two steps.
        QVERIFY(Demo::reportText().contains(u"2. Tap the Expenses tab\n"));
        o.reportText = QString(Demo::reportText()).remove(u"2. Tap the Expenses tab\n"_qs);
        o.debounceMs = 50;
        MainWindow w(o);
        w.show();
        QVERIFY(waitForAnalysis(w));
        int listed = 0;
        for (int r = 0; r < w.stepModel()->rowCount(); ++r) {
            const StepAssessment &a = w.stepModel()->step(r);
            if (a.missingBefore.isEmpty())
                continue;
            QVERIFY2(a.message.contains(sentenceBreak), qPrintable(a.message));
            if (a.missingBefore.size() > 1) {
                ++listed;
                QVERIFY2(a.message.contains(stepSeparator), qPrintable(a.message));
            }
            if (code == u"zh_CN")
                QVERIFY2(!a.message.contains(u"。 ") && !a.message.contains(u"; "), qPrintable(a.message));
        }
        QVERIFY(listed > 0);
    }

    void sentencesJoinInTheUiLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("finished"); // joinSentences("A.", "B") in the language, and so on
        QTest::addColumn<QString>("unfinished");
        QTest::addColumn<QString>("fullWidth");
        QTest::newRow("zh_CN") << u"zh_CN"_qs << u"A. B"_qs << u"A。B"_qs << u"甲。乙"_qs;
        QTest::newRow("de") << u"de"_qs << u"A. B"_qs << u"A. B"_qs << u"甲。乙"_qs;
        QTest::newRow("en") << u"en"_qs << u"A. B"_qs << u"A. B"_qs << u"甲。乙"_qs;
    }

    void sentencesJoinInTheUiLanguage()
    {
        // Messages built of sentences (an import's status, a partial assessment) follow the UI's punctuation:
        // Chinese puts no space after 。 and ends an unfinished sentence with 。.
        QFETCH(QString, code);
        QFETCH(QString, finished);
        QFETCH(QString, unfinished);
        QFETCH(QString, fullWidth);
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
        QCOMPARE(joinSentences(u"A."_qs, u"B"_qs), finished);
        QCOMPARE(joinSentences(u"A"_qs, u"B"_qs), unfinished);
        QCOMPARE(joinSentences(u"甲。"_qs, u"乙"_qs), fullWidth);
        QCOMPARE(joinSentences(QString(), u"B"_qs), u"B"_qs);
    }

    void dumpLeftOutInTheUiLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("effect"); // after "<folder>"
        QTest::newRow("zh_CN")
            << u"zh_CN"_qs
            << u"：已略去 screen-1.xml：模型中没有从 screen-0 到 screen-2 的转换，因为两者之间发生了什么未知"_qs;
        QTest::newRow("de") << u"de"_qs
                            << u": screen-1.xml ausgelassen: das Modell hat keinen Übergang von screen-0 nach "
                               u"screen-2, da unbekannt ist, "
                               u"was dazwischen geschah"_qs;
        QTest::newRow("en")
            << u"en"_qs
            << u": screen-1.xml left out: the model has no transition from screen-0 to screen-2, as what happened "
               u"between them is unknown"_qs;
    }

    void dumpLeftOutInTheUiLanguage()
    {
        // A dump left out of a sequence: its failure says only what is wrong with it; what the model lacks
        // is a warning on the folder, in the UI's language.
        QFETCH(QString, code);
        QFETCH(QString, effect);
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray dump
            = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n"
              "<node index=\"0\" text=\"Save\" resource-id=\"org.example:id/save\" class=\"android.widget.Button\" "
              "package=\"org.example\" content-desc=\"\" clickable=\"true\" enabled=\"true\" bounds=\"[0,0][540,200]\" "
              "/>\n"
              "</hierarchy>\n";
        for (int i = 0; i < 3; ++i) {
            QFile f(dir.filePath(u"screen-%1.xml"_qs.arg(i)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(i == 1 ? dump.left(60) : dump);
        }
        DumpSequenceReader reader;
        QVERIFY2(reader.read(dir.path()), qPrintable(reader.errorString()));
        QCOMPARE(reader.failedDumps().size(), 1);
        const QString failure = reader.failedDumps().first();
        QVERIFY2(failure.startsWith(dir.filePath(u"screen-1.xml:"_qs)), qPrintable(failure));
        QVERIFY2(!failure.contains(u"screen-0"_qs) && !failure.contains(u"screen-2"_qs), qPrintable(failure));
        QVERIFY2(reader.warnings().contains(dir.path() + effect), qPrintable(reader.warnings().join(u'\n')));
    }

    void oraclePanelAtItsMinimum_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("placeholder"); // of the Program field
        QTest::addColumn<QString>("failingPlaceholder"); // the example alone: the label says what it is
        QTest::newRow("de") << u"de"_qs << u"z. B. ./triangle"_qs << u"z. B. 2 2 2"_qs;
        QTest::newRow("zh_CN") << u"zh_CN"_qs << u"例如 ./triangle"_qs << u"例如 2 2 2"_qs;
        QTest::newRow("en") << u"en"_qs << u"e.g. ./triangle"_qs << u"e.g. 2 2 2"_qs;
    }

    void oraclePanelAtItsMinimum()
    {
        // The narrowest and lowest the dock can make the panel, in each language.
        QFETCH(QString, code);
        QFETCH(QString, placeholder);
        QFETCH(QString, failingPlaceholder);
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
        OraclePanel panel;
        panel.resize(panel.minimumSizeHint());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        // The Program field shows its placeholder whole: the width QLineEdit::paintEvent() elides it to (the
        // contents rect less the text margins and its 2 px margin on either side) holds the whole text.
        auto *program = panel.findChild<QLineEdit *>(QStringLiteral("program"));
        QVERIFY(program);
        QCOMPARE(program->placeholderText(), placeholder);
        QVERIFY2(program->toolTip().contains(u"\"/home/me/my tests/triangle\" --fast"), qPrintable(program->toolTip()));
        QStyleOptionFrame frame;
        frame.initFrom(program);
        frame.rect = program->contentsRect();
        frame.lineWidth = program->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &frame, program);
        frame.state |= QStyle::State_Sunken;
        const int textWidth = program->style()
                                  ->subElementRect(QStyle::SE_LineEditContents, &frame, program)
                                  .marginsRemoved(program->textMargins())
                                  .width()
            - 2 * 2;
        QVERIFY2(program->fontMetrics().horizontalAdvance(placeholder) <= textWidth,
                 qPrintable(u"%1: %2 px for %3 px"_qs.arg(placeholder)
                                .arg(program->fontMetrics().horizontalAdvance(placeholder))
                                .arg(textWidth)));
        // The fields below it are as wide: their placeholders fit as well.
        auto *failing = panel.findChild<QLineEdit *>(QStringLiteral("failingInput"));
        auto *names = panel.findChild<QLineEdit *>(QStringLiteral("inputNames"));
        QVERIFY(failing && names);
        QCOMPARE(failing->placeholderText(), failingPlaceholder);
        for (const QLineEdit *field : { failing, names })
            QVERIFY2(field->fontMetrics().horizontalAdvance(field->placeholderText()) <= textWidth,
                     qPrintable(field->placeholderText()));
        // The answer buttons leave room beside their texts (Chinese glyphs fill their whole advance).
        const QStringList answers { QCoreApplication::translate("StepWise::OraclePanel", "Yes, this is the bug"),
                                    QCoreApplication::translate("StepWise::OraclePanel", "No, this is right"),
                                    QCoreApplication::translate("StepWise::OraclePanel", "Not sure") };
        for (const QString &text : answers) {
            QPushButton *button = nullptr;
            for (QPushButton *b : panel.findChildren<QPushButton *>()) {
                if (b->text() == text)
                    button = b;
            }
            QVERIFY2(button, qPrintable(text));
            const int room = button->width() - button->fontMetrics().horizontalAdvance(text);
            QVERIFY2(room >= button->fontMetrics().height(), qPrintable(u"%1: %2 px"_qs.arg(text).arg(room)));
        }
        // The progress line wraps between words, never after the hyphen of "half-space" ("1 half-" / "space").
        panel.setProgram(u"/bin/sh -c \"read a; echo 1\""_qs);
        panel.setFailingInput(u"3"_qs);
        QCOMPARE(panel.findChild<QSpinBox *>()->value(), 20);
        panel.start();
        QVERIFY(QTest::qWaitFor([&] { return !panel.questionText().isEmpty(); }, 30000));
        // The agreement chart, shown once a session runs, shows every axis label (the budget's too) and the axis
        // title, none elided to "…".
        auto *chart = panel.findChild<QChartView *>();
        QVERIFY(chart);
        QStringList shown;
        const auto collect = [&] {
            shown.clear();
            for (QGraphicsItem *item : chart->scene()->items()) {
                if (auto *t = dynamic_cast<QGraphicsTextItem *>(item); t && t->isVisible())
                    shown << t->toPlainText();
            }
            return shown;
        };
        const QStringList expected {
            u"0.0"_qs, u"0.2"_qs, u"0.4"_qs, u"0.6"_qs,
            u"0.8"_qs, u"1.0"_qs, u"1"_qs,   u"5"_qs,
            u"10"_qs,  u"15"_qs,  u"20"_qs,  QCoreApplication::translate("StepWise::OraclePanel", "question")
        };
        QTRY_VERIFY2(
            [&] {
                collect();
                return std::all_of(expected.begin(), expected.end(),
                                   [&](const QString &e) { return shown.contains(e); });
            }(),
            qPrintable(shown.join(u" | ")));
        for (const QString &text : std::as_const(shown))
            QVERIFY2(!text.contains(u'…'), qPrintable(shown.join(u" | ")));

        auto *progress = panel.findChild<QLabel *>(QStringLiteral("progressText"));
        QVERIFY(progress);
        const QString line = progress->text();
        const QString atoms = QCoreApplication::translate("StepWise::OraclePanel", "%n atom(s)", nullptr, 0);
        QVERIFY2(line.contains(atoms), qPrintable(line));
        if (code == u"en")
            QCOMPARE(atoms, u"0 atoms"_qs);
        QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, line);
        for (qsizetype at = breaks.toNextBoundary(); at > 0 && at < line.size(); at = breaks.toNextBoundary()) {
            if (breaks.boundaryReasons() & QTextBoundaryFinder::BreakOpportunity)
                QVERIFY2(line.at(at - 1) != u'-' && line.at(at - 1) != u'\u2011',
                         qPrintable(u"%1 | %2"_qs.arg(line.left(at), line.mid(at))));
        }
        // Laid out as the label wraps it at its width: no line ends in a hyphen.
        QTextLayout layout(line, progress->font());
        QTextOption wrap;
        wrap.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(wrap);
        layout.beginLayout();
        QStringList lines;
        for (QTextLine l = layout.createLine(); l.isValid(); l = layout.createLine()) {
            l.setLineWidth(progress->contentsRect().width());
            lines << line.mid(l.textStart(), l.textLength());
        }
        layout.endLayout();
        QVERIFY2(lines.size() > 1, qPrintable(lines.join(u" / "))); // it does wrap at this width
        for (const QString &l : std::as_const(lines))
            QVERIFY2(!l.trimmed().endsWith(u'-') && !l.trimmed().endsWith(u'\u2011'), qPrintable(lines.join(u" / ")));
    }

    void percentagesFollowTheLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("sign"); // between the number and the end
        QTest::newRow("de") << u"de"_qs << u"\u00a0%"_qs; // "5 %", a no-break space
        QTest::newRow("zh_CN") << u"zh_CN"_qs << u"%"_qs;
        QTest::newRow("en") << u"en"_qs << u"%"_qs;
    }

    void percentagesFollowTheLanguage()
    {
        // One way per language for the progress bars and the oracle panel's predicted failure rate
        // (German showed "5%" on the bar and "100 %" beside it).
        QFETCH(QString, code);
        QFETCH(QString, sign);
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
        QCOMPARE(Percent::text(5), u"5"_qs + sign);
        QCOMPARE(Percent::progressBarFormat(), u"%p"_qs + sign);
        MainWindow w(options());
        auto *import = w.findChild<QProgressBar *>(QStringLiteral("importProgress"));
        QVERIFY(import);
        import->setRange(0, 4);
        import->setValue(1);
        QCOMPARE(import->text(), u"25"_qs + sign);

        OraclePanel panel;
        panel.setProgram(u"/bin/sh -c \"read a; echo 1\""_qs);
        panel.setFailingInput(u"3"_qs);
        panel.start();
        QVERIFY(QTest::qWaitFor([&] { return !panel.questionText().isEmpty(); }, 30000));
        auto *bar = panel.findChild<QProgressBar *>();
        QVERIFY(bar);
        QVERIFY(bar->value() >= 0);
        QCOMPARE(bar->text(),
                 QString::number(qRound(100.0 * (bar->value() - bar->minimum()) / (bar->maximum() - bar->minimum())))
                     + sign);
        auto *line = panel.findChild<QLabel *>(QStringLiteral("progressText"));
        QVERIFY(line);
        const QRegularExpression rate(u"\\d" + QRegularExpression::escape(sign) + u'$');
        QVERIFY2(rate.match(line->text()).hasMatch(), qPrintable(line->text()));
    }

    void docksFitTheScreen_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("de") << u"de"_qs;
        QTest::newRow("zh_CN") << u"zh_CN"_qs;
        QTest::newRow("en") << u"en"_qs;
    }

    void docksFitTheScreen()
    {
        // With the oracle and the replay docks open the window keeps its default 1280×800 and could be smaller
        // still: a 1280×800 screen less a title bar and a desktop panel (70 px) holds it.
        QFETCH(QString, code);
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
        MainWindow::Options o = options();
        o.reportText = Demo::reportText();
        o.debounceMs = 50;
        MainWindow w(o);
        w.show();
        QVERIFY(waitForAnalysis(w));
        const QSize size = w.size();
        QCOMPARE(size, QSize(1280, 800));
        w.findChild<QAction *>(QStringLiteral("toggleOracleDock"))->trigger();
        w.findChild<QAction *>(QStringLiteral("toggleReplayDock"))->trigger();
        QVERIFY(w.oracleDock()->isVisible() && w.replayDock()->isVisible());
        QTest::qWait(0);
        QVERIFY2(w.minimumSizeHint().height() <= 730 && w.minimumSizeHint().width() <= 1280,
                 qPrintable(u"%1×%2"_qs.arg(w.minimumSizeHint().width()).arg(w.minimumSizeHint().height())));
        QCOMPARE(w.size(), size);
    }

    void importFailuresAgreeInNumber_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("expected");
        QTest::newRow("de 1") << u"de"_qs << 1 << u"aber 1 Datei konnte nicht importiert werden:"_qs;
        QTest::newRow("de 4") << u"de"_qs << 4 << u"aber 4 Dateien konnten nicht importiert werden:"_qs;
        QTest::newRow("zh_CN 4") << u"zh_CN"_qs << 4 << u"但有 4 个文件无法导入："_qs;
        QTest::newRow("en 1") << u"en"_qs << 1 << u"but 1 file could not be imported:"_qs;
        QTest::newRow("en 4") << u"en"_qs << 4 << u"but 4 files could not be imported:"_qs;
    }

    void importFailuresAgreeInNumber()
    {
        // The verb agrees with the number of files ("4 Dateien konnten", not "konnte"): the count is the
        // message's own plural, not a "%n file(s)" filled into a sentence with one verb form.
        QFETCH(QString, code);
        QFETCH(int, count);
        QFETCH(QString, expected);
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
        const QString text = QCoreApplication::translate("StepWise::MainWindow",
                                                         "Nothing new to import: the rest was stored already and is "
                                                         "unchanged, but %n file(s) could not be imported:",
                                                         nullptr, count);
        QVERIFY2(text.endsWith(expected), qPrintable(text));
    }

    void reimportSaysUnchangedInTheLanguage()
    {
        // A trace imported again: the window's status names the input once and says "unchanged" in its language
        // (the Chinese reader writes "path：…" with a full-width colon, which the importer did not strip).
        QString error;
        QVERIFY2(Language::install(u"zh_CN"_qs, &error), qPrintable(error));
        const QString trace = testDataDir() + u"/trace/mini-trace/org.example.notes-1.0/Execution-1.json"_qs;
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        QVERIFY(importer.import({ trace }).ok());
        const ImportResult again = importer.import({ trace });
        QCOMPARE(again.unchanged.size(), 1);
        QCOMPARE(again.unchanged.first().second,
                 trace + u"：没有新内容，模型库未改变（已导入到 org.example.notes-1.0）"_qs);
    }

    void importFailureReasonsInTheLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("truncated"); // after "<dump>:3"
        QTest::addColumn<QString>("missing"); // after "<path>"
        QTest::newRow("en") << u"en"_qs
                            << u": state screen_a: component value not terminated by \"', d='\" (truncated entry?)"_qs
                            << u": no such file or folder"_qs;
        QTest::newRow("de")
            << u"de"_qs
            << u": Zustand screen_a: Komponentenwert nicht durch \"', d='\" abgeschlossen (Eintrag abgeschnitten?)"_qs
            << u": Datei oder Ordner existiert nicht"_qs;
        QTest::newRow("zh_CN") << u"zh_CN"_qs << u"：状态 screen_a：组件值未以 \"', d='\" 结束（条目被截断？）"_qs
                               << u"：文件或文件夹不存在"_qs;
    }

    void importFailureReasonsInTheLanguage()
    {
        // Why an input could not be imported reaches the window in its language: a reader's reason (a graph
        // dump cut off inside a component) as well as the importer's own.
        QFETCH(QString, code);
        QFETCH(QString, truncated);
        QFETCH(QString, missing);
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString dump = dir.filePath(u"1-com.example.cut-1.0-graph.txt"_qs);
        QFile f(dump);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Transitions (0):\nStates (1):\nscreen_a, Main, TR, ({\"Screen\" :{\"id\":\"null\", "
                "\"screenshot\":\"null\", "
                "\"dynGuiComponents\":[comp{id=0, n='android.widget.Button', t='Ne");
        f.close();
        const QString gone = dir.filePath(u"gone"_qs);
        SqliteGraphStore store(u":memory:"_qs);
        QVERIFY(store.open());
        ModelImporter importer(&store);
        const ImportResult result = importer.import({ dump, gone });
        QCOMPARE(result.failures.size(), 2);
        QCOMPARE(result.failures.at(0).second, gone + missing);
        QCOMPARE(result.failures.at(1).second, dump + u":3"_qs + truncated);
    }

    void shortcutsDialogInEachLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("newReport");
        QTest::newRow("de") << u"de"_qs << u"Neuer Bericht"_qs;
        QTest::newRow("zh_CN") << u"zh_CN"_qs << u"新建报告"_qs;
        QTest::newRow("en") << u"en"_qs << u"New report"_qs;
    }

    void shortcutsDialogInEachLanguage()
    {
        // The actions' texts without their mnemonics (Chinese menus append the whole "(&N)"), every row and
        // both columns shown in full without a scroll bar on the offscreen 800×800 screen.
        QFETCH(QString, code);
        QFETCH(QString, newReport);
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
        MainWindow w(options());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction *help = nullptr;
        for (QAction *a : w.actions()) {
            if (a->shortcut() == QKeySequence(Qt::Key_F1))
                help = a;
        }
        QVERIFY(help);
        QStringList rows;
        bool allShown = false;
        auto *timer = new QTimer(&w);
        timer->setInterval(10);
        connect(timer, &QTimer::timeout, timer, [&] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            auto *table = dialog ? dialog->findChild<QTableWidget *>() : nullptr;
            if (!table)
                return;
            timer->stop();
            for (int r = 0; r < table->rowCount(); ++r)
                rows << table->item(r, 0)->text();
            const int last = table->rowCount() - 1;
            const int textWidth = table->horizontalHeader()->sectionSize(0);
            int widest = 0;
            for (int r = 0; r < table->rowCount(); ++r)
                widest = std::max(widest, table->sizeHintForIndex(table->model()->index(r, 0)).width());
            allShown = !table->verticalScrollBar()->isVisible() && table->verticalScrollBar()->maximum() == 0
                && table->rowViewportPosition(last) + table->rowHeight(last) <= table->viewport()->height()
                && widest <= textWidth;
            dialog->reject();
        });
        timer->start();
        help->trigger();
        QVERIFY(rows.contains(newReport));
        static const QRegularExpression mnemonic(QStringLiteral("&|\\([A-Z]\\)"));
        for (const QString &row : std::as_const(rows))
            QVERIFY2(!mnemonic.match(row).hasMatch(), qPrintable(row));
        QVERIFY(allShown);
    }

    void exportFollowsLanguage_data()
    {
        // What StepWise writes around the reporter's text, in the window's language: headings, the replay plan's
        // prose and comments, the footer, the oracle section (the report itself stays as written).
        QTest::addColumn<QString>("code");
        QTest::addColumn<QStringList>("markdown"); // all in the Markdown export
        QTest::addColumn<QStringList>("html"); // all in the HTML export
        QTest::addColumn<QString>("firstComment"); // the replay plan's first comment, also in the JSON
        QTest::addColumn<QString>("startCard"); // the path strip's first card: the model's Start state
        const QString open
            = u"adb shell monkey -p com.example.pocketnotes -c android.intent.category.LAUNCHER 1   # "_qs;
        QTest::newRow("de") << u"de"_qs
                            << QStringList { u"### Schritte zur Reproduktion\n"_qs,
                                             u"\n### Beobachtet\n"_qs,
                                             u"\n### Erwartet\n"_qs,
                                             u"\n### Wiedergabe auf 720x1280@320\n\nAufgezeichnet auf "_qs,
                                             u"; Positionen angepasst an 720×1280 px, 320 dpi, Hochformat. "_qs,
                                             open + u"Schritt 1: com.example.pocketnotes öffnen\n"_qs,
                                             u" anklicken\n"_qs,
                                             u"_(vorgeschlagen, fehlt vor Schritt 3)_ "_qs,
                                             u"\n---\nBewertungen: CS korrekt, AS mehrdeutig, "_qs,
                                             u"\n### Testorakel\n\nGelernte Bedingung: `schlägt fehl, wenn "_qs,
                                             u"| Eingabe | Ausgabe | Bewertung |\n"_qs,
                                             u"| `2 2` | `1` | schlägt fehl |\n"_qs }
                            << QStringList { u"<html lang=\"de\">"_qs,
                                             u"<h3>Schritte zur Reproduktion</h3>"_qs,
                                             u"<h3>Beobachtet</h3>"_qs,
                                             u"<h3>Wiedergabe auf 720x1280@320</h3>"_qs,
                                             u"# Schritt 1: com.example.pocketnotes öffnen"_qs,
                                             u"<h3>Testorakel</h3><p>Gelernte Bedingung: <code>schlägt fehl, wenn "_qs,
                                             u"<th>Eingabe</th>"_qs }
                            << u"com.example.pocketnotes öffnen"_qs << u"1. Start (App noch nicht geöffnet)"_qs;
        QTest::newRow("zh_CN") << u"zh_CN"_qs
                               << QStringList { u"### 复现步骤\n"_qs,
                                                u"\n### 实际结果\n"_qs,
                                                u"\n### 预期结果\n"_qs,
                                                u"\n### 在 720x1280@320 上重放\n\n录制于 "_qs,
                                                u"；位置已适配到 720×1280 px，320 dpi，竖屏。"_qs,
                                                open + u"第 1 步：打开 com.example.pocketnotes\n"_qs,
                                                u"：点击 “"_qs,
                                                u"_（建议，第 3 步之前缺少）_ "_qs,
                                                u"\n---\n标签：CS 正确，AS 有歧义，"_qs,
                                                u"\n### 测试预言\n\n学到的条件：`在 "_qs,
                                                u"| 输入 | 输出 | 标签 |\n"_qs,
                                                u"| `2 2` | `1` | 失败 |\n"_qs }
                               << QStringList { u"<html lang=\"zh-CN\">"_qs, u"<h3>复现步骤</h3>"_qs,
                                                u"<h3>在 720x1280@320 上重放</h3>"_qs,
                                                u"# 第 1 步：打开 com.example.pocketnotes"_qs }
                               << u"打开 com.example.pocketnotes"_qs << u"1. 起始（应用尚未打开）"_qs;
        QTest::newRow("en") << u"en"_qs
                            << QStringList { u"### Steps to reproduce\n"_qs,
                                             u"\n### Observed\n"_qs,
                                             u"\n### Expected\n"_qs,
                                             u"\n### Replay on 720x1280@320\n\nRecorded on "_qs,
                                             u"; positions adapted to 720×1280 px, 320 dpi, portrait. "_qs,
                                             open + u"step 1: open com.example.pocketnotes\n"_qs,
                                             u": click \""_qs,
                                             u"_(suggested, missing before step 3)_ "_qs,
                                             u"\n---\nLabels: CS correct step, AS ambiguous step, "_qs,
                                             u"\n### Test oracle\n\nLearned condition: `fails when "_qs,
                                             u"| input | output | label |\n"_qs,
                                             u"| `2 2` | `1` | failing |\n"_qs }
                            << QStringList { u"<html lang=\"en\">"_qs, u"<h3>Steps to reproduce</h3>"_qs,
                                             u"<h3>Replay on 720x1280@320</h3>"_qs,
                                             u"# step 1: open com.example.pocketnotes"_qs }
                            << u"open com.example.pocketnotes"_qs << u"1. Start (app not open yet)"_qs;
    }

    void exportFollowsLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QStringList, markdown);
        QFETCH(QStringList, html);
        QFETCH(QString, firstComment);
        QFETCH(QString, startCard);
        QString error;
        QVERIFY2(Language::install(code, &error), qPrintable(error));
        // The demo report with an oracle attached: fails when i1 ≠ i2 (φ: i1 = i2), learned on "2 2" → 1.
        HalfSpace equal;
        equal.coeffs = { "1", "-1", "0" };
        equal.bound = "0";
        equal.equality = true;
        HalfSpaceLiteral literal;
        literal.halfSpace = 0;
        literal.negated = false;
        OracleTest test;
        test.input = toInputVector({ 2, 2 });
        test.output = "1";
        test.label = TestLabel::Failing;
        ReportDocument doc;
        doc.text = Demo::reportText();
        doc.appVersion = Demo::appVersion();
        doc.oracle.formula = OracleFormula({ equal }, { { literal } });
        doc.oracle.condition = doc.oracle.formula->failureCondition(defaultFeatureNames(2));
        doc.oracle.tests = { test };
        const QString document = m_dir.filePath(u"export-"_qs + code + u".stepwise"_qs);
        QVERIFY2(doc.save(document, &error), qPrintable(error));
        MainWindow::Options o = options();
        o.documentPath = document;
        o.debounceMs = 50;
        MainWindow w(o);
        w.show();
        QVERIFY(waitForAnalysis(w));
        w.replayPanel()->setTargetProfile(u"720x1280@320"_qs);
        const auto exported = [&](const QString &format) {
            const QString file = m_dir.filePath(u"export-"_qs + code + u'.' + format);
            QFile f(file);
            return w.exportReport(file, format) && f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll())
                                                                               : QString();
        };
        const QString md = exported(u"md"_qs);
        for (const QString &part : std::as_const(markdown))
            QVERIFY2(md.contains(part), qPrintable(part + u"\n---\n"_qs + md));
        const QString page = exported(u"html"_qs);
        for (const QString &part : std::as_const(html))
            QVERIFY2(page.contains(part), qPrintable(part));
        const QJsonObject json = QJsonDocument::fromJson(exported(u"json"_qs).toUtf8()).object();
        const QJsonArray commands = json.value(u"replayPlan").toObject().value(u"commands").toArray();
        QVERIFY(!commands.isEmpty());
        QCOMPARE(commands.first().toObject().value(u"comment").toString(), firstComment);
        QCOMPARE(json.value(u"oracle").toObject().value(u"condition").toString(), doc.oracle.shownCondition());
        if (code != u"en") {
            // Nothing English that StepWise adds: the German or Chinese export is one language around the report.
            QCOMPARE(doc.oracle.shownCondition() == doc.oracle.condition, false);
            for (const QString &english :
                 { u"### Steps to reproduce"_qs, u"### Observed"_qs, u"### Replay on"_qs, u"Recorded on"_qs,
                   u"# step "_qs, u"Labels: CS correct"_qs, u"_(suggested"_qs, u"### Test oracle"_qs, u"fails when"_qs,
                   u"| input |"_qs })
                QVERIFY2(!md.contains(english), qPrintable(english));
            for (const QString &english :
                 { u"lang=\"en\""_qs, u"<h3>Steps to reproduce</h3>"_qs, u"<h3>Observed</h3>"_qs, u"<h3>Replay on"_qs,
                   u"Recorded on"_qs, u"# step "_qs, u"Labels: CS correct"_qs, u"(suggested"_qs,
                   u"<h3>Test oracle</h3>"_qs, u"fails when"_qs, u"<th>input</th>"_qs })
                QVERIFY2(!page.contains(english), qPrintable(english));
        } else {
            QVERIFY(!md.contains(u"Schritt"_qs));
            QVERIFY(!md.contains(u"步"_qs));
        }
        // The Start state opens the reproduction path's first card, capitalised as a label in every language.
        QVERIFY(w.pathStrip()->count() > 0);
        QVERIFY2(w.pathStrip()->item(0)->text().startsWith(startCard), qPrintable(w.pathStrip()->item(0)->text()));
    }

    void languageMenuStoresSetting()
    {
        QString error;
        QVERIFY2(Language::install(QStringLiteral("de"), &error), qPrintable(error));
        Language::setSetting(QString());
        MainWindow w(options());
        QMenu *menu = nullptr;
        for (QAction *top : w.menuBar()->actions()) {
            if (top->menu() && (menu = menuWithObjectName(top->menu(), QStringLiteral("languageMenu"))))
                break;
        }
        QVERIFY(menu);
        QCOMPARE(menu->title(), u"&Sprache"_qs);
        QStringList codes;
        QAction *system = nullptr;
        QAction *chinese = nullptr;
        for (QAction *a : menu->actions()) {
            if (a->isSeparator())
                continue;
            QVERIFY(a->isCheckable());
            codes << a->data().toString();
            if (a->data().toString().isEmpty())
                system = a;
            if (a->data().toString() == u"zh_CN")
                chinese = a;
        }
        QCOMPARE(codes, QStringList { QString() } + Language::available());
        QVERIFY(system && chinese);
        QVERIFY(system->isChecked());

        chinese->trigger();
        QVERIFY(chinese->isChecked());
        QVERIFY(!system->isChecked());
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), u"zh_CN"_qs);
        QCOMPARE(Language::setting(), u"zh_CN"_qs);
        QVERIFY2(w.statusBar()->currentMessage().contains(u"StepWise"), qPrintable(w.statusBar()->currentMessage()));

        system->trigger();
        QCOMPARE(Language::setting(), QString());
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
