// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/ReadBudgetText.h"

#include "console/TimeText.h"
#include "lease/PollScheduler.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cstdlib>
#include <numeric>

namespace volcano::readbudget {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1) {
    // The context lupdate gives this namespace's strings (resources/translations).
    return QCoreApplication::translate("volcano::readbudget", text, disambiguation, n);
}

// Offsets below this read as "in step": a tenth of a second is the display's resolution.
constexpr qint64 kInStepMs = 50;

} // namespace

QString spentText(int readsSent, int readCapacity, const QDateTime& now) {
    if (readCapacity <= 0 || readsSent < readCapacity || !now.isValid())
        return {};
    const qint64 ms = now.toMSecsSinceEpoch();
    const QDateTime nextMinute = QDateTime::fromMSecsSinceEpoch(ms - ms % 60'000 + 60'000, Qt::UTC);
    return tr("budget spent until %1").arg(ui::timetext::clockTime(nextMinute, now));
}

std::optional<qint64> perKeyIntervalMs(int keys, int readsPerMinute) {
    if (keys <= 0 || readsPerMinute <= 0)
        return std::nullopt;
    return qint64(keys) * 60'000 / readsPerMinute;
}

QString coverageWarning(int keys, int readsPerMinute) {
    if (keys <= 0)
        return {};
    if (readsPerMinute <= 0)
        return tr("%Ln keys and no reads left in the budget", nullptr, keys);
    const qint64 interval = *perKeyIntervalMs(keys, readsPerMinute);
    if (interval <= kSlowCoverageMs)
        return {};
    return tr("%Ln keys at %1: each key about every %2", nullptr, keys)
        .arg(tr("%Ln reads a minute", nullptr, readsPerMinute), ui::timetext::duration(interval));
}

namespace {

QString reasonText(ReadReason reason) {
    switch (reason) {
    case ReadReason::Requested:
        return tr("you asked");
    case ReadReason::Selected:
        return tr("selected key");
    case ReadReason::Takeover:
        return tr("takeover check");
    case ReadReason::FollowUp:
        return tr("follow-up after a change");
    case ReadReason::First:
    case ReadReason::Refresh:
        break;
    }
    return tr("refresh");
}

// One word for the status bar's mix of reads ("41 refresh · 12 takeover").
QString reasonWord(ReadReason reason) {
    switch (reason) {
    case ReadReason::First:
        return tr("first");
    case ReadReason::Requested:
        return tr("requested");
    case ReadReason::Selected:
        return tr("selected");
    case ReadReason::Takeover:
        return tr("takeover");
    case ReadReason::FollowUp:
        return tr("follow-up");
    case ReadReason::Refresh:
        break;
    }
    return tr("refresh");
}

} // namespace

QString nextReadText(const PollScheduler& scheduler, const QString& key) {
    // Team mode: the recorder reads for every console; this one sends nothing.
    if (!scheduler.isRunning())
        return tr("none by this console (not polling)");
    if (scheduler.isReading(key))
        return tr("reading now");
    const auto planned = scheduler.plannedReadOf(key);
    if (!planned)
        return tr("when the spare budget reaches it");
    const qint64 now = scheduler.nowMs();
    const qint64 waitMs = planned->atMs - now;
    if (PollPlanner::minuteStartOf(planned->atMs) > PollPlanner::minuteStartOf(now) &&
        scheduler.planner().sentInMinuteOf(now) >= scheduler.planner().readCapacityPerMinute())
        return tr("after %1: this minute's budget is spent")
            .arg(ui::timetext::clockTime(QDateTime::fromMSecsSinceEpoch(planned->atMs, Qt::UTC)));
    if (waitMs <= 0)
        return tr("now (%1)").arg(reasonText(planned->reason));
    return tr("in %1 (%2)").arg(ui::timetext::duration(waitMs), reasonText(planned->reason));
}

QString nextReadShortText(const PollScheduler& scheduler, const QString& key) {
    if (!scheduler.isRunning())
        return {};
    if (scheduler.isReading(key))
        return tr("reading now");
    const auto planned = scheduler.plannedReadOf(key);
    if (!planned)
        return {};
    const qint64 waitMs = planned->atMs - scheduler.nowMs();
    if (waitMs > kShortNextReadMs)
        return {}; // the tooltip and the detail say when
    return waitMs <= 0 ? tr("reading now") : tr("read in %1").arg(ui::timetext::countdown(waitMs));
}

QStringList nextReadShortWidest() {
    return {tr("reading now"), tr("read in %1").arg(ui::timetext::countdown(kShortNextReadMs))};
}

QString readMixText(const ReadPacer::ReasonCounts& counts) {
    std::array<size_t, ReadPacer::kReasonCount> order{};
    std::iota(order.begin(), order.end(), size_t{0});
    // Most reads first; equal counts in the order of ReadReason.
    std::stable_sort(order.begin(), order.end(),
                     [&counts](size_t a, size_t b) { return counts.at(a) > counts.at(b); });
    QStringList parts;
    for (const size_t reason : order) {
        if (counts.at(reason) > 0)
            parts << QStringLiteral("%L1 %2")
                         .arg(counts.at(reason))
                         .arg(reasonWord(static_cast<ReadReason>(reason)));
    }
    if (parts.isEmpty())
        return {};
    return tr("reads: %1").arg(parts.join(QStringLiteral(" · ")));
}

QString serverClockText(qint64 offsetMs) {
    if (std::llabs(offsetMs) < kInStepMs)
        return tr("server clock in step");
    return tr("server clock %1%2 s")
        .arg(offsetMs > 0 ? QStringLiteral("+") : QString(),
             QLocale().toString(double(offsetMs) / 1000.0, 'f', 1));
}

} // namespace volcano::readbudget
