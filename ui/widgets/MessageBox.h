// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QMessageBox>

#include <optional>

namespace volcano::ui {

// Every modal question the console asks goes through here, so tests can answer it in
// advance (setNextAnswer) instead of blocking in a nested event loop.
class MessageBox {
public:
    using Button = QMessageBox::StandardButton;
    using Buttons = QMessageBox::StandardButtons;

    static Button question(QWidget* parent, const QString& title, const QString& text,
                           Buttons buttons = QMessageBox::Yes | QMessageBox::No,
                           Button defaultButton = QMessageBox::No);
    static Button warning(QWidget* parent, const QString& title, const QString& text,
                          Buttons buttons = QMessageBox::Ok,
                          Button defaultButton = QMessageBox::Ok);
    static Button information(QWidget* parent, const QString& title, const QString& text);

    // The next box is not shown; it returns this answer at once.
    static void setNextAnswer(Button answer);

private:
    static Button ask(QMessageBox::Icon icon, QWidget* parent, const QString& title,
                      const QString& text, Buttons buttons, Button defaultButton);

    static std::optional<Button> s_nextAnswer;
};

} // namespace volcano::ui
