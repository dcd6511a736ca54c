// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/Rfc3339.h"
#include "store/AppDatabase.h"
#include "store/AuditLog.h"
#include "support/ManualClock.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <memory>

using namespace volcano;

// The append-only audit log of mutating actions, with CSV (RFC 4180) and JSON export.
class TestAuditLog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void appendFillsIdAndTime();
    void refusesUpdateAndDelete();
    void queryFilters();
    void entryForResult_data();
    void entryForResult();
    void csvQuoting_data();
    void csvQuoting();
    void csvExport();
    void jsonExportKeepsTokensExact();
    void exportToFile_data();
    void exportToFile();
    void neverStoresSecrets();
    void actionNamesRoundTrip();
    void intentAndOutcomePair();
    void pairsInExports();
    void intentSyncedSurvivesReopen();

private:
    AuditEntry entry(const QString& key, AuditAction action, const QString& profile = {});

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppDatabase> m_db;
    test::ManualClock m_clock;
    std::unique_ptr<AuditLog> m_log;
};

void TestAuditLog::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<AppDatabase>(m_dir->filePath(QStringLiteral("console.sqlite")));
    QVERIFY(m_db->open());
    m_log = std::make_unique<AuditLog>(*m_db, &m_clock);
}

void TestAuditLog::cleanup() {
    m_log.reset();
    m_db.reset();
    m_dir.reset();
}

AuditEntry TestAuditLog::entry(const QString& key, AuditAction action, const QString& profile) {
    AuditEntry made;
    made.profileId = profile.isEmpty() ? QStringLiteral("p1") : profile;
    made.profileName = QStringLiteral("Production");
    made.key = key;
    made.action = action;
    made.requestId = QStringLiteral("1f0c7a52-1111-4222-8333-944455556666");
    made.outcome = QStringLiteral("ok");
    made.httpStatus = 204;
    made.tokenBefore = (1ULL << 52) + 7;
    return made;
}

void TestAuditLog::appendFillsIdAndTime() {
    QSignalSpy appended(m_log.get(), &AuditLog::appended);
    AuditEntry first = entry(QStringLiteral("k"), AuditAction::ForceRelease);
    QVERIFY(m_log->append(first));
    QVERIFY(first.id > 0);
    QCOMPARE(first.time, m_clock.utcNow());
    m_clock.advance(1500);
    AuditEntry second = entry(QStringLiteral("k"), AuditAction::TestLeaseAcquire);
    second.time = m_clock.utcNow().addSecs(-100); // an explicit time is kept
    QVERIFY(m_log->append(second));
    QVERIFY(second.id > first.id);
    QCOMPARE(appended.count(), 2);
    QCOMPARE(appended.at(0).at(0).value<AuditEntry>(), first);
    QCOMPARE(m_log->query(), (QList<AuditEntry>{first, second}));
    QCOMPARE(m_log->count(), 2);
}

void TestAuditLog::refusesUpdateAndDelete() {
    AuditEntry first = entry(QStringLiteral("k"), AuditAction::ForceRelease);
    QVERIFY(m_log->append(first));
    QSqlQuery query(m_db->database());
    QVERIFY(!query.exec(QStringLiteral("UPDATE audit_log SET outcome = 'forged'")));
    QVERIFY(!query.exec(QStringLiteral("DELETE FROM audit_log")));
    QCOMPARE(m_log->query().constFirst().outcome, QStringLiteral("ok"));
}

