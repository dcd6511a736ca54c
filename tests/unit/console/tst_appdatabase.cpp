// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/AppDatabase.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace volcano;

// The console's SQLite file: created where asked, WAL, migrated by user_version, refuses a
// schema from the future instead of damaging it.
class TestAppDatabase : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void createsFolderAndMigrates();
    void usesWal();
    void keepsDataAcrossReopen();
    void refusesNewerSchema();
    void twoInstancesUseSeparateConnections();
    void defaultPathIsInAppData();
};

void TestAppDatabase::createsFolderAndMigrates() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("nested/deeper/console.sqlite"));
    AppDatabase db(path);
    const auto opened = db.open();
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    QVERIFY(QFile::exists(path));
    QCOMPARE(db.schemaVersion(), AppDatabase::latestSchemaVersion());
    QVERIFY(AppDatabase::latestSchemaVersion() >= 1);
    const QStringList tables = db.database().tables();
    QVERIFY(tables.contains(QStringLiteral("watch_keys")));
    QVERIFY(tables.contains(QStringLiteral("token_history")));
    QVERIFY(tables.contains(QStringLiteral("audit_log")));
}

void TestAppDatabase::usesWal() {
    QTemporaryDir dir;
    AppDatabase db(dir.filePath(QStringLiteral("console.sqlite")));
    QVERIFY(db.open());
    QSqlQuery query(db.database());
    QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
}

void TestAppDatabase::keepsDataAcrossReopen() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("console.sqlite"));
    {
        AppDatabase db(path);
        QVERIFY(db.open());
        QSqlQuery insert(db.database());
        QVERIFY(insert.exec(QStringLiteral("INSERT INTO watch_keys VALUES ('p', 'k', 0, 1, 1)")));
    }
    AppDatabase again(path);
    QVERIFY(again.open());
    QCOMPARE(again.schemaVersion(), AppDatabase::latestSchemaVersion());
    QSqlQuery select(again.database());
    QVERIFY(select.exec(QStringLiteral("SELECT key FROM watch_keys")));
    QVERIFY(select.next());
    QCOMPARE(select.value(0).toString(), QStringLiteral("k"));
}

void TestAppDatabase::refusesNewerSchema() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("console.sqlite"));
    const int future = AppDatabase::latestSchemaVersion() + 1;
    {
        AppDatabase db(path);
        QVERIFY(db.open());
        QSqlQuery query(db.database());
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version=%1").arg(future)));
    }
    AppDatabase newer(path);
    const auto opened = newer.open();
    QVERIFY(!opened);
    QVERIFY(!newer.isOpen());
    QVERIFY2(opened.error().message.contains(QStringLiteral("newer schema")),
             qPrintable(opened.error().message));
}

void TestAppDatabase::twoInstancesUseSeparateConnections() {
    QTemporaryDir dir;
    AppDatabase first(dir.filePath(QStringLiteral("a.sqlite")));
    AppDatabase second(dir.filePath(QStringLiteral("b.sqlite")));
    QVERIFY(first.open());
    QVERIFY(second.open());
    QVERIFY(first.database().connectionName() != second.database().connectionName());
    first.close();
    QVERIFY(!first.isOpen());
    QVERIFY(second.isOpen());
}

void TestAppDatabase::defaultPathIsInAppData() {
    QVERIFY(AppDatabase::defaultPath().endsWith(QStringLiteral("/console.sqlite")));
    QCOMPARE(AppDatabase().path(), AppDatabase::defaultPath());
}

QTEST_GUILESS_MAIN(TestAppDatabase)
#include "tst_appdatabase.moc"
