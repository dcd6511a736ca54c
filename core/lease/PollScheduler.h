// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "client/RequestRecord.h"
#include "lease/PollPlanner.h"
#include "protocol/OperationResult.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace volcano {

class Clock;
class LeaseKeeper;
class LockClient;
class PendingCall;

// Polls the watched keys through a LockClient within a read budget per fixed UTC minute,
// on the client's clock (LockClient::setClock), as PollPlanner decides: it never exceeds
// the budget in any minute, pauses on 429 until Retry-After, backs off on 503 and
// transport errors, keeps room for test-lease renewals (reserveFor) and spends the rest
// where changes are likely (see PollPlanner).
//
// A read that fails on the transport is not retried by the client (the scheduler cancels
// the client's automatic retry, whose extra attempt could land in a minute whose budget is
// spent); the planner's back-off decides when to read again.
class PollScheduler : public QObject {
    Q_OBJECT
public:
    // The client must outlive the scheduler.
    explicit PollScheduler(LockClient* client, QObject* parent = nullptr);
    ~PollScheduler() override;

    void setKeys(const QStringList& keys);
    void addKey(const QString& key);
    void removeKey(const QString& key);
    // Many keys at once (a paste or import into a big watchlist): one plan, not one per key.
    void addKeys(const QStringList& keys);
    void removeKeys(const QStringList& keys);
    QStringList keys() const { return m_planner.keys(); }
    void setSelectedKey(const QString& key);
    QString selectedKey() const { return m_planner.selectedKey(); }
    // Never-read keys of this list are read before other never-read keys (PollPlanner).
    void setPriorityKeys(const QStringList& keys);
    // Reads per minute, reservations included; default 60 (10 % of the 600 quota).
    void setBudgetPerMinute(int readsPerMinute);
    int budgetPerMinute() const { return m_planner.budgetPerMinute(); }
    void setPlannerSettings(const PollPlannerSettings& settings);
    // Server clock minus console clock (e.g. from ClockOffsetEstimator::offsetOrZeroMs()).
    void setServerClockOffsetMs(qint64 offsetMs);

    // Keeps keeper->expectedRequestsPerMinute() free while the keeper acquires or holds;
    // follows its state and forgets it when it is destroyed.
    void reserveFor(LeaseKeeper* keeper);
    void setReservation(const QString& source, int requestsPerMinute);
    void clearReservation(const QString& source);

    void start();
    void stop(); // cancels the timer and any read in flight
    // Stopped, and pointed at another project: forget this minute's reads and any pause.
    void forgetBudgetWindow() { m_planner.forgetBudgetWindow(); }
    bool isRunning() const { return m_running; }
    // Reads key at the next slot the budget allows (a user's refresh).
    void requestRead(const QString& key);

    const PollPlanner& planner() const { return m_planner; }
    int readsThisMinute() const;
    // PollPlanner::plannedReadOf at the client's clock now; atMs is on the console clock.
    std::optional<PlannedRead> plannedReadOf(const QString& key) const {
        return m_planner.plannedReadOf(key, nowUtcMs());
    }
    bool isReading(const QString& key) const { return m_inFlight.contains(key); }
    qint64 nowMs() const { return nowUtcMs(); }
    int readsInFlight() const { return static_cast<int>(m_inFlight.size()); }
    // While paused by a 429 (console clock).
    std::optional<QDateTime> pausedUntil() const;

Q_SIGNALS:
    // Every read's outcome (successes and failures).
    void readFinished(const volcano::OperationResult& result);
    // A read showed a change: the first read of the key, or held / fencing token differ
    // from the previous read. observedAt: when that read was sent (console clock).
    void keyChanged(const QString& key, const volcano::LockState& state,
                    const QDateTime& observedAt);
    // A 429 paused polling until the given time (console clock).
    void paused(const QDateTime& until);

private:
    void reschedule();
    void onTimer();
    void sendRead(const PlannedRead& read);
    void onReadFinished(const QString& key, const OperationResult& result);
    void onRequestFinished(const RequestRecord& record);
    qint64 nowUtcMs() const;
    void cancelTimer();
    void updateKeeperReservation(LeaseKeeper* keeper);

    LockClient* m_client;
    const Clock* m_clock;
    PollPlanner m_planner;
    bool m_running = false;
    int m_timer = 0;
    qint64 m_timerDueUtcMs = 0;
    // Reads in flight, by key (the planner sends one read per key at a time).
    QHash<QString, QPointer<PendingCall>> m_inFlight;
};

} // namespace volcano
