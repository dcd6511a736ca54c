// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "protocol/LockTypes.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace volcano::sandbox {

// What goes wrong on purpose (the admin API's /_sandbox/faults), for drills: every lock API
// answer is delayed by latencyMs, and each lock request draws at most one fault by the
// rates (checked in the order below). A 503 replaces the operation (fail closed, nothing
// changes); the transport faults happen AFTER the operation committed — the answer is lost,
// cut short, garbled or never sent — which is what a client must survive.
struct FaultSettings {
    int latencyMs = 0;
    double unavailableRate = 0;      // 503 region_unavailable
    double resetRate = 0;            // the connection is closed without an answer
    double truncateRate = 0;         // headers and half the body, then the connection closes
    double garbageRate = 0;          // 200 with a body that is not JSON
    double stallRate = 0;            // no answer at all; the connection stays open
    std::optional<qint64> maxFaults; // stop drawing faults after this many
    quint32 seed = 1;                // the draws are reproducible
    // Only these lock operations draw faults (and wait out the latency); empty: all. For a
    // drill aimed at one step, e.g. the force release but not the reads around it.
    QList<Operation> operations;

    static constexpr int kMaxLatencyMs = 120'000;

    bool isQuiet() const;
    double totalRate() const;
    bool appliesTo(Operation operation) const;
    QJsonObject toJson() const;
    // Missing fields are zero (no latency, no fault); fails saying what is wrong otherwise.
    static Expected<FaultSettings> fromJson(const QJsonObject& object);
};

} // namespace volcano::sandbox
