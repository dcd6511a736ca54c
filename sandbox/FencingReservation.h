// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "protocol/LockTypes.h"

#include <QHash>
#include <QString>

namespace volcano::sandbox {

// Keeps fencing tokens unique even when the database loses its last commits (a crash and a
// deleted or damaged -wal file roll SQLite back): every token handed out lies inside a block
// reserved beforehand in a small side file, written and synced to disk apart from SQLite.
// After any restart the sequence resumes above the last reserved block, so a token the
// database forgot is never handed out again. Tokens only have to increase, so the block a
// restart skips is a harmless gap.
class FencingReservation {
public:
    static constexpr FencingToken kBlock = 1024;

    // An empty path (an in-memory database) reserves nothing and keeps no floor.
    Expected<void> open(const QString& path);
    // Tokens up to this may have been handed out before this run started.
    FencingToken floor(const QString& project) const { return m_floor.value(project, 0); }
    // Makes sure token is inside a durably reserved block; fails when the file cannot be
    // written (the token must then not be handed out).
    Expected<void> reserve(const QString& project, FencingToken token);

private:
    Expected<void> write() const;

    QString m_path;
    QHash<QString, FencingToken> m_reserved;
    QHash<QString, FencingToken> m_floor;
};

} // namespace volcano::sandbox
