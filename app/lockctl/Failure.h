// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "ExitCode.h"

#include "protocol/ApiError.h"

#include <QString>
#include <QUrl>

namespace volcano::lockctl {

// Why a command did not succeed, in the two shapes the CLI prints: a JSON object
// {"code","message","status"} for scripts and one line naming the code and what to do.
struct Failure {
    QString code;       // the server's code verbatim, or one of ours for local failures
    QString message;    // what went wrong
    QString plainText;  // the line printed without --json: code, message and what to do
    int httpStatus = 0; // 0 when no HTTP answer was received
    ExitCode exitCode = ExitCode::Failure;

    // server is named in the message when no HTTP answer came from it.
    static Failure fromApiError(const ApiError& error, const QUrl& server = {});
    static Failure usage(const QString& message);
    // Input found invalid before sending, e.g. code "invalid_ttl".
    static Failure invalidInput(const QString& code, const QString& message);
    // A recorded-history store that cannot be opened or read (exit code 5).
    static Failure storeUnavailable(const QString& message);
    static Failure missingServiceKey();
    static Failure confirmationRequired(const QString& key);
    // force-release without a valid --reason: exit 2.
    static Failure reasonRequired(const QString& key, const QString& why);
};

} // namespace volcano::lockctl
