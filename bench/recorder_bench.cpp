// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// volcano-lock-recorder against a real sandbox (system clock) and a real store:
// 1. memory: one recorder leading on a 10,000-key team watchlist (every 10th key at the
//    128-character limit) at --budget 60 for 90 s, with a few hundred keys held by this
//    program (some long, some on short leases that run out and are taken again) and a store
//    that already holds ~1M observations; its peak resident memory (VmHWM) must stay under
//    100 MB, on PostgreSQL and on SQLite;
// 2. failover: two recorders, the leader SIGKILLed; the gap in the store between the old
//    leader's last observation and the new one's first must be at most TTL + 2 s (TTL 5 and
//    15 s, several runs each).
// Prints one table; exits 1 when a target is missed. Needs the PostgreSQL test cluster:
//   scripts/with-postgres.sh build/release/bench/recorder_bench [--keys N] [--lead-seconds S]
//       [--history-rows N] [--repeats N] [--ttls 5,15] [--no-sqlite] [--only memory|failover]
#include "PostgresServer.h"
#include "RecorderProcess.h"
#include "SandboxProcess.h"
#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "store/AppDatabase.h"
#include "store/StoreLocation.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <functional>
#include <optional>

using namespace volcano;
using test::PostgresServer;
using test::RecorderProcess;
using test::SandboxProcess;

namespace {

constexpr qint64 kMemoryTargetKb = 100 * 1024;
constexpr int kMaxKeyLength = 128;
const QRegularExpression kLeaderLine(QStringLiteral("^role: leader \\(fencing_token (\\d+)\\)$"));
const QRegularExpression kStandbyLine(QStringLiteral("^role: standby$"));

struct BenchOptions {
    int keys = 10'000;
    int leadSeconds = 90;
    int historyRows = 1'000'000;
    int repeats = 5;
    bool sqlite = true;
    QList<int> ttls{5, 15};
    bool memory = true;
    bool failover = true;
};

void say(const QString& text) {
    std::fprintf(stderr, "%s\n", qPrintable(text));
}

// Key i of the watchlist: every 10th at the 128-character limit, sharing a 60-character
// prefix (the hard case for hashing and comparing), the rest short.
QString watchedKey(int i) {
    if (i % 10 != 0)
        return QStringLiteral("jobs:shard-%1").arg(i, 5, 10, QLatin1Char('0'));
    const QString head = QStringLiteral("team-payments:settlement:eu-west-1:batch-window:")
                             .leftJustified(60, QLatin1Char('x'));
    const QString key = head + QStringLiteral(":%1:").arg(i, 5, 10, QLatin1Char('0'));
    return key.leftJustified(kMaxKeyLength, QLatin1Char('z'));
}

QStringList watchedKeys(int count) {
    QStringList keys;
    keys.reserve(count);
    for (int i = 0; i < count; ++i)
        keys.append(watchedKey(i));
    return keys;
}

bool writeKeysFile(const QString& path, const QStringList& keys) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    QTextStream out(&file);
    out << "# recorder_bench watchlist\n";
    for (const QString& key : keys)
        out << key << '\n';
    return true;
}

// A field of /proc/PID/status in kB (VmHWM, VmRSS), or -1.
qint64 statusKb(qint64 pid, const QByteArray& field) {
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith(field) && line.mid(field.size(), 1) == ":")
            return line.mid(field.size() + 1).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

// Starts every call (at most 8 in flight) and waits for all of them; returns the failures.
// A 409 (held by someone else) counts as a failure, which churn expects now and then.
int runCalls(int count, const std::function<PendingCall*(int)>& startOne) {
    QEventLoop loop;
    int started = 0;
    int finished = 0;
    int failures = 0;
    if (count == 0)
        return 0;
    // The loop is a local of this scope, so the connections die before the captures.
    // clazy:excludeall=lambda-in-connect
    std::function<void()> launch = [&] {
        PendingCall* call = startOne(started++);
        QObject::connect(call, &PendingCall::finished, &loop, [&](const OperationResult& r) {
            failures += r.ok() ? 0 : 1;
            if (++finished == count)
                loop.quit();
            else if (started < count)
                launch();
        });
    };
    for (int i = 0; i < 8 && started < count; ++i)
        launch();
    loop.exec();
    return failures;
}

