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

bool isPosix(const QLocale& locale) {
    return locale.language() == QLocale::C;
}

// A Qt time format without its time-zone field ("t"), quoted literals kept.
QString withoutZone(const QString& format) {
    QString result;
    bool quoted = false;
    for (const QChar c : format) {
        if (c == QLatin1Char('\''))
            quoted = !quoted;
        if (quoted || c != QLatin1Char('t'))
            result += c;
    }
    return result.simplified();
}

} // namespace

QString secondsFormat(const QLocale& locale) {
    if (isPosix(locale))
        return QStringLiteral("HH:mm:ss");
    return withoutZone(locale.timeFormat(QLocale::LongFormat));
}

QString minutesFormat(const QLocale& locale) {
    if (isPosix(locale))
        return QStringLiteral("HH:mm");
    return locale.timeFormat(QLocale::ShortFormat);
}

QString dateFormat(const QLocale& locale) {
    if (isPosix(locale))
        return QStringLiteral("yyyy-MM-dd");
    return locale.dateFormat(QLocale::ShortFormat);
}

QStringList widestClockTimes() {
    const QLocale locale;
    QStringList samples;
    for (const QTime time : {QTime(10, 58, 58), QTime(22, 58, 58)}) {
        QString sample = locale.toString(time, secondsFormat(locale));
        for (QChar& c : sample) {
            if (c.isDigit())
                c = QLatin1Char('8');
        }
        samples << sample;
    }
    samples.removeDuplicates();
    return samples;
}

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
    const QLocale locale;
    QString clock = locale.toString(local.time(), secondsFormat(locale));
    if (local.date() == now.toLocalTime().date())
        return clock;
    return locale.toString(local.date(), dateFormat(locale)) + QLatin1Char(' ') + clock;
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
