// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/timeline/TimelinePanel.h"
#include "ui/widgets/AccessibleNames.h"

#include "alerts/KeyPattern.h"
#include "client/Clock.h"
#include "client/LockClient.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/LockWatcher.h"
#include "timeline/IncidentReport.h"
#include "timeline/TimelineBuilder.h"
#include "timeline/TimelineStyle.h"
#include "timeline/TimelineSvg.h"
#include "ui/timeline/TimelineView.h"
#include "ui/widgets/FileDialog.h"
#include "ui/widgets/MessageBox.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QImage>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QSaveFile>
#include <QSignalBlocker>
#include <QSvgGenerator>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace volcano::ui {

namespace {

struct RangeChoice {
    const char* label;
    qint64 minutes;
};
constexpr RangeChoice kRanges[] = {
    {QT_TRANSLATE_NOOP("volcano::ui::TimelinePanel", "Last 15 minutes"), 15},
    {QT_TRANSLATE_NOOP("volcano::ui::TimelinePanel", "Last hour"), 60},
    {QT_TRANSLATE_NOOP("volcano::ui::TimelinePanel", "Last 6 hours"), 360},
    {QT_TRANSLATE_NOOP("volcano::ui::TimelinePanel", "Last 24 hours"), 1440},
    {QT_TRANSLATE_NOOP("volcano::ui::TimelinePanel", "Last 7 days"), 10080},
};

Expected<void> saveFile(const QString& path, const QByteArray& data) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
        return fail(QObject::tr("Cannot write %1: %2").arg(path, file.errorString()));
    return {};
}

QToolButton* toolButton(const QString& text, const QString& tip, QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(tip);
    button->setAccessibleName(text);
    return button;
}

} // namespace

TimelinePanel::TimelinePanel(ConsoleApp& app, QWidget* parent)
    : QWidget(parent)
    , m_app(app)
    , m_view(new TimelineView(this))
    , m_range(new QComboBox(this))
    , m_keys(new QComboBox(this))
    , m_laneFilter(new QLineEdit(this))
    , m_summary(new QLabel(this))
    , m_live(new QTimer(this)) {
    m_live->setInterval(kLiveReloadMs);
    connect(m_live, &QTimer::timeout, this, &TimelinePanel::reload);
    m_view->setObjectName(QStringLiteral("timelineView"));
    m_summary->setObjectName(QStringLiteral("timelineSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createToolBar());
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    connect(m_view, &TimelineView::keyActivated, this, &TimelinePanel::keyActivated);
    // Another profile's records are not this one's: the next reload reads everything.
    connect(&app, &ConsoleApp::activated, this, [this] {
        m_feed.reset();
        if (isVisible())
            reload();
    });
    setMinimumSize(640, 320);
}

void TimelinePanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    reload();
    m_live->start();
}

void TimelinePanel::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    m_live->stop();
}

