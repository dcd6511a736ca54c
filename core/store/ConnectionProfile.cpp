// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/ConnectionProfile.h"

#include "client/EndpointPolicy.h"

namespace volcano {

std::optional<QString> ConnectionProfile::validationError() const {
    if (name.trimmed().isEmpty())
        return QStringLiteral("the profile needs a name");
    if (embeddedSandbox && baseUrl.isEmpty())
        return std::nullopt;
    if (baseUrl.isEmpty())
        return QStringLiteral("the profile needs a base URL, e.g. https://api.example.com/v1");
    if (auto valid = endpoint::validateBaseUrl(baseUrl); !valid)
        return valid.error().message;
    return std::nullopt;
}

} // namespace volcano
