// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "secrets/SecretStore.h"

#include "secrets/KeychainMessage.h"

#include <QLoggingCategory>
#include <QTimer>

#include <qt6keychain/keychain.h>

namespace volcano {

Q_LOGGING_CATEGORY(lcSecrets, "volcano.secrets")

namespace {

// Errors that mean "there is no usable keychain here", as opposed to "this entry failed".
bool meansNoKeychain(QKeychain::Error error) {
    switch (error) {
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError:
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return true;
    case QKeychain::NoError:
    case QKeychain::EntryNotFound:
    case QKeychain::CouldNotDeleteEntry:
        return false;
    }
    return false;
}

// For the log: the error kind and QtKeychain's text about the backend (D-Bus, Secret
// Service); a secret is never part of either. Users get keychainmessage's sentences.
QString describe(QKeychain::Job* job) {
    return QStringLiteral("keychain error %1: %2").arg(int(job->error())).arg(job->errorString());
}

QString memoryOnlyReason(QKeychain::Job* job) {
    return keychainmessage::memoryOnly(job->error(), job->errorString());
}

QString failureReason(QKeychain::Job* job) {
    return keychainmessage::entryFailed(job->error(), job->errorString());
}

} // namespace

SecretStore::SecretStore(QObject* parent)
    : QObject(parent) {}

SecretStore::~SecretStore() = default;

void SecretStore::useMemoryOnly(const QString& reason) {
    fallBackToMemory(reason);
}

void SecretStore::read(const SecretRef& ref) {
    ++m_pending;
    if (!m_persistent) {
        // Queued, so callers always get the answer after read() returned, as with a job.
        QTimer::singleShot(0, this, [this, ref] {
            jobDone();
            answerReadFromMemory(ref);
        });
        return;
    }
    auto* job = new QKeychain::ReadPasswordJob(m_serviceName, this);
    job->setKey(ref.account());
    connect(job, &QKeychain::Job::finished, this,
            [this, ref](QKeychain::Job* finished) { onReadFinished(finished, ref); });
    startJob(job);
}

void SecretStore::write(const SecretRef& ref, const QString& secret) {
    ++m_pending;
    if (!m_persistent) {
        m_memory.insert(ref.account(), secret);
        QTimer::singleShot(0, this, [this, ref] {
            jobDone();
            Q_EMIT secretWritten(ref, false);
        });
        return;
    }
    auto* job = new QKeychain::WritePasswordJob(m_serviceName, this);
    job->setKey(ref.account());
    job->setTextData(secret);
    connect(job, &QKeychain::Job::finished, this, [this, ref, secret](QKeychain::Job* finished) {
        onWriteFinished(finished, ref, secret);
    });
    startJob(job);
}

void SecretStore::remove(const SecretRef& ref) {
    ++m_pending;
    m_memory.remove(ref.account());
    if (!m_persistent) {
        QTimer::singleShot(0, this, [this, ref] {
            jobDone();
            Q_EMIT secretRemoved(ref);
        });
        return;
    }
    auto* job = new QKeychain::DeletePasswordJob(m_serviceName, this);
    job->setKey(ref.account());
    connect(job, &QKeychain::Job::finished, this,
            [this, ref](QKeychain::Job* finished) { onRemoveFinished(finished, ref); });
    startJob(job);
}

void SecretStore::startJob(QKeychain::Job* job) {
    // Never let QtKeychain write a plaintext file when no keychain is available.
    job->setInsecureFallback(false);
    job->setAutoDelete(true);
    job->start();
}

void SecretStore::onReadFinished(QKeychain::Job* job, const SecretRef& ref) {
    jobDone();
    const QKeychain::Error error = job->error();
    if (error == QKeychain::NoError) {
        const auto* readJob = static_cast<QKeychain::ReadPasswordJob*>(job);
        Q_EMIT secretRead(ref, readJob->textData());
        return;
    }
    if (error == QKeychain::EntryNotFound) {
        Q_EMIT secretNotFound(ref);
        return;
    }
    if (meansNoKeychain(error)) {
        fallBackToMemory(memoryOnlyReason(job));
        answerReadFromMemory(ref);
        return;
    }
    qCWarning(lcSecrets).noquote() << "reading" << ref.account() << "failed:" << describe(job);
    Q_EMIT failed(ref, failureReason(job));
}

void SecretStore::onWriteFinished(QKeychain::Job* job, const SecretRef& ref,
                                  const QString& secret) {
    jobDone();
    const QKeychain::Error error = job->error();
    if (error == QKeychain::NoError) {
        Q_EMIT secretWritten(ref, true);
        return;
    }
    if (meansNoKeychain(error)) {
        fallBackToMemory(memoryOnlyReason(job));
        m_memory.insert(ref.account(), secret);
        Q_EMIT secretWritten(ref, false);
        return;
    }
    qCWarning(lcSecrets).noquote() << "writing" << ref.account() << "failed:" << describe(job);
    Q_EMIT failed(ref, failureReason(job));
}

void SecretStore::onRemoveFinished(QKeychain::Job* job, const SecretRef& ref) {
    jobDone();
    const QKeychain::Error error = job->error();
    if (error == QKeychain::NoError || error == QKeychain::EntryNotFound) {
        Q_EMIT secretRemoved(ref);
        return;
    }
    if (meansNoKeychain(error)) {
        fallBackToMemory(memoryOnlyReason(job));
        Q_EMIT secretRemoved(ref);
        return;
    }
    qCWarning(lcSecrets).noquote() << "removing" << ref.account() << "failed:" << describe(job);
    Q_EMIT failed(ref, failureReason(job));
}

void SecretStore::fallBackToMemory(const QString& reason) {
    if (!m_persistent)
        return;
    m_persistent = false;
    m_fallbackReason = reason;
    qCWarning(lcSecrets).noquote() << "no usable keychain:" << reason;
    Q_EMIT persistenceChanged(false, reason);
}

void SecretStore::answerReadFromMemory(const SecretRef& ref) {
    const auto found = m_memory.constFind(ref.account());
    if (found == m_memory.constEnd())
        Q_EMIT secretNotFound(ref);
    else
        Q_EMIT secretRead(ref, found.value());
}

} // namespace volcano
