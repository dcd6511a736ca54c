// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "sandbox/SandboxConfig.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QSet>

#include <array>

namespace volcano::sandbox {
namespace {

struct KindRow {
    KeyKind kind;
    QLatin1StringView name;
};

constexpr std::array kKinds{
    KindRow{KeyKind::ServiceRole, QLatin1StringView("service_role")},
    KindRow{KeyKind::Scoped, QLatin1StringView("scoped")},
    KindRow{KeyKind::Anon, QLatin1StringView("anon")},
    KindRow{KeyKind::UserToken, QLatin1StringView("user_token")},
    KindRow{KeyKind::PlatformToken, QLatin1StringView("platform_token")},
};

QString randomSecret(QLatin1StringView prefix) {
    std::array<quint32, 6> words{};
    QRandomGenerator::system()->fillRange(words.data(), words.size());
    const QByteArray bytes(reinterpret_cast<const char*>(words.data()),
                           static_cast<qsizetype>(words.size() * sizeof(quint32)));
    return prefix + QString::fromLatin1(bytes.toHex());
}

std::optional<QStringList> scopesOf(const QJsonObject& key) {
    const QJsonValue value = key.value(QLatin1StringView("scopes"));
    if (value.isUndefined())
        return QStringList{};
    if (!value.isArray())
        return std::nullopt;
    QStringList scopes;
    const QJsonArray items = value.toArray();
    for (const auto& scope : items) {
        if (!scope.isString())
            return std::nullopt;
        scopes << scope.toString();
    }
    return scopes;
}

Expected<ApiKey> keyFromJson(const QJsonValue& value, const QString& where) {
    const QJsonObject object = value.toObject();
    ApiKey key;
    key.secret = object.value(QLatin1StringView("key")).toString();
    if (key.secret.isEmpty())
        return fail(where + QStringLiteral(": \"key\" must be a non-empty string"));
    const auto kind =
        SandboxConfig::kindFromName(object.value(QLatin1StringView("kind")).toString());
    if (!kind)
        return fail(where + QStringLiteral(": \"kind\" must be one of service_role, scoped, "
                                           "anon, user_token, platform_token"));
    key.kind = *kind;
    const auto scopes = scopesOf(object);
    if (!scopes)
        return fail(where + QStringLiteral(": \"scopes\" must be an array of strings"));
    key.scopes = *scopes;
    return key;
}

Expected<ProjectConfig> projectFromJson(const QJsonValue& value, int index) {
    const QJsonObject object = value.toObject();
    ProjectConfig project;
    project.id = object.value(QLatin1StringView("id")).toString();
    const QString where = QStringLiteral("projects[%1]").arg(index);
    if (project.id.isEmpty())
        return fail(where + QStringLiteral(": \"id\" must be a non-empty string"));
    const QJsonArray keys = object.value(QLatin1StringView("keys")).toArray();
    for (qsizetype i = 0; i < keys.size(); ++i) {
        auto key = keyFromJson(keys.at(i), where + QStringLiteral(".keys[%1]").arg(i));
        if (!key)
            return key.error();
        project.keys << *std::move(key);
    }
    return project;
}

// A key must name exactly one caller, or authorization would be ambiguous.
Expected<void> checkUnique(const SandboxConfig& config) {
    QSet<QString> projectIds;
    QSet<QString> secrets{config.adminKey};
    for (const ProjectConfig& project : config.projects) {
        if (projectIds.contains(project.id))
            return fail(QStringLiteral("project \"%1\" appears twice").arg(project.id));
        projectIds.insert(project.id);
        for (const ApiKey& key : project.keys) {
            if (secrets.contains(key.secret))
                return fail(QStringLiteral("a key of project \"%1\" is used twice (keys and the "
                                           "admin key must all differ)")
                                .arg(project.id));
            secrets.insert(key.secret);
        }
    }
    return {};
}

QJsonObject keyToJson(const ApiKey& key) {
    QJsonObject object{{QStringLiteral("key"), key.secret},
                       {QStringLiteral("kind"), SandboxConfig::kindName(key.kind)}};
    if (key.kind == KeyKind::Scoped)
        object.insert(QStringLiteral("scopes"), QJsonArray::fromStringList(key.scopes));
    return object;
}

} // namespace

std::optional<QString> ProjectConfig::serviceRoleKey() const {
    for (const ApiKey& key : keys) {
        if (key.kind == KeyKind::ServiceRole && !key.internal)
            return key.secret;
    }
    return std::nullopt;
}

QString SandboxConfig::kindName(KeyKind kind) {
    for (const KindRow& row : kKinds) {
        if (row.kind == kind)
            return row.name;
    }
    return {};
}

std::optional<KeyKind> SandboxConfig::kindFromName(const QString& name) {
    for (const KindRow& row : kKinds) {
        if (name == row.name)
            return row.kind;
    }
    return std::nullopt;
}

Expected<SandboxConfig> SandboxConfig::fromJson(const QByteArray& json) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return fail(QStringLiteral("not a JSON object (%1)").arg(error.errorString()));
    SandboxConfig config;
    config.adminKey = doc.object().value(QLatin1StringView("admin_key")).toString();
    if (config.adminKey.isEmpty())
        return fail(QStringLiteral("\"admin_key\" must be a non-empty string"));
    const QJsonArray projects = doc.object().value(QLatin1StringView("projects")).toArray();
    if (projects.isEmpty())
        return fail(QStringLiteral("\"projects\" must be a non-empty array"));
    for (qsizetype i = 0; i < projects.size(); ++i) {
        auto project = projectFromJson(projects.at(i), static_cast<int>(i));
        if (!project)
            return project.error();
        config.projects << *std::move(project);
    }
    if (auto unique = checkUnique(config); !unique)
        return unique.error();
    return config;
}

