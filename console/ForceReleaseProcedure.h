// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/OperationResult.h"
#include "store/AuditEntry.h"
#include "store/ConnectionProfile.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace volcano {
class AuditLog;
class LockClient;
class PendingCall;
} // namespace volcano

namespace volcano::ui {

// The safe force release of one key, without widgets (ForceReleaseDialog shows it):
//  1. read the lock: what the operator is shown and agrees to drop (the baseline); while
//     the dialog is open, followLiveState() tracks the watcher's reads, and a new holder
//     disables confirm until acknowledgeNewHolder();
//  2. on confirm (with a reason, see validation::validateForceReleaseReason), read again;
//     if the fencing token (or held) changed since the baseline, stop and show the new
//     holder: the operator agreed to drop another lease;
//  3. write the audit intent (operator, key, the token just read, reason, request id),
//     committed and synced, then send the force release once: one request on the wire
//     (LockClient::forceRelease), never re-sent; no intent stored, nothing sent;
//  4. read again and record the outcome row (204, error, or outcome unknown, and what the
//     read showed), paired with the intent.
// An abort before sending is one Single audit row with no request id. A close while the
// force release or its follow-up read is in flight records the outcome as far as seen; a
// kill leaves the intent alone, which ForceReleaseRecovery settles at the next start.
// Nothing here ever logs a secret.
class ForceReleaseProcedure : public QObject {
    Q_OBJECT
public:
    enum class Step {
        Reading,    // reading the baseline
        Ready,      // held: waiting for the operator's confirmation
        NotHeld,    // the baseline read says free: nothing to release
        ReadFailed, // the baseline read failed
        Verifying,  // confirmed: re-reading just before sending
        Aborted,    // stopped before sending: the lock changed (see currentState) or the
                    // re-read failed
        Sending,    // the force release is in flight
        Confirming, // sent: reading the outcome
        Finished,   // sent and answered (successfully or not): see outcomeText
        Refused,    // not allowed (read-only profile)
    };
    Q_ENUM(Step)

    ForceReleaseProcedure(LockClient& client, AuditLog& audit, const ConnectionProfile& profile,
                          const QString& key, QObject* parent = nullptr);
    ~ForceReleaseProcedure() override;

    QString key() const { return m_key; }
    const ConnectionProfile& profile() const { return m_profile; }
    Step step() const { return m_step; }
    bool isBusy() const;
    // Ready, and no new holder waiting for the operator's acknowledgement.
    bool canConfirm() const { return m_step == Step::Ready && !m_holderChanged; }
    // The operator's reason (trimmed); confirm() refuses without a valid one.
    void setReason(const QString& reason) { m_reason = reason.trimmed(); }
    QString reason() const { return m_reason; }
    // Why the reason is not accepted yet; empty when it is.
    QString reasonProblem() const;
    // The lock as the console's reads see it now (LockWatcher), while Ready or NotHeld: a
    // different holder becomes the new baseline and needs acknowledgeNewHolder() before
    // confirm; a lock that became free is NotHeld.
    void followLiveState(const LockState& live);
    bool holderChanged() const { return m_holderChanged; }
    std::optional<FencingToken> replacedToken() const { return m_replacedToken; }
    void acknowledgeNewHolder();
    bool succeeded() const { return m_succeeded; }

    // The state the operator agreed to drop, and the latest state read.
    std::optional<LockState> baseline() const { return m_baseline; }
    std::optional<LockState> currentState() const { return m_current; }
    std::optional<ApiError> lastError() const { return m_lastError; }
    QString outcomeText() const { return m_outcome; }
    QString forceReleaseRequestId() const { return m_forceRequestId; }
    // The audit row written before sending (0 before one).
    qint64 intentId() const { return m_intent.id; }

    // Who is acting, for the audit: the OS user running the console.
    static QString operatorName();

    // Reads the baseline (again, from any step that is not busy).
    void start();
    // From Ready only: verify, send, confirm.
    void confirm();

Q_SIGNALS:
    void stepChanged(volcano::ui::ForceReleaseProcedure::Step step);
    // Every result this procedure received, so the watchlist can learn from it too.
    void resultReceived(const volcano::OperationResult& result);

private:
    using Handler = void (ForceReleaseProcedure::*)(const OperationResult&);
    void call(PendingCall* pending, Handler handler);
    void onBaselineRead(const OperationResult& result);
    void onVerifyRead(const OperationResult& result);
    void send();
    [[nodiscard]] bool writeIntent();
    void writeOutcome(const QString& outcome, std::optional<FencingToken> tokenAfter);
    QString auditOutcome(const OperationResult& sent, const std::optional<LockState>& now,
                         bool readOk) const;
    void onForceReleased(const OperationResult& result);
    void onConfirmRead(const OperationResult& result);
    void abort(const QString& why);
    void writeAudit(const AuditEntry& entry);
    void auditUnfinished();
    QString outcomeOf(const OperationResult& sent, const std::optional<LockState>& now) const;
    QString failureOutcome(const OperationResult& sent, const std::optional<LockState>& now) const;
    QString whatTheReadShows(const std::optional<LockState>& now) const;
    void setStep(Step step);
    static bool sameLease(const LockState& a, const LockState& b);
    static std::optional<FencingToken> tokenOf(const std::optional<LockState>& state);

    LockClient& m_client;
    AuditLog& m_audit;
    ConnectionProfile m_profile;
    QString m_key;
    Step m_step = Step::Reading;
    std::optional<LockState> m_baseline;
    std::optional<LockState> m_current;
    std::optional<ApiError> m_lastError;
    std::optional<OperationResult> m_forceResult;
    QString m_forceRequestId;
    QString m_outcome;
    QString m_reason;
    AuditEntry m_intent;
    bool m_holderChanged = false;
    std::optional<FencingToken> m_replacedToken;
    bool m_succeeded = false;
    QPointer<PendingCall> m_inFlight;
};

} // namespace volcano::ui
