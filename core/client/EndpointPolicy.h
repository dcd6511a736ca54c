// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QString>
#include <QUrl>

#include <optional>

namespace volcano::endpoint {

// Why a base URL may not carry a service key, or nothing when it may: it must be
// https, or plain http to a loopback host (the local sandbox).
std::optional<QString> baseUrlError(const QUrl& url);
bool isLoopbackHost(const QString& host);

} // namespace volcano::endpoint
