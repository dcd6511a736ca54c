// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The profiles dialog: validation as the user types, the service key kept out of settings,
// a refused key explained, the read-only flag.
#include "ConsoleFixture.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "lease/PollScheduler.h"
#include "lease/QuotaMeter.h"
#include "secrets/SecretStore.h"
#include "store/ProfileStore.h"
#include "ui/MainWindow.h"
#include "ui/ProfilesDialog.h"
#include "ui/UiResources.h"
#include "ui/watch/LockDetailPanel.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/MessageBox.h"

#include <QCheckBox>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

namespace {

int consoleRequestsInTheLastHour(const ui::ConsoleApp& app) {
    int sent = 0;
    for (const QuotaMinute& minute : app.session().quota().minutes())
        sent += minute.sentTotal();
    return sent;
}

} // namespace

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

    void aNewProfileShowsNoErrorBeforeTyping() {
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::ProfilesDialog dialog(console.app().profiles(), console.app().secrets());
        auto* add = requireChild<QPushButton>(dialog, QStringLiteral("addProfileButton"));
        add->click();
        QCOMPARE(dialog.selectedId(), QString());
        QVERIFY(!dialog.saveButton()->isEnabled());
        QVERIFY2(dialog.validationText().isEmpty(), qPrintable(dialog.validationText()));
        // Once the user types, a problem is named.
        QTest::keyClicks(dialog.urlEdit(), QStringLiteral("http://remote.example.com"));
        QVERIFY(!dialog.validationText().isEmpty());
    }

    void unsavedEditsAreNotDiscardedSilently_data() {
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("switched");
        QTest::addColumn<QString>("storedName");
        QTest::newRow("cancel stays")
            << int(QMessageBox::Cancel) << false << QStringLiteral("First");
        QTest::newRow("discard switches")
            << int(QMessageBox::Discard) << true << QStringLiteral("First");
        QTest::newRow("save keeps the edit")
            << int(QMessageBox::Save) << true << QStringLiteral("First, renamed");
    }

    void unsavedEditsAreNotDiscardedSilently() {
        QFETCH(int, answer);
        QFETCH(bool, switched);
        QFETCH(QString, storedName);
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ProfileStore& profiles = console.app().profiles();
        ConnectionProfile first;
        first.name = QStringLiteral("First");
        first.baseUrl = console.sandbox().baseUrl();
        QVERIFY(profiles.save(first));
        ui::ProfilesDialog dialog(profiles, console.app().secrets());
        dialog.selectProfile(first.id);
        QCOMPARE(dialog.selectedId(), first.id);
        dialog.nameEdit()->selectAll();
        QTest::keyClicks(dialog.nameEdit(), QStringLiteral("First, renamed"));

        ui::MessageBox::setNextAnswer(QMessageBox::StandardButton(answer));
        dialog.selectProfile(console.profile().id);
        QCOMPARE(dialog.selectedId(), switched ? console.profile().id : first.id);
        if (!switched)
            QCOMPARE(dialog.nameEdit()->text(), QStringLiteral("First, renamed"));
        QCOMPARE(profiles.profile(first.id)->name, storedName);
    }

    void switchingProfileResetsWhatBelongedToTheOld() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("alpha"), QStringLiteral("beta")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::ConsoleApp& app = console.app();
        ui::MainWindow& window = console.window();
        QTRY_VERIFY_WITH_TIMEOUT(app.session().scheduler().readsThisMinute() > 0, 8000);
        QTRY_VERIFY_WITH_TIMEOUT(app.session().quota().projectUsedThisMinute().has_value(), 8000);
        QVERIFY(consoleRequestsInTheLastHour(app) > 1);
        auto* notice = requireChild<ui::MessageBanner>(window, QStringLiteral("noticeBanner"));
        Q_EMIT app.notice(ui::ConsoleApp::NoticeKind::Info, QStringLiteral("Welcome to the demo"));
        QVERIFY(notice->isVisible());
        auto* hint = requireChild<QLabel>(window, QStringLiteral("emptyWatchlistHint"));
        QVERIFY(!hint->isVisible());

        // A second profile with no keys: the old profile's notice goes with it.
        ConnectionProfile empty;
        empty.name = QStringLiteral("Empty");
        empty.baseUrl = console.sandbox().baseUrl();
        QVERIFY(app.profiles().save(empty));
        QSignalSpy stored(&app.secrets(), &SecretStore::secretWritten);
        app.secrets().write(SecretRef::serviceKey(empty.id), console.sandbox().serviceKey());
        QTRY_COMPARE(stored.size(), 1);
        QSignalSpy activated(&app, &ui::ConsoleApp::activated);
        app.activate(empty.id);
        QTRY_COMPARE_WITH_TIMEOUT(activated.size(), 1, 8000);
        QVERIFY(!notice->isVisible());
        auto* freshness = requireChild<QLabel>(window, QStringLiteral("freshnessStatus"));
        QTRY_VERIFY_WITH_TIMEOUT(freshness->text().startsWith(QStringLiteral("Connected")), 8000);

        // A third with no keys and a key the server refuses.
        ConnectionProfile second;
        second.name = QStringLiteral("Refused");
        second.baseUrl = console.sandbox().baseUrl();
        QVERIFY(app.profiles().save(second));
        QSignalSpy written(&app.secrets(), &SecretStore::secretWritten);
        app.secrets().write(SecretRef::serviceKey(second.id), QStringLiteral("vk_wrong"));
        QTRY_COMPARE(written.size(), 1);
        QSignalSpy checked(&app.session(), &ui::ConsoleSession::connectionChecked);
        app.activate(second.id);

        // Tested at once, though it watches nothing: the refusal is said plainly.
        QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 8000);
        QVERIFY(!checked.constFirst().constFirst().value<OperationResult>().ok());
        QTRY_VERIFY_WITH_TIMEOUT(notice->text().contains(QStringLiteral("Refused")), 8000);
        QVERIFY2(!notice->text().contains(QStringLiteral("Welcome")), qPrintable(notice->text()));
        QVERIFY2(freshness->text().startsWith(QStringLiteral("Cannot read locks")),
                 qPrintable(freshness->text()));
        // Nothing counted for the old project carries over: reads, the quota figures and the
        // Quota tab's chart and gauge (at most the new profile's own connection check).
        QCOMPARE(app.session().scheduler().readsThisMinute(), 0);
        QVERIFY2(consoleRequestsInTheLastHour(app) <= 1,
                 qPrintable(QString::number(consoleRequestsInTheLastHour(app))));
        QVERIFY(hint->isVisible());
        QVERIFY2(hint->text().contains(QStringLiteral("No keys watched yet")),
                 qPrintable(hint->text()));
        QCOMPARE(window.detailPanel()->key(), QString());
        QVERIFY(window.showPanel(QStringLiteral("quota")));
        auto* gauge = requireChild<QProgressBar>(window, QStringLiteral("quotaGauge"));
        QVERIFY2(gauge->value() <= 1, qPrintable(gauge->text()));
    }

    void aWorkingKeylessProfileSaysItIsConnected() {
        ConsoleFixture console;
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        auto* freshness = requireChild<QLabel>(console.window(), QStringLiteral("freshnessStatus"));
        QTRY_VERIFY_WITH_TIMEOUT(freshness->text().startsWith(QStringLiteral("Connected")), 8000);
        QVERIFY2(freshness->text().contains(QStringLiteral("no keys watched yet")),
                 qPrintable(freshness->text()));
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
