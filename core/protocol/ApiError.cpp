// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/ApiError.h"

#include "protocol/LockTypes.h"

namespace volcano {
namespace {

QString adviceForCode(ErrorCode code) {
    switch (code) {
    case ErrorCode::InvalidLockKey:
        return QStringLiteral("use 1-128 characters of letters, digits, '.', '_', ':' or '-'");
    case ErrorCode::InvalidTtl:
        return QStringLiteral("use a TTL of %1 to %2 seconds")
            .arg(limits::kMinTtlSeconds)
            .arg(limits::kMaxTtlSeconds);
    case ErrorCode::InvalidLockToken:
        return QStringLiteral("pass the lock token as a canonical UUID");
    case ErrorCode::InvalidBody:
        return QStringLiteral("send a JSON object with an integer ttl_seconds");
    case ErrorCode::Unauthorized:
        return QStringLiteral("check the service key: the server does not know it (wrong key, "
                              "project or URL)");
    case ErrorCode::ForbiddenKeyKind:
    case ErrorCode::MissingScope:
        return QStringLiteral("use a service-role key, or a scoped key with locks.manage; anon "
                              "keys, user access tokens and platform tokens are rejected");
    case ErrorCode::LockHeld:
        return QStringLiteral("another token holds the lock (or it expired less than 1 s ago); "
                              "wait for it to expire or be released");
    case ErrorCode::LeaseDeadlineExceeded:
        return QStringLiteral("this token's acquisition reached its 90-day deadline; acquire "
                              "with a new token");
    case ErrorCode::LockOwnershipLost:
        return QStringLiteral("this token no longer holds the lease; stop the protected work "
                              "and acquire again");
    case ErrorCode::RateLimited:
        return QStringLiteral("the project used its 600 requests this minute; retry after the "
                              "window resets");
    case ErrorCode::RegionUnavailable:
        return QStringLiteral("the control-plane region is unavailable; lock operations fail "
                              "closed, retry later");
    case ErrorCode::Unknown:
        break;
    }
    return {};
}

QString adviceForKind(FailureKind kind) {
    switch (kind) {
    case FailureKind::InvalidInput:
        return QStringLiteral("fix the input; nothing was sent");
    case FailureKind::Transport:
        return QStringLiteral("check the URL and that the server is running");
    case FailureKind::Timeout:
        return QStringLiteral("the server did not answer in time; check it and retry");
    case FailureKind::Redirect:
        return QStringLiteral("the server redirected; point the URL at the final address "
                              "(redirects are never followed so keys are not re-sent)");
    case FailureKind::BadResponse:
        return QStringLiteral("the answer did not match the lock API; check the URL points "
                              "at a lock service");
    default:
        return QStringLiteral("see the server's message");
    }
}

// Compares two fragments of a message as a reader would: case, surrounding blanks and a
// final full stop do not make them different.
QString normalized(const QString& text) {
    QString simple = text.simplified().toLower();
    while (simple.endsWith(QLatin1Char('.')))
        simple.chop(1);
    return simple;
}

} // namespace

FailureKind failureKindForStatus(int httpStatus) {
    switch (httpStatus) {
    case 400:
        return FailureKind::BadRequest;
    case 401:
        return FailureKind::Unauthorized;
    case 403:
        return FailureKind::Forbidden;
    case 409:
        return FailureKind::Conflict;
    case 429:
        return FailureKind::RateLimited;
    case 503:
        return FailureKind::Unavailable;
    default:
        if (httpStatus >= 300 && httpStatus < 400)
            return FailureKind::Redirect;
        return FailureKind::BadResponse;
    }
}

QString failureKindName(FailureKind kind) {
    switch (kind) {
    case FailureKind::InvalidInput:
        return QStringLiteral("invalid input");
    case FailureKind::BadRequest:
        return QStringLiteral("bad request");
    case FailureKind::Unauthorized:
        return QStringLiteral("unauthorized");
    case FailureKind::Forbidden:
        return QStringLiteral("forbidden");
    case FailureKind::Conflict:
        return QStringLiteral("conflict");
    case FailureKind::RateLimited:
        return QStringLiteral("rate limited");
    case FailureKind::Unavailable:
        return QStringLiteral("unavailable");
    case FailureKind::Transport:
        return QStringLiteral("transport error");
    case FailureKind::Timeout:
        return QStringLiteral("timeout");
    case FailureKind::Redirect:
        return QStringLiteral("redirect refused");
    case FailureKind::BadResponse:
        return QStringLiteral("unexpected response");
    }
    return {};
}

QString ApiError::label() const {
    if (!codeText.isEmpty())
        return QStringLiteral("%1 (%2)").arg(codeText).arg(httpStatus);
    if (httpStatus > 0)
        return QStringLiteral("%1 (%2)").arg(failureKindName(kind)).arg(httpStatus);
    return failureKindName(kind);
}

QString ApiError::advice() const {
    // Each part is said once: a server message that only repeats the code, the kind or the
    // label ("transport error: transport error") adds nothing and is left out.
    QString text = label();
    const QString said = normalized(message);
    const bool repeats = said.isEmpty() || said == normalized(text) ||
                         said == normalized(codeText) || said == normalized(failureKindName(kind));
    if (!repeats)
        text += QStringLiteral(": ") + message;
    QString what = adviceForCode(code);
    if (what.isEmpty())
        what = adviceForKind(kind);
    if (kind == FailureKind::RateLimited && retryAfterSeconds)
        what = QStringLiteral("the project's quota for this minute is spent; retry in %1 s")
                   .arg(*retryAfterSeconds);
    if (normalized(what) == said)
        return text;
    return text + QStringLiteral(" — ") + what;
}

} // namespace volcano
