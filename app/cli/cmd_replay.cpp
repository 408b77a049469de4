// SPDX-License-Identifier: GPL-3.0-or-later
// `replay match`, `eval replay`: Rx cross-device widget correspondence.
#include "cliutil.h"
#include "commands.h"
#include "common/jsonerror.h"
#include "replay/correspondenceeval.h"
#include "replay/deviceprofile.h"
#include "replay/replayplanner.h"
#include "replay/screenmatcher.h"
#include "replay/viewtree.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace StepWise;

namespace StepWise::Cli {

namespace {

QJsonValue ratio(double r)
{
    return r < 0 ? QJsonValue() : QJsonValue(r);
}

QString pct(double r)
{
    return r < 0 ? QStringLiteral("n/a") : QString::number(r, 'f', 3);
}

/*! The command line of `replay match`. */
struct ReplayMatchCommandLine {
    QString from; ///< --from A.xml
    QString to; ///< --to B.xml
    QString node; ///< --node PATH
    std::optional<QString> package; ///< --package PKG
    bool json = false; ///< --json
};

/*! Parses \a args into \a cl; \returns the exit code when the command ends here (help, a usage error). */
std::optional<int> parseReplayMatch(const QStringList &args, ReplayMatchCommandLine *cl)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Finds the widget at --node of the --from dump on the --to dump "
                                               "(the same screen rendered on another device)."));
    p.addHelpOption();
    p.addOption({ QStringLiteral("from"), QStringLiteral("uiautomator dump of the recorded screen."),
                  QStringLiteral("A.xml") });
    p.addOption(
        { QStringLiteral("to"), QStringLiteral("uiautomator dump of the target screen."), QStringLiteral("B.xml") });
    p.addOption({ QStringLiteral("node"),
                  QStringLiteral("node path in the app window of --from: \"/\"-separated 0-based element positions "
                                 "from the window's root."),
                  QStringLiteral("PATH") });
    p.addOption({ QStringLiteral("package"), QStringLiteral("app package (default: the largest non-system window)."),
                  QStringLiteral("PKG") });
    p.addOption({ QStringLiteral("json"), QStringLiteral("Print JSON.") });
    if (const std::optional<int> exit
        = parseCommand(p, args, { QStringLiteral("from"), QStringLiteral("to"), QStringLiteral("node") }))
        return *exit;
    cl->from = p.value(QStringLiteral("from"));
    cl->to = p.value(QStringLiteral("to"));
    cl->node = p.value(QStringLiteral("node"));
    cl->package = p.isSet(QStringLiteral("package")) ? std::optional<QString>(p.value(QStringLiteral("package")))
                                                     : std::nullopt;
    cl->json = p.isSet(QStringLiteral("json"));
    return std::nullopt;
}

} // namespace

