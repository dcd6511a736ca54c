// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/Validation.h"

#include "protocol/LockTypes.h"

#include <algorithm>

namespace volcano::validation {
namespace {

bool isKeyChar(QChar c) {
    const char16_t u = c.unicode();
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') ||
           u == u'.' || u == u'_' || u == u':' || u == u'-';
}

bool isHex(QChar c) {
    const char16_t u = c.unicode();
    return (u >= u'0' && u <= u'9') || (u >= u'a' && u <= u'f') || (u >= u'A' && u <= u'F');
}

} // namespace

Expected<void> validateKey(QStringView key) {
    if (key.isEmpty())
        return fail(QStringLiteral("a lock key cannot be empty"));
    if (key.size() > limits::kMaxKeyLength)
        return fail(QStringLiteral("a lock key has at most %1 characters (this one has %2)")
                        .arg(limits::kMaxKeyLength)
                        .arg(key.size()));
    for (qsizetype i = 0; i < key.size(); ++i) {
        if (isKeyChar(key[i]))
            continue;
        // Quote the whole character: half a surrogate pair would print as garbage.
        const qsizetype width = key[i].isHighSurrogate() && i + 1 < key.size() ? 2 : 1;
        return fail(QStringLiteral("character %1 ('%2') is not allowed in a lock key; use "
                                   "letters, digits, '.', '_', ':' or '-'")
                        .arg(i + 1)
                        .arg(key.mid(i, width)));
    }
    return {};
}

Expected<void> validateTtl(qint64 ttlSeconds) {
    if (ttlSeconds < limits::kMinTtlSeconds || ttlSeconds > limits::kMaxTtlSeconds)
        return fail(QStringLiteral("TTL must be %1 to %2 seconds (90 days); got %3")
                        .arg(limits::kMinTtlSeconds)
                        .arg(limits::kMaxTtlSeconds)
                        .arg(ttlSeconds));
    return {};
}

// Canonical 8-4-4-4-12 hex form, any version, no braces.
Expected<void> validateLockToken(QStringView token) {
    static constexpr int kGroupEnds[] = {8, 13, 18, 23};
    const auto invalid = [] {
        return fail(QStringLiteral("a lock token is a UUID in the form "
                                   "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx (hex digits, no braces)"));
    };
    if (token.size() != 36)
        return invalid();
    for (qsizetype i = 0; i < token.size(); ++i) {
        const bool dashExpected =
            std::find(std::begin(kGroupEnds), std::end(kGroupEnds), i) != std::end(kGroupEnds);
        if (dashExpected ? token[i] != u'-' : !isHex(token[i]))
            return invalid();
    }
    return {};
}

Expected<void> validateForceReleaseReason(QStringView reason) {
    const QString text = reason.trimmed().toString();
    const qsizetype words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts).size();
    if (words >= kMinReasonWords || text.size() >= kMinReasonCharacters)
        return {};
    return fail(QStringLiteral("a force release needs a reason of at least %1 words or %2 "
                               "characters (e.g. the incident or ticket and why the holder is "
                               "dead); it is kept in the audit log for whoever reviews it")
                    .arg(kMinReasonWords)
                    .arg(kMinReasonCharacters));
}

} // namespace volcano::validation
