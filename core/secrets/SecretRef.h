// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QMetaType>
#include <QString>

namespace volcano {

// Names one secret in the keychain: a profile's service key, or the lock token of a test
// lease the user asked to resume after a restart. Carries no secret itself.
struct SecretRef {
    enum class Kind { ServiceKey, LeaseToken, StorePassword, WebhookCredential };

    Kind kind = Kind::ServiceKey;
    QString profileId;
    QString lockKey; // LeaseToken only

    static SecretRef serviceKey(const QString& profileId) {
        return {Kind::ServiceKey, profileId, {}};
    }
    // The team store's database password (team mode).
    static SecretRef storePassword(const QString& profileId) {
        return {Kind::StorePassword, profileId, {}};
    }
    static SecretRef leaseToken(const QString& profileId, const QString& lockKey) {
        return {Kind::LeaseToken, profileId, lockKey};
    }
    // The user and password of a solo console's alert webhook, by its target id (the URL
    // without them is in the rule file): "webhook/<target id>".
    static SecretRef webhookCredential(const QString& targetId) {
        return {Kind::WebhookCredential, {}, targetId};
    }

    // The keychain account name: "service-key/<profile>", "store-password/<profile>" or
    // "lease-token/<profile>/<key>".
    QString account() const {
        if (kind == Kind::ServiceKey)
            return QStringLiteral("service-key/") + profileId;
        if (kind == Kind::StorePassword)
            return QStringLiteral("store-password/") + profileId;
        if (kind == Kind::WebhookCredential)
            return QStringLiteral("webhook/") + lockKey;
        return QStringLiteral("lease-token/") + profileId + QLatin1Char('/') + lockKey;
    }

    friend bool operator==(const SecretRef&, const SecretRef&) = default;
};

} // namespace volcano

Q_DECLARE_METATYPE(volcano::SecretRef)
