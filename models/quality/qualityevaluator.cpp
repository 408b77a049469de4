// SPDX-License-Identifier: GPL-3.0-or-later
#include "qualityevaluator.h"

#include "graph/graphdumpreader.h"
#include "language/componenttext.h"
#include "language/reportcsv.h"
#include "language/reporttext.h"
#include "qualityassessor.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace StepWise {

namespace {

const QList<StepQuality> &allLabels()
{
    static const QList<StepQuality> labels { StepQuality::Correct, StepQuality::Ambiguous,
                                             StepQuality::VocabularyMismatch, StepQuality::MissingSteps };
    return labels;
}

QStringList lowerWords(const QString &text)
{
    static const QRegularExpression word(u"[\\p{L}\\p{N}]+"_qs);
    QStringList out;
    for (auto it = word.globalMatch(text.toLower()); it.hasNext();)
        out.append(it.next().captured());
    return out;
}

/*! Inflection-insensitive form for comparing phrases written by different people ("assets"/"asset"). */
QString plain(const QString &w)
{
    if (w.size() > 3 && w.endsWith(u's') && !w.endsWith(u"ss"))
        return w.chopped(1);
    return w;
}

QString squash(const QString &s)
{
    QString out;
    for (const QChar c : s) {
        if (c.isLetterOrNumber())
            out.append(c.toLower());
    }
    return out;
}

QSet<QString> contentSet(const QString &text)
{
    static const QSet<QString> stop { u"the"_qs, u"a"_qs,  u"an"_qs, u"on"_qs, u"in"_qs, u"to"_qs,   u"of"_qs,
                                      u"and"_qs, u"or"_qs, u"it"_qs, u"is"_qs, u"1"_qs,  u"with"_qs, u"from"_qs };
    QSet<QString> out;
    for (const QString &w : lowerWords(text)) {
        if (!stop.contains(w))
            out.insert(plain(w));
    }
    return out;
}

double overlap(const QString &a, const QString &b)
{
    const QSet<QString> x = contentSet(a), y = contentSet(b);
    if (x.isEmpty() || y.isEmpty())
        return 0;
    const double inter = QSet<QString>(x).intersect(y).size();
    return inter / (x.size() + y.size() - inter);
}

QString labelsText(const QList<StepQuality> &labels)
{
    QStringList codes;
    for (StepQuality q : labels)
        codes.append(qualityCode(q));
    return u'[' + codes.join(u", ") + u']';
}

QJsonObject scoreJson(const LabelScore &s)
{
    return QJsonObject { { u"precision"_qs, s.precision() },
                         { u"recall"_qs, s.recall() },
                         { u"f1"_qs, s.f1() },
                         { u"tp"_qs, s.tp },
                         { u"fp"_qs, s.fp },
                         { u"fn"_qs, s.fn } };
}

QJsonObject shareJson(const ShareScore &s)
{
    return QJsonObject { { u"share"_qs, s.share() }, { u"right"_qs, s.right }, { u"total"_qs, s.total } };
}

QString shareLine(const QString &name, const ShareScore &s)
{
    return u"%1 %2  (%3 of %4)\n"_qs.arg(name.leftJustified(14)).arg(s.share(), 0, 'f', 3).arg(s.right).arg(s.total);
}

QString scoreLine(const QString &name, const LabelScore &s)
{
    return u"%1 %2 %3 %4 %5 %6 %7\n"_qs.arg(name, -8)
        .arg(s.precision(), 9, 'f', 3)
        .arg(s.recall(), 7, 'f', 3)
        .arg(s.f1(), 6, 'f', 3)
        .arg(s.tp, 5)
        .arg(s.fp, 5)
        .arg(s.fn, 5);
}

} // namespace

