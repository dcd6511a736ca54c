// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/ConnectionProfile.h"

#include "client/EndpointPolicy.h"

#include <QFileInfo>

namespace volcano {

Expected<void> ConnectionProfile::validate() const {
    if (name.trimmed().isEmpty())
        return fail(QStringLiteral("the profile needs a name"));
    if (!caFile.isEmpty() && !QFileInfo(caFile).isReadable())
        return fail(QStringLiteral("the CA file %1 cannot be read").arg(caFile));
    if (embeddedSandbox && baseUrl.isEmpty())
        return {};
    if (baseUrl.isEmpty())
        return fail(
            QStringLiteral("the profile needs a base URL, e.g. https://api.example.com/v1"));
    return endpoint::validateBaseUrl(baseUrl);
}

} // namespace volcano
