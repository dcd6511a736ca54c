// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/KeyImportSummary.h"

#include <QObject>
#include <QStringList>

namespace volcano::ui::keyimportsummary {
QString previewHeadline(const KeyList& list) {
    const bool items = list.numbering == KeyList::Numbering::Items;
    QStringList parts{list.keys.isEmpty()
                          ? QObject::tr("Nothing to add")
                          : QObject::tr("%Ln keys to add", nullptr, int(list.keys.size()))};
    if (!list.alreadyWatched.isEmpty())
        parts << QObject::tr("%L1 already watched").arg(list.alreadyWatched.size());
    if (!list.rejected.isEmpty())
        parts << (items ? QObject::tr("%Ln items rejected", nullptr, int(list.rejected.size()))
                        : QObject::tr("%Ln lines rejected", nullptr, int(list.rejected.size())));
    if (!list.repeated.isEmpty())
        parts << QObject::tr("%Ln keys repeated (counted once)", nullptr,
                             int(list.repeated.size()));
    return parts.join(QStringLiteral("; ")) + QLatin1Char('.');
}

QString addButtonText(qsizetype n) {
    if (n == 0)
        return QObject::tr("Add keys");
    return QObject::tr("Add %Ln keys", nullptr, int(n));
}

QString headline(const KeyImportResult& result) {
    if (result.error)
        return QObject::tr("Nothing was added: %1").arg(*result.error);
    QStringList parts{QObject::tr("Added %Ln keys", nullptr, int(result.accepted.size()))};
    if (!result.alreadyWatched.isEmpty())
        parts << QObject::tr("%L1 already watched").arg(result.alreadyWatched.size());
    if (!result.rejected.isEmpty())
        parts << QObject::tr("%L1 rejected").arg(result.rejected.size());
    return parts.join(QStringLiteral("; ")) + QLatin1Char('.');
}

} // namespace volcano::ui::keyimportsummary
