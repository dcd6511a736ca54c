// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QJsonObject>
#include <QSet>
#include <QString>

#include <initializer_list>

namespace volcano::test {

// The field names of a JSON object, to check its exact shape:
// QCOMPARE(keysOf(grant), names({"expires_at", "fencing_token", "lock_token"})).
QSet<QString> keysOf(const QJsonObject& object);
QSet<QString> names(std::initializer_list<const char*> list);
// One line of JSON output (a JSON-lines stream) as an object; empty when it is not one.
QJsonObject jsonLine(const QString& line);

} // namespace volcano::test
