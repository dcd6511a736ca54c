// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The client's reading of an HTTP answer (HttpAnswer -> OperationResult): status, JSON body
// (grants, lock states, error bodies, exact 64-bit fencing tokens, RFC 3339 times), and the
// Date, Retry-After and RateLimit-* headers. Parts: body, Date, Retry-After, RateLimit-Limit,
// RateLimit-Remaining, RateLimit-Reset; flags pick the operation and the status.
#include "FuzzInput.h"
#include "client/HttpAnswer.h"
#include "protocol/OperationResult.h"

#include <array>

using namespace volcano;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const FuzzInput input(data, size);
    static constexpr std::array<int, 12> kStatuses{200, 204, 400, 401, 403, 404,
                                                   409, 429, 500, 503, 302, 0};
    static constexpr std::array<Operation, 5> kOperations{Operation::Acquire, Operation::Renew,
                                                          Operation::Release, Operation::Read,
                                                          Operation::ForceRelease};
    HttpAnswer answer;
    answer.status = kStatuses[input.flags() % kStatuses.size()];
    answer.body = input.part(0);
    answer.date = input.part(1);
    answer.retryAfter = input.part(2);
    answer.rateLimitLimit = input.part(3);
    answer.rateLimitRemaining = input.part(4);
    answer.rateLimitReset = input.part(5);
    OperationResult result;
    result.operation = kOperations[(input.flags() / kStatuses.size()) % kOperations.size()];
    applyAnswer(answer, result);
    // Whatever came in, the result is one of: a success with its payload, or an error.
    if (result.ok() && result.operation == Operation::Read && !result.state)
        __builtin_trap();
    if (result.ok() && result.operation == Operation::Acquire && !result.grant)
        __builtin_trap();
    return 0;
}
