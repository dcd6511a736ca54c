// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "store/ConnectionProfile.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QSettings;

namespace volcano {

// Connection profiles and the current profile, persisted with QSettings (group "profiles").
// Never stores a service key: see SecretStore.
class ProfileStore : public QObject {
    Q_OBJECT
public:
    // An empty settingsPath uses the application's default QSettings; tests inject an INI
    // file path (QSettings::IniFormat).
    explicit ProfileStore(const QString& settingsPath = {}, QObject* parent = nullptr);
    ~ProfileStore() override;

    // In the order they were first saved.
    QList<ConnectionProfile> profiles() const;
    std::optional<ConnectionProfile> profile(const QString& id) const;
    bool isEmpty() const;
    // The embedded-sandbox profile, if one was saved.
    std::optional<ConnectionProfile> embeddedProfile() const;

    // Adds or updates (matched by id). Assigns a fresh id when profile.id is empty.
    // Fails with the validation error instead of saving an invalid profile.
    Expected<void> save(ConnectionProfile& profile);
    // Returns false when no such profile exists. Removing the current profile clears it.
    bool remove(const QString& id);

    // Empty when none is chosen (first run).
    QString currentId() const;
    std::optional<ConnectionProfile> current() const;
    // Returns false (and changes nothing) for an unknown id; an empty id clears the choice.
    bool setCurrent(const QString& id);

Q_SIGNALS:
    // After save() or remove().
    void profilesChanged();
    // After setCurrent() or remove() changed the current profile; id may be empty.
    void currentChanged(const QString& id);

private:
    void load();
    void persist();
    int indexOf(const QString& id) const;

    std::unique_ptr<QSettings> m_settings;
    QList<ConnectionProfile> m_profiles;
    QString m_currentId;
};

} // namespace volcano
