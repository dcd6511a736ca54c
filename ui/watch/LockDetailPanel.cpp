// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/watch/LockDetailPanel.h"
#include "ui/widgets/ColumnWidths.h"
#include "ui/widgets/Theme.h"
#include "ui/widgets/ThemeNotifier.h"

#include "console/LockWatcher.h"
#include "console/ReadBudgetText.h"
#include "console/RenewalText.h"
#include "console/TimeText.h"
#include "store/LockHistory.h"
#include "ui/watch/FencingChartView.h"
#include "ui/watch/LockHistoryModel.h"
#include "ui/watch/WatchTableView.h"
#include "ui/widgets/ColoredTextDelegate.h"
#include "ui/widgets/ColumnChooser.h"
#include "ui/widgets/ElidedLabel.h"
#include "ui/widgets/FieldGrid.h"
#include "ui/widgets/StateStyle.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace volcano::ui {

namespace {

constexpr int kTickMs = 1000;

constexpr int kMinimumGap = 48; // margins and spacing beside the badge and the button

// The widest state the badge can say.
int widestBadge(const QFont& font) {
    QFont bold = font;
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    int widest = 0;
    for (const QString& text : allLiveStateTexts())
        widest = std::max(widest, metrics.horizontalAdvance(text));
    constexpr int kPadding = 2 * 10 + 8; // the style sheet's padding, and some air
    return widest + kPadding;
}

} // namespace

