// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/TimelineSource.h"

namespace volcano {

// Keeps the records of a range that slides with the clock (a live timeline) up to date
// without reading the whole range again: after the first load, an update reads only the
// reads and refusals written since (by row id), reads the small tables (audit, alerts,
// quota) of the range again, and drops what slid out of it, keeping each key's last read
// before the range as a full load would. The records are every key's; the caller picks
// lanes with recordsOfKeys().
class TimelineFeed {
public:
    // Loads the range [from, to] of a profile (empty: a team store's rows) from the source:
    // in full when anything but the range's advance changed since the last update (another
    // store or profile, a range reaching further back), otherwise what is new.
    Expected<void> update(const TimelineSource& source, const QString& profileId,
                          const QDateTime& from, const QDateTime& to);
    // The next update loads in full.
    void reset();

    const TimelineRecords& records() const { return m_records; }
    // Whether the last update was a full load (tests, and a view that refits after one).
    bool lastUpdateWasFull() const { return m_lastUpdateWasFull; }

private:
    bool canUpdate(const TimelineSource& source, const QString& profileId,
                   const QDateTime& from) const;
    Expected<void> loadAll(const TimelineSource& source, const TimelineQuery& query);
    Expected<void> loadNew(const TimelineSource& source, TimelineQuery query);
    void dropBefore(qint64 fromMs);
    void rememberNewestIds(const TimelineRecords& records);

    TimelineRecords m_records;
    const AppDatabase* m_database = nullptr;
    QString m_profileId;
    QDateTime m_from;
    qint64 m_newestObservationId = 0;
    qint64 m_newestFailureId = 0;
    bool m_loaded = false;
    bool m_lastUpdateWasFull = false;
};

} // namespace volcano
