// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/AppDatabase.h"
#include "store/TimelineSource.h"
#include "support/ScriptedIncident.h"
#include "timeline/IncidentReport.h"
#include "timeline/TimelineBuilder.h"
#include "timeline/TimelineSvg.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <memory>

using namespace volcano;
using namespace volcano::timeline;
using test::ScriptedIncident;

namespace {

const QString kProfile = QStringLiteral("profile-prod");

Span span(int from, int to) {
    return {ScriptedIncident::ms(from), ScriptedIncident::ms(to)};
}

} // namespace

// The timeline judges only what the stored reads prove; the report says the same in JSON,
// Markdown and HTML. A scripted incident (support/ScriptedIncident.h) in a real SQLite file.
class TestTimeline : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void lanesForEveryKeyInOrder();
    void barsEndAsTheRecordExplains();
    void unknownWhereNoReadCovers();
    void markersAndRenewals();
    void heldBeforeTheRange();
    void bandsFor429And503AndQuota();
    void otherProfilesAndKeysStayOut();
    void reportJsonSaysWhatTheTimelineSays();
    void markdownRowsMatchJsonFieldByField();
    void htmlIsSelfContainedAndEscaped();
    void svgIsWellFormedWithALanePerKey();

private:
    Timeline build(const TimelineQuery& query) const;
    IncidentReport report() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppDatabase> m_db;
    Timeline m_timeline;
};

void TestTimeline::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = std::make_unique<AppDatabase>(m_dir->filePath(QStringLiteral("console.sqlite")));
    QVERIFY(m_db->open());
    QVERIFY(ScriptedIncident::write(*m_db, kProfile));
    m_timeline = build({kProfile,
                        ScriptedIncident::keys(),
                        ScriptedIncident::start(),
                        ScriptedIncident::end(),
                        {},
                        {}});
}

Timeline TestTimeline::build(const TimelineQuery& query) const {
    auto records = TimelineSource(*m_db).load(query);
    if (!records)
        qFatal("%s", qPrintable(records.error().message));
    TimelineBuilder::Options options;
    options.from = query.from;
    options.to = query.to;
    options.keys = query.keys;
    return TimelineBuilder::build(*records, options);
}

