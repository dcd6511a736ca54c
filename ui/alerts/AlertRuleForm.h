// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/AlertRule.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace volcano::ui {

// One watch rule's fields. Only the thresholds the chosen kind reads are shown (seconds,
// changes and seconds, or percent), each labelled with what it means for that kind.
class AlertRuleForm : public QWidget {
    Q_OBJECT
public:
    explicit AlertRuleForm(QWidget* parent = nullptr);

    // Shows a rule without emitting edited().
    void setRule(const alerts::AlertRule& rule);
    alerts::AlertRule rule() const;

Q_SIGNALS:
    // The user changed a field.
    void edited();

private:
    void addFields();
    void connectFields();
    void onFieldChanged();
    void showFieldsOf(alerts::RuleKind kind);
    alerts::RuleKind currentKind() const;

    QFormLayout* m_layout;
    QLineEdit* m_name;
    QComboBox* m_kind;
    QLabel* m_kindHelp;
    QLineEdit* m_keys;
    QSpinBox* m_seconds;
    QSpinBox* m_changes;
    QDoubleSpinBox* m_percent;
    QComboBox* m_severity;
    QSpinBox* m_holdDown;
    QSpinBox* m_clearDown;
    bool m_loading = false; // setRule() is filling the fields in
};

} // namespace volcano::ui
