// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Consoles in team mode against a real recorder, sandbox and PostgreSQL store: they show what
// the recorder reads and spend no quota themselves; their watchlist is the team's; a store
// they cannot open is said and they poll by themselves; with no recorder writing they say
// so, may poll by themselves, and stop when a recorder returns.

#include "RecorderWorld.h"
#include "client/LockClient.h"
#include "console/ConsoleSession.h"
#include "console/LockWatcher.h"
#include "console/TeamFeed.h"
#include "console/TeamMode.h"
#include "lease/PollScheduler.h"
#include "lease/QuotaMeter.h"
#include "store/LockHistory.h"
#include "store/RequestLog.h"
#include "store/TeamWatchlist.h"
#include "store/Watchlist.h"
#include "support/WaitFor.h"

#include <QSet>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace volcano;
using namespace volcano::test;
using volcano::ui::ConsoleSession;
using volcano::ui::TeamMode;

namespace {

const QRegularExpression kLeaderLine(QStringLiteral("^role: leader \\(fencing_token (\\d+)\\)$"));

// One console's own files and session, as ConsoleApp puts them together.
struct Console {
    explicit Console(const QString& folder)
        : database(folder + QStringLiteral("/console.sqlite")) {
        if (!database.open())
            qFatal("cannot open the console database");
        watchlist = std::make_unique<Watchlist>(database);
        history = std::make_unique<LockHistory>(database);
        session = std::make_unique<ConsoleSession>(*watchlist, *history, requestLog);
    }
    AppDatabase database;
    RequestLog requestLog;
    std::unique_ptr<Watchlist> watchlist;
    std::unique_ptr<LockHistory> history;
    std::unique_ptr<ConsoleSession> session;
};

} // namespace

