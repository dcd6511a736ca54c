// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/ForceReleaseRecovery.h"

#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "console/TimeText.h"
#include "store/AuditLog.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcRecovery, "volcano.ui.forcerelease.recovery")

namespace volcano {

ForceReleaseRecovery::ForceReleaseRecovery(LockClient& client, AuditLog& audit, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_audit(audit) {}

ForceReleaseRecovery::~ForceReleaseRecovery() {
    if (m_inFlight)
        m_inFlight->cancel();
}

QString ForceReleaseRecovery::unfinishedText(const AuditEntry& intent) {
    return tr("a force release of %1 at %2 has no recorded outcome")
        .arg(intent.key, ui::timetext::utcTime(intent.time));
}

void ForceReleaseRecovery::start(const QString& profileId) {
    if (m_checkedProfiles.contains(profileId))
        return;
    // Another profile's reads cannot go on with this profile's key: they wait for its turn.
    if (m_inFlight)
        m_inFlight->cancel();
    for (const AuditEntry& waiting : std::as_const(m_queue))
        m_checkedProfiles.remove(waiting.profileId);
    m_queue.clear();
    const QList<AuditEntry> intents = m_audit.intentsWithoutOutcome();
    for (const AuditEntry& intent : intents) {
        if (intent.profileId == profileId)
            m_queue.append(intent);
    }
    for (const AuditEntry& intent : std::as_const(m_queue))
        Q_EMIT found(intent, unfinishedText(intent));
    if (!m_client.hasServiceKey()) {
        // No key yet (none stored for this profile): read once one is given.
        m_queue.clear();
        return;
    }
    m_checkedProfiles.insert(profileId);
    readNext();
}

void ForceReleaseRecovery::readNext() {
    if (m_queue.isEmpty())
        return;
    m_inFlight = m_client.read(m_queue.constFirst().key);
    connect(m_inFlight, &PendingCall::finished, this, &ForceReleaseRecovery::onRead);
}

void ForceReleaseRecovery::onRead(const OperationResult& result) {
    m_inFlight.clear();
    const AuditEntry intent = m_queue.takeFirst();
    const bool readOk = result.ok() && result.state;
    AuditEntry outcome = AuditEntry::outcomeOf(intent);
    if (readOk && result.state->held)
        outcome.tokenAfter = result.state->fencingToken;
    outcome.outcome =
        QStringLiteral("unknown: the console ended before the answer; ") +
        (readOk ? (result.state->held ? QStringLiteral("read at the next start: held, fencing "
                                                       "token %1")
                                            .arg(result.state->fencingToken.value_or(0))
                                      : QStringLiteral("read at the next start: free"))
                : QStringLiteral("the read at the next start failed (%1)")
                      .arg(result.error ? result.error->label() : QString()));
    if (!m_audit.append(outcome))
        qCWarning(lcRecovery) << "could not record the outcome of intent" << intent.id;
    Q_EMIT settled(outcome, readText(intent, result));
    readNext();
}

QString ForceReleaseRecovery::readText(const AuditEntry& intent, const OperationResult& result) {
    const QString lead = unfinishedText(intent);
    if (!result.ok() || !result.state)
        return tr("%1; reading it now failed (%2): read it again before acting.")
            .arg(lead, result.error ? result.error->advice() : tr("no state"));
    if (!result.state->held)
        return tr("%1; it is free now. Recorded in the audit log as outcome unknown.").arg(lead);
    if (intent.tokenBefore && result.state->fencingToken == intent.tokenBefore)
        return tr("%1; the same holder (fencing token %2) still holds it, so it most likely did "
                  "not take effect. Recorded in the audit log.")
            .arg(lead)
            .arg(result.state->fencingToken.value_or(0));
    return tr("%1; it is held now by fencing token %2, a newer holder. Recorded in the audit "
              "log as outcome unknown.")
        .arg(lead)
        .arg(result.state->fencingToken.value_or(0));
}

} // namespace volcano
