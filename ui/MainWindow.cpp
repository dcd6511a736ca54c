// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/MainWindow.h"

#include "client/LockClient.h"
#include "console/AlertMonitor.h"
#include "console/ConsoleSession.h"
#include "console/FirstPassProgress.h"
#include "console/ForceReleaseCommand.h"
#include "console/LockEventNotifier.h"
#include "console/LockWatcher.h"
#include "console/TestLeaseManager.h"
#include "lease/PollScheduler.h"
#include "secrets/SecretStore.h"
#include "store/Watchlist.h"
#include "ui/ConsoleActions.h"
#include "ui/ProfilesDialog.h"
#include "ui/alerts/AlertRulesDialog.h"
#include "ui/alerts/AlertsPanel.h"
#include "ui/leases/TestLeasePanel.h"
#include "ui/logs/AuditLogView.h"
#include "ui/logs/RequestLogView.h"
#include "ui/quota/CapacityPlannerView.h"
#include "ui/quota/QuotaPanel.h"
#include "ui/timeline/TimelinePanel.h"
#include "ui/watch/LockDetailPanel.h"
#include "ui/watch/WatchTableView.h"
#include "ui/watch/WatchlistActions.h"
#include "ui/widgets/AccessibleNames.h"
#include "ui/widgets/CommandPalette.h"
#include "ui/widgets/ConsoleNotices.h"
#include "ui/widgets/ConsoleStatusBar.h"
#include "ui/widgets/MessageBanner.h"
#include "ui/widgets/MessageBox.h"
#include "ui/widgets/PanelDocks.h"
#include "ui/widgets/PanelTabs.h"
#include "ui/widgets/PollingBudgetBox.h"
#include "ui/widgets/ProfileChooser.h"
#include "ui/widgets/Theme.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace volcano::ui {

namespace {

const QString kGeometryKey = QStringLiteral("window/geometry");
const QString kStateKey = QStringLiteral("window/state");
const QString kSplitterKey = QStringLiteral("window/splitter");
const QString kHeaderKey = QStringLiteral("window/tableHeader");
const QString kDetailSplitterKey = QStringLiteral("window/detailSplitter");
// Fits a 1280×800 screen (the smallest the console is made for), or a smaller one.
const QSize kDefaultSize(1280, 800);
// Central margins and the splitter handle, beside the table and the detail panel.
constexpr int kCentralChrome = 20;
constexpr int kMinimumDetailWidth = 420;

} // namespace

