// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The lock detail panel: expiry and takeover time of the selected key, the fencing tokens
// seen (table and chart), and a token going backwards flagged as an anomaly.
#include "ConsoleFixture.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/TimeText.h"
#include "lease/PollScheduler.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/watch/FencingChartView.h"
#include "ui/watch/LockDetailPanel.h"
#include "ui/watch/LockHistoryModel.h"
#include "ui/watch/WatchTableModel.h"

#include <QLabel>
#include <QStandardPaths>
#include <QTest>

using namespace volcano;
using namespace volcano::test;
using volcano::ui::LockHistoryModel;
using volcano::ui::WatchTableModel;

namespace {

const QString kKey = QStringLiteral("jobs:leader");

ConsoleFixture::Setup watchingKey() {
    ConsoleFixture::Setup setup;
    setup.keys = {kKey, QStringLiteral("other")};
    return setup;
}

} // namespace

class TestDetailPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void showsExpiryAndTakeoverTimeOfTheSelectedKey() {
        ConsoleFixture console(watchingKey());
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        const OperationResult grant = ConsoleFixture::wait(console.worker().acquire(kKey, 30));
        QVERIFY(grant.ok());
        console.window().selectKey(kKey);
        console.app().session().refreshAll();
        ui::LockDetailPanel* detail = console.window().detailPanel();
        QCOMPARE(detail->key(), kKey);
        QTRY_COMPARE_WITH_TIMEOUT(detail->stateText(), QStringLiteral("held"), 8000);
        // Takeover is possible from expires_at + 1 s, never earlier.
        QCOMPARE(detail->takeoverText(),
                 ui::timetext::utcTime(grant.grant->expiresAt.addMSecs(1000)));
        // History rows are written in a batch on the next event-loop pass after the read.
        QTRY_COMPARE_WITH_TIMEOUT(detail->historyModel()->rowCount(), 1, 2000);
        QCOMPARE(detail->historyModel()->index(0, LockHistoryModel::TokenColumn).data().toString(),
                 QString::number(grant.grant->fencingToken));

