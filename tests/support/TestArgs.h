// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QString>
#include <QStringList>

namespace volcano::test {

inline QString toArg(const char* text) {
    return QString::fromUtf8(text);
}

inline QString toArg(const QString& text) {
    return text;
}

// args("acquire", key, "--ttl", "30"): a command line from literals and QStrings.
template <typename... Parts> QStringList args(const Parts&... parts) {
    return QStringList{toArg(parts)...};
}

} // namespace volcano::test