QWidget* TimelinePanel::createToolBar() {
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    for (const RangeChoice& range : kRanges)
        m_range->addItem(tr(range.label), range.minutes);
    m_range->setCurrentIndex(0);
    m_range->setAccessibleName(tr("Time range"));
    m_keys->addItem(tr("Watched keys"), int(LaneChoice::Watched));
    m_keys->addItem(tr("Keys the Locks tab shows"), int(LaneChoice::ShownInLocksTab));
    m_keys->addItem(tr("Keys selected in the Locks tab"), int(LaneChoice::SelectedInLocksTab));
    m_keys->addItem(tr("Every key read in the range"), int(LaneChoice::EveryKeyRead));
    m_keys->setAccessibleName(tr("Keys shown"));
    m_keys->setToolTip(tr("Which keys get a lane"));
    m_laneFilter->setObjectName(QStringLiteral("timelineLaneFilter"));
    m_laneFilter->setPlaceholderText(tr("Filter keys"));
    m_laneFilter->setToolTip(tr("Part of a key (any case), or a pattern with * ? [ ] as in alert "
                                "rules"));
    m_laneFilter->setAccessibleName(tr("Filter the timeline's keys"));
    m_laneFilter->setAccessibleDescription(m_laneFilter->toolTip());
    accessible::enableClearButton(m_laneFilter);
    m_laneFilter->setMinimumWidth(
        m_laneFilter->fontMetrics().horizontalAdvance(m_laneFilter->placeholderText()) + 48);
    auto* refresh = toolButton(tr("Refresh"), tr("Read the history again (F5 in the view)"), bar);
    auto* zoomIn = toolButton(tr("Zoom in"), tr("Zoom in (+, or Ctrl+wheel)"), bar);
    auto* zoomOut = toolButton(tr("Zoom out"), tr("Zoom out (-)"), bar);
    auto* whole = toolButton(tr("Whole range"), tr("Show the whole range (Home)"), bar);
    // The exports share one menu button: the bar stays one row in a longer language.
    auto* exports = toolButton(tr("Export"), tr("Save the view as an image, or its events"), bar);
    exports->setPopupMode(QToolButton::InstantPopup);
    auto* exportMenu = new QMenu(exports);
    QAction* image = exportMenu->addAction(tr("Image (PNG, SVG)…"));
    QAction* events = exportMenu->addAction(tr("Events (CSV, JSON)…"));
    exports->setMenu(exportMenu);
    auto* report = toolButton(tr("Write incident report…"),
                              tr("The report of the range shown: Markdown, HTML or JSON"), bar);
    report->setObjectName(QStringLiteral("writeIncidentReport"));
    m_range->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_keys->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (QWidget* widget : std::initializer_list<QWidget*>{m_range, m_keys, m_laneFilter, refresh,
                                                           zoomIn, zoomOut, whole, exports, report})
        row->addWidget(widget);
    row->addStretch(1);
    connect(m_range, &QComboBox::currentIndexChanged, this, &TimelinePanel::reload);
    connect(m_keys, &QComboBox::currentIndexChanged, this, &TimelinePanel::rebuild);
    connect(m_laneFilter, &QLineEdit::textChanged, this, &TimelinePanel::rebuild);
    connect(refresh, &QToolButton::clicked, this, &TimelinePanel::reloadAll);
    connect(zoomIn, &QToolButton::clicked, this, [this] { m_view->zoomBy(0.5); });
    connect(zoomOut, &QToolButton::clicked, this, [this] { m_view->zoomBy(2.0); });
    connect(whole, &QToolButton::clicked, m_view, &TimelineView::showWholeRange);
    connect(image, &QAction::triggered, this, &TimelinePanel::chooseImageExport);
    connect(events, &QAction::triggered, this, &TimelinePanel::chooseEventsExport);
    connect(report, &QToolButton::clicked, this, &TimelinePanel::chooseReport);
    return bar;
}

void TimelinePanel::reload() {
    const QDateTime to = m_app.session().client().clock().utcNow();
    const QDateTime from = to.addSecs(-60 * m_range->currentData().toLongLong());
    if (auto updated = m_app.updateTimeline(m_feed, from, to); !updated) {
        showProblem(updated.error().message);
        return;
    }
    m_from = from;
    m_to = to;
    rebuild();
}

void TimelinePanel::reloadAll() {
    m_feed.reset();
    reload();
}

void TimelinePanel::setLaneChoice(LaneChoice choice) {
    m_keys->setCurrentIndex(m_keys->findData(int(choice)));
}

void TimelinePanel::setLaneFilter(const QString& text) {
    m_laneFilter->setText(text);
}

void TimelinePanel::locksTabSelectionChanged() {
    if (isVisible() && LaneChoice(m_keys->currentData().toInt()) == LaneChoice::SelectedInLocksTab)
        rebuild();
}

QStringList TimelinePanel::laneKeys() const {
    QStringList keys;
    switch (LaneChoice(m_keys->currentData().toInt())) {
    case LaneChoice::Watched:
        keys = m_app.session().watcher().keys();
        break;
    case LaneChoice::ShownInLocksTab:
        keys = m_locksTab.shown ? m_locksTab.shown() : QStringList();
        break;
    case LaneChoice::SelectedInLocksTab:
        keys = m_locksTab.selected ? m_locksTab.selected() : QStringList();
        break;
    case LaneChoice::EveryKeyRead:
        for (const RecordedObservation& read : m_feed.records().observations) {
            if (keys.isEmpty() || keys.constLast() != read.key) // grouped by key
                keys.append(read.key);
        }
        break;
    }
    const QString filter = m_laneFilter->text().trimmed();
    if (filter.isEmpty())
        return keys;
    // A pattern is read as alert rules read theirs; anything else is a part of a key.
    const bool wildcard = filter.contains(QLatin1Char('*')) || filter.contains(QLatin1Char('?')) ||
                          filter.contains(QLatin1Char('['));
    if (const auto pattern = alerts::KeyPattern::parse(filter); wildcard && pattern) {
        keys.removeIf([&](const QString& key) { return !pattern->matches(key); });
        return keys;
    }
    return keys.filter(filter, Qt::CaseInsensitive);
}

