// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The console's languages. German is complete (every message of the .ts translated, its
// placeholders, tags and line breaks kept) and built into the program; LANGUAGE=de selects it,
// and a whole console against the real sandbox then shows no English text that has a German
// translation (a string whose tr() context differs from lupdate's would). The pseudo-locale
// keeps placeholders, tags and shortcuts, and every text of the main window goes through it.

#include "ConsoleFixture.h"
#include "alerts/RuleSet.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "ui/MainWindow.h"
#include "ui/ProfilesDialog.h"
#include "ui/UiResources.h"
#include "ui/alerts/AlertRulesDialog.h"
#include "ui/i18n/PseudoTranslator.h"
#include "ui/i18n/Translations.h"
#include "ui/watch/AddKeyDialog.h"
#include "ui/watch/PasteKeysDialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace volcano;
using namespace volcano::test;

namespace {

struct TsMessage {
    QString context;
    QString source;
    QStringList translations; // one, or the plural forms
    bool finished = true;
};

// A <translation>: its text, or its <numerusform>s.
void readTranslation(QXmlStreamReader& xml, QStringList& forms) {
    QString text;
    while (xml.readNext() != QXmlStreamReader::EndElement ||
           xml.name() != QLatin1String("translation")) {
        if (xml.atEnd())
            return;
        if (xml.isCharacters())
            text += xml.text();
        else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
            forms << xml.readElementText();
    }
    if (forms.isEmpty())
        forms << text;
}

QList<TsMessage> readTs(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            messages.append({context, {}, {}, true});
        } else if (xml.name() == QLatin1String("source")) {
            messages.last().source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            messages.last().finished =
                xml.attributes().value(QLatin1String("type")) != QLatin1String("unfinished");
            readTranslation(xml, messages.last().translations);
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return messages;
}

// What must survive translation: placeholders, tags, entities, line breaks.
QStringList kept(const QString& text) {
    static const QRegularExpression pattern(
        QStringLiteral(R"(%L?(\d+|n)|<[^>]+>|&[a-z#0-9]+;|\n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    return found;
}

// The same for one form of a message: a plural form may say its number in words ("the rule"
// for "%n rules") and leave out %n.
QStringList keptOfForm(const QString& text, const TsMessage& message) {
    QStringList found = kept(text);
    if (message.translations.size() > 1)
        found.removeIf([](const QString& run) { return run.endsWith(QLatin1Char('n')); });
    return found;
}

// Every text a user reads in the window: labels, buttons, tabs, menus, headers.
QStringList shownTexts(QWidget& window) {
    QStringList texts;
    for (const QLabel* label : window.findChildren<QLabel*>())
        texts << label->text();
    for (const QAbstractButton* button : window.findChildren<QAbstractButton*>())
        texts << button->text();
    for (const QTabBar* tabs : window.findChildren<QTabBar*>()) {
        for (int i = 0; i < tabs->count(); ++i)
            texts << tabs->tabText(i);
    }
    for (const QMenu* menu : window.findChildren<QMenu*>()) {
        texts << menu->title();
        for (const QAction* action : menu->actions())
            texts << action->text();
    }
    for (const QHeaderView* header : window.findChildren<QHeaderView*>()) {
        if (!header->model())
            continue;
        for (int section = 0; section < header->count(); ++section)
            texts << header->model()
                         ->headerData(section, header->orientation(), Qt::DisplayRole)
                         .toString();
    }
    for (const QGroupBox* box : window.findChildren<QGroupBox*>())
        texts << box->title();
    texts.removeAll(QString());
    return texts;
}

void removeTranslators() {
    // Direct children only: the pseudo-locale owns its English.
    for (QTranslator* translator :
         qApp->findChildren<QTranslator*>(QString(), Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void cleanup() { removeTranslators(); }

    void germanIsCompleteAndKeepsPlaceholders() {
        const QList<TsMessage> messages = readTs(QStringLiteral(VOLCANO_GERMAN_TS));
        QVERIFY(messages.size() > 500);
        QStringList problems;
        for (const TsMessage& message : messages) {
            if (!message.finished || message.translations.isEmpty())
                problems << QStringLiteral("untranslated: ") + message.source;
            for (const QString& translation : message.translations) {
                if (translation.trimmed().isEmpty() && !message.source.trimmed().isEmpty())
                    problems << QStringLiteral("empty: ") + message.source;
                else if (keptOfForm(translation, message) != keptOfForm(message.source, message))
                    problems << QStringLiteral("%1 -> %2").arg(message.source, translation);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 20).join(QLatin1Char('\n'))));
    }

    void languageSelectsGerman() {
        QVERIFY(ui::Translations::shipped().contains(QStringLiteral("de")));
        QCOMPARE(ui::Translations::install(
                     *qApp, QStringList{QStringLiteral("de-DE"), QStringLiteral("de")}),
                 QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("volcano::ui::TimelinePanel", "Refresh"),
                 QStringLiteral("Aktualisieren"));
        removeTranslators();
        QCOMPARE(ui::Translations::install(*qApp, QStringList{QStringLiteral("fr-FR")}), QString());
        QCOMPARE(QCoreApplication::translate("volcano::ui::TimelinePanel", "Refresh"),
                 QStringLiteral("Refresh"));
        // English first in the user's list wins over a German second.
        QCOMPARE(ui::Translations::install(
                     *qApp, QStringList{QStringLiteral("en-GB"), QStringLiteral("de-DE")}),
                 QString());
    }

    // English's own plural forms ("1 rule", "2 rules"), beneath German and the pseudo-locale.
    void pluralsFollowTheNumber() {
        const auto rules = [](int n) {
            return QCoreApplication::translate("volcano::ui::AlertsPanel", "%n rules", nullptr, n);
        };
        QCOMPARE(ui::Translations::install(*qApp, QStringList{QStringLiteral("en-US")}), QString());
        QCOMPARE(rules(1), QStringLiteral("1 rule"));
        QCOMPARE(rules(2), QStringLiteral("2 rules"));
        QCOMPARE(QCoreApplication::translate("volcano::ui::AlertsPanel",
                                             "No alerts: none of the %n rules in force has fired.",
                                             nullptr, 1),
                 QStringLiteral("No alerts: the rule in force has not fired."));
        removeTranslators();
        ui::Translations::install(*qApp, QStringList{QStringLiteral("de")});
        QCOMPARE(rules(1), QStringLiteral("1 Regel"));
        QCOMPARE(rules(3), QStringLiteral("3 Regeln"));
        removeTranslators();
        ui::Translations::install(*qApp, QStringList{QStringLiteral("en-XA")});
        QCOMPARE(rules(1), ui::PseudoTranslator::pseudo(QStringLiteral("%n rule"))
                               .replace(QStringLiteral("%n"), QStringLiteral("1")));
    }

    // A whole console in German: no text on screen is the English of a translated message.
    void aGermanConsoleShowsNoTranslatedEnglish() {
        QCOMPARE(ui::Translations::install(
                     *qApp, QStringList{QStringLiteral("de-DE"), QStringLiteral("de")}),
                 QStringLiteral("de"));
        QSet<QString> english;
        QSet<QString> german; // "Profile" is German too (Profiles), and fine on screen
        for (const TsMessage& message : readTs(QStringLiteral(VOLCANO_GERMAN_TS))) {
            if (!message.translations.contains(message.source))
                english.insert(message.source);
            for (const QString& translation : message.translations)
                german.insert(translation);
        }
        english -= german;
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("jobs:leader")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QStringList leftInEnglish;
        for (const QString& text : shownTexts(console.window())) {
            if (english.contains(text))
                leftInEnglish << text;
        }
        QVERIFY2(leftInEnglish.isEmpty(), qPrintable(leftInEnglish.join(QStringLiteral(" | "))));
    }

    void pseudoKeepsPlaceholdersTagsAndShortcuts() {
        const QString source = QStringLiteral("&Refresh %1 of %n <b>keys</b>&nbsp;%L2");
        const QString pseudo = ui::PseudoTranslator::pseudo(source);
        QVERIFY2(pseudo.startsWith(QLatin1Char('[')) && pseudo.endsWith(QLatin1Char(']')),
                 qPrintable(pseudo));
        QCOMPARE(kept(pseudo), kept(source));
        QVERIFY(pseudo.contains(QStringLiteral("&R")));
        QVERIFY(pseudo.contains(QStringLiteral("<b>")));
        QVERIFY(!pseudo.contains(QStringLiteral("keys"))); // accented
        QVERIFY(pseudo.size() >= source.size() + 4);
    }

    // Every text of the main window and its dialogs goes through tr(): under the
    // pseudo-locale it is bracketed. Keys, numbers, times and the product's name are data, not
    // words to translate.
    void everyWordOfTheWindowIsTranslatable() {
        QCOMPARE(ui::Translations::install(*qApp, QStringList{QStringLiteral("en-XA")}),
                 QStringLiteral("en_XA"));
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("jobs:leader")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        static const QRegularExpression data(
            QStringLiteral(R"(^([\d\s:.,/%+\-–—·×✕…()]*|jobs:leader|Volcano Lock Console|)$)"));
        ui::MainWindow& window = console.window();
        ui::ConsoleApp& app = console.app();
        QList<QWidget*> dialogs{new ui::AddKeyDialog(app.watchlist(), &window),
                                new ui::PasteKeysDialog(app.watchlist(), &window),
                                new ui::ProfilesDialog(app.profiles(), app.secrets(), &window),
                                new ui::AlertRulesDialog(alerts::RuleSet(), &window),
                                window.showCommandPalette()};
        QStringList plain;
        for (QWidget* shown : QList<QWidget*>{&window} + dialogs) {
            shown->show();
            for (const QString& text : shownTexts(*shown)) {
                if (!text.contains(QLatin1Char('[')) && !data.match(text).hasMatch())
                    plain << text;
            }
        }
        plain.removeDuplicates();
        QVERIFY2(plain.isEmpty(), qPrintable(plain.join(QStringLiteral(" | "))));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
