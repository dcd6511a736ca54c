// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The quota chart and gauge against a real sandbox (its RateLimit-* headers and a real 429),
// and the capacity planner view against the contract's table.
#include "ConsoleFixture.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/TestLeaseManager.h"
#include "lease/QuotaMeter.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/quota/CapacityChartView.h"
#include "ui/quota/CapacityPlannerView.h"
#include "ui/quota/QuotaChartView.h"
#include "ui/quota/QuotaPanel.h"

#include <QBarSet>
#include <QDoubleSpinBox>
#include <QLineSeries>
#include <QLocale>
#include <QProgressBar>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

namespace {

const QString kKey = QStringLiteral("jobs:leader");

qreal lastValue(const QBarSet* set) {
    return set->count() > 0 ? set->at(set->count() - 1) : -1;
}

} // namespace

class TestQuotaPlanner : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void chartCountsTheConsolesRequestsByKind() {
        ConsoleFixture::Setup setup;
        setup.keys = {kKey};
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::TestLeaseManager::Request request;
        request.key = QStringLiteral("quota:probe");
        const auto taken = console.app().testLeases().take(request);
        QVERIFY2(taken, qPrintable(taken ? QString() : taken.error().message));
        QuotaMeter& meter = console.app().session().quota();
        QTRY_VERIFY_WITH_TIMEOUT(meter.sentThisMinute(Operation::Acquire) == 1 &&
                                     meter.sentThisMinute(Operation::Read) >= 1,
                                 8000);
        ui::QuotaPanel& panel =
            *requireChild<ui::QuotaPanel>(console.window(), QStringLiteral("quotaPanel"));
        panel.refresh();
        const QList<QuotaMinute> minutes = meter.minutes();
        const ui::QuotaChartView& chart = *panel.chart();
        QCOMPARE(chart.barSet(Operation::Read)->count(), QuotaMeter::kMinutesKept);
        QCOMPARE(lastValue(chart.barSet(Operation::Acquire)), 1.0);
        QCOMPARE(lastValue(chart.barSet(Operation::Read)),
                 qreal(minutes.last().sent(Operation::Read)));
        QCOMPARE(lastValue(chart.barSet(Operation::ForceRelease)), 0.0);
        // The sandbox reports project-wide use (RateLimit-*): a point on each minute it was
        // learned for (the server's window, which a manual server clock may keep in the
        // previous console minute).
        QList<QPointF> expected;
        for (int index = 0; index < minutes.size(); ++index) {
            if (minutes.at(index).projectUsed)
                expected.append(QPointF(index, *minutes.at(index).projectUsed));
        }
        QVERIFY(!expected.isEmpty());
        QCOMPARE(chart.projectSeries()->points(), expected);
        // The limit line spans the chart at 600; no 429 yet.
        const QList<QPointF> limit = chart.limitSeries()->points();
        QCOMPARE(limit.size(), 2);
        QCOMPARE(limit.first().y(), 600.0);
        QCOMPARE(limit.last().y(), 600.0);
        QVERIFY(chart.rateLimitSeries()->points().isEmpty());
        // The gauge: project use against the limit, and when the window resets.
        QCOMPARE(panel.gauge()->maximum(), 600);
        QCOMPARE(panel.gauge()->value(),
                 std::max(meter.sentThisMinute(), meter.projectUsedThisMinute().value_or(0)));
        QVERIFY2(panel.gaugeText().contains(QStringLiteral("resets in")),
                 qPrintable(panel.gaugeText()));
    }

    void a429IsMarkedAndTheGaugeSaysBlocked() {
        ConsoleFixture::Setup setup;
        setup.keys = {kKey};
        setup.sandbox.rateLimit = 12;
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        // Another client of the project spends the quota; the console's next read meets 429.
        for (int i = 0; i < 12; ++i)
            ConsoleFixture::wait(console.worker().read(QStringLiteral("other")));
        QuotaMeter& meter = console.app().session().quota();
        console.app().session().refreshAll();
        QTRY_VERIFY_WITH_TIMEOUT(!meter.rateLimitEvents().isEmpty(), 8000);
        ui::QuotaPanel& panel =
            *requireChild<ui::QuotaPanel>(console.window(), QStringLiteral("quotaPanel"));
        panel.refresh();
        const QList<QuotaMinute> minutes = meter.minutes();
        const QList<QPointF> marks = panel.chart()->rateLimitSeries()->points();
        QCOMPARE(marks.size(), 1);
        QVERIFY(!minutes.at(int(marks.first().x())).rateLimited.isEmpty());
        QVERIFY(marks.first().x() >= QuotaMeter::kMinutesKept - 2);
        QVERIFY(meter.blockedUntil().has_value());
        QCOMPARE(meter.limit(), 12);
        QVERIFY2(panel.gaugeText().contains(QStringLiteral("429")), qPrintable(panel.gaugeText()));
    }

    void plannerAgreesWithTheContractTable_data() {
        QTest::addColumn<int>("ttl");
        QTest::addColumn<QString>("renewalsPerHolder");
        QTest::addColumn<int>("atFullLimit");
        QTest::addColumn<int>("at80Percent");
        QTest::newRow("ttl 5") << 5 << QStringLiteral("36") << 16 << 13;
        QTest::newRow("ttl 10") << 10 << QStringLiteral("18") << 33 << 26;
        QTest::newRow("ttl 15") << 15 << QStringLiteral("12") << 50 << 40;
        QTest::newRow("ttl 30") << 30 << QStringLiteral("6") << 100 << 80;
        QTest::newRow("ttl 60") << 60 << QStringLiteral("3") << 200 << 160;
        QTest::newRow("ttl 120") << 120 << QStringLiteral("1.5") << 400 << 320;
        QTest::newRow("ttl 300") << 300 << QStringLiteral("0.6") << 1000 << 800;
    }

    void plannerAgreesWithTheContractTable() {
        QFETCH(int, ttl);
        QFETCH(QString, renewalsPerHolder);
        QFETCH(int, atFullLimit);
        QFETCH(int, at80Percent);
        ui::CapacityPlannerView view;
        view.pollingBox()->setValue(0);
        view.headroomBox()->setValue(20);
        view.holdersBox()->setValue(1);
        view.ttlBox()->setValue(ttl);
        QCOMPARE(view.plan().maxHoldersAtFullLimit, atFullLimit);
        QCOMPARE(view.plan().maxHoldersAt80Percent, at80Percent);
        // With no polling or contenders and 20 % headroom, max holders is the 80 % column.
        QCOMPARE(view.plan().maxHolders, at80Percent);
        const QString text = view.resultText();
        QVERIFY2(text.contains(QStringLiteral("(%1 per holder)").arg(renewalsPerHolder)),
                 qPrintable(text));
        // Counts are written as the locale writes them ("1,000").
        QVERIFY2(text.contains(QStringLiteral("%1 at 100 %").arg(QLocale().toString(atFullLimit))),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("%1 s after the last renewal").arg(ttl + 1)),
                 qPrintable(text));
    }

    void plannerSaysWhenAPlanIsOverBudget() {
        ui::CapacityPlannerView view;
        CapacityInputs inputs;
        inputs.ttlSeconds = 30;
        inputs.holders = 80;
        inputs.contenders = 10;
        inputs.contenderRetrySeconds = 5;
        inputs.pollingPerMinute = 60;
        inputs.headroomPercent = 20;
        view.setInputs(inputs);
        // 480 renewals + 120 contender acquires + 60 reads = 660 > 480 usable.
        QCOMPARE(view.plan().totalPerMinute, 660.0);
        QVERIFY(!view.plan().fits);
        QVERIFY2(view.verdictText().contains(QStringLiteral("Over budget")),
                 qPrintable(view.verdictText()));
        QCOMPARE(view.plan().maxHolders, 50);
        QVERIFY(view.verdictText().contains(QStringLiteral("at most 50 holders")));
        QCOMPARE(view.chart()->currentPoint()->color(), QColor(0xc6, 0x28, 0x28));

        view.holdersBox()->setValue(50);
        QVERIFY(view.plan().fits);
        QVERIFY(view.verdictText().contains(QStringLiteral("Fits")));
        // Worst-case takeover: ttl + 1 s, and a contender's retry interval after that.
        QCOMPARE(view.plan().worstCaseTakeoverDelayMs, 31000);
        QCOMPARE(view.plan().worstCaseContenderTakeoverMs, 36000);
    }

    void plannerChartShowsMaxHoldersAgainstTtlWithTheCurrentPoint() {
        ui::CapacityPlannerView view;
        view.pollingBox()->setValue(0);
        view.headroomBox()->setValue(0);
        view.holdersBox()->setValue(70);
        view.ttlBox()->setValue(42);
        const QList<QPointF> curve = view.chart()->maxHoldersSeries()->points();
        QVERIFY(curve.size() >= 10);
        // The plan's own TTL is on the curve, at the planner's figure (600 x 42 / 180 = 140).
        const auto own = std::find_if(curve.cbegin(), curve.cend(),
                                      [](const QPointF& point) { return point.x() == 42.0; });
        QVERIFY(own != curve.cend());
        QCOMPARE(own->y(), 140.0);
        QCOMPARE(view.chart()->currentPoint()->points(), QList<QPointF>{QPointF(42, 70)});
        // Max holders grow with the TTL.
        for (int i = 1; i < curve.size(); ++i)
            QVERIFY(curve.at(i).y() >= curve.at(i - 1).y());
    }

    void plannerFollowsTheToolbarBudgetUntilEdited() {
        ConsoleFixture::Setup setup;
        setup.budgetPerMinute = 90;
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::CapacityPlannerView& view =
            *requireChild<ui::CapacityPlannerView>(console.window(), QStringLiteral("plannerView"));
        QCOMPARE(view.pollingBox()->value(), 90);
        view.setPollingBudget(120);
        QCOMPARE(view.plan().pollingPerMinute, 120.0);
        view.pollingBox()->setValue(30);
        view.setPollingBudget(200);
        QCOMPARE(view.pollingBox()->value(), 30);
    }
};

QTEST_MAIN(TestQuotaPlanner)
#include "tst_quotaplanner.moc"
