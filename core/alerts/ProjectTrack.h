// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDateTime>
#include <QList>

#include <optional>

namespace volcano::alerts {

// What answers showed about the whole project: its quota use this UTC minute, 429s and an
// outage (503s with no other answer in between).
struct ProjectTrack {
    static constexpr int kDefaultQuota = 600;

    struct QuotaSample {
        QDateTime at;
        int used = 0;
    };

    QDateTime quotaMinute;
    QList<QuotaSample> quotaSamples; // of quotaMinute, in order
    int quotaLimit = kDefaultQuota;
    QDateTime first429; // of the latest streak (429s less than a minute apart)
    QDateTime last429;
    QDateTime first503; // of the outage in progress, if any
    QDateTime lastAnswer;

    void observeAnswer(int httpStatus, const QDateTime& at);
    void observeQuota(const QDateTime& at, int used, int limit);
    // The first sample of the current minute above `share` of the quota.
    std::optional<QDateTime> quotaAbove(double share, const QDateTime& now) const;
    // A 429 seen within the last minute: when its streak began.
    std::optional<QDateTime> recent429(const QDateTime& now) const;
};

} // namespace volcano::alerts
