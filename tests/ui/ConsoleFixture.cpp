// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ConsoleFixture.h"
#include "support/WaitFor.h"

#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "secrets/SecretStore.h"
#include "store/ProfileStore.h"
#include "store/StoreLocation.h"
#include "store/Watchlist.h"
#include "ui/MainWindow.h"
#include "ui/watch/WatchSortFilterProxy.h"
#include "ui/watch/WatchTableModel.h"

#include <QDir>
#include <QSignalSpy>
#include <QTest>

namespace volcano::test {

ConsoleFixture::ConsoleFixture()
    : ConsoleFixture(Setup{}) {}

ConsoleFixture::ConsoleFixture(Setup setup)
    : m_setup(std::move(setup))
    , m_sandbox(std::make_unique<SandboxProcess>(m_setup.sandbox)) {}

ConsoleFixture::~ConsoleFixture() {
    // The window refers to the app, the app's session polls the sandbox: stop in that order.
    m_window.reset();
    m_app.reset();
    m_worker.reset();
    m_sandbox->stop();
}

ui::ConsoleOptions ConsoleFixture::options() const {
    const QDir dir(m_setup.consoleDir.isEmpty() ? m_dir.path() : m_setup.consoleDir);
    ui::ConsoleOptions options;
    options.databasePath = dir.filePath(QStringLiteral("console.sqlite"));
    options.settingsPath = dir.filePath(QStringLiteral("console.ini"));
    options.memoryOnlySecrets = !m_setup.keychain;
    options.secretServiceName = m_setup.secretServiceName;
    options.demoOnFirstRun = false;
    options.budgetPerMinute = m_setup.budgetPerMinute;
    options.sandboxDataDir = dir.filePath(QStringLiteral("embedded"));
    options.clock = m_clock.get();
    return options;
}

bool ConsoleFixture::start() {
    if (!m_sandbox->start()) {
        m_error = m_sandbox->errorString();
        return false;
    }
    if (m_setup.manualConsoleClock) {
        const QDateTime serverNow = m_sandbox->serverNow();
        if (!serverNow.isValid()) {
            m_error = QStringLiteral("the sandbox did not say its time");
            return false;
        }
        m_clock = std::make_unique<ManualClock>(serverNow);
    }
    m_worker = std::make_unique<LockClient>();
    m_worker->setBaseUrl(m_sandbox->baseUrl());
    m_worker->setServiceKey(m_sandbox->serviceKey());
    return startConsole(true);
}

bool ConsoleFixture::restartConsole() {
    m_window->close();
    m_window.reset();
    m_app.reset();
    return startConsole(false);
}

bool ConsoleFixture::storeTeamPassword() {
    const auto store = StoreLocation::parse(m_setup.teamStore);
    if (!store) {
        m_error = store.error().message;
        return false;
    }
    m_profile.teamStore = store->displayText();
    if (m_profile.id.isEmpty())
        m_profile.id = QStringLiteral("team-profile");
    QSignalSpy written(&m_app->secrets(), &SecretStore::secretWritten);
    m_app->secrets().write(SecretRef::storePassword(m_profile.id), store->password());
    if (written.isEmpty() && !written.wait(30000)) {
        m_error = QStringLiteral("the store password was not stored");
        return false;
    }
    return true;
}

bool ConsoleFixture::startConsole(bool storeKey) {
    m_app = std::make_unique<ui::ConsoleApp>(options());
    if (const auto opened = m_app->open(); !opened) {
        m_error = opened.error().message;
        return false;
    }
    if (storeKey) {
        m_profile.name = QStringLiteral("Test sandbox");
        m_profile.baseUrl = m_sandbox->baseUrl();
        m_profile.projectLabel = QStringLiteral("demo");
        m_profile.readOnly = m_setup.readOnly;
        if (!m_setup.teamStore.isEmpty() && !storeTeamPassword())
            return false;
        if (const auto saved = m_app->profiles().save(m_profile); !saved) {
            m_error = saved.error().message;
            return false;
        }
        const QString key =
            m_setup.serviceKey.isEmpty() ? m_sandbox->serviceKey() : m_setup.serviceKey;
        QSignalSpy written(&m_app->secrets(), &SecretStore::secretWritten);
        m_app->secrets().write(SecretRef::serviceKey(m_profile.id), key);
        if (written.isEmpty() && !written.wait(30000)) {
            m_error = QStringLiteral("the service key was not stored");
            return false;
        }
        m_app->watchlist().setProfile(m_profile.id);
        m_app->watchlist().addMany(m_setup.keys);
    }
    m_window = std::make_unique<ui::MainWindow>(*m_app);
    m_window->show();
    QSignalSpy activated(m_app.get(), &ui::ConsoleApp::activated);
    m_app->activate(m_profile.id);
    if (activated.isEmpty() && !activated.wait(30000)) {
        m_error = QStringLiteral("the profile was not activated");
        return false;
    }
    return true;
}

OperationResult ConsoleFixture::wait(PendingCall* call) {
    return waitFor(call, 15000);
}

WatchState ConsoleFixture::shownState(const QString& key) {
    auto* model = requireChild<ui::WatchTableModel>(*m_window, QStringLiteral("watchModel"));
    const int row = model->rowOf(key);
    if (row < 0)
        return WatchState::Unknown;
    model->flushPendingChanges();
    const QModelIndex proxyIndex =
        requireChild<ui::WatchSortFilterProxy>(*m_window, QStringLiteral("watchProxy"))
            ->mapFromSource(model->index(row, 0));
    return static_cast<WatchState>(proxyIndex.data(ui::WatchTableModel::StateRole).toInt());
}

bool ConsoleFixture::advanceBoth(qint64 ms) {
    if (!m_clock || m_sandbox->advanceClock(double(ms) / 1000.0) != 204)
        return false;
    m_clock->advance(ms);
    return true;
}

QString ConsoleFixture::shownText(const QString& key, int column) {
    auto* model = requireChild<ui::WatchTableModel>(*m_window, QStringLiteral("watchModel"));
    model->flushPendingChanges();
    const int row = model->rowOf(key);
    return row < 0 ? QString() : model->index(row, column).data().toString();
}

} // namespace volcano::test
