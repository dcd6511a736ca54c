// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Force release in team mode goes straight to the API, and its audit rows to the team's
// shared audit log, with the operator the database names (session_user). A console whose
// database role may not INSERT into the audit log refuses before sending, saying why.

#include "RecorderWorld.h"
#include "client/LockClient.h"
#include "console/ForceReleaseProcedure.h"
#include "store/AuditLog.h"
#include "support/WaitFor.h"

#include <QSqlQuery>
#include <QTest>

using namespace volcano;
using namespace volcano::test;
using Step = volcano::ui::ForceReleaseProcedure::Step;

namespace {

const QString kReason = QStringLiteral("holder host died, job is stuck for an hour");

} // namespace

class TestRecorderTeamAudit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QVERIFY2(m_world.start(), qPrintable(m_world.errorString()));
        PostgresServer& server = m_world.postgres();
        QVERIFY(server.createRole(QStringLiteral("oncall_bob"), QStringLiteral("pw-bob"), true));
        QVERIFY(server.createRole(QStringLiteral("visitor_eve"), QStringLiteral("pw-eve"), true));
        QString error;
        const QString db = StoreLocation::parse(m_world.storeUrl())->database();
        QVERIFY2(
            server.execAdmin(db, QStringLiteral("GRANT volcano_console TO oncall_bob"), &error),
            qPrintable(error));
        // Eve may read what the console reads, but not write the audit log.
        QVERIFY2(server.execAdmin(db,
                                  QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO"
                                                 " visitor_eve"),
                                  &error),
                 qPrintable(error));
    }

    void forceReleaseIsAuditedUnderTheDatabaseUser() {
        const auto client = m_world.sandbox().client();
        QVERIFY(waitFor(client->acquire(QStringLiteral("jobs:stuck"), 60)).ok());
        AppDatabase store(asUser(QStringLiteral("oncall_bob"), QStringLiteral("pw-bob")));
        QVERIFY(store.open().has_value());
        AuditLog audit(store);
        QVERIFY(audit.checkCanAppend().has_value());
        ui::ForceReleaseProcedure release(*client, audit, profile(), QStringLiteral("jobs:stuck"));
        release.setReason(kReason);
        release.start();
        QTRY_COMPARE_WITH_TIMEOUT(release.step(), Step::Ready, 5000);
        release.confirm();
        QTRY_COMPARE_WITH_TIMEOUT(release.step(), Step::Finished, 8000);
        QVERIFY(release.succeeded());

        QSqlQuery rows(m_world.store().database());
        QVERIFY(rows.exec(QStringLiteral("SELECT phase, operator, reason FROM audit_log WHERE key ="
                                         " 'jobs:stuck' ORDER BY id")));
        QVERIFY(rows.next());
        QCOMPARE(rows.value(0).toString(), QStringLiteral("intent"));
        QCOMPARE(rows.value(1).toString(), QStringLiteral("oncall_bob"));
        QCOMPARE(rows.value(2).toString(), kReason);
        QVERIFY(rows.next());
        QCOMPARE(rows.value(0).toString(), QStringLiteral("outcome"));
        QCOMPARE(rows.value(1).toString(), QStringLiteral("oncall_bob"));
    }

    void withoutInsertRightsNothingIsSent() {
        const auto client = m_world.sandbox().client();
        const OperationResult grant = waitFor(client->acquire(QStringLiteral("jobs:kept"), 60));
        QVERIFY(grant.ok());
        AppDatabase store(asUser(QStringLiteral("visitor_eve"), QStringLiteral("pw-eve")));
        QVERIFY(store.open().has_value());
        AuditLog audit(store);
        const auto allowed = audit.checkCanAppend();
        QVERIFY(!allowed.has_value());
        QVERIFY2(allowed.error().message.contains(QStringLiteral("visitor_eve")),
                 qPrintable(allowed.error().message));
        ui::ForceReleaseProcedure release(*client, audit, profile(), QStringLiteral("jobs:kept"));
        release.setReason(kReason);
        release.start();
        QTRY_COMPARE_WITH_TIMEOUT(release.step(), Step::Ready, 5000);
        release.confirm();
        QTRY_COMPARE_WITH_TIMEOUT(release.step(), Step::Aborted, 5000);
        QVERIFY(release.outcomeText().contains(QStringLiteral("may not write the team's audit")));
        const OperationResult after = waitFor(client->read(QStringLiteral("jobs:kept")));
        QVERIFY(after.ok() && after.state->held);
        QCOMPARE(after.state->fencingToken, std::optional(grant.grant->fencingToken));
    }

private:
    StoreLocation asUser(const QString& user, const QString& password) {
        PostgresServer& server = m_world.postgres();
        return StoreLocation::parse(QStringLiteral("postgresql://%1:%2@%3:%4/%5")
                                        .arg(user, password, server.host())
                                        .arg(server.port())
                                        .arg(StoreLocation::parse(m_world.storeUrl())->database()))
            .value();
    }

    ConnectionProfile profile() {
        ConnectionProfile team;
        team.id = QStringLiteral("team");
        team.name = QStringLiteral("Team");
        team.baseUrl = m_world.sandbox().baseUrl();
        team.teamStore = m_world.storeUrl();
        return team;
    }

    RecorderWorld m_world;
};

QTEST_GUILESS_MAIN(TestRecorderTeamAudit)
#include "tst_recorder_teamaudit.moc"
