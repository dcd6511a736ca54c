// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "secrets/SecretStore.h"

#include <QDirIterator>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace volcano;

namespace {

// Created before QCoreApplication so every config/data path of the process points into it.
QTemporaryDir* g_home = nullptr;

} // namespace

// No Secret Service on the bus: the store must fall back to memory for the session, say so
// once, and never write the secret anywhere on disk.
class TestSecretStoreNoKeyring : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void writeFallsBackToMemory();
    void readBeforeAnyWriteFallsBackToo();
    void explicitMemoryOnly();

private:
    static bool anyFileContains(const QString& dir, const QByteArray& needle);
};

bool TestSecretStoreNoKeyring::anyFileContains(const QString& dir, const QByteArray& needle) {
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly) && file.readAll().contains(needle))
            return true;
    }
    return false;
}

void TestSecretStoreNoKeyring::writeFallsBackToMemory() {
    SecretStore store;
    store.setServiceName(QStringLiteral("volcano-lock-console-test"));
    QSignalSpy written(&store, &SecretStore::secretWritten);
    QSignalSpy persistence(&store, &SecretStore::persistenceChanged);
    QSignalSpy failed(&store, &SecretStore::failed);
    const SecretRef ref = SecretRef::serviceKey(QStringLiteral("profile-1"));
    const QString secret = QStringLiteral("sk_live_never_on_disk_7f3a");

    store.write(ref, secret);
    QTRY_COMPARE_WITH_TIMEOUT(written.count(), 1, 30'000);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(written.at(0).at(0).value<SecretRef>(), ref);
    QCOMPARE(written.at(0).at(1).toBool(), false);
    QVERIFY(!store.isPersistent());
    QVERIFY(!store.fallbackReason().isEmpty());
    QVERIFY(!store.fallbackReason().contains(secret));
    // A plain sentence first; QtKeychain's own words ("keychain error 5: …") only after it.
    const QString reason = store.fallbackReason();
    QVERIFY2(reason.startsWith(QStringLiteral("No keychain is available")) ||
                 reason.startsWith(QStringLiteral("The keychain is locked or unavailable")),
             qPrintable(reason));
    QVERIFY2(reason.contains(QStringLiteral("kept in memory only")), qPrintable(reason));
    QCOMPARE(persistence.count(), 1);
    QCOMPARE(persistence.at(0).at(0).toBool(), false);

    QSignalSpy read(&store, &SecretStore::secretRead);
    store.read(ref);
    QTRY_COMPARE(read.count(), 1);
    QCOMPARE(read.at(0).at(1).toString(), secret);

    QSignalSpy notFound(&store, &SecretStore::secretNotFound);
    store.read(SecretRef::leaseToken(QStringLiteral("profile-1"), QStringLiteral("k")));
    QTRY_COMPARE(notFound.count(), 1);

    QSignalSpy removed(&store, &SecretStore::secretRemoved);
    store.remove(ref);
    QTRY_COMPARE(removed.count(), 1);
    store.read(ref);
    QTRY_COMPARE(notFound.count(), 2);
    QCOMPARE(persistence.count(), 1); // said once
    QCOMPARE(store.pendingCount(), 0);

    QVERIFY2(!anyFileContains(g_home->path(), secret.toUtf8()), "the secret was written to a file");
}

void TestSecretStoreNoKeyring::readBeforeAnyWriteFallsBackToo() {
    SecretStore store;
    store.setServiceName(QStringLiteral("volcano-lock-console-test"));
    QSignalSpy notFound(&store, &SecretStore::secretNotFound);
    QSignalSpy persistence(&store, &SecretStore::persistenceChanged);
    store.read(SecretRef::serviceKey(QStringLiteral("p")));
    QTRY_COMPARE_WITH_TIMEOUT(notFound.count(), 1, 30'000);
    QCOMPARE(persistence.count(), 1);
    QVERIFY(!store.isPersistent());
}

void TestSecretStoreNoKeyring::explicitMemoryOnly() {
    SecretStore store;
    QSignalSpy persistence(&store, &SecretStore::persistenceChanged);
    store.useMemoryOnly(QStringLiteral("--no-keychain"));
    QCOMPARE(persistence.count(), 1);
    QCOMPARE(store.fallbackReason(), QStringLiteral("--no-keychain"));
    QSignalSpy written(&store, &SecretStore::secretWritten);
    store.write(SecretRef::serviceKey(QStringLiteral("p")), QStringLiteral("v"));
    QCOMPARE(written.count(), 0); // answered from the event loop, like a keychain job
    QTRY_COMPARE(written.count(), 1);
    QCOMPARE(written.at(0).at(1).toBool(), false);
}

int main(int argc, char** argv) {
    QTemporaryDir home;
    g_home = &home;
    qputenv("HOME", home.path().toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", (home.path() + QStringLiteral("/config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", (home.path() + QStringLiteral("/data")).toLocal8Bit());
    // A session bus address nobody listens on: no Secret Service, no KWallet.
    qputenv("DBUS_SESSION_BUS_ADDRESS",
            (QStringLiteral("unix:path=") + home.path() + QStringLiteral("/no-bus")).toLocal8Bit());
    QCoreApplication app(argc, argv);
    TestSecretStoreNoKeyring test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_secretstore_nokeyring.moc"
