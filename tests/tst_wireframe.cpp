// SPDX-License-Identifier: GPL-3.0-or-later
#include "testdata.h"
#include "trace/tracereader.h"
#include "wireframe.h"

#include <QTest>

using namespace StepWise;

class TestWireframe : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rendersBoxesAndHighlight();
    void noBoundsGivesNullImage();
    void labelsStayInsideTheirBoxes();
    void targetLabelClearOfTheFrame();
    void everyScreenOfARealTraceRenders();
};

void TestWireframe::rendersBoxesAndHighlight()
{
    Screen s;
    s.components = { { u"android.widget.FrameLayout"_qs, {}, {}, {}, 0, QRect(0, 0, 1080, 1920) },
                     { u"android.widget.Button"_qs, u"save"_qs, u"Save"_qs, {}, 0, QRect(540, 900, 540, 100) },
                     { u"android.widget.Button"_qs, u"cancel"_qs, u"Cancel"_qs, {}, 1, QRect(0, 900, 540, 100) } };
    GuiComponent target { u"Button"_qs, u"save"_qs, u"Save"_qs, {}, 0, QRect(540, 900, 540, 100) };
    QCOMPARE(Wireframe::findComponent(s, target), 1);
    const Wireframe::Style style;
    const QImage img = Wireframe::render(s, 540, target, style);
    QCOMPARE(img.size(), QSize(540, 960));
    // Outside every box but the root: background.
    QCOMPARE(img.pixelColor(100, 200), style.background);
    // The target's outline (scaled: x 270..539, y 450..499) in the highlight colour …
    QCOMPARE(img.pixelColor(400, 450).rgb(), style.highlight.rgb());
    // … and the other button's outline in the box colour.
    QCOMPARE(img.pixelColor(100, 450).rgb(), style.box.rgb());
    // The target's inside is tinted, the other button's is not.
    QVERIFY(img.pixelColor(500, 490) != style.background);
    QVERIFY(img.pixelColor(260, 498).rgb() == style.background.rgb()
            || img.pixelColor(260, 498).rgb() == style.text.rgb());
    // A target that is not in the hierarchy is still shown where the step tapped (its bounds) …
    GuiComponent absent = target;
    absent.resourceId = u"delete"_qs;
    absent.bounds = QRect(0, 900, 540, 100);
    QCOMPARE(Wireframe::findComponent(s, absent), -1);
    QCOMPARE(Wireframe::render(s, 540, absent).pixelColor(100, 450).rgb(), style.highlight.rgb());
    QCOMPARE(Wireframe::render(s, 540, absent).pixelColor(400, 450).rgb(), style.box.rgb());
    // … and one without bounds highlights nothing.
    absent.bounds = QRect();
    QCOMPARE(Wireframe::render(s, 540, absent).pixelColor(100, 450).rgb(), style.box.rgb());
}

void TestWireframe::noBoundsGivesNullImage()
{
    Screen s;
    s.components = { { u"android.widget.Button"_qs, u"ok"_qs, u"OK"_qs, {}, 0, QRect() } };
    QVERIFY(Wireframe::render(s, 300).isNull());
    QVERIFY(Wireframe::render(Screen {}, 300).isNull());
}

namespace {
/*! Pixels of \a img in \a region drawn by text: neither background nor box outline (text is antialiased). */
QList<QPoint> ink(const QImage &img, const QRect &region, const Wireframe::Style &style)
{
    QList<QPoint> out;
    for (int y = region.top(); y <= region.bottom(); ++y) {
        for (int x = region.left(); x <= region.right(); ++x) {
            const QRgb c = img.pixel(x, y);
            if (c != style.background.rgb() && c != style.box.rgb())
                out.append(QPoint(x, y));
        }
    }
    return out;
}
} // namespace

