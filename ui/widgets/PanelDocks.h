// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QList>
#include <QObject>
#include <QStringList>

class QDockWidget;
class QMainWindow;
class QScrollArea;
class QWidget;

namespace volcano::ui {

// The window's bottom panels, one dock each, tabbed together under the central widget and
// known by a short name (the command line's --show, menus, events that need a panel seen).
// They start closed, so the main area has the window's height, and open at a useful one.
class PanelDocks : public QObject {
    Q_OBJECT
public:
    static constexpr int kOpenHeight = 240;

    explicit PanelDocks(QMainWindow* window);

    // Docks a panel, tabbed with those added before. dockName is what the window's saved
    // layout refers to, so it never changes. A scrolling panel does not raise the window's
    // minimum height (laptop screens).
    void add(const QString& name, const QString& dockName, const QString& title, QWidget* panel,
             bool scrolls);
    // Closes every panel (a window without saved state).
    void closeAll();
    // Brings a panel to the front, a third of the window high (at least kOpenHeight) when no
    // panel was open; false for an unknown name.
    bool show(const QString& name);
    // Hides a panel that is in front, brings it to the front otherwise.
    void toggle(const QString& name);
    // A title that says something live ("Alerts (2 firing)"); the tab shows it too.
    void setTitle(const QString& name, const QString& title);

    // A panel in a frameless scroll area that resizes it: the panel never shrinks below its
    // own minimum size, and neither does it raise its container's.
    static QScrollArea* scrolling(QWidget* panel, QWidget* parent);

private:
    QMainWindow* m_window;
    QStringList m_names;
    QList<QDockWidget*> m_docks;
};

} // namespace volcano::ui
