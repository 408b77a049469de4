// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracereader.h"

#include "common/inputlimits.h"
#include "common/jsonerror.h"
#include "uiautomatorreader.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <functional>

namespace StepWise {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::TraceReader)
};

constexpr int EndMarkerAction = 99; // CrashScope's end-of-execution step

bool looseContains(const QRect &outer, const QRect &inner)
{
    // Zero-sized components (e.g. navigation-bar keys) carry no usable geometry.
    if (outer.isEmpty() || inner.isEmpty())
        return true;
    return outer.contains(inner);
}

QString screenNameFromActivity(const QString &activity)
{
    if (activity.isEmpty() || activity.startsWith(u"null"))
        return {};
    const qsizetype paren = activity.indexOf(u'(');
    const QString head = paren < 0 ? activity : activity.left(paren);
    return activity.mid(head.lastIndexOf(u'.') + 1);
}

UiNode nodeFromJson(const QJsonObject &c)
{
    UiNode n;
    n.className = c.value(u"name").toString();
    n.resourceId = c.value(u"idXml").toString();
    n.text = c.value(u"text").toString();
    n.contentDescription = c.value(u"contentDescription").toString();
    n.index = c.value(u"componentIndex").toInt(-1);
    const int x = c.value(u"positionX").toInt();
    const int y = c.value(u"positionY").toInt();
    const int w = c.value(u"width").toInt();
    const int h = c.value(u"height").toInt();
    if (w > 0 || h > 0 || x > 0 || y > 0)
        n.bounds = QRect(x, y, w, h);
    n.checkable = c.value(u"checkable").toBool();
    n.checked = c.value(u"checked").toBool();
    n.clickable = c.value(u"clickable").toBool();
    n.enabled = c.value(u"enabled").toBool(true);
    n.focusable = c.value(u"focusable").toBool();
    n.focused = c.value(u"focused").toBool();
    n.scrollable = c.value(u"scrollable").toBool();
    n.longClickable = c.value(u"longClickable").toBool();
    n.password = c.value(u"password").toBool();
    n.selected = c.value(u"selected").toBool();
    return n;
}

GuiComponent interactionComponent(const QJsonObject &c)
{
    const UiNode n = nodeFromJson(c);
    GuiComponent g = n.toComponent();
    g.className = n.shortClassName(); // BURT's edges carry the short class (`ty=ImageButton`)
    return g;
}

/*! "…_lrkfm4_augmented.png" → "…_lrkfm3.png": the plain screenshot of the screen step 4 acted on. */
QString plainScreenshotOf(const QString &augmented)
{
    static const QRegularExpression re(QStringLiteral("^(.*?)(\\d+)_augmented\\.png$"));
    const auto m = re.match(augmented);
    if (!m.hasMatch())
        return {};
    return m.captured(1) + QString::number(m.captured(2).toInt() - 1) + QStringLiteral(".png");
}
/*! Why \a file was not read: with what was read of its input before, it holds more than an input may. */
QString inputTooLarge(const QString &file)
{
    return Tr::tr(
               "%1: with its screenshots and the traces read before it, more than %2 MiB, the most one recording may "
               "hold; not read")
        .arg(file)
        .arg(InputLimits::MaxInputBytes >> 20);
}

} // namespace

/*! What one screen of a step is made of before abstraction. */
struct StepScreen {
    QList<UiNode> roots;
    QByteArray xml; // the dump, when there was one
    QString name;
    QByteArray png;
    QString projectionKey; // key of the JSON-style projection, to match JSON-only steps to dumps
};

struct TraceReader::Execution {
    QString file;
    QString digest; // SHA-256 hex of the bytes
    QString deviceProfile; // deviceDimensions, e.g. "1080x1920"
    QString appVersion;
    QString packageName;
    TraceSource source = TraceSource::Unknown;
    bool dropsListViews = false;
    struct Step {
        int action = -1;
        int sequence = -1;
        QString screenshot;
        QString typedText;
        std::optional<GuiComponent> component;
        StepScreen screen;
        bool fromDump = false;
    };
    QList<Step> steps;
};

TraceReader::TraceReader(const ScreenAbstractionOptions &options)
    : m_options(options)
{
}

