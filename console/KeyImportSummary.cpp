// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/KeyImportSummary.h"

#include <QObject>
#include <QStringList>

namespace volcano::ui::keyimportsummary {
namespace {

// Spelled out rather than "%n", which needs a translation file to pick the singular.
QString count(qsizetype n, const QString& one, const QString& many) {
    return n == 1 ? one : many.arg(n);
}

} // namespace

QString previewHeadline(const KeyList& list) {
    const bool items = list.numbering == KeyList::Numbering::Items;
    QStringList parts{list.keys.isEmpty() ? QObject::tr("Nothing to add")
                                          : count(list.keys.size(), QObject::tr("1 key to add"),
                                                  QObject::tr("%1 keys to add"))};
    if (!list.alreadyWatched.isEmpty())
        parts << QObject::tr("%1 already watched").arg(list.alreadyWatched.size());
    if (!list.rejected.isEmpty())
        parts << (items ? count(list.rejected.size(), QObject::tr("1 item rejected"),
                                QObject::tr("%1 items rejected"))
                        : count(list.rejected.size(), QObject::tr("1 line rejected"),
                                QObject::tr("%1 lines rejected")));
    if (!list.repeated.isEmpty())
        parts << count(list.repeated.size(), QObject::tr("1 key repeated (counted once)"),
                       QObject::tr("%1 keys repeated (counted once)"));
    return parts.join(QStringLiteral("; ")) + QLatin1Char('.');
}

QString addButtonText(qsizetype n) {
    if (n == 0)
        return QObject::tr("Add keys");
    return count(n, QObject::tr("Add 1 key"), QObject::tr("Add %1 keys"));
}

QString headline(const KeyImportResult& result) {
    if (result.error)
        return QObject::tr("Nothing was added: %1").arg(*result.error);
    QStringList parts{
        count(result.accepted.size(), QObject::tr("Added 1 key"), QObject::tr("Added %1 keys"))};
    if (!result.alreadyWatched.isEmpty())
        parts << QObject::tr("%1 already watched").arg(result.alreadyWatched.size());
    if (!result.rejected.isEmpty())
        parts << QObject::tr("%1 rejected").arg(result.rejected.size());
    return parts.join(QStringLiteral("; ")) + QLatin1Char('.');
}

} // namespace volcano::ui::keyimportsummary
