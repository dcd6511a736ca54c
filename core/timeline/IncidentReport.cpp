// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "timeline/IncidentReport.h"

#include "protocol/Rfc3339.h"

#include <QJsonArray>

#include <algorithm>

namespace volcano::timeline {

namespace {

constexpr int kQuotaPeaks = 10;

QString timeText(qint64 ms) {
    return rfc3339::format(QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC));
}

QString durationText(qint64 ms) {
    const qint64 seconds = (ms + 500) / 1000;
    if (seconds < 120)
        return QStringLiteral("%1 s").arg(seconds);
    if (seconds < 7200)
        return QStringLiteral("%1 min %2 s").arg(seconds / 60).arg(seconds % 60);
    return QStringLiteral("%1 h %2 min").arg(seconds / 3600).arg(seconds / 60 % 60);
}

// One line of the chronology: an acquisition seen, a holding's end, or a marker.
struct Event {
    qint64 atMs = 0;
    QString key;
    QString kind;
    QString details;
    QString requestId;
};

QString endDetails(const Bar& bar) {
    switch (bar.end) {
    case BarEnd::Expired:
        return QStringLiteral("token %1 expired (its holder stopped renewing)").arg(bar.token);
    case BarEnd::ForceReleased:
        return QStringLiteral("token %1 force-released").arg(bar.token);
    case BarEnd::TakenOver:
        return QStringLiteral("token %1 handed over (released, then acquired by another)")
            .arg(bar.token);
    case BarEnd::Released:
        return QStringLiteral("token %1 released").arg(bar.token);
    case BarEnd::Ongoing:
    case BarEnd::Unknown:
        break;
    }
    return {};
}

void addLaneEvents(const Lane& lane, QList<Event>& events) {
    for (const Bar& bar : lane.bars) {
        if (!bar.startsBeforeRange)
            events.append(
                {bar.startMs, lane.key,
                 bar.firstSighting ? QStringLiteral("first-seen") : QStringLiteral("acquired"),
                 bar.firstSighting
                     ? QStringLiteral("token %1 held at the key's first read").arg(bar.token)
                     : QStringLiteral("token %1 acquired since the read before").arg(bar.token),
                 bar.firstRequestId});
        if (bar.end != BarEnd::Ongoing && bar.end != BarEnd::Unknown)
            events.append(
                {bar.endMs, lane.key, barEndName(bar.end), endDetails(bar), bar.endRequestId});
    }
    for (const Marker& marker : lane.markers)
        events.append(
            {marker.atMs, lane.key, markerKindName(marker.kind), marker.text, marker.requestId});
}

QList<Event> chronology(const Timeline& timeline) {
    QList<Event> events;
    for (const Lane& lane : timeline.lanes)
        addLaneEvents(lane, events);
    for (const Marker& marker : timeline.projectMarkers)
        events.append({marker.atMs, {}, markerKindName(marker.kind), marker.text, {}});
    std::stable_sort(events.begin(), events.end(),
                     [](const Event& a, const Event& b) { return a.atMs < b.atMs; });
    return events;
}

QList<const Marker*> markersOf(const Timeline& timeline, std::initializer_list<MarkerKind> kinds) {
    QList<const Marker*> found;
    auto take = [&](const Marker& marker) {
        if (std::find(kinds.begin(), kinds.end(), marker.kind) != kinds.end())
            found.append(&marker);
    };
    for (const Lane& lane : timeline.lanes)
        std::for_each(lane.markers.begin(), lane.markers.end(), take);
    std::for_each(timeline.projectMarkers.begin(), timeline.projectMarkers.end(), take);
    std::stable_sort(found.begin(), found.end(),
                     [](const Marker* a, const Marker* b) { return a->atMs < b->atMs; });
    return found;
}

QList<QuotaMinute> quotaPeaks(const Timeline& timeline) {
    QList<QuotaMinute> peaks = timeline.quota;
    std::stable_sort(peaks.begin(), peaks.end(),
                     [](const QuotaMinute& a, const QuotaMinute& b) { return a.used > b.used; });
    peaks.resize(std::min<qsizetype>(peaks.size(), kQuotaPeaks));
    return peaks;
}

int percentOf(const QuotaMinute& minute) {
    return minute.limit > 0 ? int(qint64(minute.used) * 100 / minute.limit) : 0;
}

QString tokenText(const std::optional<FencingToken>& token) {
    return token ? QString::number(*token) : QString();
}

QJsonValue tokenJson(const std::optional<FencingToken>& token) {
    // Exact to 2^64 - 1: a JSON number would pass through a double.
    return token ? QJsonValue(QString::number(*token)) : QJsonValue();
}

QJsonObject barJson(const Bar& bar) {
    return {{QStringLiteral("fencing_token"), QString::number(bar.token)},
            {QStringLiteral("from"), timeText(bar.startMs)},
            {QStringLiteral("to"), timeText(bar.endMs)},
            {QStringLiteral("held_before_range"), bar.startsBeforeRange},
            {QStringLiteral("held_at_first_read"), bar.firstSighting},
            {QStringLiteral("ended"), barEndName(bar.end)},
            {QStringLiteral("renewals_seen"), bar.renewalsSeen},
            {QStringLiteral("first_request_id"), bar.firstRequestId},
            {QStringLiteral("last_request_id"), bar.lastRequestId},
            {QStringLiteral("end_request_id"), bar.endRequestId}};
}

QJsonObject markerJson(const Marker& marker) {
    QJsonObject object{{QStringLiteral("kind"), markerKindName(marker.kind)},
                       {QStringLiteral("at"), timeText(marker.atMs)},
                       {QStringLiteral("key"), marker.key},
                       {QStringLiteral("text"), marker.text}};
    if (marker.kind == MarkerKind::ForceRelease) {
        object.insert(QStringLiteral("operator"), marker.operatorName);
        object.insert(QStringLiteral("reason"), marker.reason);
        object.insert(QStringLiteral("outcome"), marker.outcome);
        object.insert(QStringLiteral("fencing_token"), tokenJson(marker.token));
    }
    if (marker.kind == MarkerKind::FencingAnomaly) {
        object.insert(QStringLiteral("previous_fencing_token"), tokenJson(marker.token));
        object.insert(QStringLiteral("fencing_token"), tokenJson(marker.tokenAfter));
    }
    if (marker.kind == MarkerKind::AlertFired || marker.kind == MarkerKind::AlertResolved)
        object.insert(QStringLiteral("rule"), marker.reason);
    object.insert(QStringLiteral("request_id"), marker.requestId);
    return object;
}

QJsonObject laneJson(const Lane& lane) {
    QJsonArray bars;
    for (const Bar& bar : lane.bars)
        bars.append(barJson(bar));
    QJsonArray unknown;
    for (const Span& span : lane.unknown)
        unknown.append(QJsonObject{{QStringLiteral("from"), timeText(span.startMs)},
                                   {QStringLiteral("to"), timeText(span.endMs)}});
    QJsonArray renewals;
    for (const qint64 at : lane.renewalsMs)
        renewals.append(timeText(at));
    QJsonArray markers;
    for (const Marker& marker : lane.markers)
        markers.append(markerJson(marker));
    return {{QStringLiteral("key"), lane.key},    {QStringLiteral("reads"), lane.reads},
            {QStringLiteral("holders"), bars},    {QStringLiteral("renewals_seen_at"), renewals},
            {QStringLiteral("markers"), markers}, {QStringLiteral("not_seen"), unknown}};
}

QJsonObject bandJson(const Band& band) {
    QJsonObject object{{QStringLiteral("kind"), bandKindName(band.kind)},
                       {QStringLiteral("from"), timeText(band.startMs)},
                       {QStringLiteral("to"), timeText(band.endMs)}};
    if (band.kind == BandKind::QuotaAbove) {
        object.insert(QStringLiteral("minutes"), band.count);
        object.insert(QStringLiteral("peak_used"), band.peakUsed);
    } else {
        object.insert(QStringLiteral("refused"), band.count);
        object.insert(QStringLiteral("request_ids"), QJsonArray::fromStringList(band.requestIds));
    }
    return object;
}

QJsonObject quotaJson(const QuotaMinute& minute) {
    return {{QStringLiteral("minute"), timeText(minute.minuteStartMs)},
            {QStringLiteral("used"), minute.used},
            {QStringLiteral("limit"), minute.limit}};
}

int countBars(const Timeline& timeline, bool (*which)(const Bar&)) {
    int count = 0;
    for (const Lane& lane : timeline.lanes)
        count += int(std::count_if(lane.bars.begin(), lane.bars.end(), which));
    return count;
}

int countBands(const Timeline& timeline, BandKind kind) {
    return int(std::count_if(timeline.bands.begin(), timeline.bands.end(),
                             [kind](const Band& band) { return band.kind == kind; }));
}

} // namespace

