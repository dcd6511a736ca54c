// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/LockTypes.h"

#include <QDateTime>
#include <QMetaType>
#include <QString>

#include <optional>

namespace volcano {

// What a read told us about a key's fencing token, relative to the previous good read.
enum class TokenEvent {
    FirstSeen, // first time this key was seen held (no earlier token known)
    Acquired,  // held again after a read had seen it free: a new acquisition
    Handover,  // the token rose between two reads that both saw it held: at least one handover
    Freed,     // held before, free now; token is the one that was freed
    Anomaly,   // the token went backwards (or a token was reused after a free)
};

// "first-seen", "acquired", "handover", "freed", "anomaly"
QString tokenEventName(TokenEvent event);
std::optional<TokenEvent> tokenEventFromName(QStringView name);

// How the previous holder's lease ended, for Freed and Handover, as far as reads can tell.
enum class EndCause {
    Unknown,       // no expiry known for the previous lease
    Released,      // it ended before its expires_at: its holder released it (or someone
                   // force-released it from elsewhere)
    Expired,       // by this read its expires_at had passed and nothing showed an earlier
                   // release: the holder stopped renewing (a crash, most often)
    ForceReleased, // this console force-released it (recorded in the audit log)
};

// "", "released", "expired", "force-released"
QString endCauseName(EndCause cause);
EndCause endCauseFromName(QStringView name);

struct TokenObservation {
    qint64 id = 0; // database row id once recorded (increasing with time)
    QString key;
    TokenEvent event = TokenEvent::FirstSeen;
    FencingToken token = 0; // the token seen (Freed: the token that held it before)
    std::optional<FencingToken> previousToken;
    QDateTime observedAt;               // console clock, UTC
    std::optional<QDateTime> expiresAt; // server clock, when held
    EndCause cause = EndCause::Unknown; // Freed and Handover: how the previous lease ended

    friend bool operator==(const TokenObservation&, const TokenObservation&) = default;
};

} // namespace volcano

Q_DECLARE_METATYPE(volcano::TokenObservation)
