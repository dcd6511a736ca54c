// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/logs/AuditLogView.h"
#include "ui/widgets/AccessibleNames.h"

#include "store/AuditLog.h"
#include "ui/logs/AuditLogModel.h"
#include "ui/widgets/CopyTableView.h"
#include "ui/widgets/FileDialog.h"
#include "ui/widgets/MessageBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace volcano::ui {

AuditLogView::AuditLogView(AuditLog& log, QWidget* parent)
    : QWidget(parent)
    , m_log(log)
    , m_model(new AuditLogModel(log, this))
    , m_table(new CopyTableView(this))
    , m_keyFilter(new QLineEdit(this))
    , m_action(new QComboBox(this))
    , m_thisProfile(new QCheckBox(tr("This profile only"), this))
    , m_summary(new QLabel(this)) {
    m_table->setModel(m_model);
    m_table->setCopyRole(AuditLogModel::RequestIdRole, tr("Request Id"));
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setColumnWidth(AuditLogModel::TimeColumn, 190);
    m_table->setColumnWidth(AuditLogModel::KeyColumn, 160);
    m_table->setColumnWidth(AuditLogModel::ActionColumn, 120);
    m_table->setColumnWidth(AuditLogModel::OutcomeColumn, 220);
    m_table->setColumnWidth(AuditLogModel::StatusColumn, 50);
    m_table->setColumnWidth(AuditLogModel::TokenBeforeColumn, 150);
    m_table->setColumnWidth(AuditLogModel::TokenAfterColumn, 150);

    m_keyFilter->setPlaceholderText(tr("Filter by key"));
    m_keyFilter->setAccessibleName(tr("Filter the audit log by key"));
    m_table->setAccessibleName(tr("Audit log"));
    accessible::enableClearButton(m_keyFilter);
    m_action->addItem(tr("All actions"));
    // Renew stays for the rows of older consoles, which audited every renewal.
    for (const AuditAction action :
         {AuditAction::ForceRelease, AuditAction::TestLeaseAcquire, AuditAction::TestLeaseRelease,
          AuditAction::TestLeaseLoss, AuditAction::TestLeaseRenew})
        m_action->addItem(auditActionName(action), static_cast<int>(action));
    auto* exportCsv =
        new QPushButton(QIcon(QStringLiteral(":/icons/export.svg")), tr("Export CSV…"), this);
    auto* exportJson =
        new QPushButton(QIcon(QStringLiteral(":/icons/export.svg")), tr("Export JSON…"), this);
    connect(exportCsv, &QPushButton::clicked, this, [this] { exportAs(false); });
    connect(exportJson, &QPushButton::clicked, this, [this] { exportAs(true); });
    connect(m_keyFilter, &QLineEdit::textChanged, this, &AuditLogView::applyFilter);
    connect(m_action, &QComboBox::currentIndexChanged, this, &AuditLogView::applyFilter);
    connect(m_thisProfile, &QCheckBox::toggled, this, &AuditLogView::applyFilter);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &AuditLogView::updateSummary);
    connect(m_model, &QAbstractItemModel::modelReset, this, &AuditLogView::updateSummary);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_keyFilter, 1);
    bar->addWidget(m_action);
    bar->addWidget(m_thisProfile);
    bar->addWidget(m_summary);
    bar->addWidget(exportCsv);
    bar->addWidget(exportJson);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_table);
    updateSummary();
}

void AuditLogView::setCurrentProfile(const QString& profileId, const QString& profileName) {
    m_profileId = profileId;
    m_profileName = profileName;
    m_thisProfile->setToolTip(tr("Only entries of profile \"%1\"").arg(profileName));
    if (m_thisProfile->isChecked())
        applyFilter();
}

bool AuditLogView::exportAs(bool json) {
    const QString filter = json ? tr("JSON (*.json)") : tr("CSV (*.csv)");
    const QString suggested =
        json ? QStringLiteral("volcano-audit.json") : QStringLiteral("volcano-audit.csv");
    const QString path =
        FileDialog::getSaveFileName(this, tr("Export Audit Log"), suggested, filter);
    if (path.isEmpty())
        return false;
    const auto exported = m_log.exportTo(
        path, json ? AuditLog::Format::Json : AuditLog::Format::Csv, m_model->filter());
    if (!exported) {
        MessageBox::warning(this, tr("Export Audit Log"),
                            tr("Could not write %1: %2").arg(path, exported.error().message));
        return false;
    }
    return true;
}

void AuditLogView::applyFilter() {
    AuditFilter filter;
    filter.keyContains = m_keyFilter->text().trimmed();
    if (m_action->currentIndex() > 0)
        filter.action = static_cast<AuditAction>(m_action->currentData().toInt());
    if (m_thisProfile->isChecked())
        filter.profileId = m_profileId;
    m_model->setFilter(filter);
}

void AuditLogView::updateSummary() {
    const int rows = m_model->rowCount();
    m_summary->setText(tr("%Ln entries", nullptr, rows));
}

} // namespace volcano::ui
