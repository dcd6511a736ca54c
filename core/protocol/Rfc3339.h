// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDateTime>
#include <QString>

#include <optional>

// RFC 3339 timestamps as the API sends them: "2026-07-20T14:00:10Z", with or without
// fractional seconds, with 'Z' or a numeric offset. Anything else is rejected rather
// than guessed (QDateTime's ISO parser would read a missing zone as local time).
namespace volcano::rfc3339 {

std::optional<QDateTime> parse(QStringView text);
// UTC with 'Z'; milliseconds only when they are not zero, as the sandbox sends them.
QString format(const QDateTime& time);

} // namespace volcano::rfc3339
