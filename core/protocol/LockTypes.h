// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDateTime>
#include <QMetaType>
#include <QString>

#include <chrono>
#include <optional>

namespace volcano {

// Fencing tokens are unsigned 64-bit and exceed 2^53: never pass them through a double.
using FencingToken = quint64;

namespace limits {
inline constexpr int kMinKeyLength = 1;
inline constexpr int kMaxKeyLength = 128;
// An acquisition ends 90 days after it started, however often it is renewed.
inline constexpr std::chrono::milliseconds kAbsoluteDeadline = std::chrono::days{90};
inline constexpr qint64 kMinTtlSeconds = 5;
// A longer TTL could not be granted: expires_at never passes the absolute deadline.
inline constexpr qint64 kMaxTtlSeconds =
    std::chrono::duration_cast<std::chrono::seconds>(kAbsoluteDeadline).count();
inline constexpr std::chrono::milliseconds kTakeoverGrace{1000};
inline constexpr std::chrono::milliseconds kLateRenewMargin{1000};
inline constexpr int kDefaultRateLimitPerMinute = 600;
inline constexpr FencingToken kDefaultFencingStart = (FencingToken{1} << 52) + 1;
} // namespace limits

// The body of a successful acquire or renew.
struct LeaseGrant {
    QDateTime expiresAt;
    FencingToken fencingToken = 0;
    friend bool operator==(const LeaseGrant&, const LeaseGrant&) = default;
};

// The body of a read: held follows takeover eligibility, not raw expiry.
struct LockState {
    bool held = false;
    std::optional<QDateTime> expiresAt;
    std::optional<FencingToken> fencingToken;
    friend bool operator==(const LockState&, const LockState&) = default;
};

enum class Operation { Acquire, Renew, Release, Read, ForceRelease };

QString operationName(Operation op);
QByteArray operationVerb(Operation op);

} // namespace volcano

Q_DECLARE_METATYPE(volcano::LeaseGrant)
Q_DECLARE_METATYPE(volcano::LockState)
