// SPDX-License-Identifier: GPL-3.0-or-later
#include "correspondenceeval.h"

#include "screenmatcher.h"
#include "viewtree.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QStringDecoder>

#include <memory>

namespace StepWise {

QList<QStringList> CorrespondenceEval::parseCsv(const QString &text, int *badLine)
{
    QList<QStringList> records;
    QStringList rec;
    QString field;
    bool quoted = false, any = false;
    int line = 1, quoteLine = 0;
    *badLine = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field.append(u'"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field.append(c);
            }
            continue;
        }
        if (c == u'"') {
            quoted = true;
            quoteLine = line;
            any = true;
        } else if (c == u',') {
            rec.append(field);
            field.clear();
            any = true;
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            ++line;
            if (any || !field.isEmpty()) {
                rec.append(field);
                records.append(rec);
            }
            rec.clear();
            field.clear();
            any = false;
        } else {
            field.append(c);
            any = true;
        }
    }
    if (quoted) {
        *badLine = quoteLine;
        return records;
    }
    if (any || !field.isEmpty()) {
        rec.append(field);
        records.append(rec);
    }
    return records;
}

bool CorrespondenceEval::load(const QString &csvPath, QString *error)
{
    m_rows.clear();
    QFile f(csvPath);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(csvPath, f.errorString());
        return false;
    }
    QStringDecoder dec(QStringDecoder::Utf8);
    const QString text = dec.decode(f.readAll());
    if (dec.hasError()) {
        *error = QStringLiteral("%1 is not valid UTF-8").arg(csvPath);
        return false;
    }
    int bad = 0;
    const QList<QStringList> recs = parseCsv(text, &bad);
    if (bad) {
        *error = QStringLiteral("%1:%2: unterminated quoted field").arg(csvPath).arg(bad);
        return false;
    }
    if (recs.isEmpty()) {
        *error = QStringLiteral("%1 is empty").arg(csvPath);
        return false;
    }
    QHash<QString, int> col;
    for (qsizetype i = 0; i < recs.first().size(); ++i)
        col.insert(recs.first().at(i).trimmed(), int(i));
    for (const char *need :
         { "pair_id", "app_package", "activity", "phone_path", "tablet_path", "relation", "notes" }) {
        if (!col.contains(QLatin1String(need))) {
            *error = QStringLiteral("%1:1: missing column '%2'").arg(csvPath, QLatin1String(need));
            return false;
        }
    }
    static const QRegularExpression tagRe(QStringLiteral("\\[(\\w+)(?::([^\\]]*))?\\]"));
    for (qsizetype r = 1; r < recs.size(); ++r) {
        const QStringList &rec = recs.at(r);
        const auto get = [&](const char *name) {
            const int i = col.value(QLatin1String(name), -1);
            return i >= 0 && i < rec.size() ? rec.at(i) : QString();
        };
        if (rec.size() < col.size()) {
            *error = QStringLiteral("%1: record %2 has %3 fields, expected %4")
                         .arg(csvPath)
                         .arg(r + 1)
                         .arg(rec.size())
                         .arg(col.size());
            return false;
        }
        CorrespondenceRow row;
        row.pairId = get("pair_id");
        row.appPackage = get("app_package");
        row.activity = get("activity");
        row.phonePath = get("phone_path");
        row.tabletPath = get("tablet_path");
        row.relation = get("relation");
        row.revealPath = get("reveal_tablet_path");
        if (row.relation != u"same" && row.relation != u"none" && row.relation != u"revealed_by") {
            *error = QStringLiteral("%1: record %2: unknown relation '%3'").arg(csvPath).arg(r + 1).arg(row.relation);
            return false;
        }
        QRegularExpressionMatchIterator it = tagRe.globalMatch(get("notes"));
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const QString name = m.captured(1);
            if (name == u"alt")
                row.alternatives = m.captured(2).split(u'|', Qt::SkipEmptyParts);
            else if (name == u"path" && m.captured(2) == u"differs")
                row.pathDiffers = true;
            else if (name == u"lowconf")
                row.lowConfidence = true;
        }
        m_rows.append(row);
    }
    return true;
}

namespace {

QString dumpPath(const QString &dir, const CorrespondenceRow &row, const char *side)
{
    const QString name = QStringLiteral("%1_%2_%3.xml").arg(row.pairId, QLatin1String(side), row.activity);
    const QString nested = QDir(dir).filePath(row.appPackage + u'/' + name);
    return QFile::exists(nested) ? nested : QDir(dir).filePath(name);
}

struct Pair {
    std::optional<ViewTree> phone, tablet;
    std::unique_ptr<ScreenMatcher> matcher;
    QString error;
};

} // namespace

