// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"

#include <QString>
#include <QUrl>

namespace volcano::endpoint {

// Whether a base URL may carry a service key, or why not: it must be https, or plain http
// to a loopback host (the local sandbox).
Expected<void> validateBaseUrl(const QUrl& url);
bool isLoopbackHost(const QString& host);

} // namespace volcano::endpoint
