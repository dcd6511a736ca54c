// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QRandomGenerator>
#include <QStringList>
#include <QUrl>

#include <chrono>
#include <memory>
#include <vector>

namespace volcano {
class LockClient;
}

namespace volcano::sandbox {

class DemoWorker;

// Simulated backend workers inside the sandbox process, so every chart has data: per key
// a few contenders elect a leader that renews at ttl/3, now and then crashes (stops
// renewing; a contender takes over after expiry and the fencing token jumps) or hands
// over cleanly. They go through the real HTTP path with core's LockClient. Deterministic
// choices from a seeded generator; contenders' attempts are capped well under the quota.
class DemoWorkers : public QObject {
    Q_OBJECT
public:
    static constexpr quint32 kDefaultSeed = 20260720;
    // Contenders stop trying once the demo sent this many requests in a wall-clock minute.
    static constexpr int kRequestsPerMinuteCap = 200;

    DemoWorkers(const QUrl& baseUrl, const QString& serviceKey, quint32 seed = kDefaultSeed,
                QObject* parent = nullptr);
    ~DemoWorkers() override;

    static QStringList lockKeys();

    void start();
    void stop();

    LockClient& client() { return *m_client; }
    QRandomGenerator& random() { return m_random; }
    std::chrono::milliseconds randomBetween(std::chrono::milliseconds low,
                                            std::chrono::milliseconds high);
    bool chance(double probability);
    // Counts one request; false (and nothing counted) when a contender should skip it.
    bool spend(bool optional);

private:
    LockClient* m_client;
    QRandomGenerator m_random;
    std::vector<std::unique_ptr<DemoWorker>> m_workers;
    QElapsedTimer m_minute;
    int m_sentThisMinute = 0;
};

} // namespace volcano::sandbox
