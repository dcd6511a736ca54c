// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/TimeText.h"

#include <QCoreApplication>

namespace volcano::ui::timetext {

namespace {

constexpr qint64 kMinute = 60;
constexpr qint64 kHour = 60 * kMinute;
constexpr qint64 kDay = 24 * kHour;

QString twoDigits(qint64 value) {
    return QStringLiteral("%1").arg(value, 2, 10, QLatin1Char('0'));
}

QString positiveDuration(qint64 seconds) {
    if (seconds < kMinute)
        return QStringLiteral("%1 s").arg(seconds);
    if (seconds < kHour)
        return QStringLiteral("%1 min %2 s")
            .arg(seconds / kMinute)
            .arg(twoDigits(seconds % kMinute));
    if (seconds < kDay)
        return QStringLiteral("%1 h %2 min")
            .arg(seconds / kHour)
            .arg(twoDigits((seconds % kHour) / kMinute));
    return QStringLiteral("%1 d %2 h").arg(seconds / kDay).arg(twoDigits((seconds % kDay) / kHour));
}

} // namespace

QString duration(qint64 milliseconds) {
    // Round toward the earlier second so a countdown never shows time that is already gone.
    const qint64 seconds =
        milliseconds >= 0 ? milliseconds / 1000 : -((-milliseconds + 999) / 1000);
    if (seconds < 0)
        return QStringLiteral("-") + positiveDuration(-seconds);
    return positiveDuration(seconds);
}

QString countdown(qint64 milliseconds) {
    if (milliseconds > 0 && milliseconds < 1000)
        return QCoreApplication::translate("TimeText", "< 1 s");
    return duration(milliseconds);
}

QString clockTime(const QDateTime& time) {
    return clockTime(time, QDateTime::currentDateTime());
}

QString clockTime(const QDateTime& time, const QDateTime& now) {
    if (!time.isValid())
        return {};
    const QDateTime local = time.toLocalTime();
    if (local.date() == now.toLocalTime().date())
        return local.toString(QStringLiteral("HH:mm:ss"));
    return local.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString utcTime(const QDateTime& time) {
    if (!time.isValid())
        return {};
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz 'UTC'"));
}

QString utcMinute(const QDateTime& time) {
    if (!time.isValid())
        return {};
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
}

QString utcClock(const QDateTime& time) {
    if (!time.isValid())
        return {};
    return time.toUTC().toString(QStringLiteral("HH:mm:ss.zzz"));
}

} // namespace volcano::ui::timetext
