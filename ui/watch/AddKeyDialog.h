// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace volcano {
class Watchlist;
}

namespace volcano::ui {

// Adds one key to the watchlist, saying why a key is invalid while it is typed.
class AddKeyDialog : public QDialog {
    Q_OBJECT
public:
    explicit AddKeyDialog(Watchlist& watchlist, QWidget* parent = nullptr);

    QLineEdit* keyEdit() const { return m_key; }
    QPushButton* addButton() const { return m_add; }
    QString problemText() const;

    void accept() override;

private:
    void validate();

    Watchlist& m_watchlist;
    QLineEdit* m_key;
    QLabel* m_problem;
    QPushButton* m_add;
};

} // namespace volcano::ui
