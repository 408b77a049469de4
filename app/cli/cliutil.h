// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTextStream>

namespace StepWise::Cli {

/*! Standard output and error streams (UTF-8). */
QTextStream &out();
QTextStream &err();

/*! Reads a whole text file, or standard input when \a path is "-". Decodes UTF-8; invalid bytes
 *  are an error. \returns false and sets \a error to a message naming the file. */
bool readTextInput(const QString &path, QString *text, QString *error);

/*! Default database file: $XDG_DATA_HOME/stepwise/models.sqlite (created on demand). */
QString defaultDatabasePath();

} // namespace StepWise::Cli