Expected<SandboxConfig> SandboxConfig::load(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
    auto config = fromJson(file.readAll());
    if (!config)
        return fail(QStringLiteral("%1: %2").arg(path, config.error().message));
    return config;
}

SandboxConfig SandboxConfig::generateDemo() {
    SandboxConfig config;
    config.adminKey = randomSecret(QLatin1StringView("adm_"));
    ProjectConfig demo;
    demo.id = QStringLiteral("demo");
    demo.keys << ApiKey{randomSecret(QLatin1StringView("sk_")), KeyKind::ServiceRole, {}, false};
    config.projects << demo;
    return config;
}

Expected<SandboxConfig> SandboxConfig::loadOrGenerate(const QString& path) {
    if (QFileInfo::exists(path))
        return load(path);
    SandboxConfig config = generateDemo();
    if (auto saved = config.save(path); !saved)
        return saved.error();
    return config;
}

QByteArray SandboxConfig::toJson() const {
    QJsonArray projectArray;
    for (const ProjectConfig& project : projects) {
        QJsonArray keyArray;
        for (const ApiKey& key : project.keys) {
            if (!key.internal)
                keyArray << keyToJson(key);
        }
        projectArray << QJsonObject{{QStringLiteral("id"), project.id},
                                    {QStringLiteral("keys"), keyArray}};
    }
    const QJsonObject root{{QStringLiteral("admin_key"), adminKey},
                           {QStringLiteral("projects"), projectArray}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Expected<void> SandboxConfig::save(const QString& path) const {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    // Owner-only before any secret is written.
    const bool saved = file.open(QIODevice::WriteOnly) &&
                       file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) &&
                       file.write(toJson()) >= 0 && file.commit();
    if (!saved)
        return fail(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    return {};
}

const ProjectConfig* SandboxConfig::project(const QString& id) const {
    for (const ProjectConfig& candidate : projects) {
        if (candidate.id == id)
            return &candidate;
    }
    return nullptr;
}

const ProjectConfig* SandboxConfig::demoProject() const {
    const ProjectConfig* demo = project(QStringLiteral("demo"));
    if (demo && demo->serviceRoleKey())
        return demo;
    for (const ProjectConfig& candidate : projects) {
        if (candidate.serviceRoleKey())
            return &candidate;
    }
    return nullptr;
}

} // namespace volcano::sandbox
