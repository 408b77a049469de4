// SPDX-License-Identifier: GPL-3.0-or-later
#include "demomodel.h"

#include "graph/graphdumpreader.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QPainter>
#include <QPainterPath>

namespace StepWise::Demo {

namespace {
constexpr int Width = 1080;
constexpr int Height = 1920;
constexpr int StatusBar = 63;
constexpr int AppBarBottom = 210;
constexpr int NavBarTop = 1794;
const QColor Primary(0x37, 0x47, 0x4f);
const QColor Accent(0x00, 0x96, 0x88);

QString tr(const char *text)
{
    return QCoreApplication::translate("StepWise::Demo", text);
}

QString readResource(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot read the embedded demo file %1: %2").arg(path, f.errorString());
        return {};
    }
    return QString::fromUtf8(f.readAll());
}

bool isDialog(const Screen &screen)
{
    // Dialog and popup screens have no app bar title of their own.
    for (const GuiComponent &c : screen.components) {
        if (c.resourceId.endsWith(u"toolbar_title"))
            return false;
    }
    return true;
}

QString title(const Screen &screen)
{
    for (const GuiComponent &c : screen.components) {
        if (c.resourceId.endsWith(u"toolbar_title") || c.resourceId.endsWith(u"alertTitle"))
            return c.text;
    }
    return {};
}

void drawComponent(QPainter &p, const GuiComponent &c)
{
    const QRect r = c.bounds;
    const QString cls = c.className.section(u'.', -1);
    QFont f = p.font();
    f.setPixelSize(44);
    p.setFont(f);
    if (cls == u"Button") {
        p.setPen(Qt::NoPen);
        p.setBrush(c.text == u"Cancel" ? QColor(0xe0, 0xe0, 0xe0) : Accent);
        p.drawRoundedRect(r.adjusted(12, 12, -12, -12), 16, 16);
        p.setPen(c.text == u"Cancel" ? Qt::black : Qt::white);
        p.drawText(r, Qt::AlignCenter, c.text.toUpper());
    } else if (cls == u"ImageButton") {
        const bool fab = r.top() > NavBarTop / 2;
        const QString desc = c.contentDescription;
        QString glyph = QStringLiteral("+");
        if (desc.contains(u"Navigate"))
            glyph = QStringLiteral("←");
        else if (desc.contains(u"More"))
            glyph = QStringLiteral("⋮");
        else if (desc.contains(u"Delete"))
            glyph = QStringLiteral("✕");
        if (fab) {
            p.setPen(Qt::NoPen);
            p.setBrush(Accent);
            p.drawEllipse(r);
            f.setPixelSize(96);
        } else {
            f.setPixelSize(64);
        }
        p.setFont(f);
        p.setPen(Qt::white);
        p.drawText(r, Qt::AlignCenter, glyph);
    } else if (cls == u"EditText") {
        p.setPen(QPen(Accent, 4));
        p.drawLine(r.bottomLeft() - QPoint(0, 20), r.bottomRight() - QPoint(0, 20));
        p.setPen(QColor(0x9e, 0x9e, 0x9e));
        p.drawText(r.adjusted(8, 0, 0, -24), Qt::AlignLeft | Qt::AlignBottom, c.text);
    } else if (cls == u"Spinner") {
        p.setPen(QPen(QColor(0x9e, 0x9e, 0x9e), 3));
        p.drawLine(r.bottomLeft() - QPoint(0, 20), r.bottomRight() - QPoint(0, 20));
        p.setPen(Qt::black);
        p.drawText(r.adjusted(8, 0, -60, -24), Qt::AlignLeft | Qt::AlignBottom, c.text);
        p.drawText(r.adjusted(0, 0, -8, -24), Qt::AlignRight | Qt::AlignBottom, QStringLiteral("▾"));
    } else if (cls == u"CheckedTextView") {
        p.setPen(QPen(QColor(0x75, 0x75, 0x75), 4));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(QRect(r.left() + 24, r.center().y() - 24, 48, 48));
        p.setPen(Qt::black);
        p.drawText(r.adjusted(110, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, c.text);
    } else if (cls == u"Switch") {
        p.setPen(Qt::black);
        p.drawText(r.adjusted(48, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, c.text);
        const QRect track(r.right() - 180, r.center().y() - 24, 120, 48);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xbd, 0xbd, 0xbd));
        p.drawRoundedRect(track, 24, 24);
        p.setBrush(Qt::white);
        p.drawEllipse(QRect(track.left() - 6, track.top() - 6, 60, 60));
    } else if (c.resourceId.contains(u"tab_")) {
        p.setPen(Qt::white);
        p.drawText(r, Qt::AlignCenter, c.text);
    } else {
        p.setPen(QColor(0xee, 0xee, 0xee));
        p.drawLine(r.bottomLeft(), r.bottomRight());
        p.setPen(Qt::black);
        p.drawText(r.adjusted(48, 0, -48, 0), Qt::AlignLeft | Qt::AlignVCenter, c.text);
    }
}
} // namespace

QString appVersion()
{
    return QStringLiteral("1-com.example.pocketnotes-1.0");
}

QString reportText()
{
    return readResource(QStringLiteral(":/demo/report.txt"), nullptr);
}