QJsonObject QualityEvaluation::toJson() const
{
    QJsonObject labels;
    for (StepQuality q : allLabels())
        labels.insert(qualityCode(q), scoreJson(perLabel.value(q)));
    QJsonArray bugList;
    for (const BugEvaluation &b : bugs) {
        QJsonArray lines;
        for (const QString &l : b.lines)
            lines.append(l);
        bugList.append(QJsonObject { { u"bugId"_qs, b.bugId },
                                     { u"appVersion"_qs, b.appVersion },
                                     { u"labels"_qs, scoreJson(b.labels) },
                                     { u"missingSteps"_qs, scoreJson(b.missing) },
                                     { u"mapping"_qs, shareJson(b.mapping) },
                                     { u"csPrecision"_qs, shareJson(b.csPrecision) },
                                     { u"analyzerCalls"_qs, b.analyzerCalls },
                                     { u"elapsedMs"_qs, b.elapsedMs },
                                     { u"steps"_qs, lines } });
    }
    QJsonArray skippedList;
    for (const QString &s : skipped)
        skippedList.append(s);
    return QJsonObject { { u"labels"_qs, labels },
                         { u"overall"_qs, scoreJson(overall) },
                         { u"missingSteps"_qs, scoreJson(missing) },
                         { u"mapping"_qs, shareJson(mapping) },
                         { u"csPrecision"_qs, shareJson(csPrecision) },
                         { u"bugs"_qs, bugList },
                         { u"skipped"_qs, skippedList } };
}

QString QualityEvaluation::toText(bool details) const
{
    QString t = u"label    precision  recall     F1    TP    FP    FN\n"_qs;
    for (StepQuality q : allLabels())
        t += scoreLine(qualityCode(q), perLabel.value(q));
    t += scoreLine(u"Overall"_qs, overall);
    t += u"\nmissing steps\n"_qs + scoreLine(u"MS steps"_qs, missing);
    t += u"(%1 reports; TP = suggested missing interactions found in the ground truth)\n"_qs.arg(bugs.size());
    t += u"\n"_qs + shareLine(u"mapping"_qs, mapping) + shareLine(u"CS precision"_qs, csPrecision);
    for (const QString &s : skipped)
        t += u"skipped: "_qs + s + u'\n';
    if (details) {
        for (const BugEvaluation &b : bugs) {
            t += u"\nbug %1 (%2): labels F1 %3, missing steps %4/%5 suggested/%6 expected matched, mapping %7/%8\n"_qs
                     .arg(b.bugId, b.appVersion)
                     .arg(b.labels.f1(), 0, 'f', 3)
                     .arg(b.missing.tp)
                     .arg(b.missing.tp + b.missing.fp)
                     .arg(b.missing.tp + b.missing.fn)
                     .arg(b.mapping.right)
                     .arg(b.mapping.total);
            for (const QString &l : b.lines)
                t += u"  " + l + u'\n';
        }
    }
    return t;
}

bool QualityEvaluator::readGroundTruth(const QString &path, QHash<QString, GroundTruthBug> *out, QString *error)
{
    CsvTable table;
    if (!readCsvFile(path, &table, error))
        return false;
    const QString interactionColumn = u"Interaction in Natural Language"_qs;
    for (const QString &col :
         { u"Bug_id"_qs, u"S2Rs"_qs, u"Individual Step"_qs, u"Quality Labels"_qs, interactionColumn }) {
        if (!table.header.contains(col)) {
            *error = u"%1: no column \"%2\" (columns: %3)"_qs.arg(path, col, table.header.join(u", "));
            return false;
        }
    }
    static const QRegularExpression idPrefix(u"^\\s*(\\d+(?:\\.\\d+)*)\\s*:\\s*(.*)$"_qs,
                                             QRegularExpression::DotMatchesEverythingOption);
    QHash<QString, GroundTruthBug> bugs;
    QString currentBug;
    QString sentenceId;
    QString sentenceText;
    QStringList pending;
    for (int r = 0; r < table.rows.size(); ++r) {
        const QHash<QString, QString> &row = table.rows.at(r);
        const QString bugId = row.value(u"Bug_id"_qs).trimmed();
        if (bugId.isEmpty())
            continue; // blank separator row between bugs
        if (bugId != currentBug) {
            currentBug = bugId;
            sentenceId.clear();
            sentenceText.clear();
            pending.clear();
        }
        GroundTruthBug &bug = bugs[bugId];
        bug.bugId = bugId;
        const QString s2r = row.value(u"S2Rs"_qs).trimmed();
        if (!s2r.isEmpty()) {
            const QRegularExpressionMatch m = idPrefix.match(s2r);
            sentenceId = m.hasMatch() ? m.captured(1) : QString();
            sentenceText = m.hasMatch() ? m.captured(2).trimmed() : s2r;
        }
        const QString step = row.value(u"Individual Step"_qs).trimmed();
        const QString interaction = row.value(interactionColumn).trimmed();
        if (step.isEmpty()) {
            if (!interaction.isEmpty())
                pending.append(interaction);
            continue;
        }
        GroundTruthStep g;
        g.sentenceId = sentenceId;
        g.sentenceText = sentenceText;
        g.text = step;
        g.interaction = interaction;
        for (const QString &code : row.value(u"Quality Labels"_qs).split(u',', Qt::SkipEmptyParts)) {
            StepQuality q;
            if (!qualityFromCode(code.trimmed(), &q)) {
                *error = u"%1:%2: unknown quality label \"%3\""_qs.arg(path)
                             .arg(table.rowLines.value(r))
                             .arg(code.trimmed());
                return false;
            }
            if (!g.labels.contains(q))
                g.labels.append(q);
        }
        // Unwritten interactions before an MS step are its missing steps; before any other step they
        // are further interactions of the previous (ambiguous) step.
        if (g.labels.contains(StepQuality::MissingSteps))
            bug.missing += pending;
        pending.clear();
        bug.steps.append(g);
    }
    *out = bugs;
    return true;
}

