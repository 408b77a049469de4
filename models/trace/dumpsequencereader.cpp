// SPDX-License-Identifier: GPL-3.0-or-later
#include "dumpsequencereader.h"

#include "common/inputlimits.h"

#include <QCollator>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>

namespace StepWise {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::DumpSequenceReader)
};

void flattenNodes(const UiNode &n, QList<const UiNode *> *out)
{
    out->append(&n);
    for (const UiNode &c : n.children)
        flattenNodes(c, out);
}

QList<const UiNode *> nodesOf(const UiDump &d)
{
    QList<const UiNode *> out;
    for (const UiNode &r : d.roots)
        flattenNodes(r, &out);
    return out;
}

GuiComponent shortComponent(const UiNode &n)
{
    GuiComponent c = n.toComponent();
    c.className = n.shortClassName(); // interactions carry the short class, as BURT's edges do
    return c;
}

QStringList dumpFilesIn(const QString &folder)
{
    QStringList out;
    const QDir dir(folder);
    QStringList names = dir.entryList({ QStringLiteral("*.xml"), QStringLiteral("*.XML") }, QDir::Files);
    // A fixed locale: the C locale's collator (LANG=C.UTF-8) ignores numeric mode and put screen-10 before
    // screen-2, and the order of a recording must not depend on the machine it is imported on.
    QCollator collator { QLocale(QLocale::English, QLocale::UnitedStates) };
    collator.setNumericMode(true);
    std::sort(names.begin(), names.end(),
              [&](const QString &a, const QString &b) { return collator.compare(a, b) < 0; });
    for (const QString &n : std::as_const(names))
        out.append(dir.filePath(n));
    return out;
}

QByteArray head(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.read(4096) : QByteArray();
}
} // namespace

DumpSequenceReader::DumpSequenceReader(const ScreenAbstractionOptions &options)
    : m_options(options)
{
}

bool DumpSequenceReader::isDumpInput(const QString &path)
{
    const QFileInfo fi(path);
    if (fi.isFile())
        return fi.suffix().compare(u"xml", Qt::CaseInsensitive) == 0 && UiAutomatorReader::looksLikeDump(head(path));
    if (!fi.isDir())
        return false;
    const QStringList files = dumpFilesIn(path);
    return std::any_of(files.cbegin(), files.cend(),
                       [](const QString &f) { return UiAutomatorReader::looksLikeDump(head(f)); });
}

Interaction DumpSequenceReader::inferInteraction(const UiDump &before, const UiDump &after)
{
    Interaction e;
    e.action = ActionType::Unknown;
    e.actionName = QStringLiteral("unknown");
    const QList<const UiNode *> a = nodesOf(before);
    const QList<const UiNode *> b = nodesOf(after);
    auto same = [](const UiNode *x, const UiNode *y) {
        return x->className == y->className && x->resourceId == y->resourceId && x->bounds == y->bounds;
    };
    const UiNode *typed = nullptr;
    const UiNode *toggled = nullptr;
    const UiNode *selected = nullptr;
    for (const UiNode *x : a) {
        for (const UiNode *y : b) {
            if (!same(x, y))
                continue;
            if (!typed && x->className.contains(u"EditText") && x->text != y->text && !y->text.isEmpty())
                typed = y;
            if (!toggled && x->checkable && x->checked != y->checked)
                toggled = x;
            if (!selected && !x->selected && y->selected)
                selected = x;
            break;
        }
    }
    if (typed) {
        e.action = ActionType::Type;
        e.component = shortComponent(*typed);
        e.component->text.clear(); // the field as it was before typing
        e.typedText = typed->text;
    } else if (toggled || selected) {
        e.action = ActionType::Click;
        e.component = shortComponent(toggled ? *toggled : *selected);
    }
    if (e.action != ActionType::Unknown) {
        e.actionName = actionVerb(e.action);
        e.actionCode = e.action == ActionType::Type ? 5 : 0; // BURT's codes
    }
    return e;
}

QString DumpSequenceReader::deviceProfileOf(const UiDump &dump)
{
    QRect box;
    for (const UiNode &w : dump.windows)
        box = box.united(w.bounds);
    return box.isEmpty() ? QString() : QStringLiteral("%1x%2").arg(box.right() + 1).arg(box.bottom() + 1);
}

