// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/alerts/AlertRuleForm.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace volcano::ui {

namespace {

// The rule file's own bound (30 days): the form lets validate() say what is wrong beyond it.
constexpr int kMaxSpin = 30 * 24 * 3600 + 1;

using alerts::RuleKind;

QString kindHelp(RuleKind kind) {
    switch (kind) {
    case RuleKind::NoHolder:
        return AlertRuleForm::tr("A key has had no holder (free, or its lease ran out without a "
                                 "new holder) for the given time.");
    case RuleKind::RenewalOverdue:
        return AlertRuleForm::tr("A held key's renewal, as its cadence promised, is late by "
                                 "the given time (0: 1 s).");
    case RuleKind::HeldTooLong:
        return AlertRuleForm::tr("One holder (one fencing token) has held a key for the given "
                                 "time.");
    case RuleKind::Flapping:
        return AlertRuleForm::tr("A key changed holders more than the given number of times "
                                 "within the given time.");
    case RuleKind::FencingAnomaly:
        return AlertRuleForm::tr("A read showed a fencing token lower than one seen before; "
                                 "stays active for the given time after (0: 60 s).");
    case RuleKind::Quota:
        return AlertRuleForm::tr("The project used more than the given share of its request "
                                 "quota in a minute, or was refused with 429.");
    case RuleKind::Unavailable:
        return AlertRuleForm::tr("Every answer of the lock API has been a 503 for the given "
                                 "time.");
    }
    return {};
}

QString secondsLabel(RuleKind kind) {
    switch (kind) {
    case RuleKind::NoHolder:
        return AlertRuleForm::tr("No holder for (s)");
    case RuleKind::RenewalOverdue:
        return AlertRuleForm::tr("Late by (s)");
    case RuleKind::HeldTooLong:
        return AlertRuleForm::tr("Held longer than (s)");
    case RuleKind::Flapping:
        return AlertRuleForm::tr("Within (s)");
    case RuleKind::FencingAnomaly:
        return AlertRuleForm::tr("Stays active for (s)");
    case RuleKind::Unavailable:
        return AlertRuleForm::tr("Unavailable for (s)");
    case RuleKind::Quota:
        break;
    }
    return {};
}

QSpinBox* secondsBox(QWidget* parent, const QString& objectName, const QString& accessibleName) {
    auto* box = new QSpinBox(parent);
    box->setRange(0, kMaxSpin);
    box->setObjectName(objectName);
    box->setAccessibleName(accessibleName);
    return box;
}

} // namespace

AlertRuleForm::AlertRuleForm(QWidget* parent)
    : QWidget(parent)
    , m_layout(new QFormLayout(this))
    , m_name(new QLineEdit(this))
    , m_kind(new QComboBox(this))
    , m_kindHelp(new QLabel(this))
    , m_keys(new QLineEdit(this))
    , m_seconds(secondsBox(this, QStringLiteral("ruleSeconds"), tr("Seconds")))
    , m_changes(secondsBox(this, QStringLiteral("ruleChanges"), tr("Holder changes")))
    , m_percent(new QDoubleSpinBox(this))
    , m_severity(new QComboBox(this))
    , m_holdDown(secondsBox(this, QStringLiteral("ruleHoldDown"), tr("Hold-down seconds")))
    , m_clearDown(secondsBox(this, QStringLiteral("ruleClearDown"), tr("Clear-down seconds"))) {
    addFields();
    connectFields();
    showFieldsOf(currentKind());
}

void AlertRuleForm::setRule(const alerts::AlertRule& rule) {
    m_loading = true;
    m_name->setText(rule.name);
    m_kind->setCurrentIndex(m_kind->findData(alerts::kindName(rule.kind)));
    m_keys->setText(rule.keys);
    m_seconds->setValue(rule.seconds);
    m_changes->setValue(rule.changes);
    m_percent->setValue(rule.percent);
    m_severity->setCurrentText(rule.severity);
    m_holdDown->setValue(rule.holdDownSeconds);
    m_clearDown->setValue(rule.clearDownSeconds);
    showFieldsOf(rule.kind);
    m_loading = false;
}

alerts::AlertRule AlertRuleForm::rule() const {
    alerts::AlertRule rule;
    rule.name = m_name->text().trimmed();
    rule.kind = currentKind();
    rule.severity = m_severity->currentText().trimmed();
    rule.holdDownSeconds = m_holdDown->value();
    rule.clearDownSeconds = m_clearDown->value();
    // Only what the kind reads: a hidden field never makes a rule differ or fail.
    if (!alerts::isProjectWide(rule.kind))
        rule.keys = m_keys->text().trimmed();
    if (rule.kind == RuleKind::Quota)
        rule.percent = m_percent->value();
    else
        rule.seconds = m_seconds->value();
    if (rule.kind == RuleKind::Flapping)
        rule.changes = m_changes->value();
    return rule;
}

