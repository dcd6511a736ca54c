// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/TimelineFeed.h"

#include <algorithm>

namespace volcano {

namespace {

// Rows written after the last update are read whatever their time: a recorder whose clock
// runs ahead of the console's may write a read "from the future", and skipping it once
// would skip it for good.
const QDateTime kEndOfTime = QDateTime(QDate(9999, 12, 31), QTime(0, 0), Qt::UTC);

bool failureOrder(const RequestFailure& a, const RequestFailure& b) {
    return a.at != b.at ? a.at < b.at : a.id < b.id;
}

} // namespace

void TimelineFeed::reset() {
    m_loaded = false;
    m_records = {};
}

bool TimelineFeed::canUpdate(const TimelineSource& source, const QString& profileId,
                             const QDateTime& from) const {
    return m_loaded && m_database == &source.database() && m_profileId == profileId &&
           from >= m_from;
}

Expected<void> TimelineFeed::update(const TimelineSource& source, const QString& profileId,
                                    const QDateTime& from, const QDateTime& to) {
    const TimelineQuery query{profileId, {}, from, to, {}, {}};
    const bool full = !canUpdate(source, profileId, from);
    auto loaded = full ? loadAll(source, query) : loadNew(source, query);
    if (!loaded) {
        reset(); // a failed update may have left a hole: the next one reads everything
        return loaded;
    }
    m_database = &source.database();
    m_profileId = profileId;
    m_from = from;
    m_loaded = true;
    m_lastUpdateWasFull = full;
    return {};
}

Expected<void> TimelineFeed::loadAll(const TimelineSource& source, const TimelineQuery& query) {
    TimelineQuery unbounded = query;
    unbounded.to = kEndOfTime;
    auto records = source.load(unbounded);
    if (!records)
        return fail(records.error().message);
    m_records = std::move(*records);
    m_newestObservationId = 0;
    m_newestFailureId = 0;
    rememberNewestIds(m_records);
    return {};
}

Expected<void> TimelineFeed::loadNew(const TimelineSource& source, TimelineQuery query) {
    query.afterObservationId = m_newestObservationId;
    query.afterFailureId = m_newestFailureId;
    auto newer = source.load(query);
    if (!newer)
        return fail(newer.error().message);
    rememberNewestIds(*newer); // only the new rows can raise them
    QList<RecordedObservation>& reads = m_records.observations;
    const qsizetype kept = reads.size();
    reads.append(std::move(newer->observations));
    std::inplace_merge(reads.begin(), reads.begin() + kept, reads.end(), readsInKeyOrder);
    m_records.failures.append(std::move(newer->failures));
    std::stable_sort(m_records.failures.begin(), m_records.failures.end(), failureOrder);
    m_records.audit = std::move(newer->audit);
    m_records.alerts = std::move(newer->alerts);
    m_records.quota = std::move(newer->quota);
    dropBefore(query.from.toMSecsSinceEpoch());
    return {};
}

// As a full load: each key's reads in the range plus its last read (in write order) before.
void TimelineFeed::dropBefore(qint64 fromMs) {
    QList<RecordedObservation>& reads = m_records.observations;
    QList<RecordedObservation> kept;
    kept.reserve(reads.size());
    for (qsizetype first = 0; first < reads.size();) {
        qsizetype end = first;
        qsizetype lastBefore = -1;
        for (; end < reads.size() && reads[end].key == reads[first].key; ++end) {
            if (reads[end].observedAt.toMSecsSinceEpoch() < fromMs)
                lastBefore = end;
        }
        for (qsizetype i = first; i < end; ++i) {
            if (i == lastBefore || reads[i].observedAt.toMSecsSinceEpoch() >= fromMs)
                kept.append(std::move(reads[i]));
        }
        first = end;
    }
    reads = std::move(kept);
    m_records.failures.removeIf(
        [&](const RequestFailure& failure) { return failure.at.toMSecsSinceEpoch() < fromMs; });
}

void TimelineFeed::rememberNewestIds(const TimelineRecords& records) {
    for (const RecordedObservation& read : records.observations)
        m_newestObservationId = std::max(m_newestObservationId, read.id);
    for (const RequestFailure& failure : records.failures)
        m_newestFailureId = std::max(m_newestFailureId, failure.id);
}

} // namespace volcano
