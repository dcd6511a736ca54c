// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "lease/SteadyKeyClass.h"

#include <algorithm>

namespace volcano {
namespace {

// Before any member has been watched: one change an hour, weighted like an hour of one
// member. Thirty members watched for twenty minutes outweigh it tenfold.
constexpr double kPriorChanges = 1.0;
constexpr double kPriorWatchedMs = 60.0 * 60 * 1000;

} // namespace

void SteadyKeyClass::observe(qint64 spanMs, bool changed) {
    const double span = static_cast<double>(std::max<qint64>(spanMs, 0));
    // A change fell somewhere between the reads: say halfway.
    m_watchedMs += changed ? span / 2 : span;
    if (changed)
        m_changes += 1;
}

void SteadyKeyClass::fade(double factor) {
    m_watchedMs *= factor;
    m_changes *= factor;
}

double SteadyKeyClass::ratePerMs() const {
    return (m_changes + kPriorChanges) / (m_watchedMs + kPriorWatchedMs);
}

} // namespace volcano
