// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QByteArray>
#include <QDateTime>

// The IMF-fixdate form of the HTTP Date header: "Wed, 02 Dec 2026 14:13:25 GMT".
namespace volcano::httpdate {

// The header names whole seconds: the true time is up to this much later.
inline constexpr qint64 kResolutionMs = 1000;

QByteArray format(const QDateTime& time);
QDateTime parse(const QByteArray& text); // invalid QDateTime when unreadable

} // namespace volcano::httpdate