bool QualityEvaluator::missingMatches(const Interaction &interaction, const QString &groundTruth)
{
    QString gt = groundTruth.trimmed().toLower();
    // The action the phrase starts with.
    static const QList<std::pair<QString, ActionType>> verbs {
        { u"open app"_qs, ActionType::OpenApp },
        { u"long tap"_qs, ActionType::LongClick },
        { u"long click"_qs, ActionType::LongClick },
        { u"long press"_qs, ActionType::LongClick },
        { u"swipe up"_qs, ActionType::SwipeUp },
        { u"swipe down"_qs, ActionType::SwipeDown },
        { u"swipe left"_qs, ActionType::SwipeLeft },
        { u"swipe right"_qs, ActionType::SwipeRight },
        { u"scroll up"_qs, ActionType::SwipeUp },
        { u"scroll down"_qs, ActionType::SwipeDown },
        { u"swipe"_qs, ActionType::Swipe },
        { u"scroll"_qs, ActionType::Swipe },
        { u"type"_qs, ActionType::Type },
        { u"enter"_qs, ActionType::Type },
        { u"click"_qs, ActionType::Click },
        { u"tap"_qs, ActionType::Click },
        { u"press"_qs, ActionType::Click },
        { u"select"_qs, ActionType::Click },
    };
    ActionType action = ActionType::Unknown;
    for (const auto &[verb, type] : verbs) {
        if (gt.startsWith(verb) && (gt.size() == verb.size() || !gt.at(verb.size()).isLetter())) {
            action = type;
            gt = gt.mid(verb.size()).trimmed();
            break;
        }
    }
    if (action == ActionType::Unknown)
        return false;
    if (action == ActionType::Click && (gt == u"back" || gt == u"on back")) {
        if (interaction.action == ActionType::Back)
            return true;
    }
    const ActionType ia = interaction.action;
    const bool swipeGt = action == ActionType::Swipe || action == ActionType::SwipeUp || action == ActionType::SwipeDown
        || action == ActionType::SwipeLeft || action == ActionType::SwipeRight;
    bool actionOk = false;
    if (action == ActionType::Click)
        actionOk = ia == ActionType::Click || ia == ActionType::ClickMenu;
    else if (action == ActionType::Swipe)
        actionOk = swipeGt
            && (ia == ActionType::Swipe || ia == ActionType::SwipeUp || ia == ActionType::SwipeDown
                || ia == ActionType::SwipeLeft || ia == ActionType::SwipeRight);
    else
        actionOk = ia == action;
    if (!actionOk)
        return false;

    static const QRegularExpression quote(u"\"([^\"]*)\""_qs);
    QStringList quoted;
    QString rest = gt;
    for (auto it = quote.globalMatch(gt); it.hasNext();)
        quoted.append(it.next().captured(1));
    rest.remove(quote);
    static const QSet<QString> filler { u"the"_qs, u"a"_qs, u"an"_qs, u"on"_qs, u"in"_qs, u"of"_qs, u"to"_qs };
    QStringList restWords;
    for (const QString &w : lowerWords(rest)) {
        if (!filler.contains(w))
            restWords.append(w);
    }
    if (!interaction.component)
        return quoted.isEmpty() && (restWords.isEmpty() || action == ActionType::OpenApp || swipeGt);
    const GuiComponent &c = *interaction.component;
    if (!quoted.isEmpty()) {
        const QStringList names { c.text, c.contentDescription, ComponentText::identifierWords(c.resourceId).join(u' '),
                                  ComponentText::label(c) };
        for (const QString &q : std::as_const(quoted)) {
            const QString want = squash(q);
            bool found = false;
            for (const QString &n : names)
                found = found || (!want.isEmpty() && squash(n) == want);
            if (!found)
                return false;
        }
        return true; // the words after the quote name the class as the annotator saw it
    }
    QSet<QString> have;
    for (const QString &w : ComponentText::words(c))
        have.insert(plain(w));
    for (const QString &w : lowerWords(ComponentText::label(c)))
        have.insert(plain(w));
    if (restWords.isEmpty())
        return false;
    for (const QString &w : std::as_const(restWords)) {
        if (!have.contains(plain(w)))
            return false;
    }
    return true;
}

