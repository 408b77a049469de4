// SPDX-License-Identifier: GPL-3.0-or-later
#include "labelledevaluator.h"

#include "graph/graphdumpreader.h"
#include "language/componenttext.h"
#include "qualityassessor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace StepWise {

namespace {

/*! The data's offsets count code points (as Python's str does); QString counts UTF-16 units. */
QList<qsizetype> utf16Offsets(const QString &text)
{
    QList<qsizetype> out;
    out.reserve(text.size() + 1);
    for (qsizetype i = 0; i < text.size(); ++i) {
        out.append(i);
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate())
            ++i;
    }
    out.append(text.size());
    return out;
}

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray())
        out.append(x.toString());
    return out;
}

bool readArray(const QString &path, QJsonArray *out, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = u"%1: %2"_qs.arg(path, f.errorString());
        return false;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isArray()) {
        *error = u"%1: not a JSON array (%2)"_qs.arg(
            path, pe.error != QJsonParseError::NoError ? pe.errorString() : u"another value"_qs);
        return false;
    }
    *out = doc.array();
    return true;
}

QString labelsText(const QList<StepQuality> &labels)
{
    QStringList codes;
    for (StepQuality q : labels)
        codes.append(qualityCode(q));
    return u'[' + codes.join(u", ") + u']';
}

QString describeId(const ExecutionModel &model, const QString &id)
{
    const Interaction *e = model.interaction(id);
    if (!e)
        return id.left(8);
    const Screen *s = model.screen(e->sourceId);
    return ComponentText::describe(*e, &model) + u" on " + (s && !s->name.isEmpty() ? s->name : e->sourceId.left(8));
}

} // namespace

bool LabelledEvaluator::read(const QString &folder, QList<LabelledReport> *out, QString *error)
{
    const QString reportsPath = QDir(folder).filePath(u"reports.json"_qs);
    const QString truthPath = QDir(folder).filePath(u"groundtruth.json"_qs);
    QJsonArray reports, truth;
    if (!readArray(reportsPath, &reports, error) || !readArray(truthPath, &truth, error))
        return false;
    QHash<QString, QJsonObject> truthById;
    for (const QJsonValue &v : std::as_const(truth)) {
        const QJsonObject o = v.toObject();
        if (o.value(u"id"_qs).toString().isEmpty() || !o.value(u"steps"_qs).isArray()) {
            *error = u"%1: an entry without \"id\" or \"steps\""_qs.arg(truthPath);
            return false;
        }
        truthById.insert(o.value(u"id"_qs).toString(), o);
    }
    QList<LabelledReport> result;
    for (const QJsonValue &v : std::as_const(reports)) {
        const QJsonObject r = v.toObject();
        LabelledReport report;
        report.id = r.value(u"id"_qs).toString();
        report.appVersion = r.value(u"app_version"_qs).toString();
        const QString title = r.value(u"title"_qs).toString();
        const QString body = r.value(u"text"_qs).toString();
        if (report.id.isEmpty() || report.appVersion.isEmpty() || body.isEmpty()) {
            *error = u"%1: a report without \"id\", \"app_version\" or \"text\""_qs.arg(reportsPath);
            return false;
        }
        const auto t = truthById.constFind(report.id);
        if (t == truthById.cend()) {
            *error = u"%1: no ground truth for report %2"_qs.arg(truthPath, report.id);
            return false;
        }
        // The report as one document: title, blank line, body; spans shift by the title and the blank line.
        report.text = title.isEmpty() ? body : title + u"\n\n" + body;
        const qsizetype shift = report.text.size() - body.size();
        const QList<qsizetype> at = utf16Offsets(body);
        for (const QJsonValue &sv : t->value(u"steps"_qs).toArray()) {
            const QJsonObject so = sv.toObject();
            const QJsonArray span = so.value(u"span"_qs).toArray();
            const qsizetype b = span.at(0).toInteger(-1), e = span.at(1).toInteger(-1);
            if (span.size() != 2 || b < 0 || e < b || e >= at.size()) {
                *error = u"%1: report %2: a step span outside its text"_qs.arg(truthPath, report.id);
                return false;
            }
            LabelledStep step;
            step.text = so.value(u"step_text"_qs).toString();
            step.begin = at.at(b) + shift;
            step.end = at.at(e) + shift;
            for (const QString &code : strings(so.value(u"labels"_qs))) {
                StepQuality q;
                if (!qualityFromCode(code, &q)) {
                    *error = u"%1: report %2: unknown label \"%3\""_qs.arg(truthPath, report.id, code);
                    return false;
                }
                step.labels.append(q);
            }
            step.transitions = strings(so.value(u"transitions"_qs));
            step.accepted = step.transitions + strings(so.value(u"alternatives"_qs))
                + strings(so.value(u"same_interaction_other_targets"_qs));
            step.missingBefore = strings(so.value(u"missing_before"_qs));
            // A step's field (the README's table of step fields), keyed by a missing transition of any step.
            const QJsonObject eq = so.value(u"missing_equivalents"_qs).toObject();
            for (auto it = eq.constBegin(); it != eq.constEnd(); ++it)
                report.missingEquivalents[it.key()] += strings(it.value());
            report.steps.append(step);
        }
        truthById.remove(report.id);
        result.append(report);
    }
    if (!truthById.isEmpty()) {
        *error = u"%1: ground truth for report %2, which %3 does not hold"_qs.arg(truthPath, truthById.begin().key(),
                                                                                  reportsPath);
        return false;
    }
    *out = result;
    return true;
}

