// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The sandbox's SQLite store on real files: conditional writes, the fencing sequence,
// durability across reopening, and the lease rules that depend on stored state.
#include "sandbox/LeaseStore.h"
#include "sandbox/LockService.h"
#include "sandbox/SandboxClock.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace volcano;
using namespace volcano::sandbox;
using namespace std::chrono_literals;

namespace {

const QString kProject = QStringLiteral("demo");
const QString kKey = QStringLiteral("jobs:leader");
const QString kTokenA = QStringLiteral("4f83efc2-8fe7-42e8-8347-43493dc5bd8f");
const QString kTokenB = QStringLiteral("0b6a3f1e-2c44-4d7b-9a51-6f0e2d8c7b10");
constexpr qint64 kDay = 24LL * 3600 * 1000;

StoredLease leaseOf(const QString& token, FencingToken fencing, qint64 expiresAtMs) {
    return StoredLease{token, fencing, expiresAtMs, expiresAtMs + 90 * kDay};
}

} // namespace

class TestSandboxStore : public QObject {
    Q_OBJECT

private:
    QString dbPath() const { return m_dir->filePath(QStringLiteral("sandbox.db")); }
    void openStore(LeaseStore& store) {
        const auto opened = store.open(dbPath());
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    }

    std::unique_ptr<QTemporaryDir> m_dir;

private Q_SLOTS:
    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void insertIsConditionalOnTheKeyBeingFree() {
        LeaseStore store;
        openStore(store);
        QVERIFY(store.insertLease(kProject, kKey, leaseOf(kTokenA, 10, 1000)));
        QVERIFY(!store.insertLease(kProject, kKey, leaseOf(kTokenB, 11, 2000)));
        QCOMPARE(store.lease(kProject, kKey), leaseOf(kTokenA, 10, 1000));
        QVERIFY(store.ok());
    }

    // Two connections to one file: a writer that read an old row cannot overwrite the
    // row another writer put there since.
    void staleExpectationChangesNothing() {
        LeaseStore first;
        LeaseStore second;
        openStore(first);
        openStore(second);
        QVERIFY(first.insertLease(kProject, kKey, leaseOf(kTokenA, 10, 1000)));
        const StoredLease seenByBoth = *second.lease(kProject, kKey);
        QVERIFY(first.replaceLease(kProject, kKey, seenByBoth, leaseOf(kTokenB, 11, 5000)));

        QVERIFY(!second.replaceLease(kProject, kKey, seenByBoth, leaseOf(kTokenA, 12, 9000)));
        QVERIFY(!second.setExpiry(kProject, kKey, seenByBoth, 9000));
        QVERIFY(!second.removeLease(kProject, kKey, seenByBoth));
        QCOMPARE(second.lease(kProject, kKey), leaseOf(kTokenB, 11, 5000));
        QVERIFY(second.ok());
    }

    void expectedRowIsUpdatedAndRemoved() {
        LeaseStore store;
        openStore(store);
        const StoredLease held = leaseOf(kTokenA, 10, 1000);
        QVERIFY(store.insertLease(kProject, kKey, held));
        QVERIFY(store.setExpiry(kProject, kKey, held, 4000));
        StoredLease extended = held;
        extended.expiresAtMs = 4000;
        QCOMPARE(store.lease(kProject, kKey), extended);
        QVERIFY(store.removeLease(kProject, kKey, extended));
        QVERIFY(!store.lease(kProject, kKey));
    }

    void fencingSequenceStartsAtStartAndRises() {
        LeaseStore store;
        openStore(store);
        QCOMPARE(store.takeFencingToken(kProject, 100), std::optional<FencingToken>(100));
        QCOMPARE(store.takeFencingToken(kProject, 100), std::optional<FencingToken>(101));
        QCOMPARE(store.takeFencingToken(QStringLiteral("other"), 100),
                 std::optional<FencingToken>(100));
        QCOMPARE(store.takeFencingToken(kProject, 100), std::optional<FencingToken>(102));
    }

    void fencingSequenceSurvivesReopenAndHigherStoredValueWins() {
        {
            LeaseStore store;
            openStore(store);
            QCOMPARE(store.takeFencingToken(kProject, 500), std::optional<FencingToken>(500));
        }
        LeaseStore reopened;
        openStore(reopened);
        // A lower start on the next run must not hand out 10 after 500; the run resumes
        // above the block reserved for the first one (tokens may leave gaps, never repeat).
        QCOMPARE(reopened.takeFencingToken(kProject, 10),
                 std::optional<FencingToken>(500 + FencingReservation::kBlock + 1));
        // A higher start moves the sequence forward.
        QCOMPARE(reopened.takeFencingToken(kProject, 9000), std::optional<FencingToken>(9000));
    }

    // The database rolled back (its WAL lost after a crash): the reservation file still
    // keeps the sequence above every token handed out.
    void reservationOutlivesADatabaseRollback() {
        {
            LeaseStore store;
            openStore(store);
            QCOMPARE(store.takeFencingToken(kProject, 700), std::optional<FencingToken>(700));
        }
        QVERIFY(QFile::remove(dbPath())); // worse than a lost WAL: the whole database
        LeaseStore reopened;
        openStore(reopened);
        const auto next = reopened.takeFencingToken(kProject, 1);
        QVERIFY(next && *next > 700);
    }