void AlertRuleForm::addFields() {
    m_name->setObjectName(QStringLiteral("ruleName"));
    m_name->setAccessibleName(tr("Rule name"));
    m_name->setPlaceholderText(tr("leader missing"));
    m_kind->setObjectName(QStringLiteral("ruleKind"));
    m_kind->setAccessibleName(tr("Rule kind"));
    for (const QString& name : alerts::kindNames())
        m_kind->addItem(name, name);
    m_kindHelp->setObjectName(QStringLiteral("ruleKindHelp"));
    m_kindHelp->setWordWrap(true);
    m_keys->setObjectName(QStringLiteral("ruleKeys"));
    m_keys->setAccessibleName(tr("Keys glob"));
    m_keys->setPlaceholderText(tr("every key (or a glob: jobs:*, shard-?, [ab]*)"));
    m_percent->setObjectName(QStringLiteral("rulePercent"));
    m_percent->setAccessibleName(tr("Percent of the quota"));
    m_percent->setRange(0, 100);
    m_percent->setDecimals(1);
    m_percent->setSuffix(QStringLiteral(" %"));
    m_severity->setObjectName(QStringLiteral("ruleSeverity"));
    m_severity->setAccessibleName(tr("Severity"));
    m_severity->setEditable(true);
    m_severity->lineEdit()->setAccessibleName(m_severity->accessibleName());
    m_severity->addItems(
        {QStringLiteral("warning"), QStringLiteral("ticket"), QStringLiteral("page")});
    m_severity->setToolTip(tr("Free text; \"page\" notifies as critical"));
    m_holdDown->setToolTip(tr("Seconds the condition must hold before the alert fires"));
    m_clearDown->setToolTip(tr("Seconds the condition must be false before the alert resolves"));
    m_layout->addRow(tr("&Name"), m_name);
    m_layout->addRow(tr("&Kind"), m_kind);
    m_layout->addRow(QString(), m_kindHelp);
    m_layout->addRow(tr("K&eys"), m_keys);
    m_layout->addRow(tr("Seconds"), m_seconds);
    m_layout->addRow(tr("Holder &changes (more than)"), m_changes);
    m_layout->addRow(tr("&Percent of quota"), m_percent);
    m_layout->addRow(tr("&Severity"), m_severity);
    m_layout->addRow(tr("&Hold-down (s)"), m_holdDown);
    m_layout->addRow(tr("C&lear-down (s)"), m_clearDown);
}

void AlertRuleForm::connectFields() {
    connect(m_name, &QLineEdit::textChanged, this, &AlertRuleForm::onFieldChanged);
    connect(m_keys, &QLineEdit::textChanged, this, &AlertRuleForm::onFieldChanged);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        showFieldsOf(currentKind());
        onFieldChanged();
    });
    connect(m_severity, &QComboBox::currentTextChanged, this, &AlertRuleForm::onFieldChanged);
    connect(m_percent, &QDoubleSpinBox::valueChanged, this, &AlertRuleForm::onFieldChanged);
    for (QSpinBox* box : {m_seconds, m_changes, m_holdDown, m_clearDown})
        connect(box, &QSpinBox::valueChanged, this, &AlertRuleForm::onFieldChanged);
}

void AlertRuleForm::onFieldChanged() {
    if (!m_loading)
        Q_EMIT edited();
}

void AlertRuleForm::showFieldsOf(RuleKind kind) {
    m_kindHelp->setText(kindHelp(kind));
    m_layout->setRowVisible(m_keys, !alerts::isProjectWide(kind));
    m_layout->setRowVisible(m_seconds, kind != RuleKind::Quota);
    m_layout->setRowVisible(m_changes, kind == RuleKind::Flapping);
    m_layout->setRowVisible(m_percent, kind == RuleKind::Quota);
    if (auto* label = qobject_cast<QLabel*>(m_layout->labelForField(m_seconds)))
        label->setText(secondsLabel(kind));
}

RuleKind AlertRuleForm::currentKind() const {
    return alerts::kindFromName(m_kind->currentData().toString()).value_or(RuleKind::NoHolder);
}

} // namespace volcano::ui
