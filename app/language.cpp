// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include "settings.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QPointer>
#include <QTranslator>

namespace StepWise::Language {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("StepWise::Language", text);
}

// Installed by install(); replaced on the next call so switching languages never stacks translators.
QList<QPointer<QTranslator>> &installed()
{
    static QList<QPointer<QTranslator>> translators;
    return translators;
}
} // namespace

QStringList available()
{
    return { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN") };
}

QString nativeName(const QString &code)
{
    // Each language in its own words, so a reader finds theirs whatever the current language is.
    if (code == u"en")
        return QStringLiteral("English");
    if (code == u"de")
        return QStringLiteral("Deutsch");
    if (code == u"zh_CN")
        return QStringLiteral("简体中文");
    return {};
}

QString systemLanguage()
{
    for (const QString &ui : QLocale::system().uiLanguages()) {
        const QLocale l(ui);
        switch (l.language()) {
        case QLocale::English:
            return QStringLiteral("en");
        case QLocale::German:
            return QStringLiteral("de");
        case QLocale::Chinese:
            if (l.script() != QLocale::TraditionalChineseScript)
                return QStringLiteral("zh_CN");
            break;
        default:
            break;
        }
    }
    return QStringLiteral("en");
}

QString setting()
{
    return Settings().uiLanguage();
}

void setSetting(const QString &code)
{
    Settings().setUiLanguage(code);
}

QString resolve(const QString &requested, QString *error)
{
    if (requested.isEmpty())
        return systemLanguage();
    if (available().contains(requested))
        return requested;
    if (error)
        *error = tr("Unknown language “%1”; choose one of %2.").arg(requested, available().join(QStringLiteral(", ")));
    return {};
}

bool install(const QString &code, QString *error)
{
    if (!available().contains(code)) {
        resolve(code, error);
        return false;
    }
    for (const QPointer<QTranslator> &t : std::as_const(installed())) {
        if (t) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }
    installed().clear();
    // Dates and numbers follow the chosen language, but keep the system's region when it is the same
    // language (de_AT stays de_AT).
    const QLocale chosen(code);
    QLocale::setDefault(chosen.language() == QLocale::system().language() ? QLocale::system() : chosen);

    auto *own = new QTranslator(QCoreApplication::instance());
    const QString file = QStringLiteral(":/i18n/stepwise_%1.qm").arg(code);
    if (!own->load(file)) {
        delete own;
        if (error)
            *error = tr("Cannot load the translation %1.").arg(file);
        return false;
    }
    QCoreApplication::installTranslator(own);
    installed() << own;

    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installed() << qt;
    } else {
        delete qt;
    }
    return true;
}

QMenu *createMenu(QWidget *parent, const std::function<void(const QString &message)> &notify)
{
    auto *menu = new QMenu(tr("&Language"), parent);
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(menu);
    const QString current = setting();
    auto add = [&](const QString &code, const QString &text) {
        QAction *a = menu->addAction(text);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setData(code);
        group->addAction(a);
        QObject::connect(a, &QAction::triggered, menu, [code, notify] {
            if (code == setting())
                return;
            setSetting(code);
            notify(tr("The language changes when StepWise is started again."));
        });
    };
    add(QString(), tr("&System default (%1)").arg(nativeName(systemLanguage())));
    menu->addSeparator();
    for (const QString &code : available())
        add(code, nativeName(code));
    return menu;
}

} // namespace StepWise::Language