TraceReader::~TraceReader() = default;

static bool isExecutionFileName(const QString &name)
{
    return name.startsWith(u"Execution") && name.endsWith(u".json", Qt::CaseInsensitive);
}

bool TraceReader::isTraceInput(const QString &path)
{
    const QFileInfo fi(path);
    if (fi.isFile())
        return isExecutionFileName(fi.fileName());
    if (!fi.isDir())
        return false;
    // Cheap: the importer asks this for every folder it walks, so look four levels deep at most
    // (BURT's data root: <root>/TraceReplayer-Data/TR<bug>/<app-version>/Execution-1.json).
    QStringList level { path };
    for (int depth = 0; depth < 4 && !level.isEmpty(); ++depth) {
        QStringList next;
        for (const QString &d : std::as_const(level)) {
            const QDir dir(d);
            if (!dir.entryList({ QStringLiteral("Execution*.json") }, QDir::Files).isEmpty())
                return true;
            for (const QString &sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
                next.append(dir.filePath(sub));
        }
        level = next;
    }
    return false;
}

bool TraceReader::addPath(const QString &path)
{
    m_error.clear();
    m_inputBytes = 0;
    const QFileInfo fi(path);
    if (!fi.exists()) {
        m_error = Tr::tr("%1: no such file or folder").arg(path);
        m_errors.append(m_error);
        return false;
    }
    QStringList files;
    if (fi.isDir()) {
        QDirIterator it(path, { QStringLiteral("Execution*.json") }, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files.append(it.next());
        files.sort();
        if (files.isEmpty()) {
            m_error = Tr::tr("%1: no Execution-*.json trace in this folder").arg(path);
            m_errors.append(m_error);
            return false;
        }
    } else {
        files.append(path);
    }
    int added = 0;
    QString firstError;
    const qsizetype knownBefore = m_alreadyImported.size();
    for (const QString &f : std::as_const(files)) {
        const int before = int(m_errors.size());
        if (addExecutionFile(f))
            ++added;
        else if (firstError.isEmpty() && m_errors.size() > before)
            firstError = m_errors.last();
    }
    if (added == 0 && firstError.isEmpty() && m_alreadyImported.size() > knownBefore)
        return true; // nothing new: every execution is already stored
    if (added == 0) {
        m_error = firstError.isEmpty() ? Tr::tr("%1: every execution in it duplicates one already imported").arg(path)
                                       : firstError;
        return false;
    }
    return true;
}

namespace {

// A file the trace names, beside it or in its screenshots/ folder; empty if neither exists.
QString findTraceFile(const QDir &dir, const QString &name)
{
    if (name.isEmpty())
        return {};
    for (const QString &candidate : { dir.filePath(name), dir.filePath(QStringLiteral("screenshots/") + name) }) {
        if (QFileInfo::exists(candidate))
            return candidate;
    }
    return {};
}

// The execution's identity: app, version (else the folder's name), device and who recorded it.
void readExecutionHeader(const QJsonObject &root, TraceReader::Execution &ex)
{
    ex.deviceProfile = root.value(u"deviceDimensions").toString().trimmed();
    const QJsonObject app = root.value(u"app").toObject();
    const QDir dir = QFileInfo(ex.file).absoluteDir();
    ex.packageName = app.value(u"packageName").toString();
    const QString version = app.value(u"version").toString();
    ex.appVersion = ex.packageName.isEmpty() || version.isEmpty() ? dir.dirName() : ex.packageName + u'-' + version;
    const QString type = root.value(u"executionType").toString();
    if (type.startsWith(u"User-Trace"))
        ex.source = TraceSource::Manual;
    else if (type.startsWith(u"Expected") || root.contains(u"topDown"))
        ex.source = TraceSource::Automatic;
    // TraceReplayer's JSON screen lists leave out ListView nodes; CrashScope's keep them.
    ex.dropsListViews = ex.source == TraceSource::Manual;
}

// The uiautomator dump recorded for a step: the file of \a dirFiles ending in \a suffix, else empty.
QString dumpFileOf(const QDir &dir, const QStringList &dirFiles, const QString &suffix)
{
    for (const QString &name : dirFiles) {
        if (name.endsWith(suffix))
            return dir.filePath(name);
    }
    return {};
}

// The screen acted on: its dump when recorded, else the JSON list. False, with \a error, if the dump is broken.
bool readStepScreen(const QJsonObject &screen, const QString &dumpFile, const TraceReader::Execution &ex,
                    TraceReader::Execution::Step &step, QString *error)
{
    if (!dumpFile.isEmpty()) {
        const auto dump = UiAutomatorReader::readFile(dumpFile, ex.packageName, error);
        if (!dump)
            return false;
        step.screen.roots = dump->roots;
        step.screen.xml = dump->xml;
        step.fromDump = true;
        if (step.screen.name.isEmpty())
            step.screen.name = dump->packageName;
    } else {
        QList<TraceReader::FlatNode> flat;
        const QJsonArray comps = screen.value(u"dynGuiComponents").toArray();
        for (const QJsonValue &v : comps) {
            const QJsonObject c = v.toObject();
            if (c.value(u"idXml").toString() == u"NO_ID" && c.value(u"name").toString().isEmpty())
                continue; // the synthetic root
            flat.append({ nodeFromJson(c), c.value(u"itemList").toBool() });
        }
        step.screen.roots = TraceReader::treeFromFlat(flat, ex.dropsListViews);
    }
    return true;
}

} // namespace

std::optional<QJsonObject> TraceReader::readExecutionJson(const QString &file, QByteArray *hash)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        m_errors.append(Tr::tr("%1: cannot read: %2").arg(file, f.errorString()));
        return std::nullopt;
    }
    const std::optional<QByteArray> read = readAtMost(f, InputLimits::MaxModelFileBytes);
    if (!read) {
        m_errors.append(Tr::tr("%1: larger than %2 MiB, the most an execution trace may hold; not read")
                            .arg(file)
                            .arg(InputLimits::MaxModelFileBytes >> 20));
        return std::nullopt;
    }
    const QByteArray &bytes = *read;
    m_inputBytes += bytes.size();
    if (m_inputBytes > InputLimits::MaxInputBytes) {
        m_errors.append(inputTooLarge(file));
        return std::nullopt;
    }
    if (bytes.trimmed().isEmpty()) {
        m_errors.append(Tr::tr("%1: empty file").arg(file));
        return std::nullopt;
    }
    *hash = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    const QString digest = QString::fromLatin1(hash->toHex());
    if (const auto known = m_known.constFind(digest); known != m_known.cend()) {
        m_alreadyImported.append({ file, *known });
        return std::nullopt;
    }
    if (const auto it = m_seenHashes.constFind(*hash); it != m_seenHashes.cend()) {
        m_warnings.append(Tr::tr("%1: duplicated execution (same content as %2), skipped").arg(file, *it));
        return std::nullopt;
    }
    if (const int bad = UiAutomatorReader::firstInvalidUtf8Line(bytes)) {
        m_errors.append(Tr::tr("%1:%2: not valid UTF-8 (execution traces are UTF-8 JSON)").arg(file).arg(bad));
        return std::nullopt;
    }
    QJsonParseError perr;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &perr);
    if (perr.error != QJsonParseError::NoError) {
        m_errors.append(Tr::tr("%1: malformed JSON: %2").arg(file, jsonErrorText(bytes, perr)));
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (!doc.isObject() || !root.value(u"steps").isArray()) {
        m_errors.append(Tr::tr("%1: not a BURT execution trace (no \"steps\" array)").arg(file));
        return std::nullopt;
    }
    if (root.value(u"steps").toArray().isEmpty()) {
        m_errors.append(Tr::tr("%1: the execution has no steps").arg(file));
        return std::nullopt;
    }
    return root;
}

