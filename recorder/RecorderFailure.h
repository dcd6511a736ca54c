// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QString>

namespace volcano::recorder {

// Why volcano-lock-recorder stops, as its exit code says (spec/recorder.md) and a line a
// person can read. Never holds a secret.
struct RecorderFailure {
    enum Code {
        Usage = 2,       // usage or invalid input
        Unreachable = 5, // store or API unreachable at start
        Auth = 6,        // API key or database credentials refused
    };
    Code code = Usage;
    QString message;

    static RecorderFailure usage(QString message) { return {Usage, std::move(message)}; }
    // A store that would not open: credentials refused (6) or anything else (5).
    static RecorderFailure fromStoreError(const QString& message);
};

} // namespace volcano::recorder
