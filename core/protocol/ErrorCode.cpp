// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/ErrorCode.h"

#include <array>
#include <utility>

namespace volcano {
namespace {

struct CodeRow {
    ErrorCode code;
    const char16_t* text;
    int status;
};

constexpr std::array kCodes{
    CodeRow{ErrorCode::InvalidLockKey, u"invalid_lock_key", 400},
    CodeRow{ErrorCode::InvalidTtl, u"invalid_ttl", 400},
    CodeRow{ErrorCode::InvalidLockToken, u"invalid_lock_token", 400},
    CodeRow{ErrorCode::InvalidBody, u"invalid_body", 400},
    CodeRow{ErrorCode::Unauthorized, u"unauthorized", 401},
    CodeRow{ErrorCode::ForbiddenKeyKind, u"forbidden_key_kind", 403},
    CodeRow{ErrorCode::MissingScope, u"missing_scope", 403},
    CodeRow{ErrorCode::LockHeld, u"lock_held", 409},
    CodeRow{ErrorCode::LeaseDeadlineExceeded, u"lease_deadline_exceeded", 409},
    CodeRow{ErrorCode::LockOwnershipLost, u"lock_ownership_lost", 409},
    CodeRow{ErrorCode::RateLimited, u"rate_limited", 429},
    CodeRow{ErrorCode::RegionUnavailable, u"region_unavailable", 503},
};

} // namespace

QString errorCodeText(ErrorCode code) {
    for (const auto& row : kCodes) {
        if (row.code == code)
            return QString::fromUtf16(row.text);
    }
    return QStringLiteral("unknown");
}

ErrorCode errorCodeFromText(QStringView text) {
    for (const auto& row : kCodes) {
        if (text == QStringView(row.text))
            return row.code;
    }
    return ErrorCode::Unknown;
}

int httpStatusFor(ErrorCode code) {
    for (const auto& row : kCodes) {
        if (row.code == code)
            return row.status;
    }
    return 500;
}

} // namespace volcano
