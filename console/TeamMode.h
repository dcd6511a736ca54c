// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "protocol/OperationResult.h"
#include "store/ConnectionProfile.h"
#include "store/RecordedObservation.h"

#include <QObject>
#include <QTimer>

namespace volcano {
class AppDatabase;
class Clock;
class TeamFeed;
class Watchlist;
} // namespace volcano

namespace volcano::ui {

// A console in team mode (docs/team-mode.md): what it shows comes from the team store, where
// the leading recorder writes, so watching costs no quota. It keeps the profile's watchlist
// equal to the team's (and sends the operator's additions and removals to the team store),
// turns each stored observation into a read result for the LockWatcher, and watches the
// recorder: when none has written for longer than the stale threshold it says so, and the
// operator may let the console poll by itself (within its own budget) until one returns.
class TeamMode : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultStaleAfterMs = 30000;

    TeamMode(Watchlist& watchlist, const Clock& clock, QObject* parent = nullptr);
    ~TeamMode() override;

    // Connects to profile.teamStore with this password (empty: PGPASSWORD/PGPASSFILE, or
    // none) and replays what the recorder saw from replayFrom on. Fails with a message for
    // the operator.
    Expected<void> start(const ConnectionProfile& profile, const QString& password,
                         const QDateTime& replayFrom = {});
    void stop();
    bool isActive() const;
    TeamFeed& feed() const { return *m_feed; }

    void setStaleAfterMs(int ms) { m_staleAfterMs = ms; }
    bool isRecorderStale() const { return m_stale; }
    // For the status bar: who leads and how old its last observation is.
    QString statusText() const;
    // Poll with the console's own budget while no recorder writes.
    void setPollingItself(bool on);
    bool isPollingItself() const { return m_pollingItself; }

    static OperationResult resultOf(const RecordedObservation& observation);

Q_SIGNALS:
    void observed(const volcano::OperationResult& result);
    void statusChanged();
    void recorderStaleChanged(bool stale, const QString& text);
    void pollingItselfChanged(bool on);
    // The team store is open (the shared audit log lives there) / about to close.
    void storeOpened(volcano::AppDatabase& store);
    void storeClosing();

private:
    void onTeamKeys(const QStringList& keys);
    void onLocalKeysAdded(const QStringList& keys);
    void onLocalKeysRemoved(const QStringList& keys);
    void checkRecorder();
    qint64 observationAgeMs() const;
    QString staleText() const;

    Watchlist& m_watchlist;
    const Clock& m_clock;
    TeamFeed* m_feed;
    QTimer m_check;
    int m_staleAfterMs = kDefaultStaleAfterMs;
    bool m_stale = false;
    bool m_pollingItself = false;
    bool m_syncingKeys = false;
};

} // namespace volcano::ui
