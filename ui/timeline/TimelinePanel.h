// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/TimelineSource.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTimer;
class QToolButton;

namespace volcano::timeline {
class IncidentReport;
}

namespace volcano::ui {

class ConsoleApp;
class TimelineView;

// The Timeline tab: the watched keys (or every key read) over the last 15 minutes to 7
// days, from whichever store the profile uses; zoom and pan in the view; the view exported
// as PNG or SVG, its events as CSV or JSON; and the incident report of the range shown
// (Markdown, HTML or JSON, as `volcano-lockctl report` writes it).
class TimelinePanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kLiveReloadMs = 5000;

    explicit TimelinePanel(ConsoleApp& app, QWidget* parent = nullptr);

    TimelineView& view() const { return *m_view; }
    // Reads the records again for the chosen range and keys.
    void reload();
    // An alert's key (empty: every watched key) from five minutes before its condition began
    // to five minutes after it fired or resolved: the range the incident report then covers.
    void showAround(const QString& key, const QDateTime& since, const QDateTime& at);

    // The exports; each fails saying why (the file is then not written).
    Expected<void> exportImage(const QString& path) const;  // .png or .svg by suffix
    Expected<void> exportEvents(const QString& path) const; // .csv or .json by suffix
    Expected<void> writeReport(const QString& path) const;  // .md, .html or .json

Q_SIGNALS:
    void keyActivated(const QString& key);

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    QWidget* createToolBar();
    void chooseImageExport();
    void chooseEventsExport();
    void chooseReport();
    timeline::IncidentReport reportOfView() const;
    QSize imageSize() const;
    void showProblem(const QString& message);
    static QString legend();

    ConsoleApp& m_app;
    TimelineView* m_view;
    QComboBox* m_range;
    QComboBox* m_keys;
    QLabel* m_summary;
    TimelineRecords m_records;
    QTimer* m_live; // reloads while shown: the range ends now
};

} // namespace volcano::ui
