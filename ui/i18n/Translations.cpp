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

} // namespace

QStringList Translations::shipped() {
    QStringList languages;
    const QString prefix = QString::fromLatin1(kFilePrefix);
    for (const QString& file :
         QDir(QString::fromLatin1(kResourceDir)).entryList({prefix + QStringLiteral("*.qm")}))
        languages << file.mid(prefix.size()).chopped(3);
    return languages;
}

QString Translations::install(QCoreApplication& app, const QStringList& uiLanguages) {
    for (const QString& language : uiLanguages) {
        const QString name = normalized(language);
        if (name == QLatin1String(kPseudoLocale)) {
            app.installTranslator(new PseudoTranslator(&app));
            return name;
        }
        if (name == QLatin1String("en") || name.startsWith(QLatin1String("en_")))
            return {}; // the source language
        auto* ours = new QTranslator(&app);
        if (ours->load(QString::fromLatin1(kFilePrefix) + name, QString::fromLatin1(kResourceDir),
                       QStringLiteral("_"))) {
            app.installTranslator(ours);
            installQtTranslation(app, QLocale(name));
            return ours->language();
        }
        delete ours;
    }
    return {};
}

} // namespace volcano::ui
