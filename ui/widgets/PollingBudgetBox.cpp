// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/PollingBudgetBox.h"

#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "protocol/LockTypes.h"

#include <QSettings>

namespace volcano::ui {

PollingBudgetBox::PollingBudgetBox(ConsoleApp& app, QWidget* parent)
    : QSpinBox(parent)
    , m_app(app) {
    setObjectName(QStringLiteral("pollingBudget"));
    setAccessibleName(tr("Polling budget, reads a minute"));
    setRange(1, limits::kDefaultRateLimitPerMinute);
    setSuffix(tr(" reads/min"));
    setToolTip(tr("Reads a minute the console may spend polling, out of the "
                  "project's 600-request quota that it shares with the workers"));
    setValue(app.session().budgetPerMinute());
    connect(this, &QSpinBox::valueChanged, this, &PollingBudgetBox::apply);
}

void PollingBudgetBox::apply(int readsPerMinute) {
    m_app.session().setBudgetPerMinute(readsPerMinute);
    m_app.settings()->setValue(ConsoleApp::kBudgetSettingsKey, readsPerMinute);
}

} // namespace volcano::ui