IncidentReport TestTimeline::report() const {
    return IncidentReport(m_timeline, {QStringLiteral("INC-7"), QStringLiteral("scripted"),
                                       ScriptedIncident::end(), 300'000});
}

void TestTimeline::lanesForEveryKeyInOrder() {
    QStringList keys;
    for (const Lane& lane : m_timeline.lanes)
        keys.append(lane.key);
    QCOMPARE(keys, ScriptedIncident::keys());
    QCOMPARE(m_timeline.lane(QStringLiteral("jobs:leader"))->reads, 8);
    QCOMPARE(m_timeline.lane(QStringLiteral("reports:nightly"))->reads, 2); // -60 s is before
    QCOMPARE(m_timeline.lane(QStringLiteral("cold:key"))->reads, 0);
}

void TestTimeline::barsEndAsTheRecordExplains() {
    const QList<Bar>& bars = m_timeline.lane(QStringLiteral("jobs:leader"))->bars;
    QCOMPARE(bars.size(), 4);
    // 100: expires at +60 s, seen free at +70 s: its holder stopped renewing.
    QCOMPARE(bars[0].token, FencingToken(100));
    QCOMPARE(bars[0].startMs, ScriptedIncident::ms(10));
    QCOMPARE(bars[0].endMs, ScriptedIncident::ms(60));
    QCOMPARE(bars[0].end, BarEnd::Expired);
    QVERIFY(bars[0].firstSighting);
    QCOMPARE(bars[0].endRequestId, QStringLiteral("req-jobs:leader-70"));
    // 105: force-released at +90 s (the audit log's time, not the next read's).
    QCOMPARE(bars[1].token, FencingToken(105));
    QCOMPARE(bars[1].startMs, ScriptedIncident::ms(80));
    QCOMPARE(bars[1].endMs, ScriptedIncident::ms(90));
    QCOMPARE(bars[1].end, BarEnd::ForceReleased);
    QCOMPARE(bars[1].endRequestId, QStringLiteral("force-release-90"));
    QVERIFY(!bars[1].firstSighting);
    // 103: another token read before its expiry: handed over; shown to its last sighting.
    QCOMPARE(bars[2].token, FencingToken(103));
    QCOMPARE(bars[2].endMs, ScriptedIncident::ms(110));
    QCOMPARE(bars[2].end, BarEnd::TakenOver);
    // 107: the last read; its expiry passes long before the range ends.
    QCOMPARE(bars[3].token, FencingToken(107));
    QCOMPARE(bars[3].endMs, ScriptedIncident::ms(200));
    QCOMPARE(bars[3].end, BarEnd::Expired);
}

void TestTimeline::unknownWhereNoReadCovers() {
    QCOMPARE(m_timeline.lane(QStringLiteral("jobs:leader"))->unknown,
             (QList<Span>{span(0, 10), span(70, 80), span(100, 120), span(200, 600)}));
    // Free at +0 and +500 s: 500 s without a read is more than the 300 s limit.
    QCOMPARE(m_timeline.lane(QStringLiteral("quiet:key"))->unknown, (QList<Span>{span(0, 500)}));
    QCOMPARE(m_timeline.lane(QStringLiteral("cold:key"))->unknown, (QList<Span>{span(0, 600)}));
    QVERIFY(m_timeline.lane(QStringLiteral("cold:key"))->bars.isEmpty());
}

void TestTimeline::markersAndRenewals() {
    const Lane* lane = m_timeline.lane(QStringLiteral("jobs:leader"));
    QCOMPARE(lane->renewalsMs, (QList<qint64>{ScriptedIncident::ms(20), ScriptedIncident::ms(30)}));
    QCOMPARE(lane->bars[0].renewalsSeen, 2);
    QList<MarkerKind> kinds;
    QList<qint64> times;
    for (const Marker& marker : lane->markers) {
        kinds.append(marker.kind);
        times.append(marker.atMs);
    }
    QCOMPARE(kinds, (QList<MarkerKind>{MarkerKind::AlertFired, MarkerKind::AlertResolved,
                                       MarkerKind::ForceRelease, MarkerKind::FencingAnomaly}));
    QCOMPARE(times, (QList<qint64>{ScriptedIncident::ms(75), ScriptedIncident::ms(85),
                                   ScriptedIncident::ms(90), ScriptedIncident::ms(110)}));
    const Marker& forced = lane->markers[2];
    QCOMPARE(forced.operatorName, QStringLiteral("alice"));
    QCOMPARE(forced.reason, QStringLiteral("INC-7: worker host lost | paged"));
    QCOMPARE(forced.token, std::optional<FencingToken>(105));
    const Marker& anomaly = lane->markers[3];
    QCOMPARE(anomaly.token, std::optional<FencingToken>(105));
    QCOMPARE(anomaly.tokenAfter, std::optional<FencingToken>(103));
    QCOMPARE(m_timeline.projectMarkers.size(), 1);
    QCOMPARE(m_timeline.projectMarkers[0].atMs, ScriptedIncident::ms(30));
}

void TestTimeline::heldBeforeTheRange() {
    const Lane* lane = m_timeline.lane(QStringLiteral("reports:nightly"));
    QCOMPARE(lane->bars.size(), 1);
    const Bar& bar = lane->bars[0];
    QVERIFY(bar.startsBeforeRange);
    QCOMPARE(bar.startMs, ScriptedIncident::ms(0)); // drawn from the range's start
    QCOMPARE(bar.endMs, ScriptedIncident::ms(20));
    QCOMPARE(bar.end, BarEnd::Released); // free at +45 s, before its expiry at +50 s
    QCOMPARE(bar.renewalsSeen, 1);
    QCOMPARE(lane->unknown, (QList<Span>{span(20, 45), span(345, 600)}));
}

void TestTimeline::bandsFor429And503AndQuota() {
    QCOMPARE(m_timeline.bands.size(), 3);
    const Band& quota = m_timeline.bands[0];
    QCOMPARE(quota.kind, BandKind::QuotaAbove);
    QCOMPARE(quota.startMs, ScriptedIncident::ms(0));
    QCOMPARE(quota.endMs, ScriptedIncident::ms(60));
    QCOMPARE(quota.peakUsed, 550);
    const Band& limited = m_timeline.bands[1];
    QCOMPARE(limited.kind, BandKind::RateLimited);
    QCOMPARE(limited.startMs, ScriptedIncident::ms(200));
    QCOMPARE(limited.endMs, ScriptedIncident::ms(215)); // the last refusal's Retry-After
    QCOMPARE(limited.count, 2);
    QCOMPARE(limited.requestIds,
             (QStringList{QStringLiteral("refused-200"), QStringLiteral("refused-210")}));
    QCOMPARE(m_timeline.bands[2].kind, BandKind::Unavailable);
    QCOMPARE(m_timeline.quota.size(), 2);
}

void TestTimeline::otherProfilesAndKeysStayOut() {
    QVERIFY(ScriptedIncident::write(*m_db, QStringLiteral("profile-staging")));
    const Timeline only = build({kProfile,
                                 {QStringLiteral("quiet:key")},
                                 ScriptedIncident::start(),
                                 ScriptedIncident::end(),
                                 {},
                                 {}});
    QCOMPARE(only.lanes.size(), 1);
    QCOMPARE(only.lane(QStringLiteral("quiet:key"))->reads, 2); // not 4: staging's stay out
    QVERIFY(only.lane(QStringLiteral("jobs:leader")) == nullptr);
    const Timeline team =
        build({{}, {}, ScriptedIncident::start(), ScriptedIncident::end(), {}, {}});
    QVERIFY(team.lanes.isEmpty()); // a solo file has no team rows
}

void TestTimeline::reportJsonSaysWhatTheTimelineSays() {
    const QJsonObject json = report().toJson();
    const QJsonObject summary = json.value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("keys")).toInt(), 4);
    QCOMPARE(summary.value(QStringLiteral("acquisitions_seen")).toInt(), 3); // 105, 103, 107
    QCOMPARE(summary.value(QStringLiteral("expired")).toInt(), 2);
    QCOMPARE(summary.value(QStringLiteral("handovers")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("force_releases")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("fencing_anomalies")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("alerts_fired")).toInt(), 2);
    QCOMPARE(summary.value(QStringLiteral("rate_limited_periods")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("unavailable_periods")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("quota_peak")).toObject().value(QStringLiteral("used")),
             QJsonValue(550));
    const QJsonObject leader = json.value(QStringLiteral("keys")).toArray().at(1).toObject();
    QCOMPARE(leader.value(QStringLiteral("key")).toString(), QStringLiteral("jobs:leader"));
    const QJsonObject forced = leader.value(QStringLiteral("holders")).toArray().at(1).toObject();
    QCOMPARE(forced.value(QStringLiteral("fencing_token")).toString(), QStringLiteral("105"));
    QCOMPARE(forced.value(QStringLiteral("ended")).toString(), QStringLiteral("force-released"));
    QCOMPARE(forced.value(QStringLiteral("end_request_id")).toString(),
             QStringLiteral("force-release-90"));
    QCOMPARE(json.value(QStringLiteral("from")).toString(), QStringLiteral("2026-07-20T14:00:00Z"));
}