void CorrespondenceEval::run(const QString &pairsDir)
{
    QHash<QString, std::shared_ptr<Pair>> pairs;
    for (CorrespondenceRow &row : m_rows) {
        const QString key = row.appPackage + u'/' + row.pairId + u'/' + row.activity;
        std::shared_ptr<Pair> &p = pairs[key];
        if (!p) {
            p = std::make_shared<Pair>();
            QString err;
            p->phone = ViewTree::load(dumpPath(pairsDir, row, "phone"), &err);
            if (p->phone)
                p->tablet = ViewTree::load(dumpPath(pairsDir, row, "tablet"), &err);
            if (!p->phone || !p->tablet) {
                p->error = err;
            } else {
                const int pr = p->phone->appRoot(row.appPackage);
                const int tr = p->tablet->appRoot(row.appPackage);
                if (pr < 0 || tr < 0)
                    p->error = QStringLiteral("no window of package %1 in pair %2").arg(row.appPackage, row.pairId);
                else
                    p->matcher = std::make_unique<ScreenMatcher>(*p->phone, pr, *p->tablet, tr);
            }
        }
        if (!p->error.isEmpty()) {
            row.error = p->error;
            row.answer = QStringLiteral("error");
            continue;
        }
        const int node = p->phone->nodeAtPath(p->phone->appRoot(row.appPackage), row.phonePath);
        if (node < 0) {
            row.error = QStringLiteral("phone path %1 does not exist in pair %2").arg(row.phonePath, row.pairId);
            row.answer = QStringLiteral("error");
            continue;
        }
        const Correspondence c = p->matcher->match(node);
        row.answer = c.isValid() ? c.path : QStringLiteral("none");
        row.reason = c.reason;
        if (row.relation == u"same") {
            row.strict = c.isValid() && c.path == row.tabletPath;
            bool lenient = row.strict || (c.isValid() && row.alternatives.contains(c.path));
            if (!lenient && c.isValid()) {
                const int gt = p->tablet->nodeAtPath(p->tablet->appRoot(row.appPackage), row.tabletPath);
                lenient = gt >= 0 && p->tablet->node(gt).clickable && p->tablet->clickableAncestorOrSelf(c.node) == gt;
            }
            row.lenient = lenient;
        } else if (row.relation == u"none") {
            row.strict = !c.isValid();
            row.lenient = row.strict || row.alternatives.contains(c.path);
        } else {
            row.strict = !c.isValid() || c.path == row.revealPath;
            row.lenient = row.strict;
        }
    }
}

CorrespondenceSummary CorrespondenceEval::summary() const
{
    CorrespondenceSummary s;
    int ok = 0, okLen = 0, sameOk = 0, sameHi = 0, sameHiOk = 0, pdOk = 0, pdLen = 0, noneOk = 0, revOk = 0,
        falseMatch = 0, skip = 0;
    for (const CorrespondenceRow &r : m_rows) {
        ++s.rows;
        ok += r.strict;
        okLen += r.lenient;
        s.errors += !r.error.isEmpty();
        if (r.relation == u"same") {
            ++s.sameRows;
            sameOk += r.strict;
            skip += r.answer == u"none";
            if (!r.lowConfidence) {
                ++sameHi;
                sameHiOk += r.strict;
            }
            if (r.pathDiffers) {
                ++s.pathDiffersRows;
                pdOk += r.strict;
                pdLen += r.lenient;
            }
        } else if (r.relation == u"none") {
            ++s.noneRows;
            noneOk += r.strict;
            falseMatch += r.answer != u"none";
        } else {
            ++s.revealRows;
            revOk += r.strict;
        }
    }
    const auto ratio = [](int a, int b) { return b > 0 ? double(a) / b : -1.0; };
    s.overall = ratio(ok, s.rows);
    s.overallLenient = ratio(okLen, s.rows);
    s.same = ratio(sameOk, s.sameRows);
    s.sameWithoutLowConf = ratio(sameHiOk, sameHi);
    s.pathDiffers = ratio(pdOk, s.pathDiffersRows);
    s.pathDiffersLenient = ratio(pdLen, s.pathDiffersRows);
    s.none = ratio(noneOk, s.noneRows);
    s.revealed = ratio(revOk, s.revealRows);
    s.falseMatchRate = ratio(falseMatch, s.noneRows);
    s.sameSkipRate = ratio(skip, s.sameRows);
    return s;
}

} // namespace StepWise
