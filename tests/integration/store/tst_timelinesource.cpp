// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// The incident timeline's records on both backends: a scripted incident written as a team
// recorder's rows and as a solo console's, read back by TimelineSource from a real SQLite
// file and a real PostgreSQL database alike, and judged the same by TimelineBuilder.

#include "StoreBackends.h"
#include "store/AppDatabase.h"
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

private:
    StoreBackends m_backends;
};

QTEST_GUILESS_MAIN(TestTimelineSource)
#include "tst_timelinesource.moc"