class TestRecorderConsoles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QVERIFY2(m_world.start(), qPrintable(m_world.errorString()));
        TeamWatchlist team(m_world.store());
        QVERIFY(team.add({QStringLiteral("jobs:a"), QStringLiteral("jobs:b")}, 1).has_value());
    }

    void consolesFollowTheRecorderAndSpendNothing() {
        auto recorder = m_world.recorder();
        QVERIFY(recorder->start(
            m_world.storeArgs({QStringLiteral("--leader-ttl"), QStringLiteral("5"),
                               QStringLiteral("--budget"), QStringLiteral("240")})));
        QVERIFY(recorder->waitForLine(kLeaderLine, 15000));
        std::vector<std::unique_ptr<Console>> consoles;
        for (int i = 0; i < 3; ++i) {
            consoles.push_back(std::make_unique<Console>(m_dir.filePath(QString::number(i))));
            consoles.back()->session->start(teamProfile(), m_world.sandbox().serviceKey());
            QVERIFY(consoles.back()->session->isTeamMode());
        }
        // The team's watchlist became each console's.
        for (const auto& console : consoles)
            QTRY_COMPARE(console->watchlist->keyNames(),
                         (QStringList{QStringLiteral("jobs:a"), QStringLiteral("jobs:b")}));

        const auto client = m_world.sandbox().client();
        const OperationResult grant = waitFor(client->acquire(QStringLiteral("jobs:b"), 60));
        QVERIFY(grant.ok());
        for (const auto& console : consoles) {
            const LockWatcher& watcher = console->session->watcher();
            QTRY_VERIFY_WITH_TIMEOUT(watcher.entry(QStringLiteral("jobs:b")) &&
                                         watcher.entry(QStringLiteral("jobs:b"))->isHeld(),
                                     10000);
            QCOMPARE(watcher.entry(QStringLiteral("jobs:b"))->fencingToken,
                     std::optional(grant.grant->fencingToken));
            QVERIFY(console->session->team().statusText().contains(QStringLiteral("leads")));
        }
        for (const auto& console : consoles) {
            QCOMPARE(console->session->quota().sentThisMinute(), 0);
            QVERIFY(!console->session->scheduler().isRunning());
        }

        // A key one operator adds reaches the team, and so every other console.
        QVERIFY(consoles.front()->watchlist->add(QStringLiteral("jobs:c")).has_value());
        QTRY_VERIFY_WITH_TIMEOUT(consoles.back()->watchlist->contains(QStringLiteral("jobs:c")),
                                 2 * TeamFeed::kPollIntervalMs + 2000);
        recorder->sendSignal(SIGTERM);
        QCOMPARE(recorder->waitForExit(15000), 0);
    }

    // The engineer paged at 3 am sees the night: what the recorder saw while this console
    // was closed becomes its history, at the times it happened.
    void aConsoleOpenedLaterSeesWhatHappenedBefore() {
        auto recorder = m_world.recorder();
        QVERIFY(recorder->start(
            m_world.storeArgs({QStringLiteral("--leader-ttl"), QStringLiteral("5"),
                               QStringLiteral("--budget"), QStringLiteral("240")})));
        QVERIFY(recorder->waitForLine(kLeaderLine, 15000));
        const auto client = m_world.sandbox().client();
        const QString key = QStringLiteral("jobs:a");
        const OperationResult first = waitFor(client->acquire(key, 60));
        QVERIFY(first.ok());
        QTRY_VERIFY_WITH_TIMEOUT(storeSaw(key, first.grant->fencingToken), 10000);
        QVERIFY(waitFor(client->release(key, first.lockToken)).ok());
        const OperationResult second = waitFor(client->acquire(key, 60));
        QVERIFY(second.ok());
        QTRY_VERIFY_WITH_TIMEOUT(storeSaw(key, second.grant->fencingToken), 10000);
        const QDateTime opened = QDateTime::currentDateTimeUtc();
        QTest::qWait(50);

        Console console(m_dir.filePath(QStringLiteral("later")));
        console.session->start(teamProfile(), m_world.sandbox().serviceKey());
        QVERIFY(console.session->isTeamMode());
        QList<TokenObservation> events;
        QTRY_VERIFY_WITH_TIMEOUT(
            (events = console.history->observations(teamProfile().id, key)).size() >= 2, 5000);
        QSet<FencingToken> tokens;
        for (const TokenObservation& event : std::as_const(events)) {
            tokens.insert(event.token);
            QVERIFY2(event.observedAt < opened, "an event replayed at its own time");
        }
        QVERIFY(tokens.contains(first.grant->fencingToken));
        QVERIFY(tokens.contains(second.grant->fencingToken));
        recorder->sendSignal(SIGTERM);
        QCOMPARE(recorder->waitForExit(15000), 0);
    }

    void anUnreachableStoreIsSaidAndTheConsolePollsItself() {
        Console console(m_dir.filePath(QStringLiteral("unreachable")));
        QSignalSpy failed(console.session.get(), &ConsoleSession::teamStoreFailed);
        ConnectionProfile profile = teamProfile();
        profile.teamStore = QStringLiteral("postgresql://nobody@127.0.0.1:1/locks");
        console.watchlist->setProfile(profile.id);
        QVERIFY(console.watchlist->add(QStringLiteral("jobs:a")).has_value());
        console.session->start(profile, m_world.sandbox().serviceKey());
        QCOMPARE(failed.size(), 1);
        QVERIFY2(failed.first().first().toString().contains(QStringLiteral("127.0.0.1:1")),
                 qPrintable(failed.first().first().toString()));
        QVERIFY(!console.session->isTeamMode());
        QVERIFY(console.session->scheduler().isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(console.session->quota().sentThisMinute() > 0, 10000);
    }

    void withNoRecorderTheConsoleSaysSoAndMayPollItself() {
        Console console(m_dir.filePath(QStringLiteral("stale")));
        TeamMode& team = console.session->team();
        team.setStaleAfterMs(1500);
        QSignalSpy stale(&team, &TeamMode::recorderStaleChanged);
        console.session->start(teamProfile(), m_world.sandbox().serviceKey());
        QVERIFY(console.session->isTeamMode());
        // The recorder of the first test stopped cleanly: nobody leads now.
        QTRY_VERIFY_WITH_TIMEOUT(team.isRecorderStale(), 5000);
        QVERIFY2(stale.last().at(1).toString().contains(QStringLiteral("No recorder")),
                 qPrintable(stale.last().at(1).toString()));
        QVERIFY(!console.session->scheduler().isRunning());
        team.setPollingItself(true);
        QVERIFY(console.session->scheduler().isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(console.session->quota().sentThisMinute() > 0, 10000);

        auto recorder = m_world.recorder();
        QVERIFY(recorder->start(
            m_world.storeArgs({QStringLiteral("--leader-ttl"), QStringLiteral("5")})));
        QVERIFY(recorder->waitForLine(kLeaderLine, 15000));
        QTRY_VERIFY_WITH_TIMEOUT(!team.isRecorderStale(), 15000);
        QVERIFY(!team.isPollingItself());
        QVERIFY(!console.session->scheduler().isRunning());
        recorder->sendSignal(SIGTERM);
        QCOMPARE(recorder->waitForExit(15000), 0);
    }

private:
    bool storeSaw(const QString& key, FencingToken token) {
        QSqlQuery query(m_world.store().database());
        query.prepare(QStringLiteral("SELECT count(*) FROM lock_observations WHERE key = ? AND"
                                     " fencing_token = ?"));
        query.addBindValue(key);
        query.addBindValue(QString::number(token));
        return query.exec() && query.next() && query.value(0).toInt() > 0;
    }

    ConnectionProfile teamProfile() {
        ConnectionProfile profile;
        profile.id = QStringLiteral("team-profile");
        profile.name = QStringLiteral("Team");
        profile.baseUrl = m_world.sandbox().baseUrl();
        profile.teamStore = m_world.storeUrl();
        return profile;
    }

    RecorderWorld m_world;
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestRecorderConsoles)
#include "tst_recorder_consoles.moc"
