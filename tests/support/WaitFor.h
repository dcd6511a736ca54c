// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/OperationResult.h"

namespace volcano {
class PendingCall;
}

namespace volcano::test {

// Waits for the call's single finished() signal and returns its result: an empty result (no
// HTTP status, no error) when it did not come within timeoutMs.
OperationResult waitFor(PendingCall* call, int timeoutMs = 15000);

} // namespace volcano::test