namespace {

// Ground-truth steps whose sheet row has no sentence id: find the sentence by its text.
QList<GroundTruthStep> withSentenceIds(QList<GroundTruthStep> gts, const QList<Sentence> &sentences)
{
    for (GroundTruthStep &g : gts) {
        if (!g.sentenceId.isEmpty())
            continue;
        const QString want = g.sentenceText.isEmpty() ? g.text : g.sentenceText;
        double best = 0;
        for (const Sentence &s : sentences) {
            const QString a = s.text.simplified().toLower(), b = want.simplified().toLower();
            const double o = (a == b || a.endsWith(b) || b.endsWith(a)) ? 2.0 : overlap(s.text, want);
            if (o > best && o >= 0.5) {
                best = o;
                g.sentenceId = s.id;
            }
        }
    }
    return gts;
}

// Which predicted step each ground-truth step is paired with, and back; -1 where unpaired.
struct StepAlignment {
    QList<int> partnerOfGt;
    QList<int> partnerOfPred;
};

// Pairs the steps of sentence \a sid: by word overlap, best first, then the leftovers in reading order.
void alignSentence(const QString &sid, const QList<GroundTruthStep> &gts, const QualityReport &predicted,
                   StepAlignment &al)
{
    QList<int> gi, pi;
    for (int i = 0; i < gts.size(); ++i) {
        if (gts.at(i).sentenceId == sid)
            gi.append(i);
    }
    for (int j = 0; j < predicted.steps.size(); ++j) {
        if (predicted.steps.at(j).step.sentenceId == sid)
            pi.append(j);
    }
    struct Pair {
        double score;
        int g, p;
    };
    QList<Pair> pairs;
    for (int g : std::as_const(gi)) {
        for (int p : std::as_const(pi)) {
            const StepAssessment &a = predicted.steps.at(p);
            const double o = overlap(gts.at(g).text, a.step.text.isEmpty() ? a.step.bracketForm() : a.step.text);
            if (o > 0)
                pairs.append(Pair { o, g, p });
        }
    }
    std::stable_sort(pairs.begin(), pairs.end(), [](const Pair &a, const Pair &b) { return a.score > b.score; });
    for (const Pair &pr : std::as_const(pairs)) {
        if (al.partnerOfGt[pr.g] < 0 && al.partnerOfPred[pr.p] < 0) {
            al.partnerOfGt[pr.g] = pr.p;
            al.partnerOfPred[pr.p] = pr.g;
        }
    }
    // Leftovers of the same sentence: reading order.
    QList<int> restG, restP;
    for (int g : std::as_const(gi)) {
        if (al.partnerOfGt[g] < 0)
            restG.append(g);
    }
    for (int p : std::as_const(pi)) {
        if (al.partnerOfPred[p] < 0)
            restP.append(p);
    }
    for (int k = 0; k < std::min(restG.size(), restP.size()); ++k) {
        al.partnerOfGt[restG[k]] = restP[k];
        al.partnerOfPred[restP[k]] = restG[k];
    }
}

// Steps are only paired within a sentence, sentences in the ground truth's order.
StepAlignment alignSteps(const QList<GroundTruthStep> &gts, const QualityReport &predicted)
{
    StepAlignment al { QList<int>(gts.size(), -1), QList<int>(predicted.steps.size(), -1) };
    QStringList sentenceIds;
    for (const GroundTruthStep &g : gts) {
        if (!sentenceIds.contains(g.sentenceId))
            sentenceIds.append(g.sentenceId);
    }
    for (const QString &sid : std::as_const(sentenceIds))
        alignSentence(sid, gts, predicted, al);
    return al;
}

// Why a pair got its labels: the ground truth's interaction, the predicted mapping and missing steps.
// \a matched: the suggested missing interactions found in the ground truth; the others are marked "(wrong)".
QStringList explainPair(const StepAssessment &a, const QString &gtInteraction, const ExecutionModel &model,
                        const QSet<const MissingInteraction *> &matched)
{
    QStringList out;
    if (!gtInteraction.isEmpty())
        out.append(u"    GT interaction: "_qs + gtInteraction);
    QStringList mapped;
    for (const QString &id : a.mappedInteractionIds) {
        const Interaction *e = model.interaction(id);
        mapped.append(e ? ComponentText::describe(*e, &model) : id);
    }
    if (!mapped.isEmpty()) {
        const Screen *screen = model.screen(a.screenId);
        out.append(u"    mapped on %1: %2"_qs.arg(screen && !screen->name.isEmpty() ? screen->name : a.screenId,
                                                  mapped.join(u" | ")));
    }
    QStringList missing;
    for (const MissingInteraction &mi : a.missingBefore)
        missing.append((matched.contains(&mi) ? QString() : u"(wrong) "_qs) + mi.description);
    if (!missing.isEmpty())
        out.append(u"    missing before: "_qs + missing.join(u"; "));
    return out;
}

// Labels, mapping accuracy and CS precision of the aligned steps, then of the predicted steps left unpaired.
void scoreSteps(const QList<GroundTruthStep> &gts, const QualityReport &predicted, const ExecutionModel &model,
                const StepAlignment &al, const QSet<const MissingInteraction *> &matched, QualityEvaluation *eval,
                BugEvaluation &bug)
{
    for (int g = 0; g < gts.size(); ++g) {
        const GroundTruthStep &gs = gts.at(g);
        const int p = al.partnerOfGt[g];
        const QString head = gs.sentenceId + u' ' + gs.text;
        if (p < 0) {
            if (!gs.labels.isEmpty())
                QualityEvaluator::countLabels(gs.labels, {}, eval, bug);
            bug.mapping.total += gs.labels.contains(StepQuality::Correct) || gs.labels.contains(StepQuality::Ambiguous);
            bug.lines.append(head + u" | (not found): GT " + labelsText(gs.labels) + u" vs []");
            continue;
        }
        const StepAssessment &a = predicted.steps.at(p);
        if (!gs.labels.isEmpty())
            QualityEvaluator::countLabels(gs.labels, a.labels, eval, bug);
        const Interaction *first
            = a.mappedInteractionIds.isEmpty() ? nullptr : model.interaction(a.mappedInteractionIds.first());
        const bool mappedRight
            = first && !gs.interaction.isEmpty() && QualityEvaluator::missingMatches(*first, gs.interaction);
        if (gs.labels.contains(StepQuality::Correct) || gs.labels.contains(StepQuality::Ambiguous)) {
            ++bug.mapping.total;
            bug.mapping.right += mappedRight;
        }
        if (a.labels.contains(StepQuality::Correct)) {
            ++bug.csPrecision.total;
            bug.csPrecision.right += mappedRight && gs.labels.contains(StepQuality::Correct);
        }
        bug.lines.append(head + u" | " + a.step.bracketForm() + u": GT " + labelsText(gs.labels) + u" vs "
                         + labelsText(a.labels) + (gs.labels.isEmpty() ? u" (not scored)"_qs : QString()));
        bug.lines += explainPair(a, gs.interaction, model, matched);
    }
    for (int p = 0; p < predicted.steps.size(); ++p) {
        if (al.partnerOfPred[p] >= 0)
            continue;
        const StepAssessment &a = predicted.steps.at(p);
        QualityEvaluator::countLabels({}, a.labels, eval, bug);
        bug.csPrecision.total += a.labels.contains(StepQuality::Correct);
        bug.lines.append(a.step.sentenceId + u" (no such step in the ground truth) | " + a.step.bracketForm() + u": "
                         + labelsText(a.labels));
        bug.lines += explainPair(a, QString(), model, matched);
    }
}

// §VI-B: suggested missing interactions against the ground truth's, each matched once. \returns those matched;
// \a notSuggested names the expected ones no suggestion matched.
QSet<const MissingInteraction *> scoreMissingSteps(const GroundTruthBug &gt, const QualityReport &predicted,
                                                   const ExecutionModel &model, BugEvaluation &bug,
                                                   QStringList *notSuggested)
{
    QSet<const MissingInteraction *> matched;
    QList<bool> used(gt.missing.size(), false);
    int suggested = 0;
    for (const StepAssessment &a : predicted.steps) {
        for (const MissingInteraction &mi : a.missingBefore) {
            ++suggested;
            const Interaction *e = model.interaction(mi.interactionId);
            if (!e)
                continue;
            for (int k = 0; k < gt.missing.size(); ++k) {
                if (!used[k] && QualityEvaluator::missingMatches(*e, gt.missing.at(k))) {
                    used[k] = true;
                    matched.insert(&mi);
                    ++bug.missing.tp;
                    break;
                }
            }
        }
    }
    bug.missing.fp = suggested - bug.missing.tp;
    bug.missing.fn = int(gt.missing.size()) - bug.missing.tp;
    for (int k = 0; k < gt.missing.size(); ++k) {
        if (!used[k])
            notSuggested->append(gt.missing.at(k));
    }
    return matched;
}

} // namespace

