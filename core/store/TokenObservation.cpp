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

constexpr std::array<std::pair<EndCause, QLatin1StringView>, 4> kCauses{{
    {EndCause::Unknown, QLatin1StringView("")},
    {EndCause::Released, QLatin1StringView("released")},
    {EndCause::Expired, QLatin1StringView("expired")},
    {EndCause::ForceReleased, QLatin1StringView("force-released")},
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

QString endCauseName(EndCause cause) {
    for (const auto& [candidate, name] : kCauses) {
        if (candidate == cause)
            return name;
    }
    return {};
}

EndCause endCauseFromName(QStringView name) {
    for (const auto& [cause, candidate] : kCauses) {
        if (name == candidate)
            return cause;
    }
    return EndCause::Unknown;
}

} // namespace volcano