IncidentReport::IncidentReport(Timeline timeline, About about)
    : m_timeline(std::move(timeline))
    , m_about(std::move(about)) {}

QString IncidentReport::title() const {
    if (!m_about.title.isEmpty())
        return m_about.title;
    return QStringLiteral("Lock incident report, %1 to %2")
        .arg(timeText(m_timeline.fromMs), timeText(m_timeline.toMs));
}

QJsonObject IncidentReport::summaryJson() const {
    const Timeline& t = m_timeline;
    const auto peaks = quotaPeaks(t);
    return {
        {QStringLiteral("keys"), int(t.lanes.size())},
        {QStringLiteral("acquisitions_seen"),
         countBars(t, [](const Bar& bar) { return !bar.startsBeforeRange && !bar.firstSighting; })},
        {QStringLiteral("expired"),
         countBars(t, [](const Bar& bar) { return bar.end == BarEnd::Expired; })},
        {QStringLiteral("handovers"),
         countBars(t, [](const Bar& bar) { return bar.end == BarEnd::TakenOver; })},
        {QStringLiteral("force_releases"), int(markersOf(t, {MarkerKind::ForceRelease}).size())},
        {QStringLiteral("fencing_anomalies"),
         int(markersOf(t, {MarkerKind::FencingAnomaly}).size())},
        {QStringLiteral("alerts_fired"), int(markersOf(t, {MarkerKind::AlertFired}).size())},
        {QStringLiteral("alerts_resolved"), int(markersOf(t, {MarkerKind::AlertResolved}).size())},
        {QStringLiteral("rate_limited_periods"), countBands(t, BandKind::RateLimited)},
        {QStringLiteral("unavailable_periods"), countBands(t, BandKind::Unavailable)},
        {QStringLiteral("quota_peak"), peaks.isEmpty() ? QJsonValue() : quotaJson(peaks.first())},
    };
}