void QualityEvaluator::countLabels(const QList<StepQuality> &truth, const QList<StepQuality> &predicted,
                                   QualityEvaluation *eval, BugEvaluation &bug)
{
    for (StepQuality q : allLabels()) {
        LabelScore s;
        s.tp = truth.contains(q) && predicted.contains(q);
        s.fp = !truth.contains(q) && predicted.contains(q);
        s.fn = truth.contains(q) && !predicted.contains(q);
        eval->perLabel[q] += s;
        eval->overall += s;
        bug.labels += s;
    }
}

void QualityEvaluator::scoreBug(const GroundTruthBug &gt, const QList<Sentence> &sentences,
                                const QualityReport &predicted, const ExecutionModel &model, QualityEvaluation *eval)
{
    BugEvaluation bug;
    bug.bugId = gt.bugId;
    bug.appVersion = predicted.appVersion;
    bug.analyzerCalls = predicted.analyzerCalls;
    bug.elapsedMs = predicted.elapsedMs;

    const QList<GroundTruthStep> gts = withSentenceIds(gt.steps, sentences);
    QStringList notSuggested;
    const QSet<const MissingInteraction *> matched = scoreMissingSteps(gt, predicted, model, bug, &notSuggested);
    scoreSteps(gts, predicted, model, alignSteps(gts, predicted), matched, eval, bug);
    if (!notSuggested.isEmpty())
        bug.lines.append(u"missing steps not suggested: " + notSuggested.join(u"; "));
    eval->missing += bug.missing;
    eval->mapping += bug.mapping;
    eval->csPrecision += bug.csPrecision;
    eval->bugs.append(bug);
}