void LabelledEvaluator::scoreReport(const LabelledReport &truth, const QualityReport &predicted,
                                    const ExecutionModel &model, QualityEvaluation *eval)
{
    BugEvaluation bug;
    bug.bugId = truth.id;
    bug.appVersion = truth.appVersion;
    bug.analyzerCalls = predicted.analyzerCalls;
    bug.elapsedMs = predicted.elapsedMs;

    const QList<StepAssessment> &pred = predicted.steps;
    struct Pair {
        qsizetype overlap;
        int g, p;
    };
    QList<Pair> pairs;
    for (int g = 0; g < truth.steps.size(); ++g) {
        for (int p = 0; p < pred.size(); ++p) {
            const S2RStep &s = pred.at(p).step;
            if (s.offset < 0)
                continue;
            const qsizetype o
                = std::min(truth.steps.at(g).end, s.offset + s.length) - std::max(truth.steps.at(g).begin, s.offset);
            if (o > 0)
                pairs.append(Pair { o, g, p });
        }
    }
    std::stable_sort(pairs.begin(), pairs.end(), [](const Pair &a, const Pair &b) { return a.overlap > b.overlap; });
    QList<int> partnerOfGt(truth.steps.size(), -1), partnerOfPred(pred.size(), -1);
    for (const Pair &pr : std::as_const(pairs)) {
        if (partnerOfGt[pr.g] < 0 && partnerOfPred[pr.p] < 0) {
            partnerOfGt[pr.g] = pr.p;
            partnerOfPred[pr.p] = pr.g;
        }
    }

    // AstroBR §VI-B by id: each suggested interaction matches one expected missing transition (or an equivalent).
    QStringList expected;
    for (const LabelledStep &s : truth.steps)
        expected += s.missingBefore;
    QList<bool> used(expected.size(), false);
    QSet<const MissingInteraction *> matched; // for --explain, which marks the suggestions found nowhere
    int suggested = 0;
    for (const StepAssessment &a : pred) {
        for (const MissingInteraction &mi : a.missingBefore) {
            ++suggested;
            for (qsizetype k = 0; k < expected.size(); ++k) {
                if (!used[k]
                    && (expected.at(k) == mi.interactionId
                        || truth.missingEquivalents.value(expected.at(k)).contains(mi.interactionId))) {
                    used[k] = true;
                    matched.insert(&mi);
                    ++bug.missing.tp;
                    break;
                }
            }
        }
    }

    auto explain = [&](const StepAssessment &a) {
        QStringList out;
        if (!a.mappedInteractionIds.isEmpty())
            out.append(u"    mapped (%1): "_qs.arg(a.confidence, 0, 'f', 2)
                       + describeId(model, a.mappedInteractionIds.first()));
        QStringList missing;
        for (const MissingInteraction &mi : a.missingBefore)
            missing.append((matched.contains(&mi) ? QString() : u"(wrong) "_qs) + mi.description);
        if (!missing.isEmpty())
            out.append(u"    missing before: "_qs + missing.join(u"; "));
        return out;
    };
    for (int g = 0; g < truth.steps.size(); ++g) {
        const LabelledStep &gs = truth.steps.at(g);
        const int p = partnerOfGt[g];
        const bool mappable = gs.labels.contains(StepQuality::Correct) || gs.labels.contains(StepQuality::Ambiguous);
        bug.mapping.total += mappable;
        if (p < 0) {
            QualityEvaluator::countLabels(gs.labels, {}, eval, bug);
            bug.lines.append(gs.text + u" | (not found): GT " + labelsText(gs.labels) + u" vs []");
            continue;
        }
        const StepAssessment &a = pred.at(p);
        QualityEvaluator::countLabels(gs.labels, a.labels, eval, bug);
        const bool right = !a.mappedInteractionIds.isEmpty() && gs.accepted.contains(a.mappedInteractionIds.first());
        bug.mapping.right += mappable && right;
        if (a.labels.contains(StepQuality::Correct)) {
            ++bug.csPrecision.total;
            bug.csPrecision.right += right && gs.labels.contains(StepQuality::Correct);
        }
        bug.lines.append(gs.text + u" | " + a.step.bracketForm() + u": GT " + labelsText(gs.labels) + u" vs "
                         + labelsText(a.labels) + (mappable && !right ? u" (mapped wrong)"_qs : QString()));
        if (mappable && !right && !gs.transitions.isEmpty())
            bug.lines.append(u"    GT: "_qs + describeId(model, gs.transitions.first()));
        bug.lines += explain(a);
    }
    for (int p = 0; p < pred.size(); ++p) {
        if (partnerOfPred[p] >= 0)
            continue;
        const StepAssessment &a = pred.at(p);
        QualityEvaluator::countLabels({}, a.labels, eval, bug);
        bug.csPrecision.total += a.labels.contains(StepQuality::Correct);
        bug.lines.append(u"(no such step) | "_qs + a.step.bracketForm() + u": " + labelsText(a.labels));
        bug.lines += explain(a);
    }

    bug.missing.fp = suggested - bug.missing.tp;
    bug.missing.fn = int(expected.size()) - bug.missing.tp;
    QStringList unmatched;
    for (qsizetype k = 0; k < expected.size(); ++k) {
        if (!used[k])
            unmatched.append(describeId(model, expected.at(k)));
    }
    if (!unmatched.isEmpty())
        bug.lines.append(u"missing steps not suggested: " + unmatched.join(u"; "));
    eval->missing += bug.missing;
    eval->mapping += bug.mapping;
    eval->csPrecision += bug.csPrecision;
    eval->bugs.append(bug);
}

bool LabelledEvaluator::run(const QString &folder, const QString &graphsDir, LanguageBackend &backend,
                            QualityEvaluation *out, QString *error)
{
    QList<LabelledReport> reports;
    if (!read(folder, &reports, error))
        return false;
    QualityEvaluation eval;
    QHash<QString, ExecutionModel> models;
    QualityAssessor assessor(backend);
    for (const LabelledReport &r : std::as_const(reports)) {
        if (!models.contains(r.appVersion)) {
            const QString graphFile
                = QualityEvaluator::graphFileFor(graphsDir, r.id, r.appVersion, u"test_set"_qs, error);
            if (graphFile.isEmpty())
                return false;
            GraphDumpReader reader;
            if (!reader.read(graphFile)) {
                *error = reader.errorString();
                return false;
            }
            models.insert(r.appVersion, reader.model());
        }
        const ExecutionModel &model = models[r.appVersion];
        scoreReport(r, assessor.assess(r.text, model, QualityAssessor::Options {}), model, &eval);
    }
    *out = eval;
    return true;
}

} // namespace StepWise
