// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QObject>
#include <QPointer>

class QComboBox;
class QLineEdit;
class QWidget;

namespace volcano::ui {

class ConsoleApp;
class ForceReleaseDialog;
class KeyListDialog;
class WatchTableView;

// What an operator does to the watchlist, on the keys selected in the watch table: add keys,
// paste and import them (after a preview), export them, stop watching them, read them now, be
// notified of their handover, copy them, force release the current one, and filter the table
// by key text.
// Dialogs open over the window these actions belong to.
class WatchlistActions : public QObject {
    Q_OBJECT
public:
    WatchlistActions(ConsoleApp& app, WatchTableView* table, QWidget* window);

    // The key filter, for the window to place (a toolbar).
    QLineEdit* filterEdit() const { return m_filter; }
    // The quick filter by condition (expiring soon, at risk, stale, free, changed recently).
    QComboBox* conditionFilter() const { return m_condition; }
    // Both filters side by side, for the window to place (beside the tabs).
    QWidget* filterBar() const { return m_filterBar; }
    // Force release is off on a read-only profile.
    void setForceReleaseAllowed(bool allowed);
    // Opens the force-release dialog for a key, non-modally; null when not allowed.
    ForceReleaseDialog* openForceRelease(const QString& key);

    void addKey();
    void pasteKeys();
    void importKeys();
    void exportKeys();
    void removeKeys();
    void refresh();
    void forceReleaseSelected();
    void toggleNotify(bool on);
    void copyKeys();
    void focusFilter();

private:
    void openKeyList(KeyListDialog* dialog);
    void setUpFilter();

    ConsoleApp& m_app;
    WatchTableView* m_table;
    QWidget* m_window;
    QLineEdit* m_filter;
    QComboBox* m_condition;
    QWidget* m_filterBar;
    QPointer<ForceReleaseDialog> m_forceDialog;
    bool m_forceReleaseAllowed = true;
};

} // namespace volcano::ui
