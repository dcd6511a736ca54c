// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Poll-efficiency benchmark (issue 4): a deterministic simulation, on a simulated clock, of
// the console watching 200 keys for one hour at a budget of 60 reads a minute. The
// PollScheduler's decision logic (PollPlanner) and plain round-robin at the same budget read
// the same simulated world; for every change of a key's state or fencing token the
// detection latency is the time until the first read that shows it.
//
// Not a test: run it, read the figures. Exit code 0 when every target is met, 1 otherwise.
//   poll_efficiency [--seed N] [--verbose]

#include "lease/PollPlanner.h"
#include "protocol/LockTypes.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRandomGenerator>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <numeric>
#include <vector>

using volcano::FencingToken;
using volcano::LockState;
using volcano::PollPlanner;

namespace {

constexpr qint64 kSecond = 1000;
constexpr qint64 kMinute = 60 * kSecond;
constexpr qint64 kHour = 60 * kMinute;
constexpr qint64 kGraceMs = volcano::limits::kTakeoverGrace.count();

// ---- The world's parameters (also printed, and recorded in bench/README.md) ----------

struct Parameters {
    quint64 seed = 20260720;
    int budgetPerMinute = 60;
    qint64 simulatedMs = kHour;
    qint64 drainMs = 15 * kMinute; // reads go on so late changes are still seen
    // The server's clock is this far ahead of the console's (negative: behind) while the
    // console assumes they agree: takeover reads then land in the grace second and must be
    // repeated. Each read takes a round trip in [rttMinMs, rttMaxMs].
    qint64 serverAheadMs = -400;
    qint64 rttMinMs = 20;
    qint64 rttMaxMs = 120;
    // Stable leaders: one holder all hour, renewing at ttl/3.
    QList<std::pair<int, qint64>> stableLeaders{{10, 120}, {10, 300}}; // (keys, ttl s)
    // Crashing holders: each holder crashes after an exponential time (mean below) and
    // its lease expires; a contender retrying every contenderRetryMs takes over.
    QList<std::pair<int, qint64>> crashingKeys{{4, 30}, {6, 60}};
    qint64 crashMeanHoldMs = 10 * kMinute;
    qint64 contenderRetryMs = 2 * kSecond;
    // Churning keys: holders release after an exponential time and the next worker
    // acquires after a short uniform gap.
    int churningKeys = 8;
    qint64 churnTtlSeconds = 60;
    qint64 churnMeanHoldMs = 2 * kMinute;
    qint64 churnGapMinMs = 500;
    qint64 churnGapMaxMs = 3 * kSecond;
    // Free keys: mostly free; now and then a job takes one for a few minutes.
    int freeKeys = 162;
    qint64 jobTtlSeconds = 60;
    double jobsPerKeyPerHour = 1.0 / 8.0;
    qint64 jobMinMs = 1 * kMinute;
    qint64 jobMaxMs = 10 * kMinute;

    int keyCount() const {
        int count = churningKeys + freeKeys;
        for (const auto& [keys, ttl] : stableLeaders)
            count += keys;
        for (const auto& [keys, ttl] : crashingKeys)
            count += keys;
        return count;
    }
};

// ---- The simulated world ---------------------------------------------------------------

// One holder's time with a lock. Times are ms from the start of the simulated hour, on the
// server's clock (the console's clock agrees with it in this simulation).
struct Tenure {
    FencingToken token = 0;
    qint64 startMs = 0;
    qint64 ttlMs = 0;
    bool crashes = false; // else it releases at endMs (or holds on past the horizon)
    qint64 endMs = 0;     // release or crash instant

    qint64 renewPeriodMs() const { return ttlMs / 3; }
    qint64 lastRenewalBy(qint64 t) const {
        const qint64 at = std::min(t, endMs);
        return startMs + (at - startMs) / renewPeriodMs() * renewPeriodMs();
    }
    qint64 finalExpiryMs() const { return lastRenewalBy(endMs) + ttlMs; }
    // From when a read shows it gone: released at once; crashed after expiry + grace.
    qint64 goneAtMs() const { return crashes ? finalExpiryMs() + kGraceMs : endMs; }
};

struct KeyTimeline {
    QString key;
    QString kind;
    std::vector<Tenure> tenures; // in time order, not overlapping

