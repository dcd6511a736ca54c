// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/MessageBox.h"

namespace volcano::ui {

std::optional<MessageBox::Button> MessageBox::s_nextAnswer;

MessageBox::Button MessageBox::question(QWidget* parent, const QString& title, const QString& text,
                                        Buttons buttons, Button defaultButton) {
    return ask(QMessageBox::Question, parent, title, text, buttons, defaultButton);
}

MessageBox::Button MessageBox::warning(QWidget* parent, const QString& title, const QString& text,
                                       Buttons buttons, Button defaultButton) {
    return ask(QMessageBox::Warning, parent, title, text, buttons, defaultButton);
}

MessageBox::Button MessageBox::information(QWidget* parent, const QString& title,
                                           const QString& text) {
    return ask(QMessageBox::Information, parent, title, text, QMessageBox::Ok, QMessageBox::Ok);
}

void MessageBox::setNextAnswer(Button answer) {
    s_nextAnswer = answer;
}

MessageBox::Button MessageBox::ask(QMessageBox::Icon icon, QWidget* parent, const QString& title,
                                   const QString& text, Buttons buttons, Button defaultButton) {
    if (s_nextAnswer) {
        const Button answer = *s_nextAnswer;
        s_nextAnswer.reset();
        return answer;
    }
    QMessageBox box(icon, title, text, buttons, parent);
    box.setDefaultButton(defaultButton);
    return static_cast<Button>(box.exec());
}

} // namespace volcano::ui
