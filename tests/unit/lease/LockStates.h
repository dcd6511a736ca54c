// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"

#include <QDateTime>

// What a read of a lock answers, as the lease tests build them.
namespace volcano::test {

inline LockState freeLock() {
    return LockState{};
}

inline LockState heldLock(qint64 expiresAtMs, quint64 token) {
    LockState state;
    state.held = true;
    state.expiresAt = QDateTime::fromMSecsSinceEpoch(expiresAtMs, Qt::UTC);
    state.fencingToken = token;
    return state;
}

} // namespace volcano::test
