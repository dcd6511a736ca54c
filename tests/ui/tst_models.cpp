// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Every model of the console under QAbstractItemModelTester, fed through the real stores on a
// real SQLite file, plus the exactness of the fencing-token chart.
#include "store/AppDatabase.h"
#include "store/AuditLog.h"
#include "store/LockHistory.h"
#include "store/RequestLog.h"
#include "ui/UiResources.h"
#include "ui/logs/AuditLogModel.h"
#include "ui/logs/RequestLogModel.h"
#include "ui/watch/FencingChartView.h"
#include "ui/watch/LockHistoryModel.h"

#include <QAbstractItemModelTester>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace volcano;
using Tester = QAbstractItemModelTester;

namespace {

constexpr FencingToken kBase = (FencingToken{1} << 53) + 1;

TokenObservation observation(const QString& key, TokenEvent event, FencingToken token,
                             qint64 secondsAfterStart) {
    TokenObservation seen;
    seen.key = key;
    seen.event = event;
    seen.token = token;
    seen.observedAt =
        QDateTime(QDate(2026, 7, 20), QTime(14, 0), Qt::UTC).addSecs(secondsAfterStart);
    return seen;
}

RequestRecord request(int n) {
    RequestRecord record;
    record.method = "GET";
    record.path = QStringLiteral("/locks/key-%1").arg(n);
    record.httpStatus = n % 5 == 0 ? 503 : 200;
    record.requestId =
        QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
    record.sentAtUtc = QDateTime::currentDateTimeUtc();
    return record;
}

} // namespace

