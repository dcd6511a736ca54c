// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/alerts/AlertRulesDialog.h"
#include "ui/widgets/Theme.h"

#include "ui/alerts/AlertRuleForm.h"
#include "ui/widgets/FileDialog.h"
#include "ui/widgets/MessageBox.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <utility>

namespace volcano::ui {

namespace {

enum Column { NameColumn, KindColumn, KeysColumn, SeverityColumn, ColumnCount };

QPushButton* button(const QString& text, const QString& objectName, const QString& accessible,
                    QWidget* parent) {
    auto* created = new QPushButton(text, parent);
    created->setObjectName(objectName);
    created->setAccessibleName(accessible);
    return created;
}

} // namespace

AlertRulesDialog::AlertRulesDialog(alerts::RuleSet rules, QWidget* parent)
    : QDialog(parent)
    , m_rules(std::move(rules))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_form(new AlertRuleForm(this))
    , m_message(new QLabel(this))
    , m_add(button(tr("&Add"), QStringLiteral("addRuleButton"), tr("Add a rule"), this))
    , m_duplicate(button(tr("&Duplicate"), QStringLiteral("duplicateRuleButton"),
                         tr("Duplicate the selected rule"), this))
    , m_remove(button(tr("&Remove"), QStringLiteral("removeRuleButton"),
                      tr("Remove the selected rule"), this))
    , m_import(button(tr("&Import…"), QStringLiteral("importRulesButton"),
                      tr("Import rules from a file"), this))
    , m_export(button(tr("&Export…"), QStringLiteral("exportRulesButton"),
                      tr("Export the rules to a file"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("alertRulesDialog"));
    setWindowTitle(tr("Alert Rules"));
    buildLayout();
    connect(m_add, &QPushButton::clicked, this, &AlertRulesDialog::addRule);
    connect(m_duplicate, &QPushButton::clicked, this, &AlertRulesDialog::duplicateRule);
    connect(m_remove, &QPushButton::clicked, this, &AlertRulesDialog::removeRule);
    connect(m_import, &QPushButton::clicked, this, &AlertRulesDialog::importFile);
    connect(m_export, &QPushButton::clicked, this, &AlertRulesDialog::exportFile);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &AlertRulesDialog::onSelected);
    connect(m_form, &AlertRuleForm::edited, this, &AlertRulesDialog::onEdited);
    fillTable();
    select(m_rules.rules.isEmpty() ? -1 : 0);
}

bool AlertRulesDialog::importFile() {
    const QString path = FileDialog::getOpenFileName(
        this, tr("Import Alert Rules"), tr("Rule files (*.json *.yaml *.yml);;All files (*)"));
    if (path.isEmpty())
        return false;
    auto loaded = alerts::RuleSet::load(path);
    if (!loaded) {
        MessageBox::warning(this, tr("Import Alert Rules"), loaded.error().message);
        return false;
    }
    m_rules = std::move(*loaded);
    fillTable();
    select(m_rules.rules.isEmpty() ? -1 : 0);
    return true;
}

bool AlertRulesDialog::exportFile() {
    // JSON or YAML by the name given (RuleSet::save).
    const QString path = FileDialog::getSaveFileName(
        this, tr("Export Alert Rules"), QStringLiteral("alert-rules.json"),
        tr("JSON rule files (*.json);;YAML rule files (*.yaml *.yml)"));
    if (path.isEmpty())
        return false;
    if (auto saved = m_rules.save(path); !saved) {
        MessageBox::warning(this, tr("Export Alert Rules"), saved.error().message);
        return false;
    }
    return true;
}

void AlertRulesDialog::buildLayout() {
    m_table->setObjectName(QStringLiteral("ruleTable"));
    m_table->setAccessibleName(tr("Alert rules"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Kind"), tr("Keys"), tr("Severity")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setColumnWidth(NameColumn, 160);
    m_table->setColumnWidth(KindColumn, 120);
    m_table->setColumnWidth(KeysColumn, 120);
    m_form->setObjectName(QStringLiteral("alertRuleForm"));
    m_message->setObjectName(QStringLiteral("ruleMessage"));
    m_message->setWordWrap(true);
    Theme::setTone(m_message, Theme::Tone::Error);
    m_export->setToolTip(tr("Export the rules as a rule file (also for volcano-lock-recorder "
                            "--rules)"));

    auto* ruleButtons = new QHBoxLayout;
    for (QPushButton* each : {m_add, m_duplicate, m_remove})
        ruleButtons->addWidget(each);
    ruleButtons->addStretch(1);
    ruleButtons->addWidget(m_import);
    ruleButtons->addWidget(m_export);
    auto* left = new QVBoxLayout;
    left->addWidget(m_table, 1);
    left->addLayout(ruleButtons);
    auto* right = new QVBoxLayout;
    right->addWidget(m_form);
    right->addWidget(m_message);
    right->addStretch(1);
    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 3);
    columns->addLayout(right, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(m_buttons);
    resize(900, 480);
}

void AlertRulesDialog::addRule() {
    alerts::AlertRule rule;
    rule.name = unusedName(tr("new rule"));
    rule.seconds = 60;
    m_rules.rules.append(rule);
    fillTable();
    select(int(m_rules.rules.size()) - 1);
}

void AlertRulesDialog::duplicateRule() {
    const int row = currentRow();
    if (row < 0)
        return;
    alerts::AlertRule copy = m_rules.rules.at(row);
    copy.name = unusedName(copy.name);
    m_rules.rules.insert(row + 1, copy);
    fillTable();
    select(row + 1);
}

void AlertRulesDialog::removeRule() {
    const int row = currentRow();
    if (row < 0)
        return;
    m_rules.rules.removeAt(row);
    fillTable();
    select(std::min(row, int(m_rules.rules.size()) - 1));
}

void AlertRulesDialog::onSelected() {
    const int row = currentRow();
    m_form->setEnabled(row >= 0);
    if (row >= 0)
        m_form->setRule(m_rules.rules.at(row));
    validate();
}

void AlertRulesDialog::onEdited() {
    const int row = currentRow();
    if (row < 0)
        return;
    m_rules.rules[row] = m_form->rule();
    fillRow(row);
    validate();
}

void AlertRulesDialog::fillTable() {
    const QSignalBlocker blocker(m_table);
    m_table->setRowCount(int(m_rules.rules.size()));
    for (int row = 0; row < m_rules.rules.size(); ++row)
        fillRow(row);
}

void AlertRulesDialog::fillRow(int row) {
    const alerts::AlertRule& rule = m_rules.rules.at(row);
    const QString keys = alerts::isProjectWide(rule.kind) ? tr("(project)")
                         : rule.keys.isEmpty()            ? tr("every key")
                                                          : rule.keys;
    const QStringList texts{rule.name, alerts::kindName(rule.kind), keys, rule.severity};
    const auto valid = rule.validate();
    for (int column = 0; column < ColumnCount; ++column) {
        auto* item = new QTableWidgetItem(texts.at(column));
        if (!valid) {
            item->setToolTip(valid.error().message);
            if (column == NameColumn)
                item->setIcon(QIcon(QStringLiteral(":/icons/warning.svg")));
        }
        m_table->setItem(row, column, item);
    }
}

void AlertRulesDialog::select(int row) {
    if (row < 0) {
        m_table->clearSelection();
        onSelected();
        return;
    }
    m_table->selectRow(row);
    m_table->setCurrentCell(row, NameColumn);
    onSelected();
}

// The selected rule's problem first (it is the one being edited), then the file's.
void AlertRulesDialog::validate() {
    QString problem;
    if (const int row = currentRow(); row >= 0) {
        if (const auto valid = m_rules.rules.at(row).validate(); !valid)
            problem = valid.error().message;
    }
    if (problem.isEmpty()) {
        if (const auto valid = m_rules.validate(); !valid)
            problem = valid.error().message;
    }
    m_message->setText(problem);
    m_message->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    m_export->setEnabled(problem.isEmpty());
    m_duplicate->setEnabled(currentRow() >= 0);
    m_remove->setEnabled(currentRow() >= 0);
}

int AlertRulesDialog::currentRow() const {
    const QList<QTableWidgetItem*> selected = m_table->selectedItems();
    return selected.isEmpty() ? -1 : selected.constFirst()->row();
}

QString AlertRulesDialog::unusedName(const QString& base) const {
    QString name = base;
    for (int n = 2; m_rules.rule(name); ++n)
        name = QStringLiteral("%1 %2").arg(base).arg(n);
    return name;
}

} // namespace volcano::ui
