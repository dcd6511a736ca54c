// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Soak: many lease holders and racing acquirers against the real sandbox on loopback for
// minutes, a SIGKILL and restart in the middle, then a consistency check of everything the
// clients were told: never two holders of one key at once, fencing tokens strictly increasing
// per key (and across the restart), and no granted lease lost by the crash.
// Usage: sandbox_soak [--minutes M] [--holders N] [--keys K] [--ttl S] [--seed X]
#include "SandboxProcess.h"
#include "client/LockClient.h"
#include "client/PendingCall.h"
#include "lease/LeaseKeeper.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QLoggingCategory>
#include <QPointer>
#include <QRandomGenerator>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <vector>

using namespace volcano;
using namespace volcano::test;

namespace {

struct Settings {
    int minutes = 10;
    int holders = 200;
    int keys = 60;
    int ttlSeconds = 6;
    quint32 seed = 42;
};

// One acquisition as its holder saw it. Times are UTC milliseconds on this machine's clock,
// which the sandbox (system clock, same machine) shares.
struct Grant {
    QString key;
    FencingToken token = 0;
    qint64 serverGrantMs = 0; // expires_at - ttl of the acquire: when the server granted it
    qint64 lastExpiresMs = 0; // the latest expires_at the holder was told
    qint64 lastRenewAnswerMs = 0;
    std::optional<qint64> releaseRequestedMs; // the holder decided to release (stop())
    std::optional<qint64> releaseSentMs;
    bool released = false;
};

// What happened to a key, for explaining a failed check.
struct KeyEvent {
    qint64 atMs = 0;
    int holder = 0;
    QString what;
};

struct Counters {
    std::map<QString, qint64> requests; // "acquire ok", "acquire lock_held (409)", ...
    std::vector<qint64> renewLatencies;
    qint64 losses = 0;
};

class Soak;

// A worker that loops: pick a key, acquire (racing the others), hold it for a while with
// auto-renew, release; after a refusal it tries again shortly, like a contender.
class Holder : public QObject {
public:
    Holder(Soak& soak, int index);
    void begin();

private:
    void next(int delayMs);
    void release(LeaseKeeper* keeper);
    void onOperation(const OperationResult& result);

    Soak& m_soak;
    int m_index;
    std::unique_ptr<LeaseKeeper> m_keeper;
    int m_grant = -1; // index into Soak::grants of the current acquisition
};

class Soak {
public:
    explicit Soak(const Settings& settings)
        : m_settings(settings)
        , m_random(settings.seed) {}

    int run();

    LockClient& client() { return *m_client; }
    QRandomGenerator& random() { return m_random; }
    const Settings& settings() const { return m_settings; }
    bool paused() const { return m_paused; }
    std::vector<Grant> grants;
    Counters counters;
    std::map<QString, std::vector<KeyEvent>> events;

private:
    bool startSandbox();
    void crashAndRestart();
    int verifyDurability(const std::vector<int>& liveBefore);
    int verifyHistory() const;
    void report(qint64 elapsedMs, qint64 downtimeMs, int lost, int violations) const;

    Settings m_settings;
    QRandomGenerator m_random;
    std::unique_ptr<SandboxProcess> m_sandbox;
    std::unique_ptr<LockClient> m_client;
    std::vector<std::unique_ptr<Holder>> m_holders;
    bool m_paused = false;
    FencingToken m_highestBeforeCrash = 0;
    FencingToken m_lowestAfterCrash = std::numeric_limits<FencingToken>::max();
    qint64 m_crashAtMs = 0;
    qint64 m_downtimeMs = 0;
    int m_lostInCrash = 0;

