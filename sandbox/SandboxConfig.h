// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace volcano::sandbox {

enum class KeyKind { ServiceRole, Scoped, Anon, UserToken, PlatformToken };

struct ApiKey {
    QString secret;
    KeyKind kind = KeyKind::ServiceRole;
    QStringList scopes; // scoped keys only
    // Made by the sandbox for its own demo workers: never in a file, requests logged quietly.
    bool internal = false;
};

struct ProjectConfig {
    QString id;
    QList<ApiKey> keys;
    std::optional<QString> serviceRoleKey() const; // the first non-internal service-role key
};

// The projects and keys the sandbox accepts (the --config file format of
// shared/spec/sandbox.md). Keys are secrets: nothing here logs them.
struct SandboxConfig {
    QString adminKey;
    QList<ProjectConfig> projects;

    // Fails saying why when the JSON is not a valid config.
    static Expected<SandboxConfig> fromJson(const QByteArray& json);
    static Expected<SandboxConfig> load(const QString& path);
    // One project "demo" with a random service-role key, and a random admin key.
    static SandboxConfig generateDemo();
    // Reuses the config at path, or generates one and saves it there (owner-only access).
    static Expected<SandboxConfig> loadOrGenerate(const QString& path);

    QByteArray toJson() const;
    Expected<void> save(const QString& path) const;
    const ProjectConfig* project(const QString& id) const;
    // The project the demo workers use: "demo" if present, else the first with a service key.
    const ProjectConfig* demoProject() const;

    static QString kindName(KeyKind kind);
    static std::optional<KeyKind> kindFromName(const QString& name);
};

} // namespace volcano::sandbox
