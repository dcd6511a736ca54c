// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/ProfileChooser.h"

#include "console/ConsoleApp.h"
#include "store/ConnectionProfile.h"
#include "store/ProfileStore.h"

namespace volcano::ui {

ProfileChooser::ProfileChooser(ConsoleApp& app, QWidget* parent)
    : QComboBox(parent)
    , m_app(app) {
    setObjectName(QStringLiteral("profileChooser"));
    // As wide for a long profile name as for a short one: the toolbar keeps its room (the
    // list and the tooltip show the whole name).
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(28); // "Demo-Sandbox (dieser Rechner)"
    connect(this, &QComboBox::activated, this,
            [this](int index) { m_app.activate(itemData(index).toString()); });
    connect(&app, &ConsoleApp::activated, this, &ProfileChooser::reload);
    connect(&app.profiles(), &ProfileStore::profilesChanged, this, &ProfileChooser::reload);
    reload();
}

void ProfileChooser::reload() {
    const QSignalBlocker blocker(this);
    clear();
    const QString current = m_app.profiles().currentId();
    for (const ConnectionProfile& profile : m_app.profiles().profiles()) {
        addItem(profile.readOnly ? tr("%1 (read-only)").arg(profile.name) : profile.name,
                profile.id);
        if (profile.id == current)
            setCurrentIndex(count() - 1);
    }
    setToolTip(tr("Connection profile: %1").arg(currentText()));
}

} // namespace volcano::ui
