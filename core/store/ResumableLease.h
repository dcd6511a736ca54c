// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace volcano {

// A test lease the user asked to keep across a console restart: everything needed to take it
// up again EXCEPT the lock token, which only the keychain holds (SecretRef::leaseToken).
struct ResumableLease {
    QString profileId;
    QString key;
    qint64 ttlSeconds = 0;
    double renewFraction = 1.0 / 3.0;
    bool autoRenew = true;
    // The acquisition's fencing token when it was saved: a resume that gets another one
    // found the lease lapsed and started a new acquisition.
    std::optional<FencingToken> fencingToken;
    // Server time the acquisition started (its 90-day deadline counts from here).
    QDateTime acquisitionStart;
    QDateTime savedAt;

    friend bool operator==(const ResumableLease&, const ResumableLease&) = default;
};

} // namespace volcano
