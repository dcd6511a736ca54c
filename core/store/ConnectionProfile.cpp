// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/ConnectionProfile.h"

#include "client/EndpointPolicy.h"
#include "store/StoreLocation.h"

#include <QFileInfo>

namespace volcano {

Expected<void> ConnectionProfile::validate() const {
    if (name.trimmed().isEmpty())
        return fail(QStringLiteral("the profile needs a name"));
    if (!caFile.isEmpty() && !QFileInfo(caFile).isReadable())
        return fail(QStringLiteral("the CA file %1 cannot be read").arg(caFile));
    if (!teamStore.isEmpty()) {
        const auto store = StoreLocation::parse(teamStore);
        if (!store)
            return store.error();
        if (!store->password().isEmpty())
            return fail(QStringLiteral("the team store URL holds a password: enter it in the "
                                       "password field instead (it is kept in the keychain)"));
    }
    if (embeddedSandbox && baseUrl.isEmpty())
        return {};
    if (baseUrl.isEmpty())
        return fail(
            QStringLiteral("the profile needs a base URL, e.g. https://api.example.com/v1"));
    return endpoint::validateBaseUrl(baseUrl);
}

} // namespace volcano
