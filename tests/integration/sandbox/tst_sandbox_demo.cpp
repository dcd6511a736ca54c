// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// --demo on the system clock: simulated workers take the demo keys, renew, and hand them
// over (clean release or crash and takeover) within seconds, through the real HTTP path,
// without eating the project's quota and without flooding the request log.
#include "protocol/LockJson.h"
#include "sandbox/DemoWorkers.h"
#include "support/SandboxProcess.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

namespace {
constexpr qint64 kStartBurst = 30;
constexpr qint64 kWorkersPerMinute = 250;
} // namespace

class TestSandboxDemo : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void demoWorkersHoldAndHandOverLocks() {
        SandboxProcess::Options options;
        options.manualClock = false;
        options.demo = true;
        options.rateLimit = 100'000; // this test's own reads must not starve the workers
        SandboxProcess sandbox(options);
        QVERIFY2(sandbox.start(), qPrintable(sandbox.errorString()));
        QElapsedTimer elapsed;
        elapsed.start();

        const QStringList keys = sandbox::DemoWorkers::lockKeys();
        const QByteArray auth = "Bearer " + sandbox.serviceKey().toUtf8();
        QSet<QString> everHeld;
        QHash<QString, FencingToken> lastToken;
        QStringList handovers;
        int reads = 0;
        QDeadlineTimer deadline(std::chrono::seconds(45));
        while (!deadline.hasExpired() && (everHeld.size() < 4 || handovers.isEmpty())) {
            for (const QString& key : keys) {
                const auto reply =
                    sandbox.raw("GET", "/locks/" + key.toLatin1(), {{"Authorization", auth}});
                ++reads;
                QCOMPARE(reply.status, 200);
                const auto state = json::parseLockState(reply.body);
                QVERIFY(state);
                if (!state->held)
                    continue;
                everHeld.insert(key);
                const FencingToken token = *state->fencingToken;
                if (lastToken.contains(key) && token != lastToken.value(key)) {
                    QVERIFY2(token > lastToken.value(key), "a fencing token went backwards");
                    handovers << key;
                }
                lastToken.insert(key, token);
            }
            QTest::qWait(500);
        }
        QVERIFY2(everHeld.size() >= 4,
                 qPrintable(QStringList(everHeld.cbegin(), everHeld.cend()).join(u',')));
        QVERIFY2(!handovers.isEmpty(), "no fencing token moved");

        const QJsonObject stats = sandbox.stats();
        qint64 answered = 0;
        const QJsonObject byStatus =
            stats.value(QLatin1StringView("requests_by_status")).toObject();
        for (auto it = byStatus.begin(); it != byStatus.end(); ++it)
            answered += it.value().toInteger();
        QVERIFY(!byStatus.contains(QLatin1StringView("429")));
        QVERIFY(!byStatus.contains(QLatin1StringView("500")));
        const qint64 byWorkers = answered - reads;
        const qint64 ms = elapsed.elapsed();
        qInfo("demo workers: %lld requests in %lld ms, handovers on %s", byWorkers, ms,
              qPrintable(handovers.join(u',')));
        QVERIFY(byWorkers > 0);
        // Every worker's first try comes at once; after that well under 600 a minute.
        const qint64 allowed = kStartBurst + kWorkersPerMinute * ms / 60'000;
        QVERIFY2(byWorkers <= allowed,
                 qPrintable(QStringLiteral("%1 > %2").arg(byWorkers).arg(allowed)));

        QCOMPARE(sandbox.stop(), 0);
        // The workers' own requests are logged quietly; only this test's reads show.
        const QString log = sandbox.standardError();
        QCOMPARE(log.count(QLatin1StringView(" /locks/")), reads);
        QVERIFY(!log.contains(QLatin1StringView("POST /locks/")));
    }
};

QTEST_GUILESS_MAIN(TestSandboxDemo)
#include "tst_sandbox_demo.moc"
