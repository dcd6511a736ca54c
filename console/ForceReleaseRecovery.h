// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/OperationResult.h"
#include "store/AuditEntry.h"

#include <QObject>
#include <QPointer>
#include <QSet>

namespace volcano {

class AuditLog;
class LockClient;
class PendingCall;

// Settles the force releases a console started and never saw end (killed, power lost): an
// audit intent row without an outcome row. For the active profile's intents it announces
// each ("a force release of KEY at T has no recorded outcome"), reads the key once and
// records what the read shows as the intent's outcome row, "unknown: …". Intents of other
// profiles wait until their profile is active (only its key may read them).
class ForceReleaseRecovery : public QObject {
    Q_OBJECT
public:
    ForceReleaseRecovery(LockClient& client, AuditLog& audit, QObject* parent = nullptr);
    ~ForceReleaseRecovery() override;

    // Looks for this profile's unfinished intents and reads their keys, one at a time. Once
    // per profile and process: later intents are this console's own, still in flight. Without
    // a service key it only announces them, and reads at the next start() with a key.
    void start(const QString& profileId);
    int pending() const { return int(m_queue.size()); }

    // "a force release of KEY at T has no recorded outcome"
    static QString unfinishedText(const AuditEntry& intent);

Q_SIGNALS:
    // An unfinished intent was found; text is unfinishedText().
    void found(const volcano::AuditEntry& intent, const QString& text);
    // Its outcome row is recorded; text says what the read showed.
    void settled(const volcano::AuditEntry& outcome, const QString& text);

private:
    void readNext();
    void onRead(const OperationResult& result);
    static QString readText(const AuditEntry& intent, const OperationResult& result);

    LockClient& m_client;
    AuditLog& m_audit;
    QList<AuditEntry> m_queue;
    QSet<QString> m_checkedProfiles;
    QPointer<PendingCall> m_inFlight;
};

} // namespace volcano
