// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/ProfileStore.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace volcano;

// Connection profiles in QSettings (an injected INI file): validation, persistence, the
// current profile, and no secret anywhere in the file.
class TestProfileStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();

    void validation_data();
    void validation();
    void saveAssignsIdAndPersists();
    void updateKeepsOrder();
    void currentProfile();
    void removeCurrentClearsIt();
    void embeddedProfile();
    void settingsHoldNoSecret();

private:
    QString settingsPath() const { return m_dir->filePath(QStringLiteral("console.ini")); }
    static ConnectionProfile profile(const QString& name, const QString& url);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestProfileStore::init() {
    m_dir = std::make_unique<QTemporaryDir>();
}

ConnectionProfile TestProfileStore::profile(const QString& name, const QString& url) {
    ConnectionProfile made;
    made.name = name;
    made.baseUrl = QUrl(url);
    made.projectLabel = QStringLiteral("payments-prod");
    return made;
}

void TestProfileStore::validation_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("embedded");
    QTest::addColumn<QString>("errorMentions"); // empty: valid

    QTest::newRow("https") << QStringLiteral("prod") << QStringLiteral("https://api.example.com/v1")
                           << false << QString();
    QTest::newRow("http loopback")
        << QStringLiteral("local") << QStringLiteral("http://127.0.0.1:8787") << false << QString();
    QTest::newRow("http localhost")
        << QStringLiteral("local") << QStringLiteral("http://localhost:8787") << false << QString();
    QTest::newRow("http remote refused")
        << QStringLiteral("prod") << QStringLiteral("http://api.example.com/v1") << false
        << QStringLiteral("plain http");
    QTest::newRow("ftp refused") << QStringLiteral("x") << QStringLiteral("ftp://example.com")
                                 << false << QStringLiteral("scheme");
    QTest::newRow("no url") << QStringLiteral("x") << QString() << false
                            << QStringLiteral("base URL");
    QTest::newRow("no name") << QStringLiteral("  ") << QStringLiteral("https://a.example") << false
                             << QStringLiteral("name");
    QTest::newRow("embedded without url")
        << QStringLiteral("Sandbox") << QString() << true << QString();
    QTest::newRow("embedded still checks a url")
        << QStringLiteral("Sandbox") << QStringLiteral("http://10.0.0.5:8787") << true
        << QStringLiteral("plain http");
}

void TestProfileStore::validation() {
    QFETCH(QString, name);
    QFETCH(QString, url);
    QFETCH(bool, embedded);
    QFETCH(QString, errorMentions);

    ConnectionProfile candidate = profile(name, url);
    candidate.embeddedSandbox = embedded;
    ProfileStore store(settingsPath());
    QSignalSpy changed(&store, &ProfileStore::profilesChanged);
    const auto saved = store.save(candidate);
    if (errorMentions.isEmpty()) {
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.error().message));
        QCOMPARE(store.profiles().size(), 1);
        QCOMPARE(changed.count(), 1);
    } else {
        QVERIFY(!saved.has_value());
        QVERIFY2(saved.error().message.contains(errorMentions), qPrintable(saved.error().message));
        QVERIFY(store.isEmpty());
        QVERIFY(candidate.id.isEmpty());
        QCOMPARE(changed.count(), 0);
    }
}

void TestProfileStore::saveAssignsIdAndPersists() {
    ConnectionProfile saved =
        profile(QStringLiteral("prod"), QStringLiteral("https://a.example/v1"));
    saved.readOnly = true;
    {
        ProfileStore store(settingsPath());
        QVERIFY(store.save(saved));
        QVERIFY(!saved.id.isEmpty());
        QVERIFY(!saved.id.startsWith(QLatin1Char('{')));
    }
    ProfileStore again(settingsPath());
    QCOMPARE(again.profiles(), QList<ConnectionProfile>{saved});
    QCOMPARE(*again.profile(saved.id), saved);
    QVERIFY(!again.profile(QStringLiteral("nope")));
}

void TestProfileStore::updateKeepsOrder() {
    ProfileStore store(settingsPath());
    ConnectionProfile a = profile(QStringLiteral("a"), QStringLiteral("https://a.example"));
    ConnectionProfile b = profile(QStringLiteral("b"), QStringLiteral("https://b.example"));
    QVERIFY(store.save(a));
    QVERIFY(store.save(b));
    a.name = QStringLiteral("a renamed");
    const QString id = a.id;
    QVERIFY(store.save(a));
    QCOMPARE(a.id, id);
    ProfileStore again(settingsPath());
    QCOMPARE(again.profiles().size(), 2);
    QCOMPARE(again.profiles().at(0).name, QStringLiteral("a renamed"));
    QCOMPARE(again.profiles().at(1).name, QStringLiteral("b"));
}

void TestProfileStore::currentProfile() {
    ProfileStore store(settingsPath());
    QVERIFY(store.currentId().isEmpty());
    QVERIFY(!store.current());
    ConnectionProfile a = profile(QStringLiteral("a"), QStringLiteral("https://a.example"));
    QVERIFY(store.save(a));
    QSignalSpy current(&store, &ProfileStore::currentChanged);
    QVERIFY(!store.setCurrent(QStringLiteral("unknown")));
    QVERIFY(store.setCurrent(a.id));
    QVERIFY(store.setCurrent(a.id)); // unchanged: no second signal
    QCOMPARE(current.count(), 1);
    QCOMPARE(current.at(0).at(0).toString(), a.id);
    ProfileStore again(settingsPath());
    QCOMPARE(again.currentId(), a.id);
    QCOMPARE(again.current()->name, QStringLiteral("a"));
}

void TestProfileStore::removeCurrentClearsIt() {
    ProfileStore store(settingsPath());
    ConnectionProfile a = profile(QStringLiteral("a"), QStringLiteral("https://a.example"));
    QVERIFY(store.save(a));
    QVERIFY(store.setCurrent(a.id));
    QSignalSpy current(&store, &ProfileStore::currentChanged);
    QVERIFY(store.remove(a.id));
    QVERIFY(!store.remove(a.id));
    QCOMPARE(current.count(), 1);
    QVERIFY(current.at(0).at(0).toString().isEmpty());
    QVERIFY(ProfileStore(settingsPath()).currentId().isEmpty());
}

void TestProfileStore::embeddedProfile() {
    ProfileStore store(settingsPath());
    QVERIFY(!store.embeddedProfile());
    ConnectionProfile remote = profile(QStringLiteral("prod"), QStringLiteral("https://a.example"));
    ConnectionProfile local = profile(QStringLiteral("Sandbox"), QString());
    local.embeddedSandbox = true;
    QVERIFY(store.save(remote));
    QVERIFY(store.save(local));
    QCOMPARE(store.embeddedProfile()->id, local.id);
}

void TestProfileStore::settingsHoldNoSecret() {
    {
        ProfileStore store(settingsPath());
        ConnectionProfile a = profile(QStringLiteral("prod"), QStringLiteral("https://a.example"));
        QVERIFY(store.save(a));
    }
    QSettings raw(settingsPath(), QSettings::IniFormat);
    for (const QString& key : raw.allKeys()) {
        QVERIFY2(!key.contains(QStringLiteral("secret"), Qt::CaseInsensitive) &&
                     !key.contains(QStringLiteral("serviceKey"), Qt::CaseInsensitive) &&
                     !key.contains(QStringLiteral("password"), Qt::CaseInsensitive),
                 qPrintable(key));
    }
    QVERIFY(raw.allKeys().contains(QStringLiteral("profiles/1/baseUrl")));
}

QTEST_GUILESS_MAIN(TestProfileStore)
#include "tst_profilestore.moc"