QJsonObject IncidentReport::toJson() const {
    QJsonArray lanes;
    for (const Lane& lane : m_timeline.lanes)
        lanes.append(laneJson(lane));
    QJsonArray events;
    for (const Event& event : chronology(m_timeline))
        events.append(QJsonObject{{QStringLiteral("at"), timeText(event.atMs)},
                                  {QStringLiteral("key"), event.key},
                                  {QStringLiteral("kind"), event.kind},
                                  {QStringLiteral("details"), event.details},
                                  {QStringLiteral("request_id"), event.requestId}});
    QJsonArray markers;
    for (const Marker& marker : m_timeline.projectMarkers)
        markers.append(markerJson(marker));
    QJsonArray bands;
    for (const Band& band : m_timeline.bands)
        bands.append(bandJson(band));
    QJsonArray peaks;
    for (const QuotaMinute& minute : quotaPeaks(m_timeline))
        peaks.append(quotaJson(minute));
    return {
        {QStringLiteral("title"), title()},
        {QStringLiteral("source"), m_about.source},
        {QStringLiteral("generated_at"), rfc3339::format(m_about.generatedAt)},
        {QStringLiteral("from"), timeText(m_timeline.fromMs)},
        {QStringLiteral("to"), timeText(m_timeline.toMs)},
        {QStringLiteral("not_seen_after_s"), double(m_about.staleAfterMs) / 1000.0},
        {QStringLiteral("quota_threshold_percent"), m_timeline.quotaThresholdPercent},
        {QStringLiteral("summary"), summaryJson()},
        {QStringLiteral("keys"), lanes},
        {QStringLiteral("events"), events},
        {QStringLiteral("project_alerts"), markers},
        {QStringLiteral("periods"), bands},
        {QStringLiteral("quota_peaks"), peaks},
    };
}

QList<ReportTable> IncidentReport::tables() const {
    return {summaryTable(), holdersTable(), eventsTable(), forceReleasesTable(),
            alertsTable(),  periodsTable(), quotaTable(),  unknownTable()};
}

ReportTable IncidentReport::summaryTable() const {
    ReportTable table{
        QStringLiteral("Summary"), {}, {QStringLiteral("What"), QStringLiteral("Count")}, {}, {}};
    const QJsonObject summary = summaryJson();
    const std::pair<const char*, const char*> rows[] = {
        {"keys", "Keys"},
        {"acquisitions_seen", "Acquisitions seen"},
        {"handovers", "Handovers (released, then acquired by another)"},
        {"expired", "Leases that expired (holder stopped renewing)"},
        {"force_releases", "Force releases"},
        {"fencing_anomalies", "Fencing anomalies"},
        {"alerts_fired", "Alerts fired"},
        {"alerts_resolved", "Alerts resolved"},
        {"rate_limited_periods", "Periods of 429 (rate limited)"},
        {"unavailable_periods", "Periods of 503 (unavailable)"},
    };
    for (const auto& [field, label] : rows)
        table.rows.append(
            {QLatin1String(label), QString::number(summary.value(QLatin1String(field)).toInt())});
    const QJsonObject peak = summary.value(QStringLiteral("quota_peak")).toObject();
    table.rows.append({QStringLiteral("Busiest quota minute"),
                       peak.isEmpty() ? QStringLiteral("none recorded")
                                      : QStringLiteral("%1 of %2 at %3")
                                            .arg(peak.value(QStringLiteral("used")).toInt())
                                            .arg(peak.value(QStringLiteral("limit")).toInt())
                                            .arg(peak.value(QStringLiteral("minute")).toString())});
    return table;
}

