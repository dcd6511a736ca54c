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
#include "ui/widgets/MessageBanner.h"

#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace volcano;
using namespace volcano::test;

namespace {

constexpr FencingToken kRecorderToken = 7;
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
        recordHeld();
        ConsoleFixture::Setup setup;
        setup.teamStore = m_url;
        ConsoleFixture console(setup);
        QVERIFY2(console.start(), qPrintable(console.errorString()));
        ui::ConsoleSession& session = console.app().session();
        QVERIFY(session.isTeamMode());
        QTRY_COMPARE_WITH_TIMEOUT(console.shownState(QStringLiteral("jobs:leader")),
                                  WatchState::Held, 5000);
        auto* status = requireChild<QLabel>(console.window(), QStringLiteral("teamStatus"));
        QTRY_VERIFY_WITH_TIMEOUT(
            status->isVisible() && status->text().contains(QStringLiteral("recorder rec-ui leads")),
            5000);
        QCOMPARE(session.quota().sentThisMinute(), 0);
        QVERIFY(!session.scheduler().isRunning());
        // The recorder's quota figure is the project's, for the Quota panel and status bar.
        QTRY_COMPARE_WITH_TIMEOUT(session.quota().projectUsedThisMinute(), std::optional(42), 5000);
        auto* polling = requireChild<QLabel>(console.window(), QStringLiteral("pollingStatus"));
        QTRY_VERIFY_WITH_TIMEOUT(polling->text().startsWith(QStringLiteral("Reads: 0/")) &&
                                     polling->text().contains(QStringLiteral("quota 42/600")),
                                 5000);
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

private:
    // What a leading recorder writes after a read: its role, the observation, the quota.
    void recordHeld(FencingToken holderToken = kHolderToken) {
        TeamStore store(*m_store);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        QVERIFY(store
                    .reportRole(QStringLiteral("rec-ui"), TeamStore::Role::Leader, kRecorderToken,
                                {}, now)
                    .has_value());
        RecordedObservation row;
        row.key = QStringLiteral("jobs:leader");
        row.observedAt = QDateTime::fromMSecsSinceEpoch(now, Qt::UTC);
        row.held = true;
        row.fencingToken = holderToken;
        row.expiresAt = row.observedAt.addSecs(600);
        const TeamStore::Batch batch{QStringLiteral("rec-ui"),
                                     kRecorderToken,
                                     {row},
                                     {{now - now % 60000, QStringLiteral("server"), 42}},
                                     {}};
        QCOMPARE(store.write(batch, now).value(), TeamStore::WriteOutcome::Written);
    }

    PostgresServer m_postgres;
    QString m_url;
    std::unique_ptr<AppDatabase> m_store;
};

QTEST_MAIN(TestTeamMode)
#include "tst_teammode.moc"
