// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "sandbox/Fault.h"
#include "sandbox/FaultSettings.h"

#include <QJsonObject>
#include <QRandomGenerator>

#include <array>

namespace volcano::sandbox {

// Draws the faults of the drills, reproducibly: the same settings (seed included) and the
// same sequence of lock requests give the same faults.
class FaultInjector {
public:
    void configure(const FaultSettings& settings);
    void clear() { configure(FaultSettings{}); }
    const FaultSettings& settings() const { return m_settings; }

    // The fault for the next request of this operation (None most of the time).
    Fault next(Operation operation);
    int latencyMs(Operation operation) const {
        return m_settings.appliesTo(operation) ? m_settings.latencyMs : 0;
    }
    qint64 injected(Fault fault) const { return m_injected[size_t(fault)]; }
    // Settings and counts, for GET /_sandbox/faults and the stats.
    QJsonObject toJson() const;

    static QString name(Fault fault);

private:
    Fault draw();

    FaultSettings m_settings;
    QRandomGenerator m_random{1};
    std::array<qint64, 6> m_injected{};
    qint64 m_total = 0;
};

} // namespace volcano::sandbox
