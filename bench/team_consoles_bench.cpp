// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Consoles in team mode against the real recorder, a real sandbox (system clock) and a real
// PostgreSQL store, all on this machine:
// 1. quota: 10 consoles (ConsoleSession in team mode, each with its own SQLite files and its
//    own store connection, so 10 LISTEN sessions; all in this one process) follow a recorder
//    that leads a 200-key team watchlist while this program keeps 50 of the keys changing
//    hands; the consoles must send 0 requests between them (counted at each console's
//    LockClient, and cross-checked against the sandbox's own request count less the
//    recorder's and this program's);
// 2. latency: each new observation row must reach every console within 200 ms (median) of
//    its observed_at, the time the recorder sent the read (so the read's own round trip is
//    in the figure).
// Runs once per --budget of the recorder, each over whole UTC minutes (the recorder's quota
// figure in the store is per minute). Prints one table; exits 1 when a target is missed.
// Needs the PostgreSQL test cluster:
//   scripts/with-postgres.sh build/release/bench/team_consoles_bench [--consoles N]
//       [--keys N] [--churn N] [--held N] [--minutes M] [--budgets 60,240]
#include "PostgresServer.h"
#include "RecorderProcess.h"
#include "SandboxProcess.h"
#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "console/ConsoleSession.h"
#include "console/TeamFeed.h"
#include "console/TeamMode.h"
#include "store/AppDatabase.h"
#include "store/ConnectionProfile.h"
#include "store/LockHistory.h"
#include "store/RequestLog.h"
#include "store/StoreLocation.h"
#include "store/TeamStore.h"
#include "store/Watchlist.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <memory>
#include <vector>

using namespace volcano;
using test::PostgresServer;
using test::RecorderProcess;
using test::SandboxProcess;
using ui::ConsoleSession;

namespace {

constexpr qint64 kLatencyTargetMs = 200;
// Consoles start this long at least before the measured minutes: their first rows (each
// key's latest) are not part of the latency figures.
constexpr qint64 kMinWarmUpMs = 10'000;
constexpr qint64 kQuietAtEdgeMs = 1000;
const QRegularExpression kLeaderLine(QStringLiteral("^role: leader \\(fencing_token (\\d+)\\)$"));

struct BenchOptions {
    int consoles = 10;
    int keys = 200;
    int churn = 50;
    int held = 30;
    int minutes = 2;
    QList<int> budgets{60, 240};
};

void say(const QString& text) {
    std::fprintf(stderr, "%s\n", qPrintable(text));
}

qint64 nowMs() {
    return QDateTime::currentMSecsSinceEpoch();
}

// Turns the event loop (the consoles, the holders, the listener) for ms. Not QTest::qWait:
// it sleeps 10 ms between passes, which would show up in the latencies.
void runEventLoopFor(qint64 ms) {
    QEventLoop loop;
    QTimer::singleShot(std::max<qint64>(0, ms), &loop, &QEventLoop::quit);
    loop.exec();
}

QStringList watchedKeys(int count) {
    QStringList keys;
    for (int i = 0; i < count; ++i)
        keys.append(QStringLiteral("team:job-%1").arg(i, 3, 10, QLatin1Char('0')));
    return keys;
}

bool writeKeysFile(const QString& path, const QStringList& keys) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    QTextStream out(&file);
    out << "# team_consoles_bench watchlist\n";
    for (const QString& key : keys)
        out << key << '\n';
    return true;
}

QProcessEnvironment recorderEnvironment(const SandboxProcess& sandbox) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("VOLCANO_URL"), sandbox.baseUrl().toString());
    environment.insert(QStringLiteral("VOLCANO_SERVICE_KEY"), sandbox.serviceKey());
    return environment;
}

