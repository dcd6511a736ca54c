// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QUrl>

namespace volcano::test {

// A loopback port that was free a moment ago and on which nothing listens now: connections
// to it are refused.
quint16 freeLoopbackPort();
// http://127.0.0.1 on such a port.
QUrl deadUrl();

} // namespace volcano::test
