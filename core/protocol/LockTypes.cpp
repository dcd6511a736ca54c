// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/LockTypes.h"

namespace volcano {

QString operationName(Operation op) {
    switch (op) {
    case Operation::Acquire:
        return QStringLiteral("acquire");
    case Operation::Renew:
        return QStringLiteral("renew");
    case Operation::Release:
        return QStringLiteral("release");
    case Operation::Read:
        return QStringLiteral("read");
    case Operation::ForceRelease:
        return QStringLiteral("force release");
    }
    return {};
}

QByteArray operationVerb(Operation op) {
    switch (op) {
    case Operation::Acquire:
        return QByteArrayLiteral("POST");
    case Operation::Renew:
        return QByteArrayLiteral("PATCH");
    case Operation::Release:
    case Operation::ForceRelease:
        return QByteArrayLiteral("DELETE");
    case Operation::Read:
        return QByteArrayLiteral("GET");
    }
    return {};
}

} // namespace volcano