MainWindow::MainWindow(ConsoleApp& app, QWidget* parent)
    : QMainWindow(parent)
    , m_app(app)
    , m_actions(new ConsoleActions(this))
    , m_table(new WatchTableView(app.watchlist(), app.session().watcher(), this))
    , m_detail(new LockDetailPanel(app.session().watcher(), app.history(), this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_auditView(new AuditLogView(app.audit(), this))
    , m_requestView(new RequestLogView(app.requestLog(), this))
    , m_leasePanel(new TestLeasePanel(app.testLeases(), app.session().offset(),
                                      app.session().client().clock(), app.watchlist(), this))
    , m_alertsPanel(new AlertsPanel(app.alerts(), app.session().client().clock(), this))
    , m_quotaPanel(new QuotaPanel(app.session().quota(), this))
    , m_planner(new CapacityPlannerView(this))
    , m_timeline(new TimelinePanel(app, this))
    , m_notices(new ConsoleNotices(app, this))
    , m_watchActions(new WatchlistActions(app, m_table, this))
    , m_profileChooser(new ProfileChooser(app, this))
    , m_budget(new PollingBudgetBox(app, this))
    , m_statusBar(new ConsoleStatusBar(app, this))
    , m_tabs(new PanelTabs(this))
    , m_docks(new PanelDocks(this)) {
    m_table->setScheduler(&app.session().scheduler());
    m_detail->setScheduler(&app.session().scheduler());
    new LockEventNotifier(app.session().watcher(), app.watchlist(), app.notifier(), this);
    m_actions->setObjectName(QStringLiteral("consoleActions"));
    m_detail->setObjectName(QStringLiteral("lockDetailPanel"));
    m_auditView->setObjectName(QStringLiteral("auditLogView"));
    m_requestView->setObjectName(QStringLiteral("requestLogView"));
    m_leasePanel->setObjectName(QStringLiteral("testLeasePanel"));
    m_alertsPanel->setObjectName(QStringLiteral("alertsPanel"));
    m_quotaPanel->setObjectName(QStringLiteral("quotaPanel"));
    m_planner->setObjectName(QStringLiteral("plannerView"));
    setWindowTitle(tr("Volcano Lock Console"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/volcano-lock-console.svg")));
    buildActions();
    buildMenus();
    buildToolBar();
    buildCentral();
    buildDocks();
    setStatusBar(m_statusBar);
    m_notices->showTrayIcon(windowIcon(), windowTitle());
    connectApp();
    restoreWindowState();
    // The rule file was read before there was a window to say so: the panel says it.
    if (!app.alertRulesProblem().isEmpty())
        m_docks->show(QStringLiteral("alerts"));
    applyReadOnly(false);
    updateActionStates();
}

MainWindow::~MainWindow() = default;

void MainWindow::selectKey(const QString& key) {
    m_table->selectKey(key);
}

ForceReleaseDialog* MainWindow::openForceRelease(const QString& key) {
    return m_watchActions->openForceRelease(key);
}

void MainWindow::copyForceReleaseCommand(const QString& key, bool curl) {
    const ConnectionProfile& profile = m_app.session().profile();
    // The reason is the operator's to give; the placeholder makes the CLI refuse it as is.
    const ForceReleaseCommand command(profile.baseUrl, key, tr("REASON"), profile.caFile);
    QGuiApplication::clipboard()->setText(curl ? command.curl() : command.cli());
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
        resize(screen() ? kDefaultSize.boundedTo(screen()->availableSize()) : kDefaultSize);
    restoreState(settings->value(kStateKey).toByteArray());
    // Until the operator moves the splitter, the default split follows the window's size.
    m_defaultSplit = !m_splitter->restoreState(settings->value(kSplitterKey).toByteArray());
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_defaultSplit = false; });
    applyDefaultSplit();
    QHeaderView* header = m_table->horizontalHeader();
    if (header->restoreState(settings->value(kHeaderKey).toByteArray()))
        m_table->sortByColumn(header->sortIndicatorSection(), header->sortIndicatorOrder());
    m_detail->splitter()->restoreState(settings->value(kDetailSplitterKey).toByteArray());
}

// The table gets the width its columns need and the detail panel the rest, but never less
// than the detail needs whole (a longer language needs more).
void MainWindow::applyDefaultSplit() {
    if (!m_defaultSplit)
        return;
    const int detail = std::max(
        {kMinimumDetailWidth, m_detail->minimumWidth(), m_detail->minimumSizeHint().width()});
    const int table = std::min(m_table->fittedWidth(), width() - kCentralChrome - detail);
    m_splitter->setSizes({table, std::max(detail, width() - kCentralChrome - table)});
}

// Text beside the icons while they fit; the icons alone (their names stay in tooltips and for
// screen readers) when a longer language or a narrow window would push actions, the budget
// among them, into the overflow menu.
void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    applyDefaultSplit();
    if (!m_toolBar)
        return; // a resize while the window is still being built
    if (m_toolBarTextWidth == 0) {
        m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        m_toolBarTextWidth = m_toolBar->sizeHint().width();
    }
    m_toolBar->setToolButtonStyle(width() >= m_toolBarTextWidth ? Qt::ToolButtonTextBesideIcon
                                                                : Qt::ToolButtonIconOnly);
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
    WatchlistActions* watch = m_watchActions;
    connect(m_actions->addKey, &QAction::triggered, watch, &WatchlistActions::addKey);
    connect(m_actions->pasteKeys, &QAction::triggered, watch, &WatchlistActions::pasteKeys);
    connect(m_actions->importKeys, &QAction::triggered, watch, &WatchlistActions::importKeys);
    connect(m_actions->exportKeys, &QAction::triggered, watch, &WatchlistActions::exportKeys);
    connect(m_actions->removeKeys, &QAction::triggered, watch, &WatchlistActions::removeKeys);
    connect(m_actions->refresh, &QAction::triggered, watch, &WatchlistActions::refresh);
    connect(m_actions->forceRelease, &QAction::triggered, watch,
            &WatchlistActions::forceReleaseSelected);
    connect(m_actions->toggleNotify, &QAction::triggered, watch, &WatchlistActions::toggleNotify);
    connect(m_actions->copy, &QAction::triggered, watch, &WatchlistActions::copyKeys);
    // The filter sits beside the tabs and is shown with the watchlist.
    connect(m_actions->filter, &QAction::triggered, this,
            [this] { m_tabs->showPanel(QStringLiteral("locks")); });
    connect(m_actions->filter, &QAction::triggered, watch, &WatchlistActions::focusFilter);
    connect(m_actions->profiles, &QAction::triggered, this, &MainWindow::showProfiles);
    connect(m_actions->takeTestLease, &QAction::triggered, this, &MainWindow::takeTestLease);
    const QList<std::pair<QAction*, QString>> panelToggles{
        {m_actions->auditLog, QStringLiteral("audit")},
        {m_actions->requestLog, QStringLiteral("requests")},
        {m_actions->testLeases, QStringLiteral("leases")},
        {m_actions->quotaChart, QStringLiteral("quota")},
        {m_actions->planner, QStringLiteral("planner")},
        {m_actions->timeline, QStringLiteral("timeline")},
        {m_actions->alerts, QStringLiteral("alerts")}};
    for (const auto& [action, panel] : panelToggles)
        connect(action, &QAction::triggered, this, [this, name = panel] { togglePanel(name); });
    connect(m_actions->alertRules, &QAction::triggered, this, &MainWindow::editAlertRules);
    connect(m_actions->quit, &QAction::triggered, this, &QWidget::close);
    connect(m_actions->about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_actions->commandPalette, &QAction::triggered, this, [this] { showCommandPalette(); });
    connectThemeActions();
    // Window-wide shortcuts, also while a dock has focus.
    for (QAction* action : m_actions->all()) {
        if (action != m_actions->copy)
            addAction(action);
    }
}

void MainWindow::buildMenus() {
    m_actions->addMenusTo(menuBar());
}

void MainWindow::buildToolBar() {
    QToolBar* bar = addToolBar(tr("Main"));
    m_toolBar = bar;
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setIconSize(QSize(20, 20));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    accessible::nameExtensionButton(bar);
    // The connection first: which project this is, and Profiles, the first run's call to
    // action, where a narrow window never pushes it into the overflow menu.
    bar->addAction(m_actions->profiles);
    bar->addWidget(m_profileChooser);
    bar->addSeparator();
    bar->addAction(m_actions->addKey);
    bar->addAction(m_actions->pasteKeys);
    bar->addAction(m_actions->removeKeys);
    bar->addSeparator();
    bar->addAction(m_actions->refresh);
    bar->addAction(m_actions->toggleNotify);
    bar->addAction(m_actions->takeTestLease);
    bar->addAction(m_actions->forceRelease);

    auto* spacer = new QWidget(bar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);
    bar->addWidget(new QLabel(tr("Budget "), bar));
    connect(m_budget, &QSpinBox::valueChanged, m_planner, &CapacityPlannerView::setPollingBudget);
    bar->addWidget(m_budget);
}

void MainWindow::buildCentral() {
    for (QAction* action :
         {m_actions->refresh, m_actions->toggleNotify, m_actions->copy, m_actions->removeKeys,
          m_actions->takeTestLease, m_actions->forceRelease})
        m_table->addAction(action);
    // Only while the table has focus: the log views' Ctrl+C copies request ids.
    m_actions->copy->setShortcutContext(Qt::WidgetShortcut);
    connect(m_table, &WatchTableView::keySelectionChanged, this, &MainWindow::onSelectionChanged);
    connect(m_table, &WatchTableView::keyFilterChanged, this, &MainWindow::updatePriorityKeys);

    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(m_table);
    // Scrolls rather than hold the window's height: an opened dock gets its room.
    QWidget* detailArea = PanelDocks::scrolling(m_detail, m_splitter);
    m_splitter->addWidget(detailArea);
    connect(m_actions->showDetail, &QAction::toggled, detailArea, &QWidget::setVisible);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);

    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->add(QStringLiteral("locks"), tr("Locks"), m_splitter, false);
    m_tabs->add(QStringLiteral("quota"), tr("Quota"), m_quotaPanel, true);
    m_tabs->add(QStringLiteral("planner"), tr("Capacity Planner"), m_planner, true);
    m_timeline->setObjectName(QStringLiteral("timelinePanel"));
    m_tabs->add(QStringLiteral("timeline"), tr("Timeline"), m_timeline, false);
    connect(m_timeline, &TimelinePanel::keyActivated, this, &MainWindow::showKeyInLocksTab);
    m_timeline->setLocksTabKeys(
        {[this] { return m_table->shownKeys(); }, [this] { return m_table->selectedKeys(); }});
    connect(m_table, &WatchTableView::keySelectionChanged, m_timeline,
            &TimelinePanel::locksTabSelectionChanged);
    m_planner->setPollingBudget(m_app.session().budgetPerMinute());
    m_tabs->setFirstPageCorner(m_watchActions->filterBar());

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->setSpacing(6);
    for (MessageBanner* banner : m_notices->banners())
        layout->addWidget(banner);
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);
}

