// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The console's force release (ForceReleaseProcedure, ForceReleaseRecovery) on real sockets
// and real SQLite files: a raw loopback server that reads the DELETE and closes, or answers
// after the timeout, or never answers while the console process is killed with SIGKILL.
#include "client/LockClient.h"
#include "console/ForceReleaseProcedure.h"
#include "console/ForceReleaseRecovery.h"
#include "store/AppDatabase.h"
#include "store/AuditLog.h"
#include "support/ScriptedHttpServer.h"

#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace volcano;
using namespace volcano::test;
using Step = volcano::ui::ForceReleaseProcedure::Step;

namespace {

const QString kKey = QStringLiteral("jobs:leader");
const QString kProfileId = QStringLiteral("5d0f3c9e-6a43-4d8e-9c36-0f4b2c8a7e11");
const QByteArray kHeld =
    QByteArrayLiteral(R"({"held":true,"expires_at":"2026-07-20T14:00:30Z","fencing_token":77})");
const QByteArray kFree = QByteArrayLiteral(R"({"held":false})");
const QString kReason = QStringLiteral("INC-9: worker host lost, lease stuck");

int deleteCount(const ScriptedHttpServer& server) {
    const QList<RecordedRequest>& requests = server.requests();
    return int(std::count_if(requests.cbegin(), requests.cend(), [](const RecordedRequest& r) {
        return r.method == QByteArrayLiteral("DELETE");
    }));
}

} // namespace

class TestForceReleaseProcedure : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void lostAnswerIsUnknownAndTheFollowUpReadDecides_data();
    void lostAnswerIsUnknownAndTheFollowUpReadDecides();
    void noIntentNothingSent();
    void refusesWithoutAReason();
    void killedAfterTheIntentIsSettledAtTheNextStart();

private:
    ui::ForceReleaseProcedure* procedure(const QString& reason = kReason);
    void serveBaselineAndVerify();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppDatabase> m_db;
    std::unique_ptr<AuditLog> m_audit;
    std::unique_ptr<ScriptedHttpServer> m_server;
    std::unique_ptr<LockClient> m_client;
    std::unique_ptr<ui::ForceReleaseProcedure> m_procedure;
};

void TestForceReleaseProcedure::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<AppDatabase>(m_dir->filePath(QStringLiteral("console.sqlite")));
    QVERIFY(m_db->open());
    m_audit = std::make_unique<AuditLog>(*m_db);
    m_server = std::make_unique<ScriptedHttpServer>();
    QVERIFY(m_server->listen());
    m_client = std::make_unique<LockClient>();
    m_client->setBaseUrl(m_server->baseUrl(QStringLiteral("/v1")));
    m_client->setServiceKey(QStringLiteral("sk_procedure_test"));
    m_client->setTransferTimeout(std::chrono::milliseconds(300));
}

void TestForceReleaseProcedure::cleanup() {
    m_procedure.reset();
    m_client.reset();
    m_server.reset();
    m_audit.reset();
    m_db.reset();
    m_dir.reset();
}

ui::ForceReleaseProcedure* TestForceReleaseProcedure::procedure(const QString& reason) {
    ConnectionProfile profile;
    profile.id = kProfileId;
    profile.name = QStringLiteral("Production");
    m_procedure = std::make_unique<ui::ForceReleaseProcedure>(*m_client, *m_audit, profile, kKey);
    m_procedure->setReason(reason);
    return m_procedure.get();
}

void TestForceReleaseProcedure::serveBaselineAndVerify() {
    m_server->enqueue(ScriptedAction::json(200, kHeld)); // what the operator sees
    m_server->enqueue(ScriptedAction::json(200, kHeld)); // the re-read just before sending
}

