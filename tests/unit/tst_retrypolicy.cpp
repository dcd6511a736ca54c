// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "client/RetryPolicy.h"

#include <QTest>

using namespace std::chrono_literals;
using volcano::RetryPolicy;

// The wait before each retry: doubling from the initial backoff, capped at the maximum.
class TestRetryPolicy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void backoff_data();
    void backoff();
    void defaults();
};

void TestRetryPolicy::backoff_data() {
    QTest::addColumn<int>("initialMs");
    QTest::addColumn<int>("maxMs");
    QTest::addColumn<QList<int>>("expectedMs"); // before attempts 2, 3, 4, ...

    QTest::newRow("defaults") << 200 << 2000 << QList<int>{200, 400, 800, 1600, 2000, 2000, 2000};
    QTest::newRow("cap between doublings") << 100 << 250 << QList<int>{100, 200, 250, 250};
    QTest::newRow("initial above cap") << 500 << 300 << QList<int>{300, 300, 300};
    QTest::newRow("no backoff") << 0 << 2000 << QList<int>{0, 0, 0};
    QTest::newRow("one ms") << 1 << 1000
                            << QList<int>{1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1000, 1000};
}

void TestRetryPolicy::backoff() {
    QFETCH(int, initialMs);
    QFETCH(int, maxMs);
    QFETCH(QList<int>, expectedMs);

    RetryPolicy policy;
    policy.initialBackoff = std::chrono::milliseconds(initialMs);
    policy.maxBackoff = std::chrono::milliseconds(maxMs);
    QList<int> actual;
    for (int attempt = 2; attempt < 2 + expectedMs.size(); ++attempt)
        actual.append(static_cast<int>(policy.backoffBefore(attempt).count()));
    QCOMPARE(actual, expectedMs);
}

void TestRetryPolicy::defaults() {
    const RetryPolicy policy;
    QCOMPARE(policy.maxAttempts, 3);
    QCOMPARE(policy.initialBackoff, 200ms);
    QCOMPARE(policy.maxBackoff, 2000ms);
    QCOMPARE(policy.backoffBefore(1000), 2000ms);
}

QTEST_GUILESS_MAIN(TestRetryPolicy)
#include "tst_retrypolicy.moc"
