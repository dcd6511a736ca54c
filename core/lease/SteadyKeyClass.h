// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QtGlobal>

namespace volcano {

// Keys that have shown no change since they were first read, for long enough that no busy key
// would (a leader holding on, a lock nobody takes). One such key says little about itself
// ("nothing in 20 minutes" fits one change an hour as well as none), and a prior pooled over
// all keys is mostly busy keys' short holds. Together, though, they say how often a key like
// them changes: the changes that ended a membership over the time members were watched. A
// member is valued at that rate, so in a world of faithful leaders and idle locks the reads
// go to the keys that change, and in a world of leaders that crash now and then the leaders
// still get theirs.
class SteadyKeyClass {
public:
    // A key has shown no change for this long before its reads count: since its first read,
    // or, held, since its holder took it as the fencing token dates it. (Holds of busy keys
    // are shorter: a key seen with one fencing token that long is a leader.)
    static constexpr qint64 kBurnInMs = 2 * 60 * 1000;
    // A lock seen free at two reads may have been taken and freed between them, so a busy key
    // read rarely can look idle: a free key also needs this many reads, all free. Four in a
    // row of a key free a quarter of the time: 1 in 64.
    static constexpr int kFreeMemberReads = 4;

    // Two consecutive reads of a member, spanMs apart: the second showed a change (the key
    // leaves the class) or not.
    void observe(qint64 spanMs, bool changed);
    // Old evidence counts less: counts are multiplied by factor.
    void fade(double factor);
    // Changes per ms of a member.
    double ratePerMs() const;

private:
    double m_watchedMs = 0;
    double m_changes = 0;
};

} // namespace volcano
