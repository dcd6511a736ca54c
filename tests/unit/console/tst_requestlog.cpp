// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/RequestLog.h"

#include <QSignalSpy>
#include <QTest>

using namespace volcano;

// The in-memory ring buffer behind the request log view.
class TestRequestLog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void appendsInOrder();
    void evictsOldestWhenFull();
    void serialsSurviveEviction();
    void clearKeepsSerialsGoing();
    void defaultCapacity();

private:
    static RequestRecord record(int n);
};

RequestRecord TestRequestLog::record(int n) {
    RequestRecord made;
    made.method = "GET";
    made.path = QStringLiteral("/locks/k%1").arg(n);
    made.httpStatus = 200;
    made.requestId = QStringLiteral("rid-%1").arg(n);
    made.latencyMs = n;
    return made;
}

void TestRequestLog::appendsInOrder() {
    RequestLog log(10);
    QSignalSpy appended(&log, &RequestLog::appended);
    for (int i = 0; i < 3; ++i)
        log.append(record(i));
    QCOMPARE(log.count(), 3);
    QCOMPARE(log.at(0).requestId, QStringLiteral("rid-0"));
    QCOMPARE(log.at(2).requestId, QStringLiteral("rid-2"));
    QCOMPARE(appended.count(), 3);
    QCOMPARE(appended.at(2).at(0).toLongLong(), 2);
    QCOMPARE(appended.at(2).at(1).toInt(), 0);
    QCOMPARE(log.records().size(), 3);
}

void TestRequestLog::evictsOldestWhenFull() {
    RequestLog log(3);
    QSignalSpy appended(&log, &RequestLog::appended);
    for (int i = 0; i < 5; ++i)
        log.append(record(i));
    QCOMPARE(log.count(), 3);
    QCOMPARE(log.at(0).requestId, QStringLiteral("rid-2"));
    QCOMPARE(log.at(2).requestId, QStringLiteral("rid-4"));
    QCOMPARE(appended.at(2).at(1).toInt(), 0);
    QCOMPARE(appended.at(3).at(1).toInt(), 1);
    QCOMPARE(appended.at(4).at(1).toInt(), 1);
}

void TestRequestLog::serialsSurviveEviction() {
    RequestLog log(3);
    for (int i = 0; i < 5; ++i)
        log.append(record(i));
    QCOMPARE(log.firstSerial(), 2);
    QCOMPARE(log.nextSerial(), 5);
    QVERIFY(!log.bySerial(1));
    QVERIFY(!log.bySerial(5));
    QCOMPARE(log.bySerial(3)->requestId, QStringLiteral("rid-3"));
}

void TestRequestLog::clearKeepsSerialsGoing() {
    RequestLog log(3);
    QSignalSpy cleared(&log, &RequestLog::cleared);
    log.append(record(0));
    log.append(record(1));
    log.clear();
    QCOMPARE(cleared.count(), 1);
    QVERIFY(log.isEmpty());
    QCOMPARE(log.firstSerial(), 2);
    log.append(record(2));
    QCOMPARE(log.bySerial(2)->requestId, QStringLiteral("rid-2"));
    log.clear();
    log.clear(); // nothing to clear: no signal
    QCOMPARE(cleared.count(), 2);
}

void TestRequestLog::defaultCapacity() {
    RequestLog log;
    QCOMPARE(log.capacity(), RequestLog::kDefaultCapacity);
    for (int i = 0; i < RequestLog::kDefaultCapacity + 10; ++i)
        log.append(record(i));
    QCOMPARE(log.count(), RequestLog::kDefaultCapacity);
    QCOMPARE(RequestLog(0).capacity(), RequestLog::kDefaultCapacity);
}

QTEST_GUILESS_MAIN(TestRequestLog)
#include "tst_requestlog.moc"
