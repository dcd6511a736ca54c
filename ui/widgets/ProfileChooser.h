// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QComboBox>

namespace volcano::ui {

class ConsoleApp;

// The toolbar's choice of connection profile: every profile (read-only ones marked so), the
// active one current. Choosing one activates it.
class ProfileChooser : public QComboBox {
    Q_OBJECT
public:
    explicit ProfileChooser(ConsoleApp& app, QWidget* parent = nullptr);

private:
    void reload();

    ConsoleApp& m_app;
};

} // namespace volcano::ui