void MainWindow::buildDocks() {
    m_docks->add(QStringLiteral("requests"), QStringLiteral("requestLogDock"), tr("Request Log"),
                 m_requestView, false);
    m_docks->add(QStringLiteral("audit"), QStringLiteral("auditLogDock"), tr("Audit Log"),
                 m_auditView, false);
    m_docks->add(QStringLiteral("leases"), QStringLiteral("testLeaseDock"), tr("Test Leases"),
                 m_leasePanel, true);
    m_docks->add(QStringLiteral("alerts"), QStringLiteral("alertsDock"), tr("Alerts"),
                 m_alertsPanel, false);
    m_docks->closeAll();
}

void MainWindow::togglePanel(const QString& name) {
    if (m_tabs->contains(name))
        m_tabs->togglePanel(name);
    else
        m_docks->toggle(name);
}

void MainWindow::connectApp() {
    connect(&m_app, &ConsoleApp::activated, this, &MainWindow::onActivated);
    connect(&m_app.watchlist(), &Watchlist::notifyChanged, this, &MainWindow::updateActionStates);
    m_detail->followTicksOf(*m_table); // the table and the detail count the same second
    connect(m_detail, &LockDetailPanel::forceReleaseRequested, this,
            [this](const QString& key) { openForceRelease(key); });
    connect(m_detail, &LockDetailPanel::copyCommandRequested, this,
            &MainWindow::copyForceReleaseCommand);
    connect(&m_app.testLeases(), &TestLeaseManager::leaseLost, this,
            [this] { m_docks->show(QStringLiteral("leases")); }); // the red row must be seen
    connect(&m_app.testLeases(), &TestLeaseManager::availabilityChanged, this,
            &MainWindow::updateActionStates);
    connect(m_alertsPanel, &AlertsPanel::keyRequested, this, &MainWindow::showKeyInLocksTab);
    connect(m_alertsPanel, &AlertsPanel::timelineRequested, this,
            [this](const QString& key, const QDateTime& since, const QDateTime& at) {
                m_tabs->showPanel(QStringLiteral("timeline"));
                m_timeline->showAround(key, since, at);
            });
    connect(m_alertsPanel, &AlertsPanel::rulesRequested, this, &MainWindow::editAlertRules);
    connect(&m_app.alerts(), &AlertMonitor::changed, this, &MainWindow::updateAlertCount);
    connect(&m_app, &ConsoleApp::alertRulesLoaded, m_alertsPanel, &AlertsPanel::setRulesProblem);
    m_alertsPanel->setRulesProblem(m_app.alertRulesProblem());
    updateAlertCount();
    connectKeychain();
}