LockDetailPanel::LockDetailPanel(LockWatcher& watcher, LockHistory& history, QWidget* parent)
    : QWidget(parent)
    , m_watcher(watcher)
    , m_history(history)
    , m_title(new ElidedLabel(this))
    , m_state(new QLabel(this))
    , m_forceRelease(new QPushButton(QIcon(QStringLiteral(":/icons/force-release.svg")),
                                     tr("Force Release…"), this))
    , m_copyCommand(new QToolButton(this))
    , m_historyModel(new LockHistoryModel(history, this))
    , m_historyTable(new QTableView(this))
    , m_chart(new FencingChartView(this))
    , m_splitter(new QSplitter(Qt::Vertical, this)) {
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.35);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_forceRelease->setToolTip(tr("Force release this lock (Ctrl+Shift+R)"));
    connect(m_forceRelease, &QPushButton::clicked, this,
            [this] { Q_EMIT forceReleaseRequested(m_key); });
    setUpCopyCommand();

    // The key on a line of its own (elided when long), the state badge and the button below
    // it. The panel's minimum width holds the badge's longest state, so no state, key or
    // value ever widens it and squeezes the table.
    // The buttons on a row of their own, below the badge: beside it, a longer language made
    // the panel scroll sideways.
    auto* stateRow = new QHBoxLayout;
    stateRow->addWidget(m_state);
    stateRow->addStretch(1);
    auto* buttonRow = new QHBoxLayout;
    buttonRow->addStretch(1);
    buttonRow->addWidget(m_copyCommand);
    buttonRow->addWidget(m_forceRelease);
    auto* header = new QVBoxLayout;
    header->addWidget(m_title);
    header->addLayout(stateRow);
    header->addLayout(buttonRow);
    setMinimumWidth(std::max(widestBadge(m_state->font()), m_forceRelease->sizeHint().width() +
                                                               m_copyCommand->sizeHint().width()) +
                    kMinimumGap);

    auto* fields = new FieldGrid(this);
    fields->setObjectName(QStringLiteral("lockDetailFields"));
    // Two pairs a row when an expiry timestamp and a 64-bit token fit on one line each.
    fields->setWidestValues(
        timetext::utcTime(QDateTime(QDate(2000, 12, 28), QTime(23, 59, 59, 999), Qt::UTC)),
        QStringLiteral("18446744073709551615"));
    m_expiresAt = fields->addField(tr("Expires at"));
    m_expiresIn = fields->addField(tr("Expires in"));
    m_takeover = fields->addField(tr("Takeover at"));
    m_token = fields->addField(tr("Fencing token"));
    m_handovers = fields->addField(tr("Holder changes"), true);
    m_handovers->setToolTip(tr("Seen this session, as in the table: handovers (the token rose "
                               "between two reads that both saw the lock held) and "
                               "acquisitions after the lock was seen free. The history of "
                               "earlier sessions is counted separately."));
    m_anomalies = fields->addField(tr("Anomalies"));
    m_lastRead = fields->addField(tr("Last good read"));
    m_lastChange = fields->addField(tr("Last change"));
    m_renewals = fields->addField(tr("Renewals"), true);
    m_renewals->setObjectName(QStringLiteral("renewalsValue"));
    m_renewals->setToolTip(tr("Inferred from reads: expires_at moved forward while the fencing "
                              "token stayed. Reads are samples, so the holder renews at least "
                              "this often and its TTL is at least this long."));
    m_nextRead = fields->addField(tr("Next read"), true);
    m_nextRead->setObjectName(QStringLiteral("nextReadValue"));
    m_nextRead->setToolTip(tr("When the console reads this key next, within its read budget"));
    m_lastError = fields->addField(tr("Latest error"), true);
    m_lastError->setObjectName(QStringLiteral("latestError"));
    m_takeover->setToolTip(tr("expires_at + 1 s: the earliest instant another holder can "
                              "acquire the lock (server clock)"));

    m_historyTable->setModel(m_historyModel);
    m_historyTable->setAccessibleName(tr("Lock history"));
    m_chart->setAccessibleName(tr("Holders in fencing-token order"));
    m_chart->setAccessibleDescription(
        tr("Each holder of this key as a step, in fencing-token order; the history table "
           "below lists the same events in words."));
    m_historyTable->setItemDelegate(new ColoredTextDelegate(m_historyTable));
    m_historyTable->verticalHeader()->hide();
    m_historyTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_historyTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_historyTable->setAlternatingRowColors(true);
    m_historyTable->horizontalHeader()->setStretchLastSection(true);
    m_historyTable->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    setUpHistoryColumns();
    m_splitter->addWidget(m_chart);
    m_splitter->addWidget(m_historyTable);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({320, 200});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addLayout(header);
    layout->addWidget(fields);
    layout->addWidget(m_splitter, 1);

    connect(m_historyModel, &LockHistoryModel::historyChanged, this,
            &LockDetailPanel::countRecordedHolderChanges);
    connect(m_historyModel, &LockHistoryModel::historyChanged, this, &LockDetailPanel::updateChart);
    connect(m_historyModel, &LockHistoryModel::historyChanged, this,
            &LockDetailPanel::fitTokenColumn);
    connect(&m_watcher, &LockWatcher::entryChanged, this, &LockDetailPanel::onEntryChanged);
    // The state badge is filled with the state's colour of the theme in use.
    connect(&ThemeNotifier::instance(), &ThemeNotifier::changed, this, &LockDetailPanel::refresh);
    m_tick.setInterval(kTickMs);
    // The last step of the chart runs up to "now", so it moves with the clock too.
    connect(&m_tick, &QTimer::timeout, this, &LockDetailPanel::tick);
    m_tick.start();
    refresh();
}

// Widths from the widest text each column shows, so the four default columns fit the panel
// beside a 1280-pixel table; "Previous" (the row below's token) is one header click away.
void LockDetailPanel::setUpHistoryColumns() {
    constexpr int kCellMargins = 16;
    const auto fit = [](const QFont& font, const QString& widest) {
        return QFontMetrics(font).horizontalAdvance(widest) + kCellMargins;
    };
    const QFont text = m_historyTable->font();
    // Cells resolve the model's font against the table's, as here.
    const int tokenWidth =
        fit(LockHistoryModel::tokenFont().resolve(text), QStringLiteral("18446744073709551615"));
    int clockWidth = 0;
    for (const QString& clock : timetext::widestClockTimes())
        clockWidth = std::max(clockWidth, fit(text, clock));
    m_historyTable->setColumnWidth(LockHistoryModel::ObservedColumn, clockWidth);
    m_historyTable->setColumnWidth(LockHistoryModel::EventColumn,
                                   fit(text, tr("takeover (expired)")));
    m_widestTokenColumn = tokenWidth;
    m_historyTable->setColumnWidth(LockHistoryModel::TokenColumn, tokenWidth);
    m_historyTable->setColumnWidth(LockHistoryModel::PreviousColumn, tokenWidth);
    columns::atLeastHeaders(m_historyTable);
    m_historyTable->setColumnHidden(LockHistoryModel::PreviousColumn, true);
    ColumnChooser::attach(m_historyTable, {LockHistoryModel::ObservedColumn});
}

