// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/LiveState.h"
#include "console/WatchEntry.h"
#include "protocol/ApiError.h"
#include "protocol/OperationResult.h"
#include "store/TokenObservation.h"

#include <QHash>
#include <QObject>
#include <QStringList>

#include <optional>
#include <unordered_map>

namespace volcano {

class Clock;
class ClockOffsetEstimator;
class LockHistory;

// Turns read results (from the PollScheduler or any other read) into per-key state, and
// notices what matters on call: a lock freeing, changing hands, or a fencing token going
// backwards.
//
// Safety rule: a failed read (503, 429, transport error, timeout, any error) NEVER makes a
// key free. The entry keeps the last good data, its state becomes Stale (Unknown if there was
// no good read yet), and the watcher reports itself degraded with a reason, until a read
// succeeds again.
//
// Handover rule: fencing tokens come from one per-project sequence, so other keys leave gaps
// and the size of a jump says nothing. Between two good reads the watcher can only know "at
// least one" change of holder:
//  - held(A) then held(B), B > A          -> one Handover (counted as 1, even if B - A > 1)
//  - held(A) then free                     -> Freed
//  - free then held(B), B > last token    -> Acquired (not a handover: it was seen free)
//  - held(A) then held(B), B < A; or free then held(B), B <= last token -> Anomaly
// The first good read of a key compares with the last token in LockHistory (earlier
// sessions) when a history is attached; otherwise it is FirstSeen.
//
// Results of acquire/renew (held, with a grant) and of a successful release/force release
// (free) count as good reads too; their failures are not reads and change nothing.
class LockWatcher : public QObject {
    Q_OBJECT
public:
    // offset may be null (no correction); clock null means Clock::system(). Both must
    // outlive the watcher.
    explicit LockWatcher(const ClockOffsetEstimator* offset = nullptr, const Clock* clock = nullptr,
                         QObject* parent = nullptr);

    // Observations are recorded in history under profileId; null detaches.
    void setHistory(LockHistory* history, const QString& profileId);

    // Keeps the entries of keys that stay watched; new keys start Unknown.
    void setKeys(const QStringList& keys);
    void addKeys(const QStringList& keys);
    void removeKeys(const QStringList& keys);
    void clear();
    QStringList keys() const { return m_order; }
    int count() const { return int(m_order.size()); }
    bool isWatching(const QString& key) const { return m_entries.contains(key); }
    // Entries that have seen a read (good or failed): while none has, every entry is still
    // the blank one a new key starts with, and a caller may skip looking them up.
    int attemptedCount() const { return m_attempted; }
    // Null when the key is not watched. Valid until entriesRemoved or entriesCleared says
    // it went.
    const WatchEntry* entry(const QString& key) const;

    // Results for keys that are not watched are ignored.
    void applyResult(const OperationResult& result);

    // True while the latest read failed; reason is e.g. "region_unavailable (503): ...".
    bool isDegraded() const { return m_degradedError.has_value(); }
    QString degradedReason() const;
    std::optional<ApiError> degradedError() const { return m_degradedError; }
    // Console clock: the latest good read of any key (invalid before one).
    QDateTime lastGoodReadAt() const { return m_lastGoodRead; }

    // Milliseconds from now until expires_at / takeover (expires_at + 1 s), on the server
    // clock as estimated; negative once passed. Nothing when the key has no expiry.
    // takeoverInMs() adds the estimate's uncertainty: it reaches 0 only when another holder
    // can surely acquire.
    std::optional<qint64> expiresInMs(const QString& key) const;
    std::optional<qint64> takeoverInMs(const QString& key) const;
    QDateTime estimatedServerNow() const;
    // The console's clock (the one lastChange and lastGoodRead are on).
    QDateTime consoleNow() const { return now(); }
    // The entry's expiry and takeover relative to the estimated server clock now, and what
    // that makes of it between reads (LiveState). Works on copies of entries too.
    LiveClock liveClock(const WatchEntry& entry) const;
    LiveState liveState(const WatchEntry& entry) const {
        return liveStateOf(entry, liveClock(entry));
    }
    LiveState liveState(const QString& key) const;

    // Held vs ExpiredInGrace for a read answered at serverTime.
    static WatchState classify(const LockState& state, const QDateTime& serverTime);

Q_SIGNALS:
    // Any field of the entry changed (including lastAttempt): repaint its row.
    void entryChanged(const QString& key);
    // The same moment, with the entry itself (it stays valid until entriesRemoved or
    // entriesCleared), for a receiver that keeps pointers to entries.
    void entryUpdated(const volcano::WatchEntry& entry);
    void stateChanged(const QString& key, volcano::WatchState from, volcano::WatchState to);
    // One signal per token event; observation carries the times and tokens.
    void observed(const QString& key, const volcano::TokenObservation& observation);
    void acquired(const QString& key, volcano::FencingToken token);
    void handedOver(const QString& key, volcano::FencingToken from, volcano::FencingToken to);
    void freed(const QString& key, volcano::FencingToken lastToken);
    void anomaly(const QString& key, volcano::FencingToken previous, volcano::FencingToken seen);
    void degradedChanged(bool degraded, const QString& reason);
    // The entries of these keys (or all of them) are gone: pointers from entry() to them
    // must be dropped now.
    void entriesRemoved(const QStringList& keys);
    void entriesCleared();

private:
    struct Tracking {
        WatchEntry entry;
        std::optional<FencingToken> lastToken; // latest token seen (this session or history)
        bool seenFreeSinceToken = false;       // a good read said free after lastToken
        bool historyChecked = false;
    };
    void applyGood(Tracking& tracking, const OperationResult& result, const LockState& state);
    void applyFailure(Tracking& tracking, const OperationResult& result);
    void noteAttempt(WatchEntry& entry, const QDateTime& at);
    struct ReadContext {
        QDateTime at;         // console clock
        QDateTime serverTime; // estimated server time of the answer
        Operation operation = Operation::Read;
    };
    void detectTokenEvent(Tracking& tracking, const LockState& state, const ReadContext& read);
    void noteRenewals(WatchEntry& entry, const LockState& state, const QDateTime& serverTime,
                      const QDateTime& at) const;
    static EndCause endCauseOf(const WatchEntry& entry, const LockState& state,
                               const ReadContext& read);
    void seedFromHistory(Tracking& tracking);
    void emitEvent(Tracking& tracking, const TokenObservation& observation);
    void setState(Tracking& tracking, WatchState state);
    void setDegraded(const std::optional<ApiError>& error);
    QDateTime serverTimeOf(const OperationResult& result) const;
    static std::optional<LockState> stateFromResult(const OperationResult& result);
    QDateTime now() const;

    const ClockOffsetEstimator* m_offset;
    const Clock* m_clock;
    LockHistory* m_history = nullptr;
    QString m_profileId;
    QStringList m_order;
    // Node-based: an entry stays where it is while others come and go (entry() pointers
    // stay valid), and 100,000 keys insert without moving 300-byte entries on growth.
    std::unordered_map<QString, Tracking> m_entries;
    int m_attempted = 0;
    std::optional<ApiError> m_degradedError;
    QDateTime m_lastGoodRead;
};

} // namespace volcano
