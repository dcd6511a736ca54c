// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// A real Secret Service (gnome-keyring in a private D-Bus session, scripts/with-keyring.sh):
// the console stores the profile's key there, says so, and finds it again after a restart.
#include "ConsoleFixture.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/TestLeaseManager.h"
#include "lease/LeaseKeeper.h"
#include "secrets/SecretStore.h"
#include "store/ResumableLeaseStore.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/leases/TestLeaseModel.h"
#include "ui/leases/TestLeasePanel.h"

#include <QCheckBox>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace volcano;
using namespace volcano::test;

namespace {

// A console on the real Secret Service under a fresh service name: never a real user's
// entries, nor another run's.
ConsoleFixture::Setup keychainSetup(const QString& consoleDir, const QStringList& keys) {
    ConsoleFixture::Setup setup;
    setup.keychain = true;
    setup.secretServiceName = QStringLiteral("volcano-lock-console-ui-test-") +
                              QUuid::createUuid().toString(QUuid::WithoutBraces);
    setup.consoleDir = consoleDir;
    setup.keys = keys;
    return setup;
}

// Takes a test lease the user asked to resume after a restart; the refusal, or empty.
QString takeResumable(ConsoleFixture& console, const QString& key, qint64 ttlSeconds) {
    ui::TestLeaseManager::Request request;
    request.key = key;
    request.ttlSeconds = ttlSeconds;
    request.resumeAfterRestart = true;
    const auto taken = console.app().testLeases().take(request);
    return taken ? QString() : taken.error().message;
}

} // namespace

