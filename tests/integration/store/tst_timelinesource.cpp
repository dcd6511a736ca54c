// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The incident timeline's records on both backends: a scripted incident written as a team
// recorder's rows and as a solo console's, read back by TimelineSource from a real SQLite
// file and a real PostgreSQL database alike, and judged the same by TimelineBuilder.

#include "StoreBackends.h"
#include "store/AppDatabase.h"
#include "store/ReadLog.h"
#include "store/TeamStore.h"
#include "store/TimelineFeed.h"
#include "store/TimelineSource.h"
#include "support/ScriptedIncident.h"
#include "timeline/TimelineBuilder.h"

#include <QTest>

using namespace volcano;
using namespace volcano::test;

class TestTimelineSource : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sameTimelineOnEitherBackend_data() { StoreBackends::addRows(); }

    void sameTimelineOnEitherBackend() {
        QFETCH(QString, backend);
        // A team recorder's rows (no profile), then a solo console's.
        for (const QString& profile : {QString(), QStringLiteral("solo")}) {
            AppDatabase db(m_backends.freshStore(backend));
            QVERIFY(db.open().has_value());
            QVERIFY(ScriptedIncident::write(db, profile));
            const TimelineQuery query{profile,
                                      ScriptedIncident::keys(),
                                      ScriptedIncident::start(),
                                      ScriptedIncident::end(),
                                      {},
                                      {}};
            auto records = TimelineSource(db).load(query);
            if (!records)
                QFAIL(qPrintable(records.error().message));
            QCOMPARE(records->observations.size(), 13); // each key's read before the range too
            QCOMPARE(records->failures.size(), 3);
            QCOMPARE(records->alerts.size(), 3);
            QCOMPARE(records->quota.first().used, 550);
            timeline::TimelineBuilder::Options options;
            options.from = query.from;
            options.to = query.to;
            options.keys = query.keys;
            const timeline::Timeline built = timeline::TimelineBuilder::build(*records, options);
            const timeline::Lane* leader = built.lane(QStringLiteral("jobs:leader"));
            QVERIFY(leader != nullptr);
            QCOMPARE(leader->bars.size(), 4);
            QCOMPARE(leader->bars[1].end, timeline::BarEnd::ForceReleased);
            QCOMPARE(leader->markers.size(), 4); // fired, resolved, force release, anomaly
        }
    }

    // A leading recorder's 429s and 503s go into the team store with its batch (fenced like
    // its reads) and are pruned with its observations.
    void recorderRefusalsWrittenAndPruned_data() { StoreBackends::addRows(); }

    void recorderRefusalsWrittenAndPruned() {
        QFETCH(QString, backend);
        AppDatabase db(m_backends.freshStore(backend));
        QVERIFY(db.open().has_value());
        RequestFailure failure;
        failure.at = ScriptedIncident::at(30);
        failure.key = QStringLiteral("jobs:leader");
        failure.operation = QStringLiteral("read");
        failure.httpStatus = 503;
        failure.code = QStringLiteral("region_unavailable");
        failure.requestId = QStringLiteral("5f0c7a52-0d2e-4c2b-9a55-1c1f0d3e8b11");
        TeamStore store(db);
        const TeamStore::Batch batch{QStringLiteral("rec-a"), 5, {}, {}, {failure}};
        QCOMPARE(store.write(batch, ScriptedIncident::ms(31)).value(),
                 TeamStore::WriteOutcome::Written);
        const TimelineQuery query{{}, {}, ScriptedIncident::start(), ScriptedIncident::end(),
                                  {}, {}};
        auto records = TimelineSource(db).load(query);
        if (!records)
            QFAIL(qPrintable(records.error().message));
        QCOMPARE(records->failures.size(), 1);
        QCOMPARE(records->failures[0].recorder, QStringLiteral("rec-a"));
        QCOMPARE(records->failures[0].requestId, failure.requestId);
        QCOMPARE(records->failures[0].at, failure.at);
        // A lower recorder token is fenced: nothing of its batch is written.
        const TeamStore::Batch stale{QStringLiteral("rec-old"), 4, {}, {}, {failure}};
        QCOMPARE(store.write(stale, ScriptedIncident::ms(32)).value(),
                 TeamStore::WriteOutcome::Fenced);
        QVERIFY(store.pruneObservations(ScriptedIncident::ms(60), 100).has_value());
        QVERIFY(TimelineSource(db).load(query).value().failures.isEmpty());
    }

    // A live timeline reads only what is new, yet ends up with exactly what a full load of
    // the same range reads: reads written late (with an older time), refusals, reads sliding
    // out of the range (each key's last one before it kept), a range reaching further back.
    void liveFeedMatchesAFullLoad_data() { StoreBackends::addRows(); }

    void liveFeedMatchesAFullLoad() {
        QFETCH(QString, backend);
        const QString profile = QStringLiteral("solo");
        AppDatabase db(m_backends.freshStore(backend));
        QVERIFY(db.open().has_value());
        QVERIFY(ScriptedIncident::write(db, profile));
        const TimelineSource source(db);
        TimelineFeed feed;
        QVERIFY(feed.update(source, profile, ScriptedIncident::at(0), ScriptedIncident::at(90))
                    .has_value());
        QVERIFY(feed.lastUpdateWasFull());
        compareWithFullLoad(source, feed, profile, 0, 90);

        ReadLog log(db);
        const QString late = QStringLiteral("late");
        log.append(
            ScriptedIncident::read(profile, QStringLiteral("jobs:leader"), 130, 107, 160, late));
        log.append(ScriptedIncident::read(profile, QStringLiteral("new:key"), 140, 300, 170, late));
        // Written after the rest, though read earlier.
        log.append(ScriptedIncident::read(profile, QStringLiteral("reports:nightly"), 50,
                                          std::nullopt, 0, late));
        RequestFailure refusal;
        refusal.profileId = profile;
        refusal.at = ScriptedIncident::at(135);
        refusal.key = QStringLiteral("new:key");
        refusal.operation = QStringLiteral("read");
        refusal.httpStatus = 429;
        refusal.code = QStringLiteral("rate_limited");
        refusal.requestId = QStringLiteral("refused-135");
        log.appendFailure(refusal);
        QVERIFY(log.flush().has_value());

        QVERIFY(feed.update(source, profile, ScriptedIncident::at(75), ScriptedIncident::at(150))
                    .has_value());
        QVERIFY(!feed.lastUpdateWasFull());
        compareWithFullLoad(source, feed, profile, 75, 150);
        QVERIFY(feed.update(source, profile, ScriptedIncident::at(115), ScriptedIncident::at(600))
                    .has_value());
        QVERIFY(!feed.lastUpdateWasFull());
        compareWithFullLoad(source, feed, profile, 115, 600);
        // Further back than what the feed holds, or another profile: read in full.
        QVERIFY(feed.update(source, profile, ScriptedIncident::at(-100), ScriptedIncident::at(600))
                    .has_value());
        QVERIFY(feed.lastUpdateWasFull());
        compareWithFullLoad(source, feed, profile, -100, 600);
        QVERIFY(
            feed.update(source, QString(), ScriptedIncident::at(-100), ScriptedIncident::at(600))
                .has_value());
        QVERIFY(feed.lastUpdateWasFull());
        QVERIFY(feed.records().observations.isEmpty()); // no team rows in this store
    }