void TestAuditLog::queryFilters() {
    AuditEntry a = entry(QStringLiteral("jobs:leader"), AuditAction::ForceRelease);
    m_log->append(a);
    m_clock.advance(60'000);
    AuditEntry b = entry(QStringLiteral("JOBS_nightly"), AuditAction::TestLeaseRenew);
    m_log->append(b);
    m_clock.advance(60'000);
    AuditEntry c =
        entry(QStringLiteral("shard-1"), AuditAction::ForceRelease, QStringLiteral("p2"));
    m_log->append(c);

    AuditFilter byProfile;
    byProfile.profileId = QStringLiteral("p2");
    QCOMPARE(m_log->query(byProfile), QList<AuditEntry>{c});

    AuditFilter byKey;
    byKey.keyContains = QStringLiteral("jobs");
    QCOMPARE(m_log->query(byKey), (QList<AuditEntry>{a, b}));

    AuditFilter underscoreIsLiteral;
    underscoreIsLiteral.keyContains = QStringLiteral("s_n");
    QCOMPARE(m_log->query(underscoreIsLiteral), QList<AuditEntry>{b});

    AuditFilter byAction;
    byAction.action = AuditAction::ForceRelease;
    QCOMPARE(m_log->query(byAction), (QList<AuditEntry>{a, c}));

    AuditFilter byTime;
    byTime.from = b.time;
    byTime.to = c.time;
    QCOMPARE(m_log->query(byTime), QList<AuditEntry>{b});

    AuditFilter newest;
    newest.limit = 2;
    QCOMPARE(m_log->query(newest), (QList<AuditEntry>{b, c}));
}

void TestAuditLog::entryForResult_data() {
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("outcome");
    QTest::newRow("success") << true << QStringLiteral("ok");
    QTest::newRow("conflict") << false << QStringLiteral("lock_held (409)");
}

void TestAuditLog::entryForResult() {
    QFETCH(bool, ok);
    QFETCH(QString, outcome);
    OperationResult result;
    result.operation = Operation::Acquire;
    result.key = QStringLiteral("k");
    result.requestId = QStringLiteral("rid");
    result.lockToken = QStringLiteral("0c2d9f6e-aaaa-4bbb-8ccc-dddddddddddd");
    result.httpStatus = ok ? 200 : 409;
    if (!ok) {
        ApiError error;
        error.kind = FailureKind::Conflict;
        error.httpStatus = 409;
        error.code = ErrorCode::LockHeld;
        error.codeText = QStringLiteral("lock_held");
        result.error = error;
    }
    const AuditEntry made = AuditLog::entryFor(AuditAction::TestLeaseAcquire, result, 5, 9);
    QCOMPARE(made.key, QStringLiteral("k"));
    QCOMPARE(made.requestId, QStringLiteral("rid"));
    QCOMPARE(made.httpStatus, result.httpStatus);
    QCOMPARE(made.outcome, outcome);
    QCOMPARE(made.tokenBefore, std::optional<FencingToken>(5));
    QCOMPARE(made.tokenAfter, std::optional<FencingToken>(9));
}

void TestAuditLog::csvQuoting_data() {
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<QString>("field");
    QTest::newRow("plain") << QStringLiteral("ok") << QStringLiteral(",ok,");
    QTest::newRow("comma") << QStringLiteral("aborted: a, b")
                           << QStringLiteral(",\"aborted: a, b\",");
    QTest::newRow("quote") << QStringLiteral("say \"hi\"")
                           << QStringLiteral(",\"say \"\"hi\"\"\",");
    QTest::newRow("newline") << QStringLiteral("two\nlines") << QStringLiteral(",\"two\nlines\",");
    QTest::newRow("carriage return") << QStringLiteral("a\rb") << QStringLiteral(",\"a\rb\",");
}

void TestAuditLog::csvQuoting() {
    QFETCH(QString, outcome);
    QFETCH(QString, field);
    AuditEntry made = entry(QStringLiteral("k"), AuditAction::ForceRelease);
    made.outcome = outcome;
    QVERIFY(m_log->append(made));
    const QString csv = QString::fromUtf8(AuditLog::toCsv(m_log->query()));
    QVERIFY2(csv.contains(field), qPrintable(csv));
}

void TestAuditLog::csvExport() {
    AuditEntry made = entry(QStringLiteral("k"), AuditAction::TestLeaseRelease);
    made.tokenAfter = std::numeric_limits<FencingToken>::max();
    QVERIFY(m_log->append(made));
    const QByteArray csv = AuditLog::toCsv(m_log->query());
    const QList<QByteArray> lines = csv.split('\n');
    QCOMPARE(lines.size(), 3); // header, row, and the empty piece after the final CRLF
    QVERIFY(lines.at(0).endsWith('\r'));
    QCOMPARE(lines.at(0).chopped(1),
             QByteArray("id,time,profile_id,profile_name,key,action,request_id,outcome,"
                        "http_status,token_before,token_after,phase,reason,operator,intent_id"));
    const QByteArray expected = QByteArray::number(made.id) + ',' +
                                rfc3339::format(made.time).toUtf8() +
                                ",p1,Production,k,test-lease-release,"
                                "1f0c7a52-1111-4222-8333-944455556666,ok,204,"
                                "4503599627370503,18446744073709551615,,,,\r";
    QCOMPARE(lines.at(1), expected);
    QVERIFY(lines.at(2).isEmpty());
}

void TestAuditLog::jsonExportKeepsTokensExact() {
    AuditEntry made = entry(QStringLiteral("q\"uote"), AuditAction::ForceRelease);
    made.tokenBefore = (1ULL << 53) + 1;
    made.tokenAfter = std::numeric_limits<FencingToken>::max();
    QVERIFY(m_log->append(made));
    AuditEntry second = entry(QStringLiteral("k2"), AuditAction::TestLeaseRenew);
    second.tokenBefore.reset();
    QVERIFY(m_log->append(second));
    const QByteArray json = AuditLog::toJson(m_log->query());
    QVERIFY2(json.contains("\"token_before\": 9007199254740993"), json.constData());
    QVERIFY2(json.contains("\"token_after\": 18446744073709551615"), json.constData());
    QVERIFY2(json.contains("\"token_before\": null"), json.constData());

    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray rows = document.array();
    QCOMPARE(rows.size(), 2);
    const QJsonObject first = rows.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("key")).toString(), QStringLiteral("q\"uote"));
    QCOMPARE(first.value(QStringLiteral("action")).toString(), QStringLiteral("force-release"));
    QCOMPARE(first.value(QStringLiteral("http_status")).toInt(), 204);
    QCOMPARE(first.value(QStringLiteral("time")).toString(), rfc3339::format(made.time));
    QCOMPARE(AuditLog::toJson({}), QByteArray("[]\n"));
}

