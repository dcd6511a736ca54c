// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/TokenObservation.h"

#include <array>
#include <utility>

namespace volcano {

namespace {

constexpr std::array<std::pair<TokenEvent, QLatin1StringView>, 5> kNames{{
    {TokenEvent::FirstSeen, QLatin1StringView("first-seen")},
    {TokenEvent::Acquired, QLatin1StringView("acquired")},
    {TokenEvent::Handover, QLatin1StringView("handover")},
    {TokenEvent::Freed, QLatin1StringView("freed")},
    {TokenEvent::Anomaly, QLatin1StringView("anomaly")},
}};

} // namespace

QString tokenEventName(TokenEvent event) {
    for (const auto& [candidate, name] : kNames) {
        if (candidate == event)
            return name;
    }
    return {};
}

std::optional<TokenEvent> tokenEventFromName(QStringView name) {
    for (const auto& [event, candidate] : kNames) {
        if (name == candidate)
            return event;
    }
    return std::nullopt;
}

} // namespace volcano
