// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace StepWise {

/*!
 * The Redactor's evidence for a person's full name: common given names of Europe, the Americas, India, the
 * Middle East and East Asia (Latin script), without those that are also ordinary English words or place names
 * ("Will", "Mark", "Grace", "Jordan"), which would make GUI labels look like names.
 */
bool isGivenName(QStringView word);

/*! True for a capitalized word that follows a given name in GUI text rather than a surname ("Anna Settings"
 *  is a menu path, not a person): GUI nouns and verbs, street types and function words. */
bool isNotSurname(QStringView word);

} // namespace StepWise