// As wide as the tokens shown (16 digits leave the expiry room at 1280 pixels), never wider
// than 2^64 - 1's twenty digits. Rows arrive after the header has laid itself out, so the
// width follows each change of the history.
void LockDetailPanel::fitTokenColumn() {
    m_historyTable->resizeColumnToContents(LockHistoryModel::TokenColumn);
    m_historyTable->setColumnWidth(
        LockHistoryModel::TokenColumn,
        std::min(m_historyTable->columnWidth(LockHistoryModel::TokenColumn), m_widestTokenColumn));
}

void LockDetailPanel::setUpCopyCommand() {
    // The force release as a terminal command (never with the secret), e.g. for a runbook
    // or a colleague with the CLI at hand.
    m_copyCommand->setObjectName(QStringLiteral("copyCommand"));
    m_copyCommand->setText(tr("Copy as…"));
    m_copyCommand->setToolTip(tr("Copy this lock's force release as a command; the service key "
                                 "stays in $VOLCANO_SERVICE_KEY"));
    m_copyCommand->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(m_copyCommand);
    QAction* cli = menu->addAction(tr("Copy as CLI"));
    cli->setObjectName(QStringLiteral("copyAsCli"));
    QAction* curl = menu->addAction(tr("Copy as curl"));
    curl->setObjectName(QStringLiteral("copyAsCurl"));
    connect(cli, &QAction::triggered, this, [this] { Q_EMIT copyCommandRequested(m_key, false); });
    connect(curl, &QAction::triggered, this, [this] { Q_EMIT copyCommandRequested(m_key, true); });
    m_copyCommand->setMenu(menu);
}

void LockDetailPanel::showKey(const QString& profileId, const QString& key) {
    if (key == m_key && profileId == m_profileId)
        return;
    m_key = key;
    m_profileId = profileId;
    m_historyModel->setKey(profileId, key);
    refresh();
}

void LockDetailPanel::setForceReleaseAllowed(bool allowed) {
    m_forceReleaseAllowed = allowed;
    refresh();
}

QString LockDetailPanel::stateText() const {
    return m_state->text();
}

QString LockDetailPanel::takeoverText() const {
    return m_takeover->text();
}

QString LockDetailPanel::anomalyText() const {
    return m_anomalies->text();
}

QString LockDetailPanel::fencingTokenText() const {
    return m_token->text();
}

QString LockDetailPanel::holderChangesShown() const {
    return m_handovers->text();
}

void LockDetailPanel::tick() {
    refresh();
    if (isVisible())
        updateChart();
}

void LockDetailPanel::followTicksOf(const WatchTableView& table) {
    m_tick.stop();
    connect(&table, &WatchTableView::countdownsRefreshed, this, &LockDetailPanel::tick);
}

