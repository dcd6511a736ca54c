// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/DemoWorkers.h"

#include "client/LockClient.h"
#include "sandbox/DemoWorker.h"

#include <array>

namespace volcano::sandbox {
namespace {
// Renewing at ttl/3 costs 6 to 18 requests a minute per leader.
constexpr std::array<qint64, 6> kTtlSeconds{10, 12, 15, 20, 24, 30};
constexpr int kMaxWorkersPerKey = 3;
constexpr qint64 kMinuteMs = 60'000;
} // namespace

DemoWorkers::DemoWorkers(const QUrl& baseUrl, const QString& serviceKey, quint32 seed,
                         QObject* parent)
    : QObject(parent)
    , m_client(new LockClient(this))
    , m_random(seed) {
    m_client->setBaseUrl(baseUrl);
    m_client->setServiceKey(serviceKey);
    m_client->setTransferTimeout(std::chrono::seconds(5));
    for (const QString& key : lockKeys()) {
        const int workers = 1 + static_cast<int>(m_random.bounded(kMaxWorkersPerKey));
        const qint64 ttl =
            kTtlSeconds.at(m_random.bounded(static_cast<quint32>(kTtlSeconds.size())));
        for (int index = 1; index <= workers; ++index)
            m_workers.push_back(std::make_unique<DemoWorker>(*this, key, index, workers, ttl));
    }
}

DemoWorkers::~DemoWorkers() {
    stop();
}

QStringList DemoWorkers::lockKeys() {
    return {QStringLiteral("jobs:scheduler-leader"),
            QStringLiteral("billing:reconcile"),
            QStringLiteral("cache:rebuild"),
            QStringLiteral("reports:nightly"),
            QStringLiteral("shard-0"),
            QStringLiteral("shard-1"),
            QStringLiteral("shard-2")};
}

void DemoWorkers::start() {
    m_minute.start();
    m_sentThisMinute = 0;
    for (const auto& worker : m_workers)
        worker->start();
}

void DemoWorkers::stop() {
    for (const auto& worker : m_workers)
        worker->stop();
}

std::chrono::milliseconds DemoWorkers::randomBetween(std::chrono::milliseconds low,
                                                     std::chrono::milliseconds high) {
    if (high <= low)
        return low;
    return low +
           std::chrono::milliseconds(m_random.bounded(static_cast<qint64>((high - low).count())));
}

bool DemoWorkers::chance(double probability) {
    return m_random.generateDouble() < probability;
}

bool DemoWorkers::spend(bool optional) {
    if (m_minute.elapsed() >= kMinuteMs) {
        m_minute.restart();
        m_sentThisMinute = 0;
    }
    if (optional && m_sentThisMinute >= kRequestsPerMinuteCap)
        return false;
    ++m_sentThisMinute;
    return true;
}

} // namespace volcano::sandbox