class TestKeychainPresent : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QCOMPARE(qEnvironmentVariable("VOLCANO_KEYRING_AVAILABLE"), QStringLiteral("1"));
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void keyIsKeptInTheKeychainAcrossRestarts() {
        QTemporaryDir consoleDir;
        const ConsoleFixture::Setup setup = keychainSetup(consoleDir.path(), {QStringLiteral("a")});
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(console.app().secrets().isPersistent());
        QCOMPARE(requireChild<QLabel>(console.window(), QStringLiteral("keychainStatus"))->text(),
                 QStringLiteral("Keys: OS keychain"));

        QVERIFY2(console.restartConsole(), qPrintable(console.errorString()));
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("a")), WatchState::Free, 8000);
        QVERIFY(console.app().secrets().isPersistent());
        console.app().secrets().remove(SecretRef::serviceKey(console.profile().id));
    }

    // The keychain may ask to be unlocked when a lock token is stored: ticking the box says
    // so before anything is written to it.
    void resumeExplainsTheKeychainBeforeUsingIt() {
        const QString key = QStringLiteral("jobs:explained");
        QTemporaryDir consoleDir;
        ConsoleFixture console(keychainSetup(consoleDir.path(), {key}));
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        auto& panel =
            *requireChild<ui::TestLeasePanel>(console.window(), QStringLiteral("testLeasePanel"));
        auto* resume = requireChild<QCheckBox>(panel, QStringLiteral("resumeAfterRestartBox"));
        auto* note = requireChild<QLabel>(panel, QStringLiteral("resumeNote"));
        QVERIFY(resume->isEnabled());
        QVERIFY2(resume->toolTip().contains(QStringLiteral("unlock")),
                 qPrintable(resume->toolTip()));
        QVERIFY(note->isHidden());

        QSignalSpy written(&console.app().secrets(), &SecretStore::secretWritten);
        const auto tokensWritten = [&written] {
            return std::count_if(written.cbegin(), written.cend(), [](const QList<QVariant>& args) {
                return args.at(0).value<SecretRef>().kind == SecretRef::Kind::LeaseToken;
            });
        };
        resume->setChecked(true);
        QVERIFY(!note->isHidden());
        QVERIFY2(note->text().contains(QStringLiteral("OS keychain")), qPrintable(note->text()));
        QVERIFY2(note->text().contains(QStringLiteral("unlock")), qPrintable(note->text()));
        QCOMPARE(tokensWritten(), 0); // explained first; nothing stored yet

        // Taking the lease then stores the token, as the note said.
        QTest::keyClicks(requireChild<QLineEdit>(panel, QStringLiteral("testLeaseKey")), key);
        QTest::mouseClick(requireChild<QPushButton>(panel, QStringLiteral("takeLeaseButton")),
                          Qt::LeftButton);
        ui::TestLeaseManager& leases = console.app().testLeases();
        QTRY_COMPARE_WITH_TIMEOUT(leases.at(0).resume, ui::TestLease::Resume::Yes, 15000);
        QCOMPARE(tokensWritten(), 1);

        resume->setChecked(false);
        QVERIFY(note->isHidden());
        leases.release(key);
        QTRY_COMPARE_WITH_TIMEOUT(leases.keeper(key)->state(), LeaseKeeper::State::Released, 8000);
        QTRY_COMPARE_WITH_TIMEOUT(console.app().secrets().pendingCount(), 0, 15000);
        console.app().secrets().remove(SecretRef::serviceKey(console.profile().id));
    }

    void testLeaseIsResumedAfterARestartWhenAsked() {
        const QString key = QStringLiteral("jobs:resumable");
        QTemporaryDir consoleDir;
        const ConsoleFixture::Setup setup = keychainSetup(consoleDir.path(), {key});
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));

        QCOMPARE(takeResumable(console, key, 300), QString());
        QTRY_COMPARE_WITH_TIMEOUT(console.app().testLeases().at(0).resume,
                                  ui::TestLease::Resume::Yes, 15000);
        const LeaseKeeper* first = console.app().testLeases().keeper(key);
        const QString lockToken = first->lockToken();
        const auto fencingToken = first->fencingToken();
        QVERIFY(fencingToken.has_value());
        QVERIFY(console.app().resumableLeases().contains(console.profile().id, key));
        // The token is in the keychain only: no file of the console holds it.
        QDirIterator files(consoleDir.path(), QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(!file.readAll().contains(lockToken.toLatin1()), qPrintable(file.fileName()));
        }

        // Quitting leaves it held; the next start takes it up with the same token.
        QVERIFY2(console.restartConsole(), qPrintable(console.errorString()));
        ui::TestLeaseManager& leases = console.app().testLeases();
        QTRY_VERIFY_WITH_TIMEOUT(leases.keeper(key) && leases.keeper(key)->isHeld(), 15000);
        QCOMPARE(leases.keeper(key)->lockToken(), lockToken);
        QCOMPARE(leases.keeper(key)->fencingToken(), fencingToken);
        QVERIFY2(leases.at(leases.rowOf(key)).note.contains(QStringLiteral("same acquisition")),
                 qPrintable(leases.at(leases.rowOf(key)).note));
        const OperationResult read = ConsoleFixture::wait(console.worker().read(key));
        QVERIFY(read.ok() && read.state && read.state->held);
        QCOMPARE(read.state->fencingToken, fencingToken);

        // Released: nothing is kept for a resume any more, in the database or the keychain.
        leases.release(key);
        QTRY_COMPARE_WITH_TIMEOUT(leases.keeper(key)->state(), LeaseKeeper::State::Released, 8000);
        QVERIFY(!console.app().resumableLeases().contains(console.profile().id, key));
        QTRY_COMPARE_WITH_TIMEOUT(console.app().secrets().pendingCount(), 0, 15000);
        QSignalSpy notFound(&console.app().secrets(), &SecretStore::secretNotFound);
        console.app().secrets().read(SecretRef::leaseToken(console.profile().id, key));
        QTRY_COMPARE_WITH_TIMEOUT(notFound.size(), 1, 15000);
        console.app().secrets().remove(SecretRef::serviceKey(console.profile().id));
    }

    void aLapsedLeaseIsResumedAsANewAcquisitionAndSaysSo() {
        const QString key = QStringLiteral("jobs:lapsed");
        QTemporaryDir consoleDir;
        const ConsoleFixture::Setup setup = keychainSetup(consoleDir.path(), {key});
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QCOMPARE(takeResumable(console, key, 30), QString());
        QTRY_COMPARE_WITH_TIMEOUT(console.app().testLeases().at(0).resume,
                                  ui::TestLease::Resume::Yes, 15000);
        const auto before = console.app().testLeases().keeper(key)->fencingToken();

        // The console is away longer than the lease lives (the server's clock moves on).
        QCOMPARE(console.sandbox().advanceClock(40), 204);
        QVERIFY2(console.restartConsole(), qPrintable(console.errorString()));
        ui::TestLeaseManager& leases = console.app().testLeases();
        QTRY_VERIFY_WITH_TIMEOUT(leases.keeper(key) && leases.keeper(key)->isHeld(), 15000);
        QVERIFY(*leases.keeper(key)->fencingToken() > *before);
        const QString note = leases.at(leases.rowOf(key)).note;
        QVERIFY2(note.contains(QStringLiteral("lapsed")), qPrintable(note));
        leases.release(key);
        QTRY_COMPARE_WITH_TIMEOUT(leases.keeper(key)->state(), LeaseKeeper::State::Released, 8000);
        QTRY_COMPARE_WITH_TIMEOUT(console.app().secrets().pendingCount(), 0, 15000);
        console.app().secrets().remove(SecretRef::serviceKey(console.profile().id));
    }
};

int main(int argc, char** argv) {
    // Outside CI's keyring session, run inside one: a private D-Bus session with an unlocked
    // gnome-keyring, so this always exercises the real Secret Service.
    if (qEnvironmentVariable("VOLCANO_KEYRING_AVAILABLE") != QStringLiteral("1")) {
        static char script[] = VOLCANO_WITH_KEYRING_SCRIPT;
        std::vector<char*> args{script};
        for (int i = 0; i < argc; ++i)
            args.push_back(argv[i]);
        args.push_back(nullptr);
        ::execv(script, args.data());
        std::perror("cannot run " VOLCANO_WITH_KEYRING_SCRIPT);
        return 1;
    }
    QApplication app(argc, argv);
    TestKeychainPresent test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_keychain_present.moc"
