// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMenuBar;

namespace volcano::ui {

// Every command of the main window, each with an icon and a keyboard shortcut, so menus,
// toolbar, context menus and tests all see the same QAction.
class ConsoleActions : public QObject {
    Q_OBJECT
public:
    explicit ConsoleActions(QObject* parent = nullptr);

    QAction* addKey;
    QAction* pasteKeys;
    QAction* importKeys;
    QAction* exportKeys;
    QAction* removeKeys;
    QAction* refresh;
    QAction* forceRelease;
    QAction* toggleNotify;
    QAction* copy;
    QAction* filter;
    QAction* profiles;
    QAction* auditLog;
    QAction* requestLog;
    QAction* takeTestLease;
    QAction* testLeases;
    QAction* quotaChart;
    QAction* planner;
    QAction* timeline;
    QAction* alerts;
    QAction* alertRules;
    QAction* showDetail;
    QAction* quit;
    QAction* about;
    QAction* commandPalette;
    // View > Theme: System, Light, Dark (exclusive).
    QAction* themeSystem;
    QAction* themeLight;
    QAction* themeDark;

    QList<QAction*> all() const;
    // The window's menus: File, Keys, View, Help.
    void addMenusTo(QMenuBar* bar) const;
    // Actions that change a lock or spend quota on someone else's lease: disabled on a
    // read-only profile.
    QList<QAction*> mutating() const;

private:
    QAction* make(const QString& text, const QString& iconName, const QKeySequence& shortcut,
                  const QString& statusTip);

    QList<QAction*> m_all;
};

} // namespace volcano::ui
