// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace volcano::sandbox {

// Which endpoint a raw (still percent-encoded) path names. Matching is done on the raw
// path segment by segment, so "%2F" inside a key is part of the key (and makes it
// invalid) rather than a path separator.
struct Route {
    enum class Endpoint { NotFound, Lease, Lock, ClockAdvance, ClockRewind, Region, Stats, Faults };

    Endpoint endpoint = Endpoint::NotFound;
    QString key; // percent-decoded; may be invalid, the caller validates it

    static Route match(const QByteArray& rawPath);

    bool isAdmin() const;
    bool isLockOperation() const {
        return endpoint == Endpoint::Lease || endpoint == Endpoint::Lock;
    }
    // The lock operation a method means on this endpoint; nothing for a wrong method.
    std::optional<Operation> operation(const QByteArray& method) const;
    bool allows(const QByteArray& method) const;
    QByteArray allowHeader() const;
};

} // namespace volcano::sandbox
