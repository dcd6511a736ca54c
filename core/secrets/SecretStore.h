// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "secrets/SecretRef.h"

#include <QHash>
#include <QObject>
#include <QString>

namespace QKeychain {
class Job;
}

namespace volcano {

// Service keys (per profile) and resumable test-lease lock tokens, kept in the OS keychain
// through QtKeychain (Secret Service on Linux). Every operation is asynchronous and answers
// with exactly one signal carrying the SecretRef it was asked for.
//
// When no keychain is usable (no Secret Service on the bus, or it refuses a write) the store
// switches to holding secrets in memory for this session only, emits persistenceChanged(false)
// once, and keeps answering from memory. There is never a plaintext fallback on disk
// (QKeychain's insecureFallback stays off) and no secret ever reaches a log, a signal other
// than secretRead(), or an error text.
class SecretStore : public QObject {
    Q_OBJECT
public:
    static constexpr QLatin1StringView kDefaultServiceName{"volcano-lock-console"};

    explicit SecretStore(QObject* parent = nullptr);
    ~SecretStore() override;

    // Tests use their own service name so they never touch a real user's entries.
    void setServiceName(const QString& name) { m_serviceName = name; }
    QString serviceName() const { return m_serviceName; }

    // False once the store fell back to memory: secrets written now are lost on exit.
    bool isPersistent() const { return m_persistent; }
    // Why the keychain is not used (empty while persistent): a plain sentence first, the
    // library's detail after it (keychainmessage::memoryOnly). Never contains a secret.
    QString fallbackReason() const { return m_fallbackReason; }
    // Skips the keychain from the start (e.g. a --no-keychain option).
    void useMemoryOnly(const QString& reason);

    // Answers with secretRead(), secretNotFound() or failed().
    void read(const SecretRef& ref);
    // Answers with secretWritten() (persisted or not) or failed().
    void write(const SecretRef& ref, const QString& secret);
    // Answers with secretRemoved() (also when there was nothing to remove) or failed().
    void remove(const SecretRef& ref);

    // Operations started and not yet answered.
    int pendingCount() const { return m_pending; }

Q_SIGNALS:
    // The only signal that carries a secret: connect it only where the secret is used.
    void secretRead(const volcano::SecretRef& ref, const QString& secret);
    // The keychain (or the memory fallback) has no entry for ref (QKeychain::EntryNotFound).
    void secretNotFound(const volcano::SecretRef& ref);
    // persisted is false when the secret is only held in memory for this session.
    void secretWritten(const volcano::SecretRef& ref, bool persisted);
    void secretRemoved(const volcano::SecretRef& ref);
    // The operation failed and no fallback applies; reason is a plain sentence first
    // (keychainmessage::entryFailed), secret-free.
    void failed(const volcano::SecretRef& ref, const QString& reason);
    // Emitted once when the store falls back to memory (persistent == false).
    void persistenceChanged(bool persistent, const QString& reason);

private:
    void onReadFinished(QKeychain::Job* job, const SecretRef& ref);
    void onWriteFinished(QKeychain::Job* job, const SecretRef& ref, const QString& secret);
    void onRemoveFinished(QKeychain::Job* job, const SecretRef& ref);
    void fallBackToMemory(const QString& reason);
    void answerReadFromMemory(const SecretRef& ref);
    void startJob(QKeychain::Job* job);
    void jobDone() { --m_pending; }

    QString m_serviceName{kDefaultServiceName};
    bool m_persistent = true;
    QString m_fallbackReason;
    QHash<QString, QString> m_memory; // account -> secret, only after falling back
    int m_pending = 0;
};

} // namespace volcano
