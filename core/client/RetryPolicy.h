// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <chrono>

namespace volcano {

// Retries on transport errors only; HTTP answers are never retried automatically.
struct RetryPolicy {
    int maxAttempts = 3;
    std::chrono::milliseconds initialBackoff{200};
    std::chrono::milliseconds maxBackoff{2000};

    std::chrono::milliseconds backoffBefore(int attempt) const {
        auto delay = initialBackoff;
        for (int i = 2; i < attempt && delay < maxBackoff; ++i)
            delay *= 2;
        return delay < maxBackoff ? delay : maxBackoff;
    }
};

} // namespace volcano