    LockState stateAt(qint64 t) const {
        for (const Tenure& tenure : tenures) {
            if (t < tenure.startMs)
                break;
            if (t >= tenure.goneAtMs())
                continue;
            LockState state;
            state.held = true;
            state.fencingToken = tenure.token;
            const qint64 expiry = tenure.lastRenewalBy(t) + tenure.ttlMs;
            state.expiresAt = QDateTime::fromMSecsSinceEpoch(expiry, Qt::UTC);
            return state;
        }
        return LockState{};
    }
};

struct Change {
    int keyIndex = 0;
    qint64 atMs = 0;
    bool crashTakeover = false; // the lock became free because its holder's lease expired
};

class World {
public:
    explicit World(const Parameters& parameters)
        : m_p(parameters)
        , m_random(parameters.seed) {
        for (const auto& [keys, ttl] : m_p.stableLeaders)
            for (int i = 0; i < keys; ++i)
                addStableLeader(ttl);
        for (const auto& [keys, ttl] : m_p.crashingKeys)
            for (int i = 0; i < keys; ++i)
                addCrashingKey(ttl);
        for (int i = 0; i < m_p.churningKeys; ++i)
            addChurningKey();
        for (int i = 0; i < m_p.freeKeys; ++i)
            addFreeKey();
        collectChanges();
    }

    const std::vector<KeyTimeline>& keys() const { return m_keys; }
    const std::vector<Change>& changes() const { return m_changes; }
    QStringList keyNames() const {
        QStringList names;
        for (const KeyTimeline& timeline : m_keys)
            names.append(timeline.key);
        return names;
    }

private:
    double uniform() { return m_random.generateDouble(); }
    qint64 uniformMs(qint64 from, qint64 to) {
        return from + static_cast<qint64>(uniform() * static_cast<double>(to - from));
    }
    qint64 exponentialMs(qint64 mean) {
        return static_cast<qint64>(-static_cast<double>(mean) * std::log(1.0 - uniform()));
    }
    qint64 horizon() const { return m_p.simulatedMs + m_p.drainMs; }
    FencingToken nextToken() { return m_nextToken += 1 + m_random.bounded(3); }

    KeyTimeline& newKey(const QString& kind) {
        m_keys.push_back(KeyTimeline{QStringLiteral("%1.%2").arg(kind).arg(
                                         static_cast<int>(m_keys.size()), 3, 10, QLatin1Char('0')),
                                     kind,
                                     {}});
        return m_keys.back();
    }

    void addStableLeader(qint64 ttlSeconds) {
        KeyTimeline& key = newKey(QStringLiteral("leader"));
        key.tenures.push_back(Tenure{nextToken(), -uniformMs(0, kHour), ttlSeconds * kSecond, false,
                                     horizon() + kHour});
    }

    void addCrashingKey(qint64 ttlSeconds) {
        KeyTimeline& key = newKey(QStringLiteral("crashy"));
        const qint64 ttlMs = ttlSeconds * kSecond;
        const qint64 retryPhase = uniformMs(0, m_p.contenderRetryMs);
        qint64 start = -uniformMs(0, 10 * kMinute);
        while (start < horizon()) {
            Tenure tenure{nextToken(), start, ttlMs, true,
                          std::max(start, 0LL) + exponentialMs(m_p.crashMeanHoldMs)};
            key.tenures.push_back(tenure);
            // A contender retries on its own beat; the first try at or after the takeover
            // time (expiry + 1 s) wins.
            const qint64 eligible = tenure.goneAtMs();
            const qint64 tries =
                (eligible - retryPhase + m_p.contenderRetryMs - 1) / m_p.contenderRetryMs;
            start = retryPhase + std::max<qint64>(tries, 0) * m_p.contenderRetryMs;
        }
    }

    void addChurningKey() {
        KeyTimeline& key = newKey(QStringLiteral("churn"));
        qint64 start = -uniformMs(0, 5 * kMinute);
        while (start < horizon()) {
            const qint64 end = std::max(start, 0LL) + exponentialMs(m_p.churnMeanHoldMs);
            key.tenures.push_back(
                Tenure{nextToken(), start, m_p.churnTtlSeconds * kSecond, false, end});
            start = end + uniformMs(m_p.churnGapMinMs, m_p.churnGapMaxMs);
        }
    }

    void addFreeKey() {
        KeyTimeline& key = newKey(QStringLiteral("job"));
        const qint64 meanGap =
            static_cast<qint64>(static_cast<double>(kHour) / m_p.jobsPerKeyPerHour);
        qint64 at = exponentialMs(meanGap);
        while (at < horizon()) {
            const qint64 end = at + uniformMs(m_p.jobMinMs, m_p.jobMaxMs);
            key.tenures.push_back(Tenure{nextToken(), at, m_p.jobTtlSeconds * kSecond, false, end});
            at = end + exponentialMs(meanGap);
        }
    }

