// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "secrets/SecretRef.h"
#include "store/ConnectionProfile.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace volcano {
class LockClient;
class ProfileStore;
class SecretStore;
struct OperationResult;
} // namespace volcano

namespace volcano::ui {

// Connection profiles: name, base URL, project label, service key (kept only through
// SecretStore, never shown back), read-only flag. Validates as the user types, can test a
// profile with one read, and explains a refused key.
class ProfilesDialog : public QDialog {
    Q_OBJECT
public:
    ProfilesDialog(ProfileStore& profiles, SecretStore& secrets, QWidget* parent = nullptr);
    ~ProfilesDialog() override;

    void selectProfile(const QString& id);
    QString selectedId() const { return m_editingId; }
    // Closing with unsaved edits asks first.
    void reject() override;

    // The widgets, for keyboard users' tests.
    QLineEdit* nameEdit() const { return m_name; }
    QLineEdit* urlEdit() const { return m_url; }
    QLineEdit* projectEdit() const { return m_project; }
    QLineEdit* caFileEdit() const { return m_caFile; }
    QLineEdit* keyEdit() const { return m_key; }
    QLineEdit* teamStoreEdit() const { return m_teamStore; }
    QLineEdit* storePasswordEdit() const { return m_storePassword; }
    QCheckBox* readOnlyBox() const { return m_readOnly; }
    QPushButton* saveButton() const { return m_save; }
    QPushButton* useButton() const { return m_use; }
    QPushButton* testButton() const { return m_test; }
    QString validationText() const;
    QString keyStatusText() const;
    QString testResultText() const;

    // Saves the form; returns false (and shows why) when the profile is invalid.
    bool save();
    // Reads one probe key with the form's URL and key (or the stored key) and reports.
    void testConnection();
    // The text shown for a probe's outcome.
    static QString probeOutcomeText(const OperationResult& result);

Q_SIGNALS:
    // The operator wants to work with this profile now.
    void useRequested(const QString& profileId);
    // A profile was saved; keyChanged when a new service key was written.
    void profileSaved(const QString& profileId, bool keyChanged);

private:
    void reloadList();
    void onListSelection();
    void onEdited();
    bool hasUnsavedEdits() const;
    // Asks to save, discard or stay when the form has unsaved edits; false means stay.
    bool settleUnsavedEdits();
    void newProfile();
    void removeProfile();
    void loadForm(const ConnectionProfile& profile);
    ConnectionProfile formProfile() const;
    void validate();
    void onSecretWritten(const SecretRef& ref, bool persisted);
    void onSecretFailed(const SecretRef& ref, const QString& reason);
    void probeWith(const QString& serviceKey);

    ProfileStore& m_profiles;
    SecretStore& m_secrets;
    QString m_editingId;
    bool m_editingEmbedded = false;
    ConnectionProfile m_loaded; // as last loaded or saved, to tell unsaved edits
    bool m_edited = false;      // the user typed in the form since
    QListWidget* m_list;
    QLineEdit* m_name;
    QLineEdit* m_url;
    QLineEdit* m_project;
    QLineEdit* m_caFile;
    QLineEdit* m_key;
    QLineEdit* m_teamStore;
    QLineEdit* m_storePassword;
    QCheckBox* m_readOnly;
    QLabel* m_validation;
    QLabel* m_keyStatus;
    QLabel* m_testResult;
    QPushButton* m_save;
    QPushButton* m_use;
    QPushButton* m_test;
    QPushButton* m_remove;
    // Owned here (no QObject parent): replacing it for a new test drops the old one's call.
    std::unique_ptr<LockClient> m_probeClient;
};

} // namespace volcano::ui
