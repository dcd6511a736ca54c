// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "Recorder.h"

#include "AlertDispatcher.h"
#include "ObservationWriter.h"
#include "client/Clock.h"
#include "client/LockClient.h"
#include "lease/PollScheduler.h"
#include "lease/QuotaMeter.h"
#include "metrics/MetricsServer.h"
#include "store/AppDatabase.h"
#include "store/ReadLog.h"
#include "store/TeamWatchlist.h"

#include <QCoreApplication>
#include <QSysInfo>

namespace volcano::recorder {

namespace {

constexpr int kWatchlistRefreshMs = 5000;
constexpr int kPruneEveryMs = 60000;
constexpr int kPruneBatchRows = 1000;

QString defaultName() {
    return QSysInfo::machineHostName() + QLatin1Char('-') +
           QString::number(QCoreApplication::applicationPid());
}

} // namespace

Recorder::Recorder(RecorderOptions options, QTextStream& log, const Clock* clock, QObject* parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_log(log)
    , m_clock(clock ? clock : &Clock::system()) {
    if (m_options.name.isEmpty())
        m_options.name = defaultName();
    m_watchlistTimer.setInterval(kWatchlistRefreshMs);
    connect(&m_watchlistTimer, &QTimer::timeout, this, &Recorder::refreshWatchlist);
    m_pruneTimer.setInterval(kPruneEveryMs);
    connect(&m_pruneTimer, &QTimer::timeout, this, &Recorder::pruneOnce);
}

// Users before what they use: the election and scheduler hold the clients, the writer holds
// the database (a member, destroyed before QObject deletes the children).
Recorder::~Recorder() {
    delete m_election;
    delete m_scheduler;
    delete m_alerts;
    delete m_writer;
    delete m_metricsServer;
}

LockClient* Recorder::makeClient() {
    auto* client = new LockClient(this);
    client->setClock(m_clock);
    client->setBaseUrl(m_options.apiUrl);
    client->setServiceKey(m_options.serviceKey);
    if (auto trusted = client->setCaCertificatesFile(m_options.caFile); !trusted)
        say(trusted.error().message);
    connect(client, &LockClient::requestFinished, m_quota, &QuotaMeter::record);
    return client;
}

std::optional<RecorderFailure> Recorder::start() {
    m_database = std::make_unique<AppDatabase>(m_options.store);
    if (auto opened = m_database->open(); !opened)
        return RecorderFailure::fromStoreError(opened.error().message);
    m_watchlist = std::make_unique<TeamWatchlist>(*m_database);
    m_writer = new ObservationWriter(*m_database, m_options.name, *m_clock, this);
    m_writer->setQuotaSource([this] { return quotaFigures(); });
    connect(m_writer, &ObservationWriter::fenced, this,
            [this](FencingToken, const QString& detail) {
                say(QStringLiteral("rejected: ") + detail);
                m_election->stepDown(QStringLiteral("fenced by a newer leader"));
            });
    connect(m_writer, &ObservationWriter::storeDown, this, [this](const QString& message) {
        say(QStringLiteral("store: unreachable, keeping observations queued (") + message +
            QLatin1Char(')'));
    });
    connect(m_writer, &ObservationWriter::storeUp, this, [this] {
        say(QStringLiteral("store: back; writing %1 queued observations").arg(m_writer->queued()));
    });
    m_quota = new QuotaMeter(m_clock, this);
    m_electionClient = makeClient();
    m_pollClient = makeClient();
    m_scheduler = new PollScheduler(m_pollClient, this);
    m_scheduler->setBudgetPerMinute(m_options.budgetPerMinute);
    connect(m_scheduler, &PollScheduler::readFinished, this, &Recorder::onReadFinished);
    m_election =
        new LeaderElection(m_electionClient, m_options.leaderKey, m_options.leaderTtlSeconds, this);
    connect(m_election, &LeaderElection::roleChanged, this, &Recorder::onRoleChanged);
    connect(m_election, &LeaderElection::refused, this, [this](const OperationResult& result) {
        failStart(RecorderFailure::Auth, result.error->advice());
    });
    connect(m_election, &LeaderElection::unreachable, this, [this](const OperationResult& result) {
        failStart(RecorderFailure::Unreachable, result.error->advice());
    });
    say(QStringLiteral("recorder %1: store %2, API %3, budget %4 reads a minute")
            .arg(m_options.name, m_options.store.displayText(), m_options.apiUrl.toString())
            .arg(m_options.budgetPerMinute));
    if (auto failed = startAlerts())
        return failed;
    if (auto failed = startMetrics())
        return failed;
    m_election->start();
    m_watchlistTimer.start();
    return std::nullopt;
}

std::optional<RecorderFailure> Recorder::startMetrics() {
    if (m_options.metricsAddress.isEmpty())
        return std::nullopt;
    m_metricsServer = new metrics::MetricsServer([this] { return renderMetrics(); }, this);
    const auto port = m_metricsServer->listen(m_options.metricsAddress);
    if (!port)
        return RecorderFailure::usage(port.error().message);
    say(QStringLiteral("metrics: serving /metrics on port %1").arg(*port));
    return std::nullopt;
}

QByteArray Recorder::renderMetrics() {
    m_metrics.setActiveAlerts(m_alerts->activeByRule());
    QList<metrics::LockMetrics::QuotaFigure> quota;
    for (const TeamStore::QuotaFigure& figure : quotaFigures())
        quota.append({figure.source, figure.used});
    return m_metrics.render(m_clock->utcNow(), quota);
}

// A rule file that cannot be read or is invalid stops the start (exit 2) with the file's
// own message: a recorder silently running without its rules would page nobody. Without
// --rules the team's rules in the store apply (edited in the console).
std::optional<RecorderFailure> Recorder::startAlerts() {
    std::optional<alerts::RuleSet> fromFile;
    if (!m_options.rulesFile.isEmpty()) {
        auto rules = alerts::RuleSet::load(m_options.rulesFile);
        if (!rules)
            return RecorderFailure::usage(QStringLiteral("--rules: ") + rules.error().message);
        fromFile = *rules;
        say(QStringLiteral("alerts: %1 rules, %2 webhooks from %3")
                .arg(fromFile->rules.size())
                .arg(fromFile->webhooks.size())
                .arg(m_options.rulesFile));
    }
    m_alerts = new AlertDispatcher(fromFile, *m_database, *m_clock, *m_quota, m_options.name, this);
    connect(m_alerts, &AlertDispatcher::logLine, this, &Recorder::say);
    connect(m_alerts, &AlertDispatcher::fenced, this,
            [this] { m_election->stepDown(QStringLiteral("fenced by a newer leader")); });
    return std::nullopt;
}

// Each line at once: the log is a pipe to journald or a test, not a terminal.
void Recorder::say(const QString& text) {
    m_log << text << '\n';
    m_log.flush();
}

void Recorder::onRoleChanged(LeaderElection::Role role, const QString& detail) {
    m_metrics.setLeader(role == LeaderElection::Role::Leader);
    switch (role) {
    case LeaderElection::Role::Leader:
        say(QStringLiteral("role: leader (fencing_token %1)").arg(detail));
        becomeLeader(*m_election->fencingToken());
        break;
    case LeaderElection::Role::Standby:
        say(QStringLiteral("role: standby"));
        stopPolling();
        m_writer->reportRole(TeamStore::Role::Standby, std::nullopt, {});
        break;
    case LeaderElection::Role::Lost:
        say(QStringLiteral("role: lost (%1)").arg(detail));
        stopPolling();
        m_writer->reportRole(TeamStore::Role::Lost, std::nullopt, detail);
        break;
    case LeaderElection::Role::None:
        break;
    }
}

// The fence goes up before the first read, so an old leader's late rows are refused from
// this moment on, not from this leader's first write.
void Recorder::becomeLeader(FencingToken token) {
    auto claimed = m_writer->claim(token);
    if (!claimed) {
        say(QStringLiteral("store: cannot raise the fence (%1)").arg(claimed.error().message));
        m_election->stepDown(QStringLiteral("store unreachable"));
        return;
    }
    if (*claimed == TeamStore::WriteOutcome::Fenced) {
        m_election->stepDown(QStringLiteral("the store has seen a newer leader"));
        return;
    }
    if (auto led = m_alerts->lead(token); !led) {
        say(QStringLiteral("alerts: cannot load the active alerts (%1)").arg(led.error().message));
        m_election->stepDown(QStringLiteral("store unreachable"));
        return;
    }
    m_leaderToken = token;
    m_writer->reportRole(TeamStore::Role::Leader, token, {});
    refreshWatchlist();
    m_scheduler->start();
    m_pruneTimer.start();
    pruneOnce();
}

void Recorder::stopPolling() {
    m_leaderToken.reset();
    if (m_alerts)
        m_alerts->standBy();
    m_scheduler->stop();
    m_pruneTimer.stop();
}

void Recorder::onReadFinished(const OperationResult& result) {
    m_metrics.recordRead(result);
    if (m_leaderToken)
        m_alerts->observe(result);
    if (!m_leaderToken)
        return;
    // A failed read writes no observation; a 429 or 503 is kept for the incident timeline.
    if (auto failure = ReadLog::failureOf(result)) {
        failure->recorder = m_options.name;
        m_writer->addFailure(*m_leaderToken, *failure);
    }
    if (auto observation = ReadLog::observationOf(result))
        m_writer->add(*m_leaderToken, *observation);
}

void Recorder::refreshWatchlist() {
    if (m_leaderToken)
        m_writer->reportRole(TeamStore::Role::Leader, m_leaderToken, {}); // a heartbeat
    if (!m_leaderToken || !m_writer->isStoreUp())
        return;
    m_alerts->refreshRules();
    auto keys = m_watchlist->keys();
    if (!keys) {
        say(keys.error().message);
        return;
    }
    if (*keys != m_keys) {
        m_keys = *keys;
        m_scheduler->setKeys(m_keys);
        m_metrics.retainKeys(m_keys);
        m_alerts->retainKeys(m_keys);
    }
}

void Recorder::pruneOnce() {
    const qint64 cutoff =
        m_clock->utcNow().toMSecsSinceEpoch() - qint64(m_options.retentionDays) * 24 * 3600 * 1000;
    auto pruned = m_writer->store().pruneObservations(cutoff, kPruneBatchRows);
    // A full batch means more are due: the next one soon, not in a minute, and never one
    // long transaction that would hold up the writes.
    if (pruned && *pruned == kPruneBatchRows)
        QTimer::singleShot(100, this, &Recorder::pruneOnce);
}

QList<TeamStore::QuotaFigure> Recorder::quotaFigures() const {
    const qint64 minute = QuotaMeter::minuteStart(m_clock->utcNow()).toMSecsSinceEpoch();
    QList<TeamStore::QuotaFigure> figures = {
        {minute, QStringLiteral("recorder"), m_quota->sentThisMinute()}};
    if (const auto server = m_quota->projectUsedThisMinute())
        figures.append({minute, QStringLiteral("server"), *server});
    return figures;
}

void Recorder::failStart(RecorderFailure::Code code, const QString& message) {
    if (m_stopping)
        return;
    say(QStringLiteral("volcano-lock-recorder: ") + message);
    m_stopping = true;
    m_scheduler->stop();
    m_election->stop();
    Q_EMIT finished(code);
}

void Recorder::stop() {
    if (m_stopping)
        return;
    m_stopping = true;
    m_watchlistTimer.stop();
    stopPolling();
    if (!m_writer->flushNow())
        say(QStringLiteral("store: %1 observations could not be written before stopping")
                .arg(m_writer->queued()));
    connect(m_election, &LeaderElection::stopped, this, &Recorder::finishWhenStopped);
    m_election->stop();
}

void Recorder::finishWhenStopped() {
    m_writer->reportRole(TeamStore::Role::Lost, std::nullopt, QStringLiteral("stopped"));
    say(QStringLiteral("stopped"));
    Q_EMIT finished(0);
}

LeaderElection::Role Recorder::role() const {
    return m_election ? m_election->role() : LeaderElection::Role::None;
}

} // namespace volcano::recorder
