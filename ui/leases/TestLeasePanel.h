// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace volcano {
class Clock;
class ClockOffsetEstimator;
class Watchlist;
} // namespace volcano

namespace volcano::ui {

class MessageBanner;
class TestLeaseManager;
class TestLeaseModel;

// Take a lease by hand on any key (to fence off a job, or to prove a key works) and watch it:
// a form for key, TTL, renewal point, auto-renew and resume-after-restart, checked as it is
// typed (a TTL out of range is shown beside the field and never replaced); the leases table
// (TestLeaseModel) with the selected row's note in full below it (e.g. why it was not
// acquired); buttons to renew now, release, copy the lock or fencing token and dismiss
// finished rows, each enabled only when it makes sense for the row; and a red banner when a
// lease is lost. Disabled on read-only profiles.
class TestLeasePanel : public QWidget {
    Q_OBJECT
public:
    TestLeasePanel(TestLeaseManager& manager, const ClockOffsetEstimator& offset,
                   const Clock& clock, Watchlist& watchlist, QWidget* parent = nullptr);

    // Pre-fills the key (e.g. the key selected in the watchlist).
    void setKey(const QString& key);
    // Whether the keychain can keep tokens across a restart (the resume box says so).
    void setKeychainPersistent(bool persistent, const QString& reason);

    QLineEdit* keyEdit() const { return m_key; }
    QSpinBox* ttlBox() const { return m_ttl; }
    QSpinBox* renewPercentBox() const { return m_renewPercent; }
    QCheckBox* autoRenewBox() const { return m_autoRenew; }
    QCheckBox* resumeBox() const { return m_resume; }
    QPushButton* takeButton() const { return m_take; }
    QPushButton* renewButton() const { return m_renew; }
    QPushButton* releaseButton() const { return m_release; }
    QPushButton* dismissButton() const { return m_dismiss; }
    QTableView* table() const { return m_table; }
    TestLeaseModel* model() const { return m_model; }
    MessageBanner* lossBanner() const { return m_lossBanner; }
    QString errorText() const;

    // The key of the current row, or empty.
    QString currentKey() const;
    void selectLease(const QString& key);
    // Takes a lease with what the form says (what the Take button does).
    void takeLease();

private:
    void setUpColumns();
    QWidget* buildForm();
    QWidget* buildButtons();
    void onAvailability(bool available);
    void onLeaseLost(const QString& key, const QString& reason);
    void validateForm();
    void updateResumeNote();
    void updateForCurrentRow();
    void updateButtons();
    void updateStatus();
    void copyRole(int role);

    TestLeaseManager& m_manager;
    TestLeaseModel* m_model;
    MessageBanner* m_lossBanner;
    QLabel* m_readOnlyLabel;
    QWidget* m_form;
    QLineEdit* m_key;
    QSpinBox* m_ttl;
    QLabel* m_ttlError;
    QSpinBox* m_renewPercent;
    QCheckBox* m_autoRenew;
    QCheckBox* m_resume;
    QPushButton* m_take;
    QLabel* m_error;
    QLabel* m_resumeNote;
    QTableView* m_table;
    QLabel* m_status;
    QPushButton* m_renew;
    QPushButton* m_release;
    QPushButton* m_copyToken;
    QPushButton* m_copyFencing;
    QPushButton* m_dismiss;
};

} // namespace volcano::ui