void TestForceReleaseProcedure::lostAnswerIsUnknownAndTheFollowUpReadDecides_data() {
    QTest::addColumn<bool>("slow");
    QTest::addColumn<QByteArray>("followUp");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QString>("recorded");
    QTest::newRow("closed, then free")
        << false << kFree << QStringLiteral("most likely took effect")
        << QStringLiteral("unknown: transport error; follow-up read: free");
    QTest::newRow("slower than the timeout, then still held")
        << true << kHeld << QStringLiteral("same holder still holding it")
        << QStringLiteral("unknown: timeout; follow-up read: held, fencing token 77");
}

// The DELETE reaches the server once; the answer never reaches the console. It says
// "outcome unknown", reads again, and shows and records what that read found.
void TestForceReleaseProcedure::lostAnswerIsUnknownAndTheFollowUpReadDecides() {
    QFETCH(bool, slow);
    QFETCH(QByteArray, followUp);
    QFETCH(QString, shown);
    QFETCH(QString, recorded);
    serveBaselineAndVerify();
    m_server->enqueue(slow ? ScriptedAction::delayed(1500, ScriptedAction::reply(204))
                           : ScriptedAction::close());
    m_server->enqueue(ScriptedAction::json(200, followUp));
    ui::ForceReleaseProcedure* release = procedure();
    release->start();
    QTRY_COMPARE_WITH_TIMEOUT(release->step(), Step::Ready, 5000);
    release->confirm();
    QTRY_COMPARE_WITH_TIMEOUT(release->step(), Step::Finished, 8000);

    QVERIFY(!release->succeeded());
    QVERIFY2(release->outcomeText().startsWith(QStringLiteral("outcome unknown: ")),
             qPrintable(release->outcomeText()));
    QVERIFY2(release->outcomeText().contains(shown), qPrintable(release->outcomeText()));
    QTest::qWait(slow ? 1500 : 300);
    QCOMPARE(deleteCount(*m_server), 1);
    QCOMPARE(m_server->requests().size(), 4);

    const QList<AuditEntry> rows = m_audit->query();
    QCOMPARE(rows.size(), 2);
    const AuditEntry& intent = rows.at(0);
    const AuditEntry& outcome = rows.at(1);
    QCOMPARE(intent.phase, AuditPhase::Intent);
    QCOMPARE(intent.reason, kReason);
    QCOMPARE(intent.tokenBefore, std::optional<FencingToken>(77));
    QCOMPARE(intent.requestId, release->forceReleaseRequestId());
    QCOMPARE(intent.operatorName, ui::ForceReleaseProcedure::operatorName());
    const RecordedRequest& sent = m_server->requests().at(2);
    QCOMPARE(sent.header("X-Volcano-Request-Id"), intent.requestId.toLatin1());
    QCOMPARE(outcome.phase, AuditPhase::Outcome);
    QCOMPARE(outcome.intentId, std::optional<qint64>(intent.id));
    QCOMPARE(outcome.outcome, recorded);
    QCOMPARE(outcome.reason, kReason);
    QVERIFY(m_audit->intentsWithoutOutcome().isEmpty());
}

// The intent cannot be stored (the audit table is gone): nothing is sent.
void TestForceReleaseProcedure::noIntentNothingSent() {
    serveBaselineAndVerify();
    m_server->setFallback(ScriptedAction::reply(204));
    ui::ForceReleaseProcedure* release = procedure();
    release->start();
    QTRY_COMPARE_WITH_TIMEOUT(release->step(), Step::Ready, 5000);
    QSqlQuery drop(m_db->database());
    QVERIFY(drop.exec(QStringLiteral("ALTER TABLE audit_log RENAME TO audit_log_gone")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("cannot append")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("audit entry")));
    release->confirm();
    QTRY_COMPARE_WITH_TIMEOUT(release->step(), Step::Aborted, 5000);
    QVERIFY2(release->outcomeText().contains(QStringLiteral("nothing was sent")),
             qPrintable(release->outcomeText()));
    QTest::qWait(200);
    QCOMPARE(deleteCount(*m_server), 0);
}