QString QualityEvaluator::graphFileFor(const QString &graphsDir, const QString &bugId, const QString &appVersion,
                                       const QString &set, QString *error)
{
    const QDir dir(graphsDir);
    auto dumpIn = [](const QDir &folder) { return folder.filePath(folder.dirName() + u"-graph.txt"); };
    if (!appVersion.isEmpty()) {
        for (const QString &candidate :
             { dir.filePath(appVersion), dir.filePath(set + u'/' + appVersion),
               dir.filePath(u"test_set/"_qs + appVersion), dir.filePath(u"development_set/"_qs + appVersion) }) {
            const QString f = dumpIn(QDir(candidate));
            if (QFileInfo::exists(f))
                return f;
        }
        *error = u"%1: no model folder \"%2\" for bug %3"_qs.arg(graphsDir, appVersion, bugId);
        return {};
    }
    const QString index = dir.filePath(u"index.csv"_qs);
    CsvTable table;
    if (!readCsvFile(index, &table, error))
        return {};
    for (const QString &col : { u"set"_qs, u"bug_id"_qs, u"app_version_folder"_qs }) {
        if (!table.header.contains(col)) {
            *error = u"%1: no column \"%2\""_qs.arg(index, col);
            return {};
        }
    }
    for (const auto &row : std::as_const(table.rows)) {
        if (row.value(u"bug_id"_qs).trimmed() == bugId && row.value(u"set"_qs).trimmed() == set) {
            const QString folder = row.value(u"app_version_folder"_qs).trimmed();
            const QString f = dumpIn(QDir(dir.filePath(set + u'/' + folder)));
            if (!QFileInfo::exists(f)) {
                *error = u"%1: bug %2 maps to %3, which does not exist"_qs.arg(index, bugId, f);
                return {};
            }
            return f;
        }
    }
    *error = u"%1: no row for bug %2 in set %3"_qs.arg(index, bugId, set);
    return {};
}

