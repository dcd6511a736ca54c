// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "Failure.h"

namespace volcano::lockctl {
namespace {

// Stable machine-readable codes for failures that carry no server code.
QString localCodeFor(FailureKind kind) {
    switch (kind) {
    case FailureKind::InvalidInput:
        return QStringLiteral("invalid_input");
    case FailureKind::Transport:
        return QStringLiteral("connection_failed");
    case FailureKind::Timeout:
        return QStringLiteral("timeout");
    case FailureKind::Redirect:
        return QStringLiteral("redirect_refused");
    case FailureKind::BadResponse:
        return QStringLiteral("bad_response");
    default:
        return QStringLiteral("http_error");
    }
}

// Without an HTTP answer the message alone ("Connection refused") does not say to whom.
QString messageNamingServer(const ApiError& error, const QUrl& server) {
    const bool noAnswer =
        error.kind == FailureKind::Transport || error.kind == FailureKind::Timeout;
    if (noAnswer && !server.isEmpty())
        return QStringLiteral("%1: %2").arg(server.toDisplayString(), error.message);
    return error.message;
}

} // namespace

Failure Failure::fromApiError(const ApiError& error, const QUrl& server) {
    Failure failure;
    failure.code = error.codeText.isEmpty() ? localCodeFor(error.kind) : error.codeText;
    ApiError named = error;
    named.message = messageNamingServer(error, server);
    failure.message = named.message;
    // Scripts get the retry delay in the message too; advice() already says it in plain text.
    if (error.kind == FailureKind::RateLimited && error.retryAfterSeconds)
        failure.message += QStringLiteral("; retry in %1 s").arg(*error.retryAfterSeconds);
    failure.plainText = named.advice();
    // The command line reads its key from the environment only: name where it came from.
    if (error.code == ErrorCode::Unauthorized)
        failure.plainText += QStringLiteral(" — the key is read from VOLCANO_SERVICE_KEY");
    failure.httpStatus = error.httpStatus;
    failure.exitCode = exitCodeFor(error.kind);
    return failure;
}

Failure Failure::usage(const QString& message) {
    Failure failure;
    failure.code = QStringLiteral("usage");
    failure.message = message;
    failure.plainText = message + QStringLiteral(" — run volcano-lockctl --help for usage");
    failure.exitCode = ExitCode::Usage;
    return failure;
}

Failure Failure::storeUnavailable(const QString& message) {
    Failure failure = usage(message);
    failure.code = QStringLiteral("store_unavailable");
    failure.plainText = message;
    failure.exitCode = ExitCode::Unavailable;
    return failure;
}

Failure Failure::invalidInput(const QString& code, const QString& message) {
    Failure failure;
    failure.code = code;
    failure.message = message;
    failure.plainText = QStringLiteral("%1: %2 — nothing was sent").arg(code, message);
    failure.exitCode = ExitCode::Usage;
    return failure;
}

Failure Failure::missingServiceKey() {
    Failure failure;
    failure.code = QStringLiteral("missing_service_key");
    failure.message = QStringLiteral("VOLCANO_SERVICE_KEY is not set");
    failure.plainText =
        QStringLiteral("missing_service_key: VOLCANO_SERVICE_KEY is not set — export a "
                       "service-role key, or a scoped key with locks.manage (it is read from "
                       "the environment only, never from a flag, so it does not show in ps)");
    failure.exitCode = ExitCode::Auth;
    return failure;
}

Failure Failure::reasonRequired(const QString& key, const QString& why) {
    Failure failure;
    failure.code = QStringLiteral("reason_required");
    failure.message = QStringLiteral("force-release of %1 needs --reason TEXT, and nothing was "
                                     "sent: %2")
                          .arg(key, why);
    failure.plainText = failure.code + QStringLiteral(": ") + failure.message;
    failure.exitCode = ExitCode::Usage;
    return failure;
}

Failure Failure::confirmationRequired(const QString& key) {
    Failure failure;
    failure.code = QStringLiteral("confirmation_required");
    failure.message =
        QStringLiteral("force-release drops the lease on %1 whoever holds it and breaks mutual "
                       "exclusion: the holder keeps working until its next renewal fails, so "
                       "its writes are only rejected if the protected resource checks fencing "
                       "tokens; re-run with --yes if that is safe")
            .arg(key);
    failure.plainText = failure.code + QStringLiteral(": ") + failure.message;
    failure.exitCode = ExitCode::Usage;
    return failure;
}

} // namespace volcano::lockctl
