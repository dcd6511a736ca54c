// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/ForceReleaseProcedure.h"

#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "protocol/Validation.h"
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

// The audit's word for what the force release's answer was: "ok", "unknown: …", a label.
QString sentLabel(const OperationResult& sent) {
    if (sent.ok())
        return QStringLiteral("ok");
    return sent.outcomeUnknown ? QStringLiteral("unknown: ") + sent.error->label()
                               : sent.error->label();
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
    // Closed (dialog, profile switch, quit) after sending: the intent gets its outcome row,
    // saying how far the console saw it.
    if (m_forceResult) {
        writeOutcome(sentLabel(*m_forceResult) +
                         QStringLiteral("; closed before the follow-up read"),
                     std::nullopt);
        return;
    }
    writeOutcome(QStringLiteral("unknown: sent, closed before the answer"), std::nullopt);
}

QString ForceReleaseProcedure::operatorName() {
    for (const char* variable : {"USER", "LOGNAME", "USERNAME"}) {
        QString name = qEnvironmentVariable(variable); // not const: returned by move
        if (!name.isEmpty())
            return name;
    }
    return QStringLiteral("unknown");
}

QString ForceReleaseProcedure::reasonProblem() const {
    const auto valid = validation::validateForceReleaseReason(m_reason);
    return valid ? QString() : valid.error().message;
}

void ForceReleaseProcedure::followLiveState(const LockState& live) {
    const bool waiting = m_step == Step::Ready || m_step == Step::NotHeld;
    if (!waiting || !m_baseline || sameLease(*m_baseline, live))
        return;
    // Another holder (or none) since the operator looked: what they confirm must be what
    // they saw, so confirm waits for an explicit acknowledgement. A free lock in between
    // (released, then taken) keeps the last holder as the one replaced.
    if (m_baseline->held)
        m_replacedToken = m_baseline->fencingToken;
    m_baseline = live;
    m_current = live;
    m_holderChanged = live.held;
    setStep(live.held ? Step::Ready : Step::NotHeld);
}

void ForceReleaseProcedure::acknowledgeNewHolder() {
    if (!m_holderChanged)
        return;
    m_holderChanged = false;
    setStep(m_step);
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
    m_holderChanged = false;
    m_replacedToken.reset();
    setStep(Step::Reading);
    call(m_client.read(m_key), &ForceReleaseProcedure::onBaselineRead);
}

void ForceReleaseProcedure::confirm() {
    if (!canConfirm() || !reasonProblem().isEmpty())
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
    send();
}

void ForceReleaseProcedure::send() {
    if (auto allowed = m_audit.checkCanAppend(); !allowed) {
        abort(allowed.error().message);
        return;
    }
    m_forceRequestId = LockClient::newUuid();
    if (!writeIntent()) {
        m_forceRequestId.clear();
        abort(tr("the audit intent could not be stored, and a force release is not sent "
                 "without it"));
        return;
    }
    setStep(Step::Sending);
    qCInfo(lcForceRelease) << "force-releasing" << m_key << "fencing token"
                           << m_baseline->fencingToken.value_or(0) << "request" << m_forceRequestId;
    call(m_client.forceRelease(m_key, m_forceRequestId), &ForceReleaseProcedure::onForceReleased);
}

bool ForceReleaseProcedure::writeIntent() {
    m_intent = AuditEntry();
    m_intent.action = AuditAction::ForceRelease;
    m_intent.phase = AuditPhase::Intent;
    m_intent.key = m_key;
    m_intent.profileId = m_profile.id;
    m_intent.profileName = m_profile.name;
    m_intent.requestId = m_forceRequestId;
    m_intent.outcome = QStringLiteral("intent: sending");
    m_intent.tokenBefore = tokenOf(m_current);
    m_intent.reason = m_reason;
    m_intent.operatorName = operatorName();
    return m_audit.appendSynced(m_intent);
}

void ForceReleaseProcedure::writeOutcome(const QString& outcome,
                                         std::optional<FencingToken> tokenAfter) {
    AuditEntry entry = AuditEntry::outcomeOf(m_intent);
    entry.requestId = m_forceRequestId;
    entry.httpStatus = m_forceResult ? m_forceResult->httpStatus : 0;
    entry.outcome = outcome;
    entry.tokenAfter = tokenAfter;
    writeAudit(entry);
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
    const std::optional<LockState> now = readOk ? result.state : std::nullopt;
    m_outcome = outcomeOf(sent, now);
    writeOutcome(auditOutcome(sent, now, readOk), readOk ? tokenOf(m_current) : std::nullopt);
    setStep(Step::Finished);
}

QString ForceReleaseProcedure::auditOutcome(const OperationResult& sent,
                                            const std::optional<LockState>& now,
                                            bool readOk) const {
    const QString outcome = sentLabel(sent);
    if (!readOk)
        return outcome + QStringLiteral("; follow-up read failed");
    if (!now->held)
        return outcome + QStringLiteral("; follow-up read: free");
    return outcome + QStringLiteral("; follow-up read: held, fencing token %1")
                         .arg(now->fencingToken.value_or(0));
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
    if (sent.outcomeUnknown)
        return tr("outcome unknown: the request was sent once and no answer came back "
                  "(%1); it was not sent again.")
                   .arg(sent.error->kind == FailureKind::Timeout
                            ? tr("no answer within the timeout")
                            : tr("the connection closed before an answer")) +
               QLatin1Char(' ') + whatTheReadShows(now);
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
    entry.reason = m_reason;
    entry.operatorName = operatorName();
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
