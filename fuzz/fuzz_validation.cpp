// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Input the operator types or a server sends: lock keys, TTLs, lock tokens, RFC 3339 times,
// and the TTL body the sandbox parses ({"ttl_seconds": N}).
#include "FuzzInput.h"
#include "protocol/LockJson.h"
#include "protocol/Rfc3339.h"
#include "protocol/Validation.h"

#include <QString>

using namespace volcano;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const FuzzInput input(data, size);
    const QString text = QString::fromUtf8(input.part(0));
    const bool validKey = validation::isValidKey(text);
    // A valid key survives a round trip through percent-encoding unchanged.
    if (validKey && QString::fromUtf8(
                        QByteArray::fromPercentEncoding(text.toUtf8().toPercentEncoding())) != text)
        __builtin_trap();
    static_cast<void>(validation::validateLockToken(text));
    bool ok = false;
    const qint64 ttl = input.part(1).toLongLong(&ok);
    if (ok)
        static_cast<void>(validation::validateTtl(ttl));
    if (const auto time = rfc3339::parse(text)) {
        // Whatever parses, formats and parses back to the same instant.
        const auto again = rfc3339::parse(rfc3339::format(*time));
        if (!again || *again != *time)
            __builtin_trap();
    }
    static_cast<void>(json::parseTtlBody(input.part(2)));
    return 0;
}
