// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace StepWise {

/*! One scored row of a correspondence file ($STEPWISE_DATA/rx/groundtruth/README.md "Columns"). */
struct CorrespondenceRow {
    QString pairId, appPackage, activity;
    QString phonePath, tabletPath;
    QString relation; ///< "same", "none" or "revealed_by"
    QString revealPath;
    QStringList alternatives; ///< from [alt:P|P…]
    bool pathDiffers = false; ///< [path:differs]
    bool lowConfidence = false; ///< [lowconf]
    QString answer; ///< the matcher's node path, or "none"
    QString reason; ///< the matcher's reason line
    bool strict = false; ///< correct under the README's strict rule
    bool lenient = false; ///< correct under the lenient rule
    QString error; ///< non-empty when the row could not be evaluated (missing or bad dump)
};

/*! Accuracy figures; a ratio is -1 when its subset is empty. */
struct CorrespondenceSummary {
    int rows = 0, sameRows = 0, noneRows = 0, revealRows = 0, pathDiffersRows = 0, errors = 0;
    double overall = -1, same = -1, sameWithoutLowConf = -1, pathDiffers = -1, none = -1, revealed = -1;
    double overallLenient = -1, pathDiffersLenient = -1;
    double falseMatchRate = -1; ///< none rows answered with a node
    double sameSkipRate = -1; ///< same rows answered with none
};

/*!
 * Scores ScreenMatcher on a correspondence CSV ($STEPWISE_DATA/rx/groundtruth/README.md "Scoring"): for each
 * row, the phone dump `<pairs>/<app_package>/<pair_id>_phone_<activity>.xml` (or the same name
 * directly in `<pairs>`), the phone node path and the tablet dump are given to the matcher, which
 * answers a tablet path or none. Only dumps and the phone path are used; the tablet columns are
 * read for scoring only.
 */
class CorrespondenceEval
{
public:
    /*! Parses the CSV. \returns false with \a error naming the file (and line) when it cannot be read,
     *  lacks a required column, or has a malformed row. */
    bool load(const QString &csvPath, QString *error);
    /*! Matches every row against dumps under \a pairsDir and scores it. Rows whose dumps are
     *  missing or malformed get CorrespondenceRow::error and count as wrong. */
    void run(const QString &pairsDir);

    const QList<CorrespondenceRow> &rows() const { return m_rows; }
    CorrespondenceSummary summary() const;

    /*! RFC 4180 CSV line splitting (quoted fields, doubled quotes, embedded newlines).
     *  \returns records; sets \a badLine (1-based) to the line of an unterminated quote, else 0. */
    static QList<QStringList> parseCsv(const QString &text, int *badLine);

private:
    QList<CorrespondenceRow> m_rows;
};

} // namespace StepWise
