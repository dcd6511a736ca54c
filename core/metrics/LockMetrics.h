// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"
#include "protocol/OperationResult.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QMap>

#include <optional>

namespace volcano::metrics {

// What a reader of locks (the recorder, `volcano-lockctl watch --metrics`) knows, as
// Prometheus metrics (text format 0.0.4, names in spec/recorder.md and docs/team-mode.md): per key
// whether it is held, seconds to expiry, handovers, acquisitions and fencing anomalies seen, the
// age of the last read, and the holder's fencing token; reads by outcome; the project's quota this
// minute by source; the recorder's role. Counters count what this process saw (they restart at zero
// with it, as Prometheus expects of counters).
//
// A fencing token can exceed 2^53, past what a float sample holds exactly, so it is a label
// of volcano_lock_fencing_token_info, never a sample value.
class LockMetrics {
public:
    struct QuotaFigure {
        QString source; // "server" (RateLimit-*) or the reader's own count
        int used = 0;
    };

    void recordRead(const OperationResult& result);
    void setLeader(bool leader) { m_leader = leader; }
    // Off for a reader that is not a recorder: no volcano_recorder_leader family.
    void setReportsRole(bool reports) { m_reportsRole = reports; }
    void setActiveAlerts(const QHash<QString, int>& byRule) { m_activeAlerts = byRule; }
    // Keys no longer watched stop being reported.
    void retainKeys(const QStringList& keys);
    QByteArray render(const QDateTime& now, const QList<QuotaFigure>& quota) const;

    static QString outcomeOf(const OperationResult& result);

private:
    struct KeyState {
        bool held = false;
        std::optional<FencingToken> token;
        QDateTime expiresAt;
        QDateTime lastRead;
        std::optional<FencingToken> lastToken; // highest seen, for anomalies
        bool seenFree = false;
        quint64 handovers = 0;
        quint64 acquisitions = 0;
        quint64 anomalies = 0;
    };
    void apply(KeyState& state, const LockState& read, const QDateTime& at);
    void renderKeys(QByteArray& out, const QDateTime& now) const;

    QMap<QString, KeyState> m_keys; // sorted: stable output
    QMap<QString, quint64> m_readsByOutcome;
    QHash<QString, int> m_activeAlerts;
    bool m_leader = false;
    bool m_reportsRole = true;
};

} // namespace volcano::metrics
