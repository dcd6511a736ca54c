// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QSpinBox>

namespace volcano::ui {

class ConsoleApp;

// The reads a minute the console may spend polling; a change applies to the session at once
// and is kept for the next start.
class PollingBudgetBox : public QSpinBox {
    Q_OBJECT
public:
    explicit PollingBudgetBox(ConsoleApp& app, QWidget* parent = nullptr);

private:
    void apply(int readsPerMinute);

    ConsoleApp& m_app;
};

} // namespace volcano::ui
