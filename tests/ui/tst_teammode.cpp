// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The main window of a console in team mode, against a real PostgreSQL store in which the
// test plays the leading recorder (TeamStore writes, as the recorder makes them): the table
// shows what the store says, the status bar names the recorder and sends no reads, and with
// no recorder writing a banner offers to poll, which starts and stops this console's reads.

#include "ConsoleFixture.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/TeamMode.h"
#include "lease/PollScheduler.h"
#include "lease/QuotaMeter.h"
#include "store/AppDatabase.h"
#include "store/TeamStore.h"
#include "store/TeamWatchlist.h"
#include "support/PostgresServer.h"
#include "ui/MainWindow.h"
#include "ui/UiResources.h"
#include "ui/timeline/TimelinePanel.h"
#include "ui/timeline/TimelineView.h"
#include "ui/widgets/MessageBanner.h"

#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

namespace {

constexpr FencingToken kRecorderToken = 7;
// Waits for what the store and the status bar show: generous, for sanitizer builds under load.
constexpr int kSlowMs = 15000;
constexpr FencingToken kHolderToken = 4503599627370497;

} // namespace

class TestTeamMode : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        initVolcanoUiResources();
        if (!PostgresServer::isConfigured())
            QFAIL(qPrintable(PostgresServer::unconfiguredMessage()));
        m_url = m_postgres.createDatabase(QStringLiteral("uiteam"));
        m_store = std::make_unique<AppDatabase>(StoreLocation::parse(m_url).value());
        QVERIFY(m_store->open().has_value());
        QVERIFY(TeamWatchlist(*m_store).add({QStringLiteral("jobs:leader")}, 1).has_value());
    }

    void showsTheStoreAndNamesTheRecorder() {
        // The recorder's quota figure is for the UTC minute it was written in: a minute
        // rolling over before the status bar shows it would leave nothing to show (seen once
        // in the slow ASan build).
        waitUnlessMinuteHasLeft(30'000);
        recordHeld();
        ConsoleFixture::Setup setup;
        setup.teamStore = m_url;
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::ConsoleSession& session = console.app().session();
        QVERIFY(session.isTeamMode());
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("jobs:leader")),
                                  WatchState::Held, kSlowMs);
        auto* status = requireChild<QLabel>(console.window(), QStringLiteral("teamStatus"));
        QTRY_VERIFY_WITH_TIMEOUT(
            status->isVisible() && status->text().contains(QStringLiteral("recorder rec-ui leads")),
            5000);
        QCOMPARE(session.quota().sentThisMinute(), 0);
        QVERIFY(!session.scheduler().isRunning());
        // The recorder's quota figure is the project's, for the Quota panel and status bar.
        QTRY_COMPARE_WITH_TIMEOUT(session.quota().projectUsedThisMinute(), std::optional(42),
                                  kSlowMs);
        auto* polling = requireChild<QLabel>(console.window(), QStringLiteral("pollingStatus"));
        QTRY_VERIFY2_WITH_TIMEOUT(polling->text().startsWith(QStringLiteral("Reads: 0/")) &&
                                      polling->text().contains(QStringLiteral("quota 42/600")),
                                  qPrintable(polling->text()), kSlowMs);
    }

    void offersToPollWhileNoRecorderWrites() {
        ConsoleFixture::Setup setup;
        setup.teamStore = m_url;
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::ConsoleSession& session = console.app().session();
        session.team().setStaleAfterMs(500); // the recorder's last row is older than that
        auto* banner =
            requireChild<ui::MessageBanner>(console.window(), QStringLiteral("teamBanner"));
        QTRY_VERIFY_WITH_TIMEOUT(banner->isVisible(), 5000);
        QVERIFY2(banner->text().contains(QStringLiteral("has written nothing")),
                 qPrintable(banner->text()));
        QPushButton* poll = banner->actionButton();
        QVERIFY(poll->isVisible());
        QCOMPARE(poll->text(), QStringLiteral("Poll myself"));
        QTest::mouseClick(poll, Qt::LeftButton);
        QVERIFY(session.scheduler().isRunning());
        QTRY_COMPARE(poll->text(), QStringLiteral("Stop polling"));
        QTRY_VERIFY_WITH_TIMEOUT(session.quota().sentThisMinute() > 0, 10000);

        // The recorder writes again: the banner goes, and so do this console's reads.
        session.team().setStaleAfterMs(60000);
        recordHeld(kHolderToken + 10); // a new holder since this console's own read
        QTRY_VERIFY_WITH_TIMEOUT(!banner->isVisible(), 5000);
        QVERIFY(!session.scheduler().isRunning());
    }

    // The Timeline tab of a team console draws the team's record: the recorder's reads with
    // their request ids and its refusals, from the store, and says so. With
    // VOLCANO_DOCS_SCREENSHOTS=DIR it also saves the window at 1280x800 (docs/).
    void timelineDrawsTheTeamsRecord() {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        writeTeamIncident(now);
        ConsoleFixture::Setup setup;
        setup.teamStore = m_url;
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        console.window().resize(1280, 800);
        QVERIFY(console.window().showPanel(QStringLiteral("timeline")));
        auto* panel =
            requireChild<ui::TimelinePanel>(console.window(), QStringLiteral("timelinePanel"));
        panel->reload();
        const timeline::Timeline& shown = panel->view().timeline();
        const timeline::Lane* lane = shown.lane(QStringLiteral("jobs:timeline"));
        QVERIFY(lane != nullptr);
        QCOMPARE(lane->bars.size(), 2);
        QCOMPARE(lane->bars[0].token, kHolderToken + 20);
        QCOMPARE(lane->bars[0].end, timeline::BarEnd::Released);
        QCOMPARE(lane->bars[0].firstRequestId,
                 QStringLiteral("req-jobs:timeline-%1").arg(now - 570'000));
        QCOMPARE(lane->bars[1].token, kHolderToken + 30);
        QVERIFY(shown.lane(QStringLiteral("payments:leader"))->renewalsMs.size() > 30);
        QCOMPARE(shown.lane(QStringLiteral("reports:nightly"))->bars[0].end,
                 timeline::BarEnd::Expired);
        bool outageBand = false;
        for (const timeline::Band& band : shown.bands)
            outageBand |= band.kind == timeline::BandKind::Unavailable &&
                          band.requestIds.contains(QStringLiteral("req-503-210"));
        QVERIFY(outageBand);
        auto* summary = requireChild<QLabel>(*panel, QStringLiteral("timelineSummary"));
        QVERIFY2(summary->text().contains(QStringLiteral("Source: team store")),
                 qPrintable(summary->text()));
        QVERIFY(!console.app().session().scheduler().isRunning()); // it sent no read for it
        saveDocsScreenshot(console.window(), QStringLiteral("screenshot-timeline-team.png"));
    }

private:
    // Waits for the next UTC minute when less than this is left of the current one.
    static void waitUnlessMinuteHasLeft(qint64 leftMs) {
        constexpr qint64 kMinuteMs = 60'000;
        const qint64 intoMinute = QDateTime::currentMSecsSinceEpoch() % kMinuteMs;
        if (kMinuteMs - intoMinute < leftMs)
            QTest::qWait(static_cast<int>(kMinuteMs - intoMinute + 100));
    }

    void recordHeld(FencingToken holderToken = kHolderToken) {
        recordRead(QStringLiteral("jobs:leader"), holderToken, QDateTime::currentMSecsSinceEpoch());
    }

    // What a leading recorder writes after a read: its role, the observation (held until
    // expiresAtMs, or ten minutes after the read when 0; or free), the quota, and the
    // requests refused with it.
    void recordRead(const QString& key, std::optional<FencingToken> holderToken, qint64 atMs,
                    const QList<RequestFailure>& refused = {}, qint64 expiresAtMs = 0) {
        TeamStore store(*m_store);
        QVERIFY(store
                    .reportRole(QStringLiteral("rec-ui"), TeamStore::Role::Leader, kRecorderToken,
                                {}, atMs)
                    .has_value());
        RecordedObservation row;
        row.key = key;
        row.observedAt = QDateTime::fromMSecsSinceEpoch(atMs, Qt::UTC);
        row.held = holderToken.has_value();
        row.fencingToken = holderToken;
        if (holderToken)
            row.expiresAt = QDateTime::fromMSecsSinceEpoch(
                expiresAtMs != 0 ? expiresAtMs : atMs + 600'000, Qt::UTC);
        row.requestId = QStringLiteral("req-%1-%2").arg(key).arg(atMs);
        const TeamStore::Batch batch{QStringLiteral("rec-ui"),
                                     kRecorderToken,
                                     {row},
                                     {{atMs - atMs % 60000, QStringLiteral("server"), 42}},
                                     refused};
        QCOMPARE(store.write(batch, atMs).value(), TeamStore::WriteOutcome::Written);
    }

    static void saveDocsScreenshot(QWidget& window, const QString& name) {
        const QString dir = qEnvironmentVariable("VOLCANO_DOCS_SCREENSHOTS");
        if (dir.isEmpty())
            return;
        QTest::qWait(200); // the last layout pass
        QVERIFY(window.grab().save(QDir(dir).filePath(name)));
    }

    static RequestFailure refusal(qint64 atMs, int status, const QString& requestId) {
        RequestFailure failure;
        failure.at = QDateTime::fromMSecsSinceEpoch(atMs, Qt::UTC);
        failure.key = QStringLiteral("payments:leader");
        failure.operation = QStringLiteral("read");
        failure.httpStatus = status;
        failure.code =
            status == 429 ? QStringLiteral("rate_limited") : QStringLiteral("region_unavailable");
        failure.requestId = requestId;
        return failure;
    }

    // Ten minutes of a team's record, as its recorder writes it: a leader renewing every 15 s,
    // a job lock released and taken by another holder, a nightly report whose holder died (its
    // lease ran out), a 503 outage and a few 429s.
    void writeTeamIncident(qint64 now) {
        const QStringList keys{QStringLiteral("jobs:timeline"), QStringLiteral("payments:leader"),
                               QStringLiteral("reports:nightly")};
        QVERIFY(TeamWatchlist(*m_store).add(keys, 1).has_value());
        for (int ago = 570; ago >= 15; ago -= 15) {
            const qint64 at = now - ago * 1000LL;
            QList<RequestFailure> refused;
            if (ago >= 180 && ago <= 210)
                refused.append(refusal(at, 503, QStringLiteral("req-503-%1").arg(ago)));
            if (ago == 90)
                refused.append(refusal(at, 429, QStringLiteral("req-429-%1").arg(ago)));
            recordRead(keys[1], kHolderToken + 5, at, refused, at + 30'000);
            if (ago > 330)
                recordRead(keys[0], kHolderToken + 20, at);
            else if (ago > 300)
                recordRead(keys[0], std::nullopt, at);
            else
                recordRead(keys[0], kHolderToken + 30, at);
            if (ago >= 420)
                recordRead(keys[2], kHolderToken + 10, at, {}, now - 400'000); // never renewed
            else if (ago <= 390)
                recordRead(keys[2], std::nullopt, at);
        }
    }

    PostgresServer m_postgres;
    QString m_url;
    std::unique_ptr<AppDatabase> m_store;
};

QTEST_MAIN(TestTeamMode)
#include "tst_teammode.moc"
