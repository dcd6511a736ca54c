// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/LiveState.h"
#include "console/WatchEntry.h"

#include <QDateTime>
#include <QString>

namespace volcano {

// What the console's reads say about a lock's holder, for the operator deciding on a force
// release: the fencing token and how long it has been seen holding, the renewals seen
// (RenewalPattern) and a plain verdict. Reads are samples: "alive" means a renewal was seen
// recently; "dead" means the reads saw none for longer than the holder's own cadence, or
// its lease ran out.
class ForceReleaseEvidence {
public:
    enum class Verdict {
        NoData, // no good read yet
        Free,   // the last read shows no holder
        Alive,  // renewed recently: a force release will not stop it
        Dead,   // no renewal past its cadence, or expired
        Unsure, // held, but no renewal seen yet to judge by
    };

    // entry as LockWatcher keeps it, live its LiveState now, now the console clock.
    ForceReleaseEvidence(const WatchEntry& entry, LiveState live, const QDateTime& now);

    Verdict verdict() const { return m_verdict; }
    // "fencing token 42, seen holding it for at least 3 min 05 s"
    QString holderText() const { return m_holder; }
    // "last renewal seen 1.2 s ago; renews about every 10 s"
    QString renewalText() const { return m_renewals; }
    // "renewed 1.2 s ago: the holder looks alive; a force release will not stop it — …"
    QString verdictText() const { return m_verdictText; }

    // The tolerance on top of the cadence before a missing renewal counts: reads are samples.
    static qint64 toleranceMs(qint64 cadenceMs);
    // "1.2 s" below 10 s, else timetext::duration().
    static QString shortDuration(qint64 milliseconds);

private:
    void describeHolder(const WatchEntry& entry, const QDateTime& now);
    void describeRenewals(const WatchEntry& entry, const QDateTime& now);
    void judge(const WatchEntry& entry, LiveState live, const QDateTime& now);

    Verdict m_verdict = Verdict::NoData;
    QString m_holder;
    QString m_renewals;
    QString m_verdictText;
};

} // namespace volcano
