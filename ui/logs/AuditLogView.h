// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace volcano {
class AuditLog;
}

namespace volcano::ui {

class AuditLogModel;
class CopyTableView;

// Browse the audit log (filter by key, action, current profile) and export what is shown
// as CSV or JSON.
class AuditLogView : public QWidget {
    Q_OBJECT
public:
    explicit AuditLogView(AuditLog& log, QWidget* parent = nullptr);

    // The profile the "this profile only" filter means.
    void setCurrentProfile(const QString& profileId, const QString& profileName);

    AuditLogModel* model() const { return m_model; }
    CopyTableView* table() const { return m_table; }
    QLineEdit* keyFilter() const { return m_keyFilter; }

    // Asks for a file name (FileDialog) and writes the filtered entries; returns false
    // when cancelled or on error (a message box says why).
    bool exportAs(bool json);

private:
    void applyFilter();
    void updateSummary();

    AuditLog& m_log;
    AuditLogModel* m_model;
    CopyTableView* m_table;
    QLineEdit* m_keyFilter;
    QComboBox* m_action;
    QCheckBox* m_thisProfile;
    QLabel* m_summary;
    QString m_profileId;
    QString m_profileName;
};

} // namespace volcano::ui
