// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QString>

namespace volcano {

// Why the poll planner wants a key read.
enum class ReadReason {
    First,     // never read: the first read of every key counts as a change
    Requested, // the user asked (refresh)
    Selected,  // the key the user is looking at, read fastest
    Takeover,  // just after a held lock's takeover time (expires_at + 1 s)
    FollowUp,  // soon after the key changed (a freed lock is usually taken again soon)
    Refresh,   // spare budget, spent where changes are likely (recently changing keys)
};

QString readReasonName(ReadReason reason);

// The planner's next decision: read key at atMs.
struct PlannedRead {
    QString key;
    qint64 atMs = 0; // console clock, UTC ms since the epoch
    ReadReason reason = ReadReason::Refresh;
};

} // namespace volcano