int replayMatchCommand(const QStringList &args)
{
    ReplayMatchCommandLine cl;
    if (const std::optional<int> exit = parseReplayMatch(args, &cl))
        return *exit;
    QString error;
    const std::optional<ViewTree> from = ViewTree::load(cl.from, &error);
    if (!from) {
        err() << args.value(0) << ": " << error << '\n';
        return 1;
    }
    const std::optional<ViewTree> to = ViewTree::load(cl.to, &error);
    if (!to) {
        err() << args.value(0) << ": " << error << '\n';
        return 1;
    }
    const QString pkg = cl.package ? *cl.package : from->appPackage();
    const int fr = from->appRoot(pkg), tr = to->appRoot(pkg);
    if (fr < 0 || tr < 0) {
        err() << args.value(0) << ": no window of package '" << pkg << "' in "
              << (fr < 0 ? from->sourceName() : to->sourceName()) << '\n';
        return 1;
    }
    const QString path = cl.node;
    const int node = from->nodeAtPath(fr, path);
    if (node < 0) {
        // Name the paths that do exist where this one leaves the tree, so the next try can be right.
        QString prefix;
        int at = from->nodeAtPath(fr, prefix);
        for (const QString &index : path.split(u'/', Qt::SkipEmptyParts)) {
            const QString longer = prefix.isEmpty() ? index : prefix + u'/' + index;
            const int n = from->nodeAtPath(fr, longer);
            if (n < 0)
                break;
            prefix = longer;
            at = n;
        }
        QStringList children;
        const qsizetype count = at >= 0 ? from->node(at).children.size() : 0;
        for (qsizetype k = 0; k < std::min<qsizetype>(count, 10); ++k)
            children << (prefix.isEmpty() ? QString::number(k) : prefix + u'/' + QString::number(k));
        err() << args.value(0) << ": node path '" << path << "' does not exist in " << from->sourceName() << "; "
              << (prefix.isEmpty() ? u"the window's root"_qs : u"node '"_qs + prefix + u"'"_qs) << " has " << count
              << (count == 1 ? " child" : " children")
              << (children.isEmpty() ? u""_qs : u": "_qs + children.join(u", "))
              << (count > children.size() ? ", …" : "") << '\n';
        return 1;
    }
    const ScreenMatcher matcher(*from, fr, *to, tr);
    const Correspondence c = matcher.match(node);
    QString reveal;
    if (!c.isValid()) {
        // What would bring it into view: Rx's Scroll pattern on the counterpart of its scroll container.
        const int scroll = from->scrollableAncestor(node);
        const Correspondence sc = scroll >= 0 ? matcher.match(scroll) : Correspondence();
        if (sc.isValid() && to->node(sc.node).scrollable)
            reveal = QStringLiteral("scroll %1").arg(sc.path);
        else if (scroll >= 0)
            reveal = QStringLiteral("scroll");
    }
    if (cl.json) {
        QJsonObject o { { QStringLiteral("from"), from->sourceName() },
                        { QStringLiteral("to"), to->sourceName() },
                        { QStringLiteral("node"), path },
                        { QStringLiteral("match"), c.isValid() ? QJsonValue(c.path) : QJsonValue() },
                        { QStringLiteral("score"), c.score },
                        { QStringLiteral("reason"), c.reason } };
        if (!c.isValid())
            o.insert(QStringLiteral("reveal"), reveal.isEmpty() ? QJsonValue() : QJsonValue(reveal));
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }
    // One labelled line per field, so a reader knows what each value is and a script can pick one.
    const auto line = [](const char *label, const QString &value) {
        out() << QStringLiteral("%1 %2\n").arg(QLatin1StringView(label), -7).arg(value);
    };
    if (c.isValid()) {
        const ViewNode &n = to->node(c.node);
        line("match", c.path);
        line("class", n.className);
        line("id", n.resourceId);
        line("text", u'"' + n.text + u'"');
        line("bounds",
             QStringLiteral("[%1,%2][%3,%4]")
                 .arg(n.bounds.left())
                 .arg(n.bounds.top())
                 .arg(n.bounds.left() + n.bounds.width())
                 .arg(n.bounds.top() + n.bounds.height()));
        if (!c.reason.isEmpty())
            line("reason", c.reason);
    } else {
        line("match", QStringLiteral("none"));
        line("reason", c.reason);
        line("reveal", reveal.isEmpty() ? QStringLiteral("(no revealing action found)") : reveal);
    }
    return 0;
}

namespace {

/*! The command line of `eval replay`. */
struct EvalReplayCommandLine {
    QString pairs; ///< --pairs DIR
    QString gt; ///< --gt FILE.csv
    bool json = false; ///< --json
};

/*! Parses \a args into \a cl; \returns the exit code when the command ends here (help, a usage error). */
std::optional<int> parseEvalReplay(const QStringList &args, EvalReplayCommandLine *cl)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Scores cross-device widget matching on a correspondence CSV "
                                               "(the format of rx/groundtruth/README.md in the data folder)."));
    p.addHelpOption();
    p.addOption({ QStringLiteral("pairs"), QStringLiteral("folder of phone/tablet dump pairs (papt_pairs)."),
                  QStringLiteral("DIR") });
    p.addOption({ QStringLiteral("gt"), QStringLiteral("correspondence CSV."), QStringLiteral("FILE.csv") });
    p.addOption({ QStringLiteral("json"), QStringLiteral("Print JSON.") });
    if (const std::optional<int> exit = parseCommand(p, args, { QStringLiteral("pairs"), QStringLiteral("gt") }))
        return *exit;
    cl->pairs = p.value(QStringLiteral("pairs"));
    cl->gt = p.value(QStringLiteral("gt"));
    cl->json = p.isSet(QStringLiteral("json"));
    return std::nullopt;
}

} // namespace