// Holders in this process: `held` keys on long leases (they stay held all run) and `churn`
// keys on 20 s leases nobody renews, taken again every 30 s, so the recorder sees locks run
// out and change hands while it measures.
class LeaseHolders {
public:
    LeaseHolders(const SandboxProcess& sandbox, const QStringList& keys)
        : m_client(sandbox.client()) {
        // Spread over the watchlist, long keys among them (indexes 0, 30, 60, ... are long).
        for (int i = 0; i < 300 && i * 3 < keys.size(); ++i)
            m_held.append(keys.at(i * 3));
        for (int i = 0; i < 100 && i * 7 + 1 < keys.size(); ++i)
            m_churn.append(keys.at(i * 7 + 1));
    }

    int holdAll() {
        const int failed = runCalls(
            int(m_held.size()), [this](int i) { return m_client->acquire(m_held.at(i), 3600); });
        takeChurnKeys();
        QObject::connect(&m_churnTimer, &QTimer::timeout, &m_churnTimer,
                         [this] { takeChurnKeys(); });
        m_churnTimer.start(30'000);
        return failed;
    }

    qsizetype heldCount() const { return m_held.size(); }
    qsizetype churnCount() const { return m_churn.size(); }

private:
    void takeChurnKeys() {
        for (const QString& key : std::as_const(m_churn))
            m_client->acquire(key, 20); // fire and forget: a refusal is part of churn
    }

    std::unique_ptr<LockClient> m_client;
    QStringList m_held;
    QStringList m_churn;
    QTimer m_churnTimer;
};

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

// History already in the store: `rows` observations of the watched keys over the last week
// (inside the default 30-day retention, so nothing is pruned while we measure), written by an
// earlier recorder under a lower recorder token. One statement for both databases: a
// recursive counter crossed with team_keys.
QString historySql(int rows, int keys, bool postgres) {
    const int perKey = std::max(1, rows / std::max(1, keys));
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    const QString token = postgres ? QStringLiteral("CAST(4503599627370497 + g.n AS NUMERIC)")
                                   : QStringLiteral("CAST(4503599627370497 + g.n AS TEXT)");
    return QStringLiteral(
               "WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < %1)"
               " INSERT INTO observations (key, observed_at_ms, held, fencing_token,"
               " expires_at_ms, recorder, recorder_token)"
               " SELECT k.key, %2 - g.n * 600000, (g.n %% 2 = 0),"
               " CASE WHEN g.n %% 2 = 0 THEN %3 END,"
               " CASE WHEN g.n %% 2 = 0 THEN %2 - g.n * 600000 + 30000 END,"
               " 'history', %4 FROM g CROSS JOIN team_keys k")
        .arg(perKey)
        .arg(nowMs)
        .arg(token, postgres ? QStringLiteral("CAST(1 AS NUMERIC)") : QStringLiteral("'1'"))
        .replace(QStringLiteral("%%"), QStringLiteral("%"));
}

// The team store as this program sees it (the superuser on PostgreSQL): to fill in history
// and to read back what the recorders wrote, through the store's lock_observations view.
class StoreProbe {
public:
    explicit StoreProbe(const QString& store)
        : m_store(store) {}

    bool open() {
        auto location = StoreLocation::parse(m_store);
        if (!location)
            return fail(location.error().message);
        m_database = std::make_unique<AppDatabase>(location.value());
        if (auto opened = m_database->open(); !opened)
            return fail(opened.error().message);
        m_postgres = location.value().backend() == StoreLocation::Backend::Postgres;
        return true;
    }

    bool fillHistory(int rows, int keys) {
        QSqlQuery query(m_database->database());
        return query.exec(historySql(rows, keys, m_postgres)) || fail(query.lastError().text());
    }

    qint64 count(const QString& where = QStringLiteral("TRUE")) {
        QSqlQuery query(m_database->database());
        return query.exec(QStringLiteral("SELECT count(*) FROM lock_observations WHERE ") +
                          where) &&
                       query.next()
                   ? query.value(0).toLongLong()
                   : -1;
    }

