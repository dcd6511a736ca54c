// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/WatchEntry.h"

#include <QString>
#include <QStringList>

// What the console says about the renewals it inferred from reads (RenewalPattern), in one
// place so the table's tooltip, the detail panel and the force-release dialog agree.
namespace volcano::ui::renewaltext {

// "3 seen, latest at 14:03:27", "every 10 s or less", "TTL ≥ 30 s", "next renewal overdue";
// empty when the lock is not held or no renewal was seen.
QStringList facts(const WatchEntry& entry);
// The facts joined with " · "; "none seen yet" while held without a renewal seen, "—" when
// the lock is not held.
QString summary(const WatchEntry& entry);

} // namespace volcano::ui::renewaltext
