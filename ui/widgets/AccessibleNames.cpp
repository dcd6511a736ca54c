// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/AccessibleNames.h"

#include <QAction>
#include <QCoreApplication>
#include <QLineEdit>
#include <QToolBar>
#include <QToolButton>

namespace volcano::ui::accessible {

namespace {

QString tr(const char* text) {
    // The context lupdate gives this namespace's strings (resources/translations).
    return QCoreApplication::translate("volcano::ui::accessible", text);
}

} // namespace

void enableClearButton(QLineEdit* edit) {
    edit->setClearButtonEnabled(true);
    // The clear action's name in Qt (qlineedit_p.cpp); its button shows the action's text to
    // assistive technology only (the button draws the icon).
    for (QAction* action : edit->findChildren<QAction*>()) {
        if (action->objectName() == QLatin1String("_q_qlineeditclearaction"))
            action->setText(tr("Clear"));
    }
}

void nameExtensionButton(QToolBar* toolBar) {
    for (QToolButton* button : toolBar->findChildren<QToolButton*>()) {
        if (button->objectName() == QLatin1String("qt_toolbar_ext_button"))
            button->setAccessibleName(tr("More actions"));
    }
}

} // namespace volcano::ui::accessible
