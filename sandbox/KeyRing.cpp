// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/KeyRing.h"

#include <QRandomGenerator>

#include <array>

namespace volcano::sandbox {
namespace {

const QString kLocksManage = QStringLiteral("locks.manage");

KeyRing::Verdict refused(ErrorCode code, const QString& project, const QString& message) {
    return KeyRing::Verdict{project, code, message, false};
}

} // namespace

KeyRing::KeyRing(const SandboxConfig& config)
    : m_adminKey(config.adminKey) {
    for (const ProjectConfig& project : config.projects) {
        m_projectIds << project.id;
        for (const ApiKey& key : project.keys)
            m_bySecret.insert(key.secret, Entry{project.id, key});
    }
}

QString KeyRing::bearerToken(const QByteArray& authorization) {
    const QByteArray value = authorization.trimmed();
    const QByteArray scheme = QByteArrayLiteral("bearer ");
    if (value.size() <= scheme.size() || value.left(scheme.size()).toLower() != scheme)
        return {};
    return QString::fromUtf8(value.mid(scheme.size()).trimmed());
}

KeyRing::Verdict KeyRing::authorizeLockCall(const QByteArray& authorization) const {
    const QString secret = bearerToken(authorization);
    if (secret.isEmpty())
        return refused(ErrorCode::Unauthorized, {},
                       QStringLiteral("send Authorization: Bearer with a service-role key"));
    const auto found = m_bySecret.constFind(secret);
    if (found == m_bySecret.constEnd())
        return refused(ErrorCode::Unauthorized, {}, QStringLiteral("unknown API key"));
    const Entry& entry = found.value();
    switch (entry.key.kind) {
    case KeyKind::ServiceRole:
        return Verdict{entry.project, std::nullopt, {}, entry.key.internal};
    case KeyKind::Scoped:
        if (entry.key.scopes.contains(kLocksManage))
            return Verdict{entry.project, std::nullopt, {}, false};
        return refused(ErrorCode::MissingScope, entry.project,
                       QStringLiteral("this scoped key lacks the locks.manage scope"));
    case KeyKind::Anon:
        return refused(ErrorCode::ForbiddenKeyKind, entry.project,
                       QStringLiteral("anon keys cannot use project locks; use a service-role "
                                      "key"));
    case KeyKind::UserToken:
        return refused(ErrorCode::ForbiddenKeyKind, entry.project,
                       QStringLiteral("auth-user access tokens cannot use project locks; use a "
                                      "service-role key"));
    case KeyKind::PlatformToken:
        return refused(ErrorCode::ForbiddenKeyKind, entry.project,
                       QStringLiteral("platform tokens cannot use project locks; use a "
                                      "service-role key"));
    }
    return refused(ErrorCode::Unauthorized, {}, QStringLiteral("unknown API key"));
}

bool KeyRing::isAdmin(const QByteArray& authorization) const {
    const QString secret = bearerToken(authorization);
    return !secret.isEmpty() && secret == m_adminKey;
}

QString KeyRing::addInternalServiceKey(const QString& project) {
    std::array<quint32, 6> words{};
    QRandomGenerator::system()->fillRange(words.data(), words.size());
    const QByteArray bytes(reinterpret_cast<const char*>(words.data()),
                           static_cast<qsizetype>(words.size() * sizeof(quint32)));
    QString secret = QStringLiteral("sk_internal_") + QString::fromLatin1(bytes.toHex());
    m_bySecret.insert(secret, Entry{project, ApiKey{secret, KeyKind::ServiceRole, {}, true}});
    return secret;
}

} // namespace volcano::sandbox