    // Every instant where held or the fencing token changes, within the simulated hour.
    void collectChanges() {
        for (int k = 0; k < static_cast<int>(m_keys.size()); ++k) {
            const auto& tenures = m_keys[k].tenures;
            for (size_t i = 0; i < tenures.size(); ++i) {
                const Tenure& tenure = tenures[i];
                addChange(k, tenure.startMs, false);
                const bool nextStartsAtOnce =
                    i + 1 < tenures.size() && tenures[i + 1].startMs == tenure.goneAtMs();
                if (!nextStartsAtOnce)
                    addChange(k, tenure.goneAtMs(), tenure.crashes);
            }
        }
        std::sort(m_changes.begin(), m_changes.end(),
                  [](const Change& a, const Change& b) { return a.atMs < b.atMs; });
    }

    void addChange(int keyIndex, qint64 atMs, bool crashTakeover) {
        if (atMs >= 0 && atMs < m_p.simulatedMs)
            m_changes.push_back(Change{keyIndex, atMs, crashTakeover});
    }

    Parameters m_p;
    QRandomGenerator m_random;
    std::vector<KeyTimeline> m_keys;
    std::vector<Change> m_changes;
    FencingToken m_nextToken = volcano::limits::kDefaultFencingStart;
};

// ---- Strategies ------------------------------------------------------------------------

// One read as the console experiences it. Console time + serverAheadMs = server time.
struct Read {
    qint64 servedMs = 0;   // server time the server looked at the lock
    qint64 answeredMs = 0; // server time the answer reached the console
};

struct ReadLog {
    QString name;
    std::vector<std::vector<Read>> readsByKey; // in time order per key
    std::map<qint64, int> readsPerMinute;      // console minute of sending -> reads
    std::map<QString, int> readsByReason;
    int readsInHour = 0;
};

// Sends a read at console time sentMs: the server serves it half a round trip later.
class Network {
public:
    explicit Network(const Parameters& p)
        : m_p(p)
        , m_random(p.seed ^ 0x5eed) {}