    // max or min of observed_at (ms since the epoch) of the rows written under a leader lease.
    qint64 observedMs(const QString& aggregate, const QString& recorderToken) {
        QSqlQuery query(m_database->database());
        query.prepare(QStringLiteral("SELECT CAST(round(extract(epoch FROM %1(observed_at)) * 1000)"
                                     " AS BIGINT) FROM lock_observations WHERE recorder_token = ?")
                          .arg(aggregate));
        query.addBindValue(recorderToken);
        return query.exec() && query.next() && !query.isNull(0) ? query.value(0).toLongLong() : -1;
    }

    QString errorString() const { return m_error; }

private:
    bool fail(const QString& message) {
        m_error = message;
        return false;
    }

    QString m_store;
    std::unique_ptr<AppDatabase> m_database;
    bool m_postgres = false;
    QString m_error;
};

// The team watchlist and the history, as an operator would set them up: init-store, keys add
// --keys-file, then ~historyRows old observations.
bool prepareStore(const SandboxProcess& sandbox, const QString& store, const QString& keysFile,
                  const BenchOptions& options) {
    if (!runCommand(sandbox, {QStringLiteral("init-store"), QStringLiteral("--store"), store}) ||
        !runCommand(sandbox,
                    {QStringLiteral("keys"), QStringLiteral("add"), QStringLiteral("--store"),
                     store, QStringLiteral("--keys-file"), keysFile}))
        return false;
    StoreProbe probe(store);
    QElapsedTimer timer;
    timer.start();
    if (!probe.open() || !probe.fillHistory(options.historyRows, options.keys)) {
        say(QStringLiteral("history: ") + probe.errorString());
        return false;
    }
    say(QStringLiteral("  history: %1 observations in the store (%2 s to write)")
            .arg(probe.count())
            .arg(double(timer.elapsed()) / 1000.0, 0, 'f', 1));
    return true;
}

struct MemoryResult {
    QString store;
    qint64 peakKb = -1;
    qint64 rssAtLeadKb = -1;
    qint64 rssEndKb = -1;
    int leadSeconds = 0;
    qint64 written = 0;
    bool met() const { return peakKb > 0 && peakKb < kMemoryTargetKb; }
};

void sampleWhileLeading(RecorderProcess& recorder, int seconds, MemoryResult& result) {
    const qint64 pid = recorder.processId();
    result.rssAtLeadKb = statusKb(pid, "VmRSS");
    QElapsedTimer leading;
    leading.start();
    while (leading.elapsed() < seconds * 1000LL) {
        // Also keeps this program's event loop (the holders) turning.
        if (recorder.waitForLine(QRegularExpression(QStringLiteral("^role: (lost|standby)")),
                                 10'000))
            say(QStringLiteral("  the recorder stopped leading!"));
        say(QStringLiteral("  %1 s leading: VmRSS %2 kB, VmHWM %3 kB")
                .arg(leading.elapsed() / 1000)
                .arg(statusKb(pid, "VmRSS"))
                .arg(statusKb(pid, "VmHWM")));
    }
    result.leadSeconds = int(leading.elapsed() / 1000);
    result.peakKb = statusKb(pid, "VmHWM");
    result.rssEndKb = statusKb(pid, "VmRSS");
}

// One recorder leading the whole watchlist at --budget 60 for `seconds`.
MemoryResult measureMemory(const SandboxProcess& sandbox, const QString& label,
                           const QString& store, int seconds) {
    MemoryResult result;
    result.store = label;
    RecorderProcess recorder(recorderEnvironment(sandbox));
    if (!recorder.start({QStringLiteral("--store"), store, QStringLiteral("--budget"),
                         QStringLiteral("60"), QStringLiteral("--name"),
                         QStringLiteral("bench-memory")}) ||
        !recorder.waitForLine(kLeaderLine, 120'000)) {
        say(QStringLiteral("the recorder did not lead:\n") +
            recorder.lines().join(QLatin1Char('\n')));
        return result;
    }
    sampleWhileLeading(recorder, seconds, result);
    recorder.sendSignal(SIGTERM);
    if (recorder.waitForExit(30'000) != 0)
        say(QStringLiteral("the recorder did not stop cleanly:\n") +
            recorder.lines().join(QLatin1Char('\n')));
    StoreProbe probe(store);
    result.written = probe.open() ? probe.count(QStringLiteral("recorder = 'bench-memory'")) : -1;
    return result;
}

MemoryResult memoryOnPostgres(PostgresServer& postgres, const SandboxProcess& sandbox,
                              const QString& keysFile, const BenchOptions& options) {
    say(QStringLiteral("memory on PostgreSQL"));
    const QString store = postgres.createDatabase(QStringLiteral("recbench_memory"));
    if (store.isEmpty() || !prepareStore(sandbox, store, keysFile, options))
        return {QStringLiteral("PostgreSQL")};
    return measureMemory(sandbox, QStringLiteral("PostgreSQL"), store, options.leadSeconds);
}

MemoryResult memoryOnSqlite(const QString& dir, const SandboxProcess& sandbox,
                            const QString& keysFile, const BenchOptions& options) {
    say(QStringLiteral("memory on SQLite"));
    const QString store = dir + QStringLiteral("/team.sqlite");
    if (!prepareStore(sandbox, store, keysFile, options))
        return {QStringLiteral("SQLite")};
    return measureMemory(sandbox, QStringLiteral("SQLite"), store, options.leadSeconds);
}

// Two recorders on one store; each run SIGKILLs the leader and measures, from the store, the
// gap between its last observation and its successor's first. The killed one comes back as
// the standby of the next run.
class FailoverRuns {
public:
    FailoverRuns(const SandboxProcess& sandbox, QString store, int ttl)
        : m_sandbox(sandbox)
        , m_store(std::move(store))
        , m_ttl(ttl) {}

    // The gaps in ms; empty when the set-up failed.
    QList<qint64> run(int repeats) {
        if (!m_probe.open()) {
            say(QStringLiteral("store: ") + m_probe.errorString());
            return {};
        }
        // One after the other, so that the first one started is the leader.
        auto leader = startRecorder(QStringLiteral("bench-a"));
        std::optional<QString> token = leader->waitForLine(kLeaderLine, 60'000);
        auto standby = startRecorder(QStringLiteral("bench-b"));
        if (!token || !standby->waitForLine(kStandbyLine, 60'000)) {
            say(QStringLiteral("no leader and standby:\n") +
                leader->lines().join(QLatin1Char('\n')) + QLatin1Char('\n') +
                standby->lines().join(QLatin1Char('\n')));
            return {};
        }
        QList<qint64> gaps;
        for (int i = 0; i < repeats && token; ++i) {
            const auto next = killLeader(*leader, *token, *standby);
            if (!next)
                break;
            gaps.append(next->second);
            say(QStringLiteral("  ttl %1 s, run %2: gap %3 ms")
                    .arg(m_ttl)
                    .arg(i + 1)
                    .arg(next->second));
            token = next->first;
            const QString name = m_names.value(leader.get());
            leader = std::move(standby);
            standby = startRecorder(name);
            if (!standby->waitForLine(kStandbyLine, 60'000)) {
                say(QStringLiteral("the restarted recorder did not stand by:\n") +
                    standby->lines().join(QLatin1Char('\n')));
                break;
            }
        }
        return gaps;
    }

private:
    std::unique_ptr<RecorderProcess> startRecorder(const QString& name) {
        auto recorder = std::make_unique<RecorderProcess>(recorderEnvironment(m_sandbox));
        recorder->start({QStringLiteral("--store"), m_store, QStringLiteral("--leader-ttl"),
                         QString::number(m_ttl), QStringLiteral("--name"), name});
        m_names.insert(recorder.get(), name);
        return recorder;
    }

    // Kills the leader after it has written a few rows; the new leader's token and the gap.
    std::optional<std::pair<QString, qint64>>
    killLeader(RecorderProcess& leader, const QString& token, RecorderProcess& standby) {
        QElapsedTimer waited;
        waited.start();
        while (m_probe.count(QStringLiteral("recorder_token = '%1'").arg(token)) < 3 &&
               waited.elapsed() < 30'000)
            QTest::qWait(200);
        // Somewhere in the renewal cycle, not always right after a renewal.
        QTest::qWait(int(QDateTime::currentMSecsSinceEpoch() % (m_ttl * 1000 / 3)));
        leader.sendSignal(SIGKILL);
        leader.waitForExit(5000);
        const auto next = standby.waitForLine(kLeaderLine, (m_ttl * 3 + 30) * 1000);
        if (!next) {
            say(QStringLiteral("no new leader:\n") + standby.lines().join(QLatin1Char('\n')));
            return std::nullopt;
        }
        waited.restart();
        qint64 first = -1;
        while ((first = m_probe.observedMs(QStringLiteral("min"), *next)) < 0 &&
               waited.elapsed() < 30'000)
            QTest::qWait(100);
        const qint64 last = m_probe.observedMs(QStringLiteral("max"), token);
        if (first < 0 || last < 0) {
            say(QStringLiteral("no observations under token %1 or %2").arg(token, *next));
            return std::nullopt;
        }
        return std::pair(*next, first - last);
    }

    const SandboxProcess& m_sandbox;
    QString m_store;
    int m_ttl;
    StoreProbe m_probe{m_store};
    QHash<const RecorderProcess*, QString> m_names;
};

struct FailoverResult {
    int ttl = 0;
    QList<qint64> gaps; // sorted
    int repeats = 0;
    qint64 median() const { return gaps.isEmpty() ? -1 : gaps.at(gaps.size() / 2); }
    bool met() const {
        return gaps.size() == repeats && !gaps.isEmpty() && gaps.constLast() <= (ttl + 2) * 1000LL;
    }
};

FailoverResult measureFailover(PostgresServer& postgres, const SandboxProcess& sandbox,
                               const QString& keysFile, int ttl, int repeats) {
    say(QStringLiteral("failover, leader ttl %1 s").arg(ttl));
    FailoverResult result{ttl, {}, repeats};
    const QString store = postgres.createDatabase(QStringLiteral("recbench_failover"));
    if (store.isEmpty() ||
        !runCommand(sandbox, {QStringLiteral("init-store"), QStringLiteral("--store"), store}) ||
        !runCommand(sandbox,
                    {QStringLiteral("keys"), QStringLiteral("add"), QStringLiteral("--store"),
                     store, QStringLiteral("--keys-file"), keysFile}))
        return result;
    result.gaps = FailoverRuns(sandbox, store, ttl).run(repeats);
    std::sort(result.gaps.begin(), result.gaps.end());
    return result;
}

QString kb(qint64 value) {
    return value < 0 ? QStringLiteral("–")
                     : QStringLiteral("%1 MB").arg(double(value) / 1024.0, 0, 'f', 1);
}

QString seconds(qint64 ms) {
    return ms < 0 ? QStringLiteral("–")
                  : QStringLiteral("%1 s").arg(double(ms) / 1000.0, 0, 'f', 2);
}

QString verdict(bool met) {
    return met ? QStringLiteral("met") : QStringLiteral("**missed**");
}

void printTable(const QList<MemoryResult>& memory, const QList<FailoverResult>& failover,
                const BenchOptions& options, qsizetype held, qsizetype churn) {
    QTextStream out(stdout);
    out << "\n| measure | result | target | verdict |\n|---|---|---|---|\n";
    for (const MemoryResult& m : memory)
        out << "| peak RSS (VmHWM), " << options.keys << " keys, --budget 60, " << m.store << ", "
            << m.leadSeconds << " s leading (RSS at lead " << kb(m.rssAtLeadKb) << ", at end "
            << kb(m.rssEndKb) << "; " << m.written << " rows written) | " << kb(m.peakKb)
            << " | < 100 MB | " << verdict(m.met()) << " |\n";
    for (const FailoverResult& f : failover) {
        out << "| failover gap, leader ttl " << f.ttl << " s (SIGKILL, " << f.gaps.size() << " of "
            << f.repeats << " runs): min / median / max | "
            << (f.gaps.isEmpty()
                    ? QStringLiteral("–")
                    : seconds(f.gaps.constFirst()) + QStringLiteral(" / ") + seconds(f.median()) +
                          QStringLiteral(" / ") + seconds(f.gaps.constLast()))
            << " | ≤ " << f.ttl + 2 << " s | " << verdict(f.met()) << " |\n";
    }
    out << "\nworld: " << options.keys << " watched keys (every 10th " << kMaxKeyLength
        << " characters), " << held << " held on 1 h leases, " << churn
        << " on 20 s leases taken again every 30 s, ~" << options.historyRows
        << " observations of history in the store\n";
}

BenchOptions parseOptions(const QCoreApplication& app) {
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("keys"), QStringLiteral("Watched keys."), QStringLiteral("N"),
         QStringLiteral("10000")},
        {QStringLiteral("lead-seconds"), QStringLiteral("Seconds the measured recorder leads."),
         QStringLiteral("S"), QStringLiteral("90")},
        {QStringLiteral("history-rows"), QStringLiteral("Observations in the store beforehand."),
         QStringLiteral("N"), QStringLiteral("1000000")},
        {QStringLiteral("repeats"), QStringLiteral("Failovers per TTL."), QStringLiteral("N"),
         QStringLiteral("5")},
        {QStringLiteral("ttls"), QStringLiteral("Leader TTLs of the failover runs."),
         QStringLiteral("LIST"), QStringLiteral("5,15")},
        {QStringLiteral("no-sqlite"), QStringLiteral("Measure memory on PostgreSQL only.")},
        {QStringLiteral("only"), QStringLiteral("Run one part: memory or failover."),
         QStringLiteral("PART")},
    });
    parser.process(app);
    BenchOptions options;
    options.keys = std::max(1, parser.value(QStringLiteral("keys")).toInt());
    options.leadSeconds = std::max(1, parser.value(QStringLiteral("lead-seconds")).toInt());
    options.historyRows = std::max(0, parser.value(QStringLiteral("history-rows")).toInt());
    options.repeats = std::max(1, parser.value(QStringLiteral("repeats")).toInt());
    options.sqlite = !parser.isSet(QStringLiteral("no-sqlite"));
    options.ttls.clear();
    const QStringList ttls = parser.value(QStringLiteral("ttls")).split(QLatin1Char(','));
    for (const QString& ttl : ttls)
        options.ttls.append(std::max(5, ttl.toInt()));
    const QString only = parser.value(QStringLiteral("only"));
    options.memory = only != QLatin1StringView("failover");
    options.failover = only != QLatin1StringView("memory");
    return options;
}

// The sandbox's quota is lifted: the holders' acquires must not eat the recorder's reads.
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
    const QString failoverKeysFile = dir.filePath(QStringLiteral("failover-keys.txt"));
    if (!writeKeysFile(keysFile, keys) || !writeKeysFile(failoverKeysFile, keys.mid(0, 200)))
        return 2;
    LeaseHolders holders(sandbox, keys);
    say(QStringLiteral("holders: %1 acquires refused").arg(holders.holdAll()));

    PostgresServer postgres;
    QList<MemoryResult> memory;
    if (options.memory)
        memory.append(memoryOnPostgres(postgres, sandbox, keysFile, options));
    if (options.memory && options.sqlite)
        memory.append(memoryOnSqlite(dir.path(), sandbox, keysFile, options));
    QList<FailoverResult> failover;
    for (const int ttl : std::as_const(options.ttls)) {
        if (options.failover)
            failover.append(
                measureFailover(postgres, sandbox, failoverKeysFile, ttl, options.repeats));
    }

    printTable(memory, failover, options, holders.heldCount(), holders.churnCount());
    const bool met =
        std::all_of(memory.cbegin(), memory.cend(), [](const auto& m) { return m.met(); }) &&
        std::all_of(failover.cbegin(), failover.cend(), [](const auto& f) { return f.met(); });
    return met ? 0 : 1;
}
