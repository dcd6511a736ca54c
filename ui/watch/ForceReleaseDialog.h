// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "console/ForceReleaseProcedure.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace volcano {
class ClockOffsetEstimator;
}

namespace volcano::ui {

// Shows a ForceReleaseProcedure: what the lock looks like, why force release is dangerous,
// and a confirm button that stays disabled until the operator has typed the key exactly.
class ForceReleaseDialog : public QDialog {
    Q_OBJECT
public:
    // The dialog takes ownership of the procedure and starts it. offset may be null.
    ForceReleaseDialog(ForceReleaseProcedure* procedure, const ClockOffsetEstimator* offset,
                       QWidget* parent = nullptr);

    ForceReleaseProcedure* procedure() const { return m_procedure; }
    QLineEdit* keyEdit() const { return m_keyEdit; }
    QPushButton* confirmButton() const { return m_confirm; }
    QPushButton* rereadButton() const { return m_reread; }
    QString holderText() const;
    QString outcomeText() const;

private:
    void onStepChanged();
    void updateConfirmEnabled();
    QString stateText(const std::optional<LockState>& state) const;
    QString progressText() const;

    ForceReleaseProcedure* m_procedure;
    const ClockOffsetEstimator* m_offset;
    QLabel* m_holder;
    QLabel* m_progress;
    QLabel* m_outcome;
    QLineEdit* m_keyEdit;
    QPushButton* m_confirm;
    QPushButton* m_reread;
};

} // namespace volcano::ui
