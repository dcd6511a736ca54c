// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/OperationResult.h"
#include "store/ConnectionProfile.h"

#include <QObject>
#include <QStringList>

namespace volcano {
class Clock;
class ClockOffsetEstimator;
class LockClient;
class LockHistory;
class ReadLog;
class LockWatcher;
class PollScheduler;
class QuotaMeter;
class RequestLog;
class Watchlist;
} // namespace volcano

namespace volcano::ui {

class FirstPassProgress;
class TeamMode;

// The live connection to one profile: a LockClient, the PollScheduler that reads the
// watched keys within the quota budget, the LockWatcher that turns reads into states, and the
// clock-offset estimate. This is the one place reads are started, so the views never talk to
// the API themselves. The objects live as long as the session; start() points them at
// another profile.
class ConsoleSession : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultBudgetPerMinute = 60;

    // clock: the session's time (null: the system clock); it must outlive the session.
    ConsoleSession(Watchlist& watchlist, LockHistory& history, RequestLog& requestLog,
                   const Clock* clock = nullptr, QObject* parent = nullptr);
    ~ConsoleSession() override;

    // Loads the profile's watchlist and starts polling it with this key (never stored here
    // beyond the client's memory). A profile with a team store follows the store instead
    // (TeamMode; storePassword is the database password), spending no reads; when the store
    // cannot be opened it says why (teamStoreFailed) and polls by itself.
    void start(const ConnectionProfile& profile, const QString& serviceKey,
               const QString& storePassword = {});
    void stop();
    // Stops polling and shows profileId's stored watchlist, every key unread, until start()
    // (the embedded sandbox is still starting).
    void preload(const QString& profileId);
    bool isActive() const { return m_active; }
    const ConnectionProfile& profile() const { return m_profile; }

    void setBudgetPerMinute(int readsPerMinute);
    int budgetPerMinute() const;
    // Reads these keys at the next slots the budget allows.
    void refresh(const QStringList& keys);
    void refreshAll();
    // The key the operator is looking at is read fastest.
    void setSelectedKey(const QString& key);
    // During the first pass these keys (the table's filter matches, the selected rows) get
    // their first read before the other keys not read yet.
    void setPriorityKeys(const QStringList& keys);
    // A result obtained elsewhere (force release, a test lease) also updates the watchlist.
    void applyResult(const OperationResult& result);
    // Solo mode records every read, 429/503 and quota minute here for the incident timeline
    // (team mode: the recorder does, in the team store). Null: nothing is recorded.
    void setReadLog(ReadLog* log);

    LockClient& client() const { return *m_client; }
    LockWatcher& watcher() const { return *m_watcher; }
    ClockOffsetEstimator& offset() const { return *m_offset; }
    PollScheduler& scheduler() const { return *m_scheduler; }
    QuotaMeter& quota() const { return *m_quota; }
    FirstPassProgress& firstPass() const { return *m_firstPass; }
    TeamMode& team() const { return *m_team; }
    bool isTeamMode() const;
    Watchlist& watchlist() const { return m_watchlist; }
    LockHistory& history() const { return m_history; }

    // A harmless read that tests a profile with no watched keys (reachable, key accepted).
    static QString connectionTestKey() { return QStringLiteral("volcano-console.connection-test"); }

Q_SIGNALS:
    void started(const volcano::ConnectionProfile& profile);
    // The connection test of a profile with no watched keys answered.
    void connectionChecked(const volcano::OperationResult& result);
    // Every result that updated the watched states (own reads, team observations, force
    // releases, test leases): what the watch rules are evaluated on.
    void resultApplied(const volcano::OperationResult& result);
    void stopped();
    // The profile's team store could not be opened: the session polls by itself instead.
    void teamStoreFailed(const QString& message);

private:
    void onRead(const OperationResult& result);
    void recordQuotaMinute();
    void checkConnection();
    void syncKeys();
    void onKeysAdded(const QStringList& keys);
    void onKeysRemoved(const QStringList& keys);
    void updateFirstPassRate();
    bool startTeamMode(const QString& storePassword);
    void onPollingItselfChanged(bool on);

    Watchlist& m_watchlist;
    LockHistory& m_history;
    ReadLog* m_readLog = nullptr;
    LockClient* m_client;
    ClockOffsetEstimator* m_offset;
    LockWatcher* m_watcher;
    PollScheduler* m_scheduler;
    QuotaMeter* m_quota;
    FirstPassProgress* m_firstPass;
    TeamMode* m_team;
    ConnectionProfile m_profile;
    bool m_active = false;
};

} // namespace volcano::ui
