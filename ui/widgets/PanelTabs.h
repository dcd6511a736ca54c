// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QStringList>
#include <QTabWidget>

namespace volcano::ui {

// The window's main area as tabs: the watchlist first, then the panels that need the room of
// the whole window (charts with axes, the planner's figures), each known by a short name as
// the docks are (the command line's --show, menus).
class PanelTabs : public QTabWidget {
    Q_OBJECT
public:
    explicit PanelTabs(QWidget* parent = nullptr);

    // A page. A scrolling page does not raise the window's minimum size (laptop screens):
    // below its own minimum it scrolls instead of squeezing.
    void add(const QString& name, const QString& title, QWidget* panel, bool scrolls);
    bool contains(const QString& name) const { return m_names.contains(name); }
    // A widget beside the tabs that belongs to the first page, shown only with it.
    void setFirstPageCorner(QWidget* corner);
    // Brings a page to the front; false for an unknown name.
    bool showPanel(const QString& name);
    // Brings a page to the front, or the first page back when it is in front already.
    void togglePanel(const QString& name);

private:
    QStringList m_names;
};

} // namespace volcano::ui
