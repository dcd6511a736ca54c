// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/logs/RequestLogView.h"
#include "ui/widgets/AccessibleNames.h"

#include "store/RequestLog.h"
#include "ui/logs/RequestFilterProxy.h"
#include "ui/logs/RequestLogModel.h"
#include "ui/widgets/CopyTableView.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QVBoxLayout>

namespace volcano::ui {

RequestLogView::RequestLogView(RequestLog& log, QWidget* parent)
    : QWidget(parent)
    , m_log(log)
    , m_model(new RequestLogModel(log, this))
    , m_proxy(new RequestFilterProxy(this))
    , m_table(new CopyTableView(this))
    , m_filter(new QLineEdit(this))
    , m_follow(new QCheckBox(tr("Follow new requests"), this))
    , m_errorsOnly(new QCheckBox(tr("Errors only"), this))
    , m_summary(new QLabel(this)) {
    m_proxy->setSourceModel(m_model);
    m_table->setModel(m_proxy);
    m_table->setCopyRole(RequestLogModel::RequestIdRole, tr("Request Id"));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setColumnWidth(RequestLogModel::TimeColumn, 100);
    m_table->setColumnWidth(RequestLogModel::MethodColumn, 70);
    m_table->setColumnWidth(RequestLogModel::PathColumn, 260);
    m_table->setColumnWidth(RequestLogModel::StatusColumn, 60);
    m_table->setColumnWidth(RequestLogModel::CodeColumn, 150);
    m_table->setColumnWidth(RequestLogModel::LatencyColumn, 70);
    m_table->setColumnWidth(RequestLogModel::AttemptColumn, 60);
    m_follow->setChecked(true);

    m_filter->setPlaceholderText(tr("Filter by path, code or request id"));
    m_filter->setAccessibleName(tr("Filter the request log"));
    m_table->setAccessibleName(tr("Request log"));
    accessible::enableClearButton(m_filter);
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);
    connect(m_errorsOnly, &QCheckBox::toggled, this,
            [this](bool on) { m_proxy->setErrorsOnly(on); });
    auto* clear = new QPushButton(tr("Clear"), this);
    connect(clear, &QPushButton::clicked, &m_log, &RequestLog::clear);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_errorsOnly);
    bar->addWidget(m_follow);
    bar->addWidget(m_summary);
    bar->addWidget(clear);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_table);

    connect(m_model, &QAbstractItemModel::rowsInserted, this, &RequestLogView::onRowsInserted);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &RequestLogView::updateSummary);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RequestLogView::updateSummary);
    updateSummary();
}

void RequestLogView::onRowsInserted() {
    updateSummary();
    if (m_follow->isChecked())
        m_table->scrollToBottom();
}

void RequestLogView::updateSummary() {
    const int kept = m_log.count();
    m_summary->setText(tr("%Ln requests kept", nullptr, kept));
}

} // namespace volcano::ui
