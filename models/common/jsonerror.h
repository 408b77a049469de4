// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonParseError>
#include <QString>

namespace StepWise {

/*!
 * Says what and where a QJsonDocument::fromJson() failure is, for a message a person can act on:
 * "illegal value near line 3, column 7" (Qt's offsets point at or just past the culprit, hence "near").
 * When a value is unfinished where the text ends it says "… at the end of the text: it looks cut off"
 * instead of naming an offset past the last byte; blank text is "the text is empty", and UTF-16 text
 * says so.
 *
 * \a json: the bytes given to fromJson (UTF-8). \a error: its result; NoError gives an empty string.
 * Lines and columns count from 1; a column counts characters, not bytes. Text is plain English, also in a GUI
 * that installed Qt's own translations (it reaches LLM repair prompts and the exports).
 */
QString jsonErrorText(const QByteArray &json, const QJsonParseError &error);

} // namespace StepWise
