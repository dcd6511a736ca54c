// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/ErrorCode.h"
#include "sandbox/SandboxConfig.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <optional>

namespace volcano::sandbox {

// Who may call what. Built from the config; looks keys up without ever logging them.
class KeyRing {
public:
    struct Verdict {
        QString project;                // empty when the key is unknown
        std::optional<ErrorCode> error; // nothing: the call may go ahead
        QString message;
        bool internal = false; // the sandbox's own demo workers
    };

    explicit KeyRing(const SandboxConfig& config);

    // For a lock operation, from the raw Authorization header.
    Verdict authorizeLockCall(const QByteArray& authorization) const;
    bool isAdmin(const QByteArray& authorization) const;
    // A service-role key of project that only the sandbox knows (for the demo workers).
    QString addInternalServiceKey(const QString& project);
    QStringList projectIds() const { return m_projectIds; }

    static QString bearerToken(const QByteArray& authorization);

private:
    struct Entry {
        QString project;
        ApiKey key;
    };
    QHash<QString, Entry> m_bySecret;
    QString m_adminKey;
    QStringList m_projectIds;
};

} // namespace volcano::sandbox
