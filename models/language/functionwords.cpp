// SPDX-License-Identifier: GPL-3.0-or-later
#include "functionwords.h"

#include <QHash>

namespace StepWise::FunctionWords {

Classes classesOf(const QString &word)
{
    static const QHash<QString, Classes> table = [] {
        QHash<QString, Classes> t;
        const auto add = [&t](Class c, std::initializer_list<const char16_t *> words) {
            for (const char16_t *w : words)
                t[QString::fromUtf16(w)] |= c;
        };
        add(Class::Article, {u"the", u"a", u"an"});
        add(Class::Demonstrative, {u"this", u"that", u"these", u"those"});
        add(Class::Possessive, {u"my", u"your", u"his", u"her", u"its", u"our", u"their"});
        add(Class::Quantifier, {u"some", u"any", u"all", u"every", u"each", u"both"});
        add(Class::Pronoun, {u"it", u"them"});
        add(Class::Preposition, {u"of", u"on", u"in", u"at", u"to", u"into", u"onto", u"from", u"with", u"for", u"by", u"as", u"via"});
        return t;
    }();
    return table.value(word);
}

} // namespace StepWise::FunctionWords
