// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDateTime>
#include <QString>

// How the console writes times and durations, in one place so every view agrees.
namespace volcano::ui::timetext {

// "45 s", "4 min 05 s", "2 h 03 min", "3 d 04 h"; negative durations as "-3 s".
QString duration(qint64 milliseconds);
// Time left on a countdown: duration(), except that the last second says "< 1 s" (a held
// lease reading "0 s" looked ended while it was not).
QString countdown(qint64 milliseconds);
// Local wall-clock time "14:03:27", with the date when it is not today.
QString clockTime(const QDateTime& time);
// The same, "today" being the local date of now (an injected clock's time).
QString clockTime(const QDateTime& time, const QDateTime& now);
// "2026-07-20 14:03:27.250 UTC", for correlating with server logs.
QString utcTime(const QDateTime& time);
// "2026-10-18 14:03 UTC": for far deadlines, where seconds are noise.
QString utcMinute(const QDateTime& time);
// "14:03:27.250", UTC without the date: for columns where the date is obvious.
QString utcClock(const QDateTime& time);

} // namespace volcano::ui::timetext
