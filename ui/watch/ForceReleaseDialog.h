// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/ForceReleaseProcedure.h"

#include <QDialog>
#include <QTimer>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace volcano {
class ClockOffsetEstimator;
class LockWatcher;
} // namespace volcano

namespace volcano::ui {

// Shows a ForceReleaseProcedure: what the lock looks like, the evidence the console's reads
// give about its holder (followed live through the watcher, within the polling budget),
// why force release is dangerous, a required reason, and a confirm button that stays
// disabled until the operator has typed the key exactly, given a reason, and (after the
// holder changed while the dialog was open) acknowledged the new holder. "Copy as CLI" and
// "Copy as curl" give the same force release as a terminal command, without the secret.
class ForceReleaseDialog : public QDialog {
    Q_OBJECT
public:
    // The dialog takes ownership of the procedure and starts it. offset and watcher may be
    // null (then no live evidence is shown).
    ForceReleaseDialog(ForceReleaseProcedure* procedure, const ClockOffsetEstimator* offset,
                       const LockWatcher* watcher, QWidget* parent = nullptr);

    ForceReleaseProcedure* procedure() const { return m_procedure; }
    QLineEdit* keyEdit() const { return m_keyEdit; }
    QLineEdit* reasonEdit() const { return m_reasonEdit; }
    QCheckBox* newHolderBox() const { return m_newHolder; }
    QPushButton* confirmButton() const { return m_confirm; }
    QPushButton* rereadButton() const { return m_reread; }
    QPushButton* copyCliButton() const { return m_copyCli; }
    QPushButton* copyCurlButton() const { return m_copyCurl; }
    QString holderText() const;
    QString outcomeText() const;
    QString evidenceText() const;
    QString reasonHintText() const;

private:
    void buildLayout(QWidget* warning, QWidget* holderBox, QWidget* buttons);
    QWidget* buildHolderBox();
    QWidget* buildButtons();
    void onStepChanged();
    void onReasonEdited();
    void onNewHolderToggled(bool seen);
    void updateConfirmEnabled();
    void updateEvidence();
    void growToFit();
    void followWatcher();
    void copyCommand(bool curl);
    QString stateText(const std::optional<LockState>& state) const;
    QString progressText() const;

    ForceReleaseProcedure* m_procedure;
    const ClockOffsetEstimator* m_offset;
    const LockWatcher* m_watcher;
    QLabel* m_holder;
    QLabel* m_evidence;
    QLabel* m_verdict;
    QLabel* m_progress;
    QLabel* m_outcome;
    QLabel* m_reasonHint;
    QLineEdit* m_keyEdit;
    QLineEdit* m_reasonEdit;
    QCheckBox* m_newHolder;
    QPushButton* m_confirm;
    QPushButton* m_reread;
    QPushButton* m_copyCli;
    QPushButton* m_copyCurl;
    // Ages the evidence's "… ago" once a second; it never reads (the watcher does, in budget).
    QTimer m_ageTimer;
};

} // namespace volcano::ui