    Read send(ReadLog& log, int keyIndex, qint64 sentMs) {
        const qint64 rtt =
            m_p.rttMinMs + static_cast<qint64>(m_random.generateDouble() *
                                               static_cast<double>(m_p.rttMaxMs - m_p.rttMinMs));
        const Read read{sentMs + m_p.serverAheadMs + rtt / 2, sentMs + m_p.serverAheadMs + rtt};
        log.readsByKey[keyIndex].push_back(read);
        ++log.readsPerMinute[PollPlanner::minuteStartOf(sentMs)];
        if (sentMs < m_p.simulatedMs)
            ++log.readsInHour;
        return read;
    }

private:
    const Parameters& m_p;
    QRandomGenerator m_random;
};

// The planner drives the reads. It believes the clocks agree (offset estimate 0); answers
// are handed to it when the read is sent (it keeps one read per key in flight anyway).
ReadLog runPlanner(const World& world, const Parameters& p) {
    ReadLog log{QStringLiteral("PollPlanner"), {}, {}, {}, 0}; // PollScheduler's logic
    log.readsByKey.resize(world.keys().size());
    std::map<QString, int> indexOf;
    for (int i = 0; i < static_cast<int>(world.keys().size()); ++i)
        indexOf[world.keys()[i].key] = i;
    Network network(p);
    PollPlanner planner;
    planner.setBudgetPerMinute(p.budgetPerMinute);
    planner.setKeys(world.keyNames());
    const qint64 end = p.simulatedMs + p.drainMs;
    qint64 now = 0;
    while (true) {
        const auto next = planner.nextRead(now);
        if (!next || next->atMs >= end)
            break;
        now = std::max(now, next->atMs);
        const int index = indexOf.at(next->key);
        planner.readSent(next->key, now, next->reason);
        const Read read = network.send(log, index, now);
        planner.readSucceeded(next->key, now, world.keys()[index].stateAt(read.servedMs));
        if (now < p.simulatedMs)
            ++log.readsByReason[volcano::readReasonName(next->reason)];
    }
    return log;
}

// Plain round-robin: one key after another, evenly spaced at the same budget.
ReadLog runRoundRobin(const World& world, const Parameters& p) {
    ReadLog log{QStringLiteral("round-robin"), {}, {}, {}, 0};
    log.readsByKey.resize(world.keys().size());
    Network network(p);
    const qint64 interval = kMinute / p.budgetPerMinute;
    const qint64 end = p.simulatedMs + p.drainMs;
    int next = 0;
    for (qint64 t = 0; t < end; t += interval) {
        network.send(log, next, t);
        next = (next + 1) % static_cast<int>(world.keys().size());
    }
    return log;
}

// ---- Measurement ------------------------------------------------------------------------

struct Stats {
    int count = 0;
    int unseen = 0;
    double meanMs = 0;
    qint64 p50Ms = 0;
    qint64 p95Ms = 0;
    double within2s = 0; // fraction
};

qint64 percentile(const std::vector<qint64>& sorted, double fraction) {
    if (sorted.empty())
        return 0;
    // Nearest rank: the smallest value with at least this fraction at or below it.
    const auto rank = static_cast<size_t>(std::ceil(fraction * static_cast<double>(sorted.size())));
    return sorted[std::clamp<size_t>(rank, 1, sorted.size()) - 1];
}

// Detection latency of a change: from the change (server time) until the answer of the
// first read the server served at or after it reaches the console.
Stats latencies(const World& world, const ReadLog& log, bool crashTakeoversOnly,
                const QString& kind = {}) {
    std::vector<qint64> values;
    Stats stats;
    for (const Change& change : world.changes()) {
        if (crashTakeoversOnly && !change.crashTakeover)
            continue;
        if (!kind.isEmpty() && world.keys()[change.keyIndex].kind != kind)
            continue;
        const auto& reads = log.readsByKey[change.keyIndex];
        const auto seen = std::find_if(reads.begin(), reads.end(), [&change](const Read& read) {
            return read.servedMs >= change.atMs;
        });
        if (seen == reads.end()) {
            ++stats.unseen;
            continue;
        }
        values.push_back(seen->answeredMs - change.atMs);
    }
    std::sort(values.begin(), values.end());
    stats.count = static_cast<int>(values.size());
    if (values.empty())
        return stats;
    stats.meanMs =
        std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
    stats.p50Ms = percentile(values, 0.50);
    stats.p95Ms = percentile(values, 0.95);
    stats.within2s = static_cast<double>(std::count_if(values.begin(), values.end(),
                                                       [](qint64 v) { return v <= 2000; })) /
                     static_cast<double>(values.size());
    return stats;
}

int minutesOverBudget(const ReadLog& log, int budget) {
    return static_cast<int>(
        std::count_if(log.readsPerMinute.begin(), log.readsPerMinute.end(),
                      [budget](const auto& entry) { return entry.second > budget; }));
}

int maxReadsInAMinute(const ReadLog& log) {
    int most = 0;
    for (const auto& [minute, count] : log.readsPerMinute)
        most = std::max(most, count);
    return most;
}

QString seconds(double ms) {
    return QString::number(ms / 1000.0, 'f', 2) + QStringLiteral(" s");
}

void printParameters(QTextStream& out, const Parameters& p, const World& world) {
    out << "World (seed " << p.seed << "): " << p.keyCount() << " watched keys, "
        << p.simulatedMs / kMinute << " simulated minutes (+" << p.drainMs / kMinute
        << " min drain for late detections), budget " << p.budgetPerMinute
        << " reads/min\n  server clock " << std::abs(p.serverAheadMs) << " ms "
        << (p.serverAheadMs < 0 ? "behind" : "ahead of")
        << " the console's (the console assumes they agree), round trip U(" << p.rttMinMs << ", "
        << p.rttMaxMs << ") ms\n";
    for (const auto& [keys, ttl] : p.stableLeaders)
        out << "  " << keys << " stable leaders, ttl " << ttl << " s, renewing at ttl/3\n";
    for (const auto& [keys, ttl] : p.crashingKeys)
        out << "  " << keys << " crashing-holder keys, ttl " << ttl
            << " s: holders crash after exp(mean " << p.crashMeanHoldMs / kMinute
            << " min); a contender retrying every " << p.contenderRetryMs / kSecond
            << " s takes over\n";
    out << "  " << p.churningKeys << " churning keys, ttl " << p.churnTtlSeconds
        << " s: release after exp(mean " << p.churnMeanHoldMs / kMinute
        << " min), next holder after U(" << p.churnGapMinMs / 1000.0 << ", "
        << p.churnGapMaxMs / 1000.0 << ") s\n";
    out << "  " << p.freeKeys << " free keys: a job (ttl " << p.jobTtlSeconds << " s) takes one "
        << p.jobsPerKeyPerHour << " times/key/hour for U(" << p.jobMinMs / kMinute << ", "
        << p.jobMaxMs / kMinute << ") min\n";
    const auto crashes = std::count_if(world.changes().begin(), world.changes().end(),
                                       [](const Change& c) { return c.crashTakeover; });
    out << "  changes in the hour: " << world.changes().size() << " (crash takeovers: " << crashes
        << ")\n\n";
}

void printRow(QTextStream& out, const QString& name, const Stats& all, const Stats& crash,
              const ReadLog& log, int budget) {
    out << qSetFieldWidth(12) << Qt::left << name << qSetFieldWidth(0) << " mean "
        << seconds(all.meanMs) << ", p50 " << seconds(static_cast<double>(all.p50Ms)) << ", p95 "
        << seconds(static_cast<double>(all.p95Ms)) << " | crash takeovers: mean "
        << seconds(crash.meanMs) << ", p50 " << seconds(static_cast<double>(crash.p50Ms))
        << ", p95 " << seconds(static_cast<double>(crash.p95Ms)) << ", within 2 s "
        << QString::number(crash.within2s * 100.0, 'f', 1) << " % | requests in the hour "
        << log.readsInHour << ", max/min " << maxReadsInAMinute(log) << ", minutes over budget "
        << minutesOverBudget(log, budget) << "\n";
    if (all.unseen + crash.unseen > 0)
        out << "  (" << all.unseen << " changes never seen)\n";
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Poll-efficiency simulation (issue 4)"));
    parser.addHelpOption();
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("World seed."),
                                        QStringLiteral("N"));
    const QCommandLineOption verboseOption(QStringLiteral("verbose"),
                                           QStringLiteral("Reads by reason."));
    parser.addOption(seedOption);
    parser.addOption(verboseOption);
    parser.process(app);

