// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/MainWindow.h"

#include "client/LockClient.h"
#include "console/AccessAdvice.h"
#include "console/ConsoleSession.h"
#include "console/KeyImportSummary.h"
#include "console/LockEventNotifier.h"
#include "console/LockWatcher.h"
#include "console/TestLeaseManager.h"
#include "console/TimeText.h"
#include "lease/ClockOffsetEstimator.h"
#include "lease/PollScheduler.h"
#include "lease/QuotaMeter.h"
#include "secrets/SecretStore.h"
#include "store/ProfileStore.h"
#include "store/Watchlist.h"
#include "ui/ConsoleActions.h"
#include "ui/ProfilesDialog.h"
#include "ui/leases/TestLeasePanel.h"
#include "ui/logs/AuditLogView.h"
#include "ui/logs/RequestLogView.h"
#include "ui/quota/CapacityPlannerView.h"
#include "ui/quota/QuotaPanel.h"
#include "ui/watch/AddKeyDialog.h"
#include "ui/watch/ForceReleaseDialog.h"
#include "ui/watch/LockDetailPanel.h"
#include "ui/watch/PasteKeysDialog.h"
#include "ui/watch/WatchSortFilterProxy.h"
#include "ui/watch/WatchTableModel.h"
#include "ui/widgets/ColoredTextDelegate.h"
#include "ui/widgets/FileDialog.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/MessageBox.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace volcano::ui {

namespace {

constexpr int kStatusTickMs = 1000;
const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");
const QString kSplitterKey = QStringLiteral("window/splitter");
const QString kHeaderKey = QStringLiteral("window/tableHeader");
const QString kDetailSplitterKey = QStringLiteral("window/detailSplitter");
const QString kBudgetKey = QStringLiteral("polling/budgetPerMinute");

QLabel* statusLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setContentsMargins(6, 0, 6, 0);
    return label;
}

QScrollArea* scrolling(QWidget* panel, QWidget* parent) {
    auto* area = new QScrollArea(parent);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidget(panel);
    return area;
}

MessageBanner::Kind bannerKind(ConsoleApp::NoticeKind kind) {
    switch (kind) {
    case ConsoleApp::NoticeKind::Warning:
        return MessageBanner::Kind::Warning;
    case ConsoleApp::NoticeKind::Error:
        return MessageBanner::Kind::Error;
    case ConsoleApp::NoticeKind::Info:
        break;
    }
    return MessageBanner::Kind::Info;
}

} // namespace