bool TraceReader::readStepScreenshot(const QString &shot, const QString &file, QHash<QString, QByteArray> &shots,
                                     QByteArray *png)
{
    if (shot.isEmpty())
        return true;
    QFile pngFile(shot);
    // Steps often show the same screenshot: read once, shared (and counted) once.
    if (const auto known = shots.constFind(shot); known != shots.cend()) {
        *png = *known;
    } else if (pngFile.open(QIODevice::ReadOnly)) {
        if (std::optional<QByteArray> bytes = readAtMost(pngFile, InputLimits::MaxScreenshotBytes)) {
            m_inputBytes += bytes->size();
            if (m_inputBytes > InputLimits::MaxInputBytes) {
                m_errors.append(inputTooLarge(file));
                return false;
            }
            *png = *bytes;
            shots.insert(shot, std::move(*bytes));
        } else {
            m_warnings.append(Tr::tr("%1: larger than %2 MiB, the most a screenshot may hold; skipped")
                                  .arg(shot)
                                  .arg(InputLimits::MaxScreenshotBytes >> 20));
        }
    }
    return true;
}

bool TraceReader::readSteps(const QJsonObject &root, Execution &ex)
{
    const QString &file = ex.file;
    const QDir dir = QFileInfo(file).absoluteDir();
    const QString type = root.value(u"executionType").toString();
    const int executionNum = root.value(u"executionNum").toInt(1);
    const QJsonArray steps = root.value(u"steps").toArray();
    const QStringList dirFiles = dir.entryList(QDir::Files);
    QStringList missingShots;
    QHash<QString, QByteArray> shots; // path → bytes
    for (qsizetype i = 0; i < steps.size(); ++i) {
        if (!steps.at(i).isObject()) {
            m_errors.append(Tr::tr("%1: step %2 is not a JSON object").arg(file).arg(i + 1));
            return false;
        }
        const QJsonObject s = steps.at(i).toObject();
        if (!s.value(u"action").isDouble()) {
            m_errors.append(Tr::tr("%1: step %2 has no numeric \"action\"").arg(file).arg(i + 1));
            return false;
        }
        Execution::Step step;
        step.action = s.value(u"action").toInt();
        step.sequence = s.value(u"sequenceStep").toInt(int(i) + 1);
        if (step.action == EndMarkerAction) {
            ex.steps.append(step);
            break;
        }
        step.screenshot = s.value(u"screenshot").toString();
        if (!step.screenshot.isEmpty() && findTraceFile(dir, step.screenshot).isEmpty())
            missingShots.append(step.screenshot);
        const QString entry = s.value(u"textEntry").toString();
        if (actionTypeFromBurtCode(step.action) == ActionType::Type && entry != u"none") {
            static const QRegularExpression adbText(QStringLiteral("^adb shell input text\\s+"));
            step.typedText = QString(entry).remove(adbText);
        }
        if (s.value(u"dynGuiComponent").isObject())
            step.component = interactionComponent(s.value(u"dynGuiComponent").toObject());

        const QJsonObject screen = s.value(u"screen").toObject();
        step.screen.name = screenNameFromActivity(screen.value(u"activity").toString());
        const QString dumpSuffix = QStringLiteral("-%1-%2%3.xml").arg(executionNum).arg(type).arg(step.sequence - 1);
        const QString dumpFile = type.isEmpty() ? QString() : dumpFileOf(dir, dirFiles, dumpSuffix);
        QString err;
        if (!readStepScreen(screen, dumpFile, ex, step, &err)) {
            m_errors.append(err);
            return false;
        }
        if (!readStepScreenshot(findTraceFile(dir, plainScreenshotOf(step.screenshot)), file, shots, &step.screen.png))
            return false;
        ex.steps.append(step);
    }
    if (!missingShots.isEmpty()) {
        m_warnings.append(missingShots.size() == 1
                              ? Tr::tr("%1: screenshot file %2 not found").arg(file, missingShots.first())
                              : Tr::tr("%1: %2 screenshot files not found (first: %3)")
                                    .arg(file)
                                    .arg(missingShots.size())
                                    .arg(missingShots.first()));
    }
    return true;
}

