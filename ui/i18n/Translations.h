// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace volcano::ui {

// The console's languages: English in the source, German in resources/translations (built
// into the program by lrelease), and the pseudo-locale en_XA for checking layouts. The UI
// language follows LANGUAGE, LC_ALL, LC_MESSAGES or LANG, as on any Linux desktop.
class Translations {
public:
    static constexpr char kPseudoLocale[] = "en_XA";

    // Installs the translation of the first UI language (in order of preference, as
    // QLocale::uiLanguages() gives them: "de-DE", "de", "en-US", ...) the console has: German,
    // the pseudo-locale, or English, and Qt's own for the same language (its dialogs'
    // buttons). English's plural forms are installed beneath any of them. Returns the language
    // installed ("de", "en_XA"), empty for English.
    static QString install(QCoreApplication& app,
                           const QStringList& uiLanguages = QLocale::system().uiLanguages());
    // English alone: the plural forms of its "%n" messages ("1 key", "2 keys"), which the
    // source text cannot give. What install() does for English; tests that read the console's
    // texts call it.
    static void installEnglish(QCoreApplication& app);
    // The languages the console ships, besides English ("de").
    static QStringList shipped();
};

} // namespace volcano::ui
