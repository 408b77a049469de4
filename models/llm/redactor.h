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
 * Recognised, in this order: URLs carrying credentials (user:password@) or secrets in the query
 * (token, key, secret, password, signature, …) → `<URL_n>`; API keys and bearer tokens (sk-…, ghp_…,
 * AKIA…, AIza…, xox…-, "Bearer …", JWTs) → `<API_KEY_n>`; e-mail addresses → `<EMAIL_n>`; IMEIs
 * (15 digits passing the Luhn check) → `<IMEI_n>`; device serials written after "serial"/"S/N"
 * → `<SERIAL_n>`; phone numbers (7–15 digits with an international prefix or phone-like grouping)
 * → `<PHONE_n>`.
 *
 * The same value always gets the same placeholder within one Redactor, and numbering follows the
 * order of first appearance, so equal input gives equal output (and equal cache keys). Placeholders
 * already in the text are left alone. Version: bump version() when the rules change (it is part of
 * the cache key).
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

    static QString version() { return QStringLiteral("redact/1"); }

private:
    QString placeholder(const QString &kind, const QString &value);

    QHash<QString, QString> m_placeholders; ///< kind + value → placeholder
    QHash<QString, QString> m_originals; ///< placeholder → value
    QHash<QString, int> m_counters; ///< kind → last number used
};

} // namespace StepWise
