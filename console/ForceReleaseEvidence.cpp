// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/ForceReleaseEvidence.h"

#include "console/TimeText.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace volcano {

namespace {

// The context lupdate gives this file's strings (resources/translations).
constexpr char kContext[] = "volcano::ForceReleaseEvidence";

QString tr(const char* text) {
    return QCoreApplication::translate(kContext, text);
}

QString noEffect() {
    return QCoreApplication::translate("volcano::ForceReleaseEvidence",
                                       "a force release will not stop it — the protected "
                                       "resource must check fencing tokens");
}

} // namespace

ForceReleaseEvidence::ForceReleaseEvidence(const WatchEntry& entry, LiveState live,
                                           const QDateTime& now) {
    describeHolder(entry, now);
    describeRenewals(entry, now);
    judge(entry, live, now);
}

qint64 ForceReleaseEvidence::toleranceMs(qint64 cadenceMs) {
    return std::max<qint64>(2000, cadenceMs / 2);
}

QString ForceReleaseEvidence::shortDuration(qint64 milliseconds) {
    if (milliseconds >= 0 && milliseconds < 10000)
        return QStringLiteral("%1 s").arg(
            QLocale().toString(double(milliseconds) / 1000.0, 'f', 1));
    return ui::timetext::duration(milliseconds);
}

void ForceReleaseEvidence::describeHolder(const WatchEntry& entry, const QDateTime& now) {
    if (!entry.isHeld() || !entry.fencingToken) {
        m_holder = entry.lastKnownState == WatchState::Free ? tr("no holder") : tr("not read yet");
        return;
    }
    m_holder = tr("fencing token %1").arg(*entry.fencingToken);
    if (entry.lastChange.isValid())
        m_holder += tr(", seen holding it for at least %1")
                        .arg(shortDuration(entry.lastChange.msecsTo(now)));
}

void ForceReleaseEvidence::describeRenewals(const WatchEntry& entry, const QDateTime& now) {
    if (!entry.isHeld())
        return;
    const RenewalPattern& pattern = entry.renewals;
    m_renewals = pattern.lastRenewalSeen().isValid()
                     ? tr("last renewal seen %1 ago")
                           .arg(shortDuration(pattern.lastRenewalSeen().msecsTo(now)))
                     : tr("no renewal seen yet");
    if (const auto cadence = pattern.cadenceMs())
        m_renewals += tr("; renews about every %1").arg(shortDuration(*cadence));
    else
        m_renewals += tr("; cadence not known yet");
    if (const auto ttl = pattern.impliedTtlMs())
        m_renewals += tr(" (TTL at least %1)").arg(shortDuration(*ttl));
}

void ForceReleaseEvidence::judge(const WatchEntry& entry, LiveState live, const QDateTime& now) {
    if (entry.lastKnownState == WatchState::Unknown) {
        m_verdict = Verdict::NoData;
        m_verdictText = tr("not read yet: no evidence about the holder");
        return;
    }
    if (!entry.isHeld()) {
        m_verdict = Verdict::Free;
        m_verdictText = tr("the last read shows the lock free: nothing to release");
        return;
    }
    if (live == LiveState::Expired || live == LiveState::TakeoverPossible) {
        m_verdict = Verdict::Dead;
        m_verdictText = tr("its lease expired without a renewal seen: the holder looks dead");
        return;
    }
    const RenewalPattern& pattern = entry.renewals;
    const QDateTime lastRenewal = pattern.lastRenewalSeen();
    if (!lastRenewal.isValid()) {
        m_verdict = Verdict::Unsure;
        m_verdictText = tr("no renewal seen yet: the reads cannot tell whether the holder is "
                           "alive; if it is, %1")
                            .arg(noEffect());
        return;
    }
    // Unrenewed for as long as the reads can vouch: up to the latest good read.
    const qint64 unrenewedMs = lastRenewal.msecsTo(entry.lastGoodRead);
    const auto cadence = pattern.cadenceMs();
    const bool overdue =
        entry.renewalAtRisk || (cadence && unrenewedMs > *cadence + toleranceMs(*cadence));
    if (overdue && cadence) {
        m_verdict = Verdict::Dead;
        m_verdictText = tr("no renewal seen for %1, past its cadence of %2: the holder looks dead")
                            .arg(shortDuration(unrenewedMs), shortDuration(*cadence));
        return;
    }
    m_verdict = Verdict::Alive;
    m_verdictText = tr("renewed %1 ago: the holder looks alive; %2")
                        .arg(shortDuration(lastRenewal.msecsTo(now)), noEffect());
}

} // namespace volcano
