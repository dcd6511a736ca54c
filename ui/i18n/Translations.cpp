// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/i18n/Translations.h"

#include "ui/i18n/PseudoTranslator.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

namespace volcano::ui {

namespace {

constexpr char kResourceDir[] = ":/i18n";
constexpr char kFilePrefix[] = "volcano-lock-console_";
constexpr char kEnglish[] = "en";

QString normalized(QString language) {
    return language.replace(QLatin1Char('-'), QLatin1Char('_'));
}

// Qt's own texts (the buttons of message boxes and file dialogs), when Debian's
// qt6-translations-l10n is installed; without it they stay English.
void installQtTranslation(QCoreApplication& app, const QLocale& locale) {
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
    else
        delete qt;
}

QTranslator* loadOurs(QCoreApplication& app, const QString& language) {
    auto* ours = new QTranslator(&app);
    if (ours->load(QString::fromLatin1(kFilePrefix) + language, QString::fromLatin1(kResourceDir),
                   QStringLiteral("_")))
        return ours;
    delete ours;
    return nullptr;
}

QTranslator* loadEnglish(QCoreApplication& app) {
    QTranslator* english = loadOurs(app, QString::fromLatin1(kEnglish));
    // Built into the program by lrelease: missing only when the build is broken.
    Q_ASSERT(english);
    return english;
}

} // namespace

void Translations::installEnglish(QCoreApplication& app) {
    if (QTranslator* english = loadEnglish(app))
        app.installTranslator(english);
}

QStringList Translations::shipped() {
    QStringList languages;
    const QString prefix = QString::fromLatin1(kFilePrefix);
    for (const QString& file :
         QDir(QString::fromLatin1(kResourceDir)).entryList({prefix + QStringLiteral("*.qm")}))
        languages << file.mid(prefix.size()).chopped(3);
    languages.removeAll(QString::fromLatin1(kEnglish));
    return languages;
}

QString Translations::install(QCoreApplication& app, const QStringList& uiLanguages) {
    for (const QString& language : uiLanguages) {
        const QString name = normalized(language);
        if (name == QLatin1String(kPseudoLocale)) {
            app.installTranslator(new PseudoTranslator(loadEnglish(app), &app));
            return name;
        }
        if (name == QLatin1String(kEnglish) || name.startsWith(QLatin1String("en_")))
            break; // the source language
        if (QTranslator* ours = loadOurs(app, name)) {
            installEnglish(app); // beneath: searched after ours
            app.installTranslator(ours);
            installQtTranslation(app, QLocale(name));
            return ours->language();
        }
    }
    installEnglish(app);
    return {};
}

} // namespace volcano::ui
