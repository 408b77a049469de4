// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <functional>

class QMenu;
class QWidget;

namespace StepWise::Language {

/*!
 * Languages of the desktop app as codes: "en" (the source language), "de", "zh_CN".
 * The translations are embedded as `:/i18n/stepwise_<code>.qm` by qt_add_translations.
 * stepwise-cli installs no translator: its output stays English (scripts parse it).
 */
QStringList available();

/*! The language's own name for a code of available() ("Deutsch", "简体中文", "English"); empty if unknown. */
QString nativeName(const QString &code);

/*!
 * The language the system asks for: the first entry of QLocale::system().uiLanguages() that is one of
 * available() ("de-AT" → "de"; "zh-Hans-CN", "zh-CN", "zh-SG" → "zh_CN"; Traditional Chinese is not
 * offered and is skipped). "en" when none matches.
 */
QString systemLanguage();

/*! Settings::uiLanguage(): "" = follow the system, else a code of available(). */
QString setting();
void setSetting(const QString &code);

/*!
 * Resolves a requested code: "" → systemLanguage(). Returns "" and sets *error (naming the valid
 * codes) when the code is not one of available().
 */
QString resolve(const QString &requested, QString *error);

/*!
 * Installs the translators for code (a code of available()), replacing those installed before:
 * StepWise's own `:/i18n/stepwise_<code>.qm` (for "en" only the plural forms) and Qt's `qtbase_<code>.qm` from
 * QLibraryInfo::TranslationsPath, so standard dialogs follow. The translators belong to the
 * QCoreApplication. A missing qtbase file only leaves Qt's dialogs in English. QLocale's default
 * becomes the language's locale (the system's one when it has the same language), so dates and
 * numbers shown by the GUI match the text.
 * Returns false and sets *error when StepWise's own translation cannot be loaded.
 */
bool install(const QString &code, QString *error);

/*!
 * A "Language" menu for View: "System default" plus one checkable entry per available() language,
 * the entry of setting() checked. Choosing one stores it with setSetting() and calls notify with a
 * message saying that it applies on the next start (widgets are not retranslated live).
 */
QMenu *createMenu(QWidget *parent, const std::function<void(const QString &message)> &notify);

} // namespace StepWise::Language
