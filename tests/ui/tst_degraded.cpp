// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// What the window shows when reads fail: a banner with the time of the last good data, and
// never a lock shown as free because a read failed.
#include "ConsoleFixture.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/LockWatcher.h"
#include "lease/ClockOffsetEstimator.h"
#include "store/ReadLog.h"
#include "store/RequestLog.h"
#include "store/TimelineSource.h"
#include "ui/ConsoleActions.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/watch/WatchTableModel.h"
#include "ui/widgets/ConsoleStatusBar.h"
#include "ui/widgets/MessageBanner.h"

#include <QAction>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace volcano;
using namespace volcano::test;
using volcano::ui::WatchTableModel;

namespace {

// The solo console's record for the incident timeline: every good read under the
// profile with its request id (held, then free), and the 503s of the outage.
void checkTimelineRecord(ConsoleFixture& console) {
    QVERIFY(console.app().readLog().flush().has_value());
    const QDateTime now = QDateTime::currentDateTimeUtc();
    auto records = TimelineSource(console.app().database())
                       .load({console.profile().id,
                              {QStringLiteral("held-key")},
                              now.addSecs(-3600),
                              now.addSecs(3600),
                              {},
                              {}});
    if (!records)
        QFAIL(qPrintable(records.error().message));
    QVERIFY(!records->observations.isEmpty());
    for (const RecordedObservation& read : std::as_const(records->observations)) {
        QCOMPARE(read.key, QStringLiteral("held-key"));
        QCOMPARE(read.profileId, console.profile().id);
        QVERIFY(!read.requestId.isEmpty());
    }
    QVERIFY(std::any_of(records->observations.cbegin(), records->observations.cend(),
                        [](const RecordedObservation& read) {
                            return read.held && read.fencingToken.has_value();
                        }));
    QVERIFY(!records->observations.constLast().held);
    QVERIFY(std::any_of(records->failures.cbegin(), records->failures.cend(),
                        [](const RequestFailure& failure) {
                            return failure.httpStatus == 503 &&
                                   failure.code == QStringLiteral("region_unavailable") &&
                                   !failure.requestId.isEmpty();
                        }));
}

} // namespace

