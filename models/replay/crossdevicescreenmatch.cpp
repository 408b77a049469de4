// SPDX-License-Identifier: GPL-3.0-or-later
#include "crossdevicescreenmatch.h"

#include "hungarian.h"
#include "segmentmatcher.h"
#include "uisegmenter.h"
#include "viewtree.h"

#include <QCryptographicHash>
#include <QHash>

#include <algorithm>
#include <memory>

namespace StepWise {

namespace {

/*! One dump, parsed and segmented once: the app window's package and its leaf documents. */
struct Prepared {
    bool parsed = false;
    QString package;
    QList<QStringList> documents; ///< informative leaves only
    qsizetype words = 0; ///< words in all documents
};

Prepared prepare(const QByteArray &xml, const QString &package)
{
    Prepared p;
    QString error;
    const std::optional<ViewTree> tree = ViewTree::parse(xml, QStringLiteral("rendering"), &error);
    if (!tree)
        return p;
    const int root = tree->appRoot(package);
    if (root < 0)
        return p;
    p.parsed = true;
    p.package = tree->node(root).packageName;
    const SegmentTree segs = UiSegmenter().segment(*tree, root);
    for (int leaf : segs.leaves()) {
        QStringList doc = SegmentMatcher::document(*tree, segs.segments.at(leaf).roots);
        p.words += doc.size();
        if (!doc.isEmpty())
            p.documents.append(std::move(doc));
    }
    return p;
}

ScreenComparison comparePrepared(const Prepared &a, const Prepared &b)
{
    ScreenComparison c;
    c.parsed = a.parsed && b.parsed;
    c.packageA = a.package;
    c.packageB = b.package;
    if (!c.parsed) {
        c.reason = QStringLiteral("a rendering has no parsable app window");
        return c;
    }
    c.informativeA = int(a.documents.size());
    c.informativeB = int(b.documents.size());
    if (a.package != b.package) {
        c.reason = QStringLiteral("different apps (%1, %2)").arg(a.package, b.package);
        return c;
    }
    const int smaller = std::min(c.informativeA, c.informativeB);
    if (smaller == 0) {
        c.reason = QStringLiteral("no text, description or id to compare");
        return c;
    }
    const QList<QList<double>> sim = SegmentMatcher::similarity(a.documents, b.documents);
    const QList<int> assign = maxWeightAssignment(sim);
    qsizetype wordsA = 0, wordsB = 0; // words of A / B in matched segments
    for (qsizetype i = 0; i < assign.size(); ++i) {
        const int j = assign.at(i);
        if (j >= 0 && sim.at(i).at(j) >= CrossDeviceScreenMatch::PairThreshold) {
            ++c.matched;
            wordsA += a.documents.at(i).size();
            wordsB += b.documents.at(j).size();
        }
    }
    c.share = double(c.matched) / smaller;
    // The side with fewer segments must find nearly all of its words again (a tie: both sides).
    const double coverA = a.words ? double(wordsA) / double(a.words) : 0;
    const double coverB = b.words ? double(wordsB) / double(b.words) : 0;
    c.coverage = c.informativeA < c.informativeB ? coverA
        : c.informativeB < c.informativeA        ? coverB
                                                 : std::min(coverA, coverB);
    c.same
        = c.share >= CrossDeviceScreenMatch::ShareThreshold && c.coverage >= CrossDeviceScreenMatch::CoverageThreshold;
    c.reason = QStringLiteral("%1 of %2 segments matched (share %3), %4 of the smaller screen's words in them")
                   .arg(c.matched)
                   .arg(smaller)
                   .arg(c.share, 0, 'f', 2)
                   .arg(c.coverage, 0, 'f', 2);
    return c;
}

} // namespace

ScreenComparison CrossDeviceScreenMatch::compare(const QByteArray &xmlA, const QByteArray &xmlB, const QString &package)
{
    return comparePrepared(prepare(xmlA, package), prepare(xmlB, package));
}

SameScreenCheck CrossDeviceScreenMatch::check(const QString &package)
{
    auto cache = std::make_shared<QHash<QByteArray, Prepared>>();
    auto prepared = [cache, package](const QString &xml) -> const Prepared & {
        const QByteArray bytes = xml.toUtf8();
        const QByteArray key = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
        auto it = cache->find(key);
        if (it == cache->end())
            it = cache->insert(key, prepare(bytes, package));
        return *it;
    };
    return [prepared](const Screen &stored, const Screen &incoming) -> double {
        // Only across devices: on one device the screen abstraction's id decides.
        if (incoming.deviceProfile.isEmpty() || stored.deviceProfile.isEmpty()
            || stored.hasDeviceProfile(incoming.deviceProfile))
            return -1;
        if (stored.hierarchyXml.isEmpty() || incoming.hierarchyXml.isEmpty())
            return -1;
        const Prepared a = prepared(stored.hierarchyXml);
        const ScreenComparison c = comparePrepared(a, prepared(incoming.hierarchyXml));
        return c.same ? c.share : -1;
    };
}

} // namespace StepWise
