// SPDX-License-Identifier: GPL-3.0-or-later
#include "segmentmatcher.h"

#include "hungarian.h"
#include "segmenttree.h"
#include "viewtree.h"

#include <QSet>

#include <cmath>

namespace StepWise {

namespace {

const QSet<QString> &stopWords()
{
    // A short English list (articles, pronouns, auxiliaries, prepositions); UI words stay.
    static const QSet<QString> s {
        u"a"_qs,   u"an"_qs,  u"the"_qs,  u"and"_qs,  u"or"_qs,   u"of"_qs,  u"to"_qs,   u"in"_qs,   u"on"_qs,
        u"at"_qs,  u"by"_qs,  u"for"_qs,  u"with"_qs, u"from"_qs, u"is"_qs,  u"are"_qs,  u"was"_qs,  u"be"_qs,
        u"it"_qs,  u"its"_qs, u"this"_qs, u"that"_qs, u"as"_qs,   u"id"_qs,  u"your"_qs, u"you"_qs,  u"we"_qs,
        u"our"_qs, u"my"_qs,  u"me"_qs,   u"i"_qs,    u"do"_qs,   u"has"_qs, u"have"_qs, u"will"_qs, u"can"_qs,
    };
    return s;
}

} // namespace

QStringList SegmentMatcher::words(const QString &s)
{
    QStringList out;
    QString cur;
    const auto flush = [&] {
        const QString w = cur.toLower();
        if (w.size() > 1 && !stopWords().contains(w))
            out.append(w);
        cur.clear();
    };
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s.at(i);
        if (!c.isLetterOrNumber()) {
            flush();
            continue;
        }
        if (!cur.isEmpty()) {
            const QChar prev = cur.back();
            const bool lowerToUpper = prev.isLower() && c.isUpper();
            const bool acronymEnd = prev.isUpper() && c.isUpper() && i + 1 < s.size() && s.at(i + 1).isLower();
            const bool digitEdge = prev.isDigit() != c.isDigit();
            if (lowerToUpper || acronymEnd || digitEdge)
                flush();
        }
        cur.append(c);
    }
    flush();
    return out;
}

QStringList SegmentMatcher::document(const ViewTree &tree, const QList<int> &roots)
{
    QStringList doc;
    for (int r : roots) {
        for (int n : tree.subtree(r)) {
            const ViewNode &v = tree.node(n);
            doc += words(v.text);
            doc += words(v.contentDescription);
            doc += words(v.resourceEntry());
            doc += words(v.hint);
        }
    }
    return doc;
}

QList<QList<double>> SegmentMatcher::similarity(const QList<QStringList> &from, const QList<QStringList> &to)
{
    const QList<QStringList> all = from + to;
    QHash<QString, int> df;
    for (const QStringList &d : all) {
        for (const QString &w : QSet<QString>(d.cbegin(), d.cend()))
            ++df[w];
    }
    const double n = double(all.size());
    const auto vectorOf = [&](const QStringList &d) {
        QHash<QString, double> v;
        for (const QString &w : d)
            v[w] += 1.0 / d.size();
        double norm = 0;
        for (auto it = v.begin(); it != v.end(); ++it) {
            it.value() *= std::log((1 + n) / (1 + df.value(it.key()))) + 1;
            norm += it.value() * it.value();
        }
        norm = std::sqrt(norm);
        for (auto it = v.begin(); it != v.end(); ++it)
            it.value() /= norm;
        return v;
    };
    QList<QHash<QString, double>> fv, tv;
    for (const QStringList &d : from)
        fv.append(vectorOf(d));
    for (const QStringList &d : to)
        tv.append(vectorOf(d));
    QList<QList<double>> m(from.size(), QList<double>(to.size(), 0.0));
    for (qsizetype i = 0; i < fv.size(); ++i) {
        for (qsizetype j = 0; j < tv.size(); ++j) {
            const QHash<QString, double> &a = fv.at(i).size() <= tv.at(j).size() ? fv.at(i) : tv.at(j);
            const QHash<QString, double> &b = &a == &fv.at(i) ? tv.at(j) : fv.at(i);
            double dot = 0;
            for (auto it = a.cbegin(); it != a.cend(); ++it)
                dot += it.value() * b.value(it.key());
            m[i][j] = std::isfinite(dot) ? std::clamp(dot, 0.0, 1.0) : 0.0; // empty documents give 0
        }
    }
    return m;
}

QHash<int, int> SegmentMatcher::matchLeaves(const ViewTree &from, const SegmentTree &fromSegs, const ViewTree &to,
                                            const SegmentTree &toSegs)
{
    const QList<int> fl = fromSegs.leaves();
    const QList<int> tl = toSegs.leaves();
    QList<QStringList> fd, td;
    for (int s : fl)
        fd.append(document(from, fromSegs.segments.at(s).roots));
    for (int s : tl)
        td.append(document(to, toSegs.segments.at(s).roots));
    const QList<QList<double>> sim = similarity(fd, td);
    const QList<int> assign = maxWeightAssignment(sim);
    QHash<int, int> out;
    for (qsizetype i = 0; i < fl.size(); ++i) {
        const int j = assign.at(i);
        out.insert(fl.at(i), j >= 0 && sim.at(i).at(j) > 0 ? tl.at(j) : -1);
    }
    return out;
}

} // namespace StepWise
