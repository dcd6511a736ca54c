// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "timeline/TimelineSvg.h"

#include "timeline/TimelineStyle.h"

#include <QDateTime>
#include <QXmlStreamWriter>

#include <algorithm>
#include <array>

namespace volcano::timeline {

namespace {

constexpr int kPlotWidth = TimelineSvg::kWidth - TimelineSvg::kLabelWidth - 16;
constexpr int kTop = TimelineSvg::kLegendHeight + TimelineSvg::kAxisHeight;
constexpr int kMinLabelledBarPx = 46; // a token label needs this much bar

struct Scale {
    qint64 fromMs = 0;
    qint64 toMs = 1;
    double x(qint64 ms) const {
        const double span = double(std::max<qint64>(1, toMs - fromMs));
        return TimelineSvg::kLabelWidth + double(ms - fromMs) / span * kPlotWidth;
    }
};

QString number(double value) {
    return QString::number(value, 'f', 1);
}

QString utcText(qint64 ms, const QString& format) {
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(format);
}

void rect(QXmlStreamWriter& xml, double x, double y, double w, double h, const QString& fill) {
    xml.writeStartElement(QStringLiteral("rect"));
    xml.writeAttribute(QStringLiteral("x"), number(x));
    xml.writeAttribute(QStringLiteral("y"), number(y));
    xml.writeAttribute(QStringLiteral("width"), number(std::max(w, 1.0)));
    xml.writeAttribute(QStringLiteral("height"), number(h));
    xml.writeAttribute(QStringLiteral("fill"), fill);
}

void text(QXmlStreamWriter& xml, double x, double y, const QString& content,
          const QString& anchor = QStringLiteral("start")) {
    xml.writeStartElement(QStringLiteral("text"));
    xml.writeAttribute(QStringLiteral("x"), number(x));
    xml.writeAttribute(QStringLiteral("y"), number(y));
    if (anchor != QLatin1String("start"))
        xml.writeAttribute(QStringLiteral("text-anchor"), anchor);
    xml.writeCharacters(content);
    xml.writeEndElement();
}

void title(QXmlStreamWriter& xml, const QString& content) {
    xml.writeTextElement(QStringLiteral("title"), content);
}

void writeDefs(QXmlStreamWriter& xml) {
    xml.writeStartElement(QStringLiteral("defs"));
    xml.writeStartElement(QStringLiteral("pattern"));
    xml.writeAttribute(QStringLiteral("id"), QStringLiteral("unknown"));
    xml.writeAttribute(QStringLiteral("width"), QStringLiteral("6"));
    xml.writeAttribute(QStringLiteral("height"), QStringLiteral("6"));
    xml.writeAttribute(QStringLiteral("patternUnits"), QStringLiteral("userSpaceOnUse"));
    xml.writeAttribute(QStringLiteral("patternTransform"), QStringLiteral("rotate(45)"));
    rect(xml, 0, 0, 6, 6, QStringLiteral("#f1f1f1"));
    xml.writeEndElement();
    rect(xml, 0, 0, 2, 6, QStringLiteral("#b9b9b9"));
    xml.writeEndElement();
    xml.writeEndElement(); // pattern
    xml.writeEndElement(); // defs
}

void writeLegend(QXmlStreamWriter& xml) {
    struct Entry {
        const char* label;
        QString fill;
    };
    const Entry entries[] = {
        {"held", style::barColour(BarEnd::Ongoing)},
        {"held, then expired", style::barColour(BarEnd::Expired)},
        {"force-released", style::barColour(BarEnd::ForceReleased)},
        {"not seen", QStringLiteral("url(#unknown)")},
        {"429", style::bandColour(BandKind::RateLimited)},
        {"503", style::bandColour(BandKind::Unavailable)},
        {"quota above threshold", style::bandColour(BandKind::QuotaAbove)},
    };
    double x = TimelineSvg::kLabelWidth;
    for (const Entry& entry : entries) {
        rect(xml, x, 8, 14, 12, entry.fill);
        xml.writeEndElement();
        const QString label = QLatin1String(entry.label);
        text(xml, x + 18, 18, label);
        x += 30 + 6.6 * double(label.size());
    }
}

void writeAxis(QXmlStreamWriter& xml, const Scale& scale, double bottom) {
    const qint64 step = style::tickStepMs(scale.toMs - scale.fromMs, 8);
    const QString format = step < 60'000       ? QStringLiteral("HH:mm:ss")
                           : step < 86'400'000 ? QStringLiteral("HH:mm")
                                               : QStringLiteral("MM-dd");
    text(xml, 8, kTop - 14,
         QStringLiteral("UTC, %1").arg(utcText(scale.fromMs, QStringLiteral("yyyy-MM-dd"))));
    for (qint64 tick = (scale.fromMs + step - 1) / step * step; tick < scale.toMs; tick += step) {
        const double x = scale.x(tick);
        rect(xml, x, kTop - 6, 0.6, bottom - kTop + 6, QStringLiteral("#d5d5d5"));
        xml.writeEndElement();
        text(xml, x, kTop - 10, utcText(tick, format), QStringLiteral("middle"));
    }
}

void writeBands(QXmlStreamWriter& xml, const Timeline& timeline, const Scale& scale,
                double bottom) {
    for (const Band& band : timeline.bands) {
        const double x = scale.x(std::max(band.startMs, timeline.fromMs));
        const double w = scale.x(std::min(band.endMs, timeline.toMs)) - x;
        rect(xml, x, kTop, w, bottom - kTop, style::bandColour(band.kind));
        xml.writeAttribute(QStringLiteral("fill-opacity"), QStringLiteral("0.16"));
        title(xml,
              band.kind == BandKind::QuotaAbove
                  ? QStringLiteral("quota above %1 % for %2 min (peak %3)")
                        .arg(timeline.quotaThresholdPercent)
                        .arg(band.count)
                        .arg(band.peakUsed)
                  : QStringLiteral("%1: %2 refused").arg(bandKindName(band.kind)).arg(band.count));
        xml.writeEndElement();
    }
}

void writeBar(QXmlStreamWriter& xml, const Bar& bar, const Scale& scale, double y) {
    const double x = scale.x(bar.startMs);
    const double w = scale.x(bar.endMs) - x;
    rect(xml, x, y + 3, w, TimelineSvg::kLaneHeight - 6, style::barColour(bar.end));
    title(xml, QStringLiteral("token %1, %2 to %3 UTC, %4")
                   .arg(bar.token)
                   .arg(utcText(bar.startMs, QStringLiteral("HH:mm:ss")),
                        utcText(bar.endMs, QStringLiteral("HH:mm:ss")), barEndName(bar.end)));
    xml.writeEndElement();
    if (w >= kMinLabelledBarPx) {
        xml.writeStartElement(QStringLiteral("g"));
        xml.writeAttribute(QStringLiteral("fill"), QStringLiteral("#ffffff"));
        text(xml, x + 4, y + TimelineSvg::kLaneHeight - 7, QString::number(bar.token));
        xml.writeEndElement();
    }
}

void writeMarker(QXmlStreamWriter& xml, const Marker& marker, const Scale& scale, double y) {
    const double x = scale.x(marker.atMs);
    const QString colour = style::markerColour(marker.kind);
    xml.writeStartElement(QStringLiteral("path"));
    xml.writeAttribute(QStringLiteral("d"),
                       QStringLiteral("M%1 %2 l5 -7 h-10 z").arg(number(x), number(y + 8)));
    xml.writeAttribute(QStringLiteral("fill"), colour);
    title(xml, QStringLiteral("%1 %2 UTC: %3")
                   .arg(markerKindName(marker.kind),
                        utcText(marker.atMs, QStringLiteral("HH:mm:ss")), marker.text));
    xml.writeEndElement();
}

void writeLane(QXmlStreamWriter& xml, const Lane& lane, const Scale& scale, double y) {
    text(xml, 8, y + TimelineSvg::kLaneHeight - 7,
         lane.key.size() > 30 ? lane.key.left(29) + QChar(0x2026) : lane.key);
    for (const Span& span : lane.unknown) {
        const double x = scale.x(span.startMs);
        rect(xml, x, y + 3, scale.x(span.endMs) - x, TimelineSvg::kLaneHeight - 6,
             QStringLiteral("url(#unknown)"));
        title(xml, QStringLiteral("not seen %1 to %2 UTC")
                       .arg(utcText(span.startMs, QStringLiteral("HH:mm:ss")),
                            utcText(span.endMs, QStringLiteral("HH:mm:ss"))));
        xml.writeEndElement();
    }
    for (const Bar& bar : lane.bars)
        writeBar(xml, bar, scale, y);
    for (const qint64 at : lane.renewalsMs) {
        rect(xml, scale.x(at), y + 1, 1, 4, QLatin1String(style::kRenewalTickColour));
        xml.writeEndElement();
    }
    for (const Marker& marker : lane.markers)
        writeMarker(xml, marker, scale, y);
}

} // namespace

QByteArray TimelineSvg::render(const Timeline& timeline, const QString& caption) {
    const Scale scale{timeline.fromMs, std::max(timeline.toMs, timeline.fromMs + 1)};
    const qsizetype lanes = std::max<qsizetype>(1, timeline.lanes.size());
    const double bottom =
        kTop + double(lanes) * kLaneHeight + (timeline.projectMarkers.isEmpty() ? 0 : kLaneHeight);
    QByteArray svg;
    QXmlStreamWriter xml(&svg);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("svg"));
    xml.writeDefaultNamespace(QStringLiteral("http://www.w3.org/2000/svg"));
    xml.writeAttribute(QStringLiteral("width"), QString::number(kWidth));
    xml.writeAttribute(QStringLiteral("height"), QString::number(int(bottom) + 8));
    xml.writeAttribute(QStringLiteral("viewBox"),
                       QStringLiteral("0 0 %1 %2").arg(kWidth).arg(int(bottom) + 8));
    xml.writeAttribute(QStringLiteral("font-family"),
                       QStringLiteral("DejaVu Sans, Arial, sans-serif"));
    xml.writeAttribute(QStringLiteral("font-size"), QStringLiteral("11"));
    xml.writeAttribute(QStringLiteral("role"), QStringLiteral("img"));
    title(xml, caption.isEmpty() ? QStringLiteral("Lock timeline") : caption);
    writeDefs(xml);
    rect(xml, 0, 0, kWidth, bottom + 8, QStringLiteral("#ffffff"));
    xml.writeEndElement();
    writeLegend(xml);
    writeAxis(xml, scale, bottom);
    writeBands(xml, timeline, scale, bottom);
    double y = kTop;
    for (const Lane& lane : timeline.lanes) {
        writeLane(xml, lane, scale, y);
        y += kLaneHeight;
    }
    if (!timeline.projectMarkers.isEmpty()) {
        text(xml, 8, y + kLaneHeight - 7, QStringLiteral("(project)"));
        for (const Marker& marker : timeline.projectMarkers)
            writeMarker(xml, marker, scale, y);
    }
    xml.writeEndElement(); // svg
    xml.writeEndDocument();
    return svg;
}

} // namespace volcano::timeline
