// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/steplistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace StepWise;

namespace {
// "click save:CS" or "type note:AS,MS" → one StepAssessment per entry.
QList<StepAssessment> steps(const QStringList &specs)
{
    QList<StepAssessment> out;
    qsizetype offset = 0;
    for (const QString &spec : specs) {
        StepAssessment s;
        s.step.text = spec.section(u':', 0, 0);
        s.step.offset = offset;
        s.step.length = s.step.text.size();
        offset += s.step.length + 1;
        for (const QString &code : spec.section(u':', 1).split(u',', Qt::SkipEmptyParts)) {
            StepQuality q;
            if (qualityFromCode(code, &q))
                s.labels << q;
        }
        s.message = s.step.text + QStringLiteral(" is ") + spec.section(u':', 1);
        out << s;
    }
    return out;
}

QStringList texts(const StepListModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.index(r).data().toString();
    return out;
}
} // namespace

class TestStepListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rolesCarryMeaning()
    {
        StepListModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto s = steps({ QStringLiteral("open app:CS"), QStringLiteral("click it:AS,MS") });
        MissingInteraction missing;
        missing.interactionId = QStringLiteral("e1");
        missing.description = QStringLiteral("Click the \"Next\" button");
        s[1].missingBefore << missing;
        s[1].mappedInteractionIds = { QStringLiteral("e2"), QStringLiteral("e3") };
        m.setSteps(s);
        QCOMPARE(m.rowCount(), 2);
        const QModelIndex second = m.index(1);
        QCOMPARE(second.data(StepListModel::LabelCodesRole).toString(), QStringLiteral("AS, MS"));
        QCOMPARE(second.data(StepListModel::PrimaryQualityRole).toInt(), int(StepQuality::Ambiguous));
        QCOMPARE(second.data(StepListModel::MissingStepsRole).toStringList(), QStringList { missing.description });
        QCOMPARE(second.data(StepListModel::MissingCountRole).toInt(), 1);
        QCOMPARE(second.data(StepListModel::MappedInteractionIdsRole).toStringList().size(), 2);
        QCOMPARE(second.data(StepListModel::OffsetRole).toLongLong(), 9); // "open app" + separator
        QCOMPARE(m.index(0).data(StepListModel::PrimaryQualityRole).toInt(), int(StepQuality::Correct));
        QCOMPARE(m.rowAtOffset(10), 1);
        QCOMPARE(m.rowAtOffset(2), 0);
        // A rotation carries no label: no quality is claimed for it, but it is still a step row.
        m.setSteps(steps({ QStringLiteral("open app:CS"), QStringLiteral("rotate the phone:") }));
        QVERIFY(!m.index(1).data(StepListModel::PrimaryQualityRole).isValid());
        QVERIFY(m.index(1).data(StepListModel::LabelsRole).isValid());
        QCOMPARE(m.index(1).data(StepListModel::LabelCodesRole).toString(), QString());
        // A step wrapped over two lines is listed on one; its text as written stays the report's.
        m.setSteps(steps({ QStringLiteral("tap the Save\n   button:CS") }));
        QCOMPARE(m.index(0).data().toString(), QStringLiteral("tap the Save button"));
        QCOMPARE(m.index(0).data(StepListModel::StepTextRole).toString(), QStringLiteral("tap the Save\n   button"));
    }

    void primaryQuality_data()
    {
        QTest::addColumn<QString>("codes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("cs") << "CS"
                            << "CS";
        QTest::newRow("cs+ms") << "CS,MS"
                               << "MS";
        QTest::newRow("as+ms") << "AS,MS"
                               << "AS";
        QTest::newRow("vm+ms") << "VM,MS"
                               << "VM";
        QTest::newRow("none") << ""
                              << "";
    }
    void primaryQuality()
    {
        QFETCH(QString, codes);
        QFETCH(QString, expected);
        QList<StepQuality> labels;
        for (const QString &c : codes.split(u',', Qt::SkipEmptyParts)) {
            StepQuality q;
            QVERIFY(qualityFromCode(c, &q));
            labels << q;
        }
        const std::optional<StepQuality> primary = StepListModel::primaryQuality(labels);
        QCOMPARE(primary ? qualityCode(*primary) : QString(), expected);
    }

    void sameRowsGiveDataChangedOnly()
    {
        StepListModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setSteps(
            steps({ QStringLiteral("open app:CS"), QStringLiteral("click save:VM"), QStringLiteral("rotate:CS") }));
        QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
        m.setSteps(
            steps({ QStringLiteral("open app:CS"), QStringLiteral("click save:CS,MS"), QStringLiteral("rotate:CS") }));
        QCOMPARE(inserted.size(), 0);
        QCOMPARE(removed.size(), 0);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(changed.size(), 1); // only the relabelled row
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
        const auto roles = changed.at(0).at(2).value<QList<int>>();
        QVERIFY(roles.contains(StepListModel::LabelsRole));
        QVERIFY(roles.contains(StepListModel::MessageRole));
        QVERIFY(!roles.contains(StepListModel::StepTextRole));
        QCOMPARE(m.index(1).data(StepListModel::LabelCodesRole).toString(), QStringLiteral("CS, MS"));
    }

    void changedStepsAreInsertedAndRemoved_data()
    {
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QStringList>("after");
        QTest::addColumn<int>("inserts");
        QTest::addColumn<int>("removes");
        const QStringList abc { QStringLiteral("a:CS"), QStringLiteral("b:CS"), QStringLiteral("c:CS") };
        QTest::newRow("insert middle") << abc
                                       << QStringList { QStringLiteral("a:CS"), QStringLiteral("x:VM"),
                                                        QStringLiteral("b:CS"), QStringLiteral("c:CS") }
                                       << 1 << 0;
        QTest::newRow("remove first") << abc << QStringList { QStringLiteral("b:CS"), QStringLiteral("c:CS") } << 0
                                      << 1;
        QTest::newRow("replace last") << abc
                                      << QStringList { QStringLiteral("a:CS"), QStringLiteral("b:CS"),
                                                       QStringLiteral("z:AS") }
                                      << 1 << 1;
        QTest::newRow("append") << abc
                                << QStringList { QStringLiteral("a:CS"), QStringLiteral("b:CS"), QStringLiteral("c:CS"),
                                                 QStringLiteral("d:CS") }
                                << 1 << 0;
        QTest::newRow("from empty") << QStringList {} << abc << 1 << 0;
        QTest::newRow("to empty") << abc << QStringList {} << 0 << 1;
    }
    void changedStepsAreInsertedAndRemoved()
    {
        QFETCH(QStringList, before);
        QFETCH(QStringList, after);
        QFETCH(int, inserts);
        QFETCH(int, removes);
        StepListModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setSteps(steps(before));
        QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
        m.setSteps(steps(after));
        QCOMPARE(inserted.size(), inserts);
        QCOMPARE(removed.size(), removes);
        QStringList expected;
        for (const QString &a : after)
            expected << a.section(u':', 0, 0);
        QCOMPARE(texts(m), expected);
    }

    void clearResets()
    {
        StepListModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setSteps(steps({ QStringLiteral("a:CS") }));
        QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
        m.clear();
        QCOMPARE(reset.size(), 1);
        QCOMPARE(m.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestStepListModel)
#include "tst_steplistmodel.moc"
