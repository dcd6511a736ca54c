// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/ConsoleApp.h"

#include "alerts/AlertStore.h"
#include "client/Clock.h"
#include "client/LockClient.h"
#include "console/AccessAdvice.h"
#include "console/AlertDelivery.h"
#include "console/AlertMonitor.h"
#include "console/AlertRulesFile.h"
#include "console/ConsoleSession.h"
#include "console/ForceReleaseRecovery.h"
#include "console/Notifier.h"
#include "console/TeamMode.h"
#include "console/TestLeaseManager.h"
#include "platform/CrashReporter.h"
#include "platform/EmbeddedSandbox.h"
#include "secrets/KeychainMessage.h"
#include "secrets/SecretStore.h"
#include "store/AppDatabase.h"
#include "store/AuditLog.h"
#include "store/LockHistory.h"
#include "store/ProfileStore.h"
#include "store/ReadLog.h"
#include "store/RequestLog.h"
#include "store/ResumableLeaseStore.h"
#include "store/Watchlist.h"

#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSettings>
#include <QTimer>

Q_LOGGING_CATEGORY(lcApp, "volcano.ui.app")

namespace volcano::ui {

namespace {

constexpr QLatin1StringView kLastCrashShownKey{"crashReports/lastShown"};

} // namespace

ConsoleApp::ConsoleApp(const ConsoleOptions& options, QObject* parent)
    : QObject(parent)
    , m_options(options)
    , m_database(std::make_unique<AppDatabase>(options.databasePath))
    , m_profiles(std::make_unique<ProfileStore>(options.settingsPath))
    , m_secrets(std::make_unique<SecretStore>())
    , m_requestLog(std::make_unique<RequestLog>(RequestLog::kDefaultCapacity))
    , m_sandbox(std::make_unique<EmbeddedSandbox>())
    , m_notifier(std::make_unique<Notifier>()) {
    if (!options.secretServiceName.isEmpty())
        m_secrets->setServiceName(options.secretServiceName);
    if (options.memoryOnlySecrets)
        m_secrets->useMemoryOnly(keychainmessage::switchedOff());
    if (!options.sandboxProgram.isEmpty())
        m_sandbox->setProgram(options.sandboxProgram);
    if (!options.sandboxDataDir.isEmpty())
        m_sandbox->setDataDir(options.sandboxDataDir);
    m_sandbox->setExtraArguments(options.sandboxExtraArguments);

    const SecretStore* secrets = m_secrets.get();
    connect(m_sandbox.get(), &EmbeddedSandbox::started, this, &ConsoleApp::onSandboxStarted);
    connect(m_sandbox.get(), &EmbeddedSandbox::failed, this, &ConsoleApp::onSandboxFailed);
    connect(secrets, &SecretStore::secretRead, this, &ConsoleApp::onSecretRead);
    connect(secrets, &SecretStore::secretNotFound, this, &ConsoleApp::onSecretNotFound);
    connect(secrets, &SecretStore::failed, this, &ConsoleApp::onSecretFailed);
    connect(secrets, &SecretStore::secretWritten, this, &ConsoleApp::onSecretWritten);
    connect(secrets, &SecretStore::persistenceChanged, this, &ConsoleApp::keychainStatusChanged);
}

ConsoleApp::~ConsoleApp() = default;

// The timeline's record of reads is kept for ReadLog::kDefaultRetentionDays; pruned in
// batches, each its own short transaction, so a long-unused file never holds the window up.
void ConsoleApp::pruneReadLog() {
    const qint64 cutoff = QDateTime::currentMSecsSinceEpoch() -
                          qint64(ReadLog::kDefaultRetentionDays) * 24 * 3600 * 1000;
    auto pruned = m_readLog->prune(cutoff, kPruneBatchRows);
    if (!pruned)
        qCWarning(lcApp).noquote() << pruned.error().message;
    else if (*pruned == kPruneBatchRows)
        QTimer::singleShot(200, this, &ConsoleApp::pruneReadLog);
}

Expected<void> ConsoleApp::updateTimeline(TimelineFeed& feed, const QDateTime& from,
                                          const QDateTime& to) const {
    if (auto flushed = m_readLog->flush(); !flushed)
        qCWarning(lcApp).noquote() << flushed.error().message;
    const bool team = m_teamStore != nullptr;
    return feed.update(TimelineSource(team ? *m_teamStore : *m_database),
                       team ? QString() : m_session->profile().id, from, to);
}

QString ConsoleApp::timelineSource() const {
    if (m_teamStore)
        return tr("team store %1").arg(m_teamStore->location().displayText());
    return tr("this console (profile %1), %2")
        .arg(m_session->profile().name, m_database->location().displayText());
}

Expected<void> ConsoleApp::open() {
    if (auto opened = m_database->open(); !opened)
        return opened;
    m_watchlist = std::make_unique<Watchlist>(*m_database);
    m_history = std::make_unique<LockHistory>(*m_database);
    m_audit = std::make_unique<AuditLog>(*m_database);
    m_readLog = std::make_unique<ReadLog>(*m_database);
    // Old reads go once the window is up: pruning is no reason to hold up the first paint.
    QTimer::singleShot(kPruneStartDelayMs, this, &ConsoleApp::pruneReadLog);
    m_session =
        std::make_unique<ConsoleSession>(*m_watchlist, *m_history, *m_requestLog, m_options.clock);
    m_session->setReadLog(m_readLog.get());
    const int budget =
        m_options.budgetPerMinute > 0
            ? m_options.budgetPerMinute
            : settings()
                  ->value(kBudgetSettingsKey, ConsoleSession::kDefaultBudgetPerMinute)
                  .toInt();
    m_session->setBudgetPerMinute(budget);
    connect(m_session.get(), &ConsoleSession::connectionChecked, this,
            &ConsoleApp::onConnectionChecked);
    // Team mode: force releases are recorded in the team's shared audit log.
    connect(&m_session->team(), &TeamMode::storeOpened, m_audit.get(), &AuditLog::useDatabase);
    connect(&m_session->team(), &TeamMode::storeClosing, this,
            [this] { m_audit->useDatabase(*m_database); });
    m_recovery = std::make_unique<ForceReleaseRecovery>(m_session->client(), *m_audit);
    connect(m_recovery.get(), &ForceReleaseRecovery::found, this,
            [this](const AuditEntry&, const QString& text) {
                Q_EMIT unfinishedForceRelease(text, false);
            });
    connect(m_recovery.get(), &ForceReleaseRecovery::settled, this,
            [this](const AuditEntry&, const QString& text) {
                Q_EMIT unfinishedForceRelease(text, true);
            });
    m_resumable = std::make_unique<ResumableLeaseStore>(*m_database);
    m_testLeases = std::make_unique<TestLeaseManager>(*m_session, *m_audit, *m_secrets,
                                                      *m_resumable, *m_notifier);
    setUpAlerts();
    return {};
}

void ConsoleApp::setUpAlerts() {
    const Clock& clock = m_session->client().clock();
    m_alertRules = std::make_unique<AlertRulesFile>(alertRulesPath());
    m_alerts = std::make_unique<AlertMonitor>(clock, *m_notifier);
    m_alerts->attach(*m_session);
    m_delivery = std::make_unique<AlertDelivery>(*m_database, clock, *m_secrets);
    const auto deliver = [this](const alerts::AlertEvent& event) {
        if (!m_alerts->isFollowingStore())
            m_delivery->record(event);
    };
    connect(m_delivery.get(), &AlertDelivery::deliveryProblem, this,
            [this](const QString& text) { Q_EMIT notice(NoticeKind::Warning, text); });
    connect(m_alerts.get(), &AlertMonitor::alertFired, this, deliver);
    connect(m_alerts.get(), &AlertMonitor::alertResolved, this, deliver);
    connect(&m_session->team(), &TeamMode::storeOpened, this,
            [this](AppDatabase& store) { followTeamAlerts(&store); });
    connect(&m_session->team(), &TeamMode::storeClosing, this,
            [this] { followTeamAlerts(nullptr); });
    reloadAlertRules();
    auto* rulesCheck = new QTimer(this);
    rulesCheck->setInterval(kAlertRulesCheckMs);
    connect(rulesCheck, &QTimer::timeout, this, &ConsoleApp::reloadEditedAlertRules);
    rulesCheck->start();
}

// Team mode: the leading recorder evaluates and sends; the console shows the store's alerts
// and the team's rules. Back in solo mode it evaluates its own file's rules again.
void ConsoleApp::followTeamAlerts(AppDatabase* store) {
    m_teamStore = store;
    m_delivery->setSending(store == nullptr);
    if (auto followed = m_alerts->followStore(store); !followed)
        Q_EMIT notice(NoticeKind::Warning,
                      tr("The team's alerts cannot be shown: %1").arg(followed.error().message));
    if (store)
        reloadTeamAlertRules();
    else
        reloadAlertRules();
}

void ConsoleApp::reloadTeamAlertRules() {
    auto rules = alerts::AlertStore(*m_teamStore).loadRules();
    const QString problem = rules ? QString() : rules.error().message;
    if (problem != m_alertRulesProblem)
        Q_EMIT alertRulesLoaded(problem);
    m_alertRulesProblem = problem;
    if (rules && rules->value_or(alerts::RuleSet()) != m_alerts->rules())
        m_alerts->setRules(rules->value_or(alerts::RuleSet()));
}

void ConsoleApp::applyAlertRules(const alerts::RuleSet& rules) {
    m_alerts->setRules(rules);
    m_delivery->setWebhooks(rules.webhooks);
}

void ConsoleApp::start() {
    if (m_profiles->isEmpty() && m_options.demoOnFirstRun) {
        setUpFirstRun();
        return;
    }
    QString id = m_profiles->currentId();
    if (id.isEmpty() && !m_profiles->isEmpty())
        id = m_profiles->profiles().constFirst().id;
    if (id.isEmpty()) {
        Q_EMIT notice(NoticeKind::Info,
                      tr("No connection profile yet: add one in Profiles (Ctrl+P)."));
        return;
    }
    activate(id);
}

void ConsoleApp::startEmbedded() {
    if (const auto profile = m_profiles->embeddedProfile()) {
        activate(profile->id);
        return;
    }
    setUpFirstRun();
}

QString ConsoleApp::crashReportDir() const {
    if (!m_options.crashReportDir.isEmpty())
        return m_options.crashReportDir;
    return dataDir().filePath(QStringLiteral("crashes"));
}

QDir ConsoleApp::dataDir() const {
    const QString database =
        m_options.databasePath.isEmpty() ? AppDatabase::defaultPath() : m_options.databasePath;
    return QFileInfo(database).absoluteDir();
}

QString ConsoleApp::alertRulesPath() const {
    return dataDir().filePath(AlertRulesFile::kFileName);
}

void ConsoleApp::reloadAlertRules() {
    if (auto reloaded = m_alertRules->reload(); !reloaded) {
        m_alertRulesProblem = reloaded.error().message;
        qCWarning(lcApp).noquote() << "alert rules:" << m_alertRulesProblem;
        Q_EMIT notice(NoticeKind::Error,
                      tr("The alert rules were not loaded; the rules before stay in force: %1")
                          .arg(m_alertRulesProblem));
        Q_EMIT alertRulesLoaded(m_alertRulesProblem);
        return;
    }
    m_alertRulesProblem.clear();
    applyAlertRules(m_alertRules->rules());
    Q_EMIT alertRulesLoaded(QString());
}

// The team's rules may be edited by any console of the team: they are read again as often
// as the file is checked.
void ConsoleApp::reloadEditedAlertRules() {
    if (m_teamStore)
        reloadTeamAlertRules();
    else if (m_alertRules->changedOnDisk())
        reloadAlertRules();
}

// Solo mode: webhook credentials go to the keychain, the rest to the file. Team mode: the
// whole set to the store, where the recorder that sends needs the credentials too.
Expected<void> ConsoleApp::saveAlertRules(const alerts::RuleSet& rules) {
    if (m_teamStore) {
        const QString by = qEnvironmentVariable("USER", QStringLiteral("console"));
        if (auto saved =
                alerts::AlertStore(*m_teamStore)
                    .saveRules(rules, by, m_session->client().clock().utcNow().toMSecsSinceEpoch());
            !saved)
            return saved;
        m_alerts->setRules(rules);
        return {};
    }
    alerts::RuleSet forFile = rules;
    forFile.webhooks = m_delivery->splitCredentials(rules.webhooks);
    if (auto saved = m_alertRules->save(forFile); !saved)
        return saved;
    m_alertRulesProblem.clear();
    applyAlertRules(m_alertRules->rules());
    Q_EMIT alertRulesLoaded(QString());
    return {};
}

void ConsoleApp::reportEarlierCrash() {
    const QStringList reports = CrashReporter::reports(crashReportDir());
    if (reports.isEmpty())
        return;
    const QString newest = QFileInfo(reports.constFirst()).fileName();
    const auto saved = settings();
    if (saved->value(kLastCrashShownKey).toString() == newest)
        return;
    saved->setValue(kLastCrashShownKey, newest);
    const QString text =
        tr("The console stopped unexpectedly last time (%1). Its report, which "
           "holds no keys or tokens, is at %2")
            .arg(CrashReporter::signalOf(reports.constFirst()), reports.constFirst());
    qCWarning(lcApp).noquote() << text;
    Q_EMIT notice(NoticeKind::Warning, text);
}

std::unique_ptr<QSettings> ConsoleApp::settings() const {
    if (m_options.settingsPath.isEmpty())
        return std::make_unique<QSettings>();
    return std::make_unique<QSettings>(m_options.settingsPath, QSettings::IniFormat);
}

void ConsoleApp::activate(const QString& profileId) {
    const auto profile = m_profiles->profile(profileId);
    if (!profile)
        return;
    if (m_testLeases && m_testLeases->hasOpenLeases()) {
        // Release them on the server they belong to before the client points elsewhere.
        m_testLeases->closeAll([this, profileId] { activate(profileId); });
        return;
    }
    m_profiles->setCurrent(profileId);
    m_pendingProfileId = profileId;
    if (profile->embeddedSandbox)
        activateEmbedded(*profile);
    else
        activateWithStoredKey(*profile);
}

void ConsoleApp::profileEdited(const QString& profileId, bool keyChanged) {
    if (profileId != m_profiles->currentId())
        return;
    if (keyChanged)
        m_reconnectAfterWrite = profileId;
    else
        activate(profileId);
}

void ConsoleApp::onSecretWritten(const SecretRef& ref) {
    if (ref.kind != SecretRef::Kind::ServiceKey || ref.profileId != m_reconnectAfterWrite)
        return;
    m_reconnectAfterWrite.clear();
    activate(ref.profileId);
}

void ConsoleApp::setUpFirstRun() {
    m_firstRun = true;
    ConnectionProfile demo;
    demo.name = tr("Demo sandbox (this machine)");
    demo.projectLabel = QStringLiteral("demo");
    demo.embeddedSandbox = true;
    if (const auto saved = m_profiles->save(demo); !saved) {
        Q_EMIT notice(NoticeKind::Error,
                      tr("Could not create the demo profile: %1").arg(saved.error().message));
        return;
    }
    m_watchlist->setProfile(demo.id);
    m_watchlist->addMany(EmbeddedSandbox::demoKeys());
    Q_EMIT notice(NoticeKind::Info,
                  tr("Welcome! This is the built-in demo sandbox with simulated workers, so you "
                     "can see live locks right away. To watch your own project, add a profile "
                     "in Profiles (Ctrl+P)."));
    activate(demo.id);
}

void ConsoleApp::activateEmbedded(const ConnectionProfile& profile) {
    if (m_sandbox->isRunning()) {
        startSession(profile, m_sandbox->serviceKey());
        return;
    }
    qCInfo(lcApp) << "starting the embedded sandbox" << m_sandbox->program();
    m_sandbox->start();
    // The stored watchlist shows while the sandbox starts: with 100,000 keys loading it is
    // most of a start. The session takes the keys over once the sandbox is up.
    m_session->preload(profile.id);
}

void ConsoleApp::activateWithStoredKey(const ConnectionProfile& profile) {
    m_secrets->read(SecretRef::serviceKey(profile.id));
}

// A team-mode profile also needs its store password from the keychain first.
void ConsoleApp::startSession(const ConnectionProfile& profile, const QString& serviceKey) {
    if (!profile.teamStore.isEmpty() && !m_keyAwaitingStorePassword) {
        m_pendingProfileId = profile.id;
        m_keyAwaitingStorePassword = serviceKey;
        m_secrets->read(SecretRef::storePassword(profile.id));
        return;
    }
    m_pendingProfileId.clear();
    m_keyAwaitingStorePassword.reset();
    m_session->start(profile, serviceKey);
    Q_EMIT activated(profile);
    m_recovery->start(profile.id);
}

void ConsoleApp::onConnectionChecked(const OperationResult& result) {
    if (result.ok())
        return;
    const QString advice = accessadvice::forError(*result.error).value_or(result.error->advice());
    Q_EMIT notice(
        NoticeKind::Error,
        tr("Profile “%1” cannot read locks yet: %2").arg(m_session->profile().name, advice));
}

void ConsoleApp::onSandboxStarted() {
    auto profile = m_profiles->embeddedProfile();
    if (!profile)
        return;
    // The port changes on every start: keep the profile pointing at this run.
    profile->baseUrl = m_sandbox->baseUrl();
    // Cannot fail: an embedded profile is valid with the sandbox's loopback http:// URL.
    static_cast<void>(m_profiles->save(*profile));
    if (m_pendingProfileId == profile->id)
        startSession(*profile, m_sandbox->serviceKey());
}

void ConsoleApp::onSandboxFailed(const QString& reason) {
    Q_EMIT notice(NoticeKind::Error, tr("The embedded sandbox did not start: %1").arg(reason));
}

void ConsoleApp::onStorePassword(const SecretRef& ref, const QString& password) {
    const auto profile = m_profiles->profile(ref.profileId);
    if (!profile || ref.profileId != m_pendingProfileId || !m_keyAwaitingStorePassword)
        return;
    const QString serviceKey = *m_keyAwaitingStorePassword;
    m_pendingProfileId.clear();
    m_keyAwaitingStorePassword.reset();
    m_session->start(*profile, serviceKey, password);
    Q_EMIT activated(*profile);
    m_recovery->start(profile->id);
}

void ConsoleApp::onSecretRead(const SecretRef& ref, const QString& secret) {
    if (ref.kind == SecretRef::Kind::StorePassword) {
        onStorePassword(ref, secret);
        return;
    }
    if (ref.kind != SecretRef::Kind::ServiceKey || ref.profileId != m_pendingProfileId)
        return;
    if (const auto profile = m_profiles->profile(ref.profileId))
        startSession(*profile, secret);
}

void ConsoleApp::onSecretNotFound(const SecretRef& ref) {
    if (ref.kind == SecretRef::Kind::StorePassword) {
        onStorePassword(ref, {}); // PGPASSWORD, PGPASSFILE or no password at all
        return;
    }
    if (ref.kind != SecretRef::Kind::ServiceKey || ref.profileId != m_pendingProfileId)
        return;
    const auto profile = m_profiles->profile(ref.profileId);
    if (!profile)
        return;
    if (!profile->teamStore.isEmpty()) {
        // Watching in team mode needs no key; acting on a lock does.
        Q_EMIT notice(NoticeKind::Info,
                      tr("No service key is held for \"%1\": watching through the team store "
                         "needs none, but force release and test leases do (Profiles, Ctrl+P).")
                          .arg(profile->name));
        startSession(*profile, QString());
        return;
    }
    Q_EMIT notice(NoticeKind::Warning,
                  m_secrets->isPersistent()
                      ? tr("The keychain has no saved key for the profile \"%1\": enter it in "
                           "Profiles (Ctrl+P).")
                            .arg(profile->name)
                      : tr("No key is held for the profile \"%1\" (keys are kept in memory "
                           "only, for this session): enter it in Profiles (Ctrl+P).")
                            .arg(profile->name));
    startSession(*profile, QString());
}

void ConsoleApp::onSecretFailed(const SecretRef& ref, const QString& reason) {
    if (ref.kind == SecretRef::Kind::StorePassword) {
        Q_EMIT notice(NoticeKind::Warning,
                      tr("Could not read the team store password: %1").arg(reason));
        onStorePassword(ref, {});
        return;
    }
    if (ref.kind == SecretRef::Kind::ServiceKey && ref.profileId == m_pendingProfileId)
        Q_EMIT notice(NoticeKind::Error, tr("Could not read the service key. %1").arg(reason));
}

} // namespace volcano::ui