bool QualityEvaluator::run(const QString &reportsCsv, const QString &graphsDir, const QString &groundTruthCsv,
                           LanguageBackend &backend, QualityEvaluation *out, QString *error, const QString &set)
{
    QHash<QString, GroundTruthBug> truth;
    if (!readGroundTruth(groundTruthCsv, &truth, error))
        return false;
    CsvTable reports;
    if (!readCsvFile(reportsCsv, &reports, error))
        return false;
    for (const QString &col : { u"Bug_id"_qs, u"Bug Reports"_qs }) {
        if (!reports.header.contains(col)) {
            *error = u"%1: no column \"%2\""_qs.arg(reportsCsv, col);
            return false;
        }
    }
    QualityEvaluation eval;
    QHash<QString, ExecutionModel> models; // by graph file: several bugs share a version
    QSet<QString> seen;
    QualityAssessor assessor(backend);
    for (int r = 0; r < reports.rows.size(); ++r) {
        const auto &row = reports.rows.at(r);
        const QString bugId = row.value(u"Bug_id"_qs).trimmed();
        const auto gt = truth.constFind(bugId);
        if (gt == truth.cend()) {
            eval.skipped.append(u"bug %1: no ground truth"_qs.arg(bugId));
            continue;
        }
        seen.insert(bugId);
        const QString graphFile = graphFileFor(graphsDir, bugId, row.value(u"App Version"_qs).trimmed(), set, error);
        if (graphFile.isEmpty())
            return false;
        if (!models.contains(graphFile)) {
            GraphDumpReader reader;
            if (!reader.read(graphFile)) {
                *error = reader.errorString();
                return false;
            }
            models.insert(graphFile, reader.model());
        }
        const ExecutionModel &model = models[graphFile];
        QString parseError;
        const QString text = row.value(u"Bug Reports"_qs);
        const QList<Sentence> sentences = parseLabelledReport(text, &parseError);
        if (!parseError.isEmpty()) {
            *error = u"%1:%2: bug %3: %4"_qs.arg(reportsCsv).arg(reports.rowLines.value(r)).arg(bugId, parseError);
            return false;
        }
        const QualityReport report = assessor.assessSentences(sentences, text, model, QualityAssessor::Options {});
        scoreBug(*gt, report.sentences.isEmpty() ? sentences : report.sentences, report, model, &eval);
    }
    for (auto it = truth.cbegin(); it != truth.cend(); ++it) {
        if (!seen.contains(it.key()))
            eval.skipped.append(u"bug %1: ground truth but no report"_qs.arg(it.key()));
    }
    *out = eval;
    return true;
}

} // namespace StepWise