// Each holder and each event of the JSON is a row of the Markdown, cell by cell.
void TestTimeline::markdownRowsMatchJsonFieldByField() {
    const IncidentReport incident = report();
    const QJsonObject json = incident.toJson();
    const QString markdown = incident.toMarkdown();
    const QJsonArray keys = json.value(QStringLiteral("keys")).toArray();
    for (const QJsonValue& key : keys) {
        const QJsonObject lane = key.toObject();
        const QJsonArray holders = lane.value(QStringLiteral("holders")).toArray();
        for (const QJsonValue& holder : holders) {
            const QJsonObject bar = holder.toObject();
            const QString row = QStringLiteral("| %1 | %2 | %3")
                                    .arg(lane.value(QStringLiteral("key")).toString(),
                                         bar.value(QStringLiteral("fencing_token")).toString(),
                                         bar.value(QStringLiteral("from")).toString());
            QVERIFY2(markdown.contains(row), qPrintable(row));
            const QString ending = QStringLiteral("| %1 | %2 |")
                                       .arg(bar.value(QStringLiteral("ended")).toString())
                                       .arg(bar.value(QStringLiteral("renewals_seen")).toInt());
            QVERIFY2(markdown.contains(ending), qPrintable(ending));
        }
    }
    const QJsonArray events = json.value(QStringLiteral("events")).toArray();
    for (const QJsonValue& value : events) {
        const QJsonObject event = value.toObject();
        const QString row = QStringLiteral("| %1 | %2 | %3 |")
                                .arg(event.value(QStringLiteral("at")).toString(),
                                     event.value(QStringLiteral("key")).toString(),
                                     event.value(QStringLiteral("kind")).toString());
        QVERIFY2(markdown.contains(row), qPrintable(row));
    }
    // An operator's '|' cannot break the table.
    QVERIFY(markdown.contains(QStringLiteral("INC-7: worker host lost \\| paged")));
}

void TestTimeline::htmlIsSelfContainedAndEscaped() {
    const QString html = report().toHtml(TimelineSvg::render(m_timeline));
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(!html.contains(QStringLiteral("<?xml"))); // the SVG is inlined without its prolog
    QVERIFY(html.contains(QStringLiteral("<svg")));
    QVERIFY(!html.contains(QStringLiteral("src=\"http"))); // nothing fetched from elsewhere
    QVERIFY(html.contains(QStringLiteral("<td>force-release-90</td>")));
    QVERIFY(html.contains(QStringLiteral("INC-7: worker host lost | paged")));
}

void TestTimeline::svgIsWellFormedWithALanePerKey() {
    const QByteArray svg = TimelineSvg::render(m_timeline, QStringLiteral("INC-7 <timeline>"));
    QXmlStreamReader xml(svg);
    QStringList texts;
    int height = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("svg"))
            height = xml.attributes().value(QLatin1String("height")).toInt();
        else if (xml.name() == QLatin1String("text"))
            texts.append(xml.readElementText());
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    // Four keys and the project lane (it has an alert).
    QCOMPARE(height, TimelineSvg::kLegendHeight + TimelineSvg::kAxisHeight +
                         5 * TimelineSvg::kLaneHeight + 8);
    for (const QString& key : ScriptedIncident::keys())
        QVERIFY2(texts.contains(key), qPrintable(key));
    QVERIFY(texts.contains(QStringLiteral("107")));  // 80 s of 600: wide enough for its token
    QVERIFY(!texts.contains(QStringLiteral("105"))); // 10 s: too narrow, told on hover
}

QTEST_GUILESS_MAIN(TestTimeline)
#include "tst_timeline.moc"