    void damagedReservationFileRefusesToOpen() {
        QFile file(dbPath() + QStringLiteral(".fencing"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not json");
        file.close();
        LeaseStore store;
        const auto opened = store.open(dbPath());
        QVERIFY(!opened);
        QVERIFY2(opened.error().message.contains(QStringLiteral("damaged")),
                 qPrintable(opened.error().message));
    }

    void fencingTokensAboveTwoToTheSixtyThreeStayExact() {
        const FencingToken high = (FencingToken{1} << 63) + 5;
        {
            LeaseStore store;
            openStore(store);
            QCOMPARE(store.takeFencingToken(kProject, high), std::optional<FencingToken>(high));
            QVERIFY(store.insertLease(kProject, kKey, leaseOf(kTokenA, high, 1000)));
        }
        LeaseStore reopened;
        openStore(reopened);
        QCOMPARE(reopened.lease(kProject, kKey)->fencingToken, high);
        QCOMPARE(reopened.takeFencingToken(kProject, 1),
                 std::optional<FencingToken>(high + FencingReservation::kBlock + 1));
    }

    void exhaustedSequenceRefusesInsteadOfWrapping() {
        LeaseStore store;
        openStore(store);
        const FencingToken max = std::numeric_limits<FencingToken>::max();
        QCOMPARE(store.takeFencingToken(kProject, max), std::optional<FencingToken>(max));
        QVERIFY(!store.takeFencingToken(kProject, 1));
    }

    void leasesAndSpentTokensSurviveReopen() {
        {
            LeaseStore store;
            openStore(store);
            QVERIFY(store.insertLease(kProject, kKey, leaseOf(kTokenA, 7, 123456)));
            QVERIFY(store.markSpent(kProject, kKey, kTokenB));
        }
        LeaseStore reopened;
        openStore(reopened);
        QCOMPARE(reopened.lease(kProject, kKey), leaseOf(kTokenA, 7, 123456));
        QVERIFY(reopened.isSpent(kProject, kKey, kTokenB));
        QVERIFY(!reopened.isSpent(kProject, kKey, kTokenA));
        QVERIFY(!reopened.isSpent(QStringLiteral("other"), kKey, kTokenB));
    }

    void fileUsesWriteAheadLogging() {
        LeaseStore store;
        openStore(store);
        const QString name = QStringLiteral("inspect");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(dbPath());
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode")));
            QVERIFY(query.next());
            QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
        }
        QSqlDatabase::removeDatabase(name);
    }

    void memoryDatabaseKeepsNothing() {
        {
            LeaseStore store;
            const auto opened = store.open(QStringLiteral(":memory:"));
            QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
            QVERIFY(store.insertLease(kProject, kKey, leaseOf(kTokenA, 1, 1000)));
        }
        LeaseStore again;
        const auto opened = again.open(QStringLiteral(":memory:"));
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
        QVERIFY(!again.lease(kProject, kKey));
        QVERIFY(again.ok());
    }

    void heldCountsFollowTheGraceSecond() {
        LeaseStore store;
        openStore(store);
        QVERIFY(store.insertLease(kProject, QStringLiteral("a"), leaseOf(kTokenA, 1, 10'000)));
        QVERIFY(store.insertLease(kProject, QStringLiteral("b"), leaseOf(kTokenA, 2, 20'000)));
        QCOMPARE(store.heldCounts(10'999).value(kProject), 2);
        QCOMPARE(store.heldCounts(11'000).value(kProject), 1);
        QCOMPARE(store.heldCounts(21'000).value(kProject), 0);
    }

    // A token spent at its deadline stays spent after another token took the lock over and
    // released it, and after a restart.
    void spentTokenOutlivesTakeoverAndRestart() {
        SandboxClock clock(SandboxClock::Mode::Manual);
        {
            LeaseStore store;
            openStore(store);
            LockService locks(store, clock, 1);
            QVERIFY(locks.acquire(kProject, kKey, kTokenA, limits::kMaxTtlSeconds).grant);
            QVERIFY(clock.advance(limits::kAbsoluteDeadline + limits::kTakeoverGrace));
            QVERIFY(locks.acquire(kProject, kKey, kTokenB, 10).grant);
            QCOMPARE(locks.release(kProject, kKey, kTokenB).httpStatus, 204);
        }
        LeaseStore reopened;
        openStore(reopened);
        LockService locks(reopened, clock, 1);
        const LockOutcome again = locks.acquire(kProject, kKey, kTokenA, 10);
        QCOMPARE(again.error, std::optional(ErrorCode::LeaseDeadlineExceeded));
        // The same UUID in capitals is the same token.
        QCOMPARE(locks.acquire(kProject, kKey, kTokenA.toUpper(), 10).error,
                 std::optional(ErrorCode::LeaseDeadlineExceeded));
    }

    // Releasing before the deadline ends the acquisition early: the token may start over.
    void releasedBeforeDeadlineIsNotSpent() {
        SandboxClock clock(SandboxClock::Mode::Manual);
        LeaseStore store;
        openStore(store);
        LockService locks(store, clock, 1);
        const LockOutcome first = locks.acquire(kProject, kKey, kTokenA, limits::kMaxTtlSeconds);
        QVERIFY(first.grant);
        QVERIFY(clock.advance(limits::kAbsoluteDeadline - 10s));
        QCOMPARE(locks.release(kProject, kKey, kTokenA).httpStatus, 204);
        QVERIFY(clock.advance(1h));
        const LockOutcome again = locks.acquire(kProject, kKey, kTokenA, 10);
        QVERIFY(again.grant);
        QVERIFY(again.grant->fencingToken > first.grant->fencingToken);
        QVERIFY(!store.isSpent(kProject, kKey, kTokenA));
    }
};

QTEST_GUILESS_MAIN(TestSandboxStore)
#include "tst_sandbox_store.moc"