    friend class Holder;
};

qint64 nowMs() {
    return QDateTime::currentMSecsSinceEpoch();
}

QString outcome(const OperationResult& result) {
    return operationName(result.operation) + QLatin1Char(' ') +
           (result.ok() ? QStringLiteral("ok") : result.error->label());
}

Holder::Holder(Soak& soak, int index)
    : m_soak(soak)
    , m_index(index) {}

void Holder::begin() {
    next(int(m_soak.random().bounded(2000)));
}

void Holder::next(int delayMs) {
    QTimer::singleShot(delayMs, this, [this] {
        if (m_soak.paused()) {
            next(200);
            return;
        }
        m_keeper = std::make_unique<LeaseKeeper>(&m_soak.client());
        m_grant = -1;
        LeaseKeeper* keeper = m_keeper.get();
        QObject::connect(keeper, &LeaseKeeper::operationFinished, this,
                         [this](const OperationResult& r) { onOperation(r); });
        QObject::connect(keeper, &LeaseKeeper::acquireFailed, this, [this] {
            next(200 + int(m_soak.random().bounded(800))); // a contender tries again soon
        });
        QObject::connect(keeper, &LeaseKeeper::acquired, this, [this, keeper] {
            const int holdMs = 1000 + int(m_soak.random().bounded(15000));
            QTimer::singleShot(holdMs, keeper, [this, keeper] { release(keeper); });
        });
        QObject::connect(keeper, &LeaseKeeper::lost, this, [this] {
            ++m_soak.counters.losses;
            next(500 + int(m_soak.random().bounded(1500)));
        });
        QObject::connect(keeper, &LeaseKeeper::finished, this,
                         [this] { next(int(m_soak.random().bounded(2000))); });
        const int key = int(m_soak.random().bounded(m_soak.settings().keys));
        keeper->start(QStringLiteral("soak-%1").arg(key), m_soak.settings().ttlSeconds);
    });
}

// Holders do not release while the crash check reads the leases back: a release landing
// between the restart and that read would look like a lease the crash lost.
void Holder::release(LeaseKeeper* keeper) {
    if (m_soak.paused()) {
        QTimer::singleShot(100, keeper, [this, keeper] { release(keeper); });
        return;
    }
    // Noted before the request leaves: a release in flight when the sandbox is killed may
    // have committed although its answer never arrives.
    if (m_grant >= 0)
        m_soak.grants[size_t(m_grant)].releaseRequestedMs = nowMs();
    keeper->stop();
}

void Holder::onOperation(const OperationResult& result) {
    ++m_soak.counters.requests[outcome(result)];
    if (result.operation != Operation::Acquire || result.ok())
        m_soak.events[result.key].push_back(
            {nowMs(), m_index,
             outcome(result) + QStringLiteral(" sent %1 ms before, attempts %2, token %3")
                                   .arg(nowMs() - result.sentAtUtc.toMSecsSinceEpoch())
                                   .arg(result.attempts)
                                   .arg(result.grant ? result.grant->fencingToken : 0)});
    const qint64 ttlMs = qint64(m_soak.settings().ttlSeconds) * 1000;
    if (result.operation == Operation::Acquire && result.ok()) {
        Grant grant;
        grant.key = result.key;
        grant.token = result.grant->fencingToken;
        grant.lastExpiresMs = result.grant->expiresAt.toMSecsSinceEpoch();
        grant.serverGrantMs = grant.lastExpiresMs - ttlMs;
        m_soak.grants.push_back(grant);
        m_grant = int(m_soak.grants.size()) - 1;
        if (m_soak.m_crashAtMs > 0)
            m_soak.m_lowestAfterCrash = std::min(m_soak.m_lowestAfterCrash, grant.token);
        else
            m_soak.m_highestBeforeCrash = std::max(m_soak.m_highestBeforeCrash, grant.token);
        return;
    }
    if (m_grant < 0)
        return;
    Grant& grant = m_soak.grants[size_t(m_grant)];
    if (result.operation == Operation::Renew && result.ok()) {
        grant.lastExpiresMs = result.grant->expiresAt.toMSecsSinceEpoch();
        grant.lastRenewAnswerMs = nowMs();
        m_soak.counters.renewLatencies.push_back(result.latencyMs);
    } else if (result.operation == Operation::Release) {
        if (!grant.releaseSentMs)
            grant.releaseSentMs = result.sentAtUtc.toMSecsSinceEpoch();
        grant.released = grant.released || result.ok();
    }
}

int Soak::run() {
    if (!startSandbox())
        return 2;
    for (int i = 0; i < m_settings.holders; ++i) {
        m_holders.push_back(std::make_unique<Holder>(*this, i));
        m_holders.back()->begin();
    }
    QElapsedTimer elapsed;
    elapsed.start();
    const qint64 totalMs = qint64(m_settings.minutes) * 60'000;
    QEventLoop loop;
    QTimer::singleShot(totalMs / 2, &loop, [this] { crashAndRestart(); });
    QTimer::singleShot(totalMs, &loop, &QEventLoop::quit);
    auto* progress = new QTimer(&loop);
    // The context object is a local of this scope, so the connection dies before the captures.
    // clazy:excludeall=lambda-in-connect
    QObject::connect(progress, &QTimer::timeout, &loop, [&] {
        std::printf("  %3lld s: %zu grants, %lld losses\n", elapsed.elapsed() / 1000, grants.size(),
                    counters.losses);
        std::fflush(stdout);
    });
    progress->start(60'000);
    loop.exec();
    m_paused = true;
    m_holders.clear(); // abandon: no more requests
    const int violations = verifyHistory();
    report(elapsed.elapsed(), m_downtimeMs, m_lostInCrash, violations);
    m_sandbox->stop();
    return violations == 0 && m_lostInCrash == 0 ? 0 : 1;
}

bool Soak::startSandbox() {
    SandboxProcess::Options options;
    options.manualClock = false;
    options.rateLimit = 10'000'000; // the soak measures consistency, not the quota
    m_sandbox = std::make_unique<SandboxProcess>(options);
    if (!m_sandbox->start()) {
        std::fprintf(stderr, "sandbox_soak: %s\n", qPrintable(m_sandbox->errorString()));
        return false;
    }
    m_client = std::make_unique<LockClient>();
    m_client->setBaseUrl(m_sandbox->baseUrl());
    m_client->setServiceKey(m_sandbox->serviceKey());
    return true;
}

// SIGKILL mid-run, then the same port again. Every lease a holder was granted and still
// held (server time) must come back held with the same fencing token.
void Soak::crashAndRestart() {
    m_paused = true;
    std::vector<int> live;
    const qint64 margin = 2000;
    for (size_t i = 0; i < grants.size(); ++i) {
        const Grant& grant = grants[i];
        if (!grant.releaseRequestedMs && grant.lastExpiresMs > nowMs() + margin)
            live.push_back(int(i));
    }
    QElapsedTimer down;
    down.start();
    m_crashAtMs = nowMs();
    m_sandbox->killHard();
    if (!m_sandbox->restartOnSamePort()) {
        std::fprintf(stderr, "sandbox_soak: restart failed: %s\n",
                     qPrintable(m_sandbox->errorString()));
        QCoreApplication::exit(2);
        return;
    }
    m_downtimeMs = down.elapsed();
    m_lostInCrash = verifyDurability(live);
    m_paused = false;
}

int Soak::verifyDurability(const std::vector<int>& liveBefore) {
    LockClient reader;
    reader.setBaseUrl(m_sandbox->baseUrl());
    reader.setServiceKey(m_sandbox->serviceKey());
    int lost = 0;
    for (const int index : liveBefore) {
        const Grant& grant = grants[size_t(index)];
        if (grant.releaseRequestedMs)
            continue; // its holder is releasing it
        QEventLoop wait;
        OperationResult read;
        PendingCall* call = reader.read(grant.key);
        QObject::connect(call, &PendingCall::finished, &wait, [&](const OperationResult& r) {
            read = r;
            wait.quit();
        });
        wait.exec();
        const bool same =
            read.ok() && read.state && read.state->held && read.state->fencingToken == grant.token;
        if (!same && grant.lastExpiresMs > nowMs()) {
            ++lost;
            const QString seen =
                !read.ok() ? read.error->label()
                : read.state->held
                    ? QStringLiteral("held, token %1").arg(read.state->fencingToken.value_or(0))
                    : QStringLiteral("free");
            std::fprintf(stderr,
                         "  lost in the crash: %s token %llu (expires in %lld ms, last renewal "
                         "answered %lld ms before the crash); the restarted sandbox says: %s\n",
                         qPrintable(grant.key), static_cast<unsigned long long>(grant.token),
                         grant.lastExpiresMs - nowMs(), m_crashAtMs - grant.lastRenewAnswerMs,
                         qPrintable(seen));
            for (const KeyEvent& event : events[grant.key])
                std::fprintf(stderr, "    %+lld ms holder %d: %s\n", event.atMs - m_crashAtMs,
                             event.holder, qPrintable(event.what));
        }
    }
    std::printf("  crash: %zu live leases checked after restart, %d lost\n", liveBefore.size(),
                lost);
    return lost;
}

int Soak::verifyHistory() const {
    std::map<QString, std::vector<const Grant*>> byKey;
    for (const Grant& grant : grants)
        byKey[grant.key].push_back(&grant);
    int violations = 0;
    for (auto& [key, list] : byKey) {
        std::sort(list.begin(), list.end(), [](const Grant* a, const Grant* b) {
            return a->serverGrantMs < b->serverGrantMs ||
                   (a->serverGrantMs == b->serverGrantMs && a->token < b->token);
        });
        for (size_t i = 1; i < list.size(); ++i) {
            const Grant& before = *list[i - 1];
            const Grant& after = *list[i];
            if (after.token <= before.token) {
                ++violations;
                std::fprintf(stderr, "  %s: token %llu after %llu\n", qPrintable(key),
                             static_cast<unsigned long long>(after.token),
                             static_cast<unsigned long long>(before.token));
            }
            // The earlier lease ended no sooner than its release was sent, or its takeover
            // time: a later grant before that means two holders at once.
            const qint64 endedNoSooner =
                before.released && before.releaseSentMs
                    ? std::min(*before.releaseSentMs, before.lastExpiresMs + 1000)
                    : before.lastExpiresMs + 1000;
            if (after.serverGrantMs < endedNoSooner) {
                ++violations;
                std::fprintf(stderr, "  %s: token %llu granted %lld ms while %llu still held\n",
                             qPrintable(key), static_cast<unsigned long long>(after.token),
                             endedNoSooner - after.serverGrantMs,
                             static_cast<unsigned long long>(before.token));
            }
        }
    }
    if (m_crashAtMs > 0 && m_lowestAfterCrash <= m_highestBeforeCrash) {
        ++violations;
        std::fprintf(stderr, "  token %llu after the restart is not above %llu\n",
                     static_cast<unsigned long long>(m_lowestAfterCrash),
                     static_cast<unsigned long long>(m_highestBeforeCrash));
    }
    return violations;
}

qint64 percentile(std::vector<qint64> values, double p) {
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, size_t(p * double(values.size())))];
}

