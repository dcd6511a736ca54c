// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/ErrorCode.h"

#include <QTest>

using namespace volcano;

// Every code of the contract: its text on the wire and its HTTP status.
class TestErrorCode : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void knownCodes_data();
    void knownCodes();
    void unknownText_data();
    void unknownText();
    void unknownCode();
};

void TestErrorCode::knownCodes_data() {
    QTest::addColumn<ErrorCode>("code");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("status");

    QTest::newRow("invalid_lock_key")
        << ErrorCode::InvalidLockKey << QStringLiteral("invalid_lock_key") << 400;
    QTest::newRow("invalid_ttl") << ErrorCode::InvalidTtl << QStringLiteral("invalid_ttl") << 400;
    QTest::newRow("invalid_lock_token")
        << ErrorCode::InvalidLockToken << QStringLiteral("invalid_lock_token") << 400;
    QTest::newRow("invalid_body") << ErrorCode::InvalidBody << QStringLiteral("invalid_body")
                                  << 400;
    QTest::newRow("unauthorized") << ErrorCode::Unauthorized << QStringLiteral("unauthorized")
                                  << 401;
    QTest::newRow("forbidden_key_kind")
        << ErrorCode::ForbiddenKeyKind << QStringLiteral("forbidden_key_kind") << 403;
    QTest::newRow("missing_scope")
        << ErrorCode::MissingScope << QStringLiteral("missing_scope") << 403;
    QTest::newRow("lock_held") << ErrorCode::LockHeld << QStringLiteral("lock_held") << 409;
    QTest::newRow("lease_deadline_exceeded")
        << ErrorCode::LeaseDeadlineExceeded << QStringLiteral("lease_deadline_exceeded") << 409;
    QTest::newRow("lock_ownership_lost")
        << ErrorCode::LockOwnershipLost << QStringLiteral("lock_ownership_lost") << 409;
    QTest::newRow("rate_limited") << ErrorCode::RateLimited << QStringLiteral("rate_limited")
                                  << 429;
    QTest::newRow("region_unavailable")
        << ErrorCode::RegionUnavailable << QStringLiteral("region_unavailable") << 503;
}

void TestErrorCode::knownCodes() {
    QFETCH(ErrorCode, code);
    QFETCH(QString, text);
    QFETCH(int, status);

    QCOMPARE(errorCodeText(code), text);
    QCOMPARE(errorCodeFromText(text), code);
    QCOMPARE(httpStatusFor(code), status);
}

void TestErrorCode::unknownText_data() {
    QTest::addColumn<QString>("text");

    QTest::newRow("empty") << QString();
    QTest::newRow("future code") << QStringLiteral("lock_frozen");
    QTest::newRow("upper case") << QStringLiteral("LOCK_HELD");
    QTest::newRow("trailing space") << QStringLiteral("lock_held ");
    QTest::newRow("prefix of a code") << QStringLiteral("lock");
    QTest::newRow("the word unknown") << QStringLiteral("unknown");
}

void TestErrorCode::unknownText() {
    QFETCH(QString, text);
    QCOMPARE(errorCodeFromText(text), ErrorCode::Unknown);
}

void TestErrorCode::unknownCode() {
    QCOMPARE(errorCodeText(ErrorCode::Unknown), QStringLiteral("unknown"));
    QCOMPARE(httpStatusFor(ErrorCode::Unknown), 500);
}

QTEST_GUILESS_MAIN(TestErrorCode)
#include "tst_errorcode.moc"
