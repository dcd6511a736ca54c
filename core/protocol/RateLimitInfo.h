// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <optional>

namespace volcano {

// The RateLimit-* extension headers; each may be absent (the hosted API may not send them).
struct RateLimitInfo {
    std::optional<int> limit;
    std::optional<int> remaining;
    std::optional<int> resetSeconds;
    bool isKnown() const { return limit.has_value() && remaining.has_value(); }
};

} // namespace volcano
