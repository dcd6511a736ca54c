// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "client/EndpointPolicy.h"

#include <QHostAddress>

namespace volcano::endpoint {

bool isLoopbackHost(const QString& host) {
    if (host.compare(QLatin1StringView("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

Expected<void> validateBaseUrl(const QUrl& url) {
    if (!url.isValid() || url.host().isEmpty())
        return fail(QStringLiteral("'%1' is not a valid URL; use e.g. https://api.example.com/v1 "
                                   "or http://127.0.0.1:8787")
                        .arg(url.toDisplayString()));
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1StringView("https"))
        return {};
    if (scheme == QLatin1StringView("http")) {
        if (isLoopbackHost(url.host()))
            return {};
        return fail(QStringLiteral("plain http:// is only allowed to a loopback host; use "
                                   "https:// for %1 so the service key is not sent in clear text")
                        .arg(url.host()));
    }
    return fail(QStringLiteral("unsupported scheme '%1'; use https:// (or http:// to loopback)")
                    .arg(url.scheme()));
}

} // namespace volcano::endpoint
