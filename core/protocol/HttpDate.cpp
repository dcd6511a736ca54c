// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/HttpDate.h"

#include <QLocale>
#include <QTimeZone>

namespace volcano::httpdate {
namespace {
const QString kFormat = QStringLiteral("ddd, dd MMM yyyy hh:mm:ss 'GMT'");
}

QByteArray format(const QDateTime& time) {
    return QLocale::c().toString(time.toUTC(), kFormat).toLatin1();
}

QDateTime parse(const QByteArray& text) {
    // Date and time are read apart and joined as UTC: reading them as one local time first
    // would lose the hour a DST gap skips (QLocale::toDateTime has no UTC mode in Qt 6.4).
    // IMF-fixdate has fixed columns: "Wed, 02 Dec 2026 14:13:25 GMT".
    const QString trimmed = QString::fromLatin1(text.trimmed());
    if (trimmed.size() != 29 || trimmed[16] != u' ' || !trimmed.endsWith(QLatin1StringView(" GMT")))
        return {};
    const QDate date = QLocale::c().toDate(trimmed.left(16), QStringLiteral("ddd, dd MMM yyyy"));
    const QTime time = QTime::fromString(trimmed.mid(17, 8), QStringLiteral("hh:mm:ss"));
    if (!date.isValid() || !time.isValid())
        return {};
    return QDateTime(date, time, QTimeZone::utc());
}

} // namespace volcano::httpdate
