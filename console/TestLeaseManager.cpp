// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/TestLeaseManager.h"

#include "client/LockClient.h"
#include "console/ConsoleSession.h"
#include "console/LockWatcher.h"
#include "console/Notifier.h"
#include "console/TimeText.h"
#include "lease/ClockOffsetEstimator.h"
#include "lease/PollScheduler.h"
#include "protocol/Validation.h"
#include "secrets/SecretStore.h"
#include "store/AuditLog.h"
#include "store/ResumableLeaseStore.h"

#include <QLoggingCategory>
#include <QTimer>

Q_LOGGING_CATEGORY(lcTestLeases, "volcano.ui.testleases")

namespace volcano::ui {

namespace {

// Renewals are not audited: they are counted on the lease (LeaseKeeper::renewalsDone()),
// and a renewal that ends the lease is audited as the loss.
std::optional<AuditAction> auditActionFor(Operation operation) {
    switch (operation) {
    case Operation::Acquire:
        return AuditAction::TestLeaseAcquire;
    case Operation::Release:
        return AuditAction::TestLeaseRelease;
    default:
        return std::nullopt;
    }
}

// advice() already starts with the label: never put the label before it as well.
QString errorText(const OperationResult& result) {
    return result.error ? result.error->advice() : TestLeaseManager::tr("no answer");
}

} // namespace

TestLeaseManager::TestLeaseManager(ConsoleSession& session, AuditLog& audit, SecretStore& secrets,
                                   ResumableLeaseStore& resumable, Notifier& notifier,
                                   QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_audit(audit)
    , m_secrets(secrets)
    , m_resumable(resumable)
    , m_notifier(notifier)
    , m_closeTimer(new QTimer(this)) {
    m_closeTimer->setSingleShot(true);
    m_closeTimer->setInterval(kCloseTimeoutMs);
    connect(m_closeTimer, &QTimer::timeout, this, &TestLeaseManager::finishClose);
    connect(&session, &ConsoleSession::started, this, &TestLeaseManager::onSessionStarted);
    connect(&session, &ConsoleSession::stopped, this, &TestLeaseManager::onSessionStopped);
    connect(&secrets, &SecretStore::secretRead, this, &TestLeaseManager::onSecretRead);
    connect(&secrets, &SecretStore::secretNotFound, this, [this](const SecretRef& ref) {
        onSecretMissing(ref, tr("The keychain has no saved lock token for this lease (a locked "
                                "keychain answers the same way)."));
    });
    connect(&secrets, &SecretStore::failed, this, &TestLeaseManager::onSecretMissing);
    connect(&secrets, &SecretStore::secretWritten, this, &TestLeaseManager::onSecretWritten);
    if (session.isActive())
        onSessionStarted(session.profile());
}

TestLeaseManager::~TestLeaseManager() = default;

Expected<void> TestLeaseManager::take(const Request& request) {
    if (!m_active)
        return fail(tr("Not connected: choose a profile first."));
    if (m_profile.readOnly)
        return fail(tr("This profile is read-only: test leases are disabled."));
    const QString key = request.key.trimmed();
    if (auto valid = validation::validateKey(key); !valid)
        return valid;
    if (auto valid = validation::validateTtl(request.ttlSeconds); !valid)
        return valid;
    if (const int row = rowOf(key); row >= 0) {
        const TestLease& existing = at(row);
        if (existing.isOpen() || existing.resume == TestLease::Resume::WaitingToken)
            return fail(tr("You already hold a test lease on %1.").arg(key));
        dismiss(key);
    }
    TestLease lease;
    lease.key = key;
    lease.wantResume = request.resumeAfterRestart;
    lease.keeper = createKeeper(request);
    LeaseKeeper* keeper = lease.keeper.get();
    addRow(std::move(lease));
    keeper->start(key, request.ttlSeconds);
    qCInfo(lcTestLeases) << "taking a test lease on" << key << "ttl" << request.ttlSeconds;
    return {};
}

void TestLeaseManager::release(const QString& key) {
    if (LeaseKeeper* leaseKeeper = keeper(key))
        leaseKeeper->stop();
}

void TestLeaseManager::renewNow(const QString& key) {
    if (LeaseKeeper* leaseKeeper = keeper(key))
        leaseKeeper->renewNow();
}

void TestLeaseManager::setAutoRenew(const QString& key, bool on) {
    TestLease* lease = find(key);
    if (!lease || !lease->keeper)
        return;
    lease->keeper->setAutoRenew(on);
    if (lease->resume == TestLease::Resume::Yes)
        saveResumableRow(*lease);
}

void TestLeaseManager::setResumeAfterRestart(const QString& key, bool on) {
    TestLease* lease = find(key);
    if (!lease || lease->wantResume == on)
        return;
    if (!on) {
        forgetResume(*lease);
        changed(key);
        return;
    }
    lease->wantResume = true;
    if (lease->keeper && lease->keeper->isHeld())
        persistResume(*lease);
    changed(key);
}

void TestLeaseManager::dismiss(const QString& key) {
    const int row = rowOf(key);
    if (row < 0 || !at(row).canDismiss())
        return;
    TestLease& lease = m_leases[size_t(row)];
    if (lease.resume == TestLease::Resume::TokenMissing)
        forgetResume(lease);
    removeRow(row); // a finished keeper: nothing of it is running
}

void TestLeaseManager::closeAll(const std::function<void()>& done) {
    m_closeDone = done;
    for (TestLease& lease : m_leases)
        closeOne(lease);
    if (hasOpenLeases())
        m_closeTimer->start();
    else
        finishClose();
}

void TestLeaseManager::closeOne(TestLease& lease) {
    if (!lease.isOpen())
        return;
    if (lease.resume == TestLease::Resume::Yes && lease.keeper->isHeld()) {
        abandon(lease, tr("Left held on the server, to be resumed at the next start."));
        return;
    }
    lease.keeper->stop();
}

void TestLeaseManager::abandon(TestLease& lease, const QString& note) {
    // Deleting a keeper stops its timers and cancels what it has in flight, without a release.
    lease.keeper.reset();
    lease.note = note;
    changed(lease.key);
}

void TestLeaseManager::finishClose() {
    m_closeTimer->stop();
    for (TestLease& lease : m_leases) {
        if (lease.isOpen())
            abandon(lease, tr("No answer to the release in time; the lease expires on its own."));
    }
    // Queued: done() may switch the profile, which deletes the keepers, and this can run
    // inside a keeper's finished() signal.
    if (const auto done = std::exchange(m_closeDone, {}))
        QMetaObject::invokeMethod(this, done, Qt::QueuedConnection);
}

bool TestLeaseManager::canResume() const {
    return m_secrets.isPersistent();
}

bool TestLeaseManager::hasOpenLeases() const {
    return std::any_of(m_leases.cbegin(), m_leases.cend(),
                       [](const TestLease& lease) { return lease.isOpen(); });
}

int TestLeaseManager::rowOf(const QString& key) const {
    for (size_t row = 0; row < m_leases.size(); ++row) {
        if (m_leases[row].key == key)
            return int(row);
    }
    return -1;
}

LeaseKeeper* TestLeaseManager::keeper(const QString& key) const {
    const int row = rowOf(key);
    return row < 0 ? nullptr : at(row).keeper.get();
}

TestLease* TestLeaseManager::find(const QString& key) {
    const int row = rowOf(key);
    return row < 0 ? nullptr : &m_leases[size_t(row)];
}

void TestLeaseManager::onSessionStarted(const ConnectionProfile& profile) {
    clearRows();
    m_profile = profile;
    m_active = true;
    Q_EMIT availabilityChanged(!profile.readOnly);
    if (profile.readOnly)
        return;
    for (const ResumableLease& saved : m_resumable.list(profile.id))
        resumeSaved(saved);
}

void TestLeaseManager::onSessionStopped() {
    m_active = false;
    clearRows();
    Q_EMIT availabilityChanged(false);
}

void TestLeaseManager::clearRows() {
    while (!m_leases.empty())
        removeRow(count() - 1);
}

int TestLeaseManager::addRow(TestLease lease) {
    const int row = count();
    Q_EMIT leaseAboutToBeAdded(row);
    m_leases.push_back(std::move(lease));
    Q_EMIT leaseAdded(row);
    return row;
}

void TestLeaseManager::removeRow(int row) {
    Q_EMIT leaseAboutToBeRemoved(row);
    m_leases.erase(m_leases.begin() + row);
    Q_EMIT leaseRemoved(row);
}

void TestLeaseManager::changed(const QString& key) {
    if (const int row = rowOf(key); row >= 0)
        Q_EMIT leaseChanged(row);
}

std::unique_ptr<LeaseKeeper> TestLeaseManager::createKeeper(const Request& request) {
    auto keeper = std::make_unique<LeaseKeeper>(&m_session.client());
    keeper->setRenewFraction(request.renewFraction);
    keeper->setAutoRenew(request.autoRenew);
    connectKeeper(keeper.get());
    m_session.scheduler().reserveFor(keeper.get());
    return keeper;
}

void TestLeaseManager::connectKeeper(LeaseKeeper* keeper) {
    const auto refresh = [this, keeper] { changed(keeper->key()); };
    connect(keeper, &LeaseKeeper::stateChanged, this, refresh);
    connect(keeper, &LeaseKeeper::timingChanged, this, refresh);
    connect(keeper, &LeaseKeeper::renewalsStoppedExtending, this, refresh);
    connect(keeper, &LeaseKeeper::operationFinished, this,
            [this, keeper](const OperationResult& result) { onOperationFinished(keeper, result); });
    connect(keeper, &LeaseKeeper::acquired, this, [this, keeper] { onAcquired(keeper); });
    connect(keeper, &LeaseKeeper::lost, this,
            [this, keeper](LeaseKeeper::LossReason reason, const QString& text) {
                onLost(keeper, reason, text);
            });
    connect(keeper, &LeaseKeeper::acquireFailed, this,
            [this, keeper](const OperationResult& result) { onAcquireFailed(keeper, result); });
    connect(keeper, &LeaseKeeper::finished, this, [this, keeper] { onFinished(keeper); });
}

void TestLeaseManager::onOperationFinished(LeaseKeeper* keeper, const OperationResult& result) {
    audit(keeper, result);
    if (result.operation == Operation::Renew) {
        if (TestLease* lease = find(keeper->key())) {
            if (result.ok())
                lease->failedRenewal.reset();
            else
                lease->failedRenewal = result;
        }
    }
    // A grant capped by the 90-day deadline is not now + ttl: no clock sample from it.
    if (result.ok() && result.grant && !keeper->renewalsCapped())
        m_session.offset().addLeaseSample(result, keeper->ttlSeconds());
    m_session.applyResult(result);
}

void TestLeaseManager::audit(const LeaseKeeper* keeper, const OperationResult& result) {
    const auto action = auditActionFor(result.operation);
    if (!action)
        return;
    std::optional<FencingToken> before;
    std::optional<FencingToken> after;
    if (result.operation != Operation::Acquire)
        before = keeper->fencingToken();
    if (result.grant)
        after = result.grant->fencingToken;
    AuditEntry entry = AuditLog::entryFor(*action, result, before, after);
    entry.profileId = m_profile.id;
    entry.profileName = m_profile.name;
    m_audit.append(entry);
}

// One row per loss: the reason, the fencing token that was held and, when a refused or
// unanswered renewal led to it, that request's id and status.
void TestLeaseManager::auditLoss(const TestLease& lease, LeaseKeeper::LossReason reason) {
    AuditEntry entry;
    entry.key = lease.key;
    entry.action = AuditAction::TestLeaseLoss;
    entry.profileId = m_profile.id;
    entry.profileName = m_profile.name;
    entry.outcome = QStringLiteral("lost: ") + LeaseKeeper::reasonName(reason);
    if (lease.keeper)
        entry.tokenBefore = lease.keeper->fencingToken();
    if (const auto& renewal = lease.failedRenewal) {
        entry.requestId = renewal->requestId;
        entry.httpStatus = renewal->httpStatus;
        if (const auto& error = renewal->error)
            entry.outcome += QStringLiteral(" (") + error->label() + QLatin1Char(')');
    }
    m_audit.append(entry);
}

void TestLeaseManager::onAcquired(LeaseKeeper* keeper) {
    TestLease* lease = find(keeper->key());
    if (!lease)
        return;
    const auto token = keeper->fencingToken();
    if (lease->saved) {
        const auto savedToken = lease->saved->fencingToken;
        lease->note = savedToken && token && *savedToken != *token
                          ? tr("Resumed, but the saved lease had lapsed: this is a new "
                               "acquisition (fencing token %1, was %2).")
                                .arg(*token)
                                .arg(*savedToken)
                          : tr("Resumed the same acquisition after a restart.");
        saveResumableRow(*lease);
    } else if (lease->wantResume) {
        persistResume(*lease);
    }
    changed(lease->key);
}

void TestLeaseManager::onLost(LeaseKeeper* keeper, LeaseKeeper::LossReason reason,
                              const QString& text) {
    TestLease* lease = find(keeper->key());
    if (!lease)
        return;
    auditLoss(*lease, reason);
    failLease(*lease, text);
}

void TestLeaseManager::onAcquireFailed(LeaseKeeper* keeper, const OperationResult& result) {
    TestLease* lease = find(keeper->key());
    if (!lease)
        return;
    if (lease->saved) {
        failLease(*lease, tr("Could not resume: %1").arg(errorText(result)));
        return;
    }
    forgetResume(*lease);
    lease->note = notAcquiredText(lease->key, result);
    changed(lease->key);
}

// The server's refusal and, for lock_held, who holds the lock until when as far as the
// watchlist's last read knows: that is when trying again makes sense.
QString TestLeaseManager::notAcquiredText(const QString& key, const OperationResult& result) const {
    QString text = tr("Not acquired: %1.").arg(errorText(result));
    if (!result.error || result.error->code != ErrorCode::LockHeld)
        return text;
    const WatchEntry* entry = m_session.watcher().entry(key);
    if (!entry || !entry->isHeld())
        return text;
    const std::optional<QDateTime> expiresAt = entry->expiresAt;
    const std::optional<QDateTime> takeoverAt = entry->takeoverAt();
    if (!expiresAt || !takeoverAt)
        return text;
    const QString token =
        entry->fencingToken ? QString::number(entry->fencingToken.value()) : tr("unknown");
    return text + QLatin1Char(' ') +
           tr("The last read saw it held (fencing token %1) until %2; it can be taken from %3 "
              "unless the holder renews.")
               .arg(token, timetext::utcTime(*expiresAt), timetext::utcTime(*takeoverAt));
}

void TestLeaseManager::onFinished(LeaseKeeper* keeper) {
    TestLease* lease = find(keeper->key());
    if (!lease)
        return;
    forgetResume(*lease);
    if (!lease->lost)
        lease->note = tr("Released.");
    changed(lease->key);
    if (m_closeDone && !hasOpenLeases())
        finishClose();
}

void TestLeaseManager::failLease(TestLease& lease, const QString& note) {
    const bool resumeFailed = lease.resume == TestLease::Resume::TokenMissing;
    if (!resumeFailed)
        forgetResume(lease);
    lease.lost = true;
    lease.note = note;
    changed(lease.key);
    m_notifier.notify(tr("Test lease lost: %1").arg(lease.key), note, Notifier::Urgency::Critical);
    Q_EMIT leaseLost(lease.key, note);
}

void TestLeaseManager::persistResume(TestLease& lease) {
    if (!m_secrets.isPersistent()) {
        lease.wantResume = false;
        // The reason already says that tokens are kept in memory only.
        lease.note =
            tr("This lease cannot be resumed after a restart. %1").arg(m_secrets.fallbackReason());
        changed(lease.key);
        return;
    }
    lease.resume = TestLease::Resume::Saving;
    m_secrets.write(SecretRef::leaseToken(m_profile.id, lease.key), lease.keeper->lockToken());
}

void TestLeaseManager::onSecretWritten(const SecretRef& ref, bool persisted) {
    TestLease* lease = leaseFor(ref);
    if (!lease || lease->resume != TestLease::Resume::Saving)
        return;
    if (!persisted || !lease->wantResume || !lease->keeper || !lease->keeper->isHeld()) {
        // Not wanted any more, or only in memory: nothing may be left behind.
        m_secrets.remove(ref);
        lease->resume = TestLease::Resume::No;
        if (!persisted) {
            lease->wantResume = false;
            lease->note = tr("The keychain did not keep the lock token, so this lease cannot be "
                             "resumed after a restart. %1")
                              .arg(m_secrets.fallbackReason());
        }
        changed(lease->key);
        return;
    }
    saveResumableRow(*lease);
}

void TestLeaseManager::saveResumableRow(TestLease& lease) {
    const LeaseKeeper* keeper = lease.keeper.get();
    if (!keeper)
        return;
    ResumableLease row;
    row.profileId = m_profile.id;
    row.key = lease.key;
    row.ttlSeconds = keeper->ttlSeconds();
    row.renewFraction = keeper->renewFraction();
    row.autoRenew = keeper->autoRenew();
    row.fencingToken = keeper->fencingToken();
    if (keeper->absoluteDeadline().isValid())
        row.acquisitionStart =
            keeper->absoluteDeadline().addMSecs(-limits::kAbsoluteDeadline.count());
    if (!m_resumable.save(row)) {
        lease.note = tr("Could not save the lease for a resume (database error).");
        changed(lease.key);
        return;
    }
    lease.resume = TestLease::Resume::Yes;
    changed(lease.key);
}

void TestLeaseManager::forgetResume(TestLease& lease) {
    lease.wantResume = false;
    // While the token is on its way to the keychain, onSecretWritten() removes it again.
    if (lease.resume == TestLease::Resume::No || lease.resume == TestLease::Resume::Saving)
        return;
    lease.resume = TestLease::Resume::No;
    m_resumable.remove(m_profile.id, lease.key);
    m_secrets.remove(SecretRef::leaseToken(m_profile.id, lease.key));
}

void TestLeaseManager::resumeSaved(const ResumableLease& saved) {
    TestLease lease;
    lease.key = saved.key;
    lease.wantResume = true;
    lease.resume = TestLease::Resume::WaitingToken;
    lease.saved = saved;
    lease.note = tr("Resuming: reading the lock token from the keychain…");
    addRow(std::move(lease));
    m_secrets.read(SecretRef::leaseToken(m_profile.id, saved.key));
}

TestLease* TestLeaseManager::leaseFor(const SecretRef& ref) {
    if (ref.kind != SecretRef::Kind::LeaseToken || ref.profileId != m_profile.id || !m_active)
        return nullptr;
    return find(ref.lockKey);
}

void TestLeaseManager::onSecretRead(const SecretRef& ref, const QString& secret) {
    TestLease* lease = leaseFor(ref);
    if (!lease || lease->resume != TestLease::Resume::WaitingToken || !lease->saved)
        return;
    if (const auto valid = validation::validateLockToken(secret); !valid) {
        lease->resume = TestLease::Resume::TokenMissing;
        failLease(*lease, tr("Cannot resume: the stored lock token is not valid (%1).")
                              .arg(valid.error().message));
        return;
    }
    const ResumableLease& saved = *lease->saved;
    Request request;
    request.key = saved.key;
    request.ttlSeconds = saved.ttlSeconds;
    request.renewFraction = saved.renewFraction;
    request.autoRenew = saved.autoRenew;
    lease->resume = TestLease::Resume::Yes;
    lease->note = tr("Resuming with the saved lock token…");
    lease->keeper = createKeeper(request);
    if (saved.acquisitionStart.isValid())
        lease->keeper->setAcquisitionStartHint(saved.acquisitionStart);
    changed(saved.key);
    lease->keeper->start(saved.key, saved.ttlSeconds, secret);
}

void TestLeaseManager::onSecretMissing(const SecretRef& ref, const QString& why) {
    TestLease* lease = leaseFor(ref);
    if (!lease || lease->resume != TestLease::Resume::WaitingToken)
        return;
    lease->resume = TestLease::Resume::TokenMissing;
    failLease(*lease, tr("Cannot resume the lease. %1 Dismiss the row to forget it.").arg(why));
}

} // namespace volcano::ui
