// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/LockJson.h"
#include "protocol/Validation.h"

#include <QTest>
#include <QTimeZone>

#include <limits>

using namespace volcano;

namespace {

QDateTime utc(int h, int mi, int s, int ms = 0) {
    return QDateTime(QDate(2026, 7, 20), QTime(h, mi, s, ms), QTimeZone::utc());
}

constexpr FencingToken kTwo53Plus1 = 9'007'199'254'740'993ULL;
constexpr FencingToken kTwo63Minus1 = 9'223'372'036'854'775'807ULL;
constexpr FencingToken kTwo63 = 9'223'372'036'854'775'808ULL;
constexpr FencingToken kTwo64Minus1 = std::numeric_limits<FencingToken>::max();

} // namespace

// The wire format. Fencing tokens must stay exact up to 2^64-1: a double would turn
// 9007199254740993 into ...992 and silently break fencing.
class TestLockJson : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parseGrant_data();
    void parseGrant();
    void parseGrantRejects_data();
    void parseGrantRejects();
    void parseLockState_data();
    void parseLockState();
    void parseLockStateRejects_data();
    void parseLockStateRejects();
    void parseError_data();
    void parseError();
    void parseTtlBody_data();
    void parseTtlBody();
    void grantToJson_data();
    void grantToJson();
    void lockStateToJson_data();
    void lockStateToJson();
    void errorToJsonRoundTrip_data();
    void errorToJsonRoundTrip();
    void ttlBody_data();
    void ttlBody();
};

