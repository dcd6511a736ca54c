// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The profiles dialog: validation as the user types, the service key kept out of settings,
// a refused key explained, the read-only flag.
#include "ConsoleFixture.h"
#include "console/ConsoleApp.h"
#include "secrets/SecretStore.h"
#include "store/ProfileStore.h"
#include "ui/MainWindow.h"
#include "ui/ProfilesDialog.h"
#include "ui/UiResources.h"
#include "ui/widgets/MessageBanner.h"

#include <QCheckBox>
#include <QDirIterator>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

class TestProfiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void baseUrlIsValidatedAsTyped_data() {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("valid");
        QTest::newRow("https") << QStringLiteral("https://api.example.com/v1") << true;
        QTest::newRow("http loopback") << QStringLiteral("http://127.0.0.1:8787") << true;
        QTest::newRow("http remote") << QStringLiteral("http://api.example.com/v1") << false;
        QTest::newRow("not a url") << QStringLiteral("api example") << false;
    }

    void baseUrlIsValidatedAsTyped() {
        QFETCH(QString, url);
        QFETCH(bool, valid);
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::ProfilesDialog dialog(console.app().profiles(), console.app().secrets());
        dialog.urlEdit()->setText(url);
        QCOMPARE(dialog.saveButton()->isEnabled(), valid);
        QCOMPARE(dialog.validationText().isEmpty(), valid);
    }

    void savedKeyNeverReachesTheSettingsFile() {
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::ProfilesDialog dialog(console.app().profiles(), console.app().secrets());
        QSignalSpy saved(&dialog, &ui::ProfilesDialog::profileSaved);
        QSignalSpy written(&console.app().secrets(), &SecretStore::secretWritten);
        dialog.nameEdit()->setText(QStringLiteral("Production EU"));
        dialog.urlEdit()->setText(QStringLiteral("https://locks.example.com/v1"));
        dialog.projectEdit()->setText(QStringLiteral("payments-prod"));
        dialog.readOnlyBox()->setChecked(true);
        const QString secret = QStringLiteral("sk_live_do_not_leak_42");
        QTest::keyClicks(dialog.keyEdit(), secret);
        QCOMPARE(dialog.keyEdit()->echoMode(), QLineEdit::Password);
        QVERIFY(dialog.save());
        QCOMPARE(saved.size(), 1);
        QVERIFY(saved.first().at(1).toBool());
        QTRY_COMPARE(written.size(), 1);
        QVERIFY(dialog.keyEdit()->text().isEmpty());
        QVERIFY2(dialog.keyStatusText().contains(QStringLiteral("memory only")),
                 qPrintable(dialog.keyStatusText()));

        const QString id = saved.first().at(0).toString();
        const auto profile = console.app().profiles().profile(id);
        QVERIFY(profile);
        QVERIFY(profile->readOnly);
        QCOMPARE(profile->projectLabel, QStringLiteral("payments-prod"));
        // Nothing the console wrote to disk holds the key.
        QDirIterator files(QFileInfo(console.options().settingsPath).absolutePath(), QDir::Files,
                           QDirIterator::Subdirectories);
        int checked = 0;
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(!file.readAll().contains(secret.toUtf8()), qPrintable(file.fileName()));
            ++checked;
        }
        QVERIFY(checked >= 2); // the settings file and the database at least
    }

    void testConnectionExplainsARefusedKey_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("expected");
        QTest::newRow("service role works")
            << QStringLiteral("sk_demo_service") << QStringLiteral("Connected");
        QTest::newRow("unknown key")
            << QStringLiteral("sk_unknown") << QStringLiteral("401 unauthorized");
        QTest::newRow("platform token")
            << QStringLiteral("pt_demo") << QStringLiteral("forbidden_key_kind");
        QTest::newRow("scope missing")
            << QStringLiteral("sc_demo_storage") << QStringLiteral("missing_scope");
        QTest::newRow("scoped with locks.manage")
            << QStringLiteral("sc_demo_manage") << QStringLiteral("Connected");
    }

    void testConnectionExplainsARefusedKey() {
        QFETCH(QString, key);
        QFETCH(QString, expected);
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::ProfilesDialog dialog(console.app().profiles(), console.app().secrets());
        dialog.selectProfile(console.profile().id);
        QCOMPARE(dialog.urlEdit()->text(), console.sandbox().baseUrl().toString());
        dialog.keyEdit()->setText(key);
        dialog.testConnection();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.testResultText().startsWith(QStringLiteral("Testing")),
                                 8000);
        const QString text = dialog.testResultText();
        QVERIFY2(text.contains(expected), qPrintable(text));
        if (!text.startsWith(QStringLiteral("Connected"))) {
            QVERIFY2(text.contains(QStringLiteral("service-role")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("locks.manage")), qPrintable(text));
        }
        QVERIFY(!text.contains(key));
    }

    void fixingTheKeyReconnectsTheConsole() {
        ConsoleFixture::Setup setup;
        setup.serviceKey = QStringLiteral("sk_wrong");
        setup.keys = {QStringLiteral("a")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        auto* degraded =
            requireChild<ui::MessageBanner>(console.window(), QStringLiteral("degradedBanner"));
        QTRY_VERIFY_WITH_TIMEOUT(degraded->isVisible(), 8000);
        QVERIFY(degraded->text().contains(QStringLiteral("401")));

        ui::ProfilesDialog dialog(console.app().profiles(), console.app().secrets());
        QObject::connect(&dialog, &ui::ProfilesDialog::profileSaved, &console.app(),
                         &ui::ConsoleApp::profileEdited);
        dialog.selectProfile(console.profile().id);
        dialog.keyEdit()->setText(console.sandbox().serviceKey());
        QVERIFY(dialog.save());
        QTRY_VERIFY_WITH_TIMEOUT(degraded->isHidden(), 8000);
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("a")), WatchState::Free, 8000);
    }

    void testConnectionUsesTheStoredKeyWithoutShowingIt() {
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::ProfilesDialog dialog(console.app().profiles(), console.app().secrets());
        dialog.selectProfile(console.profile().id);
        QVERIFY(dialog.keyEdit()->text().isEmpty());
        dialog.testConnection();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.testResultText().startsWith(QStringLiteral("Connected")),
                                 8000);
        QVERIFY(dialog.keyEdit()->text().isEmpty());
    }
};

QTEST_MAIN(TestProfiles)
#include "tst_profiles.moc"
