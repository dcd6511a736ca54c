// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"

#include <QByteArray>
#include <QJsonObject>

// Rule files in YAML (yaml-cpp): read into the same JSON object the JSON reader checks, so
// both forms have one meaning and one set of messages.
namespace volcano::alerts::yaml {

// A YAML mapping as JSON. Plain scalars become numbers, booleans or null when they read as
// one; quoted scalars stay strings. The message names the line and column of a syntax error.
[[nodiscard]] Expected<QJsonObject> toJsonObject(const QByteArray& yaml);
// Block-style YAML; every string double-quoted, so none reads back as another type.
QByteArray fromJsonObject(const QJsonObject& object);
// By the file's name: .yaml or .yml.
bool isYamlFile(const QString& path);

} // namespace volcano::alerts::yaml