QImage renderScreen(const ExecutionModel &model, const Screen &screen)
{
    QImage img(Width, Height, QImage::Format_RGB32);
    img.fill(Qt::white);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const bool dialog = isDialog(screen);
    // Components the interactions leaving this screen act on, at their recorded bounds.
    QList<GuiComponent> placed;
    for (int e : model.outgoing(screen.id)) {
        const Interaction &i = model.interactions.at(e);
        if (i.component && !i.component->bounds.isNull() && !placed.contains(*i.component))
            placed << *i.component;
    }

    p.fillRect(0, 0, Width, StatusBar, Primary.darker(130));
    if (!dialog) {
        p.fillRect(0, StatusBar, Width, AppBarBottom - StatusBar, Primary);
        QFont f = p.font();
        f.setPixelSize(56);
        f.setBold(true);
        p.setFont(f);
        p.setPen(Qt::white);
        const bool hasNavigate = std::any_of(placed.cbegin(), placed.cend(), [](const GuiComponent &c) {
            return c.contentDescription.contains(u"Navigate");
        });
        p.drawText(QRect(hasNavigate ? 180 : 48, StatusBar, Width - 360, AppBarBottom - StatusBar),
                   Qt::AlignLeft | Qt::AlignVCenter, title(screen));
        // Tabs: the ones acted on are placed; the current tab is the screen's other one.
        bool hasTabs = false;
        bool leftTabPlaced = false;
        for (const GuiComponent &c : std::as_const(placed)) {
            if (c.resourceId.contains(u"tab_")) {
                hasTabs = true;
                leftTabPlaced = leftTabPlaced || c.bounds.left() == 0;
            }
        }
        if (hasTabs) {
            const QRect current(leftTabPlaced ? Width / 2 : 0, AppBarBottom, Width / 2, 147);
            p.fillRect(0, AppBarBottom, Width, current.height(), Primary);
            p.fillRect(current.left(), current.bottom() - 8, current.width(), 8, Accent);
            for (const GuiComponent &c : screen.components) {
                if (c.resourceId.contains(u"tab_")
                    && !std::any_of(placed.cbegin(), placed.cend(),
                                    [&](const GuiComponent &x) { return x.text == c.text; })) {
                    GuiComponent tab = c;
                    tab.bounds = current;
                    drawComponent(p, tab);
                }
            }
        }
    } else {
        p.fillRect(0, StatusBar, Width, NavBarTop - StatusBar, QColor(0x9e, 0x9e, 0x9e));
        QRect card;
        for (const GuiComponent &c : std::as_const(placed))
            card = card.united(c.bounds);
        const QString heading = title(screen);
        card.adjust(-24, heading.isEmpty() ? -24 : -150, 24, 24);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::white);
        p.drawRoundedRect(card, 12, 12);
        if (!heading.isEmpty()) {
            QFont f = p.font();
            f.setPixelSize(52);
            f.setBold(true);
            p.setFont(f);
            p.setPen(Qt::black);
            p.drawText(card.adjusted(48, 24, -24, 0), Qt::AlignLeft | Qt::AlignTop, heading);
        }
    }
    QFont f = p.font();
    f.setBold(false);
    p.setFont(f);
    int nextRow = AppBarBottom;
    for (const GuiComponent &c : std::as_const(placed)) {
        drawComponent(p, c);
        if (c.bounds.top() < NavBarTop / 2 + 200 && !c.className.endsWith(u"ImageButton"))
            nextRow = std::max(nextRow, c.bounds.bottom() + 1);
    }
    if (!dialog) {
        // The screen's other texts (not acted on in the model) as plain list rows below.
        for (const GuiComponent &c : screen.components) {
            if (c.text.isEmpty() || c.resourceId.contains(u"toolbar_title") || c.resourceId.contains(u"tab_")
                || !c.className.endsWith(u"TextView") || c.className.endsWith(u"CheckedTextView"))
                continue;
            if (std::any_of(placed.cbegin(), placed.cend(), [&](const GuiComponent &x) { return x.text == c.text; }))
                continue;
            GuiComponent row = c;
            row.bounds = QRect(0, nextRow, Width, 168);
            drawComponent(p, row);
            nextRow += 168;
        }
    }
    p.fillRect(0, NavBarTop, Width, Height - NavBarTop, Qt::black);
    p.setPen(QPen(Qt::white, 4));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(QPoint(Width / 2, (NavBarTop + Height) / 2), 30, 30);
    return img;
}

bool importInto(GraphStore &store, QString *error)
{
    const QString path = QStringLiteral(":/demo/%1-graph.txt").arg(appVersion());
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read the embedded demo model %1: %2").arg(path, f.errorString());
        return false;
    }
    GraphDumpReader reader;
    if (!reader.parse(f.readAll(), path, appVersion(), QStringLiteral("com.example.pocketnotes"))) {
        *error = reader.errorString();
        return false;
    }
    ExecutionModel model = reader.model();
    QHash<QString, QByteArray> screenshots;
    for (Screen &s : model.screens) {
        if (s.isStart() || s.isEnd())
            continue;
        s.screenshotFile = s.id + QStringLiteral(".png");
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        renderScreen(model, s).save(&buffer, "PNG");
        screenshots.insert(s.screenshotFile, png);
    }
    if (!store.save(model, screenshots)) {
        *error = store.lastError();
        return false;
    }
    return true;
}

} // namespace StepWise::Demo
