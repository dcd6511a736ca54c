// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/KeyImportSummary.h"

#include <QObject>
#include <QStringList>

namespace volcano::ui::keyimportsummary {

QString headline(const KeyImportResult& result) {
    if (result.error)
        return QObject::tr("Nothing was added: %1").arg(*result.error);
    const qsizetype added = result.accepted.size();
    QStringList parts{added == 1 ? QObject::tr("Added 1 key")
                                 : QObject::tr("Added %1 keys").arg(added)};
    if (!result.alreadyWatched.isEmpty())
        parts << QObject::tr("%n already watched", nullptr, int(result.alreadyWatched.size()));
    if (!result.rejected.isEmpty())
        parts << QObject::tr("%n rejected", nullptr, int(result.rejected.size()));
    return parts.join(QStringLiteral("; ")) + QLatin1Char('.');
}

QString rejectedLines(const KeyImportResult& result, int maxLines) {
    QStringList lines;
    for (const KeyImportResult::Rejection& rejection : result.rejected) {
        if (lines.size() == maxLines) {
            lines << QObject::tr("… and %n more", nullptr, int(result.rejected.size()) - maxLines);
            break;
        }
        lines << QStringLiteral("%1 — %2").arg(rejection.text, rejection.reason);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace volcano::ui::keyimportsummary
