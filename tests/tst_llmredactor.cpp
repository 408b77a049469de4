// SPDX-License-Identifier: GPL-3.0-or-later
#include "llm/redactor.h"
#include "testdata.h"

#include <QFile>
#include <QRegularExpression>
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
        QTest::newRow("international phone")
            << u"Call +49 30 1234567 from the dialer"_qs << u"Call <PHONE_1> from the dialer"_qs;
        QTest::newRow("grouped phone") << u"enter (555) 123-4567 as contact"_qs << u"enter <PHONE_1> as contact"_qs;
        QTest::newRow("date is not a phone")
            << u"Since 2017-05-01 the app crashes"_qs << u"Since 2017-05-01 the app crashes"_qs;
        QTest::newRow("amount is not a phone") << u"Type 1,000,000 in Amount"_qs << u"Type 1,000,000 in Amount"_qs;
        QTest::newRow("version is not a phone")
            << u"GnuCash 2.1.3 on Android 7.1.1"_qs << u"GnuCash 2.1.3 on Android 7.1.1"_qs;
        QTest::newRow("URL with credentials")
            << u"sync with https://bob:hunter2@dav.example.com/cal now"_qs << u"sync with <URL_1> now"_qs;
        QTest::newRow("URL with token") << u"open https://example.com/share?id=4&token=abcDEF123 then"_qs
                                        << u"open <URL_1> then"_qs;
        QTest::newRow("plain URL kept") << u"see https://github.com/codinguser/gnucash-android/issues/616"_qs
                                        << u"see https://github.com/codinguser/gnucash-android/issues/616"_qs;
        QTest::newRow("OpenAI key") << u"my key sk-proj-abcdefghijklmnop1234 fails"_qs
                                    << u"my key <API_KEY_1> fails"_qs;
        QTest::newRow("bearer token") << u"header Authorization: Bearer abcdef1234567890XYZ"_qs
                                      << u"header Authorization: <API_KEY_1>"_qs;
        QTest::newRow("AWS key") << u"AKIAIOSFODNN7EXAMPLE leaked"_qs << u"<API_KEY_1> leaked"_qs;
        QTest::newRow("IMEI (Luhn ok)") << u"Device IMEI 490154203237518 here"_qs << u"Device IMEI <IMEI_1> here"_qs;
        QTest::newRow("IMEI before a full stop") << u"for device 490154203237518."_qs << u"for device <IMEI_1>."_qs;
        QTest::newRow("phone before a full stop") << u"Call +1 555 123 4567."_qs << u"Call <PHONE_1>."_qs;
        QTest::newRow("decimal is not an IMEI")
            << u"amount 490154203237518.5 typed"_qs << u"amount 490154203237518.5 typed"_qs;
        QTest::newRow("15 digits failing Luhn kept")
            << u"Order 490154203237519 here"_qs << u"Order 490154203237519 here"_qs;
        QTest::newRow("serial") << u"Pixel 3, serial number: 8AHX0Q8L1 running"_qs
                                << u"Pixel 3, serial number: <SERIAL_1> running"_qs;
        QTest::newRow("S/N") << u"S/N R58M12ABCDE"_qs << u"S/N <SERIAL_1>"_qs;
        QTest::newRow("GUI text kept") << u"Tap the Add Account button, enter 102.9 in Amount"_qs
                                       << u"Tap the Add Account button, enter 102.9 in Amount"_qs;
        QTest::newRow("national mobile number") << u"Call 0151 23456789 now"_qs << u"Call <PHONE_1> now"_qs;
        QTest::newRow("private IPv4 is not a phone")
            << u"Router 192.168.0.12 and 10.0.2.2"_qs << u"Router <IP_1> and <IP_2>"_qs;
        QTest::newRow("IBAN") << u"IBAN DE89 3704 0044 0532 0130 00 fails"_qs << u"IBAN <IBAN_1> fails"_qs;
        QTest::newRow("AWS key pair") << u"AKIAIOSFODNN7EXAMPLE wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"_qs
                                      << u"<API_KEY_1> <API_KEY_2>"_qs;
        QTest::newRow("MAC") << u"MAC 00:1A:2B:3C:4D:5E here"_qs << u"MAC <MAC_1> here"_qs;
        QTest::newRow("GPS") << u"at 52.520008, 13.404954 today"_qs << u"at <GPS_1> today"_qs;
        QTest::newRow("street") << u"Ship to Hauptstraße 12 now"_qs << u"Ship to <ADDRESS_1> now"_qs;
        QTest::newRow("full name") << u"Share it with Julia Meyer today"_qs << u"Share it with <PERSON_1> today"_qs;
        QTest::newRow("password") << u"password: hunter2 fails"_qs << u"password: <PASSWORD_1> fails"_qs;
        QTest::newRow("version with four parts")
            << u"Since version 1.2.3.4 it fails"_qs << u"Since version 1.2.3.4 it fails"_qs;
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

    // Recall and false positives over tests/data/redaction/corpus.txt; the figures are printed for the README.
    void corpus()
    {
        QFile f(testDataDir() + u"/redaction/corpus.txt"_qs);
        QVERIFY(f.open(QIODevice::ReadOnly));
        static const QRegularExpression marker(u"\\[\\[([A-Z_]+)\\|(.*?)\\]\\]|\\{\\{(.*?)\\}\\}"_qs);
        static const QRegularExpression placeholder(u"^<([A-Z_]+)_\\d+>"_qs);
        struct Segment {
            QString text;
            QString kind; ///< empty: plain text; "=": a look-alike
        };
        int lines = 0, sensitive = 0, hits = 0, lookAlikes = 0, falsePositives = 0, strayLines = 0;
        QHash<QString, std::pair<int, int>> perKind; // kind -> (items, hits)
        QStringList problems;
        for (const QString &raw : QString::fromUtf8(f.readAll()).split(u'\n')) {
            if (raw.trimmed().isEmpty() || raw.startsWith(u'#'))
                continue;
            ++lines;
            QList<Segment> segments;
            QString input;
            qsizetype from = 0;
            for (const QRegularExpressionMatch &m : marker.globalMatch(raw)) {
                segments.append({ raw.mid(from, m.capturedStart() - from), QString() });
                if (m.capturedLength(1) > 0)
                    segments.append({ m.captured(2), m.captured(1) });
                else
                    segments.append({ m.captured(3), u"="_qs });
                from = m.capturedEnd();
            }
            segments.append({ raw.mid(from), QString() });
            for (const Segment &seg : std::as_const(segments))
                input += seg.text;

            Redactor r;
            const QString out = r.redact(input);
            QCOMPARE(r.restore(out), input);
            // Walk the output segment by segment: plain text and look-alikes must be there as written, each
            // sensitive item must be exactly one placeholder of its kind.
            qsizetype pos = 0;
            bool stray = false;
            for (const Segment &seg : std::as_const(segments)) {
                const QStringView rest = QStringView(out).mid(pos);
                if (seg.kind.isEmpty() || seg.kind == u"=") {
                    const bool kept = rest.startsWith(seg.text);
                    if (seg.kind == u"=") {
                        ++lookAlikes;
                        if (!kept) {
                            ++falsePositives;
                            problems << u"false positive: \""_qs + seg.text + u"\" in: "_qs + out;
                        }
                    } else if (!kept) {
                        stray = true;
                    }
                    if (!kept)
                        break;
                    pos += seg.text.size();
                    continue;
                }
                ++sensitive;
                ++perKind[seg.kind].first;
                const QRegularExpressionMatch p = placeholder.match(rest.toString());
                if (p.hasMatch() && p.captured(1) == seg.kind) {
                    ++hits;
                    ++perKind[seg.kind].second;
                    pos += p.capturedLength();
                } else if (rest.startsWith(seg.text)) {
                    problems << u"missed "_qs + seg.kind + u": \""_qs + seg.text + u'"';
                    pos += seg.text.size();
                } else {
                    problems << u"wrong or partial "_qs + seg.kind + u": \""_qs + seg.text + u"\" in: "_qs + out;
                    break;
                }
            }
            if (stray) {
                ++strayLines;
                problems << u"text outside the items changed: "_qs + out;
            }
        }
        const double recall = double(hits) / sensitive;
        const double fpRate = double(falsePositives) / lookAlikes;
        QStringList kinds = perKind.keys();
        kinds.sort();
        QStringList byKind;
        for (const QString &k : std::as_const(kinds))
            byKind << u"%1 %2/%3"_qs.arg(k).arg(perKind[k].second).arg(perKind[k].first);
        qInfo().noquote() << u"redaction corpus: %1 lines, %2 sensitive items, %3 look-alikes; recall %4 (%5/%2), "
                             u"false-positive rate %6 (%7/%3), lines with other text changed: %8"_qs.arg(lines)
                                 .arg(sensitive)
                                 .arg(lookAlikes)
                                 .arg(recall, 0, 'f', 3)
                                 .arg(hits)
                                 .arg(fpRate, 0, 'f', 3)
                                 .arg(falsePositives)
                                 .arg(strayLines);
        qInfo().noquote() << u"recall by kind: "_qs + byKind.join(u", ");
        for (const QString &p : std::as_const(problems))
            qInfo().noquote() << p;
        QVERIFY(lines >= 100);
        QVERIFY2(recall >= 0.95, qPrintable(QString::number(recall)));
        QVERIFY2(fpRate <= 0.03, qPrintable(QString::number(fpRate)));
        QCOMPARE(strayLines, 0);
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

    // Found by fuzz_redactor: a value that holds an earlier rule's placeholder, and a word too long to be a value.
    void placeholdersInsideValuesRestore()
    {
        Redactor r;
        const QString text = u"aws_secret_access_key = [[je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY]]"_qs;
        const QString redacted = r.redact(text);
        QVERIFY2(!redacted.contains(u"EXAMPLEKEY"_qs), qPrintable(redacted));
        QCOMPARE(r.restore(redacted), text);
        QCOMPARE(r.redact(redacted), redacted);

        const QString longWord = u"The PIN is "_qs + QString(120, u'x') + u"7 today"_qs;
        const QString once = r.redact(longWord);
        QCOMPARE(r.redact(once), once);
        QCOMPARE(r.restore(once), longWord);
    }
};

QTEST_GUILESS_MAIN(TestLlmRedactor)
#include "tst_llmredactor.moc"