class TestDegraded : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void regionOutageShowsStaleDataNeverFree() {
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("held-key"), QStringLiteral("free-key")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        auto* degraded =
            requireChild<ui::MessageBanner>(console.window(), QStringLiteral("degradedBanner"));
        auto* actions =
            requireChild<ui::ConsoleActions>(console.window(), QStringLiteral("consoleActions"));
        auto* statusBar = requireChild<ui::ConsoleStatusBar>(console.window(),
                                                             QStringLiteral("consoleStatusBar"));
        QVERIFY(
            ConsoleFixture::wait(console.worker().acquire(QStringLiteral("held-key"), 30)).ok());
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("held-key")), WatchState::Held,
                                  8000);
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("free-key")), WatchState::Free,
                                  8000);
        QVERIFY(degraded->isHidden());

        // Watch every repaint of the held key from here on: it must never read "free".
        auto* model = requireChild<WatchTableModel>(console.window(), QStringLiteral("watchModel"));
        // Shared, so the connection never refers to a local of this scope.
        const auto shownFree = std::make_shared<bool>(false);
        const int heldRow = model->rowOf(QStringLiteral("held-key"));
        QObject::connect(model, &QAbstractItemModel::dataChanged, model,
                         [model, heldRow, shownFree](const QModelIndex& topLeft,
                                                     const QModelIndex& bottomRight) {
                             if (heldRow < topLeft.row() || heldRow > bottomRight.row())
                                 return;
                             const auto state =
                                 model->index(heldRow, 0).data(WatchTableModel::StateRole).toInt();
                             *shownFree = *shownFree || state == int(WatchState::Free);
                         });

        QCOMPARE(console.sandbox().setRegionAvailable(false), 204);
        // The lease would even have expired meanwhile: still not "free" on a failed read.
        QCOMPARE(console.sandbox().advanceClock(45), 204);
        actions->refresh->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(degraded->isVisible(), 8000);
        const QString banner = degraded->text();
        QVERIFY2(banner.contains(QStringLiteral("Showing stale data from")), qPrintable(banner));
        QVERIFY2(banner.contains(QStringLiteral("region_unavailable")), qPrintable(banner));
        const QDateTime lastGood = console.app().session().watcher().lastGoodReadAt();
        QVERIFY(banner.contains(lastGood.toLocalTime().toString(QStringLiteral("HH:mm:ss"))));
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("held-key")), WatchState::Stale,
                                  8000);
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("free-key")), WatchState::Stale,
                                  8000);
        const QString stateText =
            console.shownText(QStringLiteral("held-key"), WatchTableModel::StateColumn);
        // The lease ran out on the server's clock meanwhile: the console says so rather than
        // claiming a holder, and still never says "free" without a read that showed it.
        QCOMPARE(stateText, QStringLiteral("takeover possible"));
        QCOMPARE(model->index(heldRow, 0).data(WatchTableModel::LiveStateRole).toInt(),
                 int(LiveState::TakeoverPossible));
        QVERIFY2(console.shownText(QStringLiteral("free-key"), WatchTableModel::StateColumn)
                     .startsWith(QStringLiteral("stale")),
                 qPrintable(
                     console.shownText(QStringLiteral("free-key"), WatchTableModel::StateColumn)));
        QCOMPARE(console.shownText(QStringLiteral("held-key"), WatchTableModel::FencingTokenColumn)
                     .isEmpty(),
                 false);
        QTest::qWait(1500); // more failed polls
        QCOMPARE(console.shownState(QStringLiteral("held-key")), WatchState::Stale);
        QVERIFY(!*shownFree);
        QVERIFY2(statusBar->statusText().contains(QStringLiteral("Stale")),
                 qPrintable(statusBar->statusText()));

        // Back to normal: the banner goes and the real state (expired, so free) shows.
        QCOMPARE(console.sandbox().setRegionAvailable(true), 204);
        actions->refresh->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(degraded->isHidden(), 8000);
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("held-key")), WatchState::Free,
                                  8000);
        checkTimelineRecord(console);
    }

    // The sandbox's drills: answers reset, cut short, garbled or never sent. Each read fails
    // with its own kind of error; the window says so and never shows a held lock free.
    void networkFaultsShowStaleDataNeverFree_data() {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("inBanner");
        QTest::newRow("reset") << QStringLiteral("reset_rate") << QStringLiteral("Showing stale");
        QTest::newRow("truncated")
            << QStringLiteral("truncate_rate") << QStringLiteral("Showing stale");
        QTest::newRow("garbage") << QStringLiteral("garbage_rate")
                                 << QStringLiteral("Showing stale");
        QTest::newRow("stall") << QStringLiteral("stall_rate") << QStringLiteral("Showing stale");
    }

    void networkFaultsShowStaleDataNeverFree() {
        QFETCH(QString, fault);
        QFETCH(QString, inBanner);
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("held-key")};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        auto* degraded =
            requireChild<ui::MessageBanner>(console.window(), QStringLiteral("degradedBanner"));
        auto* actions =
            requireChild<ui::ConsoleActions>(console.window(), QStringLiteral("consoleActions"));
        console.app().session().client().setTransferTimeout(std::chrono::milliseconds(1500));
        QVERIFY(
            ConsoleFixture::wait(console.worker().acquire(QStringLiteral("held-key"), 30)).ok());
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("held-key")), WatchState::Held,
                                  8000);

        QCOMPARE(console.sandbox().setFaults({{fault, 1.0}}), 204);
        QCOMPARE(console.sandbox().advanceClock(45), 204); // expired meanwhile: still not free
        actions->refresh->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("held-key")), WatchState::Stale,
                                  15000);
        QTRY_VERIFY_WITH_TIMEOUT(degraded->isVisible(), 8000);
        QVERIFY2(degraded->text().contains(inBanner), qPrintable(degraded->text()));
        QVERIFY(console.sandbox().faults().value(QStringLiteral("injected")).toObject().size() > 0);

        QCOMPARE(console.sandbox().clearFaults(), 204);
        actions->refresh->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("held-key")), WatchState::Free,
                                  15000);
        QTRY_VERIFY_WITH_TIMEOUT(degraded->isHidden(), 8000);
    }

    // Added latency: below the transfer timeout the truth is kept and the delay shows (request
    // log, a wider clock-offset uncertainty); above it each read ends at the timeout and the
    // data turns stale under the banner, never free.
    void latencyIsShownAndBounded_data() {
        QTest::addColumn<int>("latencyMs");
        QTest::addColumn<bool>("timesOut");
        QTest::newRow("slow, answered") << 800 << false;
        QTest::newRow("slower than the timeout") << 4000 << true;
    }

    void latencyIsShownAndBounded() {
        QFETCH(int, latencyMs);
        QFETCH(bool, timesOut);
        constexpr int kTimeoutMs = 1500;
        const QString key = QStringLiteral("slow-key");
        ConsoleFixture::Setup setup;
        setup.keys = {key};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        auto* degraded =
            requireChild<ui::MessageBanner>(console.window(), QStringLiteral("degradedBanner"));
        auto* actions =
            requireChild<ui::ConsoleActions>(console.window(), QStringLiteral("consoleActions"));
        console.app().session().client().setTransferTimeout(std::chrono::milliseconds(kTimeoutMs));
        QVERIFY(ConsoleFixture::wait(console.worker().acquire(key, 300)).ok());
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(key), WatchState::Held, 8000);
        const qint64 uncertaintyBefore = console.app().session().offset().uncertaintyMs();

        QCOMPARE(console.sandbox().setFaults({{QStringLiteral("latency_ms"), latencyMs}}), 204);
        const RequestLog& requests = console.app().requestLog();
        const qint64 from = requests.nextSerial();
        const auto firstRead = [&]() -> const RequestRecord* {
            for (qint64 serial = from; serial < requests.nextSerial(); ++serial) {
                const RequestRecord* record = requests.bySerial(serial);
                if (record && record->operation == Operation::Read && record->key == key)
                    return record;
            }
            return nullptr;
        };
        actions->refresh->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(firstRead() != nullptr, 15000);
        const RequestRecord read = *firstRead();
        if (timesOut) {
            QCOMPARE(read.httpStatus, 0);
            // Qt times the transfer from its own start, a little after the record's send time.
            QVERIFY2(read.latencyMs >= kTimeoutMs * 9 / 10 && read.latencyMs < latencyMs,
                     qPrintable(QString::number(read.latencyMs)));
            QTRY_COMPARE_WITH_TIMEOUT(console.shownState(key), WatchState::Stale, 20000);
            QTRY_VERIFY_WITH_TIMEOUT(degraded->isVisible(), 8000);
        } else {
            QCOMPARE(read.httpStatus, 200);
            QVERIFY2(read.latencyMs >= latencyMs, qPrintable(QString::number(read.latencyMs)));
            QCOMPARE(console.shownState(key), WatchState::Held);
            QVERIFY(console.app().session().offset().uncertaintyMs() > uncertaintyBefore);
        }
        QCOMPARE(console.sandbox().clearFaults(), 204);
    }

    void refusedKeyExplainsWhichKeysWork_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("code");
        QTest::newRow("unknown key") << QStringLiteral("sk_nobody") << QStringLiteral("401");
        QTest::newRow("anon key") << QStringLiteral("an_demo")
                                  << QStringLiteral("forbidden_key_kind");
        QTest::newRow("scoped without locks.manage")
            << QStringLiteral("sc_demo_storage") << QStringLiteral("missing_scope");
    }

    void refusedKeyExplainsWhichKeysWork() {
        QFETCH(QString, key);
        QFETCH(QString, code);
        ConsoleFixture::Setup setup;
        setup.keys = {QStringLiteral("a")};
        setup.serviceKey = key;
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        auto* degraded =
            requireChild<ui::MessageBanner>(console.window(), QStringLiteral("degradedBanner"));
        QTRY_VERIFY_WITH_TIMEOUT(degraded->isVisible(), 8000);
        const QString banner = degraded->text();
        QVERIFY2(banner.contains(code), qPrintable(banner));
        QVERIFY2(banner.contains(QStringLiteral("service-role")), qPrintable(banner));
        QVERIFY2(banner.contains(QStringLiteral("locks.manage")), qPrintable(banner));
        QVERIFY2(!banner.contains(key), "the key must never be shown");
        QCOMPARE(console.shownState(QStringLiteral("a")), WatchState::Unknown);
    }
};

QTEST_MAIN(TestDegraded)
#include "tst_degraded.moc"