void MainWindow::connectKeychain() {
    SecretStore& secrets = m_app.secrets();
    const auto answered = [this, &secrets] {
        onKeychainStatus(secrets.isPersistent(), secrets.fallbackReason());
    };
    connect(&m_app, &ConsoleApp::keychainStatusChanged, this, &MainWindow::onKeychainStatus);
    connect(&secrets, &SecretStore::secretRead, this, answered);
    connect(&secrets, &SecretStore::secretNotFound, this, answered);
    connect(&secrets, &SecretStore::secretWritten, this, answered);
    // Without a keychain the test leases say so from the start.
    if (!secrets.isPersistent())
        answered();
}

void MainWindow::onActivated(const ConnectionProfile& profile) {
    setWindowTitle(tr("%1 — Volcano Lock Console").arg(profile.name));
    m_auditView->setCurrentProfile(profile.id, profile.name);
    applyReadOnly(profile.readOnly);
    m_table->selectFirstIfNone();
    m_detail->showKey(profile.id, m_table->currentKey());
    updateActionStates();
}

void MainWindow::onSelectionChanged() {
    const QString key = m_table->currentKey();
    m_detail->showKey(m_app.session().profile().id, key);
    m_app.session().setSelectedKey(key);
    updatePriorityKeys();
    updateActionStates();
}

