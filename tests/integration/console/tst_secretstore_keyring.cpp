// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "secrets/SecretStore.h"

#include <QSignalSpy>
#include <QTest>
#include <QUuid>

#include <unistd.h>

#include <vector>

using namespace volcano;

// Against a REAL Secret Service (gnome-keyring in a private D-Bus session, see
// scripts/with-keyring.sh): write, read back from a second store, EntryNotFound, delete.
class TestSecretStoreKeyring : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void writeReadRemove();
    void leaseTokensAreSeparateEntries();
    void missingEntryIsNotFound();
    void removingNothingSucceeds();

private:
    QString m_service;
};

void TestSecretStoreKeyring::initTestCase() {
    QCOMPARE(qEnvironmentVariable("VOLCANO_KEYRING_AVAILABLE"), QStringLiteral("1"));
    // A fresh service name: never touches a real user's entries, nor another run's.
    m_service = QStringLiteral("volcano-lock-console-test-") +
                QUuid::createUuid().toString(QUuid::WithoutBraces);
}

void TestSecretStoreKeyring::writeReadRemove() {
    const SecretRef ref = SecretRef::serviceKey(QStringLiteral("profile-1"));
    const QString secret = QStringLiteral("sk_live_in_the_keyring_91c2");
    {
        SecretStore store;
        store.setServiceName(m_service);
        QSignalSpy written(&store, &SecretStore::secretWritten);
        QSignalSpy failed(&store, &SecretStore::failed);
        QSignalSpy persistence(&store, &SecretStore::persistenceChanged);
        store.write(ref, secret);
        QTRY_COMPARE_WITH_TIMEOUT(written.count() + failed.count(), 1, 30'000);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(written.at(0).at(1).toBool(), true);
        QVERIFY(store.isPersistent());
        QCOMPARE(persistence.count(), 0);
    }
    // A second store (as after a restart) reads it from the keyring, not from memory.
    SecretStore again;
    again.setServiceName(m_service);
    QSignalSpy read(&again, &SecretStore::secretRead);
    again.read(ref);
    QTRY_COMPARE_WITH_TIMEOUT(read.count(), 1, 30'000);
    QCOMPARE(read.at(0).at(0).value<SecretRef>(), ref);
    QCOMPARE(read.at(0).at(1).toString(), secret);

    QSignalSpy removed(&again, &SecretStore::secretRemoved);
    again.remove(ref);
    QTRY_COMPARE_WITH_TIMEOUT(removed.count(), 1, 30'000);
    QSignalSpy notFound(&again, &SecretStore::secretNotFound);
    again.read(ref);
    QTRY_COMPARE_WITH_TIMEOUT(notFound.count(), 1, 30'000);
    QVERIFY(again.isPersistent());
}

void TestSecretStoreKeyring::leaseTokensAreSeparateEntries() {
    SecretStore store;
    store.setServiceName(m_service);
    const SecretRef a = SecretRef::leaseToken(QStringLiteral("p"), QStringLiteral("k1"));
    const SecretRef b = SecretRef::leaseToken(QStringLiteral("p"), QStringLiteral("k2"));
    QSignalSpy written(&store, &SecretStore::secretWritten);
    store.write(a, QStringLiteral("6f1d3c1e-0000-4000-8000-000000000001"));
    store.write(b, QStringLiteral("6f1d3c1e-0000-4000-8000-000000000002"));
    QTRY_COMPARE_WITH_TIMEOUT(written.count(), 2, 30'000);
    QSignalSpy read(&store, &SecretStore::secretRead);
    store.read(b);
    QTRY_COMPARE_WITH_TIMEOUT(read.count(), 1, 30'000);
    QCOMPARE(read.at(0).at(1).toString(), QStringLiteral("6f1d3c1e-0000-4000-8000-000000000002"));
    QSignalSpy removed(&store, &SecretStore::secretRemoved);
    store.remove(a);
    store.remove(b);
    QTRY_COMPARE_WITH_TIMEOUT(removed.count(), 2, 30'000);
}

void TestSecretStoreKeyring::missingEntryIsNotFound() {
    SecretStore store;
    store.setServiceName(m_service);
    QSignalSpy notFound(&store, &SecretStore::secretNotFound);
    QSignalSpy failed(&store, &SecretStore::failed);
    store.read(SecretRef::serviceKey(QStringLiteral("never-written")));
    QTRY_COMPARE_WITH_TIMEOUT(notFound.count() + failed.count(), 1, 30'000);
    QCOMPARE(notFound.count(), 1);
    QVERIFY(store.isPersistent());
}

void TestSecretStoreKeyring::removingNothingSucceeds() {
    SecretStore store;
    store.setServiceName(m_service);
    QSignalSpy removed(&store, &SecretStore::secretRemoved);
    QSignalSpy failed(&store, &SecretStore::failed);
    store.remove(SecretRef::serviceKey(QStringLiteral("never-written")));
    QTRY_COMPARE_WITH_TIMEOUT(removed.count() + failed.count(), 1, 30'000);
    QCOMPARE(removed.count(), 1);
}

int main(int argc, char** argv) {
    // Outside CI's keyring session, run this same test inside one (a private D-Bus session
    // with an unlocked gnome-keyring), so it always exercises the real Secret Service.
    if (qEnvironmentVariable("VOLCANO_KEYRING_AVAILABLE") != QStringLiteral("1")) {
        static char script[] = VOLCANO_WITH_KEYRING_SCRIPT;
        std::vector<char*> args{script};
        for (int i = 0; i < argc; ++i)
            args.push_back(argv[i]);
        args.push_back(nullptr);
        ::execv(script, args.data());
        perror("cannot run " VOLCANO_WITH_KEYRING_SCRIPT);
        return 1;
    }
    QCoreApplication app(argc, argv);
    TestSecretStoreKeyring test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_secretstore_keyring.moc"