ReportTable IncidentReport::holdersTable() const {
    ReportTable table{
        QStringLiteral("Holders"),
        QStringLiteral("Each acquisition from the first read that saw its fencing token to its "
                       "end. A holding that ended between two reads is shown to the last read "
                       "that saw it; the rest is under \"Not seen\"."),
        {QStringLiteral("Key"), QStringLiteral("Fencing token"), QStringLiteral("From"),
         QStringLiteral("To"), QStringLiteral("Held for"), QStringLiteral("Ended"),
         QStringLiteral("Renewals seen"), QStringLiteral("First read"),
         QStringLiteral("Ended, seen by")},
        {},
        QStringLiteral("No lock was seen held in this range.")};
    for (const Lane& lane : m_timeline.lanes) {
        for (const Bar& bar : lane.bars)
            table.rows.append(
                {lane.key, QString::number(bar.token),
                 timeText(bar.startMs) +
                     (bar.startsBeforeRange ? QStringLiteral(" (held before)") : QString()),
                 timeText(bar.endMs), durationText(bar.endMs - bar.startMs), barEndName(bar.end),
                 QString::number(bar.renewalsSeen), bar.firstRequestId, bar.endRequestId});
    }
    return table;
}

ReportTable IncidentReport::eventsTable() const {
    ReportTable table{QStringLiteral("Events"),
                      {},
                      {QStringLiteral("Time (UTC)"), QStringLiteral("Key"), QStringLiteral("Event"),
                       QStringLiteral("Details"), QStringLiteral("Request id")},
                      {},
                      QStringLiteral("Nothing changed in this range.")};
    for (const Event& event : chronology(m_timeline))
        table.rows.append(
            {timeText(event.atMs), event.key, event.kind, event.details, event.requestId});
    return table;
}

ReportTable IncidentReport::forceReleasesTable() const {
    ReportTable table{QStringLiteral("Force releases"),
                      {},
                      {QStringLiteral("Time (UTC)"), QStringLiteral("Key"),
                       QStringLiteral("Operator"), QStringLiteral("Reason"),
                       QStringLiteral("Fencing token"), QStringLiteral("Outcome"),
                       QStringLiteral("Request id")},
                      {},
                      QStringLiteral("No force release in this range.")};
    for (const Marker* marker : markersOf(m_timeline, {MarkerKind::ForceRelease}))
        table.rows.append({timeText(marker->atMs), marker->key, marker->operatorName,
                           marker->reason, tokenText(marker->token), marker->outcome,
                           marker->requestId});
    return table;
}

ReportTable IncidentReport::alertsTable() const {
    ReportTable table{QStringLiteral("Alerts"),
                      {},
                      {QStringLiteral("Time (UTC)"), QStringLiteral("Status"),
                       QStringLiteral("Rule"), QStringLiteral("Key"), QStringLiteral("Text")},
                      {},
                      QStringLiteral("No alert fired or resolved in this range.")};
    for (const Marker* marker :
         markersOf(m_timeline, {MarkerKind::AlertFired, MarkerKind::AlertResolved}))
        table.rows.append({timeText(marker->atMs),
                           marker->kind == MarkerKind::AlertFired ? QStringLiteral("firing")
                                                                  : QStringLiteral("resolved"),
                           marker->reason, marker->key, marker->text});
    return table;
}

ReportTable IncidentReport::periodsTable() const {
    ReportTable table{
        QStringLiteral("429 and 503 periods"),
        QStringLiteral("Refused requests less than 30 s apart form one period; it lasts to the "
                       "last refusal's Retry-After. The request ids find them in server logs."),
        {QStringLiteral("From (UTC)"), QStringLiteral("To (UTC)"), QStringLiteral("What"),
         QStringLiteral("Refused"), QStringLiteral("First request ids")},
        {},
        QStringLiteral("No request was refused with 429 or 503 in this range.")};
    for (const Band& band : m_timeline.bands) {
        if (band.kind == BandKind::QuotaAbove)
            continue;
        table.rows.append({timeText(band.startMs), timeText(band.endMs),
                           band.kind == BandKind::RateLimited ? QStringLiteral("429 rate limited")
                                                              : QStringLiteral("503 unavailable"),
                           QString::number(band.count),
                           band.requestIds.join(QStringLiteral(", "))});
    }
    return table;
}