void TestLockJson::parseGrant_data() {
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QDateTime>("expiresAt");
    QTest::addColumn<FencingToken>("token");

    QTest::newRow("reference example")
        << QByteArrayLiteral(
               R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":4503599627370497})")
        << utc(14, 0, 10) << FencingToken(4'503'599'627'370'497ULL);
    QTest::newRow("milliseconds")
        << QByteArrayLiteral(R"({"expires_at":"2026-07-20T14:00:10.250Z","fencing_token":7})")
        << utc(14, 0, 10, 250) << FencingToken(7);
    QTest::newRow("zero") << QByteArrayLiteral(
                                 R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":0})")
                          << utc(14, 0, 10) << FencingToken(0);
    QTest::newRow("2^53+1")
        << QByteArrayLiteral(
               R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":9007199254740993})")
        << utc(14, 0, 10) << kTwo53Plus1;
    QTest::newRow("2^63-1")
        << QByteArrayLiteral(
               R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":9223372036854775807})")
        << utc(14, 0, 10) << kTwo63Minus1;
    QTest::newRow("2^63")
        << QByteArrayLiteral(
               R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":9223372036854775808})")
        << utc(14, 0, 10) << kTwo63;
    QTest::newRow("2^64-1")
        << QByteArrayLiteral(
               R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":18446744073709551615})")
        << utc(14, 0, 10) << kTwo64Minus1;
    QTest::newRow("2^64-1 first, spaced, pretty-printed")
        << QByteArrayLiteral("{\n  \"fencing_token\" : 18446744073709551615 ,\n"
                             "  \"expires_at\" : \"2026-07-20T14:00:10Z\"\n}")
        << utc(14, 0, 10) << kTwo64Minus1;
    QTest::newRow("2^64-2 last, before a newline")
        << QByteArrayLiteral("{\"expires_at\":\"2026-07-20T14:00:10Z\","
                             "\"fencing_token\":18446744073709551614\n}")
        << utc(14, 0, 10) << (kTwo64Minus1 - 1);
    QTest::newRow("offset expiry")
        << QByteArrayLiteral(R"({"expires_at":"2026-07-20T16:00:10+02:00","fencing_token":1})")
        << utc(14, 0, 10) << FencingToken(1);
    QTest::newRow("unknown extra field ignored")
        << QByteArrayLiteral(
               R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":3,"region":"eu"})")
        << utc(14, 0, 10) << FencingToken(3);
}

void TestLockJson::parseGrant() {
    QFETCH(QByteArray, body);
    QFETCH(QDateTime, expiresAt);
    QFETCH(FencingToken, token);

    const auto grant = json::parseGrant(body);
    QVERIFY2(grant.has_value(), qPrintable(grant ? QString() : grant.error().message));
    QCOMPARE(grant->fencingToken, token);
    QCOMPARE(grant->expiresAt, expiresAt);
    QCOMPARE(grant->expiresAt.timeSpec(), Qt::UTC);
}

void TestLockJson::parseGrantRejects_data() {
    QTest::addColumn<QByteArray>("body");

    QTest::newRow("not JSON") << QByteArrayLiteral("<html>502 Bad Gateway</html>");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("truncated") << QByteArrayLiteral(
        R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":12)");
    QTest::newRow("array") << QByteArrayLiteral(
        R"([{"expires_at":"2026-07-20T14:00:10Z","fencing_token":1}])");
    QTest::newRow("bare number") << QByteArrayLiteral("18446744073709551615");
    QTest::newRow("missing expires_at") << QByteArrayLiteral(R"({"fencing_token":1})");
    QTest::newRow("missing fencing_token")
        << QByteArrayLiteral(R"({"expires_at":"2026-07-20T14:00:10Z"})");
    QTest::newRow("token as string")
        << QByteArrayLiteral(R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":"1"})");
    QTest::newRow("huge token as string") << QByteArrayLiteral(
        R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":"18446744073709551615"})");
    QTest::newRow("negative token")
        << QByteArrayLiteral(R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":-1})");
    QTest::newRow("huge negative token") << QByteArrayLiteral(
        R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":-18446744073709551615})");
    QTest::newRow("fractional token")
        << QByteArrayLiteral(R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":1.5})");
    QTest::newRow("huge fractional token") << QByteArrayLiteral(
        R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":18446744073709551614.5})");
    QTest::newRow("huge token in exponent form (not exact)") << QByteArrayLiteral(
        R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":1.8446744073709552e19})");
    QTest::newRow("2^64 overflows") << QByteArrayLiteral(
        R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":18446744073709551616})");
    QTest::newRow("token null") << QByteArrayLiteral(
        R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":null})");
    QTest::newRow("expires_at without zone")
        << QByteArrayLiteral(R"({"expires_at":"2026-07-20T14:00:10","fencing_token":1})");
    QTest::newRow("expires_at as number")
        << QByteArrayLiteral(R"({"expires_at":1784556010,"fencing_token":1})");
    QTest::newRow("error body") << QByteArrayLiteral(R"({"code":"lock_held","message":"held"})");
}

void TestLockJson::parseGrantRejects() {
    QFETCH(QByteArray, body);

    const auto grant = json::parseGrant(body);
    QVERIFY(!grant.has_value());
    QVERIFY(!grant.error().message.isEmpty());
}

void TestLockJson::parseLockState_data() {
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<LockState>("expected");

    QTest::newRow("exactly held:false") << QByteArrayLiteral(R"({"held":false})") << LockState{};
    QTest::newRow("held:false, spaced") << QByteArrayLiteral("{ \"held\" : false }") << LockState{};
    QTest::newRow("held:false drops stray fields")
        << QByteArrayLiteral(
               R"({"held":false,"expires_at":"2026-07-20T14:00:10Z","fencing_token":5})")
        << LockState{};
    QTest::newRow("held with fields")
        << QByteArrayLiteral(
               R"({"held":true,"expires_at":"2026-07-20T14:00:10Z","fencing_token":4503599627370497})")
        << LockState{true, utc(14, 0, 10), FencingToken(4'503'599'627'370'497ULL)};
    QTest::newRow("held, 2^53+1, milliseconds")
        << QByteArrayLiteral(
               R"({"held":true,"expires_at":"2026-07-20T14:00:10.250Z","fencing_token":9007199254740993})")
        << LockState{true, utc(14, 0, 10, 250), kTwo53Plus1};
    QTest::newRow("held, 2^64-1")
        << QByteArrayLiteral(
               R"({"held":true,"expires_at":"2026-07-20T14:00:10Z","fencing_token":18446744073709551615})")
        << LockState{true, utc(14, 0, 10), kTwo64Minus1};
    QTest::newRow("held, token 0")
        << QByteArrayLiteral(
               R"({"held":true,"expires_at":"2026-07-20T14:00:10Z","fencing_token":0})")
        << LockState{true, utc(14, 0, 10), FencingToken(0)};
}

void TestLockJson::parseLockState() {
    QFETCH(QByteArray, body);
    QFETCH(LockState, expected);

    const auto state = json::parseLockState(body);
    QVERIFY2(state.has_value(), qPrintable(state ? QString() : state.error().message));
    QCOMPARE(state->held, expected.held);
    QCOMPARE(state->expiresAt.has_value(), expected.expiresAt.has_value());
    QCOMPARE(state->fencingToken.has_value(), expected.fencingToken.has_value());
    if (expected.held) {
        QCOMPARE(*state->expiresAt, *expected.expiresAt);
        QCOMPARE(*state->fencingToken, *expected.fencingToken);
    }
    QVERIFY(*state == expected);
}

void TestLockJson::parseLockStateRejects_data() {
    QTest::addColumn<QByteArray>("body");

    QTest::newRow("not JSON") << QByteArrayLiteral("held=false");
    QTest::newRow("array") << QByteArrayLiteral(R"([{"held":false}])");
    QTest::newRow("empty object") << QByteArrayLiteral("{}");
    QTest::newRow("held as string") << QByteArrayLiteral(R"({"held":"false"})");
    QTest::newRow("held as number") << QByteArrayLiteral(R"({"held":0})");
    QTest::newRow("held null") << QByteArrayLiteral(R"({"held":null})");
    QTest::newRow("held:true without fields") << QByteArrayLiteral(R"({"held":true})");
    QTest::newRow("held:true without token")
        << QByteArrayLiteral(R"({"held":true,"expires_at":"2026-07-20T14:00:10Z"})");
    QTest::newRow("held:true without expiry")
        << QByteArrayLiteral(R"({"held":true,"fencing_token":5})");
    QTest::newRow("held:true, token as string") << QByteArrayLiteral(
        R"({"held":true,"expires_at":"2026-07-20T14:00:10Z","fencing_token":"5"})");
    QTest::newRow("held:true, negative token") << QByteArrayLiteral(
        R"({"held":true,"expires_at":"2026-07-20T14:00:10Z","fencing_token":-5})");
    QTest::newRow("held:true, fractional token") << QByteArrayLiteral(
        R"({"held":true,"expires_at":"2026-07-20T14:00:10Z","fencing_token":5.5})");
    QTest::newRow("held:true, bad expiry")
        << QByteArrayLiteral(R"({"held":true,"expires_at":"soon","fencing_token":5})");
}

void TestLockJson::parseLockStateRejects() {
    QFETCH(QByteArray, body);

    const auto state = json::parseLockState(body);
    QVERIFY(!state.has_value());
    QVERIFY(!state.error().message.isEmpty());
}

void TestLockJson::parseError_data() {
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");

    QTest::newRow("code and message")
        << QByteArrayLiteral(R"({"code":"lock_held","message":"another token holds it"})") << true
        << QStringLiteral("lock_held") << QStringLiteral("another token holds it");
    QTest::newRow("unknown code kept verbatim")
        << QByteArrayLiteral(R"({"code":"Lock_Frozen.v2","message":""})") << true
        << QStringLiteral("Lock_Frozen.v2") << QString();
    QTest::newRow("message missing") << QByteArrayLiteral(R"({"code":"unauthorized"})") << true
                                     << QStringLiteral("unauthorized") << QString();
    QTest::newRow("code missing") << QByteArrayLiteral(R"({"message":"nope"})") << false
                                  << QString() << QString();
    QTest::newRow("code not a string")
        << QByteArrayLiteral(R"({"code":409})") << false << QString() << QString();
    QTest::newRow("html") << QByteArrayLiteral("<h1>Bad Gateway</h1>") << false << QString()
                          << QString();
}

void TestLockJson::parseError() {
    QFETCH(QByteArray, body);
    QFETCH(bool, valid);
    QFETCH(QString, code);
    QFETCH(QString, message);

    const auto error = json::parseError(body);
    QCOMPARE(error.has_value(), valid);
    if (valid) {
        QCOMPARE(error->code, code);
        QCOMPARE(error->message, message);
    }
}

void TestLockJson::parseTtlBody_data() {
    QTest::addColumn<QByteArray>("body");
    // invalid_body when false; otherwise the value, in range or not (the caller answers
    // invalid_ttl for out-of-range values).
    QTest::addColumn<bool>("wellFormed");
    QTest::addColumn<qint64>("value");
    QTest::addColumn<bool>("inRange");

    QTest::newRow("int") << QByteArrayLiteral(R"({"ttl_seconds":10})") << true << qint64(10)
                         << true;
    QTest::newRow("minimum") << QByteArrayLiteral(R"({"ttl_seconds":5})") << true << qint64(5)
                             << true;
    QTest::newRow("maximum") << QByteArrayLiteral(R"({"ttl_seconds":7776000})") << true
                             << qint64(7'776'000) << true;
    QTest::newRow("int with other fields")
        << QByteArrayLiteral(R"({"note":"x","ttl_seconds":30})") << true << qint64(30) << true;
    QTest::newRow("too small int")
        << QByteArrayLiteral(R"({"ttl_seconds":4})") << true << qint64(4) << false;
    QTest::newRow("negative") << QByteArrayLiteral(R"({"ttl_seconds":-5})") << true << qint64(-5)
                              << false;
    QTest::newRow("huge 1e30 is out of range, not a body error")
        << QByteArrayLiteral(R"({"ttl_seconds":1e30})") << true << qint64(-1) << false;
    QTest::newRow("huge integer digits")
        << QByteArrayLiteral(R"({"ttl_seconds":100000000000000000000})") << true << qint64(-1)
        << false;
    QTest::newRow("huge negative -1e30")
        << QByteArrayLiteral(R"({"ttl_seconds":-1e30})") << true << qint64(-1) << false;

    QTest::newRow("float 5.5") << QByteArrayLiteral(R"({"ttl_seconds":5.5})") << false << qint64(0)
                               << false;
    QTest::newRow("string") << QByteArrayLiteral(R"({"ttl_seconds":"10"})") << false << qint64(0)
                            << false;
    QTest::newRow("null") << QByteArrayLiteral(R"({"ttl_seconds":null})") << false << qint64(0)
                          << false;
    QTest::newRow("bool") << QByteArrayLiteral(R"({"ttl_seconds":true})") << false << qint64(0)
                          << false;
    QTest::newRow("missing") << QByteArrayLiteral(R"({"ttl":10})") << false << qint64(0) << false;
    QTest::newRow("empty object") << QByteArrayLiteral("{}") << false << qint64(0) << false;
    QTest::newRow("not JSON") << QByteArrayLiteral("ttl_seconds=10") << false << qint64(0) << false;
    QTest::newRow("empty body") << QByteArray() << false << qint64(0) << false;
    QTest::newRow("array") << QByteArrayLiteral(R"([{"ttl_seconds":10}])") << false << qint64(0)
                           << false;
}

void TestLockJson::parseTtlBody() {
    QFETCH(QByteArray, body);
    QFETCH(bool, wellFormed);
    QFETCH(qint64, value);
    QFETCH(bool, inRange);

    const auto ttl = json::parseTtlBody(body);
    QCOMPARE(ttl.has_value(), wellFormed);
    if (!wellFormed) {
        QVERIFY(!ttl.error().message.isEmpty());
        return;
    }
    QCOMPARE(validation::isValidTtl(*ttl), inRange);
    // -1 in the value column: any out-of-range number will do, the exact one is not wire data.
    if (value != -1)
        QCOMPARE(*ttl, value);
}

void TestLockJson::grantToJson_data() {
    QTest::addColumn<LeaseGrant>("grant");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("whole seconds")
        << LeaseGrant{utc(14, 0, 10), 4'503'599'627'370'497ULL}
        << QByteArrayLiteral(
               R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":4503599627370497})");
    QTest::newRow("milliseconds, 2^53+1")
        << LeaseGrant{utc(14, 0, 10, 250), kTwo53Plus1}
        << QByteArrayLiteral(
               R"({"expires_at":"2026-07-20T14:00:10.250Z","fencing_token":9007199254740993})");
    QTest::newRow("2^63-1")
        << LeaseGrant{utc(14, 0, 10), kTwo63Minus1}
        << QByteArrayLiteral(
               R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":9223372036854775807})");
    QTest::newRow("2^64-1")
        << LeaseGrant{utc(14, 0, 10), kTwo64Minus1}
        << QByteArrayLiteral(
               R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":18446744073709551615})");
    QTest::newRow("zero") << LeaseGrant{utc(14, 0, 10), 0}
                          << QByteArrayLiteral(
                                 R"({"expires_at":"2026-07-20T14:00:10Z","fencing_token":0})");
}

void TestLockJson::grantToJson() {
    QFETCH(LeaseGrant, grant);
    QFETCH(QByteArray, expected);

    const QByteArray body = json::grantToJson(grant);
    QCOMPARE(body, expected);
    const auto parsed = json::parseGrant(body);
    QVERIFY(parsed.has_value());
    QCOMPARE(parsed->fencingToken, grant.fencingToken);
    QCOMPARE(parsed->expiresAt, grant.expiresAt);
}

void TestLockJson::lockStateToJson_data() {
    QTest::addColumn<LockState>("state");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("free") << LockState{} << QByteArrayLiteral(R"({"held":false})");
    QTest::newRow("held, 2^64-1")
        << LockState{true, utc(14, 0, 10, 250), kTwo64Minus1}
        << QByteArrayLiteral(
               R"({"held":true,"expires_at":"2026-07-20T14:00:10.250Z","fencing_token":18446744073709551615})");
    QTest::newRow("held, 2^53+1")
        << LockState{true, utc(14, 0, 10), kTwo53Plus1}
        << QByteArrayLiteral(
               R"({"held":true,"expires_at":"2026-07-20T14:00:10Z","fencing_token":9007199254740993})");
}

void TestLockJson::lockStateToJson() {
    QFETCH(LockState, state);
    QFETCH(QByteArray, expected);

    const QByteArray body = json::lockStateToJson(state);
    QCOMPARE(body, expected);
    const auto parsed = json::parseLockState(body);
    QVERIFY(parsed.has_value());
    QVERIFY(*parsed == state);
}

void TestLockJson::errorToJsonRoundTrip_data() {
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");

    QTest::newRow("plain") << QStringLiteral("lock_held") << QStringLiteral("held by another");
    QTest::newRow("quotes and backslash")
        << QStringLiteral("invalid_lock_key") << QStringLiteral(R"(key "a\b" is invalid)");
    QTest::newRow("control characters")
        << QStringLiteral("invalid_body") << QStringLiteral("line 1\nline 2\ttab");
    QTest::newRow("unicode") << QStringLiteral("invalid_lock_key")
                             << QStringLiteral("'\u00e9' and '\U0001F512' are not allowed");
    QTest::newRow("empty message") << QStringLiteral("unauthorized") << QString();
}

void TestLockJson::errorToJsonRoundTrip() {
    QFETCH(QString, code);
    QFETCH(QString, message);

    const auto parsed = json::parseError(json::errorToJson(code, message));
    QVERIFY(parsed.has_value());
    QCOMPARE(parsed->code, code);
    QCOMPARE(parsed->message, message);
}

void TestLockJson::ttlBody_data() {
    QTest::addColumn<qint64>("ttl");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("10") << qint64(10) << QByteArrayLiteral(R"({"ttl_seconds":10})");
    QTest::newRow("90 days") << qint64(7'776'000)
                             << QByteArrayLiteral(R"({"ttl_seconds":7776000})");
}

void TestLockJson::ttlBody() {
    QFETCH(qint64, ttl);
    QFETCH(QByteArray, expected);

    QCOMPARE(json::ttlBody(ttl), expected);
    const auto parsed = json::parseTtlBody(json::ttlBody(ttl));
    QVERIFY(parsed.has_value());
    QCOMPARE(*parsed, ttl);
}

QTEST_GUILESS_MAIN(TestLockJson)
#include "tst_lockjson.moc"
