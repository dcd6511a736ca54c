// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

class QLineEdit;
class QToolBar;

// Names for the buttons Qt makes inside widgets and leaves unnamed, so a screen reader says
// what they do (tests/ui/tst_accessibility.cpp walks every window for unnamed elements).
namespace volcano::ui::accessible {

// setClearButtonEnabled(true), with the clear button named "Clear".
void enableClearButton(QLineEdit* edit);
// The toolbar's overflow button ("More actions"), shown when the window is too narrow.
void nameExtensionButton(QToolBar* toolBar);

} // namespace volcano::ui::accessible
