// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "timeline/ReportTable.h"
#include "timeline/Timeline.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace volcano::timeline {

// An incident report a postmortem can quote: who held which lock over a range, how each
// holding ended, force releases with operator and reason, alerts, 429/503 periods, quota
// peaks, what was never seen, and the request ids that find each moment in the server's
// logs. The console's "Write incident report…" and `volcano-lockctl report` write the same
// report from the same timeline, as JSON (the reference: every other form says the same),
// Markdown and self-contained HTML (with the timeline drawn inline as SVG).
class IncidentReport {
public:
    struct About {
        QString title;  // e.g. "Incident report"; empty: a title from the range
        QString source; // where the history came from, without secrets
        QDateTime generatedAt;
        qint64 staleAfterMs = 0;
    };

    IncidentReport(Timeline timeline, About about);

    QJsonObject toJson() const;
    QString toMarkdown() const;
    // svg: the timeline image to embed (empty: none); it is inlined, so the file stands alone.
    QString toHtml(const QByteArray& svg = {}) const;

    const Timeline& timeline() const { return m_timeline; }
    QString title() const;

    // The sections, in order: what Markdown and HTML show.
    QList<ReportTable> tables() const;
    // Every event in order (time, key, event, details, request id): the CSV export.
    ReportTable eventsTable() const;

private:
    ReportTable summaryTable() const;
    ReportTable holdersTable() const;
    ReportTable forceReleasesTable() const;
    ReportTable alertsTable() const;
    ReportTable periodsTable() const;
    ReportTable quotaTable() const;
    ReportTable unknownTable() const;
    QJsonObject summaryJson() const;

    Timeline m_timeline;
    About m_about;
};

} // namespace volcano::timeline
