// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/RecordedObservation.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

namespace volcano {
class AppDatabase;
}

namespace volcano::test {

// A scripted incident written into a real store the way the console writes it (ReadLog,
// AuditLog, alert_events), at fixed times: ten minutes from start() of
//  - jobs:leader: token 100 renewed twice, expires at +60 s (its holder stopped), freed;
//    token 105 acquired at +80 s, force-released by alice at +90 s; token 103 at +110 s (a
//    fencing anomaly: lower than 105); handed over to 107 at +120 s, the last read;
//  - reports:nightly: held before the range (read at -60 s), released between +20 and +45 s;
//  - quiet:key: free at +0 s and +500 s (a gap longer than the staleness limit);
//  - cold:key: watched, never read;
//  - two 429s at +200/+210 s (Retry-After 5), a 503 at +400 s; 550 of 600 requests in the
//    first minute; alert "leader missing" firing at +75 s and resolved at +85 s, and a
//    project-wide quota alert at +30 s.
class ScriptedIncident {
public:
    static QDateTime start(); // 2026-07-20T14:00:00Z
    static QDateTime end();   // start() + 600 s
    static QDateTime at(int seconds) { return start().addSecs(seconds); }
    static QStringList keys(); // every key above, cold:key included
    static qint64 ms(int seconds) { return at(seconds).toMSecsSinceEpoch(); }

    // Writes it under profileId (empty: as a team recorder's rows). False on a store error.
    static bool write(AppDatabase& database, const QString& profileId);
    // One read of the script's kind at a second: held by token until expiresSecond, or free;
    // its request id "<prefix>-<key>-<second>".
    static RecordedObservation read(const QString& profileId, const QString& key, int second,
                                    std::optional<FencingToken> token = std::nullopt,
                                    int expiresSecond = 0,
                                    const QString& requestPrefix = QStringLiteral("req"));
};

} // namespace volcano::test