bool TraceReader::addExecutionFile(const QString &file)
{
    QByteArray hash;
    const std::optional<QJsonObject> root = readExecutionJson(file, &hash);
    if (!root)
        return false;
    auto ex = std::make_unique<Execution>();
    ex->file = file;
    ex->digest = QString::fromLatin1(hash.toHex());
    readExecutionHeader(*root, *ex);
    if (!readSteps(*root, *ex))
        return false;
    m_seenHashes.insert(hash, file);
    m_executions.push_back(std::move(ex));
    return true;
}

QList<UiNode> TraceReader::treeFromFlat(const QList<FlatNode> &flat, bool insertLists)
{
    struct Tmp {
        UiNode node;
        int parent = -1;
        QList<int> children;
        bool syntheticList = false;
    };
    std::vector<Tmp> nodes;
    QList<int> roots;
    auto attach = [&](int idx, int parent) {
        nodes[idx].parent = parent;
        if (parent < 0)
            roots.append(idx);
        else
            nodes[parent].children.append(idx);
    };
    int prev = -1;
    for (const FlatNode &f : flat) {
        nodes.push_back({ f.node, -1, {}, false });
        const int idx = int(nodes.size()) - 1;
        if (prev < 0) {
            attach(idx, -1);
            prev = idx;
            continue;
        }
        int parent = -2;
        if (insertLists && f.itemList) {
            // TraceReplayer dropped the ListView: the next item joins the list of the previous one …
            for (int s = prev; s >= 0 && parent == -2; s = nodes[s].parent) {
                const int p = nodes[s].parent;
                if (p >= 0 && nodes[p].syntheticList && nodes[s].node.index == f.node.index - 1)
                    parent = p;
            }
            if (parent == -2) {
                // … and the first item gets the list back, under the nearest node containing it.
                int host = prev;
                while (host >= 0
                       && (nodes[host].syntheticList || !looseContains(nodes[host].node.bounds, f.node.bounds)))
                    host = nodes[host].parent;
                UiNode list;
                list.className = QStringLiteral("android.widget.ListView");
                list.index = host < 0 ? int(roots.size()) : int(nodes[host].children.size());
                list.bounds = f.node.bounds; // grows with its items, so later siblings of the list do not fall inside
                list.scrollable = true;
                nodes.push_back({ list, -1, {}, true });
                const int listIdx = int(nodes.size()) - 1;
                attach(listIdx, host);
                parent = listIdx;
            }
        } else if (f.node.index > 0
                   && (f.node.resourceId == u"android:id/statusBarBackground"
                       || f.node.resourceId == u"android:id/navigationBarBackground")) {
            // Android's DecorView puts its system-bar backgrounds beside the content, at the top of the window.
            parent = prev;
            while (nodes[parent].parent >= 0)
                parent = nodes[parent].parent;
        } else if (f.node.index > 0) {
            // Next sibling of the nearest enclosing node with the previous index whose parent contains it.
            // Zero-sized nodes (window decor such as navigationBarBackground) fit anywhere; they are
            // usually children of the outermost layout, so they take the outermost candidate below a root.
            const bool noGeometry = f.node.bounds.isEmpty();
            const Tmp &p0 = nodes[prev];
            // Children clipped off screen leave gaps: "index 1" can be the first child of a leaf that contains it.
            if (p0.children.isEmpty() && p0.node.index != f.node.index - 1 && !noGeometry && !p0.node.bounds.isEmpty()
                && p0.node.bounds.contains(f.node.bounds))
                parent = prev;
            for (int pass = 0; pass < 2 && parent == -2; ++pass) {
                for (int s = prev; s >= 0; s = nodes[s].parent) {
                    if (nodes[s].node.index != f.node.index - 1)
                        continue;
                    const int p = nodes[s].parent;
                    if (pass == 0 && noGeometry && p < 0)
                        break;
                    if (pass == 1 || p < 0 || looseContains(nodes[p].node.bounds, f.node.bounds)) {
                        parent = p;
                        if (!noGeometry)
                            break;
                    }
                }
            }
            for (int s = prev; s >= 0 && parent == -2; s = nodes[s].parent) {
                const int p = nodes[s].parent;
                if (nodes[s].node.index < f.node.index && p >= 0 && looseContains(nodes[p].node.bounds, f.node.bounds))
                    parent = p; // a gap in the sibling indexes
            }
            if (parent == -2)
                parent = nodes[prev].parent;
        } else {
            parent = prev;
        }
        attach(idx, parent);
        if (parent >= 0 && nodes[parent].syntheticList)
            nodes[parent].node.bounds |= f.node.bounds;
        prev = idx;
    }
    std::function<UiNode(int)> build = [&](int i) {
        UiNode n = nodes[i].node;
        n.children.clear();
        for (int c : std::as_const(nodes[i].children))
            n.children.append(build(c));
        return n;
    };
    QList<UiNode> out;
    for (int r : std::as_const(roots))
        out.append(build(r));
    return out;
}

