// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/ConsoleApp.h"
#include "store/ConnectionProfile.h"
#include "ui/widgets/CommandPalette.h"

#include <QMainWindow>

class QSplitter;
class QToolBar;

namespace volcano::ui {

class AlertsPanel;
class AuditLogView;
class CapacityPlannerView;
class ConsoleActions;
class ConsoleNotices;
class ConsoleStatusBar;
class ForceReleaseDialog;
class LockDetailPanel;
class PanelDocks;
class PanelTabs;
class PollingBudgetBox;
class ProfileChooser;
class QuotaPanel;
class TimelinePanel;
class RequestLogView;
class TestLeasePanel;
class WatchTableView;
class WatchlistActions;

// The console's main window: tabs for the watchlist table beside the detail panel of the
// selected key, the quota and the capacity planner (charts need the room); the logs and test
// leases as docks below; banners for what must not be missed (stale data, read-only
// profile, notifications), and a status bar. Window geometry,
// dock and toolbar layout, splitter and header state are kept in QSettings. Tests find its
// parts by object name.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(ConsoleApp& app, QWidget* parent = nullptr);
    ~MainWindow() override;

    LockDetailPanel* detailPanel() const { return m_detail; }

    // Selects (and scrolls to) a key; empty clears the selection.
    void selectKey(const QString& key);

    // Brings a panel to the front: a tab ("locks", "quota", "planner") or a dock ("requests",
    // "audit", "leases", "alerts").
    // False for another name.
    bool showPanel(const QString& name);
    // Ctrl+K: the command palette over the window (it deletes itself when closed).
    CommandPalette* showCommandPalette();
    static QStringList panelNames();

    // Opens the force-release dialog for a key, non-modally; null on a read-only profile.
    ForceReleaseDialog* openForceRelease(const QString& key);
    // Copies the key's force release as a volcano-lockctl (curl false) or curl command.
    void copyForceReleaseCommand(const QString& key, bool curl);

    void saveWindowState() const;
    void restoreWindowState();

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void applyDefaultSplit();

private:
    void buildActions();
    void buildMenus();
    void buildToolBar();
    void buildCentral();
    void buildDocks();
    void togglePanel(const QString& name);
    void connectApp();
    void connectKeychain();

    void onActivated(const ConnectionProfile& profile);
    void onSelectionChanged();
    void updatePriorityKeys();
    void onKeychainStatus(bool persistent, const QString& reason);
    void applyReadOnly(bool readOnly);
    void updateActionStates();

    void showKeyInLocksTab(const QString& key);
    QList<CommandPalette::Entry> paletteEntries() const;
    void connectThemeActions();
    void updateAlertCount();
    void editAlertRules();
    void showProfiles();
    void showAbout();
    void takeTestLease();

    ConsoleApp& m_app;
    ConsoleActions* m_actions;
    WatchTableView* m_table;
    LockDetailPanel* m_detail;
    QSplitter* m_splitter;
    QToolBar* m_toolBar = nullptr;
    int m_toolBarTextWidth = 0; // the toolbar with its texts, measured once
    bool m_defaultSplit = true; // the splitter as the console sizes it (not moved, not restored)
    AuditLogView* m_auditView;
    RequestLogView* m_requestView;
    TestLeasePanel* m_leasePanel;
    AlertsPanel* m_alertsPanel;
    QuotaPanel* m_quotaPanel;
    CapacityPlannerView* m_planner;
    TimelinePanel* m_timeline;
    ConsoleNotices* m_notices;
    WatchlistActions* m_watchActions;
    ProfileChooser* m_profileChooser;
    PollingBudgetBox* m_budget;
    ConsoleStatusBar* m_statusBar;
    PanelTabs* m_tabs;
    PanelDocks* m_docks;
    bool m_readOnly = false;
    bool m_closingLeases = false; // close() waits for the test leases' releases
    bool m_leasesClosed = false;
};

} // namespace volcano::ui
