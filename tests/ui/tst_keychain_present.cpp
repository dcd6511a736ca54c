// A real Secret Service (gnome-keyring in a private D-Bus session, scripts/with-keyring.sh):
// the console stores the profile's key there, says so, and finds it again after a restart.
#include "ConsoleApp.h"
#include "ConsoleFixture.h"
#include "MainWindow.h"
#include "SecretStore.h"
#include "UiResources.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <unistd.h>

#include <cstdio>
#include <vector>

using namespace volcano;
using namespace volcano::test;

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
        ConsoleFixture::Setup setup;
        setup.keychain = true;
        // A fresh service name: never a real user's entries, nor another run's.
        setup.secretServiceName = QStringLiteral("volcano-lock-console-ui-test-") +
                                  QUuid::createUuid().toString(QUuid::WithoutBraces);
        setup.consoleDir = consoleDir.path();
        setup.keys = {QStringLiteral("a")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        QVERIFY(console.app().secrets().isPersistent());
        QCOMPARE(console.window().keychainText(), QStringLiteral("Keys: OS keychain"));

        QVERIFY2(console.restartConsole(), qPrintable(console.errorString()));
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("a")), WatchState::Free, 8000);
        QVERIFY(console.app().secrets().isPersistent());
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
