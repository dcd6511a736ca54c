// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/TestLease.h"
#include "lease/LeaseKeeper.h"
#include "protocol/Expected.h"
#include "secrets/SecretRef.h"
#include "store/ConnectionProfile.h"

#include <QObject>

class QTimer;

#include <functional>
#include <memory>
#include <vector>

namespace volcano {
class AuditLog;
class ResumableLeaseStore;
class SecretStore;
} // namespace volcano

namespace volcano::ui {

class ConsoleSession;
class Notifier;

// The test leases the operator holds by hand, each kept alive by a LeaseKeeper on the
// session's client. It audits every acquire, release and loss (renewals are counted on the
// lease instead: one audit row per renewal buried the rows that matter), feeds the clock-offset
// estimate from the grants, updates the watchlist with what the leases show, keeps room in
// the polling budget for the renewals, and makes a loss impossible to miss (a red row, a
// desktop notification, the reason in words).
//
// A lease survives a console restart only when the user asks (wantResume): its lock token
// goes to the keychain (never to settings or the database) and a token-free row to
// ResumableLeaseStore; when that profile's session starts again the lease is taken up with
// the same token. With no keychain the request is refused and the row says why.
class TestLeaseManager : public QObject {
    Q_OBJECT
public:
    struct Request {
        QString key;
        qint64 ttlSeconds = 30;
        double renewFraction = LeaseKeeper::kDefaultRenewFraction;
        bool autoRenew = true;
        bool resumeAfterRestart = false;
    };

    static constexpr int kCloseTimeoutMs = 5000;

    TestLeaseManager(ConsoleSession& session, AuditLog& audit, SecretStore& secrets,
                     ResumableLeaseStore& resumable, Notifier& notifier, QObject* parent = nullptr);
    ~TestLeaseManager() override;

    // Takes a lease; fails saying why it was refused (read-only profile, no session, bad key
    // or TTL, a lease on that key already open).
    Expected<void> take(const Request& request);
    void release(const QString& key);
    void renewNow(const QString& key);
    void setAutoRenew(const QString& key, bool on);
    // Keeps (or stops keeping) the lease's token in the keychain for a resume after restart.
    void setResumeAfterRestart(const QString& key, bool on);
    // Removes a finished row; for a resume that could not start, also forgets the saved lease.
    void dismiss(const QString& key);

    // Before quitting or switching profile: leases the user asked to resume are left alive on
    // the server (not released); every other open lease is released. done runs when all are
    // answered, or after kCloseTimeoutMs.
    void closeAll(const std::function<void()>& done);
    // Any lease acquiring, held or releasing.
    bool hasOpenLeases() const;
    bool isReadOnly() const { return m_profile.readOnly; }
    // Whether a lease can be kept for a resume after restart: only with a keychain.
    bool canResume() const;
    bool isActive() const { return m_active; }

    int count() const { return int(m_leases.size()); }
    const TestLease& at(int row) const { return m_leases.at(size_t(row)); }
    int rowOf(const QString& key) const;
    LeaseKeeper* keeper(const QString& key) const;

Q_SIGNALS:
    void leaseAboutToBeAdded(int row);
    void leaseAdded(int row);
    void leaseAboutToBeRemoved(int row);
    void leaseRemoved(int row);
    void leaseChanged(int row);
    // The lease on key is gone or cannot be trusted (also a resume that failed).
    void leaseLost(const QString& key, const QString& reason);
    // Whether test leases can be taken now (profile active and not read-only).
    void availabilityChanged(bool available);

private:
    void onSessionStarted(const ConnectionProfile& profile);
    void onSessionStopped();
    void clearRows();
    int addRow(TestLease lease);
    void removeRow(int row);
    std::unique_ptr<LeaseKeeper> createKeeper(const Request& request);
    void connectKeeper(LeaseKeeper* keeper);
    void changed(const QString& key);
    void onOperationFinished(LeaseKeeper* keeper, const OperationResult& result);
    void onAcquired(LeaseKeeper* keeper);
    void onLost(LeaseKeeper* keeper, LeaseKeeper::LossReason reason, const QString& text);
    void onAcquireFailed(LeaseKeeper* keeper, const OperationResult& result);
    QString notAcquiredText(const QString& key, const OperationResult& result) const;
    void onFinished(LeaseKeeper* keeper);
    void audit(const LeaseKeeper* keeper, const OperationResult& result);
    void auditLoss(const TestLease& lease, LeaseKeeper::LossReason reason);
    void persistResume(TestLease& lease);
    void forgetResume(TestLease& lease);
    void resumeSaved(const ResumableLease& saved);
    void onSecretRead(const SecretRef& ref, const QString& secret);
    void onSecretMissing(const SecretRef& ref, const QString& why);
    void onSecretWritten(const SecretRef& ref, bool persisted);
    TestLease* leaseFor(const SecretRef& ref);
    TestLease* find(const QString& key);
    void failLease(TestLease& lease, const QString& note);
    void saveResumableRow(TestLease& lease);
    void closeOne(TestLease& lease);
    void abandon(TestLease& lease, const QString& note);
    void finishClose();

    ConsoleSession& m_session;
    AuditLog& m_audit;
    SecretStore& m_secrets;
    ResumableLeaseStore& m_resumable;
    Notifier& m_notifier;
    ConnectionProfile m_profile;
    bool m_active = false;
    // Each row owns its keeper: destroying them does not release (a resumable lease stays
    // alive on the server for the next run; closeAll() released the others).
    std::vector<TestLease> m_leases;
    std::function<void()> m_closeDone;
    QTimer* m_closeTimer;
};

} // namespace volcano::ui
