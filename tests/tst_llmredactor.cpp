// SPDX-License-Identifier: GPL-3.0-or-later
#include "llm/redactor.h"

#include <QTest>

using namespace StepWise;

class TestLlmRedactor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void redact_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("e-mail") << u"Log in as jane.doe+test@mail.example.org and tap Save"_qs
                                << u"Log in as <EMAIL_1> and tap Save"_qs;
        QTest::newRow("international phone") << u"Call +49 30 1234567 from the dialer"_qs << u"Call <PHONE_1> from the dialer"_qs;
        QTest::newRow("grouped phone") << u"enter (555) 123-4567 as contact"_qs << u"enter <PHONE_1> as contact"_qs;
        QTest::newRow("date is not a phone") << u"Since 2017-05-01 the app crashes"_qs << u"Since 2017-05-01 the app crashes"_qs;
        QTest::newRow("amount is not a phone") << u"Type 1,000,000 in Amount"_qs << u"Type 1,000,000 in Amount"_qs;
        QTest::newRow("version is not a phone") << u"GnuCash 2.1.3 on Android 7.1.1"_qs << u"GnuCash 2.1.3 on Android 7.1.1"_qs;
        QTest::newRow("URL with credentials") << u"sync with https://bob:hunter2@dav.example.com/cal now"_qs
                                              << u"sync with <URL_1> now"_qs;
        QTest::newRow("URL with token") << u"open https://example.com/share?id=4&token=abcDEF123 then"_qs
                                        << u"open <URL_1> then"_qs;
        QTest::newRow("plain URL kept") << u"see https://github.com/codinguser/gnucash-android/issues/616"_qs
                                        << u"see https://github.com/codinguser/gnucash-android/issues/616"_qs;
        QTest::newRow("OpenAI key") << u"my key sk-proj-abcdefghijklmnop1234 fails"_qs << u"my key <API_KEY_1> fails"_qs;
        QTest::newRow("bearer token") << u"header Authorization: Bearer abcdef1234567890XYZ"_qs
                                      << u"header Authorization: <API_KEY_1>"_qs;
        QTest::newRow("AWS key") << u"AKIAIOSFODNN7EXAMPLE leaked"_qs << u"<API_KEY_1> leaked"_qs;
        QTest::newRow("IMEI (Luhn ok)") << u"Device IMEI 490154203237518 here"_qs << u"Device IMEI <IMEI_1> here"_qs;
        QTest::newRow("IMEI before a full stop") << u"for device 490154203237518."_qs << u"for device <IMEI_1>."_qs;
        QTest::newRow("phone before a full stop") << u"Call +1 555 123 4567."_qs << u"Call <PHONE_1>."_qs;
        QTest::newRow("decimal is not an IMEI") << u"amount 490154203237518.5 typed"_qs << u"amount 490154203237518.5 typed"_qs;
        QTest::newRow("15 digits failing Luhn kept") << u"Order 490154203237519 here"_qs << u"Order 490154203237519 here"_qs;
        QTest::newRow("serial") << u"Pixel 3, serial number: 8AHX0Q8L1 running"_qs << u"Pixel 3, serial number: <SERIAL_1> running"_qs;
        QTest::newRow("S/N") << u"S/N R58M12ABCDE"_qs << u"S/N <SERIAL_1>"_qs;
        QTest::newRow("GUI text kept") << u"Tap the Add Account button, enter 102.9 in Amount"_qs
                                       << u"Tap the Add Account button, enter 102.9 in Amount"_qs;
    }
    void redact()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        Redactor r;
        const QString redacted = r.redact(text);
        QCOMPARE(redacted, expected);
        QCOMPARE(r.restore(redacted), text);
    }

    void samePlaceholderForSameValue()
    {
        Redactor r;
        QCOMPARE(r.redact(u"a@b.org, c@d.org and a@b.org"_qs), u"<EMAIL_1>, <EMAIL_2> and <EMAIL_1>"_qs);
        QCOMPARE(r.redact(u"again c@d.org"_qs), u"again <EMAIL_2>"_qs);
        QCOMPARE(r.count(), 2);
        QCOMPARE(r.restore(u"[type] [<EMAIL_2>] [in] [the Email field] <EMAIL_9>"_qs),
                 u"[type] [c@d.org] [in] [the Email field] <EMAIL_9>"_qs);
        r.clear();
        QCOMPARE(r.redact(u"c@d.org"_qs), u"<EMAIL_1>"_qs);
    }
};

QTEST_GUILESS_MAIN(TestLlmRedactor)
#include "tst_llmredactor.moc"