bool DumpSequenceReader::read(const QString &path, const QString &appPackage, const QString &name)
{
    m_error.clear();
    m_warnings.clear();
    m_failedDumps.clear();
    m_result = {};
    const QFileInfo fi(path);
    QStringList files;
    if (fi.isDir()) {
        files = dumpFilesIn(path);
        if (files.isEmpty()) {
            m_error = Tr::tr("%1: no uiautomator dump (*.xml) in this folder").arg(path);
            return false;
        }
    } else if (fi.isFile()) {
        files.append(path);
    } else {
        m_error = Tr::tr("%1: no such file or folder").arg(path);
        return false;
    }

    // Every dump and screenshot of the sequence is in memory until the model is built: bound them together (one
    // dump alone is bounded by its own limits, which name it).
    qint64 bytes = 0;
    for (const QString &file : std::as_const(files)) {
        const QFileInfo xml(file);
        bytes += xml.size() + QFileInfo(xml.absoluteDir().filePath(xml.completeBaseName() + u".png"_qs)).size();
    }
    if (files.size() > 1 && bytes > InputLimits::MaxInputBytes) {
        m_error
            = Tr::tr("%1: its dumps and screenshots hold %2 MiB, more than the %3 MiB one recording may hold; not read")
                  .arg(path)
                  .arg(InputLimits::mib(bytes))
                  .arg(InputLimits::MaxInputBytes >> 20);
        return false;
    }
    QList<UiDump> dumps;
    QList<QPair<QString, qsizetype>> left; // per entry of m_failedDumps: its file and how many good dumps precede it
    QString package = appPackage;
    for (const QString &file : std::as_const(files)) {
        QString error;
        auto dump = UiAutomatorReader::readFile(file, package, &error);
        if (!dump) {
            m_failedDumps.append(error);
            left.append({ file, dumps.size() });
            continue;
        }
        if (package.isEmpty())
            package = dump->packageName; // later dumps pick the same app's window
        dumps.append(std::move(*dump));
    }
    if (dumps.isEmpty()) {
        m_error = m_failedDumps.first();
        return false;
    }
    // Whether a dump left out comes right before good dump i.
    const auto afterHole = [&left](qsizetype i) {
        return std::any_of(left.cbegin(), left.cend(),
                           [i](const QPair<QString, qsizetype> &l) { return l.second == i; });
    };

    ModelBuilder builder(m_options);
    // A dump whose nodes carry no package attribute names no app: the version is the recording's name alone
    // ("screen", not "-screen").
    const QString recording = name.isEmpty() ? fi.completeBaseName() : name;
    builder.setAppVersion(package.isEmpty() ? recording : package + u'-' + recording, package);
    QCryptographicHash digest(QCryptographicHash::Sha256);
    for (const UiDump &d : std::as_const(dumps))
        digest.addData(QCryptographicHash::hash(d.xml, QCryptographicHash::Sha256));
    const QString profile = deviceProfileOf(dumps.first());
    builder.addRecording({ QString::fromLatin1(digest.result().toHex()), fi.fileName(), profile });
    QStringList ids;
    QStringList noShot;
    for (const UiDump &d : std::as_const(dumps)) {
        const QFileInfo xml(d.fileName);
        QByteArray png;
        QFile shot(xml.absoluteDir().filePath(xml.completeBaseName() + QStringLiteral(".png")));
        if (!shot.open(QIODevice::ReadOnly))
            noShot.append(xml.fileName());
        else if (std::optional<QByteArray> bytes = readAtMost(shot, InputLimits::MaxScreenshotBytes))
            png = std::move(*bytes);
        else
            m_warnings.append(Tr::tr("%1: larger than %2 MiB, the most a screenshot may hold; skipped")
                                  .arg(shot.fileName())
                                  .arg(InputLimits::MaxScreenshotBytes >> 20));
        ids.append(builder.addScreen(d.roots, xml.completeBaseName(), TraceSource::Manual, d.xml, png, profile));
    }
    if (!noShot.isEmpty()) {
        m_warnings.append(
            noShot.size() == 1
                ? Tr::tr("%1: no screenshot %2.png beside it; a wireframe stands in")
                      .arg(path, QFileInfo(noShot.first()).completeBaseName())
                : Tr::tr("%1: %2 dumps have no screenshot of the same name (first: %3); wireframes stand in")
                      .arg(path)
                      .arg(noShot.size())
                      .arg(noShot.first()));
    }

    // The recording starts on the first dump's screen; a first dump left out means the app's start
    // is not in the model.
    if (!afterHole(0))
        builder.addOpenApp(ids.first(), TraceSource::Manual, 0);
    // A dump left out splits the sequence into runs (executions 0, 1, …): linking the screens around
    // it would claim one interaction where at least two happened, unseen.
    int execution = 0;
    int sequence = 0;
    for (qsizetype i = 0; i + 1 < dumps.size(); ++i) {
        if (afterHole(i + 1)) {
            ++execution;
            sequence = 0;
            continue;
        }
        Interaction e = inferInteraction(dumps.at(i), dumps.at(i + 1));
        e.sourceId = ids.at(i);
        e.targetId = ids.at(i + 1);
        e.source = TraceSource::Manual;
        e.execution = execution;
        e.sequence = ++sequence;
        builder.addInteraction(e);
    }
    // What leaving each failed dump out means for the model is a warning on the model: the dump's own
    // failure says only what is wrong with the dump.
    auto screenName = [&](qsizetype i) { return QFileInfo(dumps.at(i).fileName).completeBaseName(); };
    for (const auto &[failed, next] : std::as_const(left)) { // next: index of the first good dump after it, if any
        const QString file = QFileInfo(failed).fileName();
        if (next == 0)
            //: %1 the folder of dumps, %2 the dump file left out, %3 the first screen kept (a file name without .xml)
            m_warnings.append(
                Tr::tr("%1: %2 left out: the model starts at %3, which nothing leads to (the app's start is unknown)")
                    .arg(path, file, screenName(0)));
        else if (next == dumps.size())
            //: %1 the folder of dumps, %2 the dump file left out, %3 the last screen kept
            m_warnings.append(Tr::tr("%1: %2 left out: the model ends at %3").arg(path, file, screenName(next - 1)));
        else
            //: %1 the folder of dumps, %2 the dump file left out, %3 and %4 the screens kept around it
            m_warnings.append(Tr::tr("%1: %2 left out: the model has no transition from %3 to %4, as what happened "
                                     "between them is unknown")
                                  .arg(path, file, screenName(next - 1), screenName(next)));
    }
    m_result = builder.result();
    return true;
}

} // namespace StepWise