void TestAuditLog::exportToFile_data() {
    QTest::addColumn<AuditLog::Format>("format");
    QTest::addColumn<QByteArray>("starts");
    QTest::newRow("csv") << AuditLog::Format::Csv << QByteArray("id,time,");
    QTest::newRow("json") << AuditLog::Format::Json << QByteArray("[\n  {\"id\": ");
}

void TestAuditLog::exportToFile() {
    QFETCH(AuditLog::Format, format);
    QFETCH(QByteArray, starts);
    AuditEntry a = entry(QStringLiteral("a"), AuditAction::ForceRelease);
    AuditEntry b = entry(QStringLiteral("b"), AuditAction::ForceRelease, QStringLiteral("p2"));
    m_log->append(a);
    m_log->append(b);
    const QString path = m_dir->filePath(QStringLiteral("audit.out"));
    AuditFilter onlyP2;
    onlyP2.profileId = QStringLiteral("p2");
    const auto exported = m_log->exportTo(path, format, onlyP2);
    QVERIFY2(exported, qPrintable(exported ? QString() : exported.error().message));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray content = file.readAll();
    QVERIFY2(content.startsWith(starts), content.constData());
    QVERIFY(content.contains("p2"));
    QVERIFY(!content.contains(",p1,") && !content.contains("\"p1\""));
    const auto refused = m_log->exportTo(m_dir->filePath(QStringLiteral("missing/dir/x")), format);
    QVERIFY(!refused);
    QVERIFY(refused.error().message.contains(QStringLiteral("cannot write")));
}

void TestAuditLog::neverStoresSecrets() {
    OperationResult result;
    result.operation = Operation::Acquire;
    result.key = QStringLiteral("k");
    result.requestId = QStringLiteral("rid");
    result.lockToken = QStringLiteral("0c2d9f6e-aaaa-4bbb-8ccc-dddddddddddd");
    result.httpStatus = 200;
    AuditEntry made = AuditLog::entryFor(AuditAction::TestLeaseAcquire, result, {}, 1);
    QVERIFY(m_log->append(made));
    const QByteArray everything =
        AuditLog::toCsv(m_log->query()) + AuditLog::toJson(m_log->query());
    QVERIFY(!everything.contains("0c2d9f6e"));
}

void TestAuditLog::actionNamesRoundTrip() {
    for (AuditAction action :
         {AuditAction::ForceRelease, AuditAction::TestLeaseAcquire, AuditAction::TestLeaseRenew,
          AuditAction::TestLeaseRelease, AuditAction::TestLeaseLoss}) {
        QCOMPARE(auditActionFromName(auditActionName(action)), std::optional(action));
    }
    QVERIFY(!auditActionFromName(u"delete-everything"));
}