class TestModels : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
    }

    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        m_database = std::make_unique<AppDatabase>(m_dir->filePath(QStringLiteral("db.sqlite")));
        const auto opened = m_database->open();
        QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    }

    void cleanup() {
        m_database.reset();
        m_dir.reset();
    }

    void historyModelFollowsRecordings() {
        LockHistory history(*m_database);
        TokenObservation old = observation(QStringLiteral("k"), TokenEvent::FirstSeen, kBase, 0);
        QVERIFY(history.record(QStringLiteral("p"), old));
        ui::LockHistoryModel model(history);
        Tester tester(&model, Tester::FailureReportingMode::QtTest);
        model.setKey(QStringLiteral("p"), QStringLiteral("k"));
        QCOMPARE(model.rowCount(), 1);

        QSignalSpy changed(&model, &ui::LockHistoryModel::historyChanged);
        TokenObservation next =
            observation(QStringLiteral("k"), TokenEvent::Handover, kBase + 7, 10);
        next.previousToken = kBase;
        QVERIFY(history.record(QStringLiteral("p"), next));
        TokenObservation elsewhere =
            observation(QStringLiteral("other"), TokenEvent::FirstSeen, kBase + 3, 5);
        QVERIFY(history.record(QStringLiteral("p"), elsewhere));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(changed.size(), 1);
        // Newest first, exact digits.
        QCOMPARE(model.index(0, ui::LockHistoryModel::TokenColumn).data().toString(),
                 QStringLiteral("9007199254741000"));
        QCOMPARE(model.index(0, ui::LockHistoryModel::PreviousColumn).data().toString(),
                 QStringLiteral("9007199254740993"));
        QCOMPARE(model.index(0, ui::LockHistoryModel::EventColumn).data().toString(),
                 QStringLiteral("handover"));
        QCOMPARE(model.chronological().constFirst().token, kBase);

        model.setLimit(2);
        TokenObservation third = observation(QStringLiteral("k"), TokenEvent::Freed, kBase + 7, 20);
        QVERIFY(history.record(QStringLiteral("p"), third));
        QCOMPARE(model.rowCount(), 2);
        model.setKey(QStringLiteral("p"), QString());
        QCOMPARE(model.rowCount(), 0);
    }

    void auditModelFiltersAndFollowsAppends() {
        AuditLog log(*m_database);
        ui::AuditLogModel model(log);
        Tester tester(&model, Tester::FailureReportingMode::QtTest);
        for (int i = 0; i < 3; ++i) {
            AuditEntry entry;
            entry.profileId = QStringLiteral("p");
            entry.profileName = QStringLiteral("Prod");
            entry.key = i == 2 ? QStringLiteral("billing") : QStringLiteral("jobs");
            entry.action = AuditAction::ForceRelease;
            entry.outcome = QStringLiteral("ok");
            entry.httpStatus = 204;
            entry.requestId = QStringLiteral("rid-%1").arg(i);
            entry.tokenBefore = kBase + FencingToken(i);
            QVERIFY(log.append(entry));
        }
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, ui::AuditLogModel::KeyColumn).data().toString(),
                 QStringLiteral("billing"));
        QCOMPARE(model.index(0, ui::AuditLogModel::TokenBeforeColumn).data().toString(),
                 QStringLiteral("9007199254740995"));
        QCOMPARE(model.index(0, 0).data(ui::AuditLogModel::RequestIdRole).toString(),
                 QStringLiteral("rid-2"));

        AuditFilter filter;
        filter.keyContains = QStringLiteral("JOB");
        model.setFilter(filter);
        QCOMPARE(model.rowCount(), 2);
        AuditEntry another;
        another.key = QStringLiteral("billing");
        another.outcome = QStringLiteral("aborted: changed");
        QVERIFY(log.append(another));
        QCOMPARE(model.rowCount(), 2); // filtered out
        another.key = QStringLiteral("jobs-2");
        QVERIFY(log.append(another));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.entries().constLast().key, QStringLiteral("jobs-2"));
    }

    void requestModelFollowsTheRingBuffer() {
        RequestLog log(5);
        ui::RequestLogModel model(log);
        Tester tester(&model, Tester::FailureReportingMode::QtTest);
        for (int i = 0; i < 12; ++i)
            log.append(request(i));
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.index(0, ui::RequestLogModel::PathColumn).data().toString(),
                 QStringLiteral("/locks/key-7"));
        QCOMPARE(model.index(4, ui::RequestLogModel::RequestIdColumn).data().toString(),
                 request(11).requestId);
        QCOMPARE(model.index(3, ui::RequestLogModel::StatusColumn).data().toInt(), 503);
        log.clear();
        QCOMPARE(model.rowCount(), 0);
        log.append(request(20));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data(ui::RequestLogModel::RequestIdRole).toString(),
                 request(20).requestId);
    }

    void chartPlotsHoldersByRankWithFreeGaps() {
        ui::FencingChartView chart;
        QList<TokenObservation> seen{
            observation(QStringLiteral("k"), TokenEvent::FirstSeen, kBase, 0),
            observation(QStringLiteral("k"), TokenEvent::Handover, kBase + 1, 10),
            observation(QStringLiteral("k"), TokenEvent::Freed, kBase + 1, 20),
            observation(QStringLiteral("k"), TokenEvent::Acquired, kBase + 2, 30),
            observation(QStringLiteral("k"), TokenEvent::Anomaly, kBase - 4, 40),
        };
        seen[1].cause = EndCause::Expired;
        const QDateTime now = seen.constLast().observedAt.addSecs(5);
        chart.setObservations(seen, now);
        // Ranks among the tokens seen, exact though none of them fits a double.
        QCOMPARE(chart.rankOf(kBase - 4), 1);
        QCOMPARE(chart.rankOf(kBase), 2);
        QCOMPARE(chart.rankOf(kBase + 1), 3);
        QCOMPARE(chart.rankOf(kBase + 2), 4);
        const auto at = [&](int seconds, int rank) {
            return QPointF(qreal(seen.constFirst().observedAt.addSecs(seconds).toMSecsSinceEpoch()),
                           qreal(rank));
        };
        // The free period from 20 s to 30 s is a gap between two held periods.
        const QList<QList<QPointF>> periods = chart.heldPeriods();
        QCOMPARE(periods.size(), 2);
        QCOMPARE(periods.at(0), (QList<QPointF>{at(0, 2), at(10, 2), at(10, 3), at(20, 3)}));
        QCOMPARE(periods.at(1), (QList<QPointF>{at(30, 4), at(40, 4), at(40, 1), at(45, 1)}));
        QCOMPARE(chart.markerCount(TokenEvent::Handover, EndCause::Expired), 1);
        QCOMPARE(chart.markerCount(TokenEvent::Handover, EndCause::Released), 0);
        QCOMPARE(chart.markerCount(TokenEvent::Freed), 1);
        QCOMPARE(chart.markerCount(TokenEvent::Acquired), 1);
        QCOMPARE(chart.markerCount(TokenEvent::Anomaly), 1);
    }

    void chartRanksNeighboursNear2To64() {
        ui::FencingChartView chart;
        chart.setObservations(
            {observation(QStringLiteral("k"), TokenEvent::FirstSeen, 18446744073709551614ULL, 0),
             observation(QStringLiteral("k"), TokenEvent::Handover, 18446744073709551615ULL, 10)},
            {});
        QCOMPARE(chart.rankOf(18446744073709551614ULL), 1);
        QCOMPARE(chart.rankOf(18446744073709551615ULL), 2);
        QCOMPARE(chart.heldPeriods().constFirst().constLast().y(), 2.0);
    }

    void chartLegendColoursAreDistinct() {
        ui::FencingChartView chart;
        const auto entries = chart.legendEntries();
        QSet<QRgb> colours;
        for (const auto& [name, colour] : entries)
            colours.insert(colour.rgb());
        QCOMPARE(colours.size(), entries.size());
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppDatabase> m_database;
};

QTEST_MAIN(TestModels)
#include "tst_models.moc"
