// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/ForceReleaseProcedure.h"

#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "store/AuditLog.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcForceRelease, "volcano.ui.forcerelease")

namespace volcano::ui {

namespace {

QString describe(const std::optional<LockState>& state) {
    if (!state || !state->held)
        return QObject::tr("free");
    return QObject::tr("held with fencing token %1").arg(state->fencingToken.value_or(0));
}

} // namespace

ForceReleaseProcedure::ForceReleaseProcedure(LockClient& client, AuditLog& audit,
                                             const ConnectionProfile& profile, const QString& key,
                                             QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_audit(audit)
    , m_profile(profile)
    , m_key(key) {}

ForceReleaseProcedure::~ForceReleaseProcedure() {
    // Abandoning a read is harmless; a force release in flight is left to finish on the
    // server (cancelling would only hide its outcome).
    if (m_inFlight && m_step != Step::Sending)
        m_inFlight->cancel();
    if (m_step == Step::Sending || m_step == Step::Confirming)
        auditUnfinished();
}

void ForceReleaseProcedure::auditUnfinished() {
    // Closed (dialog, profile switch, quit) after sending: the audit still gets its entry,
    // saying how far the console saw it.
    AuditEntry entry;
    if (m_forceResult) {
        entry = AuditLog::entryFor(AuditAction::ForceRelease, *m_forceResult, tokenOf(m_baseline),
                                   std::nullopt);
        entry.outcome += QStringLiteral("; closed before the follow-up read");
    } else {
        entry.action = AuditAction::ForceRelease;
        entry.tokenBefore = tokenOf(m_baseline);
        entry.outcome = QStringLiteral("unknown: sent, closed before the answer");
    }
    writeAudit(entry);
}

bool ForceReleaseProcedure::isBusy() const {
    return m_step == Step::Reading || m_step == Step::Verifying || m_step == Step::Sending ||
           m_step == Step::Confirming;
}

void ForceReleaseProcedure::start() {
    if (m_profile.readOnly) {
        m_outcome =
            tr("The profile \"%1\" is read-only: force release is disabled.").arg(m_profile.name);
        setStep(Step::Refused);
        return;
    }
    if (m_inFlight && isBusy())
        return;
    m_baseline.reset();
    m_current.reset();
    m_lastError.reset();
    m_outcome.clear();
    setStep(Step::Reading);
    call(m_client.read(m_key), &ForceReleaseProcedure::onBaselineRead);
}

void ForceReleaseProcedure::confirm() {
    if (!canConfirm())
        return;
    setStep(Step::Verifying);
    call(m_client.read(m_key), &ForceReleaseProcedure::onVerifyRead);
}

void ForceReleaseProcedure::call(PendingCall* pending, Handler handler) {
    m_inFlight = pending;
    connect(pending, &PendingCall::finished, this, [this, handler](const OperationResult& r) {
        m_inFlight.clear();
        Q_EMIT resultReceived(r);
        (this->*handler)(r);
    });
}

void ForceReleaseProcedure::onBaselineRead(const OperationResult& result) {
    if (!result.ok() || !result.state) {
        m_lastError = result.error;
        m_outcome = tr("Could not read the lock: %1")
                        .arg(result.error ? result.error->advice() : tr("no state"));
        setStep(Step::ReadFailed);
        return;
    }
    m_baseline = result.state;
    m_current = result.state;
    setStep(result.state->held ? Step::Ready : Step::NotHeld);
}

void ForceReleaseProcedure::onVerifyRead(const OperationResult& result) {
    if (!result.ok() || !result.state) {
        m_lastError = result.error;
        m_current.reset();
        abort(tr("the re-read just before sending failed (%1)")
                  .arg(result.error ? result.error->label() : tr("no state")));
        return;
    }
    m_current = result.state;
    if (!sameLease(*m_baseline, *result.state)) {
        abort(tr("the lock changed since this dialog read it: it was %1, it is now %2")
                  .arg(describe(m_baseline), describe(m_current)));
        return;
    }
    setStep(Step::Sending);
    qCInfo(lcForceRelease) << "force-releasing" << m_key << "fencing token"
                           << m_baseline->fencingToken.value_or(0);
    call(m_client.forceRelease(m_key), &ForceReleaseProcedure::onForceReleased);
}

void ForceReleaseProcedure::onForceReleased(const OperationResult& result) {
    m_forceResult = result;
    m_forceRequestId = result.requestId;
    m_lastError = result.error;
    // Read even after a failure: a lost answer does not mean the server did nothing.
    setStep(Step::Confirming);
    call(m_client.read(m_key), &ForceReleaseProcedure::onConfirmRead);
}

void ForceReleaseProcedure::onConfirmRead(const OperationResult& result) {
    const bool readOk = result.ok() && result.state;
    if (readOk)
        m_current = result.state;
    const OperationResult& sent = *m_forceResult;
    m_succeeded = sent.ok();
    m_outcome = outcomeOf(sent, readOk ? result.state : std::nullopt);
    AuditEntry entry = AuditLog::entryFor(AuditAction::ForceRelease, sent, tokenOf(m_baseline),
                                          readOk ? tokenOf(m_current) : std::nullopt);
    if (!readOk)
        entry.outcome += tr("; follow-up read failed");
    writeAudit(entry);
    setStep(Step::Finished);
}

QString ForceReleaseProcedure::outcomeOf(const OperationResult& sent,
                                         const std::optional<LockState>& now) const {
    if (!sent.ok())
        return failureOutcome(sent, now);
    if (!now)
        return tr("The server accepted the force release (204), but the follow-up read "
                  "failed, so the lock's state now is unknown.");
    if (!now->held)
        return tr("Released: the lock is free now.");
    if (now->fencingToken != m_baseline->fencingToken)
        return tr("Released. Another holder has already acquired it: fencing token %1.")
            .arg(now->fencingToken.value_or(0));
    return tr("The server answered 204, but the lock is still held with the same fencing "
              "token %1.")
        .arg(now->fencingToken.value_or(0));
}

QString ForceReleaseProcedure::failureOutcome(const OperationResult& sent,
                                              const std::optional<LockState>& now) const {
    // A lost or garbled answer says nothing about the server: the follow-up read does.
    return tr("The force release failed: %1").arg(sent.error->advice()) + QLatin1Char(' ') +
           whatTheReadShows(now);
}

QString ForceReleaseProcedure::whatTheReadShows(const std::optional<LockState>& now) const {
    if (!now)
        return tr("The follow-up read failed too: the lock's state is unknown; read it again.");
    if (!now->held)
        return tr("The follow-up read shows the lock free now, so the release most likely took "
                  "effect.");
    if (now->fencingToken != m_baseline->fencingToken)
        return tr("The follow-up read shows a new holder: fencing token %1.")
            .arg(now->fencingToken.value_or(0));
    return tr("The follow-up read shows the same holder still holding it (fencing token %1).")
        .arg(now->fencingToken.value_or(0));
}

void ForceReleaseProcedure::abort(const QString& why) {
    m_outcome = tr("Stopped, nothing was sent: %1.").arg(why);
    AuditEntry entry;
    entry.action = AuditAction::ForceRelease;
    entry.key = m_key;
    entry.outcome = QStringLiteral("aborted: ") + why;
    entry.tokenBefore = tokenOf(m_baseline);
    entry.tokenAfter = tokenOf(m_current);
    writeAudit(entry);
    setStep(Step::Aborted);
}

void ForceReleaseProcedure::writeAudit(const AuditEntry& prepared) {
    AuditEntry entry = prepared;
    entry.key = m_key;
    entry.profileId = m_profile.id;
    entry.profileName = m_profile.name;
    if (!m_audit.append(entry))
        qCWarning(lcForceRelease) << "could not write the audit entry for" << m_key;
}

void ForceReleaseProcedure::setStep(Step step) {
    m_step = step;
    Q_EMIT stepChanged(step);
}

bool ForceReleaseProcedure::sameLease(const LockState& a, const LockState& b) {
    return a.held == b.held && a.fencingToken == b.fencingToken;
}

std::optional<FencingToken> ForceReleaseProcedure::tokenOf(const std::optional<LockState>& state) {
    if (!state || !state->held)
        return std::nullopt;
    return state->fencingToken;
}

} // namespace volcano::ui
