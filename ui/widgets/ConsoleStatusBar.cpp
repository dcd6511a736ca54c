// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/ConsoleStatusBar.h"
#include "ui/widgets/Theme.h"
#include "ui/widgets/ThemeNotifier.h"

#include "console/AlertMonitor.h"
#include "console/ConsoleApp.h"
#include "console/ConsoleSession.h"
#include "console/FirstPassProgress.h"
#include "console/LockWatcher.h"
#include "console/ReadBudgetText.h"
#include "console/TeamMode.h"
#include "console/TimeText.h"
#include "lease/ClockOffsetEstimator.h"
#include "lease/PollScheduler.h"
#include "lease/QuotaMeter.h"
#include "secrets/SecretStore.h"
#include "store/ConnectionProfile.h"
#include "ui/widgets/ElidedLabel.h"

#include <QLabel>
#include <QTimer>

#include <cstdlib>

namespace volcano::ui {

namespace {

constexpr int kTickMs = 1000;
constexpr qint64 kClockWorthShowingMs = 500;

} // namespace

ConsoleStatusBar::ConsoleStatusBar(ConsoleApp& app, QWidget* parent)
    : QStatusBar(parent)
    , m_app(app)
    , m_profile(addLabel(QStringLiteral("profileStatus")))
    , m_project(addLabel(QStringLiteral("projectStatus")))
    , m_readOnlyBadge(addLabel(QStringLiteral("readOnlyBadge")))
    , m_keychain(addLabel(QStringLiteral("keychainStatus")))
    , m_freshness(addLabel(QStringLiteral("freshnessStatus")))
    , m_polling(addLabel(QStringLiteral("pollingStatus")))
    , m_coverage(addLabel(QStringLiteral("coverageWarning")))
    , m_readMix(addLabel(QStringLiteral("readMixStatus")))
    , m_firstPass(new ElidedLabel(this))
    , m_team(addLabel(QStringLiteral("teamStatus")))
    , m_alerts(addLabel(QStringLiteral("alertStatus"))) {
    setObjectName(QStringLiteral("consoleStatusBar"));
    m_firstPass->setObjectName(QStringLiteral("firstPassStatus"));
    m_firstPass->setContentsMargins(6, 0, 6, 0);
    // As QMainWindow sizes the status bar it makes itself.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    addFields();
    showKeychainAtStart();
    connect(&app, &ConsoleApp::activated, this, &ConsoleStatusBar::showProfile);
    connect(&app.session().team(), &TeamMode::statusChanged, this, &ConsoleStatusBar::updateTeam);
    connect(&app.session(), &ConsoleSession::connectionChecked, this,
            &ConsoleStatusBar::onConnectionChecked);
    connect(&app.session().watcher(), &LockWatcher::degradedChanged, this,
            &ConsoleStatusBar::updatePolling);
    connect(&app.session().firstPass(), &FirstPassProgress::completed, this,
            &ConsoleStatusBar::updateFirstPass);
    connect(&app.alerts(), &AlertMonitor::changed, this, &ConsoleStatusBar::updateAlerts);
    updateAlerts();
    auto* tick = new QTimer(this);
    tick->setInterval(kTickMs);
    connect(tick, &QTimer::timeout, this, &ConsoleStatusBar::updatePolling);
    tick->start();
}

void ConsoleStatusBar::showKeychainStatus(bool persistent, const QString& reason) {
    if (persistent) {
        m_keychain->setText(tr("Keys: OS keychain"));
        m_keychain->setToolTip(tr("Service keys are kept in the Secret Service keychain"));
        m_keychain->setStyleSheet(QString());
        return;
    }
    // Short: at 1280 pixels the read figures need the room; the tooltip says why.
    m_keychain->setText(m_app.options().memoryOnlySecrets ? tr("Keys: memory only")
                                                          : tr("Keys: memory only (no keyring)"));
    m_keychain->setToolTip(reason);
    Theme::setTone(m_keychain, Theme::Tone::Warning);
}

QString ConsoleStatusBar::statusText() const {
    QStringList parts;
    for (const QLabel* label :
         {m_profile, m_project, m_readOnlyBadge, m_keychain, m_freshness,
          static_cast<QLabel*>(m_firstPass), m_alerts, m_coverage, m_polling, m_readMix, m_team}) {
        const QString text = label == m_firstPass ? m_firstPass->fullText() : label->text();
        if (label->isVisibleTo(window()) && !text.isEmpty())
            parts << text;
    }
    return parts.join(QStringLiteral(" | "));
}

QLabel* ConsoleStatusBar::addLabel(const QString& name) {
    auto* label = new QLabel(this);
    label->setObjectName(name);
    label->setContentsMargins(6, 0, 6, 0);
    return label;
}

void ConsoleStatusBar::styleReadOnlyBadge() {
    const bool dark = Theme::isDark();
    m_readOnlyBadge->setStyleSheet(
        QStringLiteral("QLabel { color: %1; background: %2; border-radius: 6px; padding: 1px 8px; "
                       "font-weight: bold; }")
            .arg(Theme::badgeText(dark).name(), Theme::tone(Theme::Tone::Accent, dark).name()));
}

void ConsoleStatusBar::addFields() {
    m_readOnlyBadge->setText(tr("READ-ONLY"));
    styleReadOnlyBadge();
    connect(&ThemeNotifier::instance(), &ThemeNotifier::changed, this,
            &ConsoleStatusBar::styleReadOnlyBadge);
    m_readOnlyBadge->setToolTip(tr("Force release and test leases are disabled"));
    addWidget(m_profile);
    addWidget(m_project);
    addWidget(m_readOnlyBadge);
    addWidget(m_freshness);
    addWidget(m_firstPass, 1);
    addWidget(m_team);
    addWidget(m_alerts);
    Theme::setTone(m_coverage, Theme::Tone::Warning);
    m_coverage->hide(); // until the budget is too small for the keys
    addPermanentWidget(m_coverage);
    addPermanentWidget(m_polling);
    addPermanentWidget(m_readMix);
    addPermanentWidget(m_keychain);
    m_readOnlyBadge->hide(); // until a read-only profile is active
    m_team->hide();          // until a team-mode profile is active
    m_firstPass->hide();     // while a first pass runs
}

void ConsoleStatusBar::showKeychainAtStart() {
    const SecretStore& secrets = m_app.secrets();
    if (!secrets.isPersistent()) {
        showKeychainStatus(false, secrets.fallbackReason());
        return;
    }
    // Known only once the keychain has answered something (the embedded sandbox needs no
    // stored key, so it may never be asked).
    m_keychain->setText(tr("Keychain: not used yet"));
    m_keychain->setToolTip(tr("Service keys of your profiles go to the OS keychain"));
}

void ConsoleStatusBar::showProfile(const ConnectionProfile& profile) {
    m_profile->setText(tr("Profile: %1").arg(profile.name));
    // The toolbar's chooser names the profile; at 1280 pixels the status bar needs the room
    // for the read figures, so the name is shown here only when there is no project label.
    m_profile->setVisible(profile.projectLabel.isEmpty());
    m_project->setText(
        profile.projectLabel.isEmpty() ? QString() : tr("Project: %1").arg(profile.projectLabel));
    m_project->setToolTip(tr("Profile: %1").arg(profile.name));
    m_project->setVisible(!profile.projectLabel.isEmpty());
    m_readOnlyBadge->setVisible(profile.readOnly);
    m_connectionCheck.clear();
    updateFreshness();
}

void ConsoleStatusBar::onConnectionChecked(const OperationResult& result) {
    m_connectionCheck = result.ok()
                            ? tr("Connected %1: no keys watched yet")
                                  .arg(timetext::clockTime(m_app.session().watcher().consoleNow()))
                            : tr("Cannot read locks: %1").arg(result.error->label());
    m_connectionFailed = !result.ok();
    updateFreshness();
}

void ConsoleStatusBar::updateTeam() {
    const QString text = m_app.session().team().statusText();
    m_team->setText(text);
    m_team->setVisible(!text.isEmpty());
    m_team->setToolTip(tr("Team mode: locks are read by the leading recorder and shared through "
                          "the team store; watching costs this console no reads"));
}

void ConsoleStatusBar::updatePolling() {
    updateFreshness();
    updateFirstPass();
    ConsoleSession& session = m_app.session();
    QString polling = tr("Reads: %1/%2")
                          .arg(session.scheduler().readsThisMinute())
                          .arg(session.budgetPerMinute());
    if (const auto used = session.quota().projectUsedThisMinute())
        polling += tr(" · quota %1/%2").arg(*used).arg(session.quota().limit());
    const PollScheduler& scheduler = session.scheduler();
    const int capacity = scheduler.planner().readCapacityPerMinute();
    const QString spent = readbudget::spentText(scheduler.readsThisMinute(), capacity,
                                                session.watcher().consoleNow());
    if (!spent.isEmpty())
        polling += QStringLiteral(" · ") + spent;
    // The server clock is worth the room only when it is off; "in step" is in the tooltip.
    const auto offset = session.offset().offsetMs();
    if (offset && std::llabs(*offset) >= kClockWorthShowingMs)
        polling += QStringLiteral(" · ") + readbudget::serverClockText(*offset);
    if (const auto paused = scheduler.pausedUntil())
        polling += tr(" · paused (429) until %1").arg(timetext::clockTime(*paused));
    m_polling->setText(polling);
    QStringList pollingTip{tr("Reads sent this UTC minute out of the console's budget")};
    if (offset)
        pollingTip << readbudget::serverClockText(*offset);
    m_polling->setToolTip(pollingTip.join(QLatin1Char('\n')));
    updateCoverage(int(scheduler.keys().size()), capacity);
    m_readMix->setText(
        readbudget::readMixText(scheduler.planner().readsByReasonInLastMinute(scheduler.nowMs())));
    m_readMix->setToolTip(tr("Reads of the last minute by why the planner chose them"));
}

// "7 keys at 10 reads a minute: each key about every 42 s" is the tooltip; the bar says the
// part that matters in a third of the room.
void ConsoleStatusBar::updateCoverage(int keys, int readCapacity) {
    const QString coverage = readbudget::coverageWarning(keys, readCapacity);
    const auto interval = readbudget::perKeyIntervalMs(keys, readCapacity);
    m_coverage->setText(coverage.isEmpty() ? QString()
                        : interval
                            ? tr("Each key read about every %1").arg(timetext::duration(*interval))
                            : tr("No reads left for %Ln keys", nullptr, keys));
    m_coverage->setToolTip(coverage);
    m_coverage->setVisible(!coverage.isEmpty());
}

void ConsoleStatusBar::updateFreshness() {
    const LockWatcher& watcher = m_app.session().watcher();
    const QDateTime lastGood = watcher.lastGoodReadAt();
    if (!lastGood.isValid() && !m_connectionCheck.isEmpty()) {
        m_freshness->setText(m_connectionCheck);
        Theme::setTone(m_freshness,
                       m_connectionFailed ? std::optional(Theme::Tone::Error) : std::nullopt);
        return;
    }
    if (watcher.isDegraded())
        m_freshness->setText(lastGood.isValid()
                                 ? tr("Stale: data from %1").arg(timetext::clockTime(lastGood))
                                 : tr("No data yet"));
    else
        m_freshness->setText(lastGood.isValid()
                                 ? tr("Live: last read %1").arg(timetext::clockTime(lastGood))
                                 : QString());
    Theme::setTone(m_freshness,
                   watcher.isDegraded() ? std::optional(Theme::Tone::Error) : std::nullopt);
}

void ConsoleStatusBar::updateFirstPass() {
    const FirstPassProgress& progress = m_app.session().firstPass();
    const bool running = m_app.session().isActive() && progress.isRunning();
    m_firstPass->setFullText(running ? progress.text() : QString());
    m_firstPass->setExplanation(running ? progress.explanation() : QString());
    m_firstPass->setVisible(running);
}

void ConsoleStatusBar::updateAlerts() {
    const AlertMonitor& alerts = m_app.alerts();
    const int firing = alerts.activeCount();
    m_alerts->setVisible(firing > 0 || !alerts.rules().rules.isEmpty());
    m_alerts->setText(firing == 0 ? tr("No alerts firing")
                                  : tr("%n alerts firing", nullptr, firing));
    Theme::setTone(m_alerts, firing > 0 ? std::optional(Theme::Tone::Error) : std::nullopt,
                   firing > 0 ? QStringLiteral("font-weight: bold;") : QString());
    m_alerts->setToolTip(tr("The Alerts panel (Ctrl+Shift+A) lists them"));
}

} // namespace volcano::ui
