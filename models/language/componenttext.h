// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"

#include <QString>
#include <QStringList>

/*!
 * Words and phrases for GUI components and interactions, shared by the step matcher (seed 000 §III-D1,
 * the component side of a step↔interaction match) and the quality report (ready-to-insert missing
 * steps, §III-D2). Pure string functions, no dictionaries: lemmas and synonyms live in Lexicon.
 */
namespace StepWise::ComponentText {

/*!
 * Splits an identifier into lower-case words: snake_case, kebab-case, dotted names, `$` and camelCase
 * ("btn_save_fillup" → btn save fillup, "fabCreateAccount" → fab create account, "ActionBar$Tab" →
 * action bar tab, "radio_qif_format" → radio qif format). Digits form their own words. A
 * "package:id/" prefix is dropped. Empty input gives an empty list.
 */
QStringList identifierWords(const QString &identifier);

/*! Class name without its package: "android.widget.ImageButton" → "ImageButton". */
QString shortClassName(const QString &className);

/*!
 * What a reporter calls a component of this class, lower case: Button/ImageButton → "button",
 * EditText/AutoCompleteTextView → "field", CheckBox → "check box", RadioButton → "radio button",
 * Spinner → "drop-down list", Switch/ToggleButton → "switch", ImageView → "image", CheckedTextView and
 * list rows (LinearLayout, RelativeLayout, …) → "item", TextView → "text", other classes → their words
 * ("ViewGroup" → "view group"). Empty for an empty class.
 */
QString classNoun(const QString &className);

/*!
 * The component's label as a user would quote it: its text (newlines folded), else its
 * content-description, else its resource-id words ("input account name"); empty when it has none.
 */
QString label(const GuiComponent &component);

/*!
 * Every word a user might use to name the component, lower case, without duplicates: words of the
 * text, the content-description, the resource-id and the class name, plus classNoun()'s words.
 */
QStringList words(const GuiComponent &component);

/*!
 * A ready-to-insert step for \a interaction, in the imperative: `Click the "Next" button`,
 * `Type in the "input account name" field`, `Long click the "Chaos Communication Opening" item`,
 * `Open the app`, `Swipe up`, `Press Back`. Components without a label are named by their class
 * ("Click the relative layout item").
 */
QString describe(const Interaction &interaction);

} // namespace StepWise::ComponentText
