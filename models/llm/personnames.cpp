// SPDX-License-Identifier: GPL-3.0-or-later
#include "personnames.h"

#include <QSet>
#include <QString>

namespace StepWise {

bool isGivenName(QStringView word)
{
    // 511 names; ambiguous ones (words, places) are left out on purpose, see the header.
    static const QSet<QString> names {
        u"Aaron"_qs,      u"Abdul"_qs,       u"Abdullah"_qs,   u"Abigail"_qs,   u"Adam"_qs,      u"Adrian"_qs,
        u"Adriana"_qs,    u"Agnes"_qs,       u"Ahmed"_qs,      u"Ahmet"_qs,     u"Aidan"_qs,     u"Aisha"_qs,
        u"Akira"_qs,      u"Alan"_qs,        u"Albert"_qs,     u"Alberto"_qs,   u"Alejandro"_qs, u"Aleksandr"_qs,
        u"Alessandro"_qs, u"Alessia"_qs,     u"Alex"_qs,       u"Alexander"_qs, u"Alexandra"_qs, u"Alexei"_qs,
        u"Alexis"_qs,     u"Alfred"_qs,      u"Ali"_qs,        u"Alice"_qs,     u"Alicia"_qs,    u"Alina"_qs,
        u"Alison"_qs,     u"Amanda"_qs,      u"Amelia"_qs,     u"Amir"_qs,      u"Amit"_qs,      u"Amy"_qs,
        u"Ana"_qs,        u"Anastasia"_qs,   u"Andrea"_qs,     u"Andreas"_qs,   u"Andrei"_qs,    u"Andrew"_qs,
        u"Andrzej"_qs,    u"Angela"_qs,      u"Angelika"_qs,   u"Anil"_qs,      u"Anita"_qs,     u"Anja"_qs,
        u"Anjali"_qs,     u"Anke"_qs,        u"Ann"_qs,        u"Anna"_qs,      u"Anne"_qs,      u"Annette"_qs,
        u"Anthony"_qs,    u"Antoine"_qs,     u"Anton"_qs,      u"Antonio"_qs,   u"Arjun"_qs,     u"Arnaud"_qs,
        u"Arne"_qs,       u"Arthur"_qs,      u"Astrid"_qs,     u"Ayesha"_qs,    u"Aylin"_qs,     u"Barbara"_qs,
        u"Beatriz"_qs,    u"Ben"_qs,         u"Benedikt"_qs,   u"Benjamin"_qs,  u"Bernd"_qs,     u"Bernhard"_qs,
        u"Beth"_qs,       u"Bettina"_qs,     u"Betty"_qs,      u"Bianca"_qs,    u"Birgit"_qs,    u"Bjorn"_qs,
        u"Björn"_qs,      u"Brandon"_qs,     u"Brenda"_qs,     u"Brian"_qs,     u"Brigitte"_qs,  u"Bruno"_qs,
        u"Bryan"_qs,      u"Camille"_qs,     u"Carla"_qs,      u"Carlos"_qs,    u"Carmen"_qs,    u"Caroline"_qs,
        u"Carsten"_qs,    u"Catherine"_qs,   u"Cecilia"_qs,    u"Charles"_qs,   u"Charlotte"_qs, u"Chen"_qs,
        u"Chiara"_qs,     u"Chloe"_qs,       u"Chris"_qs,      u"Christian"_qs, u"Christina"_qs, u"Christine"_qs,
        u"Christoph"_qs,  u"Christopher"_qs, u"Claire"_qs,     u"Clara"_qs,     u"Claudia"_qs,   u"Claus"_qs,
        u"Colin"_qs,      u"Connor"_qs,      u"Cornelia"_qs,   u"Craig"_qs,     u"Cynthia"_qs,   u"Dagmar"_qs,
        u"Daniel"_qs,     u"Daniela"_qs,     u"Danielle"_qs,   u"David"_qs,     u"Deborah"_qs,   u"Deepak"_qs,
        u"Denise"_qs,     u"Dennis"_qs,      u"Diana"_qs,      u"Diego"_qs,     u"Dieter"_qs,    u"Dimitri"_qs,
        u"Dirk"_qs,       u"Dmitri"_qs,      u"Dmitry"_qs,     u"Dominik"_qs,   u"Donald"_qs,    u"Doris"_qs,
        u"Dorothy"_qs,    u"Douglas"_qs,     u"Duc"_qs,        u"Dylan"_qs,     u"Edward"_qs,    u"Eleanor"_qs,
        u"Elena"_qs,      u"Elias"_qs,       u"Elif"_qs,       u"Elisa"_qs,     u"Elisabeth"_qs, u"Elizabeth"_qs,
        u"Ella"_qs,       u"Ellen"_qs,       u"Emil"_qs,       u"Emilia"_qs,    u"Emily"_qs,     u"Emma"_qs,
        u"Emmanuel"_qs,   u"Enrico"_qs,      u"Eric"_qs,       u"Erik"_qs,      u"Erika"_qs,     u"Ernst"_qs,
        u"Esther"_qs,     u"Ethan"_qs,       u"Eva"_qs,        u"Evelyn"_qs,    u"Ewa"_qs,       u"Fabian"_qs,
        u"Fabio"_qs,      u"Farah"_qs,       u"Fatima"_qs,     u"Felix"_qs,     u"Fernando"_qs,  u"Finn"_qs,
        u"Francesca"_qs,  u"Francesco"_qs,   u"Francisco"_qs,  u"Franz"_qs,     u"Franziska"_qs, u"Frederik"_qs,
        u"Friedrich"_qs,  u"Fritz"_qs,       u"Gabriel"_qs,    u"Gabriela"_qs,  u"Gabriele"_qs,  u"Gary"_qs,
        u"Georg"_qs,      u"George"_qs,      u"Gerda"_qs,      u"Gerhard"_qs,   u"Gertrud"_qs,   u"Giovanni"_qs,
        u"Giulia"_qs,     u"Giuseppe"_qs,    u"Gregor"_qs,     u"Gregory"_qs,   u"Gudrun"_qs,    u"Guillaume"_qs,
        u"Gunnar"_qs,     u"Gunther"_qs,     u"Gustav"_qs,     u"Günter"_qs,    u"Hamid"_qs,     u"Hana"_qs,
        u"Hannah"_qs,     u"Hannes"_qs,      u"Hans"_qs,       u"Harald"_qs,    u"Harold"_qs,    u"Harry"_qs,
        u"Hasan"_qs,      u"Heidi"_qs,       u"Heike"_qs,      u"Heinrich"_qs,  u"Heinz"_qs,     u"Helen"_qs,
        u"Helena"_qs,     u"Helga"_qs,       u"Helmut"_qs,     u"Henrik"_qs,    u"Henry"_qs,     u"Herbert"_qs,
        u"Hiroshi"_qs,    u"Horst"_qs,       u"Hugo"_qs,       u"Hyun"_qs,      u"Ian"_qs,       u"Ibrahim"_qs,
        u"Igor"_qs,       u"Ilona"_qs,       u"Ines"_qs,       u"Ingo"_qs,      u"Ingrid"_qs,    u"Irene"_qs,
        u"Isabel"_qs,     u"Isabella"_qs,    u"Isabelle"_qs,   u"Ivan"_qs,      u"Jacob"_qs,     u"Jacqueline"_qs,
        u"Jakob"_qs,      u"Jakub"_qs,       u"James"_qs,      u"Jan"_qs,       u"Jana"_qs,      u"Jane"_qs,
        u"Janet"_qs,      u"Janice"_qs,      u"Janina"_qs,     u"Jannik"_qs,    u"Jason"_qs,     u"Javier"_qs,
        u"Jean"_qs,       u"Jeffrey"_qs,     u"Jennifer"_qs,   u"Jens"_qs,      u"Jeremy"_qs,    u"Jessica"_qs,
        u"Jian"_qs,       u"Jiho"_qs,        u"Joachim"_qs,    u"Joanna"_qs,    u"Johann"_qs,    u"Johanna"_qs,
        u"Johannes"_qs,   u"John"_qs,        u"Jonas"_qs,      u"Jonathan"_qs,  u"Jorge"_qs,     u"Jose"_qs,
        u"Joseph"_qs,     u"Joshua"_qs,      u"José"_qs,       u"Juan"_qs,      u"Judith"_qs,    u"Julia"_qs,
        u"Julian"_qs,     u"Juliane"_qs,     u"Julie"_qs,      u"Julien"_qs,    u"Julius"_qs,    u"Jurgen"_qs,
        u"Justin"_qs,     u"Jürgen"_qs,      u"Kai"_qs,        u"Karen"_qs,     u"Karin"_qs,     u"Karl"_qs,
        u"Katarina"_qs,   u"Katharina"_qs,   u"Katherine"_qs,  u"Kathrin"_qs,   u"Katja"_qs,     u"Katrin"_qs,
        u"Keith"_qs,      u"Kenji"_qs,       u"Kenneth"_qs,    u"Kerstin"_qs,   u"Kevin"_qs,     u"Kim"_qs,
        u"Klaus"_qs,      u"Konrad"_qs,      u"Krishna"_qs,    u"Kristina"_qs,  u"Kurt"_qs,      u"Lara"_qs,
        u"Larissa"_qs,    u"Lars"_qs,        u"Laura"_qs,      u"Lauren"_qs,    u"Laurent"_qs,   u"Lea"_qs,
        u"Lena"_qs,       u"Leo"_qs,         u"Leon"_qs,       u"Leonie"_qs,    u"Lisa"_qs,      u"Lorenzo"_qs,
        u"Louis"_qs,      u"Louise"_qs,      u"Luca"_qs,       u"Lucas"_qs,     u"Lucia"_qs,     u"Luis"_qs,
        u"Luisa"_qs,      u"Lukas"_qs,       u"Luke"_qs,       u"Lutz"_qs,      u"Magdalena"_qs, u"Mahmoud"_qs,
        u"Maja"_qs,       u"Manfred"_qs,     u"Manuel"_qs,     u"Manuela"_qs,   u"Marc"_qs,      u"Marcel"_qs,
        u"Marco"_qs,      u"Marcus"_qs,      u"Margaret"_qs,   u"Margarete"_qs, u"Maria"_qs,     u"Marie"_qs,
        u"Marina"_qs,     u"Mario"_qs,       u"Marion"_qs,     u"Marius"_qs,    u"Markus"_qs,    u"Marta"_qs,
        u"Martha"_qs,     u"Martin"_qs,      u"Martina"_qs,    u"Mary"_qs,      u"Mateo"_qs,     u"Matteo"_qs,
        u"Matthew"_qs,    u"Matthias"_qs,    u"Maximilian"_qs, u"Maya"_qs,      u"Mehmet"_qs,    u"Mei"_qs,
        u"Melanie"_qs,    u"Melissa"_qs,     u"Mia"_qs,        u"Michael"_qs,   u"Michaela"_qs,  u"Michel"_qs,
        u"Michelle"_qs,   u"Miguel"_qs,      u"Mika"_qs,       u"Mikhail"_qs,   u"Ming"_qs,      u"Miriam"_qs,
        u"Mohamed"_qs,    u"Mohammed"_qs,    u"Monika"_qs,     u"Moritz"_qs,    u"Muhammad"_qs,  u"Mustafa"_qs,
        u"Nadia"_qs,      u"Nadine"_qs,      u"Nancy"_qs,      u"Naomi"_qs,     u"Natalia"_qs,   u"Natalie"_qs,
        u"Nathan"_qs,     u"Nicholas"_qs,    u"Nicolas"_qs,    u"Nicole"_qs,    u"Niklas"_qs,    u"Nikolai"_qs,
        u"Nils"_qs,       u"Nina"_qs,        u"Noah"_qs,       u"Nora"_qs,      u"Norbert"_qs,   u"Oleg"_qs,
        u"Olga"_qs,       u"Oliver"_qs,      u"Olivia"_qs,     u"Omar"_qs,      u"Oscar"_qs,     u"Oskar"_qs,
        u"Otto"_qs,       u"Pablo"_qs,       u"Paolo"_qs,      u"Pascal"_qs,    u"Patricia"_qs,  u"Patrick"_qs,
        u"Paul"_qs,       u"Paula"_qs,       u"Pedro"_qs,      u"Peter"_qs,     u"Petra"_qs,     u"Philipp"_qs,
        u"Philippe"_qs,   u"Pierre"_qs,      u"Pooja"_qs,      u"Priya"_qs,     u"Rachel"_qs,    u"Rafael"_qs,
        u"Rahul"_qs,      u"Rainer"_qs,      u"Raj"_qs,        u"Rajesh"_qs,    u"Ralf"_qs,      u"Ralph"_qs,
        u"Ramona"_qs,     u"Raphael"_qs,     u"Rebecca"_qs,    u"Regina"_qs,    u"Reinhard"_qs,  u"Renate"_qs,
        u"Rene"_qs,       u"René"_qs,        u"Richard"_qs,    u"Rita"_qs,      u"Robert"_qs,    u"Roberto"_qs,
        u"Robin"_qs,      u"Roger"_qs,       u"Roland"_qs,     u"Rolf"_qs,      u"Ronald"_qs,    u"Rosa"_qs,
        u"Ruth"_qs,       u"Ryan"_qs,        u"Sabine"_qs,     u"Sabrina"_qs,   u"Samantha"_qs,  u"Samuel"_qs,
        u"Sandra"_qs,     u"Sara"_qs,        u"Sarah"_qs,      u"Sascha"_qs,    u"Satoshi"_qs,   u"Sebastian"_qs,
        u"Sergei"_qs,     u"Sergey"_qs,      u"Seung"_qs,      u"Shirley"_qs,   u"Silke"_qs,     u"Simon"_qs,
        u"Simone"_qs,     u"Sofia"_qs,       u"Sophia"_qs,     u"Sophie"_qs,    u"Stefan"_qs,    u"Stefanie"_qs,
        u"Steffen"_qs,    u"Stephan"_qs,     u"Stephanie"_qs,  u"Stephen"_qs,   u"Steven"_qs,    u"Susan"_qs,
        u"Susanne"_qs,    u"Sven"_qs,        u"Svetlana"_qs,   u"Takeshi"_qs,   u"Tanja"_qs,     u"Tatiana"_qs,
        u"Teresa"_qs,     u"Thomas"_qs,      u"Thorsten"_qs,   u"Tim"_qs,       u"Timo"_qs,      u"Timothy"_qs,
        u"Tobias"_qs,     u"Tom"_qs,         u"Tomas"_qs,      u"Tomasz"_qs,    u"Torsten"_qs,   u"Ulrich"_qs,
        u"Ulrike"_qs,     u"Ursula"_qs,      u"Uwe"_qs,        u"Valentina"_qs, u"Valerie"_qs,   u"Vanessa"_qs,
        u"Vera"_qs,       u"Veronika"_qs,    u"Viktor"_qs,     u"Vincent"_qs,   u"Vladimir"_qs,  u"Walter"_qs,
        u"Wei"_qs,        u"Werner"_qs,      u"Wilhelm"_qs,    u"William"_qs,   u"Wolfgang"_qs,  u"Xavier"_qs,
        u"Yannick"_qs,    u"Yasmin"_qs,      u"Yuki"_qs,       u"Yusuf"_qs,     u"Yuto"_qs,      u"Zoe"_qs,
        u"Zofia"_qs,
    };
    return names.contains(word.toString());
}

bool isNotSurname(QStringView word)
{
    static const QSet<QString> words {
        u"Account"_qs,   u"Accounts"_qs,   u"Add"_qs,    u"All"_qs,         u"And"_qs,          u"App"_qs,
        u"Apps"_qs,      u"As"_qs,         u"At"_qs,     u"Avenue"_qs,      u"Back"_qs,         u"Balance"_qs,
        u"Book"_qs,      u"Books"_qs,      u"Budget"_qs, u"Budgets"_qs,     u"Button"_qs,       u"Cancel"_qs,
        u"Category"_qs,  u"Chat"_qs,       u"Close"_qs,  u"Contact"_qs,     u"Contacts"_qs,     u"Delete"_qs,
        u"Details"_qs,   u"Dialog"_qs,     u"Done"_qs,   u"Drive"_qs,       u"Edit"_qs,         u"Export"_qs,
        u"Favorites"_qs, u"Favourites"_qs, u"Field"_qs,  u"File"_qs,        u"For"_qs,          u"From"_qs,
        u"Group"_qs,     u"Groups"_qs,     u"Help"_qs,   u"Home"_qs,        u"Import"_qs,       u"In"_qs,
        u"Info"_qs,      u"Is"_qs,         u"Lane"_qs,   u"List"_qs,        u"Login"_qs,        u"Logout"_qs,
        u"Menu"_qs,      u"Mode"_qs,       u"New"_qs,    u"Next"_qs,        u"Note"_qs,         u"Notes"_qs,
        u"Of"_qs,        u"Ok"_qs,         u"On"_qs,     u"Open"_qs,        u"Options"_qs,      u"Or"_qs,
        u"Page"_qs,      u"Profile"_qs,    u"Report"_qs, u"Road"_qs,        u"Save"_qs,         u"Screen"_qs,
        u"Search"_qs,    u"Settings"_qs,   u"Share"_qs,  u"Street"_qs,      u"Summary"_qs,      u"Sync"_qs,
        u"Tab"_qs,       u"The"_qs,        u"To"_qs,     u"Transaction"_qs, u"Transactions"_qs, u"View"_qs,
        u"Way"_qs,       u"With"_qs,
    };
    return words.contains(word.toString());
}

} // namespace StepWise