void TimelinePanel::rebuild() {
    if (!m_from.isValid())
        return; // nothing loaded yet: the first reload builds
    const QStringList keys = laneKeys();
    timeline::TimelineBuilder::Options options;
    options.from = m_from;
    options.to = m_to;
    options.keys = keys;
    // No key chosen is no lane, not every key: only the project-wide bands stay.
    m_shown = keys.isEmpty()
                  ? TimelineRecords{{}, {}, {}, m_feed.records().failures, m_feed.records().quota}
                  : recordsOfKeys(m_feed.records(), keys);
    m_view->setTimeline(timeline::TimelineBuilder::build(m_shown, options));
    const timeline::Timeline& shown = m_view->timeline();
    QString text = tr("%1, %2, from %3 to %4 UTC. Source: %5.")
                       .arg(tr("%Ln keys", nullptr, int(shown.lanes.size())),
                            tr("%Ln events", nullptr, shown.eventCount()),
                            m_from.toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                            m_to.toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                            m_app.timelineSource().toHtmlEscaped());
    if (const qint64 known = shown.firstKnownMs(); known > shown.fromMs + 60'000)
        text += QLatin1Char(' ') + tr("Nothing was recorded before %1 UTC.")
                                       .arg(QDateTime::fromMSecsSinceEpoch(known, Qt::UTC)
                                                .toString(QStringLiteral("HH:mm:ss")));
    if (keys.isEmpty())
        text += QLatin1Char(' ') + emptyHint().toHtmlEscaped();
    m_summary->setText(text + QStringLiteral("<br>") + legend());
}

QString TimelinePanel::emptyHint() const {
    if (!m_laneFilter->text().trimmed().isEmpty())
        return tr("No key matches the filter.");
    switch (LaneChoice(m_keys->currentData().toInt())) {
    case LaneChoice::Watched:
        return tr("No key is watched: add keys in the Locks tab.");
    case LaneChoice::ShownInLocksTab:
        return tr("The Locks tab shows no key.");
    case LaneChoice::SelectedInLocksTab:
        return tr("Select keys in the Locks tab to see them here.");
    case LaneChoice::EveryKeyRead:
        break;
    }
    return tr("No key was read in this range.");
}

// Colour is never the only clue: each entry says in words what its colour means.
QString TimelinePanel::legend() {
    using namespace timeline;
    const std::pair<QString, const char*> entries[] = {
        {style::barColour(BarEnd::Ongoing), QT_TR_NOOP("held")},
        {style::barColour(BarEnd::Expired), QT_TR_NOOP("held, then expired")},
        {style::barColour(BarEnd::ForceReleased), QT_TR_NOOP("force-released")},
        {QStringLiteral("#9a9a9a"), QT_TR_NOOP("hatched: not seen (no read covers it)")},
        {style::bandColour(BandKind::RateLimited), QT_TR_NOOP("shaded: 429")},
        {style::bandColour(BandKind::Unavailable), QT_TR_NOOP("503")},
        {style::bandColour(BandKind::QuotaAbove), QT_TR_NOOP("quota above threshold")},
        {QLatin1String(style::kRenewalTickColour),
         QT_TR_NOOP("ticks: renewals seen; triangles: force releases, anomalies, alerts")},
    };
    QStringList parts;
    for (const auto& [colour, text] : entries)
        parts.append(QStringLiteral("<span style=\"color:%1\">&#9632;</span>&nbsp;%2")
                         .arg(colour, tr(text).toHtmlEscaped()));
    return parts.join(QStringLiteral(" &nbsp; "));
}

void TimelinePanel::showAround(const QString& key, const QDateTime& since, const QDateTime& at) {
    constexpr qint64 kMarginSeconds = 300;
    const QDateTime now = m_app.session().client().clock().utcNow();
    const QDateTime from = (since.isValid() ? since : at).addSecs(-kMarginSeconds);
    const QDateTime to = std::min(now, (at.isValid() ? at : now).addSecs(kMarginSeconds));
    {
        const QSignalBlocker rangeBlocker(m_range);
        const QSignalBlocker keysBlocker(m_keys);
        const QSignalBlocker filterBlocker(m_laneFilter);
        int choice = m_range->count() - 1; // the smallest range reaching back to `from`
        for (int i = 0; i < m_range->count(); ++i) {
            if (now.addSecs(-60 * m_range->itemData(i).toLongLong()) <= from) {
                choice = i;
                break;
            }
        }
        m_range->setCurrentIndex(choice);
        const bool watched = key.isEmpty() || m_app.session().watcher().isWatching(key);
        setLaneChoice(watched ? LaneChoice::Watched : LaneChoice::EveryKeyRead);
        m_laneFilter->clear();
    }
    reload();
    m_view->setVisibleRange(from.toMSecsSinceEpoch(), to.toMSecsSinceEpoch());
    const QList<timeline::Lane>& lanes = m_view->timeline().lanes;
    for (int lane = 0; lane < lanes.size(); ++lane) {
        if (lanes[lane].key == key)
            m_view->setCurrentLane(lane);
    }
}

void TimelinePanel::showProblem(const QString& message) {
    m_summary->setText(tr("The history could not be read: %1").arg(message.toHtmlEscaped()));
}

QSize TimelinePanel::imageSize() const {
    const int lanes = int(m_view->timeline().lanes.size()) + 1;
    return {std::max(1200, m_view->viewport()->width()),
            TimelineView::kAxisHeight + lanes * TimelineView::kLaneHeight};
}

Expected<void> TimelinePanel::exportImage(const QString& path) const {
    const QSize size = imageSize();
    TimelineView painterView; // the same range and lanes at the export's full height
    painterView.setTimeline(m_view->timeline());
    painterView.resize(size.width() + 2 * painterView.frameWidth(), size.height());
    painterView.setVisibleRange(m_view->visibleFromMs(), m_view->visibleToMs());
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(tr("Lock timeline"));
        QPainter painter;
        if (!painter.begin(&svg))
            return fail(tr("Cannot write %1").arg(path));
        painterView.paintTo(painter, size, 0);
        return {};
    }
    QImage image(size, QImage::Format_RGB32);
    QPainter painter(&image);
    painterView.paintTo(painter, size, 0);
    painter.end();
    if (!image.save(path, "PNG"))
        return fail(tr("Cannot write %1").arg(path));
    return {};
}

