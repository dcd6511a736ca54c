// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "alerts/RuleSet.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace volcano::ui {

class AlertRuleForm;

// Edits a rule file: the rules as a table, the selected one's fields beside it. What is
// wrong is said under the form with the rule file's own messages (AlertRule::validate,
// RuleSet::validate), and OK waits until nothing is. Import and Export read and write rule
// files as `--rules` of the recorder takes them; webhooks are kept as they came.
class AlertRulesDialog : public QDialog {
    Q_OBJECT
public:
    explicit AlertRulesDialog(alerts::RuleSet rules, QWidget* parent = nullptr);

    alerts::RuleSet rules() const { return m_rules; }

    // Ask for a file (FileDialog) and read or write it; false when cancelled or failed (a
    // message box says why).
    bool importFile();
    bool exportFile();

private:
    void buildLayout();
    void addRule();
    void duplicateRule();
    void removeRule();
    void onSelected();
    void onEdited();
    void fillTable();
    void fillRow(int row);
    void select(int row);
    void validate();
    int currentRow() const;
    QString unusedName(const QString& base) const;

    alerts::RuleSet m_rules;
    QTableWidget* m_table;
    AlertRuleForm* m_form;
    QLabel* m_message;
    QPushButton* m_add;
    QPushButton* m_duplicate;
    QPushButton* m_remove;
    QPushButton* m_import;
    QPushButton* m_export;
    QDialogButtonBox* m_buttons;
};

} // namespace volcano::ui
