// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/FirstPassProgress.h"

#include "client/Clock.h"
#include "console/LockWatcher.h"

#include <algorithm>
#include <cmath>

namespace volcano::ui {

namespace {

constexpr qint64 kMinuteMs = 60'000;
// The observed rate counts first reads over this window, once a minute has passed.
constexpr qint64 kRateWindowMs = 5 * kMinuteMs;

// Whole minutes, rounded up: an estimate has no seconds worth showing.
QString roughDuration(qint64 ms) {
    const qint64 minutes = std::max<qint64>(1, (ms + kMinuteMs - 1) / kMinuteMs);
    if (minutes < 60)
        return QObject::tr("%L1 min").arg(minutes);
    return QObject::tr("%L1 h %2 min").arg(minutes / 60).arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

FirstPassProgress::FirstPassProgress(const LockWatcher& watcher, const Clock& clock,
                                     QObject* parent)
    : QObject(parent)
    , m_watcher(watcher)
    , m_clock(clock) {
    connect(&watcher, &LockWatcher::entryChanged, this, &FirstPassProgress::onEntryChanged);
    restartRate();
    recount();
}

void FirstPassProgress::setReadsPerMinute(int readsPerMinute) {
    readsPerMinute = std::max(readsPerMinute, 0);
    if (readsPerMinute == m_readsPerMinute)
        return;
    m_readsPerMinute = readsPerMinute;
    restartRate(); // what was seen at the old rate says little about the new one
}

void FirstPassProgress::recount() {
    const bool wasRunning = isRunning();
    m_read.clear();
    const QStringList keys = m_watcher.keys();
    m_total = int(keys.size());
    // Until some entry has seen a read, none has a good one: skip the lookups.
    if (m_watcher.attemptedCount() > 0) {
        for (const QString& key : keys) {
            const WatchEntry* entry = m_watcher.entry(key);
            if (entry && entry->lastGoodRead.isValid())
                m_read.insert(key);
        }
    }
    if (!wasRunning && isRunning())
        restartRate();
    if (wasRunning && !isRunning())
        Q_EMIT completed();
}

void FirstPassProgress::onEntryChanged(const QString& key) {
    if (m_read.contains(key))
        return;
    const WatchEntry* entry = m_watcher.entry(key);
    if (!entry || !entry->lastGoodRead.isValid())
        return;
    m_read.insert(key);
    const qint64 now = nowMs();
    m_recentFirsts.push_back(now);
    pruneWindow(now);
    if (!isRunning())
        Q_EMIT completed();
}

double FirstPassProgress::estimatedReadsPerMinute() const {
    const auto capacity = double(m_readsPerMinute);
    const qint64 now = nowMs();
    const qint64 running = now - m_rateSinceMs;
    if (running < kMinuteMs)
        return capacity;
    pruneWindow(now);
    const qint64 window = std::min(running, kRateWindowMs);
    const double observed =
        double(m_recentFirsts.size()) * double(kMinuteMs) / double(std::max<qint64>(window, 1));
    return std::min(capacity, observed);
}

std::optional<qint64> FirstPassProgress::estimatedMsLeft() const {
    if (!isRunning())
        return std::nullopt;
    const double rate = estimatedReadsPerMinute();
    if (rate <= 0.0)
        return std::nullopt;
    const double left = double(m_total - readCount());
    return qint64(std::ceil(left / rate * double(kMinuteMs)));
}

QString FirstPassProgress::text() const {
    if (!isRunning())
        return {};
    const QString done = tr("First pass: %L1 of %Ln keys read", nullptr, m_total).arg(readCount());
    if (const auto left = estimatedMsLeft())
        return tr("%1 · about %2 left").arg(done, roughDuration(*left));
    return tr("%1 · time left unknown").arg(done);
}

QString FirstPassProgress::explanation() const {
    if (!isRunning())
        return {};
    return tr("Every watched key is read once before the console knows its state; keys not "
              "read yet say \"not read yet\". The time left is an estimate: %Ln keys left at "
              "about %L1 reads a minute (the polling budget, less what test-lease renewals, the "
              "selected key and takeover reads need). Keys matching the filter and the "
              "selected keys are read first.",
              nullptr, m_total - readCount())
        .arg(qRound(estimatedReadsPerMinute()));
}

void FirstPassProgress::restartRate() {
    m_rateSinceMs = nowMs();
    m_recentFirsts.clear();
}

void FirstPassProgress::pruneWindow(qint64 nowMs) const {
    while (!m_recentFirsts.empty() && m_recentFirsts.front() <= nowMs - kRateWindowMs)
        m_recentFirsts.pop_front();
}

qint64 FirstPassProgress::nowMs() const {
    return m_clock.monotonicMs();
}

} // namespace volcano::ui
