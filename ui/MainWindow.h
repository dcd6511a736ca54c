// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/ConsoleApp.h"
#include "console/Notifier.h"
#include "store/ConnectionProfile.h"

#include <QMainWindow>
#include <QPointer>

class QComboBox;
class QDockWidget;
class QLabel;
class QLineEdit;
class QSpinBox;
class QSplitter;
class QSystemTrayIcon;
class QTableView;

namespace volcano::ui {

class AuditLogView;
class CapacityPlannerView;
class ConsoleActions;
class ForceReleaseDialog;
class LockDetailPanel;
class LockEventNotifier;
class MessageBanner;
class QuotaPanel;
class RequestLogView;
class TestLeasePanel;
class WatchSortFilterProxy;
class WatchTableModel;

// The console's main window: the watchlist table with its sort/filter proxy, the detail panel
// of the selected key, the audit and request logs as docks, banners for what must not be
// missed (stale data, read-only profile, notifications), and a status bar with the profile,
// project, read-only badge, keychain status and polling figures. Window geometry, dock and
// toolbar layout, splitter and header state are kept in QSettings.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(ConsoleApp& app, QWidget* parent = nullptr);
    ~MainWindow() override;

    ConsoleActions* actions() const { return m_actions; }
    WatchTableModel* watchModel() const { return m_model; }
    WatchSortFilterProxy* watchProxy() const { return m_proxy; }
    QTableView* watchTable() const { return m_table; }
    LockDetailPanel* detailPanel() const { return m_detail; }
    AuditLogView* auditLogView() const { return m_auditView; }
    RequestLogView* requestLogView() const { return m_requestView; }
    QDockWidget* auditDock() const { return m_auditDock; }
    QDockWidget* requestDock() const { return m_requestDock; }
    TestLeasePanel* testLeasePanel() const { return m_leasePanel; }
    QuotaPanel* quotaPanel() const { return m_quotaPanel; }
    CapacityPlannerView* plannerView() const { return m_planner; }
    QDockWidget* testLeaseDock() const { return m_leaseDock; }
    QDockWidget* quotaDock() const { return m_quotaDock; }
    QDockWidget* plannerDock() const { return m_plannerDock; }
    MessageBanner* degradedBanner() const { return m_degradedBanner; }
    MessageBanner* readOnlyBanner() const { return m_readOnlyBanner; }
    MessageBanner* noticeBanner() const { return m_noticeBanner; }
    QLineEdit* filterEdit() const { return m_filter; }
    QString statusText() const;
    QString keychainText() const;

    // Selects (and scrolls to) a key; empty clears the selection.
    void selectKey(const QString& key);
    QStringList selectedKeys() const;
    QString currentKey() const;

    // Brings a bottom panel to the front: "requests", "audit", "leases", "quota" or "planner".
    // False for another name.
    bool showPanel(const QString& name);
    static QStringList panelNames();

    // Opens the force-release dialog for a key, non-modally; null on a read-only profile.
    ForceReleaseDialog* openForceRelease(const QString& key);

    void saveWindowState() const;
    void restoreWindowState();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildActions();
    void buildMenus();
    void buildToolBar();
    void buildCentral();
    void buildDocks();
    void buildStatusBar();
    void buildTray();
    void connectApp();

    void onActivated(const ConnectionProfile& profile);
    void onNotice(ConsoleApp::NoticeKind kind, const QString& text);
    void onDegradedChanged();
    void onSelectionChanged();
    // A tray message when a system tray shows one, otherwise a banner in the window.
    void onNotification(const QString& title, const QString& message, Notifier::Urgency urgency);
    void onKeychainStatus(bool persistent, const QString& reason);
    void applyReadOnly(bool readOnly);
    void updateActionStates();
    void updatePollingStatus();
    void reloadProfileChooser();

    void addKey();
    void pasteKeys();
    void importKeys();
    void exportKeys();
    void removeKeys();
    void refresh();
    void forceReleaseSelected();
    void toggleNotify(bool on);
    void focusFilter();
    void showProfiles();
    void toggleDock(QDockWidget* dock);
    void showAbout();
    void takeTestLease();
    void onTestLeaseLost();
    void showDock(QDockWidget* dock);

    ConsoleApp& m_app;
    ConsoleActions* m_actions;
    WatchTableModel* m_model;
    WatchSortFilterProxy* m_proxy;
    QTableView* m_table;
    LockDetailPanel* m_detail;
    QSplitter* m_splitter;
    AuditLogView* m_auditView;
    RequestLogView* m_requestView;
    QDockWidget* m_auditDock;
    QDockWidget* m_requestDock;
    TestLeasePanel* m_leasePanel;
    QuotaPanel* m_quotaPanel;
    CapacityPlannerView* m_planner;
    QDockWidget* m_leaseDock;
    QDockWidget* m_quotaDock;
    QDockWidget* m_plannerDock;
    MessageBanner* m_noticeBanner;
    MessageBanner* m_readOnlyBanner;
    MessageBanner* m_degradedBanner;
    QLineEdit* m_filter;
    QComboBox* m_profileChooser;
    QSpinBox* m_budget;
    QLabel* m_profileLabel;
    QLabel* m_projectLabel;
    QLabel* m_readOnlyBadge;
    QLabel* m_keychainLabel;
    QLabel* m_freshnessLabel;
    QLabel* m_pollingLabel;
    QSystemTrayIcon* m_tray = nullptr;
    LockEventNotifier* m_eventNotifier;
    QPointer<ForceReleaseDialog> m_forceDialog;
    bool m_readOnly = false;
    bool m_closingLeases = false; // close() waits for the test leases' releases
    bool m_leasesClosed = false;
};

} // namespace volcano::ui
