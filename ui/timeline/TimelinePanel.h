// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "store/TimelineFeed.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QTimer;
class QToolButton;

namespace volcano::timeline {
class IncidentReport;
}

namespace volcano::ui {

class ConsoleApp;
class TimelineView;

// The Timeline tab: the watched keys, the keys the Locks tab shows or has selected, or every
// key read, narrowed by a text filter, over the last 15 minutes to 7 days, from whichever
// store the profile uses; zoom and pan in the view; the view exported as PNG or SVG, its
// events as CSV or JSON; and the incident report of the range shown (Markdown, HTML or
// JSON, as `volcano-lockctl report` writes it).
class TimelinePanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kLiveReloadMs = 5000;

    // Which keys get a lane (the order of the "Keys" box).
    enum class LaneChoice { Watched, ShownInLocksTab, SelectedInLocksTab, EveryKeyRead };
    // What the Locks tab shows and has selected, asked for when the lanes are chosen.
    struct LocksTabKeys {
        std::function<QStringList()> shown;
        std::function<QStringList()> selected;
    };

    explicit TimelinePanel(ConsoleApp& app, QWidget* parent = nullptr);

    TimelineView& view() const { return *m_view; }
    void setLocksTabKeys(LocksTabKeys keys) { m_locksTab = std::move(keys); }
    void setLaneChoice(LaneChoice choice);
    // Part of a key (any case), or a glob as alert rules take it (alerts::KeyPattern);
    // empty: every key.
    void setLaneFilter(const QString& text);
    // Brings the records up to now for the chosen range (only what is new since the last
    // reload, unless the range reaches further back or the profile changed) and redraws.
    void reload();
    // Reads the whole range again (Refresh, F5).
    void reloadAll();
    // The Locks tab's selection changed: lanes that follow it are chosen again.
    void locksTabSelectionChanged();
    const TimelineFeed& feed() const { return m_feed; }
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
    void rebuild();
    QStringList laneKeys() const;
    QString emptyHint() const;
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
    QLineEdit* m_laneFilter;
    QLabel* m_summary;
    LocksTabKeys m_locksTab;
    TimelineFeed m_feed;
    TimelineRecords m_shown; // the feed's records of the lanes shown
    QDateTime m_from;
    QDateTime m_to;
    QTimer* m_live; // reloads while shown: the range ends now
};

} // namespace volcano::ui
