// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// No Secret Service on the bus: the console keeps the key in memory for the session, keeps
// working, and says so in the status bar.
#include "ConsoleFixture.h"
#include "console/ConsoleApp.h"
#include "secrets/SecretStore.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"

#include <QApplication>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

class TestKeychainAbsent : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void statusBarSaysTheKeyIsInMemoryOnly() {
        ConsoleFixture::Setup setup;
        setup.keychain = true;
        setup.secretServiceName = QStringLiteral("volcano-lock-console-ui-test");
        setup.keys = {QStringLiteral("a")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(!console.app().secrets().isPersistent());
        auto* status = requireChild<QLabel>(console.window(), QStringLiteral("keychainStatus"));
        QCOMPARE(status->text(), QStringLiteral("Keys: memory only (no keyring)"));
        // The tooltip says why in a plain sentence, before any detail of the keychain library.
        QVERIFY2(status->toolTip().startsWith(QStringLiteral("No keychain is available")) ||
                     status->toolTip().startsWith(QStringLiteral("The keychain is locked")),
                 qPrintable(status->toolTip()));
        QVERIFY2(status->toolTip().contains(QStringLiteral("memory only")),
                 qPrintable(status->toolTip()));
        // The key held in memory still works.
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("a")), WatchState::Free, 8000);
    }
};

int main(int argc, char** argv) {
    QTemporaryDir bus;
    // A session bus address nobody listens on: no Secret Service, no KWallet.
    qputenv("DBUS_SESSION_BUS_ADDRESS",
            (QStringLiteral("unix:path=") + bus.path() + QStringLiteral("/no-bus")).toLocal8Bit());
    QApplication app(argc, argv);
    TestKeychainAbsent test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_keychain_absent.moc"