int evalReplayCommand(const QStringList &args)
{
    EvalReplayCommandLine cl;
    if (const std::optional<int> exit = parseEvalReplay(args, &cl))
        return *exit;
    CorrespondenceEval eval;
    QString error;
    if (!eval.load(cl.gt, &error)) {
        err() << args.value(0) << ": " << error << '\n';
        return 1;
    }
    eval.run(cl.pairs);
    const CorrespondenceSummary s = eval.summary();
    for (const CorrespondenceRow &r : eval.rows()) {
        if (!r.error.isEmpty())
            err() << args.value(0) << ": " << r.error << '\n';
    }
    if (cl.json) {
        QJsonArray misses;
        for (const CorrespondenceRow &r : eval.rows()) {
            if (r.strict)
                continue;
            misses.append(QJsonObject {
                { QStringLiteral("pair_id"), r.pairId },
                { QStringLiteral("phone_path"), r.phonePath },
                { QStringLiteral("relation"), r.relation },
                { QStringLiteral("expected"), r.relation == u"same" ? r.tabletPath : QStringLiteral("none") },
                { QStringLiteral("answer"), r.answer },
                { QStringLiteral("lenient"), r.lenient },
                { QStringLiteral("reason"), r.error.isEmpty() ? r.reason : r.error } });
        }
        const QJsonObject o { { QStringLiteral("rows"), s.rows },
                              { QStringLiteral("same_rows"), s.sameRows },
                              { QStringLiteral("none_rows"), s.noneRows },
                              { QStringLiteral("revealed_by_rows"), s.revealRows },
                              { QStringLiteral("path_differs_rows"), s.pathDiffersRows },
                              { QStringLiteral("errors"), s.errors },
                              { QStringLiteral("overall"), ratio(s.overall) },
                              { QStringLiteral("overall_lenient"), ratio(s.overallLenient) },
                              { QStringLiteral("same"), ratio(s.same) },
                              { QStringLiteral("same_without_lowconf"), ratio(s.sameWithoutLowConf) },
                              { QStringLiteral("path_differs"), ratio(s.pathDiffers) },
                              { QStringLiteral("path_differs_lenient"), ratio(s.pathDiffersLenient) },
                              { QStringLiteral("none"), ratio(s.none) },
                              { QStringLiteral("revealed_by"), ratio(s.revealed) },
                              { QStringLiteral("false_match_rate"), ratio(s.falseMatchRate) },
                              { QStringLiteral("same_skip_rate"), ratio(s.sameSkipRate) },
                              { QStringLiteral("misses"), misses } };
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        out() << "rows " << s.rows << " (same " << s.sameRows << ", none " << s.noneRows << ", revealed_by "
              << s.revealRows << ", [path:differs] " << s.pathDiffersRows << ")\n";
        out() << "top-1 overall        " << pct(s.overall) << "   lenient " << pct(s.overallLenient) << '\n';
        out() << "same                 " << pct(s.same) << "   without [lowconf] " << pct(s.sameWithoutLowConf) << '\n';
        out() << "[path:differs]       " << pct(s.pathDiffers) << "   lenient " << pct(s.pathDiffersLenient) << '\n';
        out() << "none                 " << pct(s.none) << "   false-match rate " << pct(s.falseMatchRate) << '\n';
        out() << "revealed_by          " << pct(s.revealed) << '\n';
        out() << "same answered none   " << pct(s.sameSkipRate) << '\n';
        for (const CorrespondenceRow &r : eval.rows()) {
            if (r.strict)
                continue;
            out() << "miss " << r.pairId << ' ' << r.phonePath << " [" << r.relation << "] expected "
                  << (r.relation == u"same" ? r.tabletPath : QStringLiteral("none")) << ", got " << r.answer
                  << (r.lenient ? QStringLiteral(" (lenient ok)") : QString()) << " — "
                  << (r.error.isEmpty() ? r.reason : r.error) << '\n';
        }
    }
    return s.errors > 0 ? 1 : 0;
}

namespace {

/*! The command line of `replay plan`. */
struct ReplayPlanCommandLine {
    QString steps; ///< --steps FILE.json
    QString from; ///< --from PROFILE
    QString to; ///< --to PROFILE
    QString package; ///< --package PKG
    bool json = false; ///< --json
};

/*! Parses \a args into \a cl; \returns the exit code when the command ends here (help, a usage error). */
std::optional<int> parseReplayPlan(const QStringList &args, ReplayPlanCommandLine *cl)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Turns a reproduction path recorded at one screen size into adb shell commands for another device.\n"
        "--steps is a JSON array of {\"action\": \"click|long click|type|swipe up|back|open app|...\", "
        "\"class\", \"resource_id\", \"text\", \"desc\", \"bounds\": [l, t, r, b], \"typed\"}."));
    p.addHelpOption();
    p.addOption({ QStringLiteral("steps"), QStringLiteral("reproduction path (JSON)."), QStringLiteral("FILE.json") });
    p.addOption({ QStringLiteral("from"), QStringLiteral("recording device, WxH@DPI[:orientation]."),
                  QStringLiteral("PROFILE") });
    p.addOption({ QStringLiteral("to"),
                  QStringLiteral("target device: a preset (%1) or WxH@DPI[:orientation].")
                      .arg(DeviceProfile::presetKeys().join(u", ")),
                  QStringLiteral("PROFILE") });
    p.addOption({ QStringLiteral("package"), QStringLiteral("app package (for 'open app')."), QStringLiteral("PKG") });
    p.addOption({ QStringLiteral("json"), QStringLiteral("Print JSON.") });
    if (const std::optional<int> exit
        = parseCommand(p, args, { QStringLiteral("steps"), QStringLiteral("from"), QStringLiteral("to") }))
        return *exit;
    cl->steps = p.value(QStringLiteral("steps"));
    cl->from = p.value(QStringLiteral("from"));
    cl->to = p.value(QStringLiteral("to"));
    cl->package = p.value(QStringLiteral("package"));
    cl->json = p.isSet(QStringLiteral("json"));
    return std::nullopt;
}

} // namespace