void LockDetailPanel::refresh() {
    const WatchEntry* entry = m_key.isEmpty() ? nullptr : m_watcher.entry(m_key);
    m_title->setFullText(m_key.isEmpty() ? tr("Select a key") : m_key);
    m_forceRelease->setEnabled(m_forceReleaseAllowed && entry && entry->isHeld());
    m_copyCommand->setEnabled(!m_key.isEmpty());
    if (!entry) {
        for (QLabel* label :
             {m_state, m_expiresAt, m_expiresIn, m_takeover, m_token, m_handovers, m_anomalies,
              m_lastRead, m_lastChange, m_renewals, m_nextRead, m_lastError})
            label->clear();
        return;
    }
    showState(*entry);
    const bool held = entry->isHeld() && entry->expiresAt;
    m_expiresAt->setText(held ? timetext::utcTime(*entry->expiresAt) : QStringLiteral("—"));
    m_takeover->setText(held ? timetext::utcTime(*entry->takeoverAt()) : QStringLiteral("—"));
    m_expiresIn->setText(expiresInText(*entry));
    // Set only when it changes: a screen reader hears thresholds, not every second.
    const QString spoken =
        tr("Expires in: %1")
            .arg(spokenExpiry(m_watcher.liveState(*entry), m_watcher.liveClock(*entry)));
    if (m_expiresIn->accessibleName() != spoken)
        m_expiresIn->setAccessibleName(spoken);
    m_token->setText(tokenText(*entry));
    m_handovers->setText(holderChangesText(*entry));
    m_renewals->setText(renewaltext::summary(*entry));
    m_nextRead->setText(m_scheduler ? readbudget::nextReadText(*m_scheduler, m_key) : QString());
    m_anomalies->setText(entry->anomalies > 0
                             ? tr("%n — fencing token went backwards", nullptr, entry->anomalies)
                             : QStringLiteral("0"));
    Theme::setTone(m_anomalies,
                   entry->anomalies > 0 ? std::optional(Theme::Tone::Error) : std::nullopt,
                   entry->anomalies > 0 ? QStringLiteral("font-weight: bold;") : QString());
    m_lastRead->setText(timetext::clockTime(entry->lastGoodRead));
    m_lastChange->setText(timetext::clockTime(entry->lastChange));
    m_lastError->setText(entry->lastError ? entry->lastError->label() : QString());
    m_lastError->setToolTip(entry->lastError ? entry->lastError->advice() : QString());
}

void LockDetailPanel::showState(const WatchEntry& entry) {
    const LiveState state = m_watcher.liveState(entry);
    m_state->setText(liveStateText(entry, state));
    m_state->setStyleSheet(
        QStringLiteral("QLabel { color: %2; background: %1; border-radius: "
                       "8px; padding: 2px 10px; font-weight: bold; }")
            .arg(StateStyle::color(state).name(), Theme::badgeText(Theme::isDark()).name()));
    m_state->setToolTip(StateStyle::explanation(state));
    m_state->setAccessibleName(tr("State: %1").arg(m_state->text()));
}

QString LockDetailPanel::expiresInText(const WatchEntry& entry) const {
    if (!entry.isHeld() || !entry.expiresAt)
        return QStringLiteral("—");
    const LiveClock clock = m_watcher.liveClock(entry);
    if (clock.expiresInMs && *clock.expiresInMs > 0)
        return timetext::countdown(*clock.expiresInMs);
    if (clock.takeoverInMs && *clock.takeoverInMs > 0)
        return tr("expired; takeover in %1").arg(timetext::countdown(*clock.takeoverInMs));
    return tr("expired; takeover possible (not re-read yet)");
}

QString LockDetailPanel::tokenText(const WatchEntry& entry) {
    if (!entry.fencingToken)
        return QStringLiteral("—");
    if (entry.isHeld())
        return QString::number(*entry.fencingToken);
    return tr("— (last holder's: %1)").arg(*entry.fencingToken);
}

QString LockDetailPanel::holderChangesText(const WatchEntry& entry) const {
    const QString session = tr("%L1 this session (%2, %L3 after a free)")
                                .arg(entry.holderChanges())
                                .arg(tr("%Ln handovers", nullptr, entry.handovers))
                                .arg(entry.acquisitions);
    return m_recordedHolderChanges > entry.holderChanges()
               ? tr("%1 · %L2 in history").arg(session).arg(m_recordedHolderChanges)
               : session;
}

// Counted when the history changes, not on every tick: two SQL counts a second add up.
void LockDetailPanel::countRecordedHolderChanges() {
    m_recordedHolderChanges =
        m_key.isEmpty() ? 0
                        : m_history.countEvents(m_profileId, m_key, TokenEvent::Handover) +
                              m_history.countEvents(m_profileId, m_key, TokenEvent::Acquired);
}

void LockDetailPanel::updateChart() {
    m_chart->setObservations(m_historyModel->chronological(), QDateTime::currentDateTimeUtc());
}

void LockDetailPanel::onEntryChanged(const QString& key) {
    if (key == m_key)
        refresh();
}

} // namespace volcano::ui
