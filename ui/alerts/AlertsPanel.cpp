// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/alerts/AlertsPanel.h"
#include "ui/widgets/Theme.h"

#include "console/AlertMonitor.h"
#include "ui/alerts/AlertListModel.h"
#include "ui/widgets/CopyTableView.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace volcano::ui {

AlertsPanel::AlertsPanel(const AlertMonitor& monitor, const Clock& clock, QWidget* parent)
    : QWidget(parent)
    , m_monitor(monitor)
    , m_model(new AlertListModel(monitor, clock, this))
    , m_table(new CopyTableView(this))
    , m_summary(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_empty(new QLabel(this))
    , m_pages(new QStackedWidget(this))
    , m_showKey(new QPushButton(tr("Show Key"), this))
    , m_showTimeline(new QPushButton(tr("Timeline"), this))
    , m_rules(new QPushButton(tr("Alert Rules…"), this)) {
    m_model->setObjectName(QStringLiteral("alertListModel"));
    m_table->setObjectName(QStringLiteral("alertTable"));
    m_table->setAccessibleName(tr("Alerts"));
    m_table->setModel(m_model);
    m_table->setCopyRole(AlertListModel::KeyRole, tr("Key"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    // Wide enough for a typical key and a time with its word ("resolved 14:03:27").
    m_table->setColumnWidth(AlertListModel::StatusColumn, 80);
    m_table->setColumnWidth(AlertListModel::SeverityColumn, 80);
    m_table->setColumnWidth(AlertListModel::RuleColumn, 160);
    m_table->setColumnWidth(AlertListModel::KeyColumn, 220);
    m_table->setColumnWidth(AlertListModel::SinceColumn, 90);
    m_table->setColumnWidth(AlertListModel::AtColumn, 150);
    m_table->installEventFilter(this);
    m_summary->setObjectName(QStringLiteral("alertSummary"));
    m_problem->setObjectName(QStringLiteral("alertRulesProblem"));
    m_problem->setWordWrap(true);
    Theme::setTone(m_problem, Theme::Tone::Error);
    m_problem->hide();
    m_empty->setObjectName(QStringLiteral("alertEmptyState"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_showKey->setObjectName(QStringLiteral("showAlertKeyButton"));
    m_showKey->setAccessibleName(tr("Show the alert's key in the watchlist"));
    m_showTimeline->setObjectName(QStringLiteral("showAlertTimelineButton"));
    m_showTimeline->setAccessibleName(
        tr("Show the alert on the timeline, to write its incident report"));
    m_showTimeline->setToolTip(tr("The alert's key around the alert on the Timeline tab; the "
                                  "incident report is written from there"));
    m_rules->setObjectName(QStringLiteral("alertRulesButton"));
    m_rules->setAccessibleName(tr("Edit the alert rules"));
    m_rules->setIcon(QIcon(QStringLiteral(":/icons/notify.svg")));

    connect(m_table, &QAbstractItemView::doubleClicked, this, &AlertsPanel::showKeyOfCurrent);
    connect(m_showKey, &QPushButton::clicked, this, &AlertsPanel::showKeyOfCurrent);
    connect(m_showTimeline, &QPushButton::clicked, this, &AlertsPanel::showTimelineOfCurrent);
    connect(m_rules, &QPushButton::clicked, this, &AlertsPanel::rulesRequested);
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, &AlertsPanel::rememberCurrent);
    connect(m_model, &QAbstractItemModel::modelReset, this, &AlertsPanel::restoreCurrent);
    connect(m_model, &QAbstractItemModel::modelReset, this, &AlertsPanel::updateState);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &AlertsPanel::updateState);
    buildLayout();
    updateState();
}

void AlertsPanel::setRulesProblem(const QString& problem) {
    m_problem->setText(tr("The alert rule file was not loaded; the rules before stay in force: "
                          "%1")
                           .arg(problem));
    m_problem->setVisible(!problem.isEmpty());
}

bool AlertsPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            showKeyOfCurrent();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void AlertsPanel::buildLayout() {
    m_pages->addWidget(m_table);
    m_pages->addWidget(m_empty);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_summary, 1);
    bar->addWidget(m_showKey);
    bar->addWidget(m_showTimeline);
    bar->addWidget(m_rules);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_problem);
    layout->addWidget(m_pages, 1);
}

void AlertsPanel::updateState() {
    const int active = m_model->activeCount();
    const int resolved = m_model->rowCount() - active;
    const int rules = int(m_monitor.rules().rules.size());
    if (rules == 0 && m_model->rowCount() == 0) {
        m_empty->setText(
            tr("No alert rules yet. A rule says what to be told about: a key without a holder, "
               "a renewal that is late, a job holding its lock too long, the quota nearly "
               "spent. Add rules with Alert Rules… (here or in the View menu), or write them "
               "to the rule file."));
        m_pages->setCurrentWidget(m_empty);
    } else if (m_model->rowCount() == 0) {
        // English's singular: "No alerts: the rule in force has not fired."
        m_empty->setText(tr("No alerts: none of the %n rules in force has fired.", nullptr, rules));
        m_pages->setCurrentWidget(m_empty);
    } else {
        m_pages->setCurrentWidget(m_table);
    }
    m_summary->setText(tr("%L1 firing · %L2 resolved · %3")
                           .arg(active)
                           .arg(resolved)
                           .arg(tr("%n rules", nullptr, rules)));
    m_showKey->setEnabled(!currentKey().isEmpty());
    m_showTimeline->setEnabled(m_table->currentIndex().isValid() && m_model->rowCount() > 0);
}

void AlertsPanel::showKeyOfCurrent() {
    const QString key = currentKey();
    if (!key.isEmpty())
        Q_EMIT keyRequested(key);
}

void AlertsPanel::rememberCurrent() {
    const QModelIndex current = m_table->currentIndex();
    m_currentRule = current.siblingAtColumn(AlertListModel::RuleColumn).data().toString();
    m_currentAlertKey = current.data(AlertListModel::KeyRole).toString();
}

void AlertsPanel::restoreCurrent() {
    if (m_currentRule.isEmpty())
        return;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row, AlertListModel::RuleColumn);
        if (index.data().toString() == m_currentRule &&
            index.data(AlertListModel::KeyRole).toString() == m_currentAlertKey) {
            m_table->setCurrentIndex(index);
            return;
        }
    }
}

void AlertsPanel::showTimelineOfCurrent() {
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid() || current.row() >= m_model->rowCount())
        return;
    const alerts::AlertEvent& event = m_model->eventAt(current.row());
    Q_EMIT timelineRequested(event.key, event.since, event.at);
}

QString AlertsPanel::currentKey() const {
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.data(AlertListModel::KeyRole).toString() : QString();
}

} // namespace volcano::ui
