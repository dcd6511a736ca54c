// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDateTime>
#include <QLocale>
#include <QString>
#include <QStringList>

// How the console writes times and durations, in one place so every view agrees. Local times
// follow the user's locale (LC_TIME: "14:03:27", "2:03:27 PM"); the C locale keeps ISO
// forms. UTC times stay ISO 8601 and 24-hour, as the API and server logs write them.
namespace volcano::ui::timetext {

// "45 s", "4 min 05 s", "2 h 03 min", "3 d 04 h"; negative durations as "-3 s".
QString duration(qint64 milliseconds);
// Time left on a countdown: duration(), except that the last second says "< 1 s" (a held
// lease reading "0 s" looked ended while it was not).
QString countdown(qint64 milliseconds);
// The locale's time of day with seconds and without a zone ("HH:mm:ss", "h:mm:ss AP").
QString secondsFormat(const QLocale& locale = QLocale());
// The locale's time of day to the minute ("HH:mm", "h:mm AP").
QString minutesFormat(const QLocale& locale = QLocale());
// The locale's short date ("dd.MM.yy"; "yyyy-MM-dd" in the C locale).
QString dateFormat(const QLocale& locale = QLocale());
// Today's clock times at their widest, for sizing a column: "88:88:88", or "88:88:88 AM"
// and "88:88:88 PM" where the locale has a 12-hour clock.
QStringList widestClockTimes();
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