void TestWireframe::labelsStayInsideTheirBoxes()
{
    // A label too long for its box and one in a narrow box at the right edge of the screen (a navigation
    // bar's "Menu"): both are drawn, and no pixel of them falls outside their boxes.
    Screen s;
    s.components = { { u"android.widget.LinearLayout"_qs, {}, {}, {}, 0, QRect(0, 0, 1080, 160) },
                     { u"android.widget.TextView"_qs,
                       u"overview"_qs,
                       u"Overview of all the entries"_qs,
                       {},
                       0,
                       QRect(360, 0, 200, 160) },
                     { u"android.widget.Button"_qs, u"menu"_qs, u"Menu"_qs, {}, 1, QRect(980, 0, 100, 160) } };
    const Wireframe::Style style;
    const QImage img = Wireframe::render(s, 270, std::nullopt, style);
    QCOMPARE(img.size(), QSize(270, 40));
    // Scaled by 1/4: the boxes' outlines are at x = 90 and 139, 245 and 269.
    const QRect overview(91, 1, 48, 38);
    const QRect menu(246, 1, 23, 38);
    QVERIFY(!ink(img, overview, style).isEmpty());
    QVERIFY(!ink(img, menu, style).isEmpty());
    QCOMPARE(ink(img, img.rect(), style).size(), ink(img, overview, style).size() + ink(img, menu, style).size());
}

void TestWireframe::targetLabelClearOfTheFrame()
{
    // The frame lies along the target's edge; its label starts beyond it. A transparent highlight shows
    // what lies under the frame: no text.
    Screen s;
    s.components
        = { { u"android.widget.TextView"_qs, u"export"_qs, u"Export Data"_qs, {}, 0, QRect(0, 0, 360, 160) },
            { u"android.widget.TextView"_qs, u"import"_qs, u"Import Data"_qs, {}, 1, QRect(360, 0, 720, 160) } };
    Wireframe::Style style;
    style.highlight = Qt::transparent;
    const QImage img = Wireframe::render(s, 270, s.components.at(0), style);
    const QRect box(0, 0, 90, 40);
    const QRect inside
        = box.adjusted(Wireframe::FrameWidth, Wireframe::FrameWidth, -Wireframe::FrameWidth, -Wireframe::FrameWidth);
    const QList<QPoint> text = ink(img, box, style);
    QVERIFY(!text.isEmpty());
    for (const QPoint &p : text)
        QVERIFY2(inside.contains(p), qPrintable(u"%1,%2"_qs.arg(p.x()).arg(p.y())));
    // With the real colours the frame is drawn there, the label still shows inside it.
    const Wireframe::Style real;
    const QImage shown = Wireframe::render(s, 270, s.components.at(0), real);
    QCOMPARE(shown.pixelColor(0, 20).rgb(), real.highlight.rgb());
    QCOMPARE(shown.pixelColor(Wireframe::FrameWidth - 1, 20).rgb(), real.highlight.rgb());
    QVERIFY(shown.pixelColor(Wireframe::FrameWidth, 20).rgb() != real.highlight.rgb());
    bool dark = false;
    for (const QPoint &p : text)
        dark = dark || qGray(shown.pixel(p)) < 128;
    QVERIFY(dark);
}

void TestWireframe::everyScreenOfARealTraceRenders()
{
    // The lrkFM traces ship without PNGs: every state needs a wireframe, and every step's component is found.
    TraceReader reader;
    QVERIFY(reader.addPath(stepwiseDataDir() + u"/burt_traces/TraceReplayer-Data/TR1563"_qs));
    const ExecutionModel m = reader.models().first().model;
    int rendered = 0;
    for (const Screen &s : m.screens) {
        if (s.kind != Screen::Kind::Normal)
            continue;
        QVERIFY(s.screenshotFile.isEmpty());
        const QImage img = Wireframe::render(s, 270);
        QVERIFY2(!img.isNull(), qPrintable(s.id));
        QCOMPARE(img.width(), 270);
        ++rendered;
    }
    QCOMPARE(rendered, m.stats().states);
    // Every step's target shows in its screen's wireframe.
    const Wireframe::Style style;
    for (const Interaction &e : m.interactions) {
        if (!e.component || e.component->bounds.isEmpty())
            continue;
        const Screen &screen = *m.screen(e.sourceId);
        const QImage img = Wireframe::render(screen, 270, e.component, style);
        QRect area;
        for (const GuiComponent &c : screen.components)
            area |= c.bounds;
        const double scale = 270.0 / (area.right() + 1); // the image spans x = 0 … right edge of the screen
        const QPoint top(int((e.component->bounds.center().x()) * scale), int(e.component->bounds.top() * scale));
        QVERIFY2(img.pixelColor(top).rgb() == style.highlight.rgb(),
                 qPrintable(e.component->className + u' ' + e.component->resourceId));
    }
}

QTEST_MAIN(TestWireframe)
#include "tst_wireframe.moc"
