// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/Rfc3339.h"

#include <QRegularExpression>
#include <QTimeZone>

namespace volcano::rfc3339 {
namespace {

int fractionToMilliseconds(QStringView digits) {
    // Keep millisecond precision; further digits are truncated, not rounded.
    QString ms = digits.left(3).toString();
    while (ms.size() < 3)
        ms.append(u'0');
    return ms.toInt();
}

std::optional<int> offsetSeconds(QStringView zone) {
    if (zone.compare(u"Z", Qt::CaseInsensitive) == 0)
        return 0;
    const int sign = zone.front() == u'-' ? -1 : 1;
    const int hours = zone.mid(1, 2).toInt();
    const int minutes = zone.mid(4, 2).toInt();
    if (hours > 23 || minutes > 59)
        return std::nullopt;
    return sign * (hours * 3600 + minutes * 60);
}

} // namespace

std::optional<QDateTime> parse(QStringView text) {
    // Anchored with \z, as '$' would also accept a trailing newline. RFC 3339 does not
    // limit the fraction's digits.
    static const QRegularExpression pattern(QRegularExpression::anchoredPattern(
        QStringLiteral(R"((\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?)"
                       R"(([Zz]|[+-]\d{2}:\d{2}))")));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const QDate date(match.capturedView(1).toInt(), match.capturedView(2).toInt(),
                     match.capturedView(3).toInt());
    const int ms = match.hasCaptured(7) ? fractionToMilliseconds(match.capturedView(7)) : 0;
    const QTime time(match.capturedView(4).toInt(), match.capturedView(5).toInt(),
                     match.capturedView(6).toInt(), ms);
    const auto offset = offsetSeconds(match.capturedView(8));
    if (!date.isValid() || !time.isValid() || !offset)
        return std::nullopt;
    return QDateTime(date, time, QTimeZone(*offset)).toUTC();
}

QString format(const QDateTime& time) {
    const QDateTime utc = time.toUTC();
    const Qt::DateFormat form = utc.time().msec() == 0 ? Qt::ISODate : Qt::ISODateWithMs;
    return utc.toString(form);
}

} // namespace volcano::rfc3339
