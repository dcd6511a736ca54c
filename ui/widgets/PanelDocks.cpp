// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/PanelDocks.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QScrollArea>

#include <algorithm>
#include <utility>

namespace volcano::ui {

PanelDocks::PanelDocks(QMainWindow* window)
    : QObject(window)
    , m_window(window) {}

void PanelDocks::add(const QString& name, const QString& dockName, const QString& title,
                     QWidget* panel, bool scrolls) {
    auto* dock = new QDockWidget(title, m_window);
    dock->setObjectName(dockName);
    dock->setWidget(scrolls ? scrolling(panel, dock) : panel);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    if (!m_docks.isEmpty())
        m_window->tabifyDockWidget(m_docks.first(), dock);
    m_names.append(name);
    m_docks.append(dock);
}

void PanelDocks::closeAll() {
    for (QDockWidget* dock : std::as_const(m_docks))
        dock->hide();
}

QScrollArea* PanelDocks::scrolling(QWidget* panel, QWidget* parent) {
    auto* area = new QScrollArea(parent);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidget(panel);
    return area;
}

bool PanelDocks::show(const QString& name) {
    const qsizetype index = m_names.indexOf(name);
    if (index < 0)
        return false;
    // Open: shown, or a tab behind the one in front.
    const bool opening = std::none_of(m_docks.cbegin(), m_docks.cend(), [](QDockWidget* open) {
        return open->toggleViewAction()->isChecked() && !open->isFloating();
    });
    QDockWidget* dock = m_docks.at(index);
    dock->show();
    dock->raise();
    if (opening && !dock->isFloating())
        m_window->resizeDocks({dock}, {std::max(kOpenHeight, m_window->height() / 3)},
                              Qt::Vertical);
    return true;
}

void PanelDocks::toggle(const QString& name) {
    const qsizetype index = m_names.indexOf(name);
    if (index < 0)
        return;
    QDockWidget* dock = m_docks.at(index);
    if (dock->isVisible() && !dock->visibleRegion().isEmpty()) {
        dock->hide();
        return;
    }
    show(name);
}

void PanelDocks::setTitle(const QString& name, const QString& title) {
    if (const qsizetype index = m_names.indexOf(name); index >= 0)
        m_docks.at(index)->setWindowTitle(title);
}

} // namespace volcano::ui