int replayPlanCommand(const QStringList &args)
{
    ReplayPlanCommandLine cl;
    if (const std::optional<int> exit = parseReplayPlan(args, &cl))
        return *exit;
    QString error;
    const std::optional<DeviceProfile> from = DeviceProfile::parse(cl.from, &error);
    const std::optional<DeviceProfile> to = from ? DeviceProfile::fromPresetOrSpec(cl.to, &error) : std::nullopt;
    if (!from || !to) {
        err() << args.value(0) << ": " << error << '\n';
        return 2;
    }
    QString text;
    if (!readTextInput(cl.steps, QStringLiteral("give --steps a JSON array of steps"), &text, &error)) {
        err() << args.value(0) << ": " << error << '\n';
        return 1;
    }
    QJsonParseError pe;
    const QByteArray json = text.toUtf8();
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isArray()) {
        err() << args.value(0) << ": " << cl.steps << ": expected a JSON array of steps"
              << (pe.error != QJsonParseError::NoError ? u" ("_qs + jsonErrorText(json, pe) + u')' : QString()) << '\n';
        return 1;
    }
    QList<Interaction> path;
    const QJsonArray steps = doc.array();
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonObject o = steps.at(i).toObject();
        Interaction e;
        e.actionName = o.value(u"action").toString();
        e.action = actionTypeFromName(e.actionName);
        if (e.action == ActionType::Unknown) {
            err() << args.value(0) << ": " << cl.steps << ": step " << (i + 1) << " has unknown action '"
                  << e.actionName << "'\n";
            return 1;
        }
        e.typedText = o.value(u"typed").toString();
        GuiComponent c;
        c.className = o.value(u"class").toString();
        c.resourceId = o.value(u"resource_id").toString();
        c.text = o.value(u"text").toString();
        c.contentDescription = o.value(u"desc").toString();
        if (o.contains(u"bounds")) {
            // A click needs its place: bounds that are not [left, top, right, bottom] would quietly drop it.
            const QJsonArray b = o.value(u"bounds").toArray();
            const bool numbers
                = b.size() == 4 && std::all_of(b.cbegin(), b.cend(), [](const QJsonValue &v) { return v.isDouble(); });
            if (!numbers || b.at(2).toInt() <= b.at(0).toInt() || b.at(3).toInt() <= b.at(1).toInt()) {
                err() << args.value(0) << ": " << cl.steps << ": step " << (i + 1) << " has bounds "
                      << QString::fromUtf8(
                             QJsonDocument(QJsonArray { o.value(u"bounds") }).toJson(QJsonDocument::Compact))
                             .mid(1)
                             .chopped(1)
                      << "; expected [left, top, right, bottom] in pixels with left < right and top < bottom\n";
                return 1;
            }
            c.bounds
                = QRect(QPoint(b.at(0).toInt(), b.at(1).toInt()), QPoint(b.at(2).toInt() - 1, b.at(3).toInt() - 1));
        }
        if (!c.isNull() || !c.bounds.isNull())
            e.component = c;
        path.append(e);
    }
    const QList<PlannedCommand> plan = ReplayPlanner::plan(path, *from, *to, cl.package);
    if (cl.json) {
        QJsonArray a;
        for (const PlannedCommand &c : plan)
            a.append(
                QJsonObject { { QStringLiteral("step"), c.step + 1 },
                              { QStringLiteral("command"), c.command.isEmpty() ? QJsonValue() : QJsonValue(c.command) },
                              { QStringLiteral("comment"), c.comment } });
        out() << QJsonDocument(a).toJson(QJsonDocument::Indented);
        return 0;
    }
    out() << "# replay plan: " << from->name << " -> " << to->name << '\n';
    for (const PlannedCommand &c : plan) {
        if (c.command.isEmpty())
            out() << "# step " << (c.step + 1) << ": " << c.comment << '\n';
        else
            out() << "adb shell " << c.command << "   # step " << (c.step + 1) << ": " << c.comment << '\n';
    }
    return 0;
}

} // namespace StepWise::Cli