private:
    static QList<qint64> idsUpTo(const QList<RecordedObservation>& reads, const QDateTime& to) {
        QList<qint64> ids;
        for (const RecordedObservation& read : reads) {
            if (read.observedAt <= to)
                ids.append(read.id);
        }
        return ids;
    }

    static void compareWithFullLoad(const TimelineSource& source, const TimelineFeed& feed,
                                    const QString& profile, int fromSecond, int toSecond) {
        const TimelineQuery query{
            profile, {}, ScriptedIncident::at(fromSecond), ScriptedIncident::at(toSecond), {}, {}};
        auto full = source.load(query);
        if (!full)
            QFAIL(qPrintable(full.error().message));
        const TimelineRecords& live = feed.records();
        QCOMPARE(idsUpTo(live.observations, query.to), idsUpTo(full->observations, query.to));
        QList<RequestFailure> liveFailures;
        for (const RequestFailure& failure : live.failures) {
            if (failure.at <= query.to)
                liveFailures.append(failure);
        }
        QCOMPARE(liveFailures, full->failures);
        QCOMPARE(live.audit.size(), full->audit.size());
        QCOMPARE(live.alerts.size(), full->alerts.size());
        QCOMPARE(live.quota.size(), full->quota.size());
        timeline::TimelineBuilder::Options options;
        options.from = query.from;
        options.to = query.to;
        const timeline::Timeline fromFeed = timeline::TimelineBuilder::build(live, options);
        const timeline::Timeline fromFull = timeline::TimelineBuilder::build(*full, options);
        QCOMPARE(fromFeed.lanes.size(), fromFull.lanes.size());
        for (qsizetype i = 0; i < fromFull.lanes.size(); ++i) {
            QCOMPARE(fromFeed.lanes[i].key, fromFull.lanes[i].key);
            QCOMPARE(fromFeed.lanes[i].bars, fromFull.lanes[i].bars);
            QCOMPARE(fromFeed.lanes[i].unknown, fromFull.lanes[i].unknown);
            QCOMPARE(fromFeed.lanes[i].markers, fromFull.lanes[i].markers);
        }
        QCOMPARE(fromFeed.bands, fromFull.bands);
    }

    StoreBackends m_backends;
};

QTEST_GUILESS_MAIN(TestTimelineSource)
#include "tst_timelinesource.moc"
