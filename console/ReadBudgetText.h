// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/ReadPacer.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace volcano {
class PollScheduler;
}

// What the status bar says about the read budget, in words an operator can act on.
namespace volcano::readbudget {

// Per-key reads slower than this leave whole leases unseen: a 30 s TTL is common.
inline constexpr qint64 kSlowCoverageMs = 30'000;

// "budget spent until 12:35:00" once every read of this UTC minute is sent; empty before.
QString spentText(int readsSent, int readCapacity, const QDateTime& now);

// How often each key can be read when the budget is shared evenly, e.g. "200 keys at 60
// reads a minute: each key about every 3 min 20 s". Empty while every key is read at least
// every kSlowCoverageMs, or without keys.
QString coverageWarning(int keys, int readsPerMinute);

// Milliseconds between two reads of one key at an even share, or nothing without a budget.
std::optional<qint64> perKeyIntervalMs(int keys, int readsPerMinute);

// When the scheduler reads key next, for a row's tooltip and the detail: "reading now",
// "in 4 s (takeover check)", "after 12:35:00: this minute's budget is spent", "when the spare
// budget reaches it".
QString nextReadText(const PollScheduler& scheduler, const QString& key);
// The same in a table cell's room: "read in 4 s", "reading now"; empty when this console
// plans no read of the key within kShortNextReadMs.
inline constexpr qint64 kShortNextReadMs = 59'000;
QString nextReadShortText(const PollScheduler& scheduler, const QString& key);
// The widest texts nextReadShortText() gives, for sizing a column.
QStringList nextReadShortWidest();

// Where the reads of the last minute went, by the planner's reason, most first: "reads: 41
// refresh · 12 takeover · 7 selected". Empty without reads.
QString readMixText(const ReadPacer::ReasonCounts& counts);

// "server clock in step", "server clock +4.2 s", "server clock -1.5 s".
QString serverClockText(qint64 offsetMs);

} // namespace volcano::readbudget