// A force release's two rows: the intent names no outcome until one names it back.
void TestAuditLog::intentAndOutcomePair() {
    AuditEntry intent = entry(QStringLiteral("jobs:leader"), AuditAction::ForceRelease);
    intent.phase = AuditPhase::Intent;
    intent.outcome = QStringLiteral("intent: sending");
    intent.reason = QStringLiteral("INC-1: worker host lost");
    intent.operatorName = QStringLiteral("oncall");
    QVERIFY(m_log->appendSynced(intent));
    AuditEntry other = entry(QStringLiteral("jobs:other"), AuditAction::ForceRelease);
    other.phase = AuditPhase::Intent;
    QVERIFY(m_log->appendSynced(other));
    QCOMPARE(m_log->intentsWithoutOutcome().size(), 2);
    QVERIFY(!m_log->outcomeOf(intent.id));

    AuditEntry outcome = entry(QStringLiteral("jobs:leader"), AuditAction::ForceRelease);
    outcome.phase = AuditPhase::Outcome;
    outcome.intentId = intent.id;
    outcome.reason = intent.reason;
    QVERIFY(m_log->append(outcome));
    const QList<AuditEntry> unfinished = m_log->intentsWithoutOutcome();
    QCOMPARE(unfinished.size(), 1);
    QCOMPARE(unfinished.first().id, other.id);
    const auto found = m_log->outcomeOf(intent.id);
    QVERIFY(found);
    QCOMPARE(found->id, outcome.id);
    QCOMPARE(found->intentId, std::optional<qint64>(intent.id));

    const AuditEntry stored = m_log->query().constFirst();
    QCOMPARE(stored.phase, AuditPhase::Intent);
    QCOMPARE(stored.reason, intent.reason);
    QCOMPARE(stored.operatorName, QStringLiteral("oncall"));
    QVERIFY(!stored.intentId);
}

void TestAuditLog::pairsInExports() {
    AuditEntry intent = entry(QStringLiteral("k"), AuditAction::ForceRelease);
    intent.phase = AuditPhase::Intent;
    intent.reason = QStringLiteral("stuck, \"dead\" host");
    QVERIFY(m_log->appendSynced(intent));
    AuditEntry outcome = entry(QStringLiteral("k"), AuditAction::ForceRelease);
    outcome.phase = AuditPhase::Outcome;
    outcome.intentId = intent.id;
    outcome.reason = intent.reason;
    QVERIFY(m_log->append(outcome));

    const QList<QByteArray> lines = AuditLog::toCsv(m_log->query()).split('\n');
    QVERIFY2(lines.at(1).endsWith(",intent,\"stuck, \"\"dead\"\" host\",,\r"),
             lines.at(1).constData());
    const QByteArray outcomeEnd = QByteArray(",outcome,\"stuck, \"\"dead\"\" host\",,") +
                                  QByteArray::number(intent.id) + '\r';
    QVERIFY2(lines.at(2).endsWith(outcomeEnd), lines.at(2).constData());

    const QJsonArray rows = QJsonDocument::fromJson(AuditLog::toJson(m_log->query())).array();
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(0).toObject().value(QStringLiteral("phase")).toString(),
             QStringLiteral("intent"));
    QVERIFY(rows.at(0).toObject().value(QStringLiteral("intent_id")).isNull());
    QCOMPARE(rows.at(1).toObject().value(QStringLiteral("intent_id")).toInteger(), intent.id);
    QCOMPARE(rows.at(1).toObject().value(QStringLiteral("reason")).toString(), intent.reason);
}

// Written with synchronous=FULL and committed: another connection (the next start) sees it.
void TestAuditLog::intentSyncedSurvivesReopen() {
    AuditEntry intent = entry(QStringLiteral("k"), AuditAction::ForceRelease);
    intent.phase = AuditPhase::Intent;
    QVERIFY(m_log->appendSynced(intent));
    AppDatabase second(m_db->path());
    QVERIFY(second.open());
    AuditLog reader(second, &m_clock);
    QCOMPARE(reader.intentsWithoutOutcome().size(), 1);
    QSqlQuery pragma(m_db->database());
    QVERIFY(pragma.exec(QStringLiteral("PRAGMA synchronous")) && pragma.next());
    QCOMPARE(pragma.value(0).toInt(), 1); // back to NORMAL for the other writes
}

QTEST_GUILESS_MAIN(TestAuditLog)
#include "tst_auditlog.moc"