ReportTable IncidentReport::quotaTable() const {
    ReportTable table{QStringLiteral("Quota peaks"),
                      QStringLiteral("The busiest minutes of the project's request quota "
                                     "(threshold %1 %).")
                          .arg(m_timeline.quotaThresholdPercent),
                      {QStringLiteral("Minute (UTC)"), QStringLiteral("Used"),
                       QStringLiteral("Limit"), QStringLiteral("Share"),
                       QStringLiteral("Above threshold")},
                      {},
                      QStringLiteral("No quota figures were recorded in this range.")};
    for (const QuotaMinute& minute : quotaPeaks(m_timeline))
        table.rows.append(
            {timeText(minute.minuteStartMs), QString::number(minute.used),
             QString::number(minute.limit), QStringLiteral("%1 %").arg(percentOf(minute)),
             percentOf(minute) >= m_timeline.quotaThresholdPercent ? QStringLiteral("yes")
                                                                   : QStringLiteral("no")});
    return table;
}

ReportTable IncidentReport::unknownTable() const {
    ReportTable table{
        QStringLiteral("Not seen"),
        QStringLiteral("Stretches no read covers: before a key's first read, between a holder's "
                       "last sighting and the read that saw it end, and gaps between reads "
                       "longer than %1. Nothing is claimed about them.")
            .arg(durationText(m_about.staleAfterMs)),
        {QStringLiteral("Key"), QStringLiteral("From (UTC)"), QStringLiteral("To (UTC)"),
         QStringLiteral("For")},
        {},
        QStringLiteral("Every key was seen throughout the range.")};
    for (const Lane& lane : m_timeline.lanes) {
        for (const Span& span : lane.unknown)
            table.rows.append({lane.key, timeText(span.startMs), timeText(span.endMs),
                               durationText(span.endMs - span.startMs)});
    }
    return table;
}

QString IncidentReport::toMarkdown() const {
    QString text = QStringLiteral("# ") + title() + QStringLiteral("\n\n");
    text += QStringLiteral("- Range: %1 to %2 (UTC)\n- Source: %3\n- Generated: %4\n\n")
                .arg(timeText(m_timeline.fromMs), timeText(m_timeline.toMs), m_about.source,
                     rfc3339::format(m_about.generatedAt));
    for (const ReportTable& table : tables())
        text += table.toMarkdown();
    return text;
}

QString IncidentReport::toHtml(const QByteArray& svg) const {
    static const QString style = QStringLiteral(
        "body{font-family:'DejaVu Sans',Arial,sans-serif;margin:24px;color:#1b1b1b}"
        "h1{font-size:22px}h2{font-size:17px;margin-top:28px}"
        "table{border-collapse:collapse;font-size:13px}"
        "th,td{border:1px solid #c8c8c8;padding:3px 8px;text-align:left;vertical-align:top}"
        "th{background:#eef1f4}td.time{white-space:nowrap}p.empty{color:#555}.figure "
        "svg{max-width:100%;height:auto}"
        "dl{display:grid;grid-template-columns:max-content auto;gap:2px 12px}dt{font-weight:bold}");
    QString html =
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                       "<title>%1</title><style>%2</style></head><body>\n<h1>%1</h1>\n")
            .arg(title().toHtmlEscaped(), style);
    html += QStringLiteral("<dl><dt>Range</dt><dd>%1 to %2 (UTC)</dd><dt>Source</dt><dd>%3</dd>"
                           "<dt>Generated</dt><dd>%4</dd></dl>\n")
                .arg(timeText(m_timeline.fromMs), timeText(m_timeline.toMs),
                     m_about.source.toHtmlEscaped(), rfc3339::format(m_about.generatedAt));
    if (!svg.isEmpty()) {
        // The SVG document's own XML declaration is not allowed inside HTML.
        QString image = QString::fromUtf8(svg);
        image.remove(0, std::max<qsizetype>(0, image.indexOf(QLatin1String("<svg"))));
        html += QStringLiteral("<section class=\"figure\"><h2>Timeline</h2>\n") + image +
                QStringLiteral("</section>\n");
    }
    for (const ReportTable& table : tables())
        html += table.toHtml();
    return html + QStringLiteral("</body></html>\n");
}

} // namespace volcano::timeline
