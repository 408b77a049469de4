// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/jsonerror.h"

#include <QJsonDocument>
#include <QTest>

using namespace StepWise;

/*! JSON errors say where the problem is in lines and characters, and call a text that ends inside a
 *  value cut off rather than pointing past its end. */
class TestJsonError : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void describes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("object cut off") << QByteArray("{\"a\": ")
                                        << u"unterminated object at the end of the text: it looks cut off"_qs;
        QTest::newRow("string cut off, trailing newline")
            << QByteArray("[\"abc\n") << u"unterminated string at the end of the text: it looks cut off"_qs;
        QTest::newRow("number cut off") << QByteArray("[1, 2")
                                        << u"invalid termination by number at the end of the text: it looks cut off"_qs;
        // The second comma is line 2, column 9; Qt stops just past it.
        QTest::newRow("double comma") << QByteArray("{\n  \"a\": 1,,\n  \"b\": 2\n}")
                                      << u"unterminated object near line 2, column 10"_qs;
        // Columns count characters: "ü" is two bytes, one column (in bytes Qt's offset would say 7).
        QTest::newRow("after a multibyte character")
            << QByteArray("{\"\xc3\xbc\": x}") << u"illegal number near line 1, column 6"_qs;
        // The text goes on after the missing value, so it was not cut off.
        QTest::newRow("missing value before the closing bracket")
            << QByteArray("[1, 2,]") << u"object is missing after a comma near line 1, column 7"_qs;
        QTest::newRow("blank") << QByteArray(" \n ") << u"the text is empty"_qs;
        QTest::newRow("UTF-16 with byte-order mark")
            << QByteArray("\xff\xfe{\0}\0", 6) << u"the text is not UTF-8 (it looks like UTF-16); save it as UTF-8"_qs;
    }
    void describes()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QJsonParseError e;
        QJsonDocument::fromJson(json, &e);
        QVERIFY(e.error != QJsonParseError::NoError);
        QCOMPARE(jsonErrorText(json, e), expected);
    }
    void noErrorIsEmpty()
    {
        QJsonParseError e;
        QJsonDocument::fromJson("{}", &e);
        QVERIFY(jsonErrorText("{}", e).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestJsonError)
#include "tst_jsonerror.moc"