void TestForceReleaseProcedure::refusesWithoutAReason() {
    serveBaselineAndVerify();
    ui::ForceReleaseProcedure* release = procedure(QStringLiteral("dead"));
    release->start();
    QTRY_COMPARE_WITH_TIMEOUT(release->step(), Step::Ready, 5000);
    QVERIFY(!release->reasonProblem().isEmpty());
    release->confirm();
    QCOMPARE(release->step(), Step::Ready);
    QTest::qWait(200);
    QCOMPARE(m_server->requests().size(), 1);
    QCOMPARE(m_audit->count(), 0);
}

// A console killed (SIGKILL) after its intent row and before the answer: the next start
// finds the intent, says so, reads the key and records the outcome.
void TestForceReleaseProcedure::killedAfterTheIntentIsSettledAtTheNextStart() {
    serveBaselineAndVerify();
    m_server->setFallback(ScriptedAction::stall()); // the DELETE is never answered
    const QString database = m_db->path();
    m_audit.reset();
    m_db.reset();

    QProcess console;
    console.start(
        QStringLiteral(VOLCANO_UNTIL_KILLED_BIN),
        {database, m_server->baseUrl(QStringLiteral("/v1")).toString(), kKey, kProfileId});
    QVERIFY2(console.waitForStarted(5000), qPrintable(console.errorString()));
    QByteArray output;
    const bool sending = QTest::qWaitFor(
        [&console, &output] {
            output += console.readAllStandardOutput();
            return output.startsWith("sending ");
        },
        15000);
    QVERIFY2(sending, QByteArray(output + console.readAllStandardError()).constData());
    QTRY_COMPARE_WITH_TIMEOUT(deleteCount(*m_server), 1, 5000);
    console.kill(); // SIGKILL: no destructor, no outcome row
    QVERIFY(console.waitForFinished(5000));
    QCOMPARE(console.exitStatus(), QProcess::CrashExit);

    // The next start, on the same file.
    m_db = std::make_unique<AppDatabase>(database);
    QVERIFY(m_db->open());
    m_audit = std::make_unique<AuditLog>(*m_db);
    const QList<AuditEntry> unfinished = m_audit->intentsWithoutOutcome();
    QCOMPARE(unfinished.size(), 1);
    QCOMPARE(unfinished.first().reason, QStringLiteral("drill: the console is killed mid request"));
    QCOMPARE(unfinished.first().tokenBefore, std::optional<FencingToken>(77));
    m_server->setFallback(ScriptedAction::json(200, kFree));
    ForceReleaseRecovery recovery(*m_client, *m_audit);
    QSignalSpy found(&recovery, &ForceReleaseRecovery::found);
    QSignalSpy settled(&recovery, &ForceReleaseRecovery::settled);
    recovery.start(QStringLiteral("another profile"));
    QCOMPARE(found.size(), 0); // only the active profile's key may read it
    recovery.start(kProfileId);
    QCOMPARE(found.size(), 1);
    const QString banner = found.first().at(1).toString();
    QVERIFY2(banner.startsWith(QStringLiteral("a force release of jobs:leader at ")),
             qPrintable(banner));
    QVERIFY2(banner.endsWith(QStringLiteral(" has no recorded outcome")), qPrintable(banner));
    QTRY_COMPARE_WITH_TIMEOUT(settled.size(), 1, 5000);
    QVERIFY2(settled.first().at(1).toString().contains(QStringLiteral("it is free now")),
             qPrintable(settled.first().at(1).toString()));
    QVERIFY(m_audit->intentsWithoutOutcome().isEmpty());
    const auto outcome = m_audit->outcomeOf(unfinished.first().id);
    QVERIFY(outcome);
    QCOMPARE(outcome->outcome,
             QStringLiteral("unknown: the console ended before the answer; read at the next "
                            "start: free"));
    QCOMPARE(outcome->requestId, unfinished.first().requestId);
    QCOMPARE(deleteCount(*m_server), 1); // the recovery only reads
}

QTEST_GUILESS_MAIN(TestForceReleaseProcedure)
#include "tst_forcerelease_procedure.moc"
