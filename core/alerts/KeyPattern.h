// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"

#include <QRegularExpression>
#include <QString>

namespace volcano::alerts {

// Which keys a rule watches: a glob over lock keys (`shard-*`, `jobs:?`, `db-[ab]`), or
// every key when empty. Lock keys hold no '/', so Qt's wildcard conversion (which treats '/'
// as a path separator) matches them as a shell would.
class KeyPattern {
public:
    // Every key.
    KeyPattern() = default;
    // Refuses characters that no lock key can contain, so a typo does not silently match
    // nothing.
    [[nodiscard]] static Expected<KeyPattern> parse(const QString& glob);

    bool matches(const QString& key) const;
    const QString& glob() const { return m_glob; }

private:
    QString m_glob;
    QRegularExpression m_regex;
};

} // namespace volcano::alerts
