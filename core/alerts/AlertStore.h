// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/AlertEvent.h"
#include "alerts/RuleSet.h"
#include "protocol/Expected.h"
#include "protocol/LockTypes.h"
#include "store/TeamStore.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace volcano {
class AppDatabase;
}

namespace volcano::alerts {

// Alerts in a store (schema version 6, both backends): the history of alert events, the
// alerts active now, the webhook outbox and the team's rule file.
//
// An event and its deliveries are written in one transaction, so a fired alert is never lost
// between "fired" and "queued" and never queued twice. Recorders write fenced (the writer's
// recorder token, as their observations): a leader that lost its lease cannot record or
// mark anything. A console in solo mode writes unfenced to its own file.
class AlertStore {
public:
    // Past this many pending deliveries per target the oldest are dropped (a receiver gone
    // for days must not grow the store without bound); each drop is kept as a row.
    static constexpr int kMaxPendingPerTarget = 1000;

    struct Writer {
        QString name;                      // the recorder's --name, or "console"
        std::optional<FencingToken> token; // a recorder's leader token; none in solo mode
    };
    struct Delivery {
        qint64 id = 0;
        qint64 eventId = 0;
        QString target; // WebhookTarget::targetId(): no credential
        QByteArray payload;
        int attempts = 0;
        qint64 nextAttemptMs = 0;
    };
    struct DeliveryRow {
        Delivery delivery;
        QString state; // pending, delivered, dropped
        std::optional<int> httpStatus;
        QString lastError;
    };
    using Outcome = TeamStore::WriteOutcome;

    // The database must outlive the store.
    explicit AlertStore(AppDatabase& database);

    // The events with one pending delivery per target (WebhookTarget::targetId), and active_alerts
    // updated to match.
    Expected<Outcome> record(const Writer& writer, const QList<AlertEvent>& events,
                             const QStringList& targets, qint64 nowMs);
    // What is firing now (each event's `at` is when it fired).
    Expected<QList<AlertEvent>> active() const;
    // The newest events first.
    Expected<QList<AlertEvent>> recentEvents(int limit) const;
    struct StoredEvent {
        qint64 id = 0;
        AlertEvent event;
    };
    // Events written after afterId, oldest first (a console following the team's alerts).
    Expected<QList<StoredEvent>> eventsAfter(qint64 afterId, int limit) const;
    Expected<qint64> lastEventId() const;

    // Pending deliveries due at nowMs, oldest first: for each target only its oldest pending
    // one (deliveries to one receiver stay in order).
    Expected<QList<Delivery>> dueDeliveries(qint64 nowMs, int limit) const;
    // When the next delivery (as dueDeliveries counts them) falls due; nothing when none is
    // pending.
    Expected<std::optional<qint64>> nextDueMs() const;
    Expected<Outcome> markDelivered(const Writer& writer, qint64 deliveryId, int httpStatus,
                                    qint64 nowMs);
    Expected<Outcome> markFailed(const Writer& writer, qint64 deliveryId,
                                 std::optional<int> httpStatus, const QString& error,
                                 qint64 nextAttemptMs, qint64 nowMs);
    Expected<QList<DeliveryRow>> deliveries() const;

    // The team's rule file; nothing when none was saved.
    Expected<std::optional<RuleSet>> loadRules() const;
    Expected<void> saveRules(const RuleSet& rules, const QString& by, qint64 nowMs);

private:
    using Work = TeamStore::FencedWork;
    Expected<Outcome> write(const Writer& writer, qint64 nowMs, const Work& work);
    bool insertEvent(QSqlQuery& query, const Writer& writer, const AlertEvent& event,
                     qint64& eventId) const;
    bool updateActive(QSqlQuery& query, const AlertEvent& event) const;
    bool queueDeliveries(QSqlQuery& query, qint64 eventId, const AlertEvent& event,
                         const QStringList& targets, qint64 nowMs) const;
    bool dropOverflow(QSqlQuery& query, const QString& target, qint64 nowMs) const;
    Expected<QList<AlertEvent>> selectEvents(const QString& sql) const;
    QString castToken() const;

    AppDatabase& m_database;
};

} // namespace volcano::alerts