timeline::IncidentReport TimelinePanel::reportOfView() const {
    timeline::TimelineBuilder::Options options;
    options.from = QDateTime::fromMSecsSinceEpoch(m_view->visibleFromMs(), Qt::UTC);
    options.to = QDateTime::fromMSecsSinceEpoch(m_view->visibleToMs(), Qt::UTC);
    for (const timeline::Lane& lane : m_view->timeline().lanes)
        options.keys.append(lane.key);
    timeline::IncidentReport::About about;
    about.source = m_app.timelineSource();
    about.generatedAt = m_app.session().client().clock().utcNow();
    about.staleAfterMs = options.staleAfterMs;
    return {timeline::TimelineBuilder::build(m_shown, options), about};
}

Expected<void> TimelinePanel::exportEvents(const QString& path) const {
    const timeline::IncidentReport report = reportOfView();
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return saveFile(path, QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented));
    return saveFile(path, report.eventsTable().toCsv());
}

Expected<void> TimelinePanel::writeReport(const QString& path) const {
    const timeline::IncidentReport report = reportOfView();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("json"))
        return saveFile(path, QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented));
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return saveFile(
            path, report.toHtml(timeline::TimelineSvg::render(report.timeline(), report.title()))
                      .toUtf8());
    return saveFile(path, report.toMarkdown().toUtf8());
}

void TimelinePanel::chooseImageExport() {
    const QString path = FileDialog::getSaveFileName(this, tr("Export timeline image"),
                                                     QStringLiteral("timeline.png"),
                                                     tr("PNG image (*.png);;SVG image (*.svg)"));
    if (path.isEmpty())
        return;
    if (auto written = exportImage(path); !written)
        MessageBox::warning(this, tr("Export timeline image"), written.error().message);
}

void TimelinePanel::chooseEventsExport() {
    const QString path = FileDialog::getSaveFileName(this, tr("Export timeline events"),
                                                     QStringLiteral("timeline-events.csv"),
                                                     tr("CSV (*.csv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    if (auto written = exportEvents(path); !written)
        MessageBox::warning(this, tr("Export timeline events"), written.error().message);
}

void TimelinePanel::chooseReport() {
    const QString path = FileDialog::getSaveFileName(
        this, tr("Write incident report"), QStringLiteral("incident-report.html"),
        tr("HTML (*.html);;Markdown (*.md);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    if (auto written = writeReport(path); !written)
        MessageBox::warning(this, tr("Write incident report"), written.error().message);
}

} // namespace volcano::ui