void Soak::report(qint64 elapsedMs, qint64 downtimeMs, int lost, int violations) const {
    qint64 total = 0;
    std::printf("\nsandbox_soak: %d holders, %d keys, ttl %d s, %.1f min, seed %u\n",
                m_settings.holders, m_settings.keys, m_settings.ttlSeconds,
                double(elapsedMs) / 60000.0, m_settings.seed);
    for (const auto& [name, count] : counters.requests) {
        std::printf("  %-40s %9lld\n", qPrintable(name), count);
        total += count;
    }
    std::printf("  requests                                 %9lld (%.0f/s)\n", total,
                double(total) * 1000.0 / double(std::max<qint64>(elapsedMs, 1)));
    std::printf("  acquisitions (grants)                    %9zu\n", grants.size());
    std::printf("  leases lost by holders                   %9lld\n", counters.losses);
    std::printf("  renew latency p50/p95/p99                %lld / %lld / %lld ms\n",
                percentile(counters.renewLatencies, 0.50),
                percentile(counters.renewLatencies, 0.95),
                percentile(counters.renewLatencies, 0.99));
    std::printf("  SIGKILL + restart downtime               %9lld ms\n", downtimeMs);
    std::printf("  tokens: highest before crash %llu, lowest after %llu\n",
                static_cast<unsigned long long>(m_highestBeforeCrash),
                static_cast<unsigned long long>(m_lowestAfterCrash));
    std::printf("checks:\n  two holders at once / tokens not increasing: %d -> %s\n", violations,
                violations == 0 ? "ok" : "VIOLATED");
    std::printf("  granted leases lost by the crash: %d -> %s\n", lost, lost == 0 ? "ok" : "LOST");
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    // Thousands of lease lines would drown the figures; warnings still show.
    QLoggingCategory::setFilterRules(QStringLiteral("volcano.*.debug=false\nvolcano.*.info=false"));
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption minutes(QStringLiteral("minutes"), QStringLiteral("duration"),
                                     QStringLiteral("M"), QStringLiteral("10"));
    const QCommandLineOption holders(QStringLiteral("holders"), QStringLiteral("holders"),
                                     QStringLiteral("N"), QStringLiteral("200"));
    const QCommandLineOption keys(QStringLiteral("keys"), QStringLiteral("keys"),
                                  QStringLiteral("K"), QStringLiteral("60"));
    const QCommandLineOption ttl(QStringLiteral("ttl"), QStringLiteral("lease TTL"),
                                 QStringLiteral("S"), QStringLiteral("6"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("random seed"),
                                  QStringLiteral("X"), QStringLiteral("42"));
    parser.addOptions({minutes, holders, keys, ttl, seed});
    parser.process(app);
    Settings settings;
    settings.minutes = std::max(1, parser.value(minutes).toInt());
    settings.holders = std::max(1, parser.value(holders).toInt());
    settings.keys = std::max(1, parser.value(keys).toInt());
    settings.ttlSeconds = std::max(5, parser.value(ttl).toInt());
    settings.seed = parser.value(seed).toUInt();
    Soak soak(settings);
    return soak.run();
}