void MainWindow::updatePriorityKeys() {
    // Only the first pass has keys waiting for their first read.
    ConsoleSession& session = m_app.session();
    if (!session.firstPass().isRunning()) {
        session.setPriorityKeys({});
        return;
    }
    session.setPriorityKeys(m_table->selectedKeys() + m_table->filteredKeys());
}

void MainWindow::onKeychainStatus(bool persistent, const QString& reason) {
    m_leasePanel->setKeychainPersistent(persistent, reason);
    m_statusBar->showKeychainStatus(persistent, reason);
}

void MainWindow::applyReadOnly(bool readOnly) {
    m_readOnly = readOnly;
    m_detail->setForceReleaseAllowed(!readOnly);
    m_watchActions->setForceReleaseAllowed(!readOnly);
    updateActionStates();
}

void MainWindow::updateActionStates() {
    const QStringList keys = m_table->selectedKeys();
    const bool hasSelection = !keys.isEmpty();
    const bool active = m_app.session().isActive();
    m_actions->removeKeys->setEnabled(hasSelection);
    m_actions->copy->setEnabled(hasSelection);
    m_actions->toggleNotify->setEnabled(hasSelection);
    m_actions->refresh->setEnabled(active);
    for (QAction* action : m_actions->mutating())
        action->setEnabled(!m_readOnly && active && !m_table->currentKey().isEmpty());
    // A test lease can be taken on any key, selected or not.
    m_actions->takeTestLease->setEnabled(!m_readOnly && active);
    const bool allNotify =
        hasSelection && std::all_of(keys.cbegin(), keys.cend(), [this](const QString& k) {
            return m_app.watchlist().notifiesOnChange(k);
        });
    m_actions->toggleNotify->setChecked(allNotify);
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

QStringList MainWindow::panelNames() {
    return {QStringLiteral("requests"), QStringLiteral("audit"),   QStringLiteral("leases"),
            QStringLiteral("quota"),    QStringLiteral("planner"), QStringLiteral("locks"),
            QStringLiteral("alerts"),   QStringLiteral("timeline")};
}

bool MainWindow::showPanel(const QString& name) {
    return m_tabs->showPanel(name) || m_docks->show(name);
}

void MainWindow::takeTestLease() {
    m_docks->show(QStringLiteral("leases"));
    m_leasePanel->setKey(m_table->currentKey());
    m_leasePanel->keyEdit()->setFocus(Qt::ShortcutFocusReason);
    m_leasePanel->keyEdit()->selectAll();
}

// Every action of the menus (where it lives, for the tooltip) and every watched key.
QList<CommandPalette::Entry> MainWindow::paletteEntries() const {
    QList<CommandPalette::Entry> entries;
    for (const QAction* menuAction : menuBar()->actions()) {
        const QMenu* menu = menuAction->menu();
        if (!menu)
            continue;
        const QString where = tr("%1 menu").arg(QString(menu->title()).remove(QLatin1Char('&')));
        QList<QAction*> actions = menu->actions();
        for (qsizetype i = 0; i < actions.size(); ++i) {
            QAction* action = actions.at(i);
            if (action->menu()) // a submenu's actions (View > Theme > Dark)
                actions.append(action->menu()->actions());
            if (action->isSeparator() || action->menu() || action == m_actions->commandPalette)
                continue;
            QString text = action->text().remove(QLatin1Char('&'));
            entries.append({text, where, action, {}});
        }
    }
    for (const QString& key : m_app.session().watcher().keys())
        entries.append({key, tr("watched key"), nullptr, key});
    return entries;
}

// The choice is saved and applies at once: widgets drawn from the palette follow it, and
// those with colours of their own hear ThemeNotifier.
void MainWindow::connectThemeActions() {
    const std::pair<QAction*, Theme::Choice> themes[] = {
        {m_actions->themeSystem, Theme::Choice::System},
        {m_actions->themeLight, Theme::Choice::Light},
        {m_actions->themeDark, Theme::Choice::Dark}};
    for (const auto& [action, choice] : themes) {
        action->setChecked(Theme::current() == choice);
        connect(action, &QAction::triggered, this, [this, choice = choice] {
            m_app.settings()->setValue(QLatin1String(Theme::kSettingsKey), Theme::name(choice));
            Theme::apply(choice);
        });
    }
}

CommandPalette* MainWindow::showCommandPalette() {
    auto* palette = new CommandPalette(this);
    palette->setAttribute(Qt::WA_DeleteOnClose);
    palette->setEntries(paletteEntries());
    connect(palette, &CommandPalette::keyChosen, this, &MainWindow::showKeyInLocksTab);
    palette->open();
    palette->searchField()->setFocus(Qt::ShortcutFocusReason);
    return palette;
}

void MainWindow::showKeyInLocksTab(const QString& key) {
    m_tabs->showPanel(QStringLiteral("locks"));
    selectKey(key);
    m_table->setFocus(Qt::OtherFocusReason);
}

void MainWindow::updateAlertCount() {
    const int firing = m_app.alerts().activeCount();
    m_docks->setTitle(QStringLiteral("alerts"),
                      firing > 0 ? tr("Alerts (%1 firing)").arg(firing) : tr("Alerts"));
}

// Solo mode: the rules go to the console's rule file and are in force at once.
void MainWindow::editAlertRules() {
    AlertRulesDialog dialog(m_app.alerts().rules(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const auto saved = m_app.saveAlertRules(dialog.rules()); !saved)
        MessageBox::warning(this, tr("Alert Rules"),
                            tr("The rules were not saved: %1").arg(saved.error().message));
}

void MainWindow::showAbout() {
    MessageBox::information(
        this, tr("About Volcano Lock Console"),
        tr("Volcano Lock Console %1\n\nAn operator console for Volcano project locks: who "
           "holds a lock and until when, how fencing tokens move, and a safe force release.")
            .arg(QApplication::applicationVersion()));
}

} // namespace volcano::ui
