// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"

#include <QDateTime>
#include <QMetaType>
#include <QString>

#include <optional>

namespace volcano {

// One successful read as the leading recorder wrote it (a row of the lock_observations
// view), or as a solo console recorded it in its own file under its profile. A free lock has
// no fencing token and no expiry.
struct RecordedObservation {
    qint64 id = 0; // the store's row id, ascending in write order; 0 before it is written
    QString key;
    QDateTime observedAt; // UTC, when the read was sent
    bool held = false;
    std::optional<FencingToken> fencingToken;
    QDateTime expiresAt; // server clock; invalid when free
    QString recorder;
    FencingToken recorderToken = 0;
    QString requestId; // X-Volcano-Request-Id of the read: finds it in the server's logs
    QString profileId; // a solo console's profile; empty for a team recorder's rows
};

} // namespace volcano

Q_DECLARE_METATYPE(volcano::RecordedObservation)