// Runs a one-shot recorder command; false (and says why) when it does not exit 0.
bool runCommand(const SandboxProcess& sandbox, const QStringList& arguments) {
    const auto result = RecorderProcess(recorderEnvironment(sandbox)).run(arguments, 120'000);
    if (result.exitCode != 0)
        say(QStringLiteral("volcano-lock-recorder %1: exit %2\n%3")
                .arg(arguments.value(0), QString::number(result.exitCode), result.err));
    return result.exitCode == 0;
}

double percentile(const QList<qint64>& sorted, double p) {
    if (sorted.isEmpty())
        return -1;
    const auto index = qsizetype(p * double(sorted.size() - 1) + 0.5);
    return double(sorted.at(std::min(index, sorted.size() - 1)));
}

// Holders in this process, so that the recorder sees changes all the time: `held` keys on
// 1 h leases, and `churn` keys each taken for 3–12 s, released, left free for 1–6 s, taken
// again (random but seeded). Counts its own requests, which the sandbox counts too.
class LeaseChurn {
public:
    LeaseChurn(const SandboxProcess& sandbox, const QStringList& keys, int held, int churn)
        : m_client(sandbox.client()) {
        for (int i = 0; i < keys.size(); ++i) {
            if (i % 4 == 3 && m_held.size() < held)
                m_held.append(keys.at(i));
            else if (i % 4 == 1 && qsizetype(m_churn.size()) < churn)
                m_churn.push_back({keys.at(i), {}, 0, false});
        }
        QObject::connect(m_client.get(), &LockClient::requestFinished, m_client.get(),
                         [this](const RequestRecord& record) {
                             ++m_requests;
                             m_latenciesMs.append(record.latencyMs);
                         });
        QObject::connect(&m_tick, &QTimer::timeout, &m_tick, [this] { startDueCalls(); });
    }

    void start() {
        for (const QString& key : std::as_const(m_held))
            m_client->acquire(key, 3600);
        m_tick.start(100);
    }

    qint64 requests() const { return m_requests; }
    qint64 changes() const { return m_changes; }
    qsizetype heldCount() const { return m_held.size(); }
    qsizetype churnCount() const { return qsizetype(m_churn.size()); }
    // Median round trip of this program's requests to the sandbox: what a read of the
    // recorder costs before it can be written.
    qint64 medianLatencyMs() const {
        QList<qint64> sorted = m_latenciesMs;
        std::sort(sorted.begin(), sorted.end());
        return qint64(percentile(sorted, 0.5));
    }

private:
    struct Churned {
        QString key;
        QString lockToken; // empty: free (as far as this program knows)
        qint64 dueMs = 0;
        bool busy = false;
    };

    // Quiet for a second either side of each UTC minute edge, so that none of this
    // program's calls is in flight when the sandbox's count is sampled there.
    void startDueCalls() {
        const qint64 now = nowMs();
        const qint64 intoMinute = now % 60'000;
        if (intoMinute < kQuietAtEdgeMs || intoMinute > 60'000 - kQuietAtEdgeMs)
            return;
        for (Churned& churned : m_churn) {
            if (!churned.busy && churned.dueMs <= now)
                startCall(churned);
        }
    }

    void startCall(Churned& churned) {
        churned.busy = true;
        const bool taking = churned.lockToken.isEmpty();
        PendingCall* call = taking ? m_client->acquire(churned.key, 30)
                                   : m_client->release(churned.key, churned.lockToken);
        Churned* target = &churned; // m_churn is not resized after construction
        QObject::connect(call, &PendingCall::finished, call,
                         [this, target, taking](const OperationResult& result) {
                             target->busy = false;
                             if (result.ok())
                                 ++m_changes;
                             // A refused release (the lease ran out) also leaves the key free.
                             target->lockToken =
                                 taking && result.ok() ? result.lockToken : QString();
                             const bool held = !target->lockToken.isEmpty();
                             target->dueMs = nowMs() + (held ? m_random.bounded(3000, 12'000)
                                                             : m_random.bounded(1000, 6000));
                         });
    }

    std::unique_ptr<LockClient> m_client;
    QStringList m_held;
    std::vector<Churned> m_churn;
    QTimer m_tick;
    QRandomGenerator m_random{20261203};
    qint64 m_requests = 0;
    qint64 m_changes = 0;
    QList<qint64> m_latenciesMs;
};

// This program's own connection to the store: a LISTEN of its own (when each commit became
// visible to a listener: the NOTIFY's payload is the newest row id), and what the recorder
// wrote, read back from the observations and quota_minutes tables.
class StoreWatch {
public:
    bool open(const QString& store) {
        auto location = StoreLocation::parse(store);
        if (!location)
            return false;
        m_database = std::make_unique<AppDatabase>(location.value());
        if (!m_database->open())
            return false;
        QSqlDriver* driver = m_database->database().driver();
        QObject::connect(
            driver, &QSqlDriver::notification, driver,
            [this](const QString&, QSqlDriver::NotificationSource, const QVariant& payload) {
                m_notified.append({payload.toLongLong(), nowMs()});
            });
        return driver->subscribeToNotification(QLatin1StringView(TeamStore::kObservationsChannel));
    }

    // When this program first heard of row id (ms since the epoch), or -1.
    qint64 notifiedMs(qint64 id) const {
        const auto it = std::lower_bound(m_notified.cbegin(), m_notified.cend(), id,
                                         [](const std::pair<qint64, qint64>& heard, qint64 wanted) {
                                             return heard.first < wanted;
                                         });
        return it == m_notified.cend() ? -1 : it->second;
    }

    qint64 rowsObservedIn(qint64 fromMs, qint64 toMs) const {
        QSqlQuery query(m_database->database());
        query.prepare(QStringLiteral("SELECT count(*) FROM observations WHERE observed_at_ms >= ?"
                                     " AND observed_at_ms < ?"));
        query.addBindValue(fromMs);
        query.addBindValue(toMs);
        return query.exec() && query.next() ? query.value(0).toLongLong() : -1;
    }

    // The recorder's figure ('recorder': its own requests, reads and leader lease; 'server':
    // the project's use as the sandbox's RateLimit headers said) summed over whole minutes.
    qint64 quotaUsed(const QString& source, qint64 fromMs, qint64 toMs) const {
        QSqlQuery query(m_database->database());
        query.prepare(QStringLiteral("SELECT coalesce(sum(used), 0) FROM quota_minutes"
                                     " WHERE source = ? AND minute_ms >= ? AND minute_ms < ?"));
        query.addBindValue(source);
        query.addBindValue(fromMs);
        query.addBindValue(toMs);
        return query.exec() && query.next() ? query.value(0).toLongLong() : -1;
    }

private:
    std::unique_ptr<AppDatabase> m_database;
    QList<std::pair<qint64, qint64>> m_notified; // (newest row id, heard at), in order
};

// One console's own files and session, as ConsoleApp puts them together, and what this
// program saw of it: every request its client finished, and each row it received after
// its start (row id, observed_at, received at).
struct Console {
    struct Received {
        qint64 id = 0;
        qint64 observedMs = 0;
        qint64 receivedMs = 0;
    };

    explicit Console(const QString& databaseFile)
        : database(databaseFile) {
        if (!database.open())
            qFatal("cannot open the console database");
        watchlist = std::make_unique<Watchlist>(database);
        history = std::make_unique<LockHistory>(database);
        session = std::make_unique<ConsoleSession>(*watchlist, *history, requestLog);
        // Connected after TeamMode's own connection: a row is timed once the console has
        // applied it (watcher, history), as a person would see it.
        QObject::connect(
            &session->team().feed(), &TeamFeed::observed, session.get(),
            [this](const RecordedObservation& row) {
                if (live)
                    received.append({row.id, row.observedAt.toMSecsSinceEpoch(), nowMs()});
            });
        QObject::connect(&session->client(), &LockClient::requestFinished, session.get(),
                         [this](const RequestRecord&) { ++requests; });
    }

    AppDatabase database;
    RequestLog requestLog;
    std::unique_ptr<Watchlist> watchlist;
    std::unique_ptr<LockHistory> history;
    std::unique_ptr<ConsoleSession> session;
    bool live = false; // the rows handed on by start() (each key's latest) are not timed
    qint64 requests = 0;
    QList<Received> received;
};

ConnectionProfile teamProfile(const SandboxProcess& sandbox, const QString& store) {
    ConnectionProfile profile;
    profile.id = QStringLiteral("team-bench");
    profile.name = QStringLiteral("Team bench");
    profile.baseUrl = sandbox.baseUrl();
    profile.teamStore = store;
    return profile;
}

qint64 sandboxRequests(SandboxProcess& sandbox) {
    const QJsonObject byStatus =
        sandbox.stats().value(QLatin1StringView("requests_by_status")).toObject();
    qint64 total = 0;
    for (auto it = byStatus.constBegin(); it != byStatus.constEnd(); ++it)
        total += it.value().toInteger();
    return total;
}

struct RunResult {
    int budget = 0;
    bool ran = false;
    int consoles = 0;
    int teamModeConsoles = 0;
    qint64 windowMs = 0;
    qint64 consoleRequests = -1;  // every request of every console, from start to stop
    qint64 sandboxRequests = -1;  // the sandbox's count over the measured minutes
    qint64 recorderRequests = -1; // quota_minutes 'recorder' over the same minutes
    qint64 serverFigure = -1;     // quota_minutes 'server' over the same minutes
    qint64 holderRequests = -1;   // this program's, over the same minutes
    qint64 rows = -1;             // observations observed in the measured minutes
    qint64 rowsEverywhere = 0;    // of those, received by every console
    qint64 changes = 0;           // this program's successful acquires and releases
    qint64 holderRoundTripMs = -1;
    QList<qint64> latencies;  // observed_at -> console, every console and row, sorted
    QList<qint64> fromNotify; // NOTIFY heard here -> console, sorted
    QList<qint64> toNotify;   // observed_at -> NOTIFY heard here, one per row, sorted
    QList<qint64> consoleMedians;

    qint64 consolesPerSandbox() const {
        return sandboxRequests - recorderRequests - holderRequests;
    }
    bool quotaMet() const { return consoleRequests == 0 && teamModeConsoles == consoles; }
    bool latencyMet() const {
        return !latencies.isEmpty() && percentile(latencies, 0.5) <= double(kLatencyTargetMs);
    }
};

// The next UTC minute at least kMinWarmUpMs away.
qint64 nextMinuteAfterWarmUp() {
    const qint64 earliest = nowMs() + kMinWarmUpMs;
    return (earliest / 60'000 + 1) * 60'000;
}

void collectLatencies(const std::vector<std::unique_ptr<Console>>& consoles,
                      const StoreWatch& watch, qint64 fromMs, qint64 toMs, RunResult& result) {
    QHash<qint64, int> seenBy;
    QHash<qint64, qint64> notifyLag;
    for (const auto& console : consoles) {
        QList<qint64> own;
        for (const Console::Received& row : std::as_const(console->received)) {
            if (row.observedMs < fromMs || row.observedMs >= toMs)
                continue;
            own.append(row.receivedMs - row.observedMs);
            ++seenBy[row.id];
            if (const qint64 notified = watch.notifiedMs(row.id); notified >= 0) {
                result.fromNotify.append(row.receivedMs - notified);
                notifyLag.insert(row.id, notified - row.observedMs);
            }
        }
        std::sort(own.begin(), own.end());
        result.consoleMedians.append(qint64(percentile(own, 0.5)));
        result.latencies.append(own);
    }
    for (auto it = seenBy.cbegin(); it != seenBy.cend(); ++it)
        result.rowsEverywhere += it.value() == int(consoles.size()) ? 1 : 0;
    result.toNotify = notifyLag.values();
    std::sort(result.latencies.begin(), result.latencies.end());
    std::sort(result.fromNotify.begin(), result.fromNotify.end());
    std::sort(result.toNotify.begin(), result.toNotify.end());
}

// A fresh store with the team watchlist, as an operator sets it up.
QString prepareStore(PostgresServer& postgres, const SandboxProcess& sandbox,
                     const QString& keysFile) {
    const QString store = postgres.createDatabase(QStringLiteral("consbench"));
    if (store.isEmpty() ||
        !runCommand(sandbox, {QStringLiteral("init-store"), QStringLiteral("--store"), store}) ||
        !runCommand(sandbox,
                    {QStringLiteral("keys"), QStringLiteral("add"), QStringLiteral("--store"),
                     store, QStringLiteral("--keys-file"), keysFile}))
        return {};
    return store;
}

std::vector<std::unique_ptr<Console>> startConsoles(const SandboxProcess& sandbox,
                                                    const QString& store, const QString& dir,
                                                    int count, RunResult& result) {
    std::vector<std::unique_ptr<Console>> consoles;
    for (int i = 0; i < count; ++i) {
        const QString folder = dir + QStringLiteral("/console-%1").arg(i);
        QDir().mkpath(folder);
        consoles.push_back(std::make_unique<Console>(folder + QStringLiteral("/console.sqlite")));
        Console& console = *consoles.back();
        console.session->start(teamProfile(sandbox, store), sandbox.serviceKey());
        console.live = true;
        result.teamModeConsoles += console.session->isTeamMode() ? 1 : 0;
    }
    return consoles;
}

// One recorder at `budget`, the consoles following it over whole UTC minutes.
RunResult measureRun(PostgresServer& postgres, SandboxProcess& sandbox, LeaseChurn& churn,
                     const QString& keysFile, int budget, const BenchOptions& options) {
    say(QStringLiteral("recorder --budget %1, %2 consoles").arg(budget).arg(options.consoles));
    RunResult result;
    result.budget = budget;
    result.consoles = options.consoles;
    QTemporaryDir dir;
    const QString store = prepareStore(postgres, sandbox, keysFile);
    StoreWatch watch;
    if (!dir.isValid() || store.isEmpty() || !watch.open(store)) {
        say(QStringLiteral("cannot prepare the store"));
        return result;
    }
    RecorderProcess recorder(recorderEnvironment(sandbox));
    if (!recorder.start({QStringLiteral("--store"), store, QStringLiteral("--budget"),
                         QString::number(budget), QStringLiteral("--name"),
                         QStringLiteral("bench-recorder")}) ||
        !recorder.waitForLine(kLeaderLine, 60'000)) {
        say(QStringLiteral("the recorder did not lead:\n") +
            recorder.lines().join(QLatin1Char('\n')));
        return result;
    }
    auto consoles = startConsoles(sandbox, store, dir.path(), options.consoles, result);
    say(QStringLiteral("  %1 of %2 consoles in team mode")
            .arg(result.teamModeConsoles)
            .arg(options.consoles));

    const qint64 fromMs = nextMinuteAfterWarmUp();
    runEventLoopFor(fromMs - nowMs());
    const qint64 sandboxAtStart = sandboxRequests(sandbox);
    const qint64 holdersAtStart = churn.requests();
    const qint64 changesAtStart = churn.changes();
    const qint64 toMs = fromMs + options.minutes * 60'000LL;
    say(QStringLiteral("  measuring %1 min from %2")
            .arg(options.minutes)
            .arg(QDateTime::fromMSecsSinceEpoch(fromMs, Qt::UTC).toString(Qt::ISODate)));
    runEventLoopFor(toMs - nowMs());
    result.sandboxRequests = sandboxRequests(sandbox) - sandboxAtStart;
    result.holderRequests = churn.requests() - holdersAtStart;
    result.changes = churn.changes() - changesAtStart;
    // Rows observed just before the end are still being written and delivered.
    runEventLoopFor(2000);

    result.consoleRequests = 0;
    for (const auto& console : consoles) {
        result.consoleRequests += console->requests;
        console->session->stop();
    }
    recorder.sendSignal(SIGTERM);
    if (recorder.waitForExit(30'000) != 0)
        say(QStringLiteral("the recorder did not stop cleanly:\n") +
            recorder.lines().join(QLatin1Char('\n')));
    result.windowMs = toMs - fromMs;
    result.rows = watch.rowsObservedIn(fromMs, toMs);
    result.recorderRequests = watch.quotaUsed(QStringLiteral("recorder"), fromMs, toMs);
    result.serverFigure = watch.quotaUsed(QStringLiteral("server"), fromMs, toMs);
    result.holderRoundTripMs = churn.medianLatencyMs();
    collectLatencies(consoles, watch, fromMs, toMs, result);
    result.ran = true;
    return result;
}

QString ms(double value) {
    return value < 0 ? QStringLiteral("–") : QStringLiteral("%1 ms").arg(value, 0, 'f', 0);
}

QString spread(const QList<qint64>& sorted) {
    if (sorted.isEmpty())
        return QStringLiteral("–");
    return QStringLiteral("%1 / %2 / %3 / %4")
        .arg(ms(percentile(sorted, 0.5)), ms(percentile(sorted, 0.9)), ms(percentile(sorted, 0.99)),
             ms(double(sorted.constLast())));
}

QString verdict(bool met) {
    return met ? QStringLiteral("met") : QStringLiteral("**missed**");
}

void printRun(QTextStream& out, const RunResult& r) {
    const QString run = QStringLiteral("--budget %1, %2 consoles, %3 min")
                            .arg(r.budget)
                            .arg(r.consoles)
                            .arg(r.windowMs / 60'000);
    if (!r.ran) {
        out << "| " << run << ": did not run | – | – | **missed** |\n";
        return;
    }
    out << "| requests sent by the consoles (their LockClients, start to stop; "
        << r.teamModeConsoles << " of " << r.consoles << " in team mode), " << run << " | "
        << r.consoleRequests << " | 0 | " << verdict(r.quotaMet()) << " |\n";
    out << "| the same by the sandbox: its requests " << r.sandboxRequests << " − recorder's "
        << r.recorderRequests << " (quota_minutes 'recorder') − this program's holders' "
        << r.holderRequests << " | " << r.consolesPerSandbox() << " | 0 (± a request at the"
        << " minute edges) | – |\n";
    out << "| recorder: rows observed in the minutes (successful reads); quota_minutes"
        << " 'server' | " << r.rows << "; " << r.serverFigure << " | ≈ " << r.budget
        << "/min reads | – |\n";
    out << "| latency observed_at → console, median / p90 / p99 / max (" << r.latencies.size()
        << " deliveries; " << r.rowsEverywhere << " of " << r.rows
        << " rows reached every console) | " << spread(r.latencies) << " | median ≤ "
        << kLatencyTargetMs << " ms | " << verdict(r.latencyMet()) << " |\n";
    out << "| of which observed_at → NOTIFY heard by a listener here, median / p90 / p99 / max"
        << " (holders' median round trip " << r.holderRoundTripMs << " ms) | " << spread(r.toNotify)
        << " | – | – |\n";
    out << "| of which NOTIFY heard here → console, median / p90 / p99 / max | "
        << spread(r.fromNotify) << " | – | – |\n";
    QStringList medians;
    for (const qint64 median : r.consoleMedians)
        medians.append(QString::number(median));
    out << "| per-console medians (ms, in start order) | " << medians.join(QStringLiteral(", "))
        << " | – | – |\n";
}

void printTable(const QList<RunResult>& runs, const BenchOptions& options,
                const LeaseChurn& churn) {
    QTextStream out(stdout);
    out << "\n| measure | result | target | verdict |\n|---|---|---|---|\n";
    for (const RunResult& run : runs)
        printRun(out, run);
    out << "\nworld: " << options.keys << " watched keys, " << churn.heldCount()
        << " held on 1 h leases, " << churn.churnCount()
        << " taken for 3–12 s and left free for 1–6 s in turn";
    for (const RunResult& run : runs)
        out << "; --budget " << run.budget << ": " << run.changes << " changes in the minutes";
    out << "\n";
}

QList<int> parseList(const QString& text) {
    QList<int> values;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        values.append(std::max(1, part.toInt()));
    return values;
}

BenchOptions parseOptions(const QCoreApplication& app) {
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("consoles"), QStringLiteral("Consoles in team mode."), QStringLiteral("N"),
         QStringLiteral("10")},
        {QStringLiteral("keys"), QStringLiteral("Keys of the team watchlist."), QStringLiteral("N"),
         QStringLiteral("200")},
        {QStringLiteral("churn"), QStringLiteral("Keys taken and released in turn."),
         QStringLiteral("N"), QStringLiteral("50")},
        {QStringLiteral("held"), QStringLiteral("Keys held all along."), QStringLiteral("N"),
         QStringLiteral("30")},
        {QStringLiteral("minutes"), QStringLiteral("Whole UTC minutes measured per run."),
         QStringLiteral("M"), QStringLiteral("2")},
        {QStringLiteral("budgets"), QStringLiteral("The recorder's --budget, one run each."),
         QStringLiteral("LIST"), QStringLiteral("60,240")},
    });
    parser.process(app);
    BenchOptions options;
    options.consoles = std::max(1, parser.value(QStringLiteral("consoles")).toInt());
    options.keys = std::max(1, parser.value(QStringLiteral("keys")).toInt());
    options.churn = std::max(0, parser.value(QStringLiteral("churn")).toInt());
    options.held = std::max(0, parser.value(QStringLiteral("held")).toInt());
    options.minutes = std::max(1, parser.value(QStringLiteral("minutes")).toInt());
    options.budgets = parseList(parser.value(QStringLiteral("budgets")));
    return options;
}

// The quota is lifted so that the holders' calls never take the recorder's reads; the
// sandbox still counts every request.
SandboxProcess::Options sandboxOptions() {
    SandboxProcess::Options options;
    options.manualClock = false;
    options.rateLimit = 1'000'000;
    return options;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const BenchOptions options = parseOptions(app);
    // Ten consoles each say how they migrate and what they watch; the table is what matters.
    QLoggingCategory::setFilterRules(QStringLiteral("volcano.*.debug=false\nvolcano.*.info=false"));
    if (!PostgresServer::isConfigured()) {
        say(PostgresServer::unconfiguredMessage());
        return 2;
    }
    QTemporaryDir dir;
    SandboxProcess sandbox(sandboxOptions());
    if (!dir.isValid() || !sandbox.start()) {
        say(QStringLiteral("sandbox: ") + sandbox.errorString());
        return 2;
    }
    const QStringList keys = watchedKeys(options.keys);
    const QString keysFile = dir.filePath(QStringLiteral("keys.txt"));
    if (!writeKeysFile(keysFile, keys))
        return 2;
    LeaseChurn churn(sandbox, keys, options.held, options.churn);
    churn.start();

    PostgresServer postgres;
    QList<RunResult> runs;
    for (const int budget : std::as_const(options.budgets))
        runs.append(measureRun(postgres, sandbox, churn, keysFile, budget, options));

    printTable(runs, options, churn);
    const bool met = std::all_of(runs.cbegin(), runs.cend(), [](const RunResult& r) {
        return r.ran && r.quotaMet() && r.latencyMet();
    });
    return met ? 0 : 1;
}
