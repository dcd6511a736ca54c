// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace volcano::test {

// `promtool check metrics` (Debian's prometheus package) on a /metrics text: nothing when it
// passes, else what promtool said (or that it is missing).
std::optional<QString> promtoolProblem(const QByteArray& metricsText);

} // namespace volcano::test