    Parameters p;
    if (parser.isSet(seedOption))
        p.seed = parser.value(seedOption).toULongLong();
    QTextStream out(stdout);
    const World world(p);
    printParameters(out, p, world);

    const ReadLog planner = runPlanner(world, p);
    const ReadLog roundRobin = runRoundRobin(world, p);
    const Stats plannerAll = latencies(world, planner, false);
    const Stats plannerCrash = latencies(world, planner, true);
    const Stats rrAll = latencies(world, roundRobin, false);
    const Stats rrCrash = latencies(world, roundRobin, true);
    printRow(out, planner.name, plannerAll, plannerCrash, planner, p.budgetPerMinute);
    printRow(out, roundRobin.name, rrAll, rrCrash, roundRobin, p.budgetPerMinute);
    if (parser.isSet(verboseOption)) {
        out << "\nPollPlanner reads in the hour by reason:";
        for (const auto& [reason, count] : planner.readsByReason)
            out << " " << reason << " " << count;
        out << "\n";
        for (const QString& kind : {QStringLiteral("leader"), QStringLiteral("crashy"),
                                    QStringLiteral("churn"), QStringLiteral("job")}) {
            const Stats ofPlanner = latencies(world, planner, false, kind);
            const Stats ofRoundRobin = latencies(world, roundRobin, false, kind);
            out << "  " << kind << ": " << ofPlanner.count << " changes, planner mean "
                << seconds(ofPlanner.meanMs) << " p95 "
                << seconds(static_cast<double>(ofPlanner.p95Ms)) << ", round-robin mean "
                << seconds(ofRoundRobin.meanMs) << "\n";
        }
        std::map<QString, int> readsByKind;
        for (size_t k = 0; k < world.keys().size(); ++k)
            for (const Read& read : planner.readsByKey[k])
                if (read.servedMs < p.simulatedMs)
                    ++readsByKind[world.keys()[k].kind];
        out << "  planner reads in the hour by key kind:";
        for (const auto& [kind, count] : readsByKind)
            out << " " << kind << " " << count;
        out << "\n";
    }

    const double ratio = rrAll.meanMs > 0 ? plannerAll.meanMs / rrAll.meanMs : 1.0;
    const bool meanOk = ratio <= 1.0 / 3.0 && plannerAll.unseen == 0;
    const bool crashOk = plannerCrash.count > 0 && plannerCrash.within2s >= 0.95;
    const bool budgetOk = minutesOverBudget(planner, p.budgetPerMinute) == 0 &&
                          minutesOverBudget(roundRobin, p.budgetPerMinute) == 0;
    out << "\nTargets:\n"
        << "  mean detection latency <= 1/3 of round-robin's: " << QString::number(ratio, 'f', 3)
        << " of it -> " << (meanOk ? "met" : "MISSED") << "\n"
        << "  95 % of crash takeovers seen within 2 s of eligibility: "
        << QString::number(plannerCrash.within2s * 100.0, 'f', 1) << " % -> "
        << (crashOk ? "met" : "MISSED") << "\n"
        << "  zero minutes over budget: " << (budgetOk ? "met" : "MISSED") << "\n";
    out.flush();
    return meanOk && crashOk && budgetOk ? 0 : 1;
}
