// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/ConsoleOptions.h"
#include "protocol/Expected.h"
#include "secrets/SecretRef.h"
#include "store/ConnectionProfile.h"
#include "store/TimelineFeed.h"

#include <QObject>

#include <memory>
#include <optional>

class QDir;
class QSettings;

namespace volcano {
class AppDatabase;
class AuditLog;
class EmbeddedSandbox;
class ForceReleaseRecovery;
class LockHistory;
class ReadLog;
class ProfileStore;
class RequestLog;
class ResumableLeaseStore;
class SecretStore;
class Watchlist;
struct OperationResult;
namespace alerts {
struct RuleSet;
}
} // namespace volcano

namespace volcano::ui {

class AlertDelivery;
class AlertMonitor;
class AlertRulesFile;
class ConsoleSession;
class Notifier;
class TestLeaseManager;

// The console's composition root, without widgets: the database and the stores on it,
// profiles and their keys, the embedded sandbox, and the live session. It decides what the
// console connects to: on first run the embedded demo sandbox (its watchlist pre-filled with
// the demo keys), otherwise the current profile with its key from the keychain.
class ConsoleApp : public QObject {
    Q_OBJECT
public:
    enum class NoticeKind { Info, Warning, Error };
    Q_ENUM(NoticeKind)

    explicit ConsoleApp(const ConsoleOptions& options = {}, QObject* parent = nullptr);
    ~ConsoleApp() override;

    // Opens the database; fails saying why when it cannot.
    Expected<void> open();
    // First run: sets up and activates the embedded sandbox profile; otherwise activates the
    // current (or first) profile.
    void start();
    // Connects to the embedded demo sandbox (creating its profile when there is none).
    void startEmbedded();
    // Where crash reports go (CrashReporter), and a one-time notice when the newest one is
    // from a run the user has not been told about.
    QString crashReportDir() const;
    void reportEarlierCrash();
    // Connects to a profile: starts the embedded sandbox or reads the key, then the session.
    // Open test leases are closed first (released, or left for a resume when asked).
    void activate(const QString& profileId);
    // After a profile was edited: reconnects when it is the active one, once a new key
    // (keyChanged) has been stored, so the session never starts with the old one.
    void profileEdited(const QString& profileId, bool keyChanged);

    bool isFirstRun() const { return m_firstRun; }
    const ConsoleOptions& options() const { return m_options; }
    // Settings for window state and preferences (never secrets).
    std::unique_ptr<QSettings> settings() const;
    // The settings key of the polling budget: read here at open(), written by the window.
    static constexpr QLatin1StringView kBudgetSettingsKey{"polling/budgetPerMinute"};

    AppDatabase& database() const { return *m_database; }
    ProfileStore& profiles() const { return *m_profiles; }
    SecretStore& secrets() const { return *m_secrets; }
    Watchlist& watchlist() const { return *m_watchlist; }
    LockHistory& history() const { return *m_history; }
    ReadLog& readLog() const { return *m_readLog; }
    // Brings a live timeline's records up to the range [from, to]: the team store's in team
    // mode, else this console's own under the active profile (what ReadLog wrote is flushed
    // first). A switch of profile or store makes the feed load in full.
    Expected<void> updateTimeline(TimelineFeed& feed, const QDateTime& from,
                                  const QDateTime& to) const;
    // Where they come from, for a report's "Source" (no secret).
    QString timelineSource() const;
    AuditLog& audit() const { return *m_audit; }
    RequestLog& requestLog() const { return *m_requestLog; }
    EmbeddedSandbox& sandbox() const { return *m_sandbox; }
    ConsoleSession& session() const { return *m_session; }
    Notifier& notifier() const { return *m_notifier; }
    TestLeaseManager& testLeases() const { return *m_testLeases; }
    ForceReleaseRecovery& forceReleaseRecovery() const { return *m_recovery; }
    AlertMonitor& alerts() const { return *m_alerts; }
    AlertDelivery& alertDelivery() const { return *m_delivery; }
    // In team mode the rules are the team's, in its store; otherwise the rule file's.
    bool alertRulesAreTeams() const { return m_teamStore != nullptr; }