static void flatInto(const UiNode &node, bool dropListViews, bool itemList, QList<TraceReader::FlatNode> *out)
{
    const bool isListView = node.className == u"android.widget.ListView";
    if (!(dropListViews && isListView)) {
        UiNode copy = node;
        copy.children.clear();
        out->append({ copy, itemList });
    }
    for (const UiNode &c : node.children)
        flatInto(c, dropListViews, isListView, out);
}

QList<TraceReader::FlatNode> TraceReader::flatFromTree(const QList<UiNode> &roots, bool dropListViews)
{
    QList<FlatNode> out;
    for (const UiNode &r : roots)
        flatInto(r, dropListViews, false, &out);
    return out;
}

QList<RecordedModel> TraceReader::models() const
{
    QMap<QString, QList<const Execution *>> byVersion;
    for (const auto &ex : m_executions)
        byVersion[ex->appVersion].append(ex.get());

    QList<RecordedModel> out;
    for (auto it = byVersion.cbegin(); it != byVersion.cend(); ++it) {
        ModelBuilder builder(m_options);
        builder.setAppVersion(it.key(), it.value().first()->packageName);
        const ScreenAbstraction &abstraction = builder.abstraction();

        // Dumps of this version, keyed by what a JSON screen list of them would look like.
        QHash<QString, const StepScreen *> dumpByProjection;
        for (const Execution *ex : it.value()) {
            for (const Execution::Step &step : ex->steps) {
                if (!step.fromDump)
                    continue;
                // A dump from a CrashScope run can match a TraceReplayer step and vice versa.
                for (const bool drops : { false, true }) {
                    const QString key = abstraction.key(treeFromFlat(flatFromTree(step.screen.roots, drops), drops)).id;
                    if (!dumpByProjection.contains(QString::number(drops) + key))
                        dumpByProjection.insert(QString::number(drops) + key, &step.screen);
                }
            }
        }
        auto screenOf = [&](const Execution *ex, const Execution::Step &step) {
            const StepScreen *s = &step.screen;
            if (!step.fromDump) {
                const QString key = abstraction.key(step.screen.roots).id;
                if (const StepScreen *d = dumpByProjection.value(QString::number(ex->dropsListViews) + key))
                    s = d;
            }
            const QByteArray png = step.screen.png.isEmpty() ? s->png : step.screen.png;
            const QString name = step.screen.name.isEmpty() ? s->name : step.screen.name;
            return builder.addScreen(s->roots, name, ex->source, s->xml, png, ex->deviceProfile);
        };

        int executionNumber = 0;
        for (const Execution *ex : it.value()) {
            builder.addRecording({ ex->digest, QFileInfo(ex->file).fileName(), ex->deviceProfile });
            QList<const Execution::Step *> actions;
            for (const Execution::Step &step : ex->steps) {
                if (step.action != EndMarkerAction)
                    actions.append(&step);
            }
            if (actions.isEmpty())
                continue;
            QList<QString> screens;
            for (const Execution::Step *step : std::as_const(actions))
                screens.append(screenOf(ex, *step));

            builder.addOpenApp(screens.first(), ex->source, executionNumber);

            for (qsizetype i = 0; i < actions.size(); ++i) {
                const Execution::Step &step = *actions.at(i);
                Interaction e;
                e.sourceId = screens.at(i);
                e.targetId = i + 1 < actions.size() ? screens.at(i + 1) : builder.endScreen();
                e.actionCode = step.action;
                e.action = actionTypeFromBurtCode(step.action);
                e.actionName = e.action == ActionType::Unknown ? QStringLiteral("action %1").arg(step.action)
                                                               : actionVerb(e.action);
                e.component = step.component;
                e.typedText = step.typedText;
                e.source = ex->source;
                e.screenshotFile = step.screenshot;
                e.execution = executionNumber;
                e.sequence = step.sequence;
                builder.addInteraction(e);
            }
            ++executionNumber;
        }
        out.append(builder.result());
    }
    return out;
}

} // namespace StepWise