MainWindow::MainWindow(ConsoleApp& app, QWidget* parent)
    : QMainWindow(parent)
    , m_app(app)
    , m_actions(new ConsoleActions(this))
    , m_model(new WatchTableModel(app.watchlist(), app.session().watcher(), this))
    , m_proxy(new WatchSortFilterProxy(this))
    , m_table(new QTableView(this))
    , m_detail(new LockDetailPanel(app.session().watcher(), app.history(), this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_auditView(new AuditLogView(app.audit(), this))
    , m_requestView(new RequestLogView(app.requestLog(), this))
    , m_auditDock(new QDockWidget(tr("Audit Log"), this))
    , m_requestDock(new QDockWidget(tr("Request Log"), this))
    , m_leasePanel(new TestLeasePanel(app.testLeases(), app.session().offset(),
                                      app.session().client().clock(), app.watchlist(), this))
    , m_quotaPanel(new QuotaPanel(app.session().quota(), this))
    , m_planner(new CapacityPlannerView(this))
    , m_leaseDock(new QDockWidget(tr("Test Leases"), this))
    , m_quotaDock(new QDockWidget(tr("Quota"), this))
    , m_plannerDock(new QDockWidget(tr("Capacity Planner"), this))
    , m_noticeBanner(new MessageBanner(this))
    , m_readOnlyBanner(new MessageBanner(this))
    , m_degradedBanner(new MessageBanner(this))
    , m_filter(new QLineEdit(this))
    , m_profileChooser(new QComboBox(this))
    , m_budget(new QSpinBox(this))
    , m_profileLabel(statusLabel(this))
    , m_projectLabel(statusLabel(this))
    , m_readOnlyBadge(statusLabel(this))
    , m_keychainLabel(statusLabel(this))
    , m_freshnessLabel(statusLabel(this))
    , m_pollingLabel(statusLabel(this))
    , m_eventNotifier(
          new LockEventNotifier(app.session().watcher(), app.watchlist(), app.notifier(), this)) {
    setWindowTitle(tr("Volcano Lock Console"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/volcano-lock-console.svg")));
    buildActions();
    buildMenus();
    buildToolBar();
    buildCentral();
    buildDocks();
    buildStatusBar();
    buildTray();
    connectApp();
    restoreWindowState();
    applyReadOnly(false);
    updateActionStates();
}

MainWindow::~MainWindow() = default;

QString MainWindow::statusText() const {
    QStringList parts;
    for (const QLabel* label : {m_profileLabel, m_projectLabel, m_readOnlyBadge, m_keychainLabel,
                                m_freshnessLabel, m_pollingLabel}) {
        if (label->isVisibleTo(this) && !label->text().isEmpty())
            parts << label->text();
    }
    return parts.join(QStringLiteral(" | "));
}

QString MainWindow::keychainText() const {
    return m_keychainLabel->text();
}

void MainWindow::selectKey(const QString& key) {
    const int sourceRow = m_model->rowOf(key);
    if (sourceRow < 0) {
        m_table->clearSelection();
        return;
    }
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

QStringList MainWindow::selectedKeys() const {
    QStringList keys;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        keys << index.data(WatchTableModel::KeyRole).toString();
    return keys;
}

QString MainWindow::currentKey() const {
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    return current.isValid() ? current.data(WatchTableModel::KeyRole).toString() : QString();
}

ForceReleaseDialog* MainWindow::openForceRelease(const QString& key) {
    if (m_readOnly || key.isEmpty() || !m_app.session().isActive())
        return nullptr;
    if (m_forceDialog)
        m_forceDialog->close();
    ConsoleSession& session = m_app.session();
    auto* procedure =
        new ForceReleaseProcedure(session.client(), m_app.audit(), session.profile(), key);
    connect(procedure, &ForceReleaseProcedure::resultReceived, &session,
            &ConsoleSession::applyResult);
    auto* dialog = new ForceReleaseDialog(procedure, &session.offset(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    m_forceDialog = dialog;
    dialog->show();
    return dialog;
}

void MainWindow::saveWindowState() const {
    const auto settings = m_app.settings();
    settings->setValue(kGeometryKey, saveGeometry());
    settings->setValue(kStateKey, saveState());
    settings->setValue(kSplitterKey, m_splitter->saveState());
    settings->setValue(kHeaderKey, m_table->horizontalHeader()->saveState());
    settings->setValue(kDetailSplitterKey, m_detail->splitter()->saveState());
}

void MainWindow::restoreWindowState() {
    const auto settings = m_app.settings();
    if (!restoreGeometry(settings->value(kGeometryKey).toByteArray()))
        resize(1320, 820);
    restoreState(settings->value(kStateKey).toByteArray());
    if (!m_splitter->restoreState(settings->value(kSplitterKey).toByteArray()))
        m_splitter->setSizes({760, 560});
    QHeaderView* header = m_table->horizontalHeader();
    if (header->restoreState(settings->value(kHeaderKey).toByteArray()))
        m_table->sortByColumn(header->sortIndicatorSection(), header->sortIndicatorOrder());
    m_detail->splitter()->restoreState(settings->value(kDetailSplitterKey).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    TestLeaseManager& leases = m_app.testLeases();
    if (!m_leasesClosed && leases.hasOpenLeases()) {
        // Release the test leases before quitting (those kept for a resume stay held); the
        // window closes when the server has answered, or after a bounded wait.
        event->ignore();
        if (!m_closingLeases) {
            m_closingLeases = true;
            statusBar()->showMessage(tr("Releasing test leases…"));
            leases.closeAll([this] {
                m_leasesClosed = true;
                close();
            });
        }
        return;
    }
    saveWindowState();
    event->accept();
}

void MainWindow::buildActions() {
    connect(m_actions->addKey, &QAction::triggered, this, &MainWindow::addKey);
    connect(m_actions->pasteKeys, &QAction::triggered, this, &MainWindow::pasteKeys);
    connect(m_actions->importKeys, &QAction::triggered, this, &MainWindow::importKeys);
    connect(m_actions->exportKeys, &QAction::triggered, this, &MainWindow::exportKeys);
    connect(m_actions->removeKeys, &QAction::triggered, this, &MainWindow::removeKeys);
    connect(m_actions->refresh, &QAction::triggered, this, &MainWindow::refresh);
    connect(m_actions->forceRelease, &QAction::triggered, this, &MainWindow::forceReleaseSelected);
    connect(m_actions->toggleNotify, &QAction::triggered, this, &MainWindow::toggleNotify);
    connect(m_actions->filter, &QAction::triggered, this, &MainWindow::focusFilter);
    connect(m_actions->profiles, &QAction::triggered, this, &MainWindow::showProfiles);
    connect(m_actions->auditLog, &QAction::triggered, this, [this] { toggleDock(m_auditDock); });
    connect(m_actions->requestLog, &QAction::triggered, this,
            [this] { toggleDock(m_requestDock); });
    connect(m_actions->takeTestLease, &QAction::triggered, this, &MainWindow::takeTestLease);
    connect(m_actions->testLeases, &QAction::triggered, this, [this] { toggleDock(m_leaseDock); });
    connect(m_actions->quotaChart, &QAction::triggered, this, [this] { toggleDock(m_quotaDock); });
    connect(m_actions->planner, &QAction::triggered, this, [this] { toggleDock(m_plannerDock); });
    connect(m_actions->showDetail, &QAction::toggled, m_detail, &QWidget::setVisible);
    connect(m_actions->quit, &QAction::triggered, this, &QWidget::close);
    connect(m_actions->about, &QAction::triggered, this, &MainWindow::showAbout);
    // Window-wide shortcuts, also while a dock has focus.
    for (QAction* action : m_actions->all()) {
        if (action != m_actions->copy)
            addAction(action);
    }
}

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_actions->profiles);
    file->addSeparator();
    file->addAction(m_actions->importKeys);
    file->addAction(m_actions->exportKeys);
    file->addSeparator();
    file->addAction(m_actions->quit);

    QMenu* keys = menuBar()->addMenu(tr("&Keys"));
    keys->addAction(m_actions->addKey);
    keys->addAction(m_actions->pasteKeys);
    keys->addAction(m_actions->removeKeys);
    keys->addSeparator();
    keys->addAction(m_actions->refresh);
    keys->addAction(m_actions->toggleNotify);
    keys->addSeparator();
    keys->addAction(m_actions->takeTestLease);
    keys->addAction(m_actions->forceRelease);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_actions->filter);
    view->addAction(m_actions->showDetail);
    view->addAction(m_actions->auditLog);
    view->addAction(m_actions->requestLog);
    view->addAction(m_actions->testLeases);
    view->addAction(m_actions->quotaChart);
    view->addAction(m_actions->planner);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_actions->about);
}

void MainWindow::buildToolBar() {
    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setIconSize(QSize(20, 20));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(m_actions->addKey);
    bar->addAction(m_actions->pasteKeys);
    bar->addAction(m_actions->removeKeys);
    bar->addSeparator();
    bar->addAction(m_actions->refresh);
    bar->addAction(m_actions->toggleNotify);
    bar->addAction(m_actions->takeTestLease);
    bar->addAction(m_actions->forceRelease);
    bar->addSeparator();
    m_filter->setPlaceholderText(tr("Filter keys (Ctrl+F)"));
    m_filter->setClearButtonEnabled(true);
    m_filter->addAction(QIcon(QStringLiteral(":/icons/filter.svg")), QLineEdit::LeadingPosition);
    m_filter->setMinimumWidth(200);
    m_filter->setMaximumWidth(280);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &WatchSortFilterProxy::setKeyFilter);
    bar->addWidget(m_filter);

    auto* spacer = new QWidget(bar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);
    bar->addWidget(new QLabel(tr("Budget "), bar));
    m_budget->setRange(1, limits::kDefaultRateLimitPerMinute);
    m_budget->setSuffix(tr(" reads/min"));
    m_budget->setToolTip(tr("Reads a minute the console may spend polling, out of the "
                            "project's 600-request quota that it shares with the workers"));
    m_budget->setValue(m_app.session().budgetPerMinute());
    connect(m_budget, &QSpinBox::valueChanged, this, [this](int value) {
        m_app.session().setBudgetPerMinute(value);
        m_app.settings()->setValue(kBudgetKey, value);
        m_planner->setPollingBudget(value);
    });
    bar->addWidget(m_budget);
    bar->addSeparator();
    bar->addWidget(new QLabel(tr("Profile "), bar));
    m_profileChooser->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_profileChooser->setMinimumContentsLength(22);
    connect(m_profileChooser, &QComboBox::activated, this,
            [this](int index) { m_app.activate(m_profileChooser->itemData(index).toString()); });
    bar->addWidget(m_profileChooser);
    bar->addAction(m_actions->profiles);
}

void MainWindow::buildCentral() {
    m_proxy->setSourceModel(m_model);
    m_table->setModel(m_proxy);
    m_table->setItemDelegate(new ColoredTextDelegate(m_table));
    m_table->setObjectName(QStringLiteral("watchTable"));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(WatchTableModel::KeyColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setShowGrid(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 10);
    QHeaderView* header = m_table->horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(true);
    m_table->setColumnWidth(WatchTableModel::KeyColumn, 150);
    m_table->setColumnWidth(WatchTableModel::StateColumn, 115);
    m_table->setColumnWidth(WatchTableModel::ExpiresInColumn, 90);
    m_table->setColumnWidth(WatchTableModel::FencingTokenColumn, 140);
    m_table->setColumnWidth(WatchTableModel::HolderChangesColumn, 100);
    m_table->setColumnWidth(WatchTableModel::LastChangeColumn, 90);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (QAction* action :
         {m_actions->refresh, m_actions->toggleNotify, m_actions->copy, m_actions->removeKeys,
          m_actions->takeTestLease, m_actions->forceRelease})
        m_table->addAction(action);
    // Only while the table has focus: the log views' Ctrl+C copies request ids.
    m_actions->copy->setShortcutContext(Qt::WidgetShortcut);
    connect(m_actions->copy, &QAction::triggered, this,
            [this] { QApplication::clipboard()->setText(selectedKeys().join(QLatin1Char('\n'))); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MainWindow::onSelectionChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::onSelectionChanged);

    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->setSpacing(6);
    layout->addWidget(m_noticeBanner);
    layout->addWidget(m_readOnlyBanner);
    layout->addWidget(m_degradedBanner);
    layout->addWidget(m_splitter, 1);
    setCentralWidget(central);
}

void MainWindow::buildDocks() {
    m_requestDock->setObjectName(QStringLiteral("requestLogDock"));
    m_requestDock->setWidget(m_requestView);
    m_auditDock->setObjectName(QStringLiteral("auditLogDock"));
    m_auditDock->setWidget(m_auditView);
    m_leaseDock->setObjectName(QStringLiteral("testLeaseDock"));
    // Scrollable rather than raising the window's minimum height (laptop screens).
    m_leaseDock->setWidget(scrolling(m_leasePanel, m_leaseDock));
    m_quotaDock->setObjectName(QStringLiteral("quotaDock"));
    m_quotaDock->setWidget(scrolling(m_quotaPanel, m_quotaDock));
    m_plannerDock->setObjectName(QStringLiteral("plannerDock"));
    m_plannerDock->setWidget(scrolling(m_planner, m_plannerDock));
    m_planner->setPollingBudget(m_app.session().budgetPerMinute());
    addDockWidget(Qt::BottomDockWidgetArea, m_requestDock);
    for (QDockWidget* dock : {m_auditDock, m_leaseDock, m_quotaDock, m_plannerDock}) {
        addDockWidget(Qt::BottomDockWidgetArea, dock);
        tabifyDockWidget(m_requestDock, dock);
    }
    m_requestDock->raise();
    resizeDocks({m_requestDock}, {200}, Qt::Vertical);
}

void MainWindow::buildStatusBar() {
    m_readOnlyBadge->setText(tr("READ-ONLY"));
    m_readOnlyBadge->setStyleSheet(QStringLiteral(
        "QLabel { color: white; background: #8e24aa; border-radius: 6px; padding: 1px 8px; "
        "font-weight: bold; }"));
    m_readOnlyBadge->setToolTip(tr("Force release and test leases are disabled"));
    statusBar()->addWidget(m_profileLabel);
    statusBar()->addWidget(m_projectLabel);
    statusBar()->addWidget(m_readOnlyBadge);
    statusBar()->addWidget(m_freshnessLabel, 1);
    statusBar()->addPermanentWidget(m_pollingLabel);
    statusBar()->addPermanentWidget(m_keychainLabel);
    if (m_app.secrets().isPersistent()) {
        // Known only once the keychain has answered something (the embedded sandbox needs
        // no stored key, so it may never be asked).
        m_keychainLabel->setText(tr("Keychain: not used yet"));
        m_keychainLabel->setToolTip(tr("Service keys of your profiles go to the OS keychain"));
    } else {
        onKeychainStatus(false, m_app.secrets().fallbackReason());
    }
    auto* tick = new QTimer(this);
    tick->setInterval(kStatusTickMs);
    connect(tick, &QTimer::timeout, this, &MainWindow::updatePollingStatus);
    tick->start();
}

void MainWindow::buildTray() {
    if (!QSystemTrayIcon::isSystemTrayAvailable())
        return;
    m_tray = new QSystemTrayIcon(windowIcon(), this);
    m_tray->setToolTip(windowTitle());
    m_tray->show();
}

void MainWindow::connectApp() {
    ConsoleSession& session = m_app.session();
    connect(&m_app, &ConsoleApp::activated, this, &MainWindow::onActivated);
    connect(&m_app, &ConsoleApp::notice, this, &MainWindow::onNotice);
    connect(&m_app, &ConsoleApp::keychainStatusChanged, this, &MainWindow::onKeychainStatus);
    const auto keychainAnswered = [this] {
        onKeychainStatus(m_app.secrets().isPersistent(), m_app.secrets().fallbackReason());
    };
    SecretStore& secrets = m_app.secrets();
    connect(&secrets, &SecretStore::secretRead, this, keychainAnswered);
    connect(&secrets, &SecretStore::secretNotFound, this, keychainAnswered);
    connect(&secrets, &SecretStore::secretWritten, this, keychainAnswered);
    connect(&session.watcher(), &LockWatcher::degradedChanged, this,
            &MainWindow::onDegradedChanged);
    connect(&m_app.notifier(), &Notifier::notified, this, &MainWindow::onNotification);
    connect(&m_app.watchlist(), &Watchlist::notifyChanged, this, &MainWindow::updateActionStates);
    connect(&m_app.profiles(), &ProfileStore::profilesChanged, this,
            &MainWindow::reloadProfileChooser);
    connect(m_detail, &LockDetailPanel::forceReleaseRequested, this,
            [this](const QString& key) { openForceRelease(key); });
    connect(&m_app.testLeases(), &TestLeaseManager::leaseLost, this, &MainWindow::onTestLeaseLost);
    connect(&m_app.testLeases(), &TestLeaseManager::availabilityChanged, this,
            &MainWindow::updateActionStates);
    reloadProfileChooser();
}

void MainWindow::onActivated(const ConnectionProfile& profile) {
    setWindowTitle(tr("%1 — Volcano Lock Console").arg(profile.name));
    m_profileLabel->setText(tr("Profile: %1").arg(profile.name));
    m_projectLabel->setText(
        profile.projectLabel.isEmpty() ? QString() : tr("Project: %1").arg(profile.projectLabel));
    m_projectLabel->setVisible(!profile.projectLabel.isEmpty());
    m_auditView->setCurrentProfile(profile.id, profile.name);
    m_degradedBanner->clear();
    applyReadOnly(profile.readOnly);
    reloadProfileChooser();
    if (m_table->selectionModel()->selectedRows().isEmpty() && m_proxy->rowCount() > 0)
        m_table->selectRow(0);
    m_detail->showKey(profile.id, currentKey());
    updateActionStates();
}

void MainWindow::onNotice(ConsoleApp::NoticeKind kind, const QString& text) {
    m_noticeBanner->showMessage(bannerKind(kind), text, true);
}

void MainWindow::onDegradedChanged() {
    const LockWatcher& watcher = m_app.session().watcher();
    if (!watcher.isDegraded()) {
        m_degradedBanner->clear();
        updatePollingStatus();
        return;
    }
    const QDateTime lastGood = watcher.lastGoodReadAt();
    QString text = lastGood.isValid()
                       ? tr("<b>Showing stale data from %1.</b>")
                             .arg(lastGood.toLocalTime().toString(QStringLiteral("HH:mm:ss")))
                       : tr("<b>No data yet.</b>");
    text += QLatin1Char(' ') + tr("Reads are failing: %1. A lock is never shown as free on a "
                                  "failed read.")
                                   .arg(watcher.degradedReason().toHtmlEscaped());
    if (const auto error = watcher.degradedError()) {
        if (const auto advice = accessadvice::forError(*error))
            text += QLatin1Char(' ') + advice->toHtmlEscaped();
    }
    m_degradedBanner->showMessage(MessageBanner::Kind::Error, text);
    updatePollingStatus();
}

void MainWindow::onSelectionChanged() {
    const QString key = currentKey();
    m_detail->showKey(m_app.session().profile().id, key);
    m_app.session().setSelectedKey(key);
    updateActionStates();
}

void MainWindow::onNotification(const QString& title, const QString& message,
                                Notifier::Urgency urgency) {
    if (m_tray && m_tray->isVisible() && QSystemTrayIcon::supportsMessages()) {
        m_tray->showMessage(title, message,
                            urgency == Notifier::Urgency::Info ? QSystemTrayIcon::Information
                                                               : QSystemTrayIcon::Warning);
        return;
    }
    const auto kind = urgency == Notifier::Urgency::Info ? MessageBanner::Kind::Info
                                                         : MessageBanner::Kind::Warning;
    m_noticeBanner->showMessage(kind,
                                QStringLiteral("<b>%1</b> — %2 <span style='color:#607d8b'>(%3)"
                                               "</span>")
                                    .arg(title.toHtmlEscaped(), message.toHtmlEscaped(),
                                         timetext::clockTime(QDateTime::currentDateTimeUtc())),
                                true);
}

void MainWindow::onKeychainStatus(bool persistent, const QString& reason) {
    m_leasePanel->setKeychainPersistent(persistent, reason);
    if (persistent) {
        m_keychainLabel->setText(tr("Keys: OS keychain"));
        m_keychainLabel->setToolTip(tr("Service keys are kept in the Secret Service keychain"));
        m_keychainLabel->setStyleSheet(QString());
        return;
    }
    m_keychainLabel->setText(m_app.options().memoryOnlySecrets
                                 ? tr("Keys kept in memory only (keychain switched off)")
                                 : tr("Key kept in memory only — no Secret Service"));
    m_keychainLabel->setToolTip(reason);
    m_keychainLabel->setStyleSheet(QStringLiteral("color: #b26a00;"));
}

void MainWindow::applyReadOnly(bool readOnly) {
    m_readOnly = readOnly;
    m_readOnlyBadge->setVisible(readOnly);
    if (readOnly)
        m_readOnlyBanner->showMessage(
            MessageBanner::Kind::ReadOnly,
            tr("<b>Read-only profile.</b> Force release and test leases are disabled here; "
               "the console only reads."));
    else
        m_readOnlyBanner->clear();
    m_detail->setForceReleaseAllowed(!readOnly);
    updateActionStates();
}

void MainWindow::updateActionStates() {
    const QStringList keys = selectedKeys();
    const bool hasSelection = !keys.isEmpty();
    const bool active = m_app.session().isActive();
    m_actions->removeKeys->setEnabled(hasSelection);
    m_actions->copy->setEnabled(hasSelection);
    m_actions->toggleNotify->setEnabled(hasSelection);
    m_actions->refresh->setEnabled(active);
    for (QAction* action : m_actions->mutating())
        action->setEnabled(!m_readOnly && active && !currentKey().isEmpty());
    // A test lease can be taken on any key, selected or not.
    m_actions->takeTestLease->setEnabled(!m_readOnly && active);
    const bool allNotify =
        hasSelection && std::all_of(keys.cbegin(), keys.cend(), [this](const QString& k) {
            return m_app.watchlist().notifiesOnChange(k);
        });
    m_actions->toggleNotify->setChecked(allNotify);
}

void MainWindow::updatePollingStatus() {
    ConsoleSession& session = m_app.session();
    const LockWatcher& watcher = session.watcher();
    const QDateTime lastGood = watcher.lastGoodReadAt();
    if (watcher.isDegraded())
        m_freshnessLabel->setText(lastGood.isValid()
                                      ? tr("Stale: data from %1").arg(timetext::clockTime(lastGood))
                                      : tr("No data yet"));
    else
        m_freshnessLabel->setText(lastGood.isValid()
                                      ? tr("Live: last read %1").arg(timetext::clockTime(lastGood))
                                      : QString());
    m_freshnessLabel->setStyleSheet(watcher.isDegraded() ? QStringLiteral("color: #c62828;")
                                                         : QString());
    QString polling = tr("Reads this minute: %1/%2")
                          .arg(session.scheduler().readsThisMinute())
                          .arg(session.budgetPerMinute());
    if (const auto used = session.quota().projectUsedThisMinute())
        polling += tr(" · project quota %1/%2").arg(*used).arg(session.quota().limit());
    if (const auto offset = session.offset().offsetMs())
        polling += tr(" · server clock %1%2 s")
                       .arg(*offset >= 0 ? QStringLiteral("+") : QString())
                       .arg(double(*offset) / 1000.0, 0, 'f', 1);
    if (const auto paused = session.scheduler().pausedUntil())
        polling += tr(" · paused (429) until %1").arg(timetext::clockTime(*paused));
    m_pollingLabel->setText(polling);
}

void MainWindow::reloadProfileChooser() {
    const QSignalBlocker blocker(m_profileChooser);
    m_profileChooser->clear();
    const QString current = m_app.profiles().currentId();
    for (const ConnectionProfile& profile : m_app.profiles().profiles()) {
        m_profileChooser->addItem(
            profile.readOnly ? tr("%1 (read-only)").arg(profile.name) : profile.name, profile.id);
        if (profile.id == current)
            m_profileChooser->setCurrentIndex(m_profileChooser->count() - 1);
    }
}

void MainWindow::addKey() {
    AddKeyDialog dialog(m_app.watchlist(), this);
    if (dialog.exec() == QDialog::Accepted)
        selectKey(dialog.keyEdit()->text().trimmed());
}

void MainWindow::pasteKeys() {
    PasteKeysDialog dialog(m_app.watchlist(), this);
    dialog.exec();
}

void MainWindow::importKeys() {
    const QString path = FileDialog::getOpenFileName(this, tr("Import Keys"),
                                                     tr("Key lists (*.txt *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    const KeyImportResult result = m_app.watchlist().importFile(path);
    QString text = keyimportsummary::headline(result);
    if (!result.rejected.isEmpty())
        text += QStringLiteral("\n\n") + keyimportsummary::rejectedLines(result, 20);
    MessageBox::information(this, tr("Import Keys"), text);
}

void MainWindow::exportKeys() {
    const QString path =
        FileDialog::getSaveFileName(this, tr("Export Keys"), QStringLiteral("volcano-keys.txt"),
                                    tr("Text (*.txt);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    const auto exported = m_app.watchlist().exportFile(path, Watchlist::formatForPath(path));
    if (!exported)
        MessageBox::warning(this, tr("Export Keys"),
                            tr("Could not write %1: %2").arg(path, exported.error().message));
}

void MainWindow::removeKeys() {
    const QStringList keys = selectedKeys();
    if (keys.isEmpty())
        return;
    const QString question =
        keys.size() == 1 ? tr("Stop watching %1? The lock itself is not touched.").arg(keys.first())
                         : tr("Stop watching %n keys? The locks themselves are not touched.",
                              nullptr, int(keys.size()));
    if (MessageBox::question(this, tr("Remove Keys"), question, QMessageBox::Yes | QMessageBox::No,
                             QMessageBox::Yes) != QMessageBox::Yes)
        return;
    m_app.watchlist().removeMany(keys);
}

void MainWindow::refresh() {
    const QStringList keys = selectedKeys();
    if (keys.size() > 1)
        m_app.session().refresh(keys);
    else
        m_app.session().refreshAll();
}

void MainWindow::forceReleaseSelected() {
    openForceRelease(currentKey());
}

void MainWindow::toggleNotify(bool on) {
    for (const QString& key : selectedKeys())
        m_app.watchlist().setNotifyOnChange(key, on);
}

void MainWindow::focusFilter() {
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

void MainWindow::showProfiles() {
    ProfilesDialog dialog(m_app.profiles(), m_app.secrets(), this);
    connect(&dialog, &ProfilesDialog::useRequested, this, [this, &dialog](const QString& id) {
        m_app.activate(id);
        dialog.accept();
    });
    connect(&dialog, &ProfilesDialog::profileSaved, &m_app, &ConsoleApp::profileEdited);
    dialog.exec();
}

void MainWindow::toggleDock(QDockWidget* dock) {
    if (dock->isVisible() && !dock->visibleRegion().isEmpty()) {
        dock->hide();
        return;
    }
    showDock(dock);
}

void MainWindow::showDock(QDockWidget* dock) {
    dock->show();
    dock->raise();
}

QStringList MainWindow::panelNames() {
    return {QStringLiteral("requests"), QStringLiteral("audit"), QStringLiteral("leases"),
            QStringLiteral("quota"), QStringLiteral("planner")};
}

bool MainWindow::showPanel(const QString& name) {
    const QList<QDockWidget*> docks{m_requestDock, m_auditDock, m_leaseDock, m_quotaDock,
                                    m_plannerDock};
    const qsizetype index = panelNames().indexOf(name);
    if (index < 0)
        return false;
    showDock(docks.at(index));
    return true;
}

void MainWindow::takeTestLease() {
    showDock(m_leaseDock);
    m_leasePanel->setKey(currentKey());
    m_leasePanel->keyEdit()->setFocus(Qt::ShortcutFocusReason);
    m_leasePanel->keyEdit()->selectAll();
}

void MainWindow::onTestLeaseLost() {
    // The red row must be in view: bring the leases to the front.
    showDock(m_leaseDock);
}

void MainWindow::showAbout() {
    MessageBox::information(
        this, tr("About Volcano Lock Console"),
        tr("Volcano Lock Console %1\n\nAn operator console for Volcano project locks: who "
           "holds a lock and until when, how fencing tokens move, and a safe force release.")
            .arg(QApplication::applicationVersion()));
}

} // namespace volcano::ui