    // Solo mode's watch rules: alert-rules.json beside the database.
    QString alertRulesPath() const;
    // Reads the rule file again; a file that does not read leaves the rules in force and
    // says why (alertRulesProblem(), and a notice). Hand edits are read within
    // kAlertRulesCheckMs by themselves.
    void reloadAlertRules();
    static constexpr int kAlertRulesCheckMs = 2000;
    static constexpr int kPruneBatchRows = 5000;
    static constexpr int kPruneStartDelayMs = 2000;
    // Why the rule file was not loaded last time; empty when it was.
    QString alertRulesProblem() const { return m_alertRulesProblem; }
    // Saves the rules to the rule file and watches with them; fails saying why.
    [[nodiscard]] Expected<void> saveAlertRules(const alerts::RuleSet& rules);
    ResumableLeaseStore& resumableLeases() const { return *m_resumable; }

Q_SIGNALS:
    // The session now shows this profile.
    void activated(const volcano::ConnectionProfile& profile);
    // Something the window should say in a banner (sandbox failed, no key stored...).
    void notice(volcano::ui::ConsoleApp::NoticeKind kind, const QString& text);
    void keychainStatusChanged(bool persistent, const QString& reason);
    // A force release of the active profile was found without a recorded outcome (settled
    // false: "a force release of KEY at T has no recorded outcome"), then read and recorded
    // (settled true: what the read showed).
    void unfinishedForceRelease(const QString& text, bool settled);
    // The rule file was read or saved: problem says why it was not taken (empty: it was).
    void alertRulesLoaded(const QString& problem);

private:
    QDir dataDir() const;
    void reloadEditedAlertRules();
    void setUpAlerts();
    void followTeamAlerts(AppDatabase* store);
    void reloadTeamAlertRules();
    void applyAlertRules(const alerts::RuleSet& rules);
    void setUpFirstRun();
    void activateEmbedded(const ConnectionProfile& profile);
    void activateWithStoredKey(const ConnectionProfile& profile);
    void startSession(const ConnectionProfile& profile, const QString& serviceKey);
    void onStorePassword(const SecretRef& ref, const QString& password);
    void onConnectionChecked(const OperationResult& result);
    void pruneReadLog();
    void onSandboxStarted();
    void onSandboxFailed(const QString& reason);
    void onSecretRead(const SecretRef& ref, const QString& secret);
    void onSecretNotFound(const SecretRef& ref);
    void onSecretFailed(const SecretRef& ref, const QString& reason);
    void onSecretWritten(const SecretRef& ref);

    ConsoleOptions m_options;
    // Owned here, none with a QObject parent, each declared after what it uses: destruction
    // runs bottom-up, so the keepers go before the session's client, the session before the
    // stores it refers to, and the stores before the database closes. (Destroying keepers
    // does not release: closeAll() did that on quit.)
    std::unique_ptr<AppDatabase> m_database;
    std::unique_ptr<ProfileStore> m_profiles;
    std::unique_ptr<SecretStore> m_secrets;
    std::unique_ptr<RequestLog> m_requestLog;
    std::unique_ptr<EmbeddedSandbox> m_sandbox;
    std::unique_ptr<Notifier> m_notifier;
    std::unique_ptr<Watchlist> m_watchlist; // from open() on, like the rest below
    std::unique_ptr<LockHistory> m_history;
    std::unique_ptr<ReadLog> m_readLog;
    std::unique_ptr<AuditLog> m_audit;
    std::unique_ptr<ConsoleSession> m_session;
    std::unique_ptr<ForceReleaseRecovery> m_recovery;
    std::unique_ptr<ResumableLeaseStore> m_resumable;
    std::unique_ptr<TestLeaseManager> m_testLeases;
    std::unique_ptr<AlertRulesFile> m_alertRules;
    std::unique_ptr<AlertMonitor> m_alerts;
    std::unique_ptr<AlertDelivery> m_delivery;
    AppDatabase* m_teamStore = nullptr; // team mode's store while it is open
    QString m_alertRulesProblem;
    QString m_pendingProfileId;    // waiting for the sandbox or the keychain
    QString m_reconnectAfterWrite; // the active profile, waiting for its new key to be stored
    // Team mode: the service key, held while the store password is read from the keychain.
    std::optional<QString> m_keyAwaitingStorePassword;
    bool m_firstRun = false;
};

} // namespace volcano::ui
