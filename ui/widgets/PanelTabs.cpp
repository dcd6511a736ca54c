// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/PanelTabs.h"

#include "ui/widgets/PanelDocks.h"

#include <QScrollArea>

namespace volcano::ui {

PanelTabs::PanelTabs(QWidget* parent)
    : QTabWidget(parent) {
    setDocumentMode(true);
}

void PanelTabs::add(const QString& name, const QString& title, QWidget* panel, bool scrolls) {
    addTab(scrolls ? PanelDocks::scrolling(panel, this) : panel, title);
    m_names.append(name);
}

void PanelTabs::setFirstPageCorner(QWidget* corner) {
    setCornerWidget(corner, Qt::TopRightCorner);
    connect(this, &QTabWidget::currentChanged, corner,
            [corner](int index) { corner->setVisible(index == 0); });
}

bool PanelTabs::showPanel(const QString& name) {
    const qsizetype index = m_names.indexOf(name);
    if (index < 0)
        return false;
    setCurrentIndex(int(index));
    return true;
}

void PanelTabs::togglePanel(const QString& name) {
    const qsizetype index = m_names.indexOf(name);
    if (index < 0)
        return;
    setCurrentIndex(currentIndex() == int(index) ? 0 : int(index));
}

} // namespace volcano::ui
