// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The incident timeline's records on both backends: a scripted incident written as a team
// recorder's rows and as a solo console's, read back by TimelineSource from a real SQLite
// file and a real PostgreSQL database alike, and judged the same by TimelineBuilder.

#include "StoreBackends.h"
#include "store/AppDatabase.h"
#include "store/TeamStore.h"
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
            const TimelineQuery query{profile, ScriptedIncident::keys(), ScriptedIncident::start(),
                                      ScriptedIncident::end()};
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
        const TimelineQuery query{{}, {}, ScriptedIncident::start(), ScriptedIncident::end()};
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

private:
    StoreBackends m_backends;
};

QTEST_GUILESS_MAIN(TestTimelineSource)
#include "tst_timelinesource.moc"
