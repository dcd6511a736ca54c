// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/FaultInjector.h"

namespace volcano::sandbox {

void FaultInjector::configure(const FaultSettings& settings) {
    m_settings = settings;
    m_random.seed(settings.seed);
    m_injected = {};
    m_total = 0;
}

Fault FaultInjector::next(Operation operation) {
    if (m_settings.totalRate() <= 0 || !m_settings.appliesTo(operation))
        return Fault::None;
    if (m_settings.maxFaults && m_total >= *m_settings.maxFaults)
        return Fault::None;
    const Fault fault = draw();
    if (fault != Fault::None) {
        ++m_injected[size_t(fault)];
        ++m_total;
    }
    return fault;
}

Fault FaultInjector::draw() {
    double point = m_random.generateDouble();
    const std::pair<double, Fault> bands[] = {{m_settings.unavailableRate, Fault::Unavailable},
                                              {m_settings.resetRate, Fault::Reset},
                                              {m_settings.truncateRate, Fault::Truncate},
                                              {m_settings.garbageRate, Fault::Garbage},
                                              {m_settings.stallRate, Fault::Stall}};
    for (const auto& [rate, fault] : bands) {
        if (point < rate)
            return fault;
        point -= rate;
    }
    return Fault::None;
}

QJsonObject FaultInjector::toJson() const {
    QJsonObject injected;
    for (const Fault fault :
         {Fault::Unavailable, Fault::Reset, Fault::Truncate, Fault::Garbage, Fault::Stall})
        injected.insert(name(fault), this->injected(fault));
    QJsonObject object = m_settings.toJson();
    object.insert(QStringLiteral("injected"), injected);
    return object;
}

QString FaultInjector::name(Fault fault) {
    switch (fault) {
    case Fault::None:
        return QStringLiteral("none");
    case Fault::Unavailable:
        return QStringLiteral("unavailable");
    case Fault::Reset:
        return QStringLiteral("reset");
    case Fault::Truncate:
        return QStringLiteral("truncate");
    case Fault::Garbage:
        return QStringLiteral("garbage");
    case Fault::Stall:
        return QStringLiteral("stall");
    }
    return {};
}

} // namespace volcano::sandbox