        console.window().selectKey(QStringLiteral("other"));
        QCOMPARE(detail->key(), QStringLiteral("other"));
        QTRY_COMPARE_WITH_TIMEOUT(detail->stateText(), QStringLiteral("free"), 8000);
        QCOMPARE(detail->takeoverText(), QStringLiteral("—"));
    }

    void renewalsAndNextReadAreShown() {
        ConsoleFixture console(watchingKey());
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        const OperationResult grant = ConsoleFixture::wait(console.worker().acquire(kKey, 30));
        QVERIFY(grant.ok());
        console.window().selectKey(kKey);
        console.app().session().refreshAll();
        ui::LockDetailPanel* detail = console.window().detailPanel();
        auto* renewals = requireChild<QLabel>(*detail, QStringLiteral("renewalsValue"));
        auto* nextRead = requireChild<QLabel>(*detail, QStringLiteral("nextReadValue"));
        QTRY_COMPARE_WITH_TIMEOUT(detail->stateText(), QStringLiteral("held"), 8000);
        QCOMPARE(renewals->text(), QStringLiteral("none seen yet"));
        // The selected key is read on its own cadence, and the panel says when.
        QTRY_VERIFY_WITH_TIMEOUT(nextRead->text().contains(QStringLiteral("selected key")) ||
                                     nextRead->text() == QStringLiteral("reading now"),
                                 8000);

        // The holder renews 10 s later (sandbox clock): expires_at moves, the token stays.
        QCOMPARE(console.sandbox().advanceClock(10), 204);
        const OperationResult renewed =
            ConsoleFixture::wait(console.worker().renew(kKey, grant.lockToken, 30));
        QVERIFY(renewed.ok());
        console.app().session().refreshAll();
        QTRY_VERIFY_WITH_TIMEOUT(renewals->text().startsWith(QStringLiteral("1 seen")), 8000);
        QVERIFY2(renewals->text().contains(QStringLiteral("every 10 s or less")),
                 qPrintable(renewals->text()));
        QVERIFY2(renewals->text().contains(QStringLiteral("TTL")), qPrintable(renewals->text()));
    }

    void newHolderAppearsInHistoryAndChart() {
        ConsoleFixture console(watchingKey());
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        const OperationResult first = ConsoleFixture::wait(console.worker().acquire(kKey, 30));
        QVERIFY(first.ok());
        console.window().selectKey(kKey);
        console.app().session().refreshAll();
        ui::LockDetailPanel* detail = console.window().detailPanel();
        QTRY_COMPARE_WITH_TIMEOUT(detail->historyModel()->rowCount(), 1, 8000);

        QVERIFY(ConsoleFixture::wait(console.worker().forceRelease(kKey)).ok());
        const OperationResult second = ConsoleFixture::wait(console.worker().acquire(kKey, 30));
        QVERIFY(second.ok());
        QTRY_COMPARE_WITH_TIMEOUT(
            detail->historyModel()->index(0, LockHistoryModel::TokenColumn).data().toString(),
            QString::number(second.grant->fencingToken), 8000);
        // The chart's last step is the second holder, by rank: the gap in between tokens
        // (other keys' acquisitions) means nothing for this key.
        const ui::FencingChartView* chart = detail->chart();
        QCOMPARE(chart->rankOf(first.grant->fencingToken), 1);
        QCOMPARE(chart->rankOf(second.grant->fencingToken), 2);
        QCOMPARE(chart->heldPeriods().constLast().constLast().y(), 2.0);
    }

    // Against the sandbox: a release, then a holder that stops renewing and is taken over
    // after its lease ran out. The history tells the two apart and says each once (a freed
    // row shows no new token, the freed one under Previous); the table and the detail agree
    // on the token of a free lock and on the holder changes; the chart marks the takeover.
    void howEachLeaseEndedIsTold() {
        ConsoleFixture console(watchingKey());
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::ConsoleSession& session = console.app().session();
        console.window().selectKey(kKey);
        ui::LockDetailPanel* detail = console.window().detailPanel();
        const LockHistoryModel* history = detail->historyModel();
        auto newest = [history](int column) { return history->index(0, column).data().toString(); };

        const OperationResult first = ConsoleFixture::wait(console.worker().acquire(kKey, 30));
        QVERIFY(first.ok());
        session.refreshAll();
        QTRY_COMPARE_WITH_TIMEOUT(detail->stateText(), QStringLiteral("held"), 8000);
        QVERIFY(ConsoleFixture::wait(console.worker().release(kKey, first.lockToken)).ok());
        session.refreshAll();
        QTRY_COMPARE_WITH_TIMEOUT(newest(LockHistoryModel::EventColumn), QStringLiteral("released"),
                                  8000);
        const QString firstToken = QString::number(first.grant->fencingToken);
        QCOMPARE(newest(LockHistoryModel::TokenColumn), QStringLiteral("—"));
        QCOMPARE(newest(LockHistoryModel::PreviousColumn), firstToken);
        QCOMPARE(console.shownText(kKey, WatchTableModel::FencingTokenColumn), QStringLiteral("—"));
        QTRY_COMPARE(detail->fencingTokenText(),
                     QStringLiteral("— (last holder's: %1)").arg(firstToken));

        // A holder that crashes: nobody renews, the lease runs out, another holder takes it
        // before the console's next read.
        const OperationResult crashed = ConsoleFixture::wait(console.worker().acquire(kKey, 10));
        QVERIFY(crashed.ok());
        session.refreshAll();
        QTRY_COMPARE_WITH_TIMEOUT(detail->stateText(), QStringLiteral("held"), 8000);
        session.scheduler().stop();
        QCOMPARE(console.sandbox().advanceClock(11.5), 204);
        const OperationResult taker = ConsoleFixture::wait(console.worker().acquire(kKey, 30));
        QVERIFY(taker.ok());
        session.scheduler().start();
        session.refreshAll();
        QTRY_COMPARE_WITH_TIMEOUT(newest(LockHistoryModel::TokenColumn),
                                  QString::number(taker.grant->fencingToken), 8000);
        QCOMPARE(newest(LockHistoryModel::EventColumn), QStringLiteral("takeover (expired)"));
        QCOMPARE(newest(LockHistoryModel::PreviousColumn),
                 QString::number(crashed.grant->fencingToken));
        QTRY_COMPARE_WITH_TIMEOUT(
            detail->chart()->markerCount(TokenEvent::Handover, EndCause::Expired), 1, 8000);

        // One count of holder changes, the same in the table and the detail (the acquisitions
        // after a free and the takeover).
        const QString tableCount = console.shownText(kKey, WatchTableModel::HolderChangesColumn);
        QVERIFY2(detail->holderChangesShown().startsWith(tableCount + QLatin1Char(' ')),
                 qPrintable(tableCount + QStringLiteral(" vs ") + detail->holderChangesShown()));
        QVERIFY2(tableCount.toInt() >= 2, qPrintable(tableCount));
    }

    void tokenGoingBackwardsIsFlagged() {
        ConsoleFixture console(watchingKey());
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        const OperationResult grant = ConsoleFixture::wait(console.worker().acquire(kKey, 30));
        QVERIFY(grant.ok());
        console.window().selectKey(kKey);
        console.app().session().refreshAll();
        ui::LockDetailPanel* detail = console.window().detailPanel();
        QTRY_COMPARE_WITH_TIMEOUT(detail->stateText(), QStringLiteral("held"), 8000);
        QCOMPARE(detail->anomalyText(), QStringLiteral("0"));

        // A server that broke the contract: a lower token for the same key.
        OperationResult backwards;
        backwards.operation = Operation::Read;
        backwards.key = kKey;
        backwards.httpStatus = 200;
        backwards.sentAtUtc = QDateTime::currentDateTimeUtc();
        LockState state;
        state.held = true;
        state.fencingToken = grant.grant->fencingToken - 1;
        state.expiresAt = grant.grant->expiresAt;
        backwards.state = state;
        console.app().session().applyResult(backwards);

        QTRY_VERIFY_WITH_TIMEOUT(detail->anomalyText().contains(QStringLiteral("backwards")), 8000);
        // The history is written (and the chart redrawn) at the next event-loop pass.
        QTRY_COMPARE_WITH_TIMEOUT(detail->chart()->markerCount(TokenEvent::Anomaly), 1, 8000);
        QCOMPARE(detail->historyModel()->index(0, LockHistoryModel::EventColumn).data().toString(),
                 QStringLiteral("anomaly"));
    }
};

QTEST_MAIN(TestDetailPanel)
#include "tst_detailpanel.moc"
