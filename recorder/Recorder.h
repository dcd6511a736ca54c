// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "LeaderElection.h"
#include "RecorderFailure.h"
#include "RecorderOptions.h"
#include "metrics/LockMetrics.h"
#include "store/TeamStore.h"

#include <QObject>
#include <QStringList>
#include <QTextStream>
#include <QTimer>

#include <memory>
#include <optional>

namespace volcano {
class AppDatabase;
class Clock;
class LockClient;
class PollScheduler;
class QuotaMeter;
class TeamWatchlist;
} // namespace volcano

namespace volcano::metrics {
class MetricsServer;
}

namespace volcano::recorder {

class AlertDispatcher;
class ObservationWriter;

// `volcano-lock-recorder run`: elects a leader among the project's recorders, and while
// leader polls the team watchlist within --budget reads a minute and writes every successful
// read to the store (ObservationWriter), with the project's quota use. A standby only keeps
// its turn on the leader lock. Prunes observations older than --retention-days in batches.
//
// Log lines on the error stream: one per change of role ("role: leader (fencing_token N)",
// "role: standby", "role: lost (REASON)"), and one per store outage, recovery and rejected
// write. Secrets (service key, store password) never appear.
class Recorder : public QObject {
    Q_OBJECT
public:
    // clock null means Clock::system().
    Recorder(RecorderOptions options, QTextStream& log, const Clock* clock = nullptr,
             QObject* parent = nullptr);
    ~Recorder() override;

    // Opens the store and starts the election; a failure says why and with which exit code.
    std::optional<RecorderFailure> start();
    // SIGINT/SIGTERM: stops polling, writes what is queued, releases the leader lease, then
    // finished(0).
    void stop();
    LeaderElection::Role role() const;

Q_SIGNALS:
    void finished(int exitCode);

private:
    void onRoleChanged(LeaderElection::Role role, const QString& detail);
    void becomeLeader(FencingToken token);
    void stopPolling();
    void onReadFinished(const OperationResult& result);
    void refreshWatchlist();
    void pruneOnce();
    void failStart(RecorderFailure::Code code, const QString& message);
    void finishWhenStopped();
    QList<TeamStore::QuotaFigure> quotaFigures() const;
    std::optional<RecorderFailure> startMetrics();
    std::optional<RecorderFailure> startAlerts();
    QByteArray renderMetrics();
    LockClient* makeClient();
    void say(const QString& text);

    RecorderOptions m_options;
    QTextStream& m_log;
    const Clock* m_clock;
    std::unique_ptr<AppDatabase> m_database;
    std::unique_ptr<TeamWatchlist> m_watchlist;
    ObservationWriter* m_writer = nullptr;
    LockClient* m_electionClient = nullptr;
    LockClient* m_pollClient = nullptr;
    PollScheduler* m_scheduler = nullptr;
    QuotaMeter* m_quota = nullptr;
    LeaderElection* m_election = nullptr;
    metrics::LockMetrics m_metrics;
    metrics::MetricsServer* m_metricsServer = nullptr;
    AlertDispatcher* m_alerts = nullptr;
    QTimer m_watchlistTimer;
    QTimer m_pruneTimer;
    std::optional<FencingToken> m_leaderToken;
    QStringList m_keys;
    bool m_stopping = false;
};

} // namespace volcano::recorder
