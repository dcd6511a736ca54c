// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "store/ProfileStore.h"

#include <QLoggingCategory>
#include <QSettings>
#include <QUuid>

namespace volcano {

Q_LOGGING_CATEGORY(lcProfiles, "volcano.profiles")

namespace {

constexpr QLatin1StringView kArray{"profiles"};
constexpr QLatin1StringView kCurrent{"currentProfile"};
constexpr QLatin1StringView kId{"id"};
constexpr QLatin1StringView kName{"name"};
constexpr QLatin1StringView kBaseUrl{"baseUrl"};
constexpr QLatin1StringView kProjectLabel{"projectLabel"};
constexpr QLatin1StringView kReadOnly{"readOnly"};
constexpr QLatin1StringView kCaFile{"caFile"};
constexpr QLatin1StringView kTeamStore{"teamStore"};
constexpr QLatin1StringView kEmbedded{"embeddedSandbox"};

} // namespace

ProfileStore::ProfileStore(const QString& settingsPath, QObject* parent)
    : QObject(parent)
    , m_settings(settingsPath.isEmpty()
                     ? std::make_unique<QSettings>()
                     : std::make_unique<QSettings>(settingsPath, QSettings::IniFormat)) {
    load();
}

ProfileStore::~ProfileStore() = default;

QList<ConnectionProfile> ProfileStore::profiles() const {
    return m_profiles;
}

std::optional<ConnectionProfile> ProfileStore::profile(const QString& id) const {
    const int index = indexOf(id);
    if (index < 0)
        return std::nullopt;
    return m_profiles.at(index);
}

bool ProfileStore::isEmpty() const {
    return m_profiles.isEmpty();
}

std::optional<ConnectionProfile> ProfileStore::embeddedProfile() const {
    for (const ConnectionProfile& candidate : m_profiles) {
        if (candidate.embeddedSandbox)
            return candidate;
    }
    return std::nullopt;
}

Expected<void> ProfileStore::save(ConnectionProfile& profile) {
    if (auto valid = profile.validate(); !valid)
        return valid;
    if (profile.id.isEmpty())
        profile.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const int index = indexOf(profile.id);
    if (index < 0)
        m_profiles.append(profile);
    else
        m_profiles[index] = profile;
    persist();
    Q_EMIT profilesChanged();
    return {};
}

bool ProfileStore::remove(const QString& id) {
    const int index = indexOf(id);
    if (index < 0)
        return false;
    m_profiles.removeAt(index);
    const bool wasCurrent = m_currentId == id;
    if (wasCurrent)
        m_currentId.clear();
    persist();
    Q_EMIT profilesChanged();
    if (wasCurrent)
        Q_EMIT currentChanged(m_currentId);
    return true;
}

QString ProfileStore::currentId() const {
    return m_currentId;
}

std::optional<ConnectionProfile> ProfileStore::current() const {
    return profile(m_currentId);
}

bool ProfileStore::setCurrent(const QString& id) {
    if (!id.isEmpty() && indexOf(id) < 0)
        return false;
    if (id == m_currentId)
        return true;
    m_currentId = id;
    persist();
    Q_EMIT currentChanged(m_currentId);
    return true;
}

void ProfileStore::load() {
    m_profiles.clear();
    const int size = m_settings->beginReadArray(kArray);
    for (int i = 0; i < size; ++i) {
        m_settings->setArrayIndex(i);
        ConnectionProfile loaded;
        loaded.id = m_settings->value(kId).toString();
        loaded.name = m_settings->value(kName).toString();
        loaded.baseUrl = QUrl(m_settings->value(kBaseUrl).toString(), QUrl::StrictMode);
        loaded.projectLabel = m_settings->value(kProjectLabel).toString();
        loaded.readOnly = m_settings->value(kReadOnly, false).toBool();
        loaded.caFile = m_settings->value(kCaFile).toString();
        loaded.teamStore = m_settings->value(kTeamStore).toString();
        loaded.embeddedSandbox = m_settings->value(kEmbedded, false).toBool();
        if (loaded.id.isEmpty() || indexOf(loaded.id) >= 0) {
            qCWarning(lcProfiles) << "skipping a stored profile without a unique id";
            continue;
        }
        m_profiles.append(loaded);
    }
    m_settings->endArray();
    m_currentId = m_settings->value(kCurrent).toString();
    if (indexOf(m_currentId) < 0)
        m_currentId.clear();
}

void ProfileStore::persist() {
    m_settings->remove(kArray);
    m_settings->beginWriteArray(kArray, int(m_profiles.size()));
    for (int i = 0; i < m_profiles.size(); ++i) {
        const ConnectionProfile& stored = m_profiles.at(i);
        m_settings->setArrayIndex(i);
        m_settings->setValue(kId, stored.id);
        m_settings->setValue(kName, stored.name);
        m_settings->setValue(kBaseUrl, stored.baseUrl.toString(QUrl::FullyEncoded));
        m_settings->setValue(kProjectLabel, stored.projectLabel);
        m_settings->setValue(kReadOnly, stored.readOnly);
        m_settings->setValue(kCaFile, stored.caFile);
        m_settings->setValue(kTeamStore, stored.teamStore);
        m_settings->setValue(kEmbedded, stored.embeddedSandbox);
    }
    m_settings->endArray();
    m_settings->setValue(kCurrent, m_currentId);
    m_settings->sync();
    if (m_settings->status() != QSettings::NoError)
        qCWarning(lcProfiles) << "could not write profiles to" << m_settings->fileName();
}

int ProfileStore::indexOf(const QString& id) const {
    for (int i = 0; i < m_profiles.size(); ++i) {
        if (m_profiles.at(i).id == id)
            return i;
    }
    return -1;
}

} // namespace volcano
