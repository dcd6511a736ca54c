// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/RenewalText.h"

#include "console/TimeText.h"

#include <QCoreApplication>

namespace volcano::ui::renewaltext {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1) {
    // The context lupdate gives this namespace's strings (resources/translations).
    return QCoreApplication::translate("volcano::ui::renewaltext", text, disambiguation, n);
}

} // namespace

QStringList facts(const WatchEntry& entry) {
    const RenewalPattern& renewals = entry.renewals;
    if (!entry.isHeld() || renewals.renewalsSeen() == 0)
        return {};
    QStringList parts{tr("%Ln seen, latest at %1", nullptr, renewals.renewalsSeen())
                          .arg(timetext::clockTime(renewals.lastRenewalSeen()))};
    if (const auto cadence = renewals.cadenceMs())
        // Rounded, not cut down like a countdown: 9.97 s reads "10 s", as in the force-release
        // dialog's evidence.
        parts << tr("every %1 or less").arg(timetext::duration((*cadence + 500) / 1000 * 1000));
    if (const auto ttl = renewals.impliedTtlMs())
        parts << tr("TTL ≥ %1").arg(timetext::duration(*ttl));
    if (entry.renewalAtRisk)
        parts << tr("next renewal overdue");
    return parts;
}

QString summary(const WatchEntry& entry) {
    if (!entry.isHeld())
        return QStringLiteral("—");
    const QStringList parts = facts(entry);
    return parts.isEmpty() ? tr("none seen yet") : parts.join(QStringLiteral(" · "));
}

} // namespace volcano::ui::renewaltext
