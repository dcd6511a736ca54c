// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDateTime>
#include <QWidget>

class QLabel;
class QPushButton;
class QStackedWidget;

namespace volcano {
class Clock;
}

namespace volcano::ui {

class AlertListModel;
class AlertMonitor;
class CopyTableView;

// The Alerts panel: what the watch rules say now (active alerts first, then the resolved
// ones), with a way to the key an alert is about and to the rules. Without rules it says how
// to add some; when the rule file did not load it says why.
class AlertsPanel : public QWidget {
    Q_OBJECT
public:
    AlertsPanel(const AlertMonitor& monitor, const Clock& clock, QWidget* parent = nullptr);

    // Why the rule file was not loaded; empty hides the warning.
    void setRulesProblem(const QString& problem);

Q_SIGNALS:
    // Double-click, Enter or "Show Key" on an alert about one key.
    void keyRequested(const QString& key);
    // "Timeline" on an alert: its key (empty: project-wide) from when its condition began
    // to when it fired or resolved, for the timeline and the incident report.
    void timelineRequested(const QString& key, const QDateTime& since, const QDateTime& at);
    void rulesRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildLayout();
    void updateState();
    void showKeyOfCurrent();
    void showTimelineOfCurrent();
    QString currentKey() const;
    // A fire or a resolution reloads the list: the row the operator is on stays current.
    void rememberCurrent();
    void restoreCurrent();

    const AlertMonitor& m_monitor;
    AlertListModel* m_model;
    CopyTableView* m_table;
    QLabel* m_summary;
    QLabel* m_problem;
    QLabel* m_empty;
    QStackedWidget* m_pages;
    QPushButton* m_showKey;
    QPushButton* m_showTimeline;
    QPushButton* m_rules;
    QString m_currentRule;
    QString m_currentAlertKey;
};

} // namespace volcano::ui
