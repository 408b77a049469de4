// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QString>

namespace StepWise {

/*!
 * Replaces personal data and secrets in text by placeholders before it leaves the machine, and puts
 * the originals back into what comes back.
 *
 * Recognised, in this order (an earlier rule's placeholder is never matched again):
 * - `<URL_n>`: URLs carrying credentials (user:password@) or secrets in the query (token, key, secret, …);
 * - `<API_KEY_n>`: private key blocks, "Bearer …", provider keys (sk-…, ghp_…, AKIA…/ASIA…, AIza…, xox…-,
 *   glpat-…), AWS secret access keys (40 base64 characters mixing cases and digits), JWTs, and the value
 *   after "secret", "client_secret", "api key", "access key", "token" with ":" or "=";
 * - `<PASSWORD_n>`: the value after "password", "pwd", "passphrase", "passcode", "PIN", "Passwort", "Kennwort",
 *   "mot de passe", "contraseña" with ":", "=", "ist" or "lautet"; after "password is/was" when it holds a
 *   digit or symbol; and what is typed "into the password field";
 * - `<EMAIL_n>`; `<IBAN_n>` (ISO 13616 checksum); `<MAC_n>` (aa:bb:…, aa-bb-…, aabb.ccdd.eeff);
 * - `<GPS_n>`: decimal pairs with four decimals or N/S/E/W, degrees-minutes-seconds, lat=/lon= and geo: URIs;
 * - `<IP_n>`: IPv4 (not after "version", "build", "Android" …, which mark version numbers) and IPv6;
 * - `<IMEI_n>` (15 digits, Luhn), `<CARD_n>` (13–19 digits in groups, Luhn), `<SERIAL_n>` (after "serial", "S/N");
 * - `<ADDRESS_n>`: German (…straße 12, …str. 5a, … Allee 3, with an optional postcode and town), English
 *   (221B Baker Street, 350 Fifth Avenue) and French (12 rue de Rivoli) street addresses;
 * - `<PERSON_n>`: a name after a title (Mr, Dr, Frau, …) or after "my name is", "Name:", "reported by"; and a
 *   known given name (personnames.h) followed by a capitalized surname that is no GUI word;
 * - `<PHONE_n>`: 7–15 digits with an international prefix, a national one ("0151 23456789"), or grouped
 *   like a phone number; dates and amounts are not phone numbers.
 *
 * Not recognised: a single given name, names without a known given name or title, names in capitals,
 * addresses without a house number, postcodes and towns alone, other countries' address forms, passwords
 * typed without a keyword, IPv4 with a version keyword before it. Recall and false positives are measured on
 * tests/data/redaction/corpus.txt (tst_llmredactor).
 *
 * The same value always gets the same placeholder within one Redactor, and numbering follows the
 * order of first appearance, so equal input gives equal output (and equal cache keys). Placeholders
 * already in the text are left alone, and redacting redacted text changes nothing. Version: bump version() when the
 * rules change (it is part of the cache key).
 */
class Redactor
{
public:
    /*! \returns \a text with every recognised item replaced by its placeholder. */
    QString redact(const QString &text);
    /*! \returns \a text with every placeholder this Redactor issued replaced by the original. */
    QString restore(const QString &text) const;

    /*! Number of distinct values replaced so far. */
    int count() const { return int(m_originals.size()); }
    /*! Placeholder → original, for the preview. */
    QHash<QString, QString> mapping() const { return m_originals; }
    void clear();

    static QString version() { return QStringLiteral("redact/3"); }

private:
    QString placeholder(const QString &kind, const QString &value);
    /*! Every rule once, in order, over \a text. */
    QString redactOnce(const QString &text);

    QHash<QString, QString> m_placeholders; ///< kind + value → placeholder
    QHash<QString, QString> m_originals; ///< placeholder → value
    QHash<QString, int> m_counters; ///< kind → last number used
};

} // namespace StepWise
